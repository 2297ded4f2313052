"""Owned asyncio tasks for a widget: kept referenced while they run, cancelled when the widget closes."""

from __future__ import annotations

import logging
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    import asyncio  # loaded after the first paint: the window owns a group before the event loop exists

log = logging.getLogger(__name__)

_T = TypeVar("_T")

Spawn = Callable[[Coroutine[Any, Any, Any]], "asyncio.Task[Any]"]
"""Runs a coroutine as a task its owner keeps (`TaskGroup.spawn`)."""


def live_loop() -> asyncio.AbstractEventLoop | None:
    """The app's event loop, or None once it has ended: Qt may still deliver a page's message or a layout
    change while the app closes, and work started then would never run (nor be awaited)."""
    import asyncio

    try:
        loop = asyncio.get_event_loop_policy().get_event_loop()
    except RuntimeError:
        return None
    return None if loop.is_closed() else loop


class TaskGroup:
    """The asyncio tasks one window or dialog started (runs on the qasync loop, like the rest of the window).

    `shown` may take a task's error (True: the person was told); any other error is logged."""

    def __init__(self, owner: str, *, shown: Callable[[BaseException], bool] | None = None) -> None:
        self._owner = owner
        self._shown = shown
        self._tasks: set[asyncio.Task[Any]] = set()

    def spawn(self, coro: Coroutine[Any, Any, _T]) -> asyncio.Task[_T]:
        import asyncio

        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._done)
        return task

    def _done(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if task.cancelled():
            return
        error = task.exception()
        if error is not None and (self._shown is None or not self._shown(error)):
            log.error("A background job of the %s failed", self._owner, exc_info=error)

    @property
    def busy(self) -> bool:
        return bool(self._tasks)

    @property
    def pending(self) -> list[asyncio.Task[Any]]:
        """The tasks still running."""
        return list(self._tasks)

    def cancel_all(self) -> None:
        for task in list(self._tasks):
            task.cancel()

    async def wait_idle(self) -> None:
        """Until every task (including ones started meanwhile) has finished."""
        import asyncio

        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)

    async def aclose(self) -> None:
        """Cancel every task (and any it starts while it ends) and wait until all have ended."""
        import asyncio

        while self._tasks:
            self.cancel_all()
            await asyncio.gather(*list(self._tasks), return_exceptions=True)
