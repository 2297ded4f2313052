"""Signing in to MCP servers over HTTP (OAuth 2.1 as the MCP authorization spec has it), on the SDK's own
client (`OAuthClientProvider`): protected-resource and authorization-server discovery with their
well-known fallbacks, a client ID metadata document, dynamic registration or a pre-registered client,
PKCE, the scopes the server asks for (and more on ``insufficient_scope``), refresh, the resource indicator,
``offline_access`` where the authorization server offers it.

What the app adds around it:

- tokens and client registrations live in the OS keyring (a `SecretStore`), keyed by the server's address,
  and every token is told to the log's scrubber;
- the loopback redirect (`loopback.Loopback`): the browser comes back to 127.0.0.1 on a free port;
- no browser unless the person asked: a connection made in the background that finds no usable token
  raises `SignInRequiredError` (the server's state becomes "Sign in"); only a sign-in the person started
  (Settings' Sign in button, `desktop-agent mcp login`) opens one;
- a token the server refuses is refreshed first, and a stored token's expiry survives a restart, so a
  server with tokens connects silently;
- a call refused for want of permission (403 ``insufficient_scope``) leaves the scope the server named in
  the keyring (`WANTED_SCOPE`), so the next sign-in — in this process or a later `mcp login` — asks for it
  with what was granted before; signing out forgets it;
- the app's own client ID metadata document (the setting ``mcp_client_id_metadata_url``, by default the
  project's address; packaging/oauth/client-metadata.json) is named where the authorization server accepts
  such documents, instead of a dynamic registration; an entry's own ``client_metadata_url`` comes first;
- a server of the 2025-03-26 revision (no protected-resource metadata) whose authorization server names
  itself with a path on the server's own origin is accepted (`SignInAuth._legacy_issuer`);
- sign-ins without a browser, configured by the server's ``"grant"`` (oauth_grants.py): client credentials
  (a secret, or a private key signing an assertion) and an enterprise identity provider's assertion.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
import time
import weakref
from collections.abc import AsyncGenerator, Awaitable, Callable
from typing import TYPE_CHECKING, Protocol, TypeAlias, TypeVar
from urllib.parse import parse_qs, urlsplit

import httpx2
from mcp.client.auth import OAuthClientProvider, OAuthFlowError
from mcp.client.auth.utils import (
    build_oauth_authorization_server_metadata_discovery_urls,
    build_protected_resource_metadata_discovery_urls,
    create_oauth_metadata_request,
    extract_field_from_www_auth,
    extract_resource_metadata_from_www_auth,
    extract_scope_from_www_auth,
    handle_auth_metadata_response,
    handle_protected_resource_response,
    issuers_match,
    union_scopes,
)
from mcp.shared.auth import (
    AuthorizationCodeResult,
    OAuthClientInformationFull,
    OAuthClientMetadata,
    OAuthToken,
)
from pydantic import AnyUrl, ValidationError

from desktop_agent.domain.display import visible
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.tools.mcp.config import OAuthConfig, ServerConfig
from desktop_agent.tools.mcp.dpop import DpopBinding
from desktop_agent.tools.mcp.loopback import HOST, Loopback, SignInRefusedError

if TYPE_CHECKING:
    from desktop_agent.tools.mcp.oauth_grants import (
        ClientSecretAuth,
        IdentityAssertionAuth,
        PrivateKeyAuth,
        WorkloadIdentityAuth,
    )

log = logging.getLogger(__name__)


class SecretStore(Protocol):
    """Where secrets are kept (the core gives the OS keyring: `desktop_agent.secrets`); calls may block."""

    def get(self, provider: str) -> str | None: ...
    def set(self, provider: str, secret: str) -> None: ...
    def delete(self, provider: str) -> bool: ...


Browser = Callable[[str], Awaitable[None]]
"""Shows the person the authorization page at this address (the system browser; the CLI prints it)."""
SecretSink = Callable[[str], None]

TOKENS = "mcp-oauth-tokens:"
CLIENT = "mcp-oauth-client:"
CLIENT_SECRET = "mcp-oauth-client-secret:"
PRIVATE_KEY = "mcp-oauth-private-key:"
ID_TOKEN = "mcp-oauth-id-token:"
ISSUER_PIN = "mcp-oauth-issuer:"
"""The authorization server a client-credentials client was first sent to (when none is configured)."""
WANTED_SCOPE = "mcp-oauth-wanted-scope:"
"""The scope a server asked for on refusing a call for want of permission (403 ``insufficient_scope``):
every later sign-in asks for it too, also one made by another process (`desktop-agent mcp login`)."""
CREDENTIALS = {"client_secret": CLIENT_SECRET, "private_key": PRIVATE_KEY, "id_token": ID_TOKEN}
"""What the person keeps in the keyring for a server, by kind."""
CLIENT_NAME = "Desktop Agent"
_PLACEHOLDER_REDIRECT = f"http://{HOST}/callback"
_E = TypeVar("_E", bound=BaseException)


def server_key(url: str) -> str:
    """The server's address as its keyring entries are named (without a fragment)."""
    return url.partition("#")[0]


def sign_in_words(name: str) -> str:
    return f"Sign in to {name}: desktop-agent mcp login {name} (or Sign in in Settings › MCP servers)."


def more_permission_words(name: str, scope: str | None) -> str:
    """What a person is told when a server refused a call for want of permission."""
    if not scope:
        return f"The server asks for more permission. Sign in again: {sign_in_words(name)}"
    return (
        f"The server asks for more permission (scope: {scope}). The next sign-in asks for it as well as "
        f"what was granted before. {sign_in_words(name)}"
    )


class SignInRequiredError(Exception):
    """The server asks for a sign-in (or for more permission) and no browser may be opened now."""

    def __init__(
        self, name: str, *, scope: str | None = None, more_permission: bool = False, words: str | None = None
    ) -> None:
        self.scope = scope
        self.more_permission = more_permission
        said = (
            more_permission_words(name, scope)
            if more_permission
            else f"The server asks you to sign in. {sign_in_words(name)}"
        )
        super().__init__(words or said)


def uses_own_authorization(config: ServerConfig) -> bool:
    """The person gives the server a token in a header: the app does not sign in for it."""
    return any(key.lower() == "authorization" for key in config.headers)


# ---- where tokens live ----


class KeyringTokenStorage:
    """The SDK's `TokenStorage` over a `SecretStore` (the OS keyring): the tokens with their expiry, and
    the client registration, one entry each per server address. Keyring calls run in a worker thread."""

    def __init__(
        self,
        url: str,
        store: Callable[[], SecretStore],
        *,
        oauth: OAuthConfig | None = None,
        secret_sink: SecretSink | None = None,
        load_tokens: bool = True,
    ) -> None:
        self._key = server_key(url)
        self._store = store
        self._oauth = oauth or OAuthConfig()
        self._sink = secret_sink
        self._load_tokens = load_tokens
        self._said_unreadable = False
        self.expires_at: float | None = None
        self.metadata_url: str | None = None
        """The client ID metadata document named now: a kept client ID naming another one is not used."""
        self.granted_scope: str | None = None
        """The scope of the stored tokens, also when they are not used (a fresh sign-in asks for it too)."""
        self.dpop_key: str | None = None
        """The private key (PEM) the stored tokens are bound to (DPoP, `dpop.DpopBinding`), kept with them."""

    def _tell(self, *values: str | None) -> None:
        if self._sink is not None:
            for value in values:
                if value:
                    self._sink(value)

    async def _get(self, key: str) -> str | None:
        try:
            return await asyncio.to_thread(self._store().get, key)
        except UserFacingError as error:
            if not self._said_unreadable:  # once per connection, not at each of its reads
                self._said_unreadable = True
                log.warning("The keyring could not be read for an MCP server's sign-in: %s", error.message)
            return None

    async def get_tokens(self) -> OAuthToken | None:
        raw = await self._get(TOKENS + self._key)
        if raw is None:
            return None
        try:
            record = json.loads(raw)
            token = OAuthToken.model_validate(record["token"])
        except (ValueError, KeyError, TypeError, ValidationError):
            log.warning("The stored sign-in of an MCP server could not be read; a new one is needed")
            return None
        self._tell(token.access_token, token.refresh_token)
        self.granted_scope = token.scope
        if not self._load_tokens:
            return None
        key = record.get("dpop_key")
        self.dpop_key = key if isinstance(key, str) else None
        expires_at = record.get("expires_at")
        self.expires_at = float(expires_at) if isinstance(expires_at, int | float) else None
        return token

    async def set_tokens(self, tokens: OAuthToken) -> None:
        self._tell(tokens.access_token, tokens.refresh_token)
        self.expires_at = time.time() + tokens.expires_in if tokens.expires_in is not None else None
        self.granted_scope = tokens.scope
        record: dict[str, object] = {
            "token": tokens.model_dump(mode="json", exclude_none=True),
            "expires_at": self.expires_at,
        }
        if self.dpop_key is not None:
            record["dpop_key"] = self.dpop_key
        await asyncio.to_thread(self._store().set, TOKENS + self._key, json.dumps(record))

    async def get_client_info(self) -> OAuthClientInformationFull | None:
        own = self._oauth
        if own.client_id is not None:  # registered beforehand by the person: its secret is in the keyring
            secret = await self._get(CLIENT_SECRET + self._key)
            self._tell(secret)
            method = own.token_endpoint_auth_method or ("client_secret_basic" if secret else "none")
            port = f":{own.redirect_port}" if own.redirect_port else ""
            return OAuthClientInformationFull(
                client_id=own.client_id,
                client_secret=secret,
                token_endpoint_auth_method=method,
                redirect_uris=[AnyUrl(f"http://{HOST}{port}/callback")],
            )
        raw = await self._get(CLIENT + self._key)
        if raw is None:
            return None
        try:
            info = OAuthClientInformationFull.model_validate_json(raw)
        except ValidationError:
            return None
        if _names_a_document(info) and info.client_id != self.metadata_url:
            log.info("The client ID metadata document named changed: the sign-in registers anew")
            return None
        self._tell(info.client_secret)
        return info

    def tell(self, value: str) -> None:
        """A secret obtained on the way (an assertion grant) that the log must never show."""
        self._tell(value)

    async def credential(self, kind: str) -> str | None:
        """A credential the person stored for this server (`CREDENTIALS`), told to the log's scrubber."""
        value = await self._get(CREDENTIALS[kind] + self._key)
        self._tell(value)
        return value or None

    async def wanted_scope(self) -> str | None:
        """The scope a refusal for want of permission asked for (`WANTED_SCOPE`), kept until sign-out."""
        return await self._get(WANTED_SCOPE + self._key) or None

    async def want_scope(self, scope: str) -> None:
        """Remember that the server asked for ``scope`` (added to what it asked for before)."""
        wanted = union_scopes(await self.wanted_scope(), scope)
        if wanted:
            try:
                await asyncio.to_thread(self._store().set, WANTED_SCOPE + self._key, wanted)
            except UserFacingError as error:
                log.warning("The scope an MCP server asks for could not be kept: %s", error.message)

    async def pinned_issuer(self) -> str | None:
        return await self._get(ISSUER_PIN + self._key)

    async def pin_issuer(self, issuer: str) -> None:
        await asyncio.to_thread(self._store().set, ISSUER_PIN + self._key, issuer)

    async def set_client_info(self, client_info: OAuthClientInformationFull) -> None:
        if self._oauth.client_id is not None and client_info.client_id == self._oauth.client_id:
            return  # the person's own registration: nothing new to keep
        self._tell(client_info.client_secret)
        text = client_info.model_dump_json(exclude_none=True)
        await asyncio.to_thread(self._store().set, CLIENT + self._key, text)


class _RunOnlyStore:
    """Secrets in memory, for a manager given no keyring (tests, the conformance client)."""

    def __init__(self) -> None:
        self._values: dict[str, str] = {}

    def get(self, provider: str) -> str | None:
        return self._values.get(provider)

    def set(self, provider: str, secret: str) -> None:
        self._values[provider] = secret

    def delete(self, provider: str) -> bool:
        return self._values.pop(provider, None) is not None

    def __repr__(self) -> str:
        return f"_RunOnlyStore(keys={len(self._values)})"


_RUN_ONLY: weakref.WeakKeyDictionary[object, _RunOnlyStore] = weakref.WeakKeyDictionary()


def run_only_store(owner: object) -> Callable[[], SecretStore]:
    """A memory store that lives as long as ``owner`` (the manager), for when no keyring was given."""
    store = _RUN_ONLY.setdefault(owner, _RunOnlyStore())
    return lambda: store


def forget(url: str, store: SecretStore, *, client_secret: bool = False) -> bool:
    """Remove a server's tokens and its dynamic registration (and the person's credentials with the
    authorization server they were first sent to, when asked) from the keyring; blocking. True when
    something was removed."""
    keys = [TOKENS, CLIENT, WANTED_SCOPE, *([*CREDENTIALS.values(), ISSUER_PIN] if client_secret else [])]
    removed = False
    for prefix in keys:
        removed = store.delete(prefix + server_key(url)) or removed
    return removed


def store_credential(url: str, store: SecretStore, kind: str, value: str) -> None:
    """Keep a credential of the person's (`CREDENTIALS`) for a server; blocking. A new secret or key is
    trusted anew: the authorization server its predecessor was first sent to is forgotten with it."""
    store.set(CREDENTIALS[kind] + server_key(url), value)
    if kind in ("client_secret", "private_key"):
        store.delete(ISSUER_PIN + server_key(url))


# ---- the provider ----


class SignInAuth(OAuthClientProvider):
    """The SDK's OAuth client for one server, with the app's storage, loopback and rules: without a
    ``browser`` a refusal that a refresh cannot mend raises `SignInRequiredError`; with one, the sign-in runs
    (the browser is the person's, given for one sign-in: `disarm` takes it back)."""

    def __init__(
        self,
        config: ServerConfig,
        storage: KeyringTokenStorage,
        *,
        browser: Browser | None = None,
        extra_scope: str | None = None,
        client_metadata_url: str | None = None,
    ) -> None:
        """``client_metadata_url`` is the app's client ID metadata document (the setting); the entry's
        own ``client_metadata_url`` comes first."""
        assert config.url is not None
        own = config.oauth or OAuthConfig()
        metadata_url = own.client_metadata_url or client_metadata_url or None
        storage.metadata_url = metadata_url
        metadata = OAuthClientMetadata(
            client_name=CLIENT_NAME,
            redirect_uris=[AnyUrl(_PLACEHOLDER_REDIRECT)],
            grant_types=["authorization_code", "refresh_token"],
            response_types=["code"],
            token_endpoint_auth_method="none",
            scope=own.scopes,
        )
        super().__init__(
            config.url,
            metadata,
            storage,
            redirect_handler=self._show,
            callback_handler=self._wait,
            client_metadata_url=metadata_url,
        )
        self._name = config.name
        self._storage = storage
        self._own = own
        self._browser = browser
        self._extra_scope = extra_scope
        self._loopback: Loopback | None = None
        self._legacy_issuer: str | None = None
        self._dpop = DpopBinding(storage)
        self.refused: SignInRequiredError | None = None
        """Why a request of the connection was refused for want of a sign-in (it ends the connection)."""

    def disarm(self) -> None:
        """No more browser: a later refusal says "Sign in" instead of opening one."""
        self._browser = None

    async def refusal_before_connecting(
        self, http: httpx2.AsyncClient, url: str
    ) -> SignInRequiredError | None:
        """With no tokens and no browser, ask the server once, unsigned, whether it wants a sign-in (a GET
        whose answer is not read): a 401 is said as "Sign in" before any MCP session is opened, so no
        half-opened stream of the SDK is left behind."""
        if self._browser is not None or await self._storage.get_tokens() is not None:
            return None
        try:
            async with http.stream("GET", url, headers={"Accept": "text/event-stream"}, auth=None) as reply:
                if reply.status_code != 401:
                    return None
                return SignInRequiredError(self._name, scope=extract_scope_from_www_auth(reply))
        except httpx2.HTTPError:
            return None  # the connection says what is wrong

    async def _initialize(self) -> None:
        await super()._initialize()
        self.context.token_expiry_time = self._storage.expires_at

    def _refused(self, response: httpx2.Response) -> bool:
        return response.status_code == 401 or (
            response.status_code == 403
            and extract_field_from_www_auth(response, "error") == "insufficient_scope"
        )

    def _expected_issuer(self) -> str:
        if self.context.auth_server_url is None and self._legacy_issuer is not None:
            return self._legacy_issuer
        return super()._expected_issuer()

    async def _auth_flow(self, request: httpx2.Request) -> AsyncGenerator[httpx2.Request, httpx2.Response]:
        refreshed = False
        last_prm: str | None = None
        while True:
            flow = super()._auth_flow(request)
            again = False
            try:
                outgoing = await flow.__anext__()
                while True:
                    response = yield self._signed(outgoing)
                    if await self._dpop.wants_nonce(outgoing, response):  # once: a nonce is asked for once
                        response = yield self._signed(outgoing)
                    response = await self._dpop.token_answer(outgoing, response)
                    await self._dpop.learn(outgoing, response)
                    if outgoing is request and response.status_code == 401:
                        last_prm = build_protected_resource_metadata_discovery_urls(
                            extract_resource_metadata_from_www_auth(response), self.context.server_url
                        )[-1]
                    elif last_prm is not None and str(outgoing.url) == last_prm:
                        last_prm = None
                        if await self._legacy_path(response):
                            metadata = yield create_oauth_metadata_request(self._legacy_metadata_url())
                            self._legacy_issuer = await self._legacy_issuer_of(metadata)
                    if outgoing is request and self._refused(response):
                        if not refreshed and response.status_code == 401 and self.context.can_refresh_token():
                            refreshed = again = True  # the token may have expired early: refresh, then retry
                            self.context.token_expiry_time = 1.0
                            break
                        if self._browser is None:
                            scope = extract_scope_from_www_auth(response)
                            more = response.status_code == 403
                            if more and scope:  # a later sign-in, in this process or another, asks for it
                                await self._storage.want_scope(scope)
                            self.refused = SignInRequiredError(self._name, scope=scope, more_permission=more)
                            raise self.refused
                        await self._listen()
                    outgoing = await flow.asend(response)
            except StopAsyncIteration:
                return
            finally:
                await flow.aclose()
                if not again:
                    await self._stop_listening()
            if not again:
                return

    def _signed(self, outgoing: httpx2.Request) -> httpx2.Request:
        """``outgoing`` with a DPoP proof where one is due (`dpop.DpopBinding.prepare`)."""
        self._dpop.prepare(outgoing)
        return outgoing

    # The 2025-03-26 revision's servers publish no protected-resource metadata: the authorization server's
    # metadata is read from /.well-known/oauth-authorization-server at the MCP server's own origin, which
    # is all the client knows of it. RFC 8414 wants the metadata's `issuer` to be the one the well-known
    # address was built from; but that revision only ever builds it from the bare origin, so an
    # authorization server living under a path of that origin (issuer https://host/oauth) cannot satisfy
    # it, and the SDK refuses it. What the check guards against is one server's metadata passing itself
    # off as another's (a mix-up). Here the document comes from the MCP server's own origin, the trust
    # anchor of this revision, so it is accepted when its issuer lies on that same origin: the server
    # describes only itself. An issuer on any other origin is still refused, and none of this applies
    # when protected-resource metadata names an authorization server (the current revisions): there the
    # SDK's exact check stands. Before the SDK reads the legacy metadata the app reads it once, and the
    # issuer it names (when acceptable) is what the SDK then expects (`_expected_issuer`).

    async def _legacy_path(self, response: httpx2.Response) -> bool:
        """The last protected-resource metadata address failed cleanly: the SDK goes the legacy way."""
        if response.status_code >= 500 or response.status_code == 429:
            return False
        return await handle_protected_resource_response(response) is None

    def _legacy_metadata_url(self) -> str:
        return build_oauth_authorization_server_metadata_discovery_urls(None, self.context.server_url)[0]

    async def _legacy_issuer_of(self, response: httpx2.Response) -> str | None:
        ok, metadata = await handle_auth_metadata_response(response)
        if not ok or metadata is None:
            return None
        issuer = str(metadata.issuer)
        origin = self.context.get_authorization_base_url(self.context.server_url)
        if issuers_match(issuer, origin) or _origin(issuer) != _origin(self.context.server_url):
            return None  # the SDK's own check decides (the origin itself, or another server: refused)
        log.info("MCP server %r: a 2025-03-26 authorization server on its own origin: %s", self._name, issuer)
        return issuer

    async def _listen(self) -> None:
        """The loopback listener, and its address as the redirect URI (a registered client's port when it
        is free; otherwise any port, and a dynamic registration is made again for it)."""
        if self._loopback is not None:
            return
        loopback = Loopback()
        info = self.context.client_info
        wanted = self._own.redirect_port or _registered_port(info)
        try:
            await loopback.start(wanted or 0)
        except OSError:
            if self._own.client_id is not None and self._own.redirect_port:
                raise OAuthFlowError(
                    f"The port {self._own.redirect_port} that the sign-in needs on this computer is in use."
                ) from None
            await loopback.start(0)
            if (
                info is not None
                and self._own.client_id is None
                and info.client_id != self.context.client_metadata_url
            ):
                self.context.client_info = None  # registered for the other port: register again
        self._loopback = loopback
        self.context.client_metadata.redirect_uris = [AnyUrl(loopback.redirect_uri)]

    async def _stop_listening(self) -> None:
        loopback, self._loopback = self._loopback, None
        if loopback is not None:
            await loopback.close()

    async def _perform_authorization(self) -> httpx2.Request:
        # A new sign-in keeps what was granted before and what the server asked for meanwhile (step-up),
        # here or in an earlier run (the keyring's `WANTED_SCOPE`).
        wanted = union_scopes(await self._storage.wanted_scope(), self._extra_scope)
        extra = union_scopes(self._storage.granted_scope, wanted)
        if extra:
            self.context.client_metadata.scope = union_scopes(self.context.client_metadata.scope, extra)
        return await super()._perform_authorization()

    async def _show(self, url: str) -> None:
        loopback, browser = self._loopback, self._browser
        if loopback is None or browser is None:
            raise SignInRequiredError(self._name)
        state = parse_qs(urlsplit(url).query).get("state", [""])[0]
        loopback.expect(state)
        parts = urlsplit(url)
        log.info(
            "MCP server %r: the sign-in page is %s://%s%s", self._name, parts.scheme, parts.netloc, parts.path
        )
        await browser(url)

    async def _wait(self) -> AuthorizationCodeResult:
        if self._loopback is None:
            raise SignInRequiredError(self._name)
        answer = await self._loopback.answer()
        return AuthorizationCodeResult(code=answer.code, state=answer.state, iss=answer.iss)


def _origin(url: str) -> tuple[str, str, int | None]:
    parts = urlsplit(url)
    port = parts.port or {"https": 443, "http": 80}.get(parts.scheme)
    return parts.scheme, (parts.hostname or "").lower(), port


if TYPE_CHECKING:
    ServerAuth: TypeAlias = (
        SignInAuth | ClientSecretAuth | PrivateKeyAuth | IdentityAssertionAuth | WorkloadIdentityAuth
    )
else:
    ServerAuth = httpx2.Auth
"""A server's sign-in: in the browser, or one of the grants made without a person (oauth_grants.py)."""


def _names_a_document(info: OAuthClientInformationFull) -> bool:
    """A client ID that is a client ID metadata document's address (an https URL with a path, no secret)."""
    parts = urlsplit(info.client_id or "")
    return parts.scheme == "https" and parts.path not in ("", "/") and not info.client_secret


def _registered_port(info: OAuthClientInformationFull | None) -> int:
    for uri in (info.redirect_uris or []) if info is not None else []:
        parts = urlsplit(str(uri))  # the port written, not the scheme's default
        if parts.hostname in (HOST, "localhost") and parts.port:
            return int(parts.port)
    return 0


def server_auth(
    config: ServerConfig,
    store: Callable[[], SecretStore],
    *,
    secret_sink: SecretSink | None = None,
    browser: Browser | None = None,
    wanted_scope: str | None = None,
    client_metadata_url: str | None = None,
) -> ServerAuth | None:
    """The sign-in of an HTTP server, or None where the app does not sign in (stdio, or a server given an
    Authorization header). With a ``browser`` it is a sign-in the person asked for: stored tokens are not
    used (a new authorization is made, asking for their scope and ``wanted_scope`` too). An authorization
    server that accepts client ID metadata documents is given ``client_metadata_url`` (the app's own, by
    the setting) as the client ID, unless the entry names its own."""
    if config.url is None or uses_own_authorization(config):
        return None
    storage = KeyringTokenStorage(
        config.url, store, oauth=config.oauth, secret_sink=secret_sink, load_tokens=browser is None
    )
    if config.oauth is not None and config.oauth.machine:
        from desktop_agent.tools.mcp.oauth_grants import machine_auth

        return machine_auth(config, config.oauth, storage)
    return SignInAuth(
        config, storage, browser=browser, extra_scope=wanted_scope, client_metadata_url=client_metadata_url
    )


def sign_in_needed(exc: BaseException) -> SignInRequiredError | None:
    """The `SignInRequiredError` that ended a connection, looked for through exception groups and causes."""
    return _find(exc, SignInRequiredError)


def describe_auth_error(exc: BaseException) -> str | None:
    """Words for a sign-in that failed (the SDK's OAuth errors, the authorization server's refusal)."""
    found = _find(exc, SignInRefusedError) or _find(exc, OAuthFlowError)
    if found is None:
        return None
    if isinstance(found, SignInRefusedError):
        return str(found)
    text = str(found)
    refusal = _TOKEN_REFUSAL.match(text)
    if refusal is not None:  # the authorization server's JSON refusal, said in words
        try:
            body = json.loads(refusal.group(2))
        except ValueError:
            body = None
        if isinstance(body, dict) and isinstance(body.get("error"), str):
            why = body.get("error_description")
            detail = f": {visible(str(why))[:300]}" if isinstance(why, str) and why else ""
            code = visible(body["error"])[:80]
            return f"Signing in failed: the authorization server refused the token request ({code}{detail})."
    return f"Signing in failed: {text[:400] or type(found).__name__}"


_TOKEN_REFUSAL = re.compile(r"Token (?:exchange|refresh) failed \((\d{3})\)[^:]*: (\{.*\})\s*$", re.S)


def _find(exc: BaseException, kind: type[_E]) -> _E | None:
    seen: list[BaseException] = [exc]
    for _ in range(50):
        if not seen:
            return None
        current = seen.pop(0)
        if isinstance(current, kind):
            return current
        if isinstance(current, BaseExceptionGroup):
            seen.extend(current.exceptions)
        for linked in (current.__cause__, current.__context__):
            if linked is not None:
                seen.append(linked)
    return None
