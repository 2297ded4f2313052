"""Full-text search over message text, reasoning, tool arguments and outputs; usage totals."""

from __future__ import annotations

import logging
import re
import sqlite3
import time
from dataclasses import dataclass
from typing import Literal

from desktop_agent.domain.sessions import SearchHit, UsageTotal

log = logging.getLogger(__name__)

CANDIDATES = 2000
"""Ranking looks at this many of the newest matches, so common words stay fast on huge histories."""
SCOPED_CANDIDATES = 500
"""The same for a search narrowed to a scope (each match is checked against it)."""
ECHO_TOOL = "search_history"
"""Its earlier results are copies of other conversations: a scoped search never finds them again (nor,
through a conversation moved to another project, what it copied from the first)."""
SCOPE_BUDGET_S = 0.05
"""A search narrowed to a scope walks the matches for at most this long (then ranks what it found)."""

_TOKEN = re.compile(r"\w+", re.UNICODE)
MOST_WORDS = 32
"""Words of a query beyond this many are left out: a query stays one cheap FTS5 lookup per word."""


def fts_query(text: str) -> str | None:
    """People (and models) type words, not FTS syntax: every word must match, the last one as a prefix.
    Each word is quoted, so `"`, `*`, `NEAR`, `AND`/`OR`/`NOT`, `^` and `column:` filters are only words."""
    words = _TOKEN.findall(text)[:MOST_WORDS]
    if not words:
        return None
    quoted = [f'"{w}"' for w in words]
    quoted[-1] += "*"
    return " ".join(quoted)


@dataclass(frozen=True, slots=True)
class Scope:
    """Which sessions a search may find: those of one project (`project_id`), or with None those outside
    any project; never `exclude` (the session searching)."""

    project_id: str | None
    exclude: str


class NotStoredError(LookupError):
    """The session a scoped search starts from is not in the history."""


def scope_of(conn: sqlite3.Connection, session_id: str) -> Scope:
    """The scope a session searches in, read from its stored row (never from what a caller says)."""
    row = conn.execute("SELECT project_id FROM sessions WHERE id = ?", (session_id,)).fetchone()
    if row is None:
        raise NotStoredError(session_id)
    return Scope(row[0], session_id)


def search(
    conn: sqlite3.Connection,
    text: str,
    limit: int = 20,
    *,
    scope: Scope | None = None,
    snippet_tokens: int = 12,
    per_session: int | None = None,
) -> list[SearchHit]:
    """The best-ranked message parts matching every word of `text` (the last as a prefix), among the newest
    CANDIDATES matches; hidden versions (branches) are never found. `scope` narrows it to one project's
    sessions (or those outside any project) but the one searching, before the candidates are cut (the
    newest SCOPED_CANDIDATES), so an old session of a small project is found however many newer matches
    lie elsewhere. `per_session`: at most that many parts of one session."""
    query = fts_query(text)
    if query is None:
        return []
    if scope is None:
        scored = conn.execute(
            "SELECT rowid, bm25(parts_fts) FROM parts_fts WHERE parts_fts MATCH ? "
            "ORDER BY rowid DESC LIMIT ?",
            (query, CANDIDATES),
        ).fetchall()
    else:
        scored = _scoped_matches(conn, query, scope)
    ranked = sorted(scored, key=lambda r: r[1])
    best = ranked[:limit] if per_session is None else ranked[: limit * 4]
    if not best:
        return []
    ids = [rowid for rowid, _ in best]
    marks = ",".join("?" * len(ids))
    # One pass for all snippets (the query is expanded once); `+rowid` keeps the IN list out of FTS5,
    # which would otherwise run one full query per id.
    snippets: dict[int, str] = dict(
        conn.execute(
            "SELECT rowid, snippet(parts_fts, 0, '[', ']', '…', ?) FROM parts_fts "
            f"WHERE parts_fts MATCH ? AND rowid >= ? AND +rowid IN ({marks})",
            (max(1, min(snippet_tokens, 64)), query, min(ids), *ids),
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
    seen: dict[str, int] = {}
    for rowid, score in best:
        if rowid not in rows or rowid not in snippets:
            continue
        message_id, kind, session_id, role, created, title = rows[rowid]
        if per_session is not None:
            if seen.get(session_id, 0) >= per_session:
                continue
            seen[session_id] = seen.get(session_id, 0) + 1
        hits.append(
            SearchHit(session_id, title, message_id, role, kind, snippets[rowid], created, float(score))
        )
    return hits[:limit]


def _scoped_matches(conn: sqlite3.Connection, query: str, scope: Scope) -> list[tuple[int, float]]:
    """The newest SCOPED_CANDIDATES matches in `scope`, newest first. Words common everywhere but rare in
    the scope make SQLite walk every match: past SCOPE_BUDGET_S the walk stops and what it found so far
    (the newest) is used, so no query holds the history's thread (and the turn's writes) for long."""
    deadline = time.monotonic() + SCOPE_BUDGET_S
    found: list[tuple[int, float]] = []
    conn.set_progress_handler(lambda: int(time.monotonic() > deadline), 2000)
    try:
        cursor = conn.execute(
            "SELECT f.rowid, bm25(parts_fts) FROM parts_fts f "
            "JOIN parts p ON p.rowid = f.rowid JOIN messages m ON m.id = p.message_id "
            "JOIN sessions s ON s.id = m.session_id "
            "WHERE parts_fts MATCH ? AND s.branch_of IS NULL AND s.id != ? AND s.project_id IS ? "
            "AND NOT (p.kind = 'tool_result' AND json_extract(p.data, '$.name') = ?) "
            "ORDER BY f.rowid DESC LIMIT ?",
            (query, scope.exclude, scope.project_id, ECHO_TOOL, SCOPED_CANDIDATES),
        )
        for row in cursor:
            found.append((int(row[0]), float(row[1])))
    except sqlite3.OperationalError as exc:
        if "interrupt" not in str(exc):
            raise
        log.info(
            "A scoped history search stopped after %.0f ms with %d matches", SCOPE_BUDGET_S * 1000, len(found)
        )
    finally:
        conn.set_progress_handler(None, 0)
    return found


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
