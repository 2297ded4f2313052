"""A unified diff as people read it in the approval dialog: the file's name as a header, a gutter with the
old and new line numbers, added and removed rows tinted green and red (derived from the palette's Base
colour, so they read in light and dark themes alike), and none of the `---`/`+++` header lines.

Everything in it is the model's (or the file's) text: it is shown as plain text, hidden characters by name.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from typing import Literal

from PySide6.QtCore import QEvent, QRect, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFontDatabase,
    QPainter,
    QPaintEvent,
    QPalette,
    QResizeEvent,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
)
from PySide6.QtWidgets import QPlainTextEdit, QWidget

from desktop_agent.domain.display import visible

log = logging.getLogger(__name__)

RowKind = Literal["context", "added", "removed", "hunk", "note"]
_HUNK = re.compile(r"^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@ ?(.*)$")
ADDED, REMOVED = QColor("#2e7d32"), QColor("#c62828")


@dataclass(frozen=True, slots=True)
class DiffRow:
    kind: RowKind
    text: str
    old: int | None = None
    new: int | None = None


@dataclass(frozen=True, slots=True)
class ParsedDiff:
    rows: tuple[DiffRow, ...]
    old_name: str | None
    """The file before (None: it did not exist, `/dev/null`)."""
    new_name: str | None
    """The file after (None: it is deleted)."""

    @property
    def name(self) -> str:
        return self.new_name or self.old_name or ""

    @property
    def added(self) -> int:
        return sum(row.kind == "added" for row in self.rows)

    @property
    def removed(self) -> int:
        return sum(row.kind == "removed" for row in self.rows)


def _file_name(header: str) -> str | None:
    name = header[4:].split("\t", 1)[0].strip()
    if name == "/dev/null":
        return None
    return name[2:] if name.startswith(("a/", "b/")) else name


def parse_diff(text: str) -> ParsedDiff:
    """A unified diff's rows with their line numbers; the `---`/`+++` lines become the file's names."""
    rows: list[DiffRow] = []
    old_name: str | None = None
    new_name: str | None = None
    headers = 0
    old = new = 0
    in_hunk = False
    for line in text.split("\n"):
        if not in_hunk and line.startswith("--- "):
            old_name, headers = _file_name(line), headers | 1
            continue
        if not in_hunk and line.startswith("+++ "):
            new_name, headers = _file_name(line), headers | 2
            continue
        hunk = _HUNK.match(line)
        if hunk is not None:
            old, new, in_hunk = int(hunk.group(1)), int(hunk.group(2)), True
            if rows:  # lines left out between two hunks
                rows.append(DiffRow("hunk", "⋯ " + hunk.group(3) if hunk.group(3) else "⋯"))
            continue
        if in_hunk and line.startswith("+"):
            rows.append(DiffRow("added", line, new=new))
            new += 1
        elif in_hunk and line.startswith("-"):
            rows.append(DiffRow("removed", line, old=old))
            old += 1
        elif in_hunk and line.startswith(" "):
            rows.append(DiffRow("context", line, old=old, new=new))
            old, new = old + 1, new + 1
        elif line.startswith(("---", "+++")) and in_hunk and not line[3:4].strip():
            in_hunk = False  # the next file's header
            old_name = _file_name(line) if line.startswith("---") else old_name
        elif line:
            rows.append(DiffRow("note", line))
    while rows and rows[-1].kind == "note" and not rows[-1].text:
        rows.pop()
    if headers != 3:  # no file header: the names are unknown
        old_name = new_name = old_name or new_name
    return ParsedDiff(tuple(rows), old_name, new_name)


def mix(base: QColor, tint: QColor, amount: float) -> QColor:
    """`base` moved `amount` (0..1) of the way towards `tint`, opaque."""
    return QColor(
        round(base.red() + (tint.red() - base.red()) * amount),
        round(base.green() + (tint.green() - base.green()) * amount),
        round(base.blue() + (tint.blue() - base.blue()) * amount),
    )


def is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Base).lightness() < 128


def row_background(palette: QPalette, kind: RowKind, *, gutter: bool = False) -> QColor | None:
    """The tint of an added or removed row (a little stronger in the gutter), from the palette's Base."""
    if kind not in ("added", "removed"):
        return None
    amount = (0.30 if is_dark(palette) else 0.16) * (1.4 if gutter else 1.0)
    return mix(palette.color(QPalette.ColorRole.Base), ADDED if kind == "added" else REMOVED, amount)


def gutter_text(palette: QPalette) -> QColor:
    """Line numbers: quieter than the text, still 4.5:1 on the gutter's tints."""
    return mix(palette.color(QPalette.ColorRole.Text), palette.color(QPalette.ColorRole.Base), 0.25)


class _Gutter(QWidget):
    def __init__(self, view: DiffView) -> None:
        super().__init__(view)
        self._view = view

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(self._view.gutter_width(), 0)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        self._view.paint_gutter(self, event)


class FittedView(QPlainTextEdit):
    """Read-only monospace text as tall as its lines (from `least` up to `most`), then it scrolls."""

    def __init__(self, text: str, name: str, *, least: int = 3, most: int = 18) -> None:
        super().__init__()
        self.setReadOnly(True)
        self.setAccessibleName(name)
        self.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.setPlainText(text)
        self._least, self._most = least, most

    def _height(self, lines: int) -> int:
        margins = self.contentsMargins()
        text = lines * self.fontMetrics().lineSpacing() + 2 * round(self.document().documentMargin())
        return text + margins.top() + margins.bottom() + 4

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        lines = min(max(self.document().blockCount(), self._least), self._most)
        return QSize(super().sizeHint().width(), self._height(lines))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        lines = min(self.document().blockCount(), self._least)
        return QSize(super().minimumSizeHint().width(), self._height(max(lines, 2)))


class DiffView(FittedView):
    """A read-only diff with a gutter of old | new line numbers and tinted added and removed rows."""

    def __init__(self, diff: ParsedDiff, name: str) -> None:
        super().__init__("\n".join(visible(row.text).expandtabs(4) for row in diff.rows), name, most=22)
        self.diff = diff
        self._gutter = _Gutter(self)
        digits = max((len(str(n)) for r in diff.rows for n in (r.old, r.new) if n is not None), default=1)
        self._digits = max(digits, 2)
        self._paint_rows()
        self.updateRequest.connect(self._scrolled)
        self.setViewportMargins(self.gutter_width(), 0, 0, 0)

    def row_numbers(self) -> list[tuple[int | None, int | None]]:
        """(old, new) line numbers per shown row, as the gutter shows them."""
        return [(row.old, row.new) for row in self.diff.rows]

    def gutter_width(self) -> int:
        return self.fontMetrics().horizontalAdvance("9") * (2 * self._digits + 3) + 8

    def _paint_rows(self) -> None:
        palette = self.palette()
        dim = QTextCharFormat()
        dim.setForeground(gutter_text(palette))
        cursor = QTextCursor(self.document())
        block = self.document().firstBlock()
        for row in self.diff.rows:
            if not block.isValid():
                break
            cursor.setPosition(block.position())
            fmt = QTextBlockFormat()
            background = row_background(palette, row.kind)
            if background is not None:
                fmt.setBackground(background)
            cursor.setBlockFormat(fmt)
            if row.kind in ("hunk", "note"):
                cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
                cursor.setCharFormat(dim)
            block = block.next()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._paint_rows()  # a theme switch: tints from the new Base colour

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        area = self.contentsRect()
        self._gutter.setGeometry(QRect(area.left(), area.top(), self.gutter_width(), area.height()))

    def _scrolled(self, rect: QRect, dy: int) -> None:
        if dy:
            self._gutter.scroll(0, dy)
        else:
            self._gutter.update(0, rect.y(), self._gutter.width(), rect.height())

    def paint_gutter(self, gutter: QWidget, event: QPaintEvent) -> None:
        palette = self.palette()
        painter = QPainter(gutter)
        painter.fillRect(
            event.rect(), mix(palette.color(QPalette.ColorRole.Base), gutter_text(palette), 0.06)
        )
        painter.setFont(self.font())
        advance = self.fontMetrics().horizontalAdvance("9")
        column = advance * (self._digits + 1)
        block = self.firstVisibleBlock()
        top = round(self.blockBoundingGeometry(block).translated(self.contentOffset()).top())
        while block.isValid() and top <= event.rect().bottom():
            height = round(self.blockBoundingRect(block).height())
            number = block.blockNumber()
            if block.isVisible() and number < len(self.diff.rows):
                row = self.diff.rows[number]
                tint = row_background(palette, row.kind, gutter=True)
                if tint is not None:
                    painter.fillRect(0, top, gutter.width(), height, tint)
                painter.setPen(gutter_text(palette))
                for i, value in enumerate((row.old, row.new)):
                    if value is not None:
                        painter.drawText(
                            4 + i * column,
                            top,
                            column - advance // 2,
                            height,
                            int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                            str(value),
                        )
            top += height
            block = block.next()
        painter.end()
