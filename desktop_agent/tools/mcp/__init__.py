"""MCP servers as tools of the session. Only this package imports the MCP SDK (only `connection` and the
modules it loads: `transport`, `results`, `client_features`, `catalog`)."""

from desktop_agent.tools.mcp.config import McpConfig, ServerConfig, load_config, save_config
from desktop_agent.tools.mcp.manager import McpManager, with_mcp_tools
from desktop_agent.tools.mcp.status import CallProgress, ServerState, ServerStatus

__all__ = [
    "CallProgress",
    "McpConfig",
    "McpManager",
    "ServerConfig",
    "ServerState",
    "ServerStatus",
    "load_config",
    "save_config",
    "with_mcp_tools",
]
