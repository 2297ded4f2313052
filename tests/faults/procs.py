"""The process table, read from /proc: which processes are left after a fault."""

from __future__ import annotations

import contextlib
import os
import time
from pathlib import Path


def processes_running(needle: str) -> list[int]:
    """Live (not zombie) processes whose command line contains `needle`, this one excluded."""
    found: list[int] = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            cmdline = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
            status = (entry / "status").read_text()
        except OSError:
            continue
        if needle in cmdline and "State:\tZ" not in status:
            found.append(int(entry.name))
    return found


def left_after(needle: str, within_s: float = 3.0) -> list[int]:
    """The processes with `needle` still there after waiting up to `within_s` for them to go."""
    deadline = time.monotonic() + within_s
    while (left := processes_running(needle)) and time.monotonic() < deadline:
        time.sleep(0.05)
    return left


def end_all(pids: list[int]) -> None:
    """Clean up what a failed case left behind (only the processes the case itself started)."""
    for pid in pids:
        with contextlib.suppress(OSError):
            os.kill(pid, 9)


def rss_kib(pid: int) -> int:
    """VmRSS of a process in KiB (0 once it is gone)."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0
