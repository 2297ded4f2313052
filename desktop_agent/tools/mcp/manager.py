"""The app's MCP servers: one connection each, shared by every session, started together, stopped together.

Everything is async on the app's event loop; the MCP SDK is imported in a worker thread the first time a
server starts, so the window never waits for it. Tools of a server that is up are offered to new turns as
``server__tool``; a tool whose server went down meanwhile answers with a clear error instead.

The roots the servers are offered (the workspace folder) are the manager's: none until the app sets them,
and every server hears when they change. A tool call's progress is kept by its call id while it runs.
What a server asks of the person (forms, addresses, sampling) goes to the asker the front end set
(`set_asker`); without one it is declined.

An HTTP server that asks for a sign-in (OAuth) waits in the state SIGN_IN until the person signs in
(`login`, with a browser the front end gives); its tokens live in the keyring the core gives (`use_secrets`),
and `logout` forgets them.
"""

from __future__ import annotations

import asyncio
import importlib
import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from desktop_agent.config.settings import DEFAULT_CLIENT_ID_METADATA_URL
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.tools.base import Tool, ToolOutput
from desktop_agent.tools.mcp.apps import app_link
from desktop_agent.tools.mcp.asker import McpAsker
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
from desktop_agent.tools.mcp.tool import McpTool, remote_spec
from desktop_agent.tools.mcp.view_calls import ServerViews
from desktop_agent.tools.registry import ToolRegistry

if TYPE_CHECKING:
    from mcp.types import Tool as RemoteTool

    from desktop_agent.tools.mcp.catalog import ServerCatalog
    from desktop_agent.tools.mcp.connection import ServerConnection
    from desktop_agent.tools.mcp.oauth import Browser, SecretStore
    from desktop_agent.tools.mcp.served_skills import ServedSkills

log = logging.getLogger(__name__)

SIGN_IN_TIMEOUT_S = 300.0
"""How long a sign-in waits for the person in the browser."""
Listener = Callable[[str], None]
"""Called with a server's name when its state, tools or log changed (on the event loop's thread)."""
ProgressWatcher = Callable[[str, CallProgress], None]
"""Called with a tool call's id and the progress its server just reported (on the event loop's thread)."""


def _needs_tasks(remote: RemoteTool, conn: ServerConnection) -> bool:
    """A tool the server runs only as a task, which the app cannot ask of this server: tasks are followed
    on 2025-11-25 connections whose server takes task-augmented calls (task_calls.py), not yet with the
    2026-07-28 tasks extension."""
    required = remote.execution is not None and remote.execution.task_support == "required"
    return required and not conn.runs_tasks


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
        asker: McpAsker | None = None,
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
        self.views = ServerViews(self._connections.get)
        """The views of tools with one (MCP Apps): each call's whole result, kept for its view."""
        self._locks: dict[str, asyncio.Lock] = {}
        self._listeners: list[Listener] = []
        self._closed = False
        self._roots: tuple[Path, ...] = tuple(roots)
        self._progress: dict[str, CallProgress] = {}
        self._progress_watchers: list[ProgressWatcher] = []
        self._asker = asker
        self._secrets: Callable[[], SecretStore] | None = None
        self._client_metadata_url: Callable[[], str] = lambda: DEFAULT_CLIENT_ID_METADATA_URL

    def use_secrets(self, store: Callable[[], SecretStore]) -> None:
        """Where sign-in tokens and client registrations are kept (the OS keyring); until this is called,
        in memory for this run only."""
        self._secrets = store

    def use_client_metadata_url(self, address: Callable[[], str]) -> None:
        """Where the app's OAuth client ID metadata document is (the setting, read at each connection;
        "" for none): an authorization server that accepts such documents is given it as the client ID."""
        self._client_metadata_url = address

    def set_asker(self, asker: McpAsker | None) -> None:
        """Who answers what servers ask of the person from now on (servers already running included);
        None: nobody, so it is declined."""
        self._asker = asker

    def _tell_secrets(self, values: list[str]) -> None:
        if self._secret_sink is not None:
            for value in values:
                self._secret_sink(value)

    # ---- watching ----

    @property
    def closed(self) -> bool:
        """`aclose` has begun: the servers are going down with the app."""
        return self._closed

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
            tuple(t.name for t in conn.tools if _needs_tasks(t, conn)) if conn.state is ServerState.UP else ()
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

    async def _start(self, name: str, *, browser: Browser | None = None) -> None:
        self._started = True
        if self._closed:
            return
        await _load_sdk()
        from desktop_agent.tools.mcp.connection import ServerConnection
        from desktop_agent.tools.mcp.oauth import run_only_store, server_auth

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
            config, unreadable = await self._kept_values(config)
            conn = ServerConnection(
                config,
                hidden_dirs=self._hidden_dirs,
                roots=self._roots,
                earlier_lines=[*old.log_lines[-200:], "--- restarted ---"] if old is not None else [],
                on_change=lambda: self._notify(name),
                connect_timeout_s=self._connect_timeout_s,
                call_timeout_s=self._call_timeout_s,
                asker=lambda: self._asker,
                auth=server_auth(
                    config,
                    self._secrets or run_only_store(self),
                    secret_sink=self._secret_sink,
                    browser=browser,
                    wanted_scope=old.wanted_scope if old is not None else None,
                    client_metadata_url=self._client_metadata_url() or None,
                ),
                start_timeout_s=SIGN_IN_TIMEOUT_S if browser is not None else None,
            )
            self._connections[name] = conn
            if unreadable:  # a value kept in the keyring could not be read: it is not started without it
                conn.state, conn.error = ServerState.DOWN, unreadable
        self._notify(name)
        if not unreadable:
            await conn.start()
        self._notify(name)

    async def _kept_values(self, config: ServerConfig) -> tuple[ServerConfig, str]:
        """The server with the values its entry keeps in the keyring filled in (`kept_values`), or why they
        could not be read."""
        from desktop_agent.tools.mcp import kept_values

        if not kept_values.entries(config):
            return config, ""
        from desktop_agent.tools.mcp.oauth import run_only_store

        store = self._secrets or run_only_store(self)
        try:
            filled, values = await asyncio.to_thread(lambda: kept_values.resolved(config, store()))
        except UserFacingError as error:
            return config, f"{error.message} {error.action}".strip()
        self._tell_secrets(values)
        return filled, ""

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
        server = self.config.servers.pop(name, None)
        self.config.problems.pop(name, None)
        self._save()
        await self.stop(name)
        if server is not None and server.url is not None:
            await self._forget(server.url, client_secret=True)
        if server is not None:
            await self.forget_kept_values(server)

    async def forget_kept_values(self, server: ServerConfig, keep: ServerConfig | None = None) -> None:
        """Remove the keyring entries of a server's environment and headers (those ``keep`` still names
        stay)."""
        from desktop_agent.tools.mcp import kept_values

        gone = set(kept_values.entries(server)) - set(kept_values.entries(keep) if keep else ())
        if gone:
            from desktop_agent.tools.mcp.oauth import run_only_store

            store = self._secrets or run_only_store(self)
            await asyncio.to_thread(lambda: [store().delete(entry) for entry in sorted(gone)])

    # ---- signing in ----

    async def login(self, name: str, browser: Browser) -> ServerStatus:
        """Sign in to a server the person chose: connect anew, and when it asks for a sign-in, show them
        its authorization page with ``browser`` and wait (up to `SIGN_IN_TIMEOUT_S`) for the answer on the
        loopback. The tokens go to the keyring; later connections use (and refresh) them silently."""
        await self._start(name, browser=browser)
        conn = self._connections.get(name)
        if conn is not None and conn.auth is not None:
            conn.auth.disarm()  # the browser was lent for this sign-in only
        return self.status(name)

    async def logout(self, name: str) -> bool:
        """Forget a server's tokens and its registration (the keyring's), and connect again without them
        (a server that needs a sign-in then shows "Sign in"). True when there was something to forget."""
        server = self.config.servers[name]
        await self.stop(name)
        forgotten = await self._forget(server.url, client_secret=False) if server.url else False
        if not server.disabled:
            await self._start(name)
        return forgotten

    async def set_client_secret(self, name: str, secret: str, *, kind: str = "client_secret") -> None:
        """Keep a credential of the client the person registered for this server in the keyring: its
        secret, or (``kind``) its PEM ``private_key`` or the identity provider's ``id_token``."""
        from desktop_agent.tools.mcp.oauth import run_only_store, store_credential
        from desktop_agent.tools.mcp.oauth_grants import signing_algorithm

        url = self.config.servers[name].url
        if url is None:
            raise UserFacingError(ErrorKind.CONFIG, f"{name!r} is not an HTTP server: it has no sign-in.", "")
        self._tell_secrets([secret])
        if kind == "private_key":
            try:
                signing_algorithm(secret)
            except ValueError as error:
                raise UserFacingError(ErrorKind.CONFIG, str(error), "Give the client's key file.") from None
        store = (self._secrets or run_only_store(self))()
        await asyncio.to_thread(store_credential, url, store, kind, secret)

    async def _forget(self, url: str, *, client_secret: bool) -> bool:
        await _load_sdk()
        from desktop_agent.tools.mcp.oauth import forget, run_only_store

        store = (self._secrets or run_only_store(self))()
        try:
            return await asyncio.to_thread(forget, url, store, client_secret=client_secret)
        except UserFacingError as error:
            log.warning("A server's sign-in could not be removed from the keyring: %s", error.message)
            raise

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
            keep = self.views.keeper(server, tool, arguments, call_id)
            return await conn.call(tool, arguments, on_progress=heard, keep=keep)
        finally:
            self._progress.pop(call_id, None)

    def _tools_of(self, name: str, taken: set[str]) -> list[McpTool]:
        conn = self._connections.get(name)
        if conn is None or conn.state is not ServerState.UP:
            return []
        out = []
        for remote in conn.tools:
            if _needs_tasks(remote, conn):
                continue  # every plain call of it fails: the server requires task augmentation
            if not app_link(remote.meta).for_model:
                continue  # MCP Apps: a tool only its view may call is never offered to the model
            spec = remote_spec(name, remote, tool_name(name, remote.name, taken))
            out.append(McpTool(spec, remote.name, self.call))
        return out

    def tools(self) -> list[Tool]:
        """The tools of every server that is up, named ``server__tool``, in the file's order."""
        taken: set[str] = set()
        return [t for name in self.config.servers for t in self._tools_of(name, taken)]

    # ---- resources and prompts (tools/mcp/catalog.py) ----

    def catalogs(self) -> list[ServerCatalog]:
        """What each server that is up offers besides tools, in the file's order."""
        found = [self._connections.get(name) for name in self.config.servers]
        return [c.catalog for c in found if c is not None and c.state is ServerState.UP]

    async def fresh_lists(self) -> None:
        """Before a turn: each server that is up whose tool list has outlived its ttlMs is asked again."""
        found = [self._connections.get(name) for name in self.config.servers]
        await asyncio.gather(*(c.fresh_tools() for c in found if c is not None))

    def served(self) -> list[ServedSkills]:
        """The skills of each server that is up, in the file's order (`served_skills.SkillShelf`)."""
        found = [self._connections.get(name) for name in self.config.servers]
        return [c.served for c in found if c is not None and c.state is ServerState.UP]

    def resource_tools(self) -> list[Tool]:
        """`read_resource`, while a server that is up offers resources (or skills with their files)."""
        from desktop_agent.tools.mcp.read_resource import ReadResourceTool

        offered = any(c.offers_resources for c in self.catalogs()) or any(s.skills for s in self.served())
        return [ReadResourceTool(self.catalogs, self.served)] if offered else []


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
        extra = [t for t in [*manager.tools(), *manager.resource_tools()] if t.spec.name not in names]
        return ToolRegistry([*own, *extra])

    return tools_for_workspace
