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
- the home folder as an empty read-only folder, with only the toolchains (``~/.pyenv``, ``~/.rustup``,
  ``~/.local/bin``...: policy.TOOLCHAINS and the folders on ``PATH``), the folders the person added
  (``sandbox.read``) and the repository the workspace is part of shown in it, read-only;
- the workspace read-write, except ``.git`` (and ``.hg``, ``.vscode``) bound read-only over themselves, and
  secrets-like files (``.env*``, ``*.pem``, ``id_rsa*``...) replaced by an empty read-only file (they cannot
  be read, changed, removed or replaced: a mount point is busy). Where the workspace has no ``.git``,
  ``.hg``, ``.vscode`` or ``.envrc``, an empty read-only stand-in is mounted at that name, so that no
  command can create a repository (with hooks, or ``core.fsmonitor``) that the person's next ``git status``
  would run unconfined; the stand-ins are removed when the last command in that workspace ends;
- the app's own folders, the keyring's folders, credential folders (``~/.ssh``, ``~/.aws``...), the session's
  runtime folder (D-Bus, keyring and agent sockets), container engine sockets and every socket file in
  ``/run`` hidden behind an empty read-only folder (or file);
- its own network namespace (``--unshare-net``: only its own loopback, and no abstract Unix socket of the
  session), also with the network allowed: then its one way out is the app's proxy, to the hosts of
  ``sandbox.allow_hosts`` (egress.py). Only a policy without a host list (a sandboxed MCP server's) shares
  the network; a Landlock scope (landlock.py, Linux 6.12 on) then keeps the session's abstract Unix sockets
  (D-Bus, X server) out of reach; older kernels cannot, and the approval says so;
- no capabilities (``--cap-drop ALL``), no further user namespaces where ``--disable-userns`` works; its own
  terminal session (``--new-session``, so ``TIOCSTI`` cannot push keys into the person's terminal); killed
  when the app dies (``--die-with-parent``).

Stopping: ``bwrap`` is the process started. When the command ends, bwrap ends and its PID 1 in the namespace
gets SIGKILL (``--die-with-parent``), and the kernel kills every process left in the namespace. That signal
is only armed once bwrap has set the sandbox up, though: killed in its first milliseconds, bwrap leaves the
namespace running. So a command is stopped through ``confined_processes``: bwrap is frozen for a moment while
its child (PID 1 inside) is looked up, the processes of that PID namespace get SIGTERM, and PID 1 gets
SIGKILL last, which ends them all.
"""

from __future__ import annotations

import contextlib
import logging
import os
import shutil
import signal
import stat
import tempfile
import threading
import weakref
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

from desktop_agent.tools.sandbox.bwrap_probe import NAMESPACES
from desktop_agent.tools.sandbox.egress import ProxiedNetwork
from desktop_agent.tools.sandbox.landlock import abstract_socket_scope
from desktop_agent.tools.sandbox.policy import AUTO_RUN_NAMES, SandboxPolicy, is_secret_name
from desktop_agent.tools.sandbox.proxy import EgressProxy
from desktop_agent.tools.sandbox.refusals import SURE, explain_refusals

logger = logging.getLogger(__name__)

PRIVATE_TMP = Path("/tmp")
PROC = Path("/proc")
SOCKET_FOLDERS = (Path("/run"),)
"""Searched for socket files to hide (``/var/run`` is a link to ``/run``; ``/tmp`` is private already)."""
MAX_SOCKET_SCAN = 5_000
SCOPED_NETWORK = "network allowed (sockets outside the sandbox blocked)"
UNSCOPED_NETWORK = (
    "network allowed, and with it the session's abstract sockets (D-Bus, X server): this system cannot "
    "block them"
)


class BubblewrapSandbox:
    """Confines commands with ``bwrap`` according to ``policy``."""

    name = "bubblewrap"

    def __init__(
        self,
        policy: SandboxPolicy,
        bwrap: str,
        extra_flags: Sequence[str] = (),
        *,
        proxy: EgressProxy | None = None,
    ) -> None:
        """``proxy``: the proxy a proxied network (``policy.proxied``) goes through, instead of one for
        ``policy.allow_hosts`` with the system's resolver."""
        self.policy = policy
        self.network: ProxiedNetwork | None = None
        if policy.proxied:
            self.network = ProxiedNetwork(policy, proxy)
            weakref.finalize(self, self.network.close_all)
        self._bwrap = bwrap
        self._extra = tuple(extra_flags)
        self._tmp: Path | None = None
        self._stand_ins: tuple[Path, Path] | None = None
        self._wrapped = 0

    def __repr__(self) -> str:
        return f"BubblewrapSandbox({str(self.policy.workspace)!r}, network={self.policy.network})"

    def available(self) -> bool:
        return True

    def describe(self) -> str:
        if self.network is not None:
            network = self.network.describe()
        else:
            network = SCOPED_NETWORK if self._scope() is not None else UNSCOPED_NETWORK
        return self.policy.describe("a private /tmp", network=network)

    def _scope(self) -> Callable[[], None] | None:
        if not self.policy.network or self.network is not None or _is_setuid(self._bwrap):
            # network cut: no abstract socket outside is reachable; a setuid bwrap fails under no_new_privs
            return None
        return abstract_socket_scope()

    def preexec(self) -> Callable[[], None] | None:
        return self._scope()

    def private_tmp(self) -> Path:
        """The folder the command sees as ``/tmp``: one per sandbox, removed when it is collected."""
        if self._tmp is None:
            self._tmp = Path(tempfile.mkdtemp(prefix="desktop-agent-tmp-"))
            weakref.finalize(self, shutil.rmtree, self._tmp, ignore_errors=True)
        return self._tmp

    def _empty(self) -> tuple[Path, Path]:
        """An empty read-only folder and an empty read-only file, mounted over what must look empty (never
        inside the private /tmp, where the command could fill them)."""
        if self._stand_ins is None:
            base = Path(tempfile.mkdtemp(prefix="desktop-agent-empty-"))
            folder, file = base / "folder", base / "file"
            folder.mkdir(mode=0o555)
            file.touch(mode=0o444)
            base.chmod(0o555)
            weakref.finalize(self, _remove_read_only, base)
            self._stand_ins = (folder, file)
        return self._stand_ins

    def wrap(self, argv: Sequence[str], env: Mapping[str, str], cwd: Path) -> list[str]:
        policy = self.policy
        out = [self._bwrap, *self._extra, *NAMESPACES, "--die-with-parent", "--new-session"]
        if not policy.network or self.network is not None:
            out.append("--unshare-net")
        out += ["--cap-drop", "ALL", "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc"]
        out += ["--tmpfs", "/dev/shm", "--bind", str(self.private_tmp()), str(PRIVATE_TMP)]
        installed = _installed_under_tmp(argv[0], env, cwd)
        if self.network is not None:  # the proxy's socket, and the forwarder starting the command
            network_options, argv = self.network.wrap(argv)
            out += network_options
        if installed is not None:  # a program that lives in /tmp (a virtual environment there) stays runnable
            out += ["--ro-bind", str(installed), str(installed)]
        changeable = [policy.workspace, *policy.writable]
        hides_home = policy.hides_home
        if hides_home:  # an empty home; what is shown in it is mounted before it turns read-only
            out += ["--tmpfs", str(policy.home)]
            for path in sorted(policy.readable, key=lambda p: len(p.parts)):
                if path.exists():
                    out += ["--ro-bind", str(path), str(path)]
        for folder in changeable:
            out += ["--bind", str(folder), str(folder)]
        if hides_home:  # read-only for everything below it too, so the changeable folders are bound again
            out += ["--remount-ro", str(policy.home)]
            for folder in changeable:
                if folder.is_relative_to(policy.home):
                    out += ["--bind", str(folder), str(folder)]
        folder_stand_in, file_stand_in = self._empty()
        for path in policy.read_only_paths():
            if path.is_dir() or not is_secret_name(path.name):
                out += ["--ro-bind", str(path), str(path)]
            else:
                out += ["--ro-bind", str(file_stand_in), str(path)]
        out += self._stand_ins_for_missing(folder_stand_in, file_stand_in)
        out += self._hiding()
        out.append("--clearenv")
        for name, value in env.items():
            if name != "TMPDIR":
                out += ["--setenv", name, value]
        out += ["--setenv", "TMPDIR", str(PRIVATE_TMP), "--chdir", str(cwd), "--", *argv]
        return out

    def _stand_ins_for_missing(self, folder: Path, file: Path) -> list[str]:
        """Empty read-only stand-ins at the top of the workspace for the auto-run names it lacks (bwrap makes
        their mount points there; ``release`` removes them after the last command in the workspace)."""
        out: list[str] = []
        made: list[Path] = []
        for name in AUTO_RUN_NAMES:
            path = self.policy.workspace / name
            if not os.path.lexists(path):
                out += ["--ro-bind", str(file if name == ".envrc" else folder), str(path)]
                made.append(path)
        _STAND_INS.started(self.policy.workspace, made)
        self._wrapped += 1
        return out

    def release(self, wrapped: Sequence[str] = ()) -> None:
        if self.network is not None:
            self.network.release(wrapped)
        if self._wrapped:
            self._wrapped -= 1
            _STAND_INS.ended(self.policy.workspace)

    def _hiding(self) -> list[str]:
        """Mounts that hide each existing hidden path and socket file (a missing one cannot appear: ``/`` is
        read-only, and inside the workspace approvals guard its name)."""
        policy = self.policy
        writable = [str(p) for p in (policy.workspace, *policy.writable)]
        shown = [*writable, *(str(p) for p in policy.readable)]
        home = str(policy.home) if policy.hides_home else None
        hidden = [str(p) for p in policy.hidden]
        out: list[str] = []
        folder, file = self._empty()
        for path in (*hidden, *_socket_files(hidden)):
            if _under(str(policy.workspace), path):
                logger.warning("not hiding %s: the workspace is inside it", path)
                continue
            if _under(path, str(PRIVATE_TMP)) and not any(_under(path, w) for w in writable):
                continue  # the private /tmp already hides it
            if home is not None and _under(path, home) and not any(_under(path, p) for p in shown):
                continue  # the empty home already hides it
            try:
                mode = os.stat(path).st_mode  # noqa: PTH116 - a string path, many times per command
            except OSError:
                continue
            out += ["--ro-bind", str(folder if stat.S_ISDIR(mode) else file), path]
        return out

    def child_environment(self, env: Mapping[str, str]) -> dict[str, str]:
        # bwrap's own environment is what PID 1 inside shows in /proc/1/environ: no more than the command's.
        return dict(env)

    def explain(self, output: str, cwd: Path, wrapped: Sequence[str] = ()) -> list[str]:
        blocked = [f"{SURE}: {text}" for text in self.network.refusals(wrapped)] if self.network else []
        notes = explain_refusals(
            output, self.policy, cwd, private_tmp=PRIVATE_TMP, launcher="bwrap: ", proxied=bool(self.network)
        )
        return [*blocked, *notes]

    def confined_processes(self, launcher_pid: int) -> list[int]:
        return namespace_processes(launcher_pid)


class _StandIns:
    """Which stand-ins each workspace has, and how many wrapped commands there still need them: one is removed
    only when none does (removing a mount point in another command's namespace would take its stand-in)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._users: dict[Path, int] = {}
        self._made: dict[Path, set[Path]] = {}

    def started(self, workspace: Path, made: Sequence[Path]) -> None:
        with self._lock:
            self._users[workspace] = self._users.get(workspace, 0) + 1
            self._made.setdefault(workspace, set()).update(made)

    def ended(self, workspace: Path) -> None:
        with self._lock:
            left = self._users.get(workspace, 1) - 1
            if left > 0:
                self._users[workspace] = left
                return
            self._users.pop(workspace, None)
            made = self._made.pop(workspace, set())
        for path in made:
            _remove_if_empty(path)


_STAND_INS = _StandIns()


def _remove_if_empty(path: Path) -> None:
    """Remove a stand-in's mount point: an empty folder or file (anything else was put there since)."""
    try:
        st = path.lstat()
        if stat.S_ISDIR(st.st_mode):
            path.rmdir()  # fails on a folder that is not empty
        elif stat.S_ISREG(st.st_mode) and st.st_size == 0:
            path.unlink()
    except OSError as exc:
        logger.info("kept %s: %s", path, exc)


def _remove_read_only(base: Path) -> None:
    with contextlib.suppress(OSError):
        base.chmod(0o755)
        (base / "folder").chmod(0o755)
    shutil.rmtree(base, ignore_errors=True)


def _is_setuid(program: str) -> bool:
    try:
        return bool(Path(program).stat().st_mode & stat.S_ISUID)
    except OSError:
        return False


def _under(path: str, root: str) -> bool:
    """``path`` is ``root`` or inside it (both real, absolute paths; faster than ``Path.is_relative_to``)."""
    return path == root or path.startswith(root.rstrip("/") + "/")


def _socket_files(hidden: Sequence[str]) -> list[str]:
    """Socket files in ``/run`` outside ``hidden`` (a bounded search): a system service's, such as
    systemd's or the system D-Bus, would answer a sandboxed command as it answers the person, network or
    not."""
    found: list[str] = []
    seen = 0
    stack = [str(folder) for folder in SOCKET_FOLDERS]
    while stack:
        folder = stack.pop()
        if any(_under(folder, h) for h in hidden):
            continue
        try:
            with os.scandir(folder) as listing:
                entries = list(listing)
        except OSError:
            continue
        for entry in entries:
            seen += 1
            if seen > MAX_SOCKET_SCAN:
                return found
            try:
                if entry.is_symlink():
                    continue
                if entry.is_dir():
                    stack.append(entry.path)
                elif stat.S_ISSOCK(entry.stat().st_mode):
                    found.append(entry.path)
            except OSError:
                continue
    return found


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
