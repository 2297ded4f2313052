"""A hand-written MCP server on stdio that speaks protocol 2026-07-28 and leaves ``resultType`` out.

    python -m tests.mcp.servers.modern_raw                # tool results without resultType
    python -m tests.mcp.servers.modern_raw --bare-lists   # the tool list without resultType too

``echo`` answers with a result that has no ``resultType`` (which means "complete"); ``broken`` answers
with a result whose ``content`` is not a list, however it is tagged.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from typing import Any

VERSION = "2026-07-28"
CACHE = {"ttlMs": 0, "cacheScope": "private"}
TOOLS = [
    {
        "name": "echo",
        "description": "Echo the text back.",
        "inputSchema": {"type": "object", "properties": {"text": {"type": "string"}}, "required": ["text"]},
    },
    {"name": "broken", "description": "Answer with a malformed result.", "inputSchema": {"type": "object"}},
]


def send(message: dict[str, Any]) -> None:
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def answer(mid: Any, method: str, params: dict[str, Any], *, bare_lists: bool) -> dict[str, Any]:
    if method == "server/discover":
        info = {"io.modelcontextprotocol/serverInfo": {"name": "modern-raw", "version": "1"}}
        return {"supportedVersions": [VERSION], "capabilities": {"tools": {}}, "resultType": "complete",
                **CACHE, "_meta": info}  # fmt: skip
    if method == "tools/list":
        listed: dict[str, Any] = {"tools": TOOLS, **CACHE}
        return listed if bare_lists else {**listed, "resultType": "complete"}
    if method == "tools/call" and params.get("name") == "echo":
        text = (params.get("arguments") or {}).get("text", "")
        return {"content": [{"type": "text", "text": text}], "isError": False}
    if method == "tools/call" and params.get("name") == "broken":
        return {"content": "this is not a list of content blocks", "resultType": "complete"}
    raise LookupError(method)


def serve(answer: Callable[[str, dict[str, Any]], dict[str, Any]]) -> None:
    """Answer each request on stdin with ``answer(method, params)`` (LookupError: method not found);
    notifications are read and dropped. Shared by the hand-written servers here."""
    for line in sys.stdin:
        message = json.loads(line)
        mid, method = message.get("id"), message.get("method")
        if mid is None or method is None:
            continue
        try:
            result = answer(method, message.get("params") or {})
        except LookupError:
            send({"jsonrpc": "2.0", "id": mid, "error": {"code": -32601, "message": "Method not found"}})
            continue
        send({"jsonrpc": "2.0", "id": mid, "result": result})


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--bare-lists", action="store_true")
    bare = parser.parse_args().bare_lists
    serve(lambda method, params: answer(None, method, params, bare_lists=bare))


if __name__ == "__main__":
    main()
