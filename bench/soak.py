"""Weeks of use in minutes: the real window, one session, N turns typed and answered; RSS every 40 turns.

The whole app is driven offscreen as a person would: MainWindow + ChatController + AgentService +
HistoryStore, the real openai SDK over HTTP to the scripted server (in this process), each turn typed
into the composer and sent; the answer is the same ~2 KB each time (a paragraph, a list, a code block, a
short table). After every `--every` turns Python's garbage is collected, Qt's deferred deletes run, and
the resident set size is read.

Printed: RSS after start, then per block of `--every` turns the RSS and the growth per turn against the same
run's first block (the first 40 turns fill caches: fonts, the SDK, the lexers). Target: at most 25 KB per turn
after the first block. `--trace` also prints where Python's own allocations grew between the end of the first
block and the end (tracemalloc, top sites) and how many Qt objects and document blocks the window holds.

Run: .venv/bin/python bench/soak.py [--turns 240] [--every 40] [--trace]
(240 turns take about a minute and a half; `--turns 2000` about twelve)
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # before Qt is imported

import argparse
import asyncio
import functools
import gc
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QApplication

from desktop_agent.core.settings import Settings
from desktop_agent.domain.events import AgentEvent, RunFailed, RunFinished
from desktop_agent.ui.controller import ChatController
from desktop_agent.ui.event_loop import AppEventLoop
from desktop_agent.ui.main_window import MainWindow
from desktop_agent.ui.startup import attach
from tests.helpers.app_core import scripted_core
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text

print = functools.partial(print, flush=True)
TARGET_KB_PER_TURN = 25.0
ANSWER = """Here is a short plan for the **migration**, step by step:

1. Back up the database (`pg_dump` with `--format=custom`).
2. Stop the writers, then run the migration:
   - add the new columns
   - copy the data in batches of 10,000 rows
   - check the counts
3. Switch the readers and watch the error rate.

```python
def migrate(rows: list[dict[str, str]]) -> int:
    moved = 0
    for batch in chunks(rows, 10_000):
        moved += copy_batch(batch)
    return moved
```

| Step | Time | Risk |
| --- | --- | --- |
| Backup | 5 min | low |
| Copy | 40 min | medium |

> Keep the old columns for a week before dropping them.

That is all; tell me if you want the rollback plan too. """


def rss_kb() -> int:
    """The resident set size now (Linux /proc; elsewhere the peak, which only grows)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    import resource

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak // 1024 if sys.platform == "darwin" else peak


def settle() -> None:
    """What a quiet moment does: deferred deletes, then Python's full collection."""
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
        QApplication.processEvents()
    gc.collect()


def qt_objects(root: QObject) -> int:
    return len(root.findChildren(QObject))


async def turn(window: MainWindow, server: ScriptedLLMServer, n: int) -> None:
    done = asyncio.get_running_loop().create_future()

    def finished(event: AgentEvent) -> None:
        if isinstance(event, RunFinished | RunFailed) and not done.done():
            done.set_result(event)

    server.script(openai_text(ANSWER + f"(answer {n})", piece=24))
    controller = window.controller
    assert isinstance(controller, ChatController)
    controller.run_event.connect(finished)
    try:
        window.message_input.setPlainText(f"Question {n}: how do I migrate the table safely?")
        window.send()
        event = await asyncio.wait_for(done, 30)
    finally:
        controller.run_event.disconnect(finished)
    if isinstance(event, RunFailed):
        raise SystemExit(f"turn {n} failed: {event.error.message}")
    await asyncio.gather(*window.tasks.pending)
    server.requests.clear()  # the scripted server keeps what it was sent; a real one does not


async def soak(args: argparse.Namespace, root: Path) -> None:
    workspace = root / "ws"
    workspace.mkdir()
    with ScriptedLLMServer() as server:
        core = scripted_core(root / "app", Settings(), openai_url=server.openai_base_url, model="m")
        window = MainWindow()
        window.resize(1100, 760)
        window.show()
        await attach(window, core, workspace=workspace)
        settle()
        started_kb = rss_kb()
        print(f"RSS after start            : {started_kb / 1024:7.1f} MB")
        window.new_session()
        await asyncio.sleep(0.05)
        marks: list[tuple[int, int]] = []
        began = time.perf_counter()
        for n in range(1, args.turns + 1):
            await turn(window, server, n)
            if n % args.every == 0:
                settle()
                marks.append((n, rss_kb()))
                if args.trace and n == args.every:
                    tracemalloc.start(12)
                    first_snapshot = tracemalloc.take_snapshot()
                    first_objects = qt_objects(window)
                    first_blocks = window.chat.document().blockCount()
        elapsed = time.perf_counter() - began
        base_turn, base_kb = marks[0]
        print(f"{'turns':>6} {'RSS MB':>8} {'KB/turn since turn ' + str(base_turn):>26}")
        for n, kb in marks:
            growth = (kb - base_kb) / (n - base_turn) if n > base_turn else 0.0
            print(f"{n:6d} {kb / 1024:8.1f} {growth:26.1f}")
        n, kb = marks[-1]
        per_turn = (kb - base_kb) / max(1, n - base_turn)
        print(f"{args.turns} turns in {elapsed:.0f} s; growth after the first {base_turn}: "
              f"{per_turn:.1f} KB per turn (target <= {TARGET_KB_PER_TURN:.0f})")  # fmt: skip
        print("  target met" if per_turn <= TARGET_KB_PER_TURN else "  TARGET MISSED")
        window.new_session()  # the long session closes: its rendered messages leave the view
        await asyncio.sleep(0.05)
        settle()
        closed_kb = rss_kb()
        print(f"after switching to a new session: {closed_kb / 1024:.1f} MB "
              f"({(closed_kb - kb) / 1024:+.1f} MB)")  # fmt: skip
        if args.trace:
            snapshot = tracemalloc.take_snapshot()
            print(f"Qt objects under the window: {first_objects} -> {qt_objects(window)}; "
                  f"document blocks {first_blocks} -> {window.chat.document().blockCount()}")  # fmt: skip
            print("Python allocations grown since then (top 12 sites):")
            for stat in snapshot.compare_to(first_snapshot, "traceback")[:12]:
                where = " < ".join(f"{Path(f.filename).name}:{f.lineno}" for f in reversed(stat.traceback))
                print(f"  {stat.size_diff / 1024:9.1f} KB {stat.count_diff:+7d} objects  {where[:300]}")
        await core.aclose()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--turns", type=int, default=240)
    parser.add_argument("--every", type=int, default=40)
    parser.add_argument("--trace", action="store_true")
    args = parser.parse_args()
    app = QApplication.instance()
    loop = AppEventLoop(app if isinstance(app, QApplication) else QApplication(sys.argv))
    asyncio.set_event_loop(loop)
    with tempfile.TemporaryDirectory() as root, loop:
        loop.run_until_complete(soak(args, Path(root)))


if __name__ == "__main__":
    main()
