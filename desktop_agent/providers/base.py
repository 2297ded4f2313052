"""The provider protocol and the neutral request every adapter accepts."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass
from typing import Protocol

from desktop_agent.domain.messages import Message
from desktop_agent.domain.stream import StreamChunk
from desktop_agent.domain.tools import ToolSpec


@dataclass(frozen=True, slots=True)
class ModelRequest:
    model: str
    messages: Sequence[Message]
    system: str = ""
    tools: Sequence[ToolSpec] = ()
    temperature: float | None = None
    max_tokens: int = 4096
    thinking: bool = False
    thinking_budget: int = 2048


class ModelProvider(Protocol):
    @property
    def name(self) -> str:
        """The preset name, e.g. "openai"."""
        ...

    @property
    def label(self) -> str:
        """A human name for messages, e.g. "OpenAI"."""
        ...

    def stream(self, request: ModelRequest) -> AsyncIterator[StreamChunk]:
        """Stream one model call. Raises UserFacingError for anything that goes wrong."""
        ...

    async def list_models(self) -> list[str]: ...

    async def aclose(self) -> None: ...
