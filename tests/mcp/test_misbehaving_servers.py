"""Servers that crash, hang, speak garbage or change tools: clear errors, a responsive app, no orphans."""

from __future__ import annotations

import asyncio
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from desktop_agent.tools.base import ToolContext, ToolOutput
from desktop_agent.tools.mcp.config import load_config
from desktop_agent.tools.mcp.manager import McpManager
from desktop_agent.tools.mcp.status import ServerState
from tests.helpers.mcp_test_server import PNG_BYTES
from tests.mcp.conftest import MARKER_VAR, processes_with, run, write_config


async def _ask(question: str, choices: Any) -> str:
    return ""


async def call(manager: McpManager, name: str, arguments: dict[str, Any]) -> ToolOutput:
    tool = next(t for t in manager.tools() if t.spec.name == name)
    return await tool.run(tool.validate(arguments), ToolContext(Path.cwd(), "call_1", _ask))


async def until(condition: Any, within_s: float = 5.0) -> None:
    deadline = time.monotonic() + within_s
    while not condition():
        assert time.monotonic() < deadline, "the condition never came true"
        await asyncio.sleep(0.02)


def test_a_crash_mid_call_is_a_clear_error_and_a_restart_brings_it_back(
    tmp_path: Path, servers: dict[str, Any], marker: str
) -> None:
    async def scenario() -> None:
        manager = McpManager(write_config(tmp_path / "mcp.json", {"test": servers["test"]}))
        try:
            await manager.start()
            crash = next(t for t in manager.tools() if t.spec.name == "test__crash")
            output = await call(manager, "test__crash", {})
            assert output.is_error
            assert (
                "The MCP server 'test' is not available: The server stopped unexpectedly." in output.content
            )
            assert "about to crash on purpose" in output.content, "the last line of its log explains it"
            status = manager.status("test")
            assert status.state is ServerState.DOWN and "stopped unexpectedly" in status.error
            assert manager.tools() == [], "a server that is down offers no tools to new turns"
            again = await crash.run({}, ToolContext(tmp_path, "call_2", _ask))
            assert again.is_error and "not available" in again.content, (
                "a tool handed out earlier says so too"
            )

            await asyncio.gather(manager.restart("test"), manager.restart("test"))  # a double click
            assert manager.status("test").state is ServerState.UP
            assert (await call(manager, "test__echo", {"text": "back"})).content == "back"
            assert "about to crash on purpose" in manager.log_lines("test"), "the log survives the restart"
            assert len(processes_with(marker)) == 1, "one server process, however often it was restarted"
        finally:
            await manager.aclose()

    run(scenario())


def test_a_hanging_call_times_out_while_the_app_stays_responsive(
    tmp_path: Path, servers: dict[str, Any], marker: str
) -> None:
    entry = {**servers["test"], "timeout": 1}

    async def scenario() -> None:
        manager = McpManager(write_config(tmp_path / "mcp.json", {"test": entry}))
        gaps: list[float] = []

        async def ticker() -> None:
            last = time.monotonic()
            while True:
                await asyncio.sleep(0.01)
                now = time.monotonic()
                gaps.append(now - last)
                last = now

        try:
            await manager.start()
            ticking = asyncio.create_task(ticker())
            started = time.monotonic()
            output = await call(manager, "test__hang", {})
            took = time.monotonic() - started
            ticking.cancel()
            assert output.is_error
            assert (
                output.content == "The MCP server 'test' did not answer within 1 s; the call was abandoned."
            )
            assert 0.9 < took < 3.0
            assert max(gaps) < 0.75, f"the event loop stalled for {max(gaps):.3f} s"
            assert manager.status("test").state is ServerState.UP, "a slow tool does not take the server down"
            assert (await call(manager, "test__echo", {"text": "still here"})).content == "still here"

            pending = asyncio.create_task(call(manager, "test__hang", {}))
            await asyncio.sleep(0.1)
            await manager.aclose()  # the app quits while a call is in flight
            closed = await asyncio.wait_for(pending, 5)
            assert closed.is_error
        finally:
            await manager.aclose()
        assert processes_with(marker) == []

    run(scenario())


def test_bad_json_rpc_mid_call_marks_the_server_down(tmp_path: Path, servers: dict[str, Any]) -> None:
    async def scenario() -> None:
        manager = McpManager(write_config(tmp_path / "mcp.json", {"raw": servers["raw"]}))
        try:
            await manager.start()
            assert manager.status("raw").state is ServerState.UP
            started = time.monotonic()
            output = await call(manager, "raw__garble", {})
            assert time.monotonic() - started < 5, "no waiting for the timeout"
            expected = "The server wrote something that is not JSON-RPC on its output: "
            assert output.is_error and expected in output.content
            status = manager.status("raw")
            assert status.state is ServerState.DOWN and status.error.startswith(expected)
            assert '"result": {broken' in status.error
        finally:
            await manager.aclose()

    run(scenario())


def test_a_server_that_changes_its_tools_is_asked_for_them_again(
    tmp_path: Path, servers: dict[str, Any]
) -> None:
    async def scenario() -> None:
        manager = McpManager(write_config(tmp_path / "mcp.json", {"raw": servers["raw"]}))
        try:
            await manager.start()
            assert [t.spec.name for t in manager.tools()] == ["raw__garble", "raw__grow"]
            assert (await call(manager, "raw__grow", {})).content == "grown"
            await until(lambda: len(manager.tools()) == 3)
            assert manager.tools()[-1].spec.name == "raw__grown"
        finally:
            await manager.aclose()

    run(scenario())


def test_servers_that_cannot_start_say_why(tmp_path: Path, servers: dict[str, Any], marker: str) -> None:
    config = {
        "garbage": servers["garbage"],
        "missing": {"command": "no-such-mcp-server-command"},
        "silent": {
            "command": sys.executable,
            "args": ["-c", "import time; time.sleep(60)"],
            "env": {MARKER_VAR: marker},
        },
        "off": {**servers["test"], "disabled": True},
    }

    async def scenario() -> None:
        manager = McpManager(write_config(tmp_path / "mcp.json", config), connect_timeout_s=1.5)
        try:
            started = time.monotonic()
            await manager.start()
            assert time.monotonic() - started < 10
            states = {s.name: (s.state, s.error) for s in manager.statuses()}
            assert states["garbage"] == (
                ServerState.DOWN,
                "The server wrote something that is not JSON-RPC on its output: "
                "'Hello! I am not an MCP server.'.",
            )
            assert states["missing"] == (
                ServerState.DOWN,
                "The command 'no-such-mcp-server-command' was not found. "
                "Check that it is installed and on the PATH.",
            )
            assert states["silent"][0] is ServerState.DOWN
            assert "did not" in states["silent"][1] and "1.5 s" in states["silent"][1]
            assert states["off"] == (ServerState.DISABLED, "")
            assert processes_with(marker) == [], "a server that failed to start is not left running"
            output = await manager.call("missing", "anything", {})
            assert (
                output.is_error and "The command 'no-such-mcp-server-command' was not found" in output.content
            )
        finally:
            await manager.aclose()

    run(scenario())


def test_a_changed_tool_definition_changes_its_hash(tmp_path: Path, servers: dict[str, Any]) -> None:
    path = write_config(tmp_path / "mcp.json", {"test": servers["test"]})

    async def scenario() -> None:
        manager = McpManager(path)
        try:
            await manager.start()
            before = next(t.spec for t in manager.tools() if t.spec.name == "test__echo")
            assert before.description == "Echo the text back (variant 1)."
            assert before.side_effects is False, "read-only and closed-world: it runs without asking"
            lookup = next(t.spec for t in manager.tools() if t.spec.name == "test__lookup")
            assert lookup.side_effects is True, "read-only but it may reach the network: it asks"

            updated = load_config(path).servers["test"]
            env = {**updated.env, "TEST_SERVER_VARIANT": "2"}
            from dataclasses import replace

            await manager.put_server(replace(updated, env=env))
            after = next(t.spec for t in manager.tools() if t.spec.name == "test__echo")
            assert after.description == "Echo the text back (variant 2)."
            assert after.definition_hash != before.definition_hash
            assert (after.name, after.source) == (before.name, before.source)
            same = next(t.spec for t in manager.tools() if t.spec.name == "test__fail")
            assert same in manager.status("test").tools
            assert load_config(path).servers["test"].env["TEST_SERVER_VARIANT"] == "2", "saved to the file"
        finally:
            await manager.aclose()

    run(scenario())


def test_results_logs_and_environment(
    tmp_path: Path, servers: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-should-not-leak")
    monkeypatch.setenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nowhere")
    monkeypatch.setenv("DA_TEST_PLAIN", "visible")
    monkeypatch.setenv("DA_TEST_TOKEN", "from-the-app")
    entry = {**servers["test"], "env": {**servers["test"]["env"], "SERVER_TOKEN": "${DA_TEST_TOKEN}"}}

    async def scenario() -> None:
        manager = McpManager(write_config(tmp_path / "mcp.json", {"test": entry}))
        try:
            await manager.start()
            names = (await call(manager, "test__env_names", {})).content.split()
            assert "DA_TEST_PLAIN" in names and "SERVER_TOKEN" in names
            assert "OPENAI_API_KEY" not in names and "DBUS_SESSION_BUS_ADDRESS" not in names
            assert "DA_TEST_TOKEN" not in names, "only what the server's own env names reaches it"

            picture = await call(manager, "test__picture", {})
            assert picture == ToolOutput("a picture:", images=(("image/png", PNG_BYTES),))
            failed = await call(manager, "test__fail", {"reason": "it must"})
            assert failed.is_error

            assert (await call(manager, "test__chatty", {"text": "hello log"})).content == "said it"
            # The log is read where it is shown (the page looks every half second): the thread reading the
            # server's stderr never calls into the event loop, which may be gone when a late line arrives.
            await until(lambda: "chatty says: hello log" in manager.log_lines("test"))
        finally:
            await manager.aclose()

    run(scenario())
