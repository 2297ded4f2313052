"""Views in their tool cards, as the chat places them (`ui.chat_app_views`), with plain widgets standing in
for web views: each sits on its card's slot and follows it as the chat scrolls; at most three are alive;
one scrolled out of sight leaves a picture of itself in its slot, and the one out of sight longest is
closed when another must open; a view's size request moves what follows; one that cannot open says why
in its card and the card keeps its text result."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator
from typing import ClassVar

import pytest
import qasync
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QTextDocument
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.ui.chat_app_views import MOST_LIVE, Opener, ViewControls
from desktop_agent.ui.chat_view import ChatView
from tests.helpers.answers import Item, Tool, turn_messages
from tests.helpers.qt_loop import qt_event_loop

TURN: list[Item] = []
for n in range(1, 7):
    TURN += [f"Step {n}: " + "words " * 80, Tool(f"c{n}", "charts__draw", "{}", f"a chart, number {n}")]


class Square(QWidget):
    """A stand-in view: a coloured square that knows whether it was disposed."""

    made: ClassVar[list[Square]] = []

    def __init__(self, parent: QWidget, number: int) -> None:
        super().__init__(parent)
        self.number = number
        self.disposed = False
        self.setAutoFillBackground(True)
        palette = self.palette()
        palette.setColor(self.backgroundRole(), QColor.fromHsv(number * 50 % 360, 200, 220))
        self.setPalette(palette)
        Square.made.append(self)

    def dispose(self) -> None:
        self.disposed = True
        self.deleteLater()


def opener_for(views: set[str], failing: set[str] = frozenset()) -> Callable[[str], Opener | None]:  # type: ignore[assignment]
    def opener(call_id: str) -> Opener | None:
        if call_id not in views:
            return None

        async def open_view(parent: QWidget, controls: ViewControls) -> QWidget:
            await asyncio.sleep(0)
            if call_id in failing:
                raise UserFacingError(ErrorKind.SERVER_ERROR, "The view of “charts” cannot be shown.")
            return Square(parent, int(call_id[1:]))

        return open_view

    return opener


@pytest.fixture
def loop(qapp: QApplication) -> Iterator[qasync.QEventLoop]:
    Square.made.clear()
    yield from qt_event_loop(qapp)


def chat_with_views(qtbot: QtBot, views: set[str], failing: set[str] = frozenset()) -> ChatView:  # type: ignore[assignment]
    chat = ChatView()
    qtbot.addWidget(chat)
    chat.resize(900, 700)
    chat.show()
    chat.app_views.opener = opener_for(views, failing)
    chat.show_messages(turn_messages(TURN))
    return chat


async def settled(chat: ChatView) -> None:
    """A moment for the chat to place its views by itself (after a scroll or a layout change)."""
    for _ in range(10):
        await asyncio.sleep(0.02)


def in_sight(chat: ChatView) -> list[int]:
    return sorted(w.number for w in chat.app_views.live() if isinstance(w, Square) and w.isVisible())


def test_each_view_sits_on_its_slot_and_follows_the_scroll(qtbot: QtBot, loop: qasync.QEventLoop) -> None:
    chat = chat_with_views(qtbot, {"c6"})

    async def body() -> None:
        await settled(chat)
        [view] = chat.app_views.live()
        card = chat.writer.cards.get("c6")
        assert card is not None
        box = chat.document().documentLayout().frameBoundingRect(card.frame).toRect()
        box.translate(0, -chat.verticalScrollBar().value())
        assert box.contains(view.geometry()), (box, view.geometry())
        assert view.isVisible() and view.height() == 320
        before = view.geometry().top()
        chat.verticalScrollBar().setValue(chat.verticalScrollBar().value() - 100)
        await settled(chat)
        assert view.geometry().top() == before + 100

    loop.run_until_complete(body())


def test_at_most_three_live_and_one_out_of_sight_leaves_its_picture(
    qtbot: QtBot, loop: qasync.QEventLoop
) -> None:
    chat = chat_with_views(qtbot, {f"c{n}" for n in range(1, 7)})
    bar = chat.verticalScrollBar()

    async def body() -> None:
        for value in range(0, bar.maximum() + 1, 150):  # the person scrolls through the whole answer
            bar.setValue(value)
            await settled(chat)
            assert len(chat.app_views.live()) <= MOST_LIVE
        assert {s.number for s in Square.made} == set(range(1, 7)), "each opened when it came into sight"
        assert sum(s.disposed for s in Square.made) >= 3, "the ones out of sight longest were closed"
        first = chat.app_views.slots["c1"]
        picture = chat.document().resource(QTextDocument.ResourceType.ImageResource.value, first.name)
        assert isinstance(picture, QImage) and picture.width() > 100, "its picture stays in its slot"
        bar.setValue(0)  # back to the first: it opens anew, within the cap
        await settled(chat)
        assert 1 in in_sight(chat) and len(chat.app_views.live()) <= MOST_LIVE

    loop.run_until_complete(body())


def test_a_size_request_moves_what_follows(qtbot: QtBot, loop: qasync.QEventLoop) -> None:
    chat = chat_with_views(qtbot, {"c6"})

    async def body() -> None:
        await settled(chat)
        end_before = chat.document().size().height()
        chat.app_views.resize("c6", 520)
        await settled(chat)
        [view] = chat.app_views.live()
        assert view.height() == 520
        assert chat.document().size().height() == pytest.approx(end_before + 200, abs=2)
        chat.app_views.resize("c6", 100_000)
        await settled(chat)
        assert view.height() == 720, "no taller than the most a view may take"

    loop.run_until_complete(body())


def test_a_view_that_cannot_open_says_why_and_keeps_the_result(qtbot: QtBot, loop: qasync.QEventLoop) -> None:
    chat = chat_with_views(qtbot, {"c6"}, failing={"c6"})

    async def body() -> None:
        await settled(chat)
        assert chat.app_views.live() == []
        text = chat.toPlainText()
        assert "The view of “charts” cannot be shown." in text
        assert "Output" in text

    loop.run_until_complete(body())


def test_another_conversation_closes_every_view(qtbot: QtBot, loop: qasync.QEventLoop) -> None:
    chat = chat_with_views(qtbot, {"c5", "c6"})

    async def body() -> None:
        await settled(chat)
        assert chat.app_views.live()
        chat.show_messages(turn_messages(["Hello"]))
        await settled(chat)
        assert chat.app_views.live() == [] and all(s.disposed for s in Square.made)

    loop.run_until_complete(body())


def test_a_narrower_window_narrows_the_view_with_its_card(qtbot: QtBot, loop: qasync.QEventLoop) -> None:
    chat = chat_with_views(qtbot, {"c6"})

    async def body() -> None:
        await settled(chat)
        [view] = chat.app_views.live()
        wide = view.width()
        chat.resize(560, 700)
        await asyncio.sleep(0.3)
        card = chat.writer.cards.get("c6")
        assert card is not None
        box = chat.document().documentLayout().frameBoundingRect(card.frame).toRect()
        box.translate(0, -chat.verticalScrollBar().value())
        assert view.width() < wide and box.contains(view.geometry()), (box, view.geometry())

    loop.run_until_complete(body())


def test_a_view_shown_full_screen_or_on_top_is_in_a_window_that_names_it_and_comes_back(
    qtbot: QtBot, loop: qasync.QEventLoop
) -> None:
    """Out of its card the view opens anew in the app's own window, whose bar names it and brings it back;
    while out, scrolling leaves it alone; closing the window opens the card's view again."""
    from desktop_agent.ui.view_window import ViewWindow

    chat = chat_with_views(qtbot, {"c6"})

    def windows() -> list[ViewWindow]:
        return [w for w in QApplication.topLevelWidgets() if isinstance(w, ViewWindow) and w.isVisible()]

    async def body() -> None:
        await settled(chat)
        [inline] = chat.app_views.live()
        title = "draw — a view of the MCP server “charts”"
        assert chat.app_views.show_as("c6", "pip", title) == "pip"
        await settled(chat)
        [window] = windows()
        assert isinstance(inline, Square) and inline.disposed, "the card's view closed"
        assert isinstance(window.view, Square) and window.view.number == 6 and window.view.isVisible()
        assert window.title.text() == title and window.windowTitle() == title
        assert window.windowFlags() & Qt.WindowType.WindowStaysOnTopHint, "picture-in-picture stays on top"
        chat.verticalScrollBar().setValue(0)  # its card out of sight: it stays in its window
        await settled(chat)
        assert window.view.isVisible() and chat.app_views.live() == [window.view]
        assert chat.app_views.show_as("c6", "fullscreen", title) == "fullscreen"
        assert window.isFullScreen()
        out = window.view
        window.back.click()  # Back to the chat
        chat.verticalScrollBar().setValue(chat.verticalScrollBar().maximum())
        await settled(chat)
        assert windows() == [] and out.disposed
        [back] = chat.app_views.live()
        assert back.parent() is chat.viewport() and back.isVisible() and back not in (inline, out)

    loop.run_until_complete(body())
