"""Compaction in the window: the note where earlier turns began to go as a summary, the summary to read,
Undo and Redo, the note again when the session is reopened, Compact now, and the header's context gauge."""

from __future__ import annotations

from pathlib import Path

import qasync
from PySide6.QtWidgets import QPlainTextEdit
from pytestqt.qtbot import QtBot

from desktop_agent.domain.messages import Usage
from desktop_agent.ui.chat_compaction import SummaryDialog
from desktop_agent.ui.presenters import chat_actions as ca
from desktop_agent.ui.theme import TOKENS
from tests.gui.window_harness import Harness, drive, type_and_send
from tests.helpers.agent_harness import fast_settings
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text

WARNING = TOKENS["light"]["warning_text"]
"""The amber of a nearly full context (the tests run in a light palette)."""

SUMMARY = "## Goals\n- Plan the garden beds\n## Decided\n- Tomatoes by the south wall"
FILLER = " We talked about soil, light and water at length." * 14


def test_a_compaction_shows_opens_undoes_and_comes_back_when_reopened(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    settings = fast_settings(default_agent="chat", context_windows={"test-model": 3_000})
    h = Harness(qtbot, llm_server, tmp_path, settings)

    async def body() -> None:
        await h.window.start()
        for i in range(7):  # about 2,300 tokens: the next message passes 80 % of 3,000
            llm_server.script(openai_text(f"Answer {i}.{FILLER}"))
            type_and_send(qtbot, h.window, f"Question {i}.{FILLER}")
            await h.finished()
            await h.settle()  # the turn has ended for the window too: the next message is not queued
            h.events.clear()
        llm_server.script(openai_text(SUMMARY), openai_text("Tomatoes first."))
        type_and_send(qtbot, h.window, "What do I plant first?")
        await h.finished()
        shown = h.window.chat.toPlainText()
        assert "Earlier conversation summarised — 12 messages, about" in shown
        assert "Show summary" in shown and "Undo" in shown
        session = h.window.session
        assert session is not None
        [compaction] = session.compactions

        h.window.chat.compactions.open_summary(compaction.id)
        [dialog] = [d for d in h.window.chat.findChildren(SummaryDialog) if d.isVisible()]
        text = dialog.findChild(QPlainTextEdit)
        assert text is not None and "Tomatoes by the south wall" in text.toPlainText() and text.isReadOnly()
        dialog.reject()

        h.window.links.act(ca.UndoCompaction(compaction.id, True))
        await h.settle()
        assert (
            "Summary undone: the 12 earlier messages go to the model whole again."
            in h.window.chat.toPlainText()
        )
        assert session.compactions[0].undone

        await h.window.open_session(session.id)  # reopened from the history
        await h.settle()
        again = h.window.chat.toPlainText()
        assert "Summary undone: the 12 earlier messages" in again and "Redo" in again
        assert again.index("What do I plant first?") < again.index("Summary undone"), "where it was made"

        llm_server.script(openai_text(SUMMARY))
        h.window.conversation.compact_now()
        await h.settle()
        assert "Earlier conversation summarised on request — 12 messages" in h.window.chat.toPlainText()
        await h.close()

    drive(event_loop_qt, body())


def test_the_header_gauge_turns_amber_near_the_threshold(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings(context_windows={"test-model": 200_000}))
    header = h.window.header
    header.set_window(200_000, 0.8)
    header.show_usage(Usage(90_000, 500), Usage(61_000, 500))
    assert header.usage.text() == "90.5k tokens · context 61.5k / 200k"
    assert WARNING not in header.usage.styleSheet()
    header.show_usage(Usage(300_000, 2_000), Usage(170_000, 1_000))
    assert "context 171k / 200k" in header.usage.text() and WARNING in header.usage.styleSheet()
    assert "nearly full" in header.usage.toolTip()
    drive(event_loop_qt, h.close())


def test_the_gauge_takes_the_window_a_local_server_says(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    llm_server.info["/props"] = {"default_generation_settings": {"n_ctx": 4096, "params": {}}}
    settings = fast_settings(default_provider="llamacpp", default_agent="chat")
    h = Harness(qtbot, llm_server, tmp_path, settings)
    llm_server.script(openai_text("Hello.", usage=(3_500, 20)))

    async def body() -> None:
        await h.window.start()
        type_and_send(qtbot, h.window, "Hi there, what can you do?")
        await h.finished()
        await h.settle()
        usage = h.window.header.usage
        assert "/ 4.1k" in usage.text(), "the window llama.cpp says it serves"
        assert WARNING in usage.styleSheet(), "3,520 of 4,096 is past 80 %"
        await h.close()

    drive(event_loop_qt, body())
