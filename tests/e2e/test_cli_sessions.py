"""The history through the CLI: continue a session, retry, and the `sessions` commands."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.e2e.test_cli_chat import NOTES_MARKER, Cli, provider_args
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text, openai_tool_calls

pytestmark = pytest.mark.slow


def first_turn(cli: Cli, server: ScriptedLLMServer) -> str:
    server.script(
        openai_tool_calls(
            [("c1", "read_file", '{"path": "notes.txt"}')], text="Checking the migration notes."
        ),
        openai_text("Your notes are a shopping list."),
    )
    result = cli.chat(*provider_args(server, "openai"), "--model", "m", "--json", "What is in my notes?")
    assert result.returncode == 0, result.stderr
    events = [json.loads(line) for line in result.stdout.splitlines()]
    session_id = events[0]["session_id"]
    assert isinstance(session_id, str)
    return session_id


def sessions(cli: Cli, *args: str) -> str:
    result = cli.run("sessions", *args, "--data-dir", str(cli.data_dir))
    assert result.returncode == 0, result.stderr
    return result.stdout


def test_a_session_continues_with_its_whole_history(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    session_id = first_turn(cli, llm_server)
    llm_server.script(openai_text("Milk and eggs, mostly."))
    result = cli.chat("--session", session_id[:14], *provider_args(llm_server, "openai"), "What else?")
    assert result.returncode == 0, result.stderr
    assert f"Session {session_id}" in result.stderr
    sent = llm_server.requests[-1].body
    assert sent is not None
    roles = [m["role"] for m in sent["messages"]]
    assert roles == ["system", "user", "assistant", "tool", "assistant", "user"]
    assert sent["model"] == "m", "the session's model is kept"
    assert "Shopping list" in sent["messages"][3]["content"]

    shown = json.loads(sessions(cli, "show", session_id, "--json"))
    assert [m["role"] for m in shown["messages"]] == [
        "user",
        "assistant",
        "tool",
        "assistant",
        "user",
        "assistant",
    ]
    assert all(m["status"] == "complete" for m in shown["messages"])
    assert shown["session"]["title"] == "What is in my notes?"


def test_continue_and_retry_need_a_session_and_send_the_right_message(
    cli: Cli, llm_server: ScriptedLLMServer
) -> None:
    assert cli.chat(*provider_args(llm_server, "openai"), "--continue").returncode == 2
    session_id = first_turn(cli, llm_server)
    llm_server.script(openai_text("Again: a shopping list."))
    retry = cli.chat("--session", session_id, *provider_args(llm_server, "openai"), "--retry")
    assert retry.returncode == 0, retry.stderr
    body = llm_server.requests[-1].body
    assert body is not None
    assert body["messages"][-1] == {"role": "user", "content": "What is in my notes?"}
    llm_server.script(openai_text("…and bread."))
    cont = cli.chat("--session", session_id, *provider_args(llm_server, "openai"), "--continue")
    assert cont.returncode == 0, cont.stderr
    body = llm_server.requests[-1].body
    assert body is not None
    assert "continue" in body["messages"][-1]["content"].lower()


def test_unknown_session_is_a_clear_error(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    result = cli.chat("--session", "ses_nope", *provider_args(llm_server, "openai"), "hi")
    assert result.returncode == 1
    assert "There is no session 'ses_nope'" in result.stderr
    assert "Traceback" not in result.stderr
    assert llm_server.requests == []


def test_list_search_export_import_delete(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    session_id = first_turn(cli, llm_server)

    listed = json.loads(sessions(cli, "list", "--json"))
    assert [s["id"] for s in listed] == [session_id]
    assert session_id in sessions(cli, "list")

    hits = json.loads(sessions(cli, "search", "migra", "--json"))
    assert [(h["session_id"], h["role"]) for h in hits] == [(session_id, "assistant")]
    assert "[migration]" in hits[0]["snippet"]
    # one row per session, as in the window: the marker is only in the file the tool read
    tool_hits = json.loads(sessions(cli, "search", NOTES_MARKER, "--json"))
    assert [h["part_kind"] for h in tool_hits] == ["tool_result"], "tool outputs are searchable"

    markdown = sessions(cli, "export", session_id)
    assert markdown.startswith("# What is in my notes?")
    assert "<details><summary>Tool: read_file" in markdown
    exported = cli.root / "export.json"
    sessions(cli, "export", session_id, "--format", "json", "-o", str(exported))
    assert cli.key not in exported.read_text(encoding="utf-8")

    imported = json.loads(sessions(cli, "import", str(exported), "--json"))
    assert imported["id"] != session_id
    again = json.loads(sessions(cli, "show", imported["id"], "--json"))
    original = json.loads(sessions(cli, "show", session_id, "--json"))

    def without_ids(export: dict[str, Any]) -> list[dict[str, Any]]:
        return [{k: v for k, v in m.items() if k != "id"} for m in export["messages"]]

    assert without_ids(again) == without_ids(original)

    deleted = json.loads(sessions(cli, "delete", session_id, "--json"))
    assert deleted == {"deleted": True, "id": session_id}
    assert [s["id"] for s in json.loads(sessions(cli, "list", "--json"))] == [imported["id"]]
    gone = cli.run("sessions", "show", session_id, "--data-dir", str(cli.data_dir))
    assert gone.returncode == 1 and "There is no session" in gone.stderr


def test_importing_a_broken_file_says_what_is_wrong(cli: Cli) -> None:
    bad = cli.root / "bad.json"
    bad.write_text('{"format": "something-else"}', encoding="utf-8")
    result = cli.run("sessions", "import", str(bad), "--data-dir", str(cli.data_dir))
    assert result.returncode == 1
    assert "not a Desktop Agent session export" in result.stderr
    assert "Traceback" not in result.stderr


def test_a_session_begun_on_another_port_continues_there(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    """`--session ID` alone goes back to the endpoint the session was begun on, not the preset's port."""
    llm_server.script(openai_text("Hello from port two."))
    first = cli.chat(
        "--provider", "llamacpp", "--base-url", llm_server.openai_base_url, "--agent", "chat", "--json", "hi"
    )  # fmt: skip
    assert first.returncode == 0, first.stderr
    session_id = json.loads(first.stdout.splitlines()[0])["session_id"]

    llm_server.script(openai_text("Still here."))
    again = cli.chat("--session", session_id, "And now?")
    assert again.returncode == 0, again.stderr
    assert "Still here." in again.stdout
    assert len(llm_server.requests) == 2
    sent = llm_server.requests[-1].body
    assert sent is not None and [m["role"] for m in sent["messages"]][-3:] == ["user", "assistant", "user"]

    other = cli.chat("--session", session_id, "--provider", "ollama", "--model", "m", "Elsewhere?")
    assert other.returncode != 0, "another provider goes to its own endpoint (nothing runs there)"
    assert len(llm_server.requests) == 2
