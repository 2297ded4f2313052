"""MCP resources over real connections (the SDK's own server on stdio, both protocol eras): listed page by
page, listed again when the server says they changed, read (text and binary), mentioned in a message,
followed when subscribed, and read by the model with `read_resource` inside a real turn."""

from __future__ import annotations

import json
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from desktop_agent.core.mcp_resources import McpResources
from desktop_agent.domain.events import ApprovalRequested
from desktop_agent.domain.messages import ToolCallState
from desktop_agent.tools.mcp.manager import McpManager
from tests.e2e.test_cli_chat import tool_results
from tests.helpers.agent_harness import run_turn_async
from tests.helpers.fake_llm_server import ScriptedLLMServer, anthropic_text, anthropic_tool_use
from tests.mcp.conftest import MARKER_VAR, REPO, run, write_config
from tests.mcp.test_misbehaving_servers import until

ERAS = ["2025", "2026"]


def library(marker: str, *extra: str) -> dict[str, Any]:
    return {
        "command": sys.executable,
        "args": ["-m", "tests.mcp.servers.library_server", *extra],
        "cwd": str(REPO),
        "env": {MARKER_VAR: marker},
    }


def with_library(
    tmp_path: Path, marker: str, body: Callable[[McpManager, McpResources], Awaitable[None]], *extra: str
) -> None:
    async def scenario() -> None:
        manager = McpManager(write_config(tmp_path / "mcp.json", {"lib": library(marker, *extra)}))
        try:
            await manager.start()
            assert manager.status("lib").state.value == "up", manager.status("lib").error
            await body(manager, McpResources(manager))
        finally:
            await manager.aclose()

    run(scenario())


@pytest.mark.parametrize("era", ERAS)
def test_resources_are_listed_page_by_page_with_templates_and_read(
    tmp_path: Path, marker: str, era: str
) -> None:
    async def body(manager: McpManager, resources: McpResources) -> None:
        assert resources.resource_servers() == ["lib"]
        [offer] = await resources.offers()
        # Two to a page on the server: all three come only when every page is asked for.
        assert [(r.uri, r.label) for r in offer.resources] == [
            ("notes://readme", "Read me"),
            ("notes://todo", "todo"),
            ("notes://logo.png", "logo"),
        ]
        assert [(t.uri_template, t.description) for t in offer.templates] == [
            ("notes://day/{date}", "The notes of one day")
        ]
        text = await resources.read("lib", "notes://readme")
        assert text.text == "The library opens at nine."
        picture = await resources.read("lib", "notes://logo.png")
        assert picture.text is None and picture.words == "[binary resource: image/png, 208 bytes]"
        day = await resources.read("lib", "notes://day/2026-03-14")
        assert day.words == "Notes of 2026-03-14: nothing special."

    with_library(tmp_path, marker, body, "--era", era)


@pytest.mark.parametrize("era", ERAS)
def test_a_changed_list_is_listed_again_and_listeners_hear_it(tmp_path: Path, marker: str, era: str) -> None:
    async def body(manager: McpManager, resources: McpResources) -> None:
        await resources.resources("lib")
        heard: list[str] = []
        resources.subscribe(heard.append)
        await manager.call("lib", "add_note", {"name": "shelf", "text": "Shelf 4 is full."})
        await until(lambda: resources.known("lib") is None)  # what was kept is stale now
        assert "lib" in heard
        assert "notes://shelf" in [r.uri for r in await resources.resources("lib")]
        assert (await resources.read("lib", "notes://shelf")).text == "Shelf 4 is full."

    with_library(tmp_path, marker, body, "--era", era)


@pytest.mark.parametrize("era", ERAS)
def test_a_mentioned_resource_goes_with_the_message_and_its_copy_follows_updates(
    tmp_path: Path, marker: str, era: str
) -> None:
    async def body(manager: McpManager, resources: McpResources) -> None:
        text = await resources.expand("What is left on @lib:notes://todo? And @lib:notes://logo.png.")
        assert text == (
            "What is left on @lib:notes://todo? And @lib:notes://logo.png.\n\n"
            '<resource server="lib" uri="notes://todo">\n1. water the plants\n</resource>\n\n'
            '<resource server="lib" uri="notes://logo.png">\n'
            "[binary resource: image/png, 208 bytes]\n</resource>"
        )
        await manager.call("lib", "touch", {"text": "2. feed the cat"})
        await until(
            lambda: (c := resources.cached("lib", "notes://todo")) is not None and c.text == "2. feed the cat"
        )
        if era == "2025":  # the handshake era subscribes with resources/subscribe
            said = await manager.call("lib", "subscriptions", {})
            assert json.loads(said.content) == ["notes://todo", "notes://logo.png"]

    with_library(tmp_path, marker, body, "--era", era)


def test_text_without_mentions_of_connected_servers_is_left_alone(tmp_path: Path, marker: str) -> None:
    async def body(manager: McpManager, resources: McpResources) -> None:
        for text in ("mail ada@lib:x.org", "@other:notes://readme", "no mention at all"):
            assert await resources.expand(text) == text
        assert [(m.server, m.uri) for m in resources.mentions("see @lib:notes://readme.")] == [
            ("lib", "notes://readme")
        ]

    with_library(tmp_path, marker, body)


def test_the_model_reads_a_linked_resource_with_read_resource_in_a_turn(
    tmp_path: Path, marker: str, llm_server: ScriptedLLMServer
) -> None:
    llm_server.script(
        anthropic_tool_use([("toolu_1", "lib__link", "{}")]),
        anthropic_tool_use([("toolu_2", "read_resource", '{"server": "lib", "uri": "notes://readme"}')]),
        anthropic_tool_use([("toolu_3", "read_resource", '{"server": "lib", "uri": "notes://secret"}')]),
        anthropic_text("It opens at nine."),
    )

    async def body(manager: McpManager, resources: McpResources) -> None:
        result = await run_turn_async(
            llm_server,
            "anthropic",
            "When does it open?",
            tmp_path,
            extra_tools=[*manager.tools(), *manager.resource_tools()],
        )
        asked = [e.name for e in result.of(ApprovalRequested)]
        assert asked == ["lib__link"]  # a read asks nothing, as reads do
        assert result.tool_states("toolu_2")[-1] is ToolCallState.COMPLETED
        linked = tool_results(llm_server.requests[1])["toolu_1"]
        assert '[resource: server="lib" uri="notes://readme" (readme)]' in linked
        assert tool_results(llm_server.requests[2])["toolu_2"] == "The library opens at nine."
        refused = tool_results(llm_server.requests[3])["toolu_3"]
        assert "did not list the resource 'notes://secret'" in refused
        assert result.tool_states("toolu_3")[-1] is ToolCallState.ERROR

    with_library(tmp_path, marker, body)


def test_read_resource_is_offered_only_while_a_server_with_resources_is_up(
    tmp_path: Path, marker: str
) -> None:
    async def body(manager: McpManager, resources: McpResources) -> None:
        assert [t.spec.name for t in manager.resource_tools()] == ["read_resource"]
        spec = manager.resource_tools()[0].spec
        assert spec.side_effects is False and spec.source == "built-in"
        await manager.stop("lib")
        assert manager.resource_tools() == [] and resources.resource_servers() == []

    with_library(tmp_path, marker, body)
