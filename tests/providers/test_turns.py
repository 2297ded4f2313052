"""Whole turns through both wire formats: text, thinking, several tool calls per step, results sent back."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop_agent.domain.events import (
    MessageFinished,
    PartEnded,
    RunStarted,
    StepStarted,
    StopReason,
    UsageReported,
)
from desktop_agent.domain.messages import ReasoningPart, TextPart, ToolCallState, ToolResultPart
from tests.helpers.agent_harness import API_KEY, Wire, run_turn
from tests.helpers.fake_llm_server import (
    ScriptedLLMServer,
    StreamReply,
    anthropic_text,
    anthropic_tool_use,
    openai_text,
    openai_tool_calls,
)

WIRES: list[Wire] = ["openai", "anthropic"]


def text_reply(wire: Wire, text: str, **kw: object) -> StreamReply:
    return openai_text(text, **kw) if wire == "openai" else anthropic_text(text, **kw)  # type: ignore[arg-type]


def tools_reply(wire: Wire, calls: list[tuple[str, str, str]], **kw: object) -> StreamReply:
    if wire == "openai":
        return openai_tool_calls(calls, **kw)  # type: ignore[arg-type]
    return anthropic_tool_use(calls, **kw)  # type: ignore[arg-type]


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "notes.txt").write_text("first line\nsecond line\n")
    (ws / "src").mkdir()
    return ws


@pytest.mark.parametrize("wire", WIRES)
def test_plain_answer_streams_as_deltas_and_ends(
    llm_server: ScriptedLLMServer, wire: Wire, workspace: Path
) -> None:
    llm_server.script(text_reply(wire, "Hello there, how can I help?"))
    result = run_turn(llm_server, wire, "hi", workspace)

    assert result.finished.stop_reason is StopReason.END
    assert result.text == "Hello there, how can I help?"
    deltas = [e for e in result.events if e.type == "part_delta"]
    assert len(deltas) > 3, "the answer arrives in pieces, not at once"
    assert result.of(RunStarted)[0].provider == wire
    assert result.finished.usage.input_tokens == 10 and result.finished.usage.output_tokens == 5
    roles = [m.role for m in result.session.messages]
    assert roles == ["user", "assistant"]
    assert result.session.messages[1].text == "Hello there, how can I help?"
    body = llm_server.requests[0].body
    assert body is not None and body["stream"] is True
    headers = llm_server.requests[0].headers
    assert API_KEY in (headers.get("authorization", "") + headers.get("x-api-key", ""))


@pytest.mark.parametrize("wire", WIRES)
def test_multi_step_tool_turn_sends_results_back_in_call_order(
    llm_server: ScriptedLLMServer, wire: Wire, workspace: Path
) -> None:
    llm_server.script(
        tools_reply(
            wire,
            [("call_a", "read_file", '{"path": "notes.txt"}'), ("call_b", "list_directory", '{"path": "."}')],
            text="Let me look.",
        ),
        tools_reply(wire, [("call_c", "read_file", '{"path": "notes.txt", "offset": 2}')]),
        text_reply(wire, "The second line says: second line."),
    )
    result = run_turn(llm_server, wire, "what is in notes?", workspace)

    assert result.finished.stop_reason is StopReason.END
    assert result.finished.steps == 3
    assert len(result.of(StepStarted)) == 3
    for call_id in ("call_a", "call_b", "call_c"):
        assert result.tool_states(call_id) == [
            ToolCallState.PENDING,
            ToolCallState.RUNNING,
            ToolCallState.COMPLETED,
        ]
    roles = [m.role for m in result.session.messages]
    assert roles == ["user", "assistant", "tool", "assistant", "tool", "assistant"]
    results = result.session.messages[2].parts
    assert [p.call_id for p in results if isinstance(p, ToolResultPart)] == ["call_a", "call_b"]

    second = llm_server.requests[1].body
    assert second is not None
    if wire == "openai":
        tool_msgs = [m for m in second["messages"] if m["role"] == "tool"]
        assert [m["tool_call_id"] for m in tool_msgs] == ["call_a", "call_b"]
        assert "first line" in tool_msgs[0]["content"]
        assert "notes.txt" in tool_msgs[1]["content"]
        assistant = next(m for m in second["messages"] if m["role"] == "assistant")
        assert [c["id"] for c in assistant["tool_calls"]] == ["call_a", "call_b"]
    else:
        last_user = second["messages"][-1]
        assert last_user["role"] == "user"
        assert [b["tool_use_id"] for b in last_user["content"]] == ["call_a", "call_b"]
        assert "first line" in last_user["content"][0]["content"]
    third = llm_server.requests[2].body
    assert third is not None
    assert "second line" in str(third["messages"])
    assert result.finished.usage.output_tokens == 15


@pytest.mark.parametrize("wire", WIRES)
def test_thinking_is_streamed_kept_and_signature_sent_back(
    llm_server: ScriptedLLMServer, wire: Wire, workspace: Path
) -> None:
    thinking_kw = {"reasoning": "Let me think."} if wire == "openai" else {"thinking": "Let me think."}
    llm_server.script(
        tools_reply(wire, [("c1", "list_directory", "{}")], **thinking_kw),
        text_reply(wire, "Done."),
    )
    result = run_turn(llm_server, wire, "look around", workspace)

    reasoning = [e for e in result.events if e.type == "part_delta" and e.part_kind == "reasoning"]
    assert "".join(e.text for e in reasoning) == "Let me think."
    first = result.session.messages[1]
    part = first.parts[0]
    assert isinstance(part, ReasoningPart) and part.text == "Let me think."
    assert part.duration_s is not None
    second = llm_server.requests[1].body
    assert second is not None
    if wire == "anthropic":
        assert part.signature == "sig-abc"
        blocks = second["messages"][1]["content"]
        assert blocks[0] == {"type": "thinking", "thinking": "Let me think.", "signature": "sig-abc"}
    else:
        assert "reasoning_content" not in str(second["messages"])


@pytest.mark.parametrize("wire", WIRES)
def test_usage_reports_cache_tokens(llm_server: ScriptedLLMServer, wire: Wire, workspace: Path) -> None:
    if wire == "openai":
        llm_server.script(openai_text("ok", usage=(100, 7), cached_tokens=60))
    else:
        llm_server.script(anthropic_text("ok", usage=(40, 7), cache_read=60, cache_write=5))
    result = run_turn(llm_server, wire, "hi", workspace)
    usage = result.of(UsageReported)[-1].total
    assert usage.cache_read_tokens == 60
    assert usage.output_tokens == 7
    assert usage.input_tokens == 40
    if wire == "anthropic":
        assert usage.cache_write_tokens == 5


@pytest.mark.parametrize("wire", WIRES)
def test_chat_profile_sends_no_tools_and_plan_only_read_only(
    llm_server: ScriptedLLMServer, wire: Wire, workspace: Path
) -> None:
    llm_server.script(text_reply(wire, "Hi."), text_reply(wire, "Plan."))
    run_turn(llm_server, wire, "hi", workspace, agent="chat")
    run_turn(llm_server, wire, "plan it", workspace, agent="plan")
    chat_body, plan_body = (r.body for r in llm_server.requests)
    assert chat_body is not None and plan_body is not None
    assert "tools" not in chat_body
    names = {t["function"]["name"] if wire == "openai" else t["name"] for t in plan_body["tools"]}
    assert names == {"read_file", "list_directory", "ask_user"}


@pytest.mark.parametrize("wire", WIRES)
def test_parts_end_with_complete_content(llm_server: ScriptedLLMServer, wire: Wire, workspace: Path) -> None:
    llm_server.script(text_reply(wire, "A complete sentence."))
    result = run_turn(llm_server, wire, "hi", workspace)
    ended = [e.part for e in result.of(PartEnded)]
    assert TextPart("A complete sentence.") in ended
    statuses = [e.status for e in result.of(MessageFinished)]
    assert statuses == ["complete", "complete"]


def test_openai_refusal_is_shown_and_ends_the_turn_as_a_refusal(
    llm_server: ScriptedLLMServer, workspace: Path
) -> None:
    from tests.helpers.fake_llm_server import OPENAI_DONE, openai_chunk, openai_usage_chunk

    items = [
        openai_chunk({"role": "assistant", "content": None, "refusal": ""}),
        openai_chunk({"refusal": "I can't help "}),
        openai_chunk({"refusal": "with that."}),
        openai_chunk({}, finish_reason="stop"),
        openai_usage_chunk(),
        OPENAI_DONE,
    ]
    llm_server.script(StreamReply(items))
    result = run_turn(llm_server, "openai", "do something bad", workspace)
    assert result.text == "I can't help with that."
    assert result.finished.stop_reason is StopReason.REFUSAL
