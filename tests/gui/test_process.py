"""The process-wide tweaks of `ui.process`, each checked against the upstream detail it leans on: when a
PySide6, qasync or Python upgrade moves that detail, one of these fails and says what to look at."""

from __future__ import annotations

import asyncio
import gc
import inspect
import os
import signal
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
import qasync
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop_agent.ui import process
from desktop_agent.ui.event_loop import AppEventLoop

# PySide6's source scan -------------------------------------------------------------------------------------


_ASK_THE_HOOK = """
import sys
import desktop_agent.ui.app  # turns the scan off, as the app does
from desktop_agent.ui import process

assert process.source_scan_skipped(), "the hook is gone or not ours"
feature = sys.modules[process.SCAN_MODULE]
asked = []
setattr(feature, process.SCAN_HOOK, lambda module: asked.append(getattr(module, "__name__", "?")) or False)
sys.path.insert(0, sys.argv[1])
import imported_after_pyside
found = imported_after_pyside.VALUE == 1 and "imported_after_pyside" in asked
print("asked" if found else f"not asked: {asked}")
"""


def test_pyside_still_asks_the_hook_the_app_replaces_on_every_import(tmp_path: Path) -> None:
    """In a fresh interpreter, as the app starts (the test process's earlier imports do not count)."""
    import subprocess

    (tmp_path / "imported_after_pyside.py").write_text("VALUE = 1\n", encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-c", _ASK_THE_HOOK, str(tmp_path)],
        capture_output=True, text=True, timeout=60, check=False,
        cwd=Path(__file__).resolve().parents[2], env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )  # fmt: skip
    assert done.stdout.strip() == "asked", (
        f"PySide6 no longer asks this hook: find its new source scan ({done.stdout}{done.stderr[-800:]})"
    )


# The event loop's overrides --------------------------------------------------------------------------------

QASYNC_OVERRIDDEN = {
    "__init__": "(self, app=None, set_running_loop=False, already_running=False)",
    "call_later": "(self, delay, callback, *args, context=None)",
    "call_soon": "(self, callback, *args, context=None)",
    "call_at": "(self, when, callback, *args, context=None)",
    "_add_callback": "(self, handle, delay=0)",
    "run_until_complete": "(self, future)",
    "run_forever": "(self)",
    "stop": "(self)",
    "set_debug": "(self, enabled)",
    "close": "(self)",
}
"""qasync's methods `AppEventLoop` overrides or relies on, as qasync 0.28 spells them."""


@pytest.mark.parametrize("name", sorted(QASYNC_OVERRIDDEN))
def test_qasync_still_has_the_methods_the_app_loop_overrides(name: str) -> None:
    method = getattr(qasync.QEventLoop, name, None)
    assert method is not None, f"qasync.QEventLoop.{name} is gone: review ui/event_loop.py"
    assert str(inspect.signature(method)) == QASYNC_OVERRIDDEN[name], f"qasync changed {name}"


def test_asyncio_still_tells_the_loop_when_a_timer_is_cancelled() -> None:
    assert "_timer_handle_cancelled" in vars(asyncio.BaseEventLoop)
    assert "_timer_handle_cancelled" in inspect.getsource(asyncio.TimerHandle.cancel)
    assert callable(getattr(asyncio.events, "_set_running_loop", None))


@pytest.fixture
def loop(qtbot: QtBot) -> Iterator[AppEventLoop]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    event_loop = process.install_event_loop(app)
    try:
        yield event_loop
    finally:
        event_loop.close()
        asyncio.set_event_loop(None)


def test_qasync_routes_its_timers_through_the_attribute_the_app_replaces(loop: AppEventLoop) -> None:
    assert asyncio.get_event_loop_policy().get_event_loop() is loop
    loop.set_debug(True)
    assert loop._timer._debug, "qasync's set_debug no longer reaches self._timer"
    loop.set_debug(False)
    loop.close()
    assert loop._timer._stopped, "qasync's close no longer stops self._timer"


def test_qasync_alone_still_fails_when_qt_ends_its_loop_early(qtbot: QtBot) -> None:
    """Why `AppEventLoop.run_until_complete` exists: drop it once this fails (qasync tolerates it)."""
    app = QApplication.instance()
    assert app is not None
    plain = qasync.QEventLoop(app)
    try:
        QTimer.singleShot(10, app.exit)
        with pytest.raises(RuntimeError, match="stopped before Future completed"):
            plain.run_until_complete(plain.create_future())  # never done
    finally:
        plain.close()
        asyncio.set_event_loop(None)


def test_the_app_loop_runs_on_when_qt_ends_its_loop_early(loop: AppEventLoop) -> None:
    """Losing the display makes Qt end its loop (again and again): the shutdown still finishes."""
    app = QApplication.instance()
    assert app is not None
    exits = 0

    def exit_qt() -> None:
        nonlocal exits
        exits += 1
        app.exit(1)
        if exits < 5:
            QTimer.singleShot(5, exit_qt)

    async def shutdown() -> str:
        await asyncio.sleep(0.1)
        asyncio.current_task()  # a step run while Qt's loop is down still finds its loop
        await asyncio.to_thread(sum, [1, 2])
        return "saved"

    QTimer.singleShot(5, exit_qt)
    assert loop.run_until_complete(shutdown()) == "saved"
    assert exits == 5


@pytest.mark.skipif(not hasattr(signal, "SIGUSR1"), reason="POSIX signals")
def test_asyncio_signal_handlers_work_on_the_app_loop(loop: AppEventLoop) -> None:
    received = loop.create_future()
    loop.add_signal_handler(signal.SIGUSR1, received.set_result, "SIGUSR1")
    try:
        loop.call_soon(os.kill, os.getpid(), signal.SIGUSR1)
        assert loop.run_until_complete(asyncio.wait_for(received, 5)) == "SIGUSR1"
    finally:
        loop.remove_signal_handler(signal.SIGUSR1)


# Signals ---------------------------------------------------------------------------------------------------


@pytest.mark.skipif(os.name != "posix", reason="signals sent with os.kill")
def test_a_signal_asks_the_window_to_close_from_the_event_loop(qtbot: QtBot) -> None:
    closed: list[str] = []
    before = signal.getsignal(signal.SIGTERM), signal.getsignal(signal.SIGINT)
    handling = process.close_on_signals(lambda: closed.append("closed"))
    try:
        os.kill(os.getpid(), signal.SIGTERM)
        qtbot.waitUntil(lambda: closed == ["closed"])
        assert signal.getsignal(signal.SIGTERM) is not signal.SIG_DFL
    finally:
        handling.uninstall()
    # the previous handlers are back (SIGINT's is ignored in a process started in the background)
    assert (signal.getsignal(signal.SIGTERM), signal.getsignal(signal.SIGINT)) == before


# The garbage collector -------------------------------------------------------------------------------------


def test_freezing_moves_what_lives_long_out_of_the_collectors_passes() -> None:
    before = gc.get_freeze_count()
    try:
        process.freeze_long_lived()
        assert gc.get_freeze_count() > before
    finally:
        gc.unfreeze()
