"""What the app offers a server on its side of the connection: its roots (the workspace folder), a place
in the server's log for the messages the server logs, and the progress of each tool call.

Roots are declared with ``listChanged``: a server that connected with the initialize handshake is told
when they change; one on protocol 2026-07-28 or later asks for them with each request that needs them
(that protocol has no notifications from the client). Sampling and elicitation are not offered.

Log messages go to the server's log only, never to the model. Every tool call carries a progress token of
the app's own; the server's progress for it is kept (the latest) while the call runs.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import logging
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import mcp.types as types
from mcp.client.session import ClientRequestContext
from pydantic import FileUrl

from desktop_agent.tools.mcp.status import CallProgress

log = logging.getLogger(__name__)

LOG_LEVEL: types.LoggingLevel = "debug"
"""The lowest level of the server's log messages asked for (protocol 2026-07-28 asks per request): all of
them, as all of its stderr is kept."""
_MAX_LOG_TEXT = 2000

ProgressListener = Callable[[CallProgress], None]


def root_uri(folder: Path) -> str:
    """The folder's ``file://`` URI (made absolute without touching the disk: this runs on the loop)."""
    return folder.expanduser().absolute().as_uri()


def log_line(params: types.LoggingMessageNotificationParams) -> str:
    """One log message as a line of the server's log: ``[level] logger: text``."""
    data = params.data
    if isinstance(data, str):
        text = data
    else:
        try:
            text = json.dumps(data, ensure_ascii=False, default=str)
        except ValueError:  # a circular structure cannot come from JSON, but be safe
            text = repr(data)
    if len(text) > _MAX_LOG_TEXT:
        text = text[:_MAX_LOG_TEXT] + "…"
    source = f"{params.logger}: " if params.logger else ""
    return f"[{params.level}] {source}{text}"


class ClientFeatures:
    """One connection's client side: roots, log messages and the progress of its calls."""

    def __init__(self, server: str, *, roots: Sequence[Path], write_log: Callable[[str], None]) -> None:
        self._server = server
        self._roots: tuple[Path, ...] = tuple(roots)
        self._write_log = write_log
        self._tokens = itertools.count(1)
        self._listeners: dict[str, ProgressListener | None] = {}
        self.progress: dict[str, CallProgress] = {}
        """The latest progress of each call in flight that reported any, by its progress token."""

    # ---- roots ----

    @property
    def roots(self) -> tuple[Path, ...]:
        return self._roots

    def set_roots(self, folders: Sequence[Path]) -> bool:
        """Keep the new roots; True when they differ from the old ones."""
        new = tuple(folders)
        changed = [root_uri(p) for p in new] != [root_uri(p) for p in self._roots]
        self._roots = new
        return changed

    def root_list(self) -> types.ListRootsResult:
        roots = [types.Root(uri=FileUrl(root_uri(p)), name=p.name or str(p)) for p in self._roots]
        return types.ListRootsResult(roots=roots)

    async def list_roots(self, context: ClientRequestContext) -> types.ListRootsResult | types.ErrorData:
        """Answers the server's ``roots/list``."""
        result = self.root_list()
        log.debug("MCP server %r asked for the roots: %d", self._server, len(result.roots))
        return result

    # ---- the server's log ----

    async def on_log(self, params: types.LoggingMessageNotificationParams) -> None:
        """A ``notifications/message``: a line in the server's log, with its level."""
        self._write_log(log_line(params))

    # ---- progress ----

    @contextlib.contextmanager
    def tracking(self, listener: ProgressListener | None) -> Iterator[str]:
        """A new progress token for one call; the server's progress for it reaches ``listener`` until the
        call ends."""
        token = f"desktop-agent-{next(self._tokens)}"
        self._listeners[token] = listener
        try:
            yield token
        finally:
            self._listeners.pop(token, None)
            self.progress.pop(token, None)

    def on_progress(self, params: types.ProgressNotificationParams) -> None:
        token = str(params.progress_token)
        if token not in self._listeners:
            log.debug("MCP server %r: progress for a token not in flight: %r", self._server, token)
            return
        update = CallProgress(token, params.progress, params.total, params.message)
        self.progress[token] = update
        listener = self._listeners[token]
        if listener is not None:
            try:
                listener(update)
            except Exception:
                log.exception("A progress listener of MCP server %r failed", self._server)

    def on_message(self, message: Any) -> None:
        """The notifications this class handles among those the connection hears."""
        if isinstance(message, types.ProgressNotification):
            self.on_progress(message.params)
