"""A part of the answer as it streams: text appended delta by delta (at most ~30 times a second), each
completed Markdown block rendered once as the blank line after it arrives; thinking in a dimmed block that
folds away when it ends; tool cards as their calls begin.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtGui import QTextBlockFormat, QTextCharFormat, QTextCursor, QTextFrame

from desktop_agent.domain.display import JOINERS, readable
from desktop_agent.domain.messages import (
    AttachmentPart,
    Part,
    ReasoningPart,
    TextPart,
    ToolCallPart,
    ToolResultPart,
)
from desktop_agent.ui import chat_formats, chat_type
from desktop_agent.ui.chat_blocks import ShownMessage, Thought
from desktop_agent.ui.chat_text import qt_length
from desktop_agent.ui.chat_writer import ChatWriter
from desktop_agent.ui.presenters.transcript import next_section

FLUSH_MS = 33


@dataclass(slots=True, eq=False)
class _Live:
    """A text or thinking part while it streams."""

    kind: str
    started: float
    text: str = ""
    """What is shown: the model's text with hidden characters named (`readable`)."""
    rendered: int = 0
    reasoning: Thought | None = None
    frame: QTextFrame | None = None
    """A text part's own frame: rewritten from the whole part when it ends."""
    first_code: int = 0
    """The key its first code block takes (the part's keys are taken again when it is rewritten)."""
    before: str = ""
    """The last character of the model's text shown so far: a joiner's neighbour decides how it shows."""
    first_open_code: int = 0
    """The key the open section's first code block took while rendered for now."""
    held: str = ""
    """A joiner at the end of the text so far, shown once the character after it arrives."""
    provisional: int = 0
    """The length in the document of the open section as rendered for now (`LiveAnswer._render_open`)."""
    open_formats: tuple[QTextBlockFormat, QTextCharFormat] | None = None
    """The open section's first paragraph's formats as the text arrived in it (put back when it is written
    again); None: the open section shows as the text that arrived."""

    def shown(self, raw: str, *, final: bool) -> str:
        """The next piece of `raw` as shown, exactly as the whole text will show when the session is
        reopened, wherever the deltas were cut."""
        pending = self.held + raw
        self.held = ""
        if not final and pending[-1:] in JOINERS:
            self.held, pending = pending[-1], pending[:-1]
        if not pending:
            return ""
        shown = readable(self.before + pending)[len(readable(self.before)) :]
        self.before = pending[-1]
        return shown


class LiveAnswer:
    """The answer streaming now (`turn`) and its part that streams; written with `writer`."""

    def __init__(self, writer: ChatWriter, timers: QObject) -> None:
        self._writer = writer
        self.turn: ShownMessage | None = None
        """The answer streaming now."""
        self._live: _Live | None = None
        self._buffer: list[str] = []
        self.flush_timer = QTimer(timers)
        self.flush_timer.setSingleShot(True)
        self.flush_timer.setInterval(FLUSH_MS)
        self.flush_timer.timeout.connect(self.flush)

    @property
    def streaming(self) -> bool:
        """A part streams, or an answer is under way."""
        return self._live is not None or self.turn is not None

    def reset(self) -> None:
        self.flush_timer.stop()
        self._live = None
        self.turn = None
        self._buffer.clear()

    def end(self) -> ShownMessage | None:
        """The turn is over: what streamed is shown; the answer it was, if any."""
        self.flush()
        self._live = None
        turn, self.turn = self.turn, None
        return turn

    def append(self, kind: str, text: str) -> None:
        if self._live is not None and self._live.kind == kind:
            self._buffer.append(text)
            if not self.flush_timer.isActive():
                self.flush_timer.start()

    def start_part(self, kind: str, call_id: str | None, name: str | None) -> None:
        w, group = self._writer, self.turn
        if group is None:
            return
        cursor = w.inside(group.frame)
        if kind == "tool_call" and call_id:
            w.cards.draw(w.cards.add(cursor, call_id, name or "", group))
        elif kind == "reasoning":
            reasoning = w.add_reasoning(cursor, "", None, group)
            reasoning.expanded = True
            thinking = QCoreApplication.translate("StreamedChat", "Thinking…")
            w.rewrite(reasoning.frame, lambda c: c.insertText(thinking, w.dim()))
            w.inside(reasoning.frame).insertBlock(QTextBlockFormat(), w.dim(italic=True))
            self._live = _Live(kind, time.monotonic(), reasoning=reasoning)
        elif kind == "text":
            frame = w.add_text(cursor, group)
            w.inside(frame).setBlockFormat(chat_type.body_block(w.document))  # as it will be rendered
            self._live = _Live(kind, time.monotonic(), frame=frame, first_code=w.next_code)

    def end_part(self, part: Part) -> None:
        self.flush(final=True)  # a joiner held back at the very end
        live, self._live = self._live, None
        match part:
            case TextPart(text=text):
                if self.turn is not None:
                    if live is not None and live.frame is not None:
                        self._end_text(live, text, self.turn)
                    self.turn.markdown.append(text)
            case ReasoningPart(text=text, duration_s=duration):
                if live is not None and live.reasoning is not None:
                    reasoning = live.reasoning
                    reasoning.text = text
                    elapsed = time.monotonic() - live.started
                    reasoning.duration_s = duration if duration is not None else elapsed
                    reasoning.expanded = False
                    self._writer.draw_reasoning(reasoning)
            case ToolCallPart(call_id=cid, arguments_json=args):
                card = self._writer.cards.get(cid)
                if card is not None:
                    card.arguments = args
                    self._writer.cards.draw(card)
            case ToolResultPart() | AttachmentPart():
                pass

    def flush(self, *, final: bool = False) -> None:
        self.flush_timer.stop()
        live = self._live
        if live is None or not (self._buffer or (final and live.held)):
            self._buffer.clear()
            return
        text = live.shown("".join(self._buffer), final=final)
        self._buffer.clear()
        if not text:
            return
        frame = live.reasoning.frame if live.reasoning is not None else live.frame
        if frame is None:
            live.text += text
            return
        with self._writer.batch():
            self._unrender_open(live)
            live.text += text
            cursor = self._writer.inside(frame)
            cursor.insertText(
                text, self._writer.dim(italic=True) if live.kind == "reasoning" else QTextCharFormat()
            )
            if live.kind == "text":
                self._render_tail(live)
                self._render_open(live)

    def _render_tail(self, live: _Live) -> None:
        """Replace the plain text of each completed section (`presenters.transcript.next_section`) with
        its Markdown while the part streams: the section as the history will show it.

        The Markdown goes before the paragraph break that ends the section: Qt then keeps the last rendered
        block's own format (a code block, a list item) and the text still streaming stays apart from it.
        """
        if live.frame is None:
            return
        w = self._writer
        codes = self.turn.codes if self.turn is not None else []
        while (end := next_section(live.text, live.rendered)) > live.rendered:
            chunk = live.text[live.rendered : end]
            # The text not rendered yet is the frame's end, as inserted (UTF-16 units: an emoji is two).
            start = live.frame.lastPosition() - qt_length(live.text[live.rendered :])
            cursor = QTextCursor(w.document)
            with w.batch():
                cursor.setPosition(start)
                cursor.setPosition(start + qt_length(chunk) - 1, QTextCursor.MoveMode.KeepAnchor)
                cursor.removeSelectedText()  # the break before the rest stays: the rest stays apart
                w.markdown(cursor, chunk.strip("\n"), codes)
            live.rendered = end

    def _render_open(self, live: _Live) -> None:
        """The section still arriving, when it is a table, a heading or fenced code, rendered for now as
        what has arrived of it would render (a table row by row, no bare fence or hashes): written again,
        as text, before more arrives (`_unrender_open`). Only this section is rendered again, never the
        message; once complete it is rendered as the history shows it (`_render_tail`, `_end_text`)."""
        tail = live.text[live.rendered :]
        if live.frame is None or not _renders_as_block(tail):
            return
        shown = _so_far(tail)
        w = self._writer
        start = live.frame.lastPosition() - qt_length(tail)
        cursor = QTextCursor(w.document)
        cursor.setPosition(start)
        live.open_formats = (cursor.blockFormat(), cursor.charFormat())
        live.first_open_code = w.next_code
        cursor.setPosition(live.frame.lastPosition(), QTextCursor.MoveMode.KeepAnchor)
        cursor.removeSelectedText()
        codes = self.turn.codes if self.turn is not None else []
        if shown.strip():
            w.section(cursor, shown, codes)  # the empty paragraph after it stays: nothing before is touched
        live.provisional = live.frame.lastPosition() - start

    def _unrender_open(self, live: _Live) -> None:
        """The open section rendered for now is written back as the text that arrived (and its Copy code
        keys given back), so what arrives next goes on from it."""
        if live.frame is None or live.open_formats is None:
            return
        w = self._writer
        start = live.frame.lastPosition() - live.provisional
        cursor = QTextCursor(w.document)
        cursor.setPosition(start)
        cursor.setPosition(live.frame.lastPosition(), QTextCursor.MoveMode.KeepAnchor)
        cursor.removeSelectedText()
        cursor.setBlockFormat(live.open_formats[0])
        cursor.setCharFormat(live.open_formats[1])
        cursor.insertText(live.text[live.rendered :], QTextCharFormat())
        codes = self.turn.codes if self.turn is not None else []
        for key in [k for k in codes if k >= live.first_open_code]:
            codes.remove(key)
            w.codes.pop(key, None)
            w.code_languages.pop(key, None)
        w.next_code = live.first_open_code
        live.provisional, live.open_formats = 0, None

    def _end_text(self, live: _Live, text: str, group: ShownMessage) -> None:
        """The part is complete: its last section rendered like the others. Should what streamed differ
        from the part as stored, the part is rendered again from what is stored."""
        frame, w = live.frame, self._writer
        if frame is None:
            return
        with w.batch():
            self._unrender_open(live)
        if live.text != readable(text):
            w.write_text(frame, text, group, live.first_code)
            return
        start = frame.lastPosition() - qt_length(live.text[live.rendered :])
        cursor = QTextCursor(w.document)
        with w.batch():
            cursor.setPosition(start)
            cursor.setPosition(frame.lastPosition(), QTextCursor.MoveMode.KeepAnchor)
            cursor.removeSelectedText()
            w.section(cursor, live.text[live.rendered :], group.codes)
            chat_formats.trim_end(frame)
        live.rendered = len(live.text)


_BLOCK_STARTS = ("|", "#", "```", "~~~")
_RENDERED_ONCE = ("$", "\\(", "\\[", "[kb:", "[web:")
MOST_OPEN = 8000
"""Characters of an open section rendered for now at most (a longer one shows as it arrives until it
completes: rendering it ~30 times a second would cost more than it shows)."""


def _renders_as_block(tail: str) -> bool:
    """Whether the open section holds a table, a heading or fenced code (shown rendered while it streams;
    other text shows as it arrives). Not with formulas or citations: those are worth typesetting or
    numbering only once."""
    if not tail.strip() or len(tail) > MOST_OPEN or any(mark in tail for mark in _RENDERED_ONCE):
        return False
    return any(row.lstrip(" ").startswith(_BLOCK_STARTS) for row in tail.split("\n"))


_DELIMITER_ROW = re.compile(r"^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$")


def _so_far(tail: str) -> str:
    """What of the open section to render for now: its complete lines (a row, a fence or a heading shows
    once its line has arrived), and a table only once its header and delimiter rows have (before that
    the pipes would show as text)."""
    lines = tail.split("\n")[:-1]
    table = len(lines)
    while table > 0 and lines[table - 1].lstrip().startswith("|"):
        table -= 1
    rows = lines[table:]
    if rows and (len(rows) < 2 or not _DELIMITER_ROW.match(rows[1])):
        lines = lines[:table]
    return "\n".join(lines)
