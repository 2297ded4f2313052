"""Plan, then build, from the terminal: `--agent plan`, then `--session ID --build-plan` hands the plan's
checklist to the build profile in the same session."""

from __future__ import annotations

import pytest

from tests.e2e.test_cli_chat import Cli, describe, json_lines, provider_args
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text

pytestmark = pytest.mark.slow

PLAN = "Here is the plan:\n\n- [ ] Add a cache to load_config\n- [ ] Write a test for a missing file\n"


def test_a_plan_is_handed_to_the_build_profile(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    llm_server.script(openai_text(PLAN), openai_text("Building it."))
    planned = cli.chat(
        *provider_args(llm_server, "openai"), "--agent", "plan", "--json", "Plan a config cache"
    )
    assert planned.returncode == 0, describe(planned)
    session_id = json_lines(planned.stdout)[0]["session_id"]

    built = cli.chat(*provider_args(llm_server, "openai"), "--session", session_id, "--build-plan", "--json")
    assert built.returncode == 0, describe(built)
    assert json_lines(built.stdout)[0]["agent"] == "build"
    body = llm_server.requests[1].body
    assert body is not None
    task = body["messages"][-1]["content"]
    assert task.startswith("Build this plan") and "- [ ] Write a test for a missing file" in task
    tools = {t["function"]["name"] for t in body["tools"]}
    assert {"write_file", "edit_file", "update_plan"} <= tools, "the build profile's tools"


def test_build_plan_needs_a_plan(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    llm_server.script(openai_text("Hello."))
    first = cli.chat(*provider_args(llm_server, "openai"), "--agent", "chat", "--json", "Say hello")
    session_id = json_lines(first.stdout)[0]["session_id"]
    result = cli.chat(*provider_args(llm_server, "openai"), "--session", session_id, "--build-plan")
    assert result.returncode == 2
    assert "That session has no plan to build" in result.stderr
    assert cli.chat("--build-plan").returncode == 2
