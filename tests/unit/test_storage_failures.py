"""Saving the history when the disk is full, the file is locked or read-only: nothing is lost.

Real SQLite errors on real files: `max_page_count` for a full disk, a second connection holding the lock,
`query_only` for a read-only database (tests run as root, so file permissions would not stop writes).
"""

from __future__ import annotations

import logging
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop_agent.domain.errors import ErrorKind
from desktop_agent.domain.messages import Message, TextPart, ToolResultPart
from desktop_agent.domain.sessions import SessionInfo
from desktop_agent.storage import database
from desktop_agent.storage import store as store_module
from desktop_agent.storage.store import HistoryStore

T0 = 1_700_000_000.0
SID = "ses_1"


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "history.sqlite3"


@pytest.fixture
def store(path: Path) -> Iterator[HistoryStore]:
    opened = HistoryStore.open(path)
    opened.call(
        lambda repo: repo.create_session(SessionInfo(SID, "Chat", "build", "openai", "m", "/tmp/ws", T0, T0))
    )
    try:
        yield opened
    finally:
        opened.close()


def _message(n: int, size: int = 0) -> Message:
    body = f"message {n} " + ("lorem ipsum dolor sit amet " * (size // 27 + 1))[:size]
    return Message("user", [TextPart(body)], id=f"msg_{n:04d}", created_at=T0 + n)


def _submit(store: HistoryStore, message: Message) -> None:
    store.submit(lambda repo: repo.add_message(SID, message))


def _saved(store: HistoryStore) -> list[tuple[str, str]]:
    return store.call(lambda repo: [(m.id, m.text) for m in repo.load_messages(SID)])


def _saved_in_file(path: Path) -> list[str]:
    conn = sqlite3.connect(path)
    try:
        return [
            r[0] for r in conn.execute("SELECT id FROM messages WHERE session_id = ? ORDER BY seq", (SID,))
        ]
    finally:
        conn.close()


def _set(store: HistoryStore, pragma: str) -> None:
    store.call(lambda repo: repo.conn.execute(f"PRAGMA {pragma}"))


def test_a_full_disk_keeps_messages_in_memory_and_saves_them_all_later(store: HistoryStore) -> None:
    pages = store.call(lambda repo: int(repo.conn.execute("PRAGMA page_count").fetchone()[0]))
    _set(store, f"max_page_count = {pages + 12}")

    submitted: list[Message] = []
    problem = None
    for n in range(60):
        message = _message(n, size=6000)
        submitted.append(message)
        _submit(store, message)
        problem = store.flush_blocking()
        if problem is not None:
            break
    assert problem is not None, "the database never filled up"
    assert problem.kind is ErrorKind.DISK_FULL
    assert "disk" in problem.message and "full" in problem.message
    assert "kept in memory" in problem.message
    assert problem.action
    assert store.problem is problem
    full_at = len(submitted) - 1
    assert full_at > 0

    # Typing on while the disk is full: kept, in order, behind the one that did not fit.
    for n in range(full_at + 1, full_at + 6):
        message = _message(n, size=50)
        submitted.append(message)
        _submit(store, message)
    assert store.flush_blocking() is not None
    assert store.unsaved == len(submitted) - full_at

    # What was saved before is intact; the message that did not fit is not there half-written.
    assert store.call(lambda repo: repo.conn.execute("PRAGMA integrity_check").fetchone()[0]) == "ok"
    assert _saved(store) == [(m.id, m.text) for m in submitted[:full_at]]

    # Room again: everything lands, in the order it was written.
    _set(store, "max_page_count = 1000000")
    assert store.flush_blocking() is None
    assert store.problem is None
    assert store.unsaved == 0
    assert _saved(store) == [(m.id, m.text) for m in submitted]
    assert store.call(lambda repo: [m.meta["seq"] for m in repo.load_messages(SID)]) == list(
        range(1, len(submitted) + 1)
    )


def test_a_locked_database_keeps_the_write_until_the_other_program_lets_go(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(database, "BUSY_TIMEOUT_MS", 50)
    store = HistoryStore.open(path)
    other = sqlite3.connect(path, isolation_level=None)
    try:
        store.call(
            lambda repo: repo.create_session(SessionInfo(SID, "Chat", "build", "openai", "m", "/w", T0, T0))
        )
        other.execute("BEGIN EXCLUSIVE")
        _submit(store, _message(1))
        _submit(store, _message(2))
        problem = store.flush_blocking()
        assert problem is not None
        assert problem.kind is ErrorKind.STORAGE_LOCKED
        assert "another program" in problem.message
        assert store.unsaved == 2

        other.execute("COMMIT")
        other.close()
        assert store.flush_blocking() is None
        assert store.unsaved == 0
        assert [mid for mid, _ in _saved(store)] == ["msg_0001", "msg_0002"]
    finally:
        other.close()
        store.close()


def test_saving_resumes_by_itself_once_the_lock_is_gone(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(database, "BUSY_TIMEOUT_MS", 50)
    monkeypatch.setattr(store_module, "RETRY_EVERY_S", 0.05)
    store = HistoryStore.open(path)
    other = sqlite3.connect(path, isolation_level=None)
    try:
        store.call(
            lambda repo: repo.create_session(SessionInfo(SID, "Chat", "build", "openai", "m", "/w", T0, T0))
        )
        other.execute("BEGIN EXCLUSIVE")
        _submit(store, _message(1))
        problem = store.flush_blocking()
        assert problem is not None and problem.kind is ErrorKind.STORAGE_LOCKED
        other.execute("COMMIT")

        deadline = time.monotonic() + 5
        while store.unsaved and time.monotonic() < deadline:
            time.sleep(0.02)
        assert store.unsaved == 0, "no retry saved the write"
        assert store.problem is None
        assert _saved_in_file(path) == ["msg_0001"]
    finally:
        other.close()
        store.close()


def test_a_read_only_database_keeps_the_write_until_it_is_writable(store: HistoryStore, path: Path) -> None:
    _submit(store, _message(1))
    assert store.flush_blocking() is None

    _set(store, "query_only = ON")
    _submit(store, _message(2))
    _submit(store, _message(3))
    problem = store.flush_blocking()
    assert problem is not None
    assert problem.kind is ErrorKind.STORAGE_READ_ONLY
    assert str(path) in problem.message and "cannot be written" in problem.message
    assert store.unsaved == 2
    assert [mid for mid, _ in _saved(store)] == ["msg_0001"]

    _set(store, "query_only = OFF")
    assert store.flush_blocking() is None
    assert store.unsaved == 0
    assert [mid for mid, _ in _saved(store)] == ["msg_0001", "msg_0002", "msg_0003"]


def test_a_write_that_fails_for_another_reason_is_dropped_and_logged(
    store: HistoryStore, caplog: pytest.LogCaptureFixture
) -> None:
    _submit(store, _message(1))
    assert store.flush_blocking() is None
    caplog.set_level(logging.ERROR, logger="desktop_agent.storage.store")

    duplicate = Message("user", [TextPart("same id again")], id="msg_0001")
    _submit(store, duplicate)  # a bug: IntegrityError
    store.submit(lambda repo: repo.update_session(SID, colour="red"))  # a bug: ValueError
    _submit(store, _message(2))
    _submit(store, _message(3))

    assert store.flush_blocking() is None
    assert store.problem is None
    assert store.unsaved == 0
    assert _saved(store) == [(m.id, m.text) for m in (_message(1), _message(2), _message(3))]
    dropped = [r for r in caplog.records if "dropped" in r.getMessage()]
    assert len(dropped) == 2
    assert all(r.exc_info is not None for r in dropped)


def test_close_saves_every_pending_write(path: Path) -> None:
    store = HistoryStore.open(path)
    store.call(
        lambda repo: repo.create_session(SessionInfo(SID, "Chat", "build", "openai", "m", "/w", T0, T0))
    )
    messages = [_message(n, size=200) for n in range(200)]
    for message in messages:
        _submit(store, message)
    store.submit(
        lambda repo: repo.add_message(
            SID, Message("tool", [ToolResultPart("c1", "read_file", "done")], id="msg_last")
        )
    )
    store.close()
    store.close()  # twice is harmless

    assert _saved_in_file(path) == [m.id for m in messages] + ["msg_last"]
