"""The CLI against a real llama.cpp server (llama.cpp's own C++ server, prebuilt in the `xllamacpp` wheel)
serving SmolLM2-135M on this machine's CPU: a plain turn, a session continued on the server's own port, a
tool call's follow-up request, overflows (caught before sending, and the server's own), a stopped
server, and Ctrl+C. See tests/helpers/llama_server.py."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from typing import Any

import pytest

from tests.e2e.test_cli_chat import Cli, describe, json_lines
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text, openai_tool_calls
from tests.helpers.llama_server import LlamaServer, available

pytestmark = [pytest.mark.slow, pytest.mark.skipif(available() is not None, reason=str(available()))]

SHORT = {"profiles": {name: {"max_tokens": 24} for name in ("build", "plan", "chat")}}


@pytest.fixture(scope="module")
def llama() -> Iterator[LlamaServer]:
    with LlamaServer(ctx=4096) as server:
        yield server


def on(server: LlamaServer, *args: str) -> list[str]:
    return ["--provider", "llamacpp", "--base-url", server.base_url, *args]


def final(events: list[dict[str, Any]]) -> dict[str, Any]:
    return next(e for e in reversed(events) if e["type"] in ("run_finished", "run_failed"))


def test_a_plain_turn_streams_from_the_real_server(cli: Cli, llama: LlamaServer) -> None:
    cli.write_settings(SHORT)
    result = cli.chat(*on(llama, "--agent", "chat", "--json", "Say hello to me."))
    assert result.returncode == 0, describe(result)
    events = json_lines(result.stdout)
    text = "".join(e["text"] for e in events if e["type"] == "part_delta" and e["part_kind"] == "text")
    assert text.strip(), "the model's words streamed"
    end = final(events)
    assert end["type"] == "run_finished" and end["stop_reason"] in ("end", "max_tokens")
    assert end["usage"]["input_tokens"] + end["usage"]["cache_read_tokens"] > 0, "llama-server reports usage"
    progress = [e for e in events if e["type"] == "prompt_progress"]
    assert progress and progress[-1]["processed"] == progress[-1]["total"], "it said how much it had read"


def test_a_session_continues_on_the_port_it_was_begun_on(cli: Cli, llama: LlamaServer) -> None:
    cli.write_settings(SHORT)
    first = cli.chat(*on(llama, "--agent", "chat", "--json", "My name is Ada."))
    assert first.returncode == 0, describe(first)
    session_id = json_lines(first.stdout)[0]["session_id"]

    again = cli.chat(
        "--session", session_id, "--json", "What is my name?"
    )  # no --base-url: port 8080 is empty
    assert again.returncode == 0, describe(again)
    assert final(json_lines(again.stdout))["type"] == "run_finished"
    shown = cli.run("sessions", "show", session_id, "--json", "--data-dir", str(cli.data_dir))
    assert [m["role"] for m in json.loads(shown.stdout)["messages"]] == ["user", "assistant"] * 2


def test_a_tool_calls_follow_up_request_is_accepted(
    cli: Cli, llama: LlamaServer, llm_server: ScriptedLLMServer
) -> None:
    """A history holding an assistant tool call (no text beside it) and its result, sent to the real
    server: the request it refused before (`content: null`) is now taken and answered."""
    cli.write_settings(SHORT)
    llm_server.script(
        openai_tool_calls([("call_1", "read_file", '{"path": "notes.txt"}')]), openai_text("Your notes.")
    )
    first = cli.chat(
        "--provider", "llamacpp", "--base-url", llm_server.openai_base_url, "--yes", "--json", "Read my notes"
    )  # fmt: skip
    assert first.returncode == 0, describe(first)
    session_id = json_lines(first.stdout)[0]["session_id"]

    follow_up = cli.chat("--session", session_id, "--base-url", llama.base_url, "--yes", "--json", "Thanks!")
    assert follow_up.returncode == 0, describe(follow_up)
    end = final(json_lines(follow_up.stdout))
    assert end["type"] == "run_finished", end
    assert end["usage"]["input_tokens"] + end["usage"]["cache_read_tokens"] > 0


def test_a_prompt_that_cannot_fit_is_said_before_sending(cli: Cli) -> None:
    """The server says it takes 512 tokens (/props); the build agent's prompt cannot fit even compact."""
    with LlamaServer(ctx=512) as small:
        result = cli.chat(*on(small, "--json", "Tidy up my notes " * 40))
    assert result.returncode == 1, describe(result)
    error = final(json_lines(result.stdout))["error"]
    assert error["kind"] == "context_too_long"
    assert "takes 512" in error["message"] and "Nothing was sent" in error["message"]
    assert "--ctx-size" in error["action"]


def test_the_servers_own_overflow_error_is_said_plainly(cli: Cli) -> None:
    """A prompt whose size the estimate misses (CJK: more tokens than characters / 4): the server refuses
    it, and its refusal is said with the sizes, once, not retried."""
    cli.write_settings(SHORT)
    with LlamaServer(ctx=256) as small:
        started = time.monotonic()
        result = cli.chat(*on(small, "--agent", "chat", "--json", "請總結這份筆記。" * 40))
        elapsed = time.monotonic() - started
    assert result.returncode == 1, describe(result)
    events = json_lines(result.stdout)
    error = final(events)["error"]
    assert error["kind"] == "context_too_long", error
    assert "holds 256" in error["message"], error
    assert not [e for e in events if e["type"] == "retrying"]
    assert elapsed < 15


def test_a_stopped_server_is_named_at_once(cli: Cli) -> None:
    server = LlamaServer(ctx=512)
    server.start()
    server.stop()
    started = time.monotonic()
    result = cli.chat(*on(server, "--agent", "chat", "hi"))
    elapsed = time.monotonic() - started
    assert result.returncode == 1, describe(result)
    assert (
        f"Nothing is answering at 127.0.0.1:{server.port} — is the llama.cpp server running?" in result.stderr
    )
    assert "internet" not in result.stderr
    assert elapsed < 8, f"{elapsed:.1f} s: it was retried"


def test_ctrl_c_stops_the_real_servers_answer_and_keeps_it(cli: Cli, llama: LlamaServer) -> None:
    cli.write_settings({"profiles": {"chat": {"max_tokens": 2000}}})
    argv = [sys.executable, "-m", "desktop_agent", *cli.chat_args(*on(llama, "--agent", "chat", "--json",
            "Write a very long story about a lighthouse."))]  # fmt: skip
    with subprocess.Popen(
        argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=cli.env, cwd=cli.cwd
    ) as proc:
        assert proc.stdout is not None and proc.stderr is not None
        session_id = ""
        for line in proc.stdout:
            event = json.loads(line)
            session_id = session_id or event.get("session_id", "")
            if event["type"] == "part_delta" and event["part_kind"] == "text":
                break
        proc.send_signal(signal.SIGINT)
        signalled = time.monotonic()
        code = proc.wait(timeout=15)
        elapsed = time.monotonic() - signalled
        err = proc.stderr.read()
    assert code == 130, err
    assert elapsed < 2, f"took {elapsed:.1f} s to stop"
    assert "Traceback" not in err
    shown = json.loads(
        cli.run("sessions", "show", session_id, "--json", "--data-dir", str(cli.data_dir)).stdout
    )
    answer = shown["messages"][-1]
    assert answer["role"] == "assistant" and answer["status"] == "interrupted"
