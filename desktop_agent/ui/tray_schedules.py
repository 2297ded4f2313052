"""The schedules in the tray's menu: each enabled job with when it runs next; choosing one, or
"Schedules…", opens File › Schedules…. Their count keeps the app in the tray when the window closes.

The menu is built when it opens and may not wait for the history, so it lists the jobs as last read: they
are read when the core attaches and again (for the next opening) each time the menu is built.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable, Coroutine, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop_agent.domain.display import visible
from desktop_agent.domain.schedules import Job, when_text

log = logging.getLogger(__name__)

SHOWN = 8
"""The most jobs the menu lists (the Schedules page has them all)."""


class TraySchedules:
    def __init__(
        self,
        read_jobs: Callable[[], Awaitable[list[Job]]],
        open_page: Callable[[], None],
        spawn: Callable[[Coroutine[Any, Any, Any]], object],
    ) -> None:
        self._read_jobs = read_jobs
        self._open_page = open_page
        self._spawn = spawn
        self._jobs: list[Job] = []
        self._reading = False

    def refresh(self) -> None:
        """Read the jobs again (in the background); the menu shows them from its next opening."""
        if not self._reading:
            self._reading = True
            self._spawn(self._read())

    async def _read(self) -> None:
        try:
            self._jobs = [job for job in await self._read_jobs() if job.enabled]
        finally:
            self._reading = False

    def count(self) -> int:
        return len(self._jobs)

    def entries(self) -> Sequence[tuple[str, Callable[[], None]]]:
        """The menu's lines: each enabled job and when it runs next, then "Schedules…"."""
        self.refresh()
        now = time.time()
        listed = sorted(self._jobs, key=lambda job: job.next_run(now))[:SHOWN]
        template = QCoreApplication.translate("Tray", "{name} — next {when}")
        lines = [
            (template.format(name=_shown(job.name), when=when_text(job.next_run(now))), self._open_page)
            for job in listed
        ]
        return [*lines, (QCoreApplication.translate("Tray", "Schedules…"), self._open_page)]


def _shown(name: str) -> str:
    """A job's name as a menu shows it: hidden characters named, shortened, an `&` as itself (not a
    mnemonic)."""
    return visible(name)[:60].replace("&", "&&")
