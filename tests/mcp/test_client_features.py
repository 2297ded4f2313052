"""The client side of a connection, against a real server (the SDK's own, on stdio and on HTTP): the
workspace as the roots, the server's log messages in its log, and progress for every tool call. Both a
2025-era server (the initialize handshake) and one on protocol 2026-07-28."""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from desktop_agent.tools.base import ToolContext
from desktop_agent.tools.mcp.manager import McpManager
from desktop_agent.tools.mcp.status import CallProgress, ServerState
from tests.mcp.conftest import MARKER_VAR, REPO, run, write_config
from tests.mcp.test_http import started_http_server

if TYPE_CHECKING:
    from desktop_agent.core.app_core import AppCore

ERAS = ["2025", "2026"]


def _entry(marker: str, *args: str) -> dict[str, Any]:
    return {
        "command": sys.executable,
        "args": ["-m", "tests.mcp.servers.features_server", *args],
        "cwd": str(REPO),
        "env": {MARKER_VAR: marker},
    }


async def _ask(question: str, choices: Any) -> str:
    return ""


async def _started(tmp_path: Path, entry: dict[str, Any], roots: tuple[Path, ...] = ()) -> McpManager:
    manager = McpManager(write_config(tmp_path / "mcp.json", {"features": entry}), roots=roots)
    await manager.start()
    status = manager.status("features")
    assert status.state is ServerState.UP, status.error
    return manager


async def _text(manager: McpManager, tool: str, call_id: str = "") -> str:
    output = await manager.call("features", tool, {}, call_id=call_id)
    assert not output.is_error, output.content
    return output.content


@pytest.fixture
def features_over_http(marker: str) -> Iterator[str]:
    with started_http_server(["-m", "tests.mcp.servers.features_server", "--http"], marker) as url:
        yield url


@pytest.mark.parametrize("era", ERAS)
def test_the_workspace_is_the_root_and_a_change_is_told(tmp_path: Path, marker: str, era: str) -> None:
    workspace, other = tmp_path / "work space", tmp_path / "other"
    workspace_uri, other_uri = workspace.as_uri(), other.as_uri()

    async def scenario() -> None:
        manager = await _started(tmp_path, _entry(marker, "--era", era), roots=(workspace,))
        try:
            declared = json.loads(await _text(manager, "capabilities"))
            assert declared["roots"] == {"listChanged": True}
            assert declared["elicitation"] == {"form": {}, "url": {}} and declared["sampling"] == {}

            (uri,) = json.loads(await _text(manager, "roots"))
            assert uri == workspace_uri and uri.endswith("/work%20space")

            await manager.set_roots([other])
            assert manager.roots == (other,)
            assert json.loads(await _text(manager, "roots")) == [other_uri]
            await manager.set_roots([other])  # the same roots again: nothing to tell
            # Protocol 2026-07-28 has no notifications from the client: such a server asks each time.
            assert await _text(manager, "roots_changes") == ("1" if era == "2025" else "0")
        finally:
            await manager.aclose()

    run(scenario())


def test_without_a_workspace_there_are_no_roots(tmp_path: Path, marker: str) -> None:
    async def scenario() -> None:
        manager = await _started(tmp_path, _entry(marker, "--era", "2025"))
        try:
            assert json.loads(await _text(manager, "roots")) == []
        finally:
            await manager.aclose()

    run(scenario())


@pytest.mark.parametrize("era", ERAS)
def test_log_messages_go_to_the_servers_log_with_their_levels(tmp_path: Path, marker: str, era: str) -> None:
    async def scenario() -> None:
        manager = await _started(tmp_path, _entry(marker, "--era", era))
        try:
            assert await _text(manager, "chatter") == "logged", "the model sees the answer, not the log"
            lines = [line for line in manager.log_lines("features") if line.startswith("[")]
            assert lines == [
                "[debug] features: a debug line",
                "[info] features: a info line",
                "[warning] features: a warning line",
                "[error] features: a error line",
            ]
        finally:
            await manager.aclose()

    run(scenario())


@pytest.mark.parametrize("era", ERAS)
def test_progress_arrives_with_the_token_the_call_sent(tmp_path: Path, marker: str, era: str) -> None:
    async def scenario() -> None:
        manager = await _started(tmp_path, _entry(marker, "--era", era))
        try:
            heard: list[CallProgress] = []
            watched: list[tuple[str, CallProgress, CallProgress | None]] = []
            manager.subscribe_progress(lambda cid, p: watched.append((cid, p, manager.progress(cid))))
            output = await manager.call("features", "steps", {}, call_id="call_7", on_progress=heard.append)
            assert not output.is_error, output.content
            token = output.content  # the token the server saw on the call
            assert token.startswith("desktop-agent-")
            assert [(p.token, p.progress, p.total, p.message) for p in heard] == [
                (token, 1.0, 3.0, "step 1 of 3"),
                (token, 2.0, 3.0, "step 2 of 3"),
                (token, 3.0, 3.0, "step 3 of 3"),
            ]
            assert watched == [("call_7", p, p) for p in heard], "the latest is kept while the call runs"
            assert manager.progress("call_7") is None, "and dropped when it ends"

            # Every call carries a token of its own, also through the tool the model is offered.
            tool = next(t for t in manager.tools() if t.spec.name == "features__steps")
            again = await tool.run({}, ToolContext(tmp_path, "call_8", _ask))
            assert again.content.startswith("desktop-agent-") and again.content != token
            assert [cid for cid, _, _ in watched[3:]] == ["call_8"] * 3
        finally:
            await manager.aclose()

    run(scenario())


def test_over_http_log_messages_and_progress_too(tmp_path: Path, features_over_http: str) -> None:
    workspace_uri = tmp_path.as_uri()

    async def scenario() -> None:
        manager = await _started(tmp_path, {"url": features_over_http}, roots=(tmp_path,))
        try:
            assert json.loads(await _text(manager, "roots")) == [workspace_uri]
            assert await _text(manager, "chatter") == "logged"
            assert "[warning] features: a warning line" in manager.log_lines("features")
            heard: list[CallProgress] = []
            output = await manager.call("features", "steps", {}, on_progress=heard.append)
            assert [p.progress for p in heard] == [1.0, 2.0, 3.0]
            assert {p.token for p in heard} == {output.content}
        finally:
            await manager.aclose()

    run(scenario())


def test_a_log_message_that_is_not_text_is_written_as_json_and_kept_short() -> None:
    from mcp.types import LoggingMessageNotificationParams

    from desktop_agent.tools.mcp.client_features import log_line

    structured = LoggingMessageNotificationParams(level="notice", data={"rows": 3, "table": "café"})
    assert log_line(structured) == '[notice] {"rows": 3, "table": "café"}'
    long = log_line(LoggingMessageNotificationParams(level="info", logger="db", data="x" * 5000))
    assert long.startswith("[info] db: xxx") and long.endswith("…") and len(long) < 2100


async def roots_once_they_are(core: AppCore, expected: list[str]) -> list[str]:
    """The roots the server sees, asked again until they are `expected` (at most 5 s)."""
    seen: list[str] = []
    for _ in range(100):
        seen = json.loads(await _text(core.mcp, "roots"))
        if seen == expected:
            break
        await asyncio.sleep(0.05)
    return seen


def test_a_turn_offers_its_workspace_as_the_root(tmp_path: Path, marker: str) -> None:
    """The core tells the servers the workspace of the turn starting, and a new one when it changes."""
    from desktop_agent.core.app_core import open_core
    from tests.helpers.app_core import test_paths

    first, second = tmp_path / "first", tmp_path / "second"
    first.mkdir()
    second.mkdir()
    config = write_config(tmp_path / "mcp.json", {"features": _entry(marker, "--era", "2025")})

    async def scenario() -> tuple[list[str], list[str]]:
        core = open_core(test_paths(tmp_path / "app"), mcp_config=config, logging_to_file=False)
        try:
            await core.mcp.start()
            core.offer_roots(first)  # as a turn in `first` begins
            seen_first = await roots_once_they_are(core, [first.as_uri()])
            core.offer_roots(second)
            return seen_first, await roots_once_they_are(core, [second.as_uri()])
        finally:
            await core.aclose()

    seen_first, seen_second = run(scenario())
    assert seen_first == [first.as_uri()] and seen_second == [second.as_uri()]


def test_a_turn_starting_tells_the_core_its_workspace(tmp_path: Path) -> None:
    """What offers the roots: each turn that starts (a preview of the prompt does not)."""
    from desktop_agent.agent.service import AgentService
    from tests.helpers.agent_harness import default_tools, fast_settings
    from tests.helpers.scripted_model import ScriptedProvider, say

    seen: list[Path] = []
    service = AgentService(
        settings=fast_settings(), tools_for_workspace=lambda ws: default_tools(ws), on_turn=seen.append
    )
    session = service.new_session(agent="build", provider="openai", model="m", workspace=tmp_path)
    service.prompt_preview(session, local=False, window=None)
    assert seen == [], "looking at the prompt changes nothing"
    model = ScriptedProvider()
    model.script(say("Hi."))

    async def turn() -> None:
        await service.start_turn(session, "Hello there", model).wait()

    run(turn())
    assert seen == [tmp_path]
