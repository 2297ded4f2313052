"""MCP Apps (the ``io.modelcontextprotocol/ui`` extension, SEP-1865): which tools have a view, who may call
them, and what a view may load. No MCP SDK and no Qt here: plain values, read from what a server sent.

A tool names its view in ``_meta.ui.resourceUri`` (earlier drafts: ``_meta["ui/resourceUri"]``): a
``ui://`` resource whose contents are ``text/html;profile=mcp-app``. Its ``_meta.ui.visibility`` says who
may call it: ``["model", "app"]`` by default; a tool only for its view (``["app"]``) is never offered to
the model, and one only for the model (``["model"]``) is never called by a view.

The view's resource declares, in its own ``_meta.ui``, the origins it may connect to (``connectDomains``),
load scripts, styles, images, fonts and media from (``resourceDomains``), embed (``frameDomains``) and use
as its base (``baseUriDomains``), and the device permissions it wants (camera, microphone, geolocation,
clipboard writes). `ViewPolicy` turns that into the view's Content-Security-Policy, starting from the
spec's restrictive default (nothing from the network), and answers for each address whether the view may
reach it. A declared value that is not a plain origin (``*``, a keyword, a second directive smuggled in
after a ``;``, a ``javascript:`` or ``data:`` source, a path) is left out and named, never passed on.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal
from urllib.parse import urlsplit

VIEW_MIME = "text/html;profile=mcp-app"
MAX_VIEW_BYTES = 4 * 1024 * 1024
"""A view's HTML larger than this is not shown (the tool's text result is)."""
PERMISSIONS = ("camera", "microphone", "geolocation", "clipboardWrite")
Reach = Literal["connect", "resource", "frame"]

_ORIGIN = re.compile(
    r"(?P<scheme>https|wss|http|ws)://(?P<host>(?:\*\.)?[A-Za-z0-9.-]+|\[[0-9a-fA-F:]+\])(?::(?P<port>\d{1,5}))?/?"
)
_LOOPBACK = ("localhost", "127.0.0.1", "[::1]")


@dataclass(frozen=True, slots=True)
class AppLink:
    """A tool's view and who may call the tool."""

    resource_uri: str | None
    """The ``ui://`` resource of its view; None: the tool has none."""
    for_model: bool = True
    for_view: bool = True


def app_link(meta: Mapping[str, Any] | None) -> AppLink:
    """What a tool's ``_meta`` says of its view and visibility (a tool without ``_meta.ui`` has no view and
    is callable by the model)."""
    ui = meta.get("ui") if meta else None
    ui = ui if isinstance(ui, Mapping) else {}
    uri = ui.get("resourceUri")
    if uri is None and meta:
        uri = meta.get("ui/resourceUri")
    resource = uri if isinstance(uri, str) and uri.startswith("ui://") and len(uri) <= 2048 else None
    visibility = ui.get("visibility")
    if isinstance(visibility, list) and all(isinstance(v, str) for v in visibility) and visibility:
        return AppLink(resource, "model" in visibility, "app" in visibility)
    return AppLink(resource)


def _origin(value: Any) -> str | None:
    """``value`` as a plain origin (scheme, host, port; ``*.`` only as a whole subdomain label), or None.
    Plain http and ws only to this computer."""
    if not isinstance(value, str):
        return None
    found = _ORIGIN.fullmatch(value.strip())
    if found is None:
        return None
    host = found.group("host").lower()
    if found.group("scheme") in ("http", "ws") and host not in _LOOPBACK:
        return None
    if found.group("port") and not 0 < int(found.group("port")) < 65536:
        return None
    port = f":{found.group('port')}" if found.group("port") else ""
    return f"{found.group('scheme')}://{host}{port}"


@dataclass(frozen=True, slots=True)
class ViewPolicy:
    """What a view may load and reach, from its resource's ``_meta.ui``."""

    connect: tuple[str, ...] = ()
    resources: tuple[str, ...] = ()
    frames: tuple[str, ...] = ()
    base_uris: tuple[str, ...] = ()
    permissions: frozenset[str] = frozenset()
    refused: tuple[str, ...] = ()
    """Declared values left out, as written (shown to the person, logged)."""

    @classmethod
    def declared(cls, ui: Mapping[str, Any] | None) -> ViewPolicy:
        csp = ui.get("csp") if ui else None
        csp = csp if isinstance(csp, Mapping) else {}
        refused: list[str] = []

        def origins(key: str) -> tuple[str, ...]:
            raw = csp.get(key)
            kept: list[str] = []
            for value in raw if isinstance(raw, list) else ([] if raw is None else [raw]):
                origin = _origin(value)
                if origin is None:
                    refused.append(str(value)[:200])
                elif origin not in kept:
                    kept.append(origin)
            return tuple(kept)

        wanted = ui.get("permissions") if ui else None
        permissions = frozenset(p for p in PERMISSIONS if isinstance(wanted, Mapping) and p in wanted)
        return cls(
            origins("connectDomains"),
            origins("resourceDomains"),
            origins("frameDomains"),
            origins("baseUriDomains"),
            permissions,
            tuple(refused),
        )

    def content_security_policy(self) -> str:
        """The view's Content-Security-Policy: the spec's restrictive default, widened only by the
        declared origins."""
        inline = " ".join(("'self'", "'unsafe-inline'", *self.resources))
        data = " ".join(("'self'", "data:", *self.resources))
        directives = [
            "default-src 'none'",
            "script-src " + inline,
            "style-src " + inline,
            "img-src " + data,
            "font-src " + data,
            "media-src " + data,
            "connect-src " + (" ".join(self.connect) or "'none'"),
            "frame-src " + (" ".join(self.frames) or "'none'"),
            "base-uri " + (" ".join(self.base_uris) or "'self'"),
            "object-src 'none'",
            "form-action 'none'",
        ]
        return "; ".join(directives)

    def allows(self, url: str, reach: Reach) -> bool:
        """Whether the view may reach ``url`` for ``reach`` (a request the web engine is about to make)."""
        parts = urlsplit(url)
        if not parts.scheme or not parts.hostname:
            return False
        port = f":{parts.port}" if parts.port else ""
        host = parts.hostname.lower()
        host = f"[{host}]" if ":" in host else host
        origin = f"{parts.scheme.lower()}://{host}{port}"
        allowed = {"connect": self.connect, "resource": self.resources, "frame": self.frames}[reach]
        return any(_matches(origin, pattern) for pattern in allowed)


def _matches(origin: str, pattern: str) -> bool:
    scheme, _, rest = pattern.partition("://")
    if rest.startswith("*."):
        found = urlsplit(origin)
        suffix = rest[1:]  # ".example.com[:port]"
        return (
            found.scheme == scheme
            and found.netloc.endswith(suffix)
            and found.netloc != suffix.lstrip(".")
            and len(found.netloc) > len(suffix)
        )
    return origin == pattern


@dataclass(frozen=True, slots=True)
class View:
    """A tool's view as its server gave it."""

    server: str
    uri: str
    html: str
    policy: ViewPolicy
    prefers_border: bool = True
