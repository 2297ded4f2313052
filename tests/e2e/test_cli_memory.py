"""`desktop-agent memory` and memory in `chat`, as real processes against the scripted model server.

A proposal from the model is shown on stderr; at a terminal the person keeps, edits or drops it; without
a terminal, or with --yes, it waits and is never kept. What is kept reaches the server's system prompt,
and `sessions prompt` shows the Memory section with its size.
"""

from __future__ import annotations

import json
import sqlite3

import pytest

from tests.e2e.test_cli_chat import (
    Cli,
    StartAtTerminal,
    assert_no_traceback,
    at_terminal,  # noqa: F401 - the fixture
    describe,
    json_lines,
    provider_args,
)
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text, openai_tool_calls

pytestmark = pytest.mark.slow

FACT = "Deploys happen on Fridays."


def _remember(llm_server: ScriptedLLMServer, text: str = FACT) -> None:
    llm_server.script(
        openai_tool_calls([("call_1", "remember", json.dumps({"text": text}))]), openai_text("Proposed.")
    )


def _system(llm_server: ScriptedLLMServer, index: int) -> str:
    body = llm_server.requests[index].body
    assert body is not None
    return str(body["messages"][0]["content"])


def _statuses(cli: Cli) -> list[tuple[str, str]]:
    with sqlite3.connect(cli.data_dir / "history.sqlite3") as conn:
        return [(str(a), str(b)) for a, b in conn.execute("SELECT text, status FROM memories")]


def _memory(cli: Cli, *args: str, stdin_text: str | None = None) -> tuple[int, str, str]:
    result = cli.run("memory", *args, "--data-dir", str(cli.data_dir), stdin_text=stdin_text)
    assert_no_traceback(result)
    return result.returncode, result.stdout, result.stderr


def test_add_list_edit_remove_undo_export(cli: Cli) -> None:
    code, out, err = _memory(cli, "list")
    assert code == 0 and out == "" and "No memories yet" in err
    code, out, _ = _memory(cli, "add", "My name is Ana.")
    assert code == 0 and out.startswith("Remembered mem_")
    memory_id = out.split()[1].rstrip(":")
    _memory(cli, "add", "-", stdin_text="Answers in\nGerman, please.\n")

    code, out, _ = _memory(cli, "list", "--json")
    listed = json.loads(out)
    assert [m["text"] for m in listed] == ["Answers in German, please.", "My name is Ana."]
    assert listed[1]["source"] == "written by you" and listed[1]["scope"] == "everywhere"
    code, out, _ = _memory(cli, "list", "--search", "ana")
    assert "My name is Ana." in out and "German" not in out

    assert _memory(cli, "edit", memory_id, "My name is Ana María.")[0] == 0
    code, out, err = _memory(cli, "remove", memory_id[:-3])  # the start of an id is enough
    assert code == 0 and "Removed" in out and "undo" in err
    assert "Ana" not in _memory(cli, "list")[1]
    code, out, _ = _memory(cli, "undo")
    assert code == 0 and "Brought back" in out and "Ana María" in out
    code, out, _ = _memory(cli, "export", "--json")
    assert {m["text"] for m in json.loads(out)["memories"]} == {
        "My name is Ana María.",
        "Answers in German, please.",
    }
    code, out, _ = _memory(cli, "export")
    assert out.startswith("# Memories") and "- My name is Ana María.  (written by you" in out


@pytest.mark.parametrize(
    ("args", "code", "words"),
    [
        (("edit", "mem_nope", "x"), 1, "There is no memory 'mem_nope'"),
        (("add", "  "), 2, "cannot be empty"),
        (("add", "x" * 600), 2, "at most 500 characters"),
        (("add", "a\u202eb"), 2, "invisible"),
    ],
)
def test_errors_say_what_is_wrong(cli: Cli, args: tuple[str, ...], code: int, words: str) -> None:
    got, _, err = _memory(cli, *args)
    assert got == code and err.startswith("Error: ") and words in err


def test_no_verb_and_nothing_to_undo(cli: Cli) -> None:
    bare = cli.run("--data-dir", str(cli.data_dir), "memory")
    assert bare.returncode == 2 and bare.stderr.startswith("Error: Name a verb")
    code, _, err = _memory(cli, "undo")
    assert code == 1 and "nothing to undo" in err


@pytest.mark.parametrize("flags", [(), ("--yes",)], ids=["no-terminal", "yes"])
def test_a_proposal_without_a_person_waits_and_is_never_kept(
    cli: Cli, llm_server: ScriptedLLMServer, flags: tuple[str, ...]
) -> None:
    _remember(llm_server)
    llm_server.script(openai_text("Hello."))
    result = cli.chat(*provider_args(llm_server, "openai"), *flags, "We deploy on Fridays, remember that")
    assert result.returncode == 0, describe(result)
    assert f'The model proposes to remember: "{FACT}"' in result.stderr
    assert "Not kept: it waits for you" in result.stderr
    assert _statuses(cli) == [(FACT, "pending")]
    again = cli.chat(*provider_args(llm_server, "openai"), *flags, "hi")
    assert again.returncode == 0 and FACT not in _system(llm_server, 2)

    pending = json.loads(_memory(cli, "list", "--pending", "--json")[1])
    assert pending[0]["status"] == "pending" and pending[0]["source"]["message"].startswith("msg_")
    assert _memory(cli, "keep", pending[0]["id"])[0] == 0
    llm_server.script(openai_text("Noted."))
    third = cli.chat(*provider_args(llm_server, "openai"), "--json", "hi")
    assert third.returncode == 0 and f"- {FACT}" in _system(llm_server, 3)

    session_id = json_lines(third.stdout)[0]["session_id"]
    shown = cli.run("sessions", "prompt", session_id, "--data-dir", str(cli.data_dir))
    assert "── Memory · about" in shown.stdout and FACT in shown.stdout


@pytest.mark.parametrize(
    ("answers", "status", "kept"),
    [(["k"], "kept", FACT), (["e", "Deploys happen on Thursdays."], "kept", "Deploys happen on Thursdays."),
     (["d"], "dropped", FACT)],
    ids=["keep", "edit", "drop"],
)  # fmt: skip
def test_at_a_terminal_the_person_keeps_edits_or_drops(
    cli: Cli,
    llm_server: ScriptedLLMServer,
    at_terminal: StartAtTerminal,  # noqa: F811
    answers: list[str],
    status: str,
    kept: str,
) -> None:
    _remember(llm_server)
    run = at_terminal(*provider_args(llm_server, "openai"), "--json", "We deploy on Fridays, remember that")
    seen = run.wait_for_prompt(b"decide later: ")
    assert FACT.encode() in seen
    run.type(answers[0])
    if len(answers) > 1:
        run.wait_for_prompt(b"Your words: ")
        run.type(answers[1])
    code, _, err = run.finish()
    assert code == 0, err
    assert _statuses(cli) == [(kept, status)]
