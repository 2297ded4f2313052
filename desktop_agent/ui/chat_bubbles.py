"""The person's message as a bubble as wide as its text, at the right of the column (capped where the column
less `USER_INDENT` ends), as chat apps show it: a short question is a short bubble.

A bubble is a frame whose left margin is what the text leaves free. Its width comes from the text itself
(each paragraph's unwrapped width from its fonts, no layout pass), so a bubble is fitted when its text is
written — streamed or read from the history alike — and again only when the column's width changes.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from PySide6.QtGui import QFontMetricsF, QTextBlockFormat, QTextCursor, QTextDocument, QTextFrame

from desktop_agent.ui.chat_blocks import USER_INDENT

SLACK = 2
"""Pixels beyond the measured text, so rounding never wraps its last word."""
LINE_HEIGHT = 125
"""Per cent of a line's height: a bubble's lines (an answer's are at 150)."""


def text_width(frame: QTextFrame) -> float:
    """The widest paragraph of the frame, unwrapped, in pixels."""
    widest = 0.0
    block = frame.firstCursorPosition().block()
    end = frame.lastPosition()
    while block.isValid() and block.position() <= end:
        width = 0.0
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.isValid():
                width += QFontMetricsF(fragment.charFormat().font()).horizontalAdvance(fragment.text())
            it += 1
        widest = max(widest, width + block.blockFormat().leftMargin() + block.blockFormat().indent() * 40)
        block = block.next()
    return widest


def _room(frame: QTextFrame, document: QTextDocument) -> float:
    """The width the frame's parent gives it: the page less every enclosing frame's margins, padding and
    border; 0 before the document has a width."""
    room = document.textWidth()
    parent = frame.parentFrame()
    while parent is not None and room > 0:
        fmt = parent.frameFormat()
        room -= fmt.leftMargin() + fmt.rightMargin() + 2 * (fmt.padding() + fmt.border())
        parent = parent.parentFrame()
    return max(room, 0.0)


def settle(frame: QTextFrame) -> None:
    """The bubble's text centred in it: its lines a little closer than an answer's (`LINE_HEIGHT`), the space
    a line gets below its text given above the first one too, none after the last paragraph."""
    first = frame.firstCursorPosition().block()
    end = frame.lastPosition()
    block = first
    while block.isValid() and block.position() <= end:
        cursor = QTextCursor(block)
        fmt = block.blockFormat()
        fmt.setLineHeight(LINE_HEIGHT, QTextBlockFormat.LineHeightTypes.ProportionalHeight.value)
        if block == first:
            spacing = QFontMetricsF(block.charFormat().font()).lineSpacing()
            fmt.setTopMargin(round(spacing * (LINE_HEIGHT - 100) / 100))
        if block.next().position() > end or not block.next().isValid():
            fmt.setBottomMargin(0)
        cursor.setBlockFormat(fmt)
        block = block.next()


def fit_bubble(frame: QTextFrame, document: QTextDocument) -> None:
    room = _room(frame, document)
    if room <= 0:
        return
    fmt = frame.frameFormat()
    inside = 2 * (fmt.padding() + fmt.border()) + fmt.rightMargin()
    width = math.ceil(text_width(frame) + inside + SLACK)
    left = float(max(USER_INDENT, math.floor(room - width)))
    if round(fmt.leftMargin()) != round(left):
        fmt.setLeftMargin(left)
        frame.setFrameFormat(fmt)


def fit_bubbles(frames: Iterable[QTextFrame], document: QTextDocument) -> None:
    """Each bubble fitted again: the column's width has changed."""
    for frame in frames:
        fit_bubble(frame, document)
