"""The app's MCP servers: one connection each, shared by every session, started together, stopped together.

Everything is async on the app's event loop; the MCP SDK is imported in a worker thread the first time a
server starts, so the window never waits for it. Tools of a server that is up are offered to new turns as
``server__tool``; a tool whose server went down meanwhile answers with a clear error instead.

The roots the servers are offered (the workspace folder) are the manager's: none until the app sets them,
and every server hears when they change. A tool call's progress is kept by its call id while it runs.
"""

from __future__ import annotations

import asyncio
import importlib
import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from desktop_agent.domain.errors import UserFacingError
from desktop_agent.domain.tools import ToolSpec
from desktop_agent.tools.base import Tool, ToolOutput
from desktop_agent.tools.mcp.config import (
    DEFAULT_CALL_TIMEOUT_S,
    ImportResult,
    McpConfig,
    ServerConfig,
    import_servers,
    load_config,
    save_config,
)
from desktop_agent.tools.mcp.names import tool_name
from desktop_agent.tools.mcp.status import CallProgress, ServerState, ServerStatus
from desktop_agent.tools.mcp.tool import McpTool, object_schema
from desktop_agent.tools.registry import ToolRegistry

if TYPE_CHECKING:
    from mcp.types import Tool as RemoteTool

    from desktop_agent.tools.mcp.connection import ServerConnection

log = logging.getLogger(__name__)

Listener = Callable[[str], None]
"""Called with a server's name when its state, tools or log changed (on the event loop's thread)."""
ProgressWatcher = Callable[[str, CallProgress], None]
"""Called with a tool call's id and the progress its server just reported (on the event loop's thread)."""


def _needs_tasks(remote: RemoteTool) -> bool:
    """A tool the server runs only as a task, which this app cannot ask for yet."""
    return remote.execution is not None and remote.execution.task_support == "required"


async def _load_sdk() -> None:
    await asyncio.to_thread(importlib.import_module, "desktop_agent.tools.mcp.connection")


class McpManager:
    def __init__(
        self,
        config_file: Path,
        *,
        call_timeout_s: float = DEFAULT_CALL_TIMEOUT_S,
        connect_timeout_s: float = 30.0,
        config: McpConfig | None = None,
        secret_sink: Callable[[str], None] | None = None,
        hidden_dirs: Sequence[Path] = (),
        roots: Sequence[Path] = (),
    ) -> None:
        """``secret_sink`` hears every value that must never be logged (the log's scrubber), now and
        whenever a server is added or changed. ``roots`` are the folders servers are offered as roots
        (the workspace); none by default, see `set_roots`."""
        self.config_file = config_file
        self._hidden_dirs = tuple(hidden_dirs)
        self.load_error: UserFacingError | None = None
        """A broken file: no server starts, and nothing is written over it until the person fixes it."""
        if config is None:
            try:
                config = load_config(config_file)
            except UserFacingError as error:
                self.load_error, config = error, McpConfig()
        self.config = config
        self._secret_sink = secret_sink
        self._tell_secrets(config.secret_values())
        self._started = False
        self._call_timeout_s = call_timeout_s
        self._connect_timeout_s = connect_timeout_s
        self._connections: dict[str, ServerConnection] = {}
        self._locks: dict[str, asyncio.Lock] = {}
        self._listeners: list[Listener] = []
        self._closed = False
        self._roots: tuple[Path, ...] = tuple(roots)
        self._progress: dict[str, CallProgress] = {}
        self._progress_watchers: list[ProgressWatcher] = []

    def _tell_secrets(self, values: list[str]) -> None:
        if self._secret_sink is not None:
            for value in values:
                self._secret_sink(value)

    # ---- watching ----

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener) if listener in self._listeners else None

    def _notify(self, name: str) -> None:
        for listener in list(self._listeners):
            try:
                listener(name)
            except Exception:
                log.exception("An MCP status listener failed")

    def subscribe_progress(self, watcher: ProgressWatcher) -> Callable[[], None]:
        """Hear the progress of every tool call as its server reports it; returns the unsubscribe."""
        self._progress_watchers.append(watcher)
        return lambda: self._progress_watchers.remove(watcher) if watcher in self._progress_watchers else None

    def progress(self, call_id: str) -> CallProgress | None:
        """The latest progress of a tool call still running, if its server reported any."""
        return self._progress.get(call_id)

    def status(self, name: str) -> ServerStatus:
        if name in self.config.problems:
            return ServerStatus(name, ServerState.INVALID, "", self.config.problems[name])
        config = self.config.servers[name]
        conn = self._connections.get(name)
        if config.disabled:
            return ServerStatus(name, ServerState.DISABLED, config.transport)
        if conn is None and not self._started:
            return ServerStatus(name, ServerState.STARTING, config.transport)
        if conn is None:
            return ServerStatus(name, ServerState.DOWN, config.transport, "Not started.")
        specs = tuple(t.spec for t in self.tools() if t.spec.source == name)
        needs_tasks = (
            tuple(t.name for t in conn.tools if _needs_tasks(t)) if conn.state is ServerState.UP else ()
        )
        return ServerStatus(
            name, conn.state, config.transport, conn.error, specs, conn.server_info, needs_tasks
        )

    def statuses(self) -> list[ServerStatus]:
        return [self.status(name) for name in self.config.names()]

    def log_lines(self, name: str) -> list[str]:
        conn = self._connections.get(name)
        return conn.log_lines if conn is not None else []

    # ---- running ----

    async def start(self) -> None:
        """Start every enabled server (in parallel); returns when each is up or has failed."""
        self._started = True
        names = [n for n, c in self.config.servers.items() if not c.disabled and n not in self._connections]
        await asyncio.gather(*(self._start(n) for n in names))

    async def _start(self, name: str) -> None:
        self._started = True
        if self._closed:
            return
        await _load_sdk()
        from desktop_agent.tools.mcp.connection import ServerConnection

        lock = self._locks.setdefault(name, asyncio.Lock())
        async with lock:  # one (re)start of a server at a time: the old one is closed before the new one
            if self._closed:
                return
            old = self._connections.pop(name, None)
            if old is not None:
                await old.close()
            config = self.config.servers.get(name)
            if self._closed or config is None or config.disabled:
                self._notify(name)
                return
            conn = ServerConnection(
                config,
                hidden_dirs=self._hidden_dirs,
                roots=self._roots,
                earlier_lines=[*old.log_lines[-200:], "--- restarted ---"] if old is not None else [],
                on_change=lambda: self._notify(name),
                connect_timeout_s=self._connect_timeout_s,
                call_timeout_s=self._call_timeout_s,
            )
            self._connections[name] = conn
        self._notify(name)
        await conn.start()
        self._notify(name)

    @property
    def roots(self) -> tuple[Path, ...]:
        return self._roots

    async def set_roots(self, folders: Sequence[Path]) -> None:
        """The folders every server is offered as its roots (the session's workspace): servers running now
        are told that they changed (``notifications/roots/list_changed``), new ones start with them."""
        self._roots = tuple(folders)
        await asyncio.gather(*(c.set_roots(self._roots) for c in list(self._connections.values())))

    async def restart(self, name: str) -> None:
        await self._start(name)

    async def stop(self, name: str) -> None:
        conn = self._connections.pop(name, None)
        if conn is not None:
            await conn.close()
        self._notify(name)

    async def aclose(self) -> None:
        """Stop every server; stdio children are ended (their whole process group), none is left behind."""
        self._closed = True
        connections, self._connections = list(self._connections.values()), {}
        await asyncio.gather(*(c.close() for c in connections), return_exceptions=True)

    # ---- changing the file ----

    def _save(self) -> None:
        if self.load_error is not None:
            raise self.load_error
        save_config(self.config_file, self.config)

    async def put_server(self, server: ServerConfig, *, old_name: str | None = None) -> None:
        """Add or replace a server, save the file, and (re)start it if it is enabled."""
        if old_name is not None and old_name != server.name:
            self.config.servers.pop(old_name, None)
            self.config.problems.pop(old_name, None)
            await self.stop(old_name)
        self.config.servers[server.name] = server
        self.config.problems.pop(server.name, None)
        self._tell_secrets(server.secret_values())
        self._save()
        if server.disabled:
            await self.stop(server.name)
        else:
            await self._start(server.name)

    async def set_enabled(self, name: str, enabled: bool) -> None:
        from dataclasses import replace

        await self.put_server(replace(self.config.servers[name], disabled=not enabled))

    async def remove_server(self, name: str) -> None:
        self.config.servers.pop(name, None)
        self.config.problems.pop(name, None)
        self._save()
        await self.stop(name)

    async def import_from(self, source: Path) -> ImportResult:
        """Add another app's servers (Claude Desktop's file); names already here are kept as they are."""
        result = import_servers(self.config, source)
        for name in result.added:
            self._tell_secrets(self.config.servers[name].secret_values())
        if result.added:
            self._save()
            await asyncio.gather(*(self._start(n) for n in result.added))
        return result

    # ---- tools ----

    async def call(
        self,
        server: str,
        tool: str,
        arguments: dict[str, Any],
        *,
        call_id: str = "",
        on_progress: Callable[[CallProgress], None] | None = None,
    ) -> ToolOutput:
        """Call a server's tool. Progress the server reports reaches ``on_progress`` and the progress
        watchers, and `progress` (by ``call_id``) keeps the latest while the call runs."""
        conn = self._connections.get(server)
        if conn is None:
            return ToolOutput(
                f"The MCP server {server!r} is not running. "
                "The person can start it in Settings > MCP servers.",
                is_error=True,
            )

        def heard(update: CallProgress) -> None:
            if call_id:
                self._progress[call_id] = update
            if on_progress is not None:
                on_progress(update)
            for watcher in list(self._progress_watchers):
                try:
                    watcher(call_id, update)
                except Exception:
                    log.exception("An MCP progress watcher failed")

        try:
            return await conn.call(tool, arguments, on_progress=heard)
        finally:
            self._progress.pop(call_id, None)

    def _tools_of(self, name: str, taken: set[str]) -> list[McpTool]:
        conn = self._connections.get(name)
        if conn is None or conn.state is not ServerState.UP:
            return []
        out = []
        for remote in conn.tools:
            if _needs_tasks(remote):
                continue  # every plain call of it fails: the server requires task augmentation
            hints = remote.annotations
            # Hints are the server's word, not a guarantee: a tool runs without asking only when it says
            # both that it changes nothing and that it stays off the network (openWorldHint defaults to
            # true in the protocol). Anything else asks, as tools with side effects do.
            read_only = bool(hints is not None and hints.read_only_hint and hints.open_world_hint is False)
            spec = ToolSpec(
                tool_name(name, remote.name, taken),
                remote.description or remote.title or "",
                object_schema(remote.input_schema),
                side_effects=not read_only,
                source=name,
            )
            out.append(McpTool(spec, remote.name, self.call))
        return out

    def tools(self) -> list[Tool]:
        """The tools of every server that is up, named ``server__tool``, in the file's order."""
        taken: set[str] = set()
        return [t for name in self.config.servers for t in self._tools_of(name, taken)]


def with_mcp_tools(
    builtin: Callable[[Path], ToolRegistry], manager: McpManager | None
) -> Callable[[Path], ToolRegistry]:
    """``tools_for_workspace`` for the service: built-in tools, then the MCP tools of the servers up now."""
    if manager is None:
        return builtin

    def tools_for_workspace(workspace: Path) -> ToolRegistry:
        base = builtin(workspace)
        own = [tool for name in base.names() if (tool := base.get(name)) is not None]
        names = set(base.names())
        extra = [t for t in manager.tools() if t.spec.name not in names]
        return ToolRegistry([*own, *extra])

    return tools_for_workspace
