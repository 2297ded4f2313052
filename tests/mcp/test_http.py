"""Streamable HTTP: our test server on 127.0.0.1 behind a bearer token taken from ${VAR} in the headers."""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from desktop_agent.tools.mcp.manager import McpManager
from desktop_agent.tools.mcp.status import ServerState
from tests.helpers.mcp_test_server import PNG_BYTES
from tests.mcp.conftest import MARKER_VAR, REPO, run, write_config
from tests.mcp.test_misbehaving_servers import call

TOKEN = f"tok-{uuid.uuid4().hex}"


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture
def http_server(marker: str) -> Iterator[str]:
    args = ["-m", "tests.helpers.mcp_test_server", "--http"]
    with started_http_server(args, marker, {"TEST_SERVER_TOKEN": TOKEN}) as url:
        yield url


@contextlib.contextmanager
def started_http_server(args: list[str], marker: str, env: dict[str, str] | None = None) -> Iterator[str]:
    """``python ARGS PORT`` on a free port, until it listens; its ``/mcp`` address. Stopped afterwards."""
    port = _free_port()
    process = subprocess.Popen(
        [sys.executable, *args, str(port)],
        cwd=REPO,
        env={**os.environ, **(env or {}), MARKER_VAR: marker},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    try:
        deadline = time.monotonic() + 20
        while True:  # wait until it listens
            assert process.poll() is None, process.stderr.read() if process.stderr else "the server exited"
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                break
            except OSError:
                assert time.monotonic() < deadline, "the HTTP server did not start listening"
                time.sleep(0.05)
        yield f"http://127.0.0.1:{port}/mcp"
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        if process.stderr is not None:
            process.stderr.close()


def test_streamable_http_with_a_token_from_the_environment(
    tmp_path: Path, http_server: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DA_TEST_HTTP_TOKEN", TOKEN)
    servers: dict[str, Any] = {
        "web": {"url": http_server, "headers": {"Authorization": "Bearer ${DA_TEST_HTTP_TOKEN}"}},
        "wrong": {"url": http_server, "headers": {"Authorization": "Bearer not-the-token"}},
        "nobody": {"url": f"http://127.0.0.1:{_free_port()}/mcp"},
    }

    async def scenario() -> None:
        manager = McpManager(write_config(tmp_path / "mcp.json", servers), connect_timeout_s=5)
        try:
            await manager.start()
            web = manager.status("web")
            assert web.state is ServerState.UP, web.error
            assert web.transport == "http"
            assert (await call(manager, "web__echo", {"text": "over http"})).content == "over http"
            picture = await call(manager, "web__picture", {})
            assert picture.content == "a picture:" and picture.images == (("image/png", PNG_BYTES),)
            assert manager.status("wrong").error == (
                "The server refused the connection (HTTP 401): "
                "check its headers, e.g. the Authorization token."
            )
            assert manager.status("nobody").error.startswith("Could not connect to http://127.0.0.1:")
            for name in ("wrong", "nobody"):
                status = manager.status(name)
                assert status.state is ServerState.DOWN and status.error, name
                assert TOKEN not in status.error and "not-the-token" not in status.error
        finally:
            await manager.aclose()

    run(scenario())
