"""Crashes handled like a product: a bug in a slot shows one calm dialog (keys left out of its details) and
is logged; repeats are counted, never a dialog storm; Qt's warnings and thread errors reach the log; a hard
crash leaves its stacks in crash.log."""

from __future__ import annotations

import logging
import os
import signal
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer, qWarning
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from desktop_agent import __version__
from desktop_agent.logging_setup import SecretScrubber
from desktop_agent.ui.crash import CrashHandling, CrashReport, CrashView, install_crash_handling
from desktop_agent.ui.crash_dialog import CrashDialog

ROOT = Path(__file__).resolve().parents[2]
KEY = "sk-test-0123456789abcdefghijklmnop"
KNOWN = "my-local-server-token-42"
"""A key the app read (known to the log's scrubber) though it is shaped like no vendor's."""


class FakeView:
    """Stands in for the dialog: what it was shown, and whether the person has closed it yet."""

    def __init__(self, report: CrashReport) -> None:
        self.reports = [report]
        self.open = True

    def add(self, report: CrashReport) -> None:
        self.reports.append(report)

    def is_open(self) -> bool:
        return self.open


@pytest.fixture
def scrubber() -> Iterator[SecretScrubber]:
    """The log as the app sets it up: a handler on the root logger whose scrubber knows a key."""
    found = SecretScrubber()
    found.add(KNOWN)
    handler = logging.NullHandler()
    handler.addFilter(found)
    logging.getLogger().addHandler(handler)
    try:
        yield found
    finally:
        logging.getLogger().removeHandler(handler)


class Installed:
    def __init__(self, log_dir: Path) -> None:
        self.views: list[FakeView] = []
        self.handling = install_crash_handling(log_dir, show=self.show, faults=False)

    def show(self, report: CrashReport) -> CrashView:
        self.views.append(FakeView(report))
        return self.views[-1]


@pytest.fixture
def installed(tmp_path: Path, scrubber: SecretScrubber) -> Iterator[Installed]:
    found = Installed(tmp_path)
    try:
        yield found
    finally:
        found.handling.uninstall()


@pytest.fixture
def views(installed: Installed) -> list[FakeView]:
    return installed.views


def fail_in_a_slot(message: str = f"could not reach the server with {KEY} and {KNOWN}") -> None:
    raise ValueError(message)


def test_a_bug_in_a_slot_is_logged_and_shown_with_keys_left_out(
    qtbot: QtBot, views: list[FakeView], caplog: pytest.LogCaptureFixture
) -> None:
    QTimer.singleShot(0, fail_in_a_slot)
    qtbot.waitUntil(lambda: len(views) == 1)

    [report] = views[0].reports
    assert report.summary.startswith("ValueError: could not reach the server")
    assert "fail_in_a_slot" in report.details and f"Desktop Agent {__version__}" in report.details
    assert KEY not in report.details and KNOWN not in report.details
    assert report.details.count("[key hidden]") >= 2
    [logged] = [r for r in caplog.records if r.name == "desktop_agent.ui.crash"]
    assert logged.levelno == logging.ERROR and "fail_in_a_slot" in logged.getMessage()
    assert KEY not in logged.getMessage() and KNOWN not in logged.getMessage()


def test_repeated_errors_are_counted_in_one_dialog_never_a_storm(
    qtbot: QtBot, views: list[FakeView], caplog: pytest.LogCaptureFixture
) -> None:
    for _ in range(200):
        QTimer.singleShot(0, fail_in_a_slot)
    qtbot.waitUntil(lambda: len(views) == 1 and len(views[0].reports) == 200)
    assert views[0].reports[-1].count == 200
    logged = [r for r in caplog.records if r.name == "desktop_agent.ui.crash"]
    assert len(logged) <= 4, "the first with its traceback, then a line at 2, 10 and 100 repeats"

    views[0].open = False  # the person closed the dialog
    QTimer.singleShot(0, fail_in_a_slot)
    QTimer.singleShot(0, lambda: fail_in_a_slot("another message from the same place"))
    QTimer.singleShot(0, lambda: [][0])  # a different error
    qtbot.waitUntil(lambda: len(views) == 2)
    assert views[1].reports[0].summary.startswith("IndexError")
    assert len(views) == 2, "the error already shown came back: only logged and counted"


def test_the_dialog_copies_details_without_keys_and_closes(
    qtbot: QtBot, tmp_path: Path, scrubber: SecretScrubber
) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    handling = install_crash_handling(tmp_path, faults=False)  # the real dialog
    try:
        QTimer.singleShot(0, fail_in_a_slot)
        dialog = wait_for_dialog(qtbot, handling)
        assert "Something went wrong. Your conversations are saved." in dialog.message.text()
        assert dialog.summary.text().startswith("ValueError")

        QTimer.singleShot(0, fail_in_a_slot)
        QTimer.singleShot(0, fail_in_a_slot)
        qtbot.waitUntil(lambda: "3 errors so far" in dialog.summary.text())
        assert [w for w in QApplication.topLevelWidgets() if w.isVisible() and w is not window] == [dialog]

        dialog.copy_button.click()
        copied = QGuiApplication.clipboard().text()
        assert "Traceback" in copied and "fail_in_a_slot" in copied and "happened 3 times" in copied
        assert KEY not in copied and KNOWN not in copied
        dialog.details_button.click()
        assert dialog.details.isVisible() and KEY not in dialog.details.toPlainText()

        with qtbot.waitSignal(dialog.finished):
            dialog.close_button.click()
        assert not dialog.is_open()
    finally:
        handling.uninstall()


def wait_for_dialog(qtbot: QtBot, handling: CrashHandling) -> CrashDialog:
    def shown() -> bool:
        view = handling.handler.view
        return isinstance(view, CrashDialog) and view.isVisible()

    qtbot.waitUntil(shown)
    dialog = handling.handler.view
    assert isinstance(dialog, CrashDialog)
    return dialog


def test_errors_outside_the_event_loop_go_on_to_the_previous_hook(installed: Installed) -> None:
    passed_on: list[type[BaseException]] = []
    installed.handling.handler._previous_excepthook = lambda kind, value, tb: passed_on.append(kind)
    try:
        raise KeyError("at the top level")
    except KeyError as error:
        sys.excepthook(KeyError, error, error.__traceback__)  # what Python does with an uncaught error
    assert passed_on == [KeyError] and installed.views == [], "the app ends: no dialog, Python prints it"


def test_an_error_ending_a_thread_is_logged(views: list[FakeView], caplog: pytest.LogCaptureFixture) -> None:
    worker = threading.Thread(target=fail_in_a_slot, name="history-writer")
    worker.start()
    worker.join()
    [logged] = [r for r in caplog.records if r.name == "desktop_agent.ui.crash"]
    assert "Uncaught error in history-writer" in logged.getMessage() and KEY not in logged.getMessage()
    assert views == []


def test_qt_warnings_reach_the_log_and_repeats_are_counted(
    views: list[FakeView], caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.DEBUG, logger="desktop_agent.ui.qt"):
        for _ in range(12):
            qWarning("The X11 connection broke (error 1). Did the X11 server die?")
        qWarning("Something else")
    lines = [r.getMessage() for r in caplog.records if r.name == "desktop_agent.ui.qt"]
    assert lines == [
        "The X11 connection broke (error 1). Did the X11 server die?",
        "The X11 connection broke (error 1). Did the X11 server die? (10 times)",
        "Something else",
    ]
    assert all(r.levelno == logging.WARNING for r in caplog.records if r.name == "desktop_agent.ui.qt")


CRASHING_CHILD = r"""
import faulthandler, sys
from pathlib import Path
from desktop_agent.ui.crash import install_crash_handling
handling = install_crash_handling(Path(sys.argv[1]))
faulthandler._sigsegv()
"""


@pytest.mark.skipif(sys.platform == "win32", reason="a POSIX signal ends the child")
def test_a_hard_crash_leaves_its_stacks_in_crash_log(tmp_path: Path) -> None:
    (tmp_path / "crash.log").write_text("an earlier run's lines stay\n", encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONFAULTHANDLER"}
    env.update(QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, "-c", CRASHING_CHILD, str(tmp_path)],
        env=env, capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
    assert done.returncode == -signal.SIGSEGV
    text = (tmp_path / "crash.log").read_text(encoding="utf-8")
    first, header, *_ = text.splitlines()
    assert first == "an earlier run's lines stay", "the crash log is appended to"
    assert header.startswith("--- ") and f"Desktop Agent {__version__} started" in header
    assert "Fatal Python error: Segmentation fault" in text and "<string>" in text
