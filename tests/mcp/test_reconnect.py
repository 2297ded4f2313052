"""A streamable-HTTP server that restarts is reconnected to, and the call that found it gone is retried; one
that stays away is shown down with a reason (real servers of the SDK under uvicorn, stopped and started
again on the same port)."""

from __future__ import annotations

import asyncio
import logging
import os
import re
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop_agent.tools.mcp.manager import McpManager
from desktop_agent.tools.mcp.status import ServerState
from tests.mcp.conftest import MARKER_VAR, REPO, run, write_config
from tests.mcp.test_http import _free_port
from tests.mcp.test_misbehaving_servers import call

ERAS = ["2026", "2025", "2025-400"]
"""The SDK's own server (no sessions at 2026-07-28); a 2025-era one whose restart forgets the session (404),
and one that answers an unknown session with a plain 400, as older servers do."""


class HttpServer:
    """One server process at a time on a fixed port."""

    def __init__(self, era: str, marker: str) -> None:
        self.port = _free_port()
        self.url = f"http://127.0.0.1:{self.port}/mcp"
        self.era, self._marker = era, marker
        self._process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        assert self._process is None
        env = {**os.environ, MARKER_VAR: self._marker}
        args = [sys.executable, "-m", "tests.mcp.servers.http_server", str(self.port), "--era", self.era]
        self._process = subprocess.Popen(args, cwd=REPO, env=env, stdout=subprocess.DEVNULL)
        deadline = time.monotonic() + 20
        while True:
            assert self._process.poll() is None, "the HTTP server exited"
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.2).close()
                return
            except OSError:
                assert time.monotonic() < deadline, "the HTTP server did not start listening"
                time.sleep(0.05)

    def stop(self) -> None:
        process, self._process = self._process, None
        if process is None:
            return
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@pytest.fixture(params=ERAS)
def http_server(request: pytest.FixtureRequest, marker: str) -> Iterator[HttpServer]:
    server = HttpServer(str(request.param), marker)
    server.start()
    try:
        yield server
    finally:
        server.stop()


def _manager(tmp_path: Path, url: str) -> McpManager:
    config = write_config(tmp_path / "mcp.json", {"web": {"url": url}})
    return McpManager(config, connect_timeout_s=10, call_timeout_s=10)


def test_a_restarted_server_is_reconnected_and_the_call_retried(
    tmp_path: Path, http_server: HttpServer, caplog: pytest.LogCaptureFixture
) -> None:
    async def scenario() -> None:
        manager = _manager(tmp_path, http_server.url)
        try:
            await manager.start()
            assert manager.status("web").state is ServerState.UP, manager.status("web").error
            assert (await call(manager, "web__echo", {"text": "before"})).content == "before (call 1)"

            await asyncio.to_thread(http_server.stop)
            await asyncio.to_thread(http_server.start)
            output = await call(manager, "web__echo", {"text": "after"})
            assert (output.content, output.is_error) == ("after (call 1)", False), (
                "answered by the new process"
            )
            status = manager.status("web")
            assert (status.state, status.error) == (ServerState.UP, "")
            assert [spec.name for spec in status.tools] == ["web__echo"]

            await asyncio.to_thread(http_server.stop)
            await asyncio.to_thread(http_server.start)
            both = await asyncio.gather(*(call(manager, "web__echo", {"text": t}) for t in ("x", "y")))
            answers = sorted(o.content for o in both)
            assert re.fullmatch(r"x \(call [12]\)\|y \(call [12]\)", "|".join(answers)), answers
            assert answers[0][-2] != answers[1][-2], "both answered by the new process"
            assert manager.status("web").state is ServerState.UP
        finally:
            await manager.aclose()

    with caplog.at_level(logging.INFO, logger="desktop_agent.tools.mcp.connection"):
        run(scenario())
    again = [r for r in caplog.records if "connecting again" in r.getMessage()]
    assert len(again) == (0 if http_server.era == "2026" else 2), "one new session per restart, at most"


def test_a_server_that_stays_away_is_down_with_a_reason(tmp_path: Path, http_server: HttpServer) -> None:
    async def scenario() -> None:
        manager = _manager(tmp_path, http_server.url)
        try:
            await manager.start()
            assert (await call(manager, "web__echo", {"text": "hello"})).content == "hello (call 1)"

            await asyncio.to_thread(http_server.stop)
            output = await call(manager, "web__echo", {"text": "anyone?"})
            reason = (
                f"Could not connect to {http_server.url}: nothing answered there. "
                "Check that the server is running and that the address is right."
            )
            status = manager.status("web")
            assert (status.state, status.error) == (ServerState.DOWN, reason)
            assert output.is_error
            assert output.content == (
                f"The MCP server 'web' is not available: {reason} "
                "The person can restart it in Settings > MCP servers."
            )
            assert manager.tools() == []
        finally:
            await manager.aclose()

    run(scenario())
