"""A session's own instructions from the terminal: set with `chat --instructions` or `sessions instructions`,
sent as the last section of the system prompt the server receives, and the whole prompt shown by
`sessions prompt` with its sections and sizes."""

from __future__ import annotations

import json

import pytest

from tests.e2e.test_cli_chat import Cli, describe, json_lines, provider_args
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text

pytestmark = pytest.mark.slow

BRIEF = "Answer in British English. Cite the file you read."


def system_sent(llm_server: ScriptedLLMServer, index: int) -> str:
    body = llm_server.requests[index].body
    assert body is not None
    first = body["messages"][0]
    assert first["role"] == "system"
    return str(first["content"])


def test_instructions_reach_the_server_and_the_prompt_shows_them(
    cli: Cli, llm_server: ScriptedLLMServer
) -> None:
    llm_server.script(openai_text("Righto."), openai_text("Cheerio."))
    first = cli.chat(
        *provider_args(llm_server, "openai"), "--instructions", BRIEF, "--json", "Read notes.txt"
    )
    assert first.returncode == 0, describe(first)
    session_id = json_lines(first.stdout)[0]["session_id"]
    system = system_sent(llm_server, 0)
    assert system.startswith("You are Desktop Agent") and system.endswith(BRIEF)
    assert "Call tools only through the tool-calling interface" in system, "a server on this machine"

    data = ["--data-dir", str(cli.data_dir)]
    shown = cli.run("sessions", "instructions", session_id, *data)
    assert shown.returncode == 0 and shown.stdout.strip() == BRIEF

    prompt = cli.run("sessions", "prompt", session_id, "--json", *data)
    assert prompt.returncode == 0, describe(prompt)
    preview = json.loads(prompt.stdout)
    titles = [s["title"] for s in preview["sections"]]
    assert titles == ["Base", "For a model on this machine", "Profile: build", "This session's instructions"]
    assert "\n\n".join(s["text"] for s in preview["sections"]) == system, "what the server was sent"
    assert "read_file" in preview["tools"] and preview["tools_tokens"] > preview["system_tokens"]
    assert preview["last_input_tokens"] is not None

    text = cli.run("sessions", "prompt", session_id, *data)
    assert "── This session's instructions · about" in text.stdout and BRIEF in text.stdout

    cleared = cli.run("sessions", "instructions", session_id, "--clear", *data)
    assert cleared.returncode == 0 and "removed" in cleared.stderr
    again = cli.chat(*provider_args(llm_server, "openai"), "--session", session_id, "--json", "And now?")
    assert again.returncode == 0, describe(again)
    assert BRIEF not in system_sent(llm_server, 1)


def test_instructions_for_a_session_that_does_not_exist_are_refused(cli: Cli) -> None:
    result = cli.run("sessions", "instructions", "ses_nope", "Be brief.", "--data-dir", str(cli.data_dir))
    assert result.returncode == 1
    assert "There is no session 'ses_nope'" in result.stderr and "Traceback" not in result.stderr
