"""A project: sessions grouped with what they share.

A session in a project gets the project's workspace, instructions (after the base prompt, before the
session's own), default model and profile, knowledge bases, MCP servers and memories. A session of another
project never sees any of them.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Project:
    id: str
    name: str
    workspace: str = ""
    """The folder its new sessions work in ('' = the app's default)."""
    instructions: str = ""
    """Added to the system prompt of its sessions, after the base prompt and before the session's own."""
    provider: str = ""
    """Default provider for its new sessions ('' = the app's default)."""
    model: str = ""
    """Default model for its new sessions ('' = the provider's default)."""
    agent: str = ""
    """Default profile for its new sessions ('' = the app's default)."""
    knowledge: tuple[str, ...] = ()
    """Knowledge bases its new sessions search."""
    mcp_servers: tuple[str, ...] | None = None
    """MCP servers its sessions may use; None = every enabled server."""
    collapsed: bool = False
    """Whether the session list shows the group folded."""
    created_at: float = 0.0
    updated_at: float = 0.0
