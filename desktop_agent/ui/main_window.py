"""The main window: session list on the left; on the right the chat, its header and the composer."""

from __future__ import annotations

import logging
from collections.abc import Coroutine
from pathlib import Path
from typing import TYPE_CHECKING, Any, assert_never

from PySide6.QtCore import QModelIndex, QPoint, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from desktop_agent import __version__
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.ui.header import SessionHeader
from desktop_agent.ui.presenters import chat_actions as ca
from desktop_agent.ui.session_list import SessionIdRole, SessionListPanel

# The core loads after the window's first paint (ui.app); so do Qt types that are slow to set up, Qt's own
# namespace among them (~14 ms: every enum of Qt::): it is imported where used, after the first paint.
if TYPE_CHECKING:
    import asyncio

    from PySide6.QtCore import Qt
    from PySide6.QtGui import QAction, QKeyEvent, QKeySequence

    from desktop_agent.core.agent import ChatSession
    from desktop_agent.domain.events import AgentEvent, ApprovalRequested, QuestionAsked
    from desktop_agent.domain.messages import Usage
    from desktop_agent.domain.sessions import SessionInfo
    from desktop_agent.ui.approval_dialog import ApprovalDialog
    from desktop_agent.ui.chat_view import ChatView
    from desktop_agent.ui.controller import ChatController
    from desktop_agent.ui.question_dialog import QuestionDialog

log = logging.getLogger(__name__)

CHAT_MARGIN = 14
"""Space around the conversation, px."""
OPEN_NEWEST = 200
"""Messages read when a session opens; a longer one loads the rest right after it shows."""


class Composer(QPlainTextEdit):
    """Enter sends, Shift+Enter adds a line, Up in an empty composer edits the last message."""

    submit = Signal()
    edit_last = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        from PySide6.QtCore import Qt

        enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if enter and not event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            self.submit.emit()
            return
        if event.key() == Qt.Key.Key_Up and not self.toPlainText():
            self.edit_last.emit()
            return
        super().keyPressEvent(event)


class MainWindow(QMainWindow):
    settings_requested = Signal()

    def __init__(self, controller: ChatController | None = None) -> None:
        super().__init__()
        self.controller = controller
        self.session: ChatSession | None = None
        self._run_sessions: dict[str, str] = {}
        self._tasks: set[asyncio.Task[Any]] = set()
        self._approvals: dict[str, ApprovalDialog] = {}
        self._questions: list[QuestionDialog] = []
        self._guard_runs: dict[str, str] = {}
        self._usage: dict[str, tuple[Usage, Usage | None]] = {}
        self._editing: str | None = None
        self._loading: dict[str, asyncio.Task[None]] = {}
        self._caught_up_later: set[str] = set()
        self._set_up = False
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
        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(150)
        self._search_timer.timeout.connect(lambda: self._spawn(self.refresh_sessions()))
        self.search_box.textChanged.connect(lambda _text: self._search_timer.start())
        self.session_panel = SessionListPanel()
        self.sessions = self.session_panel.model
        self.session_list = self.session_panel.view
        self.session_panel.delete_confirmed.connect(self._delete_now)
        self.session_list.customContextMenuRequested.connect(self._session_menu)  # see finish_setup()
        left_layout.addWidget(self.new_button)
        left_layout.addWidget(self.search_box)
        left_layout.addWidget(self.session_panel)

        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(12, 8, 12, 12)
        self.header = SessionHeader()
        self.title = self.header.title
        self._chat: ChatView | None = None
        # Until the chat is first needed (after the first paint) an empty text view of the same look holds its
        # place: the chat's own modules (Markdown, code, cards, the domain's events) are not needed to paint.
        self._chat_stand_in: QTextBrowser | None = QTextBrowser()
        self._chat_stand_in.setAccessibleName(self.tr("Conversation"))
        self._chat_stand_in.document().setDocumentMargin(CHAT_MARGIN)
        self._chat_stand_in.setPlaceholderText(self.tr("Your conversations will appear here."))
        self._chat_layout = right_layout
        self.edit_banner = QLabel()
        self.edit_banner.setAccessibleName(self.tr("Editing a sent message"))
        self.edit_banner.setWordWrap(True)
        self.edit_banner.hide()
        composer_row = QHBoxLayout()
        self.message_input = Composer()
        self.message_input.setAccessibleName(self.tr("Message input"))
        self.message_input.setPlaceholderText(
            self.tr("Message Desktop Agent…  (Enter sends, Shift+Enter adds a line, Up edits the last one)")
        )
        self.message_input.setMaximumHeight(110)
        self.send_button = QPushButton(self.tr("Send"))
        self.send_button.setAccessibleName(self.tr("Send"))
        self.send_button.setToolTip(self.tr("Send (Enter)"))
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
        right_layout.addWidget(self.header)
        right_layout.addWidget(self._chat_stand_in, 1)
        right_layout.addWidget(self.edit_banner)
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
        self.message_input.edit_last.connect(self.edit_last_message)
        self.stop_button.clicked.connect(self.stop)
        self.session_list.clicked.connect(self._session_clicked)
        self.session_list.activated.connect(self._session_clicked)
        self.header.options_changed.connect(self._options_changed)
        self._build_menus()
        self.send_button.setEnabled(False)
        if controller is not None:
            self.attach(controller)

    @property
    def chat(self) -> ChatView:
        """The conversation view, made on first use (a session shown, an error) in place of its stand-in:
        its modules (Markdown, code, cards, the domain's events) are not needed for an idle window."""
        if self._chat is None:
            from desktop_agent.ui.chat_view import ChatView

            chat = ChatView()
            chat.document().setDocumentMargin(CHAT_MARGIN)
            chat.setPlaceholderText(self.tr("Your conversations will appear here."))
            chat.action_requested.connect(self._chat_action)
            chat.notice.connect(lambda text: self.statusBar().showMessage(text, 3000))
            stand_in, self._chat_stand_in = self._chat_stand_in, None
            if stand_in is not None:
                self._chat_layout.replaceWidget(stand_in, chat)
                stand_in.deleteLater()
                chat.show()  # a widget added to a shown window would only show on a later pass
                self._chat_layout.activate()  # its size now: what is written next scrolls as it should
            self._chat = chat
        return self._chat

    # ---- menus and shortcuts ----

    def _action(
        self,
        menu: QMenu,
        text: str,
        slot: Any,
        shortcut: QKeySequence | QKeySequence.StandardKey | Qt.Key | str | None = None,
    ) -> QAction:
        from PySide6.QtGui import QAction, QKeySequence

        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))  # for this window (QAction's default context)
        action.triggered.connect(lambda _checked=False: slot())
        menu.addAction(action)
        self.addAction(action)
        return action

    def _build_menus(self) -> None:
        """The menu bar's menus; their actions are added after the first paint (`finish_setup`)."""
        bar = self.menuBar()
        self._menus = [bar.addMenu(title) for title in (
            self.tr("&File"), self.tr("&Edit"), self.tr("&Session"), self.tr("&Help"),
        )]  # fmt: skip

    def _fill_menus(self) -> None:
        """Every action with its shortcut (shown in the menu). A shortcut's key sequence sets up Qt's
        namespace (~14 ms), which is why this waits for the first paint."""
        from PySide6.QtGui import QKeySequence

        file, edit, chat, help_menu = self._menus
        self._action(file, self.tr("&New session"), self.new_session, QKeySequence.StandardKey.New)
        self._action(file, self.tr("&Settings…"), self.settings_requested.emit, "Ctrl+,")
        file.addSeparator()
        self._action(file, self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)

        self._action(edit, self.tr("&Search sessions"), self._focus_search, "Ctrl+K")
        self._action(edit, self.tr("&Focus the message input"), self.message_input.setFocus, "Ctrl+L")
        self._action(edit, self.tr("&Edit the last message"), self.edit_last_message, "Ctrl+Shift+E")
        self._action(edit, self.tr("&Copy the last answer"), self._copy_last_answer, "Ctrl+Shift+C")

        self._action(chat, self.tr("S&top"), self._escape, "Esc")
        self._action(chat, self.tr("&Regenerate the last answer"), self.regenerate, "Ctrl+R")
        self._action(chat, self.tr("&Next session"), lambda: self._step_session(1), "Ctrl+PgDown")
        self._action(chat, self.tr("&Previous session"), lambda: self._step_session(-1), "Ctrl+PgUp")
        chat.addSeparator()
        self._action(chat, self.tr("Re&name…"), self._rename_current, "F2")
        self._action(chat, self.tr("&Permissions…"), self.show_permissions, "Ctrl+Shift+P")

        self._action(help_menu, self.tr("&About Desktop Agent"), self._about)

    def finish_setup(self) -> None:
        """What the window sets up right after its first paint (before the core loads): the menus' actions
        and shortcuts, and the session list's behaviour with rows in it. Both set up Qt's namespace (a
        Python type that is slow to create) and neither changes how the empty window looks. (The
        conversation view is made when first needed: `chat`.) Called again (e.g. by `attach`), it does
        nothing."""
        if self._set_up:
            return
        self._set_up = True
        from PySide6.QtCore import Qt

        self._fill_menus()
        self.search_box.setClearButtonEnabled(True)  # its icon shows with text typed (~3 ms to load)
        self.session_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.session_list.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)

    def show_permissions(self) -> None:
        """The approvals saved for this session and those that always hold; each can be revoked."""
        store = self.controller.core.permissions if self.controller is not None else None
        if store is None:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.information(self, self.tr("Permissions"), self.tr("No approvals are saved yet."))
            return
        from PySide6.QtCore import Qt

        from desktop_agent.ui.permissions_dialog import PermissionsDialog

        dialog = PermissionsDialog(store, self.session.id if self.session is not None else None, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def _focus_search(self) -> None:
        self.search_box.setFocus()
        self.search_box.selectAll()

    def _about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.about(
            self,
            self.tr("About Desktop Agent"),
            self.tr(
                "<b>Desktop Agent {version}</b><p>Chat with a model that can act on your computer, "
                "with your approval. Your history stays on this computer; your keys stay in the "
                "system keyring.</p>"
            ).format(version=__version__),
        )

    def attach(self, controller: ChatController) -> None:
        """Connect the window to the core once it is ready (the window shows before that)."""
        self.finish_setup()
        self.controller = controller
        controller.run_event.connect(self._on_event)
        controller.sessions_changed.connect(lambda: self._spawn(self.refresh_sessions()))
        self.header.set_choices(controller.profile_names(), controller.model_choices())
        self.send_button.setEnabled(True)
        if self.session is None:
            self.header.show_session(
                "", controller.default_agent, controller.default_provider, controller.default_model,
                controller.workspace, running=False,
            )  # fmt: skip

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
            await self.session_panel.load(self.controller.list_sessions)
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

    def _step_session(self, step: int) -> None:
        count = self.sessions.rowCount()
        if not count:
            return
        row = self.sessions.row_of(self.session.id) if self.session is not None else -1
        target = (row + step) % count if row >= 0 else 0
        index = self.sessions.index(target)
        self.session_list.setCurrentIndex(index)
        self._session_clicked(index)

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
        menu.addAction(self.tr("Delete"), lambda: self._delete(info))
        menu.popup(self.session_list.viewport().mapToGlobal(pos))

    def _rename_current(self) -> None:
        if self.session is None:
            return
        info = self.sessions.info(self.sessions.row_of(self.session.id))
        if info is not None:
            self._rename(info)

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
        """Hide the session at once; it is deleted from the history when its Undo time is over."""
        if self.session is not None and self.session.id == info.id:
            self.session = None
            self.chat.show_messages([])
            self.title.setText(self.tr("New session"))
        self.session_panel.delete_with_undo(info.id)

    def _delete_now(self, session_id: str) -> None:
        if self.controller is not None:
            self._spawn(self.controller.delete_session(session_id))

    async def open_session(self, session_id: str) -> None:
        """Show the newest messages at once; the rest of a long session loads right after."""
        assert self.controller is not None
        session = await self.controller.open_session(session_id, newest=OPEN_NEWEST)
        self._show_session(session)
        if not session.complete:
            import asyncio

            task = asyncio.ensure_future(self._load_rest(session))
            self._loading[session.id] = task
            self._tasks.add(task)
            task.add_done_callback(self._task_done)

    async def _load_rest(self, session: ChatSession) -> None:
        assert self.controller is not None
        try:
            earlier = await self.controller.load_rest(session)
        finally:
            self._loading.pop(session.id, None)
        if self.session is session:
            self.chat.add_earlier(earlier)
            self.header.show_messages_usage(session.messages)

    def _show_session(self, session: ChatSession) -> None:
        self._cancel_edit()
        self.session = session
        running = self.controller is not None and self.controller.running(session.id) is not None
        self.header.show_session(
            session.title, session.agent, session.provider, session.model, session.workspace, running
        )
        self.chat.show_messages(session.messages)
        if running:  # its answer is streaming: shown whole again when the turn ends
            self._caught_up_later.add(session.id)
        if session.id in self._usage:
            self.header.show_usage(*self._usage[session.id])
        else:
            self.header.show_messages_usage(session.messages)
        self._set_running(running)
        self._spawn(self._show_versions(session))

    async def _show_versions(self, session: ChatSession) -> None:
        if self.controller is None:
            return
        found = await self.controller.versions(session)
        if self.session is session:
            self.chat.set_versions(found)

    def _options_changed(self, agent: str, provider: str, model: str, workspace: str) -> None:
        if self.controller is None:
            return
        if self.session is None:  # no session yet: the choice is for the one the next message starts
            controller = self.controller
            controller.default_agent, controller.default_provider = agent, provider
            controller.default_model, controller.workspace = model, Path(workspace)
            return
        self.controller.change_options(self.session, agent, provider, model, Path(workspace))

    # ---- a turn ----

    def send(self) -> None:
        text = self.message_input.toPlainText().strip()
        if not text or self.controller is None:
            return
        if self.session is None:
            self.session = self.controller.new_session()
            self._show_session(self.session)
        session = self.session
        if self.controller.running(session.id) is not None:
            return
        loading = self._loading.get(session.id)
        if loading is not None:  # a long session is still loading its earlier part: send right after
            self._spawn(self._send_when_loaded(loading))
            return
        editing = self._editing
        try:
            if editing is not None:
                run = self.controller.edit(session, editing, text)
            else:
                run = self.controller.send(session, text)
        except UserFacingError as error:
            self.chat.show_error(error)
            return
        self._run_sessions[run.id] = session.id
        self.message_input.clear()
        self._cancel_edit()
        if editing is not None:
            self.chat.show_messages(session.messages)
        self.chat.add_user_message(text)
        self.title.setText(session.title or self.title.text())
        self._set_running(True)

    async def _send_when_loaded(self, loading: asyncio.Task[None]) -> None:
        import asyncio

        await asyncio.wait([loading])
        self.send()

    def _start(self, start: Any) -> None:
        """Run a turn that the controller starts (regenerate, continue) and follow it here."""
        if self.controller is None or self.session is None:
            return
        session = self.session
        if self.controller.running(session.id) is not None:
            return
        try:
            run = start(session)
        except UserFacingError as error:
            self.chat.show_error(error)
            return
        self._run_sessions[run.id] = session.id
        self._set_running(True)

    def regenerate(self) -> None:
        if self.controller is None or self.session is None:
            return
        controller = self.controller
        last_user = next((m for m in reversed(self.session.messages) if m.role == "user"), None)
        if last_user is None:
            return

        def start(session: ChatSession) -> Any:
            run = controller.regenerate(session)
            self.chat.show_messages(session.messages)
            self.chat.add_user_message(last_user.text)
            return run

        self._start(start)

    def continue_turn(self) -> None:
        if self.controller is None:
            return
        controller = self.controller
        text = self.tr("Continue")

        def start(session: ChatSession) -> Any:
            run = controller.send(session, text)
            self.chat.add_user_message(text)
            return run

        self._start(start)

    def edit_last_message(self) -> None:
        if self.session is None:
            return
        last = next((m for m in reversed(self.session.messages) if m.role == "user"), None)
        if last is not None:
            self.edit_message(last.id)

    def edit_message(self, message_id: str) -> None:
        if self.session is None or (
            self.controller is not None and self.controller.running(self.session.id) is not None
        ):
            return
        message = next((m for m in self.session.messages if m.id == message_id), None)
        if message is None:
            return
        self._editing = message_id
        self.message_input.setPlainText(message.text)
        self.message_input.moveCursor(self.message_input.textCursor().MoveOperation.End)
        self.edit_banner.setText(
            self.tr(
                "Editing a sent message: Enter sends it again, Esc cancels. "
                "The conversation after it is kept as an earlier version."
            )
        )
        self.edit_banner.show()
        self.message_input.setFocus()

    def _cancel_edit(self) -> None:
        if self._editing is not None:
            self._editing = None
            self.edit_banner.hide()

    def _escape(self) -> None:
        if self._editing is not None:
            self._cancel_edit()
            self.message_input.clear()
            return
        self.stop()

    def stop(self) -> None:
        if self.controller is not None and self.session is not None:
            self.controller.stop(self.session.id)

    def _copy_last_answer(self) -> None:
        if self.session is None:
            return
        last = next((m for m in reversed(self.session.messages) if m.role == "assistant" and m.text), None)
        if last is not None:
            QGuiApplication.clipboard().setText(last.text)
            self.statusBar().showMessage(self.tr("Copied to the clipboard"), 3000)

    def _set_running(self, running: bool) -> None:
        self.stop_button.setVisible(running)
        self.send_button.setEnabled(not running and self.controller is not None)
        self.header.set_running(running)
        if self.session is not None:
            self.sessions.set_busy(self.session.id, running)

    def _chat_action(self, action: ca.WindowAction) -> None:
        match action:
            case ca.EditMessage(message_id=message_id):
                self.edit_message(message_id)
            case ca.Regenerate() | ca.Retry():
                self.regenerate()
            case ca.ContinueTurn():
                self.continue_turn()
            case ca.OpenSettings():
                self.settings_requested.emit()
            case ca.ReviewApproval(call_id=call_id):
                dialog = self._approvals.get(call_id)
                if dialog is not None:
                    dialog.show()
                    dialog.raise_()
                    dialog.activateWindow()
            case ca.AnswerGuard(request_id=request_id, go_on=go_on):
                run_id = self._guard_runs.pop(request_id, None)
                if run_id is not None and self.controller is not None:
                    self.controller.confirm(run_id, request_id, go_on)
            case ca.SwitchVersion(message_id=message_id, step=step):
                if self.session is not None and self.controller is not None:
                    self._spawn(self._switch_version(self.session, message_id, step))
            case _:
                assert_never(action)

    async def _switch_version(self, session: ChatSession, message_id: str, step: int) -> None:
        assert self.controller is not None
        if await self.controller.switch_version(session, message_id, step) and self.session is session:
            self._show_session(session)

    def _on_event(self, event: AgentEvent) -> None:
        from desktop_agent.domain import events as ev  # loaded after the first paint

        session_id = self._run_sessions.get(event.run_id)
        current = self.session is not None and session_id == self.session.id
        if current:
            self.chat.on_event(event)
        match event:
            case ev.ApprovalRequested():
                if session_id is not None:
                    self.sessions.set_waiting(session_id, True)
                self._ask_approval(event)
            case ev.QuestionAsked():
                self._ask_question(event)
            case ev.ContinueRequested(request_id=rid):
                self._guard_runs[rid] = event.run_id
            case ev.ToolStateChanged(call_id=cid, state=state) if state.is_final or state.value == "running":
                dialog = self._approvals.pop(cid, None)
                if dialog is not None and dialog.isVisible():
                    dialog.done(0)
            case ev.UsageReported(usage=usage, total=total) if session_id is not None:
                self._usage[session_id] = (total, usage)
                if current:
                    self.header.show_usage(total, usage)
            case ev.RunFinished() | ev.RunFailed():
                self._run_sessions.pop(event.run_id, None)
                if session_id is not None:
                    self.sessions.set_busy(session_id, False)
                    self.sessions.set_waiting(session_id, False)
                if current and self.session is not None:
                    self._set_running(False)
                    if self.session.id in self._caught_up_later:
                        self.chat.show_messages(self.session.messages)
                    self._spawn(self._show_versions(self.session))
                if session_id is not None:
                    self._caught_up_later.discard(session_id)
                self._spawn(self.refresh_sessions())
            case _:
                pass

    def approval_dialogs(self) -> list[ApprovalDialog]:
        """The approvals waiting for the person, oldest first."""
        return list(self._approvals.values())

    def question_dialogs(self) -> list[QuestionDialog]:
        return list(self._questions)

    def _ask_approval(self, event: ApprovalRequested) -> None:
        from desktop_agent.ui.approval_dialog import ApprovalDialog  # loaded after the first paint

        model = self.session.model if self.session is not None else ""

        dialog = ApprovalDialog(event, model, self)
        self._approvals[event.call_id] = dialog
        answered: list[bool] = []

        def finished() -> None:
            if answered or self.controller is None:
                return
            answered.append(True)
            self._approvals.pop(event.call_id, None)
            waiting_in = self._run_sessions.get(event.run_id)
            if waiting_in is not None and not any(
                d.request.run_id == event.run_id for d in self._approvals.values()
            ):
                self.sessions.set_waiting(waiting_in, False)
            self.controller.approve(event.run_id, event.request_id, dialog.decision)

        dialog.finished.connect(finished)
        dialog.open()
        dialog.approve_button.setFocus()

    def _ask_question(self, event: QuestionAsked) -> None:
        from desktop_agent.ui.question_dialog import QuestionDialog

        dialog = QuestionDialog(event, self)
        self._questions.append(dialog)

        def finished() -> None:
            self._questions.remove(dialog)
            if self.controller is not None:
                self.controller.answer(event.run_id, event.request_id, dialog.answer)

        dialog.finished.connect(finished)
        dialog.open()
        (dialog.choice_buttons[0] if dialog.choice_buttons else dialog.text).setFocus()
