"""MCP servers as front ends see them: the manager the core owns, server entries and their states."""

from desktop_agent.tools.mcp.config import (
    OAuthConfig,
    ServerConfig,
    claude_desktop_config_path,
    parse_server,
)
from desktop_agent.tools.mcp.manager import McpManager
from desktop_agent.tools.mcp.status import ServerState, ServerStatus

__all__ = [
    "McpManager",
    "OAuthConfig",
    "ServerConfig",
    "ServerState",
    "ServerStatus",
    "claude_desktop_config_path",
    "parse_server",
]
