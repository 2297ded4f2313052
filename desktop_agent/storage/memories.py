"""Memories in the history database (`domain.memory`), each change one transaction with its undo step.

Synchronous: HistoryStore runs these on its own thread. Text is checked by the caller
(`domain.memory.clean_memory_text`); here it is only stored.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Sequence

from desktop_agent.domain.ids import new_id
from desktop_agent.domain.memory import EVERYWHERE, Memory, MemoryChange, MemoryStatus
from desktop_agent.storage.repository import HistoryRepository

_COLUMNS = "id, text, status, project_id, session_id, call_id, created_at, updated_at, last_used_at, edited"


def _memory(row: sqlite3.Row | tuple[object, ...], message_id: str | None = None) -> Memory:
    (mid, text, status, project, session, call, created, updated, used, edited) = row
    return Memory(
        id=str(mid),
        text=str(text),
        status=MemoryStatus(str(status)),
        project_id=None if project is None else str(project),
        session_id=None if session is None else str(session),
        message_id=message_id,
        call_id=None if call is None else str(call),
        created_at=float(str(created)),
        updated_at=float(str(updated)),
        last_used_at=None if used is None else float(str(used)),
        edited=bool(edited),
    )


def _message_of(repo: HistoryRepository, session_id: str | None, call_id: str | None) -> str | None:
    """The message holding the `remember` call (found through its session: messages are indexed by it)."""
    if session_id is None or call_id is None:
        return None
    row = repo.conn.execute(
        "SELECT p.message_id FROM messages m JOIN parts p ON p.message_id = m.id"
        " WHERE m.session_id = ? AND p.kind = 'tool_call' AND json_extract(p.data, '$.call_id') = ?",
        (session_id, call_id),
    ).fetchone()
    return None if row is None else str(row[0])


def get_memory(repo: HistoryRepository, memory_id: str) -> Memory | None:
    row = repo.conn.execute(f"SELECT {_COLUMNS} FROM memories WHERE id = ?", (memory_id,)).fetchone()
    if row is None:
        return None
    return _memory(row, _message_of(repo, row[4], row[5]))


def find_memory(repo: HistoryRepository, prefix: str) -> list[Memory]:
    """Memories whose id is `prefix` or starts with it (the terminal shows short ids)."""
    exact = get_memory(repo, prefix)
    if exact is not None:
        return [exact]
    escaped = prefix.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    rows = repo.conn.execute(
        f"SELECT {_COLUMNS} FROM memories WHERE id LIKE ? ESCAPE '\\' ORDER BY id LIMIT 5", (escaped + "%",)
    ).fetchall()
    return [_memory(r, _message_of(repo, r[4], r[5])) for r in rows]


def list_memories(
    repo: HistoryRepository,
    statuses: Sequence[MemoryStatus] = (MemoryStatus.KEPT,),
    *,
    query: str = "",
    session_id: str | None = None,
    with_sources: bool = True,
    scope: str | None = None,
    scopes: Sequence[str] = (),
) -> list[Memory]:
    """Memories in these states, newest change first; `query` matches words of the text (any case);
    `session_id` only those learnt in that session; `scope` only those kept everywhere (`EVERYWHERE`) or
    in that project (its id); `scopes` any of several such scopes."""
    where = [f"status IN ({', '.join('?' for _ in statuses)})"]
    params: list[object] = [s.value for s in statuses]
    for word in query.split():
        escaped = word.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
        where.append("text LIKE ? ESCAPE '\\'")
        params.append(f"%{escaped}%")
    if session_id is not None:
        where.append("session_id = ?")
        params.append(session_id)
    wanted = [*scopes, *([scope] if scope is not None else [])]
    if wanted:
        ids = [s for s in wanted if s != EVERYWHERE]
        either = ["project_id IS NULL"] if EVERYWHERE in wanted else []
        if ids:
            either.append(f"project_id IN ({', '.join('?' for _ in ids)})")
            params.extend(ids)
        where.append(f"({' OR '.join(either)})")
    rows = repo.conn.execute(
        f"SELECT {_COLUMNS} FROM memories WHERE {' AND '.join(where)} ORDER BY updated_at DESC, id DESC",
        params,
    ).fetchall()
    return [_memory(r, _message_of(repo, r[4], r[5]) if with_sources else None) for r in rows]


def _change(conn: sqlite3.Connection, memory_id: str, action: str, before: Memory | None, now: float) -> None:
    conn.execute(
        "INSERT INTO memory_changes (memory_id, action, before_text, before_status, before_edited, at,"
        " before_project_id) VALUES (?, ?, ?, ?, ?, ?, ?)",
        (
            memory_id,
            action,
            before.text if before else "",
            before.status.value if before else None,
            int(before.edited) if before else 0,
            now,
            before.project_id if before else None,
        ),
    )


def add_memory(
    repo: HistoryRepository,
    text: str,
    *,
    status: MemoryStatus = MemoryStatus.KEPT,
    session_id: str | None = None,
    call_id: str | None = None,
    project_id: str | None = None,
) -> Memory:
    """A new memory: written by the person (kept), or a model's proposal (pending, with its session and
    call). A kept one can be undone (it is then removed)."""
    now = time.time()
    mid = new_id("mem")
    with repo.transaction() as conn:
        conn.execute(
            f"INSERT INTO memories ({_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0)",
            (mid, text, status.value, project_id, session_id, call_id, now, now, None),
        )
        if status is MemoryStatus.KEPT:
            _change(conn, mid, "add", None, now)
    found = get_memory(repo, mid)
    assert found is not None
    return found


def change_memory(
    repo: HistoryRepository,
    memory_id: str,
    action: str,
    *,
    text: str | None = None,
    status: MemoryStatus | None = None,
    scope: str | None = None,
    allowed_from: Sequence[MemoryStatus],
) -> Memory | None:
    """Change a memory's text, state and/or scope (`EVERYWHERE` or a project's id; None keeps it), keeping
    what it was as an undo step. None when there is no such memory or it is not in one of the
    `allowed_from` states (a proposal decided already)."""
    now = time.time()
    with repo.transaction() as conn:
        before = get_memory(repo, memory_id)
        if before is None or before.status not in allowed_from:
            return None
        new_text = before.text if text is None else text
        new_status = before.status if status is None else status
        edited = before.edited or new_text != before.text
        project = before.project_id if scope is None else (None if scope == EVERYWHERE else scope)
        conn.execute(
            "UPDATE memories SET text = ?, status = ?, edited = ?, project_id = ?, updated_at = ?"
            " WHERE id = ?",
            (new_text, new_status.value, int(edited), project, now, memory_id),
        )
        _change(conn, memory_id, action, before, now)
    return get_memory(repo, memory_id)


def last_change(repo: HistoryRepository, memory_id: str | None = None) -> MemoryChange | None:
    """The newest change not undone yet (of one memory, or of any)."""
    sql = "SELECT id, memory_id, action, before_text, before_status, at FROM memory_changes WHERE undone = 0"
    params: tuple[object, ...] = ()
    if memory_id is not None:
        sql += " AND memory_id = ?"
        params = (memory_id,)
    row = repo.conn.execute(sql + " ORDER BY id DESC LIMIT 1", params).fetchone()
    if row is None:
        return None
    status = None if row[4] is None else MemoryStatus(str(row[4]))
    return MemoryChange(int(row[0]), str(row[1]), str(row[2]), str(row[3]), status, float(row[5]))


def undo_change(repo: HistoryRepository, change_id: int | None = None) -> tuple[MemoryChange, Memory] | None:
    """Put a memory back as it was before a change: the newest change (`change_id` None), or that one
    when it is still the newest of its memory. Returns the change undone and the memory as it is now."""
    now = time.time()
    with repo.transaction() as conn:
        if change_id is None:
            change = last_change(repo)
        else:
            row = conn.execute("SELECT memory_id FROM memory_changes WHERE id = ?", (change_id,)).fetchone()
            change = last_change(repo, str(row[0])) if row is not None else None
            if change is not None and change.id != change_id:
                change = None
        if change is None:
            return None
        edited, project = conn.execute(
            "SELECT before_edited, before_project_id FROM memory_changes WHERE id = ?", (change.id,)
        ).fetchone()
        status = change.before_status or MemoryStatus.REMOVED  # an add undone: as if removed
        if change.before_status is None:  # an add undone keeps its scope
            project = conn.execute(
                "SELECT project_id FROM memories WHERE id = ?", (change.memory_id,)
            ).fetchone()[0]
        conn.execute(
            "UPDATE memories SET text = ?, status = ?, edited = ?, project_id = ?, updated_at = ?"
            " WHERE id = ?",
            (
                change.before_text or _text(conn, change.memory_id),
                status.value,
                edited,
                project,
                now,
                change.memory_id,
            ),
        )
        conn.execute("UPDATE memory_changes SET undone = 1 WHERE id = ?", (change.id,))
    memory = get_memory(repo, change.memory_id)
    assert memory is not None
    return change, memory


def _text(conn: sqlite3.Connection, memory_id: str) -> str:
    row = conn.execute("SELECT text FROM memories WHERE id = ?", (memory_id,)).fetchone()
    return "" if row is None else str(row[0])


def mark_used(repo: HistoryRepository, memory_ids: Sequence[str], at: float) -> None:
    """These memories were sent to a model at `at` (the least recently used are left out first)."""
    if not memory_ids:
        return
    with repo.transaction() as conn:
        conn.executemany(
            "UPDATE memories SET last_used_at = ? WHERE id = ? AND status = 'kept'",
            [(at, mid) for mid in memory_ids],
        )


def memory_by_call(repo: HistoryRepository, session_id: str, call_id: str) -> Memory | None:
    """The proposal a `remember` call made in a session."""
    row = repo.conn.execute(
        f"SELECT {_COLUMNS} FROM memories WHERE session_id = ? AND call_id = ?", (session_id, call_id)
    ).fetchone()
    return None if row is None else _memory(row, _message_of(repo, row[4], row[5]))


def source_text(repo: HistoryRepository, memory: Memory, most: int = 400) -> str:
    """What the person wrote just before the answer that proposed the memory ('' when it is gone)."""
    if memory.session_id is None or memory.message_id is None:
        return ""
    row = repo.conn.execute(
        "SELECT group_concat(p.text, ' ') FROM parts p WHERE p.kind = 'text' AND p.message_id = ("
        " SELECT u.id FROM messages u, messages a WHERE a.id = ? AND u.session_id = a.session_id"
        " AND u.role = 'user' AND u.seq < a.seq ORDER BY u.seq DESC LIMIT 1)",
        (memory.message_id,),
    ).fetchone()
    text = "" if row is None or row[0] is None else str(row[0])
    return text if len(text) <= most else text[: most - 1] + "…"
