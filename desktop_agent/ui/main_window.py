"""The main window: session list on the left; on the right the chat, its header and the composer."""

from __future__ import annotations

import logging
from collections.abc import Coroutine
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QModelIndex, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from desktop_agent import __version__
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.domain.events import ApprovalRequested, RunFailed, RunFinished
from desktop_agent.ui.chat_view import ChatView
from desktop_agent.ui.session_list import SessionIdRole, SessionListModel

if TYPE_CHECKING:  # the core loads after the window's first paint (ui.app); some Qt types are slow to set up
    import asyncio

    from PySide6.QtGui import QKeyEvent

    from desktop_agent.agent.service import ChatSession
    from desktop_agent.domain.events import AgentEvent
    from desktop_agent.domain.sessions import SessionInfo
    from desktop_agent.ui.approval_dialog import ApprovalDialog
    from desktop_agent.ui.controller import ChatController

log = logging.getLogger(__name__)


class Composer(QPlainTextEdit):
    """Enter sends, Shift+Enter adds a line."""

    submit = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if enter and not event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            self.submit.emit()
            return
        super().keyPressEvent(event)


class MainWindow(QMainWindow):
    def __init__(self, controller: ChatController | None = None) -> None:
        super().__init__()
        self.controller = controller
        self.session: ChatSession | None = None
        self._run_sessions: dict[str, str] = {}
        self._tasks: set[asyncio.Task[Any]] = set()
        self._dialogs: list[ApprovalDialog] = []
        self.setWindowTitle(self.tr("Desktop Agent"))
        self.resize(1100, 720)
        self.setMinimumSize(800, 600)

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(8, 8, 8, 8)
        self.new_button = QPushButton(self.tr("New session"))
        self.new_button.setAccessibleName(self.tr("New session"))
        self.new_button.setToolTip(self.tr("New session (Ctrl+N)"))
        self.search_box = QLineEdit()
        self.search_box.setAccessibleName(self.tr("Search sessions"))
        self.search_box.setPlaceholderText(self.tr("Search sessions (Ctrl+K)"))
        self.search_box.setClearButtonEnabled(True)
        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(150)
        self._search_timer.timeout.connect(lambda: self._spawn(self.refresh_sessions()))
        self.search_box.textChanged.connect(lambda _text: self._search_timer.start())
        self.sessions = SessionListModel()
        self.session_list = QListView()
        self.session_list.setAccessibleName(self.tr("Session list"))
        self.session_list.setModel(self.sessions)
        self.session_list.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.session_list.customContextMenuRequested.connect(self._session_menu)
        left_layout.addWidget(self.new_button)
        left_layout.addWidget(self.search_box)
        left_layout.addWidget(self.session_list)

        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(12, 8, 12, 12)
        self.title = QLabel(self.tr("New session"))
        self.title.setAccessibleName(self.tr("Session title"))
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.title.setFont(font)
        self.subtitle = QLabel("")
        self.subtitle.setAccessibleName(self.tr("Model and workspace"))
        self.chat = ChatView()
        composer_row = QHBoxLayout()
        self.message_input = Composer()
        self.message_input.setAccessibleName(self.tr("Message input"))
        self.message_input.setPlaceholderText(
            self.tr("Message Desktop Agent…  (Enter sends, Shift+Enter adds a line)")
        )
        self.message_input.setMaximumHeight(110)
        self.send_button = QPushButton(self.tr("Send"))
        self.send_button.setAccessibleName(self.tr("Send"))
        self.stop_button = QPushButton(self.tr("Stop"))
        self.stop_button.setAccessibleName(self.tr("Stop"))
        self.stop_button.setToolTip(self.tr("Stop (Esc)"))
        self.stop_button.hide()
        buttons = QVBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.stop_button)
        buttons.addWidget(self.send_button)
        composer_row.addWidget(self.message_input, 1)
        composer_row.addLayout(buttons)
        right_layout.addWidget(self.title)
        right_layout.addWidget(self.subtitle)
        right_layout.addWidget(self.chat, 1)
        right_layout.addLayout(composer_row)

        splitter = QSplitter()
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([260, 840])
        self.setCentralWidget(splitter)
        self.statusBar().showMessage(self.tr("Desktop Agent {version}").format(version=__version__))

        self.new_button.clicked.connect(self.new_session)
        self.send_button.clicked.connect(self.send)
        self.message_input.submit.connect(self.send)
        self.stop_button.clicked.connect(self.stop)
        self.session_list.clicked.connect(self._session_clicked)
        QShortcut(QKeySequence.StandardKey.New, self, self.new_session)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.stop)
        QShortcut(QKeySequence("Ctrl+L"), self, self.message_input.setFocus)
        QShortcut(QKeySequence("Ctrl+K"), self, self.search_box.setFocus)
        self.chat.setPlaceholderText(self.tr("Your conversations will appear here."))
        self.send_button.setEnabled(False)
        if controller is not None:
            self.attach(controller)

    def attach(self, controller: ChatController) -> None:
        """Connect the window to the core once it is ready (the window shows before that)."""
        self.controller = controller
        controller.run_event.connect(self._on_event)
        controller.sessions_changed.connect(lambda: self._spawn(self.refresh_sessions()))
        self.send_button.setEnabled(True)

    # ---- tasks this window owns ----

    def spawn(self, coro: Coroutine[Any, Any, Any]) -> None:
        self._spawn(coro)

    def _spawn(self, coro: Coroutine[Any, Any, Any]) -> None:
        import asyncio  # loaded after the first paint

        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._task_done)

    def _task_done(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            error = task.exception()
            if isinstance(error, UserFacingError):
                self.chat.show_error(error)
            else:
                log.error("A window task failed", exc_info=error)

    async def start(self) -> None:
        """After the first paint: fill the session list from the history."""
        await self.refresh_sessions()

    async def refresh_sessions(self) -> None:
        if self.controller is None:
            return
        query = self.search_box.text().strip()
        if query:
            found = await self.controller.search_sessions(query)
            self.sessions.set_sessions([info for info, _ in found], {info.id: s for info, s in found if s})
        else:
            self.sessions.set_sessions(await self.controller.list_sessions())
        for session_id in self._run_sessions.values():
            self.sessions.set_busy(session_id, self.controller.running(session_id) is not None)
        if self.session is not None:
            row = self.sessions.row_of(self.session.id)
            if row >= 0:
                self.session_list.setCurrentIndex(self.sessions.index(row))

    # ---- sessions ----

    def new_session(self) -> None:
        if self.controller is None:
            return
        self._show_session(self.controller.new_session())
        self.message_input.setFocus()

    def _session_clicked(self, index: QModelIndex) -> None:
        session_id = index.data(SessionIdRole)
        if isinstance(session_id, str) and (self.session is None or self.session.id != session_id):
            self._spawn(self.open_session(session_id))

    def _session_menu(self, pos: QPoint) -> None:
        info = self.sessions.info(self.session_list.indexAt(pos).row())
        if info is None or self.controller is None:
            return
        controller = self.controller
        menu = QMenu(self)
        menu.addAction(self.tr("Rename…"), lambda: self._rename(info))
        menu.addAction(
            self.tr("Unpin") if info.pinned else self.tr("Pin"),
            lambda: self._spawn(controller.change_session(info.id, pinned=not info.pinned)),
        )
        menu.addAction(
            self.tr("Unarchive") if info.archived else self.tr("Archive"),
            lambda: self._spawn(controller.change_session(info.id, archived=not info.archived)),
        )
        menu.addSeparator()
        menu.addAction(self.tr("Delete…"), lambda: self._delete(info))
        menu.popup(self.session_list.viewport().mapToGlobal(pos))

    def _rename(self, info: SessionInfo) -> None:
        # Deferred: the Python type of QInputDialog costs ~10 ms to set up.
        from PySide6.QtWidgets import QInputDialog

        title, ok = QInputDialog.getText(self, self.tr("Rename session"), self.tr("Title:"), text=info.title)
        if ok and title.strip() and self.controller is not None:
            if self.session is not None and self.session.id == info.id:
                self.session.title = title.strip()
                self.title.setText(title.strip())
            self._spawn(self.controller.change_session(info.id, title=title.strip()))

    def _delete(self, info: SessionInfo) -> None:
        answer = QMessageBox.question(
            self,
            self.tr("Delete session"),
            self.tr("Delete “{title}” and all its messages? This cannot be undone.").format(title=info.title),
        )
        if answer == QMessageBox.StandardButton.Yes and self.controller is not None:
            if self.session is not None and self.session.id == info.id:
                self.session = None
                self.chat.show_messages([])
                self.title.setText(self.tr("New session"))
            self._spawn(self.controller.delete_session(info.id))

    async def open_session(self, session_id: str) -> None:
        assert self.controller is not None
        self._show_session(await self.controller.open_session(session_id))

    def _show_session(self, session: ChatSession) -> None:
        self.session = session
        self.title.setText(session.title or self.tr("New session"))
        self.subtitle.setText(f"{session.provider}/{session.model} · {session.agent} · {session.workspace}")
        self.chat.show_messages(session.messages)
        self._set_running(self.controller is not None and self.controller.running(session.id) is not None)

    # ---- a turn ----

    def send(self) -> None:
        text = self.message_input.toPlainText().strip()
        if not text or self.controller is None:
            return
        if self.session is None:
            self.session = self.controller.new_session()
            self._show_session(self.session)
        if self.controller.running(self.session.id) is not None:
            return
        try:
            run = self.controller.send(self.session, text)
        except UserFacingError as error:
            self.chat.show_error(error)
            return
        self._run_sessions[run.id] = self.session.id
        self.message_input.clear()
        self.chat.add_user_message(text)
        self.title.setText(self.session.title or self.title.text())
        self._set_running(True)

    def stop(self) -> None:
        if self.controller is not None and self.session is not None:
            self.controller.stop(self.session.id)

    def _set_running(self, running: bool) -> None:
        self.stop_button.setVisible(running)
        self.send_button.setEnabled(not running)
        if self.session is not None:
            self.sessions.set_busy(self.session.id, running)

    def _on_event(self, event: AgentEvent) -> None:
        session_id = self._run_sessions.get(event.run_id)
        current = self.session is not None and session_id == self.session.id
        if current:
            self.chat.on_event(event)
        if isinstance(event, ApprovalRequested):
            self._ask_approval(event)
        if isinstance(event, RunFinished | RunFailed):
            self._run_sessions.pop(event.run_id, None)
            if session_id is not None:
                self.sessions.set_busy(session_id, False)
            if current:
                self._set_running(False)
            self._spawn(self.refresh_sessions())

    def _ask_approval(self, event: ApprovalRequested) -> None:
        from desktop_agent.ui.approval_dialog import ApprovalDialog  # loaded after the first paint

        model = self.session.model if self.session is not None else ""
        dialog = ApprovalDialog(event, model, self)
        self._dialogs.append(dialog)

        def answered() -> None:
            self._dialogs.remove(dialog)
            if self.controller is not None:
                self.controller.approve(event.run_id, event.request_id, dialog.decision)

        dialog.finished.connect(answered)
        dialog.open()
        dialog.approve_button.setFocus()
