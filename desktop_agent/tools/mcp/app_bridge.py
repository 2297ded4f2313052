"""The host's side of one MCP App view (SEP-1865): the JSON-RPC a view sends over ``postMessage``, answered
here as plain dicts. No Qt and no SDK: the web view (ui/mcp_app_view.py) carries the messages, and what
the view may do goes through what the front end and the manager give (`ViewHost`, ``call``, ``read``).

What a hostile view may try, and what it gets:

- ``tools/call``: only a tool of its own server that is not for the model only, and only after the same
  approval a model's call of that tool would need (`ViewHost.approve_call`; the front end asks the person
  as for the model's calls, with the same rules). Another server's tool does not exist for it.
- ``resources/read``: its own server's resources only.
- ``ui/open-link``: an http(s) address the person sees and opens, or not (`ViewHost.open_link`).
- ``ui/message``: text the person sees before it is posted in the conversation (`ViewHost.post_message`).
- ``ui/update-model-context``: text shown as a chip of context for the model's next turn, never hidden
  (`ViewHost.model_context`).
- ``ui/request-display-mode``: inline, full screen or picture-in-picture, in a window of the app's own that
  names the view's server (`ViewHost.display_mode`); the view hears the mode it got.
- Anything else is refused as an unknown method; a message larger than 1 MB is not read.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from desktop_agent.domain.errors import UserFacingError

log = logging.getLogger(__name__)

PROTOCOL_VERSION = "2026-01-26"
MAX_MESSAGE_CHARS = 1_000_000
METHOD_NOT_FOUND = -32601
INVALID_PARAMS = -32602
REFUSED = -32000

DisplayMode = Literal["inline", "fullscreen", "pip"]
DISPLAY_MODES: tuple[DisplayMode, ...] = ("inline", "fullscreen", "pip")
Call = Callable[[str, dict[str, Any]], Awaitable[dict[str, Any]]]
"""Calls a tool of the view's server by its name there: the CallToolResult as a dict."""
Read = Callable[[str], Awaitable[dict[str, Any]]]
"""Reads a resource of the view's server: the ReadResourceResult as a dict."""


class ViewHost(Protocol):
    """What the front end does for a view: each question is put to the person."""

    async def approve_call(self, server: str, tool: str, arguments: dict[str, Any]) -> bool: ...
    async def open_link(self, server: str, url: str) -> bool: ...
    async def post_message(self, server: str, text: str) -> bool: ...
    def model_context(self, server: str, text: str) -> None: ...
    def resize(self, width: int | None, height: int | None) -> None: ...
    def display_mode(self, mode: DisplayMode) -> DisplayMode:
        """Show the view as asked if the host can; the mode it is shown in now."""
        ...


class RefusedError(Exception):
    """A request the view may not make, with the words it gets back."""

    def __init__(self, code: int, message: str) -> None:
        super().__init__(message)
        self.code = code


@dataclass
class ViewSession:
    """One view of one tool call: what it was given, and its requests answered."""

    server: str
    tool: str
    arguments: dict[str, Any]
    result: dict[str, Any]
    """The tool's CallToolResult (as a dict), given to the view once it is ready."""
    host: ViewHost
    call: Call
    read: Read
    view_tools: frozenset[str]
    """The server's tools a view may call (not for the model only)."""
    theme: str = "light"
    locale: str = "en"
    styles: dict[str, str] = field(default_factory=dict)
    """The host's CSS variables (``--color-background-primary``...): the window's palette, for the view to
    match it."""
    display: DisplayMode = "inline"
    """How the view is shown now (its host says so at `ui/initialize`)."""
    outbox: Callable[[dict[str, Any]], None] = field(default=lambda message: None)
    """Sends a notification to the view (the web view's channel)."""

    async def receive(self, text: str) -> dict[str, Any] | None:
        """A message from the view; the answer to send back (None for a notification)."""
        if len(text) > MAX_MESSAGE_CHARS:
            log.warning(
                "MCP App view of %r sent a message of %d characters: not read", self.server, len(text)
            )
            return None
        try:
            message = json.loads(text)
        except ValueError:
            return None
        if not isinstance(message, dict) or message.get("jsonrpc") != "2.0":
            return None
        method, mid = message.get("method"), message.get("id")
        raw = message.get("params")
        params: dict[str, Any] = raw if isinstance(raw, dict) else {}
        if not isinstance(method, str):
            return None  # an answer to a request of ours: the host asks nothing of views yet
        if mid is None:
            self._notified(method, params)
            return None
        try:
            result = await self._request(method, params)
        except RefusedError as refused:
            return {"jsonrpc": "2.0", "id": mid, "error": {"code": refused.code, "message": str(refused)}}
        except UserFacingError as failed:  # the server stopped, refused or did not answer: said in words
            return {"jsonrpc": "2.0", "id": mid, "error": {"code": REFUSED, "message": failed.message}}
        return {"jsonrpc": "2.0", "id": mid, "result": result}

    def _notified(self, method: str, params: Mapping[str, Any]) -> None:
        if method == "ui/notifications/initialized":
            self.outbox(_note("ui/notifications/tool-input", {"arguments": self.arguments}))
            self.outbox(_note("ui/notifications/tool-result", self.result))
        elif method == "ui/notifications/size-changed":
            width, height = params.get("width"), params.get("height")
            self.host.resize(_size(width), _size(height))
        elif method == "notifications/message":
            log.info("MCP App view of %r: %s", self.server, str(params.get("data"))[:500])

    async def _request(self, method: str, params: Mapping[str, Any]) -> dict[str, Any]:
        match method:
            case "ui/initialize":
                return self._initialized()
            case "ping":
                return {}
            case "tools/call":
                return await self._tool_call(params)
            case "resources/read":
                uri = params.get("uri")
                if not isinstance(uri, str):
                    raise RefusedError(INVALID_PARAMS, "resources/read needs a uri")
                return await self.read(uri)
            case "ui/open-link":
                url = params.get("url")
                if not isinstance(url, str) or not url.lower().startswith(("https://", "http://")):
                    raise RefusedError(INVALID_PARAMS, "only http and https addresses are opened")
                return {} if await self.host.open_link(self.server, url) else {"isError": True}
            case "ui/message":
                text = _text_of(params.get("content"))
                if not text:
                    raise RefusedError(INVALID_PARAMS, "a message needs text content")
                return {} if await self.host.post_message(self.server, text) else {"isError": True}
            case "ui/update-model-context":
                text = _text_of(params.get("content"))
                structured = params.get("structuredContent")
                if isinstance(structured, dict):
                    text = "\n".join(
                        filter(None, (text, json.dumps(structured, ensure_ascii=False)[:20_000]))
                    )
                self.host.model_context(self.server, text)
                return {}
            case "ui/request-display-mode":
                asked = params.get("mode")
                if asked not in DISPLAY_MODES:
                    raise RefusedError(INVALID_PARAMS, f"display modes are {', '.join(DISPLAY_MODES)}")
                mode = self.display = self.host.display_mode(asked)
                self.outbox(_note("ui/notifications/host-context-changed", {"displayMode": mode}))
                return {"mode": mode}
            case _:
                raise RefusedError(METHOD_NOT_FOUND, f"Method not found: {method[:100]}")

    def _initialized(self) -> dict[str, Any]:
        return {
            "protocolVersion": PROTOCOL_VERSION,
            "hostInfo": {"name": "desktop-agent", "version": "1"},
            "hostCapabilities": {
                "openLinks": {},
                "serverTools": {},
                "serverResources": {},
                "logging": {},
                "message": {"text": {}},
                "updateModelContext": {"text": {}, "structuredContent": {}},
            },
            "hostContext": {
                "theme": self.theme,
                "displayMode": self.display,
                "availableDisplayModes": list(DISPLAY_MODES),
                "locale": self.locale,
                "platform": "desktop",
                "toolInfo": {"tool": {"name": self.tool, "inputSchema": {"type": "object"}}},
                **({"styles": {"variables": dict(self.styles)}} if self.styles else {}),
            },
        }

    async def _tool_call(self, params: Mapping[str, Any]) -> dict[str, Any]:
        name, arguments = params.get("name"), params.get("arguments", {})
        if not isinstance(name, str) or not isinstance(arguments, dict):
            raise RefusedError(INVALID_PARAMS, "tools/call needs a name and arguments")
        if name not in self.view_tools:
            raise RefusedError(INVALID_PARAMS, f"Unknown tool: {name[:100]}")
        if not await self.host.approve_call(self.server, name, arguments):
            raise RefusedError(REFUSED, "The person did not allow this call.")
        return await self.call(name, arguments)


def _note(method: str, params: dict[str, Any]) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "method": method, "params": params}


def _size(value: Any) -> int | None:
    return int(value) if isinstance(value, int | float) and 0 < value < 100_000 else None


def _text_of(content: Any) -> str:
    """The text blocks of a content list, joined (other kinds are left out)."""
    if not isinstance(content, list):
        return ""
    parts = [
        b["text"]
        for b in content
        if isinstance(b, dict) and b.get("type") == "text" and isinstance(b.get("text"), str)
    ]
    return "\n\n".join(parts)[:100_000]
