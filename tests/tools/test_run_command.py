"""run_command with real processes: output, exit codes, timeouts that end the whole group, a clean env."""

from __future__ import annotations

import ast
import asyncio
import os
import sys
import time
from pathlib import Path

import pytest

from desktop_agent.tools.sandbox import NoSandbox
from desktop_agent.tools.shell import RunCommandTool, scrubbed_environment
from desktop_agent.tools.workspace import Workspace
from tests.tools.helpers import ctx, preview, run, run_text

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX process groups")

UNSANDBOXED = NoSandbox("these tests read process ids the command writes, which a PID namespace renumbers")
"""For the tests of process ids; tests/security/test_sandbox.py checks the same with the sandbox."""


@pytest.fixture
def ws(tmp_path: Path) -> Workspace:
    return Workspace(tmp_path)


def _alive(pid: int) -> bool:
    """Whether ``pid`` still runs (a zombie waiting to be reaped counts as ended)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] not in ("Z", "X")


def _wait_until_gone(pid: int, timeout: float = 5.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if not _alive(pid):
            return True
        time.sleep(0.02)
    return False


def test_shell_line_runs_in_the_workspace_with_combined_output_and_exit_code(ws: Workspace) -> None:
    tool = RunCommandTool(ws)
    out = run_text(tool, ws.root, command="pwd; echo out; echo err >&2; exit 3")
    assert out == f"{ws.root}\nout\nerr\n[exit code 3]"


def test_argument_vector_runs_without_a_shell(ws: Workspace) -> None:
    out = run_text(RunCommandTool(ws), ws.root, command=["echo", "$HOME", "a b"])
    assert out == "$HOME a b\n[exit code 0]"


def test_preview_and_permission_subject_show_the_exact_command(ws: Workspace) -> None:
    tool = RunCommandTool(ws)
    shown = preview(tool, command="rm -rf build && make")
    assert shown is not None and shown.kind == "command"
    command, how = shown.text.split("\n\n")
    assert command == "rm -rf build && make"
    assert how.startswith(("[sandboxed: ", "[not sandboxed: "))
    assert tool.permission_subject(tool.validate({"command": ["git", "commit", "-m", "a b"]})) == (
        "git commit -m 'a b'"
    )
    assert tool.spec.subject_kind == "command" and tool.spec.side_effects is True


def test_invalid_utf8_is_replaced_and_stdin_is_closed(ws: Workspace) -> None:
    out = run_text(RunCommandTool(ws), ws.root, command="printf 'a\\377b\\n'; cat; echo done")
    assert out == "a\N{REPLACEMENT CHARACTER}b\ndone\n[exit code 0]"


def test_output_keeps_head_and_tail(ws: Workspace) -> None:
    tool = RunCommandTool(ws, max_output_bytes=100)
    out = run_text(tool, ws.root, command="seq 1 1000")
    lines = out.splitlines()
    assert lines[0] == "1" and lines[-2] == "1000" and lines[-1] == "[exit code 0]"
    assert "[output truncated: 3,793 bytes cut from the middle]" in out


def test_missing_program_is_a_clear_error(ws: Workspace) -> None:
    from tests.tools.helpers import run_error

    assert run_error(RunCommandTool(ws), ws.root, command=["no-such-program-xyz"]) == (
        "Program not found: no-such-program-xyz"
    )


def test_timeout_kills_the_whole_process_group_leaving_no_orphan(ws: Workspace) -> None:
    script = "sleep 1000 & echo $! > grandchild.pid; wait"
    started = time.monotonic()
    out = run(RunCommandTool(ws, sandbox=UNSANDBOXED), ws.root, command=["sh", "-c", script], timeout=1)
    assert time.monotonic() - started < 5
    assert out.is_error
    assert out.content.endswith("[stopped after the 1-second timeout; it and its child processes were ended]")
    grandchild = int((ws.root / "grandchild.pid").read_text())
    assert _wait_until_gone(grandchild), "the grandchild sleep 1000 survived the timeout"


def test_background_processes_are_stopped_when_the_command_ends(ws: Workspace) -> None:
    started = time.monotonic()
    tool = RunCommandTool(ws, sandbox=UNSANDBOXED)
    out = run_text(tool, ws.root, command="sleep 1000 & echo $! > bg.pid; echo started")
    assert out == "started\n[exit code 0]"
    assert time.monotonic() - started < 5  # did not wait for the background sleep
    assert _wait_until_gone(int((ws.root / "bg.pid").read_text()))


def test_cancelling_the_turn_kills_the_process_group(ws: Workspace) -> None:
    tool = RunCommandTool(ws, sandbox=UNSANDBOXED)
    pid_file = ws.root / "child.pid"

    async def scenario() -> None:
        args = tool.validate({"command": "sleep 1000 & echo $! > child.pid; wait"})
        task = asyncio.create_task(tool.run(args, ctx(ws.root)))
        while not pid_file.exists() or not pid_file.read_text().strip():  # noqa: ASYNC110 - a file, no event
            await asyncio.sleep(0.02)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task

    asyncio.run(scenario())
    assert _wait_until_gone(int(pid_file.read_text()))


def test_environment_has_no_secrets(ws: Workspace, monkeypatch: pytest.MonkeyPatch) -> None:
    planted = {
        "OPENAI_API_KEY": "sk-1",
        "ANTHROPIC_API_KEY": "sk-2",
        "GITHUB_TOKEN": "t",
        "MY_SECRET": "s",
        "DB_PASSWORD": "p",
        "SMTP_PASSWD": "p",
        "AWS_CREDENTIALS_FILE": "c",
        "PYTHON_KEYRING_BACKEND": "keyring.backends.x",
        "GNOME_KEYRING_CONTROL": "/run/k",
        "DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/bus",
        "SSH_AUTH_SOCK": "/run/ssh",
        "DESKTOP_AGENT_EXTRA": "hidden by name",
        "harmless_setting": "not on the allow-list",
        "NAMED_BY_THE_PERSON": "kept",
    }
    for name, value in planted.items():
        monkeypatch.setenv(name, value)
    tool = RunCommandTool(
        ws, hidden_env=["DESKTOP_AGENT_EXTRA"], env_names=["NAMED_BY_THE_PERSON", "DESKTOP_AGENT_EXTRA"]
    )
    out = run_text(tool, ws.root, command=[sys.executable, "-c", "import os; print(sorted(os.environ))"])
    names = set(ast.literal_eval(out.splitlines()[0]))  # the child's own view of its environment
    assert names.isdisjoint(set(planted) - {"NAMED_BY_THE_PERSON"})
    assert "NAMED_BY_THE_PERSON" in names and "PATH" in names
    assert scrubbed_environment({"monkey_key": "x", "PATH": "/bin"}) == {"PATH": "/bin"}


def test_timeout_is_capped_by_the_configured_maximum(ws: Workspace) -> None:
    tool = RunCommandTool(ws, default_timeout=0.5, max_timeout=1)
    out = run(tool, ws.root, command="sleep 30", timeout=10_000)
    assert out.content.endswith("[stopped after the 1-second timeout; it and its child processes were ended]")
