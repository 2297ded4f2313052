"""Full-text search over message text, reasoning, tool arguments and outputs; usage totals."""

from __future__ import annotations

import re
import sqlite3
from typing import Literal

from desktop_agent.domain.sessions import SearchHit, UsageTotal

CANDIDATES = 2000
"""Ranking looks at this many of the newest matches, so common words stay fast on huge histories."""

_TOKEN = re.compile(r"\w+", re.UNICODE)


def fts_query(text: str) -> str | None:
    """People type words, not FTS syntax: every word must match, the last one as a prefix."""
    words = _TOKEN.findall(text)
    if not words:
        return None
    quoted = [f'"{w}"' for w in words]
    quoted[-1] += "*"
    return " ".join(quoted)


def search(conn: sqlite3.Connection, text: str, limit: int = 20) -> list[SearchHit]:
    query = fts_query(text)
    if query is None:
        return []
    scored = conn.execute(
        "SELECT rowid, bm25(parts_fts) FROM parts_fts WHERE parts_fts MATCH ? ORDER BY rowid DESC LIMIT ?",
        (query, CANDIDATES),
    ).fetchall()
    best = sorted(scored, key=lambda r: r[1])[:limit]
    if not best:
        return []
    ids = [rowid for rowid, _ in best]
    marks = ",".join("?" * len(ids))
    # One pass for all snippets (the query is expanded once); `+rowid` keeps the IN list out of FTS5,
    # which would otherwise run one full query per id.
    snippets: dict[int, str] = dict(
        conn.execute(
            "SELECT rowid, snippet(parts_fts, 0, '[', ']', '…', 12) FROM parts_fts "
            f"WHERE parts_fts MATCH ? AND rowid >= ? AND +rowid IN ({marks})",
            (query, min(ids), *ids),
        ).fetchall()
    )
    rows = {
        r[0]: r[1:]
        for r in conn.execute(
            "SELECT p.rowid, p.message_id, p.kind, m.session_id, m.role, m.created_at, s.title "
            "FROM parts p JOIN messages m ON m.id = p.message_id JOIN sessions s ON s.id = m.session_id "
            f"WHERE p.rowid IN ({marks}) AND s.branch_of IS NULL",
            ids,
        )
    }
    hits: list[SearchHit] = []
    for rowid, score in best:
        if rowid not in rows or rowid not in snippets:
            continue
        message_id, kind, session_id, role, created, title = rows[rowid]
        hits.append(
            SearchHit(session_id, title, message_id, role, kind, snippets[rowid], created, float(score))
        )
    return hits


UsageKey = Literal["session", "model", "day"]
_GROUPS: dict[UsageKey, str] = {
    "session": "m.session_id",
    "model": "COALESCE(m.model, '')",
    "day": "date(m.created_at, 'unixepoch', 'localtime')",
}


def usage_totals(
    conn: sqlite3.Connection, by: UsageKey, *, session_id: str | None = None, since: float | None = None
) -> list[UsageTotal]:
    group = _GROUPS[by]
    where: list[str] = ["m.role = 'assistant'"]
    args: list[object] = []
    if session_id is not None:
        where.append("m.session_id = ?")
        args.append(session_id)
    if since is not None:
        where.append("m.created_at >= ?")
        args.append(since)
    rows = conn.execute(
        f"""
        SELECT {group} AS key, SUM(m.input_tokens), SUM(m.output_tokens), SUM(m.cache_read_tokens),
               SUM(m.cache_write_tokens), COUNT(*)
        FROM messages m WHERE {" AND ".join(where)} GROUP BY key ORDER BY key
        """,
        args,
    ).fetchall()
    return [UsageTotal(str(k), int(a), int(b), int(c), int(d), int(n)) for k, a, b, c, d, n in rows]
