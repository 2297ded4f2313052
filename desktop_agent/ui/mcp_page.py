"""The MCP servers page of the settings: each server with its state, tools and log; add, edit, enable,
restart, remove, and import the servers Claude Desktop knows. A server that asks for a sign-in shows
"Sign in" and a Sign in button: the authorization page opens in the system browser, and the page waits for
the answer (the app never opens the browser unless the button is pressed).

A standalone widget: give it the app's McpManager. Every change goes through the manager (which saves the
file and starts or stops the server) in a task the page owns; nothing here blocks the event loop.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Coroutine
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop_agent.core.keys import RunKeys
from desktop_agent.core.mcp import McpManager, ServerState, ServerStatus, claude_desktop_config_path
from desktop_agent.core.mcp_install import origin_of
from desktop_agent.core.settings import Settings
from desktop_agent.domain.display import visible
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.ui.mcp_browse import McpBrowsePage
from desktop_agent.ui.mcp_browse_detail import tip
from desktop_agent.ui.mcp_bundle_dialog import BundleOpener, remove_server
from desktop_agent.ui.mcp_server_dialog import ServerDialog
from desktop_agent.ui.theme import token
from desktop_agent.ui.web_engine_row import WebEngineRow

log = logging.getLogger(__name__)
NAME_ROLE = Qt.ItemDataRole.UserRole

_STATE_TEXT = {
    ServerState.UP: "up",
    ServerState.DOWN: "down",
    ServerState.SIGN_IN: "Sign in",
    ServerState.DISABLED: "disabled",
    ServerState.STARTING: "starting…",
    ServerState.INVALID: "not readable",
}


def tasks_note(names: tuple[str, ...]) -> str:
    """Why some of a server's tools are missing from its list (and from what the model is offered)."""
    count = len(names)
    tools = "1 tool needs" if count == 1 else f"{count} tools need"
    return (
        f"{tools} tasks, and the server does not say it takes them: {', '.join(names)}. "
        "The model is not offered them; the server's other tools work as usual."
    )


def row_text(status: ServerStatus) -> str:
    state = _STATE_TEXT[status.state]
    if status.state is ServerState.UP:
        count = len(status.tools)
        state += f" · {count} tool" + ("" if count == 1 else "s")
    return f"{status.name} — {state}"


class McpServersPage(QWidget):
    busy_changed = Signal(bool)
    """True while a change (start, restart, save) is in progress."""

    def __init__(
        self, manager: McpManager, parent: QWidget | None = None, *, claude_config: Path | None = None
    ) -> None:
        super().__init__(parent)
        self.manager = manager
        self._claude_config = claude_config or claude_desktop_config_path()
        self._tasks: set[asyncio.Task[Any]] = set()
        self.dialog: ServerDialog | None = None

        self.server_list = QListWidget(self)
        self.server_list.setAccessibleName("MCP server list")
        self.add_button = QPushButton(self.tr("Add…"), self)
        self.edit_button = QPushButton(self.tr("Edit…"), self)
        self.remove_button = QPushButton(self.tr("Remove"), self)
        self.toggle_button = QPushButton(self.tr("Disable"), self)
        self.restart_button = QPushButton(self.tr("Restart"), self)
        self.sign_in_button = QPushButton(self.tr("Sign in"), self)
        self.sign_in_button.setVisible(False)
        self.updates_button = QPushButton(self.tr("Check for updates"), self)  # one from the registry
        self.updates_button.setVisible(False)
        self.import_button = QToolButton(self)
        self.import_button.setText(self.tr("Import from Claude Desktop"))
        self.import_button.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        menu = QMenu(self.import_button)
        menu.addAction(self.tr("Choose a file…"), self._choose_import_file)
        self.import_button.setMenu(menu)
        self.bundles = BundleOpener(self, manager, self._tell, self._installed)  # an MCP Bundle (.mcpb)
        self.bundle_button = self.bundles.button
        for button, name in (
            (self.add_button, "Add server"),
            (self.edit_button, "Edit server"),
            (self.remove_button, "Remove server"),
            (self.toggle_button, "Enable or disable server"),
            (self.restart_button, "Restart server"),
            (self.sign_in_button, "Sign in to server"),
            (self.updates_button, "Check the registry for updates"),
            (self.import_button, "Import from Claude Desktop"),
            (self.bundle_button, "Install an MCP Bundle from a file"),
        ):
            button.setAccessibleName(name)

        self.status_label = QLabel(self)
        self.status_label.setWordWrap(True)
        self.status_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.status_label.setAccessibleName("Server status")
        self.tool_list = QListWidget(self)
        self.tool_list.setAccessibleName("Server tools")
        self.log_view = QPlainTextEdit(self)
        self.log_view.setReadOnly(True)
        self.log_view.setAccessibleName("Server log")
        self.log_view.setMaximumBlockCount(1000)
        self.tabs = QTabWidget(self)
        self.tabs.addTab(self.tool_list, self.tr("Tools"))
        self.tabs.addTab(self.log_view, self.tr("Log"))
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setAccessibleName("Message")

        buttons = QHBoxLayout()
        for button in (self.add_button, self.edit_button, self.remove_button, self.toggle_button,
                       self.restart_button):  # fmt: skip
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.bundle_button)
        buttons.addWidget(self.import_button)
        details = QWidget(self)
        details_layout = QVBoxLayout(details)
        details_layout.setContentsMargins(0, 0, 0, 0)
        sign_in_row = QHBoxLayout()
        sign_in_row.addWidget(self.status_label, 1)
        sign_in_row.addWidget(self.sign_in_button, 0, Qt.AlignmentFlag.AlignTop)
        sign_in_row.addWidget(self.updates_button, 0, Qt.AlignmentFlag.AlignTop)
        details_layout.addLayout(sign_in_row)
        details_layout.addWidget(self.tabs, 1)
        splitter = QSplitter(self)
        splitter.addWidget(self.server_list)
        splitter.addWidget(details)
        splitter.setStretchFactor(1, 2)
        servers = QWidget(self)
        servers_layout = QVBoxLayout(servers)
        servers_layout.setContentsMargins(0, 6, 0, 0)
        servers_layout.addLayout(buttons)
        servers_layout.addWidget(splitter, 1)
        self.pages = QTabWidget(self)  # Servers, and Browse (the registry) once the settings are attached
        self.pages.setDocumentMode(True)
        self.pages.setAccessibleName("MCP server pages")
        self.pages.addTab(servers, self.tr("Servers"))
        self.browse: McpBrowsePage | None = None
        self.web_engine = WebEngineRow(self._spawn, self)  # MCP Apps' views, and the engine they need
        layout = QVBoxLayout(self)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.web_engine)
        layout.addWidget(self.message)

        self.add_button.clicked.connect(self.add_server)
        self.edit_button.clicked.connect(self.edit_server)
        self.remove_button.clicked.connect(self._remove)
        self.toggle_button.clicked.connect(self._toggle)
        self.restart_button.clicked.connect(self._restart)
        self.sign_in_button.clicked.connect(self.sign_in)
        self.updates_button.clicked.connect(self._check_updates)
        self.import_button.clicked.connect(lambda: self.import_from(self._claude_config))
        self.server_list.currentItemChanged.connect(lambda *_: self._show_selected())

        self._dirty: set[str] = set()
        self._signing_in: set[str] = set()
        self._refresh_timer = QTimer(self)  # coalesces bursts of log lines into one repaint
        self._refresh_timer.setSingleShot(True)
        self._refresh_timer.setInterval(100)
        self._refresh_timer.timeout.connect(self._apply_changes)
        self._log_poll = QTimer(
            self
        )  # the servers' stderr is read in threads: look for new lines now and then
        self._log_poll.setInterval(500)
        self._log_poll.timeout.connect(self._poll_log)
        self._log_poll.start()
        self._shown_log_length = -1
        self._unsubscribe = manager.subscribe(self._on_manager_change)
        self.destroyed.connect(lambda *_: self._unsubscribe())
        if manager.load_error is not None:
            self._tell(f"{manager.load_error.message} {manager.load_error.action}")
        self.refresh()

    # ---- the registry (Browse), given the settings by the Settings dialog ----

    def attach_settings(self, settings: Settings, keys: RunKeys) -> None:
        """Add the Browse page: servers from the `mcp_registry` setting's registry, installed with `keys`."""
        self.bundles.attach(keys)
        if self.browse is not None:
            return
        self.browse = McpBrowsePage(self.manager, keys, settings.mcp_registry, self)
        self.pages.addTab(self.browse, self.tr("Browse"))
        self.browse.installed.connect(self._installed)

    def _installed(self, name: str) -> None:
        """A server installed from the registry: shown in the servers list, starting, like the others."""
        self._select(name)
        self.pages.setCurrentIndex(0)
        status = self.manager.status(name)
        if status.state is ServerState.DOWN:
            self._tell(status.error)

    def _check_updates(self) -> None:
        """Browse, at the selected server's registry entry (its latest version: Update when it is newer)."""
        name = self.selected_name()
        server = self.manager.config.servers.get(name) if name is not None else None
        origin = origin_of(server) if server is not None else None
        if self.browse is not None and origin is not None:
            self.browse.show_server(origin["name"])  # before it shows: its first look is this search
            self.pages.setCurrentWidget(self.browse)

    def validate(self) -> bool:
        ok = self.browse is None or self.browse.validate()
        if not ok and self.browse is not None:
            self.pages.setCurrentWidget(self.browse)
        return ok

    def apply_to(self, settings: Settings) -> Settings:
        return settings if self.browse is None else self.browse.apply_to(settings)

    # ---- showing ----

    def selected_name(self) -> str | None:
        item = self.server_list.currentItem()
        return None if item is None else str(item.data(NAME_ROLE))

    def refresh(self) -> None:
        """Rebuild the list from the manager, keeping the selection."""
        keep = self.selected_name()
        self.server_list.clear()
        for status in self.manager.statuses():
            item = QListWidgetItem(row_text(status))
            item.setData(NAME_ROLE, status.name)
            item.setToolTip(tip(visible(status.error)) if status.error else "")
            self.server_list.addItem(item)
            if status.name == keep:
                self.server_list.setCurrentItem(item)
        if self.server_list.currentItem() is None and self.server_list.count():
            self.server_list.setCurrentRow(0)
        self._show_selected()

    def _on_manager_change(self, name: str) -> None:
        self._dirty.add(name)
        if not self._refresh_timer.isActive():
            self._refresh_timer.start()

    def _apply_changes(self) -> None:
        dirty, self._dirty = self._dirty, set()
        names = [self.server_list.item(i).data(NAME_ROLE) for i in range(self.server_list.count())]
        if names != self.manager.config.names():
            self.refresh()
            return
        for row, name in enumerate(names):
            if name in dirty:
                status = self.manager.status(name)
                self.server_list.item(row).setText(row_text(status))
                self.server_list.item(row).setToolTip(tip(visible(status.error)) if status.error else "")
        if self.selected_name() in dirty:
            self._show_selected()

    def _show_selected(self) -> None:
        name = self.selected_name()
        has = name is not None
        for button in (self.edit_button, self.remove_button, self.toggle_button, self.restart_button):
            button.setEnabled(has)
        self.tool_list.clear()
        self.sign_in_button.setVisible(False)
        server = self.manager.config.servers.get(name) if name is not None else None
        origin = origin_of(server) if server is not None else None
        self.updates_button.setVisible(self.browse is not None and origin is not None)
        if name is None:
            self.status_label.setText(self.tr("No MCP servers yet. Add one, or import Claude Desktop's."))
            self.log_view.setPlainText("")
            return
        status = self.manager.status(name)
        where = {"stdio": "command", "http": "streamable HTTP"}.get(status.transport, "")
        text = f"<b>{name}</b> — {_STATE_TEXT[status.state]}"
        if where:
            text += f" ({where})"
        if status.server_info:
            text += f"<br>{_escape(visible(status.server_info))}"  # the server's own words: text only
        if status.error:
            red = token(self.palette(), "error_text")
            text += f"<br><span style='color:{red}'>{_escape(status.error)}</span>"
        if status.needs_tasks:
            text += f"<br>{_escape(tasks_note(status.needs_tasks))}"
        self.status_label.setText(text)
        self.toggle_button.setText(
            self.tr("Enable") if status.state is ServerState.DISABLED else self.tr("Disable")
        )
        self.toggle_button.setEnabled(status.state is not ServerState.INVALID)
        self.edit_button.setEnabled(status.state is not ServerState.INVALID)
        self.restart_button.setEnabled(status.state not in (ServerState.DISABLED, ServerState.INVALID))
        self.sign_in_button.setVisible(status.state is ServerState.SIGN_IN)
        self.sign_in_button.setEnabled(name not in self._signing_in)
        for spec in status.tools:
            item = QListWidgetItem(
                f"{spec.name} — {spec.description.splitlines()[0] if spec.description else ''}"
            )
            item.setToolTip(tip(visible(spec.description)))  # a tooltip reads HTML: the words as text
            self.tool_list.addItem(item)
        lines = self.manager.log_lines(name)
        self._shown_log_length = len(lines)
        self.log_view.setPlainText("\n".join(lines) if lines else self.tr("(nothing on stderr yet)"))
        self.log_view.moveCursor(self.log_view.textCursor().MoveOperation.End)

    def _poll_log(self) -> None:
        name = self.selected_name()
        if name is None or not self.isVisible():
            return
        lines = self.manager.log_lines(name)
        if len(lines) != self._shown_log_length or (
            lines and self.log_view.toPlainText()[-200:] != lines[-1][-200:]
        ):
            self._show_selected()

    def _tell(self, text: str) -> None:
        self.message.setText(text)

    # ---- acting ----

    def _spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        self.busy_changed.emit(True)
        task.add_done_callback(self._done)
        return task

    def _done(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if not self._tasks:
            self.busy_changed.emit(False)
        if task.cancelled():
            return
        error = task.exception()
        if isinstance(error, UserFacingError):
            self._tell(f"{error.message} {error.action}".strip())
        elif isinstance(error, OSError):
            self._tell(f"Could not save the MCP server file: {error.strerror or error}.")
        elif error is not None:
            log.error("An MCP page action failed", exc_info=error)
            self._tell("Something went wrong; the details are in the log.")
        self.refresh()

    def add_server(self) -> None:
        self._open_dialog(None)

    def edit_server(self) -> None:
        name = self.selected_name()
        if name is not None and name in self.manager.config.servers:
            self._open_dialog(name)

    def _open_dialog(self, name: str | None) -> None:
        server = self.manager.config.servers.get(name) if name else None
        dialog = ServerDialog(self, server=server, taken_names=self.manager.config.names())
        self.dialog = dialog

        def saved() -> None:
            result = dialog.server()
            if result is not None:
                self._tell(
                    self.tr("Starting {name}…").format(name=result.name) if not result.disabled else ""
                )
                self._spawn(self._put(result, name))

        dialog.accepted.connect(saved)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    async def _put(self, server: Any, old_name: str | None) -> None:
        await self.manager.put_server(server, old_name=old_name)
        self._select(server.name)
        status = self.manager.status(server.name)
        self._tell(status.error if status.state is ServerState.DOWN else "")

    def _select(self, name: str) -> None:
        self.refresh()
        for row in range(self.server_list.count()):
            if self.server_list.item(row).data(NAME_ROLE) == name:
                self.server_list.setCurrentRow(row)

    def _toggle(self) -> None:
        name = self.selected_name()
        if name is None or name not in self.manager.config.servers:
            return
        enable = self.manager.config.servers[name].disabled
        self._spawn(self.manager.set_enabled(name, enable))

    def _restart(self) -> None:
        name = self.selected_name()
        if name is not None:
            self._spawn(self.manager.restart(name))

    def sign_in(self) -> None:
        """Sign in to the selected server: its authorization page opens in the system browser."""
        name = self.selected_name()
        if name is None or name in self._signing_in:
            return

        async def browser(url: str) -> None:
            self._tell(
                self.tr("Finish signing in to {name} in your browser; this page waits for it.").format(
                    name=name
                )
            )
            if not QDesktopServices.openUrl(QUrl(url)):
                self._tell(self.tr("Open this address in your browser to sign in: {url}").format(url=url))

        async def run() -> None:
            self._signing_in.add(name)
            self.sign_in_button.setEnabled(False)
            try:
                status = await self.manager.login(name, browser)
            finally:
                self._signing_in.discard(name)
            if status.state is ServerState.UP:
                self._tell(self.tr("Signed in to {name}.").format(name=name))
            else:
                self._tell(status.error)

        self._spawn(run())

    def _remove(self) -> None:
        name = self.selected_name()
        if name is not None:
            self._spawn(remove_server(self.manager, name))  # a bundle's unpacked folder goes with it

    def import_from(self, path: Path) -> None:
        async def run() -> None:
            result = await self.manager.import_from(path)
            parts = [f"Imported {len(result.added)} server(s) from {path}."]
            if result.skipped:
                parts.append(f"Kept your own: {', '.join(result.skipped)}.")
            if result.problems:
                parts.append(f"Could not read: {', '.join(result.problems)}.")
            self.refresh()
            self._tell(" ".join(parts))

        if not path.is_file():
            self._tell(f"Claude Desktop's file was not found at {path}. Choose the file instead.")
            self._choose_import_file()
            return
        self._spawn(run())

    def _choose_import_file(self) -> None:
        start = str(self._claude_config.parent if self._claude_config.parent.is_dir() else Path.home())
        chosen, _ = QFileDialog.getOpenFileName(self, self.tr("Import MCP servers"), start, "JSON (*.json)")
        if chosen:
            self.import_from(Path(chosen))

    async def wait_idle(self) -> None:
        """Wait for the changes in progress (used when the settings dialog closes, and by tests)."""
        while self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)
        if self.browse is not None:
            await self.browse.wait_idle()


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
