"""How the chat's document is written: frames for messages, notes and thoughts, dimmed text, links and icons,
Markdown with highlighted code, and rewrites in place. Each rewrite is one change of the document, laid
out once.

`ChatWriter` is what the chat view *has* to draw with: it keeps the messages it wrote (`groups`), their
thoughts and code blocks; the tool cards are `ToolCards`'. It knows nothing of turns, pages or events.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Iterator, Sequence

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import (
    QColor,
    QPalette,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFrame,
    QTextFrameFormat,
)

from desktop_agent.domain.citations import Citations
from desktop_agent.domain.display import readable
from desktop_agent.domain.messages import (
    AttachmentPart,
    Message,
    ReasoningPart,
    TextPart,
    ToolCallPart,
    ToolResultPart,
)
from desktop_agent.ui import chat_attachments, chat_code, chat_style, chat_tables, chat_text, chat_type
from desktop_agent.ui.chat_blocks import USER_INDENT, ShownMessage, Thought
from desktop_agent.ui.chat_bubbles import fit_bubble, settle
from desktop_agent.ui.chat_cards import ToolCards
from desktop_agent.ui.chat_citations import ChatCitations, dropped_line
from desktop_agent.ui.chat_formats import frame_format, line, trim_end
from desktop_agent.ui.chat_text import dim_color, insert_markdown, link_format
from desktop_agent.ui.presenters import chat_actions as ca
from desktop_agent.ui.presenters.transcript import Group, sections
from desktop_agent.ui.previews import language_of as previews_language
from desktop_agent.ui.theme import token


class ChatWriter:
    """Writes the conversation into `document`, in the colours `palette()` gives at the time."""

    def __init__(self, document: QTextDocument, palette: Callable[[], QPalette], timers: QObject) -> None:
        """`timers`: the object the tool cards' clock lives on (the view)."""
        self.document = document
        self.palette = palette
        self.groups: list[ShownMessage] = []
        self.reasonings: dict[int, Thought] = {}
        self.codes: dict[int, str] = {}
        self.code_languages: dict[int, str] = {}
        self.next_code = 0
        self.attachment_missing: Callable[[str], bool] = lambda _sha: False
        self.cards = ToolCards(self, timers)
        self.citations = ChatCitations(document, self.link_format)
        self._batch_depth = 0
        self._after_edit: list[Callable[[], None]] = []

    def clear(self) -> None:
        """An empty document, and nothing of what was written before remembered."""
        self.document.clear()
        self.document.setIndentWidth(chat_type.LIST_INDENT)
        first = QTextBlockFormat()  # the document's own first line sits above every message: keep it flat
        first.setLineHeight(1, QTextBlockFormat.LineHeightTypes.FixedHeight.value)
        QTextCursor(self.document).setBlockFormat(first)
        self.groups.clear()
        self.cards.clear()
        self.reasonings.clear()
        self.codes.clear()
        self.code_languages.clear()
        self.next_code = 0
        self.citations.clear()

    def group_at(self, position: int) -> ShownMessage | None:
        for group in self.groups:
            if group.frame.firstPosition() <= position <= group.frame.lastPosition():
                return group
        return None

    # ---- formats, links, icons ----

    def link_format(self, action: ca.ChatAction) -> QTextCharFormat:
        return link_format(self.palette(), ca.href(action))

    def write_links(
        self, cursor: QTextCursor, links: Sequence[tuple[str, ca.ChatAction]], lead: str = ""
    ) -> None:
        """Links in a row, dot-separated (after `lead`)."""
        for n, (label, action) in enumerate(links):
            if n or lead:
                cursor.insertText("  ·  " if n else lead, self.dim())
            cursor.insertText(label, self.link_format(action))

    def dim(self, italic: bool = False) -> QTextCharFormat:
        fmt = QTextCharFormat()
        fmt.setForeground(dim_color(self.palette()))
        fmt.setFontItalic(italic)
        return fmt

    # ---- edits ----

    @contextlib.contextmanager
    def batch(self) -> Iterator[None]:
        """Several edits as one change of the document: it is laid out once, not once per edit. What must
        wait for the edit's end (a table is only known to the document then) runs after it."""
        cursor = QTextCursor(self.document)
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

    def end_cursor(self) -> QTextCursor:
        cursor = QTextCursor(self.document)
        cursor.movePosition(QTextCursor.MoveOperation.End)
        return cursor

    @staticmethod
    def inside(frame: QTextFrame) -> QTextCursor:
        return frame.lastCursorPosition()

    def rewrite(self, frame: QTextFrame, write: Callable[[QTextCursor], None]) -> None:
        """Replace what a card or fold shows; everything else in the document stays as it is."""
        with self.batch():
            cursor = frame.firstCursorPosition()
            cursor.setPosition(frame.lastPosition(), QTextCursor.MoveMode.KeepAnchor)
            cursor.removeSelectedText()
            cursor.setBlockFormat(QTextBlockFormat())
            cursor.setCharFormat(QTextCharFormat())
            write(cursor)

    def drop(self, groups: list[ShownMessage]) -> None:
        """Take consecutive rendered messages out of the document (and out of every index of them)."""
        first, last = groups[0], groups[-1]
        keep = [g for g in self.groups if g not in groups]
        after = self.groups[self.groups.index(last) + 1] if last is not self.groups[-1] else None
        cursor = QTextCursor(self.document)
        cursor.setPosition(first.frame.firstPosition() - 1)
        if after is not None:
            cursor.setPosition(after.frame.firstPosition() - 1, QTextCursor.MoveMode.KeepAnchor)
        else:
            cursor.movePosition(QTextCursor.MoveOperation.End, QTextCursor.MoveMode.KeepAnchor)
        cursor.removeSelectedText()
        for group in groups:
            self.cards.forget(group.cards)
            for key in group.reasonings:
                self.reasonings.pop(key, None)
            for key in group.codes:
                self.codes.pop(key, None)
                self.code_languages.pop(key, None)
        self.groups = keep

    def drop_frame(self, frame: QTextFrame) -> None:
        cursor = QTextCursor(self.document)
        cursor.setPosition(frame.firstPosition() - 1)
        cursor.setPosition(frame.lastPosition() + 1, QTextCursor.MoveMode.KeepAnchor)
        cursor.removeSelectedText()

    def notice_card(
        self, group: ShownMessage | None, text: str, links: Sequence[tuple[str, ca.ChatAction]], error: bool
    ) -> QTextFrame:
        """A bordered note in a message (or at the end): a guard's question, a retry, an error."""
        cursor = self.inside(group.frame) if group is not None else self.end_cursor()
        line(cursor)
        frame = cursor.insertFrame(frame_format("error" if error else "notice", self.palette()))

        def write(inner: QTextCursor) -> None:
            fmt = QTextCharFormat()
            if error:
                fmt.setForeground(QColor(token(self.palette(), "error_text")))
            inner.insertText(readable(text), fmt)
            self.write_links(inner, links, "   ")

        self.rewrite(frame, write)
        return frame

    # ---- text ----

    def markdown(self, cursor: QTextCursor, text: str, codes: list[int]) -> None:
        """Render Markdown at the cursor; fenced code gets highlighting and a Copy link (its key: `codes`)."""
        start = cursor.position()
        insert_markdown(cursor, self.citations.prepare(text))
        end = cursor.position()
        self.citations.link(start, end)
        end = cursor.position()
        palette = self.palette()
        chat_style.style_spans(self.document, start, end, palette)
        if "|" in text:  # cursors, not positions: they move with whatever else the edit inserts
            first, last = QTextCursor(self.document), QTextCursor(self.document)
            first.setPosition(start)
            last.setPosition(end)
            self._when_edited(
                lambda: chat_tables.style_tables(first.document(), first.position(), last.position(), palette)
            )
        if "```" not in text and "~~~" not in text:
            return
        dark = chat_text.is_dark(palette)
        for run in reversed(chat_text.code_runs(self.document, start, end)):
            chat_text.highlight(run, dark)
            chat_code.shade(run)
            codes.append(self._code_label(run))

    def _code_label(self, run: chat_text.CodeRun) -> int:
        """The bar on top of a code block: its language, a Copy link (and Preview, for what can be)."""
        key = self.next_code
        self.next_code += 1
        self.codes[key] = run.text
        self.code_languages[key] = run.language
        preview = previews_language(run.language, run.text) is not None
        chat_code.header(run, key, self.link_format, self.palette(), preview=preview)
        return key

    def add_text(self, cursor: QTextCursor, group: ShownMessage) -> QTextFrame:
        """The frame a text part's Markdown lives in: rewritten as a whole when the part is complete. The
        person's text is a bubble (painted behind this frame)."""
        line(cursor)
        fmt = QTextFrameFormat()
        if group.role == "user":
            fmt.setPadding(12)
            fmt.setLeftMargin(USER_INDENT)
        frame = cursor.insertFrame(fmt)
        if group.role == "user":
            group.bubbles.append(frame)
        return frame

    def write_text(self, frame: QTextFrame, text: str, group: ShownMessage, first_code: int) -> None:
        """A text part's Markdown in its frame, replacing whatever the frame showed: the one way a text part
        looks, whether it streamed or was read from the history. Its code blocks' keys start at
        `first_code` (what a streaming part showed before gave back the keys it took)."""
        for key in [k for k in group.codes if k >= first_code]:
            group.codes.remove(key)
            self.codes.pop(key, None)
            self.code_languages.pop(key, None)
        self.next_code = first_code

        shown = readable(text) if group.role != "user" else kept_lines(readable(text))

        def write(cursor: QTextCursor) -> None:
            cursor.setBlockFormat(chat_type.body_block(self.document))  # as a streaming part starts
            for section in sections(shown):
                cursor = self.section(cursor, section, group.codes)
            trim_end(cursor.currentFrame())

        self.rewrite(frame, write)
        if group.role == "user":  # as wide as its text, at the right
            settle(frame)
            fit_bubble(frame, self.document)

    def section(self, cursor: QTextCursor, section: str, codes: list[int]) -> QTextCursor:
        """One section of a text part (`presenters.transcript.sections`) into the empty paragraph at the
        cursor, with an empty paragraph after it (for what follows); a cursor at that one."""
        cursor.insertBlock(chat_type.body_block(self.document), QTextCharFormat())
        rest = QTextCursor(cursor)
        cursor.movePosition(QTextCursor.MoveOperation.PreviousBlock)
        self.markdown(cursor, section.strip("\n"), codes)
        return rest

    # ---- thoughts ----

    def add_reasoning(
        self, cursor: QTextCursor, text: str, duration: float | None, group: ShownMessage
    ) -> Thought:
        line(cursor)
        frame = cursor.insertFrame(frame_format("reasoning", self.palette()))
        reasoning = Thought(frame, text, duration)
        key = max(self.reasonings, default=-1) + 1
        self.reasonings[key] = reasoning
        group.reasonings.append(key)
        self.draw_reasoning(reasoning)
        return reasoning

    def draw_reasoning(self, reasoning: Thought) -> None:
        key = next(k for k, v in self.reasonings.items() if v is reasoning)
        if reasoning.duration_s is not None and reasoning.duration_s < 1:
            title = QCoreApplication.translate("ChatDocument", "Thought for a moment")
        elif reasoning.duration_s is not None:
            title = QCoreApplication.translate("ChatDocument", "Thought for {s:.0f} s").format(
                s=reasoning.duration_s
            )
        else:
            title = QCoreApplication.translate("ChatDocument", "Thoughts")
        arrow = "▾ " if reasoning.expanded else "▸ "

        def write(cursor: QTextCursor) -> None:
            cursor.insertText(arrow + title, self.link_format(ca.ToggleThought(key)))
            if reasoning.expanded:
                line(cursor, readable(reasoning.text), self.dim(italic=True))

        self.rewrite(reasoning.frame, write)

    # ---- messages ----

    def new_group(self, role: str, key: str, at: QTextCursor | None = None) -> ShownMessage:
        cursor = at if at is not None else self.end_cursor()
        frame = cursor.insertFrame(frame_format(role, self.palette()))
        flat = QTextBlockFormat()  # the frame's first line, above its content: no height of its own
        flat.setLineHeight(1, QTextBlockFormat.LineHeightTypes.FixedHeight.value)
        cursor.setBlockFormat(flat)
        return ShownMessage(key, role, frame, created=time.time())

    def render_group(self, messages: Group, at: QTextCursor | None = None) -> ShownMessage:
        """Stored messages (the person's, or an answer's steps) as one shown message; at the end unless
        `at` (then the caller puts it in `groups`)."""
        first = messages[0]
        group = self.new_group("user" if first.role == "user" else "assistant", first.id, at)
        group.messages = messages
        group.created = first.created_at or group.created
        results = {p.call_id: p for m in messages for p in m.parts if isinstance(p, ToolResultPart)}
        for message in messages:
            cited = Citations.from_dict(message.meta.get("citations")).sources
            with self.citations.using(group.citations if group.role == "assistant" else None, cited):
                self._write_message(group, message, results)
        self.dropped_citations(group)
        if group.status != "complete":
            label = (
                QCoreApplication.translate("ChatDocument", "Interrupted")
                if group.status == "interrupted"
                else QCoreApplication.translate("ChatDocument", "Ended by an error")
            )
            line(self.inside(group.frame), label, self.dim(italic=True))
        if at is None:
            self.groups.append(group)
        return group

    def _write_message(
        self, group: ShownMessage, message: Message, results: dict[str, ToolResultPart]
    ) -> None:
        if message.usage is not None:
            group.usage = group.usage + message.usage
        if message.status in ("interrupted", "error"):
            group.status = message.status
        for part in message.parts:
            cursor = self.inside(group.frame)
            match part:
                case TextPart(text=text):
                    group.markdown.append(text)
                    self.write_text(self.add_text(cursor, group), text, group, self.next_code)
                case ReasoningPart(text=text, duration_s=duration):
                    if text:
                        self.add_reasoning(cursor, text, duration, group)
                case ToolCallPart(call_id=cid, name=name, arguments_json=args, state=state):
                    self.cards.stored(cursor, group, cid, name, args, state, results.get(cid))
                case ToolResultPart() | AttachmentPart():
                    pass
        self.write_attachments(group, message.attachments)

    def dropped_citations(self, group: ShownMessage) -> None:
        """The line an answer ends with when it cited what the app cannot back (it is not shown)."""
        if group.citations.dropped:
            line(self.inside(group.frame), dropped_line(group.citations.dropped), self.dim(italic=True))

    def write_attachments(self, group: ShownMessage, parts: Sequence[AttachmentPart]) -> None:
        chat_attachments.write_attachments(
            self.inside(group.frame), parts, indent=USER_INDENT if group.role == "user" else 0,
            link_format=self.link_format, dim=self.dim(), missing=self.attachment_missing,
        )  # fmt: skip


def kept_lines(text: str) -> str:
    """The person's text with each line break kept as they typed it (Shift+Enter), not joined as Markdown
    joins lines of a paragraph; code fences stay as they are."""
    out: list[str] = []
    fence = ""
    lines = text.split("\n")
    for n, row in enumerate(lines):
        marker = row.lstrip()[:3]
        if marker in ("```", "~~~") and (not fence or marker == fence):
            fence = "" if fence else marker
        following = lines[n + 1] if n + 1 < len(lines) else ""
        breaks = not fence and row.strip() and following.strip() and marker not in ("```", "~~~")
        out.append(row + "  " if breaks else row)
    return "\n".join(out)
