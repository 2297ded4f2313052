"""The app's event loop: cancelled timeouts leave no Qt timers behind, and callbacks still run in order."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QAbstractEventDispatcher
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop_agent.ui.event_loop import AppEventLoop


@pytest.fixture
def loop(qtbot: QtBot) -> Iterator[AppEventLoop]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    event_loop = AppEventLoop(app)
    asyncio.set_event_loop(event_loop)
    try:
        yield event_loop
    finally:
        event_loop.close()
        asyncio.set_event_loop(None)


def qt_timers(loop: AppEventLoop) -> int:
    """Timers Qt itself has registered for the loop (what every new timer is sorted in among)."""
    dispatcher = QAbstractEventDispatcher.instance()
    assert dispatcher is not None
    return len(dispatcher.registeredTimers(loop._timer))


def test_cancelled_call_later_handles_leave_no_timers(loop: AppEventLoop) -> None:
    before = qt_timers(loop)

    async def stream_like_a_long_answer() -> None:
        # What a long answer does per token: a stall timeout and a read timeout, both cancelled.
        for _ in range(5_000):
            loop.call_later(300, lambda: None).cancel()
            loop.call_at(loop.time() + 60, lambda: None).cancel()
        await asyncio.sleep(0)

    loop.run_until_complete(stream_like_a_long_answer())
    assert qt_timers(loop) <= before + 1
    assert loop.live_timers <= 1


def test_wait_for_timeouts_do_not_pile_up(loop: AppEventLoop) -> None:
    async def tokens() -> int:
        received = 0
        for _ in range(2_000):
            received += await asyncio.wait_for(asyncio.sleep(0, 1), timeout=300)
        return received

    assert loop.run_until_complete(tokens()) == 2_000
    assert qt_timers(loop) <= 1


def test_callbacks_run_in_order_and_cancelled_ones_never(loop: AppEventLoop) -> None:
    ran: list[str] = []
    done = loop.create_future()
    for i in range(200):
        loop.call_soon(ran.append, f"soon {i}")
    cancelled = [loop.call_later(0.01, ran.append, f"cancelled {i}") for i in range(100)]
    loop.call_later(0.02, ran.append, "later 20 ms")
    loop.call_later(0.005, ran.append, "later 5 ms")
    loop.call_later(0.05, done.set_result, None)
    for handle in cancelled:
        handle.cancel()

    loop.run_until_complete(done)
    assert ran == [f"soon {i}" for i in range(200)] + ["later 5 ms", "later 20 ms"]
    assert loop.live_timers == 0


def test_a_timer_never_fires_early(loop: AppEventLoop) -> None:
    fired: list[float] = []
    start = loop.time()
    handle = loop.call_later(0.0304, lambda: fired.append(loop.time()))
    assert isinstance(handle, asyncio.TimerHandle)
    assert handle.when() == pytest.approx(start + 0.0304, abs=0.005)
    loop.run_until_complete(asyncio.sleep(0.1))
    assert fired and fired[0] - start >= 0.030


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="counts threads in /proc")
def test_to_thread_starts_threads_only_when_needed(loop: AppEventLoop) -> None:
    def threads() -> int:
        return len(list(Path("/proc/self/task").iterdir()))

    before = threads()
    assert loop.run_until_complete(asyncio.to_thread(sum, [1, 2, 3])) == 6
    assert threads() <= before + 1
