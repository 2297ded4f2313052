"""A hand-written MCP server on stdio speaking protocol 2026-07-28, whose lists say how long they stay fresh
(``ttlMs``) and change at every listing, so a test sees when the client asks again.

    TTL_MS=0 LISTINGS=/tmp/listings.txt python -m tests.mcp.servers.ttl_server

Each ``tools/list`` and ``resources/list`` appends its method to the file ``LISTINGS`` names and answers
with one more tool (``tool_1``, ``tool_2``, …) or resource than the time before.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from tests.mcp.servers.modern_raw import serve

VERSION = "2026-07-28"
SCHEMA = {"type": "object", "properties": {"text": {"type": "string"}}}
COUNTS: dict[str, int] = {}


def listed(method: str) -> int:
    COUNTS[method] = COUNTS.get(method, 0) + 1
    record = os.environ.get("LISTINGS")
    if record:
        with Path(record).open("a", encoding="utf-8") as out:
            out.write(method + "\n")
    return COUNTS[method]


def answer(method: str, params: dict[str, Any]) -> dict[str, Any]:
    cache = {"ttlMs": int(os.environ.get("TTL_MS", "0")), "cacheScope": "private", "resultType": "complete"}
    if method == "server/discover":
        info = {"io.modelcontextprotocol/serverInfo": {"name": "ttl-server", "version": "1"}}
        capabilities: dict[str, Any] = {"tools": {}, "resources": {}}
        return {"supportedVersions": [VERSION], "capabilities": capabilities, **cache, "_meta": info}
    if method == "tools/list":
        n = listed(method)
        tools = [
            {"name": f"tool_{i}", "description": f"Tool {i}.", "inputSchema": SCHEMA} for i in range(1, n + 1)
        ]
        return {"tools": tools, **cache}
    if method == "resources/list":
        n = listed(method)
        resources = [{"uri": f"note://{i}", "name": f"note {i}"} for i in range(1, n + 1)]
        return {"resources": resources, **cache}
    if method == "resources/templates/list":
        return {"resourceTemplates": [], **cache}
    if method == "tools/call":
        return {"content": [{"type": "text", "text": params.get("name", "")}], "resultType": "complete"}
    raise LookupError(method)


def main() -> None:
    serve(answer)


if __name__ == "__main__":
    main()
