"""Every task the window starts is cancelled when the window has closed and the app quits: after the core's
own shutdown (a running answer is stopped and kept first, then providers, MCP servers and the history
close), the app's close path (`ui.startup.shut_down`) cancels what the window still runs and waits for it."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from pathlib import Path

import qasync
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from desktop_agent.domain.events import PartDelta, RunFailed, RunFinished
from desktop_agent.ui.startup import shut_down
from tests.gui.window_harness import Harness, drive, type_and_send
from tests.helpers.agent_harness import fast_settings
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text


def test_a_task_the_window_spawned_is_cancelled_when_it_closes_after_the_core_has_closed(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    llm_server.script(replace(openai_text("A long answer " * 40, piece=3), interval=0.02))
    when_cancelled: list[bool] = []

    async def waits_for_ever() -> None:
        try:
            await asyncio.Event().wait()
        except asyncio.CancelledError:
            when_cancelled.append(any(isinstance(e, RunFinished | RunFailed) for e in h.events))
            raise

    async def body() -> None:
        await h.window.start()
        type_and_send(qtbot, h.window, "Write a lot")
        await h.until(lambda e: isinstance(e, PartDelta))
        task = h.window.spawn(waits_for_ever())
        h.window.close()
        box = h.window.quitting.question
        assert box is not None
        next(b for b in box.findChildren(QPushButton) if b.text() == "Stop and quit").click()
        assert not h.window.isVisible()
        assert not task.done(), "closing the window alone leaves the quitting to the app's close path"

        await shut_down(h.window, [h.core])  # what the app runs once the window has closed

        assert task.cancelled(), "the window's task was cancelled"
        assert when_cancelled == [True], "after the core had stopped the running answer (and kept it)"
        assert h.window.tasks.pending == [], "nothing the window started is left running"

    drive(event_loop_qt, body())
