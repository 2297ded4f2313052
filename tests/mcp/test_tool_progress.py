"""A running MCP tool's progress reaches the turn's events and its card: from a real server's progress
notifications, at most ten a second, the last always; the server's words shown as text."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop_agent.domain import events as ev
from desktop_agent.domain.messages import ToolCallPart, ToolCallState, ToolResultPart
from desktop_agent.tools.mcp.manager import McpManager
from desktop_agent.ui.chat_view import ChatView
from desktop_agent.ui.presenters.tool_progress import progress_text
from tests.helpers.agent_harness import run_turn_async
from tests.helpers.scripted_model import ScriptedProvider, call_tools, say
from tests.mcp.conftest import run, write_config
from tests.mcp.test_client_features import _entry


def test_a_servers_progress_reaches_the_turn(tmp_path: Path, marker: str) -> None:
    async def scenario() -> list[ev.ToolProgress]:
        manager = McpManager(
            write_config(tmp_path / "mcp.json", {"features": _entry(marker, "--era", "2025")})
        )
        await manager.start()
        try:
            model = ScriptedProvider()
            model.script(call_tools([("c1", "features__steps", "{}")]), say("All three steps ran."))
            result = await run_turn_async(
                model, "openai", "Run the steps", tmp_path, extra_tools=manager.tools()
            )
            return result.of(ev.ToolProgress)
        finally:
            await manager.aclose()

    updates = run(scenario())
    assert updates, "no progress reached the turn"
    assert all(u.call_id == "c1" and u.total == 3 for u in updates)
    assert (updates[-1].progress, updates[-1].message) == (3, "step 3 of 3"), "the last one always arrives"
    assert [u.progress for u in updates] == sorted(u.progress for u in updates)


def test_the_progress_text_counts_draws_and_names_hidden_characters() -> None:
    assert progress_text(2, 4, "Indexing files") == "2 / 4 ▰▰▰▰▰▱▱▱▱▱ Indexing files"
    assert progress_text(7, None, "") == "7"
    assert progress_text(12, 10, "over") == "12 / 10 ▰▰▰▰▰▰▰▰▰▰ over", "never more than full"
    shown = progress_text(1, 2, "ok\x1b[31m red" + "x" * 200)
    assert "\x1b" not in shown and shown.endswith("…") and len(shown) < 110


def test_the_running_card_shows_the_progress(qtbot: QtBot, qapp: QApplication) -> None:
    view = ChatView()
    qtbot.addWidget(view)
    call = ToolCallPart("c1", "features__steps", "{}")
    view.on_event(ev.MessageStarted("run", "m1", "assistant"))
    view.on_event(ev.PartStarted("run", "m1", 0, "tool_call", "c1", "features__steps"))
    view.on_event(ev.PartEnded("run", "m1", 0, call))
    view.on_event(ev.MessageFinished("run", "m1", "complete"))
    view.on_event(ev.ToolStateChanged("run", "c1", "features__steps", ToolCallState.RUNNING))
    view.on_event(ev.ToolProgress("run", "c1", 2, 4, "Indexing files"))
    assert "2 / 4 ▰▰▰▰▰▱▱▱▱▱ Indexing files" in view.toPlainText()
    done = ToolResultPart("c1", "features__steps", "ok", state=ToolCallState.COMPLETED, duration_s=1.0)
    view.on_event(ev.ToolStateChanged("run", "c1", "features__steps", ToolCallState.COMPLETED, result=done))
    assert "Indexing files" not in view.toPlainText(), "a finished card shows its time, not the progress"
