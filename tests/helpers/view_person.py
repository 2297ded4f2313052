"""The person an MCP App view's host asks (`ViewHost`), answering as a test says and recording the
questions."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class Person:
    """The host's questions, answered as the test says, and recorded."""

    allow_calls: bool = True
    approvals: list[tuple[str, str, dict[str, Any]]] = field(default_factory=list)
    links: list[str] = field(default_factory=list)
    messages: list[str] = field(default_factory=list)
    context: list[str] = field(default_factory=list)
    sizes: list[tuple[int | None, int | None]] = field(default_factory=list)
    modes: list[str] = field(default_factory=list)
    can_show: tuple[str, ...] = ("inline", "fullscreen", "pip")

    async def approve_call(self, server: str, tool: str, arguments: dict[str, Any]) -> bool:
        self.approvals.append((server, tool, arguments))
        return self.allow_calls

    async def open_link(self, server: str, url: str) -> bool:
        self.links.append(url)
        return False  # nothing is opened on the test machine

    async def post_message(self, server: str, text: str) -> bool:
        self.messages.append(text)
        return True

    def model_context(self, server: str, text: str) -> None:
        self.context.append(text)

    def resize(self, width: int | None, height: int | None) -> None:
        self.sizes.append((width, height))

    def display_mode(self, mode: Any) -> Any:
        self.modes.append(mode)
        return mode if mode in self.can_show else "inline"
