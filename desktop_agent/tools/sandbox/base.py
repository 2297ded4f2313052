"""What ``run_command`` needs from a sandbox, and the stand-in used where there is none."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Protocol

UNSANDBOXED_CONSEQUENCE = "the command can change any file you can and use the network"


class Sandbox(Protocol):
    """Runs a command with less than the person's rights (see ``SandboxPolicy``)."""

    @property
    def name(self) -> str:
        """A short name: "bubblewrap", "seatbelt", "none"."""
        ...

    def available(self) -> bool:
        """Whether commands really run confined (False for ``NoSandbox``)."""
        ...

    def describe(self) -> str:
        """One sentence for the person: "sandboxed: may change files in ..., no network" or
        "not sandboxed: <why>; <what that means>"."""
        ...

    def wrap(self, argv: Sequence[str], env: Mapping[str, str], cwd: Path) -> list[str]:
        """The argument vector that runs ``argv`` in ``cwd`` with exactly ``env``, confined."""
        ...

    def child_environment(self, env: Mapping[str, str]) -> dict[str, str]:
        """The environment to start the wrapped command with (the launcher's own environment too)."""
        ...

    def preexec(self) -> Callable[[], None] | None:
        """A function to run in the child between ``fork`` and ``exec`` of the wrapped command (it may only
        make system calls), or None."""
        ...

    def release(self, wrapped: Sequence[str] = ()) -> None:
        """A command ``wrap`` made (``wrapped``: what it returned) has ended (or never started): undo what was
        made for it (on the disk, its network proxy's listener)."""
        ...

    def explain(self, output: str, cwd: Path, wrapped: Sequence[str] = ()) -> list[str]:
        """Sentences saying what the sandbox refused the command made from ``wrapped``: what in ``output``
        looks refused, and the connections its network proxy blocked (empty when nothing was)."""
        ...

    def confined_processes(self, launcher_pid: int) -> list[int]:
        """The processes of a running wrapped command that its process group does not reach: first the one
        whose death ends all the others, then the rest. Empty when the group reaches them all (a launcher
        caught before it started anything may be killed on the spot)."""
        ...


class NoSandbox:
    """Commands run with the person's full rights; ``reason`` says why."""

    name = "none"

    def __init__(self, reason: str) -> None:
        self.reason = reason

    def __repr__(self) -> str:
        return f"NoSandbox({self.reason!r})"

    def available(self) -> bool:
        return False

    def describe(self) -> str:
        return f"not sandboxed: {self.reason}; {UNSANDBOXED_CONSEQUENCE}"

    def wrap(self, argv: Sequence[str], env: Mapping[str, str], cwd: Path) -> list[str]:
        return list(argv)

    def child_environment(self, env: Mapping[str, str]) -> dict[str, str]:
        return dict(env)

    def preexec(self) -> Callable[[], None] | None:
        return None

    def release(self, wrapped: Sequence[str] = ()) -> None:
        return None

    def explain(self, output: str, cwd: Path, wrapped: Sequence[str] = ()) -> list[str]:
        return []

    def confined_processes(self, launcher_pid: int) -> list[int]:
        return []
