"""`--yes` approves calls inside the sandbox, never a way out of it: the real CLI, the real shell and the
real sandbox, a scripted model that asks `unsandboxed: true` for a command writing outside the workspace.
What counts is what happened on disk, what the model was told and what the session keeps."""

from __future__ import annotations

import json
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.e2e.test_cli_chat import (
    Cli,
    describe,
    json_lines,
    provider_args,
    tool_results,
    tool_states,
)
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text, openai_tool_calls

pytestmark = pytest.mark.slow
needs_bwrap = pytest.mark.skipif(
    shutil.which("bwrap") is None, reason="needs bubblewrap (installed by .ci/run)"
)


@pytest.fixture
def outside() -> Iterator[Path]:
    """A file outside the workspace and outside /tmp (which the sandbox replaces with a private one)."""
    folder = Path(tempfile.mkdtemp(prefix="da-yes-", dir="/var/tmp"))
    yield folder / "pwned.txt"
    shutil.rmtree(folder, ignore_errors=True)


def script_escape(server: ScriptedLLMServer, target: Path, *, unsandboxed: bool = True) -> None:
    command = {"command": f"echo pwned > {target}", "unsandboxed": unsandboxed}
    server.script(
        openai_tool_calls([("call_1", "run_command", json.dumps(command))]), openai_text("Understood.")
    )


def sessions(cli: Cli) -> list[dict[str, object]]:
    listed = cli.run("sessions", "list", "--json", "--data-dir", str(cli.data_dir))
    assert listed.returncode == 0, describe(listed)
    rows: list[dict[str, object]] = json.loads(listed.stdout)
    return rows


@needs_bwrap
def test_yes_refuses_to_leave_the_sandbox(cli: Cli, llm_server: ScriptedLLMServer, outside: Path) -> None:
    script_escape(llm_server, outside)

    result = cli.chat(*provider_args(llm_server, "openai"), "--json", "--yes", "Tidy up")

    assert result.returncode == 0, describe(result)
    assert not outside.exists(), "nothing was written outside the workspace"
    events = json_lines(result.stdout)
    assert tool_states(events)["call_1"][-1] == ("run_command", "denied")
    assert events[-1]["type"] == "run_finished", "the turn goes on and finishes"
    told = tool_results(llm_server.requests[1])["call_1"]
    assert "outside the sandbox" in told and "inside the sandbox only" in told
    assert "--yes does not allow that" in result.stderr and "--dangerously-allow-unsandboxed" in result.stderr
    (session,) = sessions(cli)
    assert session["unsandboxed_allowed_at"] is None


@needs_bwrap
def test_the_explicit_opt_in_runs_it_and_is_recorded(
    cli: Cli, llm_server: ScriptedLLMServer, outside: Path
) -> None:
    script_escape(llm_server, outside)

    result = cli.chat(
        *provider_args(llm_server, "openai"), "--yes", "--dangerously-allow-unsandboxed", "Tidy up"
    )

    assert result.returncode == 0, describe(result)
    assert outside.read_text() == "pwned\n", "the person allowed it, loudly"
    assert result.stderr.count("--dangerously-allow-unsandboxed: commands that would run outside") == 1
    (session,) = sessions(cli)
    assert isinstance(session["unsandboxed_allowed_at"], float)
    shown = cli.run("sessions", "show", str(session["id"]), "--data-dir", str(cli.data_dir))
    assert "Commands outside the sandbox were allowed without asking" in shown.stdout


@needs_bwrap
def test_yes_still_approves_commands_inside_the_sandbox(
    cli: Cli, llm_server: ScriptedLLMServer, outside: Path
) -> None:
    inside = cli.workspace / "made.txt"
    script_escape(llm_server, inside, unsandboxed=False)

    result = cli.chat(*provider_args(llm_server, "openai"), "--json", "--yes", "Make a file")

    assert result.returncode == 0, describe(result)
    assert inside.read_text() == "pwned\n"
    assert "does not allow" not in result.stderr


def test_without_a_sandbox_yes_runs_no_command(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    cli.write_settings({"sandbox": {"enabled": False}})
    inside = cli.workspace / "made.txt"
    script_escape(llm_server, inside, unsandboxed=False)

    result = cli.chat(*provider_args(llm_server, "openai"), "--yes", "Make a file")

    assert result.returncode == 0, describe(result)
    assert not inside.exists()
    assert "--yes approves no command here" in result.stderr, "said at the start"
    assert "outside any sandbox" in result.stderr


def test_without_a_sandbox_the_person_may_let_rules_decide(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    cli.write_settings({"sandbox": {"enabled": False, "ask_without_sandbox": False}})
    inside = cli.workspace / "made.txt"
    script_escape(llm_server, inside, unsandboxed=False)

    result = cli.chat(*provider_args(llm_server, "openai"), "--yes", "Make a file")

    assert result.returncode == 0, describe(result)
    assert inside.read_text() == "pwned\n", "as the person chose in the settings"
    assert "approves no command" not in result.stderr


def test_the_opt_in_goes_with_yes(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    result = cli.chat(*provider_args(llm_server, "openai"), "--dangerously-allow-unsandboxed", "Hi")

    assert result.returncode == 2, describe(result)
    assert "goes with --yes" in result.stderr
    assert llm_server.requests == [], "nothing was sent"


def test_help_says_what_yes_allows(cli: Cli) -> None:
    shown = cli.run("chat", "--help")

    words = " ".join(shown.stdout.split())
    assert "approve every tool call inside the sandbox" in words
    assert "--dangerously-allow-unsandboxed" in words
