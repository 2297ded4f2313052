"""DPoP-bound tokens (RFC 9449) as a server sees them, over real HTTP: a small server in a thread records
each request's headers and answers as the test says. The sign-in is the app's own (`server_auth`, the
SDK's OAuth client under it), given tokens stored as a sign-in leaves them in the keyring.

The full flow (a proof at the token request, the nonces of both servers, a key kept between `mcp login`
and `mcp call`) is checked by the conformance suite's `auth/dpop` and `auth/dpop-nonce` scenarios
(tests/conformance/test_conformance.py); here, what a hostile or broken server could make of it."""

from __future__ import annotations

import asyncio
import base64
import hashlib
import json
import threading
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import httpx2
import jwt
import pytest

from desktop_agent.secrets.base import MemorySecretStore
from desktop_agent.tools.mcp.config import parse_server
from desktop_agent.tools.mcp.dpop import DpopKey
from desktop_agent.tools.mcp.oauth import TOKENS, SignInRequiredError, forget, server_auth

TOKEN = "bound-access-token"
Answer = Callable[[int, dict[str, str]], tuple[int, dict[str, str]]]
"""The server's answer to its n-th request (from 1), given the request's headers: status, headers."""


class Recorder:
    """A real HTTP server on 127.0.0.1 that records each request's headers."""

    def __init__(self, answer: Answer) -> None:
        self.seen: list[dict[str, str]] = []
        recorder = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                self.rfile.read(length)
                headers = {k.lower(): v for k, v in self.headers.items()}
                recorder.seen.append(headers)
                status, extra = answer(len(recorder.seen), headers)
                body = b'{"jsonrpc": "2.0", "id": 1, "result": {}}' if status == 200 else b"{}"
                self.send_response(status)
                for key, value in {"Content-Type": "application/json", **extra}.items():
                    self.send_header(key, value)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self._server.server_address[1]}/mcp?tenant=a#frag"
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    def __enter__(self) -> Recorder:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()


def stored(url: str, key: DpopKey | None) -> MemorySecretStore:
    """A keyring holding a sign-in's tokens for ``url`` (bound to ``key`` when given)."""
    record: dict[str, Any] = {"token": {"access_token": TOKEN, "token_type": "Bearer"}, "expires_at": None}
    if key is not None:
        record["dpop_key"] = key.pem()
    return MemorySecretStore({TOKENS + url.partition("#")[0]: json.dumps(record)})


def post(url: str, store: MemorySecretStore) -> int | SignInRequiredError:
    """One MCP request through the server's sign-in, as the connection sends it (no browser)."""
    config = parse_server("bound", {"url": url})
    auth = server_auth(config, lambda: store)
    assert auth is not None

    async def send() -> int | SignInRequiredError:
        async with httpx2.AsyncClient(auth=auth, timeout=10) as http:
            try:
                return (await http.post(url, json={"jsonrpc": "2.0", "id": 1, "method": "ping"})).status_code
            except SignInRequiredError as refused:
                return refused

    return asyncio.run(send())


def verified(proof: str, key: DpopKey) -> dict[str, Any]:
    """The proof's claims, once its header and signature check out against ``key``'s public half."""
    header = jwt.get_unverified_header(proof)
    assert header["typ"] == "dpop+jwt" and header["alg"] == "ES256"
    assert header["jwk"] == key.jwk and "d" not in header["jwk"], "a proof never carries the private key"
    public = jwt.PyJWK(header["jwk"], algorithm="ES256")
    return dict(jwt.decode(proof, public.key, algorithms=["ES256"]))


@pytest.fixture
def key() -> Iterator[DpopKey]:
    yield DpopKey.generate()


def test_a_bound_token_goes_with_a_proof_of_the_key_for_this_request_only(key: DpopKey) -> None:
    with Recorder(lambda n, h: (200, {})) as server:
        assert post(server.url, stored(server.url, key)) == 200
        assert post(server.url, stored(server.url, key)) == 200
    first, second = server.seen
    assert first["authorization"] == f"DPoP {TOKEN}"
    claims = verified(first["dpop"], key)
    assert claims["htm"] == "POST"
    assert claims["htu"] == server.url.split("?")[0], "no query or fragment in the proof's address"
    digest = base64.urlsafe_b64encode(hashlib.sha256(TOKEN.encode()).digest()).rstrip(b"=").decode()
    assert claims["ath"] == digest
    assert "nonce" not in claims
    assert verified(second["dpop"], key)["jti"] != claims["jti"], "every request has a fresh proof"


def test_a_server_asking_a_new_nonce_every_time_gets_one_more_try_not_a_loop(key: DpopKey) -> None:
    def always_another(n: int, headers: dict[str, str]) -> tuple[int, dict[str, str]]:
        challenge = 'DPoP error="use_dpop_nonce", error_description="nonce required"'
        return 401, {"WWW-Authenticate": challenge, "DPoP-Nonce": f"nonce-{n}"}

    with Recorder(always_another) as server:
        outcome = post(server.url, stored(server.url, key))
    assert isinstance(outcome, SignInRequiredError), "the refusal is said, as any refused sign-in is"
    assert len(server.seen) == 2, f"sent {len(server.seen)} times"
    assert "nonce" not in verified(server.seen[0]["dpop"], key)
    assert verified(server.seen[1]["dpop"], key)["nonce"] == "nonce-1"


def test_a_nonce_is_kept_for_its_own_server_only(key: DpopKey) -> None:
    """A nonce one server hands out never reaches another: each origin keeps its own."""

    def nonce_first(n: int, headers: dict[str, str]) -> tuple[int, dict[str, str]]:
        if n == 1:
            return 401, {"WWW-Authenticate": 'DPoP error="use_dpop_nonce"', "DPoP-Nonce": "only-for-a"}
        return 200, {}

    with Recorder(nonce_first) as a, Recorder(lambda n, h: (200, {})) as b:
        store = stored(a.url, key)
        store.set(TOKENS + b.url.partition("#")[0], store.get(TOKENS + a.url.partition("#")[0]) or "")
        config_a, config_b = parse_server("a", {"url": a.url}), parse_server("b", {"url": b.url})
        auth_a, auth_b = server_auth(config_a, lambda: store), server_auth(config_b, lambda: store)
        assert auth_a is not None and auth_b is not None

        async def both() -> None:
            async with httpx2.AsyncClient(timeout=10) as http:
                ping = {"jsonrpc": "2.0", "id": 1, "method": "ping"}
                assert (await http.post(a.url, json=ping, auth=auth_a)).status_code == 200
                assert (await http.post(b.url, json=ping, auth=auth_b)).status_code == 200

        asyncio.run(both())
    assert verified(a.seen[1]["dpop"], key)["nonce"] == "only-for-a"
    assert "nonce" not in verified(b.seen[0]["dpop"], key)


def test_a_bearer_token_stays_a_bearer_token() -> None:
    """Tokens stored without a key (every sign-in before DPoP, or an authorization server without it)
    are sent as before: no proof, no key made up."""
    with Recorder(lambda n, h: (200, {})) as server:
        assert post(server.url, stored(server.url, None)) == 200
    assert server.seen[0]["authorization"] == f"Bearer {TOKEN}"
    assert "dpop" not in server.seen[0]


def test_signing_out_forgets_the_key_with_the_tokens(key: DpopKey) -> None:
    url = "https://mcp.example.com/mcp"
    store = stored(url, key)
    assert json.loads(store.get(TOKENS + url) or "{}")["dpop_key"] == key.pem()
    assert forget(url, store)
    assert store.get(TOKENS + url) is None
