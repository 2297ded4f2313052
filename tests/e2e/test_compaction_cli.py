"""Compaction from the terminal, over the real SDK: a long session summarised when a request nears the
model's context window (the server receives the summary request, then the summary in place of the earlier
turns), `sessions compact ID` and `--undo`, and `chat --compact off`."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.e2e.test_cli_chat import KEY_VAR, Cli, describe, json_lines, provider_args
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text

pytestmark = pytest.mark.slow

SUMMARY = "## Goals\n- Plan the garden beds\n## Decided\n- Tomatoes by the south wall"
FILLER = " We talked about soil, light and water at length." * 14  # about 700 characters a message


def sent(llm_server: ScriptedLLMServer, index: int) -> dict[str, Any]:
    body = llm_server.requests[index].body
    assert body is not None
    return body


def first_user_text(body: dict[str, Any]) -> str:
    first = next(m for m in body["messages"] if m["role"] == "user")
    content = first["content"]
    return content if isinstance(content, str) else "".join(p.get("text", "") for p in content)


def long_session(cli: Cli, llm_server: ScriptedLLMServer, turns: int) -> str:
    """A chat-profile session of `turns` turns, about 350 tokens each."""
    session_id = ""
    for i in range(turns):
        llm_server.script(openai_text(f"Answer {i}.{FILLER}"))
        where = ["--session", session_id] if session_id else ["--agent", "chat"]
        result = cli.chat(*provider_args(llm_server, "openai"), "--model", "garden-model", *where, "--json",
                          f"Question {i}.{FILLER}")  # fmt: skip
        assert result.returncode == 0, describe(result)
        session_id = json_lines(result.stdout)[0]["session_id"]
    return session_id


def test_a_long_session_is_summarised_near_the_window_and_undone(
    cli: Cli, llm_server: ScriptedLLMServer
) -> None:
    session_id = long_session(cli, llm_server, 8)  # about 2,800 tokens
    cli.write_settings({"context_windows": {"garden-model": 3_000}})
    llm_server.script(openai_text(SUMMARY), openai_text("Tomatoes first."))
    result = cli.chat(*provider_args(llm_server, "openai"), "--session", session_id, "What do I plant first?")
    assert result.returncode == 0, describe(result)
    assert "Earlier conversation summarised: 14 messages" in result.stderr
    summary_request, turn = sent(llm_server, 8), sent(llm_server, 9)
    assert "summary that replaces the earlier part" in summary_request["messages"][0]["content"]
    assert "tools" not in summary_request or not summary_request["tools"]
    assert first_user_text(turn).startswith(
        "Summary of the earlier conversation"
    ) and SUMMARY in first_user_text(turn)
    assert len(turn["messages"]) == 4, (
        "the system prompt, the newest turn whole (with the summary), the new message"
    )

    data = ["--data-dir", str(cli.data_dir)]
    shown = cli.run("sessions", "show", session_id, "--json", *data)
    assert len(json.loads(shown.stdout)["messages"]) == 9 * 2, "every message is kept"

    undone = cli.run("sessions", "compact", session_id, "--undo", *data)
    assert undone.returncode == 0 and "14 earlier messages go to the model whole again" in undone.stderr
    cli.write_settings({"context_windows": {"garden-model": 100_000}})
    llm_server.script(openai_text("All of it again."))
    again = cli.chat(*provider_args(llm_server, "openai"), "--session", session_id, "And then?")
    assert again.returncode == 0, describe(again)
    whole = sent(llm_server, 10)
    assert first_user_text(whole).startswith("Question 0.") and len(whole["messages"]) == 1 + 9 * 2 + 1

    llm_server.script(openai_text(SUMMARY))
    asked = cli.run("sessions", "compact", session_id, "--api-key-env", KEY_VAR, "--json", *data)
    assert asked.returncode == 0, describe(asked)
    made = json.loads(asked.stdout)
    assert made["summary"] == SUMMARY and made["messages"] == 8 * 2, "all but the two newest of ten turns"


def test_compact_off_sends_the_long_session_whole(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    session_id = long_session(cli, llm_server, 8)
    cli.write_settings({"context_windows": {"garden-model": 3_000}})
    llm_server.script(openai_text("Whole."))
    result = cli.chat(
        *provider_args(llm_server, "openai"), "--session", session_id, "--compact", "off", "Next?"
    )
    assert result.returncode == 0, describe(result)
    assert len(llm_server.requests) == 9, "no summary was asked for"
    assert first_user_text(sent(llm_server, 8)).startswith("Question 0.")
