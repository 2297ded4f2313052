"""A scheduled run's notification as its own process (`desktop-agent --notification JSON`), against a real
freedesktop notification server on a private D-Bus session bus: it says at once whether the notification was
shown, then waits; its Open button starts the command it was given, and when nobody clicks before the wait
ends it ends without starting anything."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop_agent.core.paths import app_paths
from desktop_agent.core.schedules import open_command, review_command
from desktop_agent.notifications.desktop import Notification, note_argument
from tests.helpers.notification_server import NotificationServer, SessionBus

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(shutil.which("dbus-daemon") is None, reason="needs dbus-daemon"),
]


@pytest.fixture
def bus() -> Iterator[SessionBus]:
    with SessionBus() as session_bus:
        yield session_bus


def follower(bus: SessionBus, marker: Path, wait_s: float) -> subprocess.Popen[str]:
    write = f"import sys; open({str(marker)!r}, 'w').write(' '.join(sys.argv[1:]))"
    argument = note_argument(
        Notification("Digest", "Inbox: 3 new issues.", session_id="ses_abc"),
        [sys.executable, "-c", write, "--open-session", "ses_abc"], wait_s,
    )  # fmt: skip
    env = {**os.environ, "DBUS_SESSION_BUS_ADDRESS": bus.address, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen(
        [sys.executable, "-m", "desktop_agent", "--notification", argument], env=env,
        stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip


def test_the_open_button_starts_the_command(bus: SessionBus, tmp_path: Path) -> None:
    marker = tmp_path / "opened"
    with NotificationServer(bus.address) as notifications:
        child = follower(bus, marker, 30)
        assert child.stdout is not None and child.stdout.readline().strip() == "shown"
        (received,) = notifications.wait_for(1, 10)
        assert received.hints["x-desktop-agent-session"] == "ses_abc"
        notifications.invoke(1, "open")
        _, errors = child.communicate(timeout=20)
    assert child.returncode == 0, errors
    deadline = time.monotonic() + 10
    while not marker.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert marker.read_text() == "--open-session ses_abc"


def test_nothing_starts_when_nobody_clicks(bus: SessionBus, tmp_path: Path) -> None:
    marker = tmp_path / "opened"
    with NotificationServer(bus.address):
        child = follower(bus, marker, 1.0)
        _, errors = child.communicate(timeout=20)
    assert child.returncode == 0, errors
    time.sleep(0.3)
    assert not marker.exists()


def test_no_notification_service_is_said_at_once(tmp_path: Path) -> None:
    env = {
        **os.environ,
        "DBUS_SESSION_BUS_ADDRESS": f"unix:path={tmp_path / 'none'}",
        "PYTHONPATH": str(ROOT),
    }
    argument = note_argument(Notification("Digest", "x", session_id="ses_abc"), ["/bin/true"], 5)
    done = subprocess.run(
        [sys.executable, "-m", "desktop_agent", "--notification", argument], env=env, capture_output=True,
        text=True, timeout=30, check=False,
    )  # fmt: skip
    assert done.returncode == 1 and done.stdout.strip() != "shown" and done.stdout.strip()


def test_a_click_opens_the_window_on_the_runs_session_with_its_data_folder(tmp_path: Path) -> None:
    command = open_command(app_paths(tmp_path / "data"), "ses_abc")
    assert command[-4:] == ["--data-dir", str(tmp_path / "data"), "--open-session", "ses_abc"]


def test_review_refused_calls_starts_its_own_command(bus: SessionBus, tmp_path: Path) -> None:
    """A run that refused calls the person could approve: its notification has *Review refused calls*
    beside Open, and that button starts `--review-run JOB RUN` (not the Open command)."""
    marker = tmp_path / "reviewed"
    write = f"import sys; open({str(marker)!r}, 'w').write(' '.join(sys.argv[1:]))"
    paths = app_paths(tmp_path / "data")
    review = review_command(paths, "job_1", "run_2")
    assert review[-3:] == ["--review-run", "job_1", "run_2"] and "--data-dir" in review
    note = Notification("Digest", "Refused: write_file a.txt.", session_id="ses_abc", review=True)
    argument = note_argument(
        note,
        [sys.executable, "-c", "raise SystemExit(3)", "--open-session", "ses_abc"], 30,
        review_command=[sys.executable, "-c", write, *review[-3:]],
    )  # fmt: skip
    env = {**os.environ, "DBUS_SESSION_BUS_ADDRESS": bus.address, "PYTHONPATH": str(ROOT)}
    with NotificationServer(bus.address) as notifications:
        child = subprocess.Popen(
            [sys.executable, "-m", "desktop_agent", "--notification", argument], env=env,
            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )  # fmt: skip
        assert child.stdout is not None and child.stdout.readline().strip() == "shown"
        (received,) = notifications.wait_for(1, 10)
        assert received.actions == ["default", "Open", "open", "Open", "review", "Review refused calls"]
        notifications.invoke(1, "review")
        _, errors = child.communicate(timeout=20)
    assert child.returncode == 0, errors
    deadline = time.monotonic() + 10
    while not marker.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert marker.read_text() == "--review-run job_1 run_2"


def test_without_calls_to_approve_there_is_no_review_button(bus: SessionBus, tmp_path: Path) -> None:
    argument = note_argument(Notification("Digest", "Done.", session_id="ses_abc"), ["/bin/true"], 1)
    env = {**os.environ, "DBUS_SESSION_BUS_ADDRESS": bus.address, "PYTHONPATH": str(ROOT)}
    with NotificationServer(bus.address) as notifications:
        done = subprocess.run(
            [sys.executable, "-m", "desktop_agent", "--notification", argument], env=env, capture_output=True,
            text=True, timeout=30, check=False,
        )  # fmt: skip
        (received,) = notifications.wait_for(1, 10)
    assert done.returncode == 0 and received.actions == ["default", "Open", "open", "Open"]
