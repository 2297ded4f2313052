"""`desktop-agent usage`: the tokens used per day, model or session, and what they cost where the price is
known; a table to read, or JSON and CSV for scripts."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from datetime import date, timedelta

from desktop_agent.cli.errors import EXIT_OK, UsageError
from desktop_agent.cli.main import data_dir_option
from desktop_agent.core.app_core import open_core
from desktop_agent.core.paths import app_paths
from desktop_agent.core.usage import (
    GROUPS,
    Group,
    UsageReport,
    UsageRow,
    report_dict,
    usage_service,
    usd,
    write_csv,
)
from desktop_agent.domain.display import visible

DEFAULT_DAYS = 30
TITLE_WIDTH = 40


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.description = (
        "Tokens used per day, model or session, and what they cost where the price is known. "
        f"Covers the last {DEFAULT_DAYS} days unless --since says otherwise."
    )
    parser.add_argument("--since", metavar="YYYY-MM-DD", help="from this day on (today included)")
    parser.add_argument(
        "--by", choices=GROUPS, default="day", help="one row per day (the default), model or session"
    )
    form = parser.add_mutually_exclusive_group()
    form.add_argument(
        "--json", action="store_true", help="as JSON (costs as exact decimal strings, null when unknown)"
    )
    form.add_argument("--csv", action="store_true", help="as CSV, one row per day, model or session")
    data_dir_option(parser, "keep every file the app writes in this folder")


def parse_since(text: str | None, today: date) -> date:
    """The first day of the report; a UsageError with a message for people when `text` is not a past date."""
    if text is None:
        return today - timedelta(days=DEFAULT_DAYS - 1)
    try:
        since = date.fromisoformat(text.strip())
    except ValueError:
        raise UsageError(
            f"--since wants a date as YYYY-MM-DD, such as {today.isoformat()}; got {text!r}."
        ) from None
    if since > today:
        raise UsageError(f"--since {since.isoformat()} is in the future: nothing has been used yet.")
    return since


def run(args: argparse.Namespace) -> int:
    today = date.today()
    since = parse_since(args.since, today)
    core = open_core(app_paths(args.data_dir), logging_to_file=False, tolerate_bad_settings=True)
    try:
        report = usage_service(core).report(since, today)
    finally:
        core.close()
    for problem in report.prices.problems:
        sys.stderr.write(f"! {problem}\n")
    try:
        if args.json:
            sys.stdout.write(json.dumps(report_dict(report, args.by), ensure_ascii=False) + "\n")
        elif args.csv:
            write_csv(sys.stdout, report, [args.by])
        else:
            sys.stdout.write(render(report, args.by))
        sys.stdout.flush()
    except BrokenPipeError:  # `| head`: what was wanted has been read
        sys.stderr.close()
        return EXIT_OK
    return EXIT_OK


# ---- the table ----


def cost_text(row: UsageRow) -> str:
    status = row.status
    if status == "none":
        return "-"
    if status == "local":
        return "local"
    if status == "unknown":
        return "unknown price"
    if status == "partial":
        return f"{usd(row.cost)} + unknown"
    return usd(row.cost)


def _names(group: Group, row: UsageRow) -> list[str]:
    if group == "model":
        return [visible(row.key) or "(model not recorded)"]
    if group == "session":
        title = visible(row.name) or "(untitled)"
        return [title if len(title) <= TITLE_WIDTH else title[: TITLE_WIDTH - 1] + "…", row.key]
    return [row.key]


_HEADINGS: dict[Group, list[str]] = {"day": ["Day"], "model": ["Model"], "session": ["Session", "Id"]}
_NUMBERS = ["Input", "Output", "Cache read", "Cache write", "Messages", "Cost"]


def table(group: Group, rows: Sequence[UsageRow], total: UsageRow | None = None) -> list[str]:
    """Aligned columns: the names on the left, the numbers on the right."""
    names = len(_HEADINGS[group])
    lines = [[*_HEADINGS[group], *_NUMBERS]]
    for row in [*rows, *([total] if total is not None else [])]:
        u = row.usage
        name = ["Total", *[""] * (names - 1)] if row is total else _names(group, row)
        lines.append([
            *name, f"{u.input_tokens:,}", f"{u.output_tokens:,}", f"{u.cache_read_tokens:,}",
            f"{u.cache_write_tokens:,}", f"{row.messages:,}", cost_text(row),
        ])  # fmt: skip
    widths = [max(len(line[i]) for line in lines) for i in range(len(lines[0]))]
    out = []
    for n, line in enumerate(lines):
        cells = [
            cell.ljust(w) if i < names else cell.rjust(w)
            for i, (cell, w) in enumerate(zip(line, widths, strict=True))
        ]
        out.append("  ".join(cells).rstrip())
        if n == 0 or (total is not None and n == len(lines) - 2):
            out.append("  ".join("-" * w for w in widths))
    return out


def render(report: UsageReport, group: Group) -> str:
    period = f"{report.since.isoformat()} to {report.until.isoformat()}"
    out = [f"Usage from {period}, by {group}", ""]
    rows = report.rows(group)
    if group != "day" and not rows:
        out.append("Nothing was used in this period.")
    else:
        out.extend(table(group, rows, report.total if group != "day" else None))
    if group == "day":
        out += ["", "By model"]
        if report.models:
            out.extend(table("model", report.models))
        else:
            out.append("Nothing was used in this period.")
        out += ["", f"Total: {report.total.total_tokens:,} tokens in {report.total.messages:,} messages, "
                f"{cost_text(report.total) if report.total.messages else '$0.00'}"]  # fmt: skip
    if report.searches:
        out += ["", searches_line(report)]
    out += ["", prices_line(report)]
    return "\n".join(out) + "\n"


def searches_line(report: UsageReport) -> str:
    """`Web searches: Brave Search 12 ($0.06), SearXNG 3 (your own)`."""
    parts = []
    for row in report.searches:
        if row.status == "own":
            cost = "your own"
        elif row.cost is None:
            cost = "unknown price"
        else:
            cost = usd(row.cost)
        parts.append(f"{row.label} {row.searches:,} ({cost})")
    return "Web searches: " + ", ".join(parts)


def prices_line(report: UsageReport) -> str:
    prices = report.prices
    if not prices.updated:
        said = "Costs: no price table could be read."
    else:
        said = f"Costs in USD from the price table of {prices.updated}"
        if prices.own_file is not None:
            plural = "s" if prices.own_count != 1 else ""
            said += f" with your {prices.own_count} price{plural} from {prices.own_file}"
        said += "; prices change, so these are estimates."
    said += " Models run on this computer are local (free); others without a price are not counted."
    if prices.own_path is not None and prices.own_file is None:
        said += f" Correct or add prices in {prices.own_path} (the same form as the app's table)."
    return said
