"""A small MCP server on streamable HTTP (the SDK's own server under uvicorn), for reconnection tests.

    python -m tests.mcp.servers.http_server PORT                 # the SDK's server as it is (2026-07-28)
    python -m tests.mcp.servers.http_server PORT --era 2025      # a 2025-era server: sessions, 404 for one
                                                                 # it does not know
    python -m tests.mcp.servers.http_server PORT --era 2025-400  # the same, but an unknown session is a plain
                                                                 # 400 "Bad Request: No valid session ID"

A 2025-era server does not answer the 2026-07-28 ``server/discover`` probe (the client then falls back to
the ``initialize`` handshake and gets an ``Mcp-Session-Id``). Each process counts its calls from 1, so a
test sees which process answered.
"""

from __future__ import annotations

import argparse
import itertools
import json
from typing import Any

import uvicorn
from mcp.server.mcpserver import MCPServer
from mcp.types.version import HANDSHAKE_PROTOCOL_VERSIONS

server = MCPServer("http-test-server", version="1.0")
_calls = itertools.count(1)


@server.tool(description="Echo the text back, with the number of calls this process has answered.")
def echo(text: str) -> str:
    return f"{text} (call {next(_calls)})"


Scope = dict[str, Any]


async def _answer(send: Any, status: int, body: bytes, content_type: bytes) -> None:
    headers = [(b"content-type", content_type), (b"content-length", str(len(body)).encode())]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


def era_2025(app: Any, *, plain_400: bool) -> Any:
    issued: set[str] = set()

    async def guarded(scope: Scope, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await app(scope, receive, send)
            return
        headers = dict(scope.get("headers") or [])
        version = headers.get(b"mcp-protocol-version", b"").decode()
        session = headers.get(b"mcp-session-id", b"").decode()
        if version and version not in HANDSHAKE_PROTOCOL_VERSIONS:
            error = {"code": -32600, "message": "Bad Request: Missing session ID"}
            body = json.dumps({"jsonrpc": "2.0", "id": None, "error": error}).encode()
            await _answer(send, 400, body, b"application/json")
            return
        if session and session not in issued and plain_400:
            await _answer(send, 400, b"Bad Request: No valid session ID provided", b"text/plain")
            return

        async def noting(message: dict[str, Any]) -> None:
            if message["type"] == "http.response.start":
                for key, value in message.get("headers") or []:
                    if key.lower() == b"mcp-session-id":
                        issued.add(value.decode())
            await send(message)

        await app(scope, receive, noting)

    return guarded


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("port", type=int)
    parser.add_argument("--era", choices=["2026", "2025", "2025-400"], default="2026")
    args = parser.parse_args()
    app: Any = server.streamable_http_app(streamable_http_path="/mcp")
    if args.era != "2026":
        app = era_2025(app, plain_400=args.era == "2025-400")
    uvicorn.run(app, host="127.0.0.1", port=args.port, log_level="warning", lifespan="on")


if __name__ == "__main__":
    main()
