"""The window's answers to what MCP servers ask of the person: a dialog per form, address or sampling
request (`elicitation_dialog`, `sampling_dialog`), each awaited without blocking the window. A request the
server gives up on (it cancelled it, or its connection ended) closes its dialog."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtWidgets import QDialog, QWidget

from desktop_agent.core.mcp_asker import (
    ElicitationAnswer,
    ElicitationRequest,
    FormRequest,
    SamplingReview,
    SessionModel,
    use_prompter,
)

if TYPE_CHECKING:
    from desktop_agent.core.agent import ChatSession
    from desktop_agent.core.app_core import AppCore
    from desktop_agent.ui.controller import ChatController

log = logging.getLogger(__name__)

D = TypeVar("D", bound=QDialog)


class WindowMcpPrompter:
    """The core's `McpPrompter` for the window: every request shows a non-modal dialog over ``parent``."""

    def __init__(self, parent: QWidget, *, opener: Callable[[str], bool] | None = None) -> None:
        self._parent = parent
        self._opener = opener
        self.open_dialogs: list[QDialog] = []
        """The dialogs waiting for the person, oldest first."""

    async def _answer(self, dialog: D) -> D:
        done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        dialog.finished.connect(lambda _result: None if done.done() else done.set_result(None))
        self.open_dialogs.append(dialog)
        dialog.open()
        dialog.raise_()
        try:
            await done
        finally:
            self.open_dialogs.remove(dialog)
            if dialog.isVisible():  # the server gave up on the request: its dialog goes
                dialog.finished.disconnect()
                dialog.done(QDialog.DialogCode.Rejected)
            dialog.deleteLater()
        return dialog

    async def elicit(self, server: str, request: ElicitationRequest) -> ElicitationAnswer:
        from desktop_agent.ui.elicitation_dialog import ElicitationDialog, UrlDialog

        if isinstance(request, FormRequest):
            return (await self._answer(ElicitationDialog(server, request, self._parent))).answer
        if self._opener is not None:
            url_dialog = UrlDialog(server, request, self._parent, opener=self._opener)
        else:
            url_dialog = UrlDialog(server, request, self._parent)
        return (await self._answer(url_dialog)).answer

    async def review_sampling(self, review: SamplingReview) -> str | None:
        from desktop_agent.ui.sampling_dialog import SamplingDialog

        return (await self._answer(SamplingDialog(review, self._parent))).chosen


def session_model(session: ChatSession | None, controller: ChatController) -> SessionModel:
    """The model sampling requests are answered with unless the person picks another: the shown
    `session`'s, else the one a new session would have."""
    if session is not None:
        return SessionModel(session.provider, session.model, session.base_url)
    return SessionModel(controller.default_provider, controller.default_model)


def attach_prompter(parent: QWidget, core: AppCore, model: Callable[[], SessionModel]) -> WindowMcpPrompter:
    """What MCP servers ask of the person shows over `parent` (the window) from now on; `model` answers
    sampling requests unless the person picks another (`session_model`)."""
    prompter = WindowMcpPrompter(parent)
    use_prompter(core, prompter, model)
    return prompter
