"""The event stream of a turn: a closed union of small frozen dataclasses with a `type` tag.

Consumers `match` on these and end with `assert_never`.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, fields
from typing import Any, Literal

from desktop_agent.domain.citations import Source
from desktop_agent.domain.compaction import Compaction
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.domain.messages import (
    FinishReason,
    Part,
    PartKind,
    Role,
    ToolCallState,
    ToolResultPart,
    Usage,
)


class StopReason(enum.StrEnum):
    END = "end"
    """The model answered without asking for tools."""
    MAX_TOKENS = "max_tokens"
    CONTENT_FILTER = "content_filter"
    REFUSAL = "refusal"
    STEP_LIMIT = "step_limit"
    REPEATED_CALLS = "repeated_calls"
    TOOL_CALL_AS_TEXT = "tool_call_as_text"
    """The model wrote a tool call as text instead of calling the tool: nothing was run."""
    CANCELLED = "cancelled"


@dataclass(frozen=True, slots=True)
class RunStarted:
    run_id: str
    session_id: str
    agent: str
    provider: str
    model: str
    skill: str = ""
    """The skill answering this turn (`@name`, --skill), if any."""
    type: Literal["run_started"] = "run_started"


@dataclass(frozen=True, slots=True)
class MessageStarted:
    run_id: str
    message_id: str
    role: Role
    type: Literal["message_started"] = "message_started"


@dataclass(frozen=True, slots=True)
class MessageFinished:
    run_id: str
    message_id: str
    status: Literal["complete", "interrupted", "error"]
    type: Literal["message_finished"] = "message_finished"


@dataclass(frozen=True, slots=True)
class StepStarted:
    run_id: str
    step: int
    message_id: str
    sources: tuple[Source, ...] = ()
    """The passages and pages the model is given in this step that it may cite (`domain.citations`): its
    citations of anything else are dropped."""
    type: Literal["step_started"] = "step_started"


@dataclass(frozen=True, slots=True)
class PartStarted:
    run_id: str
    message_id: str
    index: int
    part_kind: PartKind
    call_id: str | None = None
    name: str | None = None
    type: Literal["part_started"] = "part_started"


@dataclass(frozen=True, slots=True)
class PartDelta:
    run_id: str
    message_id: str
    index: int
    part_kind: PartKind
    text: str
    type: Literal["part_delta"] = "part_delta"


@dataclass(frozen=True, slots=True)
class PartEnded:
    run_id: str
    message_id: str
    index: int
    part: Part
    type: Literal["part_ended"] = "part_ended"


@dataclass(frozen=True, slots=True)
class ToolStateChanged:
    run_id: str
    call_id: str
    name: str
    state: ToolCallState
    detail: str = ""
    result: ToolResultPart | None = None
    type: Literal["tool_state"] = "tool_state"


@dataclass(frozen=True, slots=True)
class ApprovalRequested:
    run_id: str
    request_id: str
    call_id: str
    name: str
    arguments: dict[str, Any]
    reason: str
    source: str
    subject: str | None = None
    """What the permission rules matched (a path, a command, a url)."""
    preview_kind: Literal["diff", "command", "text"] | None = None
    preview: str = ""
    """A unified diff for file changes, the exact command for the shell."""
    risk: Literal["low", "medium", "high"] = "medium"
    """low: reads only; medium: writes inside the workspace, fetches; high: shell commands, deletions,
    MCP tools with side effects, anything the protective layer flagged."""
    protected: str = ""
    """Why this call always asks, whatever the rules and approvals say (`.git/`, secrets, the app's files)."""
    definition_changed: str = ""
    """For an MCP tool approved before: a unified diff of how its definition changed since (the earlier
    approval no longer holds)."""
    suggested_pattern: str | None = None
    """A pattern the dialog may offer for "approve calls like this" (`git log *`, `src/**`, a host)."""
    unconfined: str = ""
    """Why this call would run outside any sandbox, with all of the person's rights ('' when it runs
    confined). Only an answer that says so (`ApprovalDecision.outside_sandbox`) lets it run: approving calls
    in general (`--yes`, any approve-everything setting) never does."""
    by_view: bool = False
    """Asked by an MCP App's view in the chat (the person's clicks there), not by the model."""
    type: Literal["approval_requested"] = "approval_requested"


@dataclass(frozen=True, slots=True)
class QuestionAsked:
    run_id: str
    request_id: str
    call_id: str
    question: str
    choices: tuple[str, ...] = ()
    type: Literal["question_asked"] = "question_asked"


@dataclass(frozen=True, slots=True)
class ContinueRequested:
    """A guard paused the turn; the person decides whether it goes on."""

    run_id: str
    request_id: str
    guard: Literal["repeated_calls"]
    message: str
    type: Literal["continue_requested"] = "continue_requested"


@dataclass(frozen=True, slots=True)
class UsageReported:
    run_id: str
    message_id: str
    usage: Usage
    total: Usage
    type: Literal["usage"] = "usage"


@dataclass(frozen=True, slots=True)
class Retrying:
    run_id: str
    step: int
    attempt: int
    max_attempts: int
    delay_s: float
    error: UserFacingError
    type: Literal["retrying"] = "retrying"


@dataclass(frozen=True, slots=True)
class PromptProgress:
    """A local server is reading the prompt: `processed` of `total` tokens so far."""

    run_id: str
    message_id: str
    processed: int
    total: int
    type: Literal["prompt_progress"] = "prompt_progress"


@dataclass(frozen=True, slots=True)
class SaveProblem:
    """The history could not be saved (disk full, locked...); None when it is saved again."""

    run_id: str
    error: UserFacingError | None
    type: Literal["save_problem"] = "save_problem"


@dataclass(frozen=True, slots=True)
class ApprovalGranted:
    """The person approved a tool "for this session" or "always" (optionally only calls matching
    `pattern`): later calls like it run without asking. `saved` is False when the approval lives with
    the session itself (no permission store) rather than in the permission file."""

    run_id: str
    tool: str
    scope: Literal["session", "always"]
    pattern: str | None
    saved: bool
    type: Literal["approval_granted"] = "approval_granted"


@dataclass(frozen=True, slots=True)
class ToolProgress:
    """A running call says how far it has come (an MCP server's progress notifications): `total` None when
    it does not know; `message` is the tool's own words (shown as text, never followed)."""

    run_id: str
    call_id: str
    progress: float
    total: float | None
    message: str
    type: Literal["tool_progress"] = "tool_progress"


@dataclass(frozen=True, slots=True)
class ContextCompacted:
    """Earlier messages are sent as a summary from now on (the history keeps them whole)."""

    run_id: str
    session_id: str
    compaction: Compaction
    type: Literal["context_compacted"] = "context_compacted"


@dataclass(frozen=True, slots=True)
class StepFinished:
    run_id: str
    step: int
    finish_reason: FinishReason
    type: Literal["step_finished"] = "step_finished"


@dataclass(frozen=True, slots=True)
class RunFinished:
    run_id: str
    stop_reason: StopReason
    usage: Usage
    steps: int
    message: str = ""
    type: Literal["run_finished"] = "run_finished"


@dataclass(frozen=True, slots=True)
class RunFailed:
    run_id: str
    error: UserFacingError
    usage: Usage
    steps: int
    type: Literal["run_failed"] = "run_failed"


AgentEvent = (
    RunStarted
    | MessageStarted
    | MessageFinished
    | StepStarted
    | PartStarted
    | PartDelta
    | PartEnded
    | ToolStateChanged
    | ApprovalRequested
    | ApprovalGranted
    | QuestionAsked
    | ContinueRequested
    | UsageReported
    | Retrying
    | PromptProgress
    | SaveProblem
    | ToolProgress
    | ContextCompacted
    | StepFinished
    | RunFinished
    | RunFailed
)

FinalEvent = RunFinished | RunFailed


def _plain(value: Any) -> Any:
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, UserFacingError):
        return value.as_dict()
    if isinstance(value, Usage):
        return value.as_dict()
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if hasattr(value, "__dataclass_fields__"):
        return {f.name: _plain(getattr(value, f.name)) for f in fields(value)}
    return value


def event_to_dict(event: AgentEvent) -> dict[str, Any]:
    """A JSON-ready dict of an event; every one has `type`."""
    out: dict[str, Any] = _plain(event)
    return out
