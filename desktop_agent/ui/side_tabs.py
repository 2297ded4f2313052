"""Pages chosen from a list on the left, as settings are in the apps people compare us with (a tab bar
across the top reads as a form from another era, and its titles crowd when translated).

The part of `QTabWidget`'s interface the dialogs use (`addTab`, `insertTab`, `indexOf`, `count`, `widget`,
`tabText`, `currentWidget`, `setCurrentWidget`, `setCurrentIndex`, `currentIndex`), so a dialog swaps one for
the other. Titles may hold a `&` mnemonic, as tab titles do: the list shows them without it, and Alt with
that letter opens the page. Ctrl+Tab / Ctrl+Shift+Tab step through the pages; the list itself takes
↑/↓ when it has the focus.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QListWidget, QListWidgetItem, QStackedWidget, QWidget

NAV_LEAST, NAV_MOST = 120, 200
"""The list's width, px: its longest title's, within these."""
ROW_PADDING = 16
"""A row's height beyond its text's, px."""


class SideTabs(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.nav = QListWidget()
        self.nav.setObjectName("sideTabs")
        self.nav.setFixedWidth(NAV_LEAST)
        self.nav.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.pages = QStackedWidget()
        self._titles: list[str] = []
        self._mnemonics: list[QShortcut] = []
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(12)
        layout.addWidget(self.nav)
        layout.addWidget(self.pages, 1)
        self.nav.currentRowChanged.connect(self._show)
        for keys, step in (("Ctrl+Tab", 1), ("Ctrl+Shift+Tab", -1), ("Ctrl+PgDown", 1), ("Ctrl+PgUp", -1)):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(lambda step=step: self._step(step))

    def setAccessibleName(self, name: str) -> None:  # noqa: N802 - Qt's name
        super().setAccessibleName(name)
        self.nav.setAccessibleName(name)

    def addTab(self, widget: QWidget, title: str) -> int:  # noqa: N802 - QTabWidget's name
        return self.insertTab(self.count(), widget, title)

    def insertTab(self, index: int, widget: QWidget, title: str) -> int:  # noqa: N802 - QTabWidget's name
        index = max(0, min(index, self.count()))
        self.pages.insertWidget(index, widget)
        self._titles.insert(index, title)
        item = QListWidgetItem(_without_mnemonic(title))
        item.setSizeHint(QSize(NAV_LEAST, self.nav.fontMetrics().height() + ROW_PADDING))
        self.nav.insertItem(index, item)
        bold = self.nav.font()
        bold.setWeight(QFont.Weight.DemiBold)  # the chosen page's title is drawn so
        widest = max(QFontMetrics(bold).horizontalAdvance(_without_mnemonic(t)) for t in self._titles)
        self.nav.setFixedWidth(max(NAV_LEAST, min(NAV_MOST, widest + 26)))  # the row's padding, 10 px a side
        self._mnemonic(widget, title)
        if self.nav.currentRow() < 0:
            self.nav.setCurrentRow(0)
        return index

    def count(self) -> int:
        return self.pages.count()

    def indexOf(self, widget: QWidget) -> int:  # noqa: N802 - QTabWidget's name
        return self.pages.indexOf(widget)

    def widget(self, index: int) -> QWidget | None:
        return self.pages.widget(index)

    def tabText(self, index: int) -> str:  # noqa: N802 - QTabWidget's name
        return self._titles[index]

    def currentIndex(self) -> int:  # noqa: N802 - QTabWidget's name
        return self.pages.currentIndex()

    def currentWidget(self) -> QWidget | None:  # noqa: N802 - QTabWidget's name
        return self.pages.currentWidget()

    def setCurrentIndex(self, index: int) -> None:  # noqa: N802 - QTabWidget's name
        self.nav.setCurrentRow(index)

    def setCurrentWidget(self, widget: QWidget) -> None:  # noqa: N802 - QTabWidget's name
        index = self.indexOf(widget)
        if index >= 0:
            self.setCurrentIndex(index)

    def _show(self, row: int) -> None:
        if 0 <= row < self.count():
            self.pages.setCurrentIndex(row)

    def _step(self, step: int) -> None:
        if self.count():
            self.setCurrentIndex((self.currentIndex() + step) % self.count())

    def _mnemonic(self, widget: QWidget, title: str) -> None:
        letter = _mnemonic_letter(title)
        if letter:
            shortcut = QShortcut(QKeySequence(f"Alt+{letter}"), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(lambda: self.setCurrentWidget(widget))
            self._mnemonics.append(shortcut)


def _without_mnemonic(title: str) -> str:
    return title.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _mnemonic_letter(title: str) -> str:
    at = title.replace("&&", "").find("&")
    plain = title.replace("&&", "")
    return plain[at + 1].upper() if 0 <= at < len(plain) - 1 else ""
