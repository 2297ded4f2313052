"""What the window does with projects: the session list's groups (read with the sessions, folded as the person
leaves them), the project entries of the list's menus (a new chat in a project, edit, delete after asking,
move a session in or out), File › New project…, and the project named in the chat's header.

Changes go through the core's `ProjectsService`; the list is read again when it says something changed."""

from __future__ import annotations

import logging
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QTimer

from desktop_agent.ui.presenters.not_ready import NotReady

# The dialogs load when first opened: the window imports this module before its first paint.
if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from desktop_agent.core.agent import ChatSession
    from desktop_agent.core.projects import ProjectsService
    from desktop_agent.domain.projects import Project
    from desktop_agent.ui.controller import ChatController
    from desktop_agent.ui.header import SessionHeader
    from desktop_agent.ui.project_dialog import ProjectChoices, ProjectDialog
    from desktop_agent.ui.session_list import SessionListPanel
    from desktop_agent.ui.tasks import Spawn

log = logging.getLogger(__name__)


class ProjectActions:
    """The projects of the `panel`'s list and the `header`'s project link, through the core the `controller`
    holds. `open_session` shows a session, `shown` is the session shown, `refresh` reads the list again."""

    def __init__(
        self,
        panel: SessionListPanel,
        header: SessionHeader,
        controller: Callable[[], ChatController | NotReady],
        spawn: Spawn,
        *,
        open_session: Callable[[str], object],
        show_draft: Callable[[ChatSession], object],
        shown: Callable[[], ChatSession | None],
        refresh: Callable[[], Coroutine[Any, Any, None]],
    ) -> None:
        self._panel = panel
        self._header = header
        self._controller = controller
        self._spawn = spawn
        self._open_session = open_session
        self._show_draft = show_draft
        self._shown = shown
        self._refresh = refresh
        self._listening: ProjectsService | None = None
        self._folding: dict[str, bool] = {}
        """Folds being kept (project id -> folded): the list shows them already, so the change they make
        is not read again, and a list read meanwhile shows them as the person left them."""
        self._soon = False
        self.dialog: ProjectDialog | None = None
        """The project dialog open last."""
        self.asking: QMessageBox | None = None
        """The question open last (delete a project?)."""
        panel.project_folded.connect(lambda project_id, folded: spawn(self._fold(project_id, folded)))
        panel.project_requested.connect(self._chosen)
        panel.move_requested.connect(lambda session_id, project_id: spawn(self._move(session_id, project_id)))
        panel.new_project_requested.connect(self.new_project_for)
        header.project_requested.connect(self.edit_shown)
        header.project_of = self.project_of

    # ---- reading ----

    def service(self) -> ProjectsService | None:
        """The core's projects (None while the core is starting); their changes are followed from the first
        use on."""
        controller = self._controller()
        if isinstance(controller, NotReady):
            return None
        projects = controller.core.projects
        if projects is not self._listening:
            self._listening = projects
            projects.subscribe(self._changed)
        return projects

    async def list(self) -> list[Project] | None:
        """Every project, for the list's groups (None: the core is not ready)."""
        projects = self.service()
        if projects is None:
            return None
        found = await projects.alist()
        folding = dict(self._folding)
        from dataclasses import (
            replace,
        )  # here: this module loads before the first paint, dataclasses need not

        return [replace(p, collapsed=folding[p.id]) if p.id in folding else p for p in found]

    def project_of(self, session_id: str, fallback: str | None) -> Project | None:
        """The project of a session as the list last read it (`fallback`: its project id when the list does
        not hold it yet)."""
        return self._panel.model.session_project(session_id, fallback)

    def project_name(self, project_id: str) -> str | None:
        """A project's name as the list last read it (None: not known)."""
        project = self._panel.model.project(project_id)
        return None if project is None else project.name

    def show_in_header(self) -> None:
        session = self._shown()
        self._header.show_project(
            None if session is None else self.project_of(session.id, session.project_id)
        )

    def _changed(self) -> None:
        """A project changed (here, in the terminal's core or by a move): the list is read once soon."""
        if self._folding or self._soon:
            return
        self._soon = True
        QTimer.singleShot(0, self._read_again)

    def _read_again(self) -> None:
        self._soon = False
        self._spawn(self._refresh())

    # ---- what the person does ----

    def _chosen(self, what: str, project_id: str) -> None:
        project = self._panel.model.project(project_id)
        if project is None:
            return
        if what == "new-chat":
            self._spawn(self.new_chat(project.id))
        elif what == "edit":
            self.edit(project)
        elif what == "delete":
            self.ask_delete(project)

    def _choices(self, controller: ChatController) -> ProjectChoices:
        from desktop_agent.ui.project_dialog import ProjectChoices

        core = controller.core
        servers = [(name, not server.disabled) for name, server in core.mcp.config.servers.items()]
        return ProjectChoices(
            models=controller.model_choices(), profiles=controller.profile_names(),
            knowledge=controller.knowledge_names(), mcp_servers=servers, folder=str(controller.workspace),
        )  # fmt: skip

    def _open(
        self, project: Project | None, then: Callable[[Project], object] | None = None
    ) -> ProjectDialog | None:
        from desktop_agent.ui.project_dialog import open_project_dialog

        controller, projects = self._controller(), self.service()
        if isinstance(controller, NotReady) or projects is None:
            return None
        self.dialog = open_project_dialog(
            self._panel, projects, self._choices(controller), project, then=then
        )  # fmt: skip
        return self.dialog

    def new_project(self) -> ProjectDialog | None:
        """File › New project…"""
        return self._open(None)

    def new_project_for(self, session_id: str) -> ProjectDialog | None:
        """A session's "Move to project › New project…": the session moves into the project made."""
        return self._open(None, lambda made: self._spawn(self._move(session_id, made.id)))

    def edit(self, project: Project) -> ProjectDialog | None:
        return self._open(project)

    def edit_shown(self) -> None:
        """The header's project link: edit the shown session's project."""
        session = self._shown()
        project = None if session is None else self.project_of(session.id, session.project_id)
        if project is not None:
            self.edit(project)

    def ask_delete(self, project: Project) -> QMessageBox:
        from PySide6.QtWidgets import QMessageBox

        count = self._panel.model.project_count(project.id)
        box = QMessageBox(self._panel)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(QCoreApplication.translate("Projects", "Delete project"))
        box.setText(
            QCoreApplication.translate("Projects", "Delete the project “{name}”?").format(name=project.name)
        )
        if count == 0:
            stay = QCoreApplication.translate("Projects", "It holds no chats.")
        elif count == 1:
            stay = QCoreApplication.translate("Projects", "Its chat stays, outside any project.")
        else:
            stay = QCoreApplication.translate("Projects", "Its {n} chats stay, outside any project.").format(
                n=count
            )
        box.setInformativeText(
            stay
            + " "
            + QCoreApplication.translate(
                "Projects", "The project's instructions, settings and memories are deleted."
            )
        )
        delete = box.addButton(
            QCoreApplication.translate("Projects", "Delete project"), QMessageBox.ButtonRole.DestructiveRole
        )
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.finished.connect(
            lambda _result: self._spawn(self._delete(project.id)) if box.clickedButton() is delete else None
        )
        self.asking = box
        box.open()
        return box

    async def _delete(self, project_id: str) -> None:
        projects = self.service()
        if projects is not None:
            await projects.adelete(project_id)

    async def new_chat(self, project_id: str) -> None:
        """A new chat in the project, shown (its group unfolded); stored with its first message, so one
        left untouched leaves nothing in the list."""
        controller, projects = self._controller(), self.service()
        if isinstance(controller, NotReady) or projects is None:
            return
        self._panel.fold_project(project_id, False)
        draft = await projects.adraft_session(project_id, fallback_workspace=controller.workspace)
        self._show_draft(draft)

    async def _move(self, session_id: str, project_id: str | None) -> None:
        projects = self.service()
        if projects is not None:
            await projects.amove(session_id, project_id)
            if project_id is not None:
                self._panel.fold_project(project_id, False)  # the person sees where it went

    async def _fold(self, project_id: str, folded: bool) -> None:
        projects = self.service()
        if projects is None:
            return
        self._folding[project_id] = folded
        try:
            await projects.aset_collapsed(project_id, folded)
        finally:
            if self._folding.get(project_id) == folded:
                del self._folding[project_id]
