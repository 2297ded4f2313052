"""The conversation: stored messages rendered once, a streaming answer appended delta by delta.

Per token nothing is re-rendered: deltas are buffered and appended at the end of the answer at most ~30
times a second, and each completed Markdown block (a paragraph, a list, a fenced code block) is rendered
once, as soon as the blank line after it arrives. Tool calls are cards whose state, elapsed time and result
update in place; thinking is a dimmed block that folds away when it ends. Long sessions open with their
newest messages; earlier ones page in as the person scrolls up.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import assert_never

from PySide6.QtCore import QEvent, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import (
    QColor,
    QDesktopServices,
    QFont,
    QHelpEvent,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextFrame,
    QTextFrameFormat,
)
from PySide6.QtWidgets import QToolTip

from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.domain.events import (
    AgentEvent,
    ApprovalGranted,
    ApprovalRequested,
    ContinueRequested,
    MessageFinished,
    MessageStarted,
    PartDelta,
    PartEnded,
    PartStarted,
    QuestionAsked,
    Retrying,
    RunFailed,
    RunFinished,
    RunStarted,
    SaveProblem,
    StepFinished,
    StepStarted,
    StopReason,
    ToolStateChanged,
    UsageReported,
)
from desktop_agent.domain.messages import (
    Message,
    ReasoningPart,
    TextPart,
    ToolCallPart,
    ToolCallState,
    ToolResultPart,
    Usage,
)
from desktop_agent.ui.chat_document import ChatDocument, ShownMessage, Thought
from desktop_agent.ui.chat_text import link_format

FLUSH_MS = 33
PAGE_GROUPS = 20
"""Messages rendered when a session opens (enough to fill a tall window)."""
EARLIER_GROUPS = 12
"""Messages rendered per page when scrolling up: small enough that a page never stalls the window."""
MAX_RENDERED_GROUPS = 120
"""Messages kept rendered at once: paging further up drops the newest from the bottom (and back), so
the document, and the cost of each page, stay the same size however long the session."""
SETTINGS_ERRORS = frozenset(
    {ErrorKind.AUTH, ErrorKind.NO_API_KEY, ErrorKind.KEYRING_UNAVAILABLE, ErrorKind.MODEL_NOT_FOUND}
)


@dataclass(slots=True, eq=False)
class _Live:
    """A text or thinking part while it streams."""

    kind: str
    tail: QTextCursor
    """Where the text not yet rendered as Markdown starts (moves with edits before it)."""
    started: float
    text: str = ""
    rendered: int = 0
    reasoning: Thought | None = None


def _group_messages(messages: Sequence[Message]) -> list[list[Message]]:
    """A user message alone; an assistant turn with its steps and tool results together."""
    groups: list[list[Message]] = []
    for message in messages:
        if message.role == "user" or not groups or groups[-1][0].role == "user":
            groups.append([message])
        else:
            groups[-1].append(message)
    return groups


def _complete_blocks(text: str, start: int) -> int:
    """The end of the last complete Markdown block in text[start:] (after a blank line, outside code)."""
    cut = text.rfind("\n\n", start)
    while cut > start:
        chunk = text[start : cut + 2]
        fences = sum(1 for line in chunk.splitlines() if line.lstrip()[:3] in ("```", "~~~"))
        if fences % 2 == 0:
            return cut + 2
        cut = text.rfind("\n\n", start, cut)
    return start


class ChatView(ChatDocument):
    action_requested = Signal(str, str)
    """(action, id): edit, regenerate, continue, retry, settings, review, guard-continue, guard-stop."""

    def __init__(self) -> None:
        super().__init__()
        self.setAccessibleName(self.tr("Conversation"))
        self.setOpenLinks(False)
        self.anchorClicked.connect(self._link)
        self.document().setDocumentMargin(14)
        self.document().setUndoRedoEnabled(False)  # read-only: an undo stack would only grow with every token
        self._groups: list[ShownMessage] = []
        self._earlier: list[list[Message]] = []
        self._earlier_link: QTextFrame | None = None
        self._later: list[list[Message]] = []
        self._later_link: QTextFrame | None = None
        self._live: _Live | None = None
        self._versions: dict[str, tuple[int, int]] = {}
        self._shown: Sequence[Message] = ()
        self._buffer: list[str] = []
        self._turn: ShownMessage | None = None
        self._flush_timer = QTimer(self)
        self._flush_timer.setSingleShot(True)
        self._flush_timer.setInterval(FLUSH_MS)
        self._flush_timer.timeout.connect(self._flush)
        self.verticalScrollBar().valueChanged.connect(self._scrolled)

    # ---- links: ours act in the window; http(s)/mailto open in the system browser; nothing loads inline --

    def _link(self, url: QUrl) -> None:
        if url.scheme() in ("http", "https", "mailto"):
            self._confirm_link(url)
            return
        if url.scheme() != "da":
            return
        action, _, arg = url.path().partition(":")
        match action:
            case "card":
                card = self._cards.get(arg)
                if card is not None:
                    card.expanded = not card.expanded
                    self._draw_card(card)
            case "copy-result":
                card = self._cards.get(arg)
                if card is not None and card.result is not None:
                    self._copy(card.result.content)
            case "reasoning":
                reasoning = self._reasonings.get(int(arg))
                if reasoning is not None:
                    reasoning.expanded = not reasoning.expanded
                    self._draw_reasoning(reasoning)
            case "copy-code":
                self._copy(self._codes.get(int(arg), ""))
            case "copy":
                group = next((g for g in self._groups if g.key == arg), None)
                if group is not None:
                    self._copy("\n\n".join(group.markdown))
            case "earlier":
                self.load_earlier()
            case "later":
                self.load_later()
            case _:
                self.action_requested.emit(action, arg)

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

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        """A new theme re-renders the shown messages, so code colors and cards match it."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and self._live is None and self._turn is None:
            versions = self._versions
            self.show_messages(self._shown)
            self.set_versions(versions)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            group = self._group_at(self.cursorForPosition(self.viewport().mapFromGlobal(event.globalPos())))
            if group is not None and (group.usage.input_tokens or group.usage.output_tokens):
                QToolTip.showText(event.globalPos(), self._usage_text(group.usage), self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)

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

    def _new_group(self, role: str, key: str, at: QTextCursor | None = None) -> ShownMessage:
        cursor = at if at is not None else self._end_cursor()
        frame = cursor.insertFrame(self._frame_format(role))
        heading = QTextCharFormat()
        heading.setFontWeight(QFont.Weight.Bold)
        cursor.insertText(self.tr("You") if role == "user" else self.tr("Assistant"), heading)
        return ShownMessage(key, role, frame)

    def show_messages(self, messages: Sequence[Message]) -> None:
        """Show a session: its newest messages now, earlier ones as the person scrolls up."""
        self._reset()
        self._shown = messages
        groups = _group_messages(messages)
        self._earlier = groups[:-PAGE_GROUPS] if len(groups) > PAGE_GROUPS else []
        with self._batch():
            for group in groups[-PAGE_GROUPS:]:
                self._render_group(group)
            self._refresh_actions()
            self._show_earlier_link()
        self._to_bottom()

    def _reset(self) -> None:
        self._flush_timer.stop()
        self._clock.stop()
        self.clear()
        first = QTextBlockFormat()  # the document's own first line sits above every message: keep it flat
        first.setLineHeight(1, QTextBlockFormat.LineHeightTypes.FixedHeight.value)
        QTextCursor(self.document()).setBlockFormat(first)
        self._groups.clear()
        self._cards.clear()
        self._reasonings.clear()
        self._codes.clear()
        self._versions = {}
        self._earlier = []
        self._earlier_link = None
        self._later = []
        self._later_link = None
        self._live = None
        self._turn = None
        self._buffer.clear()

    def _render_group(self, messages: list[Message], at: QTextCursor | None = None) -> ShownMessage:
        first = messages[0]
        group = self._new_group("user" if first.role == "user" else "assistant", first.id, at)
        group.messages = messages
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
                        self._line(cursor)
                        self._markdown_block(cursor, text)
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
                    case ToolResultPart():
                        pass
        if group.status != "complete":
            label = self.tr("Interrupted") if group.status == "interrupted" else self.tr("Ended by an error")
            self._line(self._inside(group.frame), label, self._dim(italic=True))
        if at is None:
            self._groups.append(group)
        return group

    def _show_earlier_link(self) -> None:
        """A link above the oldest shown message while earlier ones are not rendered yet."""
        if self._earlier_link is None and not self._earlier:
            return
        if self._earlier_link is None:
            self._earlier_link = QTextCursor(self.document()).insertFrame(QTextFrameFormat())
        count = sum(len(g) for g in self._earlier)

        def write(cursor: QTextCursor) -> None:
            if count:
                cursor.insertText(
                    self.tr("Show earlier messages ({n:,})").format(n=count),
                    link_format(self.palette(), "da:earlier:"),
                )

        self._rewrite(self._earlier_link, write)

    def load_earlier(self) -> None:
        """Render the previous page above what is shown, keeping the view where it was."""
        if not self._earlier or self._earlier_link is None:
            return
        page, self._earlier = self._earlier[-EARLIER_GROUPS:], self._earlier[:-EARLIER_GROUPS]
        bar = self.verticalScrollBar()
        before_height = self.document().size().height()
        before_value = bar.value()
        cursor = self._earlier_link.lastCursorPosition()
        cursor.movePosition(QTextCursor.MoveOperation.NextBlock)
        rendered: list[ShownMessage] = []
        with self._batch():
            for messages in page:
                group = self._render_group(messages, at=cursor)
                rendered.append(group)
                cursor = group.frame.lastCursorPosition()
                cursor.movePosition(QTextCursor.MoveOperation.NextBlock)
            self._groups[:0] = rendered
            for group in rendered:
                self._draw_actions(group)
            self._show_earlier_link()
            if len(self._groups) > MAX_RENDERED_GROUPS:  # far below the view: render it again when needed
                dropped = self._groups[MAX_RENDERED_GROUPS:]
                self._later[:0] = [g.messages for g in dropped]
                self._drop(dropped)
                self._show_later_link()
        grown = self.document().size().height() - before_height
        bar.setValue(before_value + round(grown))

    def load_later(self) -> None:
        """Render the next page below what is shown (after paging far up), keeping the view where it was."""
        if not self._later:
            return
        page, self._later = self._later[:EARLIER_GROUPS], self._later[EARLIER_GROUPS:]
        bar = self.verticalScrollBar()
        with self._batch():
            if self._later_link is not None:
                self._drop_frame(self._later_link)
                self._later_link = None
            for messages in page:
                self._render_group(messages)
            self._refresh_actions()
            self._show_later_link()
        if len(self._groups) > MAX_RENDERED_GROUPS:  # far above the view now
            dropped = self._groups[: len(self._groups) - MAX_RENDERED_GROUPS]
            before_height, before_value = self.document().size().height(), bar.value()
            with self._batch():
                self._earlier.extend(g.messages for g in dropped)
                self._drop(dropped)
                self._show_earlier_link()
            shrunk = before_height - self.document().size().height()
            bar.setValue(max(0, before_value - round(shrunk)))

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
        self._groups = keep
        if after is None:
            self._later_link = None

    def _drop_frame(self, frame: QTextFrame) -> None:
        cursor = QTextCursor(self.document())
        cursor.setPosition(frame.firstPosition() - 1)
        cursor.setPosition(frame.lastPosition() + 1, QTextCursor.MoveMode.KeepAnchor)
        cursor.removeSelectedText()

    def _show_later_link(self) -> None:
        """A link below the newest shown message while newer ones are not rendered (after paging up)."""
        if not self._later:
            return
        if self._later_link is None:
            self._later_link = self._end_cursor().insertFrame(QTextFrameFormat())
        count = sum(len(g) for g in self._later)

        def write(cursor: QTextCursor) -> None:
            cursor.insertText(
                self.tr("Show newer messages ({n:,})").format(n=count),
                link_format(self.palette(), "da:later:"),
            )

        self._rewrite(self._later_link, write)

    def _ensure_newest(self) -> None:
        """Before anything is added at the end: the newest messages must be the ones rendered there."""
        if self._later:
            versions = self._versions
            self.show_messages(self._shown)
            self.set_versions(versions)

    def set_versions(self, versions: dict[str, tuple[int, int]]) -> None:
        """(shown, total) per message where the conversation has other versions; shown under the message."""
        changed = set(versions) ^ set(self._versions) | {
            k for k in versions if self._versions.get(k) != versions[k]
        }
        self._versions = dict(versions)
        for group in self._groups:
            if group.key in changed and group.actions is not None:
                self._draw_actions(group)

    def add_earlier(self, messages: Sequence[Message]) -> None:
        """Messages before those given to `show_messages` (a long session loads its newest first)."""
        if messages:
            self._earlier = _group_messages(messages) + self._earlier
            self._show_earlier_link()

    def has_earlier(self) -> bool:
        return bool(self._earlier)

    def _scrolled(self, value: int) -> None:
        if self._live is not None or self._turn is not None:
            return
        if value == 0 and self._earlier:
            QTimer.singleShot(0, self.load_earlier)
        elif value == self.verticalScrollBar().maximum() and self._later:
            QTimer.singleShot(0, self.load_later)

    # ---- per-message actions: copy, edit, regenerate, continue ----

    def _refresh_actions(self) -> None:
        """Action links under every finished message; only the last answer offers Regenerate."""
        for n, group in enumerate(self._groups):
            if group.status != "streaming" and (group.actions is None or n >= len(self._groups) - 2):
                self._draw_actions(group)

    def _draw_actions(self, group: ShownMessage) -> None:
        last_answer = bool(self._groups) and group is self._groups[-1] and group.role == "assistant"
        links: list[tuple[str, str]] = [(self.tr("Copy"), f"da:copy:{group.key}")]
        if group.role == "user" and group.key:
            links.insert(0, (self.tr("Edit"), f"da:edit:{group.key}"))
            version = self._versions.get(group.key)
            if version is not None:
                current, total = version
                links.append((f"‹ {current} / {total}", f"da:version-previous:{group.key}"))
                links.append(("›", f"da:version-next:{group.key}"))
        if last_answer:
            links.append((self.tr("Regenerate"), f"da:regenerate:{group.key}"))
            if group.status == "interrupted":
                links.append((self.tr("Continue"), f"da:continue:{group.key}"))

        def write(cursor: QTextCursor) -> None:
            for n, (label, href) in enumerate(links):
                if n:
                    cursor.insertText("  ·  ", self._dim())
                cursor.insertText(label, link_format(self.palette(), href))

        if group.actions is None:
            cursor = self._inside(group.frame)
            fmt = QTextFrameFormat()
            fmt.setTopMargin(2)
            group.actions = cursor.insertFrame(fmt)
        self._rewrite(group.actions, write)

    def _notice_card(self, text: str, links: Sequence[tuple[str, str]] = (), *, error: bool = False) -> None:
        self._flush()
        group = self._turn if self._turn is not None else (self._groups[-1] if self._groups else None)
        cursor = self._inside(group.frame) if group is not None else self._end_cursor()
        self._line(cursor)
        frame = cursor.insertFrame(self._frame_format("error" if error else "notice"))

        def write(inner: QTextCursor) -> None:
            fmt = QTextCharFormat()
            if error:
                fmt.setForeground(QColor("#c62828"))
            inner.insertText(text, fmt)
            for n, (label, href) in enumerate(links):
                inner.insertText("   " if n == 0 else "  ·  ", self._dim())
                inner.insertText(label, link_format(self.palette(), href))

        self._rewrite(frame, write)

    # ---- a turn as it happens ----

    def add_user_message(self, text: str) -> None:
        self._flush()
        self._ensure_newest()
        group = self._new_group("user", "")
        cursor = self._inside(group.frame)
        self._line(cursor)
        self._markdown_block(cursor, text)
        group.markdown.append(text)
        self._groups.append(group)
        self._turn = None
        self._refresh_actions()
        self._to_bottom()

    def on_event(self, event: AgentEvent) -> None:
        match event:
            case MessageStarted(role="user", message_id=mid):
                if self._groups and self._groups[-1].role == "user" and not self._groups[-1].key:
                    self._groups[-1].key = mid
                    self._draw_actions(self._groups[-1])
            case MessageStarted(role="assistant", message_id=mid):
                self._flush()
                if self._turn is None:
                    self._turn = self._new_group("assistant", mid)
                    self._turn.status = "streaming"
                    self._groups.append(self._turn)
                    self._refresh_actions()
            case PartStarted(part_kind=kind, call_id=cid, name=name):
                self._flush()
                self._start_part(kind, cid, name)
            case PartDelta(part_kind=kind, text=text) if kind in ("text", "reasoning"):
                if self._live is not None and self._live.kind == kind:
                    self._buffer.append(text)
                    if not self._flush_timer.isActive():
                        self._flush_timer.start()
            case PartEnded(part=part):
                self._flush()
                self._end_part(part)
            case ToolStateChanged(call_id=cid, state=state, result=result):
                card = self._cards.get(cid)
                if card is not None:
                    if state is ToolCallState.RUNNING:
                        card.started = time.monotonic()
                        self._clock.start()
                    card.state = state
                    card.result = result or card.result
                    self._draw_card(card)
            case UsageReported(usage=usage):
                if self._turn is not None:
                    self._turn.usage = self._turn.usage + usage
            case ContinueRequested(request_id=rid, message=message):
                self._notice_card(
                    message,
                    [
                        (self.tr("Continue"), f"da:guard-continue:{rid}"),
                        (self.tr("Stop"), f"da:guard-stop:{rid}"),
                    ],
                )
            case Retrying(error=error, delay_s=delay, attempt=attempt, max_attempts=most):
                self._notice_card(
                    self.tr("↻ {msg} Retrying in {delay:.0f} s ({n} of {most}).").format(
                        msg=error.message, delay=delay, n=attempt, most=most
                    )
                )
            case MessageFinished(status=status) if self._turn is not None and status != "complete":
                self._turn.status = status
            case RunFailed(error=error):
                self.show_error(error)
                self._end_turn()
            case RunFinished(stop_reason=reason, message=message):
                self._flush()
                if reason is StopReason.CANCELLED:
                    if self._turn is not None:
                        self._turn.status = "interrupted"
                    self._notice_card(self.tr("Stopped."))
                elif reason is not StopReason.END:
                    links = [(self.tr("Continue"), "da:continue:")]
                    self._notice_card(message or reason.value, links)
                self._end_turn()
            case SaveProblem(error=error):
                if error is not None:
                    self._notice_card(f"{error.message} {error.action}", error=True)
            case (
                MessageStarted()
                | PartDelta()
                | RunStarted()
                | MessageFinished()
                | StepStarted()
                | StepFinished()
                | ApprovalRequested()
                | ApprovalGranted()
                | QuestionAsked()
            ):
                pass
            case _:
                assert_never(event)

    def _end_turn(self) -> None:
        self._flush()
        self._live = None
        turn, self._turn = self._turn, None
        if turn is not None and turn.status == "streaming":
            turn.status = "complete"
        self._refresh_actions()

    def _start_part(self, kind: str, call_id: str | None, name: str | None) -> None:
        group = self._turn
        if group is None:
            return
        cursor = self._inside(group.frame)
        if kind == "tool_call" and call_id:
            card = self._add_card(cursor, call_id, name or "", group)
            self._draw_card(card)
        elif kind == "reasoning":
            reasoning = self._add_reasoning(cursor, "", None, group)
            reasoning.expanded = True
            self._rewrite(reasoning.frame, lambda c: c.insertText(self.tr("Thinking…"), self._dim()))
            tail = self._inside(reasoning.frame)
            tail.insertBlock(QTextBlockFormat(), self._dim(italic=True))
            self._live = _Live(kind, tail, time.monotonic(), reasoning=reasoning)
        elif kind == "text":
            self._line(cursor)
            tail = QTextCursor(cursor)
            tail.setKeepPositionOnInsert(True)  # text streams in after it; it marks where rendering resumes
            self._live = _Live(kind, tail, time.monotonic())

    def _end_part(self, part: TextPart | ReasoningPart | ToolCallPart | ToolResultPart) -> None:
        live, self._live = self._live, None
        match part:
            case TextPart(text=text):
                if live is not None and live.kind == "text":
                    self._render_tail(live, final=True)
                if self._turn is not None:
                    self._turn.markdown.append(text)
            case ReasoningPart(text=text, duration_s=duration):
                if live is not None and live.reasoning is not None:
                    reasoning = live.reasoning
                    reasoning.text = text
                    elapsed = time.monotonic() - live.started
                    reasoning.duration_s = duration if duration is not None else elapsed
                    reasoning.expanded = False
                    self._draw_reasoning(reasoning)
            case ToolCallPart(call_id=cid, arguments_json=args):
                card = self._cards.get(cid)
                if card is not None:
                    card.arguments = args
                    self._draw_card(card)
            case ToolResultPart():
                pass

    def _flush(self) -> None:
        self._flush_timer.stop()
        live = self._live
        if not self._buffer or live is None:
            self._buffer.clear()
            return
        text = "".join(self._buffer)
        self._buffer.clear()
        at_bottom = self._at_bottom()
        live.text += text
        cursor = self._inside(live.reasoning.frame) if live.reasoning is not None else self._live_end(live)
        cursor.insertText(text, self._dim(italic=True) if live.kind == "reasoning" else QTextCharFormat())
        if live.kind == "text":
            self._render_tail(live, final=False)
        if at_bottom:
            self._to_bottom()

    def _live_end(self, live: _Live) -> QTextCursor:
        frame = live.tail.currentFrame()
        return frame.lastCursorPosition()

    def _render_tail(self, live: _Live, *, final: bool) -> None:
        """Replace the plain text of completed Markdown blocks (or all of it, at the end) with Markdown.

        The Markdown goes into an empty paragraph followed by another one: Qt then keeps the last rendered
        block's own format (a code block, a list item) and the text still streaming stays apart from it.
        """
        end = len(live.text) if final else _complete_blocks(live.text, live.rendered)
        if end <= live.rendered:
            return
        chunk = live.text[live.rendered : end]
        start = live.tail.position()
        cursor = QTextCursor(self.document())
        with self._batch():
            cursor.setPosition(start)
            removed = len(chunk) if final else len(chunk) - 1  # keep the break before the rest
            cursor.setPosition(start + removed, QTextCursor.MoveMode.KeepAnchor)
            cursor.removeSelectedText()
            if final:
                self._markdown_block(cursor, chunk)
            else:
                self._markdown(cursor, chunk.strip("\n"))
                live.tail.setPosition(cursor.block().next().position())
        live.rendered = end

    def show_error(self, error: UserFacingError) -> None:
        links: list[tuple[str, str]] = []
        if error.kind in SETTINGS_ERRORS:
            links.append((self.tr("Open settings"), "da:settings:"))
        elif error.retryable or error.kind in (ErrorKind.STREAM_BROKEN, ErrorKind.TIMEOUT):
            links.append((self.tr("Retry"), "da:retry:"))
        self._notice_card(f"{error.message} {error.action}".strip(), links, error=True)
