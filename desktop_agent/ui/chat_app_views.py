"""MCP Apps' views inside their tool cards: a slot in the card's text keeps the view's place (an image of
the view's size), and the live view, a widget over the chat's viewport, sits exactly on it.

The slot moves with the text (scrolling, a new answer, a resized window): the views follow each layout
change. At most `MOST_LIVE` views are alive at once. A view that scrolls out of sight leaves a picture of
itself in its slot (`QWidget.grab`), is hidden, and when more views are needed than may live, the one out
of sight the longest is closed; scrolled back into sight, it opens anew from its kept result. A view that
asks for full screen or picture-in-picture opens anew in a window of its own (`view_window`). What opens a
view (reading it from its server, its bridge, its web view) is the caller's (`Opener`); this module only
places, sizes and counts. A view's widget is closed with its `dispose()` when it has one.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QEvent, QObject, QRect, QTimer, QUrl
from PySide6.QtGui import QColor, QImage, QTextBlock, QTextDocument
from PySide6.QtWidgets import QTextEdit, QWidget

from desktop_agent.domain.errors import UserFacingError
from desktop_agent.ui.chat_blocks import READING_WIDTH
from desktop_agent.ui.tasks import live_loop

if TYPE_CHECKING:
    from desktop_agent.ui.chat_cards import ToolCards
    from desktop_agent.ui.view_window import ViewWindow

log = logging.getLogger(__name__)

MOST_LIVE = 3
"""Views alive at once; the others are pictures of themselves until they come back into sight."""
DEFAULT_HEIGHT = 320
LEAST_HEIGHT, MOST_HEIGHT = 80, 720
LEAST_WIDTH = 160
SCHEME = "mcp-view"


@dataclass(frozen=True, slots=True)
class ViewControls:
    """What a view may change of its place, through its host."""

    height: Callable[[int], None]
    """The height it asks for (its slot takes it, within bounds)."""
    mode: Callable[[str, str], str]
    """(mode, the window's title): shown inline, full screen or picture-in-picture; the mode it got."""
    shown_as: str = "inline"
    """How this view is shown: in its card, or in its own window ("fullscreen", "pip")."""


Opener = Callable[[QWidget, ViewControls], Awaitable[QWidget]]
"""Opens a call's view as a child of the viewport, with what it may change of its place. Raises
UserFacingError when the view cannot be shown."""


@dataclass(eq=False)
class Slot:
    call_id: str
    open: Opener
    name: str
    """The slot's image in the document (with a random part: no answer can name it)."""
    height: int = DEFAULT_HEIGHT
    widget: QWidget | None = None
    opening: bool = False
    shown: bool = False
    problem: str = ""
    seen: int = 0
    """When it was last in sight (a counter): the one out of sight longest is closed first."""
    window: ViewWindow | None = None
    """Its own window while it is shown full screen or picture-in-picture, with a view of its own."""


class ChatAppViews(QObject):
    """The views of the shown conversation's tool cards, placed over their slots."""

    def __init__(self, chat: QTextEdit, cards: ToolCards, opener: Callable[[str], Opener | None]) -> None:
        super().__init__(chat)
        self._chat = chat
        self._cards = cards
        self.opener = opener
        """How a call's view opens; None: its tool has none (the window's `WindowViews.opener`)."""
        self.slots: dict[str, Slot] = {}
        self._drawn_width = 0
        self._clock = itertools.count(1)
        self._tasks: set[asyncio.Task[None]] = set()
        self._place_soon = QTimer(self)
        self._place_soon.setSingleShot(True)
        self._place_soon.setInterval(0)
        self._place_soon.timeout.connect(self.place)
        # Not `start` itself: given the signal's value, QTimer.start takes it for an interval.
        chat.verticalScrollBar().valueChanged.connect(lambda value: self._soon())
        chat.document().documentLayout().update.connect(lambda rect: self._soon())
        cards.slot = self.slot_of
        self._resized = QTimer(self)  # the column's new width, once the chat has laid itself out again
        self._resized.setSingleShot(True)
        self._resized.setInterval(80)
        self._resized.timeout.connect(self.resized)
        chat.viewport().installEventFilter(self)

    def _soon(self) -> None:
        """Place the views after this turn of the event loop; nothing while there are none (a streaming
        answer lays the document out again at every delta)."""
        if self.slots:
            self._place_soon.start()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Resize:
            self._resized.start()
        return False

    # ---- what the cards draw ----

    def slot_of(self, call_id: str) -> tuple[str, int, int] | str | None:
        """A completed call's slot in its card: (image name, width, height); the reason its view cannot be
        shown; None when its tool has no view (the card shows its text result only)."""
        slot = self.slots.get(call_id)
        if slot is None:
            opener = self.opener(call_id)
            if opener is None:
                return None
            name = f"{SCHEME}:{call_id}-{secrets.token_hex(8)}"
            slot = self.slots[call_id] = Slot(call_id, opener, name)
            self._blank(slot)
        if slot.problem:
            return slot.problem
        return slot.name, self.width(), slot.height

    def width(self) -> int:
        """A view's width: a card's inner width in the reading column (every card is as wide; before the
        first is laid out, the column's width less the margins)."""
        layout = self._chat.document().documentLayout()
        for card in self._cards.by_id.values():
            box = layout.frameBoundingRect(card.frame)
            if box.width() > 0:
                padding = card.frame.frameFormat().padding() + card.frame.frameFormat().border()
                return max(LEAST_WIDTH, round(box.width() - 2 * padding) - 2)
        column = min(READING_WIDTH, self._chat.viewport().width())
        margin = round(self._chat.document().documentMargin())
        return max(LEAST_WIDTH, column - 2 * margin - 2 * 12)

    def _blank(self, slot: Slot) -> None:
        image = QImage(1, 1, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(QColor(0, 0, 0, 0))
        self._show_picture(slot, image)

    def _show_picture(self, slot: Slot, image: QImage) -> None:
        kind = QTextDocument.ResourceType.ImageResource.value
        self._chat.document().addResource(kind, QUrl(slot.name), image)
        self._chat.viewport().update()

    # ---- placing the live views ----

    def place(self) -> None:
        """Every slot's view on its slot: in sight, shown (opened if needed, within `MOST_LIVE`); out of
        sight, a picture of itself in its slot and hidden."""
        sight = self._chat.viewport().rect()
        wanted: list[tuple[Slot, QRect]] = []
        for slot in self.slots.values():
            if slot.window is not None:
                continue  # in its own window
            rect = self._rect(slot)
            if rect is not None and rect.intersects(sight):
                wanted.append((slot, rect))
            elif slot.widget is not None and slot.shown:
                self._leave(slot)
        for slot, rect in wanted:
            slot.seen = next(self._clock)
            if slot.widget is not None:
                slot.widget.setGeometry(rect)
                if not slot.shown:
                    slot.widget.show()
                    slot.shown = True
            elif not slot.opening and not slot.problem and self._room():
                self._start(slot)

    def _rect(self, slot: Slot) -> QRect | None:
        """Where the slot's image is in the viewport now; None when its card is not in the document."""
        card = self._cards.get(slot.call_id)
        if card is None:
            return None
        document = self._chat.document()
        block = document.findBlock(card.frame.firstPosition())
        end = card.frame.lastPosition()
        while block.isValid() and block.position() <= end:
            found = _image_in(block, slot.name)
            if found is not None:
                return self._in_viewport(block, *found)
            block = block.next()
        return None

    def _in_viewport(self, block: QTextBlock, at: int, height: int) -> QRect | None:
        layout = block.layout()
        line = layout.lineForTextPosition(at) if layout is not None else None
        if line is None or not line.isValid():
            return None
        box = self._chat.document().documentLayout().blockBoundingRect(block)
        offset = cast("tuple[float, int]", line.cursorToX(at))[0]  # PySide6 types the pair as object
        x = box.x() + offset - self._chat.horizontalScrollBar().value()
        top = box.y() + line.y() + line.ascent() - height - self._chat.verticalScrollBar().value()
        return QRect(round(x), round(top), self.width(), height)

    def _room(self) -> bool:
        """Whether one more view may open: closes the one out of sight longest when all are alive."""
        live = [s for s in self.slots.values() if s.widget is not None or s.opening or s.window is not None]
        if len(live) < MOST_LIVE:
            return True
        hidden = sorted((s for s in live if s.widget is not None and not s.shown), key=lambda s: s.seen)
        if not hidden:
            return False
        self._close(hidden[0])
        return True

    def _start(self, slot: Slot) -> None:
        loop = live_loop()
        if loop is None:  # the app is closing
            return
        slot.opening = True
        task = loop.create_task(self._open(slot))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _open(self, slot: Slot) -> None:
        try:
            controls = ViewControls(
                lambda height: self.resize(slot.call_id, height),
                lambda mode, title: self.show_as(slot.call_id, mode, title),
            )
            widget = await slot.open(self._chat.viewport(), controls)
        except UserFacingError as problem:
            slot.problem = problem.message
            self._redraw(slot)
            return
        except Exception:
            log.exception("An MCP App view could not be opened")
            slot.problem = "The view could not be opened; the tool's result is below."
            self._redraw(slot)
            return
        finally:
            slot.opening = False
        if self.slots.get(slot.call_id) is not slot:  # the chat was reset meanwhile
            _dispose(widget)
            return
        slot.widget = widget
        slot.shown = False
        self.place()

    def _leave(self, slot: Slot) -> None:
        """Out of sight: its picture stays in its slot."""
        widget = slot.widget
        if widget is None:
            return
        picture = widget.grab().toImage()
        if not picture.isNull():
            self._show_picture(slot, picture)
        widget.hide()
        slot.shown = False

    def _close(self, slot: Slot) -> None:
        widget, slot.widget, slot.shown = slot.widget, None, False
        if widget is not None:
            _dispose(widget)

    def show_as(self, call_id: str, mode: str, title: str) -> str:
        """The call's view in its own window (full screen, picture-in-picture: opened anew there from the
        kept result, the card's view closed) or back in its card; the mode it is shown in now."""
        slot = self.slots.get(call_id)
        if slot is None or (slot.widget is None and slot.window is None):
            return "inline"
        if mode == "inline":
            if slot.window is not None:
                slot.window.close()  # its callback opens the card's view again
            return "inline"
        if slot.window is not None:
            slot.window.show_as(mode)
            return mode
        from desktop_agent.ui.view_window import ViewWindow

        loop = live_loop()
        if loop is None:  # the app is closing: the view stays where it is
            return "inline" if slot.window is None else slot.window.mode
        self._close(slot)
        window = slot.window = ViewWindow(title, mode, lambda: self._back(slot))
        task = loop.create_task(self._open_in(slot, window, mode, title))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return mode

    async def _open_in(self, slot: Slot, window: ViewWindow, mode: str, title: str) -> None:
        controls = ViewControls(
            lambda height: None, lambda asked, _: self.show_as(slot.call_id, asked, title), mode
        )
        try:
            view = await slot.open(window, controls)
        except Exception:
            log.exception("An MCP App view could not be opened in its window")
            window.close()
            return
        if slot.window is window:
            window.hold(view)
        else:  # closed meanwhile
            _dispose(view)

    def _back(self, slot: Slot) -> None:
        """Its window closed: its view there closes, and the card's opens when in sight."""
        window, slot.window = slot.window, None
        if window is not None and window.view is not None:
            _dispose(window.view)
        self._place_soon.start()

    def resize(self, call_id: str, height: int) -> None:
        """The view asked for this height: its slot takes it, within bounds."""
        slot = self.slots.get(call_id)
        if slot is None:
            return
        height = max(LEAST_HEIGHT, min(MOST_HEIGHT, height))
        if height != slot.height:
            slot.height = height
            self._redraw(slot)

    def _redraw(self, slot: Slot) -> None:
        card = self._cards.get(slot.call_id)
        if card is not None:
            self._cards.draw(card)
        self._place_soon.start()

    def live(self) -> list[QWidget]:
        """The views alive now, in their cards or their own windows."""
        inline = [s.widget for s in self.slots.values() if s.widget is not None]
        return [*inline, *(s.window.view for s in self.slots.values() if s.window and s.window.view)]

    def reset(self) -> None:
        """The chat shows another conversation: every view closes (their calls' views open again when
        their cards are shown again)."""
        for slot in self.slots.values():
            self._close(slot)
            if slot.window is not None:
                slot.window.close()
        self.slots.clear()

    def resized(self) -> None:
        """The column's width may have changed: the slots take it."""
        if self.width() == self._drawn_width:
            return
        self._drawn_width = self.width()
        for slot in self.slots.values():
            self._redraw(slot)


def _image_in(block: QTextBlock, name: str) -> tuple[int, int] | None:
    """The position in the block of the image named ``name``, and its height."""
    it = block.begin()
    while not it.atEnd():
        fragment = it.fragment()
        fmt = fragment.charFormat()
        if fmt.isImageFormat() and (image := fmt.toImageFormat()).name() == name:
            return fragment.position() - block.position(), round(image.height())
        it += 1
    return None


def _dispose(widget: QWidget) -> None:
    dispose = getattr(widget, "dispose", None)
    if callable(dispose):
        dispose()
    else:
        widget.deleteLater()
