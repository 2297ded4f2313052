"""Bringing a base up to date: parsing and embedding run in a child process (spawned, so the window's and
the event loop's process never parse a file), which writes into the base's SQLite file and reports
progress. A file whose parser raises is marked failed with the reason and the rest go on; a child that
dies (a parser that crashed the interpreter) leaves the file it was on marked failed, and a new child goes
on with the others. Change is seen by size and mtime, then content hash; an edited file re-embeds only the
chunks whose hash has no vector yet."""

from __future__ import annotations

import hashlib
import logging
import multiprocessing
import queue
from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from desktop_agent.domain.knowledge import SyncReport
from desktop_agent.knowledge.embedders import EmbedderConfig, make_embedder
from desktop_agent.knowledge.parsing import chunks_of
from desktop_agent.knowledge.store import Chunk, KnowledgeStore
from desktop_agent.knowledge.walk import walk

log = logging.getLogger(__name__)

SyncProgress = Callable[[int, int, str], None]
"""(files done, files in all, the file being read)."""
EMBED_BATCH = 64
MAX_RESTARTS = 20


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
    """The child's work (callable in-process too): every source walked, each file indexed or marked."""
    store = KnowledgeStore(db)
    counts = _Counts()
    try:
        embedder = make_embedder(config)
        store.use_embedder(embedder.id)
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
                chunks = [(chunk_hash(c), c) for c in chunks_of(item.path)]
                cached = store.known_vectors([h for h, _ in chunks])
                missing = list(dict.fromkeys(h for h, _ in chunks if h not in cached))
                texts = {h: f"{c.heading}\n{c.text}" for h, c in chunks}
                vectors = {}
                for start in range(0, len(missing), EMBED_BATCH):
                    batch = missing[start : start + EMBED_BATCH]
                    for h, vec in zip(batch, embedder.embed([texts[h] for h in batch]), strict=True):
                        vectors[h] = vec
                store.replace_file(
                    path, chunks, vectors, size=item.size, mtime_ns=item.mtime_ns, sha256=digest
                )
                counts.indexed += 1
                counts.chunks_embedded += len(missing)
                counts.chunks_reused += len(chunks) - len(missing)
            except Exception as exc:  # any parser's failure is this file's, never the sync's
                log.info("Could not index %s: %s", path, exc)
                store.mark(path, "failed", f"{type(exc).__name__}: {exc}"[:500])
                counts.failed += 1
        store.prune_vectors()
        report(("progress", total, total, ""))
    finally:
        store.close()
    return SyncReport(**{f.name: getattr(counts, f.name) for f in fields(_Counts)})


def _child(db: str, protected: list[str], config: EmbedderConfig, messages: Any) -> None:
    result = sync_in_process(Path(db), protected, config, messages.put)
    messages.put(("done", result))


def mark_crashed(store: KnowledgeStore, exitcode: int | None) -> list[str]:
    """After a child died: the file it was reading is the one that killed it."""
    crashed = store.working()
    for path in crashed:
        store.mark(path, "failed", f"its parser crashed the indexing process (exit code {exitcode})")
    return crashed


def sync(
    db: Path, protected: Sequence[Path], config: EmbedderConfig, progress: SyncProgress | None = None
) -> SyncReport:
    """Bring the base in `db` up to date in a child process and wait for it (blocking: call it from a
    worker thread where an event loop runs)."""
    context = multiprocessing.get_context("spawn")
    failed_by_crash = 0
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
        while result is None:
            try:
                message = messages.get(timeout=0.2)
            except queue.Empty:
                if not child.is_alive():
                    break
                continue
            if message[0] == "progress" and progress is not None:
                progress(message[1], message[2], message[3])
            elif message[0] == "done":
                result = message[1]
        child.join()
        messages.close()
        if result is not None:
            return _with_crashes(result, failed_by_crash)
        store = KnowledgeStore(db)
        try:
            crashed = mark_crashed(store, child.exitcode)
        finally:
            store.close()
        log.warning("The indexing process ended with code %s on %s", child.exitcode, crashed)
        if not crashed:
            raise RuntimeError(f"The indexing process ended with code {child.exitcode}")
        failed_by_crash += len(crashed)
    raise RuntimeError("The indexing process kept crashing")


def _with_crashes(report: SyncReport, crashed: int) -> SyncReport:
    if not crashed:
        return report
    values = {f.name: getattr(report, f.name) for f in fields(SyncReport)}
    values["failed"] += crashed
    return SyncReport(**values)
