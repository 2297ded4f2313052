"""Opening the history: a new file, every older schema, a failed migration, a newer or a damaged file.

Real SQLite files in tmp_path. What matters is what a person would notice: nothing they wrote is lost,
a backup is kept before the schema changes, and they are told clearly when something is off.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import sqlite3
from pathlib import Path

import pytest

from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.domain.sessions import SessionInfo
from desktop_agent.storage import database, schema, search
from desktop_agent.storage.database import open_database
from desktop_agent.storage.repository import HistoryRepository
from desktop_agent.storage.schema import LATEST, MIGRATIONS
from desktop_agent.storage.store import HistoryStore

Row = tuple[object, ...]
Dump = dict[str, list[Row]]

T0 = 1_700_000_000.0


# ---- helpers ----


def _v1_columns() -> dict[str, list[str]]:
    conn = sqlite3.connect(":memory:")
    try:
        for statement in database._statements(MIGRATIONS[0]):
            conn.execute(statement)
        tables = [n for (n,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        return {t: [r[1] for r in conn.execute(f"PRAGMA table_info({t})")] for t in tables}
    finally:
        conn.close()


V1_COLUMNS = _v1_columns()


def _dump(conn: sqlite3.Connection) -> Dump:
    """Every row of every ordinary table (FTS shadow tables excluded), with its rowid, by primary key.

    Only the columns the first schema had: later schemas add columns, and the rows must keep every value.
    """
    tables = [
        name
        for (name,) in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' "
            "AND name NOT LIKE 'parts_fts%' ORDER BY name"
        )
    ]
    out: Dump = {}
    for table in tables:
        info = conn.execute(f"PRAGMA table_info({table})").fetchall()
        pk = [row[1] for row in sorted((r for r in info if r[5] > 0), key=lambda r: r[5])]
        order = ", ".join(pk) if pk else "rowid"
        columns = ", ".join(V1_COLUMNS.get(table, ["*"]))
        out[table] = [
            tuple(r) for r in conn.execute(f"SELECT rowid, {columns} FROM {table} ORDER BY {order}")
        ]
    return out


def _fill_v1(conn: sqlite3.Connection) -> None:
    """Realistic rows, written with SQL the first schema knows (every later schema keeps these tables)."""
    sessions = [
        ("ses_a", "Refactor the migration code", "build", "openai", "gpt-4.1", "/home/ana/project",
         T0, T0 + 500, 0, 0, "[]"),
        ("ses_b", "Café ☕ notes — 日本語のメモ", "ask", "anthropic", "claude-sonnet", "/home/ana/Документы",
         T0 + 10, T0 + 900, 1, 1, json.dumps([{"tool": "read_file", "action": "allow", "pattern": "*"}])),
    ]  # fmt: skip
    conn.executemany(
        "INSERT INTO sessions (id, title, agent, provider, model, workspace, created_at, updated_at, "
        "pinned, archived, grants) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
        sessions,
    )
    error = json.dumps({"kind": "rate_limited", "message": "Too many requests", "action": "Wait"})
    messages = [
        ("m_a1", "ses_a", 1, "user", "complete", T0 + 1, None, None, None, None, 0, 0, 0, 0),
        ("m_a2", "ses_a", 2, "assistant", "complete", T0 + 2, "gpt-4.1", "openai", "tool_calls", None,
         1200, 340, 800, 0),
        ("m_a3", "ses_a", 3, "tool", "complete", T0 + 3, None, None, None, None, 0, 0, 0, 0),
        ("m_a4", "ses_a", 4, "assistant", "error", T0 + 4, "gpt-4.1", "openai", None, error, 10, 0, 0, 0),
        ("m_a5", "ses_a", 5, "assistant", "streaming", T0 + 5, "gpt-4.1", "openai", None, None, 0, 0, 0, 0),
        ("m_b1", "ses_b", 1, "user", "complete", T0 + 11, None, None, None, None, 0, 0, 0, 0),
        ("m_b2", "ses_b", 2, "assistant", "interrupted", T0 + 12, "claude-sonnet", "anthropic", "end", None,
         55, 66, 0, 77),
    ]  # fmt: skip
    conn.executemany(
        "INSERT INTO messages (id, session_id, seq, role, status, created_at, model, provider, "
        "finish_reason, error, input_tokens, output_tokens, cache_read_tokens, cache_write_tokens) "
        "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
        messages,
    )
    call = {"call_id": "call_1", "name": "read_file", "state": "completed"}
    result = {"call_id": "call_1", "name": "read_file", "is_error": False, "state": "completed",
              "duration_s": 0.12, "truncation_note": None}  # fmt: skip
    parts = [
        ("m_a1", 0, "text", "Please explain the migration strategy for zebrafish data", "{}"),
        ("m_a2", 0, "reasoning", "Thinking about quokka schemas first", json.dumps({"signature": "c2ln"})),
        ("m_a2", 1, "text", "I will read the platypus notes.", "{}"),
        (
            "m_a2",
            2,
            "tool_call",
            json.dumps({"path": "notes/résumé.md"}, ensure_ascii=False),
            json.dumps(call),
        ),
        ("m_a3", 0, "tool_result", "naïve façade of the narwhal 🎉\nline two", json.dumps(result)),
        ("m_a4", 0, "text", "", "{}"),
        ("m_b1", 0, "text", "Wie schmeckt der Kaffee in Zürich? 東京 is nice too", "{}"),
        ("m_b2", 0, "text", "Ωmega answer with emoji 👩‍💻 and combining e\u0301", "{}"),
    ]
    conn.executemany("INSERT INTO parts (message_id, idx, kind, text, data) VALUES (?,?,?,?,?)", parts)
    chunks = [
        ("m_a5", 0, 1, "text", "Partial ans"),
        ("m_a5", 0, 2, "text", "wer about wombats…"),
        ("m_a5", 1, 1, "reasoning", "still thinking 🤔"),
    ]
    conn.executemany("INSERT INTO part_chunks (message_id, idx, seq, kind, text) VALUES (?,?,?,?,?)", chunks)


def _build_at(path: Path, version: int) -> None:
    """A history as an older Desktop Agent left it: its migrations only, its user_version, WAL."""
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA foreign_keys = ON")
        conn.execute("BEGIN")
        for script in MIGRATIONS[:version]:
            for statement in database._statements(script):
                conn.execute(statement)
        conn.execute(f"PRAGMA user_version = {version}")
        conn.execute("COMMIT")
        conn.execute("BEGIN")
        _fill_v1(conn)
        conn.execute("COMMIT")
    finally:
        conn.close()


def _dump_file(path: Path) -> tuple[int, Dump, str]:
    conn = sqlite3.connect(path)
    try:
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        check = str(conn.execute("PRAGMA integrity_check").fetchone()[0])
        return version, _dump(conn), check
    finally:
        conn.close()


def _session(sid: str, title: str = "A chat") -> SessionInfo:
    return SessionInfo(sid, title, "build", "openai", "gpt-4.1", "/tmp/ws", T0, T0)


def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


# ---- a new history ----


def test_new_file_gets_the_latest_schema_without_a_backup(tmp_path: Path) -> None:
    path = tmp_path / "data" / "history.sqlite3"
    opened = open_database(path)
    conn = opened.connection
    try:
        assert opened.read_only is False
        assert opened.notice is None
        names = {name for (name,) in conn.execute("SELECT name FROM sqlite_master")}
        assert {"sessions", "messages", "parts", "part_chunks", "parts_fts"} <= names
        assert {"parts_fts_insert", "parts_fts_delete", "parts_fts_update", "messages_by_day"} <= names
        assert conn.execute("PRAGMA user_version").fetchone()[0] == LATEST
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
        assert conn.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
        # It is usable straight away, search included.
        repo = HistoryRepository(conn)
        repo.create_session(_session("ses_new", "First chat"))
        assert [s.id for s in repo.list_sessions()] == ["ses_new"]
    finally:
        conn.close()
    assert list(path.parent.glob("*.bak")) == []


# ---- every older schema ----


@pytest.mark.parametrize("version", range(1, LATEST))
def test_migrating_from_an_older_schema_keeps_every_row_and_a_backup(tmp_path: Path, version: int) -> None:
    path = tmp_path / "history.sqlite3"
    _build_at(path, version)
    old_version, before, check = _dump_file(path)
    assert (old_version, check) == (version, "ok")
    assert sum(len(rows) for rows in before.values()) > 0

    opened = open_database(path)
    conn = opened.connection
    try:
        assert opened.notice is None
        assert opened.read_only is False
        assert conn.execute("PRAGMA user_version").fetchone()[0] == LATEST
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        after = _dump(conn)
        for table, rows in before.items():
            assert after[table] == rows, f"rows of {table} changed while migrating from v{version}"

        # Words from the old rows are found by search (the index covers what was there before).
        for message_id, idx, _kind, text, _data in (r[1:] for r in before["parts"]):
            assert isinstance(text, str)
            words = [w for w in re.findall(r"\w+", text) if len(w) >= 4]
            if not words:
                continue
            hits = search.search(conn, words[-1], limit=50)
            assert any(h.message_id == message_id for h in hits), (words[-1], message_id, idx)
        assert {h.message_id for h in search.search(conn, "facade")} == {"m_a3"}
        assert {h.message_id for h in search.search(conn, "résumé")} == {"m_a2"}

        # And the migrated history takes new writes.
        HistoryRepository(conn).create_session(_session("ses_after"))
    finally:
        conn.close()

    backups = list(tmp_path.glob(f"history.sqlite3.v{version}-*.bak"))
    assert len(backups) == 1, sorted(p.name for p in tmp_path.iterdir())
    bak_version, bak_rows, bak_check = _dump_file(backups[0])
    assert (bak_version, bak_check) == (version, "ok")
    assert bak_rows == before


@pytest.mark.parametrize("version", range(1, LATEST + 1))
def test_a_migration_failing_midway_leaves_the_history_as_it_was(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, version: int
) -> None:
    path = tmp_path / "history.sqlite3"
    _build_at(path, version)
    _, before, _ = _dump_file(path)

    broken = (
        "CREATE TABLE added_by_broken (x INTEGER);\n"
        "INSERT INTO added_by_broken VALUES (1);\n"
        "UPDATE sessions SET title = 'overwritten';\n"
        "INSERT INTO no_such_table VALUES (1);\n"
    )
    migrations = (*MIGRATIONS, broken)
    for module in (schema, database):
        monkeypatch.setattr(module, "MIGRATIONS", migrations)
        monkeypatch.setattr(module, "LATEST", len(migrations))

    with pytest.raises(UserFacingError) as info:
        open_database(path)
    assert "no_such_table" in info.value.message

    after_version, after, check = _dump_file(path)
    assert check == "ok"
    assert after_version == version
    assert after == before  # no new table, no overwritten title, no half-applied earlier migration
    monkeypatch.undo()

    # The real app still opens it afterwards, with everything in it.
    opened = open_database(path)
    try:
        assert opened.notice is None
        assert opened.connection.execute("PRAGMA user_version").fetchone()[0] == LATEST
        migrated = _dump(opened.connection)
        assert all(migrated[table] == rows for table, rows in before.items())
    finally:
        opened.connection.close()


# ---- written by a newer Desktop Agent ----


def _newer_history(path: Path, *, journal_mode: str = "wal") -> None:
    opened = open_database(path)
    conn = opened.connection
    try:
        HistoryRepository(conn).create_session(_session("ses_future", "From the future"))
        conn.execute(f"PRAGMA journal_mode = {journal_mode}")
        conn.execute(f"PRAGMA user_version = {LATEST + 5}")
    finally:
        conn.close()


def _check_newer_opens_read_only(path: Path) -> None:
    opened = open_database(path)
    conn = opened.connection
    try:
        assert opened.read_only is True
        notice = opened.notice
        assert notice is not None
        assert notice.kind is ErrorKind.STORAGE_NEWER
        assert re.search(rf"\b{LATEST + 5}\b", notice.message)
        assert re.search(rf"\b{LATEST}\b", notice.message)
        assert "read-only" in notice.message
        assert "Update" in notice.action
        # What is in it can be read...
        assert [s.id for s in HistoryRepository(conn).list_sessions()] == ["ses_future"]
        # ...but not changed.
        with pytest.raises(sqlite3.OperationalError, match="readonly"):
            conn.execute(
                "INSERT INTO sessions (id, agent, provider, model, workspace, created_at, updated_at) "
                "VALUES ('x', 'a', 'p', 'm', 'w', 1, 1)"
            )
    finally:
        conn.close()


def test_a_newer_history_opens_read_only_and_is_left_unchanged(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    _newer_history(path)
    original = _sha(path)

    _check_newer_opens_read_only(path)

    store = HistoryStore.open(path)
    try:
        assert store.read_only is True
        assert store.notice is not None and store.notice.kind is ErrorKind.STORAGE_NEWER
        assert store.recovered is None
        assert [s.id for s in store.call(lambda repo: repo.list_sessions())] == ["ses_future"]
        store.submit(lambda repo: repo.create_session(_session("ses_lost")))
        assert store.problem is store.notice
        assert store.flush_blocking() is store.notice
    finally:
        store.close()

    assert _sha(path) == original
    assert list(tmp_path.glob("*.bak")) == []
    assert list(tmp_path.glob("*.corrupt-*")) == []


def test_a_newer_history_in_rollback_journal_mode_is_left_unchanged(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    _newer_history(path, journal_mode="delete")
    original = _sha(path)
    _check_newer_opens_read_only(path)
    assert _sha(path) == original


def test_a_newer_history_in_a_folder_with_uri_characters(tmp_path: Path) -> None:
    folder = tmp_path / "Ana #1 ? files"
    folder.mkdir()
    path = folder / "history.sqlite3"
    _newer_history(path)
    original = _sha(path)
    siblings = sorted(p.name for p in tmp_path.iterdir())
    try:
        _check_newer_opens_read_only(path)
    finally:
        assert _sha(path) == original
        assert sorted(p.name for p in tmp_path.iterdir()) == siblings  # no stray database created


# ---- a damaged file ----


def _damage(path: Path, how: str) -> None:
    if how == "random bytes":
        path.write_bytes(os.urandom(4096))
    elif how == "text file":
        path.write_text("This is not a database.\nJust some notes 📝\n" * 100, encoding="utf-8")
    else:
        opened = open_database(path)
        try:
            HistoryRepository(opened.connection).create_session(_session("ses_old", "Lost in the header"))
        finally:
            opened.connection.close()
        data = bytearray(path.read_bytes())
        data[:100] = b"\xde\xad\xbe\xef" * 25
        path.write_bytes(bytes(data))


@pytest.mark.parametrize("how", ["random bytes", "text file", "overwritten header"])
def test_a_damaged_file_is_kept_aside_and_a_fresh_history_started(tmp_path: Path, how: str) -> None:
    path = tmp_path / "history.sqlite3"
    _damage(path, how)
    damaged = path.read_bytes()

    opened = open_database(path)
    conn = opened.connection
    try:
        assert opened.read_only is False
        notice = opened.notice
        assert notice is not None
        assert notice.kind is ErrorKind.STORAGE_CORRUPT
        kept = [
            p for p in tmp_path.glob("history.sqlite3.corrupt-*") if not p.name.endswith(("-wal", "-shm"))
        ]
        assert len(kept) == 1
        assert kept[0].name in notice.message
        assert "fresh" in notice.message
        assert ".recover" in notice.action
        assert kept[0].read_bytes() == damaged
        assert conn.execute("PRAGMA user_version").fetchone()[0] == LATEST
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    finally:
        conn.close()

    # The app carries on with the fresh history.
    store = HistoryStore.open(path)
    try:
        assert store.notice is None
        store.call(lambda repo: repo.create_session(_session("ses_fresh", "After the damage")))
        assert [s.title for s in store.call(lambda repo: repo.list_sessions())] == ["After the damage"]
    finally:
        store.close()
    assert kept[0].read_bytes() == damaged


def test_the_app_starts_through_the_store_on_a_damaged_file(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    _damage(path, "random bytes")
    store = HistoryStore.open(path)
    try:
        assert store.notice is not None and store.notice.kind is ErrorKind.STORAGE_CORRUPT
        assert store.read_only is False
        store.submit(lambda repo: repo.create_session(_session("ses_1", "Works")))
        assert store.flush_blocking() is None
        assert store.call(lambda repo: repo.get_session("ses_1")) is not None
    finally:
        store.close()


@pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="needs /proc to see open files")
def test_the_damaged_file_is_closed_before_it_is_moved_aside(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "history.sqlite3"
    _damage(path, "random bytes")
    held_open: list[str] = []
    real_move = shutil.move

    def move(src: str | Path, dst: str | Path) -> object:
        target = Path(src).resolve()
        for fd in Path("/proc/self/fd").iterdir():
            try:
                if fd.readlink() == target:
                    held_open.append(str(target))
            except OSError:
                continue
        return real_move(src, dst)

    monkeypatch.setattr(shutil, "move", move)
    opened = open_database(path)
    opened.connection.close()
    assert held_open == []
