"""`desktop-agent usage` as a real process: the table a person reads, and JSON and CSV for scripts, over a
history written into `--data-dir` (and one made by a real chat)."""

from __future__ import annotations

import csv
import io
import json
from datetime import date, datetime, time, timedelta
from pathlib import Path
from typing import Any

import pytest

from desktop_agent.domain.messages import Message, TextPart, Usage
from desktop_agent.domain.sessions import SessionInfo
from desktop_agent.storage.store import HistoryStore
from tests.e2e.test_cli_chat import Cli, provider_args
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text

pytestmark = pytest.mark.slow

TODAY = date.today()
TWO_DAYS_AGO = TODAY - timedelta(days=2)


def seed(data_dir: Path) -> None:
    """Three answers today and one two days ago: a priced snapshot, a local model and an unknown one."""
    store = HistoryStore.open(data_dir / "history.sqlite3")
    noon = datetime.combine(TODAY, time(12)).timestamp()
    answers = [
        (
            "ses_work",
            "claude-sonnet-4-5-20250929",
            "anthropic",
            Usage(100_000, 20_000, 400_000, 10_000),
            noon,
        ),
        ("ses_work", "gpt-4.1-mini", "openai", Usage(2_000_000, 250_000), noon - 2 * 86_400),
        ("ses_home", "llama3.1:8b", "ollama", Usage(30_000, 4_000), noon),
        ("ses_home", "vendor/mystery", "openrouter", Usage(1_000, 500), noon),
    ]

    def write(repo: Any) -> None:
        for sid, title, provider in (
            ("ses_work", "Release checklist", "anthropic"),
            ("ses_home", "Recipes", "ollama"),
        ):
            repo.create_session(SessionInfo(sid, title, "build", provider, "m", "/tmp", noon, noon))
        for n, (sid, model, provider, usage, when) in enumerate(answers):
            message = Message(
                "assistant", [TextPart("ok")], f"msg_{n}", usage=usage,
                meta={"model": model, "provider": provider}, created_at=when,
            )  # fmt: skip
            repo.add_message(sid, message)

    try:
        store.call(write)
    finally:
        store.close()


def usage(cli: Cli, *args: str) -> str:
    result = cli.run("usage", "--data-dir", str(cli.data_dir), *args)
    assert result.returncode == 0, result.stderr
    return result.stdout


def test_the_table_shows_each_day_the_models_and_the_total_with_costs(cli: Cli) -> None:
    seed(cli.data_dir)
    out = usage(cli, "--since", (TODAY - timedelta(days=6)).isoformat())

    lines = out.splitlines()
    days = [
        line for line in lines if line[:10] in {(TODAY - timedelta(days=n)).isoformat() for n in range(7)}
    ]
    assert len(days) == 7, out
    quiet = next(line for line in days if line.startswith((TODAY - timedelta(days=1)).isoformat()))
    assert quiet.split()[1:] == ["0", "0", "0", "0", "0", "-"], "a day without use is zeros"
    earlier = next(line for line in days if line.startswith(TWO_DAYS_AGO.isoformat()))
    # 2M in at $0.40 and 250k out at $1.60 per million
    assert earlier.split()[1:] == ["2,000,000", "250,000", "0", "0", "1", "$1.20"]
    assert "By model" in out
    model_lines = {
        line.split()[0]: line for line in lines if line.startswith(("claude", "gpt", "llama", "vendor"))
    }
    # 100k x $3 + 20k x $15 + 400k x $0.30 + 10k x $3.75 per million = $0.7575
    assert model_lines["claude-sonnet-4-5-20250929"].endswith("$0.76")
    assert model_lines["llama3.1:8b"].endswith("local")
    assert model_lines["vendor/mystery"].endswith("unknown price")
    assert "Total: 2,815,500 tokens in 4 messages, $1.96 + unknown" in out
    assert "price table of 20" in out and "estimates" in out


def test_json_by_model_gives_exact_numbers_for_scripts(cli: Cli) -> None:
    seed(cli.data_dir)
    data = json.loads(usage(cli, "--by", "model", "--json"))

    rows = {row["key"]: row for row in data["rows"]}
    claude = rows["claude-sonnet-4-5-20250929"]
    assert (claude["input_tokens"], claude["output_tokens"], claude["cache_read_tokens"]) == (
        100_000,
        20_000,
        400_000,
    )
    assert (claude["cost_usd"], claude["cost_status"], claude["price_entry"]) == (
        "0.757500",
        "priced",
        "claude-sonnet-4-5",
    )
    assert (rows["llama3.1:8b"]["cost_usd"], rows["llama3.1:8b"]["cost_status"]) == ("0.000000", "local")
    assert (rows["vendor/mystery"]["cost_usd"], rows["vendor/mystery"]["cost_status"]) == (None, "unknown")
    assert data["total"]["total_tokens"] == 2_815_500 and data["total"]["cost_status"] == "partial"
    assert data["total"]["cost_usd"] == "1.957500"
    assert data["since"] == (TODAY - timedelta(days=29)).isoformat() and data["until"] == TODAY.isoformat()
    assert date.fromisoformat(data["prices"]["updated"]) <= TODAY and data["prices"]["problems"] == []


def test_csv_by_day_has_a_row_for_every_day_of_the_last_30(cli: Cli) -> None:
    seed(cli.data_dir)
    rows = list(csv.DictReader(io.StringIO(usage(cli, "--csv"))))

    assert len(rows) == 30
    assert [row["key"] for row in rows] == [
        (TODAY - timedelta(days=n)).isoformat() for n in range(29, -1, -1)
    ]
    today = rows[-1]
    assert (today["group"], today["input_tokens"], today["messages"], today["cost_status"]) == (
        "day", "131000", "3", "partial",
    )  # fmt: skip
    assert rows[0]["total_tokens"] == "0" and rows[0]["cost_usd"] == "0.000000"


def test_sessions_and_your_prices_file(cli: Cli) -> None:
    seed(cli.data_dir)
    (cli.data_dir / "prices.json").write_text(
        json.dumps({"models": {"vendor/mystery": {"input": 2, "output": 4}}}), encoding="utf-8"
    )
    out = usage(cli, "--by", "session")

    recipes = next(line for line in out.splitlines() if line.startswith("Recipes"))
    # the local model is free; 1k in at $2 and 500 out at $4 per million
    assert "ses_home" in recipes and recipes.endswith("< $0.01")
    assert "with your 1 price from" in out


def test_a_bad_date_is_refused_in_words(cli: Cli) -> None:
    for since, said in (("last week", "YYYY-MM-DD"), ("2999-01-01", "in the future")):
        result = cli.run("usage", "--data-dir", str(cli.data_dir), "--since", since)
        assert result.returncode == 2
        assert said in result.stderr and result.stdout == ""


def test_a_chat_with_a_server_on_this_computer_counts_as_local(
    cli: Cli, llm_server: ScriptedLLMServer
) -> None:
    llm_server.script(openai_text("Fine, thanks.", usage=(321, 45)))
    chat = cli.chat(*provider_args(llm_server, "openai"), "--model", "gpt-4.1-mini", "How are you?")
    assert chat.returncode == 0, chat.stderr

    data = json.loads(usage(cli, "--by", "model", "--json"))

    (row,) = data["rows"]
    assert (row["key"], row["input_tokens"], row["output_tokens"], row["messages"]) == (
        "gpt-4.1-mini",
        321,
        45,
        1,
    )
    assert row["cost_status"] == "local", "the scripted server runs on 127.0.0.1"
