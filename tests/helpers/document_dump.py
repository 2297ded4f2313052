"""A QTextDocument as plain data — every block's text, formats, the frames and table cells it sits in — so two
documents can be compared (and their difference printed) as what a person would see, not as objects."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QImage,
    QPen,
    QTextBlock,
    QTextCursor,
    QTextDocument,
    QTextFormat,
    QTextFrame,
    QTextLength,
    QTextTable,
)
from PySide6.QtWidgets import QTextEdit


def _value(value: Any) -> Any:
    match value:
        case QColor():
            return ("color", value.name(QColor.NameFormat.HexArgb))
        case QBrush():
            return ("brush", int(value.style().value), value.color().name(QColor.NameFormat.HexArgb))
        case QPen():
            return ("pen", value.widthF(), value.color().name(QColor.NameFormat.HexArgb))
        case QFont():
            return ("font", value.toString())
        case QTextLength():
            return ("length", int(value.type().value), value.rawValue())
        case list() | tuple():
            return tuple(_value(v) for v in value)
        case _ if hasattr(value, "value") and not isinstance(value, (int, float, str, bool)):
            return _value(value.value)
        case _:
            return value


_PROPERTIES = sorted({int(p.value) for p in QTextFormat.Property} | set(range(0x100000, 0x100040)))


def format_data(fmt: QTextFormat) -> tuple[tuple[int, Any], ...]:
    """Every property set on a format. (`properties()` crashes PySide on a value it cannot convert, such as
    font features; those are compared by their presence.)"""
    found: list[tuple[int, Any]] = []
    for key in _PROPERTIES:
        if fmt.hasProperty(key):
            try:
                found.append((key, _value(fmt.property(key))))
            except RuntimeError:
                found.append((key, "unconvertible"))
    return tuple(found)


def _frames(block: QTextBlock, ids: dict[int, int]) -> tuple[Any, ...]:
    """The chain of frames around a block, innermost last, each as (its order in the document, its kind and
    format); a table cell adds its row and column."""
    chain: list[Any] = []
    cursor = QTextCursor(block)
    frame: QTextFrame | None = cursor.currentFrame()
    while frame is not None and frame.parentFrame() is not None:
        key = frame.firstPosition()
        order = ids.setdefault(key, len(ids))
        if isinstance(frame, QTextTable):
            cell = frame.cellAt(block.position())
            chain.append((order, "table", frame.rows(), frame.columns(), cell.row(), cell.column()))
        else:
            chain.append((order, "frame", format_data(frame.frameFormat())))
        frame = frame.parentFrame()
    return tuple(reversed(chain))


_OBJECT_INDEX = int(QTextFormat.Property.ObjectIndex.value)


def _lists_in_order(data: tuple[tuple[int, Any], ...], lists: dict[Any, int]) -> tuple[tuple[int, Any], ...]:
    """A block's list as the order the list first appears in, not the document's internal number (which
    counts lists made and since removed)."""
    return tuple((k, lists.setdefault(v, len(lists)) if k == _OBJECT_INDEX else v) for k, v in data)


def dump(document: QTextDocument) -> list[Any]:
    """Block by block: frames around it, block format, and each fragment's text with its character format."""
    ids: dict[int, int] = {}
    lists: dict[Any, int] = {}
    rows: list[Any] = []
    block = document.begin()
    while block.isValid():
        fragments: list[Any] = []
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.isValid():
                fragments.append((fragment.text(), format_data(fragment.charFormat())))
            it += 1
        block_format = _lists_in_order(format_data(block.blockFormat()), lists)
        rows.append((_frames(block, ids), block_format, tuple(fragments)))
        block = block.next()
    return rows


def first_difference(a: list[Any], b: list[Any]) -> str:
    """Where two dumps part, for a readable failure."""
    for n, (x, y) in enumerate(zip(a, b, strict=False)):
        if x != y:
            return f"block {n}:\n  streamed: {x!r}\n  stored:   {y!r}"
    return f"lengths differ: {len(a)} blocks streamed, {len(b)} stored"


def picture(view: QTextEdit, width: int = 640) -> QImage:
    """The whole conversation as the widget paints it, at a fixed width, with nothing scrolled away."""
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # one width throughout
    view.resize(width, 300)
    view.document().setTextWidth(view.viewport().width())
    height = int(view.document().size().height()) + 4
    view.resize(width, height + view.frameWidth() * 2)  # all of it in view: nothing is scrolled away
    image = QImage(view.size(), QImage.Format.Format_ARGB32)
    image.fill(0)
    view.render(image)
    return image
