"""A message sent while the session is answering waits, shown as queued, and goes when the answer ends;
it can be sent now (the answer stops), taken back to edit, or cancelled."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from pathlib import Path

import qasync
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop_agent.domain.events import PartDelta, RunFinished, StopReason
from desktop_agent.ui.presenters import chat_actions as ca
from tests.gui.window_harness import Harness, drive, type_and_send
from tests.helpers.agent_harness import fast_settings
from tests.helpers.fake_llm_server import ScriptedLLMServer, StreamReply, openai_text


def slow(text: str) -> StreamReply:
    return replace(openai_text(text, piece=3), interval=0.03)


def sent_texts(server: ScriptedLLMServer) -> list[str]:
    return [r.body["messages"][-1]["content"] for r in server.requests if r.body]


async def answering(h: Harness) -> None:
    await h.until(lambda e: isinstance(e, PartDelta))


def test_a_queued_message_goes_when_the_answer_ends(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    llm_server.script(slow("A first answer that takes a while to stream."), openai_text("Second answer."))

    async def body() -> None:
        await h.window.start()
        type_and_send(qtbot, h.window, "First question")
        await answering(h)
        type_and_send(qtbot, h.window, "And a follow-up")
        banner = h.window.composer.queue_banner
        assert banner.isVisible() and "Queued — sends when this answer ends:" in banner.text()
        assert "And a follow-up" in banner.text() and h.window.message_input.toPlainText() == ""
        assert len(llm_server.requests) == 1, "it waits"
        finals = 0
        while finals < 2:
            event = await h.until(lambda e: isinstance(e, RunFinished))
            h.events.remove(event)
            finals += 1
        await h.settle()
        assert sent_texts(llm_server) == ["First question", "And a follow-up"]
        assert not banner.isVisible()
        shown = h.window.chat.toPlainText()
        assert shown.index("A first answer") < shown.index("And a follow-up") < shown.index("Second answer.")
        await h.close()

    drive(event_loop_qt, body())


def test_send_now_stops_the_answer_and_sends_it(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    llm_server.script(slow("A very long answer " * 30), openai_text("Right away."))

    async def body() -> None:
        await h.window.start()
        type_and_send(qtbot, h.window, "Tell me everything")
        await answering(h)
        type_and_send(qtbot, h.window, "Never mind, just this")
        h.window.composer.queue_banner.linkActivated.emit(ca.href(ca.QueuedMessage("send-now")))
        stopped = await h.until(lambda e: isinstance(e, RunFinished))
        assert isinstance(stopped, RunFinished) and stopped.stop_reason is StopReason.CANCELLED
        h.events.remove(stopped)
        await h.until(lambda e: isinstance(e, RunFinished))
        await h.settle()
        assert sent_texts(llm_server) == ["Tell me everything", "Never mind, just this"]
        await h.close()

    drive(event_loop_qt, body())


def test_a_queued_message_can_be_taken_back_or_cancelled(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    llm_server.script(slow("An answer that streams for a moment."))

    async def body() -> None:
        await h.window.start()
        type_and_send(qtbot, h.window, "Question")
        await answering(h)
        type_and_send(qtbot, h.window, "Draft one")
        h.window.composer.queue_banner.linkActivated.emit(ca.href(ca.QueuedMessage("edit")))
        assert h.window.message_input.toPlainText() == "Draft one", "back in the composer to edit"
        assert not h.window.composer.queue_banner.isVisible()
        qtbot.keyClick(h.window.message_input, Qt.Key.Key_Return)
        h.window.composer.queue_banner.linkActivated.emit(ca.href(ca.QueuedMessage("cancel")))
        await h.finished()
        await asyncio.sleep(0.2)
        assert sent_texts(llm_server) == ["Question"], "nothing else was sent"
        await h.close()

    drive(event_loop_qt, body())


def test_tools_can_be_switched_off_or_on_for_one_message(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    """The composer's switch: "Tools: off" sends a message without tools, "on" sends even "thanks" with
    them, and the switch goes back to auto after each message."""
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    llm_server.script(openai_text("Plain."), openai_text("With tools."), openai_text("Auto."))
    switch = h.window.composer.tools

    async def body() -> None:
        await h.window.start()
        for choice, text in ((2, "Read notes.txt"), (1, "thanks"), (0, "thanks")):
            switch.setCurrentIndex(choice)
            h.events.clear()
            type_and_send(qtbot, h.window, text)
            await h.finished()
            assert switch.currentIndex() == 0, "back to auto"
        offered = [bool(r.body and r.body.get("tools")) for r in llm_server.requests]
        assert offered == [False, True, False]
        await h.close()

    drive(event_loop_qt, body())
