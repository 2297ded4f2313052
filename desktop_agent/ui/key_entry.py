"""Typing an API key: stored in the OS keyring off the Qt thread, or kept for this run only if none works."""

from __future__ import annotations

import asyncio
import logging

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop_agent.core.keys import KeyStatus, RunKeys
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.ui.error_words import error_message, error_text
from desktop_agent.ui.keys import keyring_help
from desktop_agent.ui.tasks import TaskGroup
from desktop_agent.ui.theme import ERROR_STYLE as ERROR_STYLE  # where the pages import it from

log = logging.getLogger(__name__)


class KeyField(QLineEdit):
    """A password field whose Enter saves the key and goes no further (not to the dialog's default button)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setEchoMode(QLineEdit.EchoMode.Password)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        super().keyPressEvent(event)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()


class KeyringProblem(QFrame):
    """Why the key cannot be stored, how to fix that, and the "for this run only" way out."""

    keep_for_run = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAccessibleName(self.tr("Keyring problem"))
        layout = QVBoxLayout(self)
        self.title = QLabel(self.tr("<b>The key could not be stored in a keyring</b>"))
        self.detail = QLabel("")
        self.detail.setWordWrap(True)
        self.help = QLabel(keyring_help())
        self.help.setWordWrap(True)
        self.help.setTextFormat(Qt.TextFormat.RichText)
        self.keep_button = QPushButton(self.tr("Keep for this run only"))
        self.keep_button.setAccessibleName(self.tr("Keep the key for this run only"))
        self.keep_button.clicked.connect(self.keep_for_run)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.keep_button)
        for widget in (self.title, self.detail, self.help):
            layout.addWidget(widget)
        layout.addLayout(row)
        self.hide()

    def show_error(self, error: UserFacingError) -> None:
        self.detail.setText(error_message(error))
        self.show()


class KeyEntry(QWidget):
    """A password field and Save. ``stored`` is emitted with SET or RUN_ONLY once the key is kept."""

    stored = Signal(object)

    def __init__(self, keys: RunKeys, tasks: TaskGroup, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.keys = keys
        self._tasks = tasks
        self.provider = ""
        self.provider_label = ""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        self.field = KeyField()
        self.field.setAccessibleName(self.tr("API key"))
        self.field.setPlaceholderText(self.tr("Paste the API key"))
        self.field.returnPressed.connect(self.save)
        self.save_button = QPushButton(self.tr("Save key"))
        self.save_button.setAccessibleName(self.tr("Save the API key"))
        self.save_button.setAutoDefault(False)
        self.save_button.clicked.connect(self.save)
        row.addWidget(self.field, 1)
        row.addWidget(self.save_button)
        self.message = QLabel("")
        self.message.setWordWrap(True)
        self.message.setAccessibleName(self.tr("API key message"))
        self.problem = KeyringProblem(self)
        self.problem.keep_for_run.connect(self.keep_for_run)
        layout.addLayout(row)
        layout.addWidget(self.message)
        layout.addWidget(self.problem)

    def set_provider(self, name: str, label: str) -> None:
        self.provider, self.provider_label = name, label
        self.field.clear()
        self.message.clear()
        self.problem.hide()

    def _typed(self) -> str:
        return self.field.text().strip()

    def save(self) -> None:
        if not self._typed():
            self._say(self.tr("Type or paste the key first."), error=True)
            return
        self._busy(True)
        self._say(self.tr("Saving the key…"))
        self._tasks.spawn(self._store(self._typed()))

    async def _store(self, key: str) -> None:
        try:
            await asyncio.to_thread(self.keys.set, self.provider, key)
        except UserFacingError as error:
            if error.kind is ErrorKind.KEYRING_UNAVAILABLE:
                self._say("")
                self.problem.show_error(error)
                self.problem.keep_button.setFocus()
            else:
                self._say(error_text(error), error=True)
            return
        finally:
            self._busy(False)
        log.info("Stored an API key for %s in the keyring", self.provider)
        self.field.clear()
        self.problem.hide()
        self._say(self.tr("The key is saved in your keyring."))
        self.stored.emit(KeyStatus.SET)

    def keep_for_run(self) -> None:
        key = self._typed()
        if not key:
            self._say(self.tr("Type or paste the key first."), error=True)
            return
        self.keys.set_for_run(self.provider, key)
        log.info("Keeping an API key for %s for this run only", self.provider)
        self.field.clear()
        self.problem.hide()
        self._say(self.tr("The key is kept for this run only."))
        self.stored.emit(KeyStatus.RUN_ONLY)

    def _busy(self, busy: bool) -> None:
        self.save_button.setEnabled(not busy)
        self.field.setEnabled(not busy)

    def _say(self, text: str, *, error: bool = False) -> None:
        self.message.setStyleSheet(ERROR_STYLE if error else "")
        self.message.setText(text)


class KeyDialog(QDialog):
    """Set… in the settings: one provider's key; closes itself once the key is kept."""

    def __init__(
        self, keys: RunKeys, tasks: TaskGroup, provider: str, label: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("API key for {provider}").format(provider=label))
        self.setMinimumWidth(480)
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("The key is stored in your system's keyring, never in the settings file."))
        intro.setWordWrap(True)
        self.entry = KeyEntry(keys, tasks, self)
        self.entry.set_provider(provider, label)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setAccessibleName(self.tr("Cancel"))
        layout.addWidget(intro)
        layout.addWidget(self.entry)
        layout.addStretch(1)
        layout.addWidget(buttons)
        self.status: KeyStatus | None = None
        self.entry.stored.connect(self._stored)
        self.entry.field.setFocus()

    def _stored(self, status: KeyStatus) -> None:
        self.status = status
        self.accept()
