"""KnowledgeService: the knowledge bases for the front ends — create, add and remove sources, status,
sync (in a child process), search — one SQLite file per base in `data_dir/knowledge/NAME.sqlite3`.

`KnowledgeJobs` (the service's `jobs`) is what a front end with an event loop uses: a sync runs in a worker
thread that drives the indexing child, its progress reaches the loop coalesced (at most one update per
`PROGRESS_INTERVAL_S`), one sync per base at a time (one asked while it runs is queued once), and a pause
stops the child at once: every file indexed so far is committed, the one it was reading stays pending, and
the next sync goes on from there."""

from __future__ import annotations

import asyncio
import enum
import logging
import os
import re
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import TYPE_CHECKING, Any

from desktop_agent.config.paths import AppPaths
from desktop_agent.domain.errors import QT_TRANSLATE_NOOP, ErrorKind, UserFacingError
from desktop_agent.domain.knowledge import BaseSummary, FileState, FileStatus, Passage, SyncReport
from desktop_agent.knowledge.embedders import (
    DownloadError,
    DownloadProgress,
    Embedder,
    EmbedderConfig,
    make_embedder,
)
from desktop_agent.knowledge.indexer import SyncProgress, sync, sync_until
from desktop_agent.knowledge.models import (
    DownloadableModel,
    ModelState,
    choose_model,
    download_model,
    model_state,
)
from desktop_agent.knowledge.search import Mode, Searcher

if TYPE_CHECKING:
    from desktop_agent.core.knowledge_current import KeptCurrent
from desktop_agent.knowledge.store import KnowledgeStore

log = logging.getLogger(__name__)

_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")

__all__ = [
    "BaseOverview",
    "BaseSummary",
    "DownloadableModel",
    "FileState",
    "FileStatus",
    "Indexing",
    "IndexingState",
    "KnowledgeJobs",
    "KnowledgeService",
    "ModelState",
    "Passage",
    "SyncReport",
]

AUTO_RETRIEVAL = "auto_retrieval"
"""The base's meta key: "1" when its best passages are added before a turn's first step."""
WHOLE_CHUNKS = 8
WHOLE_CHARS = 6000
"""A document found is given whole when it is this short (about 1,500 tokens): the model reads it all."""
PROGRESS_INTERVAL_S = 0.05
"""A sync's progress reaches the event loop at most this often (20 updates a second)."""


def _usage(message: str, action: str = "", **values: Any) -> UserFacingError:
    return UserFacingError.said(ErrorKind.USAGE, message, action, **values)


class KnowledgeService:
    def __init__(self, paths: AppPaths, embedder: EmbedderConfig | None = None) -> None:
        self._paths = paths
        self.folder = paths.data_dir / "knowledge"
        self._config = embedder or EmbedderConfig()
        self._embedder: Embedder | None = None
        self._searchers: dict[str, tuple[KnowledgeStore, Searcher]] = {}
        self._lock = threading.Lock()
        """Searches come from worker threads (the tool): one at a time on the kept connections."""
        self.jobs = KnowledgeJobs(self)
        """Syncs for front ends with an event loop: progress, one at a time per base, pause and resume."""
        self._current: KeptCurrent | None = None

    @property
    def protected_dirs(self) -> tuple[Path, ...]:
        """The app's own folders: never indexed."""
        return tuple(self._paths.protected_dirs)

    def keep_current(self) -> None:
        """While the app runs (call it on its event loop): every base checked soon after start, and synced
        again when a file in its folders changes (`core.knowledge_current`)."""
        if self._current is None:
            from desktop_agent.core.knowledge_current import KeptCurrent

            self._current = KeptCurrent(self, asyncio.get_running_loop())
            self._current.start()

    def _changed_sources(self) -> None:
        if self._current is not None:
            self._current.refresh()

    def file(self, name: str) -> Path:
        if not _NAME.match(name):
            raise _usage(
                QT_TRANSLATE_NOOP("Errors", "'{name}' is not a knowledge base name."),
                QT_TRANSLATE_NOOP("Errors", "Use letters, digits, '-', '_' and '.' (at most 64)."),
                name=name,
            )
        return self.folder / f"{name}.sqlite3"

    def names(self) -> list[str]:
        return sorted(p.stem for p in self.folder.glob("*.sqlite3")) if self.folder.is_dir() else []

    def _existing(self, name: str) -> Path:
        file = self.file(name)
        if not file.is_file():
            raise UserFacingError.said(
                ErrorKind.NOT_FOUND,
                QT_TRANSLATE_NOOP("Errors", "There is no knowledge base '{name}'."),
                QT_TRANSLATE_NOOP(
                    "Errors", "See them with `desktop-agent kb list`; make one with `kb create NAME`."
                ),
                name=name,
            )
        return file

    def create(self, name: str) -> None:
        file = self.file(name)
        if file.exists():
            raise _usage(
                QT_TRANSLATE_NOOP("Errors", "The knowledge base '{name}' exists already."), name=name
            )
        KnowledgeStore(file).close()

    def delete(self, name: str) -> None:
        """The base and its file (a sync of it running is stopped first; blocking: call it off the loop)."""
        file = self._existing(name)
        self.jobs.stop(name, wait_s=10, forget=True)
        self._forget(name)
        for suffix in ("", "-wal", "-shm"):
            Path(f"{file}{suffix}").unlink(missing_ok=True)
        self._changed_sources()

    def add(self, name: str, sources: Sequence[Path]) -> list[str]:
        file = self._existing(name)
        resolved = []
        for source in sources:
            path = Path(os.path.realpath(source.expanduser()))
            if not path.exists():
                raise _usage(QT_TRANSLATE_NOOP("Errors", "{path} does not exist."), path=source)
            for own in self._paths.protected_dirs:
                own = Path(os.path.realpath(own))
                if path == own or path.is_relative_to(own) or own.is_relative_to(path):
                    raise _usage(
                        QT_TRANSLATE_NOOP(
                            "Errors", "{path} holds the app's own folder {own}: it is never indexed."
                        ),
                        path=source,
                        own=own,
                    )
            resolved.append(str(path))
        store = KnowledgeStore(file)
        try:
            for path_text in resolved:
                store.add_source(path_text)
        finally:
            store.close()
        self._changed_sources()
        return resolved

    def remove(self, name: str, source: Path) -> None:
        store = KnowledgeStore(self._existing(name))
        try:
            if not store.remove_source(os.path.realpath(source.expanduser())):
                raise _usage(
                    QT_TRANSLATE_NOOP("Errors", "{path} is not a source of '{name}'."),
                    QT_TRANSLATE_NOOP("Errors", "See them with `kb status NAME`."),
                    path=source,
                    name=name,
                )
        finally:
            store.close()
        self._changed_sources()

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

    def watched(self, name: str) -> tuple[list[str], dict[str, tuple[int, int]]]:
        """The base's sources, and each file's (size, mtime) as the base holds it (for the watcher)."""
        store = KnowledgeStore(self._existing(name))
        try:
            return store.sources(), {p: (f.size, f.mtime_ns) for p, f in store.files().items()}
        finally:
            store.close()

    def files(self, name: str) -> list[FileState]:
        store = KnowledgeStore(self._existing(name))
        try:
            return store.file_states()
        finally:
            store.close()

    def overview(self, name: str) -> BaseOverview:
        """What a front end shows of a base, read through one connection (the indexer may be writing)."""
        store = KnowledgeStore(self._existing(name))
        try:
            return BaseOverview(
                name, tuple(store.sources()), tuple(store.file_states()), store.meta(AUTO_RETRIEVAL) == "1"
            )
        finally:
            store.close()

    def sync(self, name: str, progress: SyncProgress | None = None) -> SyncReport:
        """Blocking: the base brought up to date by a child process."""
        return sync(self._existing(name), self._paths.protected_dirs, self._config, progress)

    async def sync_async(self, name: str, on_progress: IndexingListener | None = None) -> SyncReport | None:
        """The base brought up to date without blocking the event loop (`KnowledgeJobs.sync`)."""
        return await self.jobs.sync(name, on_progress)

    def pause(self, name: str) -> None:
        self.jobs.pause(name)

    async def resume(self, name: str, on_progress: IndexingListener | None = None) -> SyncReport | None:
        return await self.jobs.resume(name, on_progress)

    def auto_retrieval(self, name: str) -> bool:
        """Whether a turn using this base gets its best passages before the first step."""
        store = KnowledgeStore(self._existing(name))
        try:
            return store.meta(AUTO_RETRIEVAL) == "1"
        finally:
            store.close()

    def set_auto_retrieval(self, name: str, on: bool) -> None:
        store = KnowledgeStore(self._existing(name))
        try:
            store.set_meta(AUTO_RETRIEVAL, "1" if on else "0")
        finally:
            store.close()

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
            return self.whole(sorted(found, key=lambda p: (not p.exact, -p.score))[:top])

        return await asyncio.to_thread(run)

    def whole(self, passages: Sequence[Passage], most_chars: int = WHOLE_CHARS) -> list[Passage]:
        """`passages` with each short document given whole: when a passage's file has at most WHOLE_CHUNKS
        chunks and `most_chars` characters, the passage found and then the file's others in their order
        (each one citable), once."""
        out: list[Passage] = []
        given: set[tuple[str, str]] = set()
        for found in passages:
            key = (found.base, found.path)
            if key in given:
                continue
            with self._lock:
                kept = self._searchers.get(found.base)
                chunks = kept[0].file_chunks(found.path, WHOLE_CHUNKS + 1) if kept is not None else []
            short = 1 < len(chunks) <= WHOLE_CHUNKS and sum(len(row[5]) for _, row in chunks) <= most_chars
            if not short:
                out.append(found)
                continue
            given.add(key)
            out.append(found)  # what matched first (an exact identifier stays first), then the rest in order
            for chunk_id, (path, heading, start, end, page, text) in chunks:
                if chunk_id != found.chunk_id:
                    out.append(Passage(found.base, chunk_id, path, text, 0.0, heading, start, end, page))
        return out

    def model(self, name: str) -> ModelState:
        """The embedding model the base searches with, and the one chosen for its next sync."""
        return model_state(self._existing(name))

    def use_model(
        self, name: str, model: DownloadableModel | None, progress: DownloadProgress | None = None
    ) -> None:
        """Blocking: the model downloaded (each file SHA-256 checked) and chosen for the base (None: the
        app's own); its next sync embeds every passage again, and search keeps the old vectors until then."""
        db = self._existing(name)
        try:
            config = None if model is None else download_model(model, self._paths.data_dir, progress)
        except DownloadError as exc:
            raise UserFacingError(
                ErrorKind.UNREACHABLE, f"The model could not be downloaded: {exc}."
            ) from None
        choose_model(db, config)
        self._forget(name)

    def _forget(self, name: str) -> None:
        with self._lock:
            kept = self._searchers.pop(name, None)
        if kept is not None:
            kept[0].close()

    async def aclose(self) -> None:
        """The watching stopped, every sync stopped and waited for (each child ended), then the kept
        connections closed."""
        if self._current is not None:
            await self._current.aclose()
            self._current = None
        await self.jobs.aclose()
        self.close()

    def close(self) -> None:
        self.jobs.stop_all()
        for name in list(self._searchers):
            self._forget(name)


@dataclass(frozen=True, slots=True)
class BaseOverview:
    """A base as a front end lists it: its sources, every file with its status, automatic retrieval."""

    name: str
    sources: tuple[str, ...]
    files: tuple[FileState, ...]
    auto_retrieval: bool


class IndexingState(enum.StrEnum):
    IDLE = "idle"
    STARTING = "starting"
    """The child is starting (the embedding model loads, the sources are walked)."""
    INDEXING = "indexing"
    PAUSED = "paused"
    FAILED = "failed"


@dataclass(frozen=True, slots=True)
class Indexing:
    """Where a base's sync is, as front ends show it."""

    base: str
    state: IndexingState = IndexingState.IDLE
    done: int = 0
    total: int = 0
    current: str = ""
    """The file being read."""
    queued: bool = False
    """Another sync was asked while this one runs: it follows."""
    report: SyncReport | None = None
    """The last sync's outcome."""
    error: UserFacingError | None = None
    """Why the last sync failed."""

    @property
    def running(self) -> bool:
        return self.state in (IndexingState.STARTING, IndexingState.INDEXING)


IndexingListener = Callable[[Indexing], None]
"""Called on the event loop with a base's indexing as it changes."""


@dataclass(eq=False)
class _Job:
    """One base's running sync: who waits for this pass, who for the one queued after it."""

    stop: threading.Event = field(default_factory=threading.Event)
    waiters: list[asyncio.Future[SyncReport | None]] = field(default_factory=list)
    queued: list[asyncio.Future[SyncReport | None]] = field(default_factory=list)
    listeners: list[IndexingListener] = field(default_factory=list)
    ended: threading.Event = field(default_factory=threading.Event)
    task: asyncio.Task[None] | None = None
    forget: bool = False
    """The base is being deleted: no state is kept of it when the sync ends."""


class KnowledgeJobs:
    """Syncs run off the event loop, one per base at a time, with progress delivered to the loop."""

    def __init__(self, service: KnowledgeService) -> None:
        self._service = service
        self._jobs: dict[str, _Job] = {}
        self._states: dict[str, Indexing] = {}
        self._listeners: list[IndexingListener] = []

    def state(self, name: str) -> Indexing:
        return self._states.get(name) or Indexing(name)

    def listen(self, listener: IndexingListener) -> Callable[[], None]:
        """Every base's indexing as it changes (on the loop); returns the call that stops it."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener) if listener in self._listeners else None

    async def sync(
        self, name: str, on_progress: IndexingListener | None = None, *, unless_paused: bool = False
    ) -> SyncReport | None:
        """Bring the base up to date; None when it was paused before the end. Asked while a sync of the
        base runs, one more follows it (however often it is asked meanwhile) and this waits for that one.
        `unless_paused` (a change the app noticed by itself): None at once when the base is paused or its
        pause is under way (its child not stopped yet), where a sync asked by the person would resume it."""
        self._service.file(name)  # a bad name is refused at once; a missing base by the sync
        loop = asyncio.get_running_loop()
        done: asyncio.Future[SyncReport | None] = loop.create_future()
        job = self._jobs.get(name)
        pausing = job is not None and job.stop.is_set()
        if unless_paused and (pausing or self.state(name).state is IndexingState.PAUSED):
            return None
        if job is None:
            job = self._jobs[name] = _Job(waiters=[done])
            self._publish(name, Indexing(name, IndexingState.STARTING))
            job.task = loop.create_task(self._run(name, job))
        else:
            job.queued.append(done)
            self._publish(name, _replace(self.state(name), queued=True))
        if on_progress is not None:
            job.listeners.append(on_progress)
        try:
            return await asyncio.shield(done)
        finally:
            if on_progress is not None and on_progress in job.listeners:
                job.listeners.remove(on_progress)

    def pause(self, name: str) -> None:
        """Stop the base's sync now (what is indexed stays; `resume` goes on from there)."""
        job = self._jobs.get(name)
        if job is not None:
            job.stop.set()
            for waiter in job.queued:  # the sync queued after this one is not run either
                if not waiter.done():
                    waiter.set_result(None)
            job.queued = []

    async def resume(self, name: str, on_progress: IndexingListener | None = None) -> SyncReport | None:
        return await self.sync(name, on_progress)

    def stop(self, name: str, wait_s: float = 0.0, *, forget: bool = False) -> None:
        """Stop the base's sync, waiting up to `wait_s` for its child to end (blocking: off the loop);
        `forget`: the base is going away, its indexing state with it."""
        job = self._jobs.get(name)
        if job is not None:
            job.forget = job.forget or forget
            job.stop.set()
            if wait_s:
                job.ended.wait(wait_s)
        if forget:
            self._states.pop(name, None)

    def stop_all(self) -> None:
        for job in list(self._jobs.values()):
            job.stop.set()

    async def aclose(self) -> None:
        """Stop every sync and wait until each has ended (its child stopped, its waiters told)."""
        self.stop_all()
        running = [job.task for job in self._jobs.values() if job.task is not None]
        await asyncio.gather(*running, return_exceptions=True)

    async def _run(self, name: str, job: _Job) -> None:
        loop = asyncio.get_running_loop()
        try:
            while job.waiters:
                job.ended.clear()
                state = Indexing(name, IndexingState.STARTING, queued=bool(job.queued))
                self._publish(name, state)
                try:
                    report = await asyncio.to_thread(self._drive, name, job, loop)
                except Exception as exc:
                    error = exc if isinstance(exc, UserFacingError) else _failed(name, exc)
                    if not isinstance(exc, UserFacingError):
                        log.exception("Indexing %s failed", name)
                    for waiter in job.waiters:
                        if not waiter.done():
                            waiter.set_exception(error)
                            waiter.exception()  # retrieved: a waiter that went away does not warn
                    self._publish(
                        name, Indexing(name, IndexingState.FAILED, error=error, queued=bool(job.queued))
                    )
                else:
                    for waiter in job.waiters:
                        if not waiter.done():
                            waiter.set_result(report)
                    if report is None and job.forget:  # the base was deleted
                        self._publish(name, Indexing(name))
                        self._states.pop(name, None)
                    elif report is None:  # paused (a sync asked after the pause runs next)
                        last = self.state(name)
                        self._publish(name, Indexing(name, IndexingState.PAUSED, last.done, last.total))
                    else:
                        total = self.state(name).total
                        state = Indexing(name, IndexingState.IDLE, total, total, report=report)
                        self._publish(name, _replace(state, queued=bool(job.queued)))
                job.waiters, job.queued = job.queued, []
                job.stop.clear()  # what is still waiting was asked after the pause
        except asyncio.CancelledError:
            job.stop.set()
            raise
        finally:
            if self._jobs.get(name) is job:
                del self._jobs[name]

    def _progressed(self, name: str, done: int, total: int, current: str) -> None:
        """On the loop: a coalesced progress report of the base's child."""
        job = self._jobs.get(name)
        if job is None or job.stop.is_set():
            return
        self._publish(
            name, Indexing(name, IndexingState.INDEXING, done, total, current, queued=bool(job.queued))
        )

    def _publish(self, name: str, state: Indexing) -> None:
        self._states[name] = state
        job = self._jobs.get(name)
        for listener in [*self._listeners, *(job.listeners if job is not None else ())]:
            try:
                listener(state)
            except Exception:
                log.exception("A listener of %s's indexing failed", name)

    def _drive(self, name: str, job: _Job, loop: asyncio.AbstractEventLoop) -> SyncReport | None:
        """In a worker thread: the base synced by the indexing child (`indexer.sync_until`: again after a
        crash, one silent too long stopped and its file failed), its progress sent to the loop at most
        every PROGRESS_INTERVAL_S, stopped at once when asked (`job.stop`: None)."""
        service = self._service
        db = service._existing(name)
        sent_at = 0.0
        pending: tuple[int, int, str] | None = None

        def send() -> None:
            nonlocal sent_at, pending
            if pending is None:
                return
            sent_at, progress, pending = time.monotonic(), pending, None
            try:
                loop.call_soon_threadsafe(self._progressed, name, *progress)
            except RuntimeError:  # the loop closed: nobody to tell
                job.stop.set()

        def progressed(done: int, total: int, current: str) -> None:
            nonlocal pending
            pending = (done, total, current)
            if time.monotonic() - sent_at >= PROGRESS_INTERVAL_S:
                send()

        try:
            report = sync_until(db, service._paths.protected_dirs, service._config, progressed, stop=job.stop)
        except RuntimeError as exc:  # the child kept crashing, or crashed on no file
            raise _failed(name, exc) from None
        finally:
            job.ended.set()
        if report is None:
            log.info("Indexing %s stopped (paused, deleted or closing)", name)
        else:
            send()  # the last progress reaches the loop before the end
        return report


def _failed(name: str, exc: BaseException) -> UserFacingError:
    return UserFacingError.said(
        ErrorKind.INTERNAL,
        QT_TRANSLATE_NOOP("Errors", "Indexing '{name}' stopped: {reason}."),
        QT_TRANSLATE_NOOP("Errors", "Try Re-index; the log has the details."),
        name=name,
        reason=str(exc),
    )


def _replace(state: Indexing, **changes: Any) -> Indexing:
    values = {f.name: getattr(state, f.name) for f in fields(Indexing)}
    values.update(changes)
    return Indexing(**values)
