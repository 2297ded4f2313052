"""Tool cards in the chat: what the call does in words (`card_words`), where it comes from, its state with
the seconds it has run and its progress, its arguments as people read them, and its output folded under a
disclosure control ("▸ Output"); redrawn in place as the call moves on."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtGui import (
    QColor,
    QFont,
    QPalette,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextImageFormat,
)

from desktop_agent.domain.display import readable
from desktop_agent.domain.messages import ToolCallState, ToolResultPart
from desktop_agent.ui import card_words, chat_formats, chat_text, icons
from desktop_agent.ui.chat_blocks import RESULT_PREVIEW_LINES, ShownMessage, ToolCard
from desktop_agent.ui.chat_text import mono_format
from desktop_agent.ui.presenters import chat_actions as ca

if TYPE_CHECKING:
    from desktop_agent.ui.chat_writer import ChatWriter

    CardWrite = Callable[[ChatWriter, ToolCard, QTextCursor], None]


def _state_label(state: ToolCallState) -> str:
    match state:
        case ToolCallState.PENDING:
            return QCoreApplication.translate("ChatView", "waiting")
        case ToolCallState.AWAITING_APPROVAL:
            return QCoreApplication.translate("ChatView", "waiting for your approval")
        case ToolCallState.RUNNING:
            return QCoreApplication.translate("ChatView", "running")
        case ToolCallState.COMPLETED:
            return QCoreApplication.translate("ChatView", "done")
        case ToolCallState.ERROR:
            return QCoreApplication.translate("ChatView", "error")
        case ToolCallState.DENIED:
            return QCoreApplication.translate("ChatView", "denied")
        case ToolCallState.INTERRUPTED:
            return QCoreApplication.translate("ChatView", "interrupted")
    return state.value


_STATE_COLORS = {
    ToolCallState.AWAITING_APPROVAL: "#b26a00",
    ToolCallState.RUNNING: "#1565c0",
    ToolCallState.COMPLETED: "#2e7d32",
    ToolCallState.ERROR: "#c62828",
    ToolCallState.DENIED: "#b26a00",
    ToolCallState.INTERRUPTED: "#8d6e63",
}

_STATE_ICONS = {
    ToolCallState.PENDING: "clock",
    ToolCallState.AWAITING_APPROVAL: "shield-alert",
    ToolCallState.RUNNING: "loader-circle",
    ToolCallState.COMPLETED: "circle-check",
    ToolCallState.ERROR: "circle-x",
    ToolCallState.DENIED: "ban",
    ToolCallState.INTERRUPTED: "circle-x",
}


def _space_above(cursor: QTextCursor) -> None:
    """A little air between a card's title, its arguments and its output row."""
    space = QTextBlockFormat()
    space.setTopMargin(5)
    cursor.mergeBlockFormat(space)


class ToolCards:
    """The cards of the shown conversation, by call id; a clock redraws the running ones every second."""

    def __init__(self, writer: ChatWriter, timers: QObject) -> None:
        self._writer = writer
        self.by_id: dict[str, ToolCard] = {}
        self._clock = QTimer(timers)
        self._clock.setInterval(1000)
        self._clock.timeout.connect(self._tick)
        self.writes: dict[str, CardWrite] = {}
        """What a tool's cards show in place of their arguments, by tool name (`ui.memory_cards` for
        `remember`: the proposal with Keep, Edit and Drop)."""
        self.titles: dict[str, str] = {}
        """The titles MCP servers give their tools (`title` or `annotations.title`), by the tool's full
        name ("server__tool"); a tool without one shows as "tool from server"."""
        self.slot: Callable[[str], tuple[str, int, int] | str | None] = lambda call_id: None
        """A completed call's place for its view (MCP Apps, `chat_app_views`): an image's name and size,
        or why its view cannot be shown; None: its tool has no view."""

    def clear(self) -> None:
        self.by_id.clear()
        self._clock.stop()

    def forget(self, call_ids: Iterable[str]) -> None:
        for call_id in call_ids:
            self.by_id.pop(call_id, None)

    def get(self, call_id: str) -> ToolCard | None:
        return self.by_id.get(call_id)

    def add(self, cursor: QTextCursor, call_id: str, name: str, group: ShownMessage) -> ToolCard:
        chat_formats.line(cursor)
        frame = cursor.insertFrame(chat_formats.frame_format("card", self._writer.palette()))
        card = ToolCard(call_id, name, frame)
        self.by_id[call_id] = card
        group.cards.append(call_id)
        return card

    def stored(
        self,
        cursor: QTextCursor,
        group: ShownMessage,
        call_id: str,
        name: str,
        arguments: str,
        state: ToolCallState,
        result: ToolResultPart | None,
    ) -> None:
        """A call read from the history, with its result if it has one."""
        card = self.add(cursor, call_id, name, group)
        card.arguments = arguments
        card.result = result
        card.state = result.state if result is not None else state
        self.draw(card)

    def change(self, call_id: str, state: ToolCallState, result: ToolResultPart | None) -> None:
        """A call moved on (running: its seconds count from now)."""
        card = self.by_id.get(call_id)
        if card is None:
            return
        if state is ToolCallState.RUNNING:
            card.started = time.monotonic()
            self._clock.start()
        card.state = state
        card.result = result or card.result
        self.draw(card)

    def progress(self, call_id: str, text: str) -> None:
        card = self.by_id.get(call_id)
        if card is not None and card.state is ToolCallState.RUNNING:
            card.progress = text
            self.draw(card)

    def toggle(self, call_id: str) -> None:
        card = self.by_id.get(call_id)
        if card is not None:
            card.expanded = not card.expanded
            self.draw(card)

    def draw(self, card: ToolCard) -> None:
        w = self._writer
        palette = w.palette()
        tool, server = chat_text.split_tool_name(card.name)

        def write(cursor: QTextCursor) -> None:
            bold = QTextCharFormat()
            bold.setFontWeight(QFont.Weight.DemiBold)
            chat_formats.icon(cursor, icons.tool_icon(card.name))
            if server is None:
                worded = card_words.title(card.name, card.arguments)
            else:
                worded = card_words.short(self.titles[card.name]) if self.titles.get(card.name) else None
            cursor.insertText("  " + (worded or readable(tool)), bold)
            if server:
                cursor.insertText(
                    QCoreApplication.translate("ChatDocument", "  from {server}").format(server=server),
                    w.dim(),
                )
            state = QTextCharFormat()
            color = QColor(_STATE_COLORS.get(card.state, "#777777"))
            color = color.lighter(165) if chat_text.is_dark(palette) else color
            state.setForeground(color)
            cursor.insertText("    ", state)
            hex_color = color.name(QColor.NameFormat.HexArgb).lstrip("#")
            chat_formats.icon(cursor, _STATE_ICONS.get(card.state, "clock"), hex_color, 14)
            cursor.insertText(" " + self._state_text(card), state)
            if card.state is ToolCallState.AWAITING_APPROVAL:
                cursor.insertText("   ")
                cursor.insertText(
                    QCoreApplication.translate("ChatDocument", "Review…"),
                    w.link_format(ca.ReviewApproval(card.call_id)),
                )
            title = cursor.block()
            if (own := self.writes.get(card.name)) is not None:
                own(w, card, cursor)
            else:
                card_words.write_arguments(cursor, card.name, card.arguments, palette, w.dim())
            if title.next().isValid() and title.next().position() <= cursor.position():
                _space_above(QTextCursor(title.next()))
            if card.state is ToolCallState.COMPLETED:
                self._write_view(cursor, card)
            self._write_result(cursor, card)

        w.rewrite(card.frame, write)

    def _write_view(self, cursor: QTextCursor, card: ToolCard) -> None:
        """The call's view: its slot, where the live view is placed; or why it cannot be shown."""
        slot = self.slot(card.call_id)
        if slot is None:
            return
        if isinstance(slot, str):
            chat_formats.line(cursor, slot, self._writer.dim(italic=True))
            _space_above(cursor)
            return
        name, width, height = slot
        chat_formats.line(cursor, "", QTextCharFormat())
        _space_above(cursor)
        image = QTextImageFormat()
        image.setName(name)
        image.setWidth(width)
        image.setHeight(height)
        cursor.insertImage(image)

    def _write_result(self, cursor: QTextCursor, card: ToolCard) -> None:
        w, result = self._writer, card.result
        if result is None or not (result.content or result.truncation_note):
            return
        lines = result.content.count("\n") + 1
        arrow = "▾ " if card.expanded else "▸ "
        label = QCoreApplication.translate("ChatDocument", "Output")
        count = (
            QCoreApplication.translate("ChatDocument", "  {n:,} lines").format(n=lines) if lines > 1 else ""
        )
        chat_formats.line(cursor, "", QTextCharFormat())
        _space_above(cursor)
        toggle = w.link_format(ca.ToggleCard(card.call_id))
        toggle.setForeground(w.palette().color(QPalette.ColorRole.Text))
        toggle.setFontUnderline(False)
        toggle.setFontWeight(QFont.Weight.DemiBold)
        toggle.setToolTip(
            QCoreApplication.translate("ChatDocument", "Hide output")
            if card.expanded
            else QCoreApplication.translate("ChatDocument", "Show output")
        )
        cursor.insertText(arrow + label, toggle)
        if count:
            cursor.insertText(count, w.dim())
        cursor.insertText("   ")
        chat_formats.icon_link(
            cursor,
            "copy",
            ca.CopyResult(card.call_id),
            QCoreApplication.translate("ChatDocument", "Copy output"),
        )
        if not card.expanded:
            return
        shown = result.content.split("\n")
        chat_formats.line(cursor, readable("\n".join(shown[:RESULT_PREVIEW_LINES])), mono_format(w.palette()))
        if len(shown) > RESULT_PREVIEW_LINES:
            more = QCoreApplication.translate(
                "ChatDocument", "… {n:,} more lines (Copy output has them all)"
            ).format(n=len(shown) - RESULT_PREVIEW_LINES)
            chat_formats.line(cursor, more, w.dim(italic=True))
        if result.truncation_note:
            chat_formats.line(cursor, result.truncation_note, w.dim(italic=True))

    @staticmethod
    def _state_text(card: ToolCard) -> str:
        label = _state_label(card.state)
        if card.state is ToolCallState.RUNNING and card.started is not None:
            elapsed = f"{label} · {time.monotonic() - card.started:.0f} s"
            return f"{elapsed} · {card.progress}" if card.progress else elapsed
        if card.result is not None and card.result.duration_s is not None and card.state.is_final:
            return f"{label} · {card.result.duration_s:.2f} s"
        return label

    def _tick(self) -> None:
        running = [c for c in self.by_id.values() if c.state is ToolCallState.RUNNING]
        for card in running:
            self.draw(card)
        if not running:
            self._clock.stop()
