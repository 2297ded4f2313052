"""End to end: `desktop-agent chat` as a real subprocess against the scripted model server.

Every test starts `python -m desktop_agent chat ...` with HOME and the XDG folders pointed at an empty
temporary folder, `--data-dir` and `--workspace` in tmp_path, the API key in an environment variable and
the keyring forced to the `fail` backend (so no test can touch a real keyring).
"""

from __future__ import annotations

import json
import os
import pty
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Literal

import pytest

import desktop_agent
from desktop_agent.cli.errors import EXIT_PIPE_CLOSED
from desktop_agent.storage.store import HistoryStore
from tests.helpers.fake_llm_server import (
    RecordedRequest,
    ScriptedLLMServer,
    StreamReply,
    anthropic_error,
    anthropic_text,
    anthropic_tool_use,
    openai_error,
    openai_text,
    openai_tool_calls,
)

pytestmark = pytest.mark.slow

Wire = Literal["openai", "anthropic"]

KEY_VAR = "DA_E2E_API_KEY"
FAIL_KEYRING = "keyring.backends.fail.Keyring"
NOTES_MARKER = f"NOTES-MARKER-{uuid.uuid4().hex[:12]}"
NOTES_TEXT = f"Shopping list\n{NOTES_MARKER}\n"
TIMEOUT_S = 60
# Variables from the outer environment that could change how the CLI or the SDKs behave.
_DROPPED_PREFIXES = ("DESKTOP_AGENT", "OPENAI_", "ANTHROPIC_", "PYTHON_KEYRING", "XDG_")


# ---- running the CLI ----


@dataclass
class Cli:
    """One isolated CLI environment: data dir, workspace, empty HOME, the key in an env variable."""

    root: Path
    data_dir: Path
    workspace: Path
    home: Path
    cwd: Path
    key: str
    env: dict[str, str]

    def run(
        self, *args: str, stdin_text: str | None = None, env: dict[str, str] | None = None
    ) -> subprocess.CompletedProcess[str]:
        """`python -m desktop_agent ARGS`; stdin is /dev/null unless `stdin_text` is given."""
        return subprocess.run(
            [sys.executable, "-m", "desktop_agent", *args],
            input=stdin_text,
            stdin=subprocess.DEVNULL if stdin_text is None else None,
            capture_output=True,
            text=True,
            encoding="utf-8",
            env=self.env if env is None else env,
            cwd=self.cwd,
            timeout=TIMEOUT_S,
            check=False,
        )

    def chat_args(self, *args: str) -> list[str]:
        return ["chat", "--data-dir", str(self.data_dir), "--workspace", str(self.workspace), *args]

    def chat(
        self, *args: str, stdin_text: str | None = None, env: dict[str, str] | None = None
    ) -> subprocess.CompletedProcess[str]:
        return self.run(*self.chat_args(*args), stdin_text=stdin_text, env=env)

    def write_settings(self, settings: dict[str, Any]) -> Path:
        path = self.data_dir / "settings.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(settings), encoding="utf-8")
        return path


def _isolated_env(home: Path, key: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(_DROPPED_PREFIXES)}
    env.update(
        {
            "HOME": str(home),
            "XDG_CONFIG_HOME": str(home),
            "XDG_DATA_HOME": str(home),
            "XDG_CACHE_HOME": str(home),
            "XDG_STATE_HOME": str(home),
            "XDG_RUNTIME_DIR": str(home),
            "PYTHON_KEYRING_BACKEND": FAIL_KEYRING,
            "PYTHONUTF8": "1",
            "PYTHONIOENCODING": "utf-8",
            "DESKTOP_AGENT_LOG": "DEBUG",  # as much logging as possible: a leaked key would show
            KEY_VAR: key,
        }
    )
    return env


@pytest.fixture
def cli(tmp_path: Path) -> Cli:
    home, workspace, cwd = tmp_path / "home", tmp_path / "workspace", tmp_path / "cwd"
    for folder in (home, workspace, cwd):
        folder.mkdir()
    (workspace / "notes.txt").write_text(NOTES_TEXT, encoding="utf-8")
    key = f"sk-test-{uuid.uuid4().hex}"
    return Cli(tmp_path, tmp_path / "data", workspace, home, cwd, key, _isolated_env(home, key))


def provider_args(server: ScriptedLLMServer, wire: Wire) -> list[str]:
    base_url = server.openai_base_url if wire == "openai" else server.anthropic_base_url
    return ["--provider", wire, "--base-url", base_url, "--api-key-env", KEY_VAR]


# ---- scripting both wires the same way ----


def tool_step(
    wire: Wire, calls: list[tuple[str, str, str]], *, reasoning: str | None = None, usage: tuple[int, int]
) -> StreamReply:
    if wire == "openai":
        return openai_tool_calls(calls, reasoning=reasoning, usage=usage)
    return anthropic_tool_use(calls, thinking=reasoning, usage=usage)


def text_step(
    wire: Wire, text: str, *, reasoning: str | None = None, usage: tuple[int, int] = (10, 5)
) -> StreamReply:
    if wire == "openai":
        return openai_text(text, reasoning=reasoning, usage=usage)
    return anthropic_text(text, thinking=reasoning, usage=usage)


def call_id(wire: Wire, n: int) -> str:
    return f"call_{n}" if wire == "openai" else f"toolu_{n}"


READ_NOTES = '{"path": "notes.txt"}'
LIST_ROOT = '{"path": "."}'


# ---- reading the output and the recorded requests ----


def json_lines(stdout: str) -> list[dict[str, Any]]:
    """Every stdout line as a JSON object that has a string `type`."""
    lines = stdout.splitlines()
    assert lines, "nothing on stdout"
    events: list[dict[str, Any]] = []
    for line in lines:
        obj = json.loads(line)
        assert isinstance(obj, dict), line
        assert isinstance(obj.get("type"), str), line
        events.append(obj)
    return events


def streamed_text(events: Sequence[dict[str, Any]], kind: str = "text") -> str:
    return "".join(e["text"] for e in events if e["type"] == "part_delta" and e["part_kind"] == kind)


def tool_states(events: Sequence[dict[str, Any]]) -> dict[str, list[tuple[str, str]]]:
    """call_id -> [(name, state), ...] in order."""
    out: dict[str, list[tuple[str, str]]] = {}
    for e in events:
        if e["type"] == "tool_state":
            out.setdefault(e["call_id"], []).append((e["name"], e["state"]))
    return out


def tool_results(request: RecordedRequest) -> dict[str, str]:
    """call id -> the tool result text the client sent back, for either wire format."""
    assert request.body is not None
    out: dict[str, str] = {}
    for message in request.body["messages"]:
        if message["role"] == "tool":
            out[message["tool_call_id"]] = message["content"]
        elif message["role"] == "user" and isinstance(message["content"], list):
            for block in message["content"]:
                if block.get("type") == "tool_result":
                    content = block["content"]
                    if isinstance(content, list):
                        content = "".join(b.get("text", "") for b in content)
                    out[block["tool_use_id"]] = content
    return out


def user_texts(request: RecordedRequest) -> list[str]:
    """The text of every user message (tool results left out), for either wire format."""
    assert request.body is not None
    texts: list[str] = []
    for message in request.body["messages"]:
        if message["role"] != "user":
            continue
        content = message["content"]
        if isinstance(content, str):
            texts.append(content)
        else:
            parts = [b["text"] for b in content if b.get("type") == "text"]
            if parts:
                texts.append("".join(parts))
    return texts


def files_under(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*"))


def assert_no_traceback(result: subprocess.CompletedProcess[str]) -> None:
    assert "Traceback" not in result.stderr, result.stderr
    assert "Traceback" not in result.stdout, result.stdout


def describe(result: subprocess.CompletedProcess[str]) -> str:
    return f"exit {result.returncode}\n--- stdout ---\n{result.stdout}\n--- stderr ---\n{result.stderr}"


# ---- 1. a full multi-step tool turn, --json, both wires ----


@pytest.mark.parametrize("wire", ["openai", "anthropic"])
def test_json_tool_turn(cli: Cli, llm_server: ScriptedLLMServer, wire: Wire) -> None:
    final = "notes.txt holds a shopping list. ✓ Done."
    thinking = "Let me look at the notes first."
    read_id, list_id = call_id(wire, 1), call_id(wire, 2)
    llm_server.script(
        tool_step(
            wire,
            [(read_id, "read_file", READ_NOTES), (list_id, "list_directory", LIST_ROOT)],
            reasoning=thinking,
            usage=(11, 3),
        ),
        text_step(wire, final, usage=(13, 7)),
    )

    result = cli.chat(*provider_args(llm_server, wire), "--json", "What is in my notes?")

    assert result.returncode == 0, describe(result)
    events = json_lines(result.stdout)
    assert events[0]["type"] == "run_started"
    assert streamed_text(events) == final
    assert streamed_text(events, "reasoning") == thinking
    states = tool_states(events)
    assert states[read_id] == [("read_file", "pending"), ("read_file", "running"), ("read_file", "completed")]
    assert states[list_id] == [
        ("list_directory", "pending"),
        ("list_directory", "running"),
        ("list_directory", "completed"),
    ]
    last = events[-1]
    assert last["type"] == "run_finished"
    assert last["stop_reason"] == "end"
    assert last["usage"]["input_tokens"] == 24
    assert last["usage"]["output_tokens"] == 10
    assert [e["type"] for e in events].count("run_finished") == 1

    assert len(llm_server.requests) == 2
    first, second = llm_server.requests
    assert user_texts(first) == ["What is in my notes?"]
    assert NOTES_MARKER not in first.raw_body.decode()
    results = tool_results(second)
    assert NOTES_MARKER in results[read_id]
    assert "notes.txt" in results[list_id]
    assert_no_traceback(result)


# ---- 2. text mode: the answer on stdout, tool lines and thinking on stderr ----


# The wire formats' reasoning is checked in test_json_tool_turn; here each wire takes one side of the flag.
@pytest.mark.parametrize(
    ("wire", "hide_thinking"), [("openai", False), ("anthropic", True)], ids=["thinking", "no-thinking"]
)
def test_text_mode(cli: Cli, llm_server: ScriptedLLMServer, wire: Wire, hide_thinking: bool) -> None:
    final = "Your notes hold a shopping list."
    think_1, think_2 = f"THINK-ONE-{uuid.uuid4().hex[:8]}", f"THINK-TWO-{uuid.uuid4().hex[:8]}"
    read_id, list_id = call_id(wire, 1), call_id(wire, 2)
    llm_server.script(
        tool_step(
            wire,
            [(read_id, "read_file", READ_NOTES), (list_id, "list_directory", LIST_ROOT)],
            reasoning=f"I should look at {think_1}",
            usage=(10, 5),
        ),
        text_step(wire, final, reasoning=f"Now answer {think_2}"),
    )
    flags = ["--no-thinking"] if hide_thinking else []

    result = cli.chat(*provider_args(llm_server, wire), *flags, "What is in my notes?")

    assert result.returncode == 0, describe(result)
    assert result.stdout == final + "\n"
    err_lines = result.stderr.splitlines()
    read_lines = [line for line in err_lines if "read_file" in line]
    list_lines = [line for line in err_lines if "list_directory" in line]
    assert len(read_lines) == 1, result.stderr
    assert "completed" in read_lines[0]
    assert len(list_lines) == 1, result.stderr
    assert "completed" in list_lines[0]
    for marker in (think_1, think_2):
        assert marker not in result.stdout
        if hide_thinking:
            assert marker not in result.stderr
        else:
            assert marker in result.stderr
    assert_no_traceback(result)


# ---- 3. the prompt from standard input ----


def test_prompt_from_stdin(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    prompt = "Summarise my notes, please.\nSecond line with ünïcode ✓\n"
    llm_server.script(openai_text("Sure."))

    result = cli.chat(*provider_args(llm_server, "openai"), "--json", "-", stdin_text=prompt)

    assert result.returncode == 0, describe(result)
    assert json_lines(result.stdout)[-1]["type"] == "run_finished"
    assert len(llm_server.requests) == 1
    assert user_texts(llm_server.requests[0]) == [prompt]


# ---- 4. approvals ----

ASK_READ = {"profiles": {"build": {"rules": [{"tool": "read_file", "action": "ask"}]}}}
DENY_READ = {"profiles": {"build": {"rules": [{"tool": "read_file", "action": "deny"}]}}}


def _script_one_read(server: ScriptedLLMServer) -> None:
    server.script(openai_tool_calls([("call_1", "read_file", READ_NOTES)]), openai_text("Understood."))


def test_ask_rule_without_terminal_denies(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    cli.write_settings(ASK_READ)
    _script_one_read(llm_server)

    result = cli.chat(*provider_args(llm_server, "openai"), "--json", "Read my notes")

    assert result.returncode == 0, describe(result)
    events = json_lines(result.stdout)
    assert [e["type"] for e in events].count("approval_requested") == 1
    assert tool_states(events)["call_1"][-1] == ("read_file", "denied")
    assert "running" not in [state for _name, state in tool_states(events)["call_1"]]
    assert events[-1]["type"] == "run_finished"
    assert events[-1]["stop_reason"] == "end"
    assert len(llm_server.requests) == 2
    denial = tool_results(llm_server.requests[1])["call_1"]
    assert "denied" in denial.lower()
    for request in llm_server.requests:
        assert NOTES_MARKER not in request.raw_body.decode()


def test_ask_rule_with_yes_approves(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    cli.write_settings(ASK_READ)
    _script_one_read(llm_server)

    result = cli.chat(*provider_args(llm_server, "openai"), "--json", "--yes", "Read my notes")

    assert result.returncode == 0, describe(result)
    events = json_lines(result.stdout)
    assert tool_states(events)["call_1"][-1] == ("read_file", "completed")
    assert events[-1]["type"] == "run_finished"
    assert len(llm_server.requests) == 2
    assert NOTES_MARKER in tool_results(llm_server.requests[1])["call_1"]


def test_deny_rule_denies_without_asking(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    cli.write_settings(DENY_READ)
    _script_one_read(llm_server)

    result = cli.chat(*provider_args(llm_server, "openai"), "--json", "--yes", "Read my notes")

    assert result.returncode == 0, describe(result)
    events = json_lines(result.stdout)
    assert "approval_requested" not in [e["type"] for e in events]
    assert tool_states(events)["call_1"] == [("read_file", "pending"), ("read_file", "denied")]
    assert "denied" in tool_results(llm_server.requests[1])["call_1"].lower()
    for request in llm_server.requests:
        assert NOTES_MARKER not in request.raw_body.decode()


# ---- 4b. approvals and questions at a terminal (a pseudo-terminal on stdin) ----

APPROVAL_PROMPT = b"deny with a note: "


@dataclass
class TerminalRun:
    proc: subprocess.Popen[bytes]
    master: int
    stdout_lines: list[dict[str, Any]]

    def read_event(self) -> dict[str, Any]:
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        assert line, "stdout ended early"
        event: dict[str, Any] = json.loads(line)
        self.stdout_lines.append(event)
        return event

    def wait_for_event(self, type_: str) -> dict[str, Any]:
        while (event := self.read_event())["type"] != type_:
            pass
        return event

    def wait_for_prompt(self, text: bytes) -> bytes:
        """Read stderr (blocking reads, no polling) until `text` was printed."""
        assert self.proc.stderr is not None
        seen = b""
        while text not in seen:
            chunk = os.read(self.proc.stderr.fileno(), 4096)
            assert chunk, f"stderr ended before the prompt {text!r}: {seen!r}"
            seen += chunk
        return seen

    def type(self, line: str) -> None:
        os.write(self.master, line.encode() + b"\n")

    def finish(self, timeout: float = 10) -> tuple[int, list[dict[str, Any]], str]:
        assert self.proc.stdout is not None
        assert self.proc.stderr is not None
        code = self.proc.wait(timeout=timeout)
        rest = self.proc.stdout.read().decode()
        events = self.stdout_lines + (json_lines(rest) if rest else [])
        return code, events, self.proc.stderr.read().decode()


StartAtTerminal = Callable[..., TerminalRun]


@pytest.fixture
def at_terminal(cli: Cli) -> Iterator[StartAtTerminal]:
    """Starts `chat --json` with a pseudo-terminal as stdin, so the CLI asks the person."""
    started: list[TerminalRun] = []

    def start(*args: str) -> TerminalRun:
        master, slave = pty.openpty()
        argv = [sys.executable, "-m", "desktop_agent", *cli.chat_args(*args)]
        try:
            proc = subprocess.Popen(
                argv, stdin=slave, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=cli.env, cwd=cli.cwd
            )
        finally:
            os.close(slave)
        run = TerminalRun(proc, master, [])
        started.append(run)
        return run

    yield start
    for run in started:
        if run.proc.poll() is None:
            run.proc.kill()
        run.proc.wait()
        for stream in (run.proc.stdout, run.proc.stderr):
            if stream is not None:
                stream.close()
        os.close(run.master)


@pytest.mark.parametrize(
    ("answer", "state", "reaches_server"),
    [("y", "completed", NOTES_MARKER), ("d\nplease do not open my notes", "denied", "please do not open")],
    ids=["approve", "deny-with-note"],
)
def test_terminal_approval(
    cli: Cli,
    llm_server: ScriptedLLMServer,
    at_terminal: StartAtTerminal,
    answer: str,
    state: str,
    reaches_server: str,
) -> None:
    cli.write_settings(ASK_READ)
    _script_one_read(llm_server)
    run = at_terminal(*provider_args(llm_server, "openai"), "--json", "Read my notes")

    run.wait_for_event("approval_requested")
    prompt = run.wait_for_prompt(APPROVAL_PROMPT)
    assert b"read_file" in prompt
    first, _, note = answer.partition("\n")
    run.type(first)
    if note:
        run.wait_for_prompt(b"Note to the model: ")
        run.type(note)
    code, events, err = run.finish()

    assert code == 0, err
    assert tool_states(events)["call_1"][-1] == ("read_file", state)
    assert events[-1]["type"] == "run_finished"
    assert reaches_server in tool_results(llm_server.requests[1])["call_1"]
    if state == "denied":
        assert NOTES_MARKER not in llm_server.requests[1].raw_body.decode()


def test_terminal_question(cli: Cli, llm_server: ScriptedLLMServer, at_terminal: StartAtTerminal) -> None:
    ask = json.dumps({"question": "Which colour?", "choices": ["red", "green-and-blue"]})
    llm_server.script(openai_tool_calls([("call_1", "ask_user", ask)]), openai_text("Green it is."))
    run = at_terminal(*provider_args(llm_server, "openai"), "--json", "Pick a colour")

    run.wait_for_event("question_asked")
    prompt = run.wait_for_prompt(b"Your answer: ")
    assert b"Which colour?" in prompt
    run.type("2")
    code, events, err = run.finish()

    assert code == 0, err
    assert tool_states(events)["call_1"][-1] == ("ask_user", "completed")
    assert tool_results(llm_server.requests[1])["call_1"] == "green-and-blue"


def test_question_without_terminal_is_not_answered(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    ask = json.dumps({"question": "Which colour?"})
    llm_server.script(openai_tool_calls([("call_1", "ask_user", ask)]), openai_text("I will pick one."))

    result = cli.chat(*provider_args(llm_server, "openai"), "--json", "Pick a colour")

    assert result.returncode == 0, describe(result)
    events = json_lines(result.stdout)
    assert tool_states(events)["call_1"][-1] == ("ask_user", "error")
    assert "nobody" in tool_results(llm_server.requests[1])["call_1"].lower()
    assert events[-1]["type"] == "run_finished"


def test_sigint_at_approval_prompt(
    cli: Cli, llm_server: ScriptedLLMServer, at_terminal: StartAtTerminal
) -> None:
    cli.write_settings(ASK_READ)
    _script_one_read(llm_server)
    run = at_terminal(*provider_args(llm_server, "openai"), "--json", "Read my notes")
    run.wait_for_event("approval_requested")
    run.wait_for_prompt(APPROVAL_PROMPT)

    run.proc.send_signal(signal.SIGINT)
    signalled = time.monotonic()
    try:
        run.proc.wait(timeout=1.2)
    except subprocess.TimeoutExpired:
        pytest.fail("the CLI was still waiting at the prompt 1.2 s after SIGINT")
    elapsed = time.monotonic() - signalled
    code, events, err = run.finish()

    assert code == 130, err
    assert elapsed < 1.0
    assert events[-1]["type"] == "run_finished"
    assert events[-1]["stop_reason"] == "cancelled"
    assert "Traceback" not in err
    assert len(llm_server.requests) == 1


# ---- 4c. agent profiles ----

PLAN_TOOLS = {"read_file", "list_directory", "glob", "grep", "ask_user", "update_plan"}


@pytest.mark.parametrize(
    ("agent", "tools"),
    [
        ("chat", set()),
        ("plan", {*PLAN_TOOLS, "remember", "search_history"}),
    ],
)
def test_agent_profile_choice(cli: Cli, llm_server: ScriptedLLMServer, agent: str, tools: set[str]) -> None:
    llm_server.script(openai_text("Hello."))

    result = cli.chat(*provider_args(llm_server, "openai"), "--agent", agent, "--json", "What is here?")

    assert result.returncode == 0, describe(result)
    events = json_lines(result.stdout)
    assert events[0]["agent"] == agent
    body = llm_server.requests[0].body
    assert body is not None
    assert {t["function"]["name"] for t in body.get("tools", [])} == tools


def test_unknown_agent_is_usage_error(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    result = cli.chat(*provider_args(llm_server, "openai"), "--agent", "no-such-agent", "hi")
    assert "no-such-agent" in result.stderr
    assert llm_server.requests == []
    assert result.returncode == 2, describe(result)


# ---- 4d. retries and stalls follow settings.json ----


def test_transient_error_is_retried(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    cli.write_settings({"network": {"retry": {"max_retries": 1, "base_delay_s": 0.01}}})
    llm_server.script(openai_error(500, "oops", type="server_error"), openai_text("Second time lucky."))

    result = cli.chat(*provider_args(llm_server, "openai"), "--json", "hi")

    assert result.returncode == 0, describe(result)
    events = json_lines(result.stdout)
    retries = [e for e in events if e["type"] == "retrying"]
    assert len(retries) == 1
    assert retries[0]["attempt"] == 1
    assert retries[0]["error"]["kind"] == "server_error"
    assert streamed_text(events) == "Second time lucky."
    assert len(llm_server.requests) == 2


def test_stalled_stream_fails_with_timeout(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    cli.write_settings(
        {"network": {"stall_timeout_s": 0.5, "local_stall_timeout_s": 0.5, "retry": {"max_retries": 0}}}
    )
    llm_server.script(StreamReply(items=[], ending="stall", stall_s=20, ping_every=0.1, wire="openai"))

    started = time.monotonic()
    result = cli.chat(*provider_args(llm_server, "openai"), "--json", "hi")

    assert time.monotonic() - started < 10
    assert result.returncode == 1, describe(result)
    last = json_lines(result.stdout)[-1]
    assert last["type"] == "run_failed"
    assert last["error"]["kind"] == "timeout"


# ---- 5. the step limit ----


def test_max_steps(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    llm_server.script(
        openai_tool_calls([("call_1", "list_directory", LIST_ROOT)]),
        openai_tool_calls([("call_2", "read_file", READ_NOTES)]),
        openai_tool_calls([("call_3", "read_file", '{"path": "notes.txt", "limit": 1}')]),
    )

    result = cli.chat(*provider_args(llm_server, "openai"), "--json", "--max-steps", "2", "Keep going")

    assert result.returncode == 0, describe(result)
    last = json_lines(result.stdout)[-1]
    assert last["type"] == "run_finished"
    assert last["stop_reason"] == "step_limit"
    assert last["steps"] == 2
    assert len(llm_server.requests) == 2
    assert llm_server.pending == 1


def test_max_steps_below_one_is_usage_error(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    result = cli.chat(*provider_args(llm_server, "openai"), "--max-steps", "0", "hi")
    assert result.returncode == 2, describe(result)
    assert llm_server.requests == []


# ---- 6. failures ----


def _all_data_bytes(folder: Path) -> list[tuple[Path, bytes]]:
    return [(p, p.read_bytes()) for p in files_under(folder) if p.is_file()]


@pytest.mark.parametrize(("wire", "json_mode"), [("openai", True), ("anthropic", False)])
def test_auth_failure_never_leaks_the_key(
    cli: Cli, llm_server: ScriptedLLMServer, wire: Wire, json_mode: bool
) -> None:
    # The server echoes the whole key back, as some providers do in part.
    if wire == "openai":
        llm_server.script(openai_error(401, f"Incorrect API key provided: {cli.key}", code="invalid_api_key"))
    else:
        llm_server.script(anthropic_error(401, "authentication_error", f"invalid x-api-key {cli.key}"))
    flags = ["--json"] if json_mode else []

    result = cli.chat(*provider_args(llm_server, wire), *flags, "hello")

    assert result.returncode == 1, describe(result)
    assert len(llm_server.requests) == 1  # an auth error is not retried
    sent = llm_server.requests[0].headers
    assert cli.key in (sent.get("authorization", "") + sent.get("x-api-key", ""))
    if json_mode:
        last = json_lines(result.stdout)[-1]
        assert last["type"] == "run_failed"
        assert last["error"]["kind"] == "auth"
        assert last["error"]["message"]
    else:
        assert result.stdout == ""
        assert "rejected the API key" in result.stderr
    assert cli.key not in result.stdout
    assert cli.key not in result.stderr
    data_files = _all_data_bytes(cli.data_dir)
    assert any(p.suffix == ".log" for p, _ in data_files), "expected a log file under --data-dir"
    for path, data in data_files:
        assert cli.key.encode() not in data, f"the key was written to {path}"
    assert_no_traceback(result)


def test_missing_key_variable_is_usage_error(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    result = cli.chat(
        "--provider", "openai", "--base-url", llm_server.openai_base_url,
        "--api-key-env", "DA_E2E_NOT_SET", "hello",
    )  # fmt: skip
    assert result.returncode == 2, describe(result)
    assert "DA_E2E_NOT_SET" in result.stderr
    assert llm_server.requests == []
    assert_no_traceback(result)


def test_empty_key_variable_is_usage_error(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    env = {**cli.env, KEY_VAR: ""}
    result = cli.chat(*provider_args(llm_server, "openai"), "hello", env=env)
    assert result.returncode == 2, describe(result)
    assert llm_server.requests == []


def test_unknown_provider_is_usage_error(cli: Cli) -> None:
    result = cli.chat("--provider", "no-such-provider", "--api-key-env", KEY_VAR, "--json", "hello")
    assert result.returncode == 2, describe(result)
    assert "no-such-provider" in (result.stderr + result.stdout)
    last = json_lines(result.stdout)[-1]  # stdout stays JSON Lines
    assert last["type"] == "run_failed"
    assert last["error"]["kind"] == "usage"
    assert_no_traceback(result)


def test_empty_prompt_is_usage_error(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    result = cli.chat(*provider_args(llm_server, "openai"), "-", stdin_text="  \n")
    assert result.returncode == 2, describe(result)
    assert llm_server.requests == []


def test_key_is_not_taken_as_an_argument(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    # There is no --api-key option; a key on the command line never reaches the server.
    result = cli.chat(
        "--provider", "openai", "--base-url", llm_server.openai_base_url, "--api-key", cli.key, "hello"
    )  # fmt: skip
    assert result.returncode == 2, describe(result)
    assert llm_server.requests == []


def test_missing_workspace_is_usage_error(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    missing = cli.root / "no-such-folder"
    result = cli.run(
        "chat", "--data-dir", str(cli.data_dir), "--workspace", str(missing),
        *provider_args(llm_server, "openai"), "hello",
    )  # fmt: skip
    assert result.returncode == 2, describe(result)
    assert str(missing) in result.stderr
    assert llm_server.requests == []
    assert_no_traceback(result)


def test_unusable_data_dir_fails_with_json(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    not_a_folder = cli.root / "data-file"
    not_a_folder.write_text("I am a file", encoding="utf-8")
    result = cli.run(
        "chat", "--data-dir", str(not_a_folder), "--workspace", str(cli.workspace),
        *provider_args(llm_server, "openai"), "--json", "hello",
    )  # fmt: skip
    assert result.returncode == 1, describe(result)
    lines = json_lines(result.stdout)
    assert len(lines) == 1
    assert lines[0]["type"] == "run_failed"
    assert str(not_a_folder) in lines[0]["error"]["message"]
    assert not_a_folder.read_text(encoding="utf-8") == "I am a file"
    assert llm_server.requests == []
    assert_no_traceback(result)


def test_no_provider_and_no_model_is_usage_error(cli: Cli) -> None:
    result = cli.chat("--api-key-env", KEY_VAR, "hello")
    assert result.returncode == 2, describe(result)
    assert "--provider" in result.stderr
    assert_no_traceback(result)


@pytest.mark.parametrize(
    "argv",
    [
        ["chat", "--no-such-flag", "hello"],
        ["chat"],
        ["frobnicate"],
        ["keys", "rotate", "openai"],
    ],
    ids=["unknown-flag", "no-prompt", "unknown-command-window-parser", "unknown-keys-command"],
)
def test_argparse_errors_exit_2(cli: Cli, argv: list[str]) -> None:
    result = cli.run(*argv)
    assert result.returncode == 2, describe(result)
    assert "usage:" in result.stderr
    assert_no_traceback(result)


def test_json_missing_key_reports_run_failed(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    result = cli.chat("--provider", "openai", "--base-url", llm_server.openai_base_url, "--json", "hello")

    assert result.returncode == 1, describe(result)
    lines = json_lines(result.stdout)
    assert len(lines) == 1
    assert lines[0]["type"] == "run_failed"
    assert lines[0]["error"]["kind"] in ("no_api_key", "keyring_unavailable")
    assert lines[0]["error"]["message"]
    assert llm_server.requests == []
    assert_no_traceback(result)


@pytest.mark.parametrize(
    ("content", "json_mode"),
    [
        ('{"profiles": {"build": ', False),
        ('{"profiles": {"build": ', True),
        ('{"network": {"stall_timeout_s": "soon"}}', False),
    ],
    ids=["invalid-json", "invalid-json-json-mode", "wrong-type"],
)
def test_broken_settings(cli: Cli, llm_server: ScriptedLLMServer, content: str, json_mode: bool) -> None:
    settings = cli.data_dir / "settings.json"
    settings.parent.mkdir(parents=True)
    settings.write_text(content, encoding="utf-8")
    before = settings.read_bytes()
    flags = ["--json"] if json_mode else []

    result = cli.chat(*provider_args(llm_server, "openai"), *flags, "hello")

    assert result.returncode == 1, describe(result)
    if json_mode:
        lines = json_lines(result.stdout)
        assert lines[-1]["type"] == "run_failed"
        assert lines[-1]["error"]["kind"] == "config"
        assert str(settings.resolve()) in lines[-1]["error"]["message"]
    else:
        assert str(settings.resolve()) in result.stderr
    assert settings.read_bytes() == before
    assert sorted(p.name for p in cli.data_dir.iterdir() if p.is_file()) == ["settings.json"]
    assert llm_server.requests == []
    assert_no_traceback(result)


# ---- 7. Ctrl+C mid-stream ----


def test_sigint_mid_stream(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    long_text = "".join(f"word{i} " for i in range(500))
    llm_server.script(replace(openai_text(long_text, piece=2), interval=0.05))
    argv = [
        sys.executable,
        "-m",
        "desktop_agent",
        *cli.chat_args(*provider_args(llm_server, "openai"), "--json", "Talk"),
    ]

    with subprocess.Popen(
        argv,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        encoding="utf-8",
        env=cli.env,
        cwd=cli.cwd,
    ) as proc:
        assert proc.stdout is not None
        assert proc.stderr is not None
        try:
            before: list[dict[str, Any]] = []
            while True:
                line = proc.stdout.readline()
                assert line, f"stdout ended before any text arrived; stderr: {proc.stderr.read()}"
                before.append(json.loads(line))
                if before[-1]["type"] == "part_delta" and before[-1]["part_kind"] == "text":
                    break
            proc.send_signal(signal.SIGINT)
            signalled = time.monotonic()
            code = proc.wait(timeout=10)
            elapsed = time.monotonic() - signalled
            rest, err = proc.stdout.read(), proc.stderr.read()
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()

    assert code == 130, f"exit {code}; stderr: {err}"
    assert elapsed < 1.0, f"took {elapsed:.2f} s to stop after SIGINT"
    events = before + json_lines(rest)
    last = events[-1]
    assert last["type"] == "run_finished", last
    assert last["stop_reason"] == "cancelled"
    partial_before = streamed_text(before)
    assert partial_before
    partial = streamed_text(events)
    assert long_text.startswith(partial)
    assert len(partial) < len(long_text)
    assert "Traceback" not in err, err


# ---- 8. the provider inferred from the model id ----


@pytest.mark.parametrize(
    ("model", "wire", "path", "sent_model", "provider", "with_key"),
    [
        ("claude-x", "anthropic", "/v1/messages", "claude-x", "anthropic", True),
        ("gpt-x", "openai", "/v1/chat/completions", "gpt-x", "openai", True),
        ("ollama/llama3", "openai", "/v1/chat/completions", "llama3", "ollama", False),
    ],
)
def test_provider_inferred_from_model(
    cli: Cli,
    llm_server: ScriptedLLMServer,
    model: str,
    wire: Wire,
    path: str,
    sent_model: str,
    provider: str,
    with_key: bool,
) -> None:
    llm_server.script(text_step(wire, "Hi there."))
    base_url = llm_server.anthropic_base_url if wire == "anthropic" else llm_server.openai_base_url
    key_args = ["--api-key-env", KEY_VAR] if with_key else []

    result = cli.chat("--model", model, "--base-url", base_url, *key_args, "--json", "hello")

    assert result.returncode == 0, describe(result)
    events = json_lines(result.stdout)
    assert events[0]["type"] == "run_started"
    assert events[0]["provider"] == provider
    assert events[0]["model"] == sent_model
    assert streamed_text(events) == "Hi there."
    assert len(llm_server.requests) == 1
    request = llm_server.requests[0]
    assert request.path.split("?")[0] == path
    assert request.body is not None
    assert request.body["model"] == sent_model
    if not with_key:
        assert cli.key not in str(request.headers)


# ---- 9. --version is cheap ----

_IMPORT_PROBE = """
import contextlib, io, json, sys
from desktop_agent.app import main
out = io.StringIO()
code = None
with contextlib.redirect_stdout(out):
    try:
        main(sys.argv[1:])
    except SystemExit as exc:
        code = exc.code
loaded = sorted(m for m in ("PySide6", "shiboken6", "openai", "anthropic") if m in sys.modules)
print(json.dumps({"code": code, "out": out.getvalue(), "loaded": loaded}))
"""


def test_version(cli: Cli) -> None:
    result = cli.run("--version")
    assert result.returncode == 0, describe(result)
    assert result.stdout == f"desktop-agent {desktop_agent.__version__}\n"


def test_version_console_script(cli: Cli) -> None:
    script = Path(sys.executable).parent / "desktop-agent"
    if not script.exists():
        pytest.skip(f"no console script at {script}")
    result = subprocess.run(
        [str(script), "--version"],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=cli.env,
        cwd=cli.cwd,
        timeout=TIMEOUT_S,
        check=False,
    )
    assert result.returncode == 0, describe(result)
    assert result.stdout == f"desktop-agent {desktop_agent.__version__}\n"


@pytest.mark.parametrize(
    ("argv", "forbidden"),
    [
        (["--version"], ["PySide6", "anthropic", "openai", "shiboken6"]),
        (["chat", "--help"], ["PySide6", "shiboken6"]),
        (["keys", "--help"], ["PySide6", "shiboken6"]),
    ],
)
def test_cheap_commands_import_no_qt(cli: Cli, argv: list[str], forbidden: list[str]) -> None:
    result = subprocess.run(
        [sys.executable, "-c", _IMPORT_PROBE, *argv],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=cli.env,
        cwd=cli.cwd,
        timeout=TIMEOUT_S,
        check=False,
    )
    assert result.returncode == 0, describe(result)
    probe = json.loads(result.stdout.splitlines()[-1])
    assert probe["code"] == 0
    if argv == ["--version"]:
        assert probe["out"] == f"desktop-agent {desktop_agent.__version__}\n"
    assert not set(probe["loaded"]) & set(forbidden), probe["loaded"]


# ---- 10. every file lands under --data-dir ----


def test_writes_only_under_data_dir(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    tmpdir = cli.root / "tmpdir"
    tmpdir.mkdir()
    env = {**cli.env, "TMPDIR": str(tmpdir)}
    llm_server.script(
        openai_tool_calls([("call_1", "read_file", READ_NOTES), ("call_2", "list_directory", LIST_ROOT)]),
        openai_text("All done."),
    )

    result = cli.chat(*provider_args(llm_server, "openai"), "Look around", env=env)

    assert result.returncode == 0, describe(result)
    assert files_under(cli.home) == []
    assert files_under(tmpdir) == []
    assert files_under(cli.cwd) == []
    assert files_under(cli.workspace) == [cli.workspace / "notes.txt"]
    assert cli.workspace.joinpath("notes.txt").read_text(encoding="utf-8") == NOTES_TEXT
    assert (cli.data_dir / "logs" / "desktop-agent.log").is_file()
    # A failing run (no key, no keyring) writes nothing outside --data-dir either.
    failed = cli.chat("--provider", "openai", "--base-url", llm_server.openai_base_url, "hello", env=env)
    assert failed.returncode == 1, describe(failed)
    assert files_under(cli.home) == []
    assert files_under(tmpdir) == []
    assert files_under(cli.cwd) == []


# ---- a closed pipe (`| head -3`) ----

PIPE_ANSWER = " ".join(f"word{n}" for n in range(4000))


def test_a_closed_pipe_stops_the_turn_and_keeps_what_came(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    llm_server.script(replace(openai_text(PIPE_ANSWER, piece=8), interval=0.005))  # ~20 s if read to the end
    started = time.monotonic()
    child = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "desktop_agent",
            *cli.chat_args("--json", *provider_args(llm_server, "openai"), "Go"),
        ],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=cli.env,
        cwd=cli.cwd,
    )
    assert child.stdout is not None and child.stderr is not None
    lines = [child.stdout.readline()]
    while b'"part_delta"' not in lines[-1] and lines[-1]:  # as `head` would, a few lines into the answer
        lines.append(child.stdout.readline())
    lines += [child.stdout.readline() for _ in range(2)]
    child.stdout.close()
    code = child.wait(timeout=30)
    stderr = child.stderr.read().decode("utf-8", "replace")
    child.stderr.close()
    elapsed = time.monotonic() - started

    assert all(lines) and code == EXIT_PIPE_CLOSED, stderr[-2000:]
    assert "Traceback" not in stderr and "BrokenPipeError" not in stderr, stderr[-2000:]
    assert "Could not use the data folder" not in stderr
    assert elapsed < 15, "the model was not left to write to the end"
    history = HistoryStore.open(cli.data_dir / "history.sqlite3")
    try:
        [session] = history.call(lambda repo: repo.list_sessions(10))
        messages = history.call(lambda repo: repo.load_messages(session.id))
    finally:
        history.close()
    answer = messages[-1]
    assert answer.role == "assistant" and answer.status == "interrupted"
    assert answer.text and PIPE_ANSWER.startswith(answer.text) and len(answer.text) < len(PIPE_ANSWER), (
        "what came is kept"
    )
