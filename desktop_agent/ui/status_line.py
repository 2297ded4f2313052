"""Short messages of the window ("Copied to the clipboard"), shown for a few seconds in a small label that
floats over the window's bottom-left corner: no status bar takes a line of the window for good (the version
is in Help › About), and nothing moves when a message comes or goes. What shows them is still the window's
`statusBar().showMessage(text, ms)` (hidden: it keeps the message and its timeout)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QLabel, QMainWindow

MARGIN = 8
"""Pixels between the message and the window's edges."""


class FloatingMessages(QObject):
    """The window's status bar, hidden; its messages float in `label` while they last."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self._window = window
        self.label = QLabel(window)
        self.label.setObjectName("statusMessage")
        self.label.setAutoFillBackground(True)
        self.label.setMargin(6)
        self.label.hide()
        bar = window.statusBar()
        bar.hide()
        bar.messageChanged.connect(self._show)
        self._watching = False
        """The window's resizes are watched from the first message on: its events do not pass through Python
        before the first paint."""

    def _show(self, text: str) -> None:
        if not text:
            self.label.hide()
            return
        from desktop_agent.ui.theme import token

        palette = QPalette(self._window.palette())
        palette.setColor(QPalette.ColorRole.Window, QColor(token(palette, "tooltip")))
        palette.setColor(QPalette.ColorRole.WindowText, QColor(token(palette, "tooltip_text")))
        self.label.setPalette(palette)
        self.label.setText(text)
        self.label.adjustSize()
        if not self._watching:
            self._watching = True
            self._window.installEventFilter(self)
        self._place()
        self.label.show()
        self.label.raise_()

    def _place(self) -> None:
        width = min(self.label.sizeHint().width(), self._window.width() - 2 * MARGIN)
        self.label.setGeometry(
            MARGIN, self._window.height() - self.label.height() - MARGIN, width, self.label.height()
        )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self._window and event.type() == QEvent.Type.Resize and self.label.isVisible():
            self._place()
        return False
