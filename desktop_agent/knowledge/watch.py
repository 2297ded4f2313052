"""Noticing that a base's files changed while the app runs, by polling: no dependency, the same on the
three OSes, and it sees exactly what a sync would index (walk.py's rules: secrets, ignored and skipped
folders never wake it). Each tick looks at no more than `budget` files (one stat each), carrying on where
the last tick stopped, so a folder of 20,000 files costs the same per tick as one of 2,000: it just takes
more ticks to go round. A file whose size or mtime changed, a new file, or (at the end of a round) a file
gone wakes `on_change(base)` once; the caller syncs. A thread of its own, nothing Qt."""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from desktop_agent.knowledge.walk import Found, walk

log = logging.getLogger(__name__)

TICK_S = 0.5
"""How often the watcher looks: a save is noticed within a tick (for a base of up to `BUDGET` files)."""
BUDGET = 4000
"""Files looked at per tick over all bases (about 10-20 ms of stat calls on a local disk)."""
QUIET_S = 0.0
"""A change is reported once nothing more changed for this long (0: at the end of the tick that saw it;
a save caught half-written is seen again, and synced again, on the next tick)."""

Stamp = tuple[int, int]


@dataclass
class _Base:
    sources: tuple[Path, ...]
    seen: dict[str, Stamp] | None = None
    """Every file's (size, mtime) at the end of the last full round; None before the first."""
    round: dict[str, Stamp] = field(default_factory=dict)
    files: Iterator[Found] | None = None
    changed_at: float | None = None


def _files(sources: Sequence[Path], protected: Sequence[Path]) -> Iterator[Found]:
    for source in sources:
        if source.exists():
            yield from walk(source, protected)


class Watcher:
    """Watches the sources of some bases and calls `on_change(base)` (on the watcher's thread, which waits
    for it: a sync run there holds the next tick back) after they change. `watch` and `unwatch` may be
    called from any thread; `start`/`stop` run the thread, and `tick` does one step by hand."""

    def __init__(
        self,
        on_change: Callable[[str], None],
        protected: Sequence[Path] = (),
        *,
        tick_s: float = TICK_S,
        budget: int = BUDGET,
        quiet_s: float = QUIET_S,
    ) -> None:
        self._on_change = on_change
        self._protected = list(protected)
        self._tick_s = tick_s
        self._budget = budget
        self._quiet_s = quiet_s
        self._bases: dict[str, _Base] = {}
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def watch(self, base: str, sources: Sequence[Path], indexed: Mapping[str, Stamp] | None = None) -> None:
        """Start (or go on) watching `base`. New sources start a new first round, which reports what differs
        from `indexed` (each file's size and mtime as the base holds it), or nothing without it: a file
        saved while the first round walks is not taken for how things were."""
        with self._lock:
            kept = self._bases.get(base)
            wanted = tuple(Path(s) for s in sources)
            if kept is None or kept.sources != wanted:
                self._bases[base] = _Base(wanted, dict(indexed) if indexed is not None else None)

    def unwatch(self, base: str) -> None:
        with self._lock:
            self._bases.pop(base, None)

    def watched(self) -> list[str]:
        with self._lock:
            return sorted(self._bases)

    def start(self) -> None:
        if self._thread is None:
            self._stop.clear()
            self._thread = threading.Thread(target=self._run, name="knowledge-watcher", daemon=True)
            self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join()
            self._thread = None

    def _run(self) -> None:
        while not self._stop.wait(self._tick_s):
            try:
                self.tick()
            except Exception:  # a watcher that dies silently is worse than one that logs and goes on
                log.exception("The knowledge watcher's tick failed")

    def tick(self) -> list[str]:
        """One step: up to `budget` files looked at; returns (and reports) the bases found changed."""
        with self._lock:
            bases = list(self._bases.items())
        share = max(1, self._budget // max(1, len(bases)))
        now = time.monotonic()
        due = []
        for name, base in bases:
            self._step(base, share, now)
            if base.changed_at is not None and now - base.changed_at >= self._quiet_s:
                base.changed_at = None
                due.append(name)
        for name in due:
            with self._lock:
                still = name in self._bases
            if still:
                log.info("Files of the knowledge base %s changed", name)
                self._on_change(name)
        return due

    def _step(self, base: _Base, share: int, now: float) -> None:
        if base.files is None:
            base.files = _files(base.sources, self._protected)
            base.round = {}
        for _ in range(share):
            try:
                found = next(base.files)
            except StopIteration:
                if base.seen is not None and base.seen.keys() - base.round.keys():
                    base.changed_at = now  # a file went away
                base.seen, base.files = base.round, None
                return
            except OSError as exc:  # a folder that vanished while it was walked: the next round sees it
                log.debug("Watching stopped short: %s", exc)
                base.files = None
                return
            key, stamp = str(found.path), (found.size, found.mtime_ns)
            base.round[key] = stamp
            if base.seen is not None and base.seen.get(key) != stamp:
                base.changed_at = now
