"""Sanity tests of the scripted model server, driven by the real official SDKs."""

from __future__ import annotations

import asyncio
import http.client
import json
import time
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import anthropic
import httpx2
import openai
import pytest
from anthropic import Anthropic
from openai import AsyncOpenAI, OpenAI

from tests.helpers.fake_llm_server import (
    OPENAI_DONE,
    ScriptedLLMServer,
    StreamReply,
    anthropic_error,
    anthropic_error_event,
    anthropic_text,
    anthropic_tool_use,
    openai_chunk,
    openai_error,
    openai_text,
    openai_tool_calls,
)

MESSAGES: list[Any] = [{"role": "user", "content": "hi"}]


@pytest.fixture
def server() -> Iterator[ScriptedLLMServer]:
    with ScriptedLLMServer() as s:
        yield s


def openai_client(server: ScriptedLLMServer) -> OpenAI:
    return OpenAI(base_url=server.openai_base_url, api_key="k", max_retries=0)


def anthropic_client(server: ScriptedLLMServer) -> Anthropic:
    return Anthropic(base_url=server.anthropic_base_url, api_key="k", max_retries=0)


def collect_openai(server: ScriptedLLMServer) -> list[Any]:
    with (
        openai_client(server) as client,
        client.chat.completions.create(
            model="gpt-test",
            messages=MESSAGES,
            stream=True,
            stream_options={"include_usage": True},
        ) as stream,
    ):
        return list(stream)


def collect_anthropic(server: ScriptedLLMServer) -> list[Any]:
    with (
        anthropic_client(server) as client,
        client.messages.create(model="claude-test", max_tokens=100, messages=MESSAGES, stream=True) as stream,
    ):
        return list(stream)


# --- OpenAI-compatible ---------------------------------------------------------------------------


def test_openai_text_with_reasoning_and_usage(server: ScriptedLLMServer) -> None:
    server.script(openai_text("Hello, world!", reasoning="Let me think.", usage=(12, 7), cached_tokens=3))

    chunks = collect_openai(server)

    content = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    reasoning = "".join(
        (c.choices[0].delta.model_extra or {}).get("reasoning_content") or "" for c in chunks if c.choices
    )
    assert content == "Hello, world!"
    assert reasoning == "Let me think."
    assert chunks[0].choices[0].delta.role == "assistant"
    assert [c.choices[0].finish_reason for c in chunks if c.choices][-1] == "stop"
    usage_chunk = chunks[-1]
    assert usage_chunk.choices == []
    assert usage_chunk.usage is not None
    assert (usage_chunk.usage.prompt_tokens, usage_chunk.usage.completion_tokens) == (12, 7)
    assert usage_chunk.usage.total_tokens == 19
    assert usage_chunk.usage.prompt_tokens_details is not None
    assert usage_chunk.usage.prompt_tokens_details.cached_tokens == 3

    assert server.pending == 0
    request = server.requests[0]
    assert (request.method, request.path) == ("POST", "/v1/chat/completions")
    assert request.headers["authorization"] == "Bearer k"
    assert request.body is not None
    assert request.body["model"] == "gpt-test"
    assert request.body["messages"] == MESSAGES
    assert request.body["stream"] is True
    assert request.body["stream_options"] == {"include_usage": True}


def test_openai_tool_calls_assemble_by_index(server: ScriptedLLMServer) -> None:
    calls = [
        ("call_1", "read_file", json.dumps({"path": "/tmp/a.txt"})),
        ("call_2", "list_dir", json.dumps({"path": "/tmp", "recursive": True})),
    ]
    server.script(openai_tool_calls(calls, text="Let me look."))

    chunks = collect_openai(server)

    assembled: dict[int, dict[str, str]] = {}
    for chunk in chunks:
        if not chunk.choices:
            continue
        for tc in chunk.choices[0].delta.tool_calls or []:
            slot = assembled.setdefault(tc.index, {"id": "", "name": "", "arguments": ""})
            if tc.id:
                slot["id"] = tc.id
            if tc.function is not None:
                slot["name"] += tc.function.name or ""
                slot["arguments"] += tc.function.arguments or ""
    assert [(v["id"], v["name"], v["arguments"]) for _, v in sorted(assembled.items())] == calls
    assert "".join(c.choices[0].delta.content or "" for c in chunks if c.choices) == "Let me look."
    assert [c.choices[0].finish_reason for c in chunks if c.choices][-1] == "tool_calls"


def test_async_openai_stream_and_connection_reuse(server: ScriptedLLMServer) -> None:
    server.script(openai_text("one"), openai_text("two"))

    async def run() -> list[str]:
        texts = []
        async with AsyncOpenAI(base_url=server.openai_base_url, api_key="k", max_retries=0) as client:
            for _ in range(2):
                stream = await client.chat.completions.create(model="m", messages=MESSAGES, stream=True)
                async with stream:
                    texts.append(
                        "".join([c.choices[0].delta.content or "" async for c in stream if c.choices])
                    )
        return texts

    assert asyncio.run(run()) == ["one", "two"]
    assert len(server.requests) == 2
    assert server.requests[0].client_port == server.requests[1].client_port  # keep-alive worked


def test_openai_error_reply_raises_sdk_error(server: ScriptedLLMServer) -> None:
    server.script(
        openai_error(401, "bad key", code="invalid_api_key"),
        openai_error(429, "slow down", type="rate_limit_error", headers={"retry-after": "1"}),
    )
    with openai_client(server) as client:
        with pytest.raises(openai.AuthenticationError) as auth:
            client.chat.completions.create(model="m", messages=MESSAGES, stream=True)
        assert auth.value.status_code == 401
        assert auth.value.code == "invalid_api_key"
        with pytest.raises(openai.RateLimitError) as rate:
            client.chat.completions.create(model="m", messages=MESSAGES, stream=True)
        assert rate.value.response.headers["retry-after"] == "1"
    assert server.requests[0].client_port == server.requests[1].client_port  # keep-alive after an error


def test_openai_malformed_item_and_in_stream_error(server: ScriptedLLMServer) -> None:
    role = openai_chunk({"role": "assistant", "content": ""})
    server.script(
        StreamReply([role, openai_chunk({"content": "Hi"}), "data: {not json\n\n", OPENAI_DONE]),
        StreamReply([role, 'data: {"error": {"message": "boom", "type": "server_error"}}\n\n', OPENAI_DONE]),
    )
    with pytest.raises(json.JSONDecodeError):
        collect_openai(server)
    with pytest.raises(openai.APIError, match="boom"):
        collect_openai(server)


def test_openai_reset_raises_before_the_end(server: ScriptedLLMServer) -> None:
    reply = openai_text("Hello there, this is cut")
    server.script(replace(reply, items=reply.items[:3], ending="reset"))
    seen: list[str] = []
    with (
        pytest.raises(openai.APIConnectionError),
        openai_client(server) as client,
        client.chat.completions.create(model="m", messages=MESSAGES, stream=True) as stream,
    ):
        for chunk in stream:
            seen.append(chunk.choices[0].delta.content or "")
    # Items written just before the RST are normally delivered first (loopback), but a RST may drop
    # anything still unsent, so only check that what arrived is a prefix of what was sent.
    assert "Hello th".startswith("".join(seen))


def test_queue_exhaustion_is_recorded(server: ScriptedLLMServer) -> None:
    with pytest.raises(openai.InternalServerError):
        collect_openai(server)
    assert server.unexpected == ["POST /v1/chat/completions"]
    assert len(server.requests) == 1


def test_stream_reply_for_non_streaming_request_is_400(server: ScriptedLLMServer) -> None:
    server.script(openai_text("x"))
    with openai_client(server) as client, pytest.raises(openai.BadRequestError):
        client.chat.completions.create(model="m", messages=MESSAGES)


def test_models_endpoint_in_both_formats(server: ScriptedLLMServer) -> None:
    server.models = ["a-model", "b-model"]
    with openai_client(server) as oc:
        assert [m.id for m in oc.models.list()] == ["a-model", "b-model"]
    with anthropic_client(server) as ac:
        models = list(ac.models.list())
    assert [(m.id, m.type, m.display_name) for m in models] == [
        ("a-model", "model", "a-model"),
        ("b-model", "model", "b-model"),
    ]
    assert server.pending == 0
    assert server.unexpected == []


# --- Anthropic ------------------------------------------------------------------------------------


def test_anthropic_text_with_thinking(server: ScriptedLLMServer) -> None:
    server.script(anthropic_text("Hello, world!", thinking="Hmm, a greeting.", usage=(20, 9), cache_read=4))

    events = collect_anthropic(server)

    types = [e.type for e in events]  # the SDK drops pings
    assert types[0] == "message_start"
    assert types[-2:] == ["message_delta", "message_stop"]
    assert types.count("content_block_start") == types.count("content_block_stop") == 2
    deltas = [e.delta for e in events if e.type == "content_block_delta"]
    assert "".join(d.thinking for d in deltas if d.type == "thinking_delta") == "Hmm, a greeting."
    assert [d.signature for d in deltas if d.type == "signature_delta"] == ["sig-abc"]
    assert "".join(d.text for d in deltas if d.type == "text_delta") == "Hello, world!"
    start = events[0].message
    assert (start.usage.input_tokens, start.usage.cache_read_input_tokens) == (20, 4)
    message_delta = events[-2]
    assert (message_delta.delta.stop_reason, message_delta.usage.output_tokens) == ("end_turn", 9)

    request = server.requests[0]
    assert request.path == "/v1/messages"
    assert "anthropic-version" in request.headers
    # anthropic 2.x sends the API key as a Bearer token, not x-api-key.
    assert request.headers.get("authorization") == "Bearer k" or request.headers.get("x-api-key") == "k"
    assert request.body is not None
    assert request.body["messages"] == MESSAGES
    assert request.body["stream"] is True


def test_anthropic_tool_use(server: ScriptedLLMServer) -> None:
    args = json.dumps({"path": "/tmp/a.txt", "limit": 10})
    server.script(anthropic_tool_use([("toolu_1", "read_file", args)], text="Reading."))

    events = collect_anthropic(server)

    starts = [e.content_block for e in events if e.type == "content_block_start"]
    assert [b.type for b in starts] == ["text", "tool_use"]
    assert (starts[1].id, starts[1].name) == ("toolu_1", "read_file")
    partial = "".join(
        e.delta.partial_json
        for e in events
        if e.type == "content_block_delta" and e.delta.type == "input_json_delta"
    )
    assert json.loads(partial) == {"path": "/tmp/a.txt", "limit": 10}
    assert events[-2].delta.stop_reason == "tool_use"


def test_anthropic_error_reply_and_in_stream_error(server: ScriptedLLMServer) -> None:
    reply = anthropic_text("Partial answer")
    server.script(
        anthropic_error(401, "authentication_error", "invalid x-api-key"),
        replace(reply, items=[*reply.items[:4], anthropic_error_event()]),
    )
    with pytest.raises(anthropic.AuthenticationError):
        collect_anthropic(server)
    with pytest.raises(anthropic.APIStatusError) as err:
        collect_anthropic(server)
    assert err.value.body == {"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}}


def test_anthropic_reset_raises_before_the_end(server: ScriptedLLMServer) -> None:
    reply = anthropic_text("Hello there")
    server.script(replace(reply, items=reply.items[:4], ending="reset"))
    seen: list[str] = []
    with (
        pytest.raises((anthropic.APIConnectionError, httpx2.TransportError)),
        anthropic_client(server) as client,
        client.messages.create(model="m", max_tokens=10, messages=MESSAGES, stream=True) as stream,
    ):
        for event in stream:
            seen.append(event.type)
    assert "message_stop" not in seen
    assert seen[0] == "message_start"


def test_anthropic_short_stall_then_normal_end(server: ScriptedLLMServer) -> None:
    server.script(replace(anthropic_text("ok"), ending="stall", stall_s=0.3, ping_every=0.1))
    events = collect_anthropic(server)
    assert events[-1].type == "message_stop"


# --- server mechanics -----------------------------------------------------------------------------


def test_stall_sends_keepalives_and_stop_interrupts_it() -> None:
    server = ScriptedLLMServer()
    server.start()
    try:
        server.script(
            StreamReply([openai_chunk({"content": "x"})], ending="stall", stall_s=60, ping_every=0.05)
        )
        conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=5)
        try:
            body = json.dumps({"model": "m", "stream": True, "messages": MESSAGES})
            conn.request("POST", "/v1/chat/completions", body, {"Content-Type": "application/json"})
            response = conn.getresponse()
            assert response.status == 200
            assert response.getheader("transfer-encoding") == "chunked"
            received = b""
            while received.count(b": keep-alive\n\n") < 2:
                received += response.read1()
            assert received.startswith(b"data: {")

            started = time.monotonic()
            server.stop()
            assert time.monotonic() - started < 1.5
        finally:
            conn.close()
    finally:
        server.stop()


def test_wait_for_requests(server: ScriptedLLMServer) -> None:
    with pytest.raises(TimeoutError):
        server.wait_for_requests(1, timeout=0.05)
    server.script(openai_text("x"))
    collect_openai(server)
    server.wait_for_requests(1, timeout=0.05)
