"""MCP Apps as front ends see them: which tool calls have a view, and a view's session with its rules in
place (neither the MCP SDK nor Qt here).

The front end (`ViewFront`) only shows and asks; what a view may do is decided here and in the bridge
(tools/mcp/app_bridge.py): a tool call from a view is held to the permission rules, the session's
approvals and the saved grants exactly as the model's call of that tool would be (agent/view_approvals.py),
and only what asks reaches the person, as the same approval.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from desktop_agent.tools.mcp.app_bridge import DisplayMode, ViewHost, ViewSession
from desktop_agent.tools.mcp.apps import Reach, View, ViewPolicy

if TYPE_CHECKING:
    from desktop_agent.agent.interactions import ApprovalDecision
    from desktop_agent.agent.service import AgentService, ChatSession
    from desktop_agent.domain.events import ApprovalRequested
    from desktop_agent.tools.mcp.view_calls import ServerViews, ViewCall

log = logging.getLogger(__name__)
T = TypeVar("T")

__all__ = ["DisplayMode", "McpViews", "Reach", "View", "ViewFront", "ViewHost", "ViewPolicy", "ViewSession"]


def _denied() -> ApprovalDecision:
    from desktop_agent.agent.interactions import ApprovalChoice, ApprovalDecision

    return ApprovalDecision(ApprovalChoice.DENY)


class ViewFront(Protocol):
    """What the front end does for a view: it shows and asks, and decides nothing itself."""

    async def approve(self, request: ApprovalRequested) -> ApprovalDecision:
        """The same approval the model's call would show."""
        ...

    async def open_link(self, server: str, url: str) -> bool: ...
    async def post_message(self, server: str, text: str) -> bool: ...
    def model_context(self, server: str, text: str) -> None: ...
    def resize(self, width: int | None, height: int | None) -> None: ...
    def display_mode(self, mode: DisplayMode) -> DisplayMode: ...


MOST_MESSAGE_CHARS = 4000
"""A message a view asks to send as the person's: at most this long, so that all of it is shown to them."""


@dataclass
class _RuledHost:
    """The bridge's host: a call goes through the rules; only what asks reaches the front end, one
    question at a time (a view asking again while the person has not answered is refused, not queued:
    no view can pile up dialogs)."""

    front: ViewFront
    views: ServerViews
    service: AgentService
    session: ChatSession
    call_id: str
    _asking: bool = False

    async def approve_call(self, server: str, tool: str, arguments: dict[str, Any]) -> bool:
        from desktop_agent.agent.approvals import SavedGrants
        from desktop_agent.agent.view_approvals import approve_view_call

        spec = self.views.spec(server, tool)
        if spec is None:
            return False
        store = self.service.permissions
        saved = SavedGrants(store, self.session.id, self.session.workspace) if store is not None else None
        return await approve_view_call(
            spec,
            arguments,
            call_id=self.call_id,
            policy=self.service.policy_for(self.session),
            grants=self.session.grants,
            saved=saved,
            ask=lambda request: self._one_at_a_time(self.front.approve(request), _denied()),
        )

    async def open_link(self, server: str, url: str) -> bool:
        return await self._one_at_a_time(self.front.open_link(server, url), False)

    async def post_message(self, server: str, text: str) -> bool:
        if len(text) > MOST_MESSAGE_CHARS:
            log.info("A view of %r asked to send a message of %d characters: refused", server, len(text))
            return False
        return await self._one_at_a_time(self.front.post_message(server, text), False)

    async def _one_at_a_time(self, question: Awaitable[T], refused: T) -> T:
        if self._asking:
            close = getattr(question, "close", None)
            if callable(close):
                close()  # never shown
            log.info("A view of call %s asked again before an answer: refused", self.call_id)
            return refused
        self._asking = True
        try:
            return await question
        finally:
            self._asking = False

    def model_context(self, server: str, text: str) -> None:
        self.front.model_context(server, text)

    def resize(self, width: int | None, height: int | None) -> None:
        self.front.resize(width, height)

    def display_mode(self, mode: DisplayMode) -> DisplayMode:
        return self.front.display_mode(mode)


class McpViews:
    """The views of tool calls in this run of the app (their results are kept in memory, not stored)."""

    def __init__(self, views: ServerViews, service: Callable[[], AgentService]) -> None:
        self._views = views
        self._service = service

    def call(self, call_id: str) -> ViewCall | None:
        """The call, if its tool has a view and it ran in this run of the app."""
        return self._views.get(call_id)

    async def open(
        self,
        call_id: str,
        session: ChatSession,
        front: ViewFront,
        *,
        theme: str = "light",
        locale: str = "en",
        styles: dict[str, str] | None = None,
    ) -> tuple[View, ViewSession] | None:
        """The call's view read from its server, with its session (None: the call has no view). Raises
        UserFacingError when the view cannot be shown: the card keeps the tool's text result."""
        call = self._views.get(call_id)
        if call is None:
            return None
        view = await self._views.read(call)
        server = call.server
        host = _RuledHost(front, self._views, self._service(), session, call_id)
        bridge = ViewSession(
            server,
            call.tool,
            call.arguments,
            call.result,
            host,
            call=lambda name, arguments: self._views.call(server, name, arguments),
            read=lambda uri: self._views.read_resource(server, uri),
            view_tools=self._views.view_tools(server),
            theme=theme,
            locale=locale,
            styles=dict(styles or {}),
        )
        return view, bridge
