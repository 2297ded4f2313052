"""What the history knows about a session (its row, without the messages)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class SessionInfo:
    id: str
    title: str
    agent: str
    provider: str
    model: str
    workspace: str
    created_at: float
    updated_at: float
    pinned: bool = False
    archived: bool = False
    message_count: int = 0
    base_url: str = ""
    """The endpoint the session goes to when it is not its provider's configured one ('' = configured)."""
    instructions: str = ""
    """The person's own instructions for this session: the last section of its system prompt."""
    unsandboxed_allowed_at: float | None = None
    """When a run of this session first let commands outside the sandbox go unasked
    (`--dangerously-allow-unsandboxed`); None when none ever did."""
    knowledge: tuple[str, ...] = ()
    """The knowledge bases its turns search (search_knowledge is offered when there is one)."""
    project_id: str | None = None
    """The project it belongs to (`domain.projects.Project`); None: outside any project."""
    origin: str = "chat"
    """How it began: "chat" (a person), "scheduled" (a scheduled job's run, `domain.schedules`)."""


@dataclass(frozen=True, slots=True)
class SearchHit:
    session_id: str
    session_title: str
    message_id: str
    role: str
    part_kind: str
    snippet: str
    created_at: float
    rank: float


@dataclass(frozen=True, slots=True)
class UsageTotal:
    key: str
    """The session id, model id or day (YYYY-MM-DD) the totals are for."""
    input_tokens: int
    output_tokens: int
    cache_read_tokens: int
    cache_write_tokens: int
    messages: int


class ImportProblem(ValueError):  # noqa: N818  (the name the callers use)
    """What is wrong with a file someone tried to import, in words they can act on."""
