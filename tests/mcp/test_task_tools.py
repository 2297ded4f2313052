"""Tools that can only run as tasks (``execution.taskSupport: "required"``) are not offered to the model when
their server does not say it takes task calls (``capabilities.tasks``); the server's status names them (a
real 2025-era server on stdio). A server that does runs them as tasks: test_reference_servers.py."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from desktop_agent.tools.builtin import builtin_tools
from desktop_agent.tools.mcp.manager import McpManager, with_mcp_tools
from desktop_agent.tools.mcp.status import ServerState
from tests.mcp.conftest import MARKER_VAR, REPO, run, write_config
from tests.mcp.test_misbehaving_servers import call


def task_server(marker: str) -> dict[str, Any]:
    return {
        "command": sys.executable,
        "args": ["-m", "tests.mcp.servers.task_server"],
        "cwd": str(REPO),
        "env": {MARKER_VAR: marker},
    }


def test_tools_that_need_tasks_are_left_out_and_named_in_the_status(tmp_path: Path, marker: str) -> None:
    async def scenario() -> None:
        manager = McpManager(write_config(tmp_path / "mcp.json", {"jobs": task_server(marker)}))
        try:
            await manager.start()
            status = manager.status("jobs")
            assert status.state is ServerState.UP, status.error

            registry = with_mcp_tools(builtin_tools, manager)(tmp_path)
            offered = [name for name in registry.names() if name.startswith("jobs__")]
            assert offered == ["jobs__echo", "jobs__lookup"], (
                "a tool that may run as a task still runs plainly"
            )
            assert [spec.name for spec in status.tools] == ["jobs__echo", "jobs__lookup"]
            assert status.needs_tasks == ("render", "transcode")

            assert (await call(manager, "jobs__lookup", {"text": "it"})).content == "found it"
        finally:
            await manager.aclose()

    run(scenario())
