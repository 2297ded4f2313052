"""macOS: commands run under ``sandbox-exec`` with a generated Seatbelt profile.

The profile allows everything by default, then denies every write except to the workspace, a private
temporary folder and a few devices; denies writes to ``.git`` in the workspace and to the auto-run names at
its top (``.git``, ``.hg``, ``.vscode``, ``.envrc``: a path rule needs no file to exist); denies reads and
writes of secrets-like files in the workspace and of the hidden folders; and denies the network unless
allowed (later rules win). Not done here (unlike bubblewrap): the rest of the home folder is readable (only
the credential folders are hidden), socket files are not searched for, and an allowed network is the whole
network (``sandbox.allow_hosts`` and the app's proxy are Linux only; the approval says so). Paths are
passed as parameters (``-D NAME=path``), never pasted into the profile text, so no path can change its
meaning. ``sandbox-exec`` is deprecated but still shipped and used by Chromium, Bazel and other tools.

Limits: the command can still reach processes it may talk to through Mach services (e.g. the keychain
daemon will prompt the person). Only the generated text is tested here (Linux); run the tests on macOS.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import weakref
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

from desktop_agent.tools.sandbox import SANDBOX_EXEC
from desktop_agent.tools.sandbox.policy import AUTO_RUN_NAMES, SandboxPolicy, is_secret_name
from desktop_agent.tools.sandbox.refusals import explain_refusals

ALWAYS_WRITABLE = (
    '(literal "/dev/null")',
    '(literal "/dev/zero")',
    '(literal "/dev/tty")',
    '(literal "/dev/dtracehelper")',
    '(regex #"^/dev/fd/")',
)


def seatbelt_profile(
    policy: SandboxPolicy, read_only: Sequence[Path], private_tmp: Path
) -> tuple[str, dict[str, str]]:
    """The profile text and its parameters for ``policy`` (``read_only``: the paths in the workspace)."""
    params: dict[str, str] = {}

    def param(prefix: str, index: int, path: Path) -> str:
        key = f"{prefix}_{index}"
        params[key] = str(path)
        return f'(subpath (param "{key}"))'

    folders = (policy.workspace, *policy.writable, private_tmp)
    writable = [param("WRITABLE", i, p) for i, p in enumerate(folders)]
    lines = [
        "(version 1)",
        "(allow default)",
        "(deny file-write*)",
        "(allow file-write*\n    " + "\n    ".join([*writable, *ALWAYS_WRITABLE]) + ")",
    ]
    secrets = [p for p in read_only if is_secret_name(p.name) and not p.is_dir()]
    tops = [policy.workspace / name for name in AUTO_RUN_NAMES]
    kept_paths = [*(p for p in read_only if p not in secrets), *(p for p in tops if p not in read_only)]
    kept = [param("READ_ONLY", i, p) for i, p in enumerate(kept_paths)]
    lines.append("(deny file-write*\n    " + "\n    ".join(kept) + ")")
    hidden_paths = [*policy.hidden, *secrets]
    if hidden_paths:
        hidden = [param("HIDDEN", i, p) for i, p in enumerate(hidden_paths)]
        lines.append("(deny file-read* file-write*\n    " + "\n    ".join(hidden) + ")")
    if not policy.network:
        lines.append("(deny network*)")
    return "\n".join(lines) + "\n", params


class SeatbeltSandbox:
    """Confines commands with ``sandbox-exec`` according to ``policy``."""

    name = "seatbelt"

    def __init__(self, policy: SandboxPolicy, sandbox_exec: str = SANDBOX_EXEC) -> None:
        self.policy = policy
        self._sandbox_exec = sandbox_exec
        self._tmp: Path | None = None

    def available(self) -> bool:
        return True

    def describe(self) -> str:
        network = ""
        if self.policy.proxied:
            network = "network allowed to every host (sandbox.allow_hosts applies on Linux only)"
        return self.policy.describe("a private temporary folder", home_hidden=False, network=network)

    def preexec(self) -> Callable[[], None] | None:
        return None

    def release(self, wrapped: Sequence[str] = ()) -> None:
        return None

    def private_tmp(self) -> Path:
        if self._tmp is None:
            self._tmp = Path(os.path.realpath(tempfile.mkdtemp(prefix="desktop-agent-tmp-")))
            weakref.finalize(self, shutil.rmtree, self._tmp, ignore_errors=True)
        return self._tmp

    def wrap(self, argv: Sequence[str], env: Mapping[str, str], cwd: Path) -> list[str]:
        profile, params = seatbelt_profile(self.policy, self.policy.read_only_paths(), self.private_tmp())
        defines = [f"-D{key}={value}" for key, value in params.items()]
        return [self._sandbox_exec, "-p", profile, *defines, "--", *argv]

    def child_environment(self, env: Mapping[str, str]) -> dict[str, str]:
        return {**env, "TMPDIR": str(self.private_tmp())}

    def confined_processes(self, launcher_pid: int) -> list[int]:
        return []  # sandbox-exec becomes the command: its process group reaches everything

    def explain(self, output: str, cwd: Path, wrapped: Sequence[str] = ()) -> list[str]:
        return explain_refusals(
            output, self.policy, cwd, private_tmp=self.private_tmp(), launcher="sandbox-exec: "
        )
