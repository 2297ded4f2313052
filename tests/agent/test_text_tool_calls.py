"""Tool calls a model writes as text: recognised in the formats small models use, answered with a clear
note, and never run (the file they name stays untouched)."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop_agent.agent.text_tool_calls import wrote_tool_call
from desktop_agent.domain.events import StopReason, ToolStateChanged
from tests.helpers.agent_harness import run_turn
from tests.helpers.scripted_model import ScriptedProvider, say

TOOLS = ("read_file", "list_directory", "write_file")

WRITTEN_CALLS = [
    '<tool_call>\n{"name": "read_file", "arguments": {"path": "notes.txt"}}\n</tool_call>',
    '{"name": "read_file", "arguments": {"path": "notes.txt"}}',
    '{"name": "read_file", "parameters": {"path": "notes.txt"}}',
    '```json\n{"name": "read_file", "arguments": {"path": "notes.txt"}}\n```',
    'I will read it.\n```json\n{"name": "read_file", "arguments": {"path": "notes.txt"}}\n```',
    '[{"type": "function", "function": {"name": "read_file", "arguments": {"path": "notes.txt"}}}]',
    '[TOOL_CALLS] [{"name": "read_file", "arguments": {"path": "notes.txt"}}]',
    '<|python_tag|>read_file.call(path="notes.txt")',
    '<function=read_file>{"path": "notes.txt"}</function>',
]

ANSWERS = [
    "Your notes say: buy milk.",
    '{"name": "Ada", "age": 36}',  # JSON the person asked for
    '```json\n{"name": "compile", "arguments": ["-O2"]}\n```',  # not one of the tools
    "To call a tool, a model writes `read_file` with a path. Here is an example of what the model sends:\n"
    "```json\n"
    + '{"name": "read_file", "arguments": {"path": "a.txt"}}\n```\n'
    + "…and more explanation " * 20,
]


@pytest.mark.parametrize("text", WRITTEN_CALLS)
def test_written_tool_calls_are_recognised(text: str) -> None:
    assert wrote_tool_call(text, TOOLS)


@pytest.mark.parametrize("text", ANSWERS)
def test_answers_are_not_mistaken_for_tool_calls(text: str) -> None:
    assert not wrote_tool_call(text, TOOLS)


def test_nothing_is_recognised_when_no_tools_were_offered() -> None:
    assert not wrote_tool_call(WRITTEN_CALLS[0], ())


def test_a_written_call_is_never_run_and_the_turn_says_why(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("buy milk\n")
    model = ScriptedProvider()
    model.script(say('<tool_call>\n{"name": "list_directory", "arguments": {"path": "."}}\n</tool_call>'))
    result = run_turn(model, "openai", "What is in this folder?", tmp_path)
    assert result.finished.stop_reason is StopReason.TOOL_CALL_AS_TEXT
    assert "wrote a tool call as text" in result.finished.message
    assert "--jinja" in result.finished.message
    assert result.of(ToolStateChanged) == [], "no tool ran"
    assert len(model.requests) == 1, "the turn ends; nothing goes back to the model"
    assert "<tool_call>" in result.text, "what the model wrote stays visible"
