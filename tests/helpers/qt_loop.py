"""The asyncio event loop the window tests run in: the app's own, on the test's QApplication."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

from PySide6.QtWidgets import QApplication

from desktop_agent.ui.event_loop import AppEventLoop

_CLOSED: list[AppEventLoop] = []
"""Closed loops stay referenced until the test run ends. A loop owns Qt objects (its timers, its signal
relays); if Python's garbage collector freed one on another thread (a worker's allocation can trigger a
collection there), Qt could not unregister its timers and would later fire one on a dead object."""


def qt_event_loop(qapp: QApplication) -> Iterator[AppEventLoop]:
    loop = AppEventLoop(qapp)
    asyncio.set_event_loop(loop)
    try:
        yield loop
    finally:
        loop.close()  # also stops the loop's worker threads (the SDK is imported in one)
        asyncio.set_event_loop(None)
        _CLOSED.append(loop)
