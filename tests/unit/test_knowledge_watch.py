"""The watcher with real files: an edit, a new file, a deleted file each wake it once; what a sync would
never index (secrets, node_modules, .gitignore'd files) never does; a big folder is looked at a budget of
files per tick; and, running on its thread with a real sync, an edited file is found within 5 s."""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop_agent.config.paths import AppPaths
from desktop_agent.core.knowledge import KnowledgeService
from desktop_agent.knowledge.walk import walk
from desktop_agent.knowledge.watch import Watcher


def _bump(path: Path, text: str) -> None:
    """Write and move the mtime on by a second, as a save a moment later would (coarse file systems)."""
    path.write_text(text, encoding="utf-8")
    stat = path.stat()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    root = tmp_path / "notes"
    (root / "node_modules").mkdir(parents=True)
    (root / "a.md").write_text("# A\nalpha\n")
    (root / "b.txt").write_text("beta\n")
    (root / ".env").write_text("KEY=1\n")
    (root / ".gitignore").write_text("scratch.txt\n")
    (root / "scratch.txt").write_text("x\n")
    (root / "node_modules" / "m.js").write_text("x\n")
    return root


def test_edits_new_and_deleted_files_wake_it_and_ignored_files_do_not(folder: Path) -> None:
    woke: list[str] = []
    watcher = Watcher(woke.append)
    watcher.watch("notes", [folder])
    assert watcher.tick() == [] and watcher.tick() == []  # the first round only learns what is there
    _bump(folder / "a.md", "# A\nalpha, edited\n")
    assert watcher.tick() == ["notes"] and woke == ["notes"]
    assert watcher.tick() == []  # once per change
    (folder / "c.md").write_text("new\n")
    assert watcher.tick() == ["notes"]
    (folder / "b.txt").unlink()
    assert watcher.tick() == ["notes"]
    for never in (".env", "scratch.txt", "node_modules/m.js"):
        _bump(folder / never, "changed a lot\n")
    (folder / "node_modules" / "new.js").write_text("x\n")
    assert watcher.tick() == [] and watcher.tick() == []
    watcher.unwatch("notes")
    _bump(folder / "a.md", "again\n")
    assert watcher.tick() == [] and len(woke) == 3


def test_the_first_round_reports_what_differs_from_the_index(folder: Path) -> None:
    """A file saved while the watching begins is not taken for how things were: the first round compares
    with what the base holds."""
    held = {str(f.path): (f.size, f.mtime_ns) for f in walk(folder, [])}  # what a sync stores
    watcher = Watcher(lambda _name: None)
    watcher.watch("same", [folder], held)
    assert watcher.tick() == [], "everything as the base holds it"
    watcher.unwatch("same")
    (folder / "c.md").write_text("saved as the app started\n")
    watcher.watch("behind", [folder], held)
    assert watcher.tick() == ["behind"], "c.md is not in the base"


def test_a_big_folder_is_looked_at_a_budget_per_tick(tmp_path: Path) -> None:
    root = tmp_path / "big"
    root.mkdir()
    for i in range(100):
        (root / f"f{i:03}.txt").write_text(f"file {i}\n")
    watcher = Watcher(lambda base: None, budget=30)
    watcher.watch("big", [root])
    ticks = 0
    while True:  # the first round: 100 files at 30 a tick
        ticks += 1
        watcher.tick()
        if ticks > 1 and watcher._bases["big"].files is None:  # the round ended on this tick
            break
    assert ticks == 4
    _bump(root / "f099.txt", "changed\n")
    found_at = next(n for n in range(1, 10) if watcher.tick())
    assert found_at == 4  # the last file of a round: seen on the round's fourth tick, not before


@pytest.fixture
def service(tmp_path: Path) -> Iterator[KnowledgeService]:
    data = tmp_path / "data"
    kb = KnowledgeService(AppPaths(data, data, data / "logs"))
    yield kb
    kb.close()


def test_an_edited_file_is_found_within_five_seconds(folder: Path, service: KnowledgeService) -> None:
    service.create("notes")
    service.add("notes", [folder])
    service.sync("notes")
    synced = threading.Event()

    def on_change(base: str) -> None:
        service.sync(base)
        synced.set()

    watcher = Watcher(on_change, tick_s=0.2)
    watcher.watch("notes", [folder])
    watcher.start()
    try:
        time.sleep(0.5)  # the first round
        saved = time.monotonic()
        _bump(folder / "a.md", "# A\nThe marmalade recipe needs Seville oranges.\n")
        while not any("Seville" in p.text for p in service.search("notes", "marmalade oranges")):
            assert time.monotonic() - saved < 5, "the edit was not found within 5 s"
            synced.wait(0.1)
    finally:
        watcher.stop()
