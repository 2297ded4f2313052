"""Pages of a long conversation: the newest messages rendered, earlier (or, after paging far up, newer)
ones rendered as the person scrolls to them, and those far out of view taken out of the document again, so
the view costs the same at turn 2,000 as at turn 100. Which messages: `presenters.transcript.Pages`."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QTextCursor, QTextFrame, QTextFrameFormat
from PySide6.QtWidgets import QScrollBar

from desktop_agent.domain.messages import Message
from desktop_agent.ui.chat_blocks import ShownMessage
from desktop_agent.ui.chat_message_links import MessageLinks
from desktop_agent.ui.chat_writer import ChatWriter
from desktop_agent.ui.presenters import chat_actions as ca
from desktop_agent.ui.presenters.transcript import Group, Pages, group_messages

TRIM_SLACK = 10
"""Messages dropped beyond the cap at once, when a turn ends."""


class Notes(Protocol):
    def draw_shown(self, groups: Sequence[ShownMessage]) -> None: ...


class ChatPages:
    """What of the session is rendered; `busy()` says whether an answer streams (nothing pages then)."""

    def __init__(
        self,
        writer: ChatWriter,
        links: MessageLinks,
        notes: Notes,
        scrollbar: QScrollBar,
        busy: Callable[[], bool],
    ) -> None:
        self._writer = writer
        self._links = links
        self._notes = notes
        self._bar = scrollbar
        self._busy = busy
        self.pages = Pages()
        self._earlier_link: QTextFrame | None = None
        self._later_link: QTextFrame | None = None
        scrollbar.valueChanged.connect(self._scrolled)

    def open(self, messages: Sequence[Message]) -> list[Group]:
        """A session shown anew: the groups to render now."""
        self._earlier_link = None
        self._later_link = None
        return self.pages.open(messages)

    @property
    def later(self) -> bool:
        return bool(self.pages.later)

    def has_earlier(self) -> bool:
        return bool(self.pages.earlier)

    def show_earlier_link(self) -> None:
        """A link above the oldest shown message while earlier ones are not rendered yet."""
        if self._earlier_link is None and not self.pages.earlier:
            return
        w = self._writer
        if self._earlier_link is None:
            self._earlier_link = QTextCursor(w.document).insertFrame(QTextFrameFormat())
        count = self.pages.earlier_count()
        label = QCoreApplication.translate("ChatView", "Show earlier messages ({n:,})").format(n=count)
        links = [(label, ca.ShowEarlier())] if count else []
        w.rewrite(self._earlier_link, lambda cursor: w.write_links(cursor, links))

    def _show_later_link(self) -> None:
        """A link below the newest shown message while newer ones are not rendered (after paging up)."""
        if not self.pages.later:
            return
        w = self._writer
        if self._later_link is None:
            self._later_link = w.end_cursor().insertFrame(QTextFrameFormat())
        label = QCoreApplication.translate("ChatView", "Show newer messages ({n:,})").format(
            n=self.pages.later_count()
        )
        w.rewrite(self._later_link, lambda c: w.write_links(c, [(label, ca.ShowLater())]))

    def load_earlier(self) -> None:
        """Render the previous page above what is shown, keeping the view where it was."""
        if not self.pages.earlier or self._earlier_link is None:
            return
        w = self._writer
        page = self.pages.take_earlier()
        before_height, before_value = w.document.size().height(), self._bar.value()
        cursor = self._earlier_link.lastCursorPosition()
        cursor.movePosition(QTextCursor.MoveOperation.NextBlock)
        rendered: list[ShownMessage] = []
        with w.batch():
            for messages in page:
                group = w.render_group(messages, at=cursor)
                rendered.append(group)
                cursor = group.frame.lastCursorPosition()
                cursor.movePosition(QTextCursor.MoveOperation.NextBlock)
            w.groups[:0] = rendered
            self._notes.draw_shown(rendered)
            for group in rendered:
                self._links.draw(group)
            self.show_earlier_link()
            if over := self.pages.overflow(len(w.groups)):  # far below the view: rendered when needed
                dropped = w.groups[-over:]
                self.pages.dropped_below([g.messages for g in dropped])
                w.drop(dropped)
                self._later_link = None
                self._show_later_link()
        grown = w.document.size().height() - before_height
        self._bar.setValue(before_value + round(grown))

    def load_later(self) -> None:
        """Render the next page below what is shown (after paging far up), keeping the view where it was."""
        if not self.pages.later:
            return
        w = self._writer
        page = self.pages.take_later()
        with w.batch():
            if self._later_link is not None:
                w.drop_frame(self._later_link)
                self._later_link = None
            rendered = [w.render_group(messages) for messages in page]
            self._notes.draw_shown(rendered)
            self._links.refresh()
            self._show_later_link()
        if over := self.pages.overflow(len(w.groups)):  # far above the view now
            self._drop_above(w.groups[:over], [g.messages for g in w.groups[:over]])

    def add_earlier(self, messages: Sequence[Message]) -> None:
        """Messages before those shown (a long session loads its newest first)."""
        if messages:
            self.pages.add_earlier(messages)
            self.show_earlier_link()

    def trim(self, messages: Sequence[Message]) -> None:
        """A turn ended and `messages` is the session as stored: the oldest rendered messages beyond the cap
        leave the document (they page in again when the person scrolls up)."""
        w = self._writer
        over = self.pages.overflow(len(w.groups))
        if not over or self._busy() or self.pages.later:
            return
        over += TRIM_SLACK  # a few at a time, not one group per turn
        groups = group_messages(messages)
        rendered = groups[len(groups) - len(w.groups) :]
        if len(rendered) != len(w.groups) or any(
            g.key and m[0].id != g.key for g, m in zip(w.groups, rendered, strict=True)
        ):
            return  # the view shows something else than the history (a version being switched): leave it
        self._drop_above(w.groups[:over], rendered[:over])

    def _drop_above(self, shown: list[ShownMessage], stored: Sequence[Group]) -> None:
        w = self._writer
        before_height, before_value = w.document.size().height(), self._bar.value()
        with w.batch():
            self.pages.dropped_above(list(stored))
            w.drop(shown)
            self.show_earlier_link()
        shrunk = before_height - w.document.size().height()
        self._bar.setValue(max(0, before_value - round(shrunk)))

    def _scrolled(self, value: int) -> None:
        if self._busy():
            return
        if value == 0 and self.pages.earlier:
            QTimer.singleShot(0, self.load_earlier)
        elif value == self._bar.maximum() and self.pages.later:
            QTimer.singleShot(0, self.load_later)
