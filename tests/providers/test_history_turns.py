"""Turns recorded in the history: titles, what is stored as it streams, and saving problems shown."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop_agent.domain.errors import ErrorKind
from desktop_agent.domain.events import SaveProblem, StopReason
from desktop_agent.domain.messages import ReasoningPart, TextPart, ToolCallPart, ToolResultPart
from desktop_agent.storage.store import HistoryStore
from tests.helpers.agent_harness import fast_settings, run_turn
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text, openai_tool_calls


@pytest.fixture
def store(tmp_path: Path) -> Iterator[HistoryStore]:
    history = HistoryStore.open(tmp_path / "history.sqlite3")
    yield history
    history.close()


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "notes.txt").write_text("buy milk\n")
    return ws


def test_a_turn_is_stored_exactly_as_it_streamed(
    llm_server: ScriptedLLMServer, store: HistoryStore, workspace: Path
) -> None:
    llm_server.script(
        openai_tool_calls([("c1", "read_file", '{"path": "notes.txt"}')], text="Looking.", reasoning="Hmm."),
        openai_text("You need milk."),
    )
    result = run_turn(llm_server, "openai", "## What do I need?\nfrom the notes", workspace, history=store)
    assert result.finished.stop_reason is StopReason.END

    info = store.call(lambda r: r.get_session(result.session.id))
    assert info is not None and info.title == "What do I need?"
    stored = store.call(lambda r: r.load_messages(result.session.id))
    assert [(m.role, m.status) for m in stored] == [
        ("user", "complete"),
        ("assistant", "complete"),
        ("tool", "complete"),
        ("assistant", "complete"),
    ]
    assert [type(p) for p in stored[1].parts] == [ReasoningPart, TextPart, ToolCallPart]
    result_part = stored[2].parts[0]
    assert isinstance(result_part, ToolResultPart) and "buy milk" in result_part.content
    assert stored[3].text == "You need milk."
    assert stored[3].usage is not None and stored[3].usage.output_tokens == 5
    assert [m.parts for m in stored] == [m.parts for m in result.session.messages]
    chunks = store.call(lambda r: r.conn.execute("SELECT COUNT(*) FROM part_chunks").fetchone()[0])
    assert chunks == 0, "streamed chunks are folded into their part when it ends"


def test_the_model_can_name_the_session_when_asked(
    llm_server: ScriptedLLMServer, store: HistoryStore, workspace: Path
) -> None:
    llm_server.script(
        openai_text("Paris is the capital of France."), openai_text('"French capital question"')
    )
    result = run_turn(
        llm_server, "openai", "what is the capital of france", workspace,
        history=store, settings=fast_settings(model_titles=True),
    )  # fmt: skip
    store.flush_blocking()
    title_request = llm_server.requests[1].body
    assert title_request is not None
    assert "title" in title_request["messages"][0]["content"].lower()
    info = store.call(lambda r: r.get_session(result.session.id))
    assert info is not None and info.title == "French capital question"


def test_a_full_disk_is_shown_and_nothing_is_lost_once_there_is_room(
    llm_server: ScriptedLLMServer, store: HistoryStore, workspace: Path
) -> None:
    pages = store.call(lambda r: r.conn.execute("PRAGMA page_count").fetchone()[0])
    store.call(lambda r: r.conn.execute(f"PRAGMA max_page_count = {pages}"))
    llm_server.script(openai_text("An answer that cannot be saved yet. " * 200))
    result = run_turn(llm_server, "openai", "hello " * 3000, workspace, history=store)

    problems = result.of(SaveProblem)
    assert problems and problems[0].error is not None
    assert problems[0].error.kind is ErrorKind.DISK_FULL
    assert "full" in problems[0].error.message
    assert result.finished.stop_reason is StopReason.END, "the person still gets the answer"
    assert store.unsaved > 0

    store.call(lambda r: r.conn.execute("PRAGMA max_page_count = 1000000"))
    assert store.flush_blocking() is None
    stored = store.call(lambda r: r.load_messages(result.session.id))
    assert [m.text for m in stored] == [m.text for m in result.session.messages]
