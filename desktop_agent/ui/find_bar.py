"""Find in the conversation (Ctrl+F): every match highlighted, the current one stronger and scrolled into
view, "n of m", Enter / Shift+Enter for the next and previous, Esc to close. It follows the conversation
as it changes (a streaming answer, another session) and searches again shortly after.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QColor, QKeyEvent, QPalette, QTextCharFormat, QTextCursor, QTextDocument
from PySide6.QtWidgets import QBoxLayout, QHBoxLayout, QLabel, QLineEdit, QTextEdit, QToolButton, QWidget

SEARCH_DELAY_MS = 150
MAX_MATCHES = 2000
"""Highlights beyond this are not drawn (the count says so)."""


class FindBar(QWidget):
    def __init__(self, view: QTextEdit) -> None:
        super().__init__()
        self._view = view
        self._matches: list[QTextCursor] = []
        self._current = -1
        self.setAccessibleName(QCoreApplication.translate("FindBar", "Find in conversation"))
        self.query = QLineEdit()
        self.query.setPlaceholderText(QCoreApplication.translate("FindBar", "Find in conversation"))
        self.query.setAccessibleName(QCoreApplication.translate("FindBar", "Find in conversation"))
        self.query.setClearButtonEnabled(True)
        self.count = QLabel()
        self.count.setAccessibleName(QCoreApplication.translate("FindBar", "Matches"))
        self.count.setMinimumWidth(70)
        self.previous_button = self._button(
            "chevron-up", "‹", QCoreApplication.translate("FindBar", "Previous match (Shift+Enter)")
        )
        self.next_button = self._button(
            "chevron-down", "›", QCoreApplication.translate("FindBar", "Next match (Enter)")
        )
        self.close_button = self._button("x", "✕", QCoreApplication.translate("FindBar", "Close (Esc)"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 6)
        for widget in (self.query, self.count, self.previous_button, self.next_button, self.close_button):
            layout.addWidget(widget)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(SEARCH_DELAY_MS)
        self._timer.timeout.connect(self.search)
        self.query.textChanged.connect(lambda _text: self._timer.start())
        self.previous_button.clicked.connect(lambda: self.step(-1))
        self.next_button.clicked.connect(lambda: self.step(1))
        self.close_button.clicked.connect(self.close_bar)
        self.query.installEventFilter(self)
        self._watched: QTextDocument | None = None
        self.hide()

    def _button(self, icon_name: str, text: str, tip: str) -> QToolButton:
        from desktop_agent.ui import icons

        button = QToolButton()
        button.setAutoRaise(True)
        image = icons.icon(icon_name, size=16)
        if image.isNull():
            button.setText(text)
        else:
            button.setIcon(image)
        button.setToolTip(tip)
        button.setAccessibleName(tip.split(" (")[0])
        return button

    def set_view(self, view: QTextEdit) -> None:
        """Search another view (the conversation view replaces its stand-in)."""
        self._clear()
        self._view = view

    def open(self) -> None:
        """Show, focus, and select what was searched last (typing replaces it)."""
        self.show()
        self.query.setFocus()
        self.query.selectAll()
        self._watch()
        if self.query.text():
            self.search()

    def close_bar(self) -> None:
        self._clear()
        self.hide()
        self._view.setFocus()

    def _watch(self) -> None:
        document = self._view.document()
        if self._watched is not document:
            if self._watched is not None:
                self._watched.contentsChanged.disconnect(self._changed)
            document.contentsChanged.connect(self._changed)
            self._watched = document

    def _changed(self) -> None:
        if self.isVisible() and self.query.text():
            self._timer.start()

    def search(self) -> None:
        self._timer.stop()
        self._watch()
        text = self.query.text()
        self._matches = []
        if text:
            document = self._view.document()
            cursor = document.find(text)
            while not cursor.isNull() and len(self._matches) < MAX_MATCHES:
                self._matches.append(cursor)
                cursor = document.find(text, cursor)
        self._current = 0 if self._matches else -1
        self._show(scroll=True)

    def step(self, direction: int) -> None:
        if not self._matches:
            return
        self._current = (self._current + direction) % len(self._matches)
        self._show(scroll=True)

    def _show(self, *, scroll: bool) -> None:
        palette = self._view.palette()
        soft = QColor(palette.color(QPalette.ColorRole.Highlight))
        soft.setAlphaF(0.25)
        strong = QColor(palette.color(QPalette.ColorRole.Highlight))
        selections = []
        for n, cursor in enumerate(self._matches):
            selection = QTextEdit.ExtraSelection()
            selection.cursor = cursor
            fmt = QTextCharFormat()
            fmt.setBackground(strong if n == self._current else soft)
            if n == self._current:
                fmt.setForeground(palette.color(QPalette.ColorRole.HighlightedText))
            selection.format = fmt
            selections.append(selection)
        self._view.setExtraSelections(selections)
        if not self.query.text():
            self.count.setText("")
        elif not self._matches:
            self.count.setText(QCoreApplication.translate("FindBar", "No matches"))
        else:
            more = "+" if len(self._matches) >= MAX_MATCHES else ""
            self.count.setText(
                QCoreApplication.translate("FindBar", "{n} of {m}").format(
                    n=self._current + 1, m=f"{len(self._matches)}{more}"
                )
            )
        if scroll and 0 <= self._current < len(self._matches):
            rect = self._view.cursorRect(self._matches[self._current])
            bar = self._view.verticalScrollBar()
            if not self._view.viewport().rect().contains(rect):
                bar.setValue(bar.value() + rect.center().y() - self._view.viewport().height() // 2)

    def _clear(self) -> None:
        self._timer.stop()
        self._matches = []
        self._current = -1
        self._view.setExtraSelections([])
        self.count.setText("")

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.query and isinstance(event, QKeyEvent):
            key = event.key()
            if event.type() == QEvent.Type.ShortcutOverride and key == Qt.Key.Key_Escape:
                event.accept()  # Esc closes the bar here; it does not stop the running answer
                return True
            if event.type() == QEvent.Type.KeyPress:
                if key == Qt.Key.Key_Escape:
                    self.close_bar()
                    return True
                if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                    if self._timer.isActive():
                        self.search()
                    else:
                        shift = event.modifiers() & Qt.KeyboardModifier.ShiftModifier
                        self.step(-1 if shift else 1)
                    return True
        return False


def find_bar_over(bar: FindBar | None, view: QTextEdit, layout: QBoxLayout) -> FindBar:
    """Ctrl+F: the find bar above `view` in `layout` (made the first time), open."""
    if bar is None:
        bar = FindBar(view)
        layout.insertWidget(layout.indexOf(view), bar)
    bar.open()
    return bar
