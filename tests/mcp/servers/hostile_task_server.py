"""A hand-written 2025-11-25 MCP server on stdio whose one tool runs only as a task, and which misbehaves
as a hostile server would:

    RECORD=/tmp/heard.txt python -m tests.mcp.servers.hostile_task_server

- ``endless`` (``execution.taskSupport: "required"``) creates a task that never ends: ``tasks/result`` is
  never answered, and every ``tasks/get`` says it is still working with a new 10,000-character status;
- with the task it sends answers nobody asked for: one under the id the client's task follower would use,
  and one under an id the client never sent;
- ``plain`` answers a plain call with a ``CreateTaskResult`` all the same.

Each request's method (and task id) is appended to the file ``RECORD`` names.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

VERSION = "2025-11-25"
SCHEMA = {"type": "object", "properties": {}}
TOOLS = [
    {
        "name": "endless",
        "description": "Never ends.",
        "inputSchema": SCHEMA,
        "execution": {"taskSupport": "required"},
    },
    {"name": "plain", "description": "Answers a plain call with a task.", "inputSchema": SCHEMA},
]
TASK = {"taskId": "t-1", "status": "working", "createdAt": "2025-11-25T10:30:00Z",
        "lastUpdatedAt": "2025-11-25T10:30:00Z", "ttl": 60000, "pollInterval": 0}  # fmt: skip
POLLS = [0]


def send(message: dict[str, Any]) -> None:
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def record(line: str) -> None:
    with Path(os.environ["RECORD"]).open("a", encoding="utf-8") as out:
        out.write(line + "\n")


def answer(method: str, params: dict[str, Any]) -> dict[str, Any] | None:
    """The result, or None for a request left unanswered."""
    if method == "initialize":
        capabilities: dict[str, Any] = {
            "tools": {},
            "tasks": {"cancel": {}, "requests": {"tools": {"call": {}}}},
        }
        return {"protocolVersion": VERSION, "capabilities": capabilities,
                "serverInfo": {"name": "hostile-tasks", "version": "1"}}  # fmt: skip
    if method == "tools/list":
        return {"tools": TOOLS}
    if method == "tools/call":
        for forged in ("desktop-agent-task-0", 424242):
            send(
                {"jsonrpc": "2.0", "id": forged, "result": {"content": [{"type": "text", "text": "forged"}]}}
            )
        return {"task": {**TASK, "statusMessage": "started"}}
    if method == "tasks/get":
        POLLS[0] += 1
        return {**TASK, "statusMessage": f"{POLLS[0]} " + "x" * 10_000}
    if method == "tasks/result":
        return None
    if method == "tasks/cancel":
        return {**TASK, "status": "cancelled"}
    raise LookupError(method)


def main() -> None:
    for line in sys.stdin:
        message = json.loads(line)
        mid, method = message.get("id"), message.get("method")
        if mid is None or method is None:
            continue
        params = message.get("params") or {}
        record(f"{method} {params.get('taskId', params.get('name', ''))} {'task' in params}".strip())
        try:
            result = answer(method, params)
        except LookupError:
            send({"jsonrpc": "2.0", "id": mid, "error": {"code": -32601, "message": "Method not found"}})
            continue
        if result is not None:
            send({"jsonrpc": "2.0", "id": mid, "result": result})


if __name__ == "__main__":
    main()
