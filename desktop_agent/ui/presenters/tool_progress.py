"""How far a running tool call has come, as its card says it: "3 / 5 ▰▰▰▰▰▰▱▱▱▱ Indexing files"."""

from __future__ import annotations

import math

from desktop_agent.domain.display import visible

CELLS = 10
MOST_MESSAGE = 80


def _number(value: float) -> str:
    return f"{value:,.0f}" if float(value).is_integer() else f"{value:,.1f}"


def progress_text(done: float, total: float | None, message: str) -> str:
    """A count (and a bar when the total is known) and the tool's own words (control characters named,
    cut to 80 characters: a server chooses them)."""
    if not math.isfinite(done):
        done = 0.0  # a server's number that is none (NaN, infinity): nothing to count
    if total is not None and not math.isfinite(total):
        total = None
    words = visible(" ".join(message.split()))
    if len(words) > MOST_MESSAGE:
        words = words[: MOST_MESSAGE - 1] + "…"
    if total is not None and total > 0:
        share = min(max(done / total, 0.0), 1.0)
        filled = round(share * CELLS)
        shown = f"{_number(done)} / {_number(total)} {'▰' * filled}{'▱' * (CELLS - filled)}"
    else:
        shown = _number(done)
    return f"{shown} {words}".rstrip()
