"""Quit while answers are being written asks first ("Stop and quit" / "Keep working"), without stopping them
while it asks; an idle window, or one a signal closes (SIGTERM, Ctrl+C), quits at once. Its strings are the
main window's (translated in that context)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox, QWidget


class QuitGuard:
    """Asked by the window's close: `window` is closed again once the person chose "Stop and quit"."""

    def __init__(self, window: QWidget, answering: Callable[[], int]) -> None:
        self._window = window
        self._answering = answering
        self._asked = False
        self.question: QMessageBox | None = None
        """The question Quit asks while answers are being written, while it shows."""
        self.keep_in_tray: Callable[[int], bool] | None = None
        """Asked first when the window is closed (not quit): True when it went to the tray instead, or asks
        whether to (`ui.tray`); given the number of answers being written."""
        self._quitting = False

    def quit(self) -> bool:
        """Quit (the menu's Quit, the tray's): never kept in the tray; asks first while answers are being
        written. True when the window closed."""
        self._quitting = True
        closed = self._window.close()
        self._quitting = False
        return closed

    def skip(self) -> None:
        """Close as a signal asks (SIGTERM, Ctrl+C in the terminal): running answers stop and are kept."""
        self._asked = True

    def may_close(self) -> bool:
        """True: the window closes now (the app's close path stops the answers and keeps what came);
        False: it stays, and the question shows (or comes to the front)."""
        busy = self._answering()
        if not (self._asked or self._quitting) and self.keep_in_tray is not None and self.keep_in_tray(busy):
            return False
        if busy and not self._asked:
            self._ask(busy)
            return False
        self._asked = True
        return True

    def _ask(self, busy: int) -> None:
        from PySide6.QtWidgets import QMessageBox

        if self.question is not None:
            self.question.raise_()
            return
        box = QMessageBox(
            QMessageBox.Icon.Question,
            QCoreApplication.translate("MainWindow", "Quit Desktop Agent?"),
            QCoreApplication.translate("MainWindow", "An answer is still being written.")
            if busy == 1
            else QCoreApplication.translate("MainWindow", "{n} answers are still being written.").format(
                n=busy
            ),
            QMessageBox.StandardButton.NoButton,
            self._window,
        )
        box.setInformativeText(
            QCoreApplication.translate("MainWindow", "Quitting stops them; what they wrote so far is kept.")
        )
        quit_button = box.addButton(
            QCoreApplication.translate("MainWindow", "Stop and quit"), QMessageBox.ButtonRole.AcceptRole
        )
        box.addButton(
            QCoreApplication.translate("MainWindow", "Keep working"), QMessageBox.ButtonRole.RejectRole
        )
        box.setDefaultButton(quit_button)
        self.question = box

        def answered() -> None:
            self.question = None
            if box.clickedButton() is quit_button:
                self._asked = True
                self._window.close()
            box.deleteLater()

        box.finished.connect(lambda _result: answered())
        box.open()  # not exec(): the answers go on streaming meanwhile
