"""MCP fixtures: config files for real servers (PyPI's time and git servers, our test server), and a check
that no server process outlives its test."""

from __future__ import annotations

import asyncio
import json
import os
import sys
import uuid
from collections.abc import Coroutine, Iterator
from pathlib import Path
from typing import Any, TypeVar

import pytest

REPO = Path(__file__).resolve().parents[2]
MARKER_VAR = "DESKTOP_AGENT_MCP_TEST"
T = TypeVar("T")


def run(coro: Coroutine[Any, Any, T]) -> T:
    return asyncio.run(coro)


def processes_with(marker: str) -> list[int]:
    """Live processes whose environment carries the marker (Linux /proc; elsewhere none are seen)."""
    found: list[int] = []
    if not Path("/proc/self/environ").exists():
        return found
    needle = f"{MARKER_VAR}={marker}".encode()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            environ = (entry / "environ").read_bytes()
            status = (entry / "status").read_text()
        except OSError:
            continue
        if needle in environ.split(b"\0") and "State:\tZ" not in status:
            found.append(int(entry.name))
    return found


@pytest.fixture
def marker() -> Iterator[str]:
    """A value every server started by the test carries in its environment; none may be alive after it."""
    value = uuid.uuid4().hex
    yield value
    if sys.platform.startswith("linux"):
        assert processes_with(value) == [], "an MCP server process outlived its test"


@pytest.fixture
def servers(marker: str) -> dict[str, Any]:
    """Ready-made entries of `mcpServers`."""
    env = {MARKER_VAR: marker}
    test_server = {
        "command": sys.executable,
        "args": ["-m", "tests.helpers.mcp_test_server"],
        "cwd": str(REPO),
    }
    return {
        "time": {
            "command": sys.executable,
            "args": ["-m", "mcp_server_time", "--local-timezone", "UTC"],
            "env": env,
        },
        "test": {**test_server, "env": env},
        "raw": {**test_server, "args": [*test_server["args"], "--raw"], "env": env},
        "garbage": {  # answers everything with a line that is not JSON (and starts fast: no SDK to import)
            "command": sys.executable,
            "args": [
                "-c",
                "import sys\nfor _ in sys.stdin: print('Hello! I am not an MCP server.', flush=True)",
            ],
            "env": env,
        },
    }


def write_config(path: Path, servers: dict[str, Any], **extra: Any) -> Path:
    path.write_text(json.dumps({"mcpServers": servers, **extra}), encoding="utf-8")
    return path
