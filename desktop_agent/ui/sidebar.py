"""The window's left side: New session, the search box (search as you type) and the session list. Its
strings are the main window's (translated in that context)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QModelIndex, QTimer, Signal
from PySide6.QtWidgets import QLineEdit, QPushButton, QVBoxLayout, QWidget

from desktop_agent.ui.session_list import SessionIdRole, SessionListPanel

if TYPE_CHECKING:
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
        self.search_box.textChanged.connect(lambda _text: self._search_timer.start())
        self.panel = SessionListPanel()
        self.panel.view.clicked.connect(self._clicked)
        self.panel.view.activated.connect(self._clicked)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addWidget(self.new_button)
        layout.addWidget(self.search_box)
        layout.addWidget(self.panel)

    def _clicked(self, index: QModelIndex) -> None:
        session_id = index.data(SessionIdRole)
        if isinstance(session_id, str):
            self.open_requested.emit(session_id)

    def focus_search(self) -> None:
        self.search_box.setFocus()
        self.search_box.selectAll()

    async def refresh(self, controller: ChatController | NotReady, current: str | None) -> None:
        """The sessions matching the search (with a snippet of where), or all of them; the shown one
        selected."""
        model = self.panel.model
        query = self.search_box.text().strip()
        if query:
            found = await controller.search_sessions(query)
            model.set_sessions([info for info, _ in found], {info.id: s for info, s in found if s})
        else:
            await self.panel.load(controller.list_sessions)
        self.select(current)

    def select(self, session_id: str | None) -> None:
        row = self.panel.model.row_of(session_id) if session_id is not None else -1
        if row >= 0:
            self.panel.view.setCurrentIndex(self.panel.model.index(row))

    def step(self, current: str | None, step: int) -> None:
        """Open the next (or previous) session of the list, round the end."""
        model = self.panel.model
        count = model.rowCount()
        if not count:
            return
        row = model.row_of(current) if current is not None else -1
        index = model.index((row + step) % count if row >= 0 else 0)
        self.panel.view.setCurrentIndex(index)
        self._clicked(index)
