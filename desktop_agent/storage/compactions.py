"""A session's compactions in the history: added as they are made, undone and redone by the person."""

from __future__ import annotations

from desktop_agent.domain.compaction import Compaction
from desktop_agent.storage.repository import HistoryRepository

_COLUMNS = (
    "id, through_id, after_id, summary, messages, tokens_before, tokens_after, created_at, automatic, undone"
)


def add_compaction(repo: HistoryRepository, session_id: str, compaction: Compaction) -> None:
    c = compaction
    with repo.transaction() as conn:
        conn.execute(
            f"INSERT INTO compactions (session_id, {_COLUMNS}) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
            (
                session_id, c.id, c.through_id, c.after_id, c.summary, c.messages, c.tokens_before,
                c.tokens_after, c.created_at, int(c.automatic), int(c.undone),
            ),
        )  # fmt: skip


def load_compactions(repo: HistoryRepository, session_id: str) -> list[Compaction]:
    rows = repo.conn.execute(
        f"SELECT {_COLUMNS} FROM compactions WHERE session_id = ? ORDER BY created_at, rowid", (session_id,)
    ).fetchall()
    return [
        Compaction(cid, through, after, summary, int(n), int(before), int(after_tokens), float(at),
                   bool(automatic), bool(undone))
        for cid, through, after, summary, n, before, after_tokens, at, automatic, undone in rows
    ]  # fmt: skip


def set_undone(repo: HistoryRepository, compaction_id: str, undone: bool) -> bool:
    with repo.transaction() as conn:
        changed = conn.execute(
            "UPDATE compactions SET undone = ? WHERE id = ?", (int(undone), compaction_id)
        ).rowcount
    return changed > 0
