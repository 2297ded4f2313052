"""A 2025-era MCP server on stdio (the SDK's low-level server); some of its tools only run as tasks.

    python -m tests.mcp.servers.task_server

``render`` and ``transcode`` declare ``execution.taskSupport: "required"`` and refuse a plain call, as such
servers do; ``lookup`` is ``"optional"`` and ``echo`` says nothing: both run as plain calls. The server
does not answer the 2026-07-28 ``server/discover`` probe (``execution`` exists only up to 2025-11-25), so
the client falls back to the ``initialize`` handshake.
"""

from __future__ import annotations

from typing import Any

import anyio
from mcp.server.lowlevel import Server
from mcp.server.stdio import stdio_server
from mcp.shared.exceptions import MCPError
from mcp.shared.message import SessionMessage
from mcp.types import (
    CallToolRequestParams,
    CallToolResult,
    ErrorData,
    JSONRPCError,
    JSONRPCRequest,
    ListToolsResult,
    PaginatedRequestParams,
    TextContent,
    Tool,
    ToolExecution,
)

METHOD_NOT_FOUND = -32601
TEXT = {"type": "object", "properties": {"text": {"type": "string"}}, "required": ["text"]}
TOOLS = [
    Tool(name="echo", description="Echo the text back.", input_schema=TEXT),
    Tool(name="lookup", description="Look something up.", input_schema=TEXT,
         execution=ToolExecution(task_support="optional")),
    Tool(name="render", description="Render a scene (as a task only).", input_schema=TEXT,
         execution=ToolExecution(task_support="required")),
    Tool(name="transcode", description="Transcode a video (as a task only).", input_schema=TEXT,
         execution=ToolExecution(task_support="required")),
]  # fmt: skip


async def list_tools(ctx: Any, params: PaginatedRequestParams | None) -> ListToolsResult:
    return ListToolsResult(tools=TOOLS)


async def call_tool(ctx: Any, params: CallToolRequestParams) -> CallToolResult:
    if params.name in ("render", "transcode"):
        raise MCPError(code=METHOD_NOT_FOUND, message=f"Tool {params.name!r} requires task augmentation")
    text = str((params.arguments or {}).get("text", ""))
    answer = f"found {text}" if params.name == "lookup" else text
    return CallToolResult(content=[TextContent(type="text", text=answer)])


server: Server[Any] = Server("task-server", version="1.0", on_list_tools=list_tools, on_call_tool=call_tool)


def _is_discover(item: SessionMessage | Exception) -> JSONRPCRequest | None:
    message = item.message if isinstance(item, SessionMessage) else None
    if isinstance(message, JSONRPCRequest) and message.method == "server/discover":
        return message
    return None


async def main() -> None:
    async with stdio_server() as (read, write):
        send, receive = anyio.create_memory_object_stream[SessionMessage | Exception](0)

        async def relay() -> None:
            async with send:
                async for item in read:
                    if (probe := _is_discover(item)) is not None:
                        error = ErrorData(code=METHOD_NOT_FOUND, message="Method not found")
                        await write.send(
                            SessionMessage(JSONRPCError(jsonrpc="2.0", id=probe.id, error=error))
                        )
                    else:
                        await send.send(item)

        async with anyio.create_task_group() as group:
            group.start_soon(relay)
            await server.run(receive, write, server.create_initialization_options())
            group.cancel_scope.cancel()


if __name__ == "__main__":
    anyio.run(main)
