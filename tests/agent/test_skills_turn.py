"""A skill answering a turn: its instructions in the system prompt, only its allowed tools offered, a call
to any other refused (nothing written), its model used; and the model loading a skill with use_skill."""

from __future__ import annotations

from pathlib import Path

from desktop_agent.domain.events import QuestionAsked, RunStarted
from desktop_agent.domain.messages import ToolCallState
from desktop_agent.domain.skills import Skill
from tests.helpers.agent_harness import run_turn
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text
from tests.helpers.scripted_model import ScriptedProvider, call_tools, say

REVIEW = Skill(
    name="code-review",
    description="Review a change for bugs and missing tests.",
    instructions="Read the files first. Never change anything.",
    path="/skills/code-review/SKILL.md",
    allowed_tools=("read_*", "list_directory"),
    model="review-model",
)
NOTES = Skill("release-notes", "Write release notes from the changelog.", "Group by feature.", "/s/SKILL.md")


def test_a_skill_answers_with_its_instructions_tools_and_model(tmp_path: Path) -> None:
    model = ScriptedProvider()
    model.script(say("Looks fine."))
    result = run_turn(model, "openai", "review main.py", tmp_path, skills=[REVIEW, NOTES], skill=REVIEW)
    [request] = model.requests
    assert sorted(t.name for t in request.tools) == ["list_directory", "read_file"]
    assert "# Skill: code-review" in request.system and "Never change anything." in request.system
    assert request.model == "review-model"
    assert result.of(RunStarted)[0].skill == "code-review", "the answer says which skill answered"


def test_a_call_to_a_tool_the_skill_does_not_allow_is_refused(tmp_path: Path) -> None:
    """The model calls ask_user, which the skill does not allow (a hostile or confused model): refused
    in code, never run."""
    model = ScriptedProvider()
    model.script(
        call_tools([("c1", "ask_user", '{"question": "Delete it?"}')]),
        say("I could not."),
    )
    result = run_turn(model, "openai", "review and fix", tmp_path, skill=REVIEW)
    assert result.tool_states("c1")[-1] is ToolCallState.ERROR
    assert not result.of(QuestionAsked), "the person was never asked: the tool did not run"
    follow_up = model.requests[1]
    said = repr([m.parts for m in follow_up.messages])
    assert "There is no tool called 'ask_user'" in said


def test_the_model_loads_a_skill_with_use_skill(tmp_path: Path) -> None:
    model = ScriptedProvider()
    model.script(call_tools([("c1", "use_skill", '{"name": "release-notes"}')]), say("Here are the notes."))
    result = run_turn(model, "openai", "write the release notes", tmp_path, skills=[REVIEW, NOTES])
    first = model.requests[0]
    assert "use_skill" in [t.name for t in first.tools]
    assert "- release-notes: Write release notes from the changelog." in first.system
    assert "Group by feature." not in first.system, "only names and descriptions up front"
    assert result.tool_states("c1")[-1] is ToolCallState.COMPLETED
    assert "Group by feature." in repr([m.parts for m in model.requests[1].messages])


def test_no_skills_no_catalog_and_no_use_skill(llm_server: ScriptedLLMServer, tmp_path: Path) -> None:
    llm_server.script(openai_text("Done."))
    run_turn(llm_server, "openai", "read notes.txt", tmp_path)
    body = llm_server.requests[0].body
    assert body is not None
    assert "use_skill" not in [t["function"]["name"] for t in body["tools"]]
    assert "Installed skills" not in body["messages"][0]["content"]
