"""Owned asyncio tasks for a widget: kept referenced while they run, cancelled when the widget closes."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Coroutine
from typing import Any, TypeVar

log = logging.getLogger(__name__)

_T = TypeVar("_T")


class TaskGroup:
    """The asyncio tasks one dialog started (runs on the qasync loop, like the rest of the window)."""

    def __init__(self, owner: str) -> None:
        self._owner = owner
        self._tasks: set[asyncio.Task[Any]] = set()

    def spawn(self, coro: Coroutine[Any, Any, _T]) -> asyncio.Task[_T]:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._done)
        return task

    def _done(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("A background job of the %s failed", self._owner, exc_info=task.exception())

    @property
    def busy(self) -> bool:
        return bool(self._tasks)

    def cancel_all(self) -> None:
        for task in list(self._tasks):
            task.cancel()

    async def wait_idle(self) -> None:
        """Until every task (including ones started meanwhile) has finished."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)
