"""Web searches in the usage report: how many the model made with each back end, read from the stored
web_search results (their first line names the back end), and what they cost.

Prices are per search request, in USD, from the `web_search` object of the same price files as the tokens'
(`resources/prices.json`, the person's `prices.json` over it): `{"brave": {"per_request": 0.005}}`. A
search that failed (an error result) is not counted: the services bill successful requests only. The
person's own SearXNG costs nothing; a back end without a price has an unknown cost, never a guessed one.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from pathlib import Path

from desktop_agent.storage.repository import HistoryRepository
from desktop_agent.tools.search_backends import LABELS
from desktop_agent.tools.web_search import RESULTS_LINE

log = logging.getLogger(__name__)

PRICES_FIELD = "web_search"
FREE = frozenset({"searxng"})
"""Back ends the person runs themselves: no one bills them."""


@dataclass(frozen=True, slots=True)
class SearchRow:
    backend: str
    """The back end's name in the settings ("brave"), as the stored result names it."""
    label: str
    """What to call it ("Brave Search")."""
    searches: int
    cost: Decimal | None
    """USD (unrounded); None when no price is known."""

    @property
    def status(self) -> str:
        if self.backend in FREE:
            return "own"
        return "unknown" if self.cost is None else "priced"


def count_searches(repo: HistoryRepository, since: float, until: float) -> dict[str, int]:
    """Successful web searches by back end, of messages stored from `since` up to `until` (timestamps)."""
    rows = repo.conn.execute(
        """
        SELECT substr(p.text, 1, 80) FROM parts p JOIN messages m ON m.id = p.message_id
        WHERE p.kind = 'tool_result' AND json_extract(p.data, '$.name') = 'web_search'
          AND NOT COALESCE(json_extract(p.data, '$.is_error'), 0)
          AND m.created_at >= ? AND m.created_at < ?
        """,
        (since, until),
    ).fetchall()
    counts: dict[str, int] = {}
    for (start,) in rows:
        found = RESULTS_LINE.match(str(start))
        if found is not None:
            counts[found[1]] = counts.get(found[1], 0) + 1
    return counts


def _prices_in(path: Path) -> dict[str, Decimal]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"), parse_float=Decimal)
    except (OSError, UnicodeDecodeError, ValueError):
        return {}  # the token table says what is wrong with the file
    section = data.get(PRICES_FIELD) if isinstance(data, dict) else None
    if not isinstance(section, dict):
        return {}
    prices: dict[str, Decimal] = {}
    for name, entry in section.items():
        if not isinstance(entry, dict):  # "note"
            continue
        value = entry.get("per_request")
        try:
            amount = (
                Decimal(value) if isinstance(value, int | Decimal) and not isinstance(value, bool) else None
            )
        except InvalidOperation:
            amount = None
        if amount is None or not amount.is_finite() or amount < 0:
            log.warning("The web search price of %r in %s is not a number of dollars: left out", name, path)
            continue
        prices[str(name).lower()] = amount
    return prices


def search_prices(shipped: Path, own: Path | None) -> dict[str, Decimal]:
    """Per-request prices by back end: the app's, with the person's over them."""
    prices = _prices_in(shipped)
    if own is not None and own.exists():
        prices.update(_prices_in(own))
    return prices


def search_rows(counts: Mapping[str, int], prices: Mapping[str, Decimal]) -> tuple[SearchRow, ...]:
    """One row per back end used, most searches first."""
    rows = []
    for backend, n in counts.items():
        price = Decimal(0) if backend in FREE else prices.get(backend)
        label = LABELS.get(backend, backend)  # type: ignore[call-overload]
        rows.append(SearchRow(backend, label, n, None if price is None else price * n))
    return tuple(sorted(rows, key=lambda r: (-r.searches, r.backend)))
