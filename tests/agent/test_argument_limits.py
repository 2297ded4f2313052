"""Hostile tool arguments through the real loop and SDKs: refused with a clear error, never fatal.

Arguments nested thousands of levels deep used to raise RecursionError in every later request (the
history is sent back each time), so the session was broken for good. Now they are refused unread, the
next turn works on both wires, export works, and a step with hundreds of calls runs only the first 32.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

import pytest

from desktop_agent.agent.loop import MAX_CALLS_PER_STEP
from desktop_agent.domain.arguments import MAX_ARGUMENTS_CHARS, nesting_depth
from desktop_agent.domain.events import ToolStateChanged
from desktop_agent.domain.messages import ToolCallState
from desktop_agent.storage.export import export_json
from desktop_agent.storage.export_markdown import export_markdown
from desktop_agent.storage.store import HistoryStore
from tests.helpers.agent_harness import Wire, run_turn
from tests.helpers.fake_llm_server import ScriptedLLMServer
from tests.providers.test_turns import WIRES, text_reply, tools_reply

DEEP = '{"path": ' + "[" * 50_000 + "]" * 50_000 + "}"
HUGE = json.dumps({"path": "x" * (MAX_ARGUMENTS_CHARS + 10)})
READ = '{"path": "notes.txt"}'


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "notes.txt").write_text("NOTES\n")
    return ws


def _final_results(events: Sequence[object]) -> dict[str, ToolStateChanged]:
    return {e.call_id: e for e in events if isinstance(e, ToolStateChanged) and e.state.is_final}


@pytest.mark.parametrize("wire", WIRES)
def test_deep_and_huge_arguments_are_refused_and_the_session_goes_on(
    wire: Wire, llm_server: ScriptedLLMServer, workspace: Path, tmp_path: Path
) -> None:
    history = HistoryStore.open(tmp_path / "history.sqlite3")
    try:
        llm_server.script(
            tools_reply(wire, [("deep", "read_file", DEEP), ("huge", "read_file", HUGE)], piece=2_000_000),
            text_reply(wire, "I will send flatter arguments."),
            tools_reply(wire, [("ok", "read_file", READ)]),
            text_reply(wire, "Read it."),
        )
        first = run_turn(llm_server, wire, "go", workspace, history=history)
        assert first.finished.steps == 2
        results = _final_results(first.events)
        deep, huge = results["deep"].result, results["huge"].result
        assert deep is not None and huge is not None
        assert results["deep"].state is ToolCallState.ERROR
        assert "more than 64 levels deep" in deep.content
        assert f"at most {MAX_ARGUMENTS_CHARS:,} are accepted" in huge.content

        second = run_turn(llm_server, wire, "again", workspace, history=history, session=first.session)
        assert second.finished.steps == 2
        assert second.tool_states("ok")[-1] is ToolCallState.COMPLETED
        assert second.text == "Read it."
        # What went back to the model: the refused calls' arguments are replaced, not resent.
        last = json.dumps(llm_server.requests[-1].body)
        assert "[[[[" not in last and "x" * 1000 not in last

        session_id = first.session.id
        exported = history.call(lambda r: export_json(r, session_id))
        markdown = history.call(lambda r: export_markdown(r, session_id))
        assert json.dumps(exported)
        assert "more than 64 levels deep" in markdown
    finally:
        history.close()


def test_at_most_32_calls_run_in_one_step(llm_server: ScriptedLLMServer, workspace: Path) -> None:
    for n in range(MAX_CALLS_PER_STEP + 8):
        (workspace / f"f{n}.txt").write_text(f"file {n}\n")
    calls = [(f"c{n}", "read_file", f'{{"path": "f{n}.txt"}}') for n in range(MAX_CALLS_PER_STEP + 8)]
    llm_server.script(tools_reply("openai", calls, piece=10_000), text_reply("openai", "done"))
    result = run_turn(llm_server, "openai", "go", workspace)
    states = {cid: result.tool_states(cid)[-1] for cid, _, _ in calls}
    ran = [cid for cid, state in states.items() if state is ToolCallState.COMPLETED]
    assert ran == [f"c{n}" for n in range(MAX_CALLS_PER_STEP)]
    refused = _final_results(result.events)[f"c{MAX_CALLS_PER_STEP}"].result
    assert refused is not None and refused.is_error
    assert "too many tool calls in one step" in refused.content
    assert result.finished.steps == 2


def test_the_depth_scan_ignores_brackets_in_strings_and_does_not_recurse() -> None:
    assert nesting_depth('{"a": "[[[[[[", "b": [1, {"c": "]]]"}]}') == 3
    assert nesting_depth("[" * 1_000_000) == 1_000_000
