"""Saving the settings while an answer streams (the Settings dialog's OK, the tray's choice) leaves that
answer whole: the providers built before go on serving what they started, and new requests use the new
settings (the real core, the official SDK over HTTP to the scripted server)."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from pathlib import Path

from desktop_agent.domain.events import PartDelta, RunFailed, RunFinished
from desktop_agent.domain.turns import Say
from tests.helpers.agent_harness import fast_settings
from tests.helpers.app_core import scripted_core
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text

ANSWER = "One two three four five six seven eight nine ten eleven twelve."


def test_saving_settings_while_an_answer_streams_leaves_it_whole(
    llm_server: ScriptedLLMServer, tmp_path: Path
) -> None:
    core = scripted_core(tmp_path, fast_settings(), openai_url=llm_server.openai_base_url)
    (tmp_path / "ws").mkdir()
    llm_server.script(replace(openai_text(ANSWER, piece=3), interval=0.03), openai_text("Again."))

    async def go() -> tuple[str, object, str]:
        session = core.turns.draft("build", core.default_model(), tmp_path / "ws")
        session = core.service.new_session(
            agent=session.agent, provider=session.provider, model=session.model, workspace=session.workspace
        )
        turn = await core.turns.start(session, Say("Count, please."))
        text, saved = "", False
        last: object = None
        async for event in turn.run.events():
            if isinstance(event, PartDelta):
                text += event.text
                if not saved:  # mid-answer: the person presses OK in Settings
                    await core.save_settings(core.settings.replace(theme="dark"))
                    saved = True
            last = event
        again = await core.turns.start(session, Say("Once more."))
        second = ""
        async for event in again.run.events():
            if isinstance(event, PartDelta):
                second += event.text
        await core.aclose()
        return text, last, second

    text, last, second = asyncio.run(go())
    assert not isinstance(last, RunFailed), last
    assert isinstance(last, RunFinished)
    assert text == ANSWER
    assert second == "Again.", "the next request goes out with the new settings"
