"""Usage at a glance: tokens per day, model and session from a real history, and what they cost from the
price table (the app's, with the person's prices.json over it)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import date, datetime, time, timedelta
from decimal import Decimal
from pathlib import Path

import pytest

from desktop_agent.config.paths import resources_dir
from desktop_agent.core.usage import (
    PriceTable,
    UsageService,
    exact_cost,
    load_price_table,
    price_keys,
    usd,
)
from desktop_agent.domain.messages import Message, TextPart, Usage, user_message
from desktop_agent.domain.sessions import SessionInfo
from desktop_agent.storage.branches import branch_off
from desktop_agent.storage.store import HistoryStore
from desktop_agent.ui.presenters.usage_view import axis_ticks, chart_bars, short_number

TODAY = date(2026, 3, 10)
SHIPPED = resources_dir() / "prices.json"


def at(day: date, hour: int = 12) -> float:
    """A moment of `day` on this computer's clock."""
    return datetime.combine(day, time(hour)).timestamp()


class History:
    def __init__(self, store: HistoryStore) -> None:
        self.store = store
        self.count = 0

    def session(self, sid: str, title: str, provider: str = "openai", base_url: str = "") -> None:
        info = SessionInfo(
            sid, title, "build", provider, "m", "/tmp/ws", at(TODAY), at(TODAY), base_url=base_url
        )
        self.store.call(lambda repo: repo.create_session(info))

    def answer(self, sid: str, model: str, provider: str, usage: Usage, day: date = TODAY) -> str:
        self.count += 1
        message = Message(
            "assistant", [TextPart("ok")], f"msg_{self.count:03d}", usage=usage,
            meta={"model": model, "provider": provider}, created_at=at(day),
        )  # fmt: skip
        self.store.call(lambda repo: repo.add_message(sid, message))
        return message.id

    def ask(self, sid: str, day: date = TODAY) -> str:
        self.count += 1
        message = user_message("hello", id=f"msg_{self.count:03d}")
        message.created_at = at(day)
        self.store.call(lambda repo: repo.add_message(sid, message))
        return message.id


@pytest.fixture
def history(tmp_path: Path) -> Iterator[History]:
    store = HistoryStore.open(tmp_path / "history.sqlite3")
    try:
        yield History(store)
    finally:
        store.close()


def service(history: History, tmp_path: Path) -> UsageService:
    return UsageService(history.store, tmp_path / "prices.json", shipped_prices=SHIPPED)


def test_every_day_of_the_period_is_listed_and_days_without_use_are_zeros(
    history: History, tmp_path: Path
) -> None:
    history.session("ses_1", "Budget")
    history.ask("ses_1", TODAY - timedelta(days=3))  # a person's message is not usage
    history.answer("ses_1", "gpt-4.1-mini", "openai", Usage(1000, 200), TODAY - timedelta(days=3))
    history.answer("ses_1", "gpt-4.1-mini", "openai", Usage(500, 100, 300), TODAY - timedelta(days=3))
    history.answer("ses_1", "gpt-4.1-mini", "openai", Usage(10, 5), TODAY)
    history.answer("ses_1", "gpt-4.1-mini", "openai", Usage(99_999, 99_999), TODAY - timedelta(days=9))

    report = service(history, tmp_path).report(TODAY - timedelta(days=4), TODAY)

    assert [row.key for row in report.days] == [
        (TODAY - timedelta(days=n)).isoformat() for n in range(4, -1, -1)
    ]
    busy = report.days[1]
    assert (busy.usage, busy.messages) == (Usage(1500, 300, 300), 2)
    for quiet in (report.days[0], report.days[2], report.days[3]):
        assert (quiet.total_tokens, quiet.messages, quiet.cost, quiet.status) == (0, 0, Decimal(0), "none")
    assert report.days[4].usage == Usage(10, 5)
    assert report.total.messages == 3, "the answer from before the period is left out"
    assert [bar.input + bar.output for bar in chart_bars(report)] == [0, 2100, 0, 0, 15]


def test_per_model_sums_and_costs_come_from_the_table_also_for_a_dated_snapshot(
    history: History, tmp_path: Path
) -> None:
    history.session("ses_1", "Parser")
    history.session("ses_2", "Notes")
    history.answer("ses_1", "gpt-4.1-mini", "openai", Usage(1_000_000, 100_000, 200_000))
    history.answer("ses_2", "gpt-4.1-mini", "openai", Usage(500_000, 50_000))
    history.answer("ses_1", "claude-sonnet-4-5-20250929", "anthropic", Usage(10_000, 2_000, 40_000, 8_000))

    report = service(history, tmp_path).report(TODAY - timedelta(days=6), TODAY)

    models = {row.key: row for row in report.models}
    mini = models["gpt-4.1-mini"]
    assert (mini.usage, mini.messages, mini.status) == (Usage(1_500_000, 150_000, 200_000), 2, "priced")
    # 1.5M input at $0.40, 150k output at $1.60, 200k cached at $0.10 per million
    assert mini.cost == Decimal("0.6") + Decimal("0.24") + Decimal("0.02")
    claude = models["claude-sonnet-4-5-20250929"]
    assert claude.price_key == "claude-sonnet-4-5"
    # $3 in, $15 out, $0.30 cache read, $3.75 cache write per million
    assert claude.cost == Decimal("0.03") + Decimal("0.03") + Decimal("0.012") + Decimal("0.03")
    assert report.models[0].key == "gpt-4.1-mini", "the most tokens first"
    assert report.total.cost == mini.cost + claude.cost
    assert usd(report.total.cost) == "$0.96"
    sessions = {row.name: row for row in report.sessions}
    assert sessions["Parser"].messages == 2 and sessions["Notes"].usage == Usage(500_000, 50_000)


def test_an_exact_entry_wins_over_the_snapshot_rule() -> None:
    table = load_price_table(SHIPPED, None)
    found = table.find("gpt-4o-2024-05-13")
    assert found is not None and found[0] == "gpt-4o-2024-05-13" and found[1].input == Decimal(5)
    later = table.find("GPT-4o-2024-08-06")
    assert later is not None and later[0] == "gpt-4o" and later[1].input == Decimal("2.5")
    assert price_keys("claude-sonnet-4-5@20250929") == ["claude-sonnet-4-5@20250929", "claude-sonnet-4-5"]
    assert table.find("gpt-4.1-nano-preview") is None, "no guessing by prefix"


def test_your_prices_file_replaces_and_adds_prices(history: History, tmp_path: Path) -> None:
    (tmp_path / "prices.json").write_text(
        json.dumps(
            {
                "models": {
                    "gpt-4.1-mini": {"input": 1, "output": 2},
                    "my-tuned-model": {"input": 10, "output": 20},
                }
            }
        ),
        encoding="utf-8",
    )
    history.session("ses_1", "Chat")
    history.answer("ses_1", "gpt-4.1-mini", "openai", Usage(1_000_000, 1_000_000))
    history.answer("ses_1", "my-tuned-model", "openai", Usage(100_000, 0))

    report = service(history, tmp_path).report(TODAY, TODAY)

    models = {row.key: row for row in report.models}
    assert models["gpt-4.1-mini"].cost == Decimal(3)
    assert models["my-tuned-model"].cost == Decimal(1)
    assert report.prices.own_file == tmp_path / "prices.json" and report.prices.own_count == 2
    assert report.prices.problems == ()
    assert report.prices.updated == load_price_table(SHIPPED, None).updated, "the app's table keeps its date"


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ('{"models": {"gpt-4.1-mini": {"input": 1, "output": 2}', "not valid JSON"),
        ('{"models": {"gpt-4.1-mini": {"input": "cheap", "output": 2}}}', "input price of 'gpt-4.1-mini'"),
        ('{"models": {"gpt-4.1-mini": {"input": -1, "output": 2}}}', "input price of 'gpt-4.1-mini'"),
        ('{"models": {"gpt-4.1-mini": {"output": 2}}}', "has no input price"),
        ('{"prices": {}}', 'no "models"'),
    ],
)
def test_a_broken_prices_file_is_said_in_words_and_the_apps_prices_are_used(
    history: History, tmp_path: Path, text: str, said: str
) -> None:
    (tmp_path / "prices.json").write_text(text, encoding="utf-8")
    history.session("ses_1", "Chat")
    history.answer("ses_1", "gpt-4.1-mini", "openai", Usage(1_000_000, 0))

    report = service(history, tmp_path).report(TODAY, TODAY)

    (problem,) = report.prices.problems
    assert (
        str(tmp_path / "prices.json") in problem
        and said in problem
        and "app's own prices are used" in problem
    )
    assert report.prices.own_file is None
    assert report.total.cost == Decimal("0.4"), "the app's price of gpt-4.1-mini"


def test_a_local_model_costs_nothing_and_a_model_without_a_price_has_no_cost(
    history: History, tmp_path: Path
) -> None:
    history.session("ses_local", "Offline", provider="ollama")
    history.session("ses_own", "Own server", provider="openai", base_url="http://127.0.0.1:8080/v1")
    history.session("ses_far", "Router", provider="openrouter")
    history.answer("ses_local", "llama3.1:8b", "ollama", Usage(50_000, 9_000))
    history.answer(
        "ses_own", "gpt-4.1-mini", "openai", Usage(1_000_000, 0)
    )  # priced id, but on this computer
    history.answer("ses_far", "vendor/secret-model", "openrouter", Usage(7_000, 700))

    report = service(history, tmp_path).report(TODAY, TODAY)

    models = {row.key: row for row in report.models}
    assert (models["llama3.1:8b"].status, models["llama3.1:8b"].cost) == ("local", Decimal(0))
    assert (models["gpt-4.1-mini"].status, models["gpt-4.1-mini"].cost) == ("local", Decimal(0))
    unknown = models["vendor/secret-model"]
    assert unknown.status == "unknown" and exact_cost(unknown) is None
    assert report.total.status == "partial" and report.total.cost == Decimal(0)
    assert exact_cost(models["llama3.1:8b"]) == "0.000000"


def test_a_sessions_earlier_versions_count_as_that_session(history: History, tmp_path: Path) -> None:
    history.session("ses_1", "Trip plan")
    history.ask("ses_1")
    history.answer("ses_1", "gpt-4.1-mini", "openai", Usage(100, 10))
    edited = history.ask("ses_1")
    history.answer("ses_1", "gpt-4.1-mini", "openai", Usage(200, 20))
    hidden = history.store.call(lambda repo: branch_off(repo, "ses_1", edited))  # the person edits a message
    assert hidden is not None
    history.ask("ses_1")
    history.answer("ses_1", "gpt-4.1-mini", "openai", Usage(300, 30))

    report = service(history, tmp_path).report(TODAY, TODAY)

    (trip,) = report.sessions
    assert (trip.key, trip.name, trip.usage, trip.messages) == ("ses_1", "Trip plan", Usage(600, 60), 3)


def test_costs_are_shown_rounded_to_cents_honestly() -> None:
    assert usd(Decimal(0)) == "$0.00"
    assert usd(Decimal("0.0049")) == "< $0.01"
    assert usd(Decimal("0.005")) == "$0.01"
    assert usd(Decimal("1234.565")) == "$1,234.57"


def test_the_apps_price_table_is_dated_and_covers_the_common_providers() -> None:
    table = load_price_table(SHIPPED, None)
    assert table.problems == ()
    assert date.fromisoformat(table.updated) <= date.today()
    assert "prices change" in table.note.lower()
    for model in ("gpt-4.1", "claude-sonnet-4-5", "gemini-2.5-flash", "deepseek-chat", "codestral-latest",
                  "llama-3.3-70b-versatile"):  # fmt: skip
        assert table.find(model) is not None, model
    for price in table.prices.values():
        assert 0 < price.input <= price.output, "every entry has a plausible price"


def test_a_missing_price_table_means_no_costs_not_made_up_ones(tmp_path: Path) -> None:
    table = load_price_table(tmp_path / "missing.json", None)
    assert isinstance(table, PriceTable) and table.prices == {} and table.updated == ""
    assert "could not be read" in table.problems[0]


def test_the_chart_speaks_in_short_numbers_on_round_steps() -> None:
    assert [short_number(n) for n in (0, 950, 1000, 1234, 12_345, 999_950, 1_500_000, 2_000_000_000)] == [
        "0", "950", "1k", "1.2k", "12k", "1M", "1.5M", "2B",
    ]  # fmt: skip
    assert axis_ticks(0) == [0]
    assert axis_ticks(12_345) == [0, 5000, 10_000, 15_000]
    assert axis_ticks(7) == [0, 2, 4, 6, 8]
