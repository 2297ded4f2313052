"""Signing in without a browser, as a server's ``"oauth": {"grant": ...}`` asks, on the SDK's own providers
(``mcp.client.auth.extensions``):

- ``client_credentials`` (machine to machine, SEP-1046): the client registered for the app presents its
  secret (``client_secret_basic`` / ``client_secret_post``) or an assertion signed with its private key
  (``private_key_jwt``, RFC 7523 §2.2) at the token endpoint and gets a token for itself;
- ``identity_assertion`` (enterprise-managed authorization, SEP-990): the enterprise identity provider's
  ID token is exchanged at the provider (RFC 8693) for an identity assertion grant (ID-JAG), which the
  authorization server named by ``issuer`` exchanges (RFC 7523 jwt-bearer) for a token;
- ``workload_identity`` (workload identity federation, SEP-1933): the JWT the workload's platform gives it
  (read from ``assertion_file`` at each exchange) is exchanged at ``issuer`` the same way.

The secret, the private key and the ID token are the person's, kept in the OS keyring
(`oauth.store_credential`), read when a token is needed, and told to the log's scrubber; the tokens are
kept like a browser sign-in's. A missing or refused credential leaves the server in the state "Sign in"
with the command that stores it.

Where the credentials may go: a configured ``issuer`` is the only authorization server they are sent to.
Without one, a client-credentials client is sent where the server's metadata points the first time, and
that authorization server is remembered in the keyring (`oauth.ISSUER_PIN`): a later redirection
elsewhere is refused until the person stores the credential again. The identity assertion grant always
needs its ``issuer``: the SDK's provider never asks the MCP server which authorization server to use.
"""

from __future__ import annotations

import asyncio
import base64
import binascii
import json
import logging
import re
import warnings
from pathlib import Path
from typing import Literal

import httpx2
from cryptography.hazmat.primitives.asymmetric import ec, ed448, ed25519, rsa
from cryptography.hazmat.primitives.serialization import load_pem_private_key
from mcp.client.auth import OAuthFlowError
from mcp.client.auth.extensions.client_credentials import (
    ClientCredentialsOAuthProvider,
    PrivateKeyJWTOAuthProvider,
    SignedJWTParameters,
)
from mcp.client.auth.extensions.identity_assertion import IdentityAssertionOAuthProvider
from mcp.shared.auth import JWT_BEARER_GRANT_TYPE
from mcp.shared.exceptions import MCPDeprecationWarning

from desktop_agent.tools.mcp.config import OAuthConfig, ServerConfig
from desktop_agent.tools.mcp.oauth import KeyringTokenStorage, SignInRequiredError

log = logging.getLogger(__name__)

TOKEN_EXCHANGE = "urn:ietf:params:oauth:grant-type:token-exchange"
ID_TOKEN_TYPE = "urn:ietf:params:oauth:token-type:id_token"
ID_JAG_TYPE = "urn:ietf:params:oauth:token-type:id-jag"
_CURVES = {"secp256r1": "ES256", "secp384r1": "ES384", "secp521r1": "ES512"}
_IDP_TIMEOUT_S = 30.0

SecretMethod = Literal["client_secret_basic", "client_secret_post"]


def _store_words(name: str, what: str, option: str) -> str:
    return f"{name} signs in with {what} kept in the keyring: desktop-agent mcp login {name} {option}"


def signing_algorithm(pem: str) -> str:
    """The JWS algorithm for a PEM private key (RS256, ES256/384/512, EdDSA); ValueError when it is not a
    private key this app can sign with."""
    try:
        key = load_pem_private_key(pem.encode(), password=None)
    except (ValueError, TypeError) as exc:
        raise ValueError("This is not an unencrypted PEM private key (PKCS#8 or traditional).") from exc
    if isinstance(key, rsa.RSAPrivateKey):
        return "RS256"
    if isinstance(key, ec.EllipticCurvePrivateKey) and key.curve.name in _CURVES:
        return _CURVES[key.curve.name]
    if isinstance(key, ed25519.Ed25519PrivateKey | ed448.Ed448PrivateKey):
        return "EdDSA"
    raise ValueError("The private key must be an RSA, EC (P-256, P-384, P-521) or Ed25519 key.")


class _Pinned:
    """What both client-credentials clients add to the SDK's: the credential read from the keyring, the
    stored token's expiry, and the authorization server kept to (configured, or the first one used)."""

    _storage: KeyringTokenStorage
    _name: str
    _issuer: str | None
    _configured: str | None

    def disarm(self) -> None:
        """Nothing to take back: no browser is ever opened."""

    async def _pin(self, issuer: object) -> None:
        if self._configured is None and self._issuer is None and issuer is not None:
            self._issuer = str(issuer)
            await self._storage.pin_issuer(self._issuer)
            log.info("MCP server %r: its client credentials now go only to %s", self._name, self._issuer)


class ClientSecretAuth(_Pinned, ClientCredentialsOAuthProvider):
    """``client_credentials`` with the client's secret (Basic or in the form)."""

    def __init__(self, config: ServerConfig, own: OAuthConfig, storage: KeyringTokenStorage) -> None:
        assert config.url is not None and own.client_id is not None
        method: SecretMethod = (
            "client_secret_post"
            if own.token_endpoint_auth_method == "client_secret_post"
            else "client_secret_basic"
        )
        with warnings.catch_warnings():  # without an issuer the app keeps to the first one (`_Pinned`)
            warnings.simplefilter("ignore", MCPDeprecationWarning)
            super().__init__(
                config.url,
                storage,
                own.client_id,
                "",  # read from the keyring when first needed (`_initialize`)
                token_endpoint_auth_method=method,
                scope=own.scopes,
                issuer=own.issuer,
            )
        self._name, self._storage, self._configured = config.name, storage, own.issuer

    async def _initialize(self) -> None:
        secret = await self._storage.credential("client_secret")
        if secret is None:
            raise SignInRequiredError(
                self._name, words=_store_words(self._name, "a client secret", "--client-secret-env VAR")
            )
        self._fixed_client_info = self._fixed_client_info.model_copy(update={"client_secret": secret})
        await super()._initialize()
        self.context.token_expiry_time = self._storage.expires_at
        self._issuer = self._issuer or await self._storage.pinned_issuer()

    async def _handle_token_response(self, response: httpx2.Response) -> None:
        await super()._handle_token_response(response)
        await self._pin(self.context.oauth_metadata.issuer if self.context.oauth_metadata else None)


class PrivateKeyAuth(_Pinned, PrivateKeyJWTOAuthProvider):
    """``client_credentials`` with ``private_key_jwt``: an assertion signed with the client's private key
    (``iss`` and ``sub`` the client ID, ``aud`` the authorization server's issuer, five minutes)."""

    def __init__(self, config: ServerConfig, own: OAuthConfig, storage: KeyringTokenStorage) -> None:
        assert config.url is not None and own.client_id is not None
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", MCPDeprecationWarning)
            super().__init__(
                config.url, storage, own.client_id, self._assertion, scope=own.scopes, issuer=own.issuer
            )
        self._name, self._storage, self._configured = config.name, storage, own.issuer
        self._client_id = own.client_id
        self._key: str | None = None

    async def _initialize(self) -> None:
        self._key = await self._storage.credential("private_key")
        if self._key is None:
            raise SignInRequiredError(
                self._name, words=_store_words(self._name, "a private key", "--private-key-file PATH")
            )
        await super()._initialize()
        self.context.token_expiry_time = self._storage.expires_at
        self._issuer = self._issuer or await self._storage.pinned_issuer()

    async def _assertion(self, audience: str) -> str:
        if self._key is None:
            raise SignInRequiredError(self._name)
        try:
            algorithm = signing_algorithm(self._key)
        except ValueError as exc:
            raise OAuthFlowError(f"The stored private key cannot sign: {exc}") from None
        parameters = SignedJWTParameters(
            issuer=self._client_id,
            subject=self._client_id,
            signing_key=self._key,
            signing_algorithm=algorithm,
        )
        return await parameters.create_assertion_provider()(audience)

    async def _handle_token_response(self, response: httpx2.Response) -> None:
        await super()._handle_token_response(response)
        await self._pin(self.context.oauth_metadata.issuer if self.context.oauth_metadata else None)


class IdentityAssertionAuth(IdentityAssertionOAuthProvider):
    """``identity_assertion``: the SDK's jwt-bearer client (RFC 7523) against the configured ``issuer``,
    given the assertion grant that the app gets from the identity provider (RFC 8693 token exchange of the
    stored ID token: audience the issuer, resource the MCP server)."""

    def __init__(self, config: ServerConfig, own: OAuthConfig, storage: KeyringTokenStorage) -> None:
        assert config.url is not None and own.client_id is not None
        assert own.issuer is not None and own.idp_token_endpoint is not None
        method: SecretMethod = (
            "client_secret_post"
            if own.token_endpoint_auth_method == "client_secret_post"
            else "client_secret_basic"
        )
        super().__init__(
            config.url,
            storage,
            own.client_id,
            "-",  # the secret is read from the keyring when a token is needed (`_assertion`)
            own.issuer,
            self._assertion,
            scope=own.scopes,
            token_endpoint_auth_method=method,
        )
        self._name, self._own, self._keyring = config.name, own, storage

    def disarm(self) -> None:
        """Nothing to take back: no browser is ever opened."""

    async def _assertion(self, audience: str, resource: str) -> str:
        secret = await self._keyring.credential("client_secret")
        if secret is None:
            raise SignInRequiredError(
                self._name, words=_store_words(self._name, "a client secret", "--client-secret-env VAR")
            )
        self._client = self._client.model_copy(update={"client_secret": secret})
        id_token = await self._keyring.credential("id_token")
        if id_token is None:
            raise SignInRequiredError(
                self._name,
                words=_store_words(self._name, "your identity provider's ID token", "--id-token-env VAR"),
            )
        assert self._own.idp_token_endpoint is not None
        form = {
            "grant_type": TOKEN_EXCHANGE,
            "subject_token": id_token,
            "subject_token_type": ID_TOKEN_TYPE,
            "requested_token_type": ID_JAG_TYPE,
            "audience": audience,
            "resource": resource,
        }
        if self._own.idp_client_id:
            form["client_id"] = self._own.idp_client_id
        if self._own.scopes:
            form["scope"] = self._own.scopes
        async with httpx2.AsyncClient(timeout=_IDP_TIMEOUT_S, follow_redirects=False) as http:
            answer = await http.post(self._own.idp_token_endpoint, data=form)
        return self._grant_of(answer)

    def _grant_of(self, answer: httpx2.Response) -> str:
        try:
            body = answer.json()
        except (ValueError, json.JSONDecodeError):
            body = {}
        body = body if isinstance(body, dict) else {}
        if answer.status_code != 200:
            if body.get("error") == "invalid_grant":
                raise SignInRequiredError(
                    self._name,
                    words=f"Your identity provider no longer accepts the stored ID token. "
                    f"{_store_words(self._name, 'a fresh ID token', '--id-token-env VAR')}",
                )
            error = str(body.get("error") or answer.status_code)[:100]
            raise OAuthFlowError(f"The identity provider refused the token exchange ({error}).")
        grant = body.get("access_token")
        kind = body.get("issued_token_type", ID_JAG_TYPE)
        if not isinstance(grant, str) or not grant or kind != ID_JAG_TYPE:
            raise OAuthFlowError("The identity provider did not answer with an identity assertion grant.")
        self._keyring.tell(grant)
        return grant


class WorkloadIdentityAuth(IdentityAssertionOAuthProvider):
    """``workload_identity`` (workload identity federation, SEP-1933): the JWT the workload's platform
    issued it, read from ``assertion_file`` at each exchange, presented to the configured ``issuer`` as a
    jwt-bearer grant (RFC 7523) by the client ``client_id`` — a public client unless a client secret is
    stored for it. A refusal is said as it is and not retried with another grant."""

    def __init__(self, config: ServerConfig, own: OAuthConfig, storage: KeyringTokenStorage) -> None:
        assert config.url is not None and own.client_id is not None
        assert own.issuer is not None and own.assertion_file is not None
        super().__init__(
            config.url,
            storage,
            own.client_id,
            "-",  # a secret, if the client has one, is read from the keyring at the exchange (`_assertion`)
            own.issuer,
            self._assertion,
            scope=own.scopes,
            token_endpoint_auth_method=(
                "client_secret_basic" if own.token_endpoint_auth_method == "client_secret_basic"
                else "client_secret_post"
            ),
        )  # fmt: skip
        self._name, self._own, self._keyring = config.name, own, storage
        self._secret: str | None = None

    def disarm(self) -> None:
        """Nothing to take back: no browser is ever opened."""

    async def _assertion(self, audience: str, resource: str) -> str:
        if self._own.token_endpoint_auth_method in ("client_secret_basic", "client_secret_post"):
            self._secret = await self._keyring.credential("client_secret")
            if self._secret is None:
                raise SignInRequiredError(
                    self._name, words=_store_words(self._name, "a client secret", "--client-secret-env VAR")
                )
        assert self._own.assertion_file is not None
        token = await asyncio.to_thread(read_workload_token, self._name, self._own.assertion_file)
        self._keyring.tell(token)
        return token

    def _build_token_request(self, scope: str | None, assertion: str) -> httpx2.Request:
        if self._secret is not None:
            self._client = self._client.model_copy(update={"client_secret": self._secret})
            return super()._build_token_request(scope, assertion)
        assert self._token_endpoint is not None and self._client.client_id is not None
        form = {
            "grant_type": JWT_BEARER_GRANT_TYPE,
            "assertion": assertion,
            "client_id": self._client.client_id,
            "resource": self._resource,
            **({"scope": scope} if scope else {}),
        }
        headers = {"Content-Type": "application/x-www-form-urlencoded"}
        return httpx2.Request("POST", self._token_endpoint, data=form, headers=headers)


WORKLOAD_TOKEN_LIMIT = 16_384
_JWT = re.compile(r"[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*")


def read_workload_token(name: str, path: str) -> str:
    """The workload's JWT from its file; blocking. Whatever else the file holds (a key, a config written
    there by mistake, more than 16 kB) is refused before anything is sent: only a signed JWT whose header
    names an algorithm leaves this computer."""
    where = Path(path).expanduser()
    try:
        with where.open("rb") as handle:
            raw = handle.read(WORKLOAD_TOKEN_LIMIT + 1)
    except OSError as error:
        raise SignInRequiredError(
            name, words=f"{name} signs in with the workload token in {where}, which cannot be read "
            f"({error.strerror or error})."
        ) from None  # fmt: skip
    token = raw.decode("ascii", "replace").strip()
    if len(raw) > WORKLOAD_TOKEN_LIMIT or not _JWT.fullmatch(token) or not _names_an_algorithm(token):
        raise SignInRequiredError(
            name, words=f"{name} signs in with the workload token in {where}, but that file does not hold "
            "a JWT: nothing was sent."
        )  # fmt: skip
    return token


def _names_an_algorithm(token: str) -> bool:
    head = token.split(".", 1)[0]
    try:
        header = json.loads(base64.urlsafe_b64decode(head + "=" * (-len(head) % 4)))
    except (ValueError, binascii.Error):
        return False
    return isinstance(header, dict) and isinstance(header.get("alg"), str) and header["alg"] != "none"


def machine_auth(
    config: ServerConfig, own: OAuthConfig, storage: KeyringTokenStorage
) -> ClientSecretAuth | PrivateKeyAuth | IdentityAssertionAuth | WorkloadIdentityAuth:
    """The sign-in without a browser that ``own.grant`` names."""
    if own.grant == "workload_identity":
        return WorkloadIdentityAuth(config, own, storage)
    if own.grant == "identity_assertion":
        return IdentityAssertionAuth(config, own, storage)
    if own.token_endpoint_auth_method == "private_key_jwt":
        return PrivateKeyAuth(config, own, storage)
    return ClientSecretAuth(config, own, storage)
