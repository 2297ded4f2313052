"""Add or edit one MCP server: a name, then a command (args, env) or an URL (headers)."""

from __future__ import annotations

from collections.abc import Collection

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from desktop_agent.core.mcp import ServerConfig, parse_server
from desktop_agent.ui.theme import ERROR_STYLE

COMMAND, URL = 0, 1


def _lines(edit: QPlainTextEdit) -> list[str]:
    return [line.strip() for line in edit.toPlainText().splitlines() if line.strip()]


def _pairs(edit: QPlainTextEdit, separator: str, what: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for line in _lines(edit):
        key, found, value = line.partition(separator)
        if not found or not key.strip():
            raise ValueError(
                f"{what}: write each line as NAME{separator}value (this one is not: {line[:40]!r})."
            )
        out[key.strip()] = value.strip()
    return out


class ServerDialog(QDialog):
    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        server: ServerConfig | None = None,
        taken_names: Collection[str] = (),
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Edit MCP server") if server else self.tr("Add MCP server"))
        self.setMinimumWidth(520)
        self._original = server
        self._taken = set(taken_names) - ({server.name} if server else set())
        self._result: ServerConfig | None = None

        self.name_edit = QLineEdit(self)
        self.name_edit.setAccessibleName("Server name")
        self.kind = QComboBox(self)
        self.kind.addItems([self.tr("Command (stdio)"), self.tr("URL (streamable HTTP)")])
        self.kind.setAccessibleName("Server kind")
        self.enabled = QCheckBox(self.tr("Enabled"), self)
        self.enabled.setChecked(True)
        self.timeout = QDoubleSpinBox(self)
        self.timeout.setRange(0, 3600)
        self.timeout.setDecimals(0)
        self.timeout.setSpecialValueText(self.tr("default (60 s)"))
        self.timeout.setSuffix(" s")
        self.timeout.setAccessibleName("Call timeout")

        self.command_edit = QLineEdit(self)
        self.command_edit.setAccessibleName("Command")
        self.command_edit.setPlaceholderText("npx, uvx, python, /path/to/server …")
        self.args_edit = QPlainTextEdit(self)
        self.args_edit.setAccessibleName("Arguments")
        self.args_edit.setPlaceholderText(self.tr("one argument per line"))
        self.env_edit = QPlainTextEdit(self)
        self.env_edit.setAccessibleName("Environment")
        self.env_edit.setPlaceholderText("NAME=value   (value may be ${VAR} from the app's environment)")
        self.cwd_edit = QLineEdit(self)
        self.cwd_edit.setAccessibleName("Working folder")
        self.sandboxed = QCheckBox(self.tr("Run it in the sandbox"), self)
        self.sandboxed.setAccessibleName("Sandbox")
        self.sandboxed.setToolTip(
            self.tr(
                "The server can change files only in its working folder and a private /tmp; your "
                "credential folders and Desktop Agent's own files are hidden from it."
            )
        )
        self.sandbox_network = QCheckBox(self.tr("Let it use the network"), self)
        self.sandbox_network.setAccessibleName("Sandbox network")
        self.sandbox_network.setEnabled(False)
        self.sandboxed.toggled.connect(self.sandbox_network.setEnabled)
        self.url_edit = QLineEdit(self)
        self.url_edit.setAccessibleName("URL")
        self.url_edit.setPlaceholderText("https://example.com/mcp")
        self.headers_edit = QPlainTextEdit(self)
        self.headers_edit.setAccessibleName("Headers")
        self.headers_edit.setPlaceholderText("Authorization: Bearer ${MY_TOKEN}")

        command_page, url_page = QWidget(self), QWidget(self)
        command_form = QFormLayout(command_page)
        command_form.addRow(self.tr("Command"), self.command_edit)
        command_form.addRow(self.tr("Arguments"), self.args_edit)
        command_form.addRow(self.tr("Environment"), self.env_edit)
        command_form.addRow(self.tr("Working folder"), self.cwd_edit)
        command_form.addRow("", self.sandboxed)
        command_form.addRow("", self.sandbox_network)
        url_form = QFormLayout(url_page)
        url_form.addRow(self.tr("URL"), self.url_edit)
        url_form.addRow(self.tr("Headers"), self.headers_edit)
        self.pages = QStackedWidget(self)
        self.pages.addWidget(command_page)
        self.pages.addWidget(url_page)
        self.kind.currentIndexChanged.connect(self.pages.setCurrentIndex)

        self.error_label = QLabel(self)
        self.error_label.setWordWrap(True)
        self.error_label.setAccessibleName("Problem")
        self.error_label.setStyleSheet(ERROR_STYLE)
        self.error_label.hide()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self._check_and_accept)
        self.buttons.rejected.connect(self.reject)

        top = QFormLayout()
        top.addRow(self.tr("Name"), self.name_edit)
        top.addRow(self.tr("Kind"), self.kind)
        top.addRow(self.tr("Call timeout"), self.timeout)
        top.addRow("", self.enabled)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.pages)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)
        if server is not None:
            self._fill(server)

    def _fill(self, server: ServerConfig) -> None:
        self.name_edit.setText(server.name)
        self.kind.setCurrentIndex(URL if server.url is not None else COMMAND)
        self.enabled.setChecked(not server.disabled)
        self.timeout.setValue(server.timeout_s or 0)
        self.command_edit.setText(server.command or "")
        self.args_edit.setPlainText("\n".join(server.args))
        self.env_edit.setPlainText("\n".join(f"{k}={v}" for k, v in server.env.items()))
        self.cwd_edit.setText(server.cwd or "")
        self.sandboxed.setChecked(server.sandboxed)
        self.sandbox_network.setChecked(server.sandbox_network)
        self.url_edit.setText(server.url or "")
        self.headers_edit.setPlainText("\n".join(f"{k}: {v}" for k, v in server.headers.items()))

    def build(self) -> ServerConfig:
        """The server the form describes; ValueError with a message for the person if it cannot be one."""
        name = self.name_edit.text().strip()
        if name in self._taken:
            raise ValueError(f"There is already a server called {name!r}.")
        entry: dict[str, object] = dict(self._original.extra) if self._original else {}
        if self.kind.currentIndex() == URL:
            entry["url"] = self.url_edit.text().strip()
            entry["headers"] = _pairs(self.headers_edit, ":", "Headers")
        else:
            entry["command"] = self.command_edit.text().strip()
            entry["args"] = _lines(self.args_edit)
            entry["env"] = _pairs(self.env_edit, "=", "Environment")
            if self.cwd_edit.text().strip():
                entry["cwd"] = self.cwd_edit.text().strip()
            if self.sandboxed.isChecked():
                entry["sandbox"] = {"network": True} if self.sandbox_network.isChecked() else True
        if not self.enabled.isChecked():
            entry["disabled"] = True
        if self.timeout.value() > 0:
            entry["timeout"] = self.timeout.value()
        return parse_server(name, entry)

    def _check_and_accept(self) -> None:
        try:
            self._result = self.build()
        except ValueError as exc:
            self.error_label.setText(str(exc))
            self.error_label.show()
            return
        self.accept()

    def server(self) -> ServerConfig | None:
        """What was saved (None until the person saves a valid server)."""
        return self._result
