"""Messages and their parts: the neutral history both wire formats are built from."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Any, Literal


class ToolCallState(enum.StrEnum):
    """Where a tool call is in its life: pending -> awaiting_approval -> running -> an end state."""

    PENDING = "pending"
    AWAITING_APPROVAL = "awaiting_approval"
    RUNNING = "running"
    COMPLETED = "completed"
    ERROR = "error"
    DENIED = "denied"
    INTERRUPTED = "interrupted"

    @property
    def is_final(self) -> bool:
        return self in _FINAL_STATES


_FINAL_STATES = frozenset(
    {ToolCallState.COMPLETED, ToolCallState.ERROR, ToolCallState.DENIED, ToolCallState.INTERRUPTED}
)


class FinishReason(enum.StrEnum):
    """Why the model stopped one step, normalised across wire formats."""

    END = "end"
    TOOL_CALLS = "tool_calls"
    MAX_TOKENS = "max_tokens"
    CONTENT_FILTER = "content_filter"
    REFUSAL = "refusal"
    UNKNOWN = "unknown"


@dataclass(frozen=True, slots=True)
class Usage:
    input_tokens: int = 0
    output_tokens: int = 0
    cache_read_tokens: int = 0
    cache_write_tokens: int = 0

    def __add__(self, other: Usage) -> Usage:
        return Usage(
            self.input_tokens + other.input_tokens,
            self.output_tokens + other.output_tokens,
            self.cache_read_tokens + other.cache_read_tokens,
            self.cache_write_tokens + other.cache_write_tokens,
        )

    def as_dict(self) -> dict[str, int]:
        return {
            "input_tokens": self.input_tokens,
            "output_tokens": self.output_tokens,
            "cache_read_tokens": self.cache_read_tokens,
            "cache_write_tokens": self.cache_write_tokens,
        }


@dataclass(frozen=True, slots=True)
class TextPart:
    text: str
    kind: Literal["text"] = "text"


@dataclass(frozen=True, slots=True)
class ReasoningPart:
    """The model's thinking. `signature` / `redacted` are vendor-opaque and sent back unchanged."""

    text: str
    signature: str | None = None
    redacted: str | None = None
    duration_s: float | None = None
    kind: Literal["reasoning"] = "reasoning"


@dataclass(frozen=True, slots=True)
class ToolCallPart:
    """A call the model asked for. `arguments_json` is exactly what the model sent (maybe invalid)."""

    call_id: str
    name: str
    arguments_json: str
    state: ToolCallState = ToolCallState.PENDING
    kind: Literal["tool_call"] = "tool_call"


@dataclass(frozen=True, slots=True)
class ToolResultPart:
    call_id: str
    name: str
    content: str
    is_error: bool = False
    state: ToolCallState = ToolCallState.COMPLETED
    duration_s: float | None = None
    truncation_note: str | None = None
    kind: Literal["tool_result"] = "tool_result"


AttachmentKind = Literal["image", "text", "pdf"]


@dataclass(frozen=True, slots=True)
class AttachmentPart:
    """A file the person attached to a message. Its bytes are stored by content (`sha256`) beside the
    history; `text` is what the model reads of a text file or a PDF (None for an image)."""

    sha256: str
    name: str
    file_kind: AttachmentKind
    mime: str
    size: int
    text: str | None = None
    width: int | None = None
    height: int | None = None
    pages: int | None = None
    note: str | None = None
    call_id: str | None = None
    """Set for an image a tool returned: the call whose result showed it."""
    kind: Literal["attachment"] = "attachment"


Part = TextPart | ReasoningPart | ToolCallPart | ToolResultPart | AttachmentPart
PartKind = Literal["text", "reasoning", "tool_call", "tool_result", "attachment"]
Role = Literal["user", "assistant", "tool"]
MessageStatus = Literal["streaming", "complete", "interrupted", "error"]


@dataclass(slots=True)
class Message:
    """One message. Assistant messages hold one step's output; `tool` messages hold its results."""

    role: Role
    parts: list[Part] = field(default_factory=list)
    id: str = ""
    usage: Usage | None = None
    finish_reason: FinishReason | None = None
    meta: dict[str, Any] = field(default_factory=dict)
    status: MessageStatus = "complete"
    created_at: float = 0.0

    @property
    def text(self) -> str:
        return "".join(p.text for p in self.parts if isinstance(p, TextPart))

    @property
    def attachments(self) -> list[AttachmentPart]:
        return [p for p in self.parts if isinstance(p, AttachmentPart)]

    @property
    def tool_calls(self) -> list[ToolCallPart]:
        return [p for p in self.parts if isinstance(p, ToolCallPart)]


def user_message(text: str, *, id: str = "") -> Message:
    return Message(role="user", parts=[TextPart(text)], id=id)
