"""The app's asyncio event loop: qasync's loop on Qt's, with timers that go away when they are cancelled.

qasync (0.28) starts one Qt timer per `call_soon`/`call_later` and kills it only when it fires, even when the
handle was cancelled long before. A streamed answer cancels two timeouts per token (the loop's stall timeout
and the HTTP client's read timeout), so a long answer left tens of thousands of dead timers registered with
Qt, and every new timer had to be sorted in among them: the event loop stalled more the longer it streamed.
Here a cancelled handle kills its Qt timer at once, so the number of live timers stays what is really
scheduled.

Also: the default executor (`asyncio.to_thread`, `run_in_executor(None, ...)`) is a small thread pool that
starts its threads when work arrives, where qasync's starts ten threads up front; and `run_until_complete`
runs until the future is done even when Qt's event loop ends early (qasync raises "Event loop stopped before
Future completed" then): when the display goes away, Qt ends its loop again and again, and the app's shutdown
(stopping running answers, saving what they said so far) must still finish.

The qasync methods and attributes overridden here are checked in `tests/gui/test_process.py`.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import math
import threading
import time
from collections.abc import Callable
from contextvars import Context
from typing import Any

import qasync
from PySide6.QtCore import QEventLoop, QObject, Qt, QTimerEvent
from PySide6.QtWidgets import QApplication

log = logging.getLogger(__name__)

EARLY_END_LIMIT_S = 30.0
"""How long `run_until_complete` keeps restarting a Qt loop that ends by itself before it gives up."""
PRECISE_BELOW_S = 20.0
"""Callbacks due sooner run on precise (millisecond) timers, later ones on Qt's coarse timers (~1 s)."""
WORKER_THREADS = 4
"""Threads of the default executor at most (history open, keyring reads; the history has its own thread)."""


class _TimerHandle(asyncio.TimerHandle):
    """A scheduled callback that knows its Qt timer, so that cancelling it can kill the timer."""

    __slots__ = ("_timer_id",)

    def __init__(
        self,
        when: float,
        callback: Callable[..., object],
        args: tuple[Any, ...],
        loop: AppEventLoop,
        context: Context | None,
    ) -> None:
        super().__init__(when, callback, args, loop, context)
        self._timer_id = 0


class _Timers(QObject):
    """One Qt timer per scheduled callback, killed when the callback runs or is cancelled."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        super().__init__()
        self._loop = loop
        self._handles: dict[int, _TimerHandle] = {}
        self._thread = threading.get_ident()
        self._stopped = False
        self._debug = False

    def __len__(self) -> int:
        return len(self._handles)

    def add_callback(self, handle: _TimerHandle, delay: float = 0) -> _TimerHandle:
        # Not early: asyncio runs a callback no sooner than its delay, and Qt's default (coarse) timers may
        # fire 5 % early. Long timeouts (a stalled stream, a read timeout) need no millisecond precision.
        kind = Qt.TimerType.PreciseTimer if delay < PRECISE_BELOW_S else Qt.TimerType.CoarseTimer
        timer_id = self.startTimer(math.ceil(max(0.0, delay) * 1000), kind)
        handle._timer_id = timer_id
        self._handles[timer_id] = handle
        return handle

    def cancel(self, handle: _TimerHandle) -> None:
        # Timers belong to the loop's thread; a (wrong) cancel from another thread leaves the timer to fire
        # and find its handle cancelled, as qasync does.
        if threading.get_ident() != self._thread:
            return
        if self._handles.get(handle._timer_id) is handle:
            del self._handles[handle._timer_id]
            self.killTimer(handle._timer_id)

    def timerEvent(self, event: QTimerEvent) -> None:  # noqa: N802 - Qt's name
        timer_id = event.timerId()
        self.killTimer(timer_id)
        handle = self._handles.pop(timer_id, None)
        if handle is None or handle.cancelled() or self._stopped:
            return
        if not self._debug:
            handle._run()
            return
        started = time.monotonic()
        handle._run()
        took = time.monotonic() - started
        if took >= self._loop.slow_callback_duration:
            log.warning("Executing %r took %.3f seconds", handle, took)

    def stop(self) -> None:
        self._stopped = True
        for timer_id in self._handles:
            self.killTimer(timer_id)
        self._handles.clear()

    def set_debug(self, enabled: bool) -> None:
        self._debug = enabled


class AppEventLoop(qasync.QEventLoop):  # type: ignore[misc]  # qasync has no type hints
    """qasync's event loop with the timers above and a lazily started default executor."""

    def __init__(self, app: QApplication | None = None) -> None:
        super().__init__(app)
        self._qt_app = app or QApplication.instance()
        self._timer = _Timers(self)
        self.set_default_executor(
            concurrent.futures.ThreadPoolExecutor(WORKER_THREADS, thread_name_prefix="desktop-agent-worker")
        )

    @property
    def live_timers(self) -> int:
        """Qt timers registered for callbacks that are still to run."""
        return len(self._timer)

    def call_later(
        self, delay: float, callback: Callable[..., object], *args: Any, context: Context | None = None
    ) -> asyncio.TimerHandle:
        if asyncio.iscoroutinefunction(callback):
            raise TypeError("coroutines cannot be used with call_later")
        if not callable(callback):
            raise TypeError(f"callback must be callable: {type(callback).__name__}")
        handle = _TimerHandle(self.time() + delay, callback, args, self, context)
        return self._timer.add_callback(handle, delay)

    def call_soon(
        self, callback: Callable[..., object], *args: Any, context: Context | None = None
    ) -> asyncio.TimerHandle:
        return self.call_later(0, callback, *args, context=context)

    def call_at(
        self, when: float, callback: Callable[..., object], *args: Any, context: Context | None = None
    ) -> asyncio.TimerHandle:
        return self.call_later(when - self.time(), callback, *args, context=context)

    def _timer_handle_cancelled(self, handle: asyncio.TimerHandle) -> None:
        if isinstance(handle, _TimerHandle):
            self._timer.cancel(handle)

    def _add_callback(self, handle: asyncio.Handle, delay: float = 0) -> asyncio.Handle:
        """asyncio's own callbacks that bypass `call_soon` (signal handlers of `add_signal_handler`)."""

        def run() -> None:
            if not handle.cancelled():
                handle._run()

        self.call_later(delay, run)
        return handle

    def run_until_complete(self, future: Any) -> Any:
        """Run until `future` is done, also when Qt's event loop ends before it is (the display went away,
        or something called `QApplication.exit`): Qt's loop is started again until the future is done."""
        if self.is_running():
            raise RuntimeError("Event loop already running")
        task = asyncio.ensure_future(future, loop=self)

        def stop(_: object) -> None:
            self.stop()

        task.add_done_callback(stop)
        first_early_end: float | None = None
        try:
            while True:
                self.run_forever()
                self._process_pending_events()
                if task.done():
                    break
                now = time.monotonic()
                if first_early_end is None:
                    first_early_end = now
                    log.info("Qt's event loop ended before %r was done; running it until it is", task)
                elif now - first_early_end > EARLY_END_LIMIT_S:
                    raise RuntimeError("Qt's event loop keeps ending before the future completed")
        finally:
            task.remove_done_callback(stop)
        return task.result()

    def _process_pending_events(self) -> None:
        """What is left once Qt's loop has ended (as qasync does), as the running loop: a task step that
        runs here (asks for its loop, opens a cancel scope) must find it."""
        dispatcher = self._qt_app.eventDispatcher() if self._qt_app is not None else None
        if dispatcher is None:
            return
        asyncio.events._set_running_loop(self)
        try:
            dispatcher.processEvents(QEventLoop.ProcessEventsFlag.AllEvents)
        finally:
            asyncio.events._set_running_loop(None)
