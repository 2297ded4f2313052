"""Searching past chats on a real history file: scope, the candidates cut, agreement with `sessions search`,
and an incognito core's folder (made, used, removed; the data folder untouched)."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop_agent.core.history_search import find_past
from desktop_agent.core.incognito import PREFIX, open_incognito, sweep_leftovers, temporary_root
from desktop_agent.core.keys import MemorySecretStore
from desktop_agent.core.sessions import find_sessions
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.domain.messages import Message, TextPart, ToolResultPart, user_message
from desktop_agent.domain.sessions import SearchHit, SessionInfo
from desktop_agent.domain.turns import Say
from desktop_agent.storage.database import open_database
from desktop_agent.storage.repository import HistoryRepository
from desktop_agent.storage.search import CANDIDATES, NotStoredError
from tests.helpers.app_core import test_paths as paths_under

T0 = 1_700_000_000.0


@pytest.fixture
def repo(tmp_path: Path) -> Iterator[HistoryRepository]:
    opened = open_database(tmp_path / "history.sqlite3")
    try:
        yield HistoryRepository(opened.connection)
    finally:
        opened.connection.close()


def _project(repo: HistoryRepository, pid: str) -> str:
    repo.conn.execute(
        "INSERT INTO projects (id, name, created_at, updated_at) VALUES (?, ?, ?, ?)", (pid, pid, T0, T0)
    )
    return pid


def _chat(repo: HistoryRepository, sid: str, text: str, *, project: str | None = None, at: float = T0) -> str:
    repo.create_session(SessionInfo(sid, f"Chat {sid}", "build", "openai", "m", "/tmp/ws", at, at))
    repo.conn.execute("UPDATE sessions SET project_id = ? WHERE id = ?", (project, sid))
    message = user_message(text, id=f"msg_{sid}")
    message.created_at = at
    repo.add_message(sid, message)
    answer = Message("assistant", [TextPart(f"Answer to {sid}.")], id=f"ans_{sid}", created_at=at)
    repo.add_message(sid, answer)
    return sid


def _sessions(hits: list[SearchHit]) -> set[str]:
    return {h.session_id for h in hits}


def test_an_old_project_chat_is_found_past_thousands_of_newer_matches_elsewhere(
    repo: HistoryRepository,
) -> None:
    pid = _project(repo, "prj_small")
    old = _chat(repo, "ses_old", "The capybara invoice was settled in cash.", project=pid, at=T0)
    here = _chat(repo, "ses_here", "Where is it?", project=pid, at=T0 + 10)
    with repo.transaction():  # newer matches outside the project, more than the candidates searched
        for i in range(CANDIDATES + 100):
            _chat(repo, f"ses_n{i:05d}", f"capybara invoice number {i}", at=T0 + 100 + i)
    found = find_past(repo, here, "capybara invoice", 5)
    assert _sessions(found) == {old}
    assert "capybara" in found[0].snippet and found[0].session_title == "Chat ses_old"


def test_scope_is_the_stored_project_and_never_the_session_itself(repo: HistoryRepository) -> None:
    a, b = _project(repo, "prj_a"), _project(repo, "prj_b")
    in_a = _chat(repo, "ses_a1", "gnu migration notes", project=a)
    me = _chat(repo, "ses_a2", "gnu migration notes again", project=a)
    _chat(repo, "ses_b1", "gnu migration notes", project=b)
    outside = _chat(repo, "ses_o1", "gnu migration notes")
    assert _sessions(find_past(repo, me, "gnu migration", 10)) == {in_a}
    repo.conn.execute("UPDATE sessions SET project_id = NULL WHERE id = ?", (me,))  # moved out
    assert _sessions(find_past(repo, me, "gnu migration", 10)) == {outside}
    with pytest.raises(NotStoredError):
        find_past(repo, "ses_never_stored", "gnu", 10)


def test_it_agrees_with_sessions_search(repo: HistoryRepository) -> None:
    pid = _project(repo, "prj_x")
    first, second = _chat(repo, "ses_1", "the axolotl budget"), _chat(repo, "ses_2", "axolotl budgets")
    _chat(repo, "ses_3", "axolotl budget in a project", project=pid)
    me = _chat(repo, "ses_4", "nothing here")
    everywhere = {m.info.id for m in find_sessions(repo, "axolotl budget", 20)}
    mine = _sessions(find_past(repo, me, "axolotl budget", 10))
    assert everywhere == {first, second, "ses_3"}  # the person's search sees every project
    assert mine == {first, second}  # the model's: the same matches, narrowed to its scope


def test_earlier_search_results_are_not_found_again(repo: HistoryRepository) -> None:
    for sid, tool in (("ses_echo", "search_history"), ("ses_read", "read_file")):
        repo.create_session(SessionInfo(sid, sid, "build", "openai", "m", "/tmp/ws", T0, T0))
        result = ToolResultPart(f"call_{sid}", tool, "the ocelot rota starts in March")
        repo.add_message(sid, Message("tool", [result], id=f"msg_{sid}"))
    me = _chat(repo, "ses_me", "hello")
    assert _sessions(find_past(repo, me, "ocelot rota", 10)) == {"ses_read"}
    assert {m.info.id for m in find_sessions(repo, "ocelot rota", 10)} == {"ses_echo", "ses_read"}


def test_at_most_two_passages_of_one_chat(repo: HistoryRepository) -> None:
    repo.create_session(SessionInfo("ses_many", "Many", "build", "openai", "m", "/tmp/ws", T0, T0))
    for i in range(6):
        repo.add_message("ses_many", user_message(f"heron count {i}", id=f"m{i}"))
    me = _chat(repo, "ses_me", "hello")
    assert len(find_past(repo, me, "heron count", 10)) == 2


# ---- incognito ----


def _files(folder: Path) -> dict[str, tuple[int, int]]:
    return {str(p): (p.stat().st_size, p.stat().st_mtime_ns) for p in sorted(folder.rglob("*"))}


def test_an_incognito_core_keeps_its_history_in_a_folder_removed_on_close(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    temp = tmp_path / "run"
    temp.mkdir(mode=0o700)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(temp))  # the person's runtime folder (in memory)
    paths = paths_under(tmp_path)
    paths.config_dir.mkdir()
    (paths.config_dir / "permissions.json").write_text('{"version": 1, "grants": []}', encoding="utf-8")
    before = _files(tmp_path / "config")
    core = open_incognito(paths, secrets=MemorySecretStore({}), logging_to_file=True)
    try:
        (folder,) = temp.iterdir()
        assert folder.name.startswith(f"{PREFIX}{os.getpid()}-") and core.history.path.parent == folder
        assert (folder / "permissions.json").is_file() and core.permissions is not None
        assert folder in core.protected_dirs  # out of reach of every tool, as the data folder is
        session = core.service.new_session(agent="build", provider="openai", model="m", workspace=tmp_path)
        preview = core.service.prompt_preview(session, local=False, window=None)
        assert "remember" not in preview.tools and "search_history" not in preview.tools
        assert "read_file" in preview.tools and not [s for s in preview.sections if s.title == "Memory"]
        with pytest.raises(UserFacingError, match="searches no knowledge base"):
            asyncio.run(core.turns.prepare(session, Say("@kb:docs what is in it?")))
    finally:
        asyncio.run(core.aclose())
    assert list(temp.iterdir()) == []
    assert not paths.data_dir.exists() and not paths.log_dir.exists()
    assert _files(tmp_path / "config") == before


def test_a_folder_left_by_a_process_that_died_is_swept(tmp_path: Path) -> None:
    dead = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True
    )
    gone = tmp_path / f"{PREFIX}{int(dead.stdout)}-abc"
    (gone / "attachments").mkdir(parents=True)
    (gone / "history.sqlite3").write_bytes(b"x")
    mine = tmp_path / f"{PREFIX}{os.getpid()}-def"
    mine.mkdir()
    other = tmp_path / "unrelated-folder"
    other.mkdir()
    assert sweep_leftovers(tmp_path) == [gone]
    assert not gone.exists() and mine.exists() and other.exists()


def test_a_runtime_folder_others_can_read_is_not_used(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shared, temp = tmp_path / "shared", tmp_path / "tmp"
    shared.mkdir(mode=0o755)
    shared.chmod(0o755)
    temp.mkdir()
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(shared))
    monkeypatch.setattr("tempfile.tempdir", str(temp))
    assert temporary_root() == temp
    shared.chmod(0o700)
    assert temporary_root() == shared
