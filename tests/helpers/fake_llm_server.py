"""A scripted HTTP server that speaks the OpenAI chat-completions and Anthropic Messages wire formats.

Tests point the *real* SDKs at it (``base_url``) and script, turn by turn, what each model request
answers: a realistic SSE stream, an HTTP error, or a misbehaving stream (reset, clean close without the
final event, a stall with only keep-alives, malformed items). Every request is recorded so a test can
assert what the client sent.

Standard library only::

    with ScriptedLLMServer() as server:
        server.script(openai_text("Hello!"), openai_error(429, "slow down", headers={"retry-after": "1"}))
        client = OpenAI(base_url=server.openai_base_url, api_key="k", max_retries=0)
        ...
        assert server.requests[0].body["messages"] == [...]

To tweak a built stream use :func:`dataclasses.replace`, e.g.
``replace(openai_text("hi"), interval=0.05)`` or ``replace(r, items=r.items[:-2], ending="close")``.
"""

from __future__ import annotations

import contextlib
import io
import itertools
import json
import logging
import socket
import struct
import sys
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any, Literal, Self, cast
from urllib.parse import urlsplit

__all__ = [
    "ANTHROPIC_PING",
    "OPENAI_DONE",
    "OPENAI_KEEPALIVE",
    "ErrorReply",
    "RecordedRequest",
    "Reply",
    "ScriptedLLMServer",
    "StreamReply",
    "anthropic_error",
    "anthropic_error_event",
    "anthropic_event",
    "anthropic_text",
    "anthropic_tool_use",
    "openai_chunk",
    "openai_error",
    "openai_text",
    "openai_tool_calls",
    "openai_usage_chunk",
]

logger = logging.getLogger("tests.fake_llm_server")

OPENAI_DONE = "data: [DONE]\n\n"
OPENAI_KEEPALIVE = ": keep-alive\n\n"
ANTHROPIC_PING = 'event: ping\ndata: {"type": "ping"}\n\n'

OPENAI_CHAT_PATH = "/v1/chat/completions"
ANTHROPIC_MESSAGES_PATH = "/v1/messages"
MODELS_PATH = "/v1/models"

_STOP_JOIN_BUDGET_S = 2.0


# --------------------------------------------------------------------------------------------------
# Replies and recorded requests


@dataclass(frozen=True)
class ErrorReply:
    """A plain HTTP error response with a JSON body (sent with Content-Length, connection kept alive)."""

    status: int
    body: dict[str, Any]
    headers: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class StreamReply:
    """A 200 ``text/event-stream`` response, chunked, one SSE item per chunk.

    ``ending``:
      * ``normal`` - the terminating zero-length chunk after the items.
      * ``reset`` - abort the TCP connection with a RST after the items (no terminating chunk).
      * ``close`` - same as ``normal`` (a complete HTTP response); used when the items lack the final event.
      * ``stall`` - keep sending keep-alives (``wire`` decides which) every ``ping_every`` s
        for ``stall_s`` s, then end normally.
    """

    items: list[str]
    interval: float = 0.0
    ending: Literal["normal", "reset", "close", "stall"] = "normal"
    stall_s: float = 0.0
    ping_every: float = 0.2
    wire: Literal["openai", "anthropic"] = "openai"
    lead_s: float = 0.0
    """Keep-alives only (every ``ping_every`` s) for this long before the first item: a local server
    reading a long prompt."""


Reply = ErrorReply | StreamReply


@dataclass(frozen=True)
class RecordedRequest:
    """One request as the server received it."""

    method: str
    path: str  # including any query string
    headers: dict[str, str]  # lower-cased names
    body: dict[str, Any] | None  # the parsed JSON body, None when absent or not a JSON object
    raw_body: bytes = b""
    client_port: int = 0  # the client's source port: equal ports mean a reused keep-alive connection


# --------------------------------------------------------------------------------------------------
# The server


class _StopRequestedError(Exception):
    """Raised inside a handler when the server is stopping mid-stream."""


class _HTTPServer(ThreadingHTTPServer):
    daemon_threads = True
    block_on_close = False  # stop() joins the handler threads itself, with a time budget

    def __init__(self, owner: ScriptedLLMServer) -> None:
        self.owner = owner
        self._conn_lock = threading.Lock()
        self._conns: dict[socket.socket, threading.Thread] = {}
        super().__init__(("127.0.0.1", 0), _Handler)

    def process_request(self, request: Any, client_address: Any) -> None:
        # Our own thread bookkeeping (registered synchronously, before the thread runs) so that stop()
        # can shut every connection down and join every handler thread with a timeout.
        sock = cast(socket.socket, request)
        thread = threading.Thread(
            target=self.process_request_thread,
            args=(request, client_address),
            name=f"fake-llm-conn-{client_address[1]}",
            daemon=True,
        )
        with self._conn_lock:
            self._conns[sock] = thread
        thread.start()

    def shutdown_request(self, request: Any) -> None:
        with self._conn_lock:
            self._conns.pop(cast(socket.socket, request), None)
        super().shutdown_request(request)

    def handle_error(self, request: Any, client_address: Any) -> None:
        # A client going away is routine; anything else is a bug in the handler and must be visible.
        level = logging.DEBUG if isinstance(sys.exc_info()[1], OSError) else logging.ERROR
        logger.log(level, "connection from %s ended with an error", client_address, exc_info=True)

    def close_connections(self) -> list[threading.Thread]:
        with self._conn_lock:
            conns = list(self._conns.items())
        for sock, _thread in conns:
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)
        return [thread for _sock, thread in conns]


class _Handler(BaseHTTPRequestHandler):
    disable_nagle_algorithm = True  # small SSE chunks must not wait for delayed ACKs
    protocol_version = "HTTP/1.1"
    server_version = "ScriptedLLM/1.0"

    @property
    def _owner(self) -> ScriptedLLMServer:
        return cast(_HTTPServer, self.server).owner

    def log_message(self, format: str, *args: Any) -> None:
        logger.debug("%s - %s", self.address_string(), format % args)

    # -- routing ---------------------------------------------------------------------------------

    def _server_info(self, route: str) -> bool:
        """What local servers say about themselves (llama.cpp's /props, Ollama's /api/show, LM Studio's
        /api/v0/models/ID): the scripted `info` for the route, or a 404 as from a server without it."""
        if route not in ("/props", "/api/show") and not route.startswith("/api/v0/models/"):
            return False
        body = self._owner.info.get(route)
        if body is None:
            self._send_json(
                404, {"error": {"code": 404, "message": "File Not Found", "type": "not_found_error"}}
            )
        else:
            self._send_json(200, body)
        return True

    def do_GET(self) -> None:
        route = urlsplit(self.path).path.rstrip("/")
        request = self._record()
        if self._server_info(route):
            return
        if route == MODELS_PATH:
            failure = self._owner.next_models_failure()
            if failure is not None:
                self._send_json(failure.status, failure.body, failure.headers)
                return
            anthropic = "anthropic-version" in request.headers
            self._send_json(200, self._owner.models_body(anthropic=anthropic))
        else:
            self._owner.note_unexpected(f"{self.command} {self.path} (no such route)")
            self._send_json(404, _error_body_for(route, 404, f"no route {self.command} {route}"))

    def do_POST(self) -> None:
        route = urlsplit(self.path).path.rstrip("/")
        request = self._record()
        if self._server_info(route):
            return
        if route not in (OPENAI_CHAT_PATH, ANTHROPIC_MESSAGES_PATH):
            self._owner.note_unexpected(f"{self.command} {self.path} (no such route)")
            self._send_json(404, _error_body_for(route, 404, f"no route {self.command} {route}"))
            return
        reply = self._owner.next_reply(f"{self.command} {self.path}")
        if reply is None:
            message = f"ScriptedLLMServer: no scripted reply left for {self.command} {self.path}"
            self._send_json(500, _error_body_for(route, 500, message))
        elif isinstance(reply, ErrorReply):
            self._send_json(reply.status, reply.body, reply.headers)
        elif not (request.body is not None and request.body.get("stream") is True):
            message = "ScriptedLLMServer only streams: a StreamReply was scripted for a non-streaming request"
            self._send_json(400, _error_body_for(route, 400, message))
        else:
            self._send_stream(reply)

    def do_PUT(self) -> None:
        self._not_allowed()

    def do_DELETE(self) -> None:
        self._not_allowed()

    def do_PATCH(self) -> None:
        self._not_allowed()

    def _not_allowed(self) -> None:
        self._record()
        self._owner.note_unexpected(f"{self.command} {self.path} (method not allowed)")
        self._send_json(
            405, {"error": {"message": f"{self.command} not allowed", "type": "invalid_request_error"}}
        )

    # -- request / response plumbing -------------------------------------------------------------

    def _record(self) -> RecordedRequest:
        length = int(self.headers.get("content-length") or 0)
        raw = self.rfile.read(length) if length > 0 else b""
        headers: dict[str, str] = {}
        for name, value in self.headers.items():
            key = name.lower()
            headers[key] = f"{headers[key]}, {value}" if key in headers else value
        body: dict[str, Any] | None = None
        if raw:
            try:
                parsed = json.loads(raw)
            except ValueError:
                parsed = None
            if isinstance(parsed, dict):
                body = parsed
        request = RecordedRequest(
            method=self.command,
            path=self.path,
            headers=headers,
            body=body,
            raw_body=raw,
            client_port=int(self.client_address[1]),
        )
        route = urlsplit(self.path).path.rstrip("/")
        if route in ("/props", "/api/show") or route.startswith("/api/v0/models/"):
            self._owner.info_requests.append(request)  # asked by the app itself, beside the conversation
        else:
            self._owner.record(request)
        return request

    def _send_json(self, status: int, body: dict[str, Any], headers: dict[str, str] | None = None) -> None:
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(data)

    def _write_chunk(self, data: bytes) -> None:
        self.wfile.write(b"%X\r\n%s\r\n" % (len(data), data))

    def _wait(self, seconds: float) -> None:
        if seconds > 0 and self._owner.stopping.wait(seconds):
            raise _StopRequestedError
        if self._owner.stopping.is_set():
            raise _StopRequestedError

    def _send_stream(self, reply: StreamReply) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream; charset=utf-8")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()
        try:
            if reply.lead_s > 0:
                self._pings(reply, reply.lead_s)
            for item in reply.items:
                self._wait(reply.interval)
                self._write_chunk(item.encode())
            if reply.ending == "reset":
                self._reset_connection()
                return
            if reply.ending == "stall":
                self._stall(reply)
            self.wfile.write(b"0\r\n\r\n")
        except _StopRequestedError:
            logger.debug("server stopping: abandoning a stream mid-way")
            self.close_connection = True
        except OSError as exc:  # the client went away (it cancelled, or closed the stream early)
            logger.debug("client went away mid-stream: %r", exc)
            self.close_connection = True

    def _stall(self, reply: StreamReply) -> None:
        self._pings(reply, reply.stall_s)

    def _pings(self, reply: StreamReply, seconds: float) -> None:
        keepalive = ANTHROPIC_PING if reply.wire == "anthropic" else OPENAI_KEEPALIVE
        deadline = time.monotonic() + seconds
        while (remaining := deadline - time.monotonic()) > 0:
            if reply.ping_every <= 0:
                self._wait(remaining)
                break
            step = min(reply.ping_every, remaining)
            self._wait(step)
            if step >= reply.ping_every:
                self._write_chunk(keepalive.encode())

    def _reset_connection(self) -> None:
        """Abort the connection with a TCP RST: SO_LINGER on with a 0 timeout, then close."""
        self.close_connection = True
        sock = self.connection
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        # The makefile() objects hold references that would keep the descriptor open: close them first.
        self.rfile.close()
        self.wfile.close()
        sock.close()
        # handle_one_request() flushes wfile after we return: give it a harmless sink.
        self.wfile = io.BytesIO()


def _error_body_for(route: str, status: int, message: str) -> dict[str, Any]:
    if route == ANTHROPIC_MESSAGES_PATH:
        error_type = {400: "invalid_request_error", 404: "not_found_error"}.get(status, "api_error")
        return anthropic_error(status, error_type, message).body
    error_type = "server_error" if status >= 500 else "invalid_request_error"
    return openai_error(status, message, type=error_type).body


class ScriptedLLMServer:
    """HTTP/1.1 server on 127.0.0.1 (random port) answering model requests from a FIFO script."""

    def __init__(self) -> None:
        self.requests: list[RecordedRequest] = []
        self.unexpected: list[str] = []
        self.models: list[str] = ["gpt-test", "claude-test"]
        self.info: dict[str, dict[str, Any]] = {}
        """What a local server says about itself, by route: {"/props": {...}} (see `_server_info`)."""
        self.info_requests: list[RecordedRequest] = []
        """The requests for it (kept apart from `requests`, the conversation's)."""
        self.stopping = threading.Event()
        self._lock = threading.Lock()
        self._requests_changed = threading.Condition(self._lock)
        self._replies: deque[Reply] = deque()
        self._models_failures: deque[ErrorReply] = deque()
        self._httpd: _HTTPServer | None = None
        self._thread: threading.Thread | None = None

    # -- lifecycle -------------------------------------------------------------------------------

    def start(self) -> None:
        if self._httpd is not None:
            raise RuntimeError("ScriptedLLMServer already started")
        self._httpd = _HTTPServer(self)
        self._thread = threading.Thread(
            target=self._httpd.serve_forever,
            kwargs={"poll_interval": 0.05},
            name="fake-llm-server",
            daemon=True,
        )
        self._thread.start()
        logger.debug("listening on %s", self.base_url)

    def stop(self) -> None:
        """Stop serving, interrupt stalled streams, close every socket. Returns within ~2 s at worst."""
        httpd = self._httpd
        if httpd is None or self.stopping.is_set():
            return
        self.stopping.set()
        httpd.shutdown()
        httpd.server_close()
        handler_threads = httpd.close_connections()
        deadline = time.monotonic() + _STOP_JOIN_BUDGET_S
        for thread in [*handler_threads, self._thread]:
            if thread is not None:
                thread.join(max(0.0, deadline - time.monotonic()))
        stuck = [t.name for t in handler_threads if t.is_alive()]
        if stuck:
            logger.warning("handler threads still running after stop(): %s", stuck)

    def __enter__(self) -> Self:
        self.start()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()

    # -- addresses -------------------------------------------------------------------------------

    @property
    def port(self) -> int:
        if self._httpd is None:
            raise RuntimeError("ScriptedLLMServer not started")
        return int(self._httpd.server_address[1])

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def openai_base_url(self) -> str:
        return f"{self.base_url}/v1"

    @property
    def anthropic_base_url(self) -> str:
        return self.base_url

    # -- scripting -------------------------------------------------------------------------------

    def script(self, *replies: Reply) -> None:
        """Append replies to the queue; each model request consumes the next one."""
        for reply in replies:
            if not isinstance(reply, ErrorReply | StreamReply):
                raise TypeError(f"not a Reply: {reply!r}")
        with self._lock:
            self._replies.extend(replies)

    def fail_models(self, *replies: ErrorReply) -> None:
        """Make the next ``GET /v1/models`` requests answer these errors (then the list again).

        Separate from :meth:`script`, which only model (POST) requests consume.
        """
        for reply in replies:
            if not isinstance(reply, ErrorReply):
                raise TypeError(f"not an ErrorReply: {reply!r}")
        with self._lock:
            self._models_failures.extend(replies)

    def next_models_failure(self) -> ErrorReply | None:
        with self._lock:
            return self._models_failures.popleft() if self._models_failures else None

    @property
    def pending(self) -> int:
        with self._lock:
            return len(self._replies)

    def wait_for_requests(self, n: int, timeout: float = 5.0) -> None:
        """Block until at least ``n`` requests have been received; TimeoutError otherwise."""
        with self._requests_changed:
            if not self._requests_changed.wait_for(lambda: len(self.requests) >= n, timeout):
                raise TimeoutError(f"expected {n} requests within {timeout} s, got {len(self.requests)}")

    # -- used by the handler threads ---------------------------------------------------------------

    def record(self, request: RecordedRequest) -> None:
        with self._requests_changed:
            self.requests.append(request)
            self._requests_changed.notify_all()

    def next_reply(self, description: str) -> Reply | None:
        with self._lock:
            if self._replies:
                return self._replies.popleft()
            self.unexpected.append(description)
        logger.warning("unexpected request (script exhausted): %s", description)
        return None

    def note_unexpected(self, description: str) -> None:
        with self._lock:
            self.unexpected.append(description)
        logger.warning("unexpected request: %s", description)

    def models_body(self, *, anthropic: bool) -> dict[str, Any]:
        models = list(self.models)
        if anthropic:
            return {
                "data": [
                    {"id": m, "type": "model", "display_name": m, "created_at": "2025-01-01T00:00:00Z"}
                    for m in models
                ],
                "has_more": False,
                "first_id": models[0] if models else None,
                "last_id": models[-1] if models else None,
            }
        return {
            "object": "list",
            "data": [{"id": m, "object": "model", "created": 0, "owned_by": "test"} for m in models],
        }


# --------------------------------------------------------------------------------------------------
# Builders: OpenAI-compatible chat completions

_ids = itertools.count(1)
_CREATED = 1_700_000_000


def _pieces(text: str, size: int) -> list[str]:
    if size < 1:
        raise ValueError("piece size must be >= 1")
    return [text[i : i + size] for i in range(0, len(text), size)]


def openai_chunk(
    delta: dict[str, Any],
    finish_reason: str | None = None,
    *,
    model: str = "gpt-test",
    id: str = "chatcmpl-test",
    extra: dict[str, Any] | None = None,
) -> str:
    """One ``data: {chat.completion.chunk}`` item with a single choice (and `extra` top-level fields, as
    llama.cpp's ``prompt_progress``)."""
    chunk: dict[str, Any] = {
        "id": id,
        "object": "chat.completion.chunk",
        "created": _CREATED,
        "model": model,
        "system_fingerprint": "fp_test",
        "choices": [{"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish_reason}],
        **(extra or {}),
    }
    return f"data: {json.dumps(chunk, separators=(',', ':'))}\n\n"


def openai_usage_chunk(
    prompt_tokens: int = 10,
    completion_tokens: int = 5,
    cached_tokens: int = 0,
    *,
    model: str = "gpt-test",
    id: str = "chatcmpl-test",
) -> str:
    """The final usage chunk (``choices: []``) sent when ``stream_options.include_usage`` is on."""
    chunk = {
        "id": id,
        "object": "chat.completion.chunk",
        "created": _CREATED,
        "model": model,
        "system_fingerprint": "fp_test",
        "choices": [],
        "usage": {
            "prompt_tokens": prompt_tokens,
            "completion_tokens": completion_tokens,
            "total_tokens": prompt_tokens + completion_tokens,
            "prompt_tokens_details": {"cached_tokens": cached_tokens},
        },
    }
    return f"data: {json.dumps(chunk, separators=(',', ':'))}\n\n"


def openai_text(
    text: str,
    *,
    reasoning: str | None = None,
    finish_reason: str = "stop",
    usage: tuple[int, int] = (10, 5),
    cached_tokens: int = 0,
    model: str = "gpt-test",
    piece: int = 4,
) -> StreamReply:
    """A streamed text answer, optionally preceded by ``reasoning_content`` deltas (DeepSeek/Ollama style)."""
    cid = f"chatcmpl-test{next(_ids)}"
    items = [openai_chunk({"role": "assistant", "content": ""}, model=model, id=cid)]
    if reasoning:
        items += [
            openai_chunk({"reasoning_content": p}, model=model, id=cid) for p in _pieces(reasoning, piece)
        ]
    items += [openai_chunk({"content": p}, model=model, id=cid) for p in _pieces(text, piece)]
    items.append(openai_chunk({}, finish_reason, model=model, id=cid))
    items.append(openai_usage_chunk(usage[0], usage[1], cached_tokens, model=model, id=cid))
    items.append(OPENAI_DONE)
    return StreamReply(items=items, wire="openai")


def openai_tool_calls(
    calls: list[tuple[str, str, str]],
    *,
    text: str | None = None,
    reasoning: str | None = None,
    finish_reason: str = "tool_calls",
    usage: tuple[int, int] = (10, 5),
    cached_tokens: int = 0,
    model: str = "gpt-test",
    piece: int = 7,
) -> StreamReply:
    """Streamed tool calls ``(call_id, name, arguments_json)``, optionally after reasoning and text."""
    cid = f"chatcmpl-test{next(_ids)}"
    items = [openai_chunk({"role": "assistant", "content": "" if text else None}, model=model, id=cid)]
    if reasoning:
        items += [
            openai_chunk({"reasoning_content": p}, model=model, id=cid) for p in _pieces(reasoning, piece)
        ]
    if text:
        items += [openai_chunk({"content": p}, model=model, id=cid) for p in _pieces(text, piece)]
    for index, (call_id, name, arguments) in enumerate(calls):
        start = {
            "index": index,
            "id": call_id,
            "type": "function",
            "function": {"name": name, "arguments": ""},
        }
        items.append(openai_chunk({"tool_calls": [start]}, model=model, id=cid))
        for p in _pieces(arguments, piece):
            items.append(
                openai_chunk(
                    {"tool_calls": [{"index": index, "function": {"arguments": p}}]}, model=model, id=cid
                )
            )
    items.append(openai_chunk({}, finish_reason, model=model, id=cid))
    items.append(openai_usage_chunk(usage[0], usage[1], cached_tokens, model=model, id=cid))
    items.append(OPENAI_DONE)
    return StreamReply(items=items, wire="openai")


def openai_completion(
    text: str | None = None,
    *,
    calls: list[tuple[str, str, str]] = (),  # type: ignore[assignment]
    finish_reason: str | None = None,
    usage: tuple[int, int] | None = (10, 5),
    model: str = "gpt-test",
) -> ErrorReply:
    """A whole (non-streamed) chat completion, as a server sends it when asked without streaming: a plain
    JSON reply (an `ErrorReply` with status 200)."""
    message: dict[str, Any] = {"role": "assistant", "content": text}
    if calls:
        message["tool_calls"] = [
            {"id": cid, "type": "function", "function": {"name": name, "arguments": args}}
            for cid, name, args in calls
        ]
    body: dict[str, Any] = {
        "id": f"chatcmpl-test{next(_ids)}",
        "object": "chat.completion",
        "created": _CREATED,
        "model": model,
        "choices": [
            {"index": 0, "message": message, "logprobs": None,
             "finish_reason": finish_reason or ("tool_calls" if calls else "stop")}
        ],
    }  # fmt: skip
    if usage is not None:
        body["usage"] = {"prompt_tokens": usage[0], "completion_tokens": usage[1], "total_tokens": sum(usage)}
    return ErrorReply(status=200, body=body)


def openai_error(
    status: int,
    message: str,
    *,
    code: str | None = None,
    type: str = "invalid_request_error",
    headers: dict[str, str] | None = None,
) -> ErrorReply:
    """An OpenAI-style HTTP error: ``{"error": {"message", "type", "param", "code"}}``."""
    body = {"error": {"message": message, "type": type, "param": None, "code": code}}
    return ErrorReply(status=status, body=body, headers=dict(headers or {}))


# --------------------------------------------------------------------------------------------------
# Builders: Anthropic Messages


def anthropic_event(name: str, data: dict[str, Any]) -> str:
    """One ``event: NAME\\ndata: {json}`` item."""
    return f"event: {name}\ndata: {json.dumps(data)}\n\n"


def anthropic_error_event(error_type: str = "overloaded_error", message: str = "Overloaded") -> str:
    """An in-stream error event, as the API sends it when it fails after the 200 response began."""
    return anthropic_event("error", {"type": "error", "error": {"type": error_type, "message": message}})


def anthropic_error(
    status: int, error_type: str, message: str, *, headers: dict[str, str] | None = None
) -> ErrorReply:
    """An Anthropic-style HTTP error: ``{"type": "error", "error": {"type", "message"}}``."""
    body = {"type": "error", "error": {"type": error_type, "message": message}}
    return ErrorReply(status=status, body=body, headers=dict(headers or {}))


def _anthropic_message(
    blocks: list[list[str]],
    *,
    stop_reason: str,
    usage: tuple[int, int],
    cache_read: int,
    cache_write: int,
    model: str,
) -> StreamReply:
    message: dict[str, Any] = {
        "id": f"msg_test{next(_ids)}",
        "type": "message",
        "role": "assistant",
        "model": model,
        "content": [],
        "stop_reason": None,
        "stop_sequence": None,
        "usage": {
            "input_tokens": usage[0],
            "output_tokens": 1,
            "cache_read_input_tokens": cache_read,
            "cache_creation_input_tokens": cache_write,
        },
    }
    items = [anthropic_event("message_start", {"type": "message_start", "message": message}), ANTHROPIC_PING]
    for block in blocks:
        items += block
    items.append(
        anthropic_event(
            "message_delta",
            {
                "type": "message_delta",
                "delta": {"stop_reason": stop_reason, "stop_sequence": None},
                "usage": {"output_tokens": usage[1]},
            },
        )
    )
    items.append(anthropic_event("message_stop", {"type": "message_stop"}))
    return StreamReply(items=items, wire="anthropic")


def _block(index: int, content_block: dict[str, Any], deltas: list[dict[str, Any]]) -> list[str]:
    items = [
        anthropic_event(
            "content_block_start",
            {"type": "content_block_start", "index": index, "content_block": content_block},
        )
    ]
    items += [
        anthropic_event("content_block_delta", {"type": "content_block_delta", "index": index, "delta": d})
        for d in deltas
    ]
    items.append(anthropic_event("content_block_stop", {"type": "content_block_stop", "index": index}))
    return items


def _thinking_block(index: int, thinking: str, signature: str, piece: int) -> list[str]:
    deltas: list[dict[str, Any]] = [
        {"type": "thinking_delta", "thinking": p} for p in _pieces(thinking, piece)
    ]
    deltas.append({"type": "signature_delta", "signature": signature})
    return _block(index, {"type": "thinking", "thinking": "", "signature": ""}, deltas)


def _text_block(index: int, text: str, piece: int) -> list[str]:
    deltas: list[dict[str, Any]] = [{"type": "text_delta", "text": p} for p in _pieces(text, piece)]
    return _block(index, {"type": "text", "text": ""}, deltas)


def anthropic_text(
    text: str,
    *,
    thinking: str | None = None,
    signature: str = "sig-abc",
    stop_reason: str = "end_turn",
    usage: tuple[int, int] = (10, 5),
    cache_read: int = 0,
    cache_write: int = 0,
    model: str = "claude-test",
    piece: int = 4,
) -> StreamReply:
    """A streamed text answer, optionally preceded by a thinking block (with its signature)."""
    blocks: list[list[str]] = []
    if thinking is not None:
        blocks.append(_thinking_block(len(blocks), thinking, signature, piece))
    blocks.append(_text_block(len(blocks), text, piece))
    return _anthropic_message(
        blocks,
        stop_reason=stop_reason,
        usage=usage,
        cache_read=cache_read,
        cache_write=cache_write,
        model=model,
    )


def anthropic_tool_use(
    calls: list[tuple[str, str, str]],
    *,
    text: str | None = None,
    thinking: str | None = None,
    signature: str = "sig-abc",
    stop_reason: str = "tool_use",
    usage: tuple[int, int] = (10, 5),
    cache_read: int = 0,
    cache_write: int = 0,
    model: str = "claude-test",
    piece: int = 7,
) -> StreamReply:
    """Streamed ``tool_use`` blocks ``(id, name, input_json)``, optionally after thinking and text blocks.

    Like the real API, each tool_use block starts with an empty ``input_json_delta``.
    """
    blocks: list[list[str]] = []
    if thinking is not None:
        blocks.append(_thinking_block(len(blocks), thinking, signature, piece))
    if text:
        blocks.append(_text_block(len(blocks), text, piece))
    for call_id, name, arguments in calls:
        deltas: list[dict[str, Any]] = [{"type": "input_json_delta", "partial_json": ""}]
        deltas += [{"type": "input_json_delta", "partial_json": p} for p in _pieces(arguments, piece)]
        blocks.append(
            _block(len(blocks), {"type": "tool_use", "id": call_id, "name": name, "input": {}}, deltas)
        )
    return _anthropic_message(
        blocks,
        stop_reason=stop_reason,
        usage=usage,
        cache_read=cache_read,
        cache_write=cache_write,
        model=model,
    )
