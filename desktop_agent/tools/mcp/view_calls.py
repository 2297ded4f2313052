"""The calls of tools that have a view (MCP Apps), kept for their views: each call's whole result as the
server sent it (structured content included, which the model's text leaves out), by call id; and what a
view of a server may reach of it: its own server's tools that are not for the model only, and its
resources. Nothing else of the app, and no other server, is reachable from here.

No MCP SDK at import (the manager imports this before the SDK is loaded).
"""

from __future__ import annotations

import collections
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.domain.tools import ToolSpec
from desktop_agent.tools.mcp.apps import View, app_link
from desktop_agent.tools.mcp.names import tool_name
from desktop_agent.tools.mcp.status import ServerState
from desktop_agent.tools.mcp.tool import remote_spec

if TYPE_CHECKING:
    from mcp.types import CallToolResult

    from desktop_agent.tools.mcp.connection import ServerConnection

log = logging.getLogger(__name__)

MOST_KEPT = 200
"""Calls kept for their views; the oldest go first (their cards show their text result)."""


@dataclass(frozen=True, slots=True)
class ViewCall:
    """One call of a tool with a view: what the view is given when it opens."""

    server: str
    tool: str
    """The tool's name on its server."""
    arguments: dict[str, Any]
    result: dict[str, Any]
    """The CallToolResult as a dict, as the view reads it."""
    resource_uri: str
    """The ``ui://`` resource of the view."""


class ServerViews:
    """Views of the servers' tools: the calls kept for them, their HTML, and what they may call."""

    def __init__(self, connection: Callable[[str], ServerConnection | None]) -> None:
        self._connection = connection
        self._calls: collections.OrderedDict[str, ViewCall] = collections.OrderedDict()

    def _up(self, server: str) -> ServerConnection | None:
        conn = self._connection(server)
        return conn if conn is not None and conn.state is ServerState.UP else None

    def keeper(
        self, server: str, tool: str, arguments: dict[str, Any], call_id: str
    ) -> Callable[[CallToolResult], None] | None:
        """What keeps this call's result for its view; None when the tool has no view (or no call id)."""
        conn = self._up(server)
        if not call_id or conn is None:
            return None
        remote = next((t for t in conn.tools if t.name == tool), None)
        uri = app_link(remote.meta).resource_uri if remote is not None else None
        if uri is None:
            return None

        def keep(result: CallToolResult) -> None:
            kept = result.model_dump(mode="json", by_alias=True, exclude_none=True)
            self._calls[call_id] = ViewCall(server, tool, dict(arguments), kept, uri)
            while len(self._calls) > MOST_KEPT:
                self._calls.popitem(last=False)

        return keep

    def get(self, call_id: str) -> ViewCall | None:
        """The call's view, if its tool has one and the call ran in this run of the app."""
        return self._calls.get(call_id)

    async def read(self, call: ViewCall) -> View:
        """The call's view, read from its server now (a clear error when it cannot be shown)."""
        from desktop_agent.tools.mcp.app_views import read_view

        return await read_view(self._catalog(call.server), call.resource_uri)

    def view_tools(self, server: str) -> frozenset[str]:
        """The tools of ``server`` a view may call: the ones not for the model only."""
        conn = self._up(server)
        if conn is None:
            return frozenset()
        return frozenset(t.name for t in conn.tools if app_link(t.meta).for_view)

    def spec(self, server: str, tool: str) -> ToolSpec | None:
        """The tool as the permission rules see it (``server__tool``); None when the server has no such
        tool a view may call."""
        conn = self._up(server)
        remote = next((t for t in conn.tools if t.name == tool), None) if conn is not None else None
        if remote is None or not app_link(remote.meta).for_view:
            return None
        return remote_spec(server, remote, tool_name(server, tool, set()))

    async def call(self, server: str, tool: str, arguments: dict[str, Any]) -> dict[str, Any]:
        """A tool of the view's own server, called for its view after its approval."""
        from desktop_agent.tools.mcp.app_views import view_call

        return await view_call(self._catalog(server), tool, arguments)

    async def read_resource(self, server: str, uri: str) -> dict[str, Any]:
        from desktop_agent.tools.mcp.app_views import view_read

        return await view_read(self._catalog(server), uri)

    def _catalog(self, server: str) -> Any:
        conn = self._up(server)
        if conn is None:
            raise UserFacingError(
                ErrorKind.SERVER_ERROR,
                f"The MCP server {server!r} is not running, so its view cannot be shown. "
                "It can be started in Settings > MCP servers.",
            )
        return conn.catalog
