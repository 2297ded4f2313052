"""Under the chat: the message input (Enter sends, Shift+Enter adds a line, Up in an empty input edits the
last message), Send and Stop, and the banner while a sent message is edited. Its strings are the main
window's (translated in that context)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPlainTextEdit, QPushButton, QVBoxLayout, QWidget

if TYPE_CHECKING:
    from PySide6.QtGui import QKeyEvent


class Composer(QPlainTextEdit):
    """The message input."""

    submit = Signal()
    edit_last = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        from PySide6.QtCore import Qt  # Qt's namespace is slow to set up: not before the first paint

        enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if enter and not event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            self.submit.emit()
            return
        if event.key() == Qt.Key.Key_Up and not self.toPlainText():
            self.edit_last.emit()
            return
        super().keyPressEvent(event)


class ComposerBar(QWidget):
    """Under the chat: the banner while a sent message is edited, the message input, Send and Stop."""

    def __init__(self) -> None:
        super().__init__()
        self.edit_banner = QLabel()
        self.edit_banner.setAccessibleName(QCoreApplication.translate("MainWindow", "Editing a sent message"))
        self.edit_banner.setWordWrap(True)
        self.edit_banner.hide()
        self.input = Composer()
        self.input.setAccessibleName(QCoreApplication.translate("MainWindow", "Message input"))
        self.input.setPlaceholderText(
            QCoreApplication.translate(
                "MainWindow",
                "Message Desktop Agent…  (Enter sends, Shift+Enter adds a line, Up edits the last one)",
            )
        )
        self.input.setMaximumHeight(110)
        self.send_button = QPushButton(QCoreApplication.translate("MainWindow", "Send"))
        self.send_button.setAccessibleName(QCoreApplication.translate("MainWindow", "Send"))
        self.send_button.setToolTip(QCoreApplication.translate("MainWindow", "Send (Enter)"))
        self.stop_button = QPushButton(QCoreApplication.translate("MainWindow", "Stop"))
        self.stop_button.setAccessibleName(QCoreApplication.translate("MainWindow", "Stop"))
        self.stop_button.setToolTip(QCoreApplication.translate("MainWindow", "Stop (Esc)"))
        self.stop_button.hide()
        buttons = QVBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.stop_button)
        buttons.addWidget(self.send_button)
        row = QHBoxLayout()
        row.addWidget(self.input, 1)
        row.addLayout(buttons)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.edit_banner)
        layout.addLayout(row)

    def show_editing(self, text: str | None) -> None:
        """A sent message in the input to edit and send again; None: editing ends."""
        if text is None:
            self.edit_banner.hide()
            return
        self.input.setPlainText(text)
        self.input.moveCursor(self.input.textCursor().MoveOperation.End)
        self.edit_banner.setText(
            QCoreApplication.translate(
                "MainWindow",
                "Editing a sent message: Enter sends it again, Esc cancels. "
                "The conversation after it is kept as an earlier version.",
            )
        )
        self.edit_banner.show()
        self.input.setFocus()

    def set_running(self, running: bool) -> None:
        self.stop_button.setVisible(running)
        self.send_button.setEnabled(not running)
