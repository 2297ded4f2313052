"""Plan, then build, in the window: a plan answer ends with "Build this plan"; one click goes on in the
same session with the build profile and the checklist as its task; update_plan shows the checklist ticking."""

from __future__ import annotations

import json
from pathlib import Path

import qasync
from pytestqt.qtbot import QtBot

from desktop_agent.config.settings import Settings
from desktop_agent.domain.events import RunFinished
from desktop_agent.ui.presenters import chat_actions as ca
from tests.gui.window_harness import Harness, drive, type_and_send
from tests.helpers.agent_harness import fast_settings
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text, openai_tool_calls

PLAN = "The plan:\n\n- [ ] Add a cache to load_config\n- [ ] Write a test for a missing file\n"
PROGRESS = json.dumps({"steps": [
    {"step": "Add a cache to load_config", "status": "completed"},
    {"step": "Write a test for a missing file", "status": "in_progress"},
]})  # fmt: skip


def test_build_this_plan_goes_on_with_the_build_profile(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    settings: Settings = fast_settings(default_agent="plan")
    h = Harness(qtbot, llm_server, tmp_path, settings)
    llm_server.script(
        openai_text(PLAN),
        openai_tool_calls([("p1", "update_plan", PROGRESS)]),
        openai_text("The cache is in; the test is next."),
    )

    async def body() -> None:
        await h.window.start()
        type_and_send(qtbot, h.window, "Plan a config cache")
        await h.finished()
        assert "Build this plan" in h.window.chat.toPlainText()
        assert h.window.header.agent.currentText() == "plan"
        h.events.clear()
        h.window.links.act(ca.BuildPlan())
        final = await h.finished()
        assert isinstance(final, RunFinished)
        assert h.window.header.agent.currentText() == "build"
        session = h.window.session
        assert session is not None and session.agent == "build"
        body = llm_server.requests[1].body
        assert body is not None
        assert body["messages"][-1]["content"].startswith("Build this plan, step by step.")
        assert "write_file" in {t["function"]["name"] for t in body["tools"]}
        shown = h.window.chat.toPlainText()
        assert "☑ Add a cache to load_config" in shown and "▸ Write a test for a missing file" in shown
        await h.close()

    drive(event_loop_qt, body())
