"""What sits between a server's transport and the SDK's client: the server's stderr, kept line by line, and
a watch on the read side that reports what is not JSON-RPC and the end of the stream. With `TaskCalls`,
both sides pass through it: the calls of tools that run only as tasks are followed there (task_calls.py).

Results of protocol 2026-07-28 and later carry ``resultType``; one that leaves it out is complete (the
protocol says so), and the watch fills it in before the SDK checks the result against the protocol.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import os
import threading
from collections.abc import Callable
from contextlib import AsyncExitStack
from types import TracebackType
from typing import Any, TextIO

import anyio
import anyio.abc
import mcp.types as types
from mcp.shared.message import SessionMessage

from desktop_agent.tools.mcp.task_calls import TaskCalls

LOG_LINES = 500
COMPLETE = "complete"


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


def complete_result_type(item: SessionMessage) -> SessionMessage:
    """A result without ``resultType`` as the complete result it is (where the protocol has the field)."""
    message = item.message
    if isinstance(message, types.JSONRPCResponse) and "resultType" not in message.result:
        message.result = {**message.result, "resultType": COMPLETE}
    return item


class WatchedTransport:
    """Wraps a transport: reports the first non-JSON-RPC item and the end of the stream; completes results
    that leave ``resultType`` out while ``has_result_types`` says the connection's protocol has it."""

    def __init__(
        self,
        inner: contextlib.AbstractAsyncContextManager[Any],
        *,
        on_fault: Callable[[Exception], None],
        on_end: Callable[[], None],
        after_enter: Callable[[], None],
        has_result_types: Callable[[], bool],
        tasks: TaskCalls | None = None,
    ) -> None:
        self._inner = inner
        self._on_fault, self._on_end, self._after_enter = on_fault, on_end, after_enter
        self._has_result_types = has_result_types
        self._tasks = tasks
        self._stack = AsyncExitStack()
        self._group: anyio.abc.TaskGroup | None = None

    async def __aenter__(self) -> tuple[Any, Any]:
        read, write = await self._stack.enter_async_context(self._inner)
        self._after_enter()
        send, receive = anyio.create_memory_object_stream[SessionMessage | Exception](0)
        self._group = await self._stack.enter_async_context(anyio.create_task_group())
        self._group.start_soon(self._pump, read, send)
        if self._tasks is None:
            return receive, write
        self._tasks.attach(write.send, send.send)
        self._stack.callback(self._tasks.close)
        sdk_write, sdk_sent = anyio.create_memory_object_stream[SessionMessage](0)
        self._group.start_soon(self._pump_out, sdk_sent, write)
        return receive, sdk_write

    async def _pump(self, read: Any, send: Any) -> None:
        try:
            async with send:
                async for item in read:
                    if isinstance(item, Exception):
                        self._on_fault(item)
                        return
                    if self._has_result_types():
                        item = complete_result_type(item)
                    elif self._tasks is not None and (item := await self._tasks.incoming(item)) is None:
                        continue  # an answer to the task follower's own request, or a task it follows
                    await send.send(item)
        except (anyio.ClosedResourceError, anyio.BrokenResourceError):
            pass
        finally:
            self._on_end()

    async def _pump_out(self, sent: Any, write: Any) -> None:
        """What the SDK sends, through the task follower (a task-only tool's call is task-augmented)."""
        assert self._tasks is not None
        try:
            async with sent, write:  # the SDK's end closes the transport's, as it would have
                async for item in sent:
                    await write.send(await self._tasks.outgoing(item))
        except (anyio.ClosedResourceError, anyio.BrokenResourceError):
            pass

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> bool | None:
        if self._group is not None:
            self._group.cancel_scope.cancel()
        return await self._stack.__aexit__(exc_type, exc, tb)
