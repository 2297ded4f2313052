"""The type of rendered Markdown: each paragraph, heading and list item gets the size, line height and
spacing of the chat's type scale (`chat_type`), and each list the bullet of its level (table cells:
`chat_tables`).

Formats only (the text stays), set in full on every block it touches (so a block looks the same whatever
format it had before: streamed or rendered from the history). Runs once per rendered block of Markdown,
never per token.
"""

from __future__ import annotations

from PySide6.QtGui import (
    QTextBlock,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
    QTextList,
    QTextListFormat,
)

from desktop_agent.ui import chat_type

_PROPORTIONAL = QTextBlockFormat.LineHeightTypes.ProportionalHeight.value
_BULLETS = (
    QTextListFormat.Style.ListDisc,
    QTextListFormat.Style.ListCircle,
    QTextListFormat.Style.ListSquare,
)
ITEM_EM = 0.3
"""Space between the items of a list, in ems (a list's last item has a paragraph's)."""


class Typesetter:
    """The formats of one rendered range, worked out once for it."""

    def __init__(self, document: QTextDocument) -> None:
        self._document = document
        self._points = chat_type.body_points(document)
        self._paragraph = chat_type.body_block(document)
        self._item = chat_type.em(document, ITEM_EM)
        self._lists: set[int] = set()
        self._check = QTextCharFormat()
        self._check.setFontPointSize(round(self._points * chat_type.CHECKBOX_SCALE, 2))
        self._empty = QTextBlockFormat()
        self._empty.setLineHeight(100, _PROPORTIONAL)
        self._empty.setTopMargin(0)
        self._empty.setBottomMargin(0)
        self._formula = QTextBlockFormat(self._paragraph)  # its own height: not one and a half times it
        self._formula.setLineHeight(100, _PROPORTIONAL)

    def block(self, cursor: QTextCursor, block: QTextBlock) -> None:
        """`block` (not code) in the chat's type."""
        fmt = block.blockFormat()
        cursor.setPosition(block.position())
        heading = fmt.headingLevel()
        if heading:
            self._heading(cursor, block, heading)
        elif block.length() <= 1 and block.textList() is None:
            cursor.mergeBlockFormat(
                self._empty
            )  # one Qt keeps beside a table or a formula: no room of its own
        elif (items := block.textList()) is not None:
            spaced = QTextBlockFormat(self._paragraph)
            following = block.next()
            if following.isValid() and following.textList() is not None:
                spaced.setBottomMargin(self._item)
            cursor.mergeBlockFormat(spaced)
            if fmt.marker() != QTextBlockFormat.MarkerType.NoMarker:
                cursor.mergeBlockCharFormat(self._check)  # a task's box is drawn in its block's font
            key = items.objectIndex()
            if key not in self._lists:
                self._lists.add(key)
                self._bullet(items)
        elif _display_math(block):
            cursor.mergeBlockFormat(self._formula)
        else:
            cursor.mergeBlockFormat(self._paragraph)

    def _heading(self, cursor: QTextCursor, block: QTextBlock, level: int) -> None:
        spaced = QTextBlockFormat()
        spaced.setLineHeight(chat_type.HEADING_LINE_HEIGHT, _PROPORTIONAL)
        above = chat_type.HEADING_ABOVE_EM.get(level, chat_type.HEADING_ABOVE_DEFAULT_EM)
        spaced.setTopMargin(chat_type.em(self._document, above))
        spaced.setBottomMargin(chat_type.em(self._document, chat_type.HEADING_BELOW_EM))
        cursor.mergeBlockFormat(spaced)
        # Qt's import sizes a heading by a size adjustment, which wins over any size set beside it: each
        # run of the heading gets its format again without it.
        points = round(self._points * chat_type.HEADINGS.get(level, 1.0), 2)
        runs = []
        fragments = block.begin()
        while not fragments.atEnd():
            fragment = fragments.fragment()
            if fragment.isValid():
                runs.append((fragment.position(), fragment.length(), fragment.charFormat()))
            fragments += 1
        for position, length, fmt in runs:
            fmt.clearProperty(QTextFormat.Property.FontSizeAdjustment)
            fmt.setFontPointSize(points)
            cursor.setPosition(position)
            cursor.setPosition(position + length, QTextCursor.MoveMode.KeepAnchor)
            cursor.setCharFormat(fmt)
        whole = block.charFormat()
        whole.clearProperty(QTextFormat.Property.FontSizeAdjustment)
        whole.setFontPointSize(points)
        cursor.setPosition(block.position())
        cursor.setBlockCharFormat(whole)

    @staticmethod
    def _bullet(items: QTextList) -> None:
        """A bulleted list's bullet by its level: • ◦ ▪ (numbered lists keep their numbers)."""
        fmt = items.format()
        if fmt.style() not in _BULLETS:
            return
        bullet = _BULLETS[(max(fmt.indent(), 1) - 1) % len(_BULLETS)]
        if fmt.style() != bullet:
            fmt.setStyle(bullet)
            items.setFormat(fmt)


def _display_math(block: QTextBlock) -> bool:
    """Whether the block is a formula on its own (`chat_math`: an image `math:d/...`)."""
    fragments = block.begin()
    while not fragments.atEnd():
        fmt = fragments.fragment().charFormat()
        if fmt.isImageFormat() and fmt.toImageFormat().name().startswith("math:d/"):
            return True
        fragments += 1
    return False
