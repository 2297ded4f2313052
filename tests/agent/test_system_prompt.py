"""The system prompt a request carries, assembled in one order: the base, the provider's variant, the
profile's (or skill's) instructions, the session's own instructions; and what the person is shown of it."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from desktop_agent.agent.service import AgentService
from desktop_agent.agent.system_prompt import BASE, LOCAL_TOOLS, MOST_SESSION_INSTRUCTIONS
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.domain.messages import Usage
from desktop_agent.domain.skills import Skill
from desktop_agent.storage.store import HistoryStore
from tests.helpers.agent_harness import default_tools, fast_settings, run_turn, run_turn_async
from tests.helpers.scripted_model import Reply, ScriptedProvider, say

REVIEW = Skill(
    "code-review", "Review a change.", "Read the files first. Never change anything.", "/s/SKILL.md"
)
NOTES = Skill("release-notes", "Write release notes.", "Group by feature.", "/n/SKILL.md")
MINE = "Answer in British English.\nKeep answers under ten lines."


def service(history: HistoryStore | None = None, skills: tuple[Skill, ...] = ()) -> AgentService:
    return AgentService(
        settings=fast_settings(),
        tools_for_workspace=lambda ws: default_tools(ws, None),
        history=history,
        skills_for_workspace=lambda ws: skills,
    )


def test_the_sections_come_in_order_on_a_local_model(tmp_path: Path) -> None:
    model = ScriptedProvider(local=True)
    model.script(say("Done."))
    agents = service(skills=(REVIEW, NOTES))
    session = agents.new_session(agent="build", provider="openai", model="m", workspace=tmp_path)
    session.instructions = MINE
    run_turn(
        model, "openai", "review main.py", tmp_path, session=session, skills=[REVIEW, NOTES], skill=REVIEW
    )
    system = model.requests[0].system
    order = [BASE, LOCAL_TOOLS, "You can use tools inside the workspace folder", "Installed skills",
             "# Skill: code-review", "Never change anything.", MINE]  # fmt: skip
    at = [system.find(piece) for piece in order]
    assert -1 not in at and at == sorted(at), f"sections out of order: {list(zip(order, at, strict=True))}"
    assert system.startswith(BASE) and system.endswith(MINE)


def test_a_cloud_model_gets_no_reminder_and_a_local_one_without_tools_neither(tmp_path: Path) -> None:
    cloud = ScriptedProvider()
    cloud.script(say("Hi."))
    run_turn(cloud, "openai", "Read notes.txt", tmp_path)
    local_chat = ScriptedProvider(local=True)
    local_chat.script(say("Hi."))
    run_turn(local_chat, "openai", "Tell me a joke", tmp_path, agent="chat")
    local_no_tools = ScriptedProvider(local=True)
    local_no_tools.script(say("Hi."))
    run_turn(local_no_tools, "openai", "Read notes.txt", tmp_path, tools=False)
    for model in (cloud, local_chat, local_no_tools):
        assert model.requests[0].system.startswith(BASE)
        assert LOCAL_TOOLS not in model.requests[0].system
    assert local_chat.requests[0].tools == [] and local_no_tools.requests[0].tools == []


def test_the_compact_prompt_keeps_the_base_the_reminder_and_the_sessions_own(tmp_path: Path) -> None:
    model = ScriptedProvider(local=True)
    model.window = 4096
    model.script(say("Done."))
    session = service().new_session(agent="build", provider="openai", model="m", workspace=tmp_path)
    session.instructions = MINE
    run_turn(model, "openai", "Read notes.txt", tmp_path, session=session)
    system = model.requests[0].system
    assert system.startswith(BASE) and LOCAL_TOOLS in system and system.endswith(MINE)
    assert "Read before you change anything" not in system, "the profile's compact words"


def test_a_sessions_instructions_are_kept_and_go_with_its_next_turns(tmp_path: Path) -> None:
    db = tmp_path / "history.db"

    async def write() -> str:
        history = HistoryStore.open(db)
        try:
            agents = service(history)
            session = agents.new_session(agent="chat", provider="openai", model="m", workspace=tmp_path)
            await agents.set_instructions(session, f"  {MINE}  \n")
            await history.flush()
            return session.id
        finally:
            history.close()

    async def reopen(session_id: str) -> tuple[str, str, str]:
        history = HistoryStore.open(db)
        try:
            agents = service(history)
            reopened = await agents.open_session(session_id)
            kept = reopened.instructions
            model = ScriptedProvider()
            model.script(say("Right."))
            await run_turn_async(
                model,
                "openai",
                "Hello there, how are you today?",
                tmp_path,
                session=reopened,
                history=history,
            )
            await agents.set_instructions(reopened, "")
            cleared = await agents.open_session(session_id)
            return kept, model.requests[0].system, cleared.instructions
        finally:
            history.close()

    kept, system, cleared = asyncio.run(reopen(asyncio.run(write())))
    assert kept == MINE, "stored without the surrounding blanks"
    assert system.endswith(MINE)
    assert cleared == ""


def test_instructions_too_long_are_refused_and_the_old_ones_stay(tmp_path: Path) -> None:
    async def scenario() -> tuple[UserFacingError, str]:
        history = HistoryStore.open(tmp_path / "history.db")
        try:
            agents = service(history)
            session = agents.new_session(agent="chat", provider="openai", model="m", workspace=tmp_path)
            await agents.set_instructions(session, MINE)
            with pytest.raises(UserFacingError) as refused:
                await agents.set_instructions(session, "x" * (MOST_SESSION_INSTRUCTIONS + 1))
            return refused.value, (await agents.open_session(session.id)).instructions
        finally:
            history.close()

    error, stored = asyncio.run(scenario())
    assert error.kind is ErrorKind.CONFIG and "20,001 characters" in error.message
    assert stored == MINE


def test_the_preview_shows_each_section_the_tools_and_what_the_provider_counted(tmp_path: Path) -> None:
    model = ScriptedProvider(local=True)
    model.script(Reply(text="Done.", usage=Usage(input_tokens=2345, output_tokens=12)))
    agents = service(skills=(NOTES,))
    session = agents.new_session(agent="build", provider="openai", model="m", workspace=tmp_path)
    session.instructions = MINE
    run_turn(model, "openai", "Read notes.txt", tmp_path, session=session, skills=[NOTES])

    preview = agents.prompt_preview(session, local=True, window=None)
    titles = [s.title for s in preview.sections]
    assert titles == ["Base", "For a model on this machine", "Profile: build", "Installed skills",
                      "This session's instructions"]  # fmt: skip
    assert "read_file" in preview.tools and "use_skill" in preview.tools
    assert preview.tools_tokens > 10 * preview.sections[0].tokens, "ten tool descriptions outweigh the base"
    assert preview.conversation_tokens > 0 and preview.last_input_tokens == 2345
    assert not preview.compact and preview.window == 0
    small = agents.prompt_preview(session, local=True, window=4096)
    assert small.compact and small.window == 4096
    assert small.system_tokens < preview.system_tokens and small.tools_tokens < preview.tools_tokens / 2
