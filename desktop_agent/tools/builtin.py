"""The built-in tools for a workspace folder."""

from __future__ import annotations

from pathlib import Path

from desktop_agent.tools.ask_user import AskUserTool
from desktop_agent.tools.files import ListDirectoryTool, ReadFileTool
from desktop_agent.tools.registry import ToolRegistry
from desktop_agent.tools.workspace import Workspace


def builtin_tools(workspace: Path) -> ToolRegistry:
    ws = Workspace(workspace)
    return ToolRegistry([ReadFileTool(ws), ListDirectoryTool(ws), AskUserTool()])
