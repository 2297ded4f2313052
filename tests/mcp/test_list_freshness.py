"""A 2026-07-28 server's lists stay fresh as long as it says (``ttlMs``): the app asks again once that
time has run out, and not before (tests/mcp/servers/ttl_server.py answers each listing with one more item
and records each one). Older servers say when a list changes instead (tests/mcp/test_catalog*)."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path
from typing import Any

from desktop_agent.domain.events import RunFinished
from desktop_agent.domain.turns import Say
from desktop_agent.tools.mcp.manager import McpManager
from tests.helpers.agent_harness import fast_settings
from tests.helpers.app_core import scripted_core
from tests.helpers.app_core import test_paths as app_test_paths
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text
from tests.mcp.conftest import MARKER_VAR, REPO, write_config


def ttl_server(marker: str, listings: Path, ttl_ms: int) -> dict[str, Any]:
    return {
        "command": sys.executable,
        "args": ["-m", "tests.mcp.servers.ttl_server"],
        "cwd": str(REPO),
        "env": {MARKER_VAR: marker, "LISTINGS": str(listings), "TTL_MS": str(ttl_ms)},
    }


def listings(path: Path, method: str) -> int:
    return path.read_text(encoding="utf-8").splitlines().count(method) if path.exists() else 0


def test_tools_that_may_not_be_kept_are_listed_again_before_each_turn(
    llm_server: ScriptedLLMServer, tmp_path: Path, marker: str
) -> None:
    """ttlMs 0: each turn's model sees the tools as the server lists them at that turn."""
    record = tmp_path / "listings.txt"
    config = app_test_paths(tmp_path).mcp_config_file
    config.parent.mkdir(parents=True, exist_ok=True)
    write_config(config, {"live": ttl_server(marker, record, 0)})
    core = scripted_core(tmp_path, fast_settings(), openai_url=llm_server.openai_base_url)
    (tmp_path / "ws").mkdir()
    llm_server.script(openai_text("One."), openai_text("Two."))

    async def go() -> None:
        try:
            await core.mcp.start()
            session = core.turns.draft("build", core.default_model(), tmp_path / "ws")
            session = core.service.new_session(
                agent=session.agent, provider=session.provider, model=session.model,
                workspace=session.workspace,
            )  # fmt: skip
            for text in ("First.", "Second."):
                turn = await core.turns.start(session, Say(text))
                events = [event async for event in turn.run.events()]
                assert isinstance(events[-1], RunFinished), events[-1]
        finally:
            await core.aclose()

    asyncio.run(go())
    assert listings(record, "tools/list") == 3, "at connection, then before each of the two turns"
    offered = [
        sorted(
            t["function"]["name"]
            for t in (r.body or {}).get("tools", [])
            if "live__" in t["function"]["name"]
        )
        for r in llm_server.requests
    ]
    assert offered == [["live__tool_1", "live__tool_2"], ["live__tool_1", "live__tool_2", "live__tool_3"]]


def test_a_list_still_fresh_is_not_asked_for_again(tmp_path: Path, marker: str) -> None:
    record = tmp_path / "listings.txt"

    async def go() -> None:
        manager = McpManager(
            write_config(tmp_path / "mcp.json", {"kept": ttl_server(marker, record, 60_000)})
        )
        try:
            await manager.start()
            for _ in range(3):
                await manager.fresh_lists()
            [catalog] = manager.catalogs()
            assert len(await catalog.resources()) == len(await catalog.resources()) == 1
        finally:
            await manager.aclose()

    asyncio.run(go())
    assert listings(record, "tools/list") == 1 and listings(record, "resources/list") == 1


def test_resources_that_may_not_be_kept_are_listed_again_when_asked(tmp_path: Path, marker: str) -> None:
    record = tmp_path / "listings.txt"

    async def go() -> list[int]:
        manager = McpManager(write_config(tmp_path / "mcp.json", {"live": ttl_server(marker, record, 0)}))
        try:
            await manager.start()
            [catalog] = manager.catalogs()
            return [len(await catalog.resources()) for _ in range(3)]
        finally:
            await manager.aclose()

    assert asyncio.run(go()) == [1, 2, 3]
    assert listings(record, "resources/list") == 3
