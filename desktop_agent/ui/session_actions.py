"""What the window's session list does: open a session, search, rename, pin or archive, delete with Undo,
step to the next or previous one; the list (its projects' groups with it: `ui.project_actions`) is read
again from the history when sessions or projects change."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from desktop_agent.ui.project_actions import ProjectActions

if TYPE_CHECKING:
    from desktop_agent.ui.controller import ChatController
    from desktop_agent.ui.header import SessionHeader
    from desktop_agent.ui.presenters.conversation import ConversationPresenter
    from desktop_agent.ui.presenters.not_ready import NotReady
    from desktop_agent.ui.sidebar import SessionSidebar
    from desktop_agent.ui.tasks import Spawn


class SessionActions:
    """The `sidebar`'s requests, for the `conversation` shown (its title and project in `header`);
    `forgotten` clears the conversation shown when its session is deleted."""

    def __init__(
        self,
        sidebar: SessionSidebar,
        conversation: ConversationPresenter,
        controller: Callable[[], ChatController | NotReady],
        spawn: Spawn,
        *,
        header: SessionHeader,
        forgotten: Callable[[], None],
    ) -> None:
        self._sidebar = sidebar
        self._conversation = conversation
        self._controller = controller
        self._spawn = spawn
        self._title = header.title
        self._forgotten = forgotten
        self.projects = ProjectActions(
            sidebar.panel, header, controller, spawn,
            open_session=self.open, show_draft=conversation.new_session, shown=lambda: conversation.session,
            refresh=self.refresh,
        )  # fmt: skip
        panel = sidebar.panel
        panel.view.customContextMenuRequested.connect(panel.show_menu)
        panel.rename_requested.connect(self._rename)
        panel.change_requested.connect(
            lambda session_id, fields: spawn(controller().change_session(session_id, **fields))
        )
        panel.delete_requested.connect(self._delete)
        panel.delete_confirmed.connect(lambda session_id: spawn(controller().delete_session(session_id)))
        sidebar.search_changed.connect(lambda: spawn(self.refresh()))
        sidebar.open_requested.connect(self.open)

    def _shown_id(self) -> str | None:
        session = self._conversation.session
        return session.id if session is not None else None

    async def refresh(self) -> None:
        projects = await self.projects.list()
        await self._sidebar.refresh(self._controller(), self._shown_id(), projects)
        self.projects.show_in_header()

    def open(self, session_id: str) -> None:
        """Show the session (unless it shows already)."""
        if self._shown_id() != session_id:
            self._spawn(self._conversation.open(session_id))

    def step(self, step: int) -> None:
        self._sidebar.step(self._shown_id(), step)

    def rename_current(self) -> None:
        shown, panel = self._shown_id(), self._sidebar.panel
        info = panel.model.info(panel.model.row_of(shown)) if shown is not None else None
        if info is not None:
            panel.rename(info)

    def _rename(self, session_id: str, title: str) -> None:
        if self._conversation.renamed(session_id, title):
            self._title.setText(title)
        self._spawn(self._controller().change_session(session_id, title=title))

    def _delete(self, session_id: str) -> None:
        """Hide the session at once; it is deleted from the history when its Undo time is over."""
        if self._conversation.forget(session_id):
            self._forgotten()
        self._sidebar.panel.delete_with_undo(session_id)
