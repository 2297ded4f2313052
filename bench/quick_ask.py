"""Quick ask's latency: from the global shortcut's keypress to a visible, focused prompt, next to a bare Qt
window shown by the same key through the same listener, in the same run.

The bench starts its own X server (Xvfb) and, in turn, two children on it:
- app: the real start-up path (`desktop_agent.app.main(["--data-dir", DIR])`), with the shortcut
  Ctrl+Alt+Space taken by the app's own listener (`ui.global_shortcut`, XGrabKey) once the core has attached;
- bare: a bare PySide6 app whose only window is a QLineEdit in a frameless, always-on-top tool window, shown,
  raised and focused when the same listener (`GlobalShortcut`) says the key was pressed.
For each of `--presses` presses the parent notes `time.monotonic()` (system-wide on Linux) and runs `xdotool
key ctrl+alt+space` (as a keyboard gives it: an X input event); the child prints `time.monotonic()` when the
prompt has the keyboard focus and when the window has painted after being shown; the later of the two is the
moment the person sees a prompt to type into. The child then hides the window, and the next press follows.
The first press of the app also makes Quick ask's window (later presses show it again): it is printed apart
and counted with the others.

Target: the app's median and p95 at most 150 ms. Printed: median and p95 of each, their ratio, the first
press.

Run: .venv/bin/python bench/quick_ask.py [--presses 20]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET_MS = 150.0

# What both children share: the marks, printed on stdout.
PROBE = r"""
import time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

class Probe(QObject):
    def __init__(self, is_window, is_prompt):
        super().__init__()
        self.is_window, self.is_prompt = is_window, is_prompt
        self.focused = self.painted = None
        QApplication.instance().installEventFilter(self)
        QApplication.instance().focusChanged.connect(self.focus)

    def focus(self, old, new):
        if new is not None and self.is_prompt(new) and self.focused is None:
            self.focused = time.monotonic()
            self.report(new.window())

    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and self.painted is None and self.is_window(watched):
            self.painted = time.monotonic()
            self.report(watched.window())
        return False

    def report(self, window):
        if self.focused is None or self.painted is None:
            return
        print(f"SHOWN {max(self.focused, self.painted)} {self.focused} {self.painted}", flush=True)
        self.focused = self.painted = None
        QTimer.singleShot(100, window.hide)
"""

APP_CHILD = (
    PROBE
    + r"""
import sys
import desktop_agent.ui.app
from desktop_agent.ui import global_shortcut as gs, main_window as mw

original_start = mw.MainWindow.start
kept = []

async def start(self):
    await original_start(self)
    named = lambda name: lambda w: type(w).__name__ == name
    kept.append(Probe(named("QuickAskWindow"), named("_Prompt")))

def listen(self, text):
    self.listening.connect(lambda: print("READY", flush=True))
    return original_listen(self, text)

mw.MainWindow.start = start
original_listen, gs.GlobalShortcut.listen = gs.GlobalShortcut.listen, listen
from desktop_agent.app import main
sys.exit(main(["--data-dir", sys.argv[1]]))
"""
)

BARE_CHILD = (
    PROBE
    + r"""
import sys
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QVBoxLayout, QWidget
from desktop_agent.ui.global_shortcut import GlobalShortcut

app = QApplication(sys.argv)
app.setQuitOnLastWindowClosed(False)
kind = Qt.WindowType
window = QWidget(None, kind.Tool | kind.WindowStaysOnTopHint | kind.FramelessWindowHint)
line = QLineEdit()
QVBoxLayout(window).addWidget(line)
window.setFixedWidth(640)

def pressed():
    window.show()
    window.raise_()
    window.activateWindow()
    line.setFocus()

shortcut = GlobalShortcut()
shortcut.pressed.connect(pressed)
shortcut.listening.connect(lambda: print("READY", flush=True))
note = shortcut.listen("Ctrl+Alt+Space")
probe = Probe(lambda w: w is window, lambda w: w is line)
if note:
    print("NOTE " + note, flush=True)
app.exec()
"""
)


@contextmanager
def x_server() -> Iterator[str]:
    read_fd, write_fd = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_fd), "-screen", "0", "1280x800x24", "-nolisten", "tcp", "-noreset"],
        pass_fds=(write_fd,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    os.close(write_fd)
    with os.fdopen(read_fd) as said:
        number = said.readline().strip()
    try:
        yield f":{number}"
    finally:
        server.kill()
        server.wait()


def read_line(child: subprocess.Popen[str], word: str, limit_s: float = 60.0) -> str:
    assert child.stdout is not None
    ends = time.monotonic() + limit_s
    while time.monotonic() < ends:
        line = child.stdout.readline()
        if not line:
            break
        if line.startswith(word):
            return line.strip()
        if line.startswith("NOTE"):
            raise SystemExit(line.strip())
    child.kill()
    raise SystemExit(f"the child never said {word}: {child.communicate()[1][-2000:]}")


def presses(code: str, display: str, count: int, data_dir: Path) -> list[float]:
    """Milliseconds from each keypress to the focused, painted prompt."""
    env = dict(os.environ, QT_QPA_PLATFORM="xcb", DISPLAY=display, PYTHONPATH=str(ROOT))
    for name in ("WAYLAND_DISPLAY", "XDG_SESSION_TYPE"):
        env.pop(name, None)
    child = subprocess.Popen(
        [sys.executable, "-c", code, str(data_dir)],
        env=env, cwd=data_dir, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    found: list[float] = []
    try:
        read_line(child, "READY")
        time.sleep(1.0)  # start-up's own work settles (the history, the MCP list)
        for _ in range(count):
            began = time.monotonic()
            subprocess.run(["xdotool", "key", "--clearmodifiers", "ctrl+alt+space"], env=env, check=True)
            shown = float(read_line(child, "SHOWN", 10).split()[1])
            found.append((shown - began) * 1000)
            time.sleep(0.3)  # hidden again (after 100 ms), and idle
    finally:
        child.terminate()
        try:
            child.communicate(timeout=15)
        except subprocess.TimeoutExpired:
            child.kill()
            child.communicate()
    return found


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--presses", type=int, default=20)
    args = parser.parse_args()
    for tool in ("Xvfb", "xdotool"):
        if shutil.which(tool) is None:
            raise SystemExit(f"{tool} is not installed (apt-get install xvfb xdotool)")
    with x_server() as display, tempfile.TemporaryDirectory(prefix="quick-ask-bench-") as folder:
        data = Path(folder)
        (data / "settings.json").write_text(json.dumps({"default_provider": "ollama"}), encoding="utf-8")
        bare = presses(BARE_CHILD, display, args.presses, data)
        app = presses(APP_CHILD, display, args.presses, data)
    for name, values in (("bare window", bare), ("Quick ask", app)):
        median, first = statistics.median(values), values[0]
        print(
            f"{name:12} keypress -> focused prompt over {len(values)} presses: "
            f"median {median:6.1f} ms, p95 {p95(values):6.1f} ms, first {first:6.1f} ms"
        )
    ratio = statistics.median(app) / statistics.median(bare)
    verdict = "ok" if statistics.median(app) <= TARGET_MS and p95(app) <= TARGET_MS else "OVER"
    print(
        f"Quick ask / bare window (median): {ratio:.2f}x; target {TARGET_MS:.0f} ms (median, p95): {verdict}"
    )


if __name__ == "__main__":
    main()
