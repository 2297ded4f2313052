"""Whether bubblewrap works on this machine, and with which flags: ``bwrap ... true`` run once.

Light on purpose (no sandbox machinery): the window asks it when it starts, to tell the person when commands
would run unconfined, long before any command runs (`tools.sandbox.unconfined_reason`).
"""

from __future__ import annotations

import functools
import logging
import os
import subprocess

logger = logging.getLogger(__name__)

PROBE_TIMEOUT = 10.0
NO_NESTED_USERNS = ("--unshare-user", "--disable-userns")
"""Preferred: a user namespace in which no further one may be made (needs bubblewrap >= 0.8)."""
NAMESPACES = ("--unshare-pid", "--unshare-ipc", "--unshare-uts")


@functools.lru_cache(maxsize=4)
def probe_bwrap(bwrap: str) -> tuple[tuple[str, ...] | None, str]:
    """Run ``bwrap ... true`` once: the extra flags that work here (None when none do), and why not."""
    problem = ""
    for extra in (NO_NESTED_USERNS, ()):
        argv = [bwrap, *extra, *NAMESPACES, "--unshare-net", "--die-with-parent", "--new-session"]
        argv += ["--cap-drop", "ALL", "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--", "true"]
        try:
            done = subprocess.run(
                argv, capture_output=True, timeout=PROBE_TIMEOUT, env={"PATH": os.defpath}, check=False
            )
        except (OSError, subprocess.TimeoutExpired) as exc:
            return None, str(exc)
        if done.returncode == 0:
            return extra, ""
        lines = done.stderr.decode(errors="replace").strip().splitlines()
        problem = lines[-1] if lines else f"exit code {done.returncode}"
        logger.info("bubblewrap with %s failed here: %s", " ".join(extra) or "the basic flags", problem)
    return None, problem
