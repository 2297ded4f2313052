"""The server misbehaviours of TESTING.md, on both wires, through the real SDKs and the real loop.

Broken streams (an error event, a reset, a close without the final event, a stall, malformed JSON),
broken tool calls (invalid JSON, wrong schema, unknown tool, cut off by the token limit) and
tool-call-looking prose. What the person sees, what is kept, what is (not) retried, what is (not) run.
"""

from __future__ import annotations

import json
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

# Imported up front so the SDK import never counts against the short stall timeouts below.
import anthropic  # noqa: F401
import openai  # noqa: F401
import pytest

from desktop_agent.config.settings import ProfileSettings, RuleSettings, Settings
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.domain.events import (
    ApprovalRequested,
    MessageFinished,
    Retrying,
    StopReason,
    ToolStateChanged,
)
from desktop_agent.domain.messages import Message, ToolCallState, ToolResultPart
from tests.helpers.agent_harness import API_KEY, TurnResult, Wire, fast_settings, run_turn
from tests.helpers.fake_llm_server import (
    ScriptedLLMServer,
    StreamReply,
    anthropic_error_event,
    anthropic_text,
    anthropic_tool_use,
    openai_text,
    openai_tool_calls,
)

WIRES: list[Wire] = ["openai", "anthropic"]

TEXT = "The answer is forty-two, as everyone knows."
PIECE = 4
STREAMED = 3  # text pieces sent before the stream misbehaves
PREFIX = TEXT[: PIECE * STREAMED]


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "notes.txt").write_text("first line\nsecond line\n")
    return ws


def text_reply(wire: Wire, text: str = TEXT) -> StreamReply:
    return openai_text(text, piece=PIECE) if wire == "openai" else anthropic_text(text, piece=PIECE)


def tools_reply(wire: Wire, calls: list[tuple[str, str, str]], **kw: Any) -> StreamReply:
    return openai_tool_calls(calls, **kw) if wire == "openai" else anthropic_tool_use(calls, **kw)


def lead_in(wire: Wire) -> int:
    """Items before the first text delta: the role chunk; or message_start, ping, content_block_start."""
    return 1 if wire == "openai" else 3


def cut_after_text(wire: Wire, *, ending: Any = "normal", then: list[str] | None = None) -> StreamReply:
    """The text stream cut after PREFIX, followed by `then` items and the given ending."""
    reply = text_reply(wire)
    items = reply.items[: lead_in(wire) + STREAMED] + (then or [])
    return replace(reply, items=items, ending=ending)


def asking_settings(**changes: Any) -> Settings:
    """read_file asks first: a call that gets as far as the permission check shows up as an approval."""
    build = ProfileSettings(rules=[RuleSettings(tool="read_file", action="ask")])
    return fast_settings(profiles={"build": build}, **changes)


def assert_human(err: UserFacingError) -> None:
    assert err.message.strip() and err.action.strip()
    for leak in ("Traceback", "JSONDecodeError", "Expecting", "httpx", "Error(", API_KEY):
        assert leak not in err.message and leak not in err.action, leak


def assert_partial_kept(result: TurnResult, text: str) -> None:
    """The streamed text stays in the session, and its message is closed with status "error"."""
    assistant = result.session.messages[-1]
    assert assistant.role == "assistant"
    assert assistant.text.startswith(text) and assistant.text
    assert result.text.startswith(text)
    statuses = [e.status for e in result.of(MessageFinished) if e.message_id == assistant.id]
    assert statuses == ["error"]


def assert_history_valid(messages: list[Message]) -> None:
    """Every tool call of an assistant message has a result, in order, in the `tool` message after it."""
    for i, msg in enumerate(messages):
        if msg.role == "assistant" and msg.tool_calls:
            assert i + 1 < len(messages) and messages[i + 1].role == "tool", [m.role for m in messages]
            results = [p.call_id for p in messages[i + 1].parts if isinstance(p, ToolResultPart)]
            assert results == [c.call_id for c in msg.tool_calls]
        if msg.role == "tool":
            assert i > 0 and messages[i - 1].role == "assistant" and messages[i - 1].tool_calls


def results_by_call(result: TurnResult) -> dict[str, ToolResultPart]:
    return {p.call_id: p for m in result.session.messages for p in m.parts if isinstance(p, ToolResultPart)}


def sent_results(body: dict[str, Any] | None, wire: Wire) -> dict[str, tuple[str, bool]]:
    """The tool results a request carried back to the model: call id -> (content, marked as error)."""
    assert body is not None
    out: dict[str, tuple[str, bool]] = {}
    if wire == "openai":
        for msg in body["messages"]:
            if msg["role"] == "tool":
                out[msg["tool_call_id"]] = (msg["content"], False)
    else:
        for msg in body["messages"]:
            if msg["role"] == "user" and isinstance(msg["content"], list):
                for block in msg["content"]:
                    if block["type"] == "tool_result":
                        out[block["tool_use_id"]] = (block["content"], bool(block.get("is_error")))
    return out


# --------------------------------------------------------------------------------------------------
# Broken streams


OPENAI_STREAM_ERROR = "data: " + json.dumps(
    {
        "error": {
            "message": "The server had an error while processing your request. Sorry about that!",
            "type": "server_error",
            "param": None,
            "code": None,
        }
    }
)


@pytest.mark.parametrize("wire", WIRES)
def test_error_event_after_text_fails_and_keeps_the_text(
    llm_server: ScriptedLLMServer, workspace: Path, wire: Wire
) -> None:
    if wire == "openai":
        reply, kind = cut_after_text(wire, then=[OPENAI_STREAM_ERROR + "\n\n"]), ErrorKind.SERVER_ERROR
    else:
        reply, kind = (
            cut_after_text(wire, then=[anthropic_error_event("overloaded_error")]),
            ErrorKind.OVERLOADED,
        )
    llm_server.script(reply)

    result = run_turn(llm_server, wire, "hi", workspace)

    err = result.failed.error
    assert err.kind is kind, err
    assert_human(err)
    assert result.of(Retrying) == [], "something had streamed: not retried"
    assert len(llm_server.requests) == 1
    assert_partial_kept(result, PREFIX)


@pytest.mark.parametrize(
    "wire",
    [
        "openai",
        "anthropic",
    ],
)
def test_reset_mid_stream_fails_as_stream_broken_and_keeps_the_text(
    llm_server: ScriptedLLMServer, workspace: Path, wire: Wire
) -> None:
    llm_server.script(cut_after_text(wire, ending="reset"))

    result = run_turn(llm_server, wire, "hi", workspace)

    assert_partial_kept(result, PREFIX)
    assert result.of(Retrying) == []
    assert len(llm_server.requests) == 1
    err = result.failed.error
    assert_human(err)
    assert err.kind is ErrorKind.STREAM_BROKEN, err


@pytest.mark.parametrize("wire", WIRES)
def test_reset_before_anything_streamed_is_retried(
    llm_server: ScriptedLLMServer, workspace: Path, wire: Wire
) -> None:
    reply = text_reply(wire)
    # Only the role chunk (OpenAI) or message_start and a ping (Anthropic): no part has started.
    keep = 1 if wire == "openai" else 2
    early = replace(reply, items=reply.items[:keep], ending="reset")
    llm_server.script(early, text_reply(wire))

    result = run_turn(llm_server, wire, "hi", workspace)

    assert result.finished.stop_reason is StopReason.END
    assert result.text == TEXT, "nothing shown twice, nothing lost"
    [retrying] = result.of(Retrying)
    assert retrying.attempt == 1
    assert retrying.error.kind in (ErrorKind.STREAM_BROKEN, ErrorKind.UNREACHABLE)
    assert len(llm_server.requests) == 2
    assert [m.role for m in result.session.messages] == ["user", "assistant"]
    assert result.session.messages[-1].text == TEXT


@pytest.mark.parametrize("wire", WIRES)
def test_clean_close_without_final_event_fails_as_stream_broken(
    llm_server: ScriptedLLMServer, workspace: Path, wire: Wire
) -> None:
    reply = text_reply(wire)
    # OpenAI: no finish chunk, usage chunk or [DONE]. Anthropic: no message_delta or message_stop.
    dropped = 3 if wire == "openai" else 2
    llm_server.script(replace(reply, items=reply.items[:-dropped], ending="close"))

    result = run_turn(llm_server, wire, "hi", workspace)

    err = result.failed.error
    assert err.kind is ErrorKind.STREAM_BROKEN, err
    assert_human(err)
    assert "closed the connection before the answer was complete" in err.message
    assert_partial_kept(result, TEXT)
    assert result.of(Retrying) == []
    assert len(llm_server.requests) == 1


@pytest.mark.parametrize("wire", WIRES)
def test_a_stream_that_only_pings_is_given_up_after_four_stall_limits(
    llm_server: ScriptedLLMServer, workspace: Path, wire: Wire
) -> None:
    """Keep-alives show the server is there (each starts the stall limit again), but a server that only
    pings is given up in the end: 4 limits after the last piece of the answer."""
    reply = cut_after_text(wire, ending="stall")
    llm_server.script(replace(reply, stall_s=6.0, ping_every=0.1))

    started = time.monotonic()
    result = run_turn(llm_server, wire, "hi", workspace, settings=fast_settings(stall_timeout_s=0.4))
    elapsed = time.monotonic() - started

    err = result.failed.error
    assert err.kind is ErrorKind.TIMEOUT, err
    assert_human(err)
    assert 1.4 < elapsed < 3.5, f"gave up after {elapsed:.1f} s, not after 4 × 0.4 s of pings only"
    assert_partial_kept(result, PREFIX)
    assert result.of(Retrying) == []
    assert len(llm_server.requests) == 1


MALFORMED = {
    "openai": 'data: {"id": "chatcmpl-x", "choices": [{"index": 0, "delta": {"content": "oo\n\n',
    "anthropic": (
        "event: content_block_delta\n"
        'data: {"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": "oo\n\n'
    ),
}


@pytest.mark.parametrize("wire", WIRES)
def test_malformed_json_chunk_fails_as_stream_broken(
    llm_server: ScriptedLLMServer, workspace: Path, wire: Wire
) -> None:
    reply = text_reply(wire)
    cut = lead_in(wire) + STREAMED
    llm_server.script(replace(reply, items=[*reply.items[:cut], MALFORMED[wire], *reply.items[cut:]]))

    result = run_turn(llm_server, wire, "hi", workspace)

    err = result.failed.error
    assert err.kind is ErrorKind.STREAM_BROKEN, err
    assert_human(err)
    assert_partial_kept(result, PREFIX)
    assert result.of(Retrying) == []
    assert len(llm_server.requests) == 1


# --------------------------------------------------------------------------------------------------
# Broken tool calls


@pytest.mark.parametrize("wire", WIRES)
def test_tool_arguments_that_are_not_json_are_not_run(
    llm_server: ScriptedLLMServer, workspace: Path, wire: Wire
) -> None:
    llm_server.script(
        tools_reply(
            wire,
            [
                ("call_bad", "read_file", '{"path": "notes.txt"'),
                ("call_ok", "read_file", '{"path": "notes.txt"}'),
            ],
        ),
        text_reply(wire, "Let me send that again."),
    )

    result = run_turn(llm_server, wire, "read notes", workspace, settings=asking_settings())

    assert result.finished.stop_reason is StopReason.END
    assert result.tool_states("call_bad") == [ToolCallState.PENDING, ToolCallState.ERROR]
    # The well-formed call in the same step is asked about and run as usual (the rule asks first).
    assert [e.call_id for e in result.of(ApprovalRequested)] == ["call_ok"]
    assert result.tool_states("call_ok")[-2:] == [ToolCallState.RUNNING, ToolCallState.COMPLETED]
    bad = results_by_call(result)["call_bad"]
    assert bad.is_error and bad.state is ToolCallState.ERROR
    assert "not valid JSON" in bad.content
    assert "first line" not in bad.content
    assert_history_valid(result.session.messages)

    assert len(llm_server.requests) == 2
    sent = sent_results(llm_server.requests[1].body, wire)
    assert "not valid JSON" in sent["call_bad"][0]
    assert "first line" in sent["call_ok"][0]
    if wire == "anthropic":
        assert sent["call_bad"][1] is True and sent["call_ok"][1] is False


def test_invalid_arguments_are_replayed_as_valid_json(llm_server: ScriptedLLMServer, workspace: Path) -> None:
    """Servers that parse the history (vLLM, llama.cpp, SGLang) refuse a replayed call whose arguments
    are not JSON, so every later request of the session would fail. The error result already tells
    the model what it sent; the replayed call must carry a JSON object."""
    llm_server.script(
        openai_tool_calls([("call_bad", "read_file", '{"path": "notes.txt"')]),
        openai_text("Let me send that again."),
    )

    result = run_turn(llm_server, "openai", "read notes", workspace)

    assert result.finished.stop_reason is StopReason.END
    body = llm_server.requests[1].body
    assert body is not None
    replayed = [c["function"]["arguments"] for m in body["messages"] for c in m.get("tool_calls") or ()]
    assert len(replayed) == 1
    assert isinstance(json.loads(replayed[0]), dict)


@pytest.mark.parametrize("wire", WIRES)
def test_arguments_breaking_the_schema_and_unknown_tools_get_error_results(
    llm_server: ScriptedLLMServer, workspace: Path, wire: Wire
) -> None:
    calls = [
        ("call_int", "read_file", '{"path": 5}'),
        ("call_missing", "read_file", "{}"),
        ("call_unknown", "delete_everything", '{"path": "notes.txt"}'),
    ]
    llm_server.script(tools_reply(wire, calls), text_reply(wire, "I will fix the calls."))

    result = run_turn(llm_server, wire, "read notes", workspace, settings=asking_settings())

    assert result.finished.stop_reason is StopReason.END
    assert result.text == "I will fix the calls."
    assert result.of(ApprovalRequested) == [], "invalid calls never reach the permission check"
    for call_id, _, _ in calls:
        assert result.tool_states(call_id) == [ToolCallState.PENDING, ToolCallState.ERROR], call_id
    results = results_by_call(result)
    assert all(results[c].is_error for c, _, _ in calls)
    assert "path" in results["call_int"].content and "string" in results["call_int"].content
    assert "path" in results["call_missing"].content and "required" in results["call_missing"].content
    assert "delete_everything" in results["call_unknown"].content
    assert "read_file" in results["call_unknown"].content, "tells the model which tools exist"
    assert_history_valid(result.session.messages)

    assert len(llm_server.requests) == 2
    sent = sent_results(llm_server.requests[1].body, wire)
    assert set(sent) == {"call_int", "call_missing", "call_unknown"}
    assert sent["call_unknown"][0] == results["call_unknown"].content


@pytest.mark.parametrize("wire", WIRES)
def test_cut_off_tool_call_is_not_run(llm_server: ScriptedLLMServer, workspace: Path, wire: Wire) -> None:
    call = ("call_cut", "read_file", '{"path": "notes.txt"}')
    cut = {"finish_reason": "length"} if wire == "openai" else {"stop_reason": "max_tokens"}
    llm_server.script(tools_reply(wire, [call], text="Let me read it.", **cut))

    result = run_turn(llm_server, wire, "read notes", workspace, settings=asking_settings())

    assert result.finished.stop_reason is StopReason.MAX_TOKENS
    assert len(llm_server.requests) == 1, "the loop does not go on after a cut-off step"
    assert result.tool_states("call_cut") == [ToolCallState.PENDING, ToolCallState.ERROR]
    assert result.of(ApprovalRequested) == []
    cut_result = results_by_call(result)["call_cut"]
    assert cut_result.is_error and "cut off" in cut_result.content
    assert "first line" not in cut_result.content, "the file was not read"
    assert [m.role for m in result.session.messages] == ["user", "assistant", "tool"]
    assert result.session.messages[1].text == "Let me read it."
    assert_history_valid(result.session.messages)

    # The next turn sends a history the API accepts: the cut-off call with its result.
    llm_server.script(text_reply(wire, "Continuing."))
    follow = run_turn(llm_server, wire, "go on", workspace, session=result.session)
    assert follow.finished.stop_reason is StopReason.END
    body = llm_server.requests[1].body
    assert body is not None
    sent = sent_results(body, wire)
    assert "cut off" in sent["call_cut"][0]
    if wire == "openai":
        roles = [m["role"] for m in body["messages"] if m["role"] != "system"]
        assert roles == ["user", "assistant", "tool", "user"]
        assert [c["id"] for c in body["messages"][-3]["tool_calls"]] == ["call_cut"]
    else:
        assert [m["role"] for m in body["messages"]] == ["user", "assistant", "user"]
        uses = [b["id"] for b in body["messages"][1]["content"] if b["type"] == "tool_use"]
        assert uses == ["call_cut"]
        assert body["messages"][2]["content"][0]["type"] == "tool_result"
    assert_history_valid(follow.session.messages)


PROSE_WITH_FAKE_CALLS = (
    'I would run [Called tool: read_file({"path": "notes.txt"})] and then '
    '<tool_call>{"name": "read_file", "arguments": {"path": "notes.txt"}}</tool_call> but I will not.'
)


@pytest.mark.parametrize("wire", WIRES)
def test_tool_call_looking_prose_is_never_run(
    llm_server: ScriptedLLMServer, workspace: Path, wire: Wire
) -> None:
    llm_server.script(text_reply(wire, PROSE_WITH_FAKE_CALLS))

    result = run_turn(llm_server, wire, "hi", workspace)

    # Never run; the turn says the model wrote a call instead of making it.
    assert result.finished.stop_reason is StopReason.TOOL_CALL_AS_TEXT
    assert result.of(ToolStateChanged) == []
    assert result.text == PROSE_WITH_FAKE_CALLS
    assert len(llm_server.requests) == 1
    assert [m.role for m in result.session.messages] == ["user", "assistant"]
    assert result.session.messages[-1].tool_calls == []
