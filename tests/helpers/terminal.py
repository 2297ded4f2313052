"""A command run with a pseudo-terminal as its standard input, as a person at a terminal runs it: its
questions (a line on stderr that ends in ": " or "? " and waits) are answered by a function of the
question, its stdout and stderr are kept, and how long it took to exit is measured.

    done = at_terminal([sys.executable, "-m", "desktop_agent", "mcp", "call", ...], answer=lambda q: "")
"""

from __future__ import annotations

import contextlib
import os
import pty
import select
import subprocess
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

Answer = Callable[[str], str | None]
"""The line to type for a question (without its newline); None types nothing (the input ends: Ctrl+D)."""
_ENDINGS = (": ", "? ", "] ")


@dataclass
class TerminalRun:
    returncode: int | None
    """None when it had not exited in time (it was killed)."""
    stdout: str
    stderr: str
    seconds: float
    questions: list[str] = field(default_factory=list)

    def describe(self) -> str:
        head = f"exit {self.returncode} after {self.seconds:.1f} s"
        return f"{head}\n--- stdout\n{self.stdout}\n--- stderr\n{self.stderr}"


def _question(stderr: bytes, answered_up_to: int) -> str | None:
    """The question waiting at the end of stderr (the text after its last newline), if one is."""
    tail = stderr[answered_up_to:]
    line = tail.rpartition(b"\n")[2].decode("utf-8", errors="replace")
    return line if line.endswith(_ENDINGS) else None


def at_terminal(
    argv: list[str],
    *,
    answer: Answer,
    env: Mapping[str, str] | None = None,
    cwd: Path | None = None,
    timeout_s: float = 60.0,
) -> TerminalRun:
    """Run ``argv`` with a pseudo-terminal as stdin until it exits (or ``timeout_s`` passes: then it is
    killed and its ``returncode`` is None)."""
    master, slave = pty.openpty()
    started = time.monotonic()
    try:
        proc = subprocess.Popen(
            argv, stdin=slave, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, cwd=cwd
        )
    finally:
        os.close(slave)
    assert proc.stdout is not None and proc.stderr is not None
    out, err = bytearray(), bytearray()
    streams = {proc.stdout.fileno(): out, proc.stderr.fileno(): err}
    questions: list[str] = []
    answered_up_to = 0
    deadline = started + timeout_s
    try:
        while streams and time.monotonic() < deadline:
            ready, _, _ = select.select([*streams, master], [], [], min(0.2, deadline - time.monotonic()))
            if not ready and proc.poll() is not None:
                break  # it exited (a child of its own may still hold its output open)
            for fd in ready:
                if fd == master:
                    with contextlib.suppress(OSError):
                        os.read(master, 4096)  # the terminal's echo of what was typed
                    continue
                chunk = os.read(fd, 65536)
                if not chunk:
                    del streams[fd]
                    continue
                streams[fd].extend(chunk)
            question = _question(bytes(err), answered_up_to)
            if question is not None:
                answered_up_to = len(err)
                questions.append(question)
                typed = answer(question)
                if typed is None:
                    os.write(master, b"\x04")
                else:
                    os.write(master, typed.encode("utf-8") + b"\n")
        remaining = max(0.0, deadline - time.monotonic())
        try:
            code: int | None = proc.wait(timeout=remaining)
        except subprocess.TimeoutExpired:
            code = None
        seconds = time.monotonic() - started
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        proc.stdout.close()
        proc.stderr.close()
        os.close(master)
    return TerminalRun(
        code,
        out.decode("utf-8", errors="replace"),
        err.decode("utf-8", errors="replace"),
        seconds,
        questions,
    )
