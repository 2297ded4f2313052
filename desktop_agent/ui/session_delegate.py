"""How a row of the session list looks: a date heading above the first session of each group ("Today",
"Yesterday", ...), the title on a rounded highlight when hovered or chosen, and a short time on the right.
Rows with a search snippet keep the plain two-line look."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPalette
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem

from desktop_agent.ui.session_list import GroupRole, TimeRole

ROW_HEIGHT = 34
HEADER_HEIGHT = 30


def _dim(palette: QPalette, alpha: float) -> QColor:
    color = QColor(palette.color(QPalette.ColorRole.Text))
    color.setAlphaF(alpha)
    return color


class SessionDelegate(QStyledItemDelegate):
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
