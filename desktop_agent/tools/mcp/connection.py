"""One MCP server: its process or HTTP session, owned by one task from connect to close.

The SDK's client lives inside an ``async with`` (task groups, cancel scopes), so a single owner task enters
it, waits until told to stop or until the connection ends, and leaves it; calls come from any task. The
read side of the transport is watched: an item that is not JSON-RPC, or the end of the stream (the process
died, the server closed the connection), marks the server down at once and fails the calls in flight.

The client side is declared and served by `client_features`: the roots (the workspace), the server's log
messages into its log, progress for every tool call, and elicitation and sampling (through the asker).

An HTTP server may restart while the app runs. When it no longer knows the session (it answers 404, or a
400 that names the session) or nothing answers at its address, the app connects again, once, and sends the
call again when the server cannot have run it (it refused the call, or the call never reached it).

An HTTP server that asks for a sign-in is signed in to by `oauth` (the httpx auth of its client): one that
has no usable token and no browser to ask with ends in the state SIGN_IN, not DOWN.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import logging
import socket
from collections.abc import Callable, Sequence
from contextlib import AsyncExitStack
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import httpx2
import mcp.types as types
from mcp import Client, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client
from mcp.shared.exceptions import MCPError
from mcp.types.version import MODERN_PROTOCOL_VERSIONS
from pydantic import ValidationError

from desktop_agent import __version__
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.tools.base import ToolOutput
from desktop_agent.tools.mcp.catalog import ServerCatalog
from desktop_agent.tools.mcp.client_features import LOG_LEVEL, AskerSource, ClientFeatures, ProgressListener
from desktop_agent.tools.mcp.config import ServerConfig, expand
from desktop_agent.tools.mcp.confinement import SandboxUnavailableError, confine
from desktop_agent.tools.mcp.env import server_environment
from desktop_agent.tools.mcp.listing import Freshness
from desktop_agent.tools.mcp.oauth import (
    ServerAuth,
    SignInAuth,
    describe_auth_error,
    sign_in_needed,
    sign_in_words,
)
from desktop_agent.tools.mcp.results import first_problem, result_text
from desktop_agent.tools.mcp.served_skills import ServedSkills
from desktop_agent.tools.mcp.status import ServerState
from desktop_agent.tools.mcp.task_calls import TaskCalls
from desktop_agent.tools.mcp.transport import LOG_LINES, StderrLog, WatchedTransport

log = logging.getLogger(__name__)

CONNECTION_CLOSED = -32000
REQUEST_TIMEOUT = -32001
_MAX_TOOL_PAGES = 50
_SESSION_HEADER = "mcp-session-id"


def _safe_url(url: str) -> str:
    """The address without what may hold a secret (user:password@, the query, the fragment)."""
    parts = urlsplit(url)
    host = parts.hostname or ""
    if parts.port:
        host += f":{parts.port}"
    return urlunsplit((parts.scheme, host, parts.path, "", ""))


def _leaf(exc: BaseException) -> BaseException:
    while isinstance(exc, BaseExceptionGroup) and exc.exceptions:
        exc = exc.exceptions[0]
    return exc


@dataclass(frozen=True, slots=True)
class _Lost:
    """A call that found the HTTP connection lost: a new one is made, and the call sent again when safe."""

    may_have_run: bool
    """The call reached the server before the connection broke: sending it again could run it twice."""
    forgotten_session: bool = False
    """The server answered that it does not know the session (it restarted, or dropped the session)."""


async def _forgets_session(response: httpx2.Response) -> bool:
    """A refusal of a request in a session the server does not know: 404 (the protocol's answer), or a 400
    that names the session (what older servers answer)."""
    if response.status_code == 404:
        return True
    if response.status_code != 400:
        return False
    return b"session" in (await response.aread()).lower()


def _caused_by(exc: BaseException, kind: type[BaseException]) -> bool:
    seen: BaseException | None = exc
    for _ in range(10):
        if seen is None:
            return False
        if isinstance(seen, kind):
            return True
        seen = seen.__cause__ or seen.__context__
    return False


def _takes_task_calls(capabilities: types.ServerCapabilities) -> bool:
    offered = capabilities.tasks
    calls = offered.requests.tools if offered is not None and offered.requests is not None else None
    return calls is not None and calls.call is not None


class ServerConnection:
    """Connects once (an HTTP server again when its session was lost); `call` from any task; `close` stops
    the process (no orphans)."""

    def __init__(
        self,
        config: ServerConfig,
        *,
        hidden_dirs: Sequence[Path] = (),
        roots: Sequence[Path] = (),
        earlier_lines: list[str] | None = None,
        on_change: Callable[[], None],
        connect_timeout_s: float,
        call_timeout_s: float,
        asker: AskerSource = lambda: None,
        auth: ServerAuth | None = None,
        start_timeout_s: float | None = None,
    ) -> None:
        """``auth`` signs in to an HTTP server that asks for it; ``start_timeout_s`` bounds `start` when
        it is longer than ``connect_timeout_s`` (a sign-in waits for the person)."""
        self.config = config
        self.auth = auth
        self._http: httpx2.AsyncClient | None = None
        self._start_timeout_s = start_timeout_s or connect_timeout_s
        self.wanted_scope: str | None = None
        """The scope the server asked for when it last said "sign in" (asked for at the next sign-in)."""
        self._more_permission = False
        """It said "sign in" on refusing a call for want of permission (a step-up)."""
        self._hidden_dirs = tuple(hidden_dirs)
        """Folders a sandboxed server must not see (the app's own)."""
        self._sandbox: object = None
        self.state = ServerState.STARTING
        self.error = ""
        self.tools: list[types.Tool] = []
        self.runs_tasks = False
        """The server takes task-augmented calls (protocol 2025-11-25, ``tasks.requests.tools.call``): its
        tools that run only as tasks are called as tasks (task_calls.py)."""
        self.server_info = ""
        self._on_change = on_change
        self._connect_timeout_s = connect_timeout_s
        self.call_timeout_s = config.timeout_s or call_timeout_s
        self._client: Client | None = None
        self._stop = asyncio.Event()
        self._ready: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._task: asyncio.Task[None] | None = None
        self._log: StderrLog | None = None
        self._earlier_lines: list[str] = list(earlier_lines or [])
        self._said: collections.deque[str] = collections.deque(maxlen=LOG_LINES)
        """The log messages of a server without stderr (HTTP); a stdio server's go among its stderr lines."""
        self.features = ClientFeatures(config.name, roots=roots, write_log=self._write_log, asker=asker)
        self.catalog = ServerCatalog(config.name, on_change=self._changed, timeout_s=self.call_timeout_s)
        self._tools_fresh = Freshness()
        """How long the tools as listed stay fresh (a 2026-07-28 server's ttlMs)."""
        self.served = ServedSkills(config.name, self.catalog.ask)
        """The skills the server serves (listed when it connects; read only when one is used)."""
        """Its resources, templates and prompts (listed when first asked for)."""
        self._ended_unexpectedly = False
        self._closing = False
        self._http_status = 0
        self._side_tasks: set[asyncio.Task[None]] = set()
        self._loop = asyncio.get_running_loop()
        self._protocol_version: str | None = None
        # Connecting again (HTTP): one attempt at a time, counted, for every call that found the session lost.
        self._reconnecting = asyncio.Lock()
        self._attempts = 0
        self._replacing = False
        """The session in use is being ended on purpose, to make a new one."""
        self._connection_lost = False
        """The HTTP connection ended by itself; the exception that ended it says why."""
        self._session_lost = False
        """The server answered a request of this session as one it does not know."""
        self._end_cause: BaseException | None = None

    @property
    def log_lines(self) -> list[str]:
        return [*self._earlier_lines, *self._said, *(self._log.lines if self._log is not None else ())]

    def _write_log(self, line: str) -> None:
        (self._log.lines if self._log is not None else self._said).append(line)

    def _changed(self) -> None:
        self._on_change()

    def _down(self, message: str) -> None:
        if self.state is ServerState.DOWN:
            return
        self.state, self.error = ServerState.DOWN, message
        log.warning("MCP server %r is down: %s", self.config.name, message)
        self._stop.set()
        self._changed()

    def _last_line(self) -> str:
        lines = [line for line in self.log_lines if line.strip()]
        return f" Its last words: {lines[-1].strip()[:300]}" if lines else ""

    # ---- lifecycle ----

    async def start(self) -> None:
        """Connect and list the tools; on failure the state is DOWN with a reason. Never raises."""
        if self._closing:
            return
        self._stop, self._ready = asyncio.Event(), self._loop.create_future()
        self._connection_lost = self._session_lost = False
        self._end_cause, self._protocol_version, self._http_status = None, None, 0
        self._task = asyncio.create_task(self._serve(), name=f"mcp server {self.config.name}")
        task = self._task
        done, _ = await asyncio.wait(
            {self._ready, task}, timeout=self._start_timeout_s, return_when=asyncio.FIRST_COMPLETED
        )
        if not done and not self._closing:
            self._down(f"The server did not finish starting within {self._start_timeout_s:g} s.")
            await self.close()

    def _transport(self, stack: AsyncExitStack) -> tuple[Any, Callable[[], None]]:
        cfg = self.config
        if cfg.url is not None:
            headers = {k: expand(v, cfg.name, f"header {k}") for k, v in cfg.headers.items()}
            http = create_mcp_http_client(headers=headers, auth=self.auth)

            async def note_status(response: httpx2.Response) -> None:
                self._http_status = int(response.status_code)
                if response.request.headers.get(_SESSION_HEADER) and await _forgets_session(response):
                    self._session_lost = True

            http.event_hooks = {"request": [], "response": [note_status]}
            stack.push_async_callback(http.aclose)
            self._http = http
            return streamable_http_client(cfg.url, http_client=http), lambda: None
        assert cfg.command is not None
        env = server_environment({k: expand(v, cfg.name, f"env {k}") for k, v in cfg.env.items()})
        # The reader thread never calls into the event loop (a late line from a dying server could reach a
        # loop, or Qt objects, already gone); whoever shows the log reads `log_lines` when it looks.
        self._log = StderrLog(lambda: None)
        command, args = cfg.command, list(cfg.args)
        if cfg.sandboxed:
            sandbox, (command, *args) = confine(cfg, self._hidden_dirs)
            self._sandbox = sandbox  # kept: it owns the /tmp
            stack.callback(sandbox.release)  # after the server has ended: its stand-ins in its folder go
        params = StdioServerParameters(command=command, args=args, env=env, cwd=cfg.cwd)
        return stdio_client(params, errlog=self._log.writer), self._log.close_writer

    def _call_soon(self, callback: Callable[[], None]) -> None:
        with contextlib.suppress(RuntimeError):  # the loop is gone at exit
            self._loop.call_soon_threadsafe(callback)

    def _runs_as_task(self, tool: str) -> bool:
        return self.runs_tasks and any(
            t.name == tool and t.execution is not None and t.execution.task_support == "required"
            for t in self.tools
        )

    def _has_result_types(self) -> bool:
        return self._protocol_version in MODERN_PROTOCOL_VERSIONS

    async def set_roots(self, folders: Sequence[Path]) -> None:
        """New roots; a server connected with the handshake is told that they changed (one on protocol
        2026-07-28 or later asks for them with each request that needs them)."""
        client = self._client
        if not self.features.set_roots(folders) or client is None or self.state is not ServerState.UP:
            return
        if self._has_result_types():
            return
        try:
            await client.session.send_notification(types.RootsListChangedNotification())
        except Exception as exc:  # the connection is going away; its own handling says why
            log.info("MCP server %r: could not tell it the roots changed: %s", self.config.name, exc)

    async def _serve(self) -> None:
        try:
            async with AsyncExitStack() as stack:
                inner, after_enter = self._transport(stack)
                if isinstance(self.auth, SignInAuth) and self._http is not None and self.config.url:
                    refused = await self.auth.refusal_before_connecting(self._http, self.config.url)
                    if refused is not None:
                        raise refused
                watched = WatchedTransport(
                    inner,
                    on_fault=self._on_fault,
                    on_end=self._on_end,
                    after_enter=after_enter,
                    has_result_types=self._has_result_types,
                    tasks=TaskCalls(self._runs_as_task),
                )
                client = Client(
                    watched,
                    client_info=types.Implementation(name="desktop-agent", version=__version__),
                    read_timeout_seconds=self._start_timeout_s,  # a sign-in waits for the person
                    message_handler=self._on_message,
                    list_roots_callback=self.features.list_roots,
                    elicitation_callback=self.features.elicit,
                    sampling_callback=self.features.sample,
                    logging_callback=self.features.on_log,
                    log_level=LOG_LEVEL,
                )
                await stack.enter_async_context(client)
                self._protocol_version = client.protocol_version
                offered = client.server_capabilities.tasks
                calls = (
                    offered.requests.tools if offered is not None and offered.requests is not None else None
                )
                self.runs_tasks = (
                    not self._has_result_types() and calls is not None and calls.call is not None
                )
                self.tools = await self._list_tools(client)
                info = client.server_info
                self.server_info = f"{info.name} {info.version}".strip() if info is not None else ""
                if self.state is ServerState.STARTING:
                    self.state, self._client = ServerState.UP, client
                    log.info("MCP server %r is up with %d tools", self.config.name, len(self.tools))
                    self._changed()
                if self._client is client:
                    # The listen stream of a 2026-07-28 server only over stdio: over HTTP, the SDK's client
                    # cannot end that long-lived stream cleanly when the session closes (it leaves the
                    # response's stream to the garbage collector, off its task); lists are asked again
                    # when needed.
                    modern = self._has_result_types()
                    self.catalog.attach(client, modern=modern, listen=self.config.url is None)
                    if await self.served.listed(client.server_capabilities):
                        self._changed()
                self._settle_ready()
                await self._stop.wait()
                await self.catalog.wind_down()
        except UserFacingError as err:
            self._down(err.message)
        except Exception as exc:
            needed = sign_in_needed(exc)
            if needed is not None and not self._closing and not self._replacing:
                self._needs_sign_in(needed.scope, str(needed), more_permission=needed.more_permission)
            else:
                self._ended_by(_leaf(exc))
        finally:
            self._client = None
            self.catalog.detach()
            self._settle_ready()
            for task in self._side_tasks:
                task.cancel()
            if self._log is not None:
                self._log.close_writer()
                try:
                    await self._log.drained(1.0)
                finally:
                    self._log.silence()
            if self._ended_unexpectedly:  # now that the last lines of its log are in
                self.error = "The server stopped unexpectedly." + self._last_line()
                self._changed()
            if self._closing and self.state in (ServerState.UP, ServerState.STARTING):
                self.state, self.error = ServerState.DOWN, "Stopped."
            if self.state in (ServerState.UP, ServerState.STARTING) and not self._replacing:
                self._down("The server stopped." + self._last_line())
            self._settle_ready()

    def _ended_by(self, cause: BaseException) -> None:
        self._end_cause = cause
        log.debug("MCP server %r: the connection ended", self.config.name, exc_info=cause)
        if self._replacing:  # ended on purpose, calls in flight and all
            log.info("MCP server %r: the old session ended with %s", self.config.name, type(cause).__name__)
            return
        reason = self._describe(cause)
        if self._connection_lost:  # marked down when the stream ended; this says why
            self.error = reason
            log.warning("MCP server %r is down: %s", self.config.name, reason)
            self._changed()
        else:
            self._down(reason)

    def _needs_sign_in(self, scope: str | None, message: str, *, more_permission: bool = False) -> None:
        """The server asks for a sign-in that only the person can start: not down, waiting for them."""
        self.wanted_scope = scope
        self._more_permission = more_permission
        self.state, self.error = ServerState.SIGN_IN, message
        log.info("MCP server %r needs a sign-in", self.config.name)
        self._stop.set()
        self._changed()

    def _settle_ready(self) -> None:
        if not self._ready.done():
            self._ready.set_result(None)

    async def _list_tools(self, client: Client) -> list[types.Tool]:
        tools: list[types.Tool] = []
        cursor: str | None = None
        self._tools_fresh.start()
        for _ in range(_MAX_TOOL_PAGES):
            page = await client.list_tools(cursor=cursor, cache_mode="bypass")
            self._tools_fresh.page(page.ttl_ms)
            tools.extend(page.tools)
            cursor = page.next_cursor
            if not cursor:
                break
        return tools

    async def fresh_tools(self) -> None:
        """Ask a 2026-07-28 server for its tools again once the time its list said it stays fresh
        (``ttlMs``) has run out, before a turn uses them; a change is taken in as list_changed would be.
        Older servers say when their tools change instead."""
        client = self._client
        if client is None or self.state is not ServerState.UP or self._tools_fresh.fresh():
            return
        try:
            async with asyncio.timeout(self.call_timeout_s):
                tools = await self._list_tools(client)
        except Exception as exc:  # the turn goes on with the tools as last listed
            log.info("MCP server %r: could not list its tools again: %s", self.config.name, exc)
            return
        if [t.model_dump() for t in tools] != [t.model_dump() for t in self.tools]:
            self.tools = tools
            log.info("MCP server %r changed its tools (%d now)", self.config.name, len(self.tools))
            self._changed()

    async def _on_message(self, message: Any) -> None:
        """A server that says its tools changed is asked for them again (new turns see the new list);
        progress goes to the call it belongs to."""
        self.features.on_message(message)
        self.catalog.on_message(message)
        if isinstance(message, types.ToolListChangedNotification):
            task = asyncio.create_task(self._relist())
            self._side_tasks.add(task)
            task.add_done_callback(self._side_tasks.discard)

    async def _relist(self) -> None:
        client = self._client
        if client is None:
            return
        try:
            self.tools = await self._list_tools(client)
        except Exception as exc:  # the connection is going away; its own handling says why
            log.info("MCP server %r: could not list its changed tools: %s", self.config.name, exc)
            return
        log.info("MCP server %r changed its tools (%d now)", self.config.name, len(self.tools))
        self._changed()

    def _on_fault(self, exc: Exception) -> None:
        detail = ""
        if isinstance(exc, ValidationError) and exc.errors():
            received = exc.errors()[0].get("input")
            if isinstance(received, str | bytes):
                text = received.decode(errors="replace") if isinstance(received, bytes) else received
                detail = f": {text[:120]!r}"
        self._down(f"The server wrote something that is not JSON-RPC on its output{detail}.")

    def _on_end(self) -> None:
        if self.state is ServerState.UP and not self._closing and not self._replacing:
            refused = self.auth.refused if isinstance(self.auth, SignInAuth) else None
            if refused is not None:  # the sign-in ended it: "sign in", not "lost"
                self._needs_sign_in(refused.scope, str(refused), more_permission=refused.more_permission)
            elif self.config.url is not None:
                self._connection_lost = True
                self._down("The connection to the server was lost.")
            else:
                self._ended_unexpectedly = True
                self._down("The server stopped unexpectedly." + self._last_line())
        else:
            self._stop.set()

    def _describe(self, exc: BaseException) -> str:
        cfg = self.config
        if isinstance(exc, SandboxUnavailableError):
            return str(exc)
        if (failed := describe_auth_error(exc)) is not None:
            return failed
        if isinstance(exc, FileNotFoundError) and cfg.command is not None:
            return f"The command {cfg.command!r} was not found. Check that it is installed and on the PATH."
        if isinstance(exc, PermissionError) and cfg.command is not None:
            return f"The command {cfg.command!r} could not be run (permission denied)."
        if isinstance(exc, MCPError) and self._http_status in (401, 403):
            return (
                f"The server refused the connection (HTTP {self._http_status}): "
                "check its headers, e.g. the Authorization token."
            )
        if isinstance(exc, MCPError) and self._http_status >= 400:
            return f"The server answered with HTTP {self._http_status}: {exc.message}"
        if isinstance(exc, MCPError):
            if exc.code == CONNECTION_CLOSED:
                return "The server stopped before it was ready." + self._last_line()
            if exc.code == REQUEST_TIMEOUT:
                return f"The server did not answer within {self._connect_timeout_s:g} s."
            return f"The server answered the handshake with an error: {exc.message}"
        if isinstance(exc, ValidationError):
            return "The server answered with a message that does not follow the MCP protocol."
        if isinstance(exc, TimeoutError):
            return f"The server did not answer within {self._connect_timeout_s:g} s."
        if cfg.url is not None:
            return self._describe_http(exc, _safe_url(cfg.url))
        log.info("MCP server %r failed to start", cfg.name, exc_info=exc)
        return f"The server could not be started: {type(exc).__name__}: {exc}"

    def _describe_http(self, exc: BaseException, url: str) -> str:
        if isinstance(exc, httpx2.ConnectError) and _caused_by(exc, socket.gaierror):
            return f"Could not connect to {url}: its host name was not found. Check the address."
        if isinstance(exc, httpx2.ConnectError):
            return (
                f"Could not connect to {url}: nothing answered there. "
                "Check that the server is running and that the address is right."
            )
        if isinstance(exc, httpx2.TransportError):
            return f"The connection to {url} broke: {str(exc) or type(exc).__name__}."
        if isinstance(exc, OSError) or "Connect" in type(exc).__name__:
            return f"Could not connect to {url}: {exc}"
        log.info("MCP server %r failed to start", self.config.name, exc_info=exc)
        return f"The server could not be started: {type(exc).__name__}: {exc}"

    async def close(self) -> None:
        """Stop the server and wait for its process to end (bounded by the SDK's shutdown timeouts)."""
        self._closing = True
        self._stop.set()
        await self._finish()

    async def _finish(self) -> None:
        """Wait for the owner task to leave the connection it was told to leave (cancelled if it lingers)."""
        task = self._task
        if task is None or task.done():
            return
        if self._client is None:
            task.cancel()  # still connecting: nothing to finish politely
        done, _ = await asyncio.wait({task}, timeout=10.0)
        if not done:
            task.cancel()
            await asyncio.wait({task}, timeout=5.0)

    async def _reconnect(self, attempt: int) -> bool:
        """A new session with an HTTP server whose session was lost: one attempt, shared by the calls that
        found it lost at the same time. True when the server is up again."""
        async with self._reconnecting:
            if self._attempts != attempt or self._closing:  # made (or tried) while this call waited
                return self.state is ServerState.UP and not self._closing
            self._attempts += 1
            log.info("MCP server %r: the session was lost; connecting again", self.config.name)
            self._replacing = True
            try:
                self._stop.set()
                await self._finish()
            finally:
                self._replacing = False
            if self._closing:
                return False
            self.state, self.error = ServerState.STARTING, ""
            self._changed()
            await self.start()
            return self.state is ServerState.UP

    # ---- calls ----

    def unavailable(self) -> str:
        if self.state is ServerState.SIGN_IN:
            name = self.config.name
            if self._more_permission:  # the error says which scope, and that the next sign-in asks for it
                return f"The MCP server {name!r} refused the call: {self.error}"
            return f"The MCP server {name!r} needs the person to sign in. {sign_in_words(name)}"
        why = self.error or "It is not running."
        return (
            f"The MCP server {self.config.name!r} is not available: {why} "
            "The person can restart it in Settings > MCP servers."
        )

    async def call(
        self,
        tool: str,
        arguments: dict[str, Any],
        *,
        on_progress: ProgressListener | None = None,
        keep: Callable[[types.CallToolResult], None] | None = None,
    ) -> ToolOutput:
        """Call a tool; the server's progress for it (if it reports any) reaches ``on_progress``, and the
        whole result, as the server sent it, reaches ``keep`` (for a tool with a view: MCP Apps)."""
        with self.features.tracking(on_progress) as token:
            return await self._call(tool, arguments, token, keep)

    async def _call(
        self,
        tool: str,
        arguments: dict[str, Any],
        token: str,
        keep: Callable[[types.CallToolResult], None] | None = None,
    ) -> ToolOutput:
        if self._reconnecting.locked():  # a new session is on its way: the call goes there
            async with self._reconnecting:
                pass
        attempt = self._attempts
        first = await self._send(tool, arguments, token, keep)
        if not isinstance(first, _Lost):
            return first
        if not await self._reconnect(attempt):
            return ToolOutput(self.unavailable(), is_error=True)
        if first.may_have_run:
            return self._broke_during(tool)
        second = await self._send(tool, arguments, token, keep)
        if not isinstance(second, _Lost):
            return second
        if second.forgotten_session:
            self._down("The server forgot its session again right after the app connected anew.")
        await self._settled()
        return ToolOutput(self.unavailable(), is_error=True)

    async def _send(
        self,
        tool: str,
        arguments: dict[str, Any],
        token: str,
        keep: Callable[[types.CallToolResult], None] | None,
    ) -> ToolOutput | _Lost:
        client = self._client
        if client is None or self.state is not ServerState.UP:
            return ToolOutput(self.unavailable(), is_error=True)
        timeout = self.call_timeout_s
        try:
            async with asyncio.timeout(timeout + 5.0):
                result = await client.call_tool(
                    tool, arguments, read_timeout_seconds=timeout, meta={"progress_token": token}
                )
        except MCPError as exc:
            if exc.code == REQUEST_TIMEOUT:
                return self._timed_out(tool, timeout)
            if self._session_lost and self.config.url is not None:
                log.info("MCP server %r does not know the session: %s", self.config.name, exc.message)
                return _Lost(may_have_run=False, forgotten_session=True)
            if exc.code == CONNECTION_CLOSED or self.state is not ServerState.UP:
                return await self._connection_ended(tool)
            return ToolOutput(f"The MCP server {self.config.name!r} refused the call: {exc.message}", True)
        except TimeoutError:
            return self._timed_out(tool, timeout)
        except ValidationError as exc:
            log.info("MCP call %s on %r: a result that is not MCP", tool, self.config.name, exc_info=exc)
            return ToolOutput(
                f"The MCP server {self.config.name!r} answered this call with a result that does not follow "
                f"the MCP protocol ({first_problem(exc)[:300]}). The server is still running: the call can "
                "be tried again, and if it keeps failing, the server's maintainers should hear of it.",
                is_error=True,
            )
        except Exception as exc:  # HTTP errors and the like: told to the model, logged for the person
            log.info("MCP call %s on %r failed", tool, self.config.name, exc_info=exc)
            if self.state is not ServerState.UP:
                return await self._connection_ended(tool)
            return ToolOutput(
                f"The call to the MCP server {self.config.name!r} failed: {type(exc).__name__}: {exc}", True
            )
        if keep is not None:
            keep(result)
        return result_text(result, self.config.name)

    async def _connection_ended(self, tool: str) -> ToolOutput | _Lost:
        """After a call failed with the connection: what to tell, or what to do (HTTP: connect again)."""
        task = self._task
        if self.config.url is not None and task is not None and self.state is ServerState.UP:
            await asyncio.wait({task}, timeout=0.5)  # a dead connection shows within moments
            if self.state is ServerState.UP:
                return self._broke_during(tool)  # only this call's own answer stream broke
        await self._settled()
        cause = self._end_cause
        if self.config.url is None or self._closing or not isinstance(cause, httpx2.TransportError):
            return ToolOutput(self.unavailable(), is_error=True)
        # The connection ended because a request could not be sent at all (nothing answered at the
        # address): the calls it failed never reached the server. Any other break may have come after.
        return _Lost(may_have_run=not isinstance(cause, httpx2.ConnectError))

    def _broke_during(self, tool: str) -> ToolOutput:
        log.warning("MCP call %s on %r: the connection broke during the call", tool, self.config.name)
        return ToolOutput(
            f"The connection to the MCP server {self.config.name!r} broke during the call, so it is not "
            "known whether the tool ran. Check its effect before calling it again.",
            is_error=True,
        )

    def _timed_out(self, tool: str, timeout: float) -> ToolOutput:
        log.warning("MCP tool %s on %r timed out after %g s", tool, self.config.name, timeout)
        return ToolOutput(
            f"The MCP server {self.config.name!r} did not answer within {timeout:g} s; "
            "the call was abandoned.",
            is_error=True,
        )

    async def _settled(self) -> None:
        """After the connection ended: let the owner finish, so the reason (and last log line) is known."""
        task = self._task
        if task is not None and not task.done():
            await asyncio.wait({task}, timeout=6.0)
