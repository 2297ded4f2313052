"""The operating-system sandbox ``run_command`` runs commands in: bubblewrap on Linux, Seatbelt on macOS,
none on Windows (said in words by ``describe()``).

The approval rules decide what is asked; the sandbox limits what an allowed command can do.
"""

from __future__ import annotations

import logging
import os
import shutil
import sys

from desktop_agent.tools.sandbox.base import NoSandbox, Sandbox
from desktop_agent.tools.sandbox.bubblewrap import BubblewrapSandbox, probe_bwrap
from desktop_agent.tools.sandbox.policy import SandboxPolicy
from desktop_agent.tools.sandbox.seatbelt import SANDBOX_EXEC, SeatbeltSandbox

__all__ = [
    "DISABLED_REASON",
    "BubblewrapSandbox",
    "NoSandbox",
    "Sandbox",
    "SandboxPolicy",
    "SeatbeltSandbox",
    "platform_sandbox",
    "unconfined_reason",
]

logger = logging.getLogger(__name__)

DISABLED_REASON = "the sandbox is turned off in the settings"
WINDOWS_REASON = "commands are not sandboxed on Windows (Desktop Agent has no sandbox for Windows yet)"


def platform_sandbox(policy: SandboxPolicy, *, enabled: bool = True, platform: str | None = None) -> Sandbox:
    """The best sandbox this machine offers for ``policy``, or a ``NoSandbox`` saying why there is none.

    On Linux ``bwrap`` must be installed and actually work here (tried once per process).
    """
    platform = platform or sys.platform
    if not enabled:
        return NoSandbox(DISABLED_REASON)
    if platform.startswith("linux"):
        bwrap = shutil.which("bwrap")
        if bwrap is None:
            return NoSandbox("bubblewrap (bwrap) is not installed; install the bubblewrap package")
        flags, problem = probe_bwrap(bwrap)
        if flags is None:
            logger.warning("bubblewrap is installed but does not work here: %s", problem)
            return NoSandbox(f"bubblewrap does not work on this system ({problem})")
        return BubblewrapSandbox(policy, bwrap, flags)
    if platform == "darwin":
        if os.access(SANDBOX_EXEC, os.X_OK):
            return SeatbeltSandbox(policy)
        return NoSandbox(f"{SANDBOX_EXEC} is missing")
    if platform == "win32":
        return NoSandbox(WINDOWS_REASON)
    return NoSandbox(f"Desktop Agent has no sandbox for {platform}")


def unconfined_reason(*, enabled: bool = True) -> str | None:
    """Why commands will run without a sandbox on this machine (None when they will be confined): what
    the app tells the person once when it starts."""
    from pathlib import Path

    found = platform_sandbox(SandboxPolicy.for_workspace(Path.home()), enabled=enabled)
    if found.available():
        return None
    return found.reason if isinstance(found, NoSandbox) else found.describe()
