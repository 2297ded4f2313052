"""Whether the real sandbox can run here: the tests that need it say why in words when it cannot."""

from __future__ import annotations

import shutil
from pathlib import Path

from desktop_agent.tools.sandbox import SandboxPolicy, platform_sandbox


def bwrap_problem() -> str:
    """'' when bubblewrap works here; otherwise what is missing, in words."""
    if shutil.which("bwrap") is None:
        return "bubblewrap (bwrap) is not installed: apt-get install bubblewrap"
    sandbox = platform_sandbox(SandboxPolicy(Path("/")))
    return "" if sandbox.available() else f"bubblewrap does not work here: {sandbox.describe()}"
