"""What a provider adapter yields while one model call streams: neutral, vendor-free chunks.

Parts are numbered by `index` in the order they start within the message.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from desktop_agent.domain.messages import FinishReason, Part, PartKind, Usage


@dataclass(frozen=True, slots=True)
class PartStartChunk:
    index: int
    part_kind: PartKind
    call_id: str | None = None
    name: str | None = None
    type: Literal["part_start"] = "part_start"


@dataclass(frozen=True, slots=True)
class PartDeltaChunk:
    """Only the new text: prose, thinking, or a piece of a tool call's JSON arguments."""

    index: int
    part_kind: PartKind
    text: str
    type: Literal["part_delta"] = "part_delta"


@dataclass(frozen=True, slots=True)
class PartEndChunk:
    index: int
    part: Part
    type: Literal["part_end"] = "part_end"


@dataclass(frozen=True, slots=True)
class UsageChunk:
    usage: Usage
    type: Literal["usage"] = "usage"


@dataclass(frozen=True, slots=True)
class FinishChunk:
    reason: FinishReason
    raw_reason: str | None = None
    type: Literal["finish"] = "finish"


@dataclass(frozen=True, slots=True)
class ProgressChunk:
    """How much of the prompt a local server has read before its first token (llama.cpp reports it)."""

    processed: int
    total: int
    type: Literal["progress"] = "progress"


StreamChunk = PartStartChunk | PartDeltaChunk | PartEndChunk | UsageChunk | FinishChunk | ProgressChunk
