"""Skills from the terminal: `skills list` / `skills trust`, `chat --skill NAME` and `@name message`."""

from __future__ import annotations

import json

import pytest

from tests.e2e.test_cli_chat import Cli, describe, json_lines, provider_args
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text

pytestmark = pytest.mark.slow

REVIEW = """---
name: code-review
description: Review a change for bugs and missing tests.
allowed-tools: read_file, grep
---
Read the files first. Never change anything.
"""
DEPLOY = "---\nname: deploy\ndescription: Ship the app.\n---\nRun make deploy.\n"


def skills(cli: Cli, *args: str) -> str:
    result = cli.run("skills", *args, "--workspace", str(cli.workspace), "--data-dir", str(cli.data_dir))
    assert result.returncode == 0, describe(result)
    return result.stdout


def install(cli: Cli) -> None:
    own = cli.data_dir / "skills" / "code-review" / "SKILL.md"
    own.parent.mkdir(parents=True)
    own.write_text(REVIEW)
    theirs = cli.workspace / ".agents" / "skills" / "deploy" / "SKILL.md"
    theirs.parent.mkdir(parents=True)
    theirs.write_text(DEPLOY)


def test_list_and_trust(cli: Cli) -> None:
    assert "No skills yet" in skills(cli, "list")
    install(cli)
    listed = skills(cli, "list")
    assert "@code-review\n    Review a change for bugs and missing tests." in listed
    assert "@deploy" not in listed, "a workspace's skills wait until it is trusted"
    assert "desktop-agent skills trust" in listed
    assert "1 skill can be used" in skills(cli, "trust")
    rows = json.loads(skills(cli, "list", "--json"))["skills"]
    assert [(r["name"], r["origin"]) for r in rows] == [("code-review", "app"), ("deploy", "workspace")]


def test_a_mention_runs_the_message_with_the_skill(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    install(cli)
    llm_server.script(openai_text("No bugs found."), openai_text("Deployed? I cannot."))
    result = cli.chat(*provider_args(llm_server, "openai"), "--json", "@code-review check notes.txt")
    assert result.returncode == 0, describe(result)
    started = json_lines(result.stdout)[0]
    assert started["type"] == "run_started" and started["skill"] == "code-review"
    body = llm_server.requests[0].body
    assert body is not None
    assert "Never change anything." in body["messages"][0]["content"]
    assert body["messages"][-1]["content"] == "@code-review check notes.txt", "the message as written"
    assert sorted(t["function"]["name"] for t in body["tools"]) == ["grep", "read_file"]

    untrusted = cli.chat(*provider_args(llm_server, "openai"), "--json", "@deploy now")
    assert untrusted.returncode == 0, describe(untrusted)
    assert json_lines(untrusted.stdout)[0]["skill"] == ""
    assert llm_server.requests[1].body["messages"][-1]["content"] == "@deploy now"  # type: ignore[index]


def test_skill_option_and_an_unknown_skill(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    install(cli)
    llm_server.script(openai_text("Reviewed."))
    result = cli.chat(*provider_args(llm_server, "openai"), "--skill", "code-review", "look at it")
    assert result.returncode == 0, describe(result)
    assert "Answering with the skill @code-review." in result.stderr
    body = llm_server.requests[0].body
    assert body is not None and "Never change anything." in body["messages"][0]["content"]
    missing = cli.chat(*provider_args(llm_server, "openai"), "--skill", "nope", "hi")
    assert missing.returncode == 1
    assert "There is no skill called 'nope' (code-review)." in missing.stderr
