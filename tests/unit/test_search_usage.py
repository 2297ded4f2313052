"""Web searches in the usage report, from a real history: counted per back end from the stored web_search
results (failed searches are not billed, so not counted), priced per request from the price table (the
person's prices.json over the app's), the person's own SearXNG free, a back end without a price unknown."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import date, datetime, time, timedelta
from decimal import Decimal
from pathlib import Path

import pytest

from desktop_agent.cli.usage import render
from desktop_agent.config.paths import resources_dir
from desktop_agent.core.usage import UsageService, report_dict
from desktop_agent.domain.messages import Message, ToolResultPart
from desktop_agent.domain.sessions import SessionInfo
from desktop_agent.storage.store import HistoryStore
from desktop_agent.tools.web_search import render as render_results

TODAY = date(2026, 3, 10)
SHIPPED = resources_dir() / "prices.json"


def at(day: date) -> float:
    return datetime.combine(day, time(12)).timestamp()


@pytest.fixture
def store(tmp_path: Path) -> Iterator[HistoryStore]:
    history = HistoryStore.open(tmp_path / "history.sqlite3")
    info = SessionInfo("ses_1", "Cats", "build", "openai", "m", "/tmp/ws", at(TODAY), at(TODAY))
    history.call(lambda repo: repo.create_session(info))
    try:
        yield history
    finally:
        history.close()


def _results(store: HistoryStore, n: int, backend: str, *, day: date = TODAY, error: bool = False) -> None:
    content = "Brave Search refused the API key (HTTP 401)." if error else render_results(backend, "cats", [])
    part = ToolResultPart(f"call_{n}", "web_search", content, is_error=error)
    message = Message("tool", [part], f"msg_{n:03d}", created_at=at(day))
    store.call(lambda repo: repo.add_message("ses_1", message))


def test_searches_are_counted_per_back_end_and_priced_per_request(
    store: HistoryStore, tmp_path: Path
) -> None:
    for n in range(3):
        _results(store, n, "brave")
    _results(store, 3, "brave", error=True)  # refused: not billed
    _results(store, 4, "searxng")
    _results(store, 5, "tavily", day=TODAY - timedelta(days=40))  # before the period
    fake = ToolResultPart("call_6", "fetch_url", render_results("exa", "x", []))  # another tool's output
    store.call(
        lambda repo: repo.add_message("ses_1", Message("tool", [fake], "msg_006", created_at=at(TODAY)))
    )

    report = UsageService(store, tmp_path / "prices.json", shipped_prices=SHIPPED).report(
        TODAY - timedelta(days=6), TODAY
    )
    brave, own = report.searches
    assert (brave.backend, brave.label, brave.searches, brave.status) == (
        "brave",
        "Brave Search",
        3,
        "priced",
    )
    assert brave.cost == Decimal("0.005") * 3
    assert (own.backend, own.searches, own.cost, own.status) == ("searxng", 1, Decimal(0), "own")

    data = report_dict(report, "day")
    assert data["web_searches"][0] == {
        "backend": "brave", "name": "Brave Search", "searches": 3, "cost_status": "priced",
        "cost_usd": "0.015000",
    }  # fmt: skip
    assert "Web searches: Brave Search 3 ($0.02), SearXNG 1 (your own)" in render(report, "day")


def test_your_prices_file_sets_search_prices_and_unpriced_ones_are_unknown(
    store: HistoryStore, tmp_path: Path
) -> None:
    _results(store, 1, "exa")
    _results(store, 2, "tavily")
    own = tmp_path / "prices.json"
    own.write_text(json.dumps({"models": {}, "web_search": {"exa": {"per_request": 0.01}, "tavily": {}}}))
    shipped = tmp_path / "shipped.json"
    shipped.write_text(json.dumps({"updated": "2026-01-01", "models": {}}))
    report = UsageService(store, own, shipped_prices=shipped).report(TODAY, TODAY)
    rows = {r.backend: r for r in report.searches}
    assert rows["exa"].cost == Decimal("0.01") and rows["exa"].status == "priced"
    assert rows["tavily"].cost is None and rows["tavily"].status == "unknown"
    assert "Tavily 1 (unknown price)" in render(report, "day")


def test_the_apps_table_prices_every_keyed_back_end() -> None:
    table = json.loads(SHIPPED.read_text(encoding="utf-8"))["web_search"]
    assert {name for name, entry in table.items() if isinstance(entry, dict)} == {"brave", "tavily", "exa"}
    assert all(entry["per_request"] > 0 for entry in table.values() if isinstance(entry, dict))
