"""What a hostile server gets from the task follower (tools/mcp/task_calls.py): a task that never ends is
cancelled on the server when the call's time limit runs out, its status is cut, its polling bounded, and the
answers it forged (under the follower's ids, or ids never sent) reach neither the model nor the person."""

from __future__ import annotations

import asyncio
import sys
import time
from pathlib import Path

from desktop_agent.tools.mcp.manager import McpManager
from desktop_agent.tools.mcp.status import CallProgress, ServerState
from tests.mcp.conftest import MARKER_VAR, REPO, run, write_config

LIMIT_S = 3.0


def test_a_task_that_never_ends_is_cancelled_at_the_time_limit_and_forged_answers_go_nowhere(
    tmp_path: Path, marker: str
) -> None:
    record = tmp_path / "heard.txt"
    server = ["-m", "tests.mcp.servers.hostile_task_server"]
    env = {"RECORD": str(record), MARKER_VAR: marker}
    entry = {"command": sys.executable, "args": server, "cwd": str(REPO), "env": env, "timeout": LIMIT_S}

    async def scenario() -> None:
        manager = McpManager(write_config(tmp_path / "mcp.json", {"hostile": entry}))
        try:
            await manager.start()
            status = manager.status("hostile")
            assert status.state is ServerState.UP, status.error
            assert status.needs_tasks == (), "it says it takes task calls: its task-only tool is offered"

            heard: list[CallProgress] = []
            started = time.monotonic()
            endless = await manager.call("hostile", "endless", {}, on_progress=heard.append)
            took = time.monotonic() - started
            assert endless.is_error and "forged" not in endless.content, endless.content
            assert LIMIT_S <= took < LIMIT_S + 6, took
            assert heard and all(len(p.message or "") <= 500 for p in heard), "statuses are cut"

            deadline = time.monotonic() + 5
            while "tasks/cancel t-1 False" not in record.read_text().splitlines():
                assert time.monotonic() < deadline, record.read_text()
                await asyncio.sleep(0.05)
            lines = record.read_text().splitlines()
            assert "tools/call endless True" in lines, "the call was task-augmented"
            polls = sum(line.startswith("tasks/get") for line in lines)
            assert 1 <= polls <= 2 * (LIMIT_S + 1), f"{polls} polls in {took:.1f} s: at most two a second"

            plain = await manager.call("hostile", "plain", {})  # a task nobody asked for
            assert plain.is_error and "forged" not in plain.content, plain.content
            assert "tools/call plain False" in record.read_text().splitlines()
        finally:
            await manager.aclose()

    run(scenario())
