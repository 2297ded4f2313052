"""llama-cpp-python, replayed: its real answers to the app (recorded by tests/fixtures/llama_cpp_python/
record.py from llama-cpp-python's own server with SmolLM2-135M and `chatml-function-calling`) are sent
back by the scripted server, and the app's requests are checked against the ones the real server took.

- A forced tool call (`tool_choice` naming read_file, set by the recording proxy) streams; the app asks
  about it (the model named a path outside the folder; denied, as when recording); the follow-up with
  tools streams nothing (that server cannot stream with tool_choice "auto"), so the app asks again
  whole, which the real server answered. The follow-up's assistant message carries
  `"content": ""`: with null there, the real server answered HTTP 500 (also recorded).
- The build agent's prompt over a 1,024-token context: an empty stream, then, asked whole, the reason.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from desktop_agent.agent.interactions import ApprovalChoice, ApprovalDecision
from desktop_agent.domain.errors import ErrorKind
from desktop_agent.domain.events import Retrying, StopReason
from desktop_agent.domain.messages import ToolCallState
from desktop_agent.providers.factory import create_provider
from desktop_agent.providers.presets import get_preset
from tests.helpers.agent_harness import Answers, run_turn
from tests.helpers.fake_llm_server import ErrorReply, Reply, ScriptedLLMServer, StreamReply

RECORDED = json.loads(
    (Path(__file__).resolve().parents[1] / "fixtures" / "llama_cpp_python" / "recorded.json").read_text(
        "utf-8"
    )
)


def chats(scenario: str) -> list[dict[str, Any]]:
    return [e for e in RECORDED[scenario]["exchanges"] if e["path"].endswith("/chat/completions")]


def replies(scenario: str) -> list[Reply]:
    """The server's answers as it sent them: SSE events one by one, or the whole JSON."""
    out: list[Reply] = []
    for exchange in chats(scenario):
        if exchange["content_type"].startswith("text/event-stream"):
            events = [e + "\n\n" for e in exchange["body"].split("\n\n") if e.strip()]
            out.append(StreamReply(events))
        else:
            out.append(ErrorReply(exchange["status"], json.loads(exchange["body"])))
    return out


def replay(llm_server: ScriptedLLMServer, scenario: str, workspace: Path) -> Any:
    (workspace / "notes.txt").write_text(RECORDED["notes"])
    llm_server.script(*replies(scenario))
    provider = create_provider(get_preset("llamacpp"), api_key=None, base_url=llm_server.openai_base_url)
    # As when recording: anything that asks is denied (the 135M model picks its own path, outside the folder).
    deny = Answers(approval=lambda e: ApprovalDecision(ApprovalChoice.DENY))
    return run_turn(provider, "openai", RECORDED["prompt"], workspace, max_steps=2, answers=deny)


def after_system(body: dict[str, Any] | None) -> list[dict[str, Any]]:
    assert body is not None
    return [m for m in body["messages"] if m["role"] != "system"]


def test_a_forced_tool_call_and_its_follow_up(llm_server: ScriptedLLMServer, tmp_path: Path) -> None:
    result = replay(llm_server, "forced_tool_call", tmp_path)
    assert result.finished.stop_reason in (StopReason.END, StopReason.STEP_LIMIT)
    [first_call] = [c for m in result.session.messages for c in m.tool_calls][:1]
    assert first_call.name == "read_file"
    assert result.tool_states(first_call.call_id)[-1] is ToolCallState.DENIED
    assert result.of(Retrying) == [], "the empty stream was asked again whole, not retried"

    recorded = chats("forced_tool_call")
    sent = llm_server.requests
    assert len(sent) == len(recorded)
    follow_up = after_system(sent[1].body)
    assert follow_up == after_system(recorded[1]["sent"]), "what the real server was sent"
    [assistant] = [m for m in follow_up if m["role"] == "assistant"]
    assert assistant["content"] == "" and assistant["tool_calls"][0]["function"]["name"] == "read_file"
    assert recorded[2]["status"] == 200, "the real server answered these messages (asked whole)"
    assert RECORDED["forced_tool_call"]["null_content_reply"]["status"] == 500, "and refused null content"
    assert [r.body is not None and r.body.get("stream") is True for r in sent] == [True, True, False]


def test_an_overflow_said_with_the_conversations_size(llm_server: ScriptedLLMServer, tmp_path: Path) -> None:
    result = replay(llm_server, "overflow", tmp_path)
    error = result.failed.error
    assert error.kind is ErrorKind.CONTEXT_TOO_LONG
    recorded_message = json.loads(chats("overflow")[-1]["body"])["error"]["message"]
    in_messages = recorded_message.split("(")[1].split(" in the messages")[0]
    assert f"{int(in_messages):,} tokens" in error.message and "holds 1,024" in error.message
    assert len(llm_server.requests) == 2 and result.of(Retrying) == []


@pytest.mark.parametrize("scenario", ["forced_tool_call", "overflow"])
def test_the_recordings_come_from_the_real_server(scenario: str) -> None:
    assert RECORDED["server"].startswith("llama-cpp-python ")
    assert RECORDED[scenario]["exchanges"], "record.py wrote what the server said"
