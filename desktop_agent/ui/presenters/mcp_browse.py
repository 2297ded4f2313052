"""What Settings › MCP servers › Browse shows and does, without Qt: a search of an MCP Registry (the
`mcp_registry` setting, or the address typed on the page), its results a page at a time ("More…"), the
selected server with the exact command it would run and the values it needs, and installing, updating or
removing it.

The registry is the network and its answers are large JSON: every registry call (and the plan, which looks
for npx, uvx and docker) runs in a worker thread with an event loop of its own, never on the window's.
Installing goes through `core.mcp_install.apply` on the window's loop (secrets to the keyring first, then
the server is added and started by the app's MCP manager). Everything a registry says is untrusted: the
view shows it as plain text, through `domain.display.visible`.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from desktop_agent.core import mcp_install
from desktop_agent.core.keys import RunKeys, SecretStore
from desktop_agent.core.mcp import McpManager, ServerConfig
from desktop_agent.core.mcp_install import InstallPlan, Need, RegistryClient, RegistryEntry
from desktop_agent.domain.errors import ErrorKind, UserFacingError

log = logging.getLogger(__name__)

PAGE = 30
"""Results asked for at a time; "More…" asks for this many more."""

_T = TypeVar("_T")
Which = Callable[[str], str | None]


def off_loop(make: Callable[[], Coroutine[Any, Any, _T]]) -> Coroutine[Any, Any, _T]:
    """Run the coroutine `make()` gives in a worker thread, on an event loop of its own."""
    return asyncio.to_thread(lambda: asyncio.run(make()))


@dataclass(frozen=True, slots=True)
class Installed:
    """The app's server that came from the selected registry entry."""

    name: str
    version: str
    """The version it was installed at."""
    server: ServerConfig

    def behind(self, latest: str) -> bool:
        return bool(latest) and latest != self.version


@dataclass(frozen=True, slots=True)
class Detail:
    """The selected registry entry: what installing it would add here, or why it cannot be."""

    entry: RegistryEntry
    plan: InstallPlan | None
    problem: UserFacingError | None
    installed: Installed | None = None
    kept: Mapping[str, str] | None = None
    """For an installed one: the values it has now (they stay unless the person gives others)."""


class BrowseView(Protocol):
    def show_searching(self, searching: bool) -> None: ...

    def show_results(self, entries: Sequence[RegistryEntry], more: bool) -> None: ...

    def show_error(self, error: UserFacingError | None) -> None:
        """A search that failed (None: the last error no longer holds)."""
        ...

    def show_detail(self, detail: Detail | None) -> None: ...


def kinds(entry: RegistryEntry) -> list[str]:
    """The ways the entry can run: its packages' registries, and ``remote``."""
    found = [p.registry_type for p in entry.packages] + (["remote"] if entry.remotes else [])
    return list(dict.fromkeys(found))


def missing(
    plan: InstallPlan, values: Mapping[str, str], kept: Mapping[str, str] | None = None
) -> list[Need]:
    """What is required and has no value (given now, kept from before, or a default)."""
    return [
        n
        for n in plan.needs
        if n.required and not values.get(n.name) and n.name not in (kept or {}) and n.default is None
    ]


def values_to_give(plan: InstallPlan, values: Mapping[str, str]) -> dict[str, str]:
    """The values given, with the default of any left empty (as the terminal does)."""
    out: dict[str, str] = {}
    for need in plan.needs:
        value = values.get(need.name, "")
        if value:
            out[need.name] = value
        elif need.default is not None and not need.secret:
            out[need.name] = need.default
    return out


class BrowsePresenter:
    """The Browse page's state and actions; `view` shows them."""

    def __init__(
        self,
        manager: McpManager,
        keys: SecretStore | RunKeys,
        registry: str,
        view: BrowseView,
        *,
        which: Which | None = None,
    ) -> None:
        self.manager = manager
        self.keys = keys
        self.registry = registry.strip()
        self._view = view
        self.which = which
        """How runners are looked for (tests give their own; None: on the PATH)."""
        self.query = ""
        self.results: list[RegistryEntry] = []
        self.more = False
        self.detail: Detail | None = None
        self._limit = PAGE
        self._generation = 0
        self._client: RegistryClient | None = None
        self._selecting: RegistryEntry | None = None

    # ---- searching ----

    def client(self) -> RegistryClient:
        """The client of the registry in use (UserFacingError when its address is not http(s))."""
        if self._client is None or self._client.base_url != self.registry.rstrip("/"):
            self._client = RegistryClient(self.registry)
        return self._client

    def set_registry(self, address: str) -> bool:
        """Another registry: True when it differs (the results are then those of the old one)."""
        address = address.strip()
        if address == self.registry:
            return False
        self.registry = address
        self._client = None
        return True

    async def search(self, query: str) -> None:
        """The first page of servers whose names contain `query`."""
        self.query = query.strip()
        self._limit = PAGE
        await self._fetch()

    async def more_results(self) -> None:
        """The next page (the registry is asked again for more; what was shown stays in order)."""
        self._limit += PAGE
        await self._fetch()

    async def _fetch(self) -> None:
        self._generation += 1
        generation = self._generation
        query, limit = self.query, self._limit
        self._view.show_searching(True)
        try:
            client = self.client()
            found = await off_loop(lambda: client.search(query, limit=limit))
        except UserFacingError as error:
            if generation == self._generation:
                self.results, self.more = [], False
                self._view.show_searching(False)
                self._view.show_error(error)
                self._view.show_results([], False)
            return
        if generation != self._generation:
            return  # a later search answers instead
        self.results, self.more = found, len(found) >= limit
        self._view.show_searching(False)
        self._view.show_error(None)
        self._view.show_results(self.results, self.more)

    # ---- the selected entry ----

    def installed(self, entry: RegistryEntry) -> Installed | None:
        """The server installed from this entry's server (from any version), if there is one."""
        for server in self.manager.config.servers.values():
            origin = mcp_install.origin_of(server)
            if origin is not None and origin["name"] == entry.name:
                return Installed(server.name, origin["version"], server)
        return None

    async def select(self, entry: RegistryEntry | None) -> None:
        if entry is None:
            self._selecting = self.detail = None
            self._view.show_detail(None)
            return
        self._selecting = entry
        detail = await self._plan(entry, sandboxed=True)
        if self._selecting is entry:  # else another was selected meanwhile
            self.detail = detail
            self._view.show_detail(detail)

    async def refresh_detail(self) -> None:
        """The selected entry again (a server installed or removed changes what it offers)."""
        if self.detail is not None:
            await self.select(self.detail.entry)

    async def _plan(self, entry: RegistryEntry, *, sandboxed: bool, name: str | None = None) -> Detail:
        installed = self.installed(entry)
        registry = self.client().base_url
        kw: dict[str, Any] = {"registry": registry, "sandboxed": sandboxed}
        kept: dict[str, str] | None = None
        if installed is not None:
            origin = mcp_install.origin_of(installed.server) or {}
            kw.update(name=installed.name, use=origin.get("kind"), sandboxed=installed.server.sandboxed)
            kw["registry"] = origin.get("url") or registry
        elif name:
            kw["name"] = name
        if self.which is not None:
            kw["which"] = self.which

        def plan() -> InstallPlan:
            return mcp_install.plan_install(entry, **kw)

        try:
            made = await asyncio.to_thread(plan)  # looks for npx, uvx and docker on the disk
        except UserFacingError as error:
            return Detail(entry, None, error, installed)
        if installed is not None:
            current = {**installed.server.env, **installed.server.headers}
            kept = {n.name: current[n.name] for n in made.needs if n.name in current}
        return Detail(entry, made, None, installed, kept)

    # ---- acting ----

    async def install(self, values: Mapping[str, str], *, name: str, sandboxed: bool) -> ServerConfig:
        """Install the selected entry under `name` with the values given (secrets to the keyring)."""
        detail = self._selected()
        if name in self.manager.config.names():
            raise UserFacingError(
                ErrorKind.USAGE, f"There is already a server called {name!r}.",
                "Choose another name, or update or remove that one.",
            )  # fmt: skip
        fresh = await self._plan(detail.entry, sandboxed=sandboxed, name=name)
        if fresh.plan is None:
            assert fresh.problem is not None
            raise fresh.problem
        plan = fresh.plan
        server = await mcp_install.apply(self.manager, self.keys, plan, values_to_give(plan, values))
        await self.refresh_detail()
        return server

    async def update(self, values: Mapping[str, str]) -> ServerConfig:
        """Move the installed server to the selected (latest) version, keeping its values unless given."""
        detail = self._selected()
        if detail.installed is None or detail.plan is None:
            raise UserFacingError(ErrorKind.USAGE, "This server is not installed from the registry.")
        given = {k: v for k, v in values.items() if v}
        server = await mcp_install.apply(
            self.manager, self.keys, detail.plan, given, keep=detail.installed.server, kept=detail.kept
        )
        await self.refresh_detail()
        return server

    async def remove(self) -> str:
        """Remove the installed server (its values leave the keyring with it)."""
        detail = self._selected()
        if detail.installed is None:
            raise UserFacingError(ErrorKind.USAGE, "This server is not installed.")
        await self.manager.remove_server(detail.installed.name)
        await self.refresh_detail()
        return detail.installed.name

    def _selected(self) -> Detail:
        if self.detail is None:
            raise UserFacingError(ErrorKind.USAGE, "Choose a server in the results first.")
        return self.detail
