"""A session's instructions in the window: the header's Instructions button opens them with the whole prompt
the model is sent (following the typing); saved, they go with the next message and stay with the session."""

from __future__ import annotations

import asyncio
from pathlib import Path

import qasync
import shiboken6
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop_agent.agent.system_prompt import MOST_SESSION_INSTRUCTIONS
from desktop_agent.ui.instructions_dialog import InstructionsDialog
from tests.gui.window_harness import Harness, drive, type_and_send
from tests.helpers.agent_harness import fast_settings
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text

BRIEF = "Answer in British English.\nNever touch the vendor/ folder."


async def opened_dialog(h: Harness, qtbot: QtBot) -> InstructionsDialog:
    qtbot.mouseClick(h.window.header.instructions, Qt.MouseButton.LeftButton)
    for _ in range(40):
        await asyncio.sleep(0.05)
        dialog = h.window.findChild(InstructionsDialog)
        if dialog is not None and dialog.isVisible():
            return dialog
    raise AssertionError("the instructions dialog did not open")


def test_instructions_set_before_the_first_message_go_with_it_and_stay(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    llm_server.script(openai_text("Right you are."))

    async def body() -> None:
        await h.window.start()
        assert h.window.header.instructions.text() == "Instructions"
        dialog = await opened_dialog(h, qtbot)
        shown = dialog.sent.toPlainText()
        assert shown.startswith("Base · about") and "Profile: build" in shown
        assert "read_file" in shown, "the tools offered are listed"
        dialog.editor.setPlainText(BRIEF)
        await asyncio.sleep(0.4)  # the preview follows the typing
        assert "This session's instructions · about" in dialog.sent.toPlainText()
        assert "Never touch the vendor/ folder." in dialog.sent.toPlainText()
        dialog.buttons.button(dialog.buttons.StandardButton.Save).click()
        await h.settle()
        assert not shiboken6.isValid(dialog), "saved and closed"
        session = h.window.session
        assert session is not None and session.instructions == BRIEF, "saving began the conversation"
        assert h.window.header.instructions.text() == "Instructions ✓"
        assert "Answer in British English." in h.window.header.instructions.toolTip()

        type_and_send(qtbot, h.window, "Where do I start?")
        await h.finished()
        sent = llm_server.requests[0].body
        assert sent is not None and sent["messages"][0]["content"].endswith(BRIEF)
        stored = await h.controller.open_session(session.id)
        assert stored.instructions == BRIEF
        await h.close()

    drive(event_loop_qt, body())


def test_instructions_too_long_are_refused_in_the_dialog(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    llm_server.script(openai_text("Hello."))

    async def body() -> None:
        await h.window.start()
        type_and_send(qtbot, h.window, "Hello there")
        await h.finished()
        dialog = await opened_dialog(h, qtbot)
        dialog.editor.setPlainText("x" * (MOST_SESSION_INSTRUCTIONS + 5))
        dialog.buttons.button(dialog.buttons.StandardButton.Save).click()
        await h.settle()
        assert dialog.isVisible(), "the dialog stays open with what was typed"
        assert "20,005 characters" in dialog.message.text()
        session = h.window.session
        assert session is not None and session.instructions == ""
        assert h.window.header.instructions.text() == "Instructions"
        dialog.reject()
        await h.close()

    drive(event_loop_qt, body())
