"""Every error kind, on both wires, through the real SDKs: what the person sees, and what is retried.

The scripted server answers with realistic error bodies; the official SDKs parse them; the provider
adapters map them to `UserFacingError`; the loop decides whether to retry. Each test checks the final
event a person sees (kind, a human message and action, never the API key) and how many requests went out.
"""

from __future__ import annotations

import contextlib
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import cast

# Imported up front so the SDK import (~1-3 s the first time) never counts against the short stall
# timeouts below: the adapters import their SDK lazily, inside the first streamed call.
import anthropic  # noqa: F401
import openai  # noqa: F401
import pytest

from desktop_agent.agent.run import Run
from desktop_agent.config.settings import NetworkSettings, RetrySettings, Settings
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.domain.events import (
    AgentEvent,
    MessageFinished,
    Retrying,
    RunFailed,
    RunFinished,
    StopReason,
    event_to_dict,
)
from tests.helpers.agent_harness import API_KEY, TurnResult, Wire, fast_settings, run_turn
from tests.helpers.fake_llm_server import (
    ErrorReply,
    ScriptedLLMServer,
    StreamReply,
    anthropic_error,
    anthropic_text,
    openai_error,
    openai_text,
)

WIRES: list[Wire] = ["openai", "anthropic"]
MODEL = "test-model"  # the model the harness's sessions ask for


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "notes.txt").write_text("first line\nsecond line\n")
    return ws


def text_reply(wire: Wire, text: str) -> StreamReply:
    return openai_text(text) if wire == "openai" else anthropic_text(text)


def assert_presentable(result: TurnResult) -> UserFacingError:
    """The final event is a RunFailed with a human message and action, and the key is nowhere in it."""
    final = result.failed
    err = final.error
    assert err.message.strip(), "a human message"
    assert err.action.strip(), "a suggested action"
    assert "Traceback" not in err.message and "Error(" not in err.message
    for shown in (err.message, err.action, str(err), repr(err), repr(final), str(event_to_dict(final))):
        assert API_KEY not in shown
    # Retrying events carry the error too, and the UI shows them.
    assert API_KEY not in repr(result.events)
    return err


def attempts(result: TurnResult) -> list[int]:
    return [e.attempt for e in result.of(Retrying)]


# --------------------------------------------------------------------------------------------------
# HTTP errors: the kind, the message, retried or not


@dataclass(frozen=True)
class ErrorCase:
    id: str
    wire: Wire
    reply: ErrorReply
    kind: ErrorKind
    retryable: bool
    mentions: tuple[str, ...] = ()
    """Text the person's message must contain (the model name, the quoted server text...)."""
    marks: tuple[pytest.MarkDecorator, ...] = field(default=())


KEY_ECHO = f"Incorrect API key provided: {API_KEY}. You can find your API key at https://platform.openai.com."

CASES = [
    ErrorCase(
        "openai-401-echoes-key",
        "openai",
        openai_error(401, KEY_ECHO, code="invalid_api_key"),
        ErrorKind.AUTH,
        False,
        ("Incorrect API key provided", "[key hidden]"),
    ),
    ErrorCase(
        "anthropic-401-echoes-key",
        "anthropic",
        anthropic_error(401, "authentication_error", f"invalid x-api-key: {API_KEY}"),
        ErrorKind.AUTH,
        False,
        ("invalid x-api-key",),
    ),
    ErrorCase(
        "openai-403",
        "openai",
        openai_error(
            403,
            "Country, region, or territory not supported",
            type="request_forbidden",
            code="unsupported_country_region_territory",
        ),
        ErrorKind.AUTH,
        False,
    ),
    ErrorCase(
        "anthropic-403",
        "anthropic",
        anthropic_error(
            403, "permission_error", "Your API key does not have permission to use the specified resource."
        ),
        ErrorKind.AUTH,
        False,
    ),
    ErrorCase(
        "openai-404",
        "openai",
        openai_error(
            404,
            f"The model `{MODEL}` does not exist or you do not have access to it.",
            code="model_not_found",
        ),
        ErrorKind.MODEL_NOT_FOUND,
        False,
        (MODEL,),
    ),
    ErrorCase(
        "anthropic-404",
        "anthropic",
        anthropic_error(404, "not_found_error", f"model: {MODEL}"),
        ErrorKind.MODEL_NOT_FOUND,
        False,
        (MODEL,),
    ),
    ErrorCase(
        "openai-429-rate-limit",
        "openai",
        openai_error(
            429,
            f"Rate limit reached for {MODEL} in organization org-test on requests per min (RPM): "
            "Limit 3, Used 3, Requested 1. Please try again in 20s.",
            type="requests",
            code="rate_limit_exceeded",
            headers={"retry-after": "0.05"},
        ),
        ErrorKind.RATE_LIMITED,
        True,
    ),
    ErrorCase(
        "anthropic-429-rate-limit",
        "anthropic",
        anthropic_error(
            429,
            "rate_limit_error",
            "This request would exceed the rate limit for your organization of 50 requests per minute.",
            headers={"retry-after": "0.05"},
        ),
        ErrorKind.RATE_LIMITED,
        True,
    ),
    ErrorCase(
        "openai-429-insufficient-quota",
        "openai",
        openai_error(
            429,
            "You exceeded your current quota, please check your plan and billing details.",
            type="insufficient_quota",
            code="insufficient_quota",
        ),
        ErrorKind.QUOTA_EXHAUSTED,
        False,
    ),
    ErrorCase(
        "anthropic-402-billing",
        "anthropic",
        anthropic_error(402, "billing_error", "Your credit balance is too low to access the Anthropic API."),
        ErrorKind.QUOTA_EXHAUSTED,
        False,
    ),
    ErrorCase(
        # What the Anthropic API really sends when the balance runs out: a 400, not a 402.
        "anthropic-400-credit-balance",
        "anthropic",
        anthropic_error(
            400,
            "invalid_request_error",
            "Your credit balance is too low to access the Anthropic API. "
            "Please go to Plans & Billing to upgrade or purchase credits.",
        ),
        ErrorKind.QUOTA_EXHAUSTED,
        False,
    ),
    ErrorCase(
        "openai-500",
        "openai",
        openai_error(
            500,
            "The server had an error while processing your request. Sorry about that!",
            type="server_error",
        ),
        ErrorKind.SERVER_ERROR,
        True,
    ),
    ErrorCase(
        "anthropic-500",
        "anthropic",
        anthropic_error(500, "api_error", "Internal server error"),
        ErrorKind.SERVER_ERROR,
        True,
    ),
    ErrorCase(
        # The body OpenAI (and most compatible servers) send with a 503: type "server_error".
        "openai-503",
        "openai",
        openai_error(503, "The engine is currently overloaded, please try again later", type="server_error"),
        ErrorKind.OVERLOADED,
        True,
    ),
    ErrorCase(
        "anthropic-503",
        "anthropic",
        anthropic_error(503, "overloaded_error", "Overloaded"),
        ErrorKind.OVERLOADED,
        True,
    ),
    ErrorCase(
        "anthropic-529",
        "anthropic",
        anthropic_error(529, "overloaded_error", "Overloaded"),
        ErrorKind.OVERLOADED,
        True,
    ),
    ErrorCase(
        "openai-400-context-length",
        "openai",
        openai_error(
            400,
            "This model's maximum context length is 128000 tokens. However, your messages resulted in "
            "250000 tokens. Please reduce the length of the messages.",
            code="context_length_exceeded",
        ),
        ErrorKind.CONTEXT_TOO_LONG,
        False,
        (MODEL,),
    ),
    ErrorCase(
        "anthropic-400-prompt-too-long",
        "anthropic",
        anthropic_error(400, "invalid_request_error", "prompt is too long: 250000 tokens > 200000 maximum"),
        ErrorKind.CONTEXT_TOO_LONG,
        False,
        (MODEL,),
    ),
    ErrorCase(
        "openai-400-content-filter-code",
        "openai",
        openai_error(400, "The response was filtered.", code="content_filter"),
        ErrorKind.CONTENT_FILTERED,
        False,
    ),
    ErrorCase(
        "openai-400-content-filter-message",
        "openai",
        openai_error(
            400,
            "The response was filtered due to the prompt triggering Azure OpenAI's content management "
            "policy. Please modify your prompt and retry.",
        ),
        ErrorKind.CONTENT_FILTERED,
        False,
    ),
]


@pytest.mark.parametrize("case", [pytest.param(c, id=c.id, marks=c.marks) for c in CASES])
def test_http_error_ends_the_turn_with_its_kind(
    llm_server: ScriptedLLMServer, workspace: Path, case: ErrorCase
) -> None:
    """Non-retryable: one request, no Retrying. Retryable: 1 + max_retries requests, then RunFailed."""
    copies = 3 if case.retryable else 1
    llm_server.script(*[case.reply] * copies)

    result = run_turn(llm_server, case.wire, "hi", workspace, settings=fast_settings(max_retries=2))

    err = assert_presentable(result)
    assert err.kind is case.kind, err
    assert err.status == case.reply.status
    for text in case.mentions:
        assert text in err.message
    assert len([r for r in llm_server.requests if r.method == "POST"]) == copies
    if case.retryable:
        assert attempts(result) == [1, 2]
        assert all(e.max_attempts == 2 and e.error.kind is case.kind for e in result.of(Retrying))
    else:
        assert result.of(Retrying) == []
    # The empty assistant message of the failed step is closed, not left streaming.
    assistant = result.session.messages[-1]
    assert assistant.role == "assistant" and assistant.parts == []
    assert [e.status for e in result.of(MessageFinished) if e.message_id == assistant.id] == ["error"]


RETRYABLE = [c for c in CASES if c.retryable]


@pytest.mark.parametrize("case", [pytest.param(c, id=c.id, marks=c.marks) for c in RETRYABLE])
def test_retryable_error_is_retried_then_the_turn_succeeds(
    llm_server: ScriptedLLMServer, workspace: Path, case: ErrorCase
) -> None:
    llm_server.script(case.reply, case.reply, text_reply(case.wire, "Back again."))

    result = run_turn(llm_server, case.wire, "hi", workspace, settings=fast_settings(max_retries=2))

    assert result.finished.stop_reason is StopReason.END
    assert result.text == "Back again."
    assert result.session.messages[-1].text == "Back again."
    retrying = result.of(Retrying)
    assert [e.attempt for e in retrying] == [1, 2]
    assert all(e.max_attempts == 2 and e.step == 1 for e in retrying)
    assert all(e.error.kind is case.kind for e in retrying)
    assert len(llm_server.requests) == 3
    # Every attempt sends the same conversation.
    bodies = [r.body for r in llm_server.requests]
    assert bodies[0] == bodies[1] == bodies[2]


# --------------------------------------------------------------------------------------------------
# Retry-After


@pytest.mark.parametrize("wire", WIRES)
def test_retry_after_header_sets_the_wait(llm_server: ScriptedLLMServer, workspace: Path, wire: Wire) -> None:
    headers = {"retry-after": "0.2"}
    if wire == "openai":
        limited = openai_error(429, "Rate limit reached.", code="rate_limit_exceeded", headers=headers)
    else:
        limited = anthropic_error(429, "rate_limit_error", "Rate limited.", headers=headers)
    llm_server.script(limited, text_reply(wire, "Done."))

    started = time.monotonic()
    result = run_turn(llm_server, wire, "hi", workspace)
    elapsed = time.monotonic() - started

    assert result.finished.stop_reason is StopReason.END
    assert result.text == "Done."
    [retrying] = result.of(Retrying)
    assert retrying.delay_s == 0.2, "the header's wait, not the policy's own backoff (0.01-0.05 s)"
    assert retrying.error.kind is ErrorKind.RATE_LIMITED
    assert retrying.error.retry_after_s == 0.2
    assert elapsed >= 0.2
    assert len(llm_server.requests) == 2


@pytest.mark.parametrize("wire", WIRES)
def test_retry_after_beyond_the_limit_is_not_retried(
    llm_server: ScriptedLLMServer, workspace: Path, wire: Wire
) -> None:
    headers = {"retry-after": "30"}
    if wire == "openai":
        limited = openai_error(429, "Rate limit reached.", code="rate_limit_exceeded", headers=headers)
    else:
        limited = anthropic_error(429, "rate_limit_error", "Rate limited.", headers=headers)
    llm_server.script(limited)
    retry = RetrySettings(max_retries=2, base_delay_s=0.01, max_delay_s=0.05, max_retry_after_s=1)
    settings = Settings(network=NetworkSettings(stall_timeout_s=5.0, request_timeout_s=10.0, retry=retry))

    started = time.monotonic()
    result = run_turn(llm_server, wire, "hi", workspace, settings=settings)
    elapsed = time.monotonic() - started

    err = assert_presentable(result)
    assert err.kind is ErrorKind.RATE_LIMITED
    assert "30 s" in err.message, "the person is told how long the provider asks to wait"
    assert err.retry_after_s == 30
    assert result.of(Retrying) == []
    assert len(llm_server.requests) == 1
    assert elapsed < 2


# --------------------------------------------------------------------------------------------------
# Cancelling while a retry waits


@pytest.mark.parametrize("wire", WIRES)
def test_cancel_during_a_retry_wait_stops_at_once(
    llm_server: ScriptedLLMServer, workspace: Path, wire: Wire
) -> None:
    if wire == "openai":
        llm_server.script(openai_error(500, "The server had an error.", type="server_error"))
    else:
        llm_server.script(anthropic_error(500, "api_error", "Internal server error"))
    retry = RetrySettings(max_retries=4, base_delay_s=30, max_delay_s=60)
    settings = Settings(network=NetworkSettings(stall_timeout_s=5.0, request_timeout_s=10.0, retry=retry))

    def cancel_on_retry(event: AgentEvent, run: Run) -> None:
        if isinstance(event, Retrying):
            run.cancel()

    started = time.monotonic()
    result = run_turn(llm_server, wire, "hi", workspace, settings=settings, on_event=cancel_on_retry)
    elapsed = time.monotonic() - started

    assert isinstance(result.final, RunFinished), result.final
    assert result.final.stop_reason is StopReason.CANCELLED
    assert elapsed < 2, f"the 30 s wait was not interrupted ({elapsed:.1f} s)"
    [retrying] = result.of(Retrying)
    assert retrying.delay_s >= 30
    assert len(llm_server.requests) == 1
    assert result.of(RunFailed) == []
    assistant = result.session.messages[-1]
    assert [e.status for e in result.of(MessageFinished) if e.message_id == assistant.id] == ["interrupted"]


# --------------------------------------------------------------------------------------------------
# Unreachable: nothing listens on the port


def closed_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass(frozen=True)
class Endpoint:
    """What the harness needs of a server: its base URLs (here for a port nobody may listen on)."""

    port: int

    @property
    def openai_base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    @property
    def anthropic_base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"


class LateForwarder:
    """Starts listening on a port only when asked, then forwards every connection to the scripted server.

    Plays a local model server that comes up while the agent is already retrying.
    """

    def __init__(self, port: int, target_port: int) -> None:
        self.port = port
        self._target = target_port
        self._listener: socket.socket | None = None
        self._sockets: list[socket.socket] = []
        self._threads: list[threading.Thread] = []
        self._lock = threading.Lock()

    def start(self) -> None:
        if self._listener is not None:
            return
        self._listener = socket.create_server(("127.0.0.1", self.port))
        self._spawn(self._accept_loop, self._listener)

    def _spawn(self, target: Callable[..., None], *args: object) -> None:
        thread = threading.Thread(target=target, args=args, daemon=True)
        with self._lock:
            self._threads.append(thread)
        thread.start()

    def _accept_loop(self, listener: socket.socket) -> None:
        while True:
            try:
                client, _ = listener.accept()
                upstream = socket.create_connection(("127.0.0.1", self._target))
            except OSError:
                return
            with self._lock:
                self._sockets += [client, upstream]
            self._spawn(self._pipe, client, upstream)
            self._spawn(self._pipe, upstream, client)

    @staticmethod
    def _pipe(source: socket.socket, sink: socket.socket) -> None:
        with contextlib.suppress(OSError):
            while data := source.recv(65536):
                sink.sendall(data)
        with contextlib.suppress(OSError):
            sink.shutdown(socket.SHUT_WR)

    def stop(self) -> None:
        if self._listener is not None:
            with contextlib.suppress(OSError):
                self._listener.shutdown(socket.SHUT_RDWR)
            self._listener.close()
        with self._lock:
            sockets, threads = list(self._sockets), list(self._threads)
        for sock in sockets:
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)
            sock.close()
        for thread in threads:
            thread.join(2)


@pytest.mark.parametrize("wire", WIRES)
def test_nothing_listening_on_this_machine_fails_at_once_and_says_so(workspace: Path, wire: Wire) -> None:
    """A local server that is not running: no four blind retries and no "check your internet"."""
    endpoint = Endpoint(closed_port())
    server = cast(ScriptedLLMServer, endpoint)

    started = time.monotonic()
    result = run_turn(server, wire, "hi", workspace, settings=fast_settings(max_retries=3))

    err = assert_presentable(result)
    assert err.kind is ErrorKind.SERVER_NOT_RUNNING and not err.retryable
    assert f"Nothing is answering at 127.0.0.1:{endpoint.port}" in err.message
    assert "server running?" in err.message and "internet" not in f"{err.message} {err.action}"
    assert result.of(Retrying) == [] and time.monotonic() - started < 5


@pytest.mark.parametrize("wire", WIRES)
def test_a_local_server_started_afterwards_answers_the_next_try(
    llm_server: ScriptedLLMServer, workspace: Path, wire: Wire
) -> None:
    forwarder = LateForwarder(closed_port(), llm_server.port)
    llm_server.script(text_reply(wire, "Up now."))
    endpoint = cast(ScriptedLLMServer, Endpoint(forwarder.port))
    try:
        first = run_turn(endpoint, wire, "hi", workspace, settings=fast_settings(max_retries=2))
        assert assert_presentable(first).kind is ErrorKind.SERVER_NOT_RUNNING
        forwarder.start()  # the person starts the server and tries again
        result = run_turn(endpoint, wire, "hi", workspace, settings=fast_settings(max_retries=2))
    finally:
        forwarder.stop()

    assert result.finished.stop_reason is StopReason.END
    assert result.text == "Up now."
    assert len(llm_server.requests) == 1


# --------------------------------------------------------------------------------------------------
# Timeout: the stream sends nothing but keep-alives


def stalled(wire: Wire) -> StreamReply:
    return StreamReply(items=[], ending="stall", stall_s=3.0, ping_every=0, wire=wire)


@pytest.mark.parametrize("wire", WIRES)
def test_stall_before_anything_streamed_times_out(
    llm_server: ScriptedLLMServer, workspace: Path, wire: Wire
) -> None:
    llm_server.script(stalled(wire))

    started = time.monotonic()
    result = run_turn(
        llm_server, wire, "hi", workspace, settings=fast_settings(stall_timeout_s=0.5, max_retries=0)
    )
    elapsed = time.monotonic() - started

    err = assert_presentable(result)
    assert err.kind is ErrorKind.TIMEOUT
    assert elapsed < 2, f"gave up after {elapsed:.1f} s, not after the 0.5 s stall timeout"
    assert len(llm_server.requests) == 1


@pytest.mark.parametrize("wire", WIRES)
def test_stall_before_anything_streamed_is_retried(
    llm_server: ScriptedLLMServer, workspace: Path, wire: Wire
) -> None:
    llm_server.script(stalled(wire), text_reply(wire, "Sorry for the wait."))

    result = run_turn(
        llm_server, wire, "hi", workspace, settings=fast_settings(stall_timeout_s=0.5, max_retries=1)
    )

    assert result.finished.stop_reason is StopReason.END
    assert result.text == "Sorry for the wait."
    [retrying] = result.of(Retrying)
    assert retrying.error.kind is ErrorKind.TIMEOUT
    assert len(llm_server.requests) == 2
