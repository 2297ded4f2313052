"""Protocol 2026-07-28 results: a missing ``resultType`` means "complete"; a malformed result fails only its
own call (a real server on stdio that leaves the field out, and answers one tool with garbage)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from desktop_agent.tools.mcp.manager import McpManager
from desktop_agent.tools.mcp.status import ServerState
from tests.mcp.conftest import MARKER_VAR, REPO, run, write_config
from tests.mcp.test_misbehaving_servers import call


def _entry(marker: str, *args: str) -> dict[str, Any]:
    return {
        "command": sys.executable,
        "args": ["-m", "tests.mcp.servers.modern_raw", *args],
        "cwd": str(REPO),
        "env": {MARKER_VAR: marker},
    }


def test_a_result_without_result_type_is_complete_and_a_malformed_one_fails_only_its_call(
    tmp_path: Path, marker: str
) -> None:
    servers = {"modern": _entry(marker), "bare": _entry(marker, "--bare-lists")}

    async def scenario() -> None:
        manager = McpManager(write_config(tmp_path / "mcp.json", servers), connect_timeout_s=10)
        try:
            await manager.start()
            for name in servers:
                status = manager.status(name)
                assert status.state is ServerState.UP, f"{name}: {status.error}"
                assert [t.name for t in status.tools] == [f"{name}__echo", f"{name}__broken"]

            output = await call(manager, "modern__echo", {"text": "no resultType here"})
            assert (output.content, output.is_error) == ("no resultType here", False)
            assert manager.status("modern").state is ServerState.UP

            broken = await call(manager, "modern__broken", {})
            assert broken.is_error
            assert broken.content.startswith(
                "The MCP server 'modern' answered this call with a result that does not follow the MCP "
                "protocol"
            ), broken.content
            assert "not available" not in broken.content
            status = manager.status("modern")
            assert (status.state, status.error) == (ServerState.UP, ""), "one bad result is not a dead server"
            again = await call(manager, "modern__echo", {"text": "still here"})
            assert (again.content, again.is_error) == ("still here", False)

            bare = await call(manager, "bare__echo", {"text": "from a bare list"})
            assert (bare.content, bare.is_error) == ("from a bare list", False)
        finally:
            await manager.aclose()

    run(scenario())
