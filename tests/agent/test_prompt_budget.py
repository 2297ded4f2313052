"""A prompt that fits a small context window: the compact instructions and tool descriptions when the
server says its window is small, and nothing sent (with the choices, in words) when it cannot fit."""

from __future__ import annotations

from pathlib import Path

from desktop_agent.agent.profiles import BUILT_IN_PROFILES
from desktop_agent.agent.prompt_budget import compact_spec, estimate_tokens
from desktop_agent.agent.system_prompt import BASE
from desktop_agent.domain.errors import ErrorKind
from desktop_agent.domain.tools import ToolSpec
from tests.helpers.agent_harness import run_turn
from tests.helpers.scripted_model import ScriptedProvider, say


def full_and_compact(tmp_path: Path, window: int | None) -> tuple[str, list[ToolSpec]]:
    model = ScriptedProvider()
    model.window = window
    model.script(say("Hello."))
    run_turn(model, "openai", "Read notes.txt", tmp_path)
    [request] = model.requests
    return request.system, list(request.tools)


def test_a_small_window_gets_the_compact_instructions_and_tools(tmp_path: Path) -> None:
    full_system, full_tools = full_and_compact(tmp_path, None)
    system, tools = full_and_compact(tmp_path, 4096)
    assert system.startswith(BASE) and "read before changing" in system
    assert "Read before you change anything" not in system
    assert [t.name for t in tools] == [t.name for t in full_tools], "the same tools, fewer words"
    for small, full in zip(tools, full_tools, strict=True):
        assert full.description.startswith(small.description.rstrip("…")) or small.description.endswith("…")
        assert small.parameters.get("required") == full.parameters.get("required")
        assert set(small.parameters.get("properties", {})) == set(full.parameters.get("properties", {}))
    before = estimate_tokens(full_system, full_tools, [])
    after = estimate_tokens(system, tools, [])
    assert after < before * 0.6, f"{before} → {after} tokens"


def test_a_large_or_unknown_window_gets_the_full_prompt(tmp_path: Path) -> None:
    system, tools = full_and_compact(tmp_path, 32_768)
    assert system == BASE + "\n\n" + BUILT_IN_PROFILES["build"].system_for(str(tmp_path))
    assert tools == full_and_compact(tmp_path, None)[1]


def test_an_argument_called_description_keeps_its_place() -> None:
    spec = ToolSpec(
        "create_issue",
        "Create an issue. It appears in the tracker at once.",
        {
            "type": "object",
            "properties": {
                "title": {"type": "string", "description": "A short summary."},
                "description": {"type": "string", "description": "The whole story."},
            },
            "required": ["title", "description"],
        },
    )
    small = compact_spec(spec)
    assert small.description == "Create an issue."
    assert small.parameters == {
        "type": "object",
        "properties": {"title": {"type": "string"}, "description": {"type": "string"}},
        "required": ["title", "description"],
    }


def test_a_prompt_that_cannot_fit_is_not_sent_and_says_the_choices(tmp_path: Path) -> None:
    model = ScriptedProvider()
    model.window = 100  # the build agent's compact prompt alone is more
    result = run_turn(model, "openai", "Read notes.txt", tmp_path)
    error = result.failed.error
    assert error.kind is ErrorKind.CONTEXT_TOO_LONG
    assert "takes 100" in error.message and "Nothing was sent." in error.message
    assert "chat profile" in error.action and "--ctx-size" in error.action
    assert model.requests == []
    assert [m.role for m in result.session.messages] == ["user"], "the person's message stays"
