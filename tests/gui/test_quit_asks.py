"""Quit while answers are being written asks first ("Stop and quit" / "Keep working"), without stopping
them while it asks; an idle window quits at once, and a signal (SIGTERM, Ctrl+C: tests/gui/test_quitting.py)
never asks."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from pathlib import Path

import qasync
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from desktop_agent.domain.events import PartDelta, RunFinished, StopReason
from tests.gui.window_harness import Harness, drive, type_and_send
from tests.helpers.agent_harness import fast_settings
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text


def click(h: Harness, label: str) -> None:
    box = h.window.quitting.question
    assert box is not None and box.isVisible()
    next(b for b in box.findChildren(QPushButton) if b.text() == label).click()


def test_quit_while_answering_asks_and_keep_working_keeps_it(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    llm_server.script(replace(openai_text("A long answer " * 40, piece=3), interval=0.02))

    async def body() -> None:
        await h.window.start()
        type_and_send(qtbot, h.window, "Write a lot")
        await h.until(lambda e: isinstance(e, PartDelta))
        assert h.window.close() is False
        box = h.window.quitting.question
        assert box is not None and box.text() == "An answer is still being written."
        await asyncio.sleep(0.2)
        assert h.window.controller.running(h.window.session.id) is not None, "it streams on while asked"  # type: ignore[union-attr]
        click(h, "Keep working")
        assert h.window.isVisible() and h.window.quitting.question is None
        final = await h.finished()
        assert isinstance(final, RunFinished) and final.stop_reason is StopReason.END, "it went on"
        assert h.window.close() is True, "idle: no question"
        await h.close()

    drive(event_loop_qt, body())


def test_stop_and_quit_closes_the_window(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    llm_server.script(replace(openai_text("A long answer " * 40, piece=3), interval=0.02))

    async def body() -> None:
        await h.window.start()
        type_and_send(qtbot, h.window, "Write a lot")
        await h.until(lambda e: isinstance(e, PartDelta))
        h.window.close()
        click(h, "Stop and quit")
        assert not h.window.isVisible(), "closed: the app's close path stops the answers and keeps them"
        h.controller.stop(h.window.session.id)  # type: ignore[union-attr]  # (what the app's close path does)
        await h.finished()
        await h.close()

    drive(event_loop_qt, body())
