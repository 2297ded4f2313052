"""The window's left side: New session, the search box (search as you type) and the session list. Its
strings are the main window's (translated in that context)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QModelIndex, QTimer, Signal
from PySide6.QtWidgets import QLineEdit, QPushButton, QVBoxLayout, QWidget

from desktop_agent.ui.session_list import SessionIdRole, SessionListPanel

if TYPE_CHECKING:
    from PySide6.QtCore import QEvent, QObject

    from desktop_agent.domain.projects import Project
    from desktop_agent.ui.controller import ChatController
    from desktop_agent.ui.presenters.not_ready import NotReady

SEARCH_PAUSE_MS = 150
"""Typing pauses this long before the list is searched."""


class SessionSidebar(QWidget):
    search_changed = Signal()
    """The search text changed and typing paused."""
    open_requested = Signal(str)
    """A session's row was clicked or activated."""

    def __init__(self) -> None:
        super().__init__()
        self.new_button = QPushButton(QCoreApplication.translate("MainWindow", "New session"))
        self.new_button.setAccessibleName(QCoreApplication.translate("MainWindow", "New session"))
        self.new_button.setToolTip(QCoreApplication.translate("MainWindow", "New session (Ctrl+N)"))
        self.search_box = QLineEdit()
        self.search_box.setAccessibleName(QCoreApplication.translate("MainWindow", "Search sessions"))
        self.search_box.setPlaceholderText(
            QCoreApplication.translate("MainWindow", "Search sessions (Ctrl+K)")
        )
        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(SEARCH_PAUSE_MS)
        self._search_timer.timeout.connect(self.search_changed.emit)
        self.search_box.textChanged.connect(self._typed)
        self._watching_keys = False
        self.panel = SessionListPanel()
        self.panel.view.clicked.connect(self._clicked)
        self.panel.view.activated.connect(self._clicked)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addWidget(self.new_button)
        layout.addWidget(self.search_box)
        layout.addWidget(self.panel)

    def finish_setup(self) -> None:
        """After the first paint: the list's rows and menus, the search box's clear button (its icon shows
        with text typed, ~3 ms to load)."""
        from PySide6.QtCore import Qt

        self.panel.finish_setup()
        self.search_box.setClearButtonEnabled(True)
        self.panel.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.panel.view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)

    def _clicked(self, index: QModelIndex) -> None:
        session_id = index.data(SessionIdRole)
        if isinstance(session_id, str):
            self.open_requested.emit(session_id)

    def _typed(self, _text: str) -> None:
        self._search_timer.start()
        if not self._watching_keys:  # with the first text typed: Qt's namespace is not loaded before
            self._watching_keys = True
            self.search_box.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """Esc in the search box clears the search (before the window's Esc, Stop, can take it)."""
        if watched is not self.search_box or not self.search_box.text():
            return False
        from PySide6.QtCore import QEvent, Qt
        from PySide6.QtGui import QKeyEvent

        kind = event.type()
        if kind not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            return False
        if not isinstance(event, QKeyEvent) or event.key() != Qt.Key.Key_Escape or event.modifiers():
            return False
        if kind == QEvent.Type.ShortcutOverride:
            event.accept()  # the key comes to the box, not to the window's shortcut
            return True
        self.clear_search()
        return True

    def clear_search(self) -> None:
        """The whole list again at once."""
        self.search_box.clear()
        self._search_timer.stop()
        self.search_changed.emit()

    def focus_search(self) -> None:
        self.search_box.setFocus()
        self.search_box.selectAll()

    async def refresh(
        self,
        controller: ChatController | NotReady,
        current: str | None,
        projects: list[Project] | None = None,
    ) -> None:
        """The sessions matching the search (with a snippet of where, the matched words highlighted), or all
        of them in their projects' groups (`projects`; None: the ones shown); the shown one selected."""
        model = self.panel.model
        query = self.search_box.text().strip()
        if query:
            found = await controller.search_sessions(query)
            snippets = {info.id: s for info, s in found if s}
            model.set_sessions([info for info, _ in found], snippets, query=query, projects=projects)
        else:
            await self.panel.load(controller.list_sessions, projects=projects)
        self.select(current)

    def select(self, session_id: str | None) -> None:
        row = self.panel.model.row_of(session_id) if session_id is not None else -1
        if row >= 0:
            self.panel.view.setCurrentIndex(self.panel.model.index(row))

    def step(self, current: str | None, step: int) -> None:
        """Open the next (or previous) session of the list, round the end (projects' headers passed over)."""
        model = self.panel.model
        ids = model.session_ids()  # the sessions shown, in order (a folded project's are not)
        if not ids:
            return
        at = ids.index(current) if current in ids else -1
        index = model.index(model.row_of(ids[(at + step) % len(ids) if at >= 0 else 0]))
        self.panel.view.setCurrentIndex(index)
        self._clicked(index)
