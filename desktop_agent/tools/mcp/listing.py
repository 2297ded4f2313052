"""What MCP servers offer besides tools, as plain values: their resources, resource templates and prompts,
a resource's contents and a prompt's messages. Made by `catalog` from the SDK's types; nothing here
imports the SDK, so front ends see these through the core."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

MAX_RESOURCE_CHARS = 200_000
"""A resource longer than this is not sent to the model (refused in words)."""


@dataclass(frozen=True, slots=True)
class ResourceInfo:
    """One resource a server listed."""

    server: str
    uri: str
    name: str
    title: str = ""
    description: str = ""
    mime_type: str = ""
    size: int | None = None

    @property
    def label(self) -> str:
        return self.title or self.name or self.uri


@dataclass(frozen=True, slots=True)
class TemplateInfo:
    """A resource template (RFC 6570): resources whose URIs match it can be read."""

    server: str
    uri_template: str
    name: str
    title: str = ""
    description: str = ""
    mime_type: str = ""

    @property
    def label(self) -> str:
        return self.title or self.name or self.uri_template


@dataclass(frozen=True, slots=True)
class PromptArgument:
    name: str
    description: str = ""
    required: bool = False


@dataclass(frozen=True, slots=True)
class PromptInfo:
    """A prompt a server offers, with the arguments it takes."""

    server: str
    name: str
    title: str = ""
    description: str = ""
    arguments: tuple[PromptArgument, ...] = ()

    def missing_from(self, values: dict[str, str]) -> list[str]:
        """The required arguments `values` leaves out (or empty)."""
        return [a.name for a in self.arguments if a.required and not values.get(a.name, "").strip()]


@dataclass(frozen=True, slots=True)
class ResourceContent:
    """What reading a resource gave: its text, or for binary contents only their type and size."""

    server: str
    uri: str
    mime_type: str
    text: str | None
    """None for binary contents (an image, a file): `size` says how many bytes."""
    size: int

    @property
    def words(self) -> str:
        """The text, or a short note naming the type and size of binary contents."""
        if self.text is not None:
            return self.text
        return f"[binary resource: {self.mime_type or 'application/octet-stream'}, {self.size:,} bytes]"


@dataclass(frozen=True, slots=True)
class PromptMessage:
    role: str
    """"user" or "assistant"."""
    text: str
    """The message's text; images and other contents named in brackets, embedded resources included."""


@dataclass(frozen=True, slots=True)
class PromptMessages:
    """What a server answered for a prompt with its arguments."""

    server: str
    name: str
    description: str
    messages: tuple[PromptMessage, ...]

    def as_message(self) -> str:
        """The prompt as one message to send: the user messages' text joined; an assistant message (rare
        in prompts) is kept, marked as such."""
        parts = [m.text if m.role == "user" else f"[assistant] {m.text}" for m in self.messages if m.text]
        return "\n\n".join(parts)


class Freshness:
    """How long a list stays fresh, as a 2026-07-28 server says with each page (``ttlMs``; the shortest
    page counts). A list without it (older servers) stays fresh until the server says it changed."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._started = 0.0
        self._until: float | None = None

    def start(self) -> None:
        """A listing begins: its pages' ttlMs count from now."""
        self._started, self._until = self._clock(), None

    def page(self, ttl_ms: int | None) -> None:
        if ttl_ms is not None:
            until = self._started + max(0, ttl_ms) / 1000
            self._until = until if self._until is None else min(self._until, until)

    def fresh(self) -> bool:
        return self._until is None or self._clock() < self._until
