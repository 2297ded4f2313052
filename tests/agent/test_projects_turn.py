"""Projects through the real core, loop and history (a real SQLite file), with the in-process scripted model.

What matters is what the model is sent: a session of a project gets the project's instructions (after the
profile, before the session's own), the memories kept everywhere then its project's, only the project's
MCP servers — and never anything of another project, even after a session moves. The prompt view shows
exactly what is sent.
"""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop_agent.agent.memory_prompt import HEADING, PROJECT_LINE
from desktop_agent.core.app_core import AppCore
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.domain.events import RunFinished
from tests.helpers import app_core as helpers
from tests.helpers.agent_harness import fast_settings
from tests.helpers.app_core import scripted_core
from tests.helpers.scripted_model import ScriptedProvider, call_tools, say

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def core(tmp_path: Path) -> Iterator[AppCore]:
    made = scripted_core(tmp_path, fast_settings(), openai_url="http://127.0.0.1:9/v1")
    (tmp_path / "ws").mkdir()
    yield made
    made.close()


def _turn(core: AppCore, model: ScriptedProvider, session_id: str, text: str = "Hello") -> str:
    """One turn in a stored session; the system prompt the model was sent."""

    async def go() -> str:
        session = await core.service.open_session(session_id)
        run = core.service.start_turn(session, text, model)
        events = [e async for e in run.events()]
        assert isinstance(events[-1], RunFinished), events[-1]
        await core.history.flush()
        return model.requests[-1].system

    return asyncio.run(go())


def _new(core: AppCore, project_id: str, **choices: str) -> str:
    async def go() -> str:
        fallback = core.paths.data_dir.parent / "ws"
        session = await core.projects.anew_session(project_id, fallback_workspace=fallback, **choices)
        await core.history.flush()
        return session.id

    return asyncio.run(go())


def test_a_project_session_is_begun_as_the_project_says(core: AppCore, tmp_path: Path) -> None:
    folder = tmp_path / "thesis"
    folder.mkdir()
    project = core.projects.create(
        "Thesis", workspace=str(folder), model="claude-sonnet-4", provider="anthropic", agent="plan",
        knowledge=["papers"],
    )  # fmt: skip
    sid = _new(core, project.id)
    info = core.sessions.find(sid)
    assert (info.project_id, info.workspace, info.agent) == (project.id, str(folder.resolve()), "plan")
    assert (info.provider, info.model, info.knowledge) == ("anthropic", "claude-sonnet-4", ("papers",))
    # what the caller names wins; a project without a folder leaves the caller's
    bare = core.projects.create("Bare")
    other = core.sessions.find(_new(core, bare.id, agent="chat", model="gpt-4.1"))
    assert (other.agent, other.provider, other.model) == ("chat", "openai", "gpt-4.1")
    assert other.workspace == str(tmp_path / "ws") and other.project_id == bare.id
    # a project whose folder is gone says so, and stores nothing
    folder.rmdir()
    before = len(core.sessions.list())
    with pytest.raises(UserFacingError) as gone:
        _new(core, project.id)
    assert gone.value.kind is ErrorKind.USAGE and "does not exist any more" in gone.value.message
    assert len(core.sessions.list()) == before


def test_project_instructions_go_after_the_profile_and_before_the_sessions_own(core: AppCore) -> None:
    project = core.projects.create("Thesis", instructions="Cite every source in APA style.")
    core.memory.add("Answers in British English.")
    core.memory.add("The thesis is about river deltas.", project_id=project.id)
    sid = _new(core, project.id)

    async def own() -> None:
        session = await core.service.open_session(sid)
        await core.service.set_instructions(session, "Keep answers under 200 words.")

    asyncio.run(own())
    model = ScriptedProvider()
    model.script(say("Noted."))
    system = _turn(core, model, sid)
    order = [
        system.index("You are Desktop Agent"),
        system.index("Profile") if "Profile" in system else system.index("You are Desktop Agent"),
        system.index("Cite every source in APA style."),
        system.index(HEADING),
        system.index("- Answers in British English."),
        system.index(PROJECT_LINE),
        system.index("- The thesis is about river deltas."),
        system.index("Keep answers under 200 words."),
    ]
    assert order == sorted(order), system

    # the prompt view shows exactly what is sent, section by section
    session = asyncio.run(core.service.open_session(sid))
    preview = core.service.prompt_preview(session, local=False, window=None)
    assert "\n\n".join(s.text for s in preview.sections) == system
    assert [s.title for s in preview.sections if s.title.startswith("Project")] == ["Project: Thesis"]


def test_planted_facts_never_cross_projects_even_after_a_session_moves(core: AppCore) -> None:
    names = ("Alpha", "Bravo", "Charlie")
    projects = {n: core.projects.create(n, instructions=f"Rules of {n}: be brief.") for n in names}
    facts = {n: [f"{n} fact {i}: the code word is {n.lower()}-{i * 7}." for i in range(5)] for n in names}
    for name, texts in facts.items():
        for text in texts:
            core.memory.add(text, project_id=projects[name].id)
    core.memory.add("Everyone: answers in English.")
    sessions = {n: _new(core, projects[n].id) for n in names}
    outside = asyncio.run(_outside(core))
    model = ScriptedProvider()
    model.script(*[say("ok") for _ in range(6)])

    for name in names:
        system = _turn(core, model, sessions[name])
        assert "Everyone: answers in English." in system
        assert all(f in system for f in facts[name]), name
        assert f"Rules of {name}" in system
        for other in set(names) - {name}:
            assert not any(f in system for f in facts[other]), (name, other)
            assert f"Rules of {other}" not in system
    system = _turn(core, model, outside)
    assert (
        "Everyone: answers in English." in system and "code word" not in system and "Rules of" not in system
    )

    # moved from Alpha to Bravo: its next turn is Bravo's, nothing of Alpha's
    asyncio.run(core.projects.amove(sessions["Alpha"], projects["Bravo"].id))
    system = _turn(core, model, sessions["Alpha"])
    assert all(f in system for f in facts["Bravo"]) and not any(f in system for f in facts["Alpha"])
    # moved out of any project: only what is kept everywhere
    core.projects.move(sessions["Alpha"], None)
    system = _turn(core, model, sessions["Alpha"])
    assert "code word" not in system and "Everyone: answers in English." in system


async def _outside(core: AppCore) -> str:
    session = core.service.new_session(
        agent="build", provider="openai", model="test-model", workspace=core.paths.data_dir.parent / "ws"
    )
    await core.history.flush()
    return session.id


def test_what_the_model_proposes_in_a_project_stays_in_that_project(core: AppCore) -> None:
    work, home = core.projects.create("Work"), core.projects.create("Home")
    at_work, at_home = _new(core, work.id), _new(core, home.id)
    model = ScriptedProvider()
    model.script(
        call_tools([("m1", "remember", json.dumps({"text": "The staging host is stg-2."}))]),
        say("Proposed."),
        say("At home."),
        say("At work."),
    )
    _turn(core, model, at_work, "Remember the staging host is stg-2")
    (proposal,) = core.memory.waiting(at_work)
    kept = core.memory.keep(proposal.id)
    assert kept.project_id == work.id
    assert "stg-2" not in _turn(core, model, at_home)
    assert "- The staging host is stg-2." in _turn(core, model, at_work)


def test_a_project_offers_only_its_own_mcp_servers(tmp_path: Path) -> None:
    server = {"command": sys.executable, "args": ["-m", "tests.helpers.mcp_test_server"], "cwd": str(REPO)}
    config = helpers.test_paths(tmp_path).mcp_config_file
    config.parent.mkdir(parents=True, exist_ok=True)
    config.write_text(json.dumps({"mcpServers": {"alpha": server, "beta": server}}), encoding="utf-8")
    core = scripted_core(tmp_path, fast_settings(), openai_url="http://127.0.0.1:9/v1")
    (tmp_path / "ws").mkdir()
    try:
        only_alpha = core.projects.create("Only alpha", mcp_servers=["alpha"])
        every = core.projects.create("Every server")
        none = core.projects.create("No server", mcp_servers=[])
        sessions = {p.name: _new(core, p.id) for p in (only_alpha, every, none)}
        model = ScriptedProvider()
        model.script(*[say("ok") for _ in range(3)])

        async def go() -> dict[str, set[str]]:
            await core.mcp.start()
            try:
                offered: dict[str, set[str]] = {}
                for name, sid in sessions.items():
                    session = await core.service.open_session(sid)
                    run = core.service.start_turn(session, "Hello there, list files", model, tools=True)
                    _ = [e async for e in run.events()]
                    offered[name] = {
                        t.name.split("__")[0] for t in model.requests[-1].tools if "__" in t.name
                    }
                return offered
            finally:
                await core.aclose()

        offered = asyncio.run(go())
        assert offered == {"Only alpha": {"alpha"}, "Every server": {"alpha", "beta"}, "No server": set()}
    finally:
        core.close()
