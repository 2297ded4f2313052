"""An MCP App's view out of its card, when it asks (full screen, or picture-in-picture): a window of the
app's own whose bar, which the view cannot draw over, names the view's server and brings it back to the
chat (the button, Esc, or closing the window). The view in it is opened anew from the call's kept result;
closing the window closes it, and the card's view opens again."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

PIP_SIZE = (420, 320)


class ViewWindow(QWidget):
    """A view's own window while it is shown in `mode` ("fullscreen" or "pip")."""

    def __init__(self, title: str, mode: str, closed: Callable[[], None]) -> None:
        super().__init__(None, Qt.WindowType.Window)
        self._closed = closed
        self.view: QWidget | None = None
        self.setWindowTitle(title)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.title = QLabel(title, self)
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setAccessibleName(self.tr("Whose view this is"))
        self.back = QPushButton(self.tr("Back to the chat"), self)
        self.back.clicked.connect(self.close)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.close, Qt.ShortcutContext.WindowShortcut)
        bar = QHBoxLayout()
        bar.setContentsMargins(10, 6, 10, 6)
        bar.addWidget(self.title, 1)
        bar.addWidget(self.back)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(0)
        self._layout.addLayout(bar)
        self.mode = ""
        self.show_as(mode)

    def hold(self, view: QWidget) -> None:
        """The view opened for this window."""
        self.view = view
        self._layout.addWidget(view, 1)
        view.show()

    def show_as(self, mode: str) -> None:
        """Full screen, or a small window that stays on top of the others."""
        self.mode = mode
        self.setWindowFlag(Qt.WindowType.WindowStaysOnTopHint, mode == "pip")
        if mode == "fullscreen":
            self.showFullScreen()
        else:
            self.showNormal()
            self.resize(*PIP_SIZE)
        self.raise_()
        self.activateWindow()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        closed, self._closed = self._closed, lambda: None
        closed()
        super().closeEvent(event)
