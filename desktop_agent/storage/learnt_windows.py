"""Context windows learnt from servers' refusals, kept in the history per (provider, endpoint, model).

A number the server said replaces what was kept; a bound (from the size of a request refused without a
number) only ever lowers it. Read and written in one transaction, so a window and a terminal learning at
once keep the smaller bound.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from desktop_agent.storage.repository import HistoryRepository


@dataclass(frozen=True, slots=True)
class LearntWindow:
    tokens: int
    exact: bool
    """The server said the number (False: an upper bound from the size of a request it refused)."""
    learnt_at: float


WindowKey = tuple[str, str, str]
"""(provider, endpoint, model)"""


def learnt_window(repo: HistoryRepository, key: WindowKey) -> LearntWindow | None:
    row = repo.conn.execute(
        "SELECT tokens, exact, learnt_at FROM learnt_windows"
        " WHERE provider = ? AND endpoint = ? AND model = ?",
        key,
    ).fetchone()
    return LearntWindow(int(row[0]), bool(row[1]), float(row[2])) if row is not None else None


def merged(kept: LearntWindow | None, tokens: int, exact: bool, now: float) -> LearntWindow:
    """What to keep after learning `tokens`: a said number wins; a bound only lowers what was kept."""
    if kept is None or exact or tokens < kept.tokens:
        return LearntWindow(tokens, exact, now)
    return kept


def keep_learnt_window(repo: HistoryRepository, key: WindowKey, tokens: int, exact: bool) -> LearntWindow:
    """Learn a window for `key`; returns what is now kept."""
    with repo.transaction() as conn:
        kept = learnt_window(repo, key)
        new = merged(kept, tokens, exact, time.time())
        if new is not kept:
            conn.execute(
                "INSERT OR REPLACE INTO learnt_windows (provider, endpoint, model, tokens, exact, learnt_at) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (*key, new.tokens, int(new.exact), new.learnt_at),
            )
    return new
