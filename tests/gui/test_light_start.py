"""A light start: what the window's process loads before its first paint, and what a first run keeps.

Each test runs the real start-up path (`desktop_agent.app.main`) in a fresh process and reports what it found;
`bench/startup.py` has the figures (time to the first paint, idle memory) these choices are for.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# At the window's first Paint event: whether PySide6 has built Qt's namespace (`Qt`, ~20 ms and ~1.3 MB: the
# composer's box is drawn without it) and which of the heavier modules are loaded. On a first run, once the
# welcome opens: whether the keyring library's backends were loaded in this process (the check runs in a
# child process). The child is run with `-c`, as a spawned process needs for its parent's main module.
CHILD = r"""
import json, sys
import PySide6.QtCore as QtCore
from PySide6.QtCore import QEvent, QObject, QTimer

WATCH = ("openai", "anthropic", "mcp", "desktop_agent.knowledge", "desktop_agent.core.knowledge",
         "desktop_agent.core.app_core", "asyncio", "pydantic", "keyring", "yaml",
         "desktop_agent.domain.messages", "desktop_agent.ui.welcome", "keyring.backends.SecretService")

def loaded():
    return sorted(name for name in WATCH if name in sys.modules)

seen = {}

def report(window):
    print("SEEN " + json.dumps(seen), flush=True)
    window.close()

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and "paint" not in seen:
            seen["paint"] = loaded()
            seen["qt_namespace_at_paint"] = "Qt" in vars(QtCore)
        return False

import desktop_agent.ui.app  # the app's own import order
from desktop_agent.ui import main_window as mw

watcher = FirstPaint()
original_show, original_start = mw.MainWindow.show, mw.MainWindow.start

def show(self):
    self.installEventFilter(watcher)
    original_show(self)

async def start(self):
    await original_start(self)
    seen["ready"] = loaded()
    if sys.argv[2] == "returning":
        QTimer.singleShot(0, lambda: report(self))
        return
    from desktop_agent.ui import welcome  # the core has loaded what it needs (the welcome comes next)

    original_open = welcome.WelcomeDialog.open

    def opened(dialog):
        original_open(dialog)
        seen["welcome"] = loaded()
        QTimer.singleShot(0, lambda: report(self))

    welcome.WelcomeDialog.open = opened

mw.MainWindow.show, mw.MainWindow.start = show, start
from desktop_agent.app import main
sys.exit(main(["--data-dir", sys.argv[1]]))
"""


def run_app(data_dir: Path, kind: str) -> dict[str, object]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT), HOME=str(data_dir))
    # No Secret Service to reach: the keyring's answer is "no keyring" (so no key), the same every time.
    env["DBUS_SESSION_BUS_ADDRESS"] = f"unix:path={data_dir / 'no-bus'}"
    env.pop("PYTHON_KEYRING_BACKEND", None)
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(data_dir), kind],
        env=env, cwd=data_dir, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    lines = [line for line in done.stdout.splitlines() if line.startswith("SEEN ")]
    assert lines, done.stdout + done.stderr[-3000:]
    seen: dict[str, object] = json.loads(lines[0].removeprefix("SEEN "))
    return seen


@pytest.mark.skipif(sys.platform == "win32", reason="offscreen child process")
def test_the_first_paint_needs_neither_qt_namespace_nor_sdks_nor_the_core(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text("{}", encoding="utf-8")

    seen = run_app(tmp_path, "returning")

    assert seen["paint"] == [], "nothing of the core, the SDKs, the knowledge engine or the messages model"
    assert seen["qt_namespace_at_paint"] is False, "a Qt.* name (or a QPen/QBrush from a colour) in the paint"
    ready = seen["ready"]
    assert isinstance(ready, list) and "desktop_agent.core.app_core" in ready, "the core loaded after it"
    assert not {"openai", "anthropic", "mcp", "keyring", "yaml"} & set(ready), "loaded when first needed"
    assert "desktop_agent.knowledge" not in ready, "the knowledge engine loads with the first base"


@pytest.mark.skipif(sys.platform != "linux", reason="the OS keyring here is a Secret Service that is absent")
def test_a_first_run_checks_the_keyring_in_a_child_process_and_shows_the_welcome(tmp_path: Path) -> None:
    seen = run_app(tmp_path, "first")

    welcome = seen.get("welcome")
    assert isinstance(welcome, list), "no settings and no key: the welcome opens"
    assert "keyring.backends.SecretService" not in welcome, "the keyring's backends stay in the child process"
