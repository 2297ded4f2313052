"""run_command: run a program or a shell command line in the workspace folder.

The command runs in its own process group (its own session on POSIX), with stdin closed and an environment
of harmless variables only (``scrubbed_environment``: an allow-list, with or without a sandbox). When it
times out, when the turn is cancelled, or when it ends while processes it started in the background are
still running, the whole group is stopped (SIGTERM, then SIGKILL). On Windows the process tree is ended
with ``taskkill /T /F``.

Where the operating system allows it, the command runs in a sandbox (``desktop_agent.tools.sandbox``): it
may change only the workspace (not ``.git``), cannot read secrets-like files, the app's files or the home
folder beyond the toolchains and the folders the person added, and has no network unless allowed. The
approval preview says how the command will run, and the result says what the sandbox refused.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import functools
import logging
import os
import shlex
import shutil
import signal
import subprocess
import sys
import time
import urllib.parse
import weakref
from collections.abc import Coroutine, Iterable, Mapping
from pathlib import Path
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict, Field

from desktop_agent.config.settings import DEFAULT_ALLOW_HOSTS
from desktop_agent.domain.tools import LEAVES_SANDBOX, SubjectKind, ToolPreview, ToolSpec
from desktop_agent.tools.base import PydanticTool, ToolContext, ToolError, ToolOutput
from desktop_agent.tools.sandbox import NoSandbox, Sandbox, SandboxPolicy, platform_sandbox
from desktop_agent.tools.workspace import Workspace

logger = logging.getLogger(__name__)

UNSANDBOXED_BY_REQUEST = NoSandbox("the model asks to run this command outside the sandbox")

DEFAULT_TIMEOUT = 120.0
MAX_TIMEOUT = 600.0
DEFAULT_MAX_OUTPUT_BYTES = 64 * 1024
KILL_GRACE = 1.0
"""Seconds between SIGTERM and SIGKILL."""
DRAIN_AFTER_EXIT = 0.5
"""How long to keep reading output after the command exits, for background processes still writing."""

EXIT_POLL = 0.02
MAX_RUNNING_COMMANDS = 4
"""Commands running at once (per event loop); more wait for a slot, so a step of many calls cannot start
dozens of processes."""
QUICK_POLL, QUICK_POLL_FOR = 0.002, 0.1
"""For its first 0.1 s a command is looked at every 2 ms: most commands end that soon."""

SECRET_NAMES = frozenset(
    {
        "PYTHON_KEYRING_BACKEND",
        "GNOME_KEYRING_CONTROL",
        "GNOME_KEYRING_PID",
        "DBUS_SESSION_BUS_ADDRESS",
        "SSH_AUTH_SOCK",
        "SSH_AGENT_PID",
        "GPG_AGENT_INFO",
    }
)
"""Never passed, even when the person names them: they lead to the keyring and the agents."""
HARMLESS_NAMES = frozenset(
    {
        # where and who
        "PATH", "HOME", "USER", "LOGNAME", "SHELL", "TMPDIR", "TZ", "HOSTNAME", "PWD",
        # language and terminal
        "LANG", "LANGUAGE", "TERM", "COLORTERM", "NO_COLOR", "FORCE_COLOR", "CLICOLOR", "COLUMNS", "LINES",
        "PAGER", "EDITOR", "VISUAL", "CI", "DEBIAN_FRONTEND",
        # the XDG folders (paths only)
        "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME", "XDG_CONFIG_DIRS",
        "XDG_DATA_DIRS",
        # toolchains' locations and choices
        "PYENV_ROOT", "PYENV_VERSION", "VIRTUAL_ENV", "CONDA_PREFIX", "CONDA_DEFAULT_ENV", "PYTHONPATH",
        "PYTHONHOME", "PYTHONUTF8", "PYTHONIOENCODING", "PYTHONDONTWRITEBYTECODE", "PIP_NO_INDEX",
        "CARGO_HOME", "RUSTUP_HOME", "RUSTUP_TOOLCHAIN", "GOPATH", "GOROOT", "GOBIN", "GOFLAGS", "JAVA_HOME",
        "NVM_DIR", "NVM_BIN", "NODE_PATH", "NODE_ENV", "SDKMAN_DIR", "SDKMAN_CANDIDATES_DIR", "VOLTA_HOME",
        "PNPM_HOME", "BUN_INSTALL", "DENO_DIR", "GRADLE_USER_HOME", "MAVEN_HOME", "M2_HOME",
        # compilers and linkers
        "CC", "CXX", "CPP", "LD", "AR", "CFLAGS", "CXXFLAGS", "CPPFLAGS", "LDFLAGS", "MAKEFLAGS",
        "PKG_CONFIG_PATH", "LD_LIBRARY_PATH", "LIBRARY_PATH", "CPATH", "C_INCLUDE_PATH", "CPLUS_INCLUDE_PATH",
        # certificates (paths)
        "SSL_CERT_FILE", "SSL_CERT_DIR", "REQUESTS_CA_BUNDLE", "CURL_CA_BUNDLE", "NODE_EXTRA_CA_CERTS",
        "PIP_CERT",
    }
)  # fmt: skip
"""Variables that reach commands: locations, language, terminal, toolchains; nothing that may hold a
credential. Any other reaches them only when the person names it (``sandbox.env``)."""
HARMLESS_PREFIXES = ("LC_",)
ADDRESS_NAMES = frozenset(
    {
        "PIP_INDEX_URL", "PIP_EXTRA_INDEX_URL", "PIP_FIND_LINKS", "UV_INDEX_URL", "UV_EXTRA_INDEX_URL",
        "UV_DEFAULT_INDEX", "UV_INDEX", "NPM_CONFIG_REGISTRY", "YARN_REGISTRY", "GOPROXY", "HTTP_PROXY",
        "HTTPS_PROXY", "ALL_PROXY", "NO_PROXY",
    }
)  # fmt: skip
"""Addresses (package indexes, proxies) passed only when no user name, password or query is written in
them: ``https://user:token@pypi.corp/simple`` stays out, ``https://pypi.corp/simple`` goes in."""
_POSIX = os.name == "posix"


def scrubbed_environment(
    environ: Mapping[str, str], extra_names: Iterable[str] = (), allowed: Iterable[str] = ()
) -> dict[str, str]:
    """The harmless variables of ``environ`` (HARMLESS_NAMES, locale, addresses without credentials) and
    those the person ``allowed`` by name; never the keyring's and agents' (SECRET_NAMES) nor
    ``extra_names`` (the app's own keys)."""
    dropped = SECRET_NAMES | {name.upper() for name in extra_names}
    chosen = {name.upper() for name in allowed}
    kept: dict[str, str] = {}
    for name, value in environ.items():
        upper = name.upper()
        if upper in dropped:
            continue
        harmless = upper in HARMLESS_NAMES or upper.startswith(HARMLESS_PREFIXES)
        address = upper in ADDRESS_NAMES and not _holds_credentials(value)
        if upper in chosen or harmless or address:
            kept[name] = value
    return kept


def _holds_credentials(value: str) -> bool:
    """Whether any address in ``value`` (one or several, as pip's extra index list) has a user name,
    password or query in it (a token's usual places)."""
    for part in value.replace(",", " ").split():
        if "@" in part or "?" in part:
            return True
        try:
            parsed = urllib.parse.urlsplit(part)
        except ValueError:
            return True
        if parsed.username or parsed.password:
            return True
    return False


def command_text(command: str | list[str]) -> str:
    """The command exactly as it will run: a shell line as given, an argument vector quoted for the OS."""
    if isinstance(command, str):
        return command
    return shlex.join(command) if _POSIX else subprocess.list2cmdline(command)


class RunCommandArgs(BaseModel):
    model_config = ConfigDict(extra="forbid")

    command: str | list[str] = Field(
        description="Either a command line run by the shell (/bin/sh -c on Linux and macOS, cmd.exe on "
        'Windows), e.g. "ls -la | head", or an argument vector run without a shell, e.g. '
        '["git", "status"].'
    )
    timeout: float | None = Field(
        default=None, gt=0, description="Seconds before the command is stopped (default 120)."
    )
    unsandboxed: bool = Field(
        default=False,
        description="Run this command outside the sandbox. Only when the sandbox blocked something the "
        "task really needs (the result said so); the person is always asked first, whatever their rules.",
    )


class RunCommandTool(PydanticTool[RunCommandArgs]):
    name: ClassVar[str] = "run_command"
    description: ClassVar[str] = (
        "Run a command in the workspace folder and return its combined output (stdout and stderr) and exit "
        "code. `command` is a shell command line or an argument vector. There is no input (stdin is "
        "closed), so interactive programs will not work; pass flags such as --yes. It is stopped after "
        "`timeout` seconds (default 120), and processes it leaves running in the background are stopped "
        "when it ends. Long output is cut in the middle. Only harmless variables (locale, terminal, PATH, "
        "HOME, toolchain locations) are in its environment. Where the system allows, it runs in a sandbox: "
        "only the workspace folder and a private /tmp can be changed, .git is read-only, secrets files "
        "(.env, keys) look empty, the home folder is hidden except toolchains, and there is no network "
        "unless the person allowed it; the result says what the sandbox blocked. The person sees the exact "
        "command and may refuse it."
    )
    side_effects: ClassVar[bool] = True
    subject_kind: ClassVar[SubjectKind | None] = "command"
    args_model = RunCommandArgs

    def __init__(
        self,
        workspace: Workspace,
        *,
        default_timeout: float = DEFAULT_TIMEOUT,
        max_timeout: float = MAX_TIMEOUT,
        max_output_bytes: int = DEFAULT_MAX_OUTPUT_BYTES,
        hidden_env: Iterable[str] = (),
        environ: Mapping[str, str] | None = None,
        sandbox: Sandbox | None = None,
        network: bool = False,
        ask_without_sandbox: bool = True,
        read: Iterable[str | Path] = (),
        env_names: Iterable[str] = (),
        allow_hosts: Iterable[str] = DEFAULT_ALLOW_HOSTS,
    ) -> None:
        """``sandbox``: how commands are confined; None picks this platform's sandbox with the workspace's
        protected folders (and the home folder but its toolchains and ``read``) hidden and the network as
        ``network`` says: where the platform can, only through the app's proxy, to ``allow_hosts``.
        ``ask_without_sandbox``: when no sandbox confines commands, every command asks, whatever the rules
        say. ``env_names``: variables passed besides the harmless ones."""
        if not 0 < default_timeout <= max_timeout:
            raise ValueError("need 0 < default_timeout <= max_timeout")
        self._workspace = workspace
        self._default_timeout = default_timeout
        self._max_timeout = max_timeout
        self._max_output = max_output_bytes
        self._hidden_env = tuple(hidden_env)
        self._environ = environ
        self._sandbox = sandbox
        self._network = network
        self._ask_without_sandbox = ask_without_sandbox
        self._read = tuple(read)
        self._env_names = tuple(env_names)
        self._allow_hosts = tuple(allow_hosts)

    @functools.cached_property
    def spec(self) -> ToolSpec:
        """The tool as the model sees it; without a sandbox (and unless the person turned this off) every
        call asks, whatever the rules say."""
        spec = super().spec
        if not self._ask_without_sandbox:
            return spec
        sandbox = self._find_sandbox()
        if sandbox.available():
            return spec
        reason = f"Commands are not sandboxed here ({sandbox.describe()}), so every command asks."
        return dataclasses.replace(spec, always_ask=reason)

    def _find_sandbox(self) -> Sandbox:
        if self._sandbox is None:
            policy = SandboxPolicy.for_workspace(
                self._workspace.root,
                app_dirs=self._workspace.protected,
                network=self._network,
                read=self._read,
                allow_hosts=self._allow_hosts,
            )
            self._sandbox = platform_sandbox(policy)  # tried once per process; a few milliseconds
            logger.info("commands in %s: %s", self._workspace.root, self._sandbox.describe())
        return self._sandbox

    def validate(self, arguments: dict[str, object]) -> RunCommandArgs:
        args = super().validate(arguments)
        if isinstance(args.command, list) and not args.command:
            raise ToolError("Invalid arguments for run_command: command: the argument vector is empty")
        if isinstance(args.command, str) and not args.command.strip():
            raise ToolError("Invalid arguments for run_command: command: the command line is empty")
        if "\0" in command_text(args.command):
            raise ToolError("Invalid arguments for run_command: command: contains a NUL byte")
        return args

    def permission_subject(self, arguments: RunCommandArgs) -> str | None:
        return command_text(arguments.command)

    def must_ask(self, arguments: RunCommandArgs) -> str:
        """A command that asks to leave the sandbox always asks: the approval is the person's one click."""
        if arguments.unsandboxed:
            return LEAVES_SANDBOX
        return ""

    def unconfined(self, arguments: RunCommandArgs) -> str:
        """Why this call would run with all of the person's rights ('' when a sandbox confines it): it asked
        to leave the sandbox, or there is none here and the person kept commands asking. Approving calls in
        general does not let such a call run; only an answer that says so does (see ToolExecutor)."""
        if arguments.unsandboxed:
            return LEAVES_SANDBOX
        return self.spec.always_ask

    async def preview(self, arguments: RunCommandArgs) -> ToolPreview | None:
        sandbox = UNSANDBOXED_BY_REQUEST if arguments.unsandboxed else await self.sandbox()
        return ToolPreview("command", f"{command_text(arguments.command)}\n\n[{sandbox.describe()}]")

    async def sandbox(self) -> Sandbox:
        """The sandbox commands run in (found on first use: trying bubblewrap takes a few milliseconds)."""
        if self._sandbox is None:
            return await asyncio.to_thread(self._find_sandbox)
        return self._sandbox

    def environment(self) -> dict[str, str]:
        environ = os.environ if self._environ is None else self._environ
        return scrubbed_environment(environ, self._hidden_env, self._env_names)

    async def run(self, arguments: RunCommandArgs, ctx: ToolContext) -> ToolOutput:
        if self._workspace.is_protected(self._workspace.root):
            raise ToolError("The workspace folder is inside a protected folder; commands cannot run there.")
        timeout = min(arguments.timeout or self._default_timeout, self._max_timeout)
        sandbox = UNSANDBOXED_BY_REQUEST if arguments.unsandboxed else await self.sandbox()
        async with _command_slot():
            return await self._run(arguments.command, sandbox, timeout)

    async def _run(self, command: str | list[str], sandbox: Sandbox, limit_s: float) -> ToolOutput:
        proc, wrapped = await self._start(command, sandbox)
        try:
            return await self._finish(proc, sandbox, limit_s, wrapped)
        finally:
            # what the sandbox made for the command (stand-ins in the workspace, its proxy listener) goes
            sandbox.release(wrapped)

    async def _finish(
        self, proc: asyncio.subprocess.Process, sandbox: Sandbox, limit_s: float, wrapped: list[str]
    ) -> ToolOutput:
        output = _CappedOutput(self._max_output)
        assert proc.stdout is not None
        pump = asyncio.create_task(_pump(proc.stdout, output))
        timed_out = False
        try:
            try:
                async with asyncio.timeout(limit_s):
                    await _exited(proc)
                    # Background children may still hold the output open: read for a moment, not forever.
                    with contextlib.suppress(TimeoutError):
                        async with asyncio.timeout(DRAIN_AFTER_EXIT):
                            await asyncio.shield(pump)
            except TimeoutError:
                timed_out = True
        finally:
            # Timeout, cancellation of the turn, or processes left in the background: stop the whole group.
            try:
                await _stop_group(proc, sandbox)
                with contextlib.suppress(TimeoutError):
                    async with asyncio.timeout(DRAIN_AFTER_EXIT):
                        await asyncio.shield(pump)
            finally:
                pump.cancel()
        report = self._report(proc.returncode, output, timed_out, limit_s)
        notes = sandbox.explain(output.text(), self._workspace.root, wrapped)
        if notes:
            notes.append(
                "if the task needs this, run the command again with unsandboxed: true; the person is asked "
                "first"
            )
            report += "".join(f"\n[{note}]" for note in notes)
        return ToolOutput(report, is_error=timed_out)

    async def _start(
        self, command: str | list[str], sandbox: Sandbox
    ) -> tuple[asyncio.subprocess.Process, list[str]]:
        """The started command, and the argument vector the sandbox made of it (empty without one)."""
        env = self.environment()
        common: dict[str, object] = {
            "stdin": asyncio.subprocess.DEVNULL,
            "stdout": asyncio.subprocess.PIPE,
            "stderr": asyncio.subprocess.STDOUT,
            "cwd": self._workspace.root,
            "env": env,
        }
        if _POSIX:
            common["start_new_session"] = True
        else:
            common["creationflags"] = getattr(subprocess, "CREATE_NEW_PROCESS_GROUP", 0)
        starting: Coroutine[Any, Any, asyncio.subprocess.Process]
        wrapped: list[str] = []
        if sandbox.available():
            argv = ["/bin/sh", "-c", command] if isinstance(command, str) else list(command)
            _check_program(argv[0], env, self._workspace.root)
            common["env"] = sandbox.child_environment(env)
            preexec = sandbox.preexec()
            if preexec is not None:
                common["preexec_fn"] = preexec
            # In a thread: wrapping looks through the workspace for .git and secrets-like files.
            wrapped = await asyncio.to_thread(sandbox.wrap, argv, env, self._workspace.root)
            starting = asyncio.create_subprocess_exec(*wrapped, **common)  # type: ignore[arg-type]
        elif isinstance(command, str) and _POSIX:
            starting = asyncio.create_subprocess_exec("/bin/sh", "-c", command, **common)  # type: ignore[arg-type]
        elif isinstance(command, str):
            starting = asyncio.create_subprocess_shell(command, **common)  # type: ignore[arg-type]
        else:
            starting = asyncio.create_subprocess_exec(*command, **common)  # type: ignore[arg-type]
        try:
            return await _started(starting, sandbox), wrapped
        except BaseException as exc:
            sandbox.release(wrapped)  # never started: what wrapping made goes now (nothing without a sandbox)
            said = _start_error(exc, command)
            if said is None:
                raise
            raise said from None

    @staticmethod
    def _report(code: int | None, output: _CappedOutput, timed_out: bool, timeout: float) -> str:
        text = output.text()
        if timed_out:
            status = f"[stopped after the {timeout:g}-second timeout; it and its child processes were ended]"
        elif code is not None and code < 0:
            status = f"[killed by signal {-code}]"
        else:
            status = f"[exit code {code}]"
        return f"{text}\n{status}" if text else f"(no output)\n{status}"


async def _started(
    starting: Coroutine[Any, Any, asyncio.subprocess.Process], sandbox: Sandbox
) -> asyncio.subprocess.Process:
    """Starting is not cut short: cancelled meanwhile, the command is started, then stopped with all it
    began (asyncio alone would kill only the process it started, and a sandbox launcher killed in its first
    milliseconds leaves the sandbox running)."""
    task = asyncio.ensure_future(starting)
    try:
        return await asyncio.shield(task)
    except asyncio.CancelledError:
        with contextlib.suppress(Exception):
            proc = await task
            await _stop_group(proc, sandbox)
            assert proc.stdout is not None
            async with asyncio.timeout(DRAIN_AFTER_EXIT):
                await proc.stdout.read()  # to the end, so that the pipe is closed
        raise


def _start_error(exc: BaseException, command: str | list[str]) -> ToolError | None:
    """What the model is told when ``command`` could not start (None: let ``exc`` through)."""
    if isinstance(exc, FileNotFoundError):
        return ToolError(f"Program not found: {command if isinstance(command, str) else command[0]}")
    if isinstance(exc, PermissionError):
        return ToolError(f"Permission denied running {command_text(command)}")
    if isinstance(exc, OSError):
        return ToolError(f"Could not start {command_text(command)}: {exc.strerror or exc}")
    if isinstance(exc, subprocess.SubprocessError):  # the sandbox's set-up in the child failed
        return ToolError(f"Could not start {command_text(command)} in the sandbox: {exc}")
    return None


def _check_program(program: str, env: Mapping[str, str], cwd: Path) -> None:
    """The errors starting ``program`` unconfined would give, raised before the sandbox hides them."""
    if os.sep in program or (os.altsep and os.altsep in program):
        path = cwd / program
        if not path.exists():
            raise ToolError(f"Program not found: {program}")
        if path.is_dir() or not os.access(path, os.X_OK):
            raise ToolError(f"Permission denied running {program}")
    elif shutil.which(program, path=env.get("PATH", os.defpath)) is None:
        raise ToolError(f"Program not found: {program}")


class _CappedOutput:
    """Keeps the first and last ``cap // 2`` bytes of a stream and counts what falls in between."""

    def __init__(self, cap: int) -> None:
        self._half = max(cap // 2, 1)
        self._head = bytearray()
        self._tail = bytearray()
        self._cut = 0

    def add(self, chunk: bytes) -> None:
        room = self._half - len(self._head)
        if room > 0:
            self._head += chunk[:room]
            chunk = chunk[room:]
        if not chunk:
            return
        self._tail += chunk
        if len(self._tail) > self._half:
            excess = len(self._tail) - self._half
            self._cut += excess
            del self._tail[:excess]

    def text(self) -> str:
        head = self._head.decode("utf-8", errors="replace")
        tail = self._tail.decode("utf-8", errors="replace")
        if self._cut:
            note = f"[output truncated: {self._cut:,} bytes cut from the middle]"
            return f"{head}\n\n{note}\n\n{tail}".rstrip("\n")
        return (head + tail).rstrip("\n")


_slots: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, asyncio.Semaphore] = weakref.WeakKeyDictionary()


def _command_slot() -> asyncio.Semaphore:
    loop = asyncio.get_running_loop()
    slot = _slots.get(loop)
    if slot is None:
        slot = _slots[loop] = asyncio.Semaphore(MAX_RUNNING_COMMANDS)
    return slot


async def _exited(proc: asyncio.subprocess.Process) -> None:
    """Wait for the command itself to end (``proc.wait()`` also waits for its output pipe to close, which a
    background child can hold open indefinitely)."""
    quick_until = time.monotonic() + QUICK_POLL_FOR  # quick commands are seen ending within ~2 ms
    while proc.returncode is None:  # noqa: ASYNC110 - asyncio has no event for the exit alone
        await asyncio.sleep(QUICK_POLL if time.monotonic() < quick_until else EXIT_POLL)


async def _pump(stream: asyncio.StreamReader, output: _CappedOutput) -> None:
    while chunk := await stream.read(65536):
        output.add(chunk)


async def _stop_group(proc: asyncio.subprocess.Process, sandbox: Sandbox) -> None:
    """Stop the command and everything it started; read nothing more.

    A sandboxed command runs in its own session inside a PID namespace: its processes are signalled one
    by one, and the namespace's first process is killed last, which ends every process left in it.
    """
    if not _POSIX:
        await _stop_tree_windows(proc)
        return
    pgid = proc.pid  # start_new_session: the command (or the sandbox's launcher) leads its own group
    confined: list[int] = []
    escaped: list[int] = []
    if proc.returncode is None:
        confined = sandbox.confined_processes(proc.pid)
        if confined:
            for pid in confined[1:]:
                _kill(pid, signal.SIGTERM)
        else:
            # Its descendants that left the group (`setsid`) are not reached through the group: by pid.
            escaped = [pid for pid in _descendants(proc.pid) if _pgid(pid) != pgid]
            _killpg(pgid, signal.SIGTERM)
            for pid in escaped:
                _kill(pid, signal.SIGTERM)
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(KILL_GRACE):
                await asyncio.shield(proc.wait())
    if confined:
        _kill(confined[0], signal.SIGKILL)
    _killpg(pgid, signal.SIGKILL)  # whatever is left in the group, including background children
    for pid in escaped:
        _kill(pid, signal.SIGKILL)
    if proc.returncode is None:
        await asyncio.shield(proc.wait())


def _descendants(root: int) -> list[int]:
    """The processes below `root` as /proc shows them now (Linux; elsewhere none are found this way)."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").glob("[0-9]*/stat"):
        with contextlib.suppress(OSError, ValueError, IndexError):
            after_name = entry.read_text().rsplit(")", 1)[1].split()
            children.setdefault(int(after_name[1]), []).append(int(entry.parent.name))
    found, todo = [], [root]
    while todo:
        for child in children.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found


def _pgid(pid: int) -> int:
    try:
        return os.getpgid(pid)
    except (ProcessLookupError, PermissionError):
        return -1


def _kill(pid: int, sig: signal.Signals) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.kill(pid, sig)


def _killpg(pgid: int, sig: signal.Signals) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pgid, sig)


async def _stop_tree_windows(proc: asyncio.subprocess.Process) -> None:  # pragma: no cover - Windows only
    if proc.returncode is None or sys.platform == "win32":
        taskkill = await asyncio.create_subprocess_exec(
            "taskkill", "/T", "/F", "/PID", str(proc.pid),
            stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.DEVNULL,
        )  # fmt: skip
        await taskkill.wait()
    if proc.returncode is None:
        await asyncio.shield(proc.wait())
