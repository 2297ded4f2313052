"""A running MCP tool's progress reaches the turn's events and its card: from a real server's progress
notifications, at most ten a second, the last always; the server's words shown as text."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop_agent.agent.run import Run
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
    nan, inf = float("nan"), float("inf")
    assert progress_text(nan, 4, "x") == "0 / 4 ▱▱▱▱▱▱▱▱▱▱ x" and progress_text(1, inf, "") == "1", (
        "a hostile number"
    )
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


@pytest.mark.parametrize("era", ["2025", "2026"])
def test_stop_cancels_the_call_on_the_server(tmp_path: Path, marker: str, era: str) -> None:
    """The person stops the turn while an MCP tool runs: the server is told (notifications/cancelled) and
    its handler stops, instead of running on for half a minute."""
    noticed = tmp_path / "noticed.txt"

    async def scenario() -> tuple[ev.FinalEvent, str]:
        config = write_config(tmp_path / "mcp.json", {"features": _entry(marker, "--era", era)})
        manager = McpManager(config)
        await manager.start()
        try:
            model = ScriptedProvider()
            arguments = json.dumps({"marker": str(noticed)})
            model.script(call_tools([("c1", "features__wait", arguments)]))

            def stop_once_running(event: ev.AgentEvent, run: Run) -> None:
                if isinstance(event, ev.ToolStateChanged) and event.state is ToolCallState.RUNNING:
                    asyncio.get_running_loop().call_later(0.5, run.cancel)

            tools = list(manager.tools())
            result = await run_turn_async(
                model, "openai", "Wait", tmp_path, extra_tools=tools, on_event=stop_once_running
            )
            for _ in range(50):
                if noticed.exists():
                    break
                await asyncio.sleep(0.1)
            # read while the server still runs: closing it would stop the handler anyway
            return result.final, noticed.read_text(encoding="utf-8") if noticed.exists() else ""
        finally:
            await manager.aclose()

    final, said = run(scenario())
    assert isinstance(final, ev.RunFinished) and final.stop_reason is ev.StopReason.CANCELLED
    assert said == "cancelled", "the server's handler was stopped while the server ran on"
