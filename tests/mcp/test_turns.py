"""MCP tools in real turns (real providers and SDKs against the scripted model server)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from desktop_agent.domain.events import ApprovalRequested
from desktop_agent.domain.messages import ToolCallState
from desktop_agent.tools.mcp.manager import McpManager
from tests.e2e.test_cli_chat import tool_results
from tests.helpers.agent_harness import run_turn_async
from tests.helpers.fake_llm_server import ScriptedLLMServer, anthropic_text, anthropic_tool_use
from tests.mcp.conftest import run, write_config
from tests.mcp.test_misbehaving_servers import until


def test_a_tool_with_side_effects_asks_naming_its_server_then_runs(
    tmp_path: Path, servers: dict[str, Any], llm_server: ScriptedLLMServer
) -> None:
    llm_server.script(
        anthropic_tool_use([("toolu_1", "test__chatty", '{"text": "hi from the model"}')]),
        anthropic_text("Done."),
    )

    async def scenario() -> None:
        manager = McpManager(write_config(tmp_path / "mcp.json", {"test": servers["test"]}))
        try:
            await manager.start()
            result = await run_turn_async(
                llm_server, "anthropic", "Say hi", tmp_path, extra_tools=manager.tools()
            )
            await until(lambda: "chatty says: hi from the model" in manager.log_lines("test"))
        finally:
            await manager.aclose()
        (asked,) = result.of(ApprovalRequested)
        assert (asked.name, asked.source, asked.arguments) == (
            "test__chatty",
            "test",
            {"text": "hi from the model"},
        )
        assert result.tool_states("toolu_1")[-1] is ToolCallState.COMPLETED
        assert tool_results(llm_server.requests[1])["toolu_1"] == "said it"

    run(scenario())
