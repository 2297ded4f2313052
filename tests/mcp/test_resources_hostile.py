"""A server whose resources are hostile: names with bidi and control characters, a resource far too long
for a message, and URIs it never listed. Each is shown, refused or kept out in words."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop_agent.core.mcp_resources import McpResources
from desktop_agent.domain.display import visible
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.tools.base import ToolContext
from desktop_agent.tools.mcp.manager import McpManager
from tests.mcp.servers.library_server import BIDI_NAME, CONTROL_NAME, HUGE_CHARS
from tests.mcp.test_resources import with_library


async def _no_answer(question: str, choices: object) -> str:
    return ""


def test_hidden_characters_in_names_are_listed_as_they_are_and_shown_by_name(
    tmp_path: Path, marker: str
) -> None:
    async def body(manager: McpManager, resources: McpResources) -> None:
        names = {r.name for r in await resources.resources("lib")}
        assert {BIDI_NAME, CONTROL_NAME} <= names  # kept exactly; front ends show them with visible()
        assert visible(BIDI_NAME) == "report⟨U+202E⟩gpj.exe"
        assert visible(CONTROL_NAME) == "bell⟨BEL⟩⟨ESC⟩[31mred"

    with_library(tmp_path, marker, body, "--hostile")


def test_a_huge_resource_is_refused_in_words_by_mention_and_by_the_tool(tmp_path: Path, marker: str) -> None:
    async def body(manager: McpManager, resources: McpResources) -> None:
        with pytest.raises(UserFacingError) as refused:
            await resources.expand("Summarise @lib:notes://huge")
        assert refused.value.message == (
            f"The resource notes://huge of lib is {HUGE_CHARS:,} characters long: more than the 200,000 a "
            "message can carry, so it was not sent."
        )
        [tool] = manager.resource_tools()
        ctx = ToolContext(tmp_path, "call-1", _no_answer)
        out = await tool.run(tool.validate({"server": "lib", "uri": "notes://huge"}), ctx)
        assert out.is_error and f"is {HUGE_CHARS:,} characters long" in out.content
        assert len(out.content) < 400

    with_library(tmp_path, marker, body, "--hostile")


def test_read_resource_refuses_uris_the_server_never_listed_and_unknown_servers(
    tmp_path: Path, marker: str
) -> None:
    async def body(manager: McpManager, resources: McpResources) -> None:
        [tool] = manager.resource_tools()
        ctx = ToolContext(tmp_path, "call-1", _no_answer)
        for uri in ("file:///etc/passwd", "notes://day", "notes://readme/../secret"):
            out = await tool.run(tool.validate({"server": "lib", "uri": uri}), ctx)
            assert out.is_error and "did not list the resource" in out.content, uri
        matches = await tool.run(tool.validate({"server": "lib", "uri": "notes://day/monday"}), ctx)
        assert not matches.is_error and matches.content == "Notes of monday: nothing special."
        other = await tool.run(tool.validate({"server": "elsewhere", "uri": "notes://readme"}), ctx)
        assert other.is_error and "No connected MCP server called 'elsewhere'" in other.content
        assert "servers with resources: 'lib'" in other.content

    with_library(tmp_path, marker, body, "--hostile")
