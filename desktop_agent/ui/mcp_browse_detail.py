"""The Browse page's right side: the selected registry server (what it is, who published it), what it would
run here (the exact command, shell-quoted as the terminal shows it, in a monospace box), the values it needs
(a form: secrets in password fields) and Install, or Update and Remove when it is installed; and the dialog
that shows the exact command once more before anything is added.

Everything here comes from a registry and is untrusted: it is set as plain text only (never rich text), with
control, bidi and invisible characters named (`domain.display.visible`).
"""

from __future__ import annotations

import html
import logging
from collections.abc import Mapping

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QFontDatabase, QKeyEvent, QTextOption
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from desktop_agent.core.mcp_install import InstallPlan, Need, shown_command
from desktop_agent.domain.display import visible
from desktop_agent.ui.error_words import error_text
from desktop_agent.ui.presenters.mcp_browse import Detail, kinds
from desktop_agent.ui.theme import ERROR_COLOR, ERROR_STYLE

log = logging.getLogger(__name__)


def plain_label(text: str = "", parent: QWidget | None = None, *, dim: bool = False) -> QLabel:
    """A label that never reads its text as rich text, wraps, and can be selected and copied."""
    label = QLabel(parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    if dim:
        label.setForegroundRole(label.palette().ColorRole.PlaceholderText)
    # wraps to the width it is given: a long name or address is cut at the edge, never widens the page
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    label.setMinimumWidth(1)
    label.setText(text)
    return label


def error_style(_widget: QWidget) -> str:
    """Red words, the theme's error colour (light enough to read on a dark theme)."""
    return ERROR_STYLE


def tip(text: str) -> str:
    """A tooltip that shows `text` as it is (Qt reads a tooltip that looks like HTML as HTML)."""
    return "<qt>" + html.escape(text).replace("\n", "<br>") + "</qt>"


class EnterField(QLineEdit):
    """A field whose Enter does what the page says (`returnPressed`) and goes no further: not to the
    Settings dialog's default button, which would save and close it."""

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        super().keyPressEvent(event)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()


class CommandBox(QPlainTextEdit):
    """The exact command (or address), monospace, read-only, wrapped anywhere, as tall as its text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAccessibleName("Command")
        self.document().documentLayout().documentSizeChanged.connect(lambda *_: self._fit())

    def set_command(self, text: str) -> None:
        self.setPlainText(text)
        self._fit()

    def _fit(self) -> None:
        lines = max(1, min(6, int(self.document().size().height())))
        height = self.fontMetrics().lineSpacing() * lines
        margins = self.contentsMargins()
        self.setFixedHeight(
            height + 2 * int(self.document().documentMargin()) + margins.top() + margins.bottom()
        )


def command_text(plan: InstallPlan) -> str:
    return visible(plan.url or "") if plan.url is not None else shown_command(plan.argv)


class DetailPane(QWidget):
    """The selected server. Signals carry what the person asked; the page acts on them."""

    install_asked = Signal()
    update_asked = Signal()
    remove_asked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scroller = QScrollArea(self)  # what it is and needs scrolls; its buttons stay in sight below
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.detail: Detail | None = None
        body = self._body = QWidget(self.scroller)
        self.scroller.setWidget(body)
        self.title = plain_label(parent=body)
        bold = QFont(self.title.font())
        bold.setBold(True)
        bold.setPointSizeF(bold.pointSizeF() * 1.15)
        self.title.setFont(bold)
        self.title.setAccessibleName("Server name")
        self.facts = plain_label(parent=body, dim=True)
        self.facts.setAccessibleName("Server facts")
        self.description = plain_label(parent=body)
        self.description.setAccessibleName("Server description")
        self.runs_heading = plain_label(parent=body)
        heading = QFont(self.runs_heading.font())
        heading.setBold(True)
        self.runs_heading.setFont(heading)
        self.command = CommandBox(body)
        self.where = plain_label(parent=body, dim=True)
        self.where.setAccessibleName("Where it runs")
        self.needs_heading = plain_label(self.tr("What it needs"), body)
        self.needs_heading.setFont(heading)
        self.form_host = QWidget(body)
        self.form = QFormLayout(self.form_host)
        self.form.setContentsMargins(0, 0, 0, 0)
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        self.fields: dict[str, QLineEdit] = {}
        self.name_edit = EnterField(body)
        self.name_edit.setAccessibleName("Name here")
        self.sandbox_box = QCheckBox(self.tr("Run it in the sandbox"))
        self.sandbox_box.setToolTip(self.tr("With the network, so that its runner can fetch the package"))
        self.sandbox_box.setAccessibleName("Run it in the sandbox")
        self.problem = plain_label(parent=body)
        self.problem.setAccessibleName("Why it cannot be installed")
        self.installed_note = plain_label(parent=body)
        self.installed_note.setAccessibleName("Installed")
        self.install_button = QPushButton(self.tr("Install…"), self)
        self.install_button.setAccessibleName("Install server")
        self.update_button = QPushButton(self)
        self.update_button.setAccessibleName("Update server")
        self.remove_button = QPushButton(self.tr("Remove"), self)
        self.remove_button.setAccessibleName("Remove installed server")
        self.install_button.clicked.connect(self.install_asked)
        self.update_button.clicked.connect(self.update_asked)
        self.remove_button.clicked.connect(self.remove_asked)

        self.name_host = QWidget(body)
        name_row = QFormLayout(self.name_host)
        name_row.setContentsMargins(0, 0, 0, 0)
        name_row.addRow(self.tr("Name here"), self.name_edit)
        buttons = QHBoxLayout()
        buttons.setContentsMargins(9, 6, 9, 0)
        buttons.addWidget(self.install_button)
        buttons.addWidget(self.update_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(body)
        for widget in (self.title, self.facts, self.description, self.runs_heading, self.command, self.where,
                       self.needs_heading, self.form_host):  # fmt: skip
            if widget in (self.runs_heading, self.needs_heading):
                layout.addSpacing(8)
            layout.addWidget(widget)
        layout.addWidget(self.name_host)
        layout.addWidget(self.sandbox_box)
        layout.addWidget(self.problem)
        layout.addWidget(self.installed_note)
        layout.addStretch(1)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.scroller, 1)
        outer.addLayout(buttons)
        self.show_detail(None)

    # ---- showing ----

    def show_detail(self, detail: Detail | None) -> None:
        self.detail = detail
        self._clear_form()
        shown = detail is not None
        for widget in self._body.findChildren(QWidget):
            if widget.parent() is self._body:
                widget.setVisible(shown)
        if detail is None:
            for button in (self.install_button, self.update_button, self.remove_button):
                button.setVisible(False)
            self.title.setVisible(True)
            self.title.setText(self.tr("Choose a server to see what it runs."))
            return
        entry, plan = detail.entry, detail.plan
        self.title.setText(visible(entry.title or entry.name))
        facts = [visible(entry.name)] if entry.title else []  # else the name is the heading
        facts.append(self.tr("version {v}").format(v=visible(entry.version)))
        facts.append(self.tr("published by {who}").format(who=visible(entry.publisher)))
        ways = kinds(entry)
        facts.append(visible(", ".join(ways)) if ways else self.tr("nothing to run"))
        facts.append(self.tr("remote") if entry.remotes else self.tr("not remote"))
        if entry.status != "active":
            facts.append(self.tr("status: {s}").format(s=visible(entry.status)))
        source = entry.repository or entry.website
        self.facts.setText(" · ".join(facts) + ("\n" + visible(source) if source else ""))
        self.title.setToolTip(tip(visible(entry.name)))
        self.facts.setToolTip(tip(self.facts.text()))
        self.description.setText(visible(entry.description))
        self.description.setVisible(bool(entry.description))
        self.problem.setStyleSheet(error_style(self))
        self.problem.setText(visible(error_text(detail.problem)) if detail.problem else "")
        self.problem.setVisible(detail.problem is not None)
        installed = detail.installed
        self.installed_note.setVisible(installed is not None)
        if installed is not None:
            self.installed_note.setText(
                self.tr("Installed here as {name} (version {v}).").format(
                    name=visible(installed.name), v=visible(installed.version)
                )
            )
        self.update_button.setVisible(
            installed is not None and plan is not None and installed.behind(entry.version)
        )
        self.update_button.setText(self.tr("Update to {v}…").format(v=visible(entry.version)))
        self.remove_button.setVisible(installed is not None)
        self.install_button.setVisible(installed is None)
        self.install_button.setEnabled(plan is not None)
        for widget in (self.runs_heading, self.command, self.where, self.name_host, self.sandbox_box):
            widget.setVisible(plan is not None)
        self.needs_heading.setVisible(plan is not None and bool(plan.needs))
        self.form_host.setVisible(plan is not None and bool(plan.needs))
        if plan is None:
            return
        remote = plan.url is not None
        self.runs_heading.setText(self.tr("What it connects to") if remote else self.tr("What it runs"))
        self.command.set_command(command_text(plan))
        self.where.setText(self._where(plan))
        self.name_edit.setText(plan.name)
        self.name_edit.setEnabled(installed is None)
        self.sandbox_box.setVisible(not remote and plan.kind != "oci")
        self.sandbox_box.setChecked(plan.sandboxed)
        self.sandbox_box.setEnabled(installed is None)
        for need in plan.needs:
            self._add_field(need, (detail.kept or {}).get(need.name) is not None)

    def _where(self, plan: InstallPlan) -> str:
        if plan.url is not None:
            lines = [self.tr("A remote server over streamable HTTP.")]
            lines += [visible(f"{k}: {v}") for k, v in plan.fixed_headers.items()]
            return "\n".join(lines)
        if plan.kind == "oci":
            where = self.tr("In its container, not in the app's sandbox.")
        elif plan.sandboxed:
            where = self.tr("In the sandbox: its folder, a private /tmp, the network.")
        else:
            where = self.tr("Outside the sandbox, with your rights.")
        env = [f"{k}={v}" for k, v in plan.fixed_env.items()]
        if env:
            where += "\n" + self.tr("With {values}").format(values=visible(", ".join(env)))
        return where

    def _clear_form(self) -> None:
        while self.form.rowCount():
            self.form.removeRow(0)
        self.fields = {}

    def _add_field(self, need: Need, kept: bool) -> None:
        edit = EnterField(self.form_host)
        edit.returnPressed.connect(self._enter)
        edit.setAccessibleName(visible(need.name))
        if need.secret:
            edit.setEchoMode(QLineEdit.EchoMode.Password)
            edit.setPlaceholderText(self.tr("secret: kept in the keyring"))
        elif need.default is not None:
            edit.setText(visible(need.default))
        if kept:
            edit.setPlaceholderText(self.tr("kept: leave empty to keep it"))
        label = visible(("header " if need.where == "header" else "") + need.name) + (
            " *" if need.required else ""
        )
        field = QWidget(self.form_host)
        column = QVBoxLayout(field)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        column.addWidget(edit)
        if need.description:
            column.addWidget(plain_label(visible(need.description), field, dim=True))
        name = QLabel(label, self.form_host)
        name.setTextFormat(Qt.TextFormat.PlainText)
        name.setBuddy(edit)
        self.form.addRow(name, field)
        self.fields[need.name] = edit

    def _enter(self) -> None:
        """Enter in a field: Install…, or Update… for an installed server that has a newer version."""
        if self.install_button.isVisible() and self.install_button.isEnabled():
            self.install_asked.emit()
        elif self.update_button.isVisible():
            self.update_asked.emit()

    # ---- what the person gave ----

    def values(self) -> dict[str, str]:
        return {name: edit.text() for name, edit in self.fields.items() if edit.text()}

    def mark_missing(self, names: list[str]) -> None:
        for name, edit in self.fields.items():
            edit.setStyleSheet(f"border: 1px solid {ERROR_COLOR};" if name in names else "")
        if names and names[0] in self.fields:
            self.fields[names[0]].setFocus()


class ConfirmDialog(QDialog):
    """ "Install NAME?" with the exact command (or address) once more, where it runs and what goes to the
    keyring; Install or Cancel."""

    def __init__(
        self,
        plan: InstallPlan,
        values: Mapping[str, str],
        parent: QWidget | None = None,
        *,
        was: str | None = None,
        version_was: str = "",
    ) -> None:
        super().__init__(parent)
        self.setModal(True)
        name = visible(plan.name)
        updating = was is not None
        self.setWindowTitle(self.tr("Update {name}?") if updating else self.tr("Install {name}?"))
        self.setWindowTitle(self.windowTitle().format(name=name))
        layout = QVBoxLayout(self)
        remote = plan.url is not None
        if updating:
            head = self.tr("{name} moves from version {old} to {new}. It ran:").format(
                name=name, old=visible(version_was), new=visible(plan.entry.version)
            )
            layout.addWidget(plain_label(head, self))
            before = CommandBox(self)
            before.set_command(was or "")
            before.setAccessibleName("Command before")
            layout.addWidget(before)
            layout.addWidget(plain_label(self.tr("It will run:"), self))
        else:
            words = (
                self.tr("The server {name} will be added and connected to at this address:")
                if remote
                else self.tr("The server {name} will be added and started with this command:")
            )
            layout.addWidget(plain_label(words.format(name=name), self))
        self.command = CommandBox(self)
        self.command.set_command(command_text(plan))
        layout.addWidget(self.command)
        notes: list[str] = []
        if not remote:
            notes.append(
                self.tr("In its container.") if plan.kind == "oci"
                else self.tr("In the sandbox, with the network.") if plan.sandboxed
                else self.tr("Outside the sandbox, with your rights.")
            )  # fmt: skip
        secrets = [n.name for n in plan.needs if n.secret and values.get(n.name)]
        plain = [f"{n.name}={values[n.name]}" for n in plan.needs if not n.secret and values.get(n.name)]
        if secrets:
            notes.append(self.tr("Kept in the keyring: {names}").format(names=visible(", ".join(secrets))))
        if plain:
            notes.append(self.tr("With {values}").format(values=visible(", ".join(plain))))
        self.notes = plain_label("\n".join(notes), self, dim=True)
        layout.addWidget(self.notes)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.ok = self.buttons.addButton(
            self.tr("Update") if updating else self.tr("Install"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.ok.setAccessibleName("Confirm")
        self.ok.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.resize(560, self.sizeHint().height())
