"""The provider protocol and the neutral request every adapter accepts."""

from __future__ import annotations

import importlib
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from contextvars import ContextVar
from dataclasses import dataclass, field
from types import ModuleType
from typing import Protocol, runtime_checkable

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
    images: Mapping[str, bytes] = field(default_factory=dict)
    """The bytes of the attached images the model is shown, by SHA-256 (none: it does not see images)."""


stream_activity: ContextVar[Callable[[], None] | None] = ContextVar("stream_activity", default=None)
"""Called by an adapter's HTTP layer whenever bytes arrive while a model call streams (keep-alive comments
too, which the SDKs drop): whoever watches for a stalled stream sets it around the call."""


def load_sdk(name: str) -> tuple[ModuleType, ModuleType]:
    """An SDK and the HTTP tap for its client: run in a worker thread (importing takes about a second)."""
    return importlib.import_module(name), importlib.import_module("desktop_agent.providers.activity")


class ModelProvider(Protocol):
    @property
    def name(self) -> str:
        """The preset name, e.g. "openai"."""
        ...

    @property
    def label(self) -> str:
        """A human name for messages, e.g. "OpenAI"."""
        ...

    @property
    def local(self) -> bool:
        """A server on this machine (or a local-server preset): slow to read long prompts on a CPU."""
        ...

    def stream(self, request: ModelRequest) -> AsyncIterator[StreamChunk]:
        """Stream one model call. Raises UserFacingError for anything that goes wrong."""
        ...

    async def list_models(self) -> list[str]: ...

    async def context_window(self, model: str) -> int | None:
        """How many tokens `model` takes, as its server says; None when it does not (cloud providers)."""
        ...

    async def aclose(self) -> None: ...


@runtime_checkable
class HasEndpoint(Protocol):
    @property
    def base_url(self) -> str:
        """The address its requests go to."""
        ...


def endpoint_of(provider: object) -> str:
    """The address a provider's requests go to ('' when it has none: an in-process model)."""
    return provider.base_url.rstrip("/") if isinstance(provider, HasEndpoint) else ""
