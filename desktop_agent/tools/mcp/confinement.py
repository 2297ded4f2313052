"""A server marked sandboxed runs under this platform's sandbox, or not at all."""

from __future__ import annotations

import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from desktop_agent.tools.mcp.config import ServerConfig

if TYPE_CHECKING:
    from desktop_agent.tools.sandbox import Sandbox


class SandboxUnavailableError(RuntimeError):
    """A server marked sandboxed cannot be confined here: it is not started at all."""


def confine(cfg: ServerConfig, hidden_dirs: Sequence[Path]) -> tuple[Sandbox, list[str]]:
    """The command line that runs a sandboxed server under this platform's sandbox: only its folder
    (``cwd``) and a private /tmp writable, the app's own folders hidden, the home folder hidden but for the
    toolchains, no network unless the entry allows it. Its environment reaches it through the launcher's
    own (never on a command line, where other users could read it). Call the sandbox's ``release`` once the
    server has ended. Not done for servers: with the network allowed, the session's abstract Unix sockets
    stay reachable (the Landlock scope needs a hook between fork and exec, which the MCP SDK's launcher
    lacks)."""
    from desktop_agent.tools.sandbox import SandboxPolicy, platform_sandbox

    assert cfg.command is not None
    folder = Path(cfg.cwd).expanduser() if cfg.cwd else Path(tempfile.mkdtemp(prefix="desktop-agent-mcp-"))
    policy = SandboxPolicy.for_workspace(folder, app_dirs=hidden_dirs, network=cfg.sandbox_network)
    sandbox = platform_sandbox(policy)
    if not sandbox.available():
        raise SandboxUnavailableError(
            f"This server is marked to run in the sandbox, but {sandbox.describe()}. It was not started."
        )
    wrapped = sandbox.wrap([cfg.command, *cfg.args], {}, folder)
    return sandbox, [part for part in wrapped if part != "--clearenv"]
