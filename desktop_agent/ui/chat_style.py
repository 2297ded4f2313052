"""How written Markdown looks beyond what Qt's import gives it: the chat's type (`chat_typeset`: sizes, line
heights, spacing, bullets), inline code on a soft background in the system's monospace font, block quotes
indented and drawn with a bar, and what is painted behind the text (code boxes: `chat_code`; the bars, the
person's message bubbles, the tool cards). Tables: `chat_tables`.

`style_spans` changes formats only (the text stays) and runs once per rendered block of Markdown, never per
token; `paint_behind` paints only what is in view.
"""

from __future__ import annotations

import base64
from collections.abc import Iterable

from PySide6.QtCore import QDate, QDateTime, QLocale, QRectF, Qt
from PySide6.QtGui import (
    QColor,
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
    QTextFrame,
)

from desktop_agent.ui import chat_code, chat_type, chat_typeset
from desktop_agent.ui.chat_blocks import CARD_MARGIN
from desktop_agent.ui.chat_text import CODE_FENCE, CODE_LANGUAGE, dim_color, is_dark

QUOTE_LEVEL = QTextFormat.Property.BlockQuoteLevel
QUOTE_INDENT = 18
"""Pixels per level of a block quote; the bar sits in the first few."""
BUBBLE_RADIUS = 14.0


def code_background(palette: QPalette) -> QColor:
    """The soft background of code, inline and in blocks, for light and dark themes alike."""
    color = QColor(palette.color(QPalette.ColorRole.Text))
    color.setAlphaF(0.07 if not is_dark(palette) else 0.11)
    return color


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
    """The type of document[start:end] (`chat_typeset`: sizes, line heights, spacing, list bullets), inline
    code and block quotes, as the chat shows them."""
    mono = chat_type.mono_font(document)
    code = QTextCharFormat()
    code.setBackground(code_background(palette))
    code.setFontFamilies(mono.families())
    code.setFontPointSize(mono.pointSizeF())
    quoted = QTextCharFormat()
    quoted.setForeground(dim_color(palette, 0.78))
    cursor = QTextCursor(document)
    typeset = chat_typeset.Typesetter(document)
    block = document.findBlock(start)
    while block.isValid() and block.position() <= end:
        fmt = block.blockFormat()
        if fmt.hasProperty(CODE_FENCE) or fmt.hasProperty(CODE_LANGUAGE):
            block = block.next()
            continue
        typeset.block(cursor, block)
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


def paint_behind(
    painter: QPainter,
    document: QTextDocument,
    first: QTextBlock,
    span: tuple[float, float],
    palette: QPalette,
) -> None:
    """Behind the text in view, in document coordinates: each code block's box and header bar
    (`chat_code`) and a bar left of every quoted line (one per level)."""
    top, bottom = span
    bar = dim_color(palette, 0.28)
    layout = document.documentLayout()
    box: chat_code.CodeBox | None = None
    for block in visible_blocks(document, chat_code.first_of_box(first), bottom):
        header, code = chat_code.is_header(block), chat_code.is_code(block)
        if header or code:
            rect = layout.blockBoundingRect(block)
            # A block's rect is only as wide as its lines, not its margins (the box's padding): the box
            # reaches the right edge of the code's frame, past the text.
            frame = QTextCursor(block).currentFrame()
            edge = frame.frameFormat().padding() + frame.frameFormat().border()
            rect.setRight(layout.frameBoundingRect(frame).right() - edge)
            if header or box is None:
                if box is not None:
                    box.paint(painter, document, palette)
                language = block.blockFormat().property(chat_code.CODE_HEADER) if header else None
                box = chat_code.CodeBox(rect, str(language) if language is not None else None)
            else:
                box.extend(rect)
            continue
        if box is not None:
            box.paint(painter, document, palette)
            box = None
        level = _quote_level(block)
        if not level:
            continue
        rect = layout.blockBoundingRect(block)
        if rect.bottom() < top:
            continue
        text_left = rect.left() + block.blockFormat().leftMargin()
        for n in range(level):
            x = text_left - (level - n) * QUOTE_INDENT + 2
            painter.fillRect(QRectF(x, rect.top(), 3, rect.height()), bar)
    if box is not None:
        box.paint(painter, document, palette)


def paint_frames(
    painter: QPainter,
    document: QTextDocument,
    bubbles: Iterable[QTextFrame],
    cards: Iterable[QTextFrame],
    span: tuple[float, float],
    palette: QPalette,
) -> None:
    """The person's bubbles and the tool cards in view (document coordinates), behind their text."""
    top, bottom = span
    layout = document.documentLayout()
    for bubble in bubbles:
        rect = layout.frameBoundingRect(bubble)
        if rect.bottom() >= top and rect.top() <= bottom:
            paint_bubble(painter, rect.adjusted(bubble.frameFormat().leftMargin(), 0, 0, 0), palette)
    for card in cards:
        rect = layout.frameBoundingRect(card)
        if rect.bottom() >= top and rect.top() <= bottom:
            paint_card(painter, rect.adjusted(0, CARD_MARGIN, 0, -CARD_MARGIN), palette)


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
