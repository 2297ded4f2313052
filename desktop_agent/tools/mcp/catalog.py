"""One server's resources, resource templates and prompts: listed when first asked for (every page, up to
a bound), kept, and listed again after the server says they changed; resources read, and those a message
named subscribed to, so that the copy kept here follows the server's updates.

Change notifications reach the connection's message handler. A server on protocol 2026-07-28 or later
sends them only on a ``subscriptions/listen`` stream, which is opened here (again whenever the set of
subscribed resources changes); an older one sends them on its own, and hears ``resources/subscribe``.
"""

from __future__ import annotations

import asyncio
import base64
import binascii
import contextlib
import functools
import logging
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import mcp.types as types
from mcp import Client
from mcp.shared.exceptions import MCPError
from mcp.shared.uri_template import UriTemplate
from pydantic import ValidationError

from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.tools.mcp.listing import (
    Freshness,
    PromptArgument,
    PromptInfo,
    PromptMessage,
    PromptMessages,
    ResourceContent,
    ResourceInfo,
    TemplateInfo,
)

log = logging.getLogger(__name__)

MAX_PAGES = 50
"""A server that keeps answering with a next cursor is listed this far and no further."""
MAX_COMPLETIONS = 100
T = TypeVar("T")


def _bytes_of(data: str) -> int:
    try:
        return len(base64.b64decode(data, validate=False))
    except (binascii.Error, ValueError):
        return len(data) * 3 // 4


def _block_text(block: Any) -> str:
    """A prompt message's content as text: images and audio named, embedded resources included."""
    match block:
        case types.TextContent():
            return block.text
        case types.ImageContent():
            return f"[image: {block.mime_type}, {_bytes_of(block.data):,} bytes]"
        case types.AudioContent():
            return f"[audio: {block.mime_type}, {_bytes_of(block.data):,} bytes]"
        case types.ResourceLink():
            return f"[resource: {block.uri}]"
        case types.EmbeddedResource():
            res = block.resource
            if isinstance(res, types.TextResourceContents):
                return res.text
            mime = res.mime_type or "application/octet-stream"
            return f"[resource: {res.uri}, {mime}, {_bytes_of(res.blob):,} bytes]"
        case _:
            return f"[{getattr(block, 'type', 'content')} content]"


def _page(
    fetch: Callable[[Client, str | None], Awaitable[tuple[list[T], str | None]]],
    cursor: str | None,
    client: Client,
) -> Awaitable[tuple[list[T], str | None]]:
    return fetch(client, cursor)


class ServerCatalog:
    """What one connected server offers besides tools. `attach` when the connection is up, `detach` when it
    ends; `on_message` with every notification the connection hears."""

    def __init__(self, server: str, *, on_change: Callable[[], None], timeout_s: float) -> None:
        self.server = server
        self._on_change = on_change
        self._timeout_s = timeout_s
        self._client: Client | None = None
        self._modern = False
        self._may_listen = True
        self._caps: types.ServerCapabilities | None = None
        self._resources: tuple[ResourceInfo, ...] | None = None
        self._templates: tuple[TemplateInfo, ...] | None = None
        self._prompts: tuple[PromptInfo, ...] | None = None
        self._fresh = {kind: Freshness() for kind in ("resources", "templates", "prompts")}
        """How long each list stays fresh (a 2026-07-28 server's ttlMs; older ones say when it changed)."""
        self._listing: dict[str, asyncio.Task[Any]] = {}
        self._subscribed: set[str] = set()
        self._copies: dict[str, ResourceContent] = {}
        """The last read of each subscribed resource, kept current by the server's updates."""
        self._listen: asyncio.Task[None] | None = None
        self._tasks: set[asyncio.Task[Any]] = set()

    # ---- the connection ----

    def attach(self, client: Client, *, modern: bool, listen: bool = True) -> None:
        """`listen`: a 2026-07-28 (`modern`) server's listen stream may be opened."""
        self.detach()
        self._client, self._modern, self._may_listen = client, modern, listen
        self._caps = client.server_capabilities
        if modern and listen and self._listens():
            self._relisten()
        elif self._subscribed:  # a new session of an older server: it is asked again
            wanted, self._subscribed = set(self._subscribed), set()
            for uri in sorted(wanted):
                self._spawn(self._follow(uri))

    async def _follow(self, uri: str) -> None:
        await self.subscribe(uri)

    async def wind_down(self) -> None:
        """Before the session closes: end the listen stream and the other requests in flight, and wait for
        them, so each stream is closed by its own task while the session is still open."""
        running = [t for t in [*self._tasks, *self._listing.values(), self._listen] if t is not None]
        self.detach()
        if running:
            await asyncio.wait(running, timeout=5.0)

    def detach(self) -> None:
        self._client = None
        self._resources = self._templates = self._prompts = None
        self._copies.clear()
        for task in [*self._tasks, *self._listing.values(), *([self._listen] if self._listen else [])]:
            task.cancel()
        self._tasks.clear()
        self._listing.clear()
        self._listen = None

    @property
    def offers_resources(self) -> bool:
        return self._client is not None and self._caps is not None and self._caps.resources is not None

    @property
    def offers_prompts(self) -> bool:
        return self._client is not None and self._caps is not None and self._caps.prompts is not None

    @property
    def offers_completions(self) -> bool:
        return self._client is not None and self._caps is not None and self._caps.completions is not None

    def _listens(self) -> bool:
        caps = self._caps
        if caps is None:
            return False
        return any(
            c is not None and (c.list_changed or getattr(c, "subscribe", False))
            for c in (caps.resources, caps.prompts, caps.tools)
        )

    def _spawn(self, work: Awaitable[None]) -> None:
        task: asyncio.Task[None] = asyncio.ensure_future(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _relisten(self) -> None:
        """(Re)open the listen stream of a 2026-07-28 server with what is wanted now. Its events reach the
        message handler as notifications; there is no replay, so what was kept is listed again."""
        if self._listen is not None:
            self._listen.cancel()
        self._listen = asyncio.ensure_future(self._listen_loop(sorted(self._subscribed)))

    async def _listen_loop(self, uris: list[str]) -> None:
        client = self._client
        if client is None:
            return
        caps = self._caps
        try:
            async with client.listen(
                tools_list_changed=bool(caps and caps.tools and caps.tools.list_changed),
                prompts_list_changed=bool(caps and caps.prompts and caps.prompts.list_changed),
                resources_list_changed=bool(caps and caps.resources and caps.resources.list_changed),
                resource_subscriptions=uris,
            ) as subscription:
                async for _event in subscription:
                    pass  # handled as the notification it also is (`on_message`)
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # the connection is going away, or the server refused: said in the log
            log.info("MCP server %r: its change notifications ended: %s", self.server, exc)

    def on_message(self, message: Any) -> None:
        """The notifications of resources and prompts: what changed is listed (or read) again."""
        if isinstance(message, types.ResourceListChangedNotification):
            self._resources = self._templates = None
            log.info("MCP server %r changed its resources", self.server)
            self._on_change()
        elif isinstance(message, types.PromptListChangedNotification):
            self._prompts = None
            log.info("MCP server %r changed its prompts", self.server)
            self._on_change()
        elif isinstance(message, types.ResourceUpdatedNotification):
            uri = message.params.uri
            if uri in self._subscribed:
                self._spawn(self._refresh_copy(uri))

    async def _refresh_copy(self, uri: str) -> None:
        try:
            await self.read(uri, fresh=True)
        except UserFacingError as error:
            log.info("MCP server %r: an updated resource could not be read: %s", self.server, error.message)
            self._copies.pop(uri, None)
            return
        log.info("MCP server %r updated a resource it was subscribed to", self.server)
        self._on_change()

    # ---- requests ----

    def _connected(self) -> Client:
        if self._client is None:
            raise UserFacingError(
                ErrorKind.SERVER_NOT_RUNNING,
                f"The MCP server {self.server!r} is not running.",
                "Start it in Settings > MCP servers.",
            )
        return self._client

    async def ask(self, what: str, request: Callable[[Client], Awaitable[T]]) -> T:
        """Run ``request`` on the server's connection, within the call time limit; what goes wrong (the
        server stopped, answered with an error or too late) is said in words naming it and ``what``."""
        return await self._ask(what, request)

    async def _ask(self, what: str, request: Callable[[Client], Awaitable[T]]) -> T:
        client = self._connected()
        try:
            async with asyncio.timeout(self._timeout_s):
                return await request(client)
        except TimeoutError:
            raise UserFacingError(
                ErrorKind.TIMEOUT,
                f"The MCP server {self.server!r} did not answer within {self._timeout_s:g} s.",
            ) from None
        except MCPError as exc:
            raise UserFacingError(
                ErrorKind.SERVER_ERROR, f"The MCP server {self.server!r} could not {what}: {exc.message}"
            ) from None
        except ValidationError:
            raise UserFacingError(
                ErrorKind.SERVER_ERROR,
                f"The MCP server {self.server!r} answered with something that does not follow the MCP "
                f"protocol when asked to {what}.",
            ) from None
        except (OSError, RuntimeError) as exc:
            raise UserFacingError(
                ErrorKind.SERVER_ERROR, f"The MCP server {self.server!r} could not {what}: {exc}"
            ) from None

    async def _once(self, key: str, work: Callable[[], Awaitable[T]]) -> T:
        """One listing of a kind at a time: callers asking meanwhile wait for the same answer."""
        task = self._listing.get(key)
        if task is None or task.done():
            task = asyncio.ensure_future(work())
            self._listing[key] = task
        try:
            result: T = await asyncio.shield(task)
            return result
        finally:
            if task.done() and self._listing.get(key) is task:
                del self._listing[key]

    async def _pages(
        self, what: str, fetch: Callable[[Client, str | None], Awaitable[tuple[list[T], str | None]]]
    ) -> list[T]:
        items: list[T] = []
        cursor: str | None = None
        for _ in range(MAX_PAGES):
            page, cursor = await self._ask(what, functools.partial(_page, fetch, cursor))
            items.extend(page)
            if not cursor:
                return items
        log.warning("MCP server %r: stopped listing after %d pages", self.server, MAX_PAGES)
        return items

    async def resources(self) -> tuple[ResourceInfo, ...]:
        """The server's resources (listed once, again after it says they changed); none when it offers
        none."""
        if not self.offers_resources:
            return ()
        if self._resources is not None and not self._fresh["resources"].fresh():
            self._resources = None
        if self._resources is None:

            async def fetch(client: Client, cursor: str | None) -> tuple[list[types.Resource], str | None]:
                page = await client.list_resources(cursor=cursor, cache_mode="bypass")
                self._fresh["resources"].page(page.ttl_ms)
                return page.resources, page.next_cursor

            async def listed() -> tuple[ResourceInfo, ...]:
                self._fresh["resources"].start()
                found = await self._pages("list its resources", fetch)
                return tuple(
                    ResourceInfo(
                        self.server,
                        str(r.uri),
                        r.name,
                        r.title or "",
                        r.description or "",
                        r.mime_type or "",
                        r.size,
                    )
                    for r in found
                )

            self._resources = await self._once("resources", listed)
        return self._resources

    def known(self) -> tuple[ResourceInfo, ...] | None:
        """The resources as last listed, without asking; None until listed (again, after they changed)."""
        return self._resources if self.offers_resources else ()

    async def templates(self) -> tuple[TemplateInfo, ...]:
        if not self.offers_resources:
            return ()
        if self._templates is not None and not self._fresh["templates"].fresh():
            self._templates = None
        if self._templates is None:

            async def fetch(
                client: Client, cursor: str | None
            ) -> tuple[list[types.ResourceTemplate], str | None]:
                page = await client.list_resource_templates(cursor=cursor, cache_mode="bypass")
                self._fresh["templates"].page(page.ttl_ms)
                return page.resource_templates, page.next_cursor

            async def listed() -> tuple[TemplateInfo, ...]:
                self._fresh["templates"].start()
                try:
                    found = await self._pages("list its resource templates", fetch)
                except UserFacingError as error:  # a server with resources but no templates may refuse
                    log.info("MCP server %r lists no templates: %s", self.server, error.message)
                    found = []
                return tuple(
                    TemplateInfo(
                        self.server,
                        t.uri_template,
                        t.name,
                        t.title or "",
                        t.description or "",
                        t.mime_type or "",
                    )
                    for t in found
                )

            self._templates = await self._once("templates", listed)
        return self._templates

    async def prompts(self) -> tuple[PromptInfo, ...]:
        if not self.offers_prompts:
            return ()
        if self._prompts is not None and not self._fresh["prompts"].fresh():
            self._prompts = None
        if self._prompts is None:

            async def fetch(client: Client, cursor: str | None) -> tuple[list[types.Prompt], str | None]:
                page = await client.list_prompts(cursor=cursor, cache_mode="bypass")
                self._fresh["prompts"].page(page.ttl_ms)
                return page.prompts, page.next_cursor

            async def listed() -> tuple[PromptInfo, ...]:
                self._fresh["prompts"].start()
                found = await self._pages("list its prompts", fetch)
                return tuple(
                    PromptInfo(
                        self.server,
                        p.name,
                        p.title or "",
                        p.description or "",
                        tuple(
                            PromptArgument(a.name, a.description or "", bool(a.required))
                            for a in p.arguments or ()
                        ),
                    )
                    for p in found
                )

            self._prompts = await self._once("prompts", listed)
        return self._prompts

    async def allows(self, uri: str) -> bool:
        """The server listed this URI, or it matches one of its templates."""
        if any(r.uri == uri for r in await self.resources()):
            return True
        for template in await self.templates():
            try:
                if UriTemplate.parse(template.uri_template).match(uri) is not None:
                    return True
            except Exception:  # a template that is not RFC 6570 matches nothing
                log.debug("MCP server %r: an unusable template %r", self.server, template.uri_template)
        return False

    def cached(self, uri: str) -> ResourceContent | None:
        """The copy of a subscribed resource, as its last update left it."""
        return self._copies.get(uri)

    async def read(self, uri: str, *, fresh: bool = False) -> ResourceContent:
        """The resource's contents (its text parts joined; binary contents as their type and size). A
        subscribed resource's copy is current (the server says when it changes): it is used unless
        ``fresh``."""
        if not fresh and uri in self._copies:
            return self._copies[uri]
        result = await self._ask("read the resource", lambda c: c.read_resource(uri, cache_mode="bypass"))
        texts = [c.text for c in result.contents if isinstance(c, types.TextResourceContents)]
        blobs = [c for c in result.contents if isinstance(c, types.BlobResourceContents)]
        mime = next((c.mime_type for c in result.contents if c.mime_type), "") or ""
        if texts or not blobs:
            content = ResourceContent(
                self.server, uri, mime or "text/plain", "\n".join(texts), sum(map(len, texts))
            )
        else:
            content = ResourceContent(self.server, uri, mime, None, sum(_bytes_of(b.blob) for b in blobs))
        if uri in self._subscribed:
            self._copies[uri] = content
        return content

    @property
    def subscribes(self) -> bool:
        caps = self._caps
        return bool(caps is not None and caps.resources is not None and caps.resources.subscribe)

    async def subscribe(self, uri: str) -> bool:
        """Follow a resource's updates (when the server offers it); True when it is followed."""
        if not self.subscribes or self._client is None:
            return False
        if uri in self._subscribed:
            return True
        if self._modern:
            if not self._may_listen:
                return False  # updates come only on a listen stream, not opened for this server
            self._subscribed.add(uri)
            self._relisten()
            return True

        def send(client: Client) -> Awaitable[types.EmptyResult]:
            # The request itself: the SDK's helper for it warns that protocol 2026-07-28 has no such request.
            request = types.SubscribeRequest(params=types.SubscribeRequestParams(uri=uri))
            return client.session.send_request(request, types.EmptyResult)

        try:
            await self._ask("subscribe to the resource", send)
        except UserFacingError as error:
            log.info("MCP server %r: %s", self.server, error.message)
            return False
        self._subscribed.add(uri)
        return True

    def subscribed(self) -> frozenset[str]:
        return frozenset(self._subscribed)

    async def get_prompt(self, name: str, arguments: dict[str, str]) -> PromptMessages:
        result = await self._ask("give the prompt", lambda c: c.get_prompt(name, arguments))
        messages = tuple(PromptMessage(str(m.role), _block_text(m.content)) for m in result.messages)
        return PromptMessages(self.server, name, result.description or "", messages)

    async def complete(self, prompt: str, argument: str, value: str, context: dict[str, str]) -> list[str]:
        """Values the server suggests for a prompt's argument as typed so far; none when it offers no
        completion (or fails: suggestions are a help, not a requirement)."""
        if not self.offers_completions:
            return []
        ref = types.PromptReference(name=prompt)
        with contextlib.suppress(UserFacingError):
            result = await self._ask(
                "complete the value",
                lambda c: c.complete(ref, {"name": argument, "value": value}, context or None),
            )
            return [str(v) for v in result.completion.values[:MAX_COMPLETIONS]]
        return []
