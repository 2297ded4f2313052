"""Settings › MCP servers › Browse: servers from an MCP Registry, found by name, installed in three clicks
(a result, Install…, then Install under the exact command), updated or removed.

The search box waits for a pause in typing (Enter searches at once); the registry is asked off the window's
event loop (`presenters.mcp_browse`). Results show each server's name, version, description, publisher,
the ways it runs and whether it is remote, as plain text painted by a delegate (a registry's text is never
read as rich text); "More…" asks for the next page. The registry's address is the `mcp_registry` setting,
shown and editable here, saved with the dialog's OK or Apply.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Coroutine, Sequence
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QPainter, QPalette, QShowEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop_agent.core.keys import RunKeys, SecretStore
from desktop_agent.core.mcp import McpManager
from desktop_agent.core.mcp_install import RegistryEntry, shown_command
from desktop_agent.core.settings import Settings
from desktop_agent.domain.display import visible
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.ui.error_words import error_text
from desktop_agent.ui.mcp_browse_detail import ConfirmDialog, DetailPane, EnterField, error_style, tip
from desktop_agent.ui.presenters.mcp_browse import (
    BrowsePresenter,
    Detail,
    Which,
    kinds,
    missing,
    values_to_give,
)
from desktop_agent.ui.tasks import TaskGroup
from desktop_agent.ui.theme import ERROR_COLOR

log = logging.getLogger(__name__)

DEBOUNCE_MS = 350
ENTRY_ROLE = Qt.ItemDataRole.UserRole
LINES_ROLE = Qt.ItemDataRole.UserRole + 1
_ADDRESS = re.compile(r"^https?://[^\s/]+\S*$")


def result_lines(entry: RegistryEntry) -> tuple[str, str, str, str]:
    """A result's name, version, description (one line) and facts (publisher, ways it runs, remote)."""
    ways = ", ".join(kinds(entry)) or "—"
    facts = f"{entry.publisher} · {ways}"  # "remote" among the ways when it is one
    one_line = " ".join(entry.description.split())
    return visible(entry.name), visible(entry.version), visible(one_line), visible(facts)


class ResultDelegate(QStyledItemDelegate):
    """Three lines a result: the name in bold with its version, the description, the facts (dimmed)."""

    PAD = 6

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:  # noqa: N802
        height = option.fontMetrics.lineSpacing() * 3 + 2 * self.PAD + 2
        return QSize(200, height)

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        self.initStyleOption(option, index)
        option.text = ""
        style = option.widget.style() if option.widget is not None else None
        if style is not None:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, option, painter, option.widget)
        lines = index.data(LINES_ROLE)
        if not lines:
            return
        name, version, description, facts = lines
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        palette = option.palette
        text = palette.color(QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text)
        dim = text if selected else palette.color(QPalette.ColorRole.PlaceholderText)
        rect = option.rect.adjusted(self.PAD + 2, self.PAD, -self.PAD, -self.PAD)
        line = option.fontMetrics.lineSpacing()
        painter.save()
        bold = QFont(option.font)
        bold.setBold(True)
        painter.setFont(bold)
        painter.setPen(text)
        bold_metrics = painter.fontMetrics()
        version_width = option.fontMetrics.horizontalAdvance(version) + 12
        shown = bold_metrics.elidedText(name, Qt.TextElideMode.ElideMiddle, rect.width() - version_width)
        painter.drawText(QRect(rect.left(), rect.top(), rect.width(), line), 0, shown)
        after = rect.left() + bold_metrics.horizontalAdvance(shown) + 10
        painter.setFont(option.font)
        painter.setPen(dim)
        painter.drawText(QRect(after, rect.top(), rect.right() - after, line), 0, version)
        painter.setPen(text)
        elided = option.fontMetrics.elidedText(description, Qt.TextElideMode.ElideRight, rect.width())
        painter.drawText(QRect(rect.left(), rect.top() + line, rect.width(), line), 0, elided)
        painter.setPen(dim)
        elided = option.fontMetrics.elidedText(facts, Qt.TextElideMode.ElideRight, rect.width())
        painter.drawText(QRect(rect.left(), rect.top() + 2 * line, rect.width(), line), 0, elided)
        painter.restore()


class McpBrowsePage(QWidget):
    """The Browse page. `installed` says which server was just installed (the Servers page selects it)."""

    installed = Signal(str)
    removed = Signal(str)

    def __init__(
        self,
        manager: McpManager,
        keys: SecretStore | RunKeys,
        registry: str,
        parent: QWidget | None = None,
        *,
        which: Which | None = None,
    ) -> None:
        super().__init__(parent)
        self.tasks = TaskGroup("MCP browse page")
        self.presenter = BrowsePresenter(manager, keys, registry, self, which=which)
        self.confirm: ConfirmDialog | None = None
        self._searched = False
        self._wanted = ""

        self.search_edit = EnterField(self)
        self.search_edit.setPlaceholderText(self.tr("Search the registry by name"))
        self.search_edit.setClearButtonEnabled(True)
        self.search_edit.setAccessibleName("Search the registry")
        for clear in self.search_edit.findChildren(QToolButton):  # the clear button Qt adds
            clear.setAccessibleName("Clear the search")
        self.registry_edit = EnterField(self)
        self.registry_edit.setText(registry)
        self.registry_edit.setAccessibleName("Registry address")
        self.registry_edit.setToolTip(self.tr("The MCP Registry to search (saved with OK or Apply)"))
        self.results = QListWidget(self)
        self.results.setAccessibleName("Registry results")
        self.results.setItemDelegate(ResultDelegate(self.results))
        self.results.setUniformItemSizes(True)
        self.results.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        self.more_button = QPushButton(self.tr("More…"), self)
        self.more_button.setAccessibleName("More results")
        self.more_button.setVisible(False)
        self.state = QLabel(self)
        self.state.setTextFormat(Qt.TextFormat.PlainText)
        self.state.setWordWrap(True)
        self.state.setAccessibleName("Search state")
        self.state.setVisible(False)
        self._failed = False
        self.detail = DetailPane(self)
        self.message = QLabel(self)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setWordWrap(True)
        self.message.setAccessibleName("Browse message")
        self.message.setVisible(False)

        top = QHBoxLayout()
        top.addWidget(self.search_edit, 3)
        registry_label = QLabel(self.tr("Registry"), self)
        registry_label.setBuddy(self.registry_edit)
        top.addWidget(registry_label)
        top.addWidget(self.registry_edit, 2)
        left = QWidget(self)
        column = QVBoxLayout(left)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.results, 1)
        column.addWidget(self.more_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.splitter = QSplitter(self)
        self.splitter.addWidget(left)
        self.splitter.addWidget(self.detail)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 6, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.state)
        layout.addWidget(self.splitter, 1)
        layout.addWidget(self.message)

        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(DEBOUNCE_MS)
        self._debounce.timeout.connect(self.search_now)
        self.search_edit.textChanged.connect(lambda _: self._debounce.start())
        self.search_edit.returnPressed.connect(self.search_now)
        self.registry_edit.editingFinished.connect(self._registry_edited)
        self.more_button.clicked.connect(lambda: self._run(self.presenter.more_results()))
        self.results.currentItemChanged.connect(lambda *_: self._selected())
        self.detail.install_asked.connect(self.ask_install)
        self.detail.update_asked.connect(self.ask_update)
        self.detail.remove_asked.connect(self.remove)
        self.destroyed.connect(lambda *_: self.tasks.cancel_all())

    # ---- the settings it shows ----

    def validate(self) -> bool:
        ok = bool(_ADDRESS.match(self.registry_edit.text().strip()))
        self.registry_edit.setStyleSheet("" if ok else f"border: 1px solid {ERROR_COLOR};")
        if not ok:
            self._say(self.tr("The registry address must be an http(s):// address."), error=True)
        return ok

    def apply_to(self, settings: Settings) -> Settings:
        return settings.replace(mcp_registry=self.registry_edit.text().strip())

    # ---- searching ----

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if not self._searched:  # the first look lists what the registry has
            width = max(self.splitter.width(), 2)
            self.splitter.setSizes([width * 9 // 20, width - width * 9 // 20])
            self.search_now()

    def show_server(self, name: str) -> None:
        """Search for a server by its registry name and select it when it is found."""
        self._wanted = name
        self.search_edit.blockSignals(True)
        self.search_edit.setText(name)
        self.search_edit.blockSignals(False)
        self.search_now()

    def search_now(self) -> None:
        self._debounce.stop()
        self._searched = True
        self._run(self.presenter.search(self.search_edit.text()))

    def _registry_edited(self) -> None:
        if self.presenter.set_registry(self.registry_edit.text()):
            self.search_now()

    def show_searching(self, searching: bool) -> None:
        if searching:
            self._state(self.tr("Asking the registry…"))
        self.more_button.setEnabled(not searching)

    def show_error(self, error: UserFacingError | None) -> None:
        self._failed = error is not None
        self._state(visible(error_text(error)) if error else "", error=error is not None)

    def show_results(self, entries: Sequence[RegistryEntry], more: bool) -> None:
        keep = self._current()
        wanted, self._wanted = self._wanted, ""
        self.results.blockSignals(True)
        self.results.clear()
        for entry in entries:
            item = QListWidgetItem()
            lines = result_lines(entry)
            item.setData(ENTRY_ROLE, entry)
            item.setData(LINES_ROLE, lines)
            item.setData(Qt.ItemDataRole.AccessibleTextRole, f"{lines[0]} {lines[1]}")
            item.setToolTip(tip(f"{lines[0]} {lines[1]}\n{visible(entry.description)}"))
            self.results.addItem(item)
            if entry.name == wanted or (not wanted and keep is not None and entry.name == keep.name):
                self.results.setCurrentItem(item)
        self.results.blockSignals(False)
        self.more_button.setVisible(more)
        if not self._failed:
            query = self.presenter.query
            if entries:
                self._state("")
            elif query:
                self._state(
                    self.tr("No server in this registry has “{q}” in its name.").format(q=visible(query))
                )
            else:
                self._state(self.tr("This registry lists no servers."))
        current, shown = self._current(), self.presenter.detail
        if (
            current is None
            or shown is None
            or (current.name, current.version)
            != (
                shown.entry.name,
                shown.entry.version,
            )
        ):  # the same server stays as it is, with what was typed in its form
            self._run(self.presenter.select(current))

    def _current(self) -> RegistryEntry | None:
        item = self.results.currentItem()
        entry = item.data(ENTRY_ROLE) if item is not None else None
        return entry if isinstance(entry, RegistryEntry) else None

    def _selected(self) -> None:
        self._say("")
        current, shown = self._current(), self.presenter.detail
        if (
            current is None
            or shown is None
            or (current.name, current.version)
            != (
                shown.entry.name,
                shown.entry.version,
            )
        ):  # the same server stays as it is, with what was typed in its form
            self._run(self.presenter.select(current))

    def show_detail(self, detail: Detail | None) -> None:
        self.detail.show_detail(detail)

    # ---- acting ----

    def ask_install(self) -> None:
        """Install…: the values checked, then the exact command once more, then Install adds it."""
        detail = self.presenter.detail
        if detail is None or detail.plan is None:
            return
        values = self.detail.values()
        absent = missing(detail.plan, values)
        self.detail.mark_missing([n.name for n in absent])
        if absent:
            names = visible(", ".join(n.name for n in absent))
            self._say(self.tr("Fill in {names} first: the server needs it.").format(names=names), error=True)
            return
        name = self.detail.name_edit.text().strip()
        sandboxed = self.detail.sandbox_box.isChecked() if self.detail.sandbox_box.isVisible() else True
        plan = detail.plan
        shown = replace(plan, name=name or plan.name)
        if plan.url is None and plan.kind != "oci":
            shown = replace(shown, sandboxed=sandboxed)
        self.confirm = ConfirmDialog(shown, values_to_give(plan, values), self)
        self.confirm.accepted.connect(lambda: self._install(values, name, sandboxed))
        self.confirm.finished.connect(self.confirm.deleteLater)
        self.confirm.open()

    def _install(self, values: dict[str, str], name: str, sandboxed: bool) -> None:
        async def run() -> None:
            self._say(self.tr("Installing {name}…").format(name=visible(name)))
            server = await self.presenter.install(values, name=name, sandboxed=sandboxed)
            self._say(self.tr("Installed {name}.").format(name=visible(server.name)))
            self.installed.emit(server.name)

        self._run(run())

    def ask_update(self) -> None:
        detail = self.presenter.detail
        if detail is None or detail.plan is None or detail.installed is None:
            return
        values = self.detail.values()
        absent = missing(detail.plan, values, detail.kept)
        self.detail.mark_missing([n.name for n in absent])
        if absent:
            names = visible(", ".join(n.name for n in absent))
            self._say(self.tr("Fill in {names} first: the server needs it.").format(names=names), error=True)
            return
        server = detail.installed.server
        was = (
            visible(server.url)
            if server.url is not None
            else shown_command([server.command or "", *server.args])
        )
        self.confirm = ConfirmDialog(detail.plan, values, self, was=was, version_was=detail.installed.version)
        self.confirm.accepted.connect(lambda: self._update(values))
        self.confirm.finished.connect(self.confirm.deleteLater)
        self.confirm.open()

    def _update(self, values: dict[str, str]) -> None:
        async def run() -> None:
            server = await self.presenter.update(values)
            self._say(self.tr("Updated {name}.").format(name=visible(server.name)))

        self._run(run())

    def remove(self) -> None:
        async def run() -> None:
            name = await self.presenter.remove()
            self._say(self.tr("Removed {name}.").format(name=visible(name)))
            self.removed.emit(name)

        self._run(run())

    def _run(self, coro: Coroutine[Any, Any, Any]) -> None:
        async def guarded() -> None:
            try:
                await coro
            except UserFacingError as error:
                self._say(visible(error_text(error)), error=True)
            except OSError as error:
                self._say(
                    self.tr("Could not save the MCP server file: {reason}.").format(
                        reason=error.strerror or error
                    ),
                    error=True,
                )
            except Exception:
                log.exception("A Browse page action failed")
                self._say(self.tr("Something went wrong; the details are in the log."), error=True)

        self.tasks.spawn(guarded())

    def _state(self, text: str, *, error: bool = False) -> None:
        self.state.setStyleSheet(error_style(self) if error else "")
        self.state.setText(text)
        self.state.setVisible(bool(text))

    def _say(self, text: str, *, error: bool = False) -> None:
        self.message.setStyleSheet(error_style(self) if error else "")
        self.message.setText(text)
        self.message.setVisible(bool(text))

    async def wait_idle(self) -> None:
        await self.tasks.wait_idle()
