"""Skills an MCP server serves (SEP-2640), with a real server on stdio (tests/mcp/servers/skills_server.py)
and the real agent loop driven by a scripted model: listed when the server connects with nothing read,
offered to the model by name and description, read only when used and only as listed. A skill whose file
differs from its listing never reaches the model."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest

from desktop_agent.domain.messages import ToolCallState
from desktop_agent.tools.mcp.manager import McpManager
from desktop_agent.tools.mcp.served_skills import read_entry
from desktop_agent.tools.mcp.skill_shelf import SkillShelf
from desktop_agent.tools.mcp.status import ServerState
from tests.helpers.agent_harness import TurnResult, run_turn_async
from tests.helpers.app_core import test_paths as app_test_paths
from tests.helpers.scripted_model import ScriptedProvider, call_tools, say
from tests.mcp.conftest import MARKER_VAR, REPO, write_config
from tests.mcp.servers.skills_server import TAMPERED

NOTES = "skills__release-notes"


def skills_server(marker: str, reads: Path, tamper: str = "") -> dict[str, Any]:
    return {
        "command": sys.executable,
        "args": ["-m", "tests.mcp.servers.skills_server"],
        "cwd": str(REPO),
        "env": {MARKER_VAR: marker, "SKILLS_READS": str(reads), "SKILLS_TAMPER": tamper},
    }


def read(reads: Path) -> list[str]:
    return reads.read_text(encoding="utf-8").splitlines() if reads.exists() else []


@asynccontextmanager
async def connected(tmp_path: Path, marker: str, tamper: str = "") -> AsyncIterator[McpManager]:
    config = {"skills": skills_server(marker, tmp_path / "reads.txt", tamper)}
    manager = McpManager(write_config(tmp_path / "mcp.json", config))
    try:
        await manager.start()
        assert manager.status("skills").state is ServerState.UP, manager.status("skills").error
        yield manager
    finally:
        await manager.aclose()


def turn(
    tmp_path: Path, marker: str, script: Callable[[ScriptedProvider], None], tamper: str = ""
) -> tuple[TurnResult, ScriptedProvider, list[str]]:
    """A turn whose model is scripted, with the server's skills and read_resource offered."""
    model = ScriptedProvider()
    script(model)

    async def scenario() -> TurnResult:
        async with connected(tmp_path, marker, tamper) as manager:
            shelf = SkillShelf(manager.served)
            assert read(tmp_path / "reads.txt") == [], "connecting read no skill file"
            return await run_turn_async(
                model, "openai", "write the release notes", tmp_path / "work",
                skills=shelf.skills(), load_skill=shelf.load, extra_tools=manager.resource_tools(),
            )  # fmt: skip

    (tmp_path / "work").mkdir()
    result = asyncio.run(scenario())
    return result, model, read(tmp_path / "reads.txt")


def read_args(uri: str) -> str:
    return json.dumps({"server": "skills", "uri": uri})


def said_to_model(model: ScriptedProvider, index: int) -> str:
    return repr([m.parts for m in model.requests[index].messages])


def test_a_served_skill_is_offered_then_read_only_when_the_model_uses_it(tmp_path: Path, marker: str) -> None:
    def script(model: ScriptedProvider) -> None:
        model.script(
            call_tools([("c1", "use_skill", json.dumps({"name": NOTES}))]),
            call_tools([("c2", "read_resource", read_args("skill://release-notes/references/STYLE.md"))]),
            say("Here are the notes."),
        )

    result, model, reads = turn(tmp_path, marker, script)
    first = model.requests[0]
    assert f"- {NOTES}: Write release notes from the changelog (from the MCP server 'skills')" in first.system
    assert "Group the changes by feature" not in first.system, "only the name and description up front"
    assert result.tool_states("c1")[-1] is ToolCallState.COMPLETED
    assert "Group the changes by feature" in said_to_model(model, 1)
    assert result.tool_states("c2")[-1] is ToolCallState.COMPLETED, said_to_model(model, 2)
    assert "No exclamation marks." in said_to_model(model, 2)
    assert reads == ["skill://release-notes/SKILL.md", "skill://release-notes/references/STYLE.md"]


def test_a_skill_whose_file_differs_from_its_listing_never_reaches_the_model(
    tmp_path: Path, marker: str
) -> None:
    def script(model: ScriptedProvider) -> None:
        model.script(call_tools([("c1", "use_skill", json.dumps({"name": NOTES}))]), say("I could not."))

    result, model, reads = turn(tmp_path, marker, script, tamper="release-notes")
    assert result.tool_states("c1")[-1] is ToolCallState.ERROR
    answer = said_to_model(model, 1)
    assert "was not used" in answer and "Nothing of it was given to the model" in answer
    assert "SSH keys" not in answer and TAMPERED.strip() not in answer
    assert reads == ["skill://release-notes/SKILL.md"], "its other files were never read"


def test_only_files_a_skill_lists_are_read_as_its_files(tmp_path: Path, marker: str) -> None:
    """A model asking for a skill:// address no skill lists is not given it as a skill's file."""

    def script(model: ScriptedProvider) -> None:
        model.script(
            call_tools([("c1", "read_resource", read_args("skill://release-notes/../../etc/passwd"))]),
            say("No."),
        )

    result, model, reads = turn(tmp_path, marker, script)
    assert result.tool_states("c1")[-1] is ToolCallState.ERROR
    assert "did not list the resource" in said_to_model(model, 1)
    assert reads == []


def test_the_terminal_lists_and_reads_a_servers_skills(tmp_path: Path, marker: str) -> None:
    data = tmp_path / "data"
    data.mkdir()
    servers = {"skills": skills_server(marker, tmp_path / "reads.txt", tamper="triage")}
    write_config(data / "mcp.json", servers)

    def cli(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "desktop_agent", "mcp", *args, "--data-dir", str(data)],
            capture_output=True, text=True, cwd=REPO, timeout=60, check=False,
        )  # fmt: skip

    listed = cli("skills", "skills", "--json")
    assert listed.returncode == 0, listed.stderr
    rows = {row["skill"]: row for row in json.loads(listed.stdout)["skills"]}
    assert rows["release-notes"]["name"] == NOTES
    assert read(tmp_path / "reads.txt") == []
    shown = cli("skill", "skills", "release-notes")
    assert shown.returncode == 0 and "Group the changes by feature" in shown.stdout
    refused = cli("skill", "skills", "triage")
    assert refused.returncode != 0
    assert "was not used" in refused.stderr and "SSH keys" not in refused.stdout + refused.stderr


def test_a_listing_that_reaches_outside_its_skill_or_lies_about_itself_is_left_out() -> None:
    digest = "sha256:" + "0" * 64
    good = {
        "uri": "skill://notes/SKILL.md",
        "frontmatter": {"name": "notes", "description": "Notes"},
        "resources": [{"uri": "skill://notes/SKILL.md", "digest": digest, "size": 10}],
    }
    assert read_entry("s", good).files["skill://notes/SKILL.md"].size == 10
    bad_files = [
        {"uri": "skill://notes/../other/SKILL.md", "digest": digest, "size": 1},  # out of its folder
        {"uri": "skill://elsewhere/x.md", "digest": digest, "size": 1},
        {"uri": "file:///etc/passwd", "digest": digest, "size": 1},
        {"uri": "skill://notes/a.md", "digest": "md5:abc", "size": 1},
        {"uri": "skill://notes/a.md", "digest": digest, "size": -1},
        {"uri": "skill://notes/a.md", "digest": digest, "size": True},
    ]
    for extra in bad_files:
        entry = {**good, "resources": [*good["resources"], extra]}
        with pytest.raises(ValueError):
            read_entry("s", entry)
    for wrong in (
        {**good, "uri": "https://evil.example/SKILL.md"},
        {**good, "frontmatter": {"name": "other", "description": "Notes"}},  # not its folder's name
        {**good, "frontmatter": {"name": "Notes!", "description": "Notes"}},
        {**good, "frontmatter": {"name": "notes"}},
        {**good, "resources": []},  # its SKILL.md unlisted
    ):
        with pytest.raises(ValueError):
            read_entry("s", wrong)


def test_at_name_in_a_message_names_a_served_skill_read_when_sent(tmp_path: Path, marker: str) -> None:
    """`@skills__release-notes …` (what the @ menu inserts) makes the served skill answer: read then."""
    from desktop_agent.config.settings import Settings
    from desktop_agent.core.skills import SkillsService

    async def scenario() -> None:
        async with connected(tmp_path, marker) as manager:
            shelf = SkillShelf(manager.served)

            async def save(settings: Settings) -> None:
                pass

            service = SkillsService(
                app_test_paths(tmp_path), Settings, save, served=shelf.skills, load_served=shelf.load
            )
            mention = service.mention(f"@{NOTES} for 2.1", tmp_path, profiles=[])
            assert mention.skill is not None and mention.text == "for 2.1"
            assert read(tmp_path / "reads.txt") == []
            loaded = await service.load(mention.skill)
            assert "Group the changes by feature" in loaded.instructions and loaded.model is None
            assert read(tmp_path / "reads.txt") == ["skill://release-notes/SKILL.md"]

    asyncio.run(scenario())
