"""Versions of a conversation: edit a sent message, and the later part is kept as an earlier version.

A session's visible messages are always its own rows. Branching off at sequence number k moves the rows
from k on into a hidden session (`branch_of` = the session, `branch_at` = k); switching to a hidden version
swaps the tails in one transaction. Versions at one point are numbered by when their first message was
sent, so the numbers stay put however often the person switches.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from desktop_agent.domain.ids import new_id
from desktop_agent.storage.repository import HistoryRepository


@dataclass(frozen=True, slots=True)
class Versions:
    """The versions of the conversation from one message on."""

    seq: int
    message_id: str
    """The shown message the versions start at (the edited one)."""
    current: int
    """1-based number of the version shown."""
    ids: tuple[str | None, ...]
    """Each version's hidden session, oldest first; None for the one shown."""

    @property
    def total(self) -> int:
        return len(self.ids)


def _move_tail(repo: HistoryRepository, session_id: str, at_seq: int) -> str:
    """Hide the messages from `at_seq` on (and the versions branching off after it) in a new session."""
    c = repo.conn
    branch = new_id("ses")
    now = time.time()
    c.execute(
        "INSERT INTO sessions (id, title, agent, provider, model, workspace, base_url, created_at, "
        "updated_at, branch_of, branch_at) "
        "SELECT ?, title, agent, provider, model, workspace, base_url, ?, ?, id, ? "
        "FROM sessions WHERE id = ?",
        (branch, now, now, at_seq, session_id),
    )
    c.execute(
        "UPDATE messages SET session_id = ? WHERE session_id = ? AND seq >= ?", (branch, session_id, at_seq)
    )
    c.execute(
        "UPDATE sessions SET branch_of = ? WHERE branch_of = ? AND branch_at > ?",
        (branch, session_id, at_seq),
    )
    return branch


def branch_off(repo: HistoryRepository, session_id: str, message_id: str) -> str | None:
    """Keep the messages from `message_id` on as an earlier version; the session then ends before them."""
    with repo.transaction():
        row = repo.conn.execute(
            "SELECT seq FROM messages WHERE session_id = ? AND id = ?", (session_id, message_id)
        ).fetchone()
        if row is None:
            return None
        return _move_tail(repo, session_id, int(row[0]))


def switch_version(repo: HistoryRepository, session_id: str, branch_id: str) -> None:
    """Show the hidden version `branch_id`; the version shown until now becomes a hidden one."""
    with repo.transaction() as c:
        row = c.execute(
            "SELECT branch_at FROM sessions WHERE id = ? AND branch_of = ?", (branch_id, session_id)
        ).fetchone()
        if row is None:
            raise ValueError("That version does not belong to this session")
        at_seq = int(row[0])
        _move_tail(repo, session_id, at_seq)
        c.execute("UPDATE messages SET session_id = ? WHERE session_id = ?", (session_id, branch_id))
        c.execute("UPDATE sessions SET branch_of = ? WHERE branch_of = ?", (session_id, branch_id))
        c.execute("DELETE FROM sessions WHERE id = ?", (branch_id,))
        c.execute("UPDATE sessions SET updated_at = ? WHERE id = ?", (time.time(), session_id))


def versions(repo: HistoryRepository, session_id: str) -> dict[int, Versions]:
    """Where the session has more than one version, keyed by the sequence number they start at."""
    c = repo.conn
    points: dict[int, list[tuple[float, str | None]]] = {}
    for branch, at_seq, first_sent in c.execute(
        "SELECT b.id, b.branch_at, COALESCE(MIN(m.created_at), b.created_at) FROM sessions b "
        "LEFT JOIN messages m ON m.session_id = b.id AND m.seq = b.branch_at "
        "WHERE b.branch_of = ? GROUP BY b.id",
        (session_id,),
    ):
        points.setdefault(int(at_seq), []).append((float(first_sent), str(branch)))
    found: dict[int, Versions] = {}
    for at_seq, hidden in points.items():
        row = c.execute(
            "SELECT created_at, id FROM messages WHERE session_id = ? AND seq = ?", (session_id, at_seq)
        ).fetchone()
        if row is None:
            continue
        shown: list[tuple[float, str | None]] = [(float(row[0]), None)]
        ordered = sorted(hidden + shown, key=lambda v: v[0])
        ids = tuple(v[1] for v in ordered)
        found[at_seq] = Versions(at_seq, str(row[1]), ids.index(None) + 1, ids)
    return found
