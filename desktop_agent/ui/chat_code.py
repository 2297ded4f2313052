"""Fenced code blocks as the chat shows them: a rounded box with a tinted header bar joined to its top (the
language on the left, Preview and Copy code on the right), the code in the system's monospace font with
room around it, and long lines wrapped inside the box with a hanging indent.

The header is a paragraph of its own above the code (its links are text, right-aligned); the language is
painted into the bar (`paint_code`), so copying the answer's text does not take it along. A code block's
text is never changed: `shade` and `header` change formats and add the header paragraph, once per rendered
block of Markdown.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPalette,
    QPen,
    QTextBlock,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
)

from desktop_agent.ui import chat_type
from desktop_agent.ui.chat_text import CODE_FENCE, CODE_LANGUAGE, CodeRun, dim_color, is_dark, mixed
from desktop_agent.ui.presenters import chat_actions as ca

CODE_HEADER = QTextFormat.Property.UserProperty + 0x21
"""On a code block's header paragraph: the block's language ("" when the fence names none)."""
CODE_PADDING = 12
"""Room between the box's edge and the code (left, right, below; above, under the header bar)."""
HEADER_PADDING = 6
"""Room above and below the header bar's text."""
GAP = 10
"""Room above the box and below it (the paragraphs' own spacing is less: it collapses into this)."""
RADIUS = 7.0
LABEL_ALPHA = 0.72
"""The bar's words (language, links): the text colour, faded."""
HANGING_INDENT = 2
"""Characters a wrapped code line's continuation stands in from the line's own indentation."""
_BACK = 2000
"""Blocks looked back, at most, for the header of a code block cut by the top of the view."""


def is_code(block: QTextBlock) -> bool:
    fmt = block.blockFormat()
    return fmt.hasProperty(CODE_FENCE) or fmt.hasProperty(CODE_LANGUAGE)


def is_header(block: QTextBlock) -> bool:
    return block.blockFormat().hasProperty(CODE_HEADER)


def shade(run: CodeRun) -> None:
    """The code's font and room around its lines: the box behind them is painted (`paint_code`) from the
    frame's left edge to its right one, the text `CODE_PADDING` inside it on both sides. A line too long
    for the box wraps inside it, its continuation indented under the line's start (a hanging indent)."""
    block = run.first
    document = block.document()
    lines = run.text.split("\n")
    mono = chat_type.mono_font(document)
    font = QTextCharFormat()
    font.setFontFamilies(mono.families())
    font.setFontPointSize(mono.pointSizeF())
    font.setFontFixedPitch(True)
    for n, text in enumerate(lines):
        cursor = QTextCursor(block)
        fmt = QTextBlockFormat()
        hang = _hanging_indent(mono, text)
        fmt.setLeftMargin(CODE_PADDING + hang)
        fmt.setTextIndent(-hang)
        fmt.setRightMargin(CODE_PADDING)
        fmt.setNonBreakableLines(False)  # a long line wraps in the box instead of widening the page
        fmt.setLineHeight(
            chat_type.CODE_LINE_HEIGHT, QTextBlockFormat.LineHeightTypes.ProportionalHeight.value
        )
        fmt.setTopMargin(HEADER_PADDING + CODE_PADDING if n == 0 else 0)
        fmt.setBottomMargin(CODE_PADDING + GAP if n == len(lines) - 1 else 0)
        cursor.mergeBlockFormat(fmt)
        cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
        cursor.mergeCharFormat(font)
        cursor.mergeBlockCharFormat(font)
        block = block.next()


def _hanging_indent(font: QFont, text: str) -> float:
    """How far a wrapped line's continuation stands in: under the line's own indentation, and a little
    more (pixels, in the code's font)."""
    if not text.strip():
        return 0.0
    space = QFontMetricsF(font).horizontalAdvance(" ")
    leading = len(text) - len(text.lstrip(" "))
    return round(space * min(leading + HANGING_INDENT, 24), 1)


def header(
    run: CodeRun,
    key: int,
    link: Callable[[ca.ChatAction], QTextCharFormat],
    palette: QPalette,
    *,
    preview: bool,
) -> None:
    """The bar on top of a code block: a paragraph of its own before the code, its links on the right
    (the language is painted on its left: `paint_code`)."""
    document = run.first.document()
    code_format = run.first.blockFormat()
    cursor = QTextCursor(run.first)
    cursor.insertBlock(code_format)
    cursor.movePosition(QTextCursor.MoveOperation.PreviousBlock)
    bar = QTextBlockFormat()
    bar.setProperty(CODE_HEADER, run.language)
    bar.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignAbsolute)
    bar.setLeftMargin(CODE_PADDING)
    bar.setRightMargin(CODE_PADDING)
    bar.setTopMargin(GAP + HEADER_PADDING)
    bar.setBottomMargin(HEADER_PADDING)
    cursor.setBlockFormat(bar)
    label = label_format(document)
    cursor.setBlockCharFormat(label)
    cursor.setCharFormat(label)

    def write(text: str, action: ca.ChatAction) -> None:
        fmt = link(action)
        fmt.merge(label)
        fmt.setForeground(dim_color(palette, LABEL_ALPHA))  # quiet, as the language: the bar says "button"
        cursor.insertText(text, fmt)

    if preview:
        write(QCoreApplication.translate("ChatDocument", "Preview"), ca.PreviewCode(key))
        cursor.insertText("     ", label)
    write(QCoreApplication.translate("ChatDocument", "Copy code"), ca.CopyCode(key))


def _label_font(document: QTextDocument) -> QFont:
    font = QFont(document.defaultFont())
    font.setPointSizeF(round(chat_type.body_points(document) * chat_type.LABEL_SCALE, 2))
    return font


def label_format(document: QTextDocument) -> QTextCharFormat:
    fmt = QTextCharFormat()
    fmt.setFontPointSize(round(chat_type.body_points(document) * chat_type.LABEL_SCALE, 2))
    return fmt


def code_fill(palette: QPalette) -> QColor:
    """The box: the text colour faintly over the base (opaque, so the bar can be painted over it)."""
    return mixed(palette, 0.045 if not is_dark(palette) else 0.07)


def bar_fill(palette: QPalette) -> QColor:
    return mixed(palette, 0.085 if not is_dark(palette) else 0.12)


def first_of_box(block: QTextBlock) -> QTextBlock:
    """The header of the code block `block` is in (or the first code line looked back to)."""
    for _ in range(_BACK):
        if not is_code(block):
            return block
        previous = block.previous()
        if not previous.isValid() or not (is_code(previous) or is_header(previous)):
            return block
        block = previous
    return block


class CodeBox:
    """One code block's painted box, gathered from its header and lines as they are met."""

    def __init__(self, rect: QRectF, language: str | None) -> None:
        self.language = language
        self.bar = QRectF(rect) if language is not None else None
        self.rect = QRectF(rect)

    def extend(self, rect: QRectF) -> None:
        self.rect = self.rect.united(rect)

    def paint(self, painter: QPainter, document: QTextDocument, palette: QPalette) -> None:
        box = QRectF(self.rect)
        box.setBottom(box.bottom() + CODE_PADDING)
        if self.bar is not None:
            box.setTop(self.bar.top() - HEADER_PADDING)
        else:
            box.setTop(box.top() - CODE_PADDING - HEADER_PADDING)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(code_fill(palette))
        painter.drawRoundedRect(box, RADIUS, RADIUS)
        if self.bar is not None:  # opaque over the box: its rounded top, its square bottom
            bar = QRectF(box.left(), box.top(), box.width(), self.bar.height() + 2 * HEADER_PADDING)
            painter.setBrush(bar_fill(palette))
            painter.drawRoundedRect(bar, RADIUS, RADIUS)
            painter.fillRect(bar.adjusted(0, bar.height() / 2, 0, 0), bar_fill(palette))
            if self.language:
                painter.setFont(_label_font(document))
                painter.setPen(dim_color(palette, LABEL_ALPHA))
                text = bar.adjusted(CODE_PADDING, 0, -CODE_PADDING, 0)
                painter.drawText(
                    text, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.language
                )
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(dim_color(palette, 0.10 if not is_dark(palette) else 0.14), 1))
        painter.drawRoundedRect(box.adjusted(0.5, 0.5, -0.5, -0.5), RADIUS, RADIUS)
