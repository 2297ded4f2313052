"""What an MCP server costs the app: start (spawn, handshake, tool list), one call, and stop; what a
server's progress notifications add to a call; and a sign-in's round trip (OAuth) against a local
authorization server.

Each figure is the median of several runs, printed next to the same-run baseline of a bare Python process
that does nothing (the interpreter's start, which every Python server pays). The sign-in is timed from
`McpManager.login` to the server being up with its tools (discovery, registration, the authorization page
fetched and its redirect taken to the app's loopback, the token exchange, the handshake), next to a plain
connection to the same server with the tokens it stored (the baseline: what every later start costs).
Progress: the same 200-step call with a notification each step (each one reaching the call's listener, as
the tool card's does) and without, on one connection; the difference per notification.

    .venv/bin/python bench/mcp_servers.py
"""

from __future__ import annotations

import asyncio
import json
import logging
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from desktop_agent.tools.mcp.manager import McpManager

RUNS = 5
REPO = Path(__file__).resolve().parents[1]


def servers(git_repo: str) -> dict[str, tuple[dict[str, Any], str, dict[str, Any]]]:
    py = sys.executable
    return {
        "mcp-server-time": (
            {"command": py, "args": ["-m", "mcp_server_time", "--local-timezone", "UTC"]},
            "get_current_time",
            {"timezone": "UTC"},
        ),
        "mcp-server-git": (
            {"command": py, "args": ["-m", "mcp_server_git", "--repository", git_repo]},
            "git_status",
            {"repo_path": git_repo},
        ),
        "test server": (
            {"command": py, "args": ["-m", "tests.helpers.mcp_test_server"], "cwd": str(REPO)},
            "echo",
            {"text": "x"},
        ),
    }


async def one(name: str, entry: dict[str, Any], tool: str, arguments: dict[str, Any]) -> tuple[float, ...]:
    path = Path(tempfile.mkdtemp()) / "mcp.json"
    path.write_text(json.dumps({"mcpServers": {"s": entry}}), encoding="utf-8")
    manager = McpManager(path)
    t0 = time.perf_counter()
    await manager.start()
    t1 = time.perf_counter()
    output = await manager.call("s", tool, arguments)
    t2 = time.perf_counter()
    await manager.aclose()
    t3 = time.perf_counter()
    assert not output.is_error, (name, output.content)
    return t1 - t0, t2 - t1, t3 - t2


def baseline() -> float:
    t0 = time.perf_counter()
    subprocess.run([sys.executable, "-c", "pass"], check=True)
    return time.perf_counter() - t0


async def progress_cost(steps: int = 200, runs: int = 9) -> tuple[float, float]:
    """Median call time (seconds) of a `steps`-step call with a progress notification each step, and
    without any."""
    path = Path(tempfile.mkdtemp()) / "mcp.json"
    entry = {"command": sys.executable, "args": ["-m", "tests.mcp.servers.features_server"], "cwd": str(REPO)}
    path.write_text(json.dumps({"mcpServers": {"f": entry}}), encoding="utf-8")
    manager = McpManager(path)
    heard: list[object] = []
    await manager.start()
    try:
        with_: list[float] = []
        without: list[float] = []
        for _ in range(runs):
            for report, into in ((True, with_), (False, without)):
                t0 = time.perf_counter()
                output = await manager.call(
                    "f", "count", {"n": steps, "report": report}, on_progress=heard.append
                )
                into.append(time.perf_counter() - t0)
                assert output.content == str(steps), output
        assert heard, "the progress reached the listener"
        return statistics.median(with_), statistics.median(without)
    finally:
        await manager.aclose()


async def sign_in(url: str) -> tuple[float, float]:
    """One sign-in round trip, then one start with the stored tokens (seconds each)."""
    import httpx2

    from desktop_agent.secrets.base import MemorySecretStore
    from desktop_agent.tools.mcp.config import parse_config

    async def browser(address: str) -> None:  # the person clicks through at once
        async with httpx2.AsyncClient(follow_redirects=False) as http:
            await http.get((await http.get(address)).headers["location"])

    store = MemorySecretStore()
    config = parse_config({"mcpServers": {"s": {"url": url}}}, "bench")
    timings = []
    for use_browser in (True, False):
        manager = McpManager(Path(tempfile.mkdtemp()) / "mcp.json", config=config)
        manager.use_secrets(lambda: store)
        t0 = time.perf_counter()
        status = await (manager.login("s", browser) if use_browser else manager.start())
        timings.append(time.perf_counter() - t0)
        assert manager.status("s").tools, status
        await manager.aclose()
    return timings[0], timings[1]


def main() -> None:
    git_repo = tempfile.mkdtemp()
    subprocess.run(["git", "init", "-q", git_repo], check=True)
    print("baseline: a bare `python -c pass` (interpreter start), timed right before each start")
    for name, (entry, tool, arguments) in servers(git_repo).items():
        rows, bases = [], []
        for _ in range(RUNS):  # interleaved, so both see the same load on a shared machine
            bases.append(baseline())
            rows.append(asyncio.run(one(name, entry, tool, arguments)))
        start, call, stop = (statistics.median(column) for column in zip(*rows, strict=True))
        base = statistics.median(bases)
        print(
            f"{name:16} start {start * 1000:6.0f} ms ({start / base:4.2f}x baseline {base * 1000:.0f} ms)  "
            f"call {call * 1000:5.1f} ms  stop {stop * 1000:5.0f} ms"
        )
    sys.path.insert(0, str(REPO))
    reported, quiet = asyncio.run(progress_cost())
    print(
        f"{'progress':16} a 200-step call: {reported * 1000:5.1f} ms with a notification each step, "
        f"{quiet * 1000:5.1f} ms without ({(reported - quiet) / 200 * 1000:.3f} ms a notification)"
    )
    from tests.mcp.servers.oauth_server import ProtectedServer

    logging.disable(logging.INFO)  # the test server's own log lines, not figures
    with ProtectedServer() as server:
        rounds = [asyncio.run(sign_in(server.url)) for _ in range(RUNS * 2)]
    login, silent = (statistics.median(column) for column in zip(*rounds, strict=True))
    print(
        f"{'OAuth sign-in':16} round trip {login * 1000:5.0f} ms (median of {len(rounds)}; "
        f"baseline: a start with the stored tokens {silent * 1000:.0f} ms, {login / silent:4.2f}x)"
    )


if __name__ == "__main__":
    main()
