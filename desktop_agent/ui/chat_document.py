"""The chat's document: how messages, tool cards and thoughts are written into it, and rewritten in place.

`ChatView` decides what to show when (stored history, a streaming turn, pages); this class knows how it
looks: frames for messages and cards, dimmed and monospace text, links, Markdown with highlighted code.
Each rewrite is one change of the document, laid out once.
"""

from __future__ import annotations

import contextlib
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import (
    QColor,
    QDesktopServices,
    QFont,
    QFontInfo,
    QGuiApplication,
    QHelpEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QResizeEvent,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFrame,
    QTextFrameFormat,
    QTextImageFormat,
    QTextLength,
    QTextOption,
)
from PySide6.QtWidgets import QFrame, QTextBrowser, QToolTip

from desktop_agent.domain.display import readable
from desktop_agent.domain.messages import (
    AttachmentPart,
    Message,
    ReasoningPart,
    TextPart,
    ToolCallPart,
    ToolCallState,
    ToolResultPart,
    Usage,
)
from desktop_agent.ui import chat_attachments, chat_style, chat_text, icons
from desktop_agent.ui.chat_follow import Follower
from desktop_agent.ui.chat_text import dim_color, insert_markdown, link_format, mono_format
from desktop_agent.ui.presenters import chat_actions as ca
from desktop_agent.ui.presenters.transcript import Group, sections
from desktop_agent.ui.previews import language_of as previews_language

RESULT_PREVIEW_LINES = 400
READING_WIDTH = 780
"""The widest the conversation's column grows (pixels): long lines are tiring to read."""
CARD_MARGIN = 5
USER_INDENT = 64
"""How far the person's bubbles stand in from the left of the column."""


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


@dataclass(slots=True, eq=False)
class ShownMessage:
    """One message as the person sees it: their message, or the assistant's turn (its steps and tools)."""

    key: str
    role: str
    frame: QTextFrame
    markdown: list[str] = field(default_factory=list)
    usage: Usage = field(default_factory=Usage)
    status: str = "complete"
    created: float = 0.0
    """When it was written (seconds since the epoch), shown on hover."""
    actions: QTextFrame | None = None
    messages: list[Message] = field(default_factory=list)
    cards: list[str] = field(default_factory=list)
    reasonings: list[int] = field(default_factory=list)
    codes: list[int] = field(default_factory=list)
    """The keys of its code blocks' text (for Copy code)."""
    bubbles: list[QTextFrame] = field(default_factory=list)
    """The person's text, drawn as bubbles."""


@dataclass(slots=True, eq=False)
class ToolCard:
    call_id: str
    name: str
    frame: QTextFrame
    arguments: str = ""
    state: ToolCallState = ToolCallState.PENDING
    result: ToolResultPart | None = None
    started: float | None = None
    expanded: bool = False
    progress: str = ""
    """How far the running call has come, as its tool said (`presenters.tool_progress`)."""


@dataclass(slots=True, eq=False)
class Thought:
    frame: QTextFrame
    text: str
    duration_s: float | None
    expanded: bool = False


class ChatDocument(QTextBrowser):
    notice = Signal(str)
    """A short message for the status bar ("Copied")."""

    def __init__(self) -> None:
        super().__init__()
        self._groups: list[ShownMessage] = []
        self._cards: dict[str, ToolCard] = {}
        self._reasonings: dict[int, Thought] = {}
        self._codes: dict[int, str] = {}
        self._code_languages: dict[int, str] = {}
        self.preview_folder = Path(tempfile.gettempdir()) / "desktop-agent-previews"
        """Where previews of code blocks are written (the window puts them in the app's cache folder)."""
        self._next_code = 0
        self._clock = QTimer(self)  # elapsed seconds on running tool cards
        self._clock.setInterval(1000)
        self._clock.timeout.connect(self._tick)
        self._follower = Follower(self)
        self._batch_depth = 0
        self._after_edit: list[Callable[[], None]] = []
        self.thumbnails = chat_attachments.Thumbnails()
        """Attached images as drawn (the window sets how their bytes are read)."""
        self.thumbnails.updated = self.viewport().update
        self.attachment_missing: Callable[[str], bool] = lambda _sha: False
        self.setFrameShape(QFrame.Shape.NoFrame)  # the page itself, not a box in a form
        # A long word, address or code line wraps inside the column: the conversation never scrolls sideways.
        self.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)

    def loadResource(self, type: int, name: QUrl | str) -> object:  # noqa: N802 - Qt's names
        """Images in an answer come only from the answer itself (a data: URI): nothing is fetched from the
        network or read from the disk because a model wrote its address."""
        url = QUrl(name)
        if type != QTextDocument.ResourceType.ImageResource.value:
            return None
        if url.scheme() == "data":
            return chat_style.data_image(url.toString())
        if url.scheme() == chat_attachments.SCHEME:  # a file the person attached (never a model's)
            return self.thumbnails.image(url.path(), max(1.0, self.devicePixelRatioF()))
        if url.scheme() == "math":  # a formula of the answer, typeset in the theme's text colour
            from desktop_agent.ui import chat_math

            size = max(11, round(QFontInfo(self.font()).pixelSize() * 1.1))
            ratio = max(2.0, self.devicePixelRatioF())
            return chat_math.image(url.path(), self.palette().color(QPalette.ColorRole.Text), size, ratio)
        if url.scheme() == "icon":  # the app's own: icon:NAME?COLOUR
            color = url.query()
            shade = dim_color(self.palette(), 0.7) if color == "dim" else QColor("#" + color)
            return icons.image(url.path(), shade, 16)
        return None

    def _confirm_link(self, url: QUrl) -> None:
        """A link in a model's answer can say one thing and lead elsewhere: show where it goes first."""
        from PySide6.QtWidgets import QMessageBox

        shown = url.toDisplayString()
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Open link"),
            self.tr("Open this address in your browser?"),
            QMessageBox.StandardButton.Open | QMessageBox.StandardButton.Cancel,
            self,
        )
        box.setInformativeText(shown if len(shown) <= 300 else shown[:300] + "…")
        box.setDefaultButton(QMessageBox.StandardButton.Open)
        box.setAccessibleName(self.tr("Open link"))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.accepted.connect(lambda: QDesktopServices.openUrl(url))
        box.open()
        self._link_box = box

    def event(self, event: QEvent) -> bool:
        """Hovering a message shows when it was written and the tokens it used."""
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            point = self.viewport().mapFromGlobal(event.globalPos())
            if href := self.anchorAt(point):
                QToolTip.showText(event.globalPos(), self._tooltip_of(href, point), self)
                return True
            group = self._group_at(self.cursorForPosition(point))
            lines = [chat_style.when(group.created)] if group is not None and group.created else []
            if group is not None and (group.usage.input_tokens or group.usage.output_tokens):
                lines.append(self._usage_text(group.usage))
            if lines:
                QToolTip.showText(event.globalPos(), "\n".join(lines), self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)

    def _tooltip_of(self, href: str, point: QPoint) -> str:
        """An icon button's label (kept on its image); a web link's address."""
        cursor = self.cursorForPosition(point)
        for fmt in (cursor.charFormat(), self._char_after(cursor)):
            if fmt.isAnchor() and fmt.anchorHref() == href and fmt.toolTip():
                return fmt.toolTip()
        return href if ca.is_external(QUrl(href).scheme()) else ""

    def _char_after(self, cursor: QTextCursor) -> QTextCharFormat:
        after = QTextCursor(cursor)
        after.movePosition(QTextCursor.MoveOperation.NextCharacter)
        return after.charFormat()

    def _usage_text(self, usage: Usage) -> str:
        text = self.tr("{inp:,} tokens in · {out:,} out").format(
            inp=usage.input_tokens, out=usage.output_tokens
        )
        if usage.cache_read_tokens:
            text += self.tr(" · {n:,} from cache").format(n=usage.cache_read_tokens)
        return text

    def _group_at(self, cursor: QTextCursor) -> ShownMessage | None:
        position = cursor.position()
        for group in self._groups:
            if group.frame.firstPosition() <= position <= group.frame.lastPosition():
                return group
        return None

    def _copy(self, text: str) -> None:
        QGuiApplication.clipboard().setText(text)
        self.notice.emit(self.tr("Copied to the clipboard"))

    def _link_format(self, action: ca.ChatAction) -> QTextCharFormat:
        return link_format(self.palette(), ca.href(action))

    def _write_links(
        self, cursor: QTextCursor, links: Sequence[tuple[str, ca.ChatAction]], lead: str = ""
    ) -> None:
        """Links in a row, dot-separated (after `lead`)."""
        for n, (label, action) in enumerate(links):
            if n or lead:
                cursor.insertText("  ·  " if n else lead, self._dim())
            cursor.insertText(label, self._link_format(action))

    def _icon(self, cursor: QTextCursor, name: str, color: str = "dim", size: int = 16) -> None:
        """An icon in the text (drawn by `loadResource`), centred on the line; `color` is "dim" or hex
        AARRGGBB."""
        fmt = QTextImageFormat()
        fmt.setName(f"icon:{name}?{color}")
        fmt.setWidth(size)
        fmt.setHeight(size)
        fmt.setVerticalAlignment(QTextCharFormat.VerticalAlignment.AlignMiddle)
        cursor.insertImage(fmt)

    def _icon_link(
        self, cursor: QTextCursor, name: str, action: ca.ChatAction, label: str, color: str = "dim"
    ) -> None:
        """An icon button in the text: a link to `action`, its label as tooltip (and for screen readers);
        `color` as for `_icon`."""
        fmt = QTextImageFormat()
        fmt.setName(f"icon:{name}?{color}")
        fmt.setWidth(16)
        fmt.setHeight(16)
        fmt.setVerticalAlignment(QTextCharFormat.VerticalAlignment.AlignMiddle)
        fmt.setAnchor(True)
        fmt.setAnchorHref(ca.href(action))
        fmt.setToolTip(label)
        cursor.insertImage(fmt)

    def _dim(self, italic: bool = False) -> QTextCharFormat:
        fmt = QTextCharFormat()
        fmt.setForeground(dim_color(self.palette()))
        fmt.setFontItalic(italic)
        return fmt

    @staticmethod
    def _line(cursor: QTextCursor, text: str = "", fmt: QTextCharFormat | None = None) -> None:
        """Start a new paragraph at the cursor unless it sits in an empty one, then write text."""
        if cursor.block().length() > 1:
            cursor.insertBlock(QTextBlockFormat(), fmt or QTextCharFormat())
        cursor.setCharFormat(fmt or QTextCharFormat())
        if text:
            cursor.insertText(text, fmt or QTextCharFormat())

    def _frame_format(self, kind: str) -> QTextFrameFormat:
        fmt = QTextFrameFormat()
        palette = self.palette()
        if kind == "user":  # its text is a bubble towards the right (`_add_text`)
            fmt.setTopMargin(18)
            fmt.setBottomMargin(6)
        elif kind == "assistant":  # open text
            fmt.setPadding(2)
            fmt.setTopMargin(10)
        elif kind == "card":  # a quiet rounded card, painted behind it (`paintEvent`)
            fmt.setPadding(10)
            fmt.setTopMargin(CARD_MARGIN)
            fmt.setBottomMargin(CARD_MARGIN)
            fmt.setWidth(QTextLength(QTextLength.Type.PercentageLength, 100))
        elif kind in ("notice", "error"):
            border = dim_color(palette, 0.25)
            if kind == "error":
                border = QColor("#c62828")
            fmt.setBorder(1)
            fmt.setBorderBrush(border)
            fmt.setBorderStyle(QTextFrameFormat.BorderStyle.BorderStyle_Solid)
            fmt.setPadding(8)
            fmt.setTopMargin(6)
            fmt.setBottomMargin(6)
            fmt.setWidth(QTextLength(QTextLength.Type.PercentageLength, 100))
        elif kind == "reasoning":
            fmt.setLeftMargin(2)
            fmt.setPadding(4)
            fmt.setBorder(0)
        return fmt

    @contextlib.contextmanager
    def _batch(self) -> Iterator[None]:
        """Several edits as one change of the document: it is laid out once, not once per edit. What must
        wait for the edit's end (a table is only known to the document then) runs after it."""
        cursor = QTextCursor(self.document())
        cursor.beginEditBlock()
        self._batch_depth += 1
        try:
            yield
        finally:
            cursor.endEditBlock()
            self._batch_depth -= 1
            if not self._batch_depth and self._after_edit:
                pending, self._after_edit = self._after_edit, []
                for then in pending:
                    then()

    def _when_edited(self, then: Callable[[], None]) -> None:
        if self._batch_depth:
            self._after_edit.append(then)
        else:
            then()

    def _end_cursor(self) -> QTextCursor:
        cursor = QTextCursor(self.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        return cursor

    @staticmethod
    def _inside(frame: QTextFrame) -> QTextCursor:
        return frame.lastCursorPosition()

    def _rewrite(self, frame: QTextFrame, write: Callable[[QTextCursor], None]) -> None:
        """Replace what a card or fold shows; everything else in the document stays as it is."""
        with self._batch():
            cursor = frame.firstCursorPosition()
            cursor.setPosition(frame.lastPosition(), QTextCursor.MoveMode.KeepAnchor)
            cursor.removeSelectedText()
            cursor.setBlockFormat(QTextBlockFormat())
            cursor.setCharFormat(QTextCharFormat())
            write(cursor)

    def _drop(self, groups: list[ShownMessage]) -> None:
        """Take consecutive rendered messages out of the document (and out of every index of them)."""
        first, last = groups[0], groups[-1]
        keep = [g for g in self._groups if g not in groups]
        after = self._groups[self._groups.index(last) + 1] if last is not self._groups[-1] else None
        cursor = QTextCursor(self.document())
        cursor.setPosition(first.frame.firstPosition() - 1)
        if after is not None:
            cursor.setPosition(after.frame.firstPosition() - 1, QTextCursor.MoveMode.KeepAnchor)
        else:
            cursor.movePosition(QTextCursor.MoveOperation.End, QTextCursor.MoveMode.KeepAnchor)
        cursor.removeSelectedText()
        for group in groups:
            for call_id in group.cards:
                self._cards.pop(call_id, None)
            for key in group.reasonings:
                self._reasonings.pop(key, None)
            for key in group.codes:
                self._codes.pop(key, None)
                self._code_languages.pop(key, None)
        self._groups = keep

    def _drop_frame(self, frame: QTextFrame) -> None:
        cursor = QTextCursor(self.document())
        cursor.setPosition(frame.firstPosition() - 1)
        cursor.setPosition(frame.lastPosition() + 1, QTextCursor.MoveMode.KeepAnchor)
        cursor.removeSelectedText()

    def _notice_card(
        self, group: ShownMessage | None, text: str, links: Sequence[tuple[str, ca.ChatAction]], error: bool
    ) -> QTextFrame:
        """A bordered note in a message (or at the end): a guard's question, a retry, an error."""
        cursor = self._inside(group.frame) if group is not None else self._end_cursor()
        self._line(cursor)
        frame = cursor.insertFrame(self._frame_format("error" if error else "notice"))

        def write(inner: QTextCursor) -> None:
            fmt = QTextCharFormat()
            if error:
                fmt.setForeground(QColor("#c62828"))
            inner.insertText(readable(text), fmt)
            self._write_links(inner, links, "   ")

        self._rewrite(frame, write)
        return frame

    def _to_bottom(self) -> None:
        """Show the end, and keep showing it as the conversation grows, until the person scrolls up."""
        self._follower.follow()

    def _markdown(self, cursor: QTextCursor, text: str, codes: list[int]) -> None:
        """Render Markdown at the cursor; fenced code gets highlighting and a Copy link (its key: `codes`)."""
        start = cursor.position()
        insert_markdown(cursor, text)
        end = cursor.position()
        chat_style.style_spans(self.document(), start, end, self.palette())
        if "|" in text:  # cursors, not positions: they move with whatever else the edit inserts
            first, last = QTextCursor(self.document()), QTextCursor(self.document())
            first.setPosition(start)
            last.setPosition(end)
            palette = self.palette()
            self._when_edited(
                lambda: chat_style.style_tables(first.document(), first.position(), last.position(), palette)
            )
        if "```" not in text and "~~~" not in text:
            return
        dark = chat_text.is_dark(self.palette())
        for run in reversed(chat_text.code_runs(self.document(), start, end)):
            chat_text.highlight(run, dark)
            chat_text.shade(run)
            codes.append(self._code_label(run))

    def _code_label(self, run: chat_text.CodeRun) -> int:
        """A small line above a code block: its language and a Copy link."""
        key = self._next_code
        self._next_code += 1
        self._codes[key] = run.text
        self._code_languages[key] = run.language
        code_format = run.first.blockFormat()
        cursor = QTextCursor(run.first)
        cursor.insertBlock(code_format)
        cursor.movePosition(QTextCursor.MoveOperation.PreviousBlock)
        label = QTextBlockFormat()
        label.setTopMargin(6)
        cursor.setBlockFormat(label)
        cursor.setCharFormat(QTextCharFormat())
        if run.language:
            cursor.insertText(run.language + "  ", self._dim())
        cursor.insertText(self.tr("Copy code"), self._link_format(ca.CopyCode(key)))
        if previews_language(run.language, run.text) is not None:
            cursor.insertText("  ·  ", self._dim())
            cursor.insertText(self.tr("Preview"), self._link_format(ca.PreviewCode(key)))
        return key

    def _add_text(self, cursor: QTextCursor, group: ShownMessage) -> QTextFrame:
        """The frame a text part's Markdown lives in: rewritten as a whole when the part is complete. The
        person's text is a bubble (painted behind this frame)."""
        self._line(cursor)
        fmt = QTextFrameFormat()
        if group.role == "user":
            fmt.setPadding(12)
            fmt.setLeftMargin(USER_INDENT)
        frame = cursor.insertFrame(fmt)
        if group.role == "user":
            group.bubbles.append(frame)
        return frame

    def _write_text(self, frame: QTextFrame, text: str, group: ShownMessage, first_code: int) -> None:
        """A text part's Markdown in its frame, replacing whatever the frame showed: the one way a text part
        looks, whether it streamed or was read from the history. Its code blocks' keys start at
        `first_code` (what a streaming part showed before gave back the keys it took)."""
        for key in [k for k in group.codes if k >= first_code]:
            group.codes.remove(key)
            self._codes.pop(key, None)
            self._code_languages.pop(key, None)
        self._next_code = first_code

        def write(cursor: QTextCursor) -> None:
            for section in sections(readable(text)):
                cursor = self._section(cursor, section, group.codes)
            self._trim_end(cursor.currentFrame())

        self._rewrite(frame, write)

    def _section(self, cursor: QTextCursor, section: str, codes: list[int]) -> QTextCursor:
        """One section of a text part (`presenters.transcript.sections`) into the empty paragraph at the
        cursor, with an empty paragraph after it (for what follows); a cursor at that one."""
        cursor.insertBlock(QTextBlockFormat(), QTextCharFormat())
        rest = QTextCursor(cursor)
        cursor.movePosition(QTextCursor.MoveOperation.PreviousBlock)
        self._markdown(cursor, section.strip("\n"), codes)
        return rest

    def _trim_end(self, frame: QTextFrame) -> None:
        """No empty paragraph at the end of a text part (unless a table ends it: Qt needs a paragraph after
        a table, and lays out a frame ending in one wrongly)."""
        end = frame.lastCursorPosition()
        previous = end.block().previous()
        if end.block().length() > 1 or end.currentTable() is not None or not previous.isValid():
            return
        before = QTextCursor(previous)
        # Only the break right after a paragraph of this frame: never across a table (or a frame) before it.
        if (
            before.currentFrame() == end.currentFrame()
            and previous.position() + previous.length() == end.position()
        ):
            before.setPosition(end.position() - 1)
            before.setPosition(end.position(), QTextCursor.MoveMode.KeepAnchor)
            before.removeSelectedText()

    def _add_reasoning(
        self, cursor: QTextCursor, text: str, duration: float | None, group: ShownMessage
    ) -> Thought:
        self._line(cursor)
        frame = cursor.insertFrame(self._frame_format("reasoning"))
        reasoning = Thought(frame, text, duration)
        key = max(self._reasonings, default=-1) + 1
        self._reasonings[key] = reasoning
        group.reasonings.append(key)
        self._draw_reasoning(reasoning)
        return reasoning

    def _draw_reasoning(self, reasoning: Thought) -> None:
        key = next(k for k, v in self._reasonings.items() if v is reasoning)
        if reasoning.duration_s is not None and reasoning.duration_s < 1:
            title = self.tr("Thought for a moment")
        elif reasoning.duration_s is not None:
            title = self.tr("Thought for {s:.0f} s").format(s=reasoning.duration_s)
        else:
            title = self.tr("Thoughts")
        arrow = "▾ " if reasoning.expanded else "▸ "

        def write(cursor: QTextCursor) -> None:
            cursor.insertText(arrow + title, self._link_format(ca.ToggleThought(key)))
            if reasoning.expanded:
                self._line(cursor, readable(reasoning.text), self._dim(italic=True))

        self._rewrite(reasoning.frame, write)

    # ---- messages ----

    def _new_group(self, role: str, key: str, at: QTextCursor | None = None) -> ShownMessage:
        cursor = at if at is not None else self._end_cursor()
        frame = cursor.insertFrame(self._frame_format(role))
        flat = QTextBlockFormat()  # the frame's first line, above its content: no height of its own
        flat.setLineHeight(1, QTextBlockFormat.LineHeightTypes.FixedHeight.value)
        cursor.setBlockFormat(flat)
        return ShownMessage(key, role, frame, created=time.time())

    # ---- what is painted: the reading column, bubbles, quote bars ----

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        """A centred reading column of comfortable width, however wide the window."""
        side = max(0, (self.viewport().width() - READING_WIDTH) // 2)
        root = self.document().rootFrame()
        fmt = root.frameFormat()
        if round(fmt.leftMargin()) != side:
            fmt.setLeftMargin(side)
            fmt.setRightMargin(side)
            root.setFrameFormat(fmt)
        super().resizeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        """The person's bubbles and the quote bars, behind the text Qt paints next."""
        painter = QPainter(self.viewport())
        try:
            x, y = self.horizontalScrollBar().value(), self.verticalScrollBar().value()
            painter.translate(-x, -y)
            top, bottom = float(y), float(y + self.viewport().height())
            layout = self.document().documentLayout()
            palette = self.palette()
            for group in self._groups:
                for bubble in group.bubbles:
                    rect = layout.frameBoundingRect(bubble)
                    if rect.bottom() >= top and rect.top() <= bottom:
                        chat_style.paint_bubble(painter, rect.adjusted(USER_INDENT, 0, 0, 0), palette)
            for card in self._cards.values():
                rect = layout.frameBoundingRect(card.frame)
                if rect.bottom() >= top and rect.top() <= bottom:
                    chat_style.paint_card(painter, rect.adjusted(0, CARD_MARGIN, 0, -CARD_MARGIN), palette)
            first = self.cursorForPosition(QPoint(0, 0)).block()
            chat_style.paint_behind(painter, self.document(), first, (top, bottom), palette)
        finally:
            painter.end()
        super().paintEvent(event)

    def _render_group(self, messages: Group, at: QTextCursor | None = None) -> ShownMessage:
        first = messages[0]
        group = self._new_group("user" if first.role == "user" else "assistant", first.id, at)
        group.messages = messages
        group.created = first.created_at or group.created
        results = {p.call_id: p for m in messages for p in m.parts if isinstance(p, ToolResultPart)}
        for message in messages:
            if message.usage is not None:
                group.usage = group.usage + message.usage
            if message.status in ("interrupted", "error"):
                group.status = message.status
            for part in message.parts:
                cursor = self._inside(group.frame)
                match part:
                    case TextPart(text=text):
                        group.markdown.append(text)
                        self._write_text(self._add_text(cursor, group), text, group, self._next_code)
                    case ReasoningPart(text=text, duration_s=duration):
                        if text:
                            self._add_reasoning(cursor, text, duration, group)
                    case ToolCallPart(call_id=cid, name=name, arguments_json=args, state=state):
                        result = results.get(cid)
                        card = self._add_card(cursor, cid, name, group)
                        card.arguments = args
                        card.result = result
                        card.state = result.state if result is not None else state
                        self._draw_card(card)
                    case ToolResultPart() | AttachmentPart():
                        pass
            self._write_attachments(group, message.attachments)
        if group.status != "complete":
            label = self.tr("Interrupted") if group.status == "interrupted" else self.tr("Ended by an error")
            self._line(self._inside(group.frame), label, self._dim(italic=True))
        if at is None:
            self._groups.append(group)
        return group

    def _write_attachments(self, group: ShownMessage, parts: Sequence[AttachmentPart]) -> None:
        chat_attachments.write_attachments(
            self._inside(group.frame), parts, indent=USER_INDENT if group.role == "user" else 0,
            link_format=self._link_format, dim=self._dim(), missing=self.attachment_missing,
        )  # fmt: skip

    # ---- tool cards ----

    def _add_card(self, cursor: QTextCursor, call_id: str, name: str, group: ShownMessage) -> ToolCard:
        self._line(cursor)
        frame = cursor.insertFrame(self._frame_format("card"))
        card = ToolCard(call_id, name, frame)
        self._cards[call_id] = card
        group.cards.append(call_id)
        return card

    def _draw_card(self, card: ToolCard) -> None:
        palette = self.palette()
        tool, server = chat_text.split_tool_name(card.name)

        def write(cursor: QTextCursor) -> None:
            bold = QTextCharFormat()
            bold.setFontWeight(QFont.Weight.DemiBold)
            self._icon(cursor, icons.tool_icon(card.name))
            cursor.insertText("  " + tool, bold)
            if server:
                cursor.insertText(self.tr("  from {server}").format(server=server), self._dim())
            state = QTextCharFormat()
            color = QColor(_STATE_COLORS.get(card.state, "#777777"))
            color = color.lighter(165) if chat_text.is_dark(palette) else color
            state.setForeground(color)
            cursor.insertText("    ", state)
            hex_color = color.name(QColor.NameFormat.HexArgb).lstrip("#")
            self._icon(cursor, _STATE_ICONS.get(card.state, "clock"), hex_color, 14)
            cursor.insertText(" " + self._state_text(card), state)
            if card.state is ToolCallState.AWAITING_APPROVAL:
                cursor.insertText("   ")
                cursor.insertText(self.tr("Review…"), self._link_format(ca.ReviewApproval(card.call_id)))
            arguments = readable(chat_text.pretty_arguments(card.arguments))
            if arguments:
                self._line(cursor, arguments, mono_format(palette, dim=True))
            result = card.result
            if result is None or not (result.content or result.truncation_note):
                return
            lines = result.content.count("\n") + 1
            arrow = "▾ " if card.expanded else "▸ "
            label = self.tr("Result ({n:,} lines)").format(n=lines) if lines > 1 else self.tr("Result")
            self._line(cursor, "", QTextCharFormat())
            cursor.insertText(arrow + label, self._link_format(ca.ToggleCard(card.call_id)))
            cursor.insertText("  ·  ", self._dim())
            cursor.insertText(self.tr("Copy"), self._link_format(ca.CopyResult(card.call_id)))
            if card.expanded:
                shown = result.content.split("\n")
                text = readable("\n".join(shown[:RESULT_PREVIEW_LINES]))
                self._line(cursor, text, mono_format(palette))
                if len(shown) > RESULT_PREVIEW_LINES:
                    more = self.tr("… {n:,} more lines (Copy has them all)").format(
                        n=len(shown) - RESULT_PREVIEW_LINES
                    )
                    self._line(cursor, more, self._dim(italic=True))
                if result.truncation_note:
                    self._line(cursor, result.truncation_note, self._dim(italic=True))

        self._rewrite(card.frame, write)

    def _state_text(self, card: ToolCard) -> str:
        label = _state_label(card.state)
        if card.state is ToolCallState.RUNNING and card.started is not None:
            elapsed = f"{label} · {time.monotonic() - card.started:.0f} s"
            return f"{elapsed} · {card.progress}" if card.progress else elapsed
        if card.result is not None and card.result.duration_s is not None and card.state.is_final:
            return f"{label} · {card.result.duration_s:.2f} s"
        return label

    def _tick(self) -> None:
        running = [c for c in self._cards.values() if c.state is ToolCallState.RUNNING]
        for card in running:
            self._draw_card(card)
        if not running:
            self._clock.stop()
