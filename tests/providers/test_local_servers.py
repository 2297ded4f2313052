"""What local OpenAI-compatible servers need on the wire: the assistant's tool-call message with `content: ""`
(llama-cpp-python answers HTTP 500 to null there) and `tool_choice: "auto"` whenever tools are sent (its
function-calling mode drops the tools from the prompt without it). Checked on the requests the real openai
SDK sends to the scripted server."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from pathlib import Path

import pytest

from desktop_agent.domain.errors import ErrorKind
from desktop_agent.domain.events import PromptProgress, Retrying, StopReason
from desktop_agent.domain.messages import ToolCallState
from desktop_agent.providers.factory import create_provider
from desktop_agent.providers.presets import get_preset
from tests.helpers.agent_harness import fast_settings, run_turn
from tests.helpers.fake_llm_server import (
    ErrorReply,
    ScriptedLLMServer,
    StreamReply,
    openai_chunk,
    openai_completion,
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


def test_an_empty_stream_is_asked_again_without_streaming_and_an_overflow_said(
    llm_server: ScriptedLLMServer, tmp_path: Path
) -> None:
    """llama-cpp-python answers 200 and closes the stream empty when the prompt is over its context; asked
    again without streaming, it says why. No blind retries."""
    llm_server.script(
        StreamReply([]),
        openai_error(400, "Requested tokens (2279) exceed context window of 2048"),
    )
    error = run_turn(llm_server, "openai", "Read notes.txt", tmp_path).failed.error
    assert error.kind is ErrorKind.CONTEXT_TOO_LONG
    assert "2,279 tokens" in error.message and "holds 2,048" in error.message
    assert len(llm_server.requests) == 2
    first, again = (r.body for r in llm_server.requests)
    assert first is not None and again is not None
    assert (
        "stream" not in again and again["messages"] == first["messages"] and again["tools"] == first["tools"]
    )


def test_a_server_that_streams_nothing_with_tools_is_asked_without_streaming(
    llm_server: ScriptedLLMServer, tmp_path: Path
) -> None:
    """llama-cpp-python's chatml-function-calling streams nothing for tools with tool_choice "auto" (its log:
    "Automatic streaming tool choice is not supported"), but answers the same request whole: the answer is
    used (the call runs), and the next request with tools goes whole at once."""
    (tmp_path / "notes.txt").write_text("buy milk\n")
    llm_server.script(
        StreamReply([]),
        openai_completion(calls=[("call_1", "read_file", '{"path": "notes.txt"}')]),
        openai_completion("You need milk.", usage=None),
    )
    result = run_turn(llm_server, "openai", "What do I need?", tmp_path)
    assert result.finished.stop_reason is StopReason.END
    assert result.text == "You need milk."
    assert result.tool_states("call_1")[-1] is ToolCallState.COMPLETED
    streamed = [r.body is not None and r.body.get("stream") is True for r in llm_server.requests]
    assert streamed == [True, False, False]
    assert result.of(Retrying) == []


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
    [chat] = [r for r in llm_server.requests if r.method == "POST"]
    assert chat.body is not None and chat.body["return_progress"] is True


@pytest.mark.parametrize(
    ("preset", "route", "info", "window"),
    [
        ("llamacpp", "/props", {"default_generation_settings": {"n_ctx": 2048, "params": {}}}, 2048),
        (
            "ollama",
            "/api/show",
            {"parameters": 'num_ctx                        8192\nstop "<|im_end|>"'},
            8192,
        ),
        ("ollama", "/api/show", {"parameters": 'stop "<|im_end|>"', "model_info": {}}, None),
        (
            "lmstudio",
            "/api/v0/models/qwen2.5-7b",
            {"loaded_context_length": 4096, "max_context_length": 32768},
            4096,
        ),
        ("llamacpp", "/nowhere", {}, None),  # llama-cpp-python has no /props: unknown, not guessed
    ],
)
def test_the_context_window_is_read_from_the_server(
    llm_server: ScriptedLLMServer, preset: str, route: str, info: dict[str, object], window: int | None
) -> None:
    llm_server.info[route] = info
    provider = create_provider(get_preset(preset), api_key=None, base_url=llm_server.openai_base_url)

    async def ask() -> int | None:
        try:
            return await provider.context_window("qwen2.5-7b")
        finally:
            await provider.aclose()

    assert asyncio.run(ask()) == window
