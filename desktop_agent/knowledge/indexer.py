"""Bringing a base up to date: parsing and embedding run in a child process (spawned, so the window's and
the event loop's process never parse a file), which writes into the base's SQLite file and reports
progress. A file whose parser raises is marked failed with the reason and the rest go on; a child that
dies (a parser that crashed the interpreter) leaves the file it was on marked failed, and a new child goes
on with the others. Change is seen by size and mtime, then content hash; an edited file re-embeds only the
chunks whose hash has no vector yet."""

from __future__ import annotations

import functools
import hashlib
import logging
import multiprocessing
import os
import queue
import sys
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from desktop_agent.domain.knowledge import SyncReport
from desktop_agent.knowledge.embedders import Embedder, EmbedderConfig, make_embedder
from desktop_agent.knowledge.models import MODEL_CONFIG, base_config, config_json
from desktop_agent.knowledge.parsing import chunks_of
from desktop_agent.knowledge.store import Chunk, KnowledgeStore
from desktop_agent.knowledge.walk import walk

log = logging.getLogger(__name__)

SyncProgress = Callable[[int, int, str], None]
"""(files done, files in all, the file being read)."""
EMBED_BATCH = 64
MAX_RESTARTS = 20
START_S = 120.0
"""A child that has not said a word this long after it started (its imports, the model) is stopped."""
STALL_S = 300.0
"""A child that reports nothing for this long (no file done, no batch of a file's chunks) hangs."""
PEAK_RSS = "last_sync_peak_rss_kb"
"""Meta key: the indexing child's peak resident memory in its last sync (KiB)."""


@dataclass
class _Counts:
    indexed: int = 0
    unchanged: int = 0
    removed: int = 0
    failed: int = 0
    skipped: int = 0
    chunks_embedded: int = 0
    chunks_reused: int = 0


def _hash_file(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        while block := f.read(1 << 16):
            digest.update(block)
    return digest.hexdigest()


def chunk_hash(chunk: Chunk) -> str:
    return hashlib.sha256(f"{chunk.heading}\n{chunk.text}".encode()).hexdigest()[:32]


def sync_in_process(
    db: Path, protected: Sequence[str], config: EmbedderConfig, report: Callable[[tuple[Any, ...]], None]
) -> SyncReport:
    """The child's work (callable in-process too): every source walked, each file indexed or marked, then,
    if the base is moving to another model, the chunks that lack its vectors embedded before search
    switches to them. `report` gets ("progress", done, total, path) for each file and again for each batch
    of a long file's chunks (a sign of life)."""
    if multiprocessing.parent_process() is not None:
        _step_back()
    store = KnowledgeStore(db)
    counts = _Counts()
    try:
        config = base_config(store, config)
        embedder = make_embedder(config)
        if store.active_model() is None:
            store.activate(embedder.id)
            store.set_meta(MODEL_CONFIG, config_json(config))
        known = store.files()
        found = {
            str(f.path): f
            for source in store.sources()
            for f in walk(Path(source), [Path(p) for p in protected])
        }
        counts.removed = store.remove_files([p for p in known if p not in found])
        total = len(found)
        for done, (path, item) in enumerate(sorted(found.items())):
            report(("progress", done, total, path))
            old = known.get(path)
            if item.skip:
                if old is None or old.status != "skipped":
                    store.remove_files([path])
                    store.mark(path, "skipped", item.skip, size=item.size, mtime_ns=item.mtime_ns)
                counts.skipped += 1
                continue
            same_stat = old is not None and (old.size, old.mtime_ns) == (item.size, item.mtime_ns)
            if same_stat and old is not None and old.status in ("indexed", "failed"):
                counts.unchanged += 1
                counts.failed += old.status == "failed"
                continue
            digest = _hash_file(item.path)
            if old is not None and old.status == "indexed" and old.sha256 == digest:
                store.touch(path, item.size, item.mtime_ns)
                counts.unchanged += 1
                continue
            store.mark(path, "working", size=item.size, mtime_ns=item.mtime_ns)
            try:
                beat = functools.partial(report, ("progress", done, total, path))
                embedded, reused = _index_file(store, embedder, item.path, beat)
                store.finish_file(path, size=item.size, mtime_ns=item.mtime_ns, sha256=digest)
                counts.indexed += 1
                counts.chunks_embedded += embedded
                counts.chunks_reused += reused
            except Exception as exc:  # any parser's failure is this file's, never the sync's
                store.abandon_file()
                log.info("Could not index %s: %s", path, exc)
                store.mark(path, "failed", f"{type(exc).__name__}: {exc}"[:500])
                counts.failed += 1
        store.prune_vectors(keep_models=[embedder.id])
        if store.active_model() != embedder.id:
            counts.chunks_embedded += _move_to(store, embedder, config, report)
        report(("progress", total, total, ""))
        store.set_meta(PEAK_RSS, str(peak_rss_kb()))
    finally:
        store.abandon_file()
        store.close()
    return SyncReport(**{f.name: getattr(counts, f.name) for f in fields(_Counts)})


def _step_back() -> None:
    """In the indexing child: below the app in the OS's scheduling, and one thread for the tokenizer (its
    pool would take every core), so the window keeps a core while a base indexes."""
    os.environ.setdefault("RAYON_NUM_THREADS", "1")
    try:
        if sys.platform == "win32":
            import ctypes

            below_normal = 0x4000
            kernel = ctypes.windll.kernel32  # type: ignore[attr-defined, unused-ignore]
            kernel.SetPriorityClass(kernel.GetCurrentProcess(), below_normal)
        else:
            os.nice(10)
    except (OSError, AttributeError) as exc:
        log.debug("The indexing process keeps its priority: %s", exc)


def _index_file(
    store: KnowledgeStore, embedder: Embedder, path: Path, beat: Callable[[], None]
) -> tuple[int, int]:
    """The file's chunks replaced a batch at a time (parsed, embedded where the hash is new, written) in
    one transaction: memory holds one batch, readers see the old chunks until the end."""
    store.begin_file(str(path))
    embedded = reused = 0
    for batch in _batched(chunks_of(path), EMBED_BATCH):
        hashed = [(chunk_hash(c), c) for c in batch]
        cached = store.known_vectors(embedder.id, [h for h, _ in hashed])
        texts = {h: f"{c.heading}\n{c.text}" for h, c in hashed if h not in cached}
        vectors = dict(zip(texts, embedder.embed(list(texts.values())), strict=True)) if texts else {}
        store.add_chunks(str(path), embedder.id, hashed, vectors)
        embedded += len(vectors)
        reused += len(hashed) - len(vectors)
        beat()
    return embedded, reused


def _move_to(
    store: KnowledgeStore,
    embedder: Embedder,
    config: EmbedderConfig,
    report: Callable[[tuple[Any, ...]], None],
) -> int:
    """The base's chunks embedded with its new model a batch at a time (each committed: a pause keeps
    what is done); search uses the old model's vectors until the last batch, then switches."""
    total = store.count_without_vectors(embedder.id)
    done = 0
    while batch := store.without_vectors(embedder.id, EMBED_BATCH * 4):
        report(("progress", done, total, f"embedding with {embedder.id}"))
        vectors = embedder.embed([text for _, text in batch])
        store.add_vectors(embedder.id, {h: v for (h, _), v in zip(batch, vectors, strict=True)})
        done += len(batch)
    store.activate(embedder.id)
    store.set_meta(MODEL_CONFIG, config_json(config))
    log.info("Knowledge base %s moved to %s (%d chunks embedded)", store.file.name, embedder.id, done)
    return done


def _batched(items: Iterable[Chunk], size: int) -> Iterator[list[Chunk]]:
    batch: list[Chunk] = []
    for item in items:
        batch.append(item)
        if len(batch) == size:
            yield batch
            batch = []
    if batch:
        yield batch


def peak_rss_kb() -> int:
    """This process's peak resident memory in KiB (0 where the OS does not say: Windows). On Linux the
    memory map's own high-water mark: ru_maxrss would carry the parent's peak over fork and exec."""
    try:
        with Path("/proc/self/status").open(encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    try:
        import resource
    except ImportError:
        return 0
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return int(peak // 1024 if sys.platform == "darwin" else peak)  # macOS says bytes


def _child(db: str, protected: list[str], config: EmbedderConfig, messages: Any) -> None:
    result = sync_in_process(Path(db), protected, config, messages.put)
    messages.put(("done", result))


def _end(child: Any) -> None:
    """Stop an indexing child: asked first, then killed."""
    child.terminate()
    child.join(5)
    if child.is_alive():
        child.kill()
        child.join()


def mark_crashed(store: KnowledgeStore, exitcode: int | None, *, stalled_s: float | None = None) -> list[str]:
    """After a child died (or was stopped for hanging): the file it was reading is the one to blame."""
    crashed = store.working()
    for path in crashed:
        if stalled_s is not None:
            reason = f"reading it made no progress for {stalled_s:.0f} s: stopped"
        else:
            reason = f"its parser crashed the indexing process (exit code {exitcode})"
        store.mark(path, "failed", reason)
    return crashed


def sync(
    db: Path,
    protected: Sequence[Path],
    config: EmbedderConfig,
    progress: SyncProgress | None = None,
    *,
    stall_s: float = STALL_S,
) -> SyncReport:
    """Bring the base in `db` up to date in a child process and wait for it (blocking: call it from a
    worker thread where an event loop runs). A child silent for `stall_s` (no file done, no batch of
    chunks) is stopped, and the file it was on marked failed as one that hangs; a new child goes on."""
    report = sync_until(db, protected, config, progress, stall_s=stall_s)
    assert report is not None  # nothing can stop it
    return report


def sync_until(
    db: Path,
    protected: Sequence[Path],
    config: EmbedderConfig,
    progress: SyncProgress | None = None,
    *,
    stall_s: float = STALL_S,
    stop: threading.Event | None = None,
) -> SyncReport | None:
    """`sync`, stopped at once when `stop` is set (None then): the child ends, every file indexed so far
    stays committed, and the next sync goes on from there."""
    context = multiprocessing.get_context("spawn")
    for _attempt in range(MAX_RESTARTS):
        messages = context.Queue()
        child = context.Process(
            target=_child,
            args=(str(db), [str(p) for p in protected], config, messages),
            name="desktop-agent-indexer",
            daemon=True,
        )
        child.start()
        result: SyncReport | None = None
        heard = time.monotonic()
        limit = max(stall_s, START_S)  # until it first speaks: imports and the model load are silent
        stalled = False
        while result is None:
            if stop is not None and stop.is_set():
                _end(child)
                messages.close()
                messages.cancel_join_thread()
                log.info("Indexing %s stopped", db.name)
                return None
            try:
                message = messages.get(timeout=0.1)
            except queue.Empty:
                if not child.is_alive():
                    break
                if time.monotonic() - heard > limit:
                    stalled = True
                    child.kill()
                    child.join()
                    break
                continue
            heard, limit = time.monotonic(), stall_s
            if message[0] == "progress" and progress is not None:
                progress(message[1], message[2], message[3])
            elif message[0] == "done":
                result = message[1]
        child.join()
        messages.close()
        if result is not None:
            return result  # a file that crashed or hung a child is counted failed by the next one
        store = KnowledgeStore(db)
        try:
            crashed = mark_crashed(store, child.exitcode, stalled_s=stall_s if stalled else None)
        finally:
            store.close()
        log.warning("The indexing process ended with code %s on %s", child.exitcode, crashed)
        if not crashed:
            raise RuntimeError(f"The indexing process ended with code {child.exitcode}")
    raise RuntimeError("The indexing process kept crashing")
