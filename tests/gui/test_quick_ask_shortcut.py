"""Quick ask from another application: the app runs on a real X server (Xvfb), the global shortcut is pressed
with xdotool (an X input event, as a keyboard gives it), the small prompt opens focused, a question typed
there is answered, and the answer streams into it."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import NoReturn

import pytest
from pytestqt.qtbot import QtBot

from desktop_agent.ui import global_shortcut
from desktop_agent.ui.global_shortcut import GlobalShortcut
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="an X server (Xvfb) and xdotool")

ROOT = Path(__file__).resolve().parents[2]

# The app's own start-up path, on the X server; says READY once the shortcut is taken (after the core has
# attached), FOCUSED when Quick ask's prompt has the keyboard, and ANSWER with what streamed into it.
CHILD = r"""
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
import desktop_agent.ui.app
from desktop_agent.ui import global_shortcut as gs, main_window as mw

original_start = mw.MainWindow.start

def focus_changed(old, new):
    if new is not None and type(new).__name__ == "_Prompt" and new.window().isVisible():
        print("FOCUSED", flush=True)

def answered():
    for widget in QApplication.topLevelWidgets():
        if type(widget).__name__ == "QuickAskWindow" and widget.status.text() == "Done":
            print("ANSWER " + widget.answer.toPlainText().replace("\n", " "), flush=True)
            return
    QTimer.singleShot(50, answered)

async def start(self):
    await original_start(self)
    QApplication.instance().focusChanged.connect(focus_changed)
    answered()

def listen(self, text):
    self.listening.connect(lambda: print("READY", flush=True))
    return original_listen(self, text)

mw.MainWindow.start = start
original_listen, gs.GlobalShortcut.listen = gs.GlobalShortcut.listen, listen
from desktop_agent.app import main
sys.exit(main(["--data-dir", sys.argv[1]]))
"""


@dataclass
class XServer:
    process: subprocess.Popen[bytes]
    display: str


@pytest.fixture
def x_server() -> Iterator[XServer]:
    """A private Xvfb (the display number it picked is read from -displayfd) that does not reset when its last
    client leaves (the listener's test has no other client while one shortcut gives way to the next)."""
    if shutil.which("Xvfb") is None or shutil.which("xdotool") is None:
        pytest.skip("Xvfb or xdotool is not installed (apt-get install xvfb xdotool)")
    read_fd, write_fd = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_fd), "-screen", "0", "1280x800x24", "-nolisten", "tcp", "-noreset"],
        pass_fds=(write_fd,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    os.close(write_fd)
    with os.fdopen(read_fd) as said:
        number = said.readline().strip()
    if not number:
        server.kill()
        pytest.skip("Xvfb did not start")
    try:
        yield XServer(server, f":{number}")
    finally:
        server.kill()
        server.wait()


def read_until(child: subprocess.Popen[str], word: str, limit_s: float = 60.0) -> str:
    assert child.stdout is not None
    ends = time.monotonic() + limit_s
    while time.monotonic() < ends:
        line = child.stdout.readline()
        if not line:
            break
        if line.startswith(word):
            return line.strip()
    child.kill()
    _, stderr = child.communicate()
    raise AssertionError(f"no {word}: {stderr[-3000:]}")


def xdotool(display: str, *args: str) -> None:
    subprocess.run(["xdotool", *args], env=dict(os.environ, DISPLAY=display), check=True, timeout=10)


def test_the_shortcut_opens_quick_ask_focused_and_the_answer_streams_into_it(
    tmp_path: Path, llm_server: ScriptedLLMServer, x_server: XServer
) -> None:
    llm_server.script(replace(openai_text("Streamed **answer** from the model.", piece=4), interval=0.02))
    settings = {
        "default_provider": "ollama",
        "providers": {"ollama": {"base_url": llm_server.openai_base_url}},
    }
    (tmp_path / "settings.json").write_text(json.dumps(settings), encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="xcb", DISPLAY=x_server.display, PYTHONPATH=str(ROOT))
    for name in ("WAYLAND_DISPLAY", "XDG_SESSION_TYPE"):
        env.pop(name, None)
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(tmp_path)],
        env=env, cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        read_until(child, "READY")
        xdotool(x_server.display, "key", "--clearmodifiers", "ctrl+alt+space")
        read_until(child, "FOCUSED", 10)
        xdotool(x_server.display, "type", "--delay", "5", "What is up?")
        xdotool(x_server.display, "key", "Return")
        answer = read_until(child, "ANSWER", 30)
        assert answer == "ANSWER Streamed answer from the model.", "rendered as Markdown once complete"
    finally:
        child.terminate()
        try:
            _, stderr = child.communicate(timeout=15)
        except subprocess.TimeoutExpired:
            child.kill()
            _, stderr = child.communicate()
    assert child.returncode == 0 and "Traceback" not in stderr, stderr[-3000:]


def test_the_listener_takes_a_new_shortcut_gives_the_old_one_back_and_says_when_one_is_taken(
    qtbot: QtBot, x_server: XServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DISPLAY", x_server.display)
    first, other = GlobalShortcut(kind="x11"), GlobalShortcut(kind="x11")
    try:
        with qtbot.waitSignal(first.listening, timeout=5000):
            assert first.listen("Ctrl+Alt+Space") == ""
        with qtbot.waitSignal(first.pressed, timeout=5000):
            xdotool(x_server.display, "key", "--clearmodifiers", "ctrl+alt+space")
        with qtbot.waitSignal(other.problem, timeout=5000) as taken:
            other.listen("Ctrl+Alt+Space")
        assert taken.args == ["Another application already uses this shortcut: choose another."]
        with qtbot.waitSignal(first.listening, timeout=5000):
            first.listen("Ctrl+Shift+F5")
        with qtbot.waitSignal(other.listening, timeout=5000):
            other.listen("Ctrl+Alt+Space")  # given back by the first
        with qtbot.waitSignal(first.pressed, timeout=5000):
            xdotool(x_server.display, "key", "--clearmodifiers", "ctrl+shift+F5")
    finally:
        first.stop()
        other.stop()


# A window's process on the X server, as the app's: Qt on xcb, a window shown, the listener started; says
# whether python-xlib was imported once the shortcut is taken, then PRESSED when the key comes.
LISTENER_CHILD = r"""
import sys
from PySide6.QtWidgets import QApplication, QLineEdit
from desktop_agent.ui.global_shortcut import GlobalShortcut

app = QApplication(sys.argv)
window = QLineEdit()
window.show()
shortcut = GlobalShortcut()
shortcut.listening.connect(lambda: print("READY xlib=" + str("Xlib" in sys.modules), flush=True))
shortcut.problem.connect(lambda text: print("PROBLEM " + text, flush=True))

def pressed():
    shortcut.bring_forward(int(window.winId()))
    print("PRESSED", flush=True)
    shortcut.stop()
    app.quit()

shortcut.pressed.connect(pressed)
assert shortcut.kind == "x11" and shortcut.listen("Ctrl+Alt+Space") == ""
app.exec()
"""


def test_the_window_process_listens_without_python_xlib(x_server: XServer) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="xcb", DISPLAY=x_server.display, PYTHONPATH=str(ROOT))
    for name in ("WAYLAND_DISPLAY", "XDG_SESSION_TYPE"):
        env.pop(name, None)
    child = subprocess.Popen(
        [sys.executable, "-c", LISTENER_CHILD],
        env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        assert read_until(child, "READY", 30) == "READY xlib=False", "libX11 through ctypes, not python-xlib"
        xdotool(x_server.display, "key", "--clearmodifiers", "ctrl+alt+space")
        read_until(child, "PRESSED", 10)
        _, stderr = child.communicate(timeout=15)
    finally:
        if child.poll() is None:
            child.kill()
            child.communicate()
    assert child.returncode == 0 and "Traceback" not in stderr, stderr[-3000:]


def test_without_libx11_the_shortcut_says_so_in_words(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    def missing() -> NoReturn:
        raise OSError("libX11.so.6: cannot open shared object file")

    monkeypatch.setattr(global_shortcut, "_libx11", missing)
    shortcut = GlobalShortcut(kind="x11")
    try:
        with qtbot.waitSignal(shortcut.problem, timeout=5000) as said:
            assert shortcut.listen("Ctrl+Alt+Space") == ""
        assert said.args is not None and "X11 library (libX11)" in said.args[0]
    finally:
        shortcut.stop()
