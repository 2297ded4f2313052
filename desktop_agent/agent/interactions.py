"""Where the turn waits for the person: approvals, questions, guard confirmations.

Each request parks a Future keyed by request id and emits an event; whoever shows the event
(the window's dialog, the terminal prompt) answers through `resolve`.
"""

from __future__ import annotations

import asyncio
import enum
from dataclasses import dataclass
from typing import Any

from desktop_agent.domain.ids import new_id


class ApprovalChoice(enum.StrEnum):
    APPROVE_ONCE = "approve_once"
    APPROVE_SESSION = "approve_session"
    """This tool (optionally only calls matching `pattern`) for the rest of this session, also after
    the session is reopened."""
    APPROVE_ALWAYS = "approve_always"
    """This tool (optionally only calls matching `pattern`) in every session, in this folder unless
    `every_folder`."""
    DENY = "deny"


@dataclass(frozen=True, slots=True)
class ApprovalDecision:
    """The person's answer to an ApprovalRequested. Only the person's front end makes these: nothing the
    model sends (its tool arguments included) is ever read as an approval."""

    choice: ApprovalChoice
    note: str = ""
    """With DENY: a note passed on to the model."""
    pattern: str | None = None
    """With APPROVE_SESSION / APPROVE_ALWAYS: only calls whose subject matches this pattern (a path glob,
    a command pattern such as `git log *`, a host); None for every call of the tool."""
    every_folder: bool = False
    """With APPROVE_ALWAYS: hold in every workspace folder, not only the current one."""
    outside_sandbox: bool = False
    """The answer also lets this one call run outside the sandbox (`ApprovalRequested.unconfined`). Set only
    by a front end that showed the person this call leaves the sandbox and was answered by them, or by the
    explicit opt-in named for it (`--dangerously-allow-unsandboxed`); without it an approved call that would
    leave the sandbox is not run. Never carried over to later calls."""

    @property
    def approved(self) -> bool:
        return self.choice is not ApprovalChoice.DENY


class UnknownRequestError(KeyError):
    pass


class Interactions:
    """Owned by one run; cancelling the run cancels whatever is still waiting."""

    def __init__(self) -> None:
        self._waiting: dict[str, asyncio.Future[Any]] = {}

    def open(self) -> tuple[str, asyncio.Future[Any]]:
        request_id = new_id("req")
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._waiting[request_id] = future
        return request_id, future

    async def wait(self, request_id: str, future: asyncio.Future[Any]) -> Any:
        try:
            return await future
        finally:
            self._waiting.pop(request_id, None)

    def resolve(self, request_id: str, answer: Any) -> None:
        future = self._waiting.get(request_id)
        if future is None:
            raise UnknownRequestError(request_id)
        if not future.done():
            future.set_result(answer)

    def pending(self) -> list[str]:
        return list(self._waiting)

    def cancel_all(self) -> None:
        for future in self._waiting.values():
            future.cancel()
        self._waiting.clear()
