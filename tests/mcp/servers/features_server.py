"""An MCP server on stdio (the SDK's own server) that uses what a client offers: roots, log messages,
progress.

    python -m tests.mcp.servers.features_server               # protocol 2026-07-28 (the SDK's default)
    python -m tests.mcp.servers.features_server --era 2025    # a 2025-era server: the initialize handshake
    python -m tests.mcp.servers.features_server --http PORT   # streamable HTTP on 127.0.0.1:PORT/mcp

``roots`` asks the client for its roots (``roots/list``) and answers with their URIs as JSON;
``roots_changes`` answers how many ``notifications/roots/list_changed`` it has heard (a 2025-era
connection only: protocol 2026-07-28 has no notifications from the client). ``chatter`` logs one line at
each of several levels; ``steps`` reports three progress notifications and answers with the progress
token the call carried; ``wait`` waits until the client cancels the call, and says so in a file.
"""

from __future__ import annotations

import argparse
import json
import warnings
from typing import Annotated, Any

import anyio
import anyio.lowlevel
import uvicorn
from mcp.server.mcpserver import Context, ListRoots, MCPServer, Resolve
from mcp.server.stdio import stdio_server
from mcp.shared.exceptions import MCPDeprecationWarning
from mcp.shared.message import SessionMessage
from mcp.types import (
    ErrorData,
    JSONRPCError,
    JSONRPCRequest,
    ListRootsResult,
    LoggingLevel,
    NotificationParams,
)

# Roots and logging are deprecated by protocol 2026-07-28; this server uses them on purpose.
warnings.simplefilter("ignore", MCPDeprecationWarning)

METHOD_NOT_FOUND = -32601
LEVELS: tuple[LoggingLevel, ...] = ("debug", "info", "warning", "error")

server = MCPServer("features-server", version="1.0")
heard = {"roots_changed": 0}


def ask_for_roots() -> ListRoots:
    return ListRoots()


@server.tool(description="Ask the client for its roots and answer with their URIs.")
def roots(found: Annotated[ListRootsResult, Resolve(ask_for_roots)]) -> str:
    return json.dumps([str(root.uri) for root in found.roots])


@server.tool(description="The capabilities the client declared, as JSON.")
def capabilities(ctx: Context) -> str:
    declared = ctx.client_capabilities
    return "{}" if declared is None else declared.model_dump_json(by_alias=True, exclude_none=True)


@server.tool(description="How many times the client said its roots changed.")
def roots_changes() -> str:
    return str(heard["roots_changed"])


@server.tool(description="Log one line at each of several levels.")
async def chatter(ctx: Context) -> str:
    for level in LEVELS:
        await ctx.log(level, f"a {level} line", logger_name="features")
    return "logged"


@server.tool(description="Report progress three times; answer with the call's progress token.")
async def steps(ctx: Context) -> str:
    for step in (1, 2, 3):
        await ctx.report_progress(step, 3, f"step {step} of 3")
    meta: dict[str, Any] = dict(ctx.request_context.meta or {})
    return str(meta.get("progress_token", meta.get("progressToken")))


@server.tool(description="Count to n, reporting each step as progress when `report` is true.")
async def count(ctx: Context, n: int, report: bool) -> str:
    for step in range(1, n + 1):
        if report:
            await ctx.report_progress(step, n, f"{step} of {n}")
        else:
            await anyio.lowlevel.checkpoint()  # the same turns of its loop, without a notification
    return str(n)


@server.tool(
    description="Wait half a minute; when the client cancels the call, write 'cancelled' to `marker`."
)
async def wait(marker: str) -> str:
    try:
        await anyio.sleep(30)
    except anyio.get_cancelled_exc_class():
        with open(marker, "w", encoding="utf-8") as out:  # noqa: ASYNC230 - one tiny write, then gone
            out.write("cancelled")
        raise
    return "waited"


async def _roots_changed(ctx: Any, params: NotificationParams) -> None:
    heard["roots_changed"] += 1


server._lowlevel_server.add_notification_handler(
    "notifications/roots/list_changed", NotificationParams, _roots_changed
)


def _is_discover(item: SessionMessage | Exception) -> JSONRPCRequest | None:
    message = item.message if isinstance(item, SessionMessage) else None
    if isinstance(message, JSONRPCRequest) and message.method == "server/discover":
        return message
    return None


async def run_2025_era(served: MCPServer = server) -> None:
    """The same server, but the 2026-07-28 ``server/discover`` probe is refused: the client falls back to
    the initialize handshake."""
    low = served._lowlevel_server
    async with stdio_server() as (read, write):
        send, receive = anyio.create_memory_object_stream[SessionMessage | Exception](0)

        async def relay() -> None:
            async with send:
                async for item in read:
                    if (probe := _is_discover(item)) is not None:
                        error = ErrorData(code=METHOD_NOT_FOUND, message="Method not found")
                        refusal = JSONRPCError(jsonrpc="2.0", id=probe.id, error=error)
                        await write.send(SessionMessage(refusal))
                    else:
                        await send.send(item)

        async with anyio.create_task_group() as group:
            group.start_soon(relay)
            await low.run(receive, write, low.create_initialization_options())
            group.cancel_scope.cancel()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--era", choices=["2025", "2026"], default="2026")
    parser.add_argument("--http", type=int, metavar="PORT")
    args = parser.parse_args()
    if args.http:
        app = server.streamable_http_app(streamable_http_path="/mcp")
        uvicorn.run(app, host="127.0.0.1", port=args.http, log_level="warning", lifespan="on")
    elif args.era == "2025":
        anyio.run(run_2025_era)
    else:
        server.run("stdio")


if __name__ == "__main__":
    main()
