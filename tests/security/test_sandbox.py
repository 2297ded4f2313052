"""run_command under the real sandbox (bubblewrap) and the real shell: what a hostile command can reach.

Every test checks an outcome a person would notice: a file outside the workspace unchanged, a secret never in
the output, a loopback listener never contacted, no process left running. The folders live under /var/tmp,
not /tmp, so hiding them is the sandbox's doing and not a side effect of the command's private /tmp.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from desktop_agent.config.settings import SandboxSettings
from desktop_agent.tools.base import ToolOutput
from desktop_agent.tools.builtin import builtin_tools
from desktop_agent.tools.shell import RunCommandTool
from desktop_agent.tools.workspace import Workspace
from tests.security.bwrap import bwrap_problem
from tests.tools.helpers import ctx, run

SECRET = "sk-secret-123"
pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="bubblewrap is Linux only")


@dataclass
class Box:
    """A home folder with credentials, a workspace inside it, and the app's own folder outside it."""

    home: Path
    ws: Path
    app: Path

    def tool(self, *, network: bool = False) -> RunCommandTool:
        workspace = Workspace(self.ws, protected=[self.app, self.ws / ".appdata"])
        return RunCommandTool(workspace, network=network)

    def run(self, command: str | list[str], *, network: bool = False, timeout: float = 30) -> ToolOutput:
        return run(self.tool(network=network), self.ws, command=command, timeout=timeout)


@pytest.fixture
def box(monkeypatch: pytest.MonkeyPatch) -> Iterator[Box]:
    problem = bwrap_problem()
    if problem:
        pytest.skip(problem)
    base_dir = "/var/tmp" if os.access("/var/tmp", os.W_OK) else None
    base = Path(tempfile.mkdtemp(prefix="da-sandbox-test-", dir=base_dir)).resolve()
    home, ws, app = base / "home", base / "home" / "project", base / "app-data"
    for folder in (ws / ".git", ws / ".appdata", home / ".ssh", app):
        folder.mkdir(parents=True)
    (home / ".bashrc").write_text("# the person's shell settings\n")
    (home / ".ssh" / "id_rsa").write_text(f"PRIVATE KEY {SECRET}\n")
    (app / "settings.json").write_text(f'{{"token": "{SECRET}"}}\n')
    (ws / ".appdata" / "history.sqlite3").write_text(SECRET)
    (ws / ".git" / "config").write_text("[core]\n\tbare = false\n")
    (ws / ".env").write_text(f"API_KEY={SECRET}\n")
    (ws / "server.pem").write_text("CERT\n")
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("DA_TEST_API_KEY", SECRET)
    try:
        yield Box(home, ws, app)
    finally:
        shutil.rmtree(base, ignore_errors=True)


def _snapshot(*paths: Path) -> dict[Path, tuple[bytes, int]]:
    return {p: (p.read_bytes(), p.stat().st_mtime_ns) for p in paths}


def test_writes_outside_the_workspace_change_nothing_and_say_so(box: Box) -> None:
    before = _snapshot(box.home / ".bashrc")
    out = box.run("echo pwned > ~/.bashrc; echo pwned >> $HOME/.profile; touch ../escaped")
    assert _snapshot(box.home / ".bashrc") == before
    assert not (box.home / ".profile").exists() and not (box.home / "escaped").exists()
    assert "[blocked by the sandbox: ~/.bashrc is hidden from commands" in out.content  # the home folder is


def test_writing_inside_the_workspace_and_tmp_works(box: Box) -> None:
    out = box.run("mkdir -p build && echo made > build/out.txt && echo t > /tmp/t && cat /tmp/t $TMPDIR/t")
    assert (box.ws / "build" / "out.txt").read_text() == "made\n"
    assert out.content == "t\nt\n[exit code 0]"


def test_git_is_read_only_and_secrets_files_are_hidden(box: Box) -> None:
    files = (box.ws / ".git" / "config", box.ws / ".env", box.ws / "server.pem")
    before = _snapshot(*files)
    out = box.run(
        "echo '[core] hooksPath = /x' >> .git/config; mkdir .git/hooks; echo x > .env; rm -f .env server.pem;"
        " mv .git gone; python3 -c \"open('.env', 'w').write('stolen')\"; cat .env"
    )
    assert _snapshot(*files) == before
    assert not (box.ws / ".git" / "hooks").exists() and not (box.ws / "gone").exists()
    assert SECRET not in out.content  # it looks empty
    assert "[blocked by the sandbox: changing .git/config is not allowed" in out.content
    assert "[blocked by the sandbox: .env is hidden from commands" in out.content


def test_hidden_folders_show_nothing(box: Box) -> None:
    out = box.run(
        f"ls -A ~/.ssh {box.app} .appdata; cat ~/.ssh/id_rsa {box.app}/settings.json .appdata/*;"
        f" grep -r sk- ~/.ssh {box.app} .appdata; echo x > ~/.ssh/authorized_keys; umount ~/.ssh;"
        " cat ~/.ssh/id_rsa"
    )
    assert SECRET not in out.content
    assert not (box.home / ".ssh" / "authorized_keys").exists()
    assert sorted(p.name for p in (box.home / ".ssh").iterdir()) == ["id_rsa"]
    assert "[blocked by the sandbox: ~/.ssh/id_rsa is hidden from commands" in out.content


def test_a_nested_user_namespace_cannot_unmount_the_hiding(box: Box) -> None:
    out = box.run("unshare -rm sh -c 'umount ~/.ssh; cat ~/.ssh/id_rsa'; unshare -r true && echo made-one")
    assert SECRET not in out.content and "made-one" not in out.content


STEAL_ENVIRONMENT = (
    "env; cat /proc/$PPID/environ /proc/1/environ; for p in /proc/[0-9]*; do cat $p/environ; done;"
    " ps -eo pid,args"
)
APP = """
import sys
from pathlib import Path
from desktop_agent.tools.sandbox import NoSandbox
from desktop_agent.tools.shell import RunCommandTool
from desktop_agent.tools.workspace import Workspace
from tests.tools.helpers import run
ws, app, sandboxed, command = Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3] == "yes", sys.argv[4]
tool = RunCommandTool(Workspace(ws, protected=[app]), sandbox=None if sandboxed else NoSandbox("control"))
print(run(tool, ws, command=command).content)
"""


def _app_started_with_the_key(box: Box, *, sandboxed: bool) -> str:
    """Output of STEAL_ENVIRONMENT run by an app whose own environment (/proc/PID/environ) holds the key,
    next to another process of the person's that holds it too."""
    env = {**os.environ, "DA_TEST_API_KEY": SECRET}
    root = Path(__file__).resolve().parents[2]
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(root), env.get("PYTHONPATH")]))
    with subprocess.Popen(["sleep", "60"], env=env) as neighbour:
        try:
            argv = [sys.executable, "-c", APP, str(box.ws), str(box.app), "yes" if sandboxed else "no"]
            done = subprocess.run(
                [*argv, STEAL_ENVIRONMENT], env=env, cwd=root, capture_output=True, text=True, timeout=60
            )
        finally:
            neighbour.kill()
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_the_apps_environment_is_out_of_reach(box: Box) -> None:
    out = _app_started_with_the_key(box, sandboxed=True)
    assert SECRET not in out
    processes = [line for line in out.splitlines() if line.strip()[:1].isdigit()]
    assert len(processes) <= 5, processes  # only the sandbox's own processes are visible
    assert SECRET in _app_started_with_the_key(box, sandboxed=False)  # the same command without the sandbox


@pytest.fixture
def listener() -> Iterator[socket.socket]:
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(8)
    server.setblocking(False)
    yield server
    server.close()


def _contacted(server: socket.socket) -> bool:
    try:
        conn, _ = server.accept()
    except BlockingIOError:
        return False
    conn.close()
    return True


def _connect_commands(port: int) -> list[str | list[str]]:
    python = f"import socket; socket.create_connection(('127.0.0.1', {port}), timeout=5)"
    return [["python3", "-c", python], ["bash", "-c", f"echo hi > /dev/tcp/127.0.0.1/{port}"]]


def test_without_network_a_loopback_listener_is_never_contacted(box: Box, listener: socket.socket) -> None:
    for command in _connect_commands(listener.getsockname()[1]):
        out = box.run(command)
        assert "Connection refused" in out.content, out.content
        assert not _contacted(listener)
        assert "may have been blocked by the sandbox: no network access" in out.content
    out = box.run(["python3", "-c", "import socket; socket.create_connection(('192.0.2.1', 80), timeout=5)"])
    assert "[blocked by the sandbox: no network access" in out.content


def test_with_network_allowed_a_loopback_listener_is_still_never_contacted(
    box: Box, listener: socket.socket
) -> None:
    """The network allowed goes through the app's proxy only: a direct connection to the host's loopback
    (the app's OAuth listener, a local model server) finds the sandbox's own loopback."""
    for command in _connect_commands(listener.getsockname()[1]):
        out = box.run(command, network=True)
        assert "Connection refused" in out.content, out.content
        assert not _contacted(listener)
        assert (
            "may have been blocked by the sandbox: the network is reached only through the app's proxy"
            in (out.content)
        )


def _running(marker: str) -> list[int]:
    """Host pids of processes whose command line contains ``marker`` (pids inside the sandbox differ)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                cmdline = (entry / "cmdline").read_bytes()
                state = (entry / "stat").read_text().rsplit(")", 1)[1].split()[0]
            except (FileNotFoundError, ProcessLookupError, IndexError):
                continue
            if marker.encode() in cmdline and state not in ("Z", "X"):
                found.append(int(entry.name))
    return found


def _gone(marker: str, timeout: float = 5.0) -> bool:
    deadline = time.monotonic() + timeout
    while _running(marker):
        if time.monotonic() > deadline:
            return False
        time.sleep(0.02)
    return True


def _marker() -> str:
    return f"1000.{uuid.uuid4().int % 10**9:09d}"  # a sleep duration no other process uses


def test_timeout_kills_sandboxed_background_children(box: Box) -> None:
    marker = _marker()
    started = time.monotonic()
    out = box.run(["sh", "-c", f"sleep {marker} & echo started > started.txt; wait"], timeout=1)
    assert out.is_error and "[stopped after the 1-second timeout" in out.content
    assert (box.ws / "started.txt").exists()
    assert time.monotonic() - started < 5
    assert _gone(marker), f"sleep {marker} survived the timeout"


def test_background_children_end_with_the_sandboxed_command(box: Box) -> None:
    marker = _marker()
    out = box.run(f"sleep {marker} & echo started")
    assert out.content == "started\n[exit code 0]"
    assert _gone(marker)


def test_cancelling_kills_the_sandboxed_tree(box: Box) -> None:
    marker = _marker()
    tool = box.tool()

    async def scenario() -> None:
        args = tool.validate({"command": f"sleep {marker} & echo $! > child.pid; wait"})
        task = asyncio.create_task(tool.run(args, ctx(box.ws)))
        while not _running(marker):  # noqa: ASYNC110 - another process's start: no event to await
            await asyncio.sleep(0.02)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task

    asyncio.run(scenario())
    assert _gone(marker)


def test_the_preview_says_how_the_command_will_run(box: Box) -> None:
    tool = box.tool()
    shown = asyncio.run(tool.preview(tool.validate({"command": "make"})))
    assert shown is not None
    assert (
        shown.text == f"make\n\n[sandboxed: may change files in {box.ws} (not .git) and a private /tmp, no "
        "network; sees the workspace, the system and your toolchains; the rest of ~ is hidden; secrets files "
        "such as .env look empty, Desktop Agent's own files are hidden]"
    )


def test_settings_turn_the_sandbox_off_or_let_the_network_in(box: Box, listener: socket.socket) -> None:
    port = listener.getsockname()[1]
    sandboxed = builtin_tools(box.ws, protected=[box.app], sandbox_settings=SandboxSettings(network=True))
    shell = sandboxed.get("run_command")
    assert shell is not None
    out = run(
        shell, box.ws, command=["bash", "-c", f"echo hi > /dev/tcp/127.0.0.1/{port}; cat ~/.ssh/*; env"]
    )
    # the network is in through the proxy (its address in the variables), the loopback and the keys still out
    assert (
        "HTTPS_PROXY=http://127.0.0.1:" in out.content and "NO_PROXY=localhost,127.0.0.1,::1" in out.content
    )
    assert not _contacted(listener) and SECRET not in out.content

    off = builtin_tools(box.ws, protected=[box.app], sandbox_settings=SandboxSettings(enabled=False))
    shell = off.get("run_command")
    assert shell is not None
    shown = asyncio.run(shell.preview(shell.validate({"command": "cat ~/.ssh/id_rsa"})))
    assert shown is not None and "[not sandboxed: the sandbox is turned off in the settings;" in shown.text
    assert SECRET in run(shell, box.ws, command="cat ~/.ssh/id_rsa").content


def test_a_variable_named_by_the_caller_is_kept_from_commands(
    box: Box, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MY_LLM", "the-key-in-an-innocent-name")  # as from `chat --api-key-env MY_LLM`
    shell = builtin_tools(box.ws, hidden_env=["MY_LLM"]).get("run_command")
    assert shell is not None
    out = run(shell, box.ws, command="env; cat /proc/1/environ")
    assert "the-key-in-an-innocent-name" not in out.content and "HOME=" in out.content


@pytest.mark.parametrize("delay", [0, 0.001, 0.002, 0.003, 0.005, 0.008, 0.02])
def test_cancelling_while_the_sandbox_starts_leaves_nothing_running(box: Box, delay: float) -> None:
    """bubblewrap killed in its first milliseconds would leave its namespace running: it must not be."""
    marker = _marker()
    tool = box.tool()

    async def scenario() -> None:
        args = tool.validate({"command": f"sleep {marker} & wait"})
        task = asyncio.create_task(tool.run(args, ctx(box.ws)))
        await asyncio.sleep(delay)  # the moment of the cancellation is what this test varies
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task

    asyncio.run(scenario())
    assert _gone(marker), f"sleep {marker} survived a cancellation {delay * 1000:g} ms after the start"


def test_a_stopped_sandboxed_command_gets_the_grace_to_clean_up(box: Box) -> None:
    out = box.run(f"trap 'echo cleaned > cleaned.txt; exit 1' TERM; sleep {_marker()} & wait", timeout=1)
    assert out.is_error
    assert (box.ws / "cleaned.txt").read_text() == "cleaned\n"
