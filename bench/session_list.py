"""Opening the session list with 10,000 sessions, next to a bare QListView over a QStringListModel, same run.

A history of `--sessions` sessions is written once into a temporary folder (HistoryRepository.create_session
in one transaction; titles of 2-7 words, about 1 in 200 pinned). Then, in one process, offscreen, with the
app's event loop, `--repeats` times alternating after a warm-up of each:
- the list opens: SessionListPanel.load(ChatController.list_sessions): the newest 200 sessions are read (on
  the history thread) and shown, then all of them, appended without a reset. Measured from the call: the
  first rows painted (the list's first Paint event with its rows laid out), all rows in the list, and the
  longest event-loop stall meanwhile (a 5 ms heartbeat);
- all rows in one read: list_sessions(all) then SessionListModel.set_sessions, until the rows are painted;
  also its Qt-thread part (set_sessions to the paint), which compares with the baselines;
- baselines, the titles already in memory: a bare QListView over a QStringListModel (setStringList until
  painted), and the same told that its rows have one height (setUniformItemSizes; the app's has headings);
  and a bare SELECT of the same rows' ids and titles.
The lists are on screen (260 x 700) and emptied before each run. As in the app after start-up, what lives
long is frozen out of the garbage collector's full passes (`ui.process.freeze_long_lived`). Last, a jump to
the last row (scrollToBottom until painted).
Target (median): the list opens (first rows painted) in < 100 ms.

Run: .venv/bin/python bench/session_list.py [--sessions 10000] [--repeats 9] [--limit N]   (about 30 s)
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # before Qt is imported

import argparse
import asyncio
import itertools
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import PySide6
from PySide6.QtCore import QEvent, QObject, QStringListModel, Qt, QTimer
from PySide6.QtWidgets import QApplication, QListView

from desktop_agent.core.settings import Settings
from desktop_agent.domain.sessions import SessionInfo
from desktop_agent.storage.store import HistoryStore
from desktop_agent.ui.controller import ChatController
from desktop_agent.ui.event_loop import AppEventLoop
from desktop_agent.ui.process import freeze_long_lived
from desktop_agent.ui.session_list import FIRST_PAGE, SessionListPanel
from tests.helpers.app_core import scripted_core, test_paths

TARGET_MS = 100.0
WORDS = [
    *[
        "plan",
        "refactor",
        "parser",
        "tests",
        "release",
        "notes",
        "docker",
        "build",
        "cache",
        "query",
        "index",
        "schema",
        "migrate",
        "login",
    ],
    *[
        "error",
        "budget",
        "alert",
        "review",
        "style",
        "guide",
        "invoice",
        "export",
        "import",
        "chart",
        "report",
        "bug",
        "crash",
        "leak",
    ],
    *[
        "deploy",
        "staging",
        "config",
        "secrets",
        "backup",
        "restore",
        "search",
        "ranking",
        "prompt",
        "model",
        "tool",
        "shell",
        "files",
    ],
]


def make_history(path: Path, sessions: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    history = HistoryStore.open(path)
    now = time.time()
    infos = []
    for n in range(sessions):
        title = " ".join(rng.choice(WORDS) for _ in range(rng.randint(2, 7))).capitalize()
        t = now - rng.uniform(0, 365 * 86400)
        infos.append(
            SessionInfo(
                f"ses_{n:06d}", title, "build", "openai", "gpt-4.1", "/home/me/projects/app", t, t,
                rng.random() < 0.005,
            )
        )  # fmt: skip

    def write(repo: object) -> None:
        from desktop_agent.storage.repository import HistoryRepository

        assert isinstance(repo, HistoryRepository)
        with repo.transaction():
            for info in infos:
                repo.create_session(info)

    history.call(write)
    history.close()
    ordered = sorted(infos, key=lambda i: (not i.pinned, -i.updated_at))
    return [info.title for info in ordered]


class Painted(QObject):
    """Notes the time of the first Paint event of a list's viewport after `arm()` with its rows laid out."""

    def __init__(self, view: QListView) -> None:
        super().__init__()
        self.view = view
        self.at: float | None = None
        self.armed = False
        view.viewport().installEventFilter(self)

    def arm(self) -> None:
        self.at, self.armed = None, True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        model = self.view.model()
        laid_out = self.view.visualRect(model.index(0, 0)).height() > 0
        if self.armed and event.type() == QEvent.Type.Paint and laid_out:
            self.at, self.armed = time.perf_counter(), False
        return False


class Heartbeat:
    def __init__(self, interval_ms: int = 5) -> None:
        self.interval_s = interval_ms / 1000
        self.ticks: list[float] = []
        self.timer = QTimer()
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(lambda: self.ticks.append(time.perf_counter()))

    def worst_ms(self, start: float, end: float) -> float:
        ticks = [start] + [t for t in self.ticks if start <= t <= end]
        after = [t for t in self.ticks if t > end]
        ticks += after[:1]  # the first beat after the end closes the last gap
        gaps = [b - a - self.interval_s for a, b in itertools.pairwise(ticks)]
        return max([0.0, *gaps]) * 1000


async def until(check: Callable[[], bool], timeout_s: float = 10) -> None:
    deadline = time.perf_counter() + timeout_s
    while not check():
        if time.perf_counter() > deadline:
            raise TimeoutError("the list was never painted")
        await asyncio.sleep(0.001)


async def run(args: argparse.Namespace, root: Path) -> None:
    paths = test_paths(root)
    paths.ensure()
    titles = make_history(paths.database_file, args.sessions, args.seed)
    core = scripted_core(root, Settings(), openai_url="http://127.0.0.1:9/v1", model="gpt-4.1")
    controller = ChatController(core, workspace=root)
    panel = SessionListPanel()
    panel.resize(260, 700)
    panel.show()
    panel.finish_setup()  # as in the window: date headings, times, the hover buttons
    bares: list[tuple[QListView, QStringListModel, Painted]] = []
    for uniform in (False, True):
        bare_model = QStringListModel()
        bare = QListView()
        bare.setUniformItemSizes(uniform)
        bare.setModel(bare_model)
        bare.resize(260, 700)
        bare.show()
        bares.append((bare, bare_model, Painted(bare)))
    app_painted = Painted(panel.view)
    heartbeat = Heartbeat()
    heartbeat.timer.start()
    freeze_long_lived()  # what the app does once it has started (long-lived objects out of full GC passes)
    await asyncio.sleep(0.2)

    app_ms: list[float] = []
    qt_ms: list[float] = []
    stall_ms: list[float] = []
    bare_ms: list[float] = []
    uniform_ms: list[float] = []
    load_ms: list[float] = []
    all_ms: list[float] = []
    load_stall_ms: list[float] = []
    rows: list[int] = []

    async def app_once() -> None:
        panel.model.set_sessions([])
        await asyncio.sleep(0.05)
        app_painted.arm()
        started = time.perf_counter()
        sessions = await controller.list_sessions(limit=args.limit or args.sessions)
        filled = time.perf_counter()
        panel.model.set_sessions(sessions)
        await until(lambda: app_painted.at is not None)
        assert app_painted.at is not None
        app_ms.append((app_painted.at - started) * 1000)
        qt_ms.append((app_painted.at - filled) * 1000)
        await asyncio.sleep(0.02)
        stall_ms.append(heartbeat.worst_ms(started, app_painted.at))
        rows.append(panel.model.rowCount())

    async def load_once() -> None:
        panel.model.set_sessions([])
        await asyncio.sleep(0.05)
        app_painted.arm()
        started = time.perf_counter()
        await panel.load(controller.list_sessions)
        listed = time.perf_counter()
        await until(lambda: app_painted.at is not None)
        assert app_painted.at is not None and panel.model.rowCount() == args.sessions
        load_ms.append((app_painted.at - started) * 1000)
        all_ms.append((listed - started) * 1000)
        await asyncio.sleep(0.02)
        load_stall_ms.append(heartbeat.worst_ms(started, max(listed, app_painted.at)))

    async def bare_once() -> None:
        for (_, model, painted), out in zip(bares, (bare_ms, uniform_ms), strict=True):
            model.setStringList([])
            await asyncio.sleep(0.05)
            painted.arm()
            started = time.perf_counter()
            model.setStringList(titles)
            await until(lambda painted=painted: painted.at is not None)  # type: ignore[misc]
            assert painted.at is not None
            out.append((painted.at - started) * 1000)

    await app_once()  # warm-up: page cache, first layout
    await bare_once()
    await load_once()
    for figures in (app_ms, qt_ms, stall_ms, bare_ms, uniform_ms, load_ms, all_ms, load_stall_ms):
        figures.clear()
    for i in range(args.repeats):
        for step in (app_once, load_once, bare_once) if i % 2 == 0 else (bare_once, load_once, app_once):
            await step()
        rows[1:] = []

    app_painted.arm()
    started = time.perf_counter()
    panel.view.scrollToBottom()
    await until(lambda: app_painted.at is not None)
    assert app_painted.at is not None
    jump_ms = (app_painted.at - started) * 1000
    last = panel.model.index(panel.model.rowCount() - 1)
    assert panel.view.viewport().rect().intersects(panel.view.visualRect(last)), "the last row is shown"

    conn = sqlite3.connect(paths.database_file)
    select_ms = []
    for _ in range(args.repeats):
        started = time.perf_counter()
        conn.execute(
            "SELECT id, title FROM sessions WHERE archived = 0 ORDER BY pinned DESC, updated_at DESC"
        ).fetchall()
        select_ms.append((time.perf_counter() - started) * 1000)
    conn.close()
    heartbeat.timer.stop()
    await core.aclose()
    panel.close()
    for bare, _, _ in bares:
        bare.close()

    med = statistics.median

    def fig(values: list[float]) -> str:
        return f"{med(values):8.1f} ({min(values):.0f}-{max(values):.0f})"

    opened = med(load_ms)
    print(
        f"{args.sessions:,} sessions in the history; {rows[0]:,} rows in one read;"
        f" {args.repeats} runs of each, alternating after a warm-up;"
    )
    print("medians (min-max), ms")
    print(
        f"  the list opens (SessionListPanel.load: the newest {FIRST_PAGE} first):\n"
        f"    request -> first rows painted                {fig(load_ms)}   target < {TARGET_MS:.0f} ms:"
        f" {'PASS' if opened < TARGET_MS else 'FAIL'}\n"
        f"    request -> all {args.sessions:,} rows in the list         {fig(all_ms)}\n"
        f"    longest event-loop stall meanwhile           {fig(load_stall_ms)}"
    )
    print(
        f"  one read (list_sessions(limit={rows[0]}), then set_sessions):\n"
        f"    request -> rows painted                      {fig(app_ms)}\n"
        f"    of it on the Qt thread (set rows -> painted) {fig(qt_ms)}\n"
        f"    longest event-loop stall meanwhile           {fig(stall_ms)}"
    )
    print(
        f"  baselines, the same titles already in memory:\n"
        f"    bare QListView + QStringListModel            {fig(bare_ms)}\n"
        f"    the same with one row height (uniform sizes) {fig(uniform_ms)}\n"
        f"    bare SELECT id, title of the same rows       {fig(select_ms)}"
    )
    print(f"  jump to the last row (scrollToBottom -> painted): {jump_ms:.1f} ms")
    print(f"  runs, first rows painted: {' '.join(f'{x:.0f}' for x in load_ms)}")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--sessions", type=int, default=10_000)
    parser.add_argument("--repeats", type=int, default=9)
    parser.add_argument(
        "--limit", type=int, default=0, help="rows the app asks for (default: all; the window asks for 500)"
    )
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    app = QApplication(sys.argv[:1])
    print(
        f"Desktop Agent session list benchmark (PySide6 {PySide6.__version__}, QPA {app.platformName()},"
        f" {os.cpu_count()} cores, Python {sys.version.split()[0]})"
    )
    loop = AppEventLoop(app)
    asyncio.set_event_loop(loop)
    with tempfile.TemporaryDirectory() as tmp, loop:
        loop.run_until_complete(run(args, Path(tmp)))


if __name__ == "__main__":
    main()
