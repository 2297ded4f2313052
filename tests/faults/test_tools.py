"""Tool faults: a command that never ends, 50 MB and binary output, MCP servers that flood notifications.

Outcomes are read from the process table (/proc) and from what the next model request carried.

Covered elsewhere (not repeated here): a timeout ending the command's process group and a cancelled turn
ending it — `tests/tools/test_run_command.py::test_timeout_kills_the_whole_process_group_leaving_no_orphan`,
`::test_cancelling_the_turn_kills_the_process_group`; an MCP server that crashes mid-call, hangs, speaks
invalid JSON-RPC — `tests/mcp/test_misbehaving_servers.py::test_a_crash_mid_call_is_a_clear_error_and_a_
restart_brings_it_back`, `::test_a_hanging_call_times_out_while_the_app_stays_responsive`,
`::test_bad_json_rpc_mid_call_marks_the_server_down`; a tool whose definition changed after approval —
`tests/agent/test_approvals.py` (definition_changed), `tests/unit/test_permissions_store.py`.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from desktop_agent.domain.events import RunFinished, StopReason
from desktop_agent.tools.mcp.manager import McpManager
from desktop_agent.tools.mcp.status import ServerState
from desktop_agent.tools.sandbox import NoSandbox
from desktop_agent.tools.shell import DEFAULT_MAX_OUTPUT_BYTES, RunCommandTool
from desktop_agent.tools.workspace import Workspace
from tests.faults.procs import end_all, left_after
from tests.helpers.agent_harness import run_turn
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text, openai_tool_calls
from tests.tools.helpers import run

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")

REPO = Path(__file__).resolve().parents[2]
FLOOD_SERVER = [sys.executable, "-m", "tests.faults.flood_server"]


def _unique_seconds() -> int:
    """A sleep length no other process on the machine uses: its command line finds it in /proc."""
    return 7_000_000 + random.randrange(1_000_000)


@pytest.mark.parametrize("confined", [True, False], ids=["sandboxed", "unsandboxed"])
def test_a_command_that_never_ends_leaves_no_process_behind(tmp_path: Path, confined: bool) -> None:
    """Children in the group, a grandchild in a subshell, one that left with setsid, a busy loop: after
    the timeout none of them is in the process table."""
    n = _unique_seconds()
    script = f"sleep {n} & (sleep {n + 1} &) ; setsid sleep {n + 2} >/dev/null 2>&1 & while :; do :; done"
    tool = RunCommandTool(Workspace(tmp_path), sandbox=None if confined else NoSandbox("test"))
    started = time.monotonic()
    try:
        out = run(tool, tmp_path, command=["sh", "-c", script], timeout=1)
        elapsed = time.monotonic() - started
        left = {k: left_after(f"sleep {n + k}") for k in range(3)}
    finally:
        end_all([pid for k in range(3) for pid in left_after(f"sleep {n + k}", 0)])
    assert out.is_error and "timeout" in out.content
    assert elapsed < 10
    assert left == {0: [], 1: [], 2: []}, f"left running: {left}"


def test_50_mb_and_binary_output_are_capped_and_the_turn_goes_on(
    tmp_path: Path, llm_server: ScriptedLLMServer
) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    big = json.dumps({"command": "head -c 52428800 /dev/zero | tr '\\0' x; echo; echo END-OF-BIG"})
    binary = json.dumps({"command": ["head", "-c", "5000000", "/dev/urandom"]})
    llm_server.script(
        openai_tool_calls([("call_big", "run_command", big), ("call_bin", "run_command", binary)]),
        openai_text("Both done."),
    )

    result = run_turn(
        llm_server, "openai", "Make some output", ws, extra_tools=[RunCommandTool(Workspace(ws))]
    )

    assert isinstance(result.final, RunFinished) and result.final.stop_reason is StopReason.END, result.final
    assert result.text == "Both done."
    body = llm_server.requests[1].body
    assert body is not None
    sent = {m["tool_call_id"]: m["content"] for m in body["messages"] if m["role"] == "tool"}
    limit = DEFAULT_MAX_OUTPUT_BYTES + 1024  # the cap, and a line saying what was cut
    assert len(sent["call_big"].encode()) <= limit, len(sent["call_big"])
    assert len(sent["call_bin"].encode()) <= limit, len(sent["call_bin"])
    assert "END-OF-BIG" in sent["call_big"], "the tail is kept"
    assert "[exit code 0]" in sent["call_big"] and "[exit code 0]" in sent["call_bin"]
    sent["call_bin"].encode("utf-8")  # valid text, whatever bytes came


# ---- MCP: a server that floods notifications ----


def _flood_config(tmp_path: Path, marker: str) -> Path:
    path = tmp_path / "mcp.json"
    entry = {
        "command": FLOOD_SERVER[0],
        "args": FLOOD_SERVER[1:],
        "cwd": str(REPO),
        "env": {"FAULT_MARK": marker},
    }
    path.write_text(json.dumps({"mcpServers": {"flood": entry}}), encoding="utf-8")
    return path


def test_an_mcp_server_flooding_notifications_stays_usable_and_leaves_no_process(tmp_path: Path) -> None:
    from tests.faults.flood_server import FLOOD_COUNT

    marker = f"flood-{os.getpid()}-{random.randrange(10**9)}"

    async def scenario() -> dict[str, Any]:
        manager = McpManager(_flood_config(tmp_path, marker))
        try:
            await manager.start()
            assert manager.status("flood").state is ServerState.UP, manager.status("flood")
            tool = next(t for t in manager.tools() if t.spec.name == "flood__flood")
            started = time.monotonic()
            ticks = 0

            async def ticker() -> None:
                nonlocal ticks
                while True:
                    await asyncio.sleep(0.01)
                    ticks += 1

            beat = asyncio.create_task(ticker())
            try:
                from desktop_agent.tools.base import ToolContext

                async def ask(question: str, choices: Any) -> str:
                    return ""

                output = await tool.run(tool.validate({}), ToolContext(tmp_path, "call_1", ask))
            finally:
                beat.cancel()
            elapsed = time.monotonic() - started
            again = await next(t for t in manager.tools() if t.spec.name == "flood__web_summary").run(
                {}, ToolContext(tmp_path, "call_2", ask)
            )
            return {"output": output, "again": again, "elapsed": elapsed, "ticks": ticks,
                    "state": manager.status("flood").state}  # fmt: skip
        finally:
            await manager.aclose()

    try:
        got = asyncio.run(scenario())
    finally:
        left = left_after(marker)
        end_all(left)
    assert not got["output"].is_error, got["output"].content
    assert f"flooded {FLOOD_COUNT}" in got["output"].content
    assert not got["again"].is_error
    assert got["state"] is ServerState.UP
    assert got["elapsed"] < 20
    print(f"\n{2 * FLOOD_COUNT} notifications in {got['elapsed']:.2f} s")
    # The event loop kept turning while the notifications came (Stop and the window stay responsive).
    assert got["ticks"] >= got["elapsed"] / 0.01 / 4, got
    assert left == [], "the flooding server outlived the manager"
