"""Rough edges a newcomer met in the chat (the design review's list), each checked as the person sees it."""

from __future__ import annotations

from pathlib import Path

import qasync
from PySide6.QtGui import QPalette
from pytestqt.qtbot import QtBot

from desktop_agent.domain.messages import Message, TextPart
from desktop_agent.ui.chat_blocks import READING_WIDTH
from desktop_agent.ui.chat_view import ChatView
from tests.gui.window_harness import Harness, drive, type_and_send
from tests.helpers.agent_harness import fast_settings
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text


def _view(qtbot: QtBot, *messages: Message) -> ChatView:
    view = ChatView()
    qtbot.addWidget(view)
    view.resize(700, 500)
    view.show_messages(list(messages))
    return view


def test_the_persons_line_breaks_stay_as_typed(qtbot: QtBot) -> None:
    typed = "Three things:\nmilk\neggs\n\n```\nkeep\nthis\n```\nbye"
    stored = _view(qtbot, Message("user", [TextPart(typed)], id="u1"))
    assert "Three things:\nmilk\neggs\n" in stored.document().toPlainText()
    assert "keep\nthis" in stored.document().toPlainText(), "code is as written, no trailing spaces added"
    sent = _view(qtbot)
    sent.add_user_message("first line\nsecond line")
    assert "first line\nsecond line" in sent.document().toPlainText()


def test_a_link_in_a_quote_looks_like_a_link(qtbot: QtBot) -> None:
    view = _view(
        qtbot, Message("assistant", [TextPart("> See [the guide](https://example.org) first.")], id="a1")
    )
    link = view.palette().color(QPalette.ColorRole.Link)
    block = view.document().begin()
    colours = {}
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            colours[fragment.text()] = fragment.charFormat().foreground().color()
            it += 1
        block = block.next()
    assert colours["the guide"] == link
    assert colours["See "] != link, "the quote's own text is dimmed"


def test_the_reading_column_holds_from_the_first_message(qtbot: QtBot) -> None:
    """A new or reopened conversation is centred at once, not only after the window is resized."""
    view = _view(qtbot)
    view.resize(1300, 600)
    view.show()
    qtbot.waitExposed(view)
    expected = (view.viewport().width() - READING_WIDTH) // 2
    for shown in ([Message("assistant", [TextPart("A short answer.")], id="a1")], []):
        view.show_messages(shown)
        margin = view.document().rootFrame().frameFormat().leftMargin()
        assert round(margin) == expected, "the text would jump sideways at the next resize"


def test_the_headers_tokens_are_the_sessions_not_the_last_turns(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    llm_server.script(openai_text("One.", usage=(100, 20)), openai_text("Two.", usage=(200, 30)))

    async def body() -> None:
        await h.window.start()
        type_and_send(qtbot, h.window, "first")
        await h.finished()
        assert h.window.header.usage.text().startswith("120 tokens")
        h.events.clear()
        type_and_send(qtbot, h.window, "second")
        await h.finished()
        assert h.window.header.usage.text().startswith("350 tokens"), "both turns, as `usage` counts them"
        await h.close()

    drive(event_loop_qt, body())
