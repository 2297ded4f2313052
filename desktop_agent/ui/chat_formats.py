"""The formats the chat's document is written in: frames of messages, cards, notes and thoughts; icons in
the text (plain, or as link buttons); paragraphs started only where needed."""

from __future__ import annotations

from PySide6.QtGui import (
    QColor,
    QPalette,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextFrame,
    QTextFrameFormat,
    QTextImageFormat,
    QTextLength,
)

from desktop_agent.ui.chat_blocks import CARD_MARGIN
from desktop_agent.ui.chat_text import dim_color
from desktop_agent.ui.presenters import chat_actions as ca
from desktop_agent.ui.theme import token


def frame_format(kind: str, palette: QPalette) -> QTextFrameFormat:
    fmt = QTextFrameFormat()
    if kind == "user":  # its text is a bubble towards the right (`add_text`)
        fmt.setTopMargin(18)
        fmt.setBottomMargin(6)
    elif kind == "assistant":  # open text
        fmt.setPadding(2)
        fmt.setTopMargin(10)
    elif kind == "card":  # a quiet rounded card, painted behind it (the view's `paintEvent`)
        fmt.setPadding(10)
        fmt.setTopMargin(CARD_MARGIN)
        fmt.setBottomMargin(CARD_MARGIN)
        fmt.setWidth(QTextLength(QTextLength.Type.PercentageLength, 100))
    elif kind in ("notice", "error"):
        border = QColor(token(palette, "error_border")) if kind == "error" else dim_color(palette, 0.25)
        fmt.setBorder(1)
        fmt.setBorderBrush(border)
        fmt.setBorderStyle(QTextFrameFormat.BorderStyle.BorderStyle_Solid)
        fmt.setPadding(8)
        fmt.setTopMargin(6)
        fmt.setBottomMargin(6)
        fmt.setWidth(QTextLength(QTextLength.Type.PercentageLength, 100))
    elif kind == "reasoning":
        fmt.setLeftMargin(2)
        fmt.setPadding(4)
        fmt.setBorder(0)
    return fmt


def icon(cursor: QTextCursor, name: str, color: str = "dim", size: int = 16) -> None:
    """An icon in the text (drawn by the view's `loadResource`), centred on the line; `color` is "dim" or
    hex AARRGGBB."""
    fmt = QTextImageFormat()
    fmt.setName(f"icon:{name}?{color}")
    fmt.setWidth(size)
    fmt.setHeight(size)
    fmt.setVerticalAlignment(QTextCharFormat.VerticalAlignment.AlignMiddle)
    cursor.insertImage(fmt)


def icon_link(cursor: QTextCursor, name: str, action: ca.ChatAction, label: str, color: str = "dim") -> None:
    """An icon button in the text: a link to `action`, its label as tooltip (and for screen readers)."""
    fmt = QTextImageFormat()
    fmt.setName(f"icon:{name}?{color}")
    fmt.setWidth(16)
    fmt.setHeight(16)
    fmt.setVerticalAlignment(QTextCharFormat.VerticalAlignment.AlignMiddle)
    fmt.setAnchor(True)
    fmt.setAnchorHref(ca.href(action))
    fmt.setToolTip(label)
    cursor.insertImage(fmt)


def line(cursor: QTextCursor, text: str = "", fmt: QTextCharFormat | None = None) -> None:
    """Start a new paragraph at the cursor unless it sits in an empty one, then write text."""
    if cursor.block().length() > 1:
        cursor.insertBlock(QTextBlockFormat(), fmt or QTextCharFormat())
    cursor.setCharFormat(fmt or QTextCharFormat())
    if text:
        cursor.insertText(text, fmt or QTextCharFormat())


def trim_end(frame: QTextFrame) -> None:
    """No empty paragraph at the end of a text part (unless a table ends it: Qt needs a paragraph after
    a table, and lays out a frame ending in one wrongly)."""
    end = frame.lastCursorPosition()
    previous = end.block().previous()
    if end.block().length() > 1 or end.currentTable() is not None or not previous.isValid():
        return
    before = QTextCursor(previous)
    # Only the break right after a paragraph of this frame: never across a table (or a frame) before it.
    if (
        before.currentFrame() == end.currentFrame()
        and previous.position() + previous.length() == end.position()
    ):
        before.setPosition(end.position() - 1)
        before.setPosition(end.position(), QTextCursor.MoveMode.KeepAnchor)
        before.removeSelectedText()
