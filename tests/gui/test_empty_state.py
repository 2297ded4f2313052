"""A new conversation helps: "Ask anything", the model and folder in use, and examples that fill the composer
(never sent by themselves); the first message hides it."""

from __future__ import annotations

from pathlib import Path

import qasync
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop_agent.ui.empty_state import EmptyState
from tests.gui.window_harness import Harness, drive, type_and_send
from tests.helpers.agent_harness import fast_settings
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text


def _empty_states(h: Harness) -> list[EmptyState]:
    return [e for e in h.window.findChildren(EmptyState) if e.isVisible()]


def test_a_new_conversation_shows_what_to_ask_and_with_which_model(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    llm_server.script(openai_text("Here is the summary."))

    async def body() -> None:
        await h.window.start()
        shown = _empty_states(h)
        assert len(shown) == 1
        model = h.window.header.model.currentText()
        assert model and model in shown[0].where.text() and "in " in shown[0].where.text()
        qtbot.mouseClick(shown[0].buttons[0], Qt.MouseButton.LeftButton)
        assert h.window.message_input.toPlainText() == shown[0].buttons[0].text()
        assert llm_server.requests == [], "an example is not sent by itself"
        h.window.message_input.clear()
        type_and_send(qtbot, h.window, "Summarise it")
        await h.finished()
        assert _empty_states(h) == [], "the conversation shows instead"
        h.window.new_session()
        await h.settle()
        assert len(_empty_states(h)) == 1, "a new conversation shows it again"
        await h.close()

    drive(event_loop_qt, body())
