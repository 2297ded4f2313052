"""What a widget really shows, measured: the contrast between its background and its text."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QWidget

from desktop_agent.ui.theme import contrast_ratio


def painted_contrast(widget: QWidget, inset: int = 3) -> float:
    """The contrast of the most common colour where the widget is in its window (its background) with the
    colour painted farthest from it there (its text's or icon's fully covered pixels), as WCAG computes it.
    The window is grabbed, not the widget: what shows behind a widget is its parents' painting."""
    window = widget.window()
    corner = widget.mapTo(window, QPoint(0, 0))
    area = QRect(corner, widget.size()).adjusted(inset, inset, -inset, -inset)
    image = window.grab(area).toImage().convertToFormat(QImage.Format.Format_RGB32)
    counts: Counter[int] = Counter(
        image.pixel(x, y) for y in range(image.height()) for x in range(image.width())
    )
    background = QColor.fromRgb(counts.most_common(1)[0][0]).name()
    return max(contrast_ratio(background, QColor.fromRgb(rgb).name()) for rgb in counts)
