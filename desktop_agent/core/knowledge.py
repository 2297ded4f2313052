"""KnowledgeService: the knowledge bases for the front ends — create, add and remove sources, status,
sync (in a child process), search — one SQLite file per base in `data_dir/knowledge/NAME.sqlite3`."""

from __future__ import annotations

import asyncio
import logging
import os
import re
import threading
from collections.abc import Sequence
from pathlib import Path

from desktop_agent.config.paths import AppPaths
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.domain.knowledge import BaseSummary, FileState, Passage, SyncReport
from desktop_agent.knowledge.embedders import Embedder, EmbedderConfig, make_embedder
from desktop_agent.knowledge.indexer import SyncProgress, sync
from desktop_agent.knowledge.search import Mode, Searcher
from desktop_agent.knowledge.store import KnowledgeStore

log = logging.getLogger(__name__)

_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")

__all__ = ["BaseSummary", "FileState", "KnowledgeService", "Passage", "SyncReport"]


def _usage(message: str, action: str = "") -> UserFacingError:
    return UserFacingError(ErrorKind.USAGE, message, action)


class KnowledgeService:
    def __init__(self, paths: AppPaths, embedder: EmbedderConfig | None = None) -> None:
        self._paths = paths
        self.folder = paths.data_dir / "knowledge"
        self._config = embedder or EmbedderConfig()
        self._embedder: Embedder | None = None
        self._searchers: dict[str, tuple[KnowledgeStore, Searcher]] = {}
        self._lock = threading.Lock()
        """Searches come from worker threads (the tool): one at a time on the kept connections."""

    def file(self, name: str) -> Path:
        if not _NAME.match(name):
            raise _usage(f"{name!r} is not a knowledge base name.", "Use letters, digits, '-', '_' and '.'.")
        return self.folder / f"{name}.sqlite3"

    def names(self) -> list[str]:
        return sorted(p.stem for p in self.folder.glob("*.sqlite3")) if self.folder.is_dir() else []

    def _existing(self, name: str) -> Path:
        file = self.file(name)
        if not file.is_file():
            raise UserFacingError(
                ErrorKind.NOT_FOUND,
                f"There is no knowledge base {name!r}.",
                "See them with `desktop-agent kb list`; make one with `kb create NAME`.",
            )
        return file

    def create(self, name: str) -> None:
        file = self.file(name)
        if file.exists():
            raise _usage(f"The knowledge base {name!r} exists already.")
        KnowledgeStore(file).close()

    def delete(self, name: str) -> None:
        file = self._existing(name)
        self._forget(name)
        for suffix in ("", "-wal", "-shm"):
            Path(f"{file}{suffix}").unlink(missing_ok=True)

    def add(self, name: str, sources: Sequence[Path]) -> list[str]:
        file = self._existing(name)
        resolved = []
        for source in sources:
            path = Path(os.path.realpath(source.expanduser()))
            if not path.exists():
                raise _usage(f"{source} does not exist.")
            for own in self._paths.protected_dirs:
                own = Path(os.path.realpath(own))
                if path == own or path.is_relative_to(own) or own.is_relative_to(path):
                    raise _usage(f"{source} holds the app's own folder {own}: it is never indexed.")
            resolved.append(str(path))
        store = KnowledgeStore(file)
        try:
            for path_text in resolved:
                store.add_source(path_text)
        finally:
            store.close()
        return resolved

    def remove(self, name: str, source: Path) -> None:
        store = KnowledgeStore(self._existing(name))
        try:
            if not store.remove_source(os.path.realpath(source.expanduser())):
                raise _usage(f"{source} is not a source of {name!r}.", "See them with `kb status NAME`.")
        finally:
            store.close()

    def summary(self, name: str) -> BaseSummary:
        store = KnowledgeStore(self._existing(name))
        try:
            states = store.file_states()
            by_status: dict[str, int] = {}
            for state in states:
                by_status[state.status.value] = by_status.get(state.status.value, 0) + 1
            return BaseSummary(
                name,
                tuple(store.sources()),
                len(states),
                store.count_chunks(),
                tuple(sorted(by_status.items())),
                store.meta("embedder") or "",
            )
        finally:
            store.close()

    def files(self, name: str) -> list[FileState]:
        store = KnowledgeStore(self._existing(name))
        try:
            return store.file_states()
        finally:
            store.close()

    def sync(self, name: str, progress: SyncProgress | None = None) -> SyncReport:
        """Blocking: the base brought up to date by a child process."""
        return sync(self._existing(name), self._paths.protected_dirs, self._config, progress)

    def search(self, name: str, query: str, top: int = 5, mode: Mode = "hybrid") -> list[Passage]:
        file = self._existing(name)
        with self._lock:
            if name not in self._searchers:
                if self._embedder is None:
                    self._embedder = make_embedder(self._config)
                store = KnowledgeStore(file)
                self._searchers[name] = (store, Searcher(name, store, self._embedder))
            return self._searchers[name][1].search(query, top, mode)

    async def search_bases(self, names: Sequence[str], query: str, top: int = 5) -> list[Passage]:
        """Every base named, best first (off the event loop)."""

        def run() -> list[Passage]:
            found = [p for name in names for p in self.search(name, query, top)]
            return sorted(found, key=lambda p: (not p.exact, -p.score))[:top]

        return await asyncio.to_thread(run)

    def _forget(self, name: str) -> None:
        with self._lock:
            kept = self._searchers.pop(name, None)
        if kept is not None:
            kept[0].close()

    def close(self) -> None:
        for name in list(self._searchers):
            self._forget(name)
