"""`--open-session ID` and a scheduled run's notification, with real processes: the window started with the
flag shows the session; a second launch with the flag hands the session to the window already running on
that data folder (and ends) instead of opening another; clicking the notification of a run (a real
freedesktop notification server on a private D-Bus session bus) starts `desktop-agent --open-session ID`,
which reaches the window."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from desktop_agent.ui.open_session import SessionDoor, door_name, door_path, hand_over
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text
from tests.helpers.notification_server import NotificationServer, SessionBus

ROOT = Path(__file__).resolve().parents[2]
needs_dbus = pytest.mark.skipif(shutil.which("dbus-daemon") is None, reason="needs dbus-daemon")
pytestmark = [pytest.mark.slow, pytest.mark.skipif(sys.platform == "win32", reason="Unix processes")]

# The real start-up (`desktop_agent.app.main`), reporting each session the window shows, one line each.
CHILD = r"""
import json, sys
from PySide6.QtCore import QTimer
import desktop_agent.ui.app
from desktop_agent.ui import open_session

original = open_session.SessionDoor.show
def show(self, session_id):
    original(self, session_id)
    window = self._window
    def check(tries=[0]):
        tries[0] += 1
        if window.session is not None and window.session.id == session_id:
            print("SHOWN " + json.dumps([session_id, window.chat.toPlainText()]), flush=True)
        elif tries[0] < 200:
            QTimer.singleShot(50, check)
    QTimer.singleShot(50, check)
open_session.SessionDoor.show = show
from desktop_agent.app import main
sys.exit(main(sys.argv[1:]))
"""


def environment(tmp_path: Path, bus: str = "") -> dict[str, str]:
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DESKTOP_AGENT", "DBUS_"))}
    env.update(PYTHONPATH=str(ROOT), HOME=str(home), XDG_CONFIG_HOME=str(home), QT_QPA_PLATFORM="offscreen",
               DESKTOP_AGENT_SCHEDULER="none", PYTHONUTF8="1")  # fmt: skip
    env["DBUS_SESSION_BUS_ADDRESS"] = bus or f"unix:path={tmp_path / 'no-bus'}"
    return env


def app(*args: str, env: dict[str, str], cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "desktop_agent", *args], env=env, cwd=cwd, capture_output=True, text=True,
        timeout=120, check=False, stdin=subprocess.DEVNULL,
    )  # fmt: skip


def scheduled_session(
    data: Path, server: ScriptedLLMServer, env: dict[str, str], answer: str, *, notify: bool = False
) -> str:
    """A job run once by hand (`schedule run-now`): its session's id."""
    workspace = data.parent / "ws"
    workspace.mkdir(exist_ok=True)
    server.script(openai_text(answer))
    name = f"Job {answer[:10]}"
    added = app("schedule", "add", name, "--every", "hourly", "--prompt", "Summarise", "--workspace",
                str(workspace), "--provider", "vllm", "--base-url", server.openai_base_url, "--model", "m",
                "--data-dir", str(data), env=env, cwd=data.parent)  # fmt: skip
    assert added.returncode == 0, added.stderr
    ran = app("schedule", "run-now", name, *([] if notify else ["--no-notify"]), "--data-dir", str(data),
              env=env, cwd=data.parent)  # fmt: skip
    assert ran.returncode == 0, ran.stderr
    shown = app("schedule", "history", name, "--json", "--data-dir", str(data), env=env, cwd=data.parent)
    (run,) = json.loads(shown.stdout)
    return str(run["session"])


@pytest.fixture
def data(tmp_path: Path) -> Path:
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "settings.json").write_text("{}", encoding="utf-8")  # not a first run: no welcome
    return folder


@pytest.fixture
def bus() -> Iterator[SessionBus]:
    with SessionBus() as session_bus:
        yield session_bus


def shown_lines(window: subprocess.Popen[str], count: int) -> list[tuple[str, str]]:
    assert window.stdout is not None
    found: list[tuple[str, str]] = []
    while len(found) < count:
        line = window.stdout.readline()
        assert line, "the window ended before showing the session"
        if line.startswith("SHOWN "):
            session_id, text = json.loads(line.removeprefix("SHOWN "))
            found.append((session_id, text))
    return found


def test_the_window_opens_on_the_session_and_a_second_launch_hands_it_over(
    data: Path, tmp_path: Path, llm_server: ScriptedLLMServer
) -> None:
    env = environment(tmp_path)
    first = scheduled_session(data, llm_server, env, "Inbox: three new issues.")
    second = scheduled_session(data, llm_server, env, "Builds: all green.")
    window = subprocess.Popen(
        [sys.executable, "-c", CHILD, "--data-dir", str(data), "--open-session", first],
        env=env, cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        stdin=subprocess.DEVNULL,
    )  # fmt: skip
    try:
        ((shown, text),) = shown_lines(window, 1)
        assert shown == first and "Inbox: three new issues." in text
        again = app("--data-dir", str(data), "--open-session", second, env=env, cwd=tmp_path)
        assert again.returncode == 0, again.stderr
        ((shown, text),) = shown_lines(window, 1)
        assert shown == second and "Builds: all green." in text, "the running window shows it"
        for hostile in (
            f"desktop-agent://open-session/{first}/..",
            "desktop-agent://open-session/../x",
            f"https://open-session/{first}",
            f"desktop-agent://open-session/{first}?data-dir=/",
        ):
            refused = app("--data-dir", str(data), "--open-url", hostile, env=env, cwd=tmp_path)
            assert refused.returncode == 2 and "is not an address Desktop Agent opens" in refused.stderr
        by_url = app("--data-dir", str(data), "--open-url", f"desktop-agent://open-session/{first}",
                     env=env, cwd=tmp_path)  # fmt: skip
        assert by_url.returncode == 0, by_url.stderr
        ((shown, _text),) = shown_lines(window, 1)
        assert shown == first, "a toast's address (Windows) opens the session the same way"
    finally:
        window.terminate()
        _, errors = window.communicate(timeout=30)
    assert window.returncode == 0, errors[-3000:]


def test_nobody_answers_the_knock_when_no_window_runs(qtbot: QtBot, tmp_path: Path) -> None:
    assert not hand_over(tmp_path, "ses_1", timeout_ms=300)
    holder = QWidget()
    qtbot.addWidget(holder)
    opened: list[str] = []
    door = SessionDoor(tmp_path, holder, opened.append, first="ses_first")
    try:
        assert door.listening and door_path(tmp_path).name == f"{door_name(tmp_path)}.sock"
        assert door_path(tmp_path).stat().st_mode & 0o777 == 0o600, "only this user may knock"
        door.ready()
        assert opened == ["ses_first"]
    finally:
        door.close()


@needs_dbus
def test_clicking_a_runs_notification_opens_its_session_in_the_running_window(
    qtbot: QtBot, data: Path, tmp_path: Path, llm_server: ScriptedLLMServer, bus: SessionBus
) -> None:
    holder = QWidget()  # the window already running on this data folder (its door, the real one)
    qtbot.addWidget(holder)
    opened: list[str] = []
    door = SessionDoor(data, holder, opened.append)
    door.ready()
    env = environment(tmp_path, bus.address)
    try:
        with NotificationServer(bus.address) as notifications:
            session_id = scheduled_session(data, llm_server, env, "Inbox: 3 new issues.", notify=True)
            (received,) = notifications.wait_for(1, 10)
            assert received.summary == "Job Inbox: 3 n" and received.body == "Inbox: 3 new issues."
            assert received.actions == ["default", "Open", "open", "Open"]
            assert received.hints["x-desktop-agent-session"] == session_id
            assert opened == [], "nothing opens before the click"
            notifications.invoke(1, "default")
            qtbot.waitUntil(lambda: opened == [session_id], timeout=30_000)
    finally:
        door.close()
