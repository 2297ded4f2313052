"""What the chat's tool cards get once the chat is made (after the first paint): `remember`'s Keep, Edit and
Drop (`memory_cards`) and MCP Apps' views (`mcp_views_front`), each given the collaborators it needs."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from desktop_agent.ui.mcp_views_front import WindowViews
from desktop_agent.ui.memory_cards import MemoryCards
from desktop_agent.ui.presenters.not_ready import NotReady

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from desktop_agent.core.agent import ChatSession
    from desktop_agent.domain.errors import UserFacingError
    from desktop_agent.ui.attachment_tray import Attachments
    from desktop_agent.ui.chat_view import ChatView
    from desktop_agent.ui.controller import ChatController
    from desktop_agent.ui.tasks import Spawn


def equip_cards(
    chat: ChatView,
    parent: QWidget,
    controller: Callable[[], ChatController | NotReady],
    session: Callable[[], ChatSession | None],
    spawn: Spawn,
    show_error: Callable[[UserFacingError], None],
    project_name: Callable[[str], str | None],
    attachments: Attachments,
    composer: tuple[Callable[[], str], Callable[[str], None], Callable[[], None]],
) -> MemoryCards:
    """The memory cards (returned: the window decides their Keep/Drop links) and the views' opener.
    `composer`: what the person is writing, putting text there, sending it."""

    def ready() -> ChatController | None:
        ctl = controller()
        return None if isinstance(ctl, NotReady) else ctl

    memory = MemoryCards(
        lambda: c.core.memory if (c := ready()) else None,
        lambda: shown.id if (shown := session()) else None,
        spawn,
        parent,
        show_error,
        project_name=project_name,
    )
    memory.watch(chat.writer.cards)
    views = WindowViews(
        parent, lambda: c.core.mcp_views if (c := ready()) else None, session, attachments, *composer
    )
    chat.app_views.opener = views.opener
    return memory
