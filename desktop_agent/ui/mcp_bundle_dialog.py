"""Installing an MCP Bundle (``.mcpb``) in the window: what the bundle says it is (name, version, author,
description, tools), the settings it asks for (a secret in a password field, kept in the keyring), and the
exact command it will run, updated as the settings are typed (a secret's value never shown). Install
unpacks it and adds the server like any other command server, in the sandbox; Cancel leaves everything as
it was. The bundle was read and checked before this dialog opens (`desktop_agent.core.mcp_bundle`); nothing
in it has run.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop_agent.core import mcp_bundle
from desktop_agent.core.keys import SecretStore
from desktop_agent.core.mcp import McpManager
from desktop_agent.core.mcp_bundle import BundlePlan, Option, Value, remove_server
from desktop_agent.domain.display import visible
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.ui.error_words import error_text
from desktop_agent.ui.mcp_browse_detail import CommandBox, error_style, plain_label
from desktop_agent.ui.tasks import TaskGroup

log = logging.getLogger(__name__)

__all__ = ["BundleDialog", "BundleOpener", "plan_for", "remove_server"]


def plan_for(manager: McpManager, path: Path) -> BundlePlan:
    """The bundle at ``path`` read and checked, as it would be installed next to the manager's servers."""
    return mcp_bundle.plan_bundle(
        path, bundles=mcp_bundle.bundles_folder(manager), existing=tuple(manager.config.names())
    )


class BundleDialog(QDialog):
    """A bundle's manifest, its settings and its exact command; Install or Cancel."""

    installed = Signal(str)
    """The server's name, once it is added (and starting)."""

    def __init__(
        self, plan: BundlePlan, manager: McpManager, keys: SecretStore, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.plan = plan
        self._manager = manager
        self._keys = keys
        self._tasks = TaskGroup("bundle dialog", shown=self._shown)
        self.fields: dict[str, QLineEdit | QCheckBox] = {}
        manifest = plan.manifest
        self.setModal(True)
        self.setWindowTitle(self.tr("Install {name}?").format(name=visible(manifest.title)))
        layout = QVBoxLayout(self)
        self.title = plain_label(
            self.tr("{title} {version}, by {author}").format(
                title=visible(manifest.title),
                version=visible(manifest.version),
                author=visible(manifest.author),
            ),
            self,
        )
        self.title.setAccessibleName("Bundle")
        layout.addWidget(self.title)
        self.description = plain_label(visible(manifest.description), self, dim=True)
        self.description.setVisible(bool(manifest.description))
        layout.addWidget(self.description)
        tools = ", ".join(name for name, _ in manifest.tools)
        self.tools = plain_label(self.tr("Tools: {names}").format(names=visible(tools)), self)
        self.tools.setAccessibleName("Tools")
        self.tools.setVisible(bool(tools))
        layout.addWidget(self.tools)
        if plan.options:
            form = QFormLayout()
            for option in plan.options:
                form.addRow(visible(option.title) + ("*" if option.required else ""), self._field(option))
            layout.addLayout(form)
        layout.addWidget(plain_label(self.tr("It will run, in the sandbox with the network:"), self))
        self.command = CommandBox(self)
        layout.addWidget(self.command)
        self.notes = plain_label("", self, dim=True)
        self.notes.setAccessibleName("Variables")
        layout.addWidget(self.notes)
        self.replaces = plain_label(
            self.tr("A server called {name} exists: installing replaces it.").format(name=visible(plan.name)),
            self,
        )
        self.replaces.setVisible(plan.replaces)
        layout.addWidget(self.replaces)
        self.error = plain_label("", self)
        self.error.setStyleSheet(error_style(self.error))
        self.error.setAccessibleName("Problem")
        self.error.setVisible(False)
        layout.addWidget(self.error)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.install_button = QPushButton(self.tr("Install"))
        self.install_button.setProperty("primary", True)  # the one accent button, set before it is styled
        self.buttons.addButton(self.install_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.install_button.setAccessibleName(self.tr("Install"))
        self.install_button.setDefault(True)
        self.buttons.accepted.connect(self.install)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.show_command()
        self.resize(600, self.sizeHint().height())

    def _field(self, option: Option) -> QWidget:
        default = mcp_bundle.default_of(option)
        if option.type == "boolean":
            box = QCheckBox(self)
            box.setChecked(default is True)
            box.toggled.connect(lambda *_: self.show_command())
            widget: QLineEdit | QCheckBox = box
        else:
            edit = QLineEdit(self)
            if option.sensitive:
                edit.setEchoMode(QLineEdit.EchoMode.Password)
            elif isinstance(default, list):
                edit.setText(os.pathsep.join(default))
            elif default is not None and not isinstance(default, bool):
                edit.setText(str(default) if not isinstance(default, float) else f"{default:g}")
            if option.multiple:
                edit.setPlaceholderText(self.tr("several, separated by {sep}").format(sep=os.pathsep))
            edit.textChanged.connect(lambda *_: self.show_command())
            widget = edit
        widget.setAccessibleName(option.key)
        widget.setToolTip(visible(option.description))
        self.fields[option.key] = widget
        return widget

    def given(self) -> dict[str, Value]:
        """What the fields hold (empty ones left out: their defaults, or a missing required setting)."""
        out: dict[str, Value] = {}
        for option in self.plan.options:
            field = self.fields[option.key]
            if isinstance(field, QCheckBox):
                out[option.key] = field.isChecked()
                continue
            text = field.text() if option.sensitive else field.text().strip()
            if not text:
                continue
            out[option.key] = [p for p in text.split(os.pathsep) if p] if option.multiple else text
        return out

    def show_command(self) -> None:
        """The exact command with the values typed so far (a missing required one left empty)."""
        given = self.given()
        try:
            values = mcp_bundle.settle(self.plan, given)
        except UserFacingError:
            values = {k: v for k, v in given.items() if v not in ("", [])}
        try:
            filled = mcp_bundle.fill(self.plan, values)
        except UserFacingError as error:
            self.command.set_command(error_text(error))
            return
        self.command.set_command(filled.command_line())
        shown = ", ".join(f"{k}={v}" for k, v in filled.shown_env.items())
        self.notes.setText(self.tr("With {variables}").format(variables=visible(shown)) if shown else "")

    def install(self) -> None:
        """The values checked, then the bundle unpacked and the server added; the dialog closes once done."""
        try:
            values = mcp_bundle.settle(self.plan, self.given())
            mcp_bundle.fill(self.plan, values)
        except UserFacingError as error:
            self._say(error_text(error))
            return
        self.install_button.setEnabled(False)
        self._say("")

        async def run() -> None:
            server = await mcp_bundle.install(self._manager, self._keys, self.plan, values)
            self.installed.emit(server.name)
            self.accept()

        self._tasks.spawn(run())

    def _say(self, text: str) -> None:
        self.error.setText(text)
        self.error.setVisible(bool(text))

    def _shown(self, error: BaseException) -> bool:
        self.install_button.setEnabled(True)
        if isinstance(error, UserFacingError):
            self._say(error_text(error))
            return True
        self._say(self.tr("Could not install the bundle; the details are in the log."))
        return False

    async def wait_idle(self) -> None:
        await self._tasks.wait_idle()


class BundleOpener(QObject):
    """*Install from file…* of the MCP servers page: a file dialog for a `.mcpb`, then its `BundleDialog`
    over `page`; a problem reading the bundle goes to `tell`, an installed server's name to `installed`.
    `keys` (the keyring) comes with the page's settings; until then nothing opens."""

    def __init__(
        self,
        page: QWidget,
        manager: McpManager,
        tell: Callable[[str], None],
        installed: Callable[[str], None],
    ) -> None:
        super().__init__(page)
        self._page, self._manager, self._tell, self._installed = page, manager, tell, installed
        self.keys: SecretStore | None = None
        self.dialog: BundleDialog | None = None
        self.button = QPushButton(QCoreApplication.translate("McpServersPage", "Install from file…"), page)
        self.button.setEnabled(False)  # until the keyring comes with the page's settings (`attach`)
        self.button.clicked.connect(self.choose)

    def attach(self, keys: SecretStore) -> None:
        self.keys = keys
        self.button.setEnabled(True)

    def choose(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        chosen, _ = QFileDialog.getOpenFileName(
            self._page, QCoreApplication.translate("McpServersPage", "Install an MCP Bundle"),
            str(Path.home()), QCoreApplication.translate("McpServersPage", "MCP Bundles (*.mcpb)"),
        )  # fmt: skip
        if chosen:
            self.open(Path(chosen))

    def open(self, path: Path) -> None:
        """The bundle's manifest, settings and exact command in a dialog; Install adds the server."""
        if self.keys is None:
            return
        try:
            plan = plan_for(self._manager, path)
        except UserFacingError as error:
            self._tell(f"{error.message} {error.action}".strip())
            return
        self.dialog = BundleDialog(plan, self._manager, self.keys, self._page)
        self.dialog.installed.connect(self._installed)
        self.dialog.finished.connect(self.dialog.deleteLater)
        self.dialog.open()
