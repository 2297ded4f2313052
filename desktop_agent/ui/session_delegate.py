"""How a row of the session list looks: a heading above the first row of each group ("Projects", "Today",
"Yesterday", ...), the title on a rounded highlight when hovered or chosen, and a short time on the right.

A project's header has a fold arrow, a folder, the project's name and how many sessions it holds; its
sessions are drawn indented under it. A search result shows where it matched on a second line, the matched
words in bold on a tint (never in brackets)."""

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
from PySide6.QtGui import QColor, QFont, QFontMetrics, QIcon, QMouseEvent, QPainter, QPalette
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from desktop_agent.ui import icons
from desktop_agent.ui.presenters.search_marks import Span
from desktop_agent.ui.session_list import (
    BusyRole,
    CollapsedRole,
    CountRole,
    GroupRole,
    InProjectRole,
    PinnedRole,
    ProjectRole,
    SessionIdRole,
    SnippetMarksRole,
    SnippetRole,
    TimeRole,
    TitleMarksRole,
    WaitingRole,
)

ROW_HEIGHT = 34
HEADER_HEIGHT = 30
SNIPPET_HEIGHT = 14
"""What the search result's second line adds to a row."""
INDENT = 20
"""How far a project's sessions sit to the right of its header."""
LEFT = 12
_VCENTER = int(Qt.AlignmentFlag.AlignVCenter)


def _dim(palette: QPalette, alpha: float) -> QColor:
    color = QColor(palette.color(QPalette.ColorRole.Text))
    color.setAlphaF(alpha)
    return color


def _segments(text: str, spans: tuple[Span, ...]) -> list[tuple[str, bool]]:
    """`text` cut into (piece, matched) pieces at the spans."""
    pieces: list[tuple[str, bool]] = []
    at = 0
    for start, length in sorted(spans):
        if start < at or start >= len(text):
            continue
        if start > at:
            pieces.append((text[at:start], False))
        pieces.append((text[start : start + length], True))
        at = start + length
    if at < len(text):
        pieces.append((text[at:], False))
    return pieces


def draw_marked(
    painter: QPainter, rect: QRect, text: str, spans: tuple[Span, ...], font: QFont, palette: QPalette
) -> None:
    """`text` on one line in `rect` (elided at its right), the spans in bold on a tint of the accent."""
    bold = QFont(font)
    bold.setWeight(QFont.Weight.Bold)
    tint = QColor(palette.color(QPalette.ColorRole.Highlight))
    tint.setAlphaF(0.22)
    x, right = rect.left(), rect.right()
    for piece, matched in _segments(text, spans):
        metrics = QFontMetrics(bold if matched else font)
        width = metrics.horizontalAdvance(piece)
        if x + width > right:
            piece = metrics.elidedText(piece, Qt.TextElideMode.ElideRight, right - x)
            width = metrics.horizontalAdvance(piece)
        if not piece:
            break
        box = QRect(x, rect.top(), width, rect.height())
        painter.setFont(bold if matched else font)
        if matched:
            back = QRectF(box).adjusted(-2, (rect.height() - metrics.height()) / 2 - 1, 2, 0)
            back.setHeight(metrics.height() + 2)
            painter.save()
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(tint)
            painter.drawRoundedRect(back, 3, 3)
            painter.restore()
        painter.drawText(box, _VCENTER, piece)
        x += width
        if x >= right:
            break


class SessionDelegate(QStyledItemDelegate):
    """Rows as described above; on the hovered row, Pin / Unpin and "More…" (the row's menu) in place of
    its time (a project's header: "More…" in place of its count). `on_pin(session id)`, `on_more(point in
    the view)` and `on_fold(project id)` act on them; a click elsewhere on a header folds or unfolds it."""

    def __init__(
        self,
        parent: QWidget,
        on_pin: Callable[[str], None],
        on_more: Callable[[QPoint], None],
        on_fold: Callable[[str], None] | None = None,
    ) -> None:
        super().__init__(parent)
        self._on_pin, self._on_more, self._on_fold = on_pin, on_more, on_fold
        self._pressed: str | None = None
        """The header a press began on (a release there folds it)."""

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
        """A click on Pin or More acts at once (and does not open the session); a click on a project's
        header folds or unfolds it."""
        if not isinstance(event, QMouseEvent) or index.data(SnippetRole):
            return False
        row = self._row(option, index)
        pin, more = self._buttons(row)
        point = event.position().toPoint()
        project = index.data(ProjectRole)
        kind = event.type()
        if isinstance(project, str):
            if kind == QEvent.Type.MouseButtonPress:
                self._pressed = project if row.contains(point) and not more.contains(point) else None
            if kind == QEvent.Type.MouseButtonDblClick:
                self._pressed = None
                return True
            if kind == QEvent.Type.MouseButtonRelease:
                pressed, self._pressed = self._pressed, None
                if more.contains(point):
                    self._on_more(point)
                    return True
                if pressed == project and row.contains(point) and self._on_fold is not None:
                    self._on_fold(project)
                    return True
            return kind == QEvent.Type.MouseButtonPress  # the chosen session stays chosen
        if kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick):
            return pin.contains(point) or more.contains(point)
        if kind == QEvent.Type.MouseButtonRelease:
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
        header = HEADER_HEIGHT if index.data(GroupRole) else 0
        snippet = SNIPPET_HEIGHT if index.data(SnippetRole) else 0
        return QSize(120, ROW_HEIGHT + header + snippet)  # as wide as the list: the view stretches it

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        rect: QRect = option.rect
        painter.save()
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            heading = str(index.data(GroupRole) or "")
            if heading:
                self._heading(painter, option, rect, heading)
                rect = rect.adjusted(0, HEADER_HEIGHT, 0, 0)
            self._background(painter, option, rect)
            if isinstance(index.data(ProjectRole), str):
                self._project(painter, option, index, rect)
            else:
                self._session(painter, option, index, rect)
        finally:
            painter.restore()

    @staticmethod
    def _heading(painter: QPainter, option: QStyleOptionViewItem, rect: QRect, heading: str) -> None:
        font = QFont(option.font)
        font.setPointSizeF(font.pointSizeF() * 0.85)
        font.setWeight(QFont.Weight.DemiBold)
        painter.setFont(font)
        painter.setPen(_dim(option.palette, 0.55))
        top = QRect(rect.left() + 10, rect.top() + 10, rect.width() - 20, HEADER_HEIGHT - 10)
        painter.drawText(top, int(Qt.AlignmentFlag.AlignLeft) | _VCENTER, heading)

    @staticmethod
    def _background(painter: QPainter, option: QStyleOptionViewItem, rect: QRect) -> None:
        state, palette = option.state, option.palette
        row = QRectF(rect).adjusted(4, 2, -4, -2)
        painter.setPen(Qt.PenStyle.NoPen)
        if state & QStyle.StateFlag.State_Selected:
            fill = QColor(palette.color(QPalette.ColorRole.Highlight))
            fill.setAlphaF(0.22)
            painter.setBrush(fill)
            painter.drawRoundedRect(row, 8, 8)
        elif state & QStyle.StateFlag.State_MouseOver:
            painter.setBrush(_dim(palette, 0.07))
            painter.drawRoundedRect(row, 8, 8)
        if state & QStyle.StateFlag.State_HasFocus and not state & QStyle.StateFlag.State_Selected:
            ring = QColor(palette.color(QPalette.ColorRole.Highlight))  # the keyboard's place on a header
            ring.setAlphaF(0.7)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(ring)
            painter.drawRoundedRect(row.adjusted(0.5, 0.5, -0.5, -0.5), 8, 8)

    def _project(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
        rect: QRect,
    ) -> None:
        palette = option.palette
        folded = bool(index.data(CollapsedRole))
        middle = rect.center().y()
        left = rect.left() + LEFT - 2
        icons.icon("chevron-right" if folded else "chevron-down", _dim(palette, 0.6), 14).paint(
            painter, QRect(left, middle - 7, 14, 14)
        )
        left += 14 + 4
        icons.icon("folder" if folded else "folder-open", _dim(palette, 0.75), 16).paint(
            painter, QRect(left, middle - 8, 16, 16)
        )
        left += 16 + 8
        right = rect.right() - 12
        font = QFont(option.font)
        painter.setFont(font)
        metrics = painter.fontMetrics()
        if option.state & QStyle.StateFlag.State_MouseOver:
            _, more = self._buttons(rect)
            icons.icon("ellipsis", _dim(palette, 0.75), 16).paint(painter, more.adjusted(3, 3, -3, -3))
            right = more.left() - 4
        else:
            count = str(index.data(CountRole) or 0)
            if folded and (index.data(BusyRole) or index.data(WaitingRole)):
                count = "● " + count  # a session of the folded group is answering or waiting
            width = metrics.horizontalAdvance(count)
            painter.setPen(_dim(palette, 0.5))
            painter.drawText(QRect(right - width, rect.top(), width, rect.height()), _VCENTER, count)
            right -= width + 10
        font.setWeight(QFont.Weight.DemiBold)
        painter.setFont(font)
        painter.setPen(palette.color(QPalette.ColorRole.Text))
        name = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        box = QRect(left, rect.top(), max(0, right - left), rect.height())
        painter.drawText(
            box, _VCENTER, painter.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight, box.width())
        )

    def _session(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
        rect: QRect,
    ) -> None:
        palette, state = option.palette, option.state
        snippet = str(index.data(SnippetRole) or "")
        line = QRect(rect.left(), rect.top() + 4, rect.width(), 22) if snippet else QRect(rect)
        painter.setFont(option.font)
        metrics = painter.fontMetrics()
        left = rect.left() + LEFT + (INDENT if index.data(InProjectRole) else 0)
        icon = index.data(Qt.ItemDataRole.DecorationRole)
        if isinstance(icon, QIcon) and not icon.isNull():
            size = 16
            icon.paint(painter, QRect(left, line.center().y() - size // 2, size, size))
            left += size + 6
        when = str(index.data(TimeRole) or "")
        right = line.right() - 12
        if state & QStyle.StateFlag.State_MouseOver and not snippet:  # the row's buttons instead of its time
            pin, more = self._buttons(line)
            pinned = bool(index.data(PinnedRole))
            icons.icon("pin-off" if pinned else "pin", _dim(palette, 0.75), 16).paint(
                painter, pin.adjusted(3, 3, -3, -3)
            )
            icons.icon("ellipsis", _dim(palette, 0.75), 16).paint(painter, more.adjusted(3, 3, -3, -3))
            when = ""
            right = pin.left() - 12
        when_width = metrics.horizontalAdvance(when) if when else 0
        painter.setPen(_dim(palette, 0.5))
        if when:
            painter.drawText(
                QRect(right - when_width, line.top(), when_width, line.height()),
                _VCENTER | int(Qt.AlignmentFlag.AlignRight),
                when,
            )
        title_box = QRect(left, line.top(), max(0, right - when_width - 10 - left), line.height())
        painter.setPen(palette.color(QPalette.ColorRole.Text))
        title = str(index.data(Qt.ItemDataRole.DisplayRole) or "").split("\n", 1)[0]
        marks = index.data(TitleMarksRole)
        draw_marked(
            painter, title_box, title, marks if isinstance(marks, tuple) else (), option.font, palette
        )
        if snippet:
            font = QFont(option.font)
            font.setPointSizeF(font.pointSizeF() * 0.92)
            painter.setPen(_dim(palette, 0.68))
            box = QRect(left, rect.top() + 24, max(0, rect.right() - 12 - left), 18)
            spans = index.data(SnippetMarksRole)
            draw_marked(painter, box, snippet, spans if isinstance(spans, tuple) else (), font, palette)
