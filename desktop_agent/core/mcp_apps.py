"""MCP Apps as front ends see them: a view's policy and the host's session of one view (neither imports the
MCP SDK or Qt)."""

from desktop_agent.tools.mcp.app_bridge import ViewHost, ViewSession
from desktop_agent.tools.mcp.apps import Reach, View, ViewPolicy

__all__ = ["Reach", "View", "ViewHost", "ViewPolicy", "ViewSession"]
