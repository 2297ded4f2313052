"""A scripted model behind the app's own provider protocol, in-process: for fast loop, approval and
recorder tests. The HTTP scripted server and the real SDKs stay for tests/providers/ and the end-to-end
tests (they check the wire; this checks what the loop does with what a model says)."""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field

from desktop_agent.domain.errors import UserFacingError
from desktop_agent.domain.messages import FinishReason, Usage
from desktop_agent.domain.stream import FinishChunk, StreamChunk, UsageChunk
from desktop_agent.providers.assembly import PartAssembler
from desktop_agent.providers.base import ModelRequest


@dataclass(frozen=True, slots=True)
class Reply:
    """One model call's answer: thinking, text (streamed in `pieces`), tool calls, then how it ended."""

    text: str = ""
    thinking: str = ""
    calls: Sequence[tuple[str, str, str]] = ()
    """(call id, tool name, arguments as JSON text)"""
    finish: FinishReason = FinishReason.END
    pieces: int = 3
    error: UserFacingError | None = None
    """Raised after the text has streamed (a failure in the middle of an answer)."""
    usage: Usage = field(default_factory=lambda: Usage(input_tokens=10, output_tokens=5))


def say(text: str, *, thinking: str = "", pieces: int = 3) -> Reply:
    return Reply(text=text, thinking=thinking, pieces=pieces)


def call_tools(calls: Sequence[tuple[str, str, str]], text: str = "") -> Reply:
    return Reply(text=text, calls=tuple(calls), finish=FinishReason.TOOL_CALLS)


def fail(error: UserFacingError, *, after: str = "") -> Reply:
    return Reply(text=after, error=error)


def _split(text: str, pieces: int) -> list[str]:
    size = max(1, -(-len(text) // max(1, pieces)))
    return [text[i : i + size] for i in range(0, len(text), size)]


class ScriptedProvider:
    """Answers each model call with the next scripted `Reply`, and keeps every request it was sent."""

    def __init__(self, name: str = "openai", label: str = "Scripted model", *, local: bool = False) -> None:
        self._name, self._label, self._local = name, label, local
        self._replies: deque[Reply] = deque()
        self.requests: list[ModelRequest] = []
        self.closed = False
        self.window: int | None = None
        """The context window the model says it has (None: it does not say)."""

    @property
    def name(self) -> str:
        return self._name

    @property
    def label(self) -> str:
        return self._label

    @property
    def local(self) -> bool:
        return self._local

    async def context_window(self, model: str) -> int | None:
        return self.window

    def script(self, *replies: Reply) -> None:
        self._replies.extend(replies)

    @property
    def unused(self) -> int:
        return len(self._replies)

    async def stream(self, request: ModelRequest) -> AsyncIterator[StreamChunk]:
        self.requests.append(request)
        if not self._replies:
            raise AssertionError(f"the model was called {len(self.requests)} times; the script has no more")
        reply = self._replies.popleft()
        parts = PartAssembler()
        if reply.thinking:
            for piece in _split(reply.thinking, reply.pieces):
                for chunk in parts.delta("thinking", "reasoning", piece):
                    yield chunk
                await asyncio.sleep(0)
            for chunk in parts.end("thinking"):
                yield chunk
        for piece in _split(reply.text, reply.pieces):
            for chunk in parts.delta("text", "text", piece):
                yield chunk
            await asyncio.sleep(0)  # a real stream lets the event loop run between pieces
        if reply.error is not None:
            raise reply.error
        for chunk in parts.end("text"):
            yield chunk
        for call_id, name, arguments in reply.calls:
            key = ("tool", call_id)
            for chunk in (
                *parts.start_tool_call(key, call_id, name),
                *parts.delta(key, "tool_call", arguments),
            ):
                yield chunk
            for chunk in parts.end(key):
                yield chunk
        yield UsageChunk(reply.usage)
        yield FinishChunk(reply.finish)

    async def list_models(self) -> list[str]:
        return ["scripted-model"]

    async def aclose(self) -> None:
        self.closed = True
