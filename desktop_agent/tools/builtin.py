"""The built-in tools for a workspace folder."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from desktop_agent.tools.ask_user import AskUserTool
from desktop_agent.tools.edit import DeleteFileTool, EditFileTool, WriteFileTool
from desktop_agent.tools.files import ListDirectoryTool, ReadFileTool
from desktop_agent.tools.registry import ToolRegistry
from desktop_agent.tools.search import GlobTool, GrepTool
from desktop_agent.tools.shell import RunCommandTool
from desktop_agent.tools.web import FetchUrlTool
from desktop_agent.tools.workspace import Workspace, os_keyring_dirs


def builtin_tools(
    workspace: Path,
    *,
    protected: Iterable[Path] = (),
    hidden_env: Iterable[str] = (),
    allow_private_urls: bool = False,
    max_command_timeout: float | None = None,
) -> ToolRegistry:
    """Every built-in tool, confined to ``workspace``.

    ``protected``: folders no tool may touch even inside the workspace (pass ``AppPaths.protected_dirs``);
    the operating system's keyring folders are always added. ``hidden_env``: extra environment variable
    names kept from commands (besides anything that looks like a key, token or password).
    """
    ws = Workspace(workspace, protected=(*protected, *os_keyring_dirs()))
    shell = (
        RunCommandTool(ws, hidden_env=hidden_env)
        if max_command_timeout is None
        else RunCommandTool(
            ws,
            hidden_env=hidden_env,
            max_timeout=max_command_timeout,
            default_timeout=min(120.0, max_command_timeout),
        )
    )
    return ToolRegistry(
        [
            ReadFileTool(ws),
            ListDirectoryTool(ws),
            GlobTool(ws),
            GrepTool(ws),
            WriteFileTool(ws),
            EditFileTool(ws),
            DeleteFileTool(ws),
            shell,
            FetchUrlTool(allow_private=allow_private_urls),
            AskUserTool(),
        ]
    )
