"""HistoryStore: the database on its own thread. Writes run in order; a write that fails because the disk
is full, the file is locked or read-only is kept in memory and retried, in order, until it lands."""

from __future__ import annotations

import asyncio
import collections
import concurrent.futures
import logging
import sqlite3
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.storage.attachments import AttachmentFiles
from desktop_agent.storage.database import OpenedDatabase, open_database, storage_error
from desktop_agent.storage.recovery import RecoveryReport, recover
from desktop_agent.storage.repository import HistoryRepository

log = logging.getLogger(__name__)
T = TypeVar("T")
Write = Callable[[HistoryRepository], Any]

RETRY_EVERY_S = 2.0
_RETRYABLE = frozenset({ErrorKind.DISK_FULL, ErrorKind.STORAGE_LOCKED, ErrorKind.STORAGE_READ_ONLY})


class HistoryStore:
    def __init__(self, opened: OpenedDatabase, path: Path) -> None:
        self.path = path
        self.read_only = opened.read_only
        self.notice = opened.notice
        self.recovered: RecoveryReport | None = None
        self.attachments = AttachmentFiles(path.parent / "attachments")
        """The files attached to messages, beside the database."""
        self._repo = HistoryRepository(opened.connection)
        self._pool = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="history")
        self._pending: collections.deque[Write] = collections.deque()
        self._problem: UserFacingError | None = None
        self._retry_timer: threading.Timer | None = None
        self._lock = threading.Lock()
        self._closed = False

    @classmethod
    def open(cls, path: Path) -> HistoryStore:
        """Open, migrate and recover after a crash. A damaged or newer file is reported in `notice`."""
        store = cls(open_database(path), path)
        if not store.read_only:
            store.recovered = store.call(recover)
            if store.attachments.root.is_dir():
                store.attachments.sweep(store.call(lambda repo: repo.named_attachments()))
        return store

    # ---- reads and writes that answer ----

    def call(self, fn: Callable[[HistoryRepository], T]) -> T:
        """Run on the history thread and wait (for the CLI and for start-up)."""
        return self._pool.submit(self._guarded, fn).result()

    async def run(self, fn: Callable[[HistoryRepository], T]) -> T:
        """Run on the history thread without blocking the event loop."""
        return await asyncio.wrap_future(self._pool.submit(self._guarded, fn))

    def _guarded(self, fn: Callable[[HistoryRepository], T]) -> T:
        try:
            return fn(self._repo)
        except sqlite3.Error as exc:
            raise storage_error(exc, self.path) from None

    # ---- writes that are kept until they land ----

    def submit(self, write: Write) -> None:
        if self.read_only:
            self._set_problem(self.notice)
            return
        with self._lock:
            self._pending.append(write)
        self._pool.submit(self._drain)

    async def flush(self) -> UserFacingError | None:
        """Wait until every write submitted so far has landed (or is stuck); returns the problem, if any."""
        await asyncio.wrap_future(self._pool.submit(self._drain))
        return self._problem

    def flush_blocking(self) -> UserFacingError | None:
        self._pool.submit(self._drain).result()
        return self._problem

    @property
    def problem(self) -> UserFacingError | None:
        return self._problem

    @property
    def unsaved(self) -> int:
        return len(self._pending)

    def _drain(self) -> None:
        while True:
            with self._lock:
                if not self._pending:
                    break
                write = self._pending[0]
            try:
                write(self._repo)
            except sqlite3.Error as exc:
                error = storage_error(exc, self.path)
                if error.kind in _RETRYABLE:
                    log.warning(
                        "Saving the history failed (%s); %d writes kept in memory", error.kind, self.unsaved
                    )
                    self._set_problem(error)
                    self._schedule_retry()
                    return
                log.exception("A history write failed and was dropped")
            except Exception:
                log.exception("A history write failed and was dropped")
            with self._lock:
                self._pending.popleft()
        if self._problem is not None and self._problem.kind in _RETRYABLE:
            log.info("The history is saved again")
            self._set_problem(None)

    def _set_problem(self, problem: UserFacingError | None) -> None:
        self._problem = problem

    def _schedule_retry(self) -> None:
        if self._closed or (self._retry_timer is not None and self._retry_timer.is_alive()):
            return
        timer = threading.Timer(
            RETRY_EVERY_S, lambda: None if self._closed else self._pool.submit(self._drain)
        )
        timer.daemon = True
        self._retry_timer = timer
        timer.start()

    def close(self) -> None:
        if self._closed:
            return
        try:
            problem = self.flush_blocking()
            if problem is not None and self.unsaved:
                log.error(
                    "Closing with %d history writes that could not be saved: %s",
                    self.unsaved,
                    problem.message,
                )
        finally:
            self._closed = True
            if self._retry_timer is not None:
                self._retry_timer.cancel()
            self._pool.submit(self._repo.conn.close).result()
            self._pool.shutdown(wait=True)
