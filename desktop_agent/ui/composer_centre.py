"""With no message in the chat, the composer sits in the middle of the pane, right under the greeting and
the example requests, as the apps people compare us with place it; the first message sends it back down.

It follows the empty state's own Show and Hide (whichever view shows it: the stand-in before the chat is
made, then the chat), by giving the space under the composer the same stretch as the chat's.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QBoxLayout, QSizePolicy, QSpacerItem, QWidget


class ComposerCentring(QObject):
    def __init__(self, layout: QBoxLayout, parent: QObject | None = None) -> None:
        """`layout`: the pane's column, the composer its last item so far (the space goes under it)."""
        super().__init__(parent)
        self._layout = layout
        self._below = QSpacerItem(0, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)
        layout.addItem(self._below)
        self.centred = False

    def watch(self, empty: QWidget) -> None:
        """Follow this empty state (shown over an empty chat, hidden once a message is in it)."""
        empty.installEventFilter(self)
        self._centre(empty.isVisible())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Show:
            self._centre(True)
        elif event.type() == QEvent.Type.Hide:
            self._centre(False)
        return False

    def _centre(self, empty: bool) -> None:
        if empty == self.centred:
            return
        self.centred = empty
        index = self._layout.indexOf(self._below)
        if index >= 0:
            self._layout.setStretch(index, 1 if empty else 0)
