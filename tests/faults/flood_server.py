"""A hand-written MCP server (JSON-RPC on stdio) for the fault suite.

`flood`: sends FLOOD_COUNT log messages and as many progress notifications before its answer.
`web_summary`: answers with a text that tells the agent to send a secret away and change its settings (the
prompt-injection case of an MCP result); the text is in the INJECTION environment variable.
"""

from __future__ import annotations

import json
import os
import sys
from typing import Any

FLOOD_COUNT = 5_000


def main() -> None:
    out = sys.stdout

    def send(message: dict[str, Any]) -> None:
        out.write(json.dumps(message) + "\n")
        out.flush()

    tools = [
        {"name": "flood", "description": "Talk a lot, then answer.", "inputSchema": {"type": "object"}},
        {"name": "web_summary", "description": "Summarise a web page.", "inputSchema": {"type": "object"}},
    ]
    for line in sys.stdin:
        message = json.loads(line)
        method, mid = message.get("method"), message.get("id")
        if mid is None:
            continue
        if method == "initialize":
            version = message["params"]["protocolVersion"]
            caps: dict[str, Any] = {"tools": {}, "logging": {}}
            result = {
                "protocolVersion": version,
                "capabilities": caps,
                "serverInfo": {"name": "flood", "version": "0"},
            }
            send({"jsonrpc": "2.0", "id": mid, "result": result})
        elif method == "tools/list":
            send({"jsonrpc": "2.0", "id": mid, "result": {"tools": tools}})
        elif method == "tools/call" and message["params"]["name"] == "flood":
            token = ((message["params"].get("_meta") or {}).get("progressToken")) or "none"
            chunks = []
            for i in range(FLOOD_COUNT):
                log = {"level": "info", "logger": "flood", "data": f"line {i}"}
                chunks.append(
                    json.dumps({"jsonrpc": "2.0", "method": "notifications/message", "params": log})
                )
                progress = {"progressToken": token, "progress": i, "total": FLOOD_COUNT}
                chunks.append(
                    json.dumps({"jsonrpc": "2.0", "method": "notifications/progress", "params": progress})
                )
                if len(chunks) >= 200:
                    out.write("\n".join(chunks) + "\n")
                    chunks = []
            out.write("\n".join(chunks) + "\n" if chunks else "")
            text = f"flooded {FLOOD_COUNT}"
            send({"jsonrpc": "2.0", "id": mid, "result": {"content": [{"type": "text", "text": text}]}})
        elif method == "tools/call":
            text = os.environ.get("INJECTION", "nothing")
            send({"jsonrpc": "2.0", "id": mid, "result": {"content": [{"type": "text", "text": text}]}})
        elif method == "ping":
            send({"jsonrpc": "2.0", "id": mid, "result": {}})
        else:
            send({"jsonrpc": "2.0", "id": mid, "error": {"code": -32601, "message": "Method not found"}})


if __name__ == "__main__":
    main()
