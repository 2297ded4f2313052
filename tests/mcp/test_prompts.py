"""MCP prompts over real connections: listed with their arguments, listed again when the server says they
changed, completed as typed, and turned into the message to send (the prompt named on its first line)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from desktop_agent.core.mcp_resources import McpResources
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.tools.mcp.manager import McpManager
from tests.mcp.test_resources import ERAS, with_library


@pytest.mark.parametrize("era", ERAS)
def test_prompts_are_listed_with_arguments_and_again_when_they_change(
    tmp_path: Path, marker: str, era: str
) -> None:
    async def body(manager: McpManager, resources: McpResources) -> None:
        prompts = {p.name: p for p in await resources.prompts()}
        assert list(prompts) == ["review", "greet", "poster"]
        review = prompts["review"]
        assert review.description == "Review a piece of code"
        assert [(a.name, a.required) for a in review.arguments] == [("code", True), ("language", False)]
        await manager.call("lib", "add_prompt", {})
        for _ in range(250):  # the notification arrives on its own, soon after the call's answer
            names = [p.name for p in await resources.prompts()]
            if "farewell" in names:
                break
            await asyncio.sleep(0.02)
        assert names == ["review", "greet", "poster", "farewell"]

    with_library(tmp_path, marker, body, "--era", era)


def test_a_prompt_becomes_the_message_with_its_arguments(tmp_path: Path, marker: str) -> None:
    async def body(manager: McpManager, resources: McpResources) -> None:
        text = await resources.message_from_prompt(
            "lib", "review", {"code": "x = 1 / 0", "language": "python"}
        )
        assert text == (
            "[prompt /lib:review]\n\nReview this python code and say what could break:\n\nx = 1 / 0"
        )
        poster = await resources.message_from_prompt("lib", "poster", {"topic": "owls"})
        assert poster == (
            "[prompt /lib:poster]\n\nDescribe this poster about owls.\n\n[image: image/png, 8 bytes]\n\n"
            "[assistant] I see the poster."
        )
        with pytest.raises(UserFacingError, match=r"The prompt /lib:review needs code\."):
            await resources.message_from_prompt("lib", "review", {"language": "rust"})
        with pytest.raises(UserFacingError) as unknown:
            await resources.message_from_prompt("lib", "nonesuch", {})
        assert "There is no prompt 'nonesuch'" in unknown.value.message
        assert unknown.value.action == "Prompts there are: lib:review, lib:greet, lib:poster."

    with_library(tmp_path, marker, body)


def test_arguments_are_completed_by_the_server_as_typed(tmp_path: Path, marker: str) -> None:
    async def body(manager: McpManager, resources: McpResources) -> None:
        assert await resources.complete("lib", "review", "language", "p", {}) == ["python", "perl", "php"]
        assert await resources.complete("lib", "review", "language", "ru", {}) == ["ruby", "rust"]
        assert await resources.complete("lib", "review", "code", "", {}) == []
        assert await resources.complete("nobody", "review", "language", "p", {}) == []

    with_library(tmp_path, marker, body)
