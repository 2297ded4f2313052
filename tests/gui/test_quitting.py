"""The app ends cleanly however it is asked to: SIGTERM (a logout, `kill`), Ctrl+C in its terminal, or the
display going away. The window's close path runs: a running answer is stopped and what it said so far is
saved as interrupted, the process exits with 0, and no Python traceback reaches the terminal."""

from __future__ import annotations

import json
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.helpers.fake_llm_server import ScriptedLLMServer, StreamReply, openai_text

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX signals and an X server")

ROOT = Path(__file__).resolve().parents[2]
ANSWER = "Streamed " + "word " * 400
EXIT_WITHIN_S = 10.0

# The app's own start-up path; once it has started it sends a message (with "send") and says when the answer
# has begun to show, or says it is idle, and how many objects start-up froze out of the collector's passes.
CHILD = r"""
import gc, sys
from PySide6.QtCore import QTimer
import desktop_agent.ui.app
from desktop_agent.ui import main_window as mw

original_start = mw.MainWindow.start

async def start(self):
    await original_start(self)
    def streaming():
        if "Streamed" in self.chat.toPlainText():
            print("STREAMING", flush=True)
        else:
            QTimer.singleShot(10, streaming)
    def started():
        print(f"STARTED frozen={gc.get_freeze_count()}", flush=True)
        if sys.argv[2:] == ["send"]:
            self.message_input.setPlainText("Hi")
            self.send()
            streaming()
    QTimer.singleShot(0, started)  # once start-up has finished

mw.MainWindow.start = start
from desktop_agent.app import main
sys.exit(main(["--data-dir", sys.argv[1]]))
"""


@dataclass
class App:
    process: subprocess.Popen[str]
    data_dir: Path

    def said(self) -> str:
        assert self.process.stdout is not None
        return self.process.stdout.readline().strip()

    def ended(self) -> tuple[int, str]:
        started = time.monotonic()
        _, stderr = self.process.communicate(timeout=EXIT_WITHIN_S)
        assert time.monotonic() - started < EXIT_WITHIN_S
        return self.process.returncode, stderr

    def log(self) -> str:
        return (self.data_dir / "logs" / "desktop-agent.log").read_text(encoding="utf-8")

    def assistant_messages(self) -> list[tuple[str, str]]:
        with sqlite3.connect(self.data_dir / "history.sqlite3") as db:
            rows = db.execute(
                "SELECT m.status, COALESCE(p.text, '') || COALESCE((SELECT group_concat(c.text, '') FROM "
                "part_chunks c WHERE c.message_id = m.id), '') FROM messages m LEFT JOIN parts p "
                "ON p.message_id = m.id AND p.kind = 'text' WHERE m.role = 'assistant' ORDER BY m.seq"
            ).fetchall()
        return [(status, text) for status, text in rows]


@pytest.fixture
def start_app(tmp_path: Path, llm_server: ScriptedLLMServer) -> Iterator[Callable[..., App]]:
    started: list[App] = []
    reply = openai_text(ANSWER, piece=5)
    llm_server.script(StreamReply(items=reply.items, interval=0.02))  # ~8 s of streaming
    ollama = {"base_url": llm_server.openai_base_url}
    settings = {"default_provider": "ollama", "providers": {"ollama": ollama}}
    (tmp_path / "settings.json").write_text(json.dumps(settings), encoding="utf-8")

    def start(*then: str, **env: str) -> App:
        environ = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT)) | env
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(tmp_path), *then],
            env=environ, cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )  # fmt: skip
        started.append(App(child, tmp_path))
        return started[-1]

    yield start
    for app in started:
        if app.process.poll() is None:
            app.process.kill()
            app.process.communicate()


def assert_stopped_and_saved(app: App) -> None:
    [(status, text)] = app.assistant_messages()
    assert status == "interrupted", "the running answer was stopped by the window's close path"
    assert text and ANSWER.startswith(text) and len(text) < len(ANSWER), "what it had said is kept"


def test_sigterm_stops_the_running_answer_saves_it_and_exits_cleanly(start_app: Callable[..., App]) -> None:
    app = start_app("send")
    assert app.said().startswith("STARTED")
    assert app.said() == "STREAMING"

    app.process.send_signal(signal.SIGTERM)

    code, stderr = app.ended()
    assert code == 0 and "Traceback" not in stderr, stderr[-3000:]
    assert_stopped_and_saved(app)
    assert "Closing the window: SIGTERM received" in app.log()


def test_ctrl_c_closes_an_idle_window_cleanly(start_app: Callable[..., App]) -> None:
    app = start_app()
    said = app.said()
    assert said.startswith("STARTED frozen=") and int(said.removeprefix("STARTED frozen=")) > 0, (
        "start-up froze what lives as long as the app out of the collector's passes"
    )

    app.process.send_signal(signal.SIGINT)

    code, stderr = app.ended()
    assert code == 0 and "Traceback" not in stderr and "KeyboardInterrupt" not in stderr, stderr[-3000:]
    assert "Closing the window: SIGINT received" in app.log()


def test_the_installed_command_ends_with_0_on_sigterm(tmp_path: Path) -> None:
    """`python -m desktop_agent` as it is, nothing patched: SIGTERM once its log says the window is up."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    child = subprocess.Popen(
        [sys.executable, "-m", "desktop_agent", "--data-dir", str(tmp_path)],
        env=env, cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        log = tmp_path / "logs" / "desktop-agent.log"
        poll_until(lambda: log.exists() and "Window shown" in log.read_text(encoding="utf-8"))
        child.send_signal(signal.SIGTERM)
        _, stderr = child.communicate(timeout=EXIT_WITHIN_S)
    finally:
        if child.poll() is None:
            child.kill()
            child.communicate()
    assert child.returncode == 0 and "Traceback" not in stderr, stderr[-3000:]


# The window is being made: the child waits there until the test has sent its signal.
EARLY_CHILD = r"""
import sys
from desktop_agent.ui import main_window as mw

original_init = mw.MainWindow.__init__

def init(self, *args, **kwargs):
    print("CONSTRUCTING", flush=True)
    sys.stdin.readline()
    original_init(self, *args, **kwargs)

mw.MainWindow.__init__ = init
from desktop_agent.app import main
sys.exit(main(["--data-dir", sys.argv[1]]))
"""


def test_ctrl_c_before_the_window_is_up_ends_the_app_quietly(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    child = subprocess.Popen(
        [sys.executable, "-c", EARLY_CHILD, str(tmp_path)], env=env, cwd=tmp_path,
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "CONSTRUCTING"
        child.send_signal(signal.SIGINT)
        _, stderr = child.communicate(timeout=EXIT_WITHIN_S)
    finally:
        if child.poll() is None:
            child.kill()
            child.communicate()
    assert child.returncode == -signal.SIGINT, "ended as Ctrl+C ends a program: nothing to save yet"
    assert "Traceback" not in stderr and "KeyboardInterrupt" not in stderr, stderr[-3000:]


def poll_until(ready: Callable[[], bool], timeout: float = 60.0) -> None:
    """For a child process (no Qt loop here to wait on): check every 20 ms until `ready` or the timeout."""
    deadline = time.monotonic() + timeout
    while not ready():
        assert time.monotonic() < deadline, "the app did not start"
        time.sleep(0.02)


# Losing the display ----------------------------------------------------------------------------------------


@dataclass
class XServer:
    process: subprocess.Popen[bytes]
    display: str


@pytest.fixture
def x_server() -> Iterator[XServer]:
    """A private Xvfb (the display number it picked is read from -displayfd)."""
    if shutil.which("Xvfb") is None:
        pytest.skip("Xvfb is not installed (apt-get install xvfb)")
    read_fd, write_fd = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_fd), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        pass_fds=(write_fd,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    os.close(write_fd)
    with os.fdopen(read_fd) as display:
        number = display.readline().strip()
    if not number:
        server.kill()
        pytest.skip("Xvfb did not start")
    try:
        yield XServer(server, f":{number}")
    finally:
        if server.poll() is None:
            server.kill()
        server.wait()


def test_losing_the_display_ends_the_app_without_a_traceback(
    start_app: Callable[..., App], x_server: XServer
) -> None:
    app = start_app("send", QT_QPA_PLATFORM="xcb", DISPLAY=x_server.display)
    started = app.said()
    if not started.startswith("STARTED"):
        _, stderr = app.process.communicate(timeout=EXIT_WITHIN_S)
        pytest.skip(f"the xcb platform does not start here: {stderr[-500:]}")
    assert app.said() == "STREAMING"

    x_server.process.kill()  # the X server dies: Qt ends its event loop

    code, stderr = app.ended()
    assert "Traceback" not in stderr, stderr[-3000:]
    assert code == 0
    assert_stopped_and_saved(app)
    assert "The X11 connection broke" in app.log(), "Qt's own message is in the log, not on the terminal"
