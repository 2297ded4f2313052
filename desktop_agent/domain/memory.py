"""Memories: short facts the person chose to keep, with where each came from and where it applies.

A memory proposed by the model is *pending* until the person keeps it (perhaps edited) or drops it; only
kept memories are ever sent to a model. Every change is kept as a step that can be undone.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass

from desktop_agent.domain.display import readable

MOST_MEMORY_CHARS = 500
"""A memory is one short fact, not a document."""

EVERYWHERE = "everywhere"
"""The scope of a memory given to every session (a project's memories come later, by project id)."""


class MemoryStatus(enum.StrEnum):
    PENDING = "pending"
    """Proposed by the model; waits for the person (never sent to a model)."""
    KEPT = "kept"
    DROPPED = "dropped"
    """A proposal the person did not keep."""
    REMOVED = "removed"
    """A kept memory the person removed (undoable)."""


@dataclass(frozen=True, slots=True)
class Memory:
    id: str
    text: str
    status: MemoryStatus
    project_id: str | None
    """None: everywhere. A project's id once projects exist."""
    session_id: str | None
    """The session it was learnt in; None when written by the person."""
    message_id: str | None
    """The message whose answer proposed it (None: written by the person, or the message is gone)."""
    call_id: str | None
    """The `remember` call that proposed it."""
    created_at: float
    updated_at: float
    last_used_at: float | None
    """When it was last sent to a model (None: never yet)."""
    edited: bool = False
    """The person changed the proposed words before keeping it (or later)."""

    @property
    def written_by_you(self) -> bool:
        return self.session_id is None

    @property
    def scope(self) -> str:
        return EVERYWHERE if self.project_id is None else self.project_id

    @property
    def recency(self) -> float:
        """When it was last used or changed: the least recent are left out of a full prompt first."""
        return max(self.last_used_at or 0.0, self.updated_at)


@dataclass(frozen=True, slots=True)
class MemoryChange:
    """One step of the undo history: what a memory was before a change."""

    id: int
    memory_id: str
    action: str
    """'add', 'edit', 'remove', 'keep', 'drop'."""
    before_text: str
    before_status: MemoryStatus | None
    """None: it did not exist before (an add)."""
    at: float


class MemoryTextError(ValueError):
    """Words that cannot be a memory; the message says why, in words for the person or the model."""


_SPACE = re.compile(r"\s+")


def clean_memory_text(text: str) -> str:
    """One line of plain text, at most MOST_MEMORY_CHARS. Hidden characters (zero-width, bidi, control)
    are refused rather than removed: a memory shows exactly what it says."""
    lines = text.replace("\r\n", "\n").replace("\r", "\n")
    if readable(lines) != lines:  # joiners inside emoji and words of scripts that need them stay
        raise MemoryTextError("A memory cannot contain invisible or control characters.")
    one_line = _SPACE.sub(" ", text).strip()
    if not one_line:
        raise MemoryTextError("A memory cannot be empty.")
    if len(one_line) > MOST_MEMORY_CHARS:
        raise MemoryTextError(
            f"A memory is one short fact: at most {MOST_MEMORY_CHARS} characters (this has {len(one_line)})."
        )
    return one_line
