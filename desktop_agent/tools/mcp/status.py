"""What the app knows of each MCP server at a moment: shown on the settings page and in tool errors."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from desktop_agent.domain.tools import ToolSpec


class ServerState(enum.StrEnum):
    DISABLED = "disabled"
    STARTING = "starting"
    UP = "up"
    DOWN = "down"
    SIGN_IN = "sign_in"
    """The server asks for a sign-in (OAuth) and has no usable token: waiting for the person to sign in
    (`desktop-agent mcp login NAME`, or Sign in in the settings); never started by itself."""
    INVALID = "invalid"
    """The entry in the file cannot be used (the error names the field)."""


@dataclass(frozen=True, slots=True)
class ServerStatus:
    name: str
    state: ServerState
    transport: str
    """"stdio", "http", or "" for an entry that cannot be read."""
    error: str = ""
    tools: tuple[ToolSpec, ...] = ()
    server_info: str = ""
    """The name and version the server gave, when it is up."""
    needs_tasks: tuple[str, ...] = ()
    """The server's names of its tools that run only as tasks (``execution.taskSupport: "required"``):
    the app does not support tasks yet, so the model is not offered them."""


@dataclass(frozen=True, slots=True)
class CallProgress:
    """The latest progress a server reported for one tool call still running."""

    token: str
    """The progress token the app sent with the call (the server echoes it in each notification)."""
    progress: float
    total: float | None = None
    message: str | None = None
