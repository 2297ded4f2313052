"""Session › Resources: a side panel listing each connected MCP server's resources and templates, with a
filter. Double-click or Attach puts `@server:uri` in the message (read and sent with it). Built the first
time it opens; names and addresses come from servers, so hidden characters in them are shown by name."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QFont, QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QMainWindow,
    QPlainTextEdit,
    QPushButton,
    QStatusBar,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop_agent.domain.display import has_hidden, visible

if TYPE_CHECKING:
    from desktop_agent.ui.mcp_sending import McpSending

MentionRole = Qt.ItemDataRole.UserRole
"""`@server:uri` for a resource or template row; empty for a server's row."""
PAD = 5


class _Row(QStyledItemDelegate):
    """A resource as its name over its address (smaller, dimmed), its icon beside them; other rows as Qt
    draws them."""

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:  # noqa: N802
        lines = str(index.data()).count("\n") + 1
        return QSize(option.rect.width(), lines * option.fontMetrics.height() + 2 * PAD + 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        name, _, uri = str(index.data()).partition("\n")
        if not uri:
            super().paint(painter, option, index)
            return
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        palette = option.palette
        painter.save()
        if selected:
            painter.fillRect(option.rect, palette.color(QPalette.ColorRole.Highlight))
        area = option.rect.adjusted(PAD, PAD, -PAD, -PAD)
        icon = index.data(Qt.ItemDataRole.DecorationRole)
        if icon is not None:
            icon.paint(painter, QRect(area.left(), area.top() + 2, 16, 16))
            area.setLeft(area.left() + 16 + 2 * PAD)
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        painter.setPen(palette.color(role))
        line = option.fontMetrics.height()
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
        elided = option.fontMetrics.elidedText(name, Qt.TextElideMode.ElideRight, area.width())
        painter.drawText(QRect(area.left(), area.top(), area.width(), line), flags, elided)
        small = QFont(option.font)
        small.setPointSizeF(max(7.0, option.font.pointSizeF() * 0.88))
        painter.setFont(small)
        if not selected:
            painter.setPen(palette.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text))
        where = painter.fontMetrics().elidedText(uri, Qt.TextElideMode.ElideMiddle, area.width())
        painter.drawText(QRect(area.left(), area.top() + line, area.width(), line), flags, where)
        painter.restore()


class ResourcesPanel(QDockWidget):
    """Puts `@server:uri` in `composer`; says in `status` why an address cannot be named."""

    def __init__(
        self, sending: McpSending, composer: QPlainTextEdit, status: QStatusBar, parent: QWidget | None = None
    ) -> None:
        super().__init__(self.tr("Resources"), parent)
        self.setObjectName("resourcesPanel")
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea)
        self._composer = composer
        self._status = status
        self._sending = sending
        inside = QWidget()
        layout = QVBoxLayout(inside)
        layout.setContentsMargins(10, 6, 10, 10)
        layout.setSpacing(8)
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(self.tr("Filter resources"))
        self.filter.setAccessibleName(self.tr("Filter resources"))
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self._apply_filter)
        self.tree = QTreeWidget()
        self.tree.setAccessibleName(self.tr("MCP resources"))
        self.tree.setColumnCount(1)
        self.tree.setHeaderHidden(True)
        self.tree.setRootIsDecorated(True)
        self.tree.setIndentation(14)
        self.tree.setItemDelegate(_Row(self.tree))
        self.tree.setUniformRowHeights(False)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.tree.setFrameShape(QTreeWidget.Shape.NoFrame)
        self.tree.itemDoubleClicked.connect(lambda item, _column: self.attach(item))
        self.tree.currentItemChanged.connect(lambda current, _old: self._enable(current))
        self.attach_button = QPushButton(self.tr("Attach"))
        self.attach_button.setToolTip(
            self.tr("Name the resource in the message: it is read and sent with it")
        )
        self.attach_button.clicked.connect(lambda: self.attach(self.tree.currentItem()))
        self.attach_button.setEnabled(False)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.attach_button)
        layout.addWidget(self.filter)
        layout.addWidget(self.tree, 1)
        layout.addLayout(row)
        self.setWidget(inside)
        self.setMinimumWidth(280)
        sending.listen(self.fill)
        self.fill()

    def fill(self) -> None:
        """The servers and what each offers (asked for when not known yet)."""
        offers = self._sending.load_offers()
        self.tree.clear()
        if offers is None:
            self._note(self.tr("Asking the servers…"))
            return
        if not offers:
            self._note(self.tr("No connected MCP server offers resources."))
            return
        from desktop_agent.ui import icons

        bold = QFont(self.tree.font())
        bold.setBold(True)
        color = self.palette().color(QPalette.ColorRole.Text)
        for offer in offers:
            server = QTreeWidgetItem([visible(offer.server)])
            server.setIcon(0, icons.icon("plug", color, 16))
            server.setFont(0, bold)
            server.setData(0, MentionRole, "")
            server.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.tree.addTopLevelItem(server)
            if offer.error:
                self._child(server, visible(offer.error), "", "")
            at = f"@{offer.server}:"
            for resource in offer.resources:
                label, uri = visible(resource.label), visible(resource.uri)
                kind = "image" if resource.mime_type.startswith("image/") else "file-text"
                item = self._child(server, label, uri, at + resource.uri, visible(resource.description))
                item.setIcon(0, icons.icon(kind, color, 16))
            for template in offer.templates:
                shown = self.tr("{name} (template)").format(name=visible(template.label))
                uri = visible(template.uri_template)
                item = self._child(
                    server, shown, uri, at + template.uri_template, visible(template.description)
                )
                item.setIcon(0, icons.icon("file-search", color, 16))
            if not offer.resources and not offer.templates and not offer.error:
                self._child(server, self.tr("No resources"), "", "")
            server.setExpanded(True)
        self._apply_filter()

    def _note(self, text: str) -> None:
        item = QTreeWidgetItem([text])
        item.setFlags(Qt.ItemFlag.NoItemFlags)
        self.tree.addTopLevelItem(item)

    def _child(
        self, parent: QTreeWidgetItem, name: str, uri: str, mention: str, about: str = ""
    ) -> QTreeWidgetItem:
        item = QTreeWidgetItem([f"{name}\n{uri}" if uri else name])
        item.setData(0, MentionRole, mention)
        item.setToolTip(0, "\n".join(filter(None, [name, uri, about])))
        if not mention:
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            item.setForeground(0, self.palette().placeholderText())
        parent.addChild(item)
        return item

    def _apply_filter(self) -> None:
        words = self.filter.text().strip().lower()
        for i in range(self.tree.topLevelItemCount()):
            server = self.tree.topLevelItem(i)
            if server is None:
                continue
            shown = 0
            for child in (server.child(j) for j in range(server.childCount())):
                if child is None:
                    continue
                hide = (
                    bool(words) and words not in child.text(0).lower() and words not in server.text(0).lower()
                )
                child.setHidden(hide)
                shown += not hide
            server.setHidden(bool(words) and shown == 0)

    def _enable(self, item: QTreeWidgetItem | None) -> None:
        self.attach_button.setEnabled(item is not None and bool(item.data(0, MentionRole)))

    def attach(self, item: QTreeWidgetItem | None) -> None:
        """`@server:uri` into the message, after what is typed; a template's first variable selected."""
        mention = str(item.data(0, MentionRole) or "") if item is not None else ""
        if not mention:
            return
        if has_hidden(mention):
            self._status.showMessage(
                self.tr("This resource's address has hidden characters: it cannot be named in a message."),
                6000,
            )
            return
        box = self._composer
        typed = box.toPlainText()
        head = typed if not typed or typed[-1].isspace() else typed + " "
        box.setPlainText(f"{head}{mention} ")
        cursor = box.textCursor()
        start = mention.find("{")
        if start >= 0 and "}" in mention[start:]:
            cursor.setPosition(len(head) + start)
            cursor.setPosition(len(head) + mention.index("}", start) + 1, cursor.MoveMode.KeepAnchor)
        else:
            cursor.movePosition(cursor.MoveOperation.End)
        box.setTextCursor(cursor)
        box.setFocus()


def toggle_resources(window: QMainWindow, sending: McpSending | None, composer: QPlainTextEdit) -> None:
    """Session › Resources: the panel docked in `window`, made the first time (None: the core is not
    ready yet)."""
    if sending is None:
        window.statusBar().showMessage(QCoreApplication.translate("MainWindow", "Still starting…"), 3000)
        return
    panel = window.findChild(ResourcesPanel)
    if panel is None:
        panel = ResourcesPanel(sending, composer, window.statusBar(), window)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, panel)
        panel.show()
        return
    panel.setVisible(not panel.isVisible())
    if panel.isVisible():
        panel.fill()
