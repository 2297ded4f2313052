"""The MCP Registry's REST API (the official one at registry.modelcontextprotocol.io, or a company's own):
search servers, read one version's ``server.json``. Paged by cursor; every answer is untrusted text.

``GET {base}/v0.1/servers?search=Q&version=latest&limit=N&cursor=C`` answers
``{"servers": [{"server": {server.json}, "_meta": {...}}], "metadata": {"nextCursor": ...}}``;
``GET {base}/v0.1/servers/{name}/versions/{version|latest}`` answers one ``{"server": ..., "_meta": ...}``.
A registry that only speaks the older ``/v0`` paths is asked there instead.

No MCP SDK here, and nothing is run: `desktop_agent.core.mcp_install` turns an entry into a server entry.
"""

from __future__ import annotations

import json
import logging
import urllib.parse
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import httpx2

from desktop_agent.domain.errors import ErrorKind, UserFacingError

log = logging.getLogger(__name__)

OFFICIAL_REGISTRY = "https://registry.modelcontextprotocol.io"
OFFICIAL_META = "io.modelcontextprotocol.registry/official"
TIMEOUT_S = 15.0
PAGE_LIMIT = 50
MAX_PAGES = 10
"""A search reads at most this many pages (a registry that keeps answering with a next cursor ends here)."""
MAX_BYTES = 5_000_000
"""An answer longer than this is refused (the whole official list is far smaller per page)."""
_API_VERSIONS = ("v0.1", "v0")


@dataclass(frozen=True, slots=True)
class Input:
    """An environment variable, a header or an argument a server takes (server.json's ``Input``)."""

    name: str
    """The variable's or header's name, a named argument's flag, a positional argument's ``valueHint``."""
    description: str = ""
    required: bool = False
    secret: bool = False
    default: str | None = None
    value: str | None = None
    """A fixed value (``{var}`` in it filled from ``variables``)."""
    choices: tuple[str, ...] = ()
    kind: str = ""
    """For arguments: ``positional`` or ``named``."""
    repeated: bool = False
    variables: Mapping[str, Input] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Package:
    registry_type: str
    """npm, pypi, oci, nuget, mcpb, ..."""
    identifier: str
    version: str
    runtime_hint: str = ""
    transport: str = "stdio"
    runtime_arguments: tuple[Input, ...] = ()
    package_arguments: tuple[Input, ...] = ()
    environment: tuple[Input, ...] = ()
    registry_base_url: str = ""


@dataclass(frozen=True, slots=True)
class Remote:
    type: str
    """``streamable-http`` or ``sse``."""
    url: str
    headers: tuple[Input, ...] = ()


@dataclass(frozen=True, slots=True)
class RegistryEntry:
    """One version of one server, as the registry describes it."""

    name: str
    """``io.github.owner/name``."""
    version: str
    description: str = ""
    title: str = ""
    repository: str = ""
    website: str = ""
    packages: tuple[Package, ...] = ()
    remotes: tuple[Remote, ...] = ()
    status: str = "active"
    is_latest: bool | None = None
    published_at: str = ""

    @property
    def publisher(self) -> str:
        """Who published it, from the namespace (``io.github.owner`` is GitHub's ``owner``)."""
        namespace = self.name.partition("/")[0]
        if namespace.startswith("io.github."):
            return "github.com/" + namespace.removeprefix("io.github.")
        parts = namespace.split(".")
        return ".".join(reversed(parts)) if len(parts) > 1 else namespace


# ---- reading server.json (untrusted: wrong types are left out, never trusted) ----


def _text(value: Any, limit: int = 2000) -> str:
    return value[:limit] if isinstance(value, str) else ""


def _input(raw: Any, name_key: str = "name") -> Input | None:
    if not isinstance(raw, dict):
        return None
    name = _text(raw.get(name_key) or (raw.get("valueHint") if name_key == "name" else None), 200)
    variables = raw.get("variables")
    parsed_vars: dict[str, Input] = {}
    if isinstance(variables, dict):
        for key, item in variables.items():
            var = _input({**item, "name": key}) if isinstance(item, dict) and isinstance(key, str) else None
            if var is not None:
                parsed_vars[key] = var
    choices = raw.get("choices")
    return Input(
        name=name,
        description=_text(raw.get("description")),
        required=raw.get("isRequired") is True,
        secret=raw.get("isSecret") is True,
        default=raw["default"] if isinstance(raw.get("default"), str) else None,
        value=raw["value"] if isinstance(raw.get("value"), str) else None,
        choices=tuple(c for c in choices if isinstance(c, str)) if isinstance(choices, list) else (),
        kind=_text(raw.get("type"), 20),
        repeated=raw.get("isRepeated") is True,
        variables=parsed_vars,
    )


def _inputs(raw: Any) -> tuple[Input, ...]:
    if not isinstance(raw, list):
        return ()
    return tuple(i for i in (_input(item) for item in raw) if i is not None)


def _package(raw: Any) -> Package | None:
    if not isinstance(raw, dict):
        return None
    kind = raw.get("registryType") or raw.get("registry_type") or raw.get("registry_name")
    identifier = raw.get("identifier") or raw.get("name")
    if not isinstance(kind, str) or not isinstance(identifier, str):
        return None
    transport = raw.get("transport")
    transport_type = transport.get("type") if isinstance(transport, dict) else None
    return Package(
        registry_type=kind[:40],
        identifier=identifier[:500],
        version=_text(raw.get("version"), 200),
        runtime_hint=_text(raw.get("runtimeHint"), 40),
        transport=transport_type if isinstance(transport_type, str) else "stdio",
        runtime_arguments=_inputs(raw.get("runtimeArguments")),
        package_arguments=_inputs(raw.get("packageArguments")),
        environment=_inputs(raw.get("environmentVariables")),
        registry_base_url=_text(raw.get("registryBaseUrl"), 500),
    )


def _remote(raw: Any) -> Remote | None:
    if not isinstance(raw, dict) or not isinstance(raw.get("url"), str):
        return None
    kind = raw.get("type") or raw.get("transport_type")
    return Remote(_text(kind, 40) or "streamable-http", raw["url"][:2000], _inputs(raw.get("headers")))


def parse_entry(item: Any) -> RegistryEntry:
    """One ``{"server": ..., "_meta": ...}`` of an answer (a bare server.json is taken too); ValueError when
    it is not an entry at all."""
    if not isinstance(item, dict):
        raise ValueError("an entry is not a JSON object")
    server = item.get("server", item)
    if not isinstance(server, dict):
        raise ValueError("an entry's 'server' is not a JSON object")
    name, version = server.get("name"), server.get("version")
    if not isinstance(name, str) or not name or not isinstance(version, str):
        raise ValueError("an entry has no name or version")
    meta = item.get("_meta")
    official = meta.get(OFFICIAL_META) if isinstance(meta, dict) else None
    official = official if isinstance(official, dict) else {}
    repository = server.get("repository")
    packages = server.get("packages")
    remotes = server.get("remotes")
    return RegistryEntry(
        name=name[:200],
        version=version[:255],
        description=_text(server.get("description")),
        title=_text(server.get("title"), 200),
        repository=_text(repository.get("url"), 500) if isinstance(repository, dict) else "",
        website=_text(server.get("websiteUrl"), 500),
        packages=tuple(p for p in map(_package, packages) if p) if isinstance(packages, list) else (),
        remotes=tuple(r for r in map(_remote, remotes) if r) if isinstance(remotes, list) else (),
        status=_text(official.get("status"), 40) or "active",
        is_latest=official["isLatest"] if isinstance(official.get("isLatest"), bool) else None,
        published_at=_text(official.get("publishedAt"), 60),
    )


# ---- the client ----


class RegistryClient:
    """Read-only access to one registry. Errors are `UserFacingError`s naming the registry."""

    def __init__(
        self,
        base_url: str = OFFICIAL_REGISTRY,
        *,
        timeout_s: float = TIMEOUT_S,
        transport: httpx2.AsyncBaseTransport | None = None,
    ) -> None:
        base = base_url.strip().rstrip("/")
        if not base.startswith(("https://", "http://")):
            raise UserFacingError(
                ErrorKind.CONFIG, f"The registry address {base_url!r} is not an http(s):// address.",
                "Give it as https://registry.example.com (--registry URL, or the mcp_registry setting).",
            )  # fmt: skip
        self.base_url = base
        self._timeout_s = timeout_s
        self._transport = transport
        self._api: str | None = None

    async def search(self, query: str, *, limit: int = 30) -> list[RegistryEntry]:
        """The latest version of each server whose name contains ``query`` (the registry matches), at most
        ``limit``; deleted servers are left out."""
        found: list[RegistryEntry] = []
        cursor: str | None = None
        for _ in range(MAX_PAGES):
            params = {"search": query, "version": "latest", "limit": str(min(PAGE_LIMIT, max(limit, 1)))}
            if cursor:
                params["cursor"] = cursor
            body = await self._get_json("servers", params)
            items = body.get("servers") if isinstance(body, dict) else None
            if not isinstance(items, list):
                raise self._malformed("its list of servers has no 'servers' array")
            for item in items:
                try:
                    entry = parse_entry(item)
                except ValueError as error:
                    log.info("A registry entry was left out: %s", error)
                    continue
                if entry.status != "deleted" and entry.is_latest is not False:
                    found.append(entry)
            metadata = body.get("metadata")
            cursor = metadata.get("nextCursor") if isinstance(metadata, dict) else None
            if not isinstance(cursor, str) or not cursor or len(found) >= limit:
                break
        return found[:limit]

    async def get(self, name: str, version: str = "latest") -> RegistryEntry:
        """One version of a server (``latest`` by default); NOT_FOUND when the registry has none."""
        path = "servers/{}/versions/{}".format(
            urllib.parse.quote(name, safe=""), urllib.parse.quote(version or "latest", safe="")
        )
        body = await self._get_json(path, {}, missing=f"{name}@{version}")
        try:
            entry = parse_entry(body)
        except ValueError as error:
            raise self._malformed(str(error)) from None
        if entry.name != name:
            raise self._malformed(f"it answered with {entry.name!r} when asked for {name!r}")
        return entry

    # ---- HTTP ----

    async def _get_json(self, path: str, params: dict[str, str], *, missing: str = "") -> Any:
        """The JSON at ``path`` under the first API version this registry answers (remembered)."""
        for api in (self._api,) if self._api else _API_VERSIONS:
            response = await self._request(f"{self.base_url}/{api}/{path}", params)
            if response.status_code == 404:
                continue
            self._api = api
            return self._decode(response)
        if missing:
            raise UserFacingError(
                ErrorKind.NOT_FOUND, f"The registry {self.base_url} has no server {missing}.",
                "Look for it with `desktop-agent mcp search WORD`.",
            )  # fmt: skip
        raise UserFacingError(
            ErrorKind.CONFIG,
            f"{self.base_url} does not answer like an MCP registry (no /v0.1/servers or /v0/servers).",
            "Check the registry address (--registry URL, or the mcp_registry setting).",
        )

    async def _request(self, url: str, params: dict[str, str]) -> httpx2.Response:
        try:
            async with httpx2.AsyncClient(
                timeout=self._timeout_s, transport=self._transport, follow_redirects=True,
                headers={"Accept": "application/json"},
            ) as client:  # fmt: skip
                response = await client.get(url, params=params)
                await response.aread()
        except httpx2.TimeoutException:
            raise UserFacingError(
                ErrorKind.TIMEOUT,
                f"The registry {self.base_url} did not answer within {self._timeout_s:g} s.",
                "Try again later, or check the registry address.",
            ) from None
        except httpx2.HTTPError as error:
            log.info("The registry %s could not be reached: %s", self.base_url, error)
            raise UserFacingError(
                ErrorKind.UNREACHABLE,
                f"Could not reach the registry {self.base_url}: {_reason(error)}.",
                "Check your connection and the registry address (--registry URL, or the mcp_registry "
                "setting).",
            ) from None
        if response.status_code == 404:
            return response
        if response.status_code >= 400:
            raise UserFacingError(
                ErrorKind.SERVER_ERROR if response.status_code >= 500 else ErrorKind.BAD_REQUEST,
                f"The registry {self.base_url} answered {response.status_code} {response.reason_phrase}.",
                "Try again later." if response.status_code >= 500 else "Check the registry address.",
            )
        if len(response.content) > MAX_BYTES:
            raise self._malformed(f"its answer is larger than {MAX_BYTES // 1_000_000} MB")
        return response

    def _decode(self, response: httpx2.Response) -> Any:
        try:
            return json.loads(response.content)
        except (ValueError, UnicodeDecodeError):
            raise self._malformed("its answer is not JSON") from None

    def _malformed(self, why: str) -> UserFacingError:
        return UserFacingError(
            ErrorKind.SERVER_ERROR, f"The registry {self.base_url} sent something that is not a registry "
            f"answer: {why}.", "Check the registry address, or try again later.",
        )  # fmt: skip


def _reason(error: httpx2.HTTPError) -> str:
    if isinstance(error, httpx2.ConnectError):
        return "nothing answered (connection refused, or the name does not resolve)"
    return type(error).__name__
