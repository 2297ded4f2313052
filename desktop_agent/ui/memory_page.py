"""File › Memory…: what the agent remembers — every kept memory, searchable, with its scope (everywhere, or
one project's chats), where it came from (the person's message in the conversation it was learnt in, with
a link to open it, or "Written by you"); add, edit (the words and the scope) and remove, each with Undo."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop_agent.domain.display import readable
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.domain.memory import EVERYWHERE, Memory
from desktop_agent.domain.projects import Project
from desktop_agent.ui.error_words import error_text
from desktop_agent.ui.presenters.not_ready import NotReady
from desktop_agent.ui.single_dialog import raised, ready
from desktop_agent.ui.tasks import TaskGroup
from desktop_agent.ui.theme import ERROR_STYLE

if TYPE_CHECKING:
    from desktop_agent.core.memory import MemoryService
    from desktop_agent.core.projects import ProjectsService
    from desktop_agent.ui.controller import ChatController

log = logging.getLogger(__name__)

ID_ROLE = Qt.ItemDataRole.UserRole


class MemoryEditor(QDialog):
    """A memory's words and scope, to add or change: `chosen` carries (text, project id or None)."""

    chosen = Signal(str, object)

    def __init__(
        self, title: str, text: str, projects: list[Project], scope: str | None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setMinimumWidth(460)
        self.text = QLineEdit(text)
        self.text.setAccessibleName(self.tr("The memory"))
        self.scope = QComboBox()
        self.scope.setAccessibleName(self.tr("Where it applies"))
        self.scope.addItem(self.tr("Everywhere"), None)
        for project in projects:
            self.scope.addItem(self.tr("Project: {name}").format(name=project.name), project.id)
        at = self.scope.findData(scope) if scope is not None else 0
        self.scope.setCurrentIndex(max(at, 0))
        self.scope.setToolTip(
            self.tr("Everywhere: every chat is given it. A project: only that project's chats.")
        )
        form = QFormLayout()
        form.addRow(self.tr("The fact, in a sentence:"), self.text)
        form.addRow(self.tr("Applies:"), self.scope)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def setTextValue(self, text: str) -> None:  # noqa: N802 - as QInputDialog's
        self.text.setText(text)

    def textValue(self) -> str:  # noqa: N802 - as QInputDialog's
        return self.text.text()

    def set_scope(self, project_id: str | None) -> None:
        self.scope.setCurrentIndex(max(self.scope.findData(project_id), 0) if project_id else 0)

    def accept(self) -> None:
        data = self.scope.currentData()
        self.chosen.emit(self.text.text(), data if isinstance(data, str) else None)
        super().accept()


class MemoryDialog(QDialog):
    """The memories, newest change first. `open_session` opens a conversation a memory came from."""

    def __init__(
        self,
        memory: MemoryService,
        open_session: Callable[[str], object],
        parent: QWidget | None = None,
        projects: ProjectsService | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Memory"))
        self.setMinimumSize(640, 420)
        self.resize(820, 560)
        self.tasks = TaskGroup("memory page", shown=self._shown)
        self._memory = memory
        self._open_session = open_session
        self._shown_memories: dict[str, Memory] = {}
        self._undo_of: str | None = None
        self._projects_service = projects
        self._projects: list[Project] = []
        self.editor: MemoryEditor | None = None
        """The open Add or Edit dialog, if any."""

        intro = QLabel(
            self.tr(
                "Short facts the agent is given in every new message: everywhere, or only in one project's "
                "chats. Nothing is added without you: when the model proposes one, you keep, edit or drop it "
                "in the chat."
            )
        )
        intro.setWordWrap(True)
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search memories"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(lambda _text: self.reload())
        self.scope_filter = QComboBox()
        self.scope_filter.setAccessibleName(self.tr("Show memories that apply"))
        self.scope_filter.currentIndexChanged.connect(lambda _index: self.reload())
        self._fill_scopes()
        self.list = QTreeWidget()
        self.list.setAccessibleName(self.tr("Memories"))
        self.list.setHeaderLabels(
            [self.tr("Memory"), self.tr("From"), self.tr("Applies"), self.tr("Last used")]
        )
        self.list.setRootIsDecorated(False)
        self.list.setColumnWidth(0, 380)
        self.list.setColumnWidth(1, 160)
        self.list.setColumnWidth(2, 130)
        self.list.currentItemChanged.connect(lambda _item, _old: self._picked())
        self.list.itemDoubleClicked.connect(lambda _item, _column: self.edit_selected())
        self.source = QLabel()
        self.source.setWordWrap(True)
        self.source.setTextFormat(Qt.TextFormat.PlainText)
        self.open_button = QPushButton(self.tr("Open the conversation"))
        self.open_button.clicked.connect(self.open_source)
        self.add_button = QPushButton(self.tr("Add…"))
        self.add_button.clicked.connect(self.add)
        self.edit_button = QPushButton(self.tr("Edit…"))
        self.edit_button.clicked.connect(self.edit_selected)
        self.remove_button = QPushButton(self.tr("Remove"))
        self.remove_button.clicked.connect(self.remove_selected)
        self.done_label = QLabel()
        self.undo_button = QPushButton(self.tr("Undo"))
        self.undo_button.clicked.connect(self.undo)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet(ERROR_STYLE)

        buttons = QHBoxLayout()
        for button in (self.add_button, self.edit_button, self.remove_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.done_label)
        buttons.addWidget(self.undo_button)
        source_row = QHBoxLayout()
        source_row.addWidget(self.source, 1)
        source_row.addWidget(self.open_button)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        search_row = QHBoxLayout()
        search_row.addWidget(self.search, 1)
        search_row.addWidget(self.scope_filter)
        layout.addLayout(search_row)
        layout.addWidget(self.list, 1)
        layout.addLayout(source_row)
        layout.addLayout(buttons)
        layout.addWidget(self.error)
        layout.addWidget(close)
        self._unsubscribe = memory.subscribe(self.reload)
        self._unsubscribe_projects = projects.subscribe(self.reload) if projects is not None else None
        self._undone(None)
        self._picked()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        self._unsubscribe()
        if self._unsubscribe_projects is not None:
            self._unsubscribe_projects()
        self.tasks.cancel_all()
        super().closeEvent(event)

    def _shown(self, error: BaseException) -> bool:
        if isinstance(error, UserFacingError):
            self.error.setText(error_text(error))
            return True
        return False

    # ---- showing ----

    def reload(self) -> None:
        self.tasks.spawn(self.load())

    def _fill_scopes(self) -> None:
        """The scope filter's choices: all, everywhere, each project (the choice kept when it still is)."""
        chosen = self.scope_filter.currentData()
        self.scope_filter.blockSignals(True)
        try:
            self.scope_filter.clear()
            self.scope_filter.addItem(self.tr("All memories"), None)
            self.scope_filter.addItem(self.tr("Everywhere"), EVERYWHERE)
            for project in self._projects:
                self.scope_filter.addItem(self.tr("Project: {name}").format(name=project.name), project.id)
            self.scope_filter.setCurrentIndex(max(self.scope_filter.findData(chosen), 0) if chosen else 0)
        finally:
            self.scope_filter.blockSignals(False)

    def scope_name(self, memory: Memory) -> str:
        """Where a memory applies, in words: "Everywhere" or its project's name."""
        if memory.project_id is None:
            return self.tr("Everywhere")
        found = next((p for p in self._projects if p.id == memory.project_id), None)
        return found.name if found is not None else self.tr("A project")

    async def load(self) -> None:
        if self._projects_service is not None:
            projects = await self._projects_service.alist()
            if projects != self._projects:
                self._projects = projects
                self._fill_scopes()
        scope = self.scope_filter.currentData()
        found = await self._memory.alist(self.search.text(), scope=scope if isinstance(scope, str) else None)
        chosen = self.selected()
        self._shown_memories = {m.id: m for m in found}
        self.list.clear()
        for memory in found:
            item = QTreeWidgetItem(
                [readable(memory.text), self._from(memory), self.scope_name(memory), self._used(memory)]
            )
            item.setData(0, ID_ROLE, memory.id)
            item.setToolTip(0, readable(memory.text))
            self.list.addTopLevelItem(item)
            if chosen is not None and memory.id == chosen.id:
                self.list.setCurrentItem(item)
        self._picked()

    def _from(self, memory: Memory) -> str:
        if memory.written_by_you:
            return self.tr("Written by you")
        return self.tr("A conversation (edited by you)") if memory.edited else self.tr("A conversation")

    def _used(self, memory: Memory) -> str:
        if memory.last_used_at is None:
            return self.tr("Not yet")
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(memory.last_used_at))

    def selected(self) -> Memory | None:
        item = self.list.currentItem()
        return None if item is None else self._shown_memories.get(str(item.data(0, ID_ROLE)))

    def _picked(self) -> None:
        memory = self.selected()
        for button in (self.edit_button, self.remove_button):
            button.setEnabled(memory is not None)
        self.open_button.setEnabled(memory is not None and memory.session_id is not None)
        if memory is None:
            self.source.setText("")
        elif memory.written_by_you:
            self.source.setText(self.tr("Written by you."))
        else:
            self.source.setText(self.tr("Learnt in a conversation…"))
            self.tasks.spawn(self._show_source(memory))

    async def _show_source(self, memory: Memory) -> None:
        said = await self._memory.asource_text(memory)
        if self.selected() is not memory:
            return
        if said:
            self.source.setText(self.tr("Learnt when you wrote: “{text}”").format(text=readable(said)))
        else:
            self.source.setText(self.tr("Learnt in a conversation that is no longer in the history."))

    # ---- what the person does ----

    def open_source(self) -> None:
        memory = self.selected()
        if memory is not None and memory.session_id is not None:
            self._open_session(memory.session_id)

    def _ask(
        self, title: str, text: str, scope: str | None, then: Callable[[str, str | None], object]
    ) -> None:
        dialog = MemoryEditor(title, text, self._projects, scope, self)
        dialog.chosen.connect(then)
        dialog.finished.connect(dialog.deleteLater)
        self.editor = dialog
        dialog.open()

    def add(self) -> None:
        """Add a memory: everywhere, or in the project the filter shows."""
        shown = self.scope_filter.currentData()
        scope = shown if isinstance(shown, str) and shown != EVERYWHERE else None
        self._ask(
            self.tr("Add a memory"), "", scope, lambda text, pid: self.tasks.spawn(self._add(text, pid))
        )

    async def _add(self, text: str, project_id: str | None) -> None:
        made = await self._memory.aadd(text, project_id=project_id)
        self._undone(made.id, self.tr("Added."))

    def edit_selected(self) -> None:
        memory = self.selected()
        if memory is not None:
            self._ask(
                self.tr("Edit the memory"), memory.text, memory.project_id,
                lambda text, pid: self.tasks.spawn(self._edit(memory, text, pid)),
            )  # fmt: skip

    async def _edit(self, memory: Memory, text: str, project_id: str | None) -> None:
        await self._memory.aedit(memory.id, text, project_id=project_id)
        self._undone(memory.id, self.tr("Changed."))

    def remove_selected(self) -> None:
        memory = self.selected()
        if memory is not None:
            self.tasks.spawn(self._remove(memory))

    async def _remove(self, memory: Memory) -> None:
        await self._memory.aremove(memory.id)
        self._undone(memory.id, self.tr("Removed “{text}”.").format(text=readable(memory.text)))

    def _undone(self, memory_id: str | None, said: str = "") -> None:
        """What Undo takes back now: the last change made here (None: nothing)."""
        self._undo_of = memory_id
        self.error.setText("")
        self.done_label.setText(said)
        self.undo_button.setVisible(memory_id is not None)

    def undo(self) -> None:
        if self._undo_of is not None:
            self.tasks.spawn(self._undo(self._undo_of))

    async def _undo(self, memory_id: str) -> None:
        await self._memory.aundo(memory_id)
        self._undone(None, self.tr("Undone."))


def open_memory(
    parent: QWidget,
    controller: ChatController | NotReady,
    show_error: Callable[[UserFacingError], None],
    open_session: Callable[[str], object],
) -> MemoryDialog | None:
    """File › Memory…: the page over `parent` (the one open already, brought to the front)."""
    live = ready(controller, show_error)
    if live is None:
        return None
    if (open_already := raised(parent, MemoryDialog)) is not None:
        return open_already
    dialog = MemoryDialog(live.core.memory, open_session, parent, live.core.projects)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    dialog.reload()
    return dialog
