"""The process-wide tweaks the window makes, in one place, each with what it relies on upstream.

- `skip_source_scan`: PySide6's scan of every imported module's source, turned off (before the first paint).
- `install_event_loop`: the app's asyncio loop (qasync's, with the overrides of `ui.event_loop`).
- `end_quietly_on_ctrl_c`, then `close_on_signals`: SIGTERM and SIGINT (Ctrl+C in a terminal) end the app
  quietly before the first paint, and close the window the way its Quit does after it.
- `freeze_long_lived`: what lives as long as the app kept out of the garbage collector's full passes.

Each one leans on an upstream detail (a PySide6 internal, qasync's methods, POSIX signal delivery); the
tests in `tests/gui/test_process.py` check those details, so that an upgrade which moves them fails loudly
instead of quietly undoing the tweak. Crash reporting (hooks, faulthandler, Qt's messages) is `ui.crash`.

This module is imported before the first paint: it imports nothing beyond the standard library's smallest
modules at the top; the rest loads inside the functions that need it.
"""

from __future__ import annotations

import gc
import logging
import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QObject
    from PySide6.QtWidgets import QApplication

    from desktop_agent.ui.event_loop import AppEventLoop

log = logging.getLogger(__name__)

SCAN_MODULE = "shibokensupport.feature"
SCAN_HOOK = "_mod_uses_pyside"
"""PySide6 (6.x) decides per imported module whether it selects a `__feature__` by calling this."""

CLOSE_SIGNALS = ("SIGTERM", "SIGINT")
"""Signals that close the window cleanly; a second one while it is closing ends the process at once."""
WINDOWS_WAKE_MS = 500
"""Without a wake-up file descriptor (Windows), how often Qt hands Python a moment to run signal handlers."""


# PySide6's source scan -------------------------------------------------------------------------------------
#
# Once `PySide6.QtCore` is imported, PySide6 hooks every later import to find out whether the new module uses
# its opt-in `from __feature__ import snake_case / true_property` syntax: it reads the module's whole source
# with `inspect.getsource`, which also keeps every line of it in `linecache` for the life of the process. For
# this app that is every module of the core, the SDKs and their dependencies: measured here ~570 ms when the
# core loads and ~4.5 million characters of source held in memory. The app never selects a feature, so every
# module may be marked "ignored" without reading anything.


def _ignored(module: object) -> bool:
    return False  # "does not use PySide6": the module keeps the default (no feature), nothing is read


def skip_source_scan() -> bool:
    """Call right after PySide6 is imported; True when PySide6's scan was found and turned off."""
    feature = sys.modules.get(SCAN_MODULE)
    if feature is None or not callable(getattr(feature, SCAN_HOOK, None)):
        log.debug("PySide6 has no source scan to turn off")
        return False
    setattr(feature, SCAN_HOOK, _ignored)
    return True


def source_scan_skipped() -> bool:
    """True when PySide6's hook is the app's "ignored" answer (what the tests check after an upgrade)."""
    feature = sys.modules.get(SCAN_MODULE)
    return feature is not None and getattr(feature, SCAN_HOOK, None) is _ignored


# The event loop --------------------------------------------------------------------------------------------


def install_event_loop(app: QApplication) -> AppEventLoop:
    """The app's asyncio loop on Qt's, made the current loop (loaded after the first paint)."""
    import asyncio

    from desktop_agent.ui.event_loop import AppEventLoop

    loop = AppEventLoop(app)
    asyncio.set_event_loop(loop)
    return loop


# The garbage collector -------------------------------------------------------------------------------------


def freeze_long_lived() -> None:
    """After start-up: keep what lives as long as the app (Qt, the window, the core's modules) out of the
    garbage collector's full passes, which otherwise stall the event loop for tens of milliseconds.

    (Handing free heap pages back with glibc's malloc_trim was measured too: it gained nothing at idle here,
    less than loading ctypes for it costs.)"""
    gc.freeze()


# Signals ---------------------------------------------------------------------------------------------------


class SignalHandling:
    """SIGTERM / SIGINT close the window on Qt's thread, from the event loop, never in the middle of a slot.

    A Python signal handler runs between any two bytecodes of the main thread, and only when Python runs at
    all: while Qt waits for events it would not run until something else woke Python. So the handler only
    asks for the close (a zero-delay timer), and on POSIX the signal also writes its number to a pipe that a
    socket notifier watches (`signal.set_wakeup_fd`), which wakes Qt at once. Windows has no such pipe for
    signals: a timer gives Python a moment every `WINDOWS_WAKE_MS`.

    A second signal while the window is closing (a shutdown that hangs) ends the process at once, by the
    signal's default action.
    """

    def __init__(self, close: Callable[[], object], parent: QObject | None = None) -> None:
        import signal

        from PySide6.QtCore import QObject, QSocketNotifier, QTimer

        self._close = close
        self._received: list[int] = []
        self._previous: dict[int, object] = {}
        self._anchor = QObject(parent)  # owns the notifier / timer, so they live as long as this does
        self._notifier: QSocketNotifier | None = None
        self._timer: QTimer | None = None
        self._wakeup_fds: tuple[int, int] | None = None
        self._previous_wakeup_fd = -1
        self._installed = False
        self.signals = [getattr(signal, name) for name in CLOSE_SIGNALS if hasattr(signal, name)]

    def install(self) -> None:
        import signal

        from PySide6.QtCore import QSocketNotifier, QTimer

        for signum in self.signals:
            self._previous[signum] = signal.signal(signum, self._on_signal)
        if os.name == "posix":
            read_fd, write_fd = os.pipe()
            for fd in (read_fd, write_fd):
                os.set_blocking(fd, False)
            self._wakeup_fds = (read_fd, write_fd)
            self._previous_wakeup_fd = signal.set_wakeup_fd(write_fd, warn_on_full_buffer=False)
            self._notifier = QSocketNotifier(read_fd, QSocketNotifier.Type.Read, self._anchor)
            self._notifier.activated.connect(self._drain)
        else:
            self._timer = QTimer(self._anchor)
            self._timer.timeout.connect(lambda: None)  # Python runs: pending handlers run
            self._timer.start(WINDOWS_WAKE_MS)
        self._installed = True

    def uninstall(self) -> None:
        """Give the signals back to what handled them before (the tests; the end of the process)."""
        import signal

        if not self._installed:
            return
        self._installed = False
        for signum, previous in self._previous.items():
            signal.signal(signum, previous)  # type: ignore[arg-type]  # what signal.signal returned
        self._previous.clear()
        if self._notifier is not None:
            self._notifier.setEnabled(False)
            self._notifier.deleteLater()
            self._notifier = None
        if self._wakeup_fds is not None:
            signal.set_wakeup_fd(self._previous_wakeup_fd)
            for fd in self._wakeup_fds:
                os.close(fd)
            self._wakeup_fds = None
        if self._timer is not None:
            self._timer.stop()
            self._timer = None

    def _drain(self) -> None:
        """Empty the wake-up pipe (the numbers in it are the signals; the handler has already run)."""
        if self._wakeup_fds is None:
            return
        try:
            while os.read(self._wakeup_fds[0], 512):
                pass
        except (BlockingIOError, InterruptedError):
            pass

    def _on_signal(self, signum: int, frame: object) -> None:
        import signal

        from PySide6.QtCore import QTimer

        self._received.append(signum)
        if len(self._received) > 1:
            # Asked again while closing: do what the signal does by default (end the process) right now.
            signal.signal(signum, signal.SIG_DFL)
            signal.raise_signal(signum)
            return
        QTimer.singleShot(0, lambda: self._close_for(signum))

    def _close_for(self, signum: int) -> None:
        import signal

        log.info("Closing the window: %s received", signal.Signals(signum).name)
        self._close()


def end_quietly_on_ctrl_c() -> None:
    """Until `close_on_signals` takes over: Ctrl+C ends the process as SIGTERM does (nothing to save yet),
    not with a KeyboardInterrupt traceback from wherever Python happened to be. Through `_signal`, the C
    module under `signal`: the `signal` module itself costs ~1 ms to import (its enums), before the paint."""
    import _signal  # type: ignore[import-not-found]  # no stubs: `signal` re-exports it
    import threading

    if threading.current_thread() is threading.main_thread():  # (signals are the main thread's)
        _signal.signal(_signal.SIGINT, _signal.SIG_DFL)


def close_on_signals(close: Callable[[], object], parent: QObject | None = None) -> SignalHandling:
    """From now on SIGTERM and SIGINT call `close` (the window's Quit) on Qt's thread; call once the window
    has been painted (before, the signals' defaults end the process: nothing needs saving yet)."""
    handling = SignalHandling(close, parent)
    handling.install()
    return handling
