"""The Browse page's presenter without Qt, against a local MCP Registry: a later search wins over an earlier
one still being answered, the registry is asked off the event loop, and what the person must still give."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from desktop_agent.core.mcp import McpManager
from desktop_agent.core.mcp_install import RegistryEntry, plan_install
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.secrets.base import MemorySecretStore
from desktop_agent.tools.mcp.registry import parse_entry
from desktop_agent.ui.presenters.mcp_browse import BrowsePresenter, Detail, missing, values_to_give
from tests.helpers.mcp_registry_server import fixture_entries, local_registry
from tests.mcp.conftest import write_config


class View:
    def __init__(self) -> None:
        self.results: list[list[str]] = []
        self.errors: list[UserFacingError | None] = []
        self.details: list[Detail | None] = []
        self.threads: set[str] = set()

    def show_searching(self, searching: bool) -> None:
        pass

    def show_results(self, entries: Sequence[RegistryEntry], more: bool) -> None:
        self.results.append([e.name for e in entries])

    def show_error(self, error: UserFacingError | None) -> None:
        self.errors.append(error)

    def show_detail(self, detail: Detail | None) -> None:
        self.details.append(detail)


def everywhere(program: str) -> str | None:
    return f"/usr/bin/{program}"


def test_the_last_search_is_shown_and_the_registry_is_asked_off_the_loop(tmp_path: Path) -> None:
    view = View()
    manager = McpManager(write_config(tmp_path / "mcp.json", {}))
    with local_registry("published.json", "runnable.json") as registry:
        presenter = BrowsePresenter(manager, MemorySecretStore(), registry.url, view, which=everywhere)
        asked_from: list[str] = []
        answer = registry.answer

        def recording(path: str) -> tuple[int, Any]:
            asked_from.append(threading.current_thread().name)
            return answer(path)

        registry.answer = recording  # type: ignore[method-assign,assignment]

        async def scenario() -> None:
            loop_thread = threading.current_thread().name
            await asyncio.gather(presenter.search("time"), presenter.search("airtable"))
            assert view.results == [["io.github.domdomegg/airtable-mcp-server"]], "only the last is shown"
            assert asked_from and loop_thread not in asked_from
            await presenter.select(presenter.results[0])
            detail = view.details[-1]
            assert detail is not None and detail.plan is not None and detail.installed is None
            assert detail.plan.argv == ("npx", "-y", "airtable-mcp-server@1.7.3")

        asyncio.run(scenario())


def test_what_is_still_needed_and_the_defaults_given() -> None:
    raw = next(e for e in fixture_entries("runnable.json") if e["version"] == "2026.8.31")
    plan = plan_install(parse_entry({"server": raw}), registry="r", which=everywhere)
    assert [n.name for n in missing(plan, {})] == ["EVERYTHING_TOKEN"]
    assert missing(plan, {"EVERYTHING_TOKEN": "x"}) == []
    assert missing(plan, {}, kept={"EVERYTHING_TOKEN": "${keyring:…}"}) == []
    assert values_to_give(plan, {"EVERYTHING_TOKEN": "x"}) == {
        "EVERYTHING_TOKEN": "x",
        "EVERYTHING_MODE": "quiet",
    }
