"""Turns vendor deltas into neutral part chunks: numbers parts, keeps their text, closes them in order."""

from __future__ import annotations

import time
from collections.abc import Hashable
from dataclasses import dataclass, field

from desktop_agent.domain.messages import PartKind, ReasoningPart, TextPart, ToolCallPart
from desktop_agent.domain.stream import PartDeltaChunk, PartEndChunk, PartStartChunk, StreamChunk


@dataclass(slots=True)
class _OpenPart:
    index: int
    kind: PartKind
    started: float
    chunks: list[str] = field(default_factory=list)
    call_id: str = ""
    name: str = ""
    signature: str | None = None
    redacted: str | None = None


class PartAssembler:
    """Keys are the adapter's own handles for a part (a block index, "text", ("tool", 0)...)."""

    def __init__(self) -> None:
        self._open: dict[Hashable, _OpenPart] = {}
        self._next_index = 0

    def _start(
        self, key: Hashable, kind: PartKind, *, call_id: str = "", name: str = ""
    ) -> list[StreamChunk]:
        part = _OpenPart(self._next_index, kind, time.monotonic(), call_id=call_id, name=name)
        self._next_index += 1
        self._open[key] = part
        return [PartStartChunk(part.index, kind, call_id or None, name or None)]

    def is_open(self, key: Hashable) -> bool:
        return key in self._open

    def start_tool_call(self, key: Hashable, call_id: str, name: str) -> list[StreamChunk]:
        return self._start(key, "tool_call", call_id=call_id, name=name)

    def start(self, key: Hashable, kind: PartKind) -> list[StreamChunk]:
        return self._start(key, kind)

    def delta(self, key: Hashable, kind: PartKind, text: str) -> list[StreamChunk]:
        out: list[StreamChunk] = [] if key in self._open else self._start(key, kind)
        if not text:
            return out
        part = self._open[key]
        part.chunks.append(text)
        out.append(PartDeltaChunk(part.index, part.kind, text))
        return out

    def set_signature(self, key: Hashable, signature: str) -> None:
        part = self._open[key]
        part.signature = (part.signature or "") + signature

    def set_redacted(self, key: Hashable, data: str) -> None:
        self._open[key].redacted = data

    def end(self, key: Hashable) -> list[StreamChunk]:
        part = self._open.pop(key, None)
        if part is None:
            return []
        text = "".join(part.chunks)
        if part.kind == "tool_call":
            return [PartEndChunk(part.index, ToolCallPart(part.call_id, part.name, text or "{}"))]
        if part.kind == "reasoning":
            duration = round(time.monotonic() - part.started, 3)
            return [PartEndChunk(part.index, ReasoningPart(text, part.signature, part.redacted, duration))]
        return [PartEndChunk(part.index, TextPart(text))]

    def end_all(self) -> list[StreamChunk]:
        out: list[StreamChunk] = []
        for key in sorted(self._open, key=lambda k: self._open[k].index):
            out.extend(self.end(key))
        return out

    def end_all_except(self, keep: Hashable) -> list[StreamChunk]:
        out: list[StreamChunk] = []
        for key in sorted(self._open, key=lambda k: self._open[k].index):
            if key != keep:
                out.extend(self.end(key))
        return out
