"""web_search: the model searches the web through the back end the person chose in the settings (SearXNG,
Brave Search, Tavily or Exa; search_backends.py) and gets titles, addresses, snippets and dates.

Results are *found*, not read: the output says so, and tells the model to open a page with fetch_url (its
approval rules and its refusal of private addresses apply there) to read it and cite it as `[web:...]`.
Offered only when a back end is chosen (`settings.web_search.backend`, "off" by default). A search asks
first like fetch_url does (the query leaves the computer): its permission subject is the back end's address,
so a rule or an "always" approval names the service's host. Every failure is a result in words.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Callable
from typing import ClassVar, Final
from urllib.parse import urlsplit

from pydantic import BaseModel, ConfigDict, Field

from desktop_agent.config.settings import WebSearchSettings
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.domain.tools import SubjectKind, ToolPreview
from desktop_agent.tools.base import PydanticTool, ToolContext, ToolOutput
from desktop_agent.tools.search_backends import (
    KEY_NAMES,
    LABELS,
    SearchBackend,
    SearchError,
    SearchHit,
    make_backend,
)
from desktop_agent.tools.web_pages import one_line

log = logging.getLogger(__name__)

DEFAULT_TIMEOUT: Final = 20.0
RESULTS_LINE: Final = re.compile(r"^Web search results \(back end: ([a-z]+)\)")
"""The first line of a search's output names its back end: the usage report counts searches by it."""

KeyLookup = Callable[[str], str | None]
"""A key by its keyring name (blocking: it may ask the keyring over D-Bus); None when none is stored."""


class WebSearchArgs(BaseModel):
    model_config = ConfigDict(extra="forbid")

    query: str = Field(min_length=1, max_length=400, description="What to search for, as you would type it")


class WebSearchTool(PydanticTool[WebSearchArgs]):
    name: ClassVar[str] = "web_search"
    description: ClassVar[str] = (
        "Search the web and get a list of results: title, address, a short snippet and a date. Results are "
        "only found, not read: open a page with fetch_url to read it, and cite only pages you opened, by the "
        "id fetch_url gives ([web:XXXXXXXX]). Search again with other words when nothing fits."
    )
    side_effects: ClassVar[bool] = True
    """The query leaves the computer: asked first, like fetch_url (and, like it, not offered read-only)."""
    subject_kind: ClassVar[SubjectKind | None] = "url"
    args_model = WebSearchArgs

    def __init__(
        self,
        settings: WebSearchSettings,
        keys: KeyLookup,
        *,
        on_key: Callable[[str], None] = lambda _key: None,
        endpoint: str | None = None,
        timeout: float = DEFAULT_TIMEOUT,
    ) -> None:
        """`on_key` hears every key read (the log's scrubber); `endpoint` replaces the service's address."""
        if settings.backend == "off":
            raise ValueError("web search is off")
        self._settings = settings
        self._backend_name = settings.backend
        self._keys = keys
        self._on_key = on_key
        self._endpoint = endpoint
        self._timeout = timeout
        self._address = self._where()

    @property
    def backend(self) -> str:
        return self._backend_name

    def _searxng_url(self) -> str:
        return (self._endpoint or self._settings.searxng_url).strip()

    def _where(self) -> str:
        if self._backend_name == "searxng":
            url = self._searxng_url()
            return make_backend("searxng", searxng_url=url).endpoint if url else ""
        return make_backend(self._backend_name, endpoint=self._endpoint).endpoint

    def permission_subject(self, arguments: WebSearchArgs) -> str | None:
        return self._address or None

    async def preview(self, arguments: WebSearchArgs) -> ToolPreview | None:
        label = LABELS[self._backend_name]
        where = self._address or "(no address set)"
        return ToolPreview("text", f"Sends the query {one_line(arguments.query)!r} to {label} at {where}.")

    async def run(self, arguments: WebSearchArgs, ctx: ToolContext) -> ToolOutput:
        import httpx2

        query = one_line(arguments.query, 400)
        try:
            backend = await self._backend()
            # The person's own SearXNG is often on this computer or the local network: no proxy from the
            # environment in between. The keyed services go through one when the environment names it.
            trust_env = self._backend_name != "searxng"
            async with httpx2.AsyncClient(
                timeout=self._timeout, follow_redirects=False, trust_env=trust_env
            ) as client:
                async with asyncio.timeout(self._timeout + 5):
                    found = await backend.search(client, query, self._settings.max_results)
        except SearchError as exc:
            log.info("A web search failed: %s", exc)
            return ToolOutput(str(exc), is_error=True)
        except TimeoutError:
            return ToolOutput(f"The search did not finish within {self._timeout:g} seconds.", is_error=True)
        return ToolOutput(render(self._backend_name, query, found))

    async def _backend(self) -> SearchBackend:
        name = self._backend_name
        if name == "searxng":
            if not self._address:
                raise SearchError(
                    "Web search uses SearXNG, but no SearXNG address is set. Set it in Settings › Web search "
                    '(or "web_search": {"searxng_url": "http://localhost:8888"} in settings.json).'
                )
            url = self._searxng_url()
            if urlsplit(url).scheme not in ("http", "https"):
                raise SearchError(
                    f"The SearXNG address {url!r} does not start with http:// or https://. Fix it in "
                    "Settings › Web search."
                )
            return make_backend(name, searxng_url=url)
        key_name = KEY_NAMES[name]
        try:
            key = await asyncio.to_thread(self._keys, key_name)
        except UserFacingError as exc:  # no keyring, or a locked one
            raise SearchError(f"The API key for {LABELS[name]} could not be read: {exc.message}") from None
        if not key:
            raise SearchError(
                f"Web search uses {LABELS[name]}, but no API key for it is stored. Add one in Settings › Web "
                f"search, or run `desktop-agent keys set {key_name}`."
            )
        self._on_key(key)
        return make_backend(name, key=key, endpoint=self._endpoint)


def render(backend: str, query: str, found: list[SearchHit]) -> str:
    """What the model reads: a line naming the back end and the query, what the results are (found, not
    read), then each result. Nothing of a result can look like one of the app's elements (`<page ...>`):
    titles and snippets have lost their markup and `<`/`>` are escaped."""
    head = f"Web search results (back end: {backend}) for {_quoted(query)}: {len(found)} found."
    if not found:
        return f"{head}\nNothing was found. Try other words."
    lines = [
        head,
        "These are search results, not pages read: open one with fetch_url to read it, and cite it only "
        "then, by the id fetch_url gives.",
    ]
    for n, hit in enumerate(found, 1):
        lines.append("")
        lines.append(f"{n}. {_safe(hit.title, 200)}")
        lines.append(f"   {hit.url}")
        if hit.date:
            lines.append(f"   Date: {_safe(hit.date, 40)}")
        if hit.snippet:
            lines.append(f"   {_safe(hit.snippet, 600)}")
    return "\n".join(lines)


def _safe(text: str, limit: int) -> str:
    return one_line(text, limit).replace("<", "&lt;").replace(">", "&gt;")


def _quoted(query: str) -> str:
    return '"' + _safe(query, 400).replace('"', "'") + '"'
