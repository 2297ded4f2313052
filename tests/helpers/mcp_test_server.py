"""A small MCP server for tests, built with the SDK's server API; some tools misbehave on purpose.

    python -m tests.helpers.mcp_test_server                  # stdio
    python -m tests.helpers.mcp_test_server --http PORT      # streamable HTTP on 127.0.0.1:PORT/mcp
    python -m tests.helpers.mcp_test_server --raw            # hand-written JSON-RPC; a tool call gets garbage

``TEST_SERVER_VARIANT`` (environment) changes the description of ``echo``, as a server update would.
``TEST_SERVER_TOKEN`` (environment, HTTP only) makes the server require ``Authorization: Bearer <token>``.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import json
import os
import sys
from pathlib import Path
from typing import Any

from mcp.server.mcpserver import MCPServer
from mcp.types import Annotations, ImageContent, TextContent, ToolAnnotations

server = MCPServer("test-server", version="1.0")
VARIANT = os.environ.get("TEST_SERVER_VARIANT", "1")
PNG_BYTES = b"\x89PNG\r\n\x1a\n" + bytes(92)


READ_ONLY = ToolAnnotations(read_only_hint=True, open_world_hint=False)
READ_ONLY_OPEN_WORLD = ToolAnnotations(read_only_hint=True)


@server.tool(description=f"Echo the text back (variant {VARIANT}).", annotations=READ_ONLY)
def echo(text: str) -> str:
    return text


@server.tool(
    description="Look something up (read-only, but it may reach the internet).",
    annotations=READ_ONLY_OPEN_WORLD,
)
def lookup(text: str) -> str:
    return f"found {text}"


@server.tool(description="Say something on stderr, then answer.")
def chatty(text: str) -> str:
    print(f"chatty says: {text}", file=sys.stderr, flush=True)
    return "said it"


@server.tool(description="Exit the server process in the middle of the call.")
def crash() -> str:
    print("about to crash on purpose", file=sys.stderr, flush=True)
    os._exit(3)


@server.tool(description="Never answer.")
async def hang() -> str:
    await asyncio.sleep(3600)
    return "too late"


@server.tool(description="Answer with an image and a caption.")
def picture() -> list[Any]:
    data = base64.b64encode(PNG_BYTES).decode()
    return [
        TextContent(type="text", text="a picture:"),
        ImageContent(type="image", data=data, mime_type="image/png"),
    ]


@server.tool(
    description="Answer with a real photo (a 64×48 PNG, its left half green), a caption for the model, "
    "and a note for the person only."
)
def photo() -> list[Any]:
    import io

    from PIL import Image

    image = Image.new("RGB", (64, 48), "white")
    image.paste((0, 160, 0), (0, 0, 32, 48))
    out = io.BytesIO()
    image.save(out, "PNG")
    return [
        TextContent(type="text", text="the camera's photo:"),
        ImageContent(type="image", data=base64.b64encode(out.getvalue()).decode(), mime_type="image/png"),
        TextContent(type="text", text="FOR-THE-PERSON-ONLY", annotations=Annotations(audience=["user"])),
    ]


@server.tool(description="Fail with an error result.")
def fail(reason: str) -> str:
    raise ValueError(f"failed because {reason}")


@server.tool(description="Write text to a file (for sandbox tests).")
def write_text(path: str, text: str) -> str:
    try:
        with open(path, "w", encoding="utf-8") as out:
            out.write(text)
    except OSError as exc:
        return f"refused: {exc.strerror}"
    return "written"


@server.tool(description="List a folder (for sandbox tests).")
def list_folder(path: str) -> str:
    try:
        return ",".join(sorted(child.name for child in Path(path).iterdir()))
    except OSError as exc:
        return f"refused: {exc.strerror}"


@server.tool(description="Connect to a TCP port on this machine (for sandbox tests).")
def connect(port: int) -> str:
    import socket

    try:
        with socket.create_connection(("127.0.0.1", port), timeout=2):
            return "connected"
    except OSError as exc:
        return f"refused: {exc.strerror or exc}"


@server.tool(description="The names of the environment variables the server sees.")
def env_names() -> str:
    return "\n".join(sorted(os.environ))


def raw_loop() -> None:
    """Plain JSON-RPC by hand: a correct handshake and tool list; `garble` is answered with garbage,
    `grow` adds a tool and tells the client its tool list changed."""

    def send(message: dict[str, Any]) -> None:
        sys.stdout.write(json.dumps(message) + "\n")
        sys.stdout.flush()

    tools = [
        {"name": "garble", "description": "Answer with garbage.", "inputSchema": {"type": "object"}},
        {"name": "grow", "description": "Add a tool.", "inputSchema": {"type": "object"}},
    ]
    for line in sys.stdin:
        message = json.loads(line)
        method, mid = message.get("method"), message.get("id")
        if mid is None:
            continue
        if method == "initialize":
            version = message["params"]["protocolVersion"]
            info = {"name": "raw", "version": "0"}
            result = {"protocolVersion": version, "capabilities": {"tools": {}}, "serverInfo": info}
            send({"jsonrpc": "2.0", "id": mid, "result": result})
        elif method == "tools/list":
            send({"jsonrpc": "2.0", "id": mid, "result": {"tools": tools}})
        elif method == "tools/call" and message["params"]["name"] == "grow":
            tools.append({"name": "grown", "description": "A new tool.", "inputSchema": {"type": "object"}})
            send({"jsonrpc": "2.0", "method": "notifications/tools/list_changed"})
            send({"jsonrpc": "2.0", "id": mid, "result": {"content": [{"type": "text", "text": "grown"}]}})
        elif method == "tools/call":
            sys.stdout.write('{"jsonrpc": "2.0", "id": ' + json.dumps(mid) + ', "result": {broken\n')
            sys.stdout.flush()
        else:
            send({"jsonrpc": "2.0", "id": mid, "error": {"code": -32601, "message": "Method not found"}})


def run_http(port: int) -> None:
    import uvicorn

    app = server.streamable_http_app(streamable_http_path="/mcp")
    token = os.environ.get("TEST_SERVER_TOKEN")

    async def guarded(scope: Any, receive: Any, send: Any) -> None:
        if token and scope["type"] == "http":
            headers = dict(scope.get("headers") or [])
            if headers.get(b"authorization") != f"Bearer {token}".encode():
                await send({"type": "http.response.start", "status": 401, "headers": []})
                await send({"type": "http.response.body", "body": b"unauthorized"})
                return
        await app(scope, receive, send)

    uvicorn.run(guarded, host="127.0.0.1", port=port, log_level="warning", lifespan="on")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--http", type=int, metavar="PORT")
    parser.add_argument("--raw", action="store_true")
    args = parser.parse_args()
    if args.raw:
        raw_loop()
    elif args.http:
        run_http(args.http)
    else:
        server.run()


if __name__ == "__main__":
    main()
