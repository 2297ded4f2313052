"""How a row of the session list looks: a date heading above the first session of each group ("Today",
"Yesterday", ...), the title on a rounded highlight when hovered or chosen, and a short time on the right.
Rows with a search snippet keep the plain two-line look."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractItemModel,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QRect,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QIcon, QMouseEvent, QPainter, QPalette
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from desktop_agent.ui import icons
from desktop_agent.ui.session_list import GroupRole, PinnedRole, SessionIdRole, TimeRole

ROW_HEIGHT = 34
HEADER_HEIGHT = 30


def _dim(palette: QPalette, alpha: float) -> QColor:
    color = QColor(palette.color(QPalette.ColorRole.Text))
    color.setAlphaF(alpha)
    return color


class SessionDelegate(QStyledItemDelegate):
    """Rows as described above; on the hovered row, Pin / Unpin and "More…" (the row's menu) in place of
    its time. `on_pin(session id)` and `on_more(point in the view)` act on them."""

    def __init__(
        self, parent: QWidget, on_pin: Callable[[str], None], on_more: Callable[[QPoint], None]
    ) -> None:
        super().__init__(parent)
        self._on_pin, self._on_more = on_pin, on_more

    @staticmethod
    def _buttons(rect: QRect) -> tuple[QRect, QRect]:
        """Where Pin and More sit in a row's area (without its heading)."""
        size = 22
        top = rect.center().y() - size // 2
        more = QRect(rect.right() - 8 - size, top, size, size)
        return QRect(more.left() - 4 - size, top, size, size), more

    def _row(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QRect:
        rect = QRect(option.rect)
        return rect.adjusted(0, HEADER_HEIGHT, 0, 0) if index.data(GroupRole) else rect

    def editorEvent(  # noqa: N802 - Qt's name
        self,
        event: QEvent,
        model: QAbstractItemModel,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> bool:
        """A click on Pin or More acts at once (and does not open the session)."""
        if not isinstance(event, QMouseEvent) or "\n" in str(index.data(Qt.ItemDataRole.DisplayRole) or ""):
            return False
        pin, more = self._buttons(self._row(option, index))
        point = event.position().toPoint()
        if event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick):
            return pin.contains(point) or more.contains(point)
        if event.type() == QEvent.Type.MouseButtonRelease:
            if pin.contains(point):
                self._on_pin(str(index.data(SessionIdRole)))
                return True
            if more.contains(point):
                self._on_more(point)
                return True
        return False

    def sizeHint(  # noqa: N802 - Qt's name
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        if "\n" in text:  # a search hit with its snippet
            return super().sizeHint(option, index)
        header = HEADER_HEIGHT if index.data(GroupRole) else 0
        return QSize(120, ROW_HEIGHT + header)  # as wide as the list: the view stretches it

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        if "\n" in text:
            super().paint(painter, option, index)
            return
        palette = option.palette
        rect: QRect = option.rect
        state = option.state
        painter.save()
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            heading = str(index.data(GroupRole) or "")
            if heading:
                font = QFont(option.font)
                font.setPointSizeF(font.pointSizeF() * 0.85)
                font.setWeight(QFont.Weight.DemiBold)
                painter.setFont(font)
                painter.setPen(_dim(palette, 0.55))
                top = QRect(rect.left() + 10, rect.top() + 10, rect.width() - 20, HEADER_HEIGHT - 10)
                painter.drawText(
                    top, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), heading
                )
                rect = rect.adjusted(0, HEADER_HEIGHT, 0, 0)
            row = QRectF(rect).adjusted(4, 2, -4, -2)
            if state & QStyle.StateFlag.State_Selected:
                fill = QColor(palette.color(QPalette.ColorRole.Highlight))
                fill.setAlphaF(0.22)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(fill)
                painter.drawRoundedRect(row, 8, 8)
            elif state & QStyle.StateFlag.State_MouseOver:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(_dim(palette, 0.07))
                painter.drawRoundedRect(row, 8, 8)
            painter.setFont(option.font)
            metrics = painter.fontMetrics()
            left = rect.left() + 12
            icon = index.data(Qt.ItemDataRole.DecorationRole)
            if isinstance(icon, QIcon) and not icon.isNull():
                size = 16
                icon.paint(painter, QRect(left, rect.center().y() - size // 2, size, size))
                left += size + 6
            when = str(index.data(TimeRole) or "")
            if state & QStyle.StateFlag.State_MouseOver:  # the row's buttons instead of its time
                pin, more = self._buttons(rect)
                pinned = bool(index.data(PinnedRole))
                icons.icon("pin-off" if pinned else "pin", _dim(palette, 0.75), 16).paint(
                    painter, pin.adjusted(3, 3, -3, -3)
                )
                icons.icon("ellipsis", _dim(palette, 0.75), 16).paint(painter, more.adjusted(3, 3, -3, -3))
                when = ""
                rect = rect.adjusted(0, 0, -(rect.right() - pin.left()), 0)
            when_width = metrics.horizontalAdvance(when) if when else 0
            painter.setPen(_dim(palette, 0.5))
            right = rect.right() - 12
            flags = int(Qt.AlignmentFlag.AlignVCenter)
            if when:
                painter.drawText(
                    QRect(right - when_width, rect.top(), when_width, rect.height()),
                    flags | int(Qt.AlignmentFlag.AlignRight),
                    when,
                )
            title_width = max(0, right - when_width - 10 - left)
            painter.setPen(palette.color(QPalette.ColorRole.Text))
            title = metrics.elidedText(text, Qt.TextElideMode.ElideRight, title_width)
            painter.drawText(QRect(left, rect.top(), title_width, rect.height()), flags, title)
        finally:
            painter.restore()
