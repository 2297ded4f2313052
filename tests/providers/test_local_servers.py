"""What local OpenAI-compatible servers need on the wire: the assistant's tool-call message with `content: ""`
(llama-cpp-python answers HTTP 500 to null there) and `tool_choice: "auto"` whenever tools are sent (its
function-calling mode drops the tools from the prompt without it). Checked on the requests the real openai
SDK sends to the scripted server."""

from __future__ import annotations

from pathlib import Path

from desktop_agent.domain.events import StopReason
from tests.helpers.agent_harness import run_turn
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text, openai_tool_calls


def test_a_tool_calls_follow_up_sends_empty_content_and_tool_choice(
    llm_server: ScriptedLLMServer, tmp_path: Path
) -> None:
    (tmp_path / "notes.txt").write_text("buy milk\n")
    llm_server.script(
        openai_tool_calls([("c1", "read_file", '{"path": "notes.txt"}')]),  # no text beside the call
        openai_text("You need milk."),
    )
    result = run_turn(llm_server, "openai", "What do I need?", tmp_path)
    assert result.finished.stop_reason is StopReason.END
    first, follow_up = (r.body for r in llm_server.requests)
    assert first is not None and follow_up is not None
    assert first["tool_choice"] == "auto" and first["tools"]
    assert follow_up["tool_choice"] == "auto"
    assistant = [m for m in follow_up["messages"] if m["role"] == "assistant"]
    assert assistant == [
        {
            "role": "assistant",
            "content": "",
            "tool_calls": [
                {
                    "id": "c1",
                    "type": "function",
                    "function": {"name": "read_file", "arguments": '{"path": "notes.txt"}'},
                }
            ],
        }
    ]


def test_no_tool_choice_without_tools(llm_server: ScriptedLLMServer, tmp_path: Path) -> None:
    llm_server.script(openai_text("Hello."))
    run_turn(llm_server, "openai", "Hi", tmp_path, agent="chat")
    body = llm_server.requests[0].body
    assert body is not None and "tools" not in body and "tool_choice" not in body
