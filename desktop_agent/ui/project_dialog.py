"""A project, made or changed: its name, workspace folder, instructions, the model and profile its new chats
begin with, the knowledge bases they search and the MCP servers its chats may use. What the core refuses (a
name taken, a folder that is not there) is said in the dialog, which stays open to fix it."""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from desktop_agent.domain.errors import UserFacingError
from desktop_agent.domain.projects import Project
from desktop_agent.ui.error_words import error_text
from desktop_agent.ui.tasks import TaskGroup

if TYPE_CHECKING:
    from desktop_agent.core.projects import ProjectsService

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class ProjectChoices:
    """What the pickers offer (as the chat's header does)."""

    models: Sequence[str] = ()
    """provider/model entries."""
    profiles: Sequence[str] = ()
    knowledge: Sequence[str] = ()
    """The knowledge bases there are."""
    mcp_servers: Sequence[tuple[str, bool]] = field(default_factory=tuple)
    """(name, enabled) of each MCP server in the app's list."""
    folder: str = ""
    """Where the folder picker opens when the project has no workspace yet."""


def _checkable(
    names: Sequence[str], ticked: Sequence[str], name: str, shown: Callable[[str], str] = str
) -> QListWidget:
    """A list of `names` with a tick box each (`shown` says how a name reads)."""
    box = QListWidget()
    box.setAccessibleName(name)
    for text in names:
        item = QListWidgetItem(shown(text))
        item.setData(Qt.ItemDataRole.UserRole, text)
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
        item.setCheckState(Qt.CheckState.Checked if text in ticked else Qt.CheckState.Unchecked)
        box.addItem(item)
    box.setMaximumHeight(min(6, max(len(names), 2)) * 22 + 8)
    return box


def _ticked(box: QListWidget) -> list[str]:
    found = (box.item(row) for row in range(box.count()))
    return [
        str(item.data(Qt.ItemDataRole.UserRole))
        for item in found
        if item is not None and item.checkState() == Qt.CheckState.Checked
    ]


class ProjectDialog(QDialog):
    """New project (`project` None) or Edit project. `saved` carries the project as the core kept it."""

    saved = Signal(object)

    def __init__(
        self,
        projects: ProjectsService,
        choices: ProjectChoices,
        project: Project | None = None,
        parent: QWidget | None = None,
        *,
        name: str = "",
    ) -> None:
        super().__init__(parent)
        self._projects = projects
        self._project = project
        self._folder = choices.folder
        self.tasks = TaskGroup("project dialog", shown=self._shown)
        self.setWindowTitle(self.tr("Edit project") if project else self.tr("New project"))
        self.setMinimumWidth(520)
        current = project or Project("", name)

        self.name = QLineEdit(current.name)
        self.name.setAccessibleName(self.tr("Project name"))
        self.name.setPlaceholderText(self.tr("e.g. Thesis, Website, Taxes 2026"))
        self.workspace = QLineEdit(current.workspace)
        self.workspace.setAccessibleName(self.tr("Workspace folder"))
        self.workspace.setPlaceholderText(self.tr("The app's default folder"))
        self.choose_folder = QPushButton(self.tr("Choose…"))
        self.choose_folder.setAccessibleName(self.tr("Choose the workspace folder"))
        self.choose_folder.clicked.connect(self._choose_folder)
        folder_row = QHBoxLayout()
        folder_row.addWidget(self.workspace, 1)
        folder_row.addWidget(self.choose_folder)
        self.instructions = QPlainTextEdit(current.instructions)
        self.instructions.setAccessibleName(self.tr("Project instructions"))
        self.instructions.setPlaceholderText(
            self.tr("What every chat of this project should know or do, e.g. “Answer in British English.”")
        )
        self.instructions.setTabChangesFocus(True)
        self.instructions.setMinimumHeight(90)

        default = self.tr("The app's default")
        self.model = QComboBox()
        self.model.setEditable(True)
        self.model.setAccessibleName(self.tr("Default model"))
        self.model.setToolTip(self.tr("provider/model — pick one or type any model id"))
        self.model.addItem(default, "")
        for value in choices.models:
            self.model.addItem(value, value)
        chosen = f"{current.provider}/{current.model}" if current.provider and current.model else ""
        self._pick(self.model, chosen)
        self.profile = QComboBox()
        self.profile.setAccessibleName(self.tr("Default profile"))
        self.profile.addItem(default, "")
        for value in choices.profiles:
            self.profile.addItem(value, value)
        self._pick(self.profile, current.agent)

        self.knowledge = _checkable(choices.knowledge, current.knowledge, self.tr("Knowledge bases"))
        self.no_knowledge = QLabel(self.tr("No knowledge bases yet (File › Knowledge bases…)."))
        self.no_knowledge.setVisible(not choices.knowledge)
        self.knowledge.setVisible(bool(choices.knowledge))

        self.all_servers = QRadioButton(self.tr("Every enabled server"))
        self.some_servers = QRadioButton(self.tr("Only the ones ticked"))
        group = QButtonGroup(self)
        group.addButton(self.all_servers)
        group.addButton(self.some_servers)
        servers = [name for name, _ in choices.mcp_servers]
        off = {name for name, enabled in choices.mcp_servers if not enabled}
        turned_off = self.tr("{name} (turned off in Settings)")
        self.servers = _checkable(
            servers, current.mcp_servers or (), self.tr("MCP servers"),
            lambda name: turned_off.format(name=name) if name in off else name,
        )  # fmt: skip
        (self.all_servers if current.mcp_servers is None else self.some_servers).setChecked(True)
        self.all_servers.toggled.connect(self._servers_shown)
        server_choice = QVBoxLayout()
        server_choice.setContentsMargins(0, 0, 0, 0)
        choice_row = QHBoxLayout()
        choice_row.addWidget(self.all_servers)
        choice_row.addWidget(self.some_servers)
        choice_row.addStretch(1)
        server_choice.addLayout(choice_row)
        server_choice.addWidget(self.servers)
        self.no_servers = QLabel(self.tr("No MCP servers yet (Settings › MCP servers)."))
        server_choice.addWidget(self.no_servers)
        self.no_servers.setVisible(not servers)
        self.servers.setVisible(bool(servers))
        self.some_servers.setVisible(bool(servers))
        self._servers_shown()

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.addRow(self.tr("Name:"), self.name)
        form.addRow(self.tr("Workspace:"), folder_row)
        form.addRow(self.tr("Instructions:"), self.instructions)
        form.addRow(self.tr("Model:"), self.model)
        form.addRow(self.tr("Profile:"), self.profile)
        knowledge_box = QVBoxLayout()
        knowledge_box.setContentsMargins(0, 0, 0, 0)
        knowledge_box.addWidget(self.knowledge)
        knowledge_box.addWidget(self.no_knowledge)
        form.addRow(self.tr("Knowledge:"), knowledge_box)
        form.addRow(self.tr("MCP servers:"), server_choice)

        self.error = QLabel()
        self.error.setAccessibleName(self.tr("What went wrong"))
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: palette(text); background: rgba(198, 40, 40, 0.12); padding: 6px;")
        self.error.setTextFormat(Qt.TextFormat.PlainText)
        self.error.hide()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        save = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        assert save is not None
        save.setText(self.tr("Save") if project else self.tr("Create project"))
        self.save_button = save
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        self.name.textChanged.connect(lambda text: save.setEnabled(bool(text.strip())))
        save.setEnabled(bool(current.name.strip()))

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.name.setFocus()

    @staticmethod
    def _pick(box: QComboBox, value: str) -> None:
        if not value:
            box.setCurrentIndex(0)
            return
        at = box.findData(value)
        if at < 0:
            box.addItem(value, value)
            at = box.count() - 1
        box.setCurrentIndex(at)

    def _servers_shown(self) -> None:
        self.servers.setEnabled(self.some_servers.isChecked())

    def _choose_folder(self) -> None:
        start = self.workspace.text().strip() or self._folder
        folder = QFileDialog.getExistingDirectory(
            self, self.tr("Choose the project's workspace folder"), start
        )
        if folder:
            self.workspace.setText(folder)

    def _chosen_model(self) -> tuple[str, str]:
        text = self.model.currentText().strip()
        if self.model.currentIndex() == 0 and text == self.model.itemText(0):
            return "", ""
        provider, _, model = text.partition("/")
        return (provider.strip(), model.strip()) if provider.strip() and model.strip() else ("", "")

    def fields(self) -> dict[str, Any]:
        """What the dialog holds, as `ProjectsService.acreate`/`aedit` take it."""
        provider, model = self._chosen_model()
        return {
            "name": self.name.text(),
            "workspace": self.workspace.text().strip(),
            "instructions": self.instructions.toPlainText(),
            "provider": provider,
            "model": model,
            "agent": str(self.profile.currentData() or ""),
            "knowledge": _ticked(self.knowledge),
            "mcp_servers": None if self.all_servers.isChecked() else _ticked(self.servers),
        }

    def save(self) -> None:
        if self.tasks.busy:
            return
        self.error.hide()
        self.save_button.setEnabled(False)
        self.tasks.spawn(self._save(self.fields()))

    async def _save(self, fields: dict[str, Any]) -> None:
        try:
            if self._project is None:
                name = fields.pop("name")
                kept = await self._projects.acreate(name, **fields)
            else:
                kept = await self._projects.aedit(self._project.id, **fields)
        finally:
            self.save_button.setEnabled(bool(self.name.text().strip()))
        self._project = kept
        self.saved.emit(kept)
        self.accept()

    def _shown(self, error: BaseException) -> bool:
        if isinstance(error, UserFacingError):
            self.error.setText(error_text(error))
            self.error.show()
            return True
        log.error("The project could not be saved", exc_info=error)
        self.error.setText(self.tr("The project could not be saved. The log has the details."))
        self.error.show()
        return True

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        self.tasks.cancel_all()
        super().closeEvent(event)


def open_project_dialog(
    parent: QWidget,
    projects: ProjectsService,
    choices: ProjectChoices,
    project: Project | None = None,
    *,
    name: str = "",
    then: Callable[[Project], object] | None = None,
) -> ProjectDialog:
    """The dialog over `parent`, open (not modal to the app: the window's event loop keeps running)."""
    dialog = ProjectDialog(projects, choices, project, parent, name=name)
    if then is not None:
        dialog.saved.connect(then)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
