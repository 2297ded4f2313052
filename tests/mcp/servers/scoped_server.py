"""A protected MCP server (the SDK's own, with its authorization server at the same origin) that asks for
more permission for one tool, and whose authorization server may accept client ID metadata documents.

- ``read_note`` needs the scope ``notes:read``; ``write_note`` needs ``notes:write`` too: a call of it with
  a token without that scope is refused with 403 and ``WWW-Authenticate: Bearer error="insufficient_scope",
  scope="notes:read notes:write"`` (a step-up).
- With ``documents=True`` its metadata says ``client_id_metadata_document_supported`` and a client ID
  that is the app's document address is accepted as the document says (`DOCUMENT`, the file the project
  ships in packaging/oauth/), its loopback redirect on any port (RFC 8252 §7.3), as an authorization
  server that fetched the document would.

Served by uvicorn in a thread. ``provider.requested`` lists the scopes of each authorization request, and
``provider.counts`` what the clients did (register, authorize, token, document).
"""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path
from typing import Any

import uvicorn
from mcp.server.auth.provider import AuthorizationParams
from mcp.server.auth.settings import AuthSettings, ClientRegistrationOptions
from mcp.server.mcpserver import MCPServer
from mcp.shared.auth import InvalidRedirectUriError, OAuthClientInformationFull
from pydantic import AnyHttpUrl, AnyUrl

from tests.mcp.servers.oauth_server import MemoryAuthProvider, free_port

READ = "notes:read"
WRITE = "notes:write"
DOCUMENT = Path(__file__).resolve().parents[3] / "packaging" / "oauth" / "client-metadata.json"

Scope = dict[str, Any]
Receive = Any
Send = Any


class DocumentClient(OAuthClientInformationFull):
    """A client known by its metadata document: a loopback redirect URI matches on any port."""

    def validate_redirect_uri(self, redirect_uri: AnyUrl | None) -> AnyUrl:
        if redirect_uri is not None and redirect_uri.host == "127.0.0.1" and redirect_uri.scheme == "http":
            for registered in self.redirect_uris or []:
                if registered.host == redirect_uri.host and registered.path == redirect_uri.path:
                    return redirect_uri
            raise InvalidRedirectUriError(f"Redirect URI '{redirect_uri}' is not in the client's document")
        return super().validate_redirect_uri(redirect_uri)


class ScopedProvider(MemoryAuthProvider):
    def __init__(self, *, documents: bool = False) -> None:
        super().__init__()
        self.documents = documents
        self.requested: list[list[str]] = []

    async def get_client(self, client_id: str) -> OAuthClientInformationFull | None:
        document = json.loads(DOCUMENT.read_text(encoding="utf-8"))
        if self.documents and client_id == document["client_id"]:
            self.counts["document"] += 1
            return DocumentClient.model_validate({**document, "scope": f"{READ} {WRITE}"})
        return self.clients.get(client_id)

    async def register_client(self, client_info: OAuthClientInformationFull) -> None:
        client_info.scope = f"{READ} {WRITE}"  # either may be asked for later
        await super().register_client(client_info)

    async def authorize(self, client: OAuthClientInformationFull, params: AuthorizationParams) -> str:
        self.requested.append(list(params.scopes or []))
        return await super().authorize(client, params)


class _StepUpAndDocuments:
    """ASGI around the SDK's app: refuses ``write_note`` without ``notes:write`` (403, step-up), and adds
    ``client_id_metadata_document_supported`` to the authorization server's metadata when asked to."""

    def __init__(self, app: Any, server: ScopedServer) -> None:
        self._app = app
        self._server = server

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self._app(scope, receive, send)
            return
        if scope["path"] == "/.well-known/oauth-authorization-server" and self._server.provider.documents:
            await self._metadata(scope, receive, send)
            return
        if scope["method"] != "POST" or scope["path"] != "/mcp":
            await self._app(scope, receive, send)
            return
        body = b""
        while True:
            message = await receive()
            body += message.get("body", b"")
            if not message.get("more_body"):
                break
        if self._needs_write(scope, body):
            challenge = (
                f'Bearer error="insufficient_scope", scope="{READ} {WRITE}", '
                f'resource_metadata="{self._server.base}/.well-known/oauth-protected-resource/mcp"'
            )
            headers = [(b"content-type", b"application/json"), (b"www-authenticate", challenge.encode())]
            await send({"type": "http.response.start", "status": 403, "headers": headers})
            await send({"type": "http.response.body", "body": b'{"error": "insufficient_scope"}'})
            return
        sent = False

        async def replay() -> dict[str, Any]:
            nonlocal sent
            if sent:
                later: dict[str, Any] = await receive()
                return later
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}

        await self._app(scope, replay, send)

    def _needs_write(self, scope: Scope, body: bytes) -> bool:
        try:
            message = json.loads(body)
        except ValueError:
            return False
        if not isinstance(message, dict) or message.get("method") != "tools/call":
            return False
        if (message.get("params") or {}).get("name") != "write_note":
            return False
        headers = dict(scope["headers"])
        token = headers.get(b"authorization", b"").decode().removeprefix("Bearer ")
        found = self._server.provider.access.get(token)
        return found is None or WRITE not in found.scopes

    async def _metadata(self, scope: Scope, receive: Receive, send: Send) -> None:
        parts: list[bytes] = []
        start: dict[str, Any] = {}

        async def keep(message: dict[str, Any]) -> None:
            if message["type"] == "http.response.start":
                start.update(message)
            else:
                parts.append(message.get("body", b""))

        await self._app(scope, receive, keep)
        metadata = json.loads(b"".join(parts))
        metadata["client_id_metadata_document_supported"] = True
        body = json.dumps(metadata).encode()
        headers = [(k, v) for k, v in start.get("headers", []) if k.lower() != b"content-length"]
        await send({
            "type": "http.response.start", "status": start.get("status", 200),
            "headers": [*headers, (b"content-length", str(len(body)).encode())],
        })  # fmt: skip
        await send({"type": "http.response.body", "body": body})


class ScopedServer:
    """The MCP server at ``url`` and its authorization server at the same origin, served in a thread."""

    def __init__(self, *, documents: bool = False) -> None:
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.url = f"{self.base}/mcp"
        self.provider = ScopedProvider(documents=documents)
        self.notes: list[str] = []
        server = MCPServer(
            "scoped-test-server",
            auth_server_provider=self.provider,
            auth=AuthSettings(
                issuer_url=AnyHttpUrl(self.base),
                resource_server_url=AnyHttpUrl(self.url),
                client_registration_options=ClientRegistrationOptions(
                    enabled=True, valid_scopes=[READ, WRITE]
                ),
                required_scopes=[READ],
                validate_token_resource=False,
            ),
        )

        @server.tool(description="Read the notes.")
        def read_note() -> str:
            return "\n".join(self.notes) or "(no notes)"

        @server.tool(description="Add a note (needs notes:write).")
        def write_note(text: str) -> str:
            self.notes.append(text)
            return f"noted: {text}"

        app = _StepUpAndDocuments(server.streamable_http_app(), self)
        self._server = uvicorn.Server(
            uvicorn.Config(app, host="127.0.0.1", port=self.port, log_level="warning")
        )
        self._thread = threading.Thread(target=self._server.run, name="scoped test server", daemon=True)

    def __enter__(self) -> ScopedServer:
        self._thread.start()
        deadline = time.monotonic() + 15
        while not self._server.started:
            if time.monotonic() > deadline or not self._thread.is_alive():
                raise RuntimeError("the scoped test server did not start")
            time.sleep(0.02)
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.should_exit = True
        self._thread.join(10)
