"""What the Usage window shows, without Qt: the periods it offers, a bar per day, the chart's axis and the
short numbers on it (12k, 1.5M)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from desktop_agent.core.usage import UsageReport, UsageRow

PERIODS = (7, 30, 90)
"""The periods offered, in days (today included)."""
DEFAULT_PERIOD = 30


@dataclass(frozen=True, slots=True)
class ChartBar:
    """One day: the tokens sent (cached or not) below, the tokens written above."""

    day: date
    input: int
    output: int
    label: str = ""
    """Under the bar, when there is room."""
    tip: str = ""
    """The day's figures in words, shown on hover."""

    @property
    def total(self) -> int:
        return self.input + self.output


def sent_tokens(row: UsageRow) -> int:
    """Everything a model read: the new input and what came from (or went into) its cache."""
    u = row.usage
    return u.input_tokens + u.cache_read_tokens + u.cache_write_tokens


def chart_bars(report: UsageReport) -> list[ChartBar]:
    return [
        ChartBar(date.fromisoformat(row.key), sent_tokens(row), row.usage.output_tokens)
        for row in report.days
    ]


def short_number(value: int) -> str:
    """950, 1.2k, 12k, 3.4M, 1.1B: at most three digits and a letter."""
    size = abs(value)
    if size < 1000:
        return str(value)
    sign = "-" if value < 0 else ""
    for limit, suffix in ((1_000, "k"), (1_000_000, "M"), (1_000_000_000, "B")):
        scaled = size / limit
        text = f"{scaled:.1f}" if scaled < 9.95 else f"{scaled:.0f}"
        if float(text) < 1000 or suffix == "B":  # 999,950 is 1M, not 1000k
            return sign + text.removesuffix(".0") + suffix
    raise AssertionError("unreachable")


def axis_ticks(highest: int, most: int = 4) -> list[int]:
    """0 and up to `most` round steps (1, 2 or 5 times a power of ten) reaching at least `highest`."""
    if highest <= 0:
        return [0]
    raw = highest / most
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    step = max(1, int(step))
    count = math.ceil(highest / step)
    return [n * step for n in range(count + 1)]


def label_every(pitch: float, label_width: float) -> int:
    """Label every n-th bar so that labels `label_width` wide never touch on bars `pitch` apart."""
    if pitch <= 0:
        return 1
    return max(1, math.ceil((label_width + 8) / pitch))
