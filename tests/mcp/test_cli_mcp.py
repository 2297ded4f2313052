"""End to end: `desktop-agent chat --mcp-config FILE`; the model calls the real time server's tool."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.e2e.test_cli_chat import (
    Cli,
    assert_no_traceback,
    cli,  # noqa: F401 - the fixture
    describe,
    json_lines,
    provider_args,
    text_step,
    tool_results,
    tool_states,
    tool_step,
)
from tests.helpers.fake_llm_server import ScriptedLLMServer
from tests.mcp.conftest import write_config

pytestmark = pytest.mark.slow


def test_the_model_calls_an_mcp_tool_and_sees_its_result(
    cli: Cli,  # noqa: F811 - the fixture
    llm_server: ScriptedLLMServer,
    servers: dict[str, Any],
    tmp_path: Path,
) -> None:
    config = write_config(
        tmp_path / "servers.json", {"time": servers["time"], "gone": {"command": "no-such-cmd"}}
    )
    llm_server.script(
        tool_step("openai", [("call_1", "time__get_current_time", '{"timezone": "UTC"}')], usage=(10, 3)),
        text_step("openai", "It is a Saturday or so."),
    )

    result = cli.chat(
        *provider_args(llm_server, "openai"), "--json", "--mcp-config", str(config), "What time?"
    )

    assert result.returncode == 0, describe(result)
    events = json_lines(result.stdout)
    assert tool_states(events)["call_1"][-1] == ("time__get_current_time", "completed")
    first, second = llm_server.requests
    assert first.body is not None
    offered = {t["function"]["name"]: t["function"] for t in first.body["tools"]}
    assert offered["time__get_current_time"]["description"] == "Get current time in a specific timezone"
    assert offered["time__get_current_time"]["parameters"]["required"] == ["timezone"]
    assert "read_file" in offered, "the built-in tools are still there"
    answer = json.loads(tool_results(second)["call_1"])
    assert answer["timezone"] == "UTC" and "datetime" in answer
    assert_no_traceback(result)


def test_a_missing_or_broken_mcp_file_is_a_clear_usage_error(cli: Cli, tmp_path: Path) -> None:  # noqa: F811
    missing = cli.chat("--mcp-config", str(tmp_path / "nope.json"), "hi")
    assert missing.returncode == 2
    assert f"The MCP server file {tmp_path / 'nope.json'} does not exist." in missing.stderr

    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    result = cli.chat("--mcp-config", str(broken), "hi")
    assert result.returncode == 1
    assert f"The MCP server file {broken} is not valid JSON" in result.stderr
    assert_no_traceback(result)
