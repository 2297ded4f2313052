"""What local OpenAI-compatible servers need on the wire: the assistant's tool-call message with `content: ""`
(llama-cpp-python answers HTTP 500 to null there) and `tool_choice: "auto"` whenever tools are sent (its
function-calling mode drops the tools from the prompt without it). Checked on the requests the real openai
SDK sends to the scripted server."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from desktop_agent.domain.errors import ErrorKind
from desktop_agent.domain.events import PromptProgress, StopReason
from desktop_agent.providers.factory import create_provider
from desktop_agent.providers.presets import get_preset
from tests.helpers.agent_harness import fast_settings, run_turn
from tests.helpers.fake_llm_server import (
    ErrorReply,
    ScriptedLLMServer,
    StreamReply,
    openai_chunk,
    openai_error,
    openai_text,
    openai_tool_calls,
)


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


def test_llama_servers_overflow_error_says_the_sizes_and_what_to_do(
    llm_server: ScriptedLLMServer, tmp_path: Path
) -> None:
    """llama-server's own overflow answer (its body, recorded from a real server with --ctx-size 256)."""
    llm_server.script(
        ErrorReply(
            400,
            {
                "error": {
                    "code": 400,
                    "message": "request (431 tokens) exceeds the available context size (256 tokens), "
                    "try increasing it",
                    "type": "exceed_context_size_error",
                    "n_prompt_tokens": 431,
                    "n_ctx": 256,
                }
            },
        )
    )
    error = run_turn(llm_server, "openai", "Hi", tmp_path).failed.error
    assert error.kind is ErrorKind.CONTEXT_TOO_LONG
    assert "431 tokens" in error.message and "holds 256" in error.message
    assert "--ctx-size" in error.action and "chat profile" in error.action
    assert "bug" not in error.message + error.action
    assert len(llm_server.requests) == 1, "an overflow is not retried"


def test_an_empty_stream_is_checked_once_and_said_to_be_an_overflow(
    llm_server: ScriptedLLMServer, tmp_path: Path
) -> None:
    """llama-cpp-python answers 200 and closes the stream empty when the prompt is over its context; asked
    again without streaming (one token), it says why. No blind retries."""
    llm_server.script(
        StreamReply([]),
        openai_error(400, "Requested tokens (2279) exceed context window of 2048"),
    )
    error = run_turn(llm_server, "openai", "Hi", tmp_path).failed.error
    assert error.kind is ErrorKind.CONTEXT_TOO_LONG
    assert "2,279 tokens" in error.message and "holds 2,048" in error.message
    assert len(llm_server.requests) == 2
    probe = llm_server.requests[1].body
    assert probe is not None and "stream" not in probe and probe["max_completion_tokens"] == 1
    assert probe["messages"] == llm_server.requests[0].body["messages"]  # type: ignore[index]


def test_an_empty_stream_that_is_no_overflow_says_so(llm_server: ScriptedLLMServer, tmp_path: Path) -> None:
    llm_server.script(StreamReply([]), openai_text("ok"), openai_text("Here it is."))
    result = run_turn(llm_server, "openai", "Hi", tmp_path)
    # The probe answered normally: the empty stream was a glitch, retried like a broken stream.
    assert result.finished.stop_reason is StopReason.END
    assert "Here it is." in result.text


def test_model_not_found_lists_the_servers_models(llm_server: ScriptedLLMServer, tmp_path: Path) -> None:
    llm_server.models = ["qwen2.5-coder-1.5b-instruct-q4_k_m.gguf", "smollm2-135m"]
    llm_server.script(openai_error(404, "model 'llama3' not found", type="not_found_error"))
    error = run_turn(llm_server, "openai", "Hi", tmp_path).failed.error
    assert error.kind is ErrorKind.MODEL_NOT_FOUND
    assert "It has: qwen2.5-coder-1.5b-instruct-q4_k_m.gguf, smollm2-135m." in error.message
    assert "model picker" in error.action


def test_keep_alives_keep_a_slow_first_word_waiting_past_the_stall_limit(
    llm_server: ScriptedLLMServer, tmp_path: Path
) -> None:
    """A local server reading a long prompt sends keep-alive comments and nothing else for a while: each one
    starts the stall limit again, so the answer that follows arrives instead of a timeout."""
    llm_server.script(replace(openai_text("Read it all."), lead_s=1.5, ping_every=0.1))
    result = run_turn(llm_server, "openai", "Hi", tmp_path, settings=fast_settings(stall_timeout_s=0.5))
    assert result.finished.stop_reason is StopReason.END
    assert result.text == "Read it all."
    assert len(llm_server.requests) == 1, "no retry either"


def test_silence_before_the_first_word_still_times_out(llm_server: ScriptedLLMServer, tmp_path: Path) -> None:
    llm_server.script(replace(openai_text("Too late."), lead_s=1.5, ping_every=0))
    settings = fast_settings(stall_timeout_s=0.5, max_retries=0)
    error = run_turn(llm_server, "openai", "Hi", tmp_path, settings=settings).failed.error
    assert error.kind is ErrorKind.TIMEOUT


def progress_chunk(processed: int, total: int) -> str:
    return openai_chunk({"role": "assistant", "content": None}, extra={"prompt_progress": {
        "total": total, "cache": 0, "processed": processed, "time_ms": processed}})  # fmt: skip


def test_llama_cpp_reports_how_much_of_the_prompt_it_has_read(
    llm_server: ScriptedLLMServer, tmp_path: Path
) -> None:
    """The llama.cpp preset asks for `return_progress`; the progress it streams becomes events."""
    answer = openai_text("Done reading.")
    llm_server.script(
        replace(answer, items=[progress_chunk(512, 1531), progress_chunk(1531, 1531), *answer.items])
    )
    provider = create_provider(get_preset("llamacpp"), api_key=None, base_url=llm_server.openai_base_url)
    result = run_turn(provider, "openai", "Hi", tmp_path)
    assert [(e.processed, e.total) for e in result.of(PromptProgress)] == [(512, 1531), (1531, 1531)]
    assert result.text == "Done reading."
    body = llm_server.requests[0].body
    assert body is not None and body["return_progress"] is True
