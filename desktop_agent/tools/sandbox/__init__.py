"""The operating-system sandbox ``run_command`` runs commands in: bubblewrap on Linux, Seatbelt on macOS,
none on Windows (said in words by ``describe()``).

The approval rules decide what is asked; the sandbox limits what an allowed command can do.

Whether commands would be confined (`unconfined_reason`, asked when the window starts) needs only
`bwrap_probe`: the sandboxes themselves (with ctypes for Landlock and the network proxy) load with the first
`platform_sandbox`, through this package's `__getattr__`.
"""

from __future__ import annotations

import importlib
import logging
import os
import shutil
import sys
from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop_agent.tools.sandbox.base import NoSandbox, Sandbox
from desktop_agent.tools.sandbox.bwrap_probe import probe_bwrap
from desktop_agent.tools.sandbox.policy import SandboxPolicy

if TYPE_CHECKING:
    from desktop_agent.tools.sandbox.bubblewrap import BubblewrapSandbox
    from desktop_agent.tools.sandbox.seatbelt import SeatbeltSandbox

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


SANDBOX_EXEC = "/usr/bin/sandbox-exec"
"""macOS's Seatbelt launcher (`seatbelt` runs commands through it)."""

_LAZY = {
    "BubblewrapSandbox": "desktop_agent.tools.sandbox.bubblewrap",
    "SeatbeltSandbox": "desktop_agent.tools.sandbox.seatbelt",
}


def __getattr__(name: str) -> object:
    """The sandboxes, imported when first named (PEP 562)."""
    if name in _LAZY:
        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


@dataclass(frozen=True)
class _Found:
    why: str | None
    """Why commands would run unconfined here; None when they would not."""
    bwrap: str = ""
    flags: tuple[str, ...] = ()
    """On Linux: bubblewrap and the extra flags it works with here."""


def _find(*, enabled: bool, platform: str) -> _Found:
    if not enabled:
        return _Found(DISABLED_REASON)
    if platform.startswith("linux"):
        bwrap = shutil.which("bwrap")
        if bwrap is None:
            return _Found("bubblewrap (bwrap) is not installed; install the bubblewrap package")
        flags, problem = probe_bwrap(bwrap)
        if flags is None:
            logger.warning("bubblewrap is installed but does not work here: %s", problem)
            return _Found(f"bubblewrap does not work on this system ({problem})")
        return _Found(None, bwrap, flags)
    if platform == "darwin":
        return _Found(None if os.access(SANDBOX_EXEC, os.X_OK) else f"{SANDBOX_EXEC} is missing")
    if platform == "win32":
        return _Found(WINDOWS_REASON)
    return _Found(f"Desktop Agent has no sandbox for {platform}")


def platform_sandbox(policy: SandboxPolicy, *, enabled: bool = True, platform: str | None = None) -> Sandbox:
    """The best sandbox this machine offers for ``policy``, or a ``NoSandbox`` saying why there is none.

    On Linux ``bwrap`` must be installed and actually work here (tried once per process).
    """
    platform = platform or sys.platform
    found = _find(enabled=enabled, platform=platform)
    if found.why is not None:
        return NoSandbox(found.why)
    if platform.startswith("linux"):
        from desktop_agent.tools.sandbox.bubblewrap import BubblewrapSandbox

        return BubblewrapSandbox(policy, found.bwrap, found.flags)
    from desktop_agent.tools.sandbox.seatbelt import SeatbeltSandbox

    return SeatbeltSandbox(policy)


def unconfined_reason(*, enabled: bool = True) -> str | None:
    """Why commands will run without a sandbox on this machine (None when they will be confined): what
    the app tells the person once when it starts."""
    return _find(enabled=enabled, platform=sys.platform).why
