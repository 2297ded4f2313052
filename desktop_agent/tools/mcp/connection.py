"""One MCP server: its process or HTTP session, owned by one task from connect to close.

The SDK's client lives inside an ``async with`` (task groups, cancel scopes), so a single owner task enters
it, waits until told to stop or until the connection ends, and leaves it; calls come from any task. The
read side of the transport is watched: an item that is not JSON-RPC, or the end of the stream (the process
died, the server closed the connection), marks the server down at once and fails the calls in flight.
"""

from __future__ import annotations

import asyncio
import base64
import binascii
import collections
import contextlib
import json
import logging
import os
import tempfile
import threading
from collections.abc import Callable, Sequence
from contextlib import AsyncExitStack
from pathlib import Path
from types import TracebackType
from typing import Any, TextIO
from urllib.parse import urlsplit, urlunsplit

import anyio
import mcp.types as types
from mcp import Client, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client
from mcp.shared.exceptions import MCPError
from mcp.shared.message import SessionMessage
from pydantic import ValidationError

from desktop_agent import __version__
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.tools.base import ToolOutput
from desktop_agent.tools.mcp.config import ServerConfig, expand
from desktop_agent.tools.mcp.env import server_environment
from desktop_agent.tools.mcp.status import ServerState

log = logging.getLogger(__name__)

CONNECTION_CLOSED = -32000
REQUEST_TIMEOUT = -32001
LOG_LINES = 500
_MAX_TOOL_PAGES = 50


class StderrLog:
    """The server's stderr, line by line, into a bounded buffer (a thread reads the pipe: any OS)."""

    def __init__(self, on_line: Callable[[], None]) -> None:
        self.lines: collections.deque[str] = collections.deque(maxlen=LOG_LINES)
        self._on_line: Callable[[], None] | None = on_line
        self._lock = threading.Lock()
        read_fd, write_fd = os.pipe()
        self.writer: TextIO = os.fdopen(write_fd, "w", encoding="utf-8")
        self._reader = os.fdopen(read_fd, encoding="utf-8", errors="replace")
        self._thread = threading.Thread(target=self._read, name="mcp server stderr", daemon=True)
        self._thread.start()

    def _read(self) -> None:
        with self._reader:
            for line in self._reader:
                self.lines.append(line.rstrip("\n"))
                with self._lock:
                    if self._on_line is not None:
                        self._on_line()

    def silence(self) -> None:
        """No more calls into the event loop from the reader (it may outlive the loop at exit)."""
        with self._lock:
            self._on_line = None

    def close_writer(self) -> None:
        """Our copy of the pipe's write end: closed once the child has its own, so EOF comes when it exits."""
        with contextlib.suppress(OSError):
            self.writer.close()

    async def drained(self, within_s: float) -> None:
        await asyncio.to_thread(self._thread.join, within_s)


class _WatchedTransport:
    """Wraps a transport: reports the first non-JSON-RPC item and the end of the stream."""

    def __init__(
        self,
        inner: contextlib.AbstractAsyncContextManager[Any],
        *,
        on_fault: Callable[[Exception], None],
        on_end: Callable[[], None],
        after_enter: Callable[[], None],
    ) -> None:
        self._inner = inner
        self._on_fault, self._on_end, self._after_enter = on_fault, on_end, after_enter
        self._stack = AsyncExitStack()
        self._group: anyio.abc.TaskGroup | None = None

    async def __aenter__(self) -> tuple[Any, Any]:
        read, write = await self._stack.enter_async_context(self._inner)
        self._after_enter()
        send, receive = anyio.create_memory_object_stream[SessionMessage | Exception](0)
        self._group = await self._stack.enter_async_context(anyio.create_task_group())
        self._group.start_soon(self._pump, read, send)
        return receive, write

    async def _pump(self, read: Any, send: Any) -> None:
        try:
            async with send:
                async for item in read:
                    if isinstance(item, Exception):
                        self._on_fault(item)
                        return
                    await send.send(item)
        except (anyio.ClosedResourceError, anyio.BrokenResourceError):
            pass
        finally:
            self._on_end()

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> bool | None:
        if self._group is not None:
            self._group.cancel_scope.cancel()
        return await self._stack.__aexit__(exc_type, exc, tb)


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


def _bytes_of(data: str) -> int:
    try:
        return len(base64.b64decode(data, validate=False))
    except (binascii.Error, ValueError):
        return len(data) * 3 // 4


def result_text(result: types.CallToolResult) -> ToolOutput:
    """Text as text; images, audio and binary resources as a short note; structured content as JSON."""
    parts: list[str] = []
    for block in result.content:
        match block:
            case types.TextContent():
                parts.append(block.text)
            case types.ImageContent():
                parts.append(f"[image: {block.mime_type}, {_bytes_of(block.data)} bytes]")
            case types.AudioContent():
                parts.append(f"[audio: {block.mime_type}, {_bytes_of(block.data)} bytes]")
            case types.ResourceLink():
                parts.append(f"[resource: {block.uri}" + (f" ({block.name})" if block.name else "") + "]")
            case types.EmbeddedResource():
                res = block.resource
                if isinstance(res, types.TextResourceContents):
                    parts.append(res.text)
                else:
                    mime = res.mime_type or "application/octet-stream"
                    parts.append(f"[resource: {res.uri}, {mime}, {_bytes_of(res.blob)} bytes]")
            case _:
                parts.append(f"[{getattr(block, 'type', 'content')} content]")
    if not any(p.strip() for p in parts) and result.structured_content is not None:
        parts = [json.dumps(result.structured_content, ensure_ascii=False, indent=2)]
    return ToolOutput("\n".join(parts), is_error=bool(result.is_error))


class ServerConnection:
    """Connects once; `call` from any task; `close` stops the process (no orphans)."""

    def __init__(
        self,
        config: ServerConfig,
        *,
        hidden_dirs: Sequence[Path] = (),
        earlier_lines: list[str] | None = None,
        on_change: Callable[[], None],
        connect_timeout_s: float,
        call_timeout_s: float,
    ) -> None:
        self.config = config
        self._hidden_dirs = tuple(hidden_dirs)
        """Folders a sandboxed server must not see (the app's own)."""
        self._sandbox: object = None
        self.state = ServerState.STARTING
        self.error = ""
        self.tools: list[types.Tool] = []
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
        self._ended_unexpectedly = False
        self._closing = False
        self._http_status = 0
        self._side_tasks: set[asyncio.Task[None]] = set()
        self._loop = asyncio.get_running_loop()

    @property
    def log_lines(self) -> list[str]:
        return [*self._earlier_lines, *(self._log.lines if self._log is not None else ())]

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
        self._task = asyncio.create_task(self._serve(), name=f"mcp server {self.config.name}")
        task = self._task
        done, _ = await asyncio.wait(
            {self._ready, task}, timeout=self._connect_timeout_s, return_when=asyncio.FIRST_COMPLETED
        )
        if not done and not self._closing:
            self._down(f"The server did not finish starting within {self._connect_timeout_s:g} s.")
            await self.close()

    def _transport(self, stack: AsyncExitStack) -> tuple[Any, Callable[[], None]]:
        cfg = self.config
        if cfg.url is not None:
            headers = {k: expand(v, cfg.name, f"header {k}") for k, v in cfg.headers.items()}
            http = create_mcp_http_client(headers=headers)

            async def note_status(response: Any) -> None:
                self._http_status = int(response.status_code)

            http.event_hooks = {"request": [], "response": [note_status]}
            stack.push_async_callback(http.aclose)
            return streamable_http_client(cfg.url, http_client=http), lambda: None
        assert cfg.command is not None
        env = server_environment({k: expand(v, cfg.name, f"env {k}") for k, v in cfg.env.items()})
        # The reader thread never calls into the event loop (a late line from a dying server could reach a
        # loop, or Qt objects, already gone); whoever shows the log reads `log_lines` when it looks.
        self._log = StderrLog(lambda: None)
        command, args = cfg.command, list(cfg.args)
        if cfg.sandboxed:
            self._sandbox, (command, *args) = confine(cfg, self._hidden_dirs)  # kept: it owns the /tmp
        params = StdioServerParameters(command=command, args=args, env=env, cwd=cfg.cwd)
        return stdio_client(params, errlog=self._log.writer), self._log.close_writer

    def _call_soon(self, callback: Callable[[], None]) -> None:
        with contextlib.suppress(RuntimeError):  # the loop is gone at exit
            self._loop.call_soon_threadsafe(callback)

    async def _serve(self) -> None:
        try:
            async with AsyncExitStack() as stack:
                inner, after_enter = self._transport(stack)
                watched = _WatchedTransport(
                    inner, on_fault=self._on_fault, on_end=self._on_end, after_enter=after_enter
                )
                client = Client(
                    watched,
                    client_info=types.Implementation(name="desktop-agent", version=__version__),
                    read_timeout_seconds=self._connect_timeout_s,
                    message_handler=self._on_message,
                )
                await stack.enter_async_context(client)
                self.tools = await self._list_tools(client)
                info = client.server_info
                self.server_info = f"{info.name} {info.version}".strip() if info is not None else ""
                if self.state is ServerState.STARTING:
                    self.state, self._client = ServerState.UP, client
                    log.info("MCP server %r is up with %d tools", self.config.name, len(self.tools))
                    self._changed()
                self._settle_ready()
                await self._stop.wait()
        except UserFacingError as err:
            self._down(err.message)
        except Exception as exc:
            self._down(self._describe(_leaf(exc)))
        finally:
            self._client = None
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
            if self.state in (ServerState.UP, ServerState.STARTING):
                self._down("The server stopped." + self._last_line())
            self._settle_ready()

    def _settle_ready(self) -> None:
        if not self._ready.done():
            self._ready.set_result(None)

    async def _list_tools(self, client: Client) -> list[types.Tool]:
        tools: list[types.Tool] = []
        cursor: str | None = None
        for _ in range(_MAX_TOOL_PAGES):
            page = await client.list_tools(cursor=cursor)
            tools.extend(page.tools)
            cursor = page.next_cursor
            if not cursor:
                break
        return tools

    async def _on_message(self, message: Any) -> None:
        """A server that says its tools changed is asked for them again (new turns see the new list)."""
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
        if self.state is ServerState.UP and not self._closing:
            self._ended_unexpectedly = True
            self._down("The server stopped unexpectedly." + self._last_line())
        else:
            self._stop.set()

    def _describe(self, exc: BaseException) -> str:
        cfg = self.config
        if isinstance(exc, SandboxUnavailableError):
            return str(exc)
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
        if cfg.url is not None and (isinstance(exc, OSError) or "Connect" in type(exc).__name__):
            return f"Could not connect to {_safe_url(cfg.url)}: {exc}"
        log.info("MCP server %r failed to start", cfg.name, exc_info=exc)
        return f"The server could not be started: {type(exc).__name__}: {exc}"

    async def close(self) -> None:
        """Stop the server and wait for its process to end (bounded by the SDK's shutdown timeouts)."""
        self._closing = True
        self._stop.set()
        task = self._task
        if task is None or task.done():
            return
        if self._client is None:
            task.cancel()  # still connecting: nothing to finish politely
        done, _ = await asyncio.wait({task}, timeout=10.0)
        if not done:
            task.cancel()
            await asyncio.wait({task}, timeout=5.0)

    # ---- calls ----

    def unavailable(self) -> str:
        why = self.error or "It is not running."
        return (
            f"The MCP server {self.config.name!r} is not available: {why} "
            "The person can restart it in Settings > MCP servers."
        )

    async def call(self, tool: str, arguments: dict[str, Any]) -> ToolOutput:
        client = self._client
        if client is None or self.state is not ServerState.UP:
            return ToolOutput(self.unavailable(), is_error=True)
        timeout = self.call_timeout_s
        try:
            async with asyncio.timeout(timeout + 5.0):
                result = await client.call_tool(tool, arguments, read_timeout_seconds=timeout)
        except MCPError as exc:
            if exc.code == REQUEST_TIMEOUT:
                return self._timed_out(tool, timeout)
            if exc.code == CONNECTION_CLOSED or self.state is not ServerState.UP:
                await self._settled()
                return ToolOutput(self.unavailable(), is_error=True)
            return ToolOutput(f"The MCP server {self.config.name!r} refused the call: {exc.message}", True)
        except TimeoutError:
            return self._timed_out(tool, timeout)
        except ValidationError:
            self._down("The server answered a tool call with a result that does not follow the MCP protocol.")
            return ToolOutput(self.unavailable(), is_error=True)
        except Exception as exc:  # HTTP errors and the like: told to the model, logged for the person
            log.info("MCP call %s on %r failed", tool, self.config.name, exc_info=exc)
            if self.state is not ServerState.UP:
                await self._settled()
                return ToolOutput(self.unavailable(), is_error=True)
            return ToolOutput(
                f"The call to the MCP server {self.config.name!r} failed: {type(exc).__name__}: {exc}", True
            )
        return result_text(result)

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


class SandboxUnavailableError(RuntimeError):
    """A server marked sandboxed cannot be confined here: it is not started at all."""


def confine(cfg: ServerConfig, hidden_dirs: Sequence[Path]) -> tuple[object, list[str]]:
    """The command line that runs a sandboxed server under this platform's sandbox: only its folder
    (``cwd``) and a private /tmp writable, the app's own and credential folders hidden, no network unless
    the entry allows it. Its environment reaches it through the launcher's own (never on a command line,
    where other users could read it)."""
    from desktop_agent.tools.sandbox import SandboxPolicy, platform_sandbox

    assert cfg.command is not None
    folder = Path(cfg.cwd).expanduser() if cfg.cwd else Path(tempfile.mkdtemp(prefix="desktop-agent-mcp-"))
    policy = SandboxPolicy.for_workspace(folder, app_dirs=hidden_dirs, network=cfg.sandbox_network)
    sandbox = platform_sandbox(policy)
    if not sandbox.available():
        raise SandboxUnavailableError(
            f"This server is marked to run in the sandbox, but {sandbox.describe()}. It was not started."
        )
    wrapped = sandbox.wrap([cfg.command, *cfg.args], {}, folder)
    return sandbox, [part for part in wrapped if part != "--clearenv"]
