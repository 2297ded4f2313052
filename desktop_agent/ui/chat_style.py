"""How written Markdown looks beyond what Qt's import gives it: inline code on a soft background in the
system's monospace font, block quotes indented and drawn with a bar, and what is painted behind the text
(the bars, the person's message bubbles).

`style_spans` changes formats only (the text stays) and runs once per rendered block of Markdown, never per
token; `paint_behind` paints only what is in view.
"""

from __future__ import annotations

import base64
import math
from collections.abc import Iterable

from PySide6.QtCore import QDate, QDateTime, QLocale, QRectF, Qt, QTextBoundaryFinder
from PySide6.QtGui import (
    QColor,
    QFontDatabase,
    QFontMetricsF,
    QImage,
    QPainter,
    QPalette,
    QPen,
    QTextBlock,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
    QTextFrameFormat,
    QTextLength,
    QTextTable,
)

from desktop_agent.ui.chat_text import CODE_FENCE, CODE_LANGUAGE, dim_color, is_dark

QUOTE_LEVEL = QTextFormat.Property.BlockQuoteLevel
QUOTE_INDENT = 18
"""Pixels per level of a block quote; the bar sits in the first few."""
BUBBLE_RADIUS = 14.0
PARAGRAPH_SPACING = 8
HEADING = QTextFormat.Property.HeadingLevel
TABLE_PADDING = 6


def code_background(palette: QPalette) -> QColor:
    """The soft background of code, inline and in blocks, for light and dark themes alike."""
    color = QColor(palette.color(QPalette.ColorRole.Text))
    color.setAlphaF(0.07 if not is_dark(palette) else 0.11)
    return color


def mixed(palette: QPalette, amount: float) -> QColor:
    """The text colour laid over the base colour at `amount`, as one opaque colour."""
    base = QColor(palette.color(QPalette.ColorRole.Base))
    text = QColor(palette.color(QPalette.ColorRole.Text))
    return QColor.fromRgbF(
        base.redF() + (text.redF() - base.redF()) * amount,
        base.greenF() + (text.greenF() - base.greenF()) * amount,
        base.blueF() + (text.blueF() - base.blueF()) * amount,
    )


def bubble_color(palette: QPalette) -> QColor:
    """The person's messages: a tint of the accent colour on the window's base."""
    base = QColor(palette.color(QPalette.ColorRole.Base))
    accent = QColor(palette.color(QPalette.ColorRole.Highlight))
    mix = 0.10 if not is_dark(palette) else 0.22
    return QColor.fromRgbF(
        base.redF() * (1 - mix) + accent.redF() * mix,
        base.greenF() * (1 - mix) + accent.greenF() * mix,
        base.blueF() * (1 - mix) + accent.blueF() * mix,
    )


MAX_IMAGE_BYTES = 8 * 1024 * 1024
_IMAGE_TYPES = ("image/png", "image/jpeg", "image/gif", "image/webp", "image/bmp")


def data_image(uri: str) -> QImage | None:
    """The image of a `data:image/...;base64,` URI in an answer (size capped), else None."""
    head, sep, payload = uri.partition(",")
    kind = head.removeprefix("data:").split(";")
    if not sep or kind[0].lower() not in _IMAGE_TYPES or "base64" not in kind[1:]:
        return None
    if len(payload) > MAX_IMAGE_BYTES * 4 // 3 + 4:
        return None
    try:
        data = base64.b64decode(payload, validate=False)
    except ValueError:
        return None
    image = QImage.fromData(data)
    return None if image.isNull() else image


def when(seconds: float) -> str:
    """A message's time as the person's locale writes it: the time today, the date and time before."""
    moment = QDateTime.fromMSecsSinceEpoch(round(seconds * 1000))
    locale = QLocale()
    if moment.date() == QDate.currentDate():
        return locale.toString(moment.time(), QLocale.FormatType.ShortFormat)
    return locale.toString(moment, QLocale.FormatType.ShortFormat)


def _quote_level(block: QTextBlock) -> int:
    level = block.blockFormat().property(QUOTE_LEVEL)
    return int(level) if isinstance(level, int) else 0


def style_spans(document: QTextDocument, start: int, end: int, palette: QPalette) -> None:
    """Inline code and block quotes in document[start:end], as the chat shows them."""
    mono = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont).families()
    code = QTextCharFormat()
    code.setBackground(code_background(palette))
    code.setFontFamilies(mono)
    quoted = QTextCharFormat()
    quoted.setForeground(dim_color(palette, 0.78))
    cursor = QTextCursor(document)
    block = document.findBlock(start)
    while block.isValid() and block.position() <= end:
        fmt = block.blockFormat()
        if fmt.hasProperty(CODE_FENCE) or fmt.hasProperty(CODE_LANGUAGE):
            block = block.next()
            continue
        if fmt.bottomMargin() == 0 and block.textList() is None and not fmt.hasProperty(HEADING):
            spaced = QTextBlockFormat()  # room between paragraphs, as in any page
            spaced.setBottomMargin(PARAGRAPH_SPACING)
            cursor.setPosition(block.position())
            cursor.mergeBlockFormat(spaced)
        level = _quote_level(block)
        if level:
            indent = QTextBlockFormat()
            indent.setLeftMargin(level * QUOTE_INDENT)
            cursor.setPosition(block.position())
            cursor.mergeBlockFormat(indent)
            for position, length in _not_links(block):  # a link in a quote still looks like one
                cursor.setPosition(position)
                cursor.setPosition(position + length, QTextCursor.MoveMode.KeepAnchor)
                cursor.mergeCharFormat(quoted)
        spans = []
        fragments = block.begin()
        while not fragments.atEnd():
            fragment = fragments.fragment()
            if fragment.isValid() and fragment.charFormat().fontFixedPitch():
                spans.append((fragment.position(), fragment.length()))
            elif fragment.isValid() and fragment.charFormat().isImageFormat():
                _place_formula(cursor, fragment.position(), fragment.charFormat())
            fragments += 1
        for position, length in spans:
            cursor.setPosition(position)
            cursor.setPosition(position + length, QTextCursor.MoveMode.KeepAnchor)
            cursor.mergeCharFormat(code)
        block = block.next()


def _not_links(block: QTextBlock) -> list[tuple[int, int]]:
    """(position, length) of each run of the block's text that is not a link."""
    runs = []
    fragments = block.begin()
    while not fragments.atEnd():
        fragment = fragments.fragment()
        if fragment.isValid() and not fragment.charFormat().isAnchor():
            runs.append((fragment.position(), fragment.length()))
        fragments += 1
    return runs


def style_tables(document: QTextDocument, start: int, end: int, palette: QPalette) -> None:
    """The tables of document[start:end] in the chat's style (once the edit that made them has ended: only
    then does a block know its table)."""
    seen: set[int] = set()
    block = document.findBlock(start)
    while block.isValid() and block.position() <= end:
        table = QTextCursor(block).currentTable()
        if table is not None and table.firstPosition() not in seen:
            seen.add(table.firstPosition())
            _style_table(table, palette)
            fit_columns(table, document)
        block = block.next()


def _style_table(table: QTextTable, palette: QPalette) -> None:
    """Hairline borders in the theme's colour, room in the cells, the header row shaded."""
    fmt = table.format()
    fmt.setBorder(1)
    fmt.setBorderBrush(mixed(palette, 0.22))  # opaque: a table's border is drawn without a brush's alpha
    fmt.setBorderStyle(QTextFrameFormat.BorderStyle.BorderStyle_Solid)
    fmt.setBorderCollapse(True)
    fmt.setCellPadding(TABLE_PADDING)
    fmt.setCellSpacing(0)
    fmt.setTopMargin(4)
    fmt.setBottomMargin(10)
    table.setFormat(fmt)
    edge, shade = mixed(palette, 0.22), code_background(palette)
    for row in range(table.rows()):  # the inner lines are the cells' own; the header row shaded
        for column in range(table.columns()):
            cell = table.cellAt(row, column)
            cell_format = cell.format().toTableCellFormat()
            cell_format.setBorder(1)
            cell_format.setBorderBrush(edge)
            cell_format.setBorderStyle(QTextFrameFormat.BorderStyle.BorderStyle_Solid)
            if row == 0:
                cell_format.setBackground(shade)
            cell.setFormat(cell_format)


CELL_ROOM = 2 * TABLE_PADDING + 4
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


def _place_formula(cursor: QTextCursor, position: int, fmt: QTextCharFormat) -> None:
    """A formula in a line sits on its middle; one on its own (display math) is centred."""
    name = fmt.toImageFormat().name()
    if not name.startswith("math:"):
        return
    if name.startswith("math:d/"):
        centred = QTextBlockFormat()
        centred.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        cursor.setPosition(position)
        cursor.mergeBlockFormat(centred)
        return
    middle = QTextCharFormat()
    middle.setVerticalAlignment(QTextCharFormat.VerticalAlignment.AlignMiddle)
    cursor.setPosition(position)
    cursor.setPosition(position + 1, QTextCursor.MoveMode.KeepAnchor)
    cursor.mergeCharFormat(middle)


def visible_blocks(document: QTextDocument, first: QTextBlock, bottom: float) -> Iterable[QTextBlock]:
    """Blocks from `first` down to the document y `bottom` (what is in view)."""
    layout = document.documentLayout()
    block = first
    while block.isValid():
        rect = layout.blockBoundingRect(block)
        if rect.top() > bottom:
            return
        yield block
        block = block.next()


def _is_code(block: QTextBlock) -> bool:
    fmt = block.blockFormat()
    return fmt.hasProperty(CODE_FENCE) or fmt.hasProperty(CODE_LANGUAGE)


def paint_behind(
    painter: QPainter,
    document: QTextDocument,
    first: QTextBlock,
    span: tuple[float, float],
    palette: QPalette,
) -> None:
    """Behind the text in view, in document coordinates: a rounded box behind each code block and a bar
    left of every quoted line (one per level)."""
    top, bottom = span
    bar = dim_color(palette, 0.28)
    layout = document.documentLayout()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(code_background(palette))
    box: QRectF | None = None
    for block in visible_blocks(document, first, bottom):
        rect = layout.blockBoundingRect(block)
        if _is_code(block):
            # A block's rect is only as wide as its lines, not its margins (the box's padding): the box
            # reaches the right edge of the code's frame, past the text.
            frame = QTextCursor(block).currentFrame()
            edge = frame.frameFormat().padding() + frame.frameFormat().border()
            rect.setRight(layout.frameBoundingRect(frame).right() - edge)
            box = rect if box is None else box.united(rect)
            continue
        if box is not None:
            painter.drawRoundedRect(box, 8, 8)
            box = None
        level = _quote_level(block)
        if not level or rect.bottom() < top:
            continue
        text_left = rect.left() + block.blockFormat().leftMargin()
        for n in range(level):
            x = text_left - (level - n) * QUOTE_INDENT + 2
            painter.fillRect(QRectF(x, rect.top(), 3, rect.height()), bar)
    if box is not None:
        painter.drawRoundedRect(box, 8, 8)


def paint_card(painter: QPainter, rect: QRectF, palette: QPalette) -> None:
    """A tool card: a faint fill and a hairline edge, rounded."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    fill = QColor(palette.color(QPalette.ColorRole.Text))
    fill.setAlphaF(0.035 if not is_dark(palette) else 0.06)
    painter.setBrush(fill)
    painter.setPen(QPen(dim_color(palette, 0.16), 1))
    painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), 10, 10)


def paint_bubble(painter: QPainter, rect: QRectF, palette: QPalette) -> None:
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(bubble_color(palette))
    painter.drawRoundedRect(rect, BUBBLE_RADIUS, BUBBLE_RADIUS)
