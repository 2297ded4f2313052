"""search_history on a real history of thousands of sessions, next to a bare FTS5 query in the same run.

A history of `--sessions` sessions (default 2,500) with `--messages` messages each is written through
HistoryRepository into a temporary folder (words from a Zipf-distributed vocabulary, so common and rare
words exist; about one session in four is in one of three projects). The oldest session outside any project
and the oldest session of a project each hold a planted phrase. Then, alternating, `--repeats` times after a
warm-up, each timed from the call to the answer:
- the tool: `SearchHistoryTool.run` as the loop calls it (core.history_search: the scope read from the
  session's row, the scoped FTS5 search on the history thread, snippets, the answer written), from the
  newest session outside any project for the phrase planted outside, from the newest session of that
  project for the phrase planted there, and for two of the commonest words (the worst case: many matches),
  from outside any project and from a project (whose few sessions are picked out of all the matches);
- the baseline: a bare `SELECT rowid FROM parts_fts WHERE parts_fts MATCH ? LIMIT 20` of the same words,
  through the same history thread;
- for reference, the unscoped search `desktop-agent sessions search` makes (`storage.search.search`, the
  same words, 5 passages), through the same thread.
Each answer is checked: the planted session is found, the other scope's is not (the bench fails otherwise).
Target: the phrase 2,000 sessions back found in < 50 ms (median).

Run: .venv/bin/python bench/search_history.py [--sessions 2500] [--messages 10] [--repeats 41]   (~30 s)
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path
from typing import Literal

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from desktop_agent.core.history_search import history_tool
from desktop_agent.domain.messages import Message, TextPart
from desktop_agent.domain.sessions import SessionInfo
from desktop_agent.storage.repository import HistoryRepository
from desktop_agent.storage.search import fts_query, search
from desktop_agent.storage.store import HistoryStore
from desktop_agent.tools.base import ToolContext
from desktop_agent.tools.search_history import SearchHistoryArgs

TARGET_MS = 50.0
OUTSIDE_PHRASE = "quetzal reconciliation spreadsheet"
PROJECT_PHRASE = "pangolin escrow timetable"
T0 = 1_700_000_000.0
WORDS = (  # noqa: SIM905 - a sentence reads better than a list of 90 strings
    "the of and to in is it that for you on with as this be at are or we can from not have an by but "
    "plan build test file code run error fix change update use make need check add remove server model "
    "data table query index page user session message tool call result answer text folder path config "
    "deploy release branch merge review commit issue ticket budget meeting report design layout window "
    "python sqlite search phrase latency memory project history chat window label header prompt token"
).split()


def sentence(rng: random.Random, n: int) -> str:
    """`n` words, the common ones far more often (a Zipf-like draw)."""
    weights = [1.0 / (rank + 1) for rank in range(len(WORDS))]
    return " ".join(rng.choices(WORDS, weights, k=n)).capitalize() + "."


def build(store: HistoryStore, sessions: int, messages: int, seed: int = 7) -> dict[str, str]:
    """Write the history; returns the ids of the planted sessions and of the sessions that search."""
    rng = random.Random(seed)
    projects = ["prj_alpha", "prj_beta", "prj_gamma"]
    ids: dict[str, str] = {}

    def write(repo: HistoryRepository) -> None:
        for pid in projects:
            repo.conn.execute(
                "INSERT INTO projects (id, name, created_at, updated_at) VALUES (?, ?, ?, ?)",
                (pid, pid, T0, T0),
            )
        with repo.transaction():
            for i in range(sessions):
                sid = f"ses_{i:06d}"
                at = T0 + i * 60
                project = projects[i % 3] if i % 4 == 1 else None
                repo.create_session(SessionInfo(sid, sentence(rng, 4), "build", "openai", "m", "/ws", at, at))
                if project is not None:
                    repo.conn.execute("UPDATE sessions SET project_id = ? WHERE id = ?", (project, sid))
                for j in range(messages):
                    text = sentence(rng, rng.randint(8, 60))
                    if j == 2 and i == 0:
                        text += f" We keep the {OUTSIDE_PHRASE} in the shared folder."
                    if j == 2 and i == 1:
                        text += f" The {PROJECT_PHRASE} moves to Friday."
                    role: Literal["user", "assistant"] = "user" if j % 2 == 0 else "assistant"
                    message = Message(role, [TextPart(text)], id=f"msg_{i:06d}_{j:03d}", created_at=at + j)
                    repo.add_message(sid, message)
        ids["outside_planted"], ids["project_planted"] = "ses_000000", "ses_000001"
        last = sessions - 1
        ids["outside_asker"] = next(f"ses_{i:06d}" for i in range(last, 0, -1) if i % 4 != 1)
        ids["project_asker"] = next(f"ses_{i:06d}" for i in range(last, 0, -1) if i % 4 == 1 and i % 3 == 1)

    store.call(write)
    return ids


async def _ask(question: str, choices: Sequence[str]) -> str:
    return ""


def _timed(fn: Callable[[], Awaitable[object]], loop: asyncio.AbstractEventLoop) -> tuple[float, object]:
    started = time.perf_counter()
    result = loop.run_until_complete(fn())
    return (time.perf_counter() - started) * 1000, result


def _line(label: str, tool: Sequence[float], base: Sequence[float], unscoped: Sequence[float]) -> str:
    def p95(xs: Sequence[float]) -> float:
        return sorted(xs)[max(0, round(0.95 * len(xs)) - 1)]

    t_med, b_med = statistics.median(tool), statistics.median(base)
    return (
        f"{label:<44} {t_med:8.2f} {p95(tool):8.2f}   {b_med:8.2f} {p95(base):8.2f}   "
        f"{t_med / b_med if b_med else float('inf'):6.1f}x   {statistics.median(unscoped):8.2f}"
    )


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--sessions", type=int, default=2500)
    parser.add_argument("--messages", type=int, default=10)
    parser.add_argument("--repeats", type=int, default=41)
    args = parser.parse_args()
    if args.sessions < 8 or args.messages < 3:
        parser.error("at least 8 sessions of 3 messages")

    with tempfile.TemporaryDirectory(prefix="search-history-bench-") as folder:
        store = HistoryStore.open(Path(folder) / "history.sqlite3")
        try:
            started = time.perf_counter()
            ids = build(store, args.sessions, args.messages)
            built_s = time.perf_counter() - started
            size_mb = (Path(folder) / "history.sqlite3").stat().st_size / 1e6
            print(
                f"history: {args.sessions} sessions x {args.messages} messages written in {built_s:.1f} s "
                f"({size_mb:.1f} MB)"
            )
            common = " ".join(WORDS[:2])
            cases = [
                (f"phrase {args.sessions - 1} sessions back, outside projects", ids["outside_asker"],
                 OUTSIDE_PHRASE, ids["outside_planted"], ids["project_planted"]),
                ("phrase in a project, from that project", ids["project_asker"],
                 PROJECT_PHRASE, ids["project_planted"], ids["outside_planted"]),
                (f"two commonest words ({common!r})", ids["outside_asker"], common, None, None),
                ("the same, from a project (1/12 of sessions)", ids["project_asker"], common, None, None),
            ]  # fmt: skip
            loop = asyncio.new_event_loop()
            ctx = ToolContext(Path(folder), "call_bench", _ask)
            print(f"\nmedian and p95, ms ({args.repeats} runs each, alternating, after a warm-up)")
            print(
                f"{'':<44} {'tool':>8} {'p95':>8}   {'bare FTS':>8} {'p95':>8}   ratio   "
                f"{'sessions search':>8}"
            )
            failed = False
            for label, asker, query, wanted, unwanted in cases:
                tool = history_tool(store, asker)
                arguments = SearchHistoryArgs(query=query)
                match = fts_query(query)

                async def by_tool(tool=tool, arguments=arguments) -> object:  # type: ignore[no-untyped-def]
                    return await tool.run(arguments, ctx)

                async def bare(match=match) -> object:  # type: ignore[no-untyped-def]
                    sql = "SELECT rowid FROM parts_fts WHERE parts_fts MATCH ? LIMIT 20"
                    return await store.run(lambda repo: repo.conn.execute(sql, (match,)).fetchall())

                async def unscoped(query=query) -> object:  # type: ignore[no-untyped-def]
                    return await store.run(lambda repo: search(repo.conn, query, 5))

                _, answer = _timed(by_tool, loop)
                _timed(bare, loop)
                _timed(unscoped, loop)
                content = getattr(answer, "content", "")
                if wanted is not None and (wanted not in content or (unwanted and unwanted in content)):
                    print(f"WRONG ANSWER for {label}:\n{content}")
                    failed = True
                tool_ms: list[float] = []
                base_ms: list[float] = []
                unscoped_ms: list[float] = []
                for _ in range(args.repeats):
                    tool_ms.append(_timed(by_tool, loop)[0])
                    base_ms.append(_timed(bare, loop)[0])
                    unscoped_ms.append(_timed(unscoped, loop)[0])
                print(_line(label, tool_ms, base_ms, unscoped_ms))
                if (
                    wanted is not None
                    and label.startswith("phrase")
                    and statistics.median(tool_ms) > TARGET_MS
                ):
                    print(f"  over the target of {TARGET_MS:.0f} ms")
            loop.close()
        finally:
            store.close()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
