"""What a numbered citation stands for: the file at the cited lines (read from the file now, the passage
highlighted), the passage of a PDF page, or the start of a web page the model read; with a button that
opens the document (at its page) or the page in the person's own programs.

A document opens only when it is a kind that shows rather than runs (a PDF, a text or office document);
anything else can be looked at here and found in its folder, never started by a click in an answer.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtGui import QColor, QDesktopServices, QTextCharFormat, QTextCursor, QTextFormat
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from desktop_agent.domain.citations import Source
from desktop_agent.domain.display import visible

log = logging.getLogger(__name__)

SHOWS_ONLY = frozenset(
    {".pdf", ".md", ".markdown", ".txt", ".rst", ".html", ".htm", ".docx", ".odt", ".csv", ".json", ".log"}
)
"""Kinds of document the system opens in a viewer or an editor, never runs."""
MOST_BYTES = 8 << 20
"""A text file larger than this is not read to show the cited lines (the passage alone is shown)."""
AROUND = 12
"""Lines shown before and after the cited ones."""


def show_source(parent: QWidget, source: Source) -> QDialog:
    dialog = CitationDialog(source, parent)
    dialog.open()
    return dialog


class CitationDialog(QDialog):
    def __init__(self, source: Source, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.source = source
        self.setWindowTitle(self.tr("Cited source"))
        self.resize(680, 480)
        self.where = QLabel(visible(_home_short(source.where) if source.kind == "kb" else source.where))
        self.where.setWordWrap(True)
        self.where.setTextFormat(self.where.textFormat().PlainText)
        self.where.setAccessibleName(self.tr("Where the passage is"))
        self.note = QLabel("")
        self.note.setWordWrap(True)
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setAccessibleName(self.tr("Cited passage"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.open_button: QPushButton | None = None
        if source.kind == "web" and source.url.startswith(("https://", "http://")):
            self.open_button = buttons.addButton(
                self.tr("Open the page"), QDialogButtonBox.ButtonRole.ActionRole
            )
        elif source.kind == "kb" and Path(source.path).suffix.lower() in SHOWS_ONLY:
            label = (
                self.tr("Open at page {n}").format(n=source.page)
                if source.page is not None
                else self.tr("Open the document")
            )
            self.open_button = buttons.addButton(label, QDialogButtonBox.ButtonRole.ActionRole)
        if self.open_button is not None:
            self.open_button.clicked.connect(self.open_document)
        layout = QVBoxLayout(self)
        layout.addWidget(self.where)
        layout.addWidget(self.note)
        layout.addWidget(self.text, 1)
        layout.addWidget(buttons)
        self._fill()

    def _fill(self) -> None:
        source = self.source
        self.note.setVisible(False)
        if source.kind == "kb" and source.line_start is not None:
            lines = _read_lines(Path(source.path))
            if lines is not None and source.line_start <= len(lines):
                first = max(1, source.line_start - AROUND)
                last = min(len(lines), (source.line_end or source.line_start) + AROUND)
                self.text.setPlainText(visible("".join(lines[first - 1 : last])))
                self._highlight(source.line_start - first, (source.line_end or source.line_start) - first)
                return
            self._say(
                self.tr("The file has changed or is gone: this is the passage as the model was given it.")
            )
        self.text.setPlainText(visible(source.text))

    def _say(self, text: str) -> None:
        self.note.setText(text)
        self.note.setVisible(True)

    def _highlight(self, first: int, last: int) -> None:
        """The cited lines (0-based within what is shown) marked, and scrolled to."""
        document = self.text.document()
        start = QTextCursor(document.findBlockByNumber(first))
        end = document.findBlockByNumber(min(last, document.blockCount() - 1))
        start.setPosition(end.position() + max(0, end.length() - 1), QTextCursor.MoveMode.KeepAnchor)
        marked = QTextEdit.ExtraSelection()
        marked.cursor = start
        fmt = QTextCharFormat()
        fmt.setBackground(QColor(255, 214, 102, 90))
        fmt.setProperty(QTextFormat.Property.FullWidthSelection, True)
        marked.format = fmt
        self.text.setExtraSelections([marked])
        self.text.setTextCursor(QTextCursor(document.findBlockByNumber(first)))
        self.text.centerCursor()

    def open_document(self) -> None:
        source = self.source
        if source.kind == "web":
            QDesktopServices.openUrl(QUrl(source.url))
            return
        path = Path(source.path)
        if not path.is_file():
            self._say(self.tr("{path} is no longer there.").format(path=source.path))
            return
        url = QUrl.fromLocalFile(str(path))
        if source.page is not None:
            url.setFragment(f"page={source.page}")  # PDF viewers that read it open at the page
        QDesktopServices.openUrl(url)


def _home_short(where: str) -> str:
    """A path in the home folder shown from `~`, as people know it."""
    home = str(Path.home())
    return "~" + where[len(home) :] if home != "/" and where.startswith(home + "/") else where


def _read_lines(path: Path) -> list[str] | None:
    try:
        if not path.is_file() or path.stat().st_size > MOST_BYTES:
            return None
        return path.read_text(encoding="utf-8", errors="replace").splitlines(keepends=True)
    except OSError as exc:
        log.info("Could not read %s to show a citation: %s", path, exc)
        return None
