"""A compaction: earlier messages of a session replaced, in what the model is sent, by a summary.

The messages themselves stay in the history (shown, searched, exported); only requests use the summary, and
undoing the compaction sends them whole again.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Compaction:
    id: str
    through_id: str
    """The last message the summary stands for: requests send the summary, then what comes after it."""
    after_id: str
    """The last message of the conversation when it was made: where the chat shows it."""
    summary: str
    messages: int
    """How many messages the summary stands for."""
    tokens_before: int
    """The request's estimated size before, and after (the summary and the rest)."""
    tokens_after: int
    created_at: float
    automatic: bool = True
    """Made because a request neared the context window (False: the person asked for it)."""
    undone: bool = False
