"""The conversation follows the answer while the person is at the bottom, stops when they scroll up (a button
counts what came since and brings them back), and a session opens at its end."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from pytestqt.qtbot import QtBot

from desktop_agent.domain import events as ev
from desktop_agent.domain.messages import Message, TextPart, Usage
from desktop_agent.ui.chat_view import ChatView
from tests.helpers.answers import ANSWERS, turn_messages

LONG = "\n\n".join(f"Paragraph {n}: " + "words that wrap across the line " * 6 for n in range(40))


def _view(qtbot: QtBot, messages: list[Message] | None = None) -> ChatView:
    view = ChatView()
    qtbot.addWidget(view)
    view.resize(600, 400)
    view.show()
    qtbot.waitExposed(view)
    view.show_messages(messages or [])
    qtbot.wait(10)
    return view


def _stream(qtbot: QtBot, view: ChatView, text: str, prefix: str, pieces: int = 40) -> None:
    size = max(1, len(text) // pieces)
    view.on_event(ev.MessageStarted("run", prefix, "assistant"))
    view.on_event(ev.PartStarted("run", prefix, 0, "text"))
    for start in range(0, len(text), size):
        view.on_event(ev.PartDelta("run", prefix, 0, "text", text[start : start + size]))
        view.stream.flush()
        qtbot.wait(1)  # laid out and painted between deltas, as on screen
    view.on_event(ev.PartEnded("run", prefix, 0, TextPart(text)))
    view.on_event(ev.RunFinished("run", ev.StopReason.END, Usage(), 1))
    qtbot.wait(10)


def _at_end(view: ChatView) -> bool:
    bar = view.verticalScrollBar()
    return bar.maximum() > 0 and bar.value() == bar.maximum()


def test_sending_jumps_to_the_end_and_the_answer_is_followed_as_it_grows(qtbot: QtBot) -> None:
    history = [m for n in range(30) for m in turn_messages(ANSWERS["code"], prefix=f"old{n}-")]
    view = _view(qtbot, history)
    view.verticalScrollBar().setValue(0)  # reading far up
    view.add_user_message("And now a long one, please.")
    qtbot.wait(10)
    assert _at_end(view), "what was sent is in view"
    _stream(qtbot, view, LONG, "m1")
    assert _at_end(view), "the end of the answer is in view"
    last = view.cursorRect(view.document().find("Paragraph 39"))
    assert view.viewport().rect().contains(last.center()), "the answer's last paragraph is in view"
    assert not view._follower.button.isVisible()


def test_scrolling_up_stops_following_and_the_button_counts_new_messages(qtbot: QtBot) -> None:
    view = _view(qtbot)
    _stream(qtbot, view, LONG, "m1")
    view.verticalScrollBar().setValue(50)  # the person scrolls up to read
    qtbot.wait(10)
    button = view._follower.button
    assert button.isVisible() and "Jump to latest" in button.text()
    _stream(qtbot, view, LONG, "m2")
    assert view.verticalScrollBar().value() == 50, "what the person reads does not move"
    assert button.isVisible() and "1 new message" in button.text()
    qtbot.mouseClick(button, qtbot_left())
    qtbot.wait(10)
    assert _at_end(view) and not button.isVisible()
    _stream(qtbot, view, LONG, "m3")
    assert _at_end(view), "following again"


def test_scrolling_back_to_the_end_follows_again(qtbot: QtBot) -> None:
    view = _view(qtbot)
    _stream(qtbot, view, LONG, "m1")
    bar = view.verticalScrollBar()
    bar.setValue(0)
    bar.setValue(bar.maximum())
    _stream(qtbot, view, LONG, "m2")
    assert _at_end(view)


def test_a_session_opens_at_its_end(qtbot: QtBot) -> None:
    view = _view(qtbot)
    _stream(qtbot, view, LONG, "m1")
    view.verticalScrollBar().setValue(0)
    view.show_messages(turn_messages(ANSWERS["thinking-tools-text"]) + turn_messages([LONG], prefix="x"))
    qtbot.wait(10)
    assert _at_end(view)


def qtbot_left() -> object:
    from PySide6.QtCore import Qt

    return Qt.MouseButton.LeftButton


def test_a_theme_change_while_a_message_is_sent_keeps_it_and_restyles_after_the_turn(qtbot: QtBot) -> None:
    view = _view(qtbot)
    view.add_user_message("What is the weather?")
    view.setPalette(QPalette(QColor("#202124")))  # the theme changes before the answer's first word
    _stream(qtbot, view, "Sunny, 21 °C.", "m1")
    assert "What is the weather?" in view.toPlainText() and "Sunny" in view.toPlainText()
    view.turn_stored(
        [
            Message("user", [TextPart("What is the weather?")], id="u1"),
            Message("assistant", [TextPart("Sunny, 21 °C.")], id="m1"),
        ]
    )
    assert "What is the weather?" in view.toPlainText() and "Sunny" in view.toPlainText()
    assert not view._restyle


def _retry(n: int) -> ev.Retrying:
    from desktop_agent.domain.errors import ErrorKind, UserFacingError

    busy = UserFacingError(ErrorKind.OVERLOADED, "The server is busy.", "Try again.")
    return ev.Retrying("run", 1, n, 3, 2.0, busy)


def test_retries_show_one_note_that_leaves_once_the_answer_comes_or_the_turn_fails(qtbot: QtBot) -> None:
    from desktop_agent.domain.errors import ErrorKind, UserFacingError

    view = _view(qtbot)
    view.add_user_message("Hello?")
    view.on_event(ev.MessageStarted("run", "m1", "assistant"))
    view.on_event(_retry(1))
    view.on_event(_retry(2))
    assert view.toPlainText().count("Retrying in") == 1 and "(2 of 3)" in view.toPlainText()
    _stream(qtbot, view, "Here you are.", "m1")
    assert "Retrying" not in view.toPlainText() and "Here you are." in view.toPlainText()

    view.add_user_message("Again?")
    view.on_event(ev.MessageStarted("run", "m2", "assistant"))
    view.on_event(_retry(1))
    down = UserFacingError(ErrorKind.OVERLOADED, "The server is still busy.", "Try again later.")
    view.on_event(ev.RunFailed("run", down, Usage(), 1))
    text = view.toPlainText()
    assert "Retrying" not in text and "The server is still busy." in text, "only the final error stays"
    assert "Hello?" in text and "Here you are." in text and "Again?" in text
