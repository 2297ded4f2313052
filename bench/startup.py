"""Start-up: process start to the window painted, and the idle window's memory, next to a bare PySide6 window.

Each figure comes from fresh processes, `--repeats` of each kind, alternating (app, bare, bare, app, ...),
after one discarded warm-up run of each (so both find their files in the page cache), offscreen:
- app: the real start-up path, `desktop_agent.app.main(["--data-dir", DIR])` (the `desktop-agent` command),
  with an existing history in DIR;
- bare: a bare PySide6 window of the same size: a QMainWindow with a QSplitter holding a QListWidget and a
  QTextBrowser, nothing else.
The parent notes `time.monotonic()` just before it spawns a child; the child prints `time.monotonic()`
(system-wide on Linux) at marks. Start-up = the top-level window's first Paint event (an event filter on
that window only; its children paint right after it in the same pass, a few ms) - spawn. A zero-delay timer
started then marks when the event loop is free again. The child stays idle for `--idle` s after the paint
(the app opens its history meanwhile), prints its VmRSS and VmHWM from /proc/self/status and closes its
window, which ends the process as closing it by hand would.
Targets (medians): start-up at most 1.3x the bare window's, idle RSS at most 1.6x the bare window's.

Also printed: where the time and memory go (interpreter up, window constructed, shown, painted; for the app
when the core (loaded after the first paint: asyncio, settings, history, agent) attached to the window, and
when the session list was filled from the history), and, with `--turn-repeats` > 0, the app's RSS after
one finished turn (a 1,000-token answer from the scripted server through the ollama preset with a
`base_url` in settings.json: the openai SDK gets imported, history rows are written), for which there is
no target.

Run: .venv/bin/python bench/startup.py [--repeats 15] [--idle 1.5] [--turn-repeats 3]   (about 1.5 minutes)
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text

ROOT = Path(__file__).resolve().parent.parent
START_TARGET = 1.3
RSS_TARGET = 1.6

# The child: kept small and free of our imports until the app's own path runs, so both kinds pay the same
# interpreter start-up. argv: mode (app | bare | turn), data dir, idle ms.
CHILD = r"""
import sys, time

def status():
    fields = {}
    with open("/proc/self/status") as lines:
        for line in lines:
            key, _, value = line.partition(":")
            if key in ("VmRSS", "VmHWM"):
                fields[key] = int(value.split()[0])
    return fields

def mark(name):
    now = time.monotonic()
    print(f"MARK {name} {now:.6f} {status()['VmRSS']}", flush=True)

def memory():
    fields = status()
    print(f"RSS {fields['VmRSS']} {fields['VmHWM']}", flush=True)

mark("start")
mode, data_dir, idle_ms = sys.argv[1], sys.argv[2], int(sys.argv[3])
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

class FirstPaint(QObject):
    # On the top-level window only (an application-wide Python filter would wrap every QObject that gets
    # an event and itself cost ~30 ms and ~4 MB): its first Paint event starts the first paint pass, in
    # which its children paint right after it.
    def __init__(self, window, then):
        super().__init__()
        self.window, self.then, self.seen = window, then, False

    def eventFilter(self, obj, event):
        if not self.seen and event.type() == QEvent.Type.Paint:
            self.seen = True
            mark("paint_event")
            QTimer.singleShot(0, self.loop_free)
        return False

    def loop_free(self):
        mark("loop_free")
        self.window.removeEventFilter(self)
        self.then()

def close_later(window):
    def close():
        memory()
        window.close()
    QTimer.singleShot(idle_ms, close)

keep = []

def watch(window, then):
    watcher = FirstPaint(window, then)
    keep.append(watcher)
    window.installEventFilter(watcher)

if mode == "bare":
    from PySide6.QtWidgets import QListWidget, QMainWindow, QSplitter, QTextBrowser
    app = QApplication(sys.argv)
    window = QMainWindow()
    mark("window")
    splitter = QSplitter()
    splitter.addWidget(QListWidget())
    splitter.addWidget(QTextBrowser())
    splitter.setSizes([260, 840])
    window.setCentralWidget(splitter)
    window.resize(1100, 720)
    watch(window, lambda: close_later(window))
    mark("show")
    window.show()
    sys.exit(app.exec())

import desktop_agent.ui.app  # noqa: F401 - in the app's own import order (it sets up what the window imports)
from desktop_agent.ui import main_window as mw

original_init, original_show, original_start = mw.MainWindow.__init__, mw.MainWindow.show, mw.MainWindow.start
original_attach = mw.MainWindow.attach

def init(self, *args, **kwargs):
    mark("window")
    original_init(self, *args, **kwargs)

def show(self):
    watch(self, (lambda: None) if mode == "turn" else (lambda: close_later(self)))
    mark("show")
    original_show(self)

async def start(self):
    await original_start(self)
    mark("ready")
    if mode == "turn":
        from desktop_agent.domain.events import RunFailed, RunFinished

        def finished(event):
            if isinstance(event, (RunFinished, RunFailed)):
                print(f"TURN {type(event).__name__} {getattr(event, 'stop_reason', '')}", flush=True)
                close_later(self)

        self.controller.run_event.connect(finished)
        self.message_input.setPlainText("Write a long answer.")
        self.send()

def attach(self, controller):
    mark("attached")
    original_attach(self, controller)

mw.MainWindow.__init__ = init
mw.MainWindow.show = show
mw.MainWindow.start = start
mw.MainWindow.attach = attach
from desktop_agent.app import main

sys.exit(main(["--data-dir", data_dir]))
"""


@dataclass
class ChildRun:
    mode: str
    startup_s: float
    marks: dict[str, float]
    mark_rss_kb: dict[str, int]
    rss_kb: int
    hwm_kb: int
    lines: list[str] = field(default_factory=list)


def run_child(mode: str, data_dir: Path, idle_s: float, pycache: Path) -> ChildRun:
    # Bytecode as an installed app has it (pip and the packaged app ship compiled modules): written by the
    # warm-up run into a folder of this run's own, even where PYTHONDONTWRITEBYTECODE is set.
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    env["PYTHONPYCACHEPREFIX"] = str(pycache)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    argv = [sys.executable, "-c", CHILD, mode, str(data_dir), str(int(idle_s * 1000))]
    spawned = time.monotonic()
    proc = subprocess.run(
        argv, env=env, cwd=data_dir, capture_output=True, text=True, timeout=120, check=False
    )
    lines = proc.stdout.splitlines()
    marks: dict[str, float] = {}
    mark_rss: dict[str, int] = {}
    rss = hwm = 0
    for line in lines:
        words = line.split()
        if words[:1] == ["MARK"]:
            marks[words[1]] = float(words[2]) - spawned
            if int(words[3]):
                mark_rss[words[1]] = int(words[3])
        elif words[:1] == ["RSS"]:
            rss, hwm = int(words[1]), int(words[2])
    if proc.returncode != 0 or "paint_event" not in marks or rss == 0:
        raise RuntimeError(
            f"{mode} child failed (exit {proc.returncode}):\n{proc.stdout}\n{proc.stderr[-4000:]}"
        )
    if mode == "turn" and not any(line.startswith("TURN RunFinished end") for line in lines):
        raise RuntimeError(f"the turn did not finish normally:\n{proc.stdout}\n{proc.stderr[-4000:]}")
    return ChildRun(mode, marks["paint_event"], marks, mark_rss, rss, hwm, lines)


def med(values: list[float]) -> float:
    return statistics.median(values)


def verdict(ok: bool) -> str:
    return "PASS" if ok else "FAIL"


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--repeats", type=int, default=15, help="runs of each kind (median), at least 7")
    parser.add_argument("--idle", type=float, default=1.5, help="seconds idle after the paint before RSS")
    parser.add_argument("--turn-repeats", type=int, default=3, help="app runs with one turn (0: skip)")
    parser.add_argument("--turn-tokens", type=int, default=1000)
    args = parser.parse_args()

    import PySide6

    print(
        f"Desktop Agent start-up benchmark (PySide6 {PySide6.__version__}, offscreen, {os.cpu_count()} cores,"
        f" Python {sys.version.split()[0]})"
    )
    with tempfile.TemporaryDirectory() as tmp:
        app_dir, bare_dir = Path(tmp) / "app", Path(tmp) / "bare"
        app_dir.mkdir()
        # A returning person's start (settings exist); the first run shows a one-time welcome instead.
        (app_dir / "settings.json").write_text("{}")
        bare_dir.mkdir()
        pycache = Path(tmp) / "pycache"
        # warm-up: page cache, bytecode; creates the history the measured runs open
        run_child("app", app_dir, 0.3, pycache)
        run_child("bare", bare_dir, 0.3, pycache)
        runs: dict[str, list[ChildRun]] = {"app": [], "bare": []}
        for i in range(args.repeats):
            for mode in ("app", "bare") if i % 2 == 0 else ("bare", "app"):
                runs[mode].append(run_child(mode, app_dir if mode == "app" else bare_dir, args.idle, pycache))
        turns = turn_runs(Path(tmp), args, pycache) if args.turn_repeats > 0 else []
    report(runs, turns, args)


def turn_runs(root: Path, args: argparse.Namespace, pycache: Path) -> list[ChildRun]:
    data = root / "turn"
    data.mkdir()
    words = "The answer goes on with **several** points, a `value` and a list:\n\n- one item\n- another\n\n"
    text = (words * (args.turn_tokens * 4 // len(words) + 1))[: args.turn_tokens * 4]
    out: list[ChildRun] = []
    with ScriptedLLMServer() as server:
        settings = {
            "default_provider": "ollama",
            "providers": {"ollama": {"base_url": server.openai_base_url}},
        }
        (data / "settings.json").write_text(json.dumps(settings))
        for _ in range(args.turn_repeats):
            server.script(openai_text(text, piece=4))
            out.append(run_child("turn", data, args.idle, pycache))
    return out


def report(runs: dict[str, list[ChildRun]], turns: list[ChildRun], args: argparse.Namespace) -> None:
    app, bare = runs["app"], runs["bare"]
    start_app, start_bare = med([r.startup_s for r in app]), med([r.startup_s for r in bare])
    rss_app, rss_bare = med([r.rss_kb for r in app]) / 1024, med([r.rss_kb for r in bare]) / 1024
    hwm_app, hwm_bare = med([r.hwm_kb for r in app]) / 1024, med([r.hwm_kb for r in bare]) / 1024
    start_ratio, rss_ratio = start_app / start_bare, rss_app / rss_bare
    print(
        f"fresh processes, {args.repeats} of each kind alternating after a warm-up of each, medians;"
        f" RSS after {args.idle:g} s idle"
    )
    print(f"  {'':<38} {'bare window':>12} {'app':>10} {'ratio':>7}  target")
    print(
        f"  {'process start -> first paint, ms':<38} {start_bare * 1000:12.0f} {start_app * 1000:10.0f}"
        f" {start_ratio:7.2f}  <= {START_TARGET}x: {verdict(start_ratio <= START_TARGET)}"
    )
    print(
        f"  {'idle window RSS, MB':<38} {rss_bare:12.1f} {rss_app:10.1f} {rss_ratio:7.2f}"
        f"  <= {RSS_TARGET}x: {verdict(rss_ratio <= RSS_TARGET)}"
    )
    print(f"  {'peak RSS (VmHWM) so far, MB':<38} {hwm_bare:12.1f} {hwm_app:10.1f} {hwm_app / hwm_bare:7.2f}")
    print("  where the time and memory go (ms from spawn; RSS MB at that moment; medians):")
    print(f"  {'':<38} {'bare window':>12} {'app':>10} {'app - bare':>11} {'RSS bare':>9} {'RSS app':>8}")
    labels = {
        "start": "interpreter up (child's first line)",
        "window": "main window constructor entered",
        "show": "show() called",
        "paint_event": "first Paint event of the window",
        "loop_free": "event loop free again after it",
    }
    for name, label in labels.items():
        b, a = med([r.marks[name] for r in bare]) * 1000, med([r.marks[name] for r in app]) * 1000
        if name in bare[0].mark_rss_kb:
            mb, ma = (med([r.mark_rss_kb[name] for r in runs]) / 1024 for runs in (bare, app))
            print(f"  {label:<38} {b:12.0f} {a:10.0f} {a - b:+11.0f} {mb:9.1f} {ma:8.1f}")
        else:
            print(f"  {label:<38} {b:12.0f} {a:10.0f} {a - b:+11.0f}")
    print(f"  {'idle (RSS figure above)':<38} {'':>12} {'':>10} {'':>11} {rss_bare:9.1f} {rss_app:8.1f}")
    attached = [r.marks["attached"] - r.marks["paint_event"] for r in app if "attached" in r.marks]
    if attached:
        before = sum(1 for t in attached if t < 0)
        print(
            f"  app: the core (settings, history, agent) attached {med(attached) * 1000:+.0f} ms"
            f" from its first Paint event ({before} of {len(attached)} runs: before it)"
        )
    ready = [r.marks["ready"] for r in app if "ready" in r.marks]
    if ready:
        print(
            f"  {'app: session list filled from history':<38} {'':>12} {med(ready) * 1000:10.0f}"
            f"   ({len(ready)} of {len(app)} runs got there within the idle time)"
        )
    print(f"  runs, start-up ms, bare: {' '.join(f'{r.startup_s * 1000:.0f}' for r in bare)}")
    print(f"  runs, start-up ms, app:  {' '.join(f'{r.startup_s * 1000:.0f}' for r in app)}")
    print(f"  runs, RSS MB, bare: {' '.join(f'{r.rss_kb / 1024:.1f}' for r in bare)}")
    print(f"  runs, RSS MB, app:  {' '.join(f'{r.rss_kb / 1024:.1f}' for r in app)}")
    if turns:
        rss_turn = med([r.rss_kb for r in turns]) / 1024
        print(
            f"  after one finished turn ({args.turn_tokens:,}-token answer, scripted server,"
            f" {len(turns)} runs):"
            f" app RSS {rss_turn:.1f} MB = {rss_turn / rss_bare:.2f}x the bare window (no target);"
            f" idle app {rss_app:.1f} MB + {rss_turn - rss_app:.1f} MB"
        )


if __name__ == "__main__":
    main()
