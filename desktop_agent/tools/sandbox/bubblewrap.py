"""Linux: commands run under bubblewrap (``bwrap``), in their own mount, PID, IPC, UTS and network namespaces.

Why bubblewrap and not Landlock alone: Landlock (ABI 1-7) restricts which files a process may open, but it
cannot *hide* a folder behind an empty one, cannot take the parent's ``/proc/PID/environ`` out of reach (that
needs a PID namespace and a fresh ``/proc``), cannot cut the network on every ABI (TCP connect/bind rules came
with ABI 4, UDP and DNS are not covered) and says nothing about System V IPC or the hostname. bubblewrap gives
all of that with namespaces, needs no privileges where unprivileged user namespaces are allowed (Debian,
Fedora, Arch, Ubuntu with its AppArmor profile for bwrap), and is what Flatpak relies on.

What the command sees:

- ``/`` read-only; a minimal ``/dev``; a fresh ``/proc`` showing only its own processes (``--unshare-pid``);
  a private ``/tmp`` (an empty folder of ours, also ``TMPDIR``) and a private ``/dev/shm``;
- the workspace read-write, except ``.git`` and secrets-like files (``.env*``, ``*.pem``, ``id_rsa*``...),
  bound read-only over themselves (they cannot be changed, removed or replaced either: a mount point is busy);
- the app's own folders, the keyring's folders, credential folders (``~/.ssh``, ``~/.aws``...), the session's
  runtime folder (D-Bus, keyring and agent sockets) and container engine sockets hidden behind an empty
  read-only folder (or ``/dev/null`` for a file);
- no network unless allowed (``--unshare-net``: only its own loopback); no capabilities (``--cap-drop
  ALL``), no further user namespaces where ``--disable-userns`` works; its own terminal session
  (``--new-session``, so ``TIOCSTI`` cannot push keys into the person's terminal); killed when the app dies
  (``--die-with-parent``).

Stopping: ``bwrap`` is the process started. When the command ends, bwrap ends and its PID 1 in the namespace
gets SIGKILL (``--die-with-parent``), and the kernel kills every process left in the namespace. That signal
is only armed once bwrap has set the sandbox up, though: killed in its first milliseconds, bwrap leaves the
namespace running. So a command is stopped through ``confined_processes``: bwrap is frozen for a moment while
its child (PID 1 inside) is looked up, the processes of that PID namespace get SIGTERM, and PID 1 gets
SIGKILL last, which ends them all.
"""

from __future__ import annotations

import contextlib
import functools
import logging
import os
import shutil
import signal
import stat
import subprocess
import tempfile
import weakref
from collections.abc import Mapping, Sequence
from pathlib import Path

from desktop_agent.tools.sandbox.policy import SandboxPolicy
from desktop_agent.tools.sandbox.refusals import explain_refusals

logger = logging.getLogger(__name__)

PROBE_TIMEOUT = 10.0
PRIVATE_TMP = Path("/tmp")
PROC = Path("/proc")
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


class BubblewrapSandbox:
    """Confines commands with ``bwrap`` according to ``policy``."""

    name = "bubblewrap"

    def __init__(self, policy: SandboxPolicy, bwrap: str, extra_flags: Sequence[str] = ()) -> None:
        self.policy = policy
        self._bwrap = bwrap
        self._extra = tuple(extra_flags)
        self._tmp: Path | None = None

    def __repr__(self) -> str:
        return f"BubblewrapSandbox({str(self.policy.workspace)!r}, network={self.policy.network})"

    def available(self) -> bool:
        return True

    def describe(self) -> str:
        return self.policy.describe("a private /tmp")

    def private_tmp(self) -> Path:
        """The folder the command sees as ``/tmp``: one per sandbox, removed when it is collected."""
        if self._tmp is None:
            self._tmp = Path(tempfile.mkdtemp(prefix="desktop-agent-tmp-"))
            weakref.finalize(self, shutil.rmtree, self._tmp, ignore_errors=True)
        return self._tmp

    def wrap(self, argv: Sequence[str], env: Mapping[str, str], cwd: Path) -> list[str]:
        policy = self.policy
        out = [self._bwrap, *self._extra, *NAMESPACES, "--die-with-parent", "--new-session"]
        if not policy.network:
            out.append("--unshare-net")
        out += ["--cap-drop", "ALL", "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc"]
        out += ["--tmpfs", "/dev/shm", "--bind", str(self.private_tmp()), str(PRIVATE_TMP)]
        installed = _installed_under_tmp(argv[0], env, cwd)
        if installed is not None:  # a program that lives in /tmp (a virtual environment there) stays runnable
            out += ["--ro-bind", str(installed), str(installed)]
        for folder in (policy.workspace, *policy.writable):
            out += ["--bind", str(folder), str(folder)]
        for path in policy.read_only_paths():
            out += ["--ro-bind", str(path), str(path)]
        out += self._hiding()
        out.append("--clearenv")
        for name, value in env.items():
            if name != "TMPDIR":
                out += ["--setenv", name, value]
        out += ["--setenv", "TMPDIR", str(PRIVATE_TMP), "--chdir", str(cwd), "--", *argv]
        return out

    def _hiding(self) -> list[str]:
        """Mounts that hide each existing hidden path (a missing one cannot appear: ``/`` is read-only, and
        inside the workspace approvals guard its name)."""
        policy = self.policy
        writable = (policy.workspace, *policy.writable)
        out: list[str] = []
        for path in policy.hidden:
            if policy.workspace.is_relative_to(path):
                logger.warning("not hiding %s: the workspace is inside it", path)
                continue
            if path.is_relative_to(PRIVATE_TMP) and not any(path.is_relative_to(w) for w in writable):
                continue  # the private /tmp already hides it
            try:
                mode = path.stat().st_mode
            except OSError:
                continue
            if stat.S_ISDIR(mode):
                out += ["--tmpfs", str(path), "--remount-ro", str(path)]
            else:
                out += ["--ro-bind", os.devnull, str(path)]
        return out

    def child_environment(self, env: Mapping[str, str]) -> dict[str, str]:
        # bwrap's own environment is what PID 1 inside shows in /proc/1/environ: no more than the command's.
        return dict(env)

    def explain(self, output: str, cwd: Path) -> list[str]:
        return explain_refusals(output, self.policy, cwd, private_tmp=PRIVATE_TMP, launcher="bwrap: ")

    def confined_processes(self, launcher_pid: int) -> list[int]:
        return namespace_processes(launcher_pid)


def _installed_under_tmp(program: str, env: Mapping[str, str], cwd: Path) -> Path | None:
    """Where the program is installed, when that is inside the real /tmp (which the private /tmp hides):
    the folder holding its ``bin`` (a virtual environment, a tool unpacked there), read-only. Nothing else
    of the real /tmp is shown: other programs' sockets and files stay out of reach."""
    found = shutil.which(program, path=env.get("PATH", os.defpath)) if "/" not in program else program
    if found is None:
        return None
    path = Path(os.path.normpath(cwd / found))  # not resolved: a virtual environment's python is a link
    if not path.is_relative_to(PRIVATE_TMP) or path.parent == PRIVATE_TMP:
        return None
    folder = path.parent
    return folder.parent if folder.name == "bin" and folder.parent != PRIVATE_TMP else folder


def namespace_processes(launcher_pid: int) -> list[int]:
    """PID 1 of the namespace ``bwrap`` (``launcher_pid``, a running child of ours) made, then the other
    processes in that namespace. A ``bwrap`` that has made none yet is killed while frozen (it has started
    nothing, and could otherwise make the namespace between this look and the caller's signal)."""
    try:
        os.kill(launcher_pid, signal.SIGSTOP)  # no new child while we look
    except OSError:
        return []
    inits: list[int] = []
    try:
        inits = [pid for pid in _pids() if _parent(pid) == launcher_pid]
    finally:
        with contextlib.suppress(OSError):
            os.kill(launcher_pid, signal.SIGCONT if inits else signal.SIGKILL)
    if not inits:
        return []
    init = inits[0]
    namespace = _namespace(init)
    if namespace is None:
        return [init]
    return [init, *(pid for pid in _pids() if pid != init and _namespace(pid) == namespace)]


def _pids() -> list[int]:
    try:
        return [int(entry.name) for entry in PROC.iterdir() if entry.name.isdigit()]
    except OSError:
        return []


def _parent(pid: int) -> int | None:
    try:
        return int((PROC / str(pid) / "stat").read_bytes().rsplit(b")", 1)[1].split()[1])
    except (OSError, IndexError, ValueError):
        return None


def _namespace(pid: int) -> str | None:
    try:
        return str((PROC / str(pid) / "ns" / "pid").readlink())
    except OSError:
        return None
