"""The client the MCP conformance suite tests: the app's own MCP client (`McpManager` and its connection),
doing what a scenario asks of a client: connect, list the tools, call them, disconnect.

    MCP_CONFORMANCE_SCENARIO=tools_call python -m tests.conformance.client http://localhost:PORT/mcp

The suite starts a server for the scenario, runs this with its address as the last argument and the
scenario's name in ``MCP_CONFORMANCE_SCENARIO``, then judges what the server saw. The exit status is 0
when the connection came up and every call was answered without an error.
"""

from __future__ import annotations

import asyncio
import logging
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from desktop_agent.tools.mcp.config import parse_config
from desktop_agent.tools.mcp.manager import McpManager
from desktop_agent.tools.mcp.status import ServerState

log = logging.getLogger("tests.conformance.client")

SERVER = "conformance"
ARGUMENTS: dict[str, dict[str, Any]] = {"add_numbers": {"a": 5, "b": 3}}
"""Arguments for the tools whose scenarios check them; other tools get ones made from their schema."""
_SAMPLES: dict[str, Any] = {
    "string": "test",
    "integer": 1,
    "number": 1,
    "boolean": True,
    "array": [],
    "object": {},
}


def sample_arguments(schema: dict[str, Any]) -> dict[str, Any]:
    """Arguments that fit a tool's input schema: each required property, with a plain value of its type."""
    properties = schema.get("properties") or {}
    out: dict[str, Any] = {}
    for name in schema.get("required") or []:
        spec = properties.get(name) or {}
        kind = spec.get("type", "string")
        if "default" in spec:
            out[name] = spec["default"]
        elif spec.get("enum"):
            out[name] = spec["enum"][0]
        else:
            out[name] = _SAMPLES.get(kind if isinstance(kind, str) else kind[0], "test")
    return out


async def run_scenario(url: str, scenario: str) -> int:
    """Connect to the scenario's server with the app's manager, call each of its tools, and close."""
    config = parse_config({"mcpServers": {SERVER: {"url": url}}}, "the conformance suite")
    # The manager writes its file only when a server is added or changed, which never happens here.
    manager = McpManager(Path(tempfile.gettempdir()) / "conformance-mcp.json", config=config)
    problems: list[str] = []
    try:
        await manager.start()
        status = manager.status(SERVER)
        if status.state is not ServerState.UP:
            log.error("Scenario %s: the server is not up: %s", scenario, status.error)
            return 1
        log.info("Scenario %s: connected to %s, %d tools", scenario, status.server_info, len(status.tools))
        for spec in status.tools:
            remote = spec.name.removeprefix(f"{SERVER}__")
            arguments = ARGUMENTS.get(remote, sample_arguments(spec.parameters))
            output = await manager.call(SERVER, remote, arguments, call_id=f"conformance-{remote}")
            log.info("Scenario %s: %s%s -> %s", scenario, remote, arguments, output.content[:300])
            if output.is_error:
                problems.append(f"{remote}: {output.content}")
    finally:
        await manager.aclose()
    for problem in problems:
        log.error("Scenario %s: %s", scenario, problem)
    return 1 if problems else 0


def main() -> int:
    logging.basicConfig(level=logging.INFO, stream=sys.stderr, format="%(levelname)s %(name)s: %(message)s")
    scenario = os.environ.get("MCP_CONFORMANCE_SCENARIO", "")
    if len(sys.argv) < 2 or not scenario:
        log.error("Usage: MCP_CONFORMANCE_SCENARIO=<scenario> python -m tests.conformance.client <url>")
        return 2
    return asyncio.run(run_scenario(sys.argv[-1], scenario))


if __name__ == "__main__":
    sys.exit(main())
