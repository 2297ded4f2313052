"""The conversation follows the answer: while the person is at the bottom it stays there as the answer grows;
once they scroll up it stops, and a "Jump to latest" button (with how many messages came since) brings
them back.

Following is decided by the scroll bar alone: its range grows as the document is laid out (whenever that
happens), so the view is moved after the layout, never before it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractScrollArea, QToolButton

AT_BOTTOM_PX = 4


class Follower(QObject):
    """Keeps a scroll area at its end while it is followed; owns the jump button over its viewport."""

    def __init__(self, view: QAbstractScrollArea) -> None:
        super().__init__(view)
        self._view = view
        self.following = True
        self.unseen = 0
        self.button = QToolButton(view)
        self.button.setObjectName("jumpToLatest")
        self.button.setAccessibleName(QCoreApplication.translate("ChatView", "Jump to latest"))
        self.button.setToolTip(QCoreApplication.translate("ChatView", "Jump to the newest message (End)"))
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.button.clicked.connect(self.follow)
        self.button.hide()
        bar = view.verticalScrollBar()
        bar.rangeChanged.connect(self._range_changed)
        bar.valueChanged.connect(self._value_changed)
        self._viewport = view.viewport()
        self._viewport.installEventFilter(self)

    def follow(self) -> None:
        """Back to the end, and stay there as it grows (sending, opening a session, the button)."""
        self.following = True
        self.unseen = 0
        bar = self._view.verticalScrollBar()
        bar.setValue(bar.maximum())
        self.button.hide()

    def message_added(self) -> None:
        """A message began below what the person is reading: counted on the button."""
        if not self.following:
            self.unseen += 1
            self._show_button()

    def _range_changed(self, _minimum: int, maximum: int) -> None:
        bar = self._view.verticalScrollBar()
        if self.following:
            bar.setValue(maximum)
        elif bar.value() >= maximum - AT_BOTTOM_PX:  # all of it fits now (a taller window): nothing below
            self._value_changed(bar.value())

    def _value_changed(self, value: int) -> None:
        at_bottom = value >= self._view.verticalScrollBar().maximum() - AT_BOTTOM_PX
        if at_bottom:
            self.following = True
            self.unseen = 0
            self.button.hide()
        else:
            self.following = False
            self._show_button()

    def _show_button(self) -> None:
        if self.unseen:
            text = (
                QCoreApplication.translate("ChatView", "{n} new messages")
                if self.unseen > 1
                else QCoreApplication.translate("ChatView", "1 new message")
            )
            self.button.setText("↓  " + text.format(n=self.unseen))
        else:
            self.button.setText("↓  " + QCoreApplication.translate("ChatView", "Jump to latest"))
        self.button.adjustSize()
        self._place()
        self.button.show()
        self.button.raise_()

    def _place(self) -> None:
        viewport = self._view.viewport().geometry()
        size = self.button.sizeHint()
        x = viewport.x() + (viewport.width() - size.width()) // 2
        y = viewport.y() + viewport.height() - size.height() - 16
        self.button.setGeometry(x, y, size.width(), size.height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        resized = watched is self._viewport and event.type() == QEvent.Type.Resize
        if resized and not self.button.isHidden():
            self._place()
        return False
