"""Knowledge bases kept up to date while the app runs: each base is checked once soon after start (mtime and
size, then content hash: only what changed is read again) and its folders are watched (`knowledge.watch`),
a change syncing the base through the same jobs the Knowledge page uses. A base the person paused stays
paused until they resume it."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from pathlib import Path
from typing import TYPE_CHECKING

from desktop_agent.domain.errors import UserFacingError
from desktop_agent.knowledge.watch import Watcher

if TYPE_CHECKING:
    from desktop_agent.core.knowledge import KnowledgeService

log = logging.getLogger(__name__)

FIRST_CHECK_S = 5.0
"""After start-up, how long before every base is checked (the window paints and settles first)."""


class KeptCurrent:
    def __init__(self, service: KnowledgeService, loop: asyncio.AbstractEventLoop) -> None:
        self._service = service
        self._loop = loop
        self._watcher = Watcher(self._changed, service.protected_dirs)
        self._tasks: set[asyncio.Task[None]] = set()
        self._first: asyncio.TimerHandle | None = None

    def start(self, first_check_s: float = FIRST_CHECK_S) -> None:
        """Watching begins once every base's files are read (off the event loop: a base of thousands of
        files is thousands of rows)."""
        task = self._loop.create_task(self._begin())
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        self._first = self._loop.call_later(first_check_s, self._check_all)

    async def _begin(self) -> None:
        await asyncio.to_thread(self.refresh)
        self._watcher.start()

    def refresh(self) -> None:
        """Watch what the bases hold now (a base made, deleted, a source added or removed)."""
        names = set(self._service.names())
        for gone in set(self._watcher.watched()) - names:
            self._watcher.unwatch(gone)
        for name in names:
            try:
                sources, indexed = self._service.watched(name)
            except UserFacingError as error:  # deleted meanwhile
                log.info("Not watching %s: %s", name, error.message)
                continue
            self._watcher.watch(name, [Path(s) for s in sources], indexed)

    def _check_all(self) -> None:
        for name in self._service.names():
            self._sync_soon(name)

    def _changed(self, name: str) -> None:
        """On the watcher's thread: a file of `name` changed."""
        with contextlib.suppress(RuntimeError):  # the loop closed: the app is quitting
            self._loop.call_soon_threadsafe(self._sync_soon, name)

    def _sync_soon(self, name: str) -> None:
        task = self._loop.create_task(self._sync(name))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _sync(self, name: str) -> None:
        try:
            await self._service.jobs.sync(name, unless_paused=True)  # a change seen does not resume a pause
        except UserFacingError as error:  # shown on the Knowledge page; nobody waits for this sync
            log.info("Keeping %s up to date failed: %s", name, error.message)

    async def aclose(self) -> None:
        if self._first is not None:
            self._first.cancel()
        await asyncio.to_thread(self._watcher.stop)
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
