"""Start-up: process start to the window painted, and the idle window's memory, next to a bare PySide6
window; for a returning person (settings and history present) and a first run (an empty data folder: the
welcome opens, looks for model servers on this computer and checks the keyring), the code as it is now next
to the committed code (`git archive HEAD`, unpacked into a temporary folder: git's state is not touched), in
the same run.

Each figure comes from fresh processes, `--repeats` of each kind, in an order shuffled every round (seeded:
the same for every run of the bench; the machine is shared and noisy: absolute times drift, ratios hold; and
a child started right after an app's child starts slower, by 5-10 % here: with the kinds in a fixed order
that rotates, the first run always followed the returning start and paid it alone, and with the two
swapped the returning start paid it), after one discarded warm-up run of each kind
(so all find their files in the page cache and their bytecode compiled), under Xvfb (`--platform xcb`, the
default: the bench starts its own X server) or `offscreen`, with a D-Bus session bus of the bench's own as a
desktop session has one (`--no-session-bus`: none, as under a bare `xvfb-run`, where Qt's accessibility
autolaunches one through dbus-launch, ~10 ms, in the app only):
- bare: a bare PySide6 window of the same size: a QMainWindow with a QSplitter holding a QListWidget and a
  QTextBrowser, nothing else;
- app: the real start-up path, `desktop_agent.app.main(["--data-dir", DIR])` (the `desktop-agent` command),
  as `now` (this checkout) and `base` (the committed code, or `--baseline`'s): returning = DIR with
  settings.json and the history the warm-up run made; first run = a new empty DIR for every run (no
  settings, no history: the welcome shows).
The parent notes `time.monotonic()` just before it spawns a child; the child prints `time.monotonic()`
(system-wide on Linux) at marks. Start-up = the top-level window's first Paint event (an event filter on
that window only; its children paint right after it in the same pass, a few ms) - spawn. A zero-delay timer
started then marks when the event loop is free again. The child stays idle for `--idle` s after the paint
(the app opens its history meanwhile; on a first run the welcome's checks run), prints its VmRSS and VmHWM
from /proc/self/status and closes its window, which ends the process as closing it by hand would.
Targets (medians): start-up at most 1.3x the bare window's, idle RSS at most 1.6x the bare window's, for
both the returning start and the first run. Also printed: the CPU time each child spent until its first
paint (`time.process_time()` there), which other programs on the machine disturb far less than the
wall-clock figure; the paired first-paint ratio: each run against the bare window's run of the same round
(they run seconds apart), the median of those ratios; and the ratio of each kind's fastest quarter (its
25th percentile) to the bare window's. A virtual machine such as the 2-core one this was written on runs in
spells about 1.5x slower (every kind alike, CPU time as much as wall-clock: the host's, not the child's,
doing), and how many of a kind's runs a spell falls on moves its median by up to 0.1x from one run of this
bench to the next (the same code read 1.23x and 1.40x in one run); the fastest quarter is the figure the
spells reach least. The table's verdicts stay on the medians; the fastest quarter's are printed beside it.

Also printed for `now`: where the time and memory go (interpreter up, window constructed, shown, painted;
when the core (loaded after the first paint: asyncio, settings, history, agent) attached to the window,
and when the session list was filled from the history), and, with `--turn-repeats` > 0, the app's RSS after
one finished turn (a 1,000-token answer from the scripted server through the ollama preset with a
`base_url` in settings.json: the openai SDK gets imported, history rows are written), for which there is
no target.

Run: .venv/bin/python bench/startup.py [--repeats 11] [--idle 1.5] [--platform xcb|offscreen]
     [--baseline HEAD|none|PATH] [--turn-repeats 0]      (about 4 minutes with the defaults)
"""

from __future__ import annotations

import argparse
import io
import itertools
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
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
    print(f"MARK {name} {now:.6f} {status()['VmRSS']} {time.process_time():.6f}", flush=True)

def memory():
    fields = status()
    print(f"RSS {fields['VmRSS']} {fields['VmHWM']}", flush=True)

mark("start")
mode, data_dir, idle_ms = sys.argv[1], sys.argv[2], int(sys.argv[3])
if mode != "bare":
    # The app's own import order: its entry point (`desktop-agent` runs desktop_agent.app:main), then the
    # window's module, which imports PySide6 and at once turns off PySide6's reading of the source of every
    # module imported after it (`ui.process.skip_source_scan`). This harness's own PySide6 imports come after
    # those: made before them, they would have PySide6 read the source of the app's first modules and of
    # what they import (typing, pathlib, enum, json: ~17 files), which the real start never does.
    from desktop_agent.app import main
    import desktop_agent.ui.app  # noqa: F401
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
        for shown in QApplication.topLevelWidgets():  # the first run's welcome: shown, its search done?
            if type(shown).__name__ == "WelcomeDialog" and shown.isVisible():
                print(f"WELCOME {int(not shown.search_status.text().endswith(chr(0x2026)))}", flush=True)
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

from desktop_agent.ui import main_window as mw

print(f"CODE {mw.__file__}", flush=True)

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

sys.exit(main(["--data-dir", data_dir]))
"""


@dataclass
class ChildRun:
    mode: str
    startup_s: float
    cpu_s: float
    """CPU time (user + system) of the child until its first Paint event: what the start-up itself costs,
    steadier than the wall-clock time on a loaded machine (but blind to waiting for disk or the X server)."""
    marks: dict[str, float]
    mark_rss_kb: dict[str, int]
    rss_kb: int
    hwm_kb: int
    lines: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Kind:
    """One kind of run: which code (None: the bare window), returning or first run."""

    name: str
    code: Path | None
    first_run: bool = False


@dataclass
class Setup:
    platform: str
    display: str | None
    bus: str | None
    """The session bus's address; None: the variable is removed (no bus, as under a bare xvfb-run)."""
    pycache: Path
    scratch: Path
    idle_s: float
    first_idle_s: float


def run_child(setup: Setup, mode: str, code: Path, data_dir: Path, idle_s: float) -> ChildRun:
    # Bytecode as an installed app has it (pip and the packaged app ship compiled modules): written by the
    # warm-up run into a folder of this run's own, even where PYTHONDONTWRITEBYTECODE is set.
    env = dict(os.environ, QT_QPA_PLATFORM=setup.platform, PYTHONPATH=str(code))
    if setup.display is not None:
        env["DISPLAY"] = setup.display
    env.pop("DBUS_SESSION_BUS_ADDRESS", None)
    if setup.bus is not None:
        env["DBUS_SESSION_BUS_ADDRESS"] = setup.bus
    env["PYTHONPYCACHEPREFIX"] = str(setup.pycache)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    argv = [sys.executable, "-c", CHILD, mode, str(data_dir), str(int(idle_s * 1000))]
    spawned = time.monotonic()
    proc = subprocess.run(
        argv, env=env, cwd=data_dir, capture_output=True, text=True, timeout=120, check=False
    )
    lines = proc.stdout.splitlines()
    marks: dict[str, float] = {}
    mark_rss: dict[str, int] = {}
    cpu: dict[str, float] = {}
    rss = hwm = 0
    for line in lines:
        words = line.split()
        if words[:1] == ["MARK"]:
            marks[words[1]] = float(words[2]) - spawned
            if int(words[3]):
                mark_rss[words[1]] = int(words[3])
            cpu[words[1]] = float(words[4])
        elif words[:1] == ["RSS"]:
            rss, hwm = int(words[1]), int(words[2])
        elif words[:1] == ["CODE"] and not words[1].startswith(str(code)):
            raise RuntimeError(f"the child ran {words[1]}, not the code in {code}")
    if proc.returncode != 0 or "paint_event" not in marks or rss == 0:
        raise RuntimeError(
            f"{mode} child failed (exit {proc.returncode}):\n{proc.stdout}\n{proc.stderr[-4000:]}"
        )
    if mode == "turn" and not any(line.startswith("TURN RunFinished end") for line in lines):
        raise RuntimeError(f"the turn did not finish normally:\n{proc.stdout}\n{proc.stderr[-4000:]}")
    return ChildRun(mode, marks["paint_event"], cpu["paint_event"], marks, mark_rss, rss, hwm, lines)


_fresh = itertools.count()


def run_kind(setup: Setup, kind: Kind, idle_s: float) -> ChildRun:
    if kind.code is None:
        folder = setup.scratch / "bare"
        folder.mkdir(exist_ok=True)
        return run_child(setup, "bare", ROOT, folder, idle_s)
    if kind.first_run:  # a new, empty data folder: no settings, no history
        folder = setup.scratch / f"first-{next(_fresh)}"
        folder.mkdir()
        try:  # idle long enough for the welcome to open and finish its checks (reported)
            return run_child(setup, "app", kind.code, folder, max(idle_s, setup.first_idle_s))
        finally:
            shutil.rmtree(folder, ignore_errors=True)
    folder = setup.scratch / f"returning-{kind.name}"
    if not folder.exists():
        folder.mkdir()
        # A returning person's start (settings exist); the first run shows a one-time welcome instead.
        (folder / "settings.json").write_text("{}")
    return run_child(setup, "app", kind.code, folder, idle_s)


def med(values: list[float]) -> float:
    return statistics.median(values)


def verdict(ok: bool) -> str:
    return "PASS" if ok else "FAIL"


def committed_code(ref: str, into: Path) -> Path:
    """The code at `ref`, unpacked from `git archive` (reads the object store only), with the compiled
    translations of this checkout (build products git does not keep) so both load the same files."""
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", "--format=tar", ref], capture_output=True, check=True
    ).stdout
    into.mkdir(parents=True)
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    for built in (ROOT / "resources" / "translations").glob("*.qm"):
        shutil.copy2(built, into / "resources" / "translations" / built.name)
    return into


@contextmanager
def session_bus(wanted: bool) -> Iterator[str | None]:
    """A D-Bus session bus of the bench's own, as every desktop session has one (None: without).

    Without one, Qt's accessibility (which the app's accessible names wake before the first paint) has
    libdbus autolaunch a bus through dbus-launch: about 10 ms and a stray daemon that no person's desktop
    pays or leaves behind."""
    if not wanted or shutil.which("dbus-daemon") is None:
        yield None
        return
    # No service activation: nothing (a keyring, the accessibility bus) starts on demand behind the bench.
    config = Path(tempfile.mkdtemp()) / "session.conf"
    config.write_text(
        "<busconfig><type>session</type><listen>unix:tmpdir=/tmp</listen>"
        '<policy context="default"><allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/>'
        '<allow own="*"/></policy></busconfig>'
    )
    daemon = subprocess.Popen(
        ["dbus-daemon", f"--config-file={config}", "--nofork", "--nopidfile", "--print-address=1"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        assert daemon.stdout is not None
        address = daemon.stdout.readline().strip()
        if not address:
            raise RuntimeError("dbus-daemon did not start")
        yield address
    finally:
        daemon.terminate()
        daemon.wait(10)
        shutil.rmtree(config.parent, ignore_errors=True)


@contextmanager
def x_server(platform: str) -> Iterator[str | None]:
    """An Xvfb of the bench's own for `xcb` (a display number nobody uses), nothing for `offscreen`."""
    if platform != "xcb":
        yield None
        return
    number = next(n for n in range(90, 200) if not Path(f"/tmp/.X11-unix/X{n}").exists())
    server = subprocess.Popen(
        ["Xvfb", f":{number}", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 10
        while not Path(f"/tmp/.X11-unix/X{number}").exists():
            if server.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError("Xvfb did not start")
            time.sleep(0.05)
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(10)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--repeats", type=int, default=11, help="runs of each kind (median), at least 7")
    parser.add_argument("--idle", type=float, default=1.5, help="seconds idle after the paint before RSS")
    parser.add_argument(
        "--first-idle", type=float, default=3.0, help="seconds idle on a first run (the welcome's checks)"
    )
    parser.add_argument("--platform", choices=("xcb", "offscreen"), default="xcb")
    parser.add_argument(
        "--baseline", default="HEAD", help="a git ref to compare with (git archive), a folder, or 'none'"
    )
    parser.add_argument("--turn-repeats", type=int, default=0, help="app runs with one turn (0: skip)")
    parser.add_argument("--turn-tokens", type=int, default=1000)
    parser.add_argument(
        "--no-session-bus", action="store_true", help="run the children without a D-Bus session bus"
    )
    args = parser.parse_args()

    import PySide6

    with (
        tempfile.TemporaryDirectory() as tmp,
        x_server(args.platform) as display,
        session_bus(not args.no_session_bus) as bus,
    ):
        scratch = Path(tmp)
        kinds = [Kind("bare", None), Kind("now", ROOT), Kind("now", ROOT, first_run=True)]
        if args.baseline != "none":
            given = Path(args.baseline)
            base = given.resolve() if given.is_dir() else committed_code(args.baseline, scratch / "base")
            kinds += [Kind("base", base), Kind("base", base, first_run=True)]

        def described(ref: str) -> str:
            return subprocess.run(
                ["git", "-C", str(ROOT), "log", "-1", "--format=%h %s", ref], capture_output=True, text=True
            ).stdout.strip()[:72]

        print(
            f"Desktop Agent start-up benchmark (PySide6 {PySide6.__version__}, {args.platform}"
            f"{' on Xvfb ' + display if display else ''}, {os.cpu_count()} cores,"
            f" Python {sys.version.split()[0]}, {'a session bus' if bus else 'no session bus'})"
        )
        base_is = "" if args.baseline == "none" else f"; base = {args.baseline} ({described(args.baseline)})"
        print(f"  now = this checkout ({ROOT}, at {described('HEAD')}){base_is}")
        setup = Setup(args.platform, display, bus, scratch / "pycache", scratch, args.idle, args.first_idle)
        for kind in kinds:  # warm-up: page cache, bytecode; creates the histories the returning runs open
            run_kind(setup, kind, 0.3)
        runs: dict[Kind, list[ChildRun]] = {kind: [] for kind in kinds}
        for i in range(args.repeats):
            order = list(kinds)
            random.Random(i).shuffle(order)
            for kind in order:
                runs[kind].append(run_kind(setup, kind, args.idle))
        turns = turn_runs(setup, args) if args.turn_repeats > 0 else []
    report(kinds, runs, turns, args)


def turn_runs(setup: Setup, args: argparse.Namespace) -> list[ChildRun]:
    data = setup.scratch / "turn"
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
            out.append(run_child(setup, "turn", ROOT, data, args.idle))
    return out


def label(kind: Kind) -> str:
    return (
        "bare window"
        if kind.code is None
        else f"{kind.name}, {'first run' if kind.first_run else 'returning'}"
    )


def report(
    kinds: list[Kind], runs: dict[Kind, list[ChildRun]], turns: list[ChildRun], args: argparse.Namespace
) -> None:
    bare = runs[kinds[0]]
    start_bare, rss_bare = med([r.startup_s for r in bare]), med([r.rss_kb for r in bare]) / 1024
    print(
        f"fresh processes, {args.repeats} of each kind, shuffled each round after a warm-up of each, medians;"
        f" RSS after {args.idle:g} s idle ({max(args.idle, args.first_idle):g} s on a first run)"
    )
    cpu_bare = med([r.cpu_s for r in bare])
    print(
        f"  {'':<24} {'first paint ms':>14} {'x bare':>7}  {'<= ' + str(START_TARGET) + 'x':<8}"
        f" {'idle RSS MB':>11} {'x bare':>7}  {'<= ' + str(RSS_TARGET) + 'x':<8} {'peak RSS MB':>11}"
        f" {'CPU ms to paint':>15} {'x bare':>7}"
    )
    for kind in sorted(kinds, key=lambda k: (k.code is not None, k.first_run, k.name != "base")):
        got = runs[kind]
        start, rss = med([r.startup_s for r in got]), med([r.rss_kb for r in got]) / 1024
        hwm = med([r.hwm_kb for r in got]) / 1024
        cpu = med([r.cpu_s for r in got])
        app = kind.code is not None
        print(
            f"  {label(kind):<24} {start * 1000:14.0f} {start / start_bare:7.2f}"
            f"  {verdict(start / start_bare <= START_TARGET) if app else '':<8}"
            f" {rss:11.1f} {rss / rss_bare:7.2f}  {verdict(rss / rss_bare <= RSS_TARGET) if app else '':<8}"
            f" {hwm:11.1f} {cpu * 1000:15.0f} {cpu / cpu_bare:7.2f}"
        )

    def paired_ratio(got: list[ChildRun]) -> float:
        return med([a.startup_s / b.startup_s for a, b in zip(got, bare, strict=True)])

    paired = [f"{label(kind)} {paired_ratio(runs[kind]):.2f}x" for kind in kinds[1:]]
    print(
        "  first paint, paired (each run against the bare window's run of the same round, the median of those"
        f" ratios; less moved by the machine's slow spells): {'; '.join(paired)}"
    )

    def fast_quarter(got: list[ChildRun]) -> float:
        return statistics.quantiles([r.startup_s for r in got], n=4)[0]

    fast_bare = fast_quarter(bare)
    fast = [
        f"{label(kind)} {fast_quarter(runs[kind]) / fast_bare:.2f}x"
        f" {verdict(fast_quarter(runs[kind]) / fast_bare <= START_TARGET)}"
        for kind in kinds[1:]
    ]
    print(
        "  first paint, fastest quarter (each kind's 25th percentile against the bare window's: the runs the"
        f" slow spells, which slow every kind alike, CPU time included, least reach): {'; '.join(fast)}"
    )
    now = next(k for k in kinds if k.name == "now" and not k.first_run)
    details(bare, runs[now], "now, returning")
    first = next(k for k in kinds if k.name == "now" and k.first_run)
    details(bare, runs[first], "now, first run")
    for kind in kinds:
        got = runs[kind]
        if kind.first_run:
            shown = sum(1 for r in got if "WELCOME 1" in r.lines)
            print(
                f"  {label(kind)}: the welcome open with its search done when RSS was read:"
                f" {shown} of {len(got)} runs"
            )
    for kind in kinds:
        got = runs[kind]
        print(f"  runs, {label(kind)}: start-up ms {' '.join(f'{r.startup_s * 1000:.0f}' for r in got)}")
        print(f"  {'':<{len(label(kind)) + 6}} CPU ms {' '.join(f'{r.cpu_s * 1000:.0f}' for r in got)}")
        print(f"  {'':<{len(label(kind)) + 6}} RSS MB {' '.join(f'{r.rss_kb / 1024:.1f}' for r in got)}")
    if turns:
        rss_turn = med([r.rss_kb for r in turns]) / 1024
        rss_app = med([r.rss_kb for r in runs[now]]) / 1024
        print(
            f"  after one finished turn ({args.turn_tokens:,}-token answer, scripted server,"
            f" {len(turns)} runs):"
            f" app RSS {rss_turn:.1f} MB = {rss_turn / rss_bare:.2f}x the bare window (no target);"
            f" idle app {rss_app:.1f} MB + {rss_turn - rss_app:.1f} MB"
        )


def details(bare: list[ChildRun], app: list[ChildRun], name: str) -> None:
    print(f"  where the time and memory go, {name} (ms from spawn; RSS MB at that moment; medians):")
    print(f"  {'':<38} {'bare window':>12} {'app':>10} {'app - bare':>11} {'RSS bare':>9} {'RSS app':>8}")
    labels = {
        "start": "interpreter up (child's first line)",
        "window": "main window constructor entered",
        "show": "show() called",
        "paint_event": "first Paint event of the window",
        "loop_free": "event loop free again after it",
    }
    for mark, text in labels.items():
        b, a = med([r.marks[mark] for r in bare]) * 1000, med([r.marks[mark] for r in app]) * 1000
        if mark in bare[0].mark_rss_kb:
            mb, ma = (med([r.mark_rss_kb[mark] for r in runs]) / 1024 for runs in (bare, app))
            print(f"  {text:<38} {b:12.0f} {a:10.0f} {a - b:+11.0f} {mb:9.1f} {ma:8.1f}")
        else:
            print(f"  {text:<38} {b:12.0f} {a:10.0f} {a - b:+11.0f}")
    rss_bare, rss_app = (med([r.rss_kb for r in runs]) / 1024 for runs in (bare, app))
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


if __name__ == "__main__":
    main()
