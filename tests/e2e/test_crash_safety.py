"""Crash safety: `desktop-agent chat` killed with SIGKILL at random moments of streamed multi-step tool turns.

The issue's acceptance test: the CLI is killed at 50 random moments; after each restart `PRAGMA
integrity_check` is ok, no committed message is missing, and each interrupted message keeps the text
streamed up to its last flush.

How it works:

- A scripted model server answers like a model would, from the request itself: the first request of a
  turn gets reasoning, a line of text and two tool calls (`read_file`, `list_directory`), the request
  after the tool results gets a long text answer. Replies stream one SSE item every 10 ms, and the server
  notes when each item went out (so the test knows what the client had been sent by any moment).
- Two lanes run side by side (2 cores), each through its own data folders. In a data folder the first run
  starts a session and the next ones continue it with `--session`, so every run also exercises recovery
  followed by a continued turn. The kill moment is drawn (fixed seed) uniformly, stratified so no
  stretch is left out, over the first 1.5 s after the turn's first model request arrived; a few kills
  instead land in the half second after `run_started` (before the first request goes out).
- After every kill the history is opened the way the app opens it (`HistoryStore.open`, which recovers)
  and checked: integrity; every message the server received is stored with the same role, text, tool
  calls and results, in order (the loop's barrier commits everything before each request); each
  interrupted answer is a prefix of what was scripted and holds at least what had been streamed
  `FLUSH_SLACK_S` before the kill (flushes happen every 250 ms); nothing is left `streaming`; every tool
  call has a result; nothing was re-run and the workspace is unchanged.
- Each data folder ends with a turn that runs to completion on the recovered history.
- Deterministic cases: a kill while the CLI waits at the approval prompt (a pseudo-terminal on stdin),
  alone and with a second call that already ran beside it.
"""

from __future__ import annotations

import contextlib
import json
import os
import pty
import random
import re
import signal
import sqlite3
import subprocess
import sys
import threading
import time
import uuid
from collections import Counter
from collections.abc import Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, cast

import pytest

from desktop_agent.domain.messages import (
    Message,
    ReasoningPart,
    TextPart,
    ToolCallPart,
    ToolCallState,
    ToolResultPart,
)
from desktop_agent.domain.sessions import SessionInfo
from desktop_agent.storage.recovery import NOT_EXECUTED, RESULT_LOST, RecoveryReport
from desktop_agent.storage.repository import HistoryRepository
from desktop_agent.storage.store import HistoryStore
from tests.helpers.fake_llm_server import (
    RecordedRequest,
    Reply,
    ScriptedLLMServer,
    StreamReply,
    _Handler,
    openai_text,
    openai_tool_calls,
)

pytestmark = pytest.mark.slow

SEED = 20_240_611
KILLS = int(os.environ.get("DA_CRASH_KILLS", "30"))  # more in bench/faults_report.py (60)
LANES = 2
KILLS_PER_FOLDER = 5
TURN_WINDOW_S = 1.5  # kill moments after the turn's first request: covers step 1, tools and step 2
EARLY_SHARE = 0.15  # this share of the kills lands in the first EARLY_WINDOW_S after `run_started`
EARLY_WINDOW_S = 0.5
ITEM_INTERVAL_S = 0.01  # one SSE item every 10 ms: step 1 lasts ~0.3 s, step 2 ~1 s
FLUSH_SLACK_S = 0.6  # streamed text is flushed at most every 250 ms; the rest is slack for a busy machine
TIMEOUT_S = 30.0

KEY_VAR = "DA_CRASH_API_KEY"
FAIL_KEYRING = "keyring.backends.fail.Keyring"
_DROPPED_PREFIXES = ("DESKTOP_AGENT", "OPENAI_", "ANTHROPIC_", "PYTHON_KEYRING", "XDG_")
NOTES_MARKER = f"NOTES-MARKER-{uuid.uuid4().hex[:12]}"
NOTES_TEXT = f"Shopping list\n{NOTES_MARKER}\napples, pears\n"
READ_NOTES = '{"path": "notes.txt"}'
LIST_ROOT = '{"path": "."}'
ASK_READ = {"profiles": {"build": {"rules": [{"tool": "read_file", "action": "ask"}]}}}
APPROVAL_PROMPT = b"deny with a note: "
ANSWER = "Your notes hold a shopping list. " + " ".join(f"item-{i} is on it;" for i in range(26))

_PROMPT_TAG = re.compile(r"\[(?P<tag>[A-Za-z0-9-]+):(?P<mode>slow|quick|ask|ask-both|plain)\]")


def prompt_for(tag: str, mode: str) -> str:
    return f"[{tag}:{mode}] Please read notes.txt and tell me what it says."


# ---- the model: answers each request from the request itself ----


@dataclass(frozen=True)
class Expected:
    """What one scripted reply streams, as the client should store it once it has all of it."""

    tag: str
    step: int
    reasoning: str
    text: str
    calls: tuple[tuple[str, str, str], ...]


def reply_for(tag: str, mode: str, step: int) -> tuple[Expected, StreamReply]:
    interval = ITEM_INTERVAL_S if mode == "slow" else 0.0
    calls: tuple[tuple[str, str, str], ...]
    if mode in ("slow", "quick") and step == 1:
        reasoning = f"{tag} thinks: the person wants their notes; read notes.txt, then look around."
        text = f"{tag}: let me read your notes first."
        calls = (
            (f"call_{tag}_read", "read_file", READ_NOTES),
            (f"call_{tag}_list", "list_directory", LIST_ROOT),
        )
        reply = openai_tool_calls(list(calls), text=text, reasoning=reasoning)
        return Expected(tag, step, reasoning, text, calls), replace(reply, interval=interval)
    if mode == "ask" and step == 1:  # a call that waits for approval
        calls = ((f"call_{tag}_read", "read_file", READ_NOTES),)
        return Expected(tag, step, "", "", calls), openai_tool_calls(list(calls))
    if mode == "ask-both" and step == 1:  # ... and one beside it that runs at once
        calls = (
            (f"call_{tag}_read", "read_file", READ_NOTES),
            (f"call_{tag}_list", "list_directory", LIST_ROOT),
        )
        return Expected(tag, step, "", "", calls), openai_tool_calls(list(calls))
    text = f"{tag}: {ANSWER}" if mode in ("slow", "quick") else f"{tag}: done."
    return Expected(tag, step, "", text, ()), replace(openai_text(text), interval=interval)


def answer_request(body: dict[str, Any] | None) -> tuple[Expected, StreamReply] | None:
    """The first request of a turn ends with the person's message; the second with the tool results."""
    messages = (body or {}).get("messages") or []
    users = [m for m in messages if m.get("role") == "user" and isinstance(m.get("content"), str)]
    if not users:
        return None
    found = _PROMPT_TAG.search(users[-1]["content"])
    if found is None:
        return None
    last = messages[-1].get("role")
    step = 1 if last == "user" else 2 if last == "tool" else 0
    if step == 0:
        return None
    return reply_for(found["tag"], found["mode"], step)


def delta_text(item: str, kind: str) -> str:
    """The reasoning or text one SSE item carries ("" for anything else)."""
    if not item.startswith("data: {"):
        return ""
    choices = json.loads(item[len("data: ") :]).get("choices") or []
    if not choices:
        return ""
    delta = choices[0].get("delta") or {}
    value = delta.get("reasoning_content" if kind == "reasoning" else "content")
    return value if isinstance(value, str) else ""


@dataclass
class Served:
    """One model request and the reply it got, with the moment each SSE item was written."""

    request: RecordedRequest
    arrived: float
    expected: Expected
    reply: StreamReply
    sent: list[tuple[float, str]] = field(default_factory=list)
    ended: float | None = None  # when the whole reply had been written

    @property
    def messages(self) -> list[dict[str, Any]]:
        assert self.request.body is not None
        return cast(list[dict[str, Any]], self.request.body["messages"])

    def streamed_by(self, moment: float, kind: str) -> str:
        return "".join(delta_text(item, kind) for at, item in list(self.sent) if at <= moment)

    def sent_at(self, kind: str, position: int) -> float | None:
        """When the character at `position` of the reasoning or text was sent (None: never)."""
        length = 0
        for at, item in list(self.sent):
            length += len(delta_text(item, kind))
            if length > position:
                return at
        return None


class _TimedHandler(_Handler):
    """The server's handler, noting when each item of a stream was written."""

    _served: Served | None = None

    def _send_stream(self, reply: StreamReply) -> None:
        served = self._served = cast(CrashServer, self._owner).current()
        super()._send_stream(reply)
        if served is not None and len(served.sent) == len(reply.items):
            served.ended = time.monotonic()

    def _write_chunk(self, data: bytes) -> None:
        super()._write_chunk(data)
        if self._served is not None:
            self._served.sent.append((time.monotonic(), data.decode()))


class CrashServer(ScriptedLLMServer):
    """A scripted server whose script is `answer_request`; keeps a `Served` record per model request."""

    def __init__(self) -> None:
        super().__init__()
        self.served: list[Served] = []
        self.torn: list[str] = []
        """Requests whose body ended before its Content-Length: the CLI was killed while sending them (its
        headers were written, the body not yet), so nobody waits for an answer and none is scripted."""
        self._this_request = threading.local()

    def start(self) -> None:
        super().start()
        assert self._httpd is not None
        self._httpd.RequestHandlerClass = _TimedHandler

    def record(self, request: RecordedRequest) -> None:
        arrived = time.monotonic()
        served = None
        answer = answer_request(request.body) if request.method == "POST" else None
        if answer is not None:
            served = Served(request, arrived, answer[0], answer[1])
        self._this_request.served = served
        self._this_request.torn = len(request.raw_body) < int(request.headers.get("content-length") or 0)
        with self._requests_changed:
            if served is not None:
                self.served.append(served)
        super().record(request)

    def next_reply(self, description: str) -> Reply | None:
        served = self.current()
        if served is None and getattr(self._this_request, "torn", False):
            self.torn.append(description)
            return None  # answered with an error to a connection that is already gone
        return super().next_reply(description) if served is None else served.reply

    def current(self) -> Served | None:
        """The request this handler thread is answering."""
        return cast(Served | None, getattr(self._this_request, "served", None))

    def served_for(self, tags: Sequence[str]) -> list[Served]:
        with self._requests_changed:
            return [s for s in self.served if s.expected.tag in tags]

    def wait_for_tag(self, tag: str, proc: subprocess.Popen[bytes], timeout: float = TIMEOUT_S) -> Served:
        deadline = time.monotonic() + timeout
        while True:
            with self._requests_changed:
                for s in self.served:
                    if s.expected.tag == tag:
                        return s
                self._requests_changed.wait(0.05)
            if proc.poll() is not None or time.monotonic() > deadline:
                raise AssertionError(f"{tag}: no model request (exit code {proc.poll()})")


@pytest.fixture
def crash_server() -> Iterator[CrashServer]:
    with CrashServer() as server:
        yield server
        assert server.unexpected == [], f"requests nobody scripted: {server.unexpected}"


# ---- running the CLI ----


@dataclass
class Env:
    root: Path
    workspace: Path
    cwd: Path
    env: dict[str, str]
    server: CrashServer

    def workspace_files(self) -> dict[str, bytes]:
        return {
            str(p.relative_to(self.workspace)): p.read_bytes()
            for p in self.workspace.rglob("*")
            if p.is_file()
        }


@pytest.fixture
def crash_env(tmp_path: Path, crash_server: CrashServer) -> Env:
    return make_crash_env(tmp_path, crash_server)


def make_crash_env(tmp_path: Path, crash_server: CrashServer) -> Env:
    """Folders, the notes file and an isolated environment under `tmp_path` (also for bench scripts)."""
    home, workspace, cwd = tmp_path / "home", tmp_path / "workspace", tmp_path / "cwd"
    for folder in (home, workspace, cwd, tmp_path / "runs"):
        folder.mkdir()
    (workspace / "notes.txt").write_text(NOTES_TEXT, encoding="utf-8")
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
            KEY_VAR: f"sk-test-{uuid.uuid4().hex}",
        }
    )
    return Env(tmp_path, workspace, cwd, env, crash_server)


@dataclass
class CliRun:
    tag: str
    proc: subprocess.Popen[bytes]
    out: Path
    err: Path

    def events(self) -> list[dict[str, Any]]:
        """The JSON events printed so far (a line cut off by the kill is left out)."""
        events = []
        for line in self.out.read_bytes().split(b"\n")[:-1]:
            event = json.loads(line)
            assert isinstance(event, dict), line
            events.append(event)
        return events

    def stderr(self) -> str:
        return self.err.read_text(encoding="utf-8", errors="replace")

    def wait_for_output(self, needle: bytes, path: Path | None = None) -> float:
        """Poll the output file until `needle` shows up; returns when it was seen."""
        target = path or self.out
        deadline = time.monotonic() + TIMEOUT_S
        while needle not in target.read_bytes():
            code = self.proc.poll()
            assert code is None, f"{self.tag}: exited ({code}) before printing {needle!r}: {self.stderr()}"
            assert time.monotonic() < deadline, f"{self.tag}: {needle!r} never came: {self.stderr()}"
            time.sleep(0.002)
        return time.monotonic()

    def wait(self) -> int:
        try:
            return self.proc.wait(timeout=TIMEOUT_S)
        finally:
            if self.proc.poll() is None:
                self.proc.kill()
                self.proc.wait()


def start_cli(
    env: Env, data_dir: Path, tag: str, mode: str, session: str | None, *, stdin: int = subprocess.DEVNULL
) -> CliRun:
    argv = [
        sys.executable, "-m", "desktop_agent", "chat", "--data-dir", str(data_dir),
        "--workspace", str(env.workspace), "--provider", "openai", "--base-url", env.server.openai_base_url,
        "--api-key-env", KEY_VAR, "--json",
        *(["--session", session] if session else []),
        prompt_for(tag, mode),
    ]  # fmt: skip
    out, err = env.root / "runs" / f"{tag}.out", env.root / "runs" / f"{tag}.err"
    with out.open("wb") as out_file, err.open("wb") as err_file:
        proc = subprocess.Popen(argv, stdin=stdin, stdout=out_file, stderr=err_file, env=env.env, cwd=env.cwd)
    return CliRun(tag, proc, out, err)


def kill(run: CliRun) -> float | None:
    """SIGKILL now; None when the run had already ended by itself."""
    if run.proc.poll() is not None:
        return None
    moment = time.monotonic()
    os.kill(run.proc.pid, signal.SIGKILL)
    return moment


# ---- what a conversation looks like, from the request and from the history ----

Entry = tuple[Any, ...]


def from_request(messages: Sequence[dict[str, Any]]) -> list[Entry]:
    out: list[Entry] = []
    for m in messages:
        role = m["role"]
        if role == "system":
            continue
        if role == "user":
            out.append(("user", m["content"]))
        elif role == "assistant":
            calls = tuple(
                (c["id"], c["function"]["name"], c["function"]["arguments"])
                for c in m.get("tool_calls") or []
            )
            out.append(("assistant", m.get("content") or "", calls))
        elif role == "tool":
            out.append(("tool", m["tool_call_id"], m["content"]))
        else:
            out.append(("unknown", json.dumps(m)))
    return out


def from_history(message: Message) -> list[Entry]:
    """The entries one stored message becomes in a request (an empty interrupted answer: none)."""
    if message.role == "user":
        return [("user", message.text)]
    if message.role == "assistant":
        calls = tuple((c.call_id, c.name, c.arguments_json) for c in message.tool_calls)
        return [("assistant", message.text, calls)] if message.text or calls else []
    return [("tool", p.call_id, p.content) for p in message.parts if isinstance(p, ToolResultPart)]


def assert_valid_conversation(messages: Sequence[dict[str, Any]], where: str) -> None:
    """What the chat-completions API accepts: every call answered right after it, nothing else."""
    waiting: list[str] = []
    for m in messages:
        role = m["role"]
        if waiting:
            assert role == "tool", f"{where}: call(s) {waiting} not answered before a {role} message"
            assert m["tool_call_id"] == waiting.pop(0), f"{where}: results out of order"
            continue
        assert role != "tool", f"{where}: a tool result without its call: {m}"
        if role == "assistant":
            calls = [c["id"] for c in m.get("tool_calls") or []]
            assert m.get("content") or calls, f"{where}: an empty assistant message was sent"
            assert len(set(calls)) == len(calls), f"{where}: repeated call ids {calls}"
            waiting = calls
    assert not waiting, f"{where}: the conversation ends with unanswered calls {waiting}"


# ---- restarting and checking the history ----


@dataclass
class Folder:
    """One data folder: its runs in order, and when each was killed (None: it ran to its end)."""

    data_dir: Path
    tags: list[str] = field(default_factory=list)
    modes: dict[str, str] = field(default_factory=dict)
    kills: dict[str, float | None] = field(default_factory=dict)

    @property
    def database(self) -> Path:
        return self.data_dir / "history.sqlite3"

    def prompts(self) -> list[str]:
        return [prompt_for(t, self.modes[t]) for t in self.tags]


@dataclass
class Snapshot:
    integrity: list[tuple[Any, ...]]
    foreign_keys: list[tuple[Any, ...]]
    fts_problem: str | None
    chunks: int
    sessions: list[SessionInfo]
    messages: list[Message]


def read_snapshot(repo: HistoryRepository) -> Snapshot:
    c = repo.conn
    fts_problem = None
    try:  # the full-text index must still match the parts table (rank 1: check the content table too)
        c.execute("INSERT INTO parts_fts (parts_fts, rank) VALUES ('integrity-check', 1)")
    except sqlite3.DatabaseError as exc:
        fts_problem = str(exc)
    sessions = repo.list_sessions(include_archived=True)
    return Snapshot(
        c.execute("PRAGMA integrity_check").fetchall(),
        c.execute("PRAGMA foreign_key_check").fetchall(),
        fts_problem,
        int(c.execute("SELECT COUNT(*) FROM part_chunks").fetchone()[0]),
        sessions,
        repo.load_messages(sessions[0].id) if len(sessions) == 1 else [],
    )


@dataclass
class Checked:
    session: str | None
    recovered: RecoveryReport | None
    required_chars: dict[str, int] = field(default_factory=dict)
    """Per run: how much interrupted text the flush rule required to be kept."""
    partial: set[str] = field(default_factory=set)
    """Runs that left an interrupted answer with some text in it."""
    lost_after: dict[str, float] = field(default_factory=dict)
    """Per run: how long before the kill the first character that was not kept had been sent."""


def restart_and_check(env: Env, folder: Folder) -> Checked:
    """Open the history as the app does after a crash (this recovers) and check everything."""
    where = folder.data_dir.name
    served = env.server.served_for(folder.tags)
    if not folder.database.exists():
        assert served == [], f"{where}: requests went out, but there is no history"
        return Checked(None, None)
    with contextlib.closing(sqlite3.connect(folder.database)) as raw:  # the file as the crash left it
        assert raw.execute("PRAGMA integrity_check").fetchall() == [("ok",)], where
        assert raw.execute("PRAGMA foreign_key_check").fetchall() == [], where

    store = HistoryStore.open(folder.database)
    try:
        assert store.notice is None, f"{where}: {store.notice}"
        assert not store.read_only
        recovered = store.recovered
        snap = store.call(read_snapshot)
    finally:
        store.close()
    again = HistoryStore.open(folder.database)
    try:
        assert again.recovered == RecoveryReport(0, 0), f"{where}: recovery is not done in one go"
    finally:
        again.close()
    # Recovery makes no model calls.
    assert len(env.server.served_for(folder.tags)) == len(served), f"{where}: a request during recovery"

    assert snap.integrity == [("ok",)], f"{where}: {snap.integrity}"
    assert snap.foreign_keys == [], f"{where}: {snap.foreign_keys}"
    assert snap.fts_problem is None, f"{where}: the search index is damaged: {snap.fts_problem}"
    assert snap.chunks == 0, f"{where}: streamed chunks left after recovery"
    assert len(snap.sessions) <= 1, f"{where}: {len(snap.sessions)} sessions"
    if not snap.sessions:
        assert served == [], f"{where}: requests went out, but no session was stored"
        return Checked(None, recovered)
    checked = Checked(snap.sessions[0].id, recovered)
    messages = snap.messages
    check_shape(messages, where)
    check_user_messages(folder, messages, served, where)
    check_requests_against_history(folder, messages, served, checked, where)
    return checked


def check_shape(messages: list[Message], where: str) -> None:
    """Valid for the next request: nothing streaming, every call answered right after it, in order."""
    for i, m in enumerate(messages):
        at = f"{where} message {i} ({m.role}, {m.status})"
        assert m.status in ("complete", "interrupted"), at
        if m.role == "user":
            assert m.status == "complete", at
            assert [type(p) for p in m.parts] == [TextPart], at
        elif m.role == "assistant":
            assert all(isinstance(p, TextPart | ReasoningPart | ToolCallPart) for p in m.parts), at
            calls = m.tool_calls
            if not calls:
                continue
            assert i + 1 < len(messages) and messages[i + 1].role == "tool", f"{at}: calls without results"
            results = [p for p in messages[i + 1].parts if isinstance(p, ToolResultPart)]
            assert len(results) == len(messages[i + 1].parts), at
            assert [r.call_id for r in results] == [c.call_id for c in calls], f"{at}: results do not match"
            for call, result in zip(calls, results, strict=True):
                assert result.name == call.name, at
                if result.content == NOT_EXECUTED:
                    assert result.is_error, at
                    assert result.state is ToolCallState.INTERRUPTED, at
                    assert call.state is ToolCallState.INTERRUPTED, at
                    assert messages[i + 1].status == "interrupted", at
                elif result.content == RESULT_LOST:
                    # Killed after the call ran but before its result was saved: it must not be told
                    # the call did not run (it may have changed things), nor get a result it never had.
                    assert result.is_error, at
                    assert call.state in (ToolCallState.COMPLETED, ToolCallState.ERROR), at
                    assert result.state is call.state, at
                    assert messages[i + 1].status == "interrupted", at
                else:
                    assert not result.is_error, f"{at}: {result}"
                    assert result.state is ToolCallState.COMPLETED, at
                    assert call.state is ToolCallState.COMPLETED, at
                    assert (NOTES_MARKER if call.name == "read_file" else "notes.txt") in result.content, at
        else:
            assert i > 0 and messages[i - 1].role == "assistant" and messages[i - 1].tool_calls, at


def check_user_messages(folder: Folder, messages: list[Message], served: list[Served], where: str) -> None:
    """The person's messages, each once, in order; every one that reached the model is there."""
    stored = [m.text for m in messages if m.role == "user"]
    prompts = folder.prompts()
    assert stored == [p for p in prompts if p in stored], f"{where}: person's messages {stored}"
    for tag in {s.expected.tag for s in served} | {t for t, k in folder.kills.items() if k is None}:
        assert prompt_for(tag, folder.modes[tag]) in stored, f"{where}: the message of {tag} is missing"


def check_requests_against_history(
    folder: Folder, messages: list[Message], served: list[Served], checked: Checked, where: str
) -> None:
    """Every request matches the stored history before one assistant message, which holds its answer."""
    entries: list[Entry] = []
    cut = [0]  # cut[p]: how many entries messages[:p] make
    for m in messages:
        entries += from_history(m)
        cut.append(len(entries))
    position = -1
    answered: set[int] = set()
    for s in served:
        at = f"{where}: request {s.expected.tag} step {s.expected.step}"
        assert_valid_conversation(s.messages, at)
        want = from_request(s.messages)
        if s.expected.step == 1:
            assert want[-1] == ("user", prompt_for(s.expected.tag, folder.modes[s.expected.tag])), at
        match = next(
            (
                p
                for p in range(position + 1, len(messages))
                if messages[p].role == "assistant" and cut[p] == len(want) and entries[: cut[p]] == want
            ),
            None,
        )
        assert match is not None, (
            f"{at}: what the server received is not in the history\n"
            f"sent:   {want}\nstored: {entries}\nstatuses: {[(m.role, m.status) for m in messages]}"
        )
        position = match
        answered.add(match)
        check_answer(messages[match], s, folder.kills[s.expected.tag], checked, at)
    for p, m in enumerate(messages):
        if m.role == "assistant" and p not in answered:
            # Started, then killed before its request went out.
            assert m.status == "interrupted" and m.parts == [], f"{where}: message {p} has no request: {m}"


def check_answer(
    message: Message, served: Served, killed_at: float | None, checked: Checked, at: str
) -> None:
    exp = served.expected
    reasoning = "".join(p.text for p in message.parts if isinstance(p, ReasoningPart))
    text = message.text
    calls = tuple((c.call_id, c.name, c.arguments_json) for c in message.tool_calls)
    if message.status == "complete":
        assert (reasoning, text, calls) == (exp.reasoning, exp.text, exp.calls), f"{at}: {message}"
        assert served.ended is not None, f"{at}: complete, but the reply never ended"
        return
    assert message.status == "interrupted", f"{at}: {message}"
    assert killed_at is not None, f"{at}: interrupted, but that run was not killed"
    assert exp.reasoning.startswith(reasoning), f"{at}: reasoning {reasoning!r} is not what was streamed"
    assert exp.text.startswith(text), f"{at}: text {text!r} is not what was streamed"
    assert calls == exp.calls[: len(calls)], f"{at}: calls {calls}"
    cutoff = killed_at - FLUSH_SLACK_S
    if served.ended is not None:
        assert served.ended > cutoff, (
            f"{at}: the whole reply had been sent {killed_at - served.ended:.2f} s before the kill, "
            "but the answer is not complete"
        )
    required = 0
    for kind, kept in (("reasoning", reasoning), ("text", text)):
        streamed = served.streamed_by(cutoff, kind)
        assert len(kept) >= len(streamed), (
            f"{at}: {len(streamed)} chars of {kind} were sent {FLUSH_SLACK_S} s before the kill, "
            f"only {len(kept)} kept: {kept!r}"
        )
        required += len(streamed)
        lost = served.sent_at(kind, len(kept))
        if lost is not None:
            checked.lost_after[exp.tag] = max(checked.lost_after.get(exp.tag, -1.0), killed_at - lost)
    checked.required_chars[exp.tag] = checked.required_chars.get(exp.tag, 0) + required
    if reasoning or text:
        checked.partial.add(exp.tag)


# ---- one kill ----


@dataclass
class KillRecord:
    tag: str
    moment: str
    phase: str
    required_chars: int
    partial: bool
    requests: int  # the run's model requests when its history was checked
    lost_after: float | None  # the first character not kept had been sent this long before the kill


def phase_of(events: list[dict[str, Any]], killed_at: float | None, first_request: float | None) -> str:
    """Where the turn was when the kill came, from what the CLI had printed."""
    if killed_at is None:
        return "ended before the kill"
    phase, step = "before the first request", 0
    tool_messages: set[str] = set()
    kinds = {"reasoning": "reasoning", "text": "text", "tool_call": "tool-call arguments"}
    for e in events:
        kind = e["type"]
        if kind == "step_started":
            step = e["step"]
            phase = "waiting for the first token" if step == 1 else "between steps"
        elif kind in ("part_started", "part_delta") and e["message_id"] not in tool_messages:
            phase = f"streaming step {step} {kinds.get(e['part_kind'], e['part_kind'])}"
        elif kind == "step_finished":
            phase = "during tools" if e["finish_reason"] == "tool_calls" else "finishing"
        elif kind == "message_started" and e["role"] == "tool":
            tool_messages.add(e["message_id"])
            phase = "during tools"
        elif kind == "message_finished" and e["message_id"] in tool_messages:
            phase = "between steps"
        elif kind in ("run_finished", "run_failed"):
            phase = "finishing"
    if phase == "waiting for the first token" and (first_request is None or first_request > killed_at):
        phase = "before the first request"
    return phase


def kill_moments(rng: random.Random, count: int) -> list[tuple[bool, float]]:
    """(early, delay) per kill: uniform over each window, stratified so that no stretch is left out."""
    early = round(count * EARLY_SHARE)
    moments = [(True, (i + rng.random()) * EARLY_WINDOW_S / early) for i in range(early)]
    moments += [(False, (i + rng.random()) * TURN_WINDOW_S / (count - early)) for i in range(count - early)]
    rng.shuffle(moments)
    return moments


def kill_once(
    env: Env, folder: Folder, tag: str, session: str | None, early: bool, delay: float
) -> tuple[KillRecord, Checked]:
    """Kill `delay` s after `run_started` (early) or after the turn's first model request."""
    folder.tags.append(tag)
    folder.modes[tag] = "slow"
    run = start_cli(env, folder.data_dir, tag, "slow", session)
    try:
        if early:
            origin, moment = run.wait_for_output(b'"run_started"'), f"run_started+{delay:.3f}s"
        else:
            origin, moment = env.server.wait_for_tag(tag, run.proc).arrived, f"request+{delay:.3f}s"
        time.sleep(max(0.0, origin + delay - time.monotonic()))
        killed_at = kill(run)
    finally:
        code = run.wait()
    if killed_at is not None and code == 0:
        killed_at = None  # it ended between the check and the kill
    assert code in (0, -signal.SIGKILL), f"{tag}: exit {code}: {run.stderr()}"
    assert "Traceback" not in run.stderr(), run.stderr()
    folder.kills[tag] = killed_at
    events = run.events()
    if killed_at is None:
        assert events[-1]["type"] == "run_finished" and events[-1]["stop_reason"] == "end", events[-1]
    time.sleep(0.1)  # let the server take in a request the client sent just before it died
    requests = env.server.served_for([tag])
    phase = phase_of(events, killed_at, requests[0].arrived if requests else None)
    checked = restart_and_check(env, folder)
    required = checked.required_chars.get(tag, 0)
    lost = checked.lost_after.get(tag)
    record = KillRecord(tag, moment, phase, required, tag in checked.partial, len(requests), lost)
    return record, checked


def finish_once(env: Env, folder: Folder, tag: str, session: str | None) -> Checked:
    """A turn on the recovered history that runs to its end."""
    folder.tags.append(tag)
    folder.modes[tag] = "quick"
    run = start_cli(env, folder.data_dir, tag, "quick", session)
    code = run.wait()
    folder.kills[tag] = None
    assert code == 0, f"{tag}: exit {code}: {run.stderr()}"
    assert "Traceback" not in run.stderr(), run.stderr()
    events = run.events()
    assert events[-1]["type"] == "run_finished" and events[-1]["stop_reason"] == "end", events[-1]
    ran = {e["call_id"] for e in events if e["type"] == "tool_state"}
    assert ran == {f"call_{tag}_read", f"call_{tag}_list"}, f"{tag}: ran other calls than its own: {ran}"
    return restart_and_check(env, folder)


def run_lane(env: Env, lane: int, folders: int, kills_left: int, stop: threading.Event) -> list[KillRecord]:
    moments = kill_moments(random.Random(f"{SEED}-{lane}"), kills_left)
    records: list[KillRecord] = []
    before = env.workspace_files()
    for f in range(folders):
        folder = Folder(env.root / f"data-{lane}-{f}")
        session: str | None = None
        count = kills_left // (folders - f)
        kills_left -= count
        for r in range(count):
            if stop.is_set():
                return records
            record, checked = kill_once(env, folder, f"L{lane}F{f}R{r}", session, *moments.pop())
            records.append(record)
            assert session is None or checked.session == session, "the session changed"
            session = checked.session
            assert env.workspace_files() == before, "the workspace changed"
        done = finish_once(env, folder, f"L{lane}F{f}done", session)
        assert done.recovered == RecoveryReport(0, 0), f"{folder.data_dir.name}: a complete turn left work"
        assert session is None or done.session == session
        assert env.workspace_files() == before, "the workspace changed"
    return records


# ---- the tests ----


@pytest.mark.timeout(300)  # ~60 s on 2 idle cores; more on a busy machine
def test_sigkill_at_random_moments(crash_env: Env) -> None:
    started = time.monotonic()
    stop = threading.Event()
    per_lane = [KILLS // LANES + (1 if lane < KILLS % LANES else 0) for lane in range(LANES)]
    with ThreadPoolExecutor(LANES, thread_name_prefix="crash-lane") as pool:
        futures = [
            pool.submit(run_lane, crash_env, lane, per_lane[lane] // KILLS_PER_FOLDER, per_lane[lane], stop)
            for lane in range(LANES)
        ]
        try:
            records = [r for future in futures for r in future.result()]
        finally:
            stop.set()

    assert len(records) == KILLS
    # Nothing was re-run: no killed run's request came after its history was checked.
    for r in records:
        assert len(crash_env.server.served_for([r.tag])) == r.requests, f"{r.tag} was asked again"
    phases = Counter(r.phase for r in records)
    lost = [r.lost_after for r in records if r.lost_after is not None]
    print(f"\n{KILLS} kills in {time.monotonic() - started:.1f} s; phases: {dict(phases.most_common())}")
    print(f"unkept text had been sent at most {max(lost, default=0):.3f} s before a kill")
    print(f"requests cut off by a kill while being sent: {len(crash_env.server.torn)}")
    for r in records:
        note = "" if r.lost_after is None else f" first unkept char sent {r.lost_after:+.3f} s before"
        print(f"  {r.tag:<8} {r.moment:<20} {r.phase:<38} required={r.required_chars}{note}")
    # The kills did land where it matters: mid-answer, and late enough for the flush rule to bite.
    assert sum(r.partial for r in records) >= KILLS // 5, phases  # 10 of 50
    assert sum(r.required_chars > 0 for r in records) >= max(1, KILLS * 2 // 25), phases  # 4 of 50


def kill_at_approval_prompt(env: Env, tag: str, mode: str) -> tuple[Folder, Checked, list[Message]]:
    """Start a turn at a (pseudo-)terminal whose read_file call needs approval; SIGKILL at the prompt."""
    folder = Folder(env.root / f"data-{tag}")
    folder.data_dir.mkdir()
    (folder.data_dir / "settings.json").write_text(json.dumps(ASK_READ), encoding="utf-8")
    folder.tags.append(tag)
    folder.modes[tag] = mode
    master, slave = pty.openpty()
    try:
        run = start_cli(env, folder.data_dir, tag, mode, None, stdin=slave)
    finally:
        os.close(slave)
    try:
        try:
            run.wait_for_output(b'"approval_requested"')
            run.wait_for_output(APPROVAL_PROMPT, run.err)
            time.sleep(0.3)  # waiting at the prompt
            killed_at = kill(run)
        finally:
            code = run.wait()
    finally:
        os.close(master)
    assert killed_at is not None and code == -signal.SIGKILL, f"exit {code}: {run.stderr()}"
    folder.kills[tag] = killed_at
    if mode == "ask-both":  # the call beside the one at the prompt ran, and that was saved
        with contextlib.closing(sqlite3.connect(folder.database)) as raw:
            saved = raw.execute(
                "SELECT json_extract(data, '$.state') FROM parts "
                "WHERE kind = 'tool_call' AND json_extract(data, '$.call_id') = ?",
                (f"call_{tag}_list",),
            ).fetchall()
        assert saved == [("completed",)], f"list_directory's saved state before the restart: {saved}"

    checked = restart_and_check(env, folder)
    assert checked.session is not None
    session = checked.session
    store = HistoryStore.open(folder.database)
    try:
        messages = store.call(lambda repo: repo.load_messages(session))
    finally:
        store.close()
    assert [(m.role, m.status) for m in messages] == [
        ("user", "complete"),
        ("assistant", "complete"),
        ("tool", "interrupted"),
    ]
    return folder, checked, messages


def continue_after_approval_kill(env: Env, folder: Folder, session: str) -> Served:
    """A turn on the recovered history: it runs no tool, and the file was never read."""
    tag = f"after-{folder.tags[-1]}"
    folder.tags.append(tag)
    folder.modes[tag] = "plain"
    folder.kills[tag] = None
    after = start_cli(env, folder.data_dir, tag, "plain", session)
    code = after.wait()
    assert code == 0, after.stderr()
    events = after.events()
    assert events[-1]["type"] == "run_finished" and events[-1]["stop_reason"] == "end"
    assert not [e for e in events if e["type"] == "tool_state"], "a call was run again"
    (continued,) = env.server.served_for([tag])
    for s in env.server.served_for(folder.tags):
        assert NOTES_MARKER not in s.request.raw_body.decode(), "the file was read without approval"
    final = restart_and_check(env, folder)
    assert final.recovered == RecoveryReport(0, 0)
    assert final.session == session
    return continued


def test_sigkill_while_waiting_for_approval(crash_env: Env) -> None:
    """Killed at the approval prompt: the call was never run, and the next turn is told so."""
    folder, checked, messages = kill_at_approval_prompt(crash_env, "ask", "ask")
    assert checked.recovered == RecoveryReport(interrupted_messages=1, results_added=1)
    call_id = "call_ask_read"
    assert [(c.call_id, c.state) for c in messages[1].tool_calls] == [(call_id, ToolCallState.INTERRUPTED)]
    assert messages[2].parts == [
        ToolResultPart(call_id, "read_file", NOT_EXECUTED, True, ToolCallState.INTERRUPTED)
    ]
    assert checked.session is not None
    continued = continue_after_approval_kill(crash_env, folder, checked.session)
    assert ("tool", call_id, NOT_EXECUTED) in from_request(continued.messages)


def test_sigkill_at_approval_keeps_the_call_that_already_ran(crash_env: Env) -> None:
    """list_directory ran (and its `completed` state was saved) while read_file waited for approval."""
    folder, checked, messages = kill_at_approval_prompt(crash_env, "ask-both", "ask-both")
    read, listing = messages[1].tool_calls
    read_result, list_result = messages[2].parts
    assert isinstance(read_result, ToolResultPart) and isinstance(list_result, ToolResultPart)
    assert read.state is ToolCallState.INTERRUPTED
    assert read_result.content == NOT_EXECUTED
    assert checked.session is not None
    continued = continue_after_approval_kill(crash_env, folder, checked.session)
    sent = dict((e[1], e[2]) for e in from_request(continued.messages) if e[0] == "tool")
    # The correct history: the call that ran keeps its result (or at least is not called "not executed").
    assert listing.state is ToolCallState.COMPLETED, listing
    assert list_result.content != NOT_EXECUTED, list_result
    assert sent[listing.call_id] != NOT_EXECUTED
