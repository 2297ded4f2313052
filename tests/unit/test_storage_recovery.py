"""After a crash: what was streaming is kept (as interrupted), unanswered tool calls get a "not executed"
result, and the history is again a valid request for both wire formats. Real SQLite files in tmp_path."""

from __future__ import annotations

import contextlib
import itertools
import sqlite3
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest

from desktop_agent.domain.messages import (
    FinishReason,
    Message,
    MessageStatus,
    Part,
    ReasoningPart,
    Role,
    TextPart,
    ToolCallPart,
    ToolCallState,
    ToolResultPart,
    Usage,
)
from desktop_agent.domain.sessions import SessionInfo
from desktop_agent.providers.anthropic_messages import to_anthropic_messages
from desktop_agent.providers.openai_chat import to_openai_messages
from desktop_agent.storage.database import open_database
from desktop_agent.storage.recovery import RecoveryReport
from desktop_agent.storage.repository import HistoryRepository
from desktop_agent.storage.store import HistoryStore

Row = tuple[object, ...]
T0 = 1_700_000_000.0

REASONING = "The user wants the file. Let me think… ünïcödé 🤔"
ANSWER_START = "I'll read it now. "
STREAMED = ["Here is", " what I found so far: ", "naïve café ", "日本語", " and more 🎉\n", "last line"]
CALLS = [
    ToolCallPart("call_1", "read_file", '{"path": "a.txt"}'),
    ToolCallPart("call_2", "list_directory", '{"path": "."}'),
    ToolCallPart("call_3", "read_file", '{"path": "b.txt"}'),
]


# ---- helpers ----


@contextlib.contextmanager
def _repo(path: Path) -> Iterator[HistoryRepository]:
    """The history as the app had it open before it crashed (no recovery: that runs at the next start)."""
    opened = open_database(path)
    try:
        yield HistoryRepository(opened.connection)
    finally:
        opened.connection.close()


def _session(repo: HistoryRepository, sid: str, title: str) -> None:
    repo.create_session(SessionInfo(sid, title, "build", "openai", "gpt-4.1", "/tmp/ws", T0, T0))


def _user(repo: HistoryRepository, sid: str, mid: str, text: str) -> None:
    repo.add_message(sid, Message("user", [TextPart(text)], id=mid, created_at=T0))


def _start(repo: HistoryRepository, sid: str, mid: str, role: Role = "assistant") -> None:
    """What the recorder writes on MessageStarted: an empty message, `streaming`."""
    meta = {"model": "gpt-4.1", "provider": "openai"} if role == "assistant" else {}
    repo.add_message(sid, Message(role, [], id=mid, meta=meta, status="streaming", created_at=T0))


def _stream(
    repo: HistoryRepository, mid: str, idx: int, kind: str, pieces: Sequence[str], batch: int
) -> None:
    """Deltas in batches, as the recorder flushes them every 250 ms."""
    for start in range(0, len(pieces), batch):
        repo.append_chunks([(mid, idx, kind, piece) for piece in pieces[start : start + batch]])


def _finish(repo: HistoryRepository, mid: str, status: MessageStatus, finish: FinishReason | None) -> None:
    repo.finish_message(mid, status, finish_reason=finish, usage=Usage(100, 20, 5, 0))


def _rows(conn: sqlite3.Connection, session_id: str) -> tuple[list[Row], list[Row]]:
    messages = conn.execute(
        "SELECT * FROM messages WHERE session_id = ? ORDER BY seq", (session_id,)
    ).fetchall()
    parts = conn.execute(
        "SELECT p.rowid, p.* FROM parts p JOIN messages m ON m.id = p.message_id "
        "WHERE m.session_id = ? ORDER BY m.seq, p.idx",
        (session_id,),
    ).fetchall()
    return [tuple(r) for r in messages], [tuple(r) for r in parts]


def _all_rows(path: Path) -> dict[str, list[Row]]:
    conn = sqlite3.connect(path)
    try:
        return {
            table: [tuple(r) for r in conn.execute(f"SELECT rowid, * FROM {table} ORDER BY rowid")]
            for table in ("sessions", "messages", "parts", "part_chunks")
        }
    finally:
        conn.close()


def _check_openai(messages: list[Message]) -> None:
    out = to_openai_messages("You are helpful.", messages)
    answered: set[str] = set()
    for i, entry in enumerate(out):
        if entry["role"] == "assistant" and entry.get("tool_calls"):
            ids = [c["id"] for c in entry["tool_calls"]]
            following = out[i + 1 : i + 1 + len(ids)]
            assert [(f["role"], f.get("tool_call_id")) for f in following] == [("tool", cid) for cid in ids]
            answered.update(ids)
        if entry["role"] == "tool":
            assert entry["tool_call_id"] in answered, "a tool result without its call"
    assert len([e for e in out if e["role"] == "tool"]) == len(answered)


def _check_anthropic(messages: list[Message]) -> None:
    out = to_anthropic_messages(messages)
    assert out and out[0]["role"] == "user"
    for before, after in itertools.pairwise(out):
        assert before["role"] != after["role"], "roles must alternate"
    for i, entry in enumerate(out):
        blocks: list[dict[str, Any]] = entry["content"]
        if entry["role"] == "assistant":
            ids = [b["id"] for b in blocks if b["type"] == "tool_use"]
            if ids:
                reply: list[dict[str, Any]] = out[i + 1]["content"]
                results = [(b["type"], b.get("tool_use_id")) for b in reply[: len(ids)]]
                assert results == [("tool_result", cid) for cid in ids]
        else:
            previous = out[i - 1]["content"] if i else []
            calls = {b["id"] for b in previous if b["type"] == "tool_use"}
            for block in blocks:
                if block["type"] == "tool_result":
                    assert block["tool_use_id"] in calls, "a tool result without its call"


def _build_crash(
    path: Path, existing_results: Sequence[int] = (1,)
) -> dict[str, tuple[list[Row], list[Row]]]:
    """Four sessions as a crash left them; returns the rows of the one that was complete."""
    with _repo(path) as repo:
        # A: the crash hit while the model was streaming text after a reasoning part, a text part and a call.
        _session(repo, "ses_a", "Crashed while streaming")
        _user(repo, "ses_a", "a_user", "Read a.txt please")
        _start(repo, "ses_a", "a_asst")
        _stream(repo, "a_asst", 0, "reasoning", [REASONING[:10], REASONING[10:]], batch=1)
        repo.end_part("a_asst", 0, ReasoningPart(REASONING, signature="sig-abc"))
        _stream(repo, "a_asst", 1, "text", [ANSWER_START], batch=1)
        repo.end_part("a_asst", 1, TextPart(ANSWER_START))
        _stream(repo, "a_asst", 2, "text", STREAMED, batch=2)
        repo.end_part("a_asst", 3, ToolCallPart("call_a", "read_file", '{"path": "a.txt"}'))
        repo.set_call_state("a_asst", 3, ToolCallState.PENDING)

        # B: three calls, the crash hit while the tools ran; some results were already written.
        _session(repo, "ses_b", "Crashed while tools ran")
        _user(repo, "ses_b", "b_user", "Look around")
        _start(repo, "ses_b", "b_asst")
        for idx, call in enumerate(CALLS):
            repo.end_part("b_asst", idx, call)
            repo.set_call_state("b_asst", idx, ToolCallState.RUNNING)
        _finish(repo, "b_asst", "complete", FinishReason.TOOL_CALLS)
        _start(repo, "ses_b", "b_tool", role="tool")
        for idx in existing_results:
            call = CALLS[idx]
            repo.end_part("b_tool", idx, ToolResultPart(call.call_id, call.name, f"output of {call.call_id}"))
            repo.set_call_state("b_asst", idx, ToolCallState.COMPLETED)

        # C: the crash hit while the arguments of a call were still arriving.
        _session(repo, "ses_c", "Crashed inside a call")
        _user(repo, "ses_c", "c_user", "Write it")
        _start(repo, "ses_c", "c_asst")
        _stream(repo, "c_asst", 0, "tool_call", ['{"pa', 'th": "not/fini'], batch=1)

        # D: a finished conversation, including a turn the loop itself ended as interrupted.
        _session(repo, "ses_d", "All done")
        _user(repo, "ses_d", "d_user", "Hello")
        repo.add_message(
            "ses_d",
            Message("assistant", [TextPart("Let me look."), CALLS[0]], id="d_asst1", status="complete",
                    finish_reason=FinishReason.TOOL_CALLS, usage=Usage(10, 5)),
        )  # fmt: skip
        repo.add_message(
            "ses_d", Message("tool", [ToolResultPart("call_1", "read_file", "hi")], id="d_tool1")
        )
        repo.add_message("ses_d", Message("assistant", [TextPart("It says hi.")], id="d_asst2"))
        repo.add_message(
            "ses_d",
            Message("assistant", [TextPart("Checking"), CALLS[1], CALLS[2]], id="d_asst3",
                    status="interrupted"),
        )  # fmt: skip
        repo.add_message(
            "ses_d",
            Message("tool", [
                ToolResultPart("call_2", "list_directory", "Interrupted", True, ToolCallState.INTERRUPTED),
                ToolResultPart("call_3", "read_file", "Interrupted", True, ToolCallState.INTERRUPTED),
            ], id="d_tool3", status="interrupted"),
        )  # fmt: skip
        repo.add_message("ses_d", Message("user", [TextPart("Never mind")], id="d_user2"))
        assert repo.conn.execute("SELECT COUNT(*) FROM part_chunks").fetchone()[0] > 0
        return {"ses_d": _rows(repo.conn, "ses_d")}


# ---- tests ----


def test_recovery_after_a_crash_keeps_the_text_and_answers_every_call(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    complete_before = _build_crash(path)

    store = HistoryStore.open(path)
    try:
        assert store.notice is None
        assert store.recovered == RecoveryReport(interrupted_messages=3, results_added=3)

        a = store.call(lambda repo: repo.load_messages("ses_a"))
        b = store.call(lambda repo: repo.load_messages("ses_b"))
        c = store.call(lambda repo: repo.load_messages("ses_c"))
        d = store.call(lambda repo: repo.load_messages("ses_d"))
        chunks = store.call(lambda repo: repo.conn.execute("SELECT COUNT(*) FROM part_chunks").fetchone()[0])
        complete_after = store.call(lambda repo: _rows(repo.conn, "ses_d"))
    finally:
        store.close()

    assert chunks == 0

    # A: streamed text kept exactly, the call answered "not executed" in a new tool message.
    assert [(m.role, m.status) for m in a] == [
        ("user", "complete"),
        ("assistant", "interrupted"),
        ("tool", "interrupted"),
    ]
    assert a[1].parts == [
        ReasoningPart(REASONING, signature="sig-abc"),
        TextPart(ANSWER_START),
        TextPart("".join(STREAMED)),
        ToolCallPart("call_a", "read_file", '{"path": "a.txt"}', ToolCallState.INTERRUPTED),
    ]
    assert a[1].meta.get("model") == "gpt-4.1"
    [result] = a[2].parts
    assert isinstance(result, ToolResultPart)
    assert (result.call_id, result.name, result.is_error, result.state) == (
        "call_a",
        "read_file",
        True,
        ToolCallState.INTERRUPTED,
    )
    assert "not executed" in result.content.lower()

    # B: the result that existed is kept; the missing ones are added; all in call order.
    assert [(m.role, m.status) for m in b] == [
        ("user", "complete"),
        ("assistant", "complete"),
        ("tool", "interrupted"),
    ]
    results = b[2].parts
    assert all(isinstance(p, ToolResultPart) for p in results)
    assert [p.call_id for p in results if isinstance(p, ToolResultPart)] == ["call_1", "call_2", "call_3"]
    kept = results[1]
    assert isinstance(kept, ToolResultPart)
    assert (kept.content, kept.is_error, kept.state) == ("output of call_2", False, ToolCallState.COMPLETED)
    for added in (results[0], results[2]):
        assert isinstance(added, ToolResultPart)
        assert added.is_error and added.state is ToolCallState.INTERRUPTED
        assert "not executed" in added.content.lower()
    assert [p.state for p in b[1].tool_calls] == [
        ToolCallState.INTERRUPTED,
        ToolCallState.COMPLETED,
        ToolCallState.INTERRUPTED,
    ]

    # C: the half-received call is dropped, nothing is invented for it.
    assert [(m.role, m.status, m.parts) for m in c] == [
        ("user", "complete", [TextPart("Write it")]),
        ("assistant", "interrupted", []),
    ]

    # D: untouched, row for row.
    assert complete_after == complete_before["ses_d"]

    # Every session is a valid request again, for both wire formats.
    for history in (a, b, c, d):
        _check_openai(history)
        _check_anthropic(history)


def test_recovery_runs_once_then_changes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    _build_crash(path)
    HistoryStore.open(path).close()
    recovered = _all_rows(path)

    store = HistoryStore.open(path)
    try:
        assert store.recovered == RecoveryReport(0, 0)
    finally:
        store.close()
    assert _all_rows(path) == recovered


@pytest.mark.parametrize("existing", [(), (0,), (1,), (2,), (0, 2), (1, 2), (0, 1, 2)])
def test_recovered_results_follow_the_calls_order(tmp_path: Path, existing: tuple[int, ...]) -> None:
    path = tmp_path / "history.sqlite3"
    _build_crash(path, existing_results=existing)

    store = HistoryStore.open(path)
    try:
        assert store.recovered is not None
        assert store.recovered.results_added == 1 + (3 - len(existing))
        b = store.call(lambda repo: repo.load_messages("ses_b"))
    finally:
        store.close()

    parts: list[Part] = b[2].parts
    assert [p.call_id for p in parts if isinstance(p, ToolResultPart)] == ["call_1", "call_2", "call_3"]
    for idx, part in enumerate(parts):
        assert isinstance(part, ToolResultPart)
        if idx in existing:
            assert part.content == f"output of {part.call_id}" and not part.is_error
        else:
            assert part.is_error and "not executed" in part.content.lower()
    _check_openai(b)
    _check_anthropic(b)


def test_a_crash_before_the_first_delta_leaves_a_valid_history(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    with _repo(path) as repo:
        _session(repo, "ses", "Nothing streamed")
        _user(repo, "ses", "u1", "Hi")
        _start(repo, "ses", "a1")

    store = HistoryStore.open(path)
    try:
        assert store.recovered == RecoveryReport(1, 0)
        history = store.call(lambda repo: repo.load_messages("ses"))
    finally:
        store.close()
    assert [(m.role, m.status) for m in history] == [("user", "complete"), ("assistant", "interrupted")]
    _check_openai(history)
    _check_anthropic(history)


def test_a_call_that_ran_is_never_reported_as_not_executed(tmp_path: Path) -> None:
    """The call finished (its state was saved), its result was not: recovery must not claim it never ran."""
    db = tmp_path / "history.sqlite3"
    with _repo(db) as repo:
        _session(repo, "s1", "ran")
        _user(repo, "s1", "u1", "delete the temp files")
        _start(repo, "s1", "a1")
        repo.end_part("a1", 0, ToolCallPart("c1", "run_command", '{"cmd": "rm tmp/*"}'))
        repo.set_call_state("a1", 0, ToolCallState.COMPLETED)
        _finish(repo, "a1", "complete", FinishReason.TOOL_CALLS)

    store = HistoryStore.open(db)
    try:
        messages = store.call(lambda r: r.load_messages("s1"))
    finally:
        store.close()
    call = messages[1].parts[0]
    result = messages[2].parts[0]
    assert isinstance(call, ToolCallPart) and call.state is ToolCallState.COMPLETED
    assert isinstance(result, ToolResultPart)
    assert "ran" in result.content and "Not executed" not in result.content
    assert result.is_error
