"""The terminal's exit codes, and the one place an error becomes words on the terminal and an exit code."""

from __future__ import annotations

import contextlib
import json
import os
import sys
from typing import Final, TextIO

from desktop_agent.domain.errors import ErrorKind, UserFacingError

EXIT_OK: Final = 0
EXIT_FAILED: Final = 1
EXIT_USAGE: Final = 2
EXIT_CANCELLED: Final = 130
EXIT_PIPE_CLOSED: Final = 141
"""What a shell reports for a program whose output closed under it (128 + SIGPIPE), e.g. `| head -3`."""


class UsageError(UserFacingError):
    """Bad command-line usage: exit code 2 with a one-line message."""

    def __init__(self, message: str) -> None:
        super().__init__(ErrorKind.USAGE, message)


def exit_code(error: UserFacingError) -> int:
    """What the shell is told: usage errors are 2 (the same command will fail again), others 1."""
    return EXIT_USAGE if error.kind is ErrorKind.USAGE else EXIT_FAILED


def report(error: UserFacingError, *, as_json: bool = False) -> int:
    """Say the error (`Error: message` and the action on stderr, or one JSON object on stdout where the
    output is JSON Lines), and return its exit code."""
    if as_json:
        write_error_json(error.kind.value, error.message, error.action)
    else:
        sys.stderr.write(f"Error: {error.message}\n" + (f"  {error.action}\n" if error.action else ""))
    return exit_code(error)


def write_error_json(kind: str, message: str, action: str = "", out: TextIO | None = None) -> None:
    stream = out or sys.stdout
    payload = {"type": "run_failed", "error": {"kind": kind, "message": message, "action": action}}
    stream.write(json.dumps(payload) + "\n")
    stream.flush()


def quiet_stdout() -> None:
    """Standard output closed under us: what is still written (and Python's flush at exit) goes nowhere,
    instead of a BrokenPipeError traceback."""
    with contextlib.suppress(OSError, ValueError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
