"""A turn in progress: owns its task, hands out its events, takes the person's answers."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Callable, Coroutine
from typing import Any

from desktop_agent.agent.interactions import ApprovalDecision, Interactions
from desktop_agent.domain.events import AgentEvent, FinalEvent, RunFailed, RunFinished, StopReason
from desktop_agent.domain.messages import Usage

log = logging.getLogger(__name__)


class Run:
    def __init__(self, run_id: str, session_id: str) -> None:
        self.id = run_id
        self.session_id = session_id
        self.interactions = Interactions()
        self._queue: asyncio.Queue[AgentEvent] = asyncio.Queue()
        self._task: asyncio.Task[FinalEvent] | None = None
        self._listeners: list[Callable[[AgentEvent], None]] = []
        self._queued = True
        self.final: FinalEvent | None = None
        self.ended = False
        """Its final event is out (its task ends right after): nothing more will be written."""

    def emit(self, event: AgentEvent) -> None:
        if isinstance(event, RunFinished | RunFailed):
            self.ended = True
        if self._queued:
            self._queue.put_nowait(event)
        for listener in list(self._listeners):
            listener(event)

    def listen_only(self) -> None:
        """Events go to subscribers only (the window): nothing keeps every event of a long answer."""
        self._queued = False

    def subscribe(self, listener: Callable[[AgentEvent], None]) -> None:
        """Called synchronously for every event, in order (storage, badges...)."""
        self._listeners.append(listener)

    def start(self, body: Coroutine[Any, Any, FinalEvent]) -> None:
        self._task = asyncio.get_running_loop().create_task(body, name=f"run {self.id}")
        self._task.add_done_callback(self._done)

    def _done(self, task: asyncio.Task[FinalEvent]) -> None:
        if task.cancelled():  # cancelled before it ever started: still one final event
            self.final = RunFinished(self.id, StopReason.CANCELLED, Usage(), 0, "Stopped.")
            self.emit(self.final)
            return
        exc = task.exception()
        if exc is not None:
            log.error("A run ended with an unexpected error", exc_info=exc)
            return
        self.final = task.result()

    @property
    def running(self) -> bool:
        return self._task is not None and not self._task.done()

    def cancel(self) -> None:
        """Stop now: the loop keeps the partial text and sends a final `run_finished` (cancelled)."""
        if self._task is not None and not self._task.done():
            self._task.cancel()

    async def wait(self) -> FinalEvent:
        assert self._task is not None
        return await asyncio.shield(self._task)

    async def events(self) -> AsyncIterator[AgentEvent]:
        """Every event of the run, ending with its final one."""
        while True:
            event = await self._queue.get()
            yield event
            if isinstance(event, RunFinished | RunFailed):
                return

    # ---- the person's answers ----

    def approve(self, request_id: str, decision: ApprovalDecision) -> None:
        self.interactions.resolve(request_id, decision)

    def answer(self, request_id: str, text: str | None) -> None:
        """The answer to a question; None when nobody can answer."""
        self.interactions.resolve(request_id, text)

    def confirm(self, request_id: str, go_on: bool) -> None:
        self.interactions.resolve(request_id, go_on)
