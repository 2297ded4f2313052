"""The conversation: stored messages rendered once, a streaming answer appended delta by delta.

Per token nothing is re-rendered: deltas are buffered and appended at the end of the document at most
~30 times a second; a part is rendered as Markdown once, when it ends.
"""

from __future__ import annotations

import json
from typing import assert_never

from PySide6.QtCore import QTimer, QUrl
from PySide6.QtGui import QColor, QDesktopServices, QFont, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QTextBrowser

from desktop_agent.domain.errors import UserFacingError
from desktop_agent.domain.events import (
    AgentEvent,
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
from desktop_agent.domain.messages import Message, Part, ReasoningPart, TextPart, ToolCallPart, ToolResultPart

FLUSH_MS = 33
_ROLE_NAMES = {"user": "You", "assistant": "Assistant"}
_STATE_LABELS = {
    "pending": "waiting",
    "awaiting_approval": "waiting for your approval",
    "running": "running…",
    "completed": "done",
    "error": "error",
    "denied": "denied",
    "interrupted": "interrupted",
}


def _short(arguments_json: str, limit: int = 90) -> str:
    try:
        value = json.loads(arguments_json or "{}")
        text = ", ".join(f"{k}={json.dumps(v, ensure_ascii=False)}" for k, v in value.items())
    except (ValueError, AttributeError):
        text = arguments_json
    return text if len(text) <= limit else text[: limit - 1] + "…"


class ChatView(QTextBrowser):
    def __init__(self) -> None:
        super().__init__()
        self.setAccessibleName(self.tr("Conversation"))
        self.setOpenLinks(False)
        self.anchorClicked.connect(self._open_link)
        self.document().setDocumentMargin(16)
        self._part_start: dict[tuple[str, int], int] = {}
        self._tool_lines: dict[str, tuple[int, int]] = {}
        self._tool_names: dict[str, str] = {}
        self._buffer: list[str] = []
        self._buffer_kind: str | None = None
        self._flush_timer = QTimer(self)
        self._flush_timer.setSingleShot(True)
        self._flush_timer.setInterval(FLUSH_MS)
        self._flush_timer.timeout.connect(self._flush)

    # ---- links: opened in the system browser, never loaded inline ----

    @staticmethod
    def _open_link(url: QUrl) -> None:
        if url.scheme() in ("http", "https", "mailto"):
            QDesktopServices.openUrl(url)

    def loadResource(self, type: int, name: QUrl | str) -> object:  # noqa: N802 - Qt's names
        """Remote images are never fetched on their own."""
        if QUrl(name).scheme() in ("http", "https", "ftp"):
            return None
        return super().loadResource(type, name)

    # ---- writing at the end of the document ----

    def _end(self) -> QTextCursor:
        cursor = QTextCursor(self.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        return cursor

    def _block(self, text: str = "", fmt: QTextCharFormat | None = None) -> QTextCursor:
        cursor = self._end()
        if not self.document().isEmpty():
            cursor.insertBlock()
        cursor.setCharFormat(fmt or QTextCharFormat())
        if text:
            cursor.insertText(text)
        return cursor

    def _heading(self, role: str) -> None:
        fmt = QTextCharFormat()
        fmt.setFontWeight(QFont.Weight.Bold)
        self._block("", QTextCharFormat())
        self._block(self.tr(_ROLE_NAMES.get(role, role)), fmt)

    def _dim(self) -> QTextCharFormat:
        """Secondary text: the theme's text color, faded, so it reads on light and dark alike."""
        color = QColor(self.palette().text().color())
        color.setAlphaF(0.62)
        fmt = QTextCharFormat()
        fmt.setForeground(color)
        fmt.setFontItalic(True)
        return fmt

    def _notice(self, text: str, *, error: bool = False) -> None:
        fmt = QTextCharFormat()
        fmt.setForeground(QColor("#c62828") if error else self.palette().placeholderText())
        self._block(text, fmt)

    def _autoscroll(self) -> None:
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    # ---- stored history ----

    def show_messages(self, messages: list[Message]) -> None:
        self.clear()
        self._part_start.clear()
        self._tool_lines.clear()
        results = {p.call_id: p for m in messages for p in m.parts if isinstance(p, ToolResultPart)}
        for message in messages:
            if message.role == "tool":
                continue
            self._heading(message.role)
            for part in message.parts:
                self._render_part(part, results)
            if message.status in ("interrupted", "error"):
                self._notice(
                    self.tr("(interrupted)") if message.status == "interrupted" else self.tr("(error)")
                )
        self._autoscroll()

    def _render_part(self, part: Part, results: dict[str, ToolResultPart]) -> None:
        match part:
            case TextPart(text=text):
                cursor = self._block()
                cursor.insertMarkdown(text)
            case ReasoningPart(text=text):
                if text:
                    self._block(self.tr("Thinking: ") + text, self._dim())
            case ToolCallPart(call_id=cid, name=name, arguments_json=args, state=state):
                result = results.get(cid)
                label = _STATE_LABELS[(result.state if result else state).value]
                self._block(f"⚙ {name}({_short(args)}) — {label}", self._dim())
            case ToolResultPart():
                pass

    # ---- a turn as it happens ----

    def on_event(self, event: AgentEvent) -> None:
        match event:
            case MessageStarted(role=role) if role in ("user", "assistant"):
                self._flush()
                if role == "assistant":
                    self._heading("assistant")
            case PartStarted(message_id=mid, index=idx, part_kind=kind, call_id=cid, name=name):
                self._flush()
                if kind == "tool_call" and cid:
                    cursor = self._block(f"⚙ {name} — …", self._dim())
                    self._tool_names[cid] = name or ""
                    self._tool_lines[cid] = (cursor.block().position(), cursor.block().length())
                elif kind in ("text", "reasoning"):
                    cursor = self._block("", self._dim() if kind == "reasoning" else None)
                    if kind == "reasoning":
                        cursor.insertText(self.tr("Thinking: "))
                    self._part_start[(mid, idx)] = cursor.position()
            case PartDelta(part_kind=kind, text=text) if kind in ("text", "reasoning"):
                if self._buffer_kind not in (None, kind):
                    self._flush()
                self._buffer_kind = kind
                self._buffer.append(text)
                if not self._flush_timer.isActive():
                    self._flush_timer.start()
            case PartEnded(message_id=mid, index=idx, part=TextPart(text=text)):
                self._flush()
                start = self._part_start.pop((mid, idx), None)
                if start is not None:  # the streamed plain text becomes rendered Markdown, once
                    cursor = self._end()
                    cursor.setPosition(start, QTextCursor.MoveMode.KeepAnchor)
                    cursor.removeSelectedText()
                    cursor.insertMarkdown(text)
            case PartEnded(part=ToolCallPart(call_id=cid, arguments_json=args)):
                self._update_tool(cid, f"{self._tool_names.get(cid, '')}({_short(args)})", "waiting")
            case ToolStateChanged(call_id=cid, name=name, state=state, result=result):
                detail = ""
                if result is not None and result.duration_s is not None:
                    detail = f" ({result.duration_s:.2f} s)"
                self._update_tool(cid, None, _STATE_LABELS[state.value] + detail)
            case Retrying(error=error, delay_s=delay, attempt=attempt, max_attempts=most):
                self._notice(
                    self.tr("↻ {msg} Retrying in {delay:.0f} s ({n} of {most}).").format(
                        msg=error.message, delay=delay, n=attempt, most=most
                    )
                )
            case RunFailed(error=error):
                self._flush()
                self._notice(f"{error.message} {error.action}", error=True)
            case RunFinished(stop_reason=reason, message=message):
                self._flush()
                if reason is StopReason.CANCELLED:
                    self._notice(self.tr("Stopped."))
                elif reason is not StopReason.END and message:
                    self._notice(message)
            case SaveProblem(error=error):
                if error is not None:
                    self._notice(f"{error.message} {error.action}", error=True)
            case (
                MessageStarted()
                | PartDelta()
                | PartEnded()
                | RunStarted()
                | MessageFinished()
                | StepStarted()
                | StepFinished()
                | ApprovalRequested()
                | QuestionAsked()
                | ContinueRequested()
                | UsageReported()
            ):
                pass
            case _:
                assert_never(event)

    def _update_tool(self, call_id: str, head: str | None, state: str) -> None:
        place = self._tool_lines.get(call_id)
        if place is None:
            return
        block = self.document().findBlock(place[0])
        text = block.text()
        old_head = text.split(" — ", 1)[0].removeprefix("⚙ ")
        cursor = QTextCursor(block)
        cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
        cursor.insertText(f"⚙ {head or old_head} — {state}", self._dim())

    def _flush(self) -> None:
        self._flush_timer.stop()
        if not self._buffer:
            return
        text, self._buffer, self._buffer_kind = "".join(self._buffer), [], None
        bar = self.verticalScrollBar()
        at_bottom = bar.value() >= bar.maximum() - 4
        cursor = self._end()
        cursor.insertText(text)
        if at_bottom:
            self._autoscroll()

    def add_user_message(self, text: str) -> None:
        self._heading("user")
        self._block().insertMarkdown(text)
        self._autoscroll()

    def show_error(self, error: UserFacingError) -> None:
        self._notice(f"{error.message} {error.action}", error=True)
