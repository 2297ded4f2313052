"""MCP tasks (protocol 2025-11-25, SEP-1686) for the tools a server runs only as tasks
(``execution.taskSupport: "required"``), below the SDK, which validates every ``tools/call`` answer as a
plain result and has no tasks of its own.

Between the transport and the SDK's client (`transport.WatchedTransport`):

- **Out**: a ``tools/call`` of such a tool gets ``task: {ttl}`` (and is remembered by its request id).
- **In**: the server's ``CreateTaskResult`` for it is held back from the SDK. The task is then followed with
  requests of our own (ids ``desktop-agent-task-N``, answered to us and never to the SDK): ``tasks/result``
  at once (it answers when the task ends; what the server asks meanwhile, a form for ``input_required``,
  reaches the SDK as any request does and is answered by the person), and ``tasks/get`` every
  ``pollInterval`` (bounded), whose ``statusMessage`` becomes the call's progress. The task's result (or
  error) is handed to the SDK as the answer to the original ``tools/call``, so the call ends as any other.
- **Stopped**: the SDK's ``notifications/cancelled`` for the call (Stop, or the call's time limit) sends
  ``tasks/cancel`` for its task.

Everything the server sends is as untrusted as a plain result: a task id is only echoed back to the
same server, and a result is checked by the SDK as a ``CallToolResult``.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import mcp.types as types
from mcp.shared.message import SessionMessage

log = logging.getLogger(__name__)

TTL_MS = 30 * 60 * 1000
"""How long the server keeps a task's result (it may keep it less)."""
MIN_POLL_S, MAX_POLL_S = 0.5, 5.0
ID_PREFIX = "desktop-agent-task-"
Send = Callable[[SessionMessage], Awaitable[None]]


@dataclass(slots=True)
class _Call:
    progress_token: Any
    task_id: str | None = None
    runner: asyncio.Task[None] | None = None
    polls: int = 0
    said: str = ""


@dataclass(slots=True)
class TaskCalls:
    """Task-augmented calls of one connection. `required(name)`: the tool runs only as a task (and the
    server accepts task-augmented calls)."""

    required: Callable[[str], bool]
    _calls: dict[Any, _Call] = field(default_factory=dict)
    _waiting: dict[str, asyncio.Future[SessionMessage]] = field(default_factory=dict)
    _ids: itertools.count[int] = field(default_factory=itertools.count)
    _to_server: Send | None = None
    _to_client: Send | None = None

    def attach(self, to_server: Send, to_client: Send) -> None:
        self._to_server, self._to_client = to_server, to_client

    def close(self) -> None:
        for call in self._calls.values():
            if call.runner is not None:
                call.runner.cancel()
        for waiting in self._waiting.values():
            waiting.cancel()
        self._calls.clear()
        self._waiting.clear()

    # ---- what the SDK sends ----

    async def outgoing(self, item: SessionMessage) -> SessionMessage:
        message = item.message
        if isinstance(message, types.JSONRPCRequest) and message.method == "tools/call":
            params = dict(message.params or {})
            if self.required(str(params.get("name"))):
                params["task"] = {"ttl": TTL_MS}
                message.params = params
                token = (params.get("_meta") or {}).get("progressToken")
                self._calls[message.id] = _Call(token)
        elif isinstance(message, types.JSONRPCNotification) and message.method == "notifications/cancelled":
            call = self._calls.pop((message.params or {}).get("requestId"), None)
            if call is not None:
                await self._cancel(call)
        return item

    # ---- what the server sends ----

    async def incoming(self, item: SessionMessage) -> SessionMessage | None:
        """The item for the SDK, or None when it is ours (an answer to our own request, or a task held)."""
        message = item.message
        if isinstance(message, types.JSONRPCResponse | types.JSONRPCError):
            if isinstance(message.id, str) and message.id.startswith(ID_PREFIX):
                waiting = self._waiting.pop(message.id, None)
                if waiting is not None and not waiting.done():
                    waiting.set_result(item)
                return None
            call = self._calls.get(message.id)
            if call is not None and isinstance(message, types.JSONRPCResponse):
                task = message.result.get("task")
                if (
                    isinstance(task, dict)
                    and isinstance(task.get("taskId"), str)
                    and "content" not in message.result
                ):
                    call.task_id = task["taskId"]
                    call.runner = asyncio.create_task(self._followed(message.id, call, task))
                    return None
            self._calls.pop(message.id, None)  # a plain answer after all (or an error): the SDK takes it
        return item

    # ---- following a task ----

    async def _followed(self, call_id: Any, call: _Call, task: dict[str, Any]) -> None:
        try:
            await self._follow(call_id, call, task)
        except Exception as exc:  # the connection went away meanwhile: the call ends with it, as any other
            log.info("MCP task %s: no longer followed: %s", call.task_id, exc)

    async def _follow(self, call_id: Any, call: _Call, task: dict[str, Any]) -> None:
        polling = asyncio.create_task(self._poll(call, task))
        try:
            answer = await self._request("tasks/result", {"taskId": call.task_id})
        finally:
            polling.cancel()
        if self._calls.pop(call_id, None) is None:
            return  # the call was stopped meanwhile
        reply = answer.message
        if isinstance(reply, types.JSONRPCResponse):
            result = {k: v for k, v in reply.result.items() if k != "_meta"}
            forwarded: types.JSONRPCResponse | types.JSONRPCError = types.JSONRPCResponse(
                jsonrpc="2.0", id=call_id, result=result
            )
        else:
            assert isinstance(reply, types.JSONRPCError)
            forwarded = types.JSONRPCError(jsonrpc="2.0", id=call_id, error=reply.error)
        assert self._to_client is not None
        await self._to_client(SessionMessage(forwarded))

    async def _poll(self, call: _Call, task: dict[str, Any]) -> None:
        """The task's status as the call's progress, every pollInterval (bounded) until it ends."""
        while True:
            note = self._progress(call, task)
            if note is not None and self._to_client is not None:
                await self._to_client(SessionMessage(note))
            if task.get("status") in ("completed", "failed", "cancelled"):
                return
            interval = task.get("pollInterval")
            wait = interval / 1000 if isinstance(interval, int | float) else 1.0
            await asyncio.sleep(min(max(wait, MIN_POLL_S), MAX_POLL_S))
            answer = (await self._request("tasks/get", {"taskId": call.task_id})).message
            if not isinstance(answer, types.JSONRPCResponse):
                return
            task = answer.result

    @staticmethod
    def _progress(call: _Call, task: dict[str, Any]) -> types.JSONRPCNotification | None:
        """A new ``statusMessage`` as the call's progress (the call's own token; nothing without one)."""
        said = task.get("statusMessage")
        if not isinstance(said, str) or not said or said == call.said or call.progress_token is None:
            return None
        call.said, call.polls = said, call.polls + 1
        params = {"progressToken": call.progress_token, "progress": call.polls, "message": said[:500]}
        return types.JSONRPCNotification(jsonrpc="2.0", method="notifications/progress", params=params)

    async def _request(self, method: str, params: dict[str, Any]) -> SessionMessage:
        request_id = f"{ID_PREFIX}{next(self._ids)}"
        answer: asyncio.Future[SessionMessage] = asyncio.get_running_loop().create_future()
        self._waiting[request_id] = answer
        request = types.JSONRPCRequest(jsonrpc="2.0", id=request_id, method=method, params=params)
        assert self._to_server is not None
        try:
            await self._to_server(SessionMessage(request))
            return await answer
        finally:
            self._waiting.pop(request_id, None)

    async def _cancel(self, call: _Call) -> None:
        if call.runner is not None:
            call.runner.cancel()
        if call.task_id is None or self._to_server is None:
            return
        params = {"taskId": call.task_id}
        request = types.JSONRPCRequest(
            jsonrpc="2.0", id=f"{ID_PREFIX}{next(self._ids)}", method="tasks/cancel", params=params
        )
        with contextlib.suppress(Exception):  # the connection may be going away
            await self._to_server(SessionMessage(request))
        log.info("MCP task %s: cancelled with its call", call.task_id)
