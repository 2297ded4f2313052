"""A check box whose words wrap: QCheckBox keeps its text on one line, which a longer language (German, a
pseudo-locale 40 % longer) pushes past the window's width. The box keeps its own accessible name and every
signal; a click on the words toggles it, as a click on a check box's own text does."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QStyle, QVBoxLayout, QWidget


class WrappingCheck(QWidget):
    def __init__(self, text: str) -> None:
        super().__init__()
        self.box = QCheckBox()
        self.box.setAccessibleName(text)
        self.words = QLabel(text)
        self.words.setWordWrap(True)
        self.words.setBuddy(self.box)
        self.words.installEventFilter(self)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(6)
        # The box level with the first line of words (a check box draws its box at its own top).
        indicator = self.box.style().pixelMetric(QStyle.PixelMetric.PM_IndicatorHeight, None, self.box)
        column = QVBoxLayout()
        column.setContentsMargins(0, max(0, (self.words.fontMetrics().height() - indicator) // 2 + 1), 0, 0)
        column.addWidget(self.box, 0, Qt.AlignmentFlag.AlignTop)
        row.addLayout(column)
        row.addWidget(self.words, 1, Qt.AlignmentFlag.AlignTop)
        row.setAlignment(column, Qt.AlignmentFlag.AlignTop)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.words and event.type() == QEvent.Type.MouseButtonRelease and self.box.isEnabled():
            self.box.toggle()
            return True
        return False

    def setToolTip(self, text: str) -> None:  # noqa: N802 - Qt's name
        super().setToolTip(text)
        self.box.setToolTip(text)
        self.words.setToolTip(text)
