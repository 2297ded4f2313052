"""A protected MCP server with its own OAuth authorization server (the SDK's server-side auth: metadata,
dynamic registration, PKCE, refresh), under uvicorn in a thread, for sign-in tests.

Authorization is granted at once (no person to ask): ``/authorize`` answers with a redirect to the
client's redirect URI carrying the code. Access tokens live ``token_lifetime_s`` seconds. Counters say what
the clients did (registrations, authorizations, token and refresh requests).

`MachineServer`: an MCP server whose authorization server (`GrantAuthority`, plain Starlette routes at the
same origin) grants client_credentials only, to a client presenting its secret (Basic) or an assertion
signed with its private key, verified with the public key; or, given a workload's public key, the
jwt-bearer grant of workload identity only (a public client presenting the workload's JWT).
"""

from __future__ import annotations

import base64
import secrets
import socket
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import unquote

import jwt
import uvicorn
from mcp.server.auth.provider import (
    AccessToken,
    AuthorizationCode,
    AuthorizationParams,
    RefreshToken,
    construct_redirect_uri,
)
from mcp.server.auth.settings import AuthSettings, ClientRegistrationOptions
from mcp.server.mcpserver import MCPServer
from mcp.shared.auth import OAuthClientInformationFull, OAuthToken
from pydantic import AnyHttpUrl
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

SCOPE = "mcp:tools"
JWT_BEARER = "urn:ietf:params:oauth:grant-type:jwt-bearer"


@dataclass
class MemoryAuthProvider:
    """An OAuthAuthorizationServerProvider kept in dicts."""

    token_lifetime_s: int = 3600
    clients: dict[str, OAuthClientInformationFull] = field(default_factory=dict)
    codes: dict[str, AuthorizationCode] = field(default_factory=dict)
    access: dict[str, AccessToken] = field(default_factory=dict)
    refresh: dict[str, RefreshToken] = field(default_factory=dict)
    counts: Counter[str] = field(default_factory=Counter)

    async def get_client(self, client_id: str) -> OAuthClientInformationFull | None:
        return self.clients.get(client_id)

    async def register_client(self, client_info: OAuthClientInformationFull) -> None:
        self.counts["register"] += 1
        assert client_info.client_id is not None
        self.clients[client_info.client_id] = client_info

    async def authorize(self, client: OAuthClientInformationFull, params: AuthorizationParams) -> str:
        self.counts["authorize"] += 1
        code = secrets.token_urlsafe(16)
        self.codes[code] = AuthorizationCode(
            code=code,
            scopes=params.scopes or [SCOPE],
            expires_at=time.time() + 300,
            client_id=str(client.client_id),
            code_challenge=params.code_challenge,
            redirect_uri=params.redirect_uri,
            redirect_uri_provided_explicitly=params.redirect_uri_provided_explicitly,
            resource=params.resource,
        )
        return construct_redirect_uri(str(params.redirect_uri), code=code, state=params.state)

    async def load_authorization_code(
        self, client: OAuthClientInformationFull, code: str
    ) -> AuthorizationCode | None:
        return self.codes.get(code)

    def _issue(self, client_id: str, scopes: list[str], resource: str | None) -> OAuthToken:
        access, refresh = f"at-{secrets.token_urlsafe(24)}", f"rt-{secrets.token_urlsafe(24)}"
        expires = int(time.time()) + self.token_lifetime_s
        self.access[access] = AccessToken(
            token=access, client_id=client_id, scopes=scopes, expires_at=expires, resource=resource
        )
        self.refresh[refresh] = RefreshToken(
            token=refresh, client_id=client_id, scopes=scopes, resource=resource
        )
        return OAuthToken(
            access_token=access,
            expires_in=self.token_lifetime_s,
            scope=" ".join(scopes),
            refresh_token=refresh,
        )

    async def exchange_authorization_code(
        self, client: OAuthClientInformationFull, authorization_code: AuthorizationCode
    ) -> OAuthToken:
        self.counts["token"] += 1
        self.codes.pop(authorization_code.code, None)
        return self._issue(str(client.client_id), authorization_code.scopes, authorization_code.resource)

    async def load_refresh_token(
        self, client: OAuthClientInformationFull, refresh_token: str
    ) -> RefreshToken | None:
        return self.refresh.get(refresh_token)

    async def exchange_refresh_token(
        self, client: OAuthClientInformationFull, refresh_token: RefreshToken, scopes: list[str]
    ) -> OAuthToken:
        self.counts["refresh"] += 1
        self.refresh.pop(refresh_token.token, None)
        return self._issue(str(client.client_id), scopes or refresh_token.scopes, refresh_token.resource)

    async def load_access_token(self, token: str) -> AccessToken | None:
        found = self.access.get(token)
        if found is None or (found.expires_at is not None and found.expires_at < time.time()):
            return None
        self.counts["served"] += 1
        return found

    def expire_access_tokens(self) -> None:
        """Every access token issued so far has expired (as if its lifetime had passed)."""
        past = int(time.time()) - 1
        self.access = {
            key: token.model_copy(update={"expires_at": past}) for key, token in self.access.items()
        }

    async def revoke_token(self, token: AccessToken | RefreshToken) -> None:
        self.access.pop(token.token, None)
        self.refresh.pop(token.token, None)

    async def exchange_identity_assertion(self, *args: Any, **kwargs: Any) -> OAuthToken:
        raise NotImplementedError


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class ProtectedServer:
    """The MCP server at ``url`` and its authorization server at the same origin, served in a thread."""

    def __init__(self, *, token_lifetime_s: int = 3600) -> None:
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.url = f"{self.base}/mcp"
        self.provider = MemoryAuthProvider(token_lifetime_s=token_lifetime_s)
        server = MCPServer(
            "protected-test-server",
            auth_server_provider=self.provider,
            auth=AuthSettings(
                issuer_url=AnyHttpUrl(self.base),
                resource_server_url=AnyHttpUrl(self.url),
                client_registration_options=ClientRegistrationOptions(enabled=True, valid_scopes=[SCOPE]),
                required_scopes=[SCOPE],
                validate_token_resource=False,
            ),
        )

        @server.tool(description="Echo the text back.")
        def echo(text: str) -> str:
            return f"echo: {text}"

        app = server.streamable_http_app()
        self._server = uvicorn.Server(
            uvicorn.Config(app, host="127.0.0.1", port=self.port, log_level="warning")
        )
        self._thread = threading.Thread(target=self._server.run, name="oauth test server", daemon=True)

    def __enter__(self) -> ProtectedServer:
        self._thread.start()
        deadline = time.monotonic() + 15
        while not self._server.started:
            if time.monotonic() > deadline or not self._thread.is_alive():
                raise RuntimeError("the protected test server did not start")
            time.sleep(0.02)
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.should_exit = True
        self._thread.join(10)


CLIENT_ID = "machine-client"


@dataclass
class GrantAuthority:
    """An authorization server for machines: the client_credentials grant only, the client authenticated
    with its secret (Basic) or with an assertion signed by its private key (verified with ``public_key``).
    It is also the MCP server's token verifier."""

    issuer: str
    secret: str
    public_key: str | None = None
    workload_key: str | None = None
    """Set: the jwt-bearer grant of workload identity only, its JWT verified with this public key."""
    assertions: list[str] = field(default_factory=list)
    access: dict[str, AccessToken] = field(default_factory=dict)
    counts: Counter[str] = field(default_factory=Counter)
    refused: list[str] = field(default_factory=list)

    async def verify_token(self, token: str) -> AccessToken | None:
        found = self.access.get(token)
        if found is not None:
            self.counts["served"] += 1
        return found

    async def metadata(self, request: Request) -> Response:
        return JSONResponse({
            "issuer": f"{self.issuer}/",  # as the SDK's protected-resource metadata names it
            "authorization_endpoint": f"{self.issuer}/authorize",
            "token_endpoint": f"{self.issuer}/token",
            "response_types_supported": ["code"],
            "grant_types_supported": [JWT_BEARER if self.workload_key else "client_credentials"],
            "token_endpoint_auth_methods_supported": ["client_secret_basic", "private_key_jwt"],
            "token_endpoint_auth_signing_alg_values_supported": ["ES256", "RS256"],
        })  # fmt: skip

    async def token(self, request: Request) -> Response:
        self.counts["token"] += 1
        form = await request.form()
        if self.workload_key is not None:
            return self._workload_token({k: str(v) for k, v in form.items()})
        why = self._refusal({k: str(v) for k, v in form.items()}, request.headers.get("authorization", ""))
        if why is not None:
            self.refused.append(why)
            return JSONResponse({"error": "invalid_client", "error_description": why}, status_code=401)
        return self._issue()

    def _workload_token(self, form: dict[str, str]) -> Response:
        """RFC 7523 §2.1 for a public client: the workload's JWT as the grant, verified with its key."""
        assert self.workload_key is not None
        self.assertions.append(form.get("assertion", ""))
        if form.get("grant_type") != JWT_BEARER or form.get("client_id") != CLIENT_ID:
            self.refused.append(f"grant {form.get('grant_type')!r} for {form.get('client_id')!r}")
            return JSONResponse({"error": "unsupported_grant_type"}, status_code=400)
        try:
            jwt.decode(form["assertion"], self.workload_key, algorithms=["ES256"], audience=f"{self.issuer}/")
        except (KeyError, jwt.PyJWTError) as exc:
            self.refused.append(f"assertion: {exc}")
            return JSONResponse({"error": "invalid_grant", "error_description": str(exc)}, status_code=400)
        return self._issue()

    def _issue(self) -> Response:
        token = secrets.token_urlsafe(24)
        self.access[token] = AccessToken(
            token=token, client_id=CLIENT_ID, scopes=[SCOPE], expires_at=int(time.time()) + 3600
        )
        return JSONResponse(
            {"access_token": token, "token_type": "Bearer", "expires_in": 3600, "scope": SCOPE}
        )

    def _refusal(self, form: dict[str, str], authorization: str) -> str | None:
        if form.get("grant_type") != "client_credentials":
            return f"grant {form.get('grant_type')!r}"
        if self.public_key is None:
            scheme, _, encoded = authorization.partition(" ")
            if scheme != "Basic":
                return "no Basic authentication"
            client_id, _, secret = base64.b64decode(encoded).decode().partition(":")
            ok = unquote(client_id) == CLIENT_ID and unquote(secret) == self.secret
            return None if ok else "wrong client secret"
        if form.get("client_assertion_type") != "urn:ietf:params:oauth:client-assertion-type:jwt-bearer":
            return "no client assertion"
        try:
            claims = jwt.decode(
                form.get("client_assertion", ""),
                self.public_key,
                algorithms=["ES256", "RS256"],
                audience=[self.issuer, f"{self.issuer}/"],
            )
        except jwt.PyJWTError as exc:
            return f"assertion: {exc}"
        return None if claims.get("iss") == claims.get("sub") == CLIENT_ID else "assertion: wrong client"


class MachineServer:
    """An MCP server whose protected-resource metadata names `GrantAuthority` at the same origin, served
    in a thread: ``private_key`` (PEM) makes it want private_key_jwt, else the client's ``secret``."""

    def __init__(
        self,
        *,
        secret: str = "s3cret-machine-value",
        public_key: str | None = None,
        workload_key: str | None = None,
    ) -> None:
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.url = f"{self.base}/mcp"
        self.authority = GrantAuthority(self.base, secret, public_key, workload_key)
        server = MCPServer(
            "machine-test-server",
            token_verifier=self.authority,
            auth=AuthSettings(
                issuer_url=AnyHttpUrl(self.base),
                resource_server_url=AnyHttpUrl(self.url),
                required_scopes=[SCOPE],
                validate_token_resource=False,
            ),
        )

        @server.tool(description="Echo the text back.")
        def echo(text: str) -> str:
            return f"echo: {text}"

        app = server.streamable_http_app()
        app.add_route("/.well-known/oauth-authorization-server", self.authority.metadata, methods=["GET"])
        app.add_route("/token", self.authority.token, methods=["POST"])
        self._server = uvicorn.Server(
            uvicorn.Config(app, host="127.0.0.1", port=self.port, log_level="warning")
        )
        self._thread = threading.Thread(target=self._server.run, name="grant test server", daemon=True)

    def __enter__(self) -> MachineServer:
        self._thread.start()
        deadline = time.monotonic() + 15
        while not self._server.started:
            if time.monotonic() > deadline or not self._thread.is_alive():
                raise RuntimeError("the machine test server did not start")
            time.sleep(0.02)
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.should_exit = True
        self._thread.join(10)
