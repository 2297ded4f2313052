"""Tables in the chat: horizontal rules only (a firmer one under the header row), room in the cells, and
column widths that keep each cell's words whole (`fit_columns`).

`style_tables` runs once per rendered block of Markdown, after the edit that made the table has ended;
`fit_tables` when the column's width changes.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QTextBoundaryFinder
from PySide6.QtGui import (
    QFontMetricsF,
    QPalette,
    QTextBlock,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFrameFormat,
    QTextLength,
    QTextTable,
)

from desktop_agent.ui.chat_text import mixed
from desktop_agent.ui.chat_type import (
    CELL_LINE_HEIGHT,
    CELL_PADDING_X,
    CELL_PADDING_Y,
    TABLE_SCALE,
    body_points,
)

_CELL = QTextBlockFormat()
_CELL.setLineHeight(CELL_LINE_HEIGHT, QTextBlockFormat.LineHeightTypes.ProportionalHeight.value)
_CELL.setTopMargin(0)
_CELL.setBottomMargin(0)
RULE = 1.0
HEADER_RULE = 1.5
"""The header row's line under it, thicker than the rules between rows."""


def style_tables(document: QTextDocument, start: int, end: int, palette: QPalette) -> None:
    """The tables of document[start:end] in the chat's style (once the edit that made them has ended: only
    then does a block know its table)."""
    seen: set[int] = set()
    block = document.findBlock(start)
    while block.isValid() and block.position() <= end:
        table = QTextCursor(block).currentTable()
        if table is not None and table.firstPosition() not in seen:
            seen.add(table.firstPosition())
            edit = QTextCursor(document)
            edit.beginEditBlock()  # its cells styled as one change: the document is laid out once
            _style_table(table, document, palette)
            edit.endEditBlock()
            fit_columns(table, document)
        block = block.next()


def _style_table(table: QTextTable, document: QTextDocument, palette: QPalette) -> None:
    """No grid: a hairline under every row, a firmer one under the header row (bold, as Markdown's
    import makes it), room in the cells; the table as wide as its text needs (`fit_columns`)."""
    fmt = table.format()
    fmt.setBorder(0)
    fmt.setBorderStyle(QTextFrameFormat.BorderStyle.BorderStyle_None)
    fmt.setBorderCollapse(True)
    fmt.setCellPadding(0)
    fmt.setCellSpacing(0)
    fmt.setTopMargin(6)
    fmt.setBottomMargin(14)
    table.setFormat(fmt)
    rule, header_rule = mixed(palette, 0.14), mixed(palette, 0.38)  # opaque: borders ignore alpha
    last = table.rows() - 1
    size = QTextCharFormat()
    size.setFontPointSize(round(body_points(document) * TABLE_SCALE, 2))
    for row in range(table.rows()):
        for column in range(table.columns()):
            cell = table.cellAt(row, column)
            cell_format = cell.format().toTableCellFormat()
            cell_format.setLeftBorder(0)
            cell_format.setRightBorder(0)
            cell_format.setTopBorder(0)
            cell_format.setBottomBorder(HEADER_RULE if row == 0 else (0 if row == last else RULE))
            cell_format.setBottomBorderBrush(header_rule if row == 0 else rule)
            cell_format.setBorderStyle(QTextFrameFormat.BorderStyle.BorderStyle_Solid)
            cell_format.setLeftPadding(CELL_PADDING_X if column else 2)
            cell_format.setRightPadding(CELL_PADDING_X)
            cell_format.setTopPadding(CELL_PADDING_Y)
            cell_format.setBottomPadding(CELL_PADDING_Y)
            cell.setFormat(cell_format)
            cursor = cell.firstCursorPosition()
            cursor.setPosition(cell.lastCursorPosition().position(), QTextCursor.MoveMode.KeepAnchor)
            cursor.mergeBlockFormat(_CELL)
            cursor.mergeCharFormat(size)


CELL_ROOM = 2 * CELL_PADDING_X + 4
"""A cell's width beyond its text: its padding, its borders and a little slack for rounding."""
BREAKOUT_INSET = 8
"""A table may reach into the margins beside the column only from text this close to the column's edge
(an answer's, not the person's bubble)."""


def fit_tables(document: QTextDocument) -> None:
    """Every table's columns fitted again (`fit_columns`): the column's width has changed."""
    frames = [document.rootFrame()]
    while frames:
        frame = frames.pop()
        if isinstance(frame, QTextTable):
            fit_columns(frame, document)
        else:
            frames.extend(frame.childFrames())


def fit_columns(table: QTextTable, document: QTextDocument) -> None:
    """Column widths that keep each cell's words whole when they can all fit: each column gets its longest
    word, and the room left goes to the columns whose text is longest (as a browser lays out a table). Qt
    alone may give a column less than its longest word and split it ("created_a|t"). A table whose words
    do not fit the reading column reaches into the margins beside it, as far as they go; when even that is
    not enough, only the columns with the longest words get less (those words break, every other column
    keeps its own whole)."""
    layout = document.documentLayout()  # not table.document(): its wrapper would take the document along
    parent = table.parentFrame()
    area = layout.frameBoundingRect(parent)
    available = area.width() - 2 * parent.frameFormat().padding()
    columns = table.columns()
    least, most = [0.0] * columns, [0.0] * columns
    for row in range(table.rows()):
        for column in range(columns):
            cell = table.cellAt(row, column)
            if cell.columnSpan() > 1:
                continue
            word, line = _cell_widths(cell.firstCursorPosition().block(), cell.lastPosition())
            least[column] = max(least[column], word + CELL_ROOM)
            most[column] = max(most[column], line + CELL_ROOM)
    side = document.rootFrame().frameFormat().leftMargin()
    out = 0.0  # how far into each margin beside the column
    if sum(least) > available and area.left() - side <= BREAKOUT_INSET:
        out = float(min(side, math.ceil((sum(least) - available) / 2) + 1))
    width = available + 2 * out
    fitted: list[float] = []
    if sum(least) <= width < sum(most):
        spare, wanting = width - sum(least), sum(most) - sum(least)
        fitted = [lo + spare * (hi - lo) / wanting for lo, hi in zip(least, most, strict=True)]
    elif sum(least) > width > 0:  # only the longest words break: every column narrower keeps its own
        cap = _cap(least, width)
        fitted = [min(w, cap) for w in least]
    widths = [QTextLength(QTextLength.Type.PercentageLength, 100 * w / width) for w in fitted]
    fmt = table.format()
    before = [(w.type(), round(w.rawValue(), 3)) for w in fmt.columnWidthConstraints()]
    if before != [(w.type(), round(w.rawValue(), 3)) for w in widths] or fmt.leftMargin() != -out:
        fmt.setColumnWidthConstraints(widths)
        fmt.setLeftMargin(-out)
        fmt.setRightMargin(-out)
        table.setFormat(fmt)


def _cap(widths: list[float], total: float) -> float:
    """The width `c` at which the widths, each cut down to at most `c`, add up to `total`."""
    ordered = sorted(widths)
    below = 0.0
    for n, width in enumerate(ordered):
        cap = (total - below) / (len(ordered) - n)
        if cap <= width:
            return cap
        below += width
    return ordered[-1] if ordered else total


def _cell_widths(block: QTextBlock, last: int) -> tuple[float, float]:
    """The widest word (what cannot be broken) and the widest line of a cell's text, in pixels."""
    widest_word = widest_line = 0.0
    while block.isValid() and block.position() <= last:
        word = line = 0.0
        fragments = block.begin()
        while not fragments.atEnd():
            fragment = fragments.fragment()
            fragments += 1
            if not fragment.isValid():
                continue
            metrics = QFontMetricsF(fragment.charFormat().font())
            text = fragment.text()
            line += metrics.horizontalAdvance(text)
            for piece, breaks in _unbreakable(text):
                word += metrics.horizontalAdvance(piece.rstrip())
                widest_word = max(widest_word, word)
                if breaks:
                    word = 0.0
        widest_line = max(widest_line, line)
        block = block.next()
    return widest_word, widest_line


def _unbreakable(text: str) -> list[tuple[str, bool]]:
    """`text` cut where a line may break (Unicode's rules, as Qt wraps): each piece, and whether a line
    may break after it (not after the last: the next fragment may go on with the same word)."""
    finder = QTextBoundaryFinder(QTextBoundaryFinder.BoundaryType.Line, text)
    units = text.encode("utf-16-le")
    pieces, start = [], 0
    while (end := finder.toNextBoundary()) != -1:
        if end > start:
            piece = units[2 * start : 2 * end].decode("utf-16-le", errors="replace")
            pieces.append((piece, end < len(units) // 2 or piece[-1:].isspace()))
        start = end
    return pieces
