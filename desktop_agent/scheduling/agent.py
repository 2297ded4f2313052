"""The scheduler agent: where no OS scheduler is used (Linux without a systemd user session), one small
process per data folder, started at login by its autostart entry, runs the jobs at their slots.

It wakes at least every `tick_s` seconds and compares wall-clock time with each job's slots, so a
computer that slept (the monotonic clock stands still meanwhile) runs a missed job once on waking, not once
per slot missed. It starts each due job as its own process (the same command an OS scheduler runs) and
goes on; the run itself refuses to overlap a run of the same job still going. It holds a lock file so a
second agent for the same folder ends at once, and ends by itself when no job is enabled.
"""

from __future__ import annotations

import contextlib
import logging
import os
import subprocess
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from desktop_agent.domain.schedules import Job

log = logging.getLogger(__name__)

DEFAULT_TICK_S = 30.0


@dataclass
class SchedulerAgent:
    jobs: Callable[[], list[Job]]
    """The jobs as stored now (read again at every wake: jobs added or changed are seen)."""
    mark: Callable[[str, float], None]
    """Record that the job's slot was started (before it starts: it is never started twice)."""
    command: Callable[[str], Sequence[str]]
    """The command that runs a job once."""
    tick_s: float = DEFAULT_TICK_S
    clock: Callable[[], float] = time.time
    sleep: Callable[[float], None] = time.sleep

    def __post_init__(self) -> None:
        self._children: list[subprocess.Popen[bytes]] = []

    def run_forever(self) -> None:
        """Until no job is enabled (and the jobs it started have ended)."""
        while True:
            wake = self.once()
            self._reap()
            if wake is None and not self._children:
                log.info("No job is enabled: the scheduler agent ends")
                return
            self.sleep(max(0.05, min(self.tick_s, (wake or self.clock() + self.tick_s) - self.clock())))

    def once(self) -> float | None:
        """Start what is due; returns when the next slot comes (None: no job enabled)."""
        now = self.clock()
        soonest: float | None = None
        for job in self.jobs():
            if not job.enabled:
                continue
            slot = job.due(now)
            if slot is not None:
                self.mark(job.id, slot)
                self._start(job)
            upcoming = job.schedule.next_after(now)
            soonest = upcoming if soonest is None else min(soonest, upcoming)
        return soonest

    def _start(self, job: Job) -> None:
        command = list(self.command(job.id))
        log.info("Starting scheduled job %s (%s)", job.name, job.id)
        try:
            child = subprocess.Popen(
                command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                close_fds=True, start_new_session=sys.platform != "win32",
            )  # fmt: skip
        except OSError:
            log.exception("The job %s could not be started", job.id)
            return
        self._children.append(child)

    def _reap(self) -> None:
        self._children = [c for c in self._children if c.poll() is None]


@contextlib.contextmanager
def single_agent(lock_file: Path) -> Iterator[bool]:
    """Whether this process is the folder's only agent, for as long as the block runs."""
    lock_file.parent.mkdir(parents=True, exist_ok=True)
    handle = lock_file.open("a+b")
    try:
        if sys.platform == "win32":  # the agent runs on Linux; kept usable elsewhere
            import msvcrt

            try:
                msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
            except OSError:
                yield False
                return
            yield True
            return
        import fcntl

        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            yield False
            return
        handle.seek(0)
        handle.truncate()
        handle.write(str(os.getpid()).encode())
        handle.flush()
        yield True
    finally:
        handle.close()
