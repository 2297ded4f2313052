"""The built-in tools for a workspace folder."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from desktop_agent.config.settings import SandboxSettings
from desktop_agent.tools.ask_user import AskUserTool
from desktop_agent.tools.edit import DeleteFileTool, EditFileTool, WriteFileTool
from desktop_agent.tools.files import ListDirectoryTool, ReadFileTool
from desktop_agent.tools.plan import UpdatePlanTool
from desktop_agent.tools.registry import ToolRegistry
from desktop_agent.tools.sandbox import DISABLED_REASON, NoSandbox, Sandbox
from desktop_agent.tools.search import GlobTool, GrepTool
from desktop_agent.tools.shell import DEFAULT_TIMEOUT, MAX_TIMEOUT, RunCommandTool
from desktop_agent.tools.web import FetchUrlTool
from desktop_agent.tools.workspace import Workspace, os_keyring_dirs


def builtin_tools(
    workspace: Path,
    *,
    protected: Iterable[Path] = (),
    hidden_env: Iterable[str] = (),
    allow_private_urls: bool = False,
    max_command_timeout: float | None = None,
    sandbox_settings: SandboxSettings | None = None,
    sandbox: Sandbox | None = None,
) -> ToolRegistry:
    """Every built-in tool, confined to ``workspace``.

    ``protected``: folders no tool may touch even inside the workspace (pass ``AppPaths.protected_dirs``);
    the operating system's keyring folders are always added. ``hidden_env``: extra environment variable
    names kept from commands (even if the person names them; only harmless variables pass anyway).
    ``sandbox_settings``: whether commands run in this platform's sandbox (with ``protected`` and the home
    folder but its toolchains hidden), what more they may read and which more variables they get, and
    whether they may use the network (on Linux only through the app's proxy, to ``allow_hosts``); by default
    sandboxed without network.
    ``sandbox``: a sandbox to use instead.
    """
    ws = Workspace(workspace, protected=(*protected, *os_keyring_dirs()))
    settings = sandbox_settings if sandbox_settings is not None else SandboxSettings()
    if sandbox is None and not settings.enabled:
        sandbox = NoSandbox(DISABLED_REASON)
    max_timeout = MAX_TIMEOUT if max_command_timeout is None else max_command_timeout
    shell = RunCommandTool(
        ws,
        hidden_env=hidden_env,
        max_timeout=max_timeout,
        default_timeout=min(DEFAULT_TIMEOUT, max_timeout),
        sandbox=sandbox,
        network=settings.network,
        ask_without_sandbox=settings.ask_without_sandbox,
        read=settings.read,
        env_names=settings.env,
        allow_hosts=settings.allow_hosts,
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
            UpdatePlanTool(),
        ]
    )
