"""The app's log file: it rotates by size, keeps three old files, and never holds a key it was told about."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop_agent.logging_setup import RotatingLog, setup_logging


@pytest.fixture
def root_handlers() -> Iterator[None]:
    root = logging.getLogger()
    before, level = list(root.handlers), root.level
    yield
    for handler in root.handlers:
        if handler not in before:
            root.removeHandler(handler)
            handler.close()
    root.setLevel(level)


def test_a_full_log_moves_aside_and_only_three_old_files_are_kept(tmp_path: Path) -> None:
    path = tmp_path / "logs" / "desktop-agent.log"
    path.parent.mkdir()
    handler = RotatingLog(path, max_bytes=1_000, backups=3)
    log = logging.getLogger("test.rotation")
    log.propagate, log.level = False, logging.INFO
    log.addHandler(handler)
    try:
        for number in range(200):  # about 12 kB: a dozen files' worth
            log.info("line %03d %s", number, "x" * 50)
    finally:
        log.removeHandler(handler)
        handler.close()
    names = sorted(p.name for p in path.parent.iterdir())
    assert names == ["desktop-agent.log", "desktop-agent.log.1", "desktop-agent.log.2", "desktop-agent.log.3"]
    assert all(p.stat().st_size <= 1_000 for p in path.parent.iterdir())
    newest = path.read_text(encoding="utf-8").splitlines()
    assert newest[-1].startswith("line 199")
    # no line is lost or split between the current file and the one before it
    previous = (path.parent / "desktop-agent.log.1").read_text(encoding="utf-8").splitlines()
    numbers = [int(line.split()[1]) for line in previous + newest]
    assert numbers == list(range(numbers[0], 200))


def test_the_app_log_hides_a_key_it_was_told_about(tmp_path: Path, root_handlers: None) -> None:
    path = tmp_path / "logs" / "desktop-agent.log"
    scrubber = setup_logging(path)
    scrubber.add("sk-live-abcdefghijklmnop")
    logging.getLogger("test.scrub").warning("calling with sk-live-abcdefghijklmnop")
    text = path.read_text(encoding="utf-8")
    assert "sk-live-abcdefghijklmnop" not in text and "[key hidden]" in text
