"""Tokens bound to this app's key (DPoP, RFC 9449; MCP's `io.modelcontextprotocol/auth/dpop` extension).

A bearer token works for whoever holds it. When an MCP server's authorization server offers DPoP (its
metadata lists ``ES256`` in ``dpop_signing_alg_values_supported``), the sign-in makes a P-256 key pair and
proves it holds the private key at every token request, so the tokens it gets are bound to that key (the
token's ``cnf.jkt`` names its thumbprint): a copied token is useless without the key. Each request to the
server then carries ``Authorization: DPoP <token>`` and a fresh proof: a JWT signed with the key naming the
method, the address (without query or fragment), the time, a random id and the token's hash. A server or
authorization server that wants a nonce answers ``use_dpop_nonce`` with a ``DPoP-Nonce`` header; the
request is signed again with it and sent once more. Nonces are kept per origin, in memory.

The key is kept in the keyring with the tokens it binds (`KeyringTokenStorage.dpop_key`), so a later
process (`desktop-agent mcp call` after `mcp login`) presents them the same way, and signing out forgets
both. An authorization server that answers a proof with a bearer token gets bearer use: nothing is kept.
"""

from __future__ import annotations

import base64
import hashlib
import json
import logging
import secrets
import time
from typing import Any, Protocol
from urllib.parse import parse_qs, urlsplit, urlunsplit

import httpx2
import jwt
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec

log = logging.getLogger(__name__)

ALGORITHM = "ES256"
NONCE_HEADER = "DPoP-Nonce"
PROOF_HEADER = "DPoP"
NONCE_ERROR = "use_dpop_nonce"
_FORM = "application/x-www-form-urlencoded"
_METADATA = ("/.well-known/oauth-authorization-server", "/.well-known/openid-configuration")


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


class DpopKey:
    """A P-256 key pair whose public half goes in every proof's header."""

    def __init__(self, private_key: ec.EllipticCurvePrivateKey) -> None:
        if not isinstance(private_key.curve, ec.SECP256R1):
            raise ValueError("a DPoP key must be on the P-256 curve")
        self._key = private_key
        numbers = private_key.public_key().public_numbers()
        self.jwk = {
            "kty": "EC",
            "crv": "P-256",
            "x": _b64url(numbers.x.to_bytes(32, "big")),
            "y": _b64url(numbers.y.to_bytes(32, "big")),
        }

    @classmethod
    def generate(cls) -> DpopKey:
        return cls(ec.generate_private_key(ec.SECP256R1()))

    @classmethod
    def from_pem(cls, pem: str) -> DpopKey:
        key = serialization.load_pem_private_key(pem.encode("ascii"), password=None)
        if not isinstance(key, ec.EllipticCurvePrivateKey):
            raise ValueError("a DPoP key must be an elliptic-curve key")
        return cls(key)

    def pem(self) -> str:
        raw = self._key.private_bytes(
            serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
        )
        return raw.decode("ascii")

    def thumbprint(self) -> str:
        """The key's JWK thumbprint (RFC 7638): what a bound token's ``cnf.jkt`` names."""
        canonical = json.dumps(self.jwk, sort_keys=True, separators=(",", ":"))
        return _b64url(hashlib.sha256(canonical.encode("ascii")).digest())

    def proof(
        self, method: str, url: str, *, access_token: str | None = None, nonce: str | None = None
    ) -> str:
        """A fresh proof for one request (RFC 9449 §4.2)."""
        claims: dict[str, Any] = {
            "jti": secrets.token_urlsafe(16),
            "htm": method.upper(),
            "htu": target_uri(url),
            "iat": int(time.time()),
        }
        if access_token is not None:
            claims["ath"] = _b64url(hashlib.sha256(access_token.encode("ascii")).digest())
        if nonce is not None:
            claims["nonce"] = nonce
        headers = {"typ": "dpop+jwt", "jwk": self.jwk}
        return jwt.encode(claims, self._key, algorithm=ALGORITHM, headers=headers)


def target_uri(url: str) -> str:
    """The ``htu`` of a request: its address without query and fragment."""
    parts = urlsplit(url)
    return urlunsplit((parts.scheme, parts.netloc, parts.path, "", ""))


def _origin(url: httpx2.URL) -> str:
    return f"{url.scheme}://{url.netloc.decode('ascii')}"


def is_token_request(request: httpx2.Request) -> bool:
    """A request of the sign-in to a token endpoint (a code exchange or a refresh): a form with a grant."""
    if request.method != "POST" or not request.headers.get("content-type", "").startswith(_FORM):
        return False
    form = parse_qs(request.content.decode("utf-8", "replace"))
    return bool(form.get("grant_type"))


class KeyHolder(Protocol):
    """Where the key of the stored tokens is kept (`KeyringTokenStorage`)."""

    dpop_key: str | None


class DpopBinding:
    """DPoP for one server's sign-in: signs its token requests (when the authorization server offers DPoP,
    or the stored tokens are bound already), presents bound tokens with proofs, and answers nonce
    challenges once per request."""

    def __init__(self, holder: KeyHolder) -> None:
        self._holder = holder
        self._key: DpopKey | None = None
        self._nonces: dict[str, str] = {}
        self.offered = False
        """The authorization server's metadata lists ES256 for DPoP (`learn`)."""

    def _bound_key(self) -> DpopKey | None:
        """The key of the stored tokens, when they are bound."""
        pem = self._holder.dpop_key
        if pem is None:
            return None
        if self._key is None:
            try:
                self._key = DpopKey.from_pem(pem)
            except ValueError:
                log.warning("The stored DPoP key of an MCP server could not be read; a new sign-in is needed")
                self._holder.dpop_key = None
                return None
        return self._key

    def prepare(self, request: httpx2.Request) -> None:
        """Sign ``request`` if it needs a proof: a token request where DPoP is in use or offered, or a
        request carrying a bound token (whose ``Bearer`` becomes ``DPoP``)."""
        nonce = self._nonces.get(_origin(request.url))
        if is_token_request(request):
            key = self._bound_key()
            if key is None and self.offered:
                key = self._key = DpopKey.generate()
            if key is not None:
                request.headers[PROOF_HEADER] = key.proof(request.method, str(request.url), nonce=nonce)
            return
        scheme, _, token = request.headers.get("authorization", "").partition(" ")
        key = self._bound_key()
        if key is None or scheme.lower() not in ("bearer", "dpop") or not token:
            return
        request.headers["Authorization"] = f"DPoP {token}"
        request.headers[PROOF_HEADER] = key.proof(
            request.method, str(request.url), access_token=token, nonce=nonce
        )

    async def learn(self, request: httpx2.Request, response: httpx2.Response) -> None:
        """Read from the authorization server's metadata (RFC 8414, or OpenID's) whether it offers DPoP
        with ES256: the SDK's model of that metadata leaves the field out."""
        path = request.url.path
        if request.method != "GET" or response.status_code != 200 or not any(w in path for w in _METADATA):
            return
        offered = (await _json_body(response)).get("dpop_signing_alg_values_supported")
        self.offered = isinstance(offered, list) and ALGORITHM in offered

    async def wants_nonce(self, request: httpx2.Request, response: httpx2.Response) -> bool:
        """Keep any nonce the answer gives; True when it refused the request for want of one (RFC 9449
        §8, §9) and the request was signed: send it again, signed with the nonce."""
        nonce = response.headers.get(NONCE_HEADER)
        if not nonce:
            return False
        origin = _origin(request.url)
        fresh = self._nonces.get(origin) != nonce
        self._nonces[origin] = nonce
        if PROOF_HEADER.lower() not in request.headers or not fresh:
            return False
        if response.status_code == 401:
            challenge = response.headers.get("www-authenticate", "")
            return challenge.lower().startswith("dpop") and NONCE_ERROR in challenge
        if response.status_code == 400 and is_token_request(request):  # a token endpoint's answer is small
            return (await _json_body(response)).get("error") == NONCE_ERROR
        return False

    async def token_answer(self, request: httpx2.Request, response: httpx2.Response) -> httpx2.Response:
        """The token endpoint's answer as the SDK reads it: a DPoP-bound token (``token_type: DPoP``)
        keeps its key with it and is handed on as the SDK's ``Bearer`` (this class presents it as DPoP);
        a bearer token answered to a proof forgets the key."""
        if not is_token_request(request) or response.status_code not in (200, 201):
            return response
        body = await _json_body(response)
        kind = str(body.get("token_type", "")).lower()
        if kind != "dpop" or PROOF_HEADER.lower() not in request.headers or self._key is None:
            if PROOF_HEADER.lower() in request.headers:
                self._holder.dpop_key = None
                self._key = None
            return response
        self._holder.dpop_key = self._key.pem()
        body["token_type"] = "Bearer"
        kept = [(k, v) for k, v in response.headers.items() if k.lower() not in _RECOMPUTED]
        return httpx2.Response(response.status_code, headers=kept, json=body, request=request)


_RECOMPUTED = ("content-length", "content-encoding", "transfer-encoding")


async def _json_body(response: httpx2.Response) -> dict[str, Any]:
    """A token endpoint's JSON answer (an object), or empty."""
    try:
        body = json.loads(await response.aread())
    except ValueError:
        return {}
    return body if isinstance(body, dict) else {}
