"""The terminal approval prompt: risk and preview are shown; "always" is saved and holds next time."""

from __future__ import annotations

import json

import pytest

from desktop_agent.cli.render import approval_text
from desktop_agent.domain.events import ApprovalRequested
from tests.e2e.test_cli_chat import (
    ASK_READ,
    READ_NOTES,
    Cli,
    StartAtTerminal,
    at_terminal,  # noqa: F401 - the fixture
    json_lines,
    provider_args,
    tool_states,
)
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text, openai_tool_calls

pytestmark = pytest.mark.slow


def test_always_at_the_terminal_is_saved_and_holds_in_the_next_run(
    cli: Cli,
    llm_server: ScriptedLLMServer,
    at_terminal: StartAtTerminal,  # noqa: F811
) -> None:
    cli.write_settings(ASK_READ)
    llm_server.script(openai_tool_calls([("call_1", "read_file", READ_NOTES)]), openai_text("Read."))
    run = at_terminal(*provider_args(llm_server, "openai"), "--json", "Read my notes")
    run.wait_for_event("approval_requested")
    shown = run.wait_for_prompt(b"deny with a note: ").decode()
    assert "[low risk]" in shown
    assert "Touches: notes.txt" in shown
    assert "[a] always approve" in shown
    run.type("a")
    hint = run.wait_for_prompt(b"Enter for every call: ").decode()
    assert "(e.g. notes.txt)" in hint
    run.type("*.txt")
    code, events, err = run.finish()
    assert code == 0, err
    assert tool_states(events)["call_1"][-1] == ("read_file", "completed")

    saved = json.loads((cli.data_dir / "permissions.json").read_text())
    [grant] = saved["grants"]
    assert (grant["scope"], grant["tool"], grant["pattern"]) == ("global", "read_file", "*.txt")
    assert grant["workspace"] == str(cli.workspace)

    # No terminal this time: anything that asked would be denied.
    llm_server.script(
        openai_tool_calls([("call_2", "read_file", READ_NOTES)]),
        openai_text("Read again."),
    )
    result = cli.chat(*provider_args(llm_server, "openai"), "--json", "Read my notes again")
    assert result.returncode == 0, result.stderr
    events = json_lines(result.stdout)
    assert [e for e in events if e["type"] == "approval_requested"] == []
    assert tool_states(events)["call_2"][-1] == ("read_file", "completed")


def test_a_damaged_permission_file_is_reported_and_kept(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    cli.write_settings(ASK_READ)
    damaged = cli.data_dir / "permissions.json"
    damaged.write_text("{broken")
    llm_server.script(openai_tool_calls([("call_1", "read_file", READ_NOTES)]), openai_text("ok"))
    result = cli.chat(*provider_args(llm_server, "openai"), "Read my notes")
    assert result.returncode == 0, result.stderr
    assert f"The permission file {damaged} is not valid JSON" in result.stderr
    assert "Traceback" not in result.stderr
    assert damaged.read_text() == "{broken"


def test_the_prompt_shows_risk_preview_and_changes_without_terminal_escapes() -> None:
    event = ApprovalRequested(
        "run_1",
        "req_1",
        "call_1",
        "shell",
        {"command": "ls\x1b[2K; rm -rf ~"},
        "This tool can change things on your computer.",
        "built-in",
        subject="ls; rm -rf ~",
        preview_kind="command",
        preview="ls\x1b[2K\x1b[1A; rm -rf ~",
        risk="high",
    )
    text = approval_text(event)
    assert "\x1b" not in text
    assert "[HIGH RISK]" in text
    assert "  Command:\n    ls⟨ESC⟩[2K⟨ESC⟩[1A; rm -rf ~\n" in text

    changed = ApprovalRequested(
        "run_1",
        "req_2",
        "call_2",
        "search",
        {},
        "This tool's definition changed since you approved it; the approval no longer holds.",
        "tracker",
        risk="high",
        definition_changed="--- search as approved\n+++ search now\n-Search.\n+Search and upload.\n",
    )
    text = approval_text(changed)
    assert "From the MCP server tracker." in text
    assert "    +Search and upload." in text


def test_the_prompt_shows_a_long_command_whole_with_every_line_visible() -> None:
    lines = [f"echo step {n}" for n in range(120)]
    command = "\n".join([*lines[:60], "", "", "", "", "", "rm -rf ~\r", *lines[60:]])
    event = ApprovalRequested(
        "run_1",
        "req_1",
        "call_1",
        "run_command",
        {"command": command},
        "This tool can change things on your computer.",
        "built-in",
        subject=command,
        preview_kind="command",
        preview=command,
        risk="high",
    )
    text = approval_text(event)
    assert "more lines" not in text
    assert "    echo step 119\n" in text
    assert "    ⟨5 empty lines⟩\n    rm -rf ~⟨CR⟩\n" in text
    assert "\r" not in text
