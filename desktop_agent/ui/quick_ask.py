"""Quick ask: a small prompt above every window, opened by the global shortcut or the tray's menu.

Enter sends the question as a new session through the core's turns (the same `ChatController.start` the
window uses: it is stored and listed like any session); the answer streams into a compact read-only view.
The text arrives as plain text and each section is rendered as Markdown once it is complete (the app's
`chat_text.insert_markdown`, cut where the chat cuts: `presenters.transcript.next_section`), coalesced to
~30 updates a second: nothing re-renders the whole answer. Esc hides it (the answer goes on); "Open in
window" shows the main window on that session.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QCursor,
    QGuiApplication,
    QKeyEvent,
    QKeySequence,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextFormat,
)
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from desktop_agent.domain.errors import UserFacingError
from desktop_agent.domain.turns import Say
from desktop_agent.ui.chat_text import insert_markdown, qt_length
from desktop_agent.ui.presenters.transcript import next_section

if TYPE_CHECKING:
    import asyncio

    from desktop_agent.domain.events import AgentEvent
    from desktop_agent.ui.controller import ChatController

log = logging.getLogger(__name__)

WIDTH = 640
MOST_PROMPT_LINES = 5
ANSWER_HEIGHT = 340
FLUSH_MS = 33
SECTION_SPACING = 8


class _Prompt(QPlainTextEdit):
    """One line that grows to a few; Enter sends, Shift+Enter starts a new line, Esc hides the window."""

    submit = Signal()
    escape = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTabChangesFocus(True)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.document().documentLayout().documentSizeChanged.connect(lambda _size: self._fit())
        self._fit()

    def _fit(self) -> None:
        lines = max(1, min(MOST_PROMPT_LINES, self.document().lineCount()))
        margins = self.contentsMargins()
        height = self.fontMetrics().lineSpacing() * lines + 2 * int(self.document().documentMargin())
        self.setFixedHeight(height + margins.top() + margins.bottom() + 4)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        shift = event.modifiers() & Qt.KeyboardModifier.ShiftModifier
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not shift:
            self.submit.emit()
            return
        if event.key() == Qt.Key.Key_Escape:
            self.escape.emit()
            return
        super().keyPressEvent(event)


class QuickAskWindow(QWidget):
    open_in_window = Signal(str)
    """The session this window asked in, to show in the main window."""

    def __init__(
        self,
        controller: ChatController,
        spawn: Callable[[Coroutine[Any, Any, Any]], asyncio.Task[Any]],
        started: Callable[[str, str], None],
        parent: QWidget | None = None,
    ) -> None:
        """`started(run_id, session_id)`: a run began here (the window's running badge follows it)."""
        super().__init__(
            parent,
            Qt.WindowType.Tool | Qt.WindowType.WindowStaysOnTopHint | Qt.WindowType.FramelessWindowHint,
        )
        self.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, False)  # never keeps the app from quitting
        self.setWindowTitle(self.tr("Quick ask"))
        self.setAccessibleName(self.tr("Quick ask"))
        self._controller = controller
        self._spawn = spawn
        self._started = started
        self.session_id = ""
        self.run_id = ""
        self.text = ""
        """The answer so far (its text parts)."""
        self._rendered = 0
        """How much of `text` shows rendered as Markdown (the rest shows as plain text after it)."""
        self._buffer: list[str] = []
        self._flush = QTimer(self, singleShot=True, interval=FLUSH_MS)
        self._flush.timeout.connect(self.flush)

        box = QFrame(self)
        box.setObjectName("quickAsk")
        box.setFrameShape(QFrame.Shape.StyledPanel)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(box)
        layout = QVBoxLayout(box)
        layout.setContentsMargins(12, 10, 12, 10)
        self.prompt = _Prompt()
        self.prompt.setPlaceholderText(self.tr("Ask anything — Enter sends, Esc hides"))
        self.prompt.setAccessibleName(self.tr("Question"))
        self.prompt.submit.connect(self.send)
        self.prompt.escape.connect(self.hide)
        self.answer = QTextBrowser()
        self.answer.setAccessibleName(self.tr("Answer"))
        self.answer.setOpenExternalLinks(True)
        self.answer.setFrameShape(QFrame.Shape.NoFrame)
        self.answer.setFixedHeight(60)
        self.answer.hide()
        self.answer.document().documentLayout().documentSizeChanged.connect(lambda _size: self._fit())
        self.asked = QLabel("")
        self.asked.setAccessibleName(self.tr("Question asked"))
        self.asked.setTextFormat(Qt.TextFormat.PlainText)
        bold = self.asked.font()
        bold.setBold(True)
        self.asked.setFont(bold)
        self.asked.hide()
        hide = QAction(self)
        hide.setShortcut(QKeySequence(Qt.Key.Key_Escape))  # Esc hides, wherever the focus is
        hide.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        hide.triggered.connect(self.hide)
        self.addAction(hide)
        self.status = QLabel("")
        self.status.setAccessibleName(self.tr("Status"))
        self.stop_button = QPushButton(self.tr("Stop"))
        self.stop_button.clicked.connect(self.stop)
        self.open_button = QPushButton(self.tr("Open in window"))
        self.open_button.setToolTip(self.tr("Go on with this conversation in the main window"))
        self.open_button.clicked.connect(self._open)
        row = QHBoxLayout()
        row.addWidget(self.status, 1)
        row.addWidget(self.stop_button)
        row.addWidget(self.open_button)
        self._footer = QWidget()
        self._footer.setLayout(row)
        row.setContentsMargins(0, 0, 0, 0)
        self._footer.hide()
        layout.addWidget(self.prompt)
        layout.addWidget(self.asked)
        layout.addWidget(self.answer)
        layout.addWidget(self._footer)
        self.setFixedWidth(WIDTH)
        controller.subscribe(self._on_event)

    # ---- showing ----

    def summon(self) -> None:
        """Show above every window, on the screen under the pointer, the prompt focused and its text
        selected (typing replaces it)."""
        screen = QGuiApplication.screenAt(QCursor.pos()) or QGuiApplication.primaryScreen()
        if screen is not None and not self.isVisible():
            area = screen.availableGeometry()
            self.adjustSize()
            self.move(area.x() + (area.width() - WIDTH) // 2, area.y() + area.height() // 4)
        self.show()
        self.raise_()
        self.activateWindow()
        self.prompt.setFocus(Qt.FocusReason.ActiveWindowFocusReason)
        self.prompt.selectAll()

    # ---- asking ----

    def send(self) -> None:
        question = self.prompt.toPlainText().strip()
        if not question or self.streaming:
            return
        session = self._controller.draft_session()
        self._begin(question)
        self.status.setText(self.tr("Asking…"))
        self._spawn(self._start(session, question))

    @property
    def streaming(self) -> bool:
        return bool(self.run_id)

    async def _start(self, session: Any, question: str) -> None:
        try:
            turn = await self._controller.start(session, Say(question))
        except UserFacingError as error:
            from desktop_agent.ui.error_words import error_text

            self._ended(error_text(error))
            return
        self.run_id, self.session_id = turn.run.id, session.id
        self._started(turn.run.id, session.id)
        self.prompt.clear()
        self.prompt.setPlaceholderText(self.tr("Ask another question — Enter sends, Esc hides"))
        self.status.setText(self.tr("Writing…"))
        self.stop_button.show()

    def stop(self) -> None:
        if self.session_id:
            self._controller.stop(self.session_id)

    def _open(self) -> None:
        if self.session_id:
            self.hide()
            self.open_in_window.emit(self.session_id)

    def _begin(self, question: str) -> None:
        metrics = self.asked.fontMetrics()
        self.asked.setText(
            metrics.elidedText(question.replace("\n", " "), Qt.TextElideMode.ElideRight, WIDTH - 40)
        )
        self.asked.setToolTip(question)
        self.asked.show()
        self.session_id, self.run_id, self.text, self._rendered = "", "", "", 0
        self._buffer.clear()
        self.answer.clear()
        self.answer.show()
        self._footer.show()
        self.stop_button.hide()
        self.open_button.setEnabled(False)
        self.adjustSize()

    def _ended(self, note: str) -> None:
        self.flush(final=True)
        self.run_id = ""
        self.stop_button.hide()
        self.open_button.setEnabled(bool(self.session_id))
        self.status.setText(note)

    # ---- the answer as it streams ----

    def _on_event(self, event: AgentEvent) -> None:
        from desktop_agent.domain import events as ev

        if not self.run_id or event.run_id != self.run_id:
            return
        self.open_button.setEnabled(True)
        match event:
            case ev.PartDelta(part_kind="text", text=text):
                self._buffer.append(text)
                if not self._flush.isActive():
                    self._flush.start()
            case ev.ApprovalRequested() | ev.QuestionAsked():
                self.status.setText(self.tr("Waiting for your answer in the main window"))
            case ev.ToolStateChanged(name=name):
                self.status.setText(self.tr("Using {tool}…").format(tool=name))
            case ev.RunFinished():
                self.flush(final=True)  # what is still buffered is part of the answer
                self._ended(
                    self.tr("Done") if self.text.strip() else self.tr("Done, without an answer in words")
                )
            case ev.RunFailed(error=error):
                from desktop_agent.ui.error_words import error_text

                self._ended(error_text(error))
            case _:
                pass

    def flush(self, *, final: bool = False) -> None:
        """What arrived since the last flush, appended as text; each section that completed rendered as
        Markdown (at the end, the last one too)."""
        self._flush.stop()
        arrived = "".join(self._buffer)
        self._buffer.clear()
        document = self.answer.document()
        cursor = QTextCursor(document)
        cursor.movePosition(QTextCursor.MoveOperation.End)
        bar = self.answer.verticalScrollBar()
        following = bar.value() >= bar.maximum() - 4
        cursor.beginEditBlock()
        if arrived:
            self.text += arrived
            cursor.insertText(arrived)
        while (end := next_section(self.text, self._rendered)) > self._rendered:
            self._render(cursor, end)
        if final and self._rendered < len(self.text):
            self._render(cursor, len(self.text))
        cursor.endEditBlock()
        if following:
            bar.setValue(bar.maximum())

    def _style(self, start: int, end: int) -> None:
        """As the chat shows them: room between paragraphs, inline code and quotes, code blocks shaded."""
        from desktop_agent.ui.chat_style import code_background, style_spans

        document, palette = self.answer.document(), self.answer.palette()
        style_spans(document, start, end, palette)
        shaded = QTextBlockFormat()
        shaded.setBackground(code_background(palette))
        cursor = QTextCursor(document)
        if start > 0:
            spaced = QTextBlockFormat()
            spaced.setTopMargin(SECTION_SPACING)
            cursor.setPosition(start)
            cursor.mergeBlockFormat(spaced)
        block = document.findBlock(start)
        while block.isValid() and block.position() <= end:
            if block.blockFormat().hasProperty(QTextFormat.Property.BlockCodeFence):
                cursor.setPosition(block.position())
                cursor.mergeBlockFormat(shaded)
            block = block.next()

    def _fit(self) -> None:
        """The answer as tall as its text, up to ANSWER_HEIGHT (then it scrolls)."""
        height = int(self.answer.document().size().height()) + 4
        height = max(60, min(ANSWER_HEIGHT, height))
        if height != self.answer.height():
            self.answer.setFixedHeight(height)
            self.adjustSize()

    def _render(self, cursor: QTextCursor, end: int) -> None:
        """The plain text of text[rendered:end] replaced with its Markdown, before what follows it."""
        document = self.answer.document()
        tail = qt_length(self.text[self._rendered :])
        start = document.characterCount() - 1 - tail
        cursor.setPosition(start)
        cursor.setPosition(
            start + qt_length(self.text[self._rendered : end]), QTextCursor.MoveMode.KeepAnchor
        )
        cursor.removeSelectedText()
        section = self.text[self._rendered : end].strip("\n")
        if section:
            begin = cursor.position()
            insert_markdown(cursor, section)
            self._style(begin, cursor.position())
            if end < len(self.text):
                spaced = QTextBlockFormat()
                spaced.setTopMargin(SECTION_SPACING)  # the next section's first block keeps it
                cursor.insertBlock(spaced, QTextCharFormat())
        self._rendered = end
        cursor.movePosition(QTextCursor.MoveOperation.End)
