"""Token use at a glance, and what it cost: per day, per model and per session, for the window's Usage view
and `desktop-agent usage`.

Every assistant message keeps its tokens (input, output, cache read, cache write), its model and provider.
A report covers a range of days, each of them listed (a day without use is all zeros). Costs come from a
price table in USD per million tokens: the app's own (`resources/prices.json`, dated), with the person's
`prices.json` in the config folder over it (its entries replace the app's; a broken file is reported in
words and left out). A model is looked up by its id as written, then without a trailing snapshot date
(`claude-sonnet-4-5-20250929` -> `claude-sonnet-4-5`, also `-2025-04-14` and `@20250929`). A model served
on this computer costs nothing ("local"); a model the table does not know has no cost ("unknown price"),
never a guessed one. Amounts are Decimals, shown rounded half up to cents. Web searches are counted per back
end and priced per request beside the tokens (search_usage.py).
"""

from __future__ import annotations

import csv
import json
import logging
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from datetime import date, datetime, time, timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, Literal

from desktop_agent.config.paths import resources_dir
from desktop_agent.core.search_usage import SearchRow, count_searches, search_prices, search_rows
from desktop_agent.domain.messages import Usage
from desktop_agent.providers.presets import LOCAL_SERVERS, PRESETS, on_this_machine
from desktop_agent.storage.repository import HistoryRepository
from desktop_agent.storage.store import HistoryStore

if TYPE_CHECKING:
    from desktop_agent.core.app_core import AppCore

log = logging.getLogger(__name__)

PRICES_FILE = "prices.json"
MILLION = Decimal(1_000_000)
CENT = Decimal("0.01")
MICRO = Decimal("0.000001")
"""Exported costs keep six decimals (a millionth of a dollar)."""

CostStatus = Literal["none", "priced", "local", "unknown", "partial"]
"""none: no use; priced: every message had a price; local: served on this computer (free); unknown: no
price for any of it; partial: a price for some of it (the cost is of that part only)."""
Group = Literal["day", "model", "session"]
GROUPS: tuple[Group, ...] = ("day", "model", "session")
LocalCheck = Callable[[str, str], bool]
"""(provider, the session's endpoint or '') -> whether the model ran on this computer."""


# ---- prices ----


@dataclass(frozen=True, slots=True)
class Price:
    """USD per million tokens. Without a cache price, those tokens count at the input price."""

    input: Decimal
    output: Decimal
    cache_read: Decimal | None = None
    cache_write: Decimal | None = None
    note: str = ""

    def cost(self, usage: Usage) -> Decimal:
        read = self.input if self.cache_read is None else self.cache_read
        write = self.input if self.cache_write is None else self.cache_write
        dollars = (
            usage.input_tokens * self.input
            + usage.output_tokens * self.output
            + usage.cache_read_tokens * read
            + usage.cache_write_tokens * write
        )
        return dollars / MILLION


_SNAPSHOT = re.compile(r"(?:-\d{4}-\d{2}-\d{2}|-\d{8}|@\d{8})$")


def price_keys(model: str) -> list[str]:
    """The ids a model is looked up by, in order: as written (in lower case), then without a trailing
    snapshot date."""
    wanted = model.strip().lower()
    bare = _SNAPSHOT.sub("", wanted)
    return [wanted, bare] if bare and bare != wanted else [wanted]


@dataclass(frozen=True, slots=True)
class PriceTable:
    prices: Mapping[str, Price]
    updated: str
    """The date of the app's table (YYYY-MM-DD); '' when it could not be read."""
    note: str = ""
    own_file: Path | None = None
    """The person's prices.json, when it was read and used."""
    own_count: int = 0
    problems: tuple[str, ...] = ()
    """What went wrong reading a price file, in words (the file was left out)."""
    own_path: Path | None = None
    """Where the person's prices.json goes (whether there is one or not)."""

    def find(self, model: str) -> tuple[str, Price] | None:
        """The table's entry for `model` and its key, or None."""
        for key in price_keys(model):
            price = self.prices.get(key)
            if price is not None:
                return key, price
        return None


class PriceFileError(ValueError):
    """A price file that is not of the expected form; the message says what is wrong, in words."""


_ENTRY_FIELDS = frozenset({"input", "output", "cache_read", "cache_write", "note"})


def _amount(value: object, where: str) -> Decimal:
    if isinstance(value, bool) or not isinstance(value, int | Decimal):
        raise PriceFileError(f"{where} is not a number")
    amount = Decimal(value)
    if not amount.is_finite() or amount < 0:
        raise PriceFileError(f"{where} is not a price (a number of dollars, 0 or more)")
    return amount


def _entry(name: str, entry: object) -> Price:
    if not isinstance(entry, dict):
        raise PriceFileError(f"the entry for {name!r} is not an object")
    unknown = sorted(set(entry) - _ENTRY_FIELDS)
    if unknown:
        raise PriceFileError(
            f"the entry for {name!r} has fields this app does not know: {', '.join(unknown)}"
        )
    for needed in ("input", "output"):
        if needed not in entry:
            raise PriceFileError(f"the entry for {name!r} has no {needed} price")
    note = entry.get("note", "")
    if not isinstance(note, str):
        raise PriceFileError(f"the note of {name!r} is not text")
    cache = {
        kind: _amount(entry[kind], f"the {kind} price of {name!r}") if kind in entry else None
        for kind in ("cache_read", "cache_write")
    }
    return Price(
        _amount(entry["input"], f"the input price of {name!r}"),
        _amount(entry["output"], f"the output price of {name!r}"),
        cache["cache_read"],
        cache["cache_write"],
        note,
    )


def parse_prices(text: str) -> tuple[str, str, dict[str, Price]]:
    """(updated, note, prices by lower-case model id) from a price file's text; PriceFileError when it is
    not one."""
    try:
        data = json.loads(text, parse_float=Decimal)
    except json.JSONDecodeError as exc:
        raise PriceFileError(f"it is not valid JSON ({exc.msg}, line {exc.lineno})") from None
    if not isinstance(data, dict):
        raise PriceFileError("it is not a JSON object")
    models = data.get("models")
    if not isinstance(models, dict):
        raise PriceFileError('it has no "models" object (model id -> prices)')
    prices = {str(name).strip().lower(): _entry(str(name), entry) for name, entry in models.items()}
    updated = data.get("updated", "")
    if not isinstance(updated, str) or (updated and not _is_date(updated)):
        raise PriceFileError('its "updated" is not a date (YYYY-MM-DD)')
    note = data.get("note", "")
    return updated, note if isinstance(note, str) else "", prices


def _is_date(text: str) -> bool:
    try:
        date.fromisoformat(text)
    except ValueError:
        return False
    return True


def _why(exc: Exception) -> str:
    if isinstance(exc, UnicodeDecodeError):
        return "it is not UTF-8 text"
    if isinstance(exc, OSError):
        return str(exc.strerror or exc)
    return str(exc)


def load_price_table(shipped: Path, own: Path | None) -> PriceTable:
    """The app's table with the person's file over it. Never raises: a file that cannot be used is left
    out and said in `problems`."""
    problems: list[str] = []
    try:
        updated, note, prices = parse_prices(shipped.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, PriceFileError) as exc:
        log.warning("The price table %s could not be read: %s", shipped, _why(exc))
        problems.append(
            f"The app's price table {shipped} could not be read ({_why(exc)}): no costs are known."
        )
        updated, note, prices = "", "", {}
    own_file: Path | None = None
    own_count = 0
    if own is not None and own.exists():
        try:
            _, _, mine = parse_prices(own.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, PriceFileError) as exc:
            log.warning("The prices file %s was not used: %s", own, _why(exc))
            problems.append(
                f"Your prices file {own} was not used: {_why(exc)}. The app's own prices are used instead."
            )
        else:
            prices = {**prices, **mine}
            own_file, own_count = own, len(mine)
    return PriceTable(prices, updated, note, own_file, own_count, tuple(problems), own)


# ---- what a report holds ----


@dataclass(frozen=True, slots=True)
class UsageRow:
    """One day's, model's or session's use."""

    key: str
    """The day (YYYY-MM-DD), the model id ('' when none was recorded) or the session id."""
    name: str
    """What to call it: the day, the model id, or the session's title ('' when it has none)."""
    usage: Usage
    messages: int
    cost: Decimal
    """What the priced part cost, in USD (unrounded)."""
    priced: int = 0
    local: int = 0
    unpriced: int = 0
    """How many of the messages had a price, ran on this computer, or had no known price."""
    price_key: str = ""
    """For a model: the price table's entry its price came from ('' for none)."""

    @property
    def total_tokens(self) -> int:
        u = self.usage
        return u.input_tokens + u.output_tokens + u.cache_read_tokens + u.cache_write_tokens

    @property
    def status(self) -> CostStatus:
        if self.messages == 0:
            return "none"
        if self.unpriced == self.messages:
            return "unknown"
        if self.unpriced:
            return "partial"
        return "priced" if self.priced else "local"


@dataclass(frozen=True, slots=True)
class UsageReport:
    since: date
    until: date
    days: tuple[UsageRow, ...]
    """Every day from `since` to `until`, oldest first."""
    models: tuple[UsageRow, ...]
    """Most tokens first."""
    sessions: tuple[UsageRow, ...]
    """Most tokens first; a session's earlier versions count as the session."""
    total: UsageRow
    prices: PriceTable
    searches: tuple[SearchRow, ...] = ()
    """Web searches by back end (search_usage.py), most first."""

    def rows(self, group: Group) -> tuple[UsageRow, ...]:
        return {"day": self.days, "model": self.models, "session": self.sessions}[group]


@dataclass(frozen=True, slots=True)
class UsageRecord:
    """The history's sum for one day, session, model and provider."""

    day: str
    session_id: str
    model: str
    provider: str
    base_url: str
    usage: Usage
    messages: int


class _Sum:
    def __init__(self) -> None:
        self.usage = Usage()
        self.messages = self.priced = self.local = self.unpriced = 0
        self.cost = Decimal(0)
        self.price_key = ""

    def add(self, record: UsageRecord, kind: CostStatus, cost: Decimal) -> None:
        self.usage = self.usage + record.usage
        self.messages += record.messages
        self.cost += cost
        if kind == "priced":
            self.priced += record.messages
        elif kind == "local":
            self.local += record.messages
        else:
            self.unpriced += record.messages

    def row(self, key: str, name: str) -> UsageRow:
        return UsageRow(
            key, name, self.usage, self.messages, self.cost, self.priced, self.local, self.unpriced,
            self.price_key,
        )  # fmt: skip


def is_local_endpoint(provider: str, base_url: str, configured: Mapping[str, str] | None = None) -> bool:
    """A local-server provider (Ollama, LM Studio, llama.cpp, vLLM), or an endpoint on this computer: the
    session's own, else the one configured for the provider (`configured`), else the provider's preset."""
    name = provider.lower()
    if name in LOCAL_SERVERS:
        return True
    url = base_url or (configured or {}).get(name) or (PRESETS[name].base_url if name in PRESETS else "")
    return bool(url) and on_this_machine(url)


def build_report(
    records: Iterable[UsageRecord],
    sessions: Mapping[str, tuple[str, str]],
    since: date,
    until: date,
    prices: PriceTable,
    is_local: LocalCheck = is_local_endpoint,
) -> UsageReport:
    """The report from the history's records; `sessions` maps a session id to (the session it is a version
    of, or itself; that session's title)."""
    days = {(since + timedelta(days=n)).isoformat(): _Sum() for n in range((until - since).days + 1)}
    models: dict[str, _Sum] = {}
    by_session: dict[str, _Sum] = {}
    total = _Sum()
    for record in records:
        kind: CostStatus = "unknown"
        cost = Decimal(0)
        found = prices.find(record.model) if record.model else None
        if is_local(record.provider, record.base_url):
            kind = "local"
        elif found is not None:
            kind, cost = "priced", found[1].cost(record.usage)
        model = models.setdefault(record.model, _Sum())
        if kind == "priced" and found is not None:
            model.price_key = found[0]
        root = sessions.get(record.session_id, (record.session_id, ""))[0]
        for target in (days.get(record.day), model, by_session.setdefault(root, _Sum()), total):
            if target is not None:
                target.add(record, kind, cost)

    def ranked(sums: dict[str, _Sum], name: Callable[[str], str]) -> tuple[UsageRow, ...]:
        rows = [s.row(key, name(key)) for key, s in sums.items()]
        return tuple(sorted(rows, key=lambda r: (-r.total_tokens, r.name.lower(), r.key)))

    return UsageReport(
        since,
        until,
        tuple(s.row(day, day) for day, s in days.items()),
        ranked(models, lambda key: key),
        ranked(by_session, lambda key: sessions.get(key, (key, ""))[1]),
        total.row("total", "Total"),
        prices,
    )


# ---- reading the history ----


def _timestamp(day: date) -> float:
    """The start of `day` on this computer's clock (the history's days are local days)."""
    return datetime.combine(day, time.min).timestamp()


def read_records(repo: HistoryRepository, since: date, until: date) -> list[UsageRecord]:
    rows = repo.conn.execute(
        """
        SELECT date(m.created_at, 'unixepoch', 'localtime') AS day, m.session_id,
               COALESCE(m.model, '') AS used_model, COALESCE(m.provider, '') AS used_provider, s.base_url,
               SUM(m.input_tokens), SUM(m.output_tokens), SUM(m.cache_read_tokens),
               SUM(m.cache_write_tokens), COUNT(*)
        FROM messages m JOIN sessions s ON s.id = m.session_id
        WHERE m.role = 'assistant' AND m.created_at >= ? AND m.created_at < ?
        GROUP BY day, m.session_id, used_model, used_provider, s.base_url
        """,
        (_timestamp(since), _timestamp(until + timedelta(days=1))),
    ).fetchall()
    return [
        UsageRecord(str(day), str(sid), str(model), str(provider), str(url or ""),
                    Usage(int(a), int(b), int(c), int(d)), int(n))
        for day, sid, model, provider, url, a, b, c, d, n in rows
    ]  # fmt: skip


def read_sessions(repo: HistoryRepository, ids: Iterable[str]) -> dict[str, tuple[str, str]]:
    """Session id -> (the shown session it is a version of, or itself; that session's title)."""
    known: dict[str, tuple[str | None, str]] = {}
    wanted = set(ids)
    while wanted:
        batch = sorted(wanted)[:500]
        marks = ",".join("?" * len(batch))
        for sid, title, parent in repo.conn.execute(
            f"SELECT id, title, branch_of FROM sessions WHERE id IN ({marks})", batch
        ):
            known[str(sid)] = (str(parent) if parent else None, str(title))
        wanted -= set(batch)
        wanted |= {p for p, _ in known.values() if p is not None and p not in known}
        wanted -= set(known)

    def root(sid: str) -> str:
        seen = {sid}
        parent = known.get(sid, (None, ""))[0]
        while parent is not None and parent in known and parent not in seen:
            sid = parent
            seen.add(sid)
            parent = known[sid][0]
        return sid

    out: dict[str, tuple[str, str]] = {}
    for sid in known:
        top = root(sid)
        out[sid] = (top, known.get(top, (None, ""))[1])
    return out


def last_days(days: int, today: date | None = None) -> tuple[date, date]:
    """(since, until) for the last `days` days, today included."""
    until = today or date.today()
    return until - timedelta(days=max(days, 1) - 1), until


class UsageService:
    """Usage reports over the history; each report reads the price files again (so an edited prices.json
    holds at the next look). `report` blocks (the CLI); `areport` runs on the history thread."""

    def __init__(
        self,
        history: HistoryStore,
        own_prices: Path | None,
        *,
        shipped_prices: Path | None = None,
        is_local: LocalCheck = is_local_endpoint,
    ) -> None:
        self._history = history
        self.own_prices = own_prices
        self.shipped_prices = shipped_prices or resources_dir() / PRICES_FILE
        self._is_local = is_local

    def prices(self) -> PriceTable:
        return load_price_table(self.shipped_prices, self.own_prices)

    def report(self, since: date, until: date | None = None) -> UsageReport:
        last = until or date.today()
        return self._history.call(lambda repo: self._report(repo, since, last))

    async def areport(self, since: date, until: date | None = None) -> UsageReport:
        last = until or date.today()
        return await self._history.run(lambda repo: self._report(repo, since, last))

    def _report(self, repo: HistoryRepository, since: date, until: date) -> UsageReport:
        if since > until:
            raise ValueError(f"the period starts ({since}) after it ends ({until})")
        records = read_records(repo, since, until)
        sessions = read_sessions(repo, {r.session_id for r in records})
        report = build_report(records, sessions, since, until, self.prices(), self._is_local)
        counts = count_searches(repo, _timestamp(since), _timestamp(until + timedelta(days=1)))
        prices = search_prices(self.shipped_prices, self.own_prices)
        return replace(report, searches=search_rows(counts, prices))


def usage_service(core: AppCore) -> UsageService:
    """The core's history, the person's prices.json in the config folder, and the endpoints in the
    settings (a provider configured at an address on this computer is local)."""

    def is_local(provider: str, base_url: str) -> bool:
        configured = {name.lower(): p.base_url for name, p in core.settings.providers.items() if p.base_url}
        return is_local_endpoint(provider, base_url, configured)

    return UsageService(core.history, core.paths.config_dir / PRICES_FILE, is_local=is_local)


# ---- showing and exporting ----


def usd(amount: Decimal) -> str:
    """`$1,234.57` (rounded half up to cents); `< $0.01` for a cost above zero that rounds to nothing."""
    if 0 < amount < CENT / 2:
        return "< $0.01"
    return f"${amount.quantize(CENT, rounding=ROUND_HALF_UP):,.2f}"


def exact_cost(row: UsageRow) -> str | None:
    """The cost to six decimals for export; None when no part of it has a price."""
    if row.status == "unknown":
        return None
    return str(row.cost.quantize(MICRO, rounding=ROUND_HALF_UP))


CSV_FIELDS = (
    "group", "key", "name", "input_tokens", "output_tokens", "cache_read_tokens", "cache_write_tokens",
    "total_tokens", "messages", "cost_usd", "cost_status",
)  # fmt: skip


def row_dict(row: UsageRow) -> dict[str, Any]:
    return {
        "key": row.key,
        "name": row.name,
        **row.usage.as_dict(),
        "total_tokens": row.total_tokens,
        "messages": row.messages,
        "cost_usd": exact_cost(row),
        "cost_status": row.status,
    }


def write_csv(out: IO[str], report: UsageReport, groups: Iterable[Group] = GROUPS) -> None:
    """One row per day, model or session of `groups`, with the group named in the first column."""
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_FIELDS)
    for group in groups:
        for row in report.rows(group):
            values = row_dict(row)
            writer.writerow(
                [group, *(values[name] if values[name] is not None else "" for name in CSV_FIELDS[1:])]
            )


def report_dict(report: UsageReport, group: Group) -> dict[str, Any]:
    """The report as JSON-ready data: the rows of one group and the total."""
    rows = []
    for row in report.rows(group):
        values = row_dict(row)
        if group == "model":
            values["price_entry"] = row.price_key or None
        rows.append(values)
    prices = report.prices
    return {
        "since": report.since.isoformat(),
        "until": report.until.isoformat(),
        "by": group,
        "currency": "USD",
        "rows": rows,
        "total": row_dict(report.total),
        "web_searches": [
            {
                "backend": r.backend,
                "name": r.label,
                "searches": r.searches,
                "cost_status": r.status,
                "cost_usd": None if r.cost is None else str(r.cost.quantize(MICRO, rounding=ROUND_HALF_UP)),
            }
            for r in report.searches
        ],
        "prices": {
            "updated": prices.updated or None,
            "own_file": str(prices.own_file) if prices.own_file else None,
            "problems": list(prices.problems),
            "your_prices_go_in": str(prices.own_path) if prices.own_path else None,
        },
    }
