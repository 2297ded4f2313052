"""Requests waiting for the person, per session: tool calls to approve (the session list's waiting badge),
the model's questions, and guard pauses answered in the chat.

The window opens a dialog for each approval and question; this says which are still open, which to close
when the tool call moved on without them, and which to show again when the person opens their session.
"""

from __future__ import annotations

from typing import Literal, NamedTuple, Protocol


class WaitingBadges(Protocol):
    def set_waiting(self, session_id: str, waiting: bool) -> None: ...


# A NamedTuple, not a dataclass: made at import before the window's first paint (a dataclass: ~0.6 ms).
class Request(NamedTuple):
    kind: Literal["approval", "question", "guard"]
    run_id: str
    request_id: str
    call_id: str
    """The tool call asking ("" for a guard pause)."""
    session_id: str | None


class RequestsPresenter:
    def __init__(self, badges: WaitingBadges) -> None:
        self._badges = badges
        self._pending: list[Request] = []

    def add(self, request: Request) -> None:
        self._pending.append(request)
        if request.kind == "approval" and request.session_id is not None:
            self._badges.set_waiting(request.session_id, True)

    def pending(self, session_id: str | None = None) -> list[Request]:
        """Oldest first; of one session, or of all."""
        return [r for r in self._pending if session_id is None or r.session_id == session_id]

    def for_call(self, call_id: str) -> Request | None:
        return next((r for r in self._pending if r.call_id == call_id and r.kind != "guard"), None)

    def guard(self, request_id: str) -> Request | None:
        return next((r for r in self._pending if r.request_id == request_id and r.kind == "guard"), None)

    def answered(self, request: Request) -> bool:
        """The person answered; False when the request was no longer waiting (its answer goes nowhere)."""
        if request not in self._pending:
            return False
        self._pending.remove(request)
        self._update_badge(request)
        return True

    def settled(self, call_id: str) -> Request | None:
        """The tool call went on (it runs, or ended) without the person's answer: its approval no longer
        waits (and its dialog closes)."""
        request = self.for_call(call_id)
        if request is not None and request.kind == "approval":
            self._pending.remove(request)
            self._update_badge(request)
            return request
        return None

    def opened(self, session_id: str) -> list[Request]:
        """What to show again when the person opens a session: its approvals and questions still open."""
        return [r for r in self.pending(session_id) if r.kind != "guard"]

    def run_ended(self, run_id: str, session_id: str | None) -> None:
        """Nothing of an ended run waits any more (an open question's dialog stays until answered)."""
        self._pending = [r for r in self._pending if r.run_id != run_id or r.kind == "question"]
        if session_id is not None:
            self._badges.set_waiting(session_id, False)

    def _update_badge(self, request: Request) -> None:
        if request.kind != "approval" or request.session_id is None:
            return
        if not any(r.kind == "approval" and r.run_id == request.run_id for r in self._pending):
            self._badges.set_waiting(request.session_id, False)
