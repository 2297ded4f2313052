"""What the Knowledge page shows and does, without Qt: the bases, the selected one's sources and files (each
with its status and, when it failed or was skipped, why in words), its indexing as it goes, and what the
person asks (create, delete, add, remove, re-index, pause, resume, automatic retrieval). The blocking calls
of the core run in worker threads; a sync's progress comes coalesced from the core (`KnowledgeJobs`), and
the files' statuses are read again at most once a second while it runs."""

from __future__ import annotations

import asyncio
import logging
import os
import re
import time
from collections.abc import Callable, Coroutine, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from desktop_agent.core.knowledge import (
    FileState,
    FileStatus,
    Indexing,
    KnowledgeService,
)
from desktop_agent.domain.errors import UserFacingError

log = logging.getLogger(__name__)

FILES_EVERY_S = 1.0
"""While a base indexes, its files' statuses are read again at most this often."""
_ERROR_TYPE = re.compile(r"^[A-Za-z_][A-Za-z0-9_.]*(Error|Exception): ")

Spawn = Callable[[Coroutine[Any, Any, Any]], object]


@dataclass(frozen=True, slots=True)
class FileRow:
    """A file of the base as the page lists it."""

    path: str
    """Where it is, from its source's folder (the whole path for a file added alone)."""
    status: FileStatus
    reason: str = ""
    """Why it failed or was skipped, in words."""
    chunks: int = 0
    full_path: str = ""


@dataclass(frozen=True, slots=True)
class BaseDetail:
    """The selected base."""

    name: str
    sources: tuple[str, ...]
    files: tuple[FileRow, ...]
    auto_retrieval: bool

    def count(self, status: FileStatus) -> int:
        return sum(1 for f in self.files if f.status == status)


class KnowledgeView(Protocol):
    def show_bases(self, names: Sequence[str], selected: str | None) -> None: ...

    def show_base(self, detail: BaseDetail | None) -> None: ...

    def show_indexing(self, state: Indexing) -> None: ...

    def show_error(self, error: UserFacingError | None) -> None:
        """None: the last error no longer holds."""
        ...


def reason_words(reason: str) -> str:
    """A stored reason as a person reads it: the exception's type name dropped, the first letter capital."""
    words = _ERROR_TYPE.sub("", reason.strip())
    return words[:1].upper() + words[1:]


def shown_path(path: str, sources: Sequence[str]) -> str:
    """A file's path from the source folder holding it (the whole path for a file added alone)."""
    for source in sorted(sources, key=len, reverse=True):
        if path != source and path.startswith(source.rstrip(os.sep) + os.sep):
            return os.path.relpath(path, source)
    return path


def _rows(states: Sequence[FileState], sources: Sequence[str]) -> tuple[FileRow, ...]:
    return tuple(
        FileRow(shown_path(s.path, sources), s.status, reason_words(s.reason), s.chunks, s.path)
        for s in states
    )


class KnowledgePresenter:
    """The page's state and actions; `view` shows them, `spawn` runs what takes time."""

    def __init__(self, service: KnowledgeService, view: KnowledgeView, spawn: Spawn) -> None:
        self.service = service
        self._view = view
        self._spawn = spawn
        self.names: list[str] = []
        self.selected: str | None = None
        self.detail: BaseDetail | None = None
        self._files_read_at = 0.0
        self._reading_files = False
        self._files_due = False
        self._stop_listening = service.jobs.listen(self._indexing)

    def close(self) -> None:
        """The page closed: it no longer follows the bases (their indexing goes on)."""
        self._stop_listening()

    def indexing(self, name: str) -> Indexing:
        return self.service.jobs.state(name)

    async def load(self, select: str | None = None) -> None:
        """The bases read again, `select` (or the one selected, or the first) shown."""
        self.names = await asyncio.to_thread(self.service.names)
        wanted = select if select is not None else self.selected
        self.selected = wanted if wanted in self.names else (self.names[0] if self.names else None)
        self._view.show_bases(self.names, self.selected)
        for name in self.names:
            self._view.show_indexing(self.indexing(name))
        await self.show(self.selected)

    async def show(self, name: str | None) -> None:
        self.selected = name
        if name is None:
            self.detail = None
            self._view.show_base(None)
            return
        detail = await self._read(name)
        if self.selected == name:
            self.detail = detail
            self._view.show_base(detail)

    async def _read(self, name: str) -> BaseDetail:
        def read() -> BaseDetail:
            seen = self.service.overview(name)
            return BaseDetail(name, seen.sources, _rows(seen.files, seen.sources), seen.auto_retrieval)

        return await asyncio.to_thread(read)

    # ---- what the person asks ----

    async def create(self, name: str) -> bool:
        try:
            await asyncio.to_thread(self.service.create, name.strip())
        except UserFacingError as error:
            self._view.show_error(error)
            return False
        self._view.show_error(None)
        await self.load(select=name.strip())
        return True

    async def delete(self, name: str) -> None:
        try:
            await asyncio.to_thread(self.service.delete, name)
        except UserFacingError as error:
            self._view.show_error(error)
            return
        if self.selected == name:
            self.selected = None
        await self.load()

    async def add(self, paths: Sequence[Path]) -> None:
        """Folders or files added to the selected base, then indexed."""
        name = self.selected
        if name is None or not paths:
            return
        try:
            await asyncio.to_thread(self.service.add, name, list(paths))
        except UserFacingError as error:
            self._view.show_error(error)
            return
        self._view.show_error(None)
        await self.show(name)
        self.reindex()

    async def remove(self, source: str) -> None:
        name = self.selected
        if name is None:
            return
        try:
            await asyncio.to_thread(self.service.remove, name, Path(source))
        except UserFacingError as error:
            self._view.show_error(error)
            return
        await self.show(name)
        self.reindex()  # its files leave the index

    def reindex(self, name: str | None = None) -> None:
        """Bring the base up to date (queued once if it is indexing now)."""
        base = name or self.selected
        if base is not None:
            self._view.show_error(None)
            self._spawn(self._sync(base))

    async def _sync(self, name: str) -> None:
        try:
            await self.service.sync_async(name)
        except UserFacingError as error:
            self._view.show_error(error)

    def pause(self) -> None:
        if self.selected is not None:
            self.service.pause(self.selected)

    def resume(self) -> None:
        self.reindex()

    async def set_auto_retrieval(self, on: bool) -> None:
        name = self.selected
        if name is None:
            return
        try:
            await asyncio.to_thread(self.service.set_auto_retrieval, name, on)
        except UserFacingError as error:
            self._view.show_error(error)

    # ---- following the indexing ----

    def _indexing(self, state: Indexing) -> None:
        """On the loop, coalesced by the core: the base's progress shown; its files read again now and
        then while it runs, and once it ends."""
        if state.base not in self.names:
            return
        self._view.show_indexing(state)
        if state.error is not None and state.base == self.selected:
            self._view.show_error(state.error)
        if state.base != self.selected:
            return
        if not state.running or time.monotonic() - self._files_read_at >= FILES_EVERY_S:
            self._files_due = True
        if self._files_due and not self._reading_files:
            self._reading_files = True
            self._spawn(self._refresh_files(state.base))

    async def _refresh_files(self, name: str) -> None:
        try:
            while self._files_due and self.selected == name:
                self._files_due = False
                self._files_read_at = time.monotonic()
                await self.show(name)
        finally:
            self._reading_files = False
