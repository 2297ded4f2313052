"""Which run belongs to which session, and which sessions are answering (the session list's running badge)."""

from __future__ import annotations

from typing import NamedTuple, Protocol


class BusyBadges(Protocol):
    def set_busy(self, session_id: str, busy: bool) -> None: ...


# A NamedTuple, not a dataclass: made at import before the window's first paint (a dataclass: ~0.6 ms).
class RunEnded(NamedTuple):
    session_id: str
    show_again: bool
    """The session was opened while this run was answering: its answer did not stream into the chat, so the
    chat shows the session whole again (if it is still the one shown)."""


class RunsPresenter:
    def __init__(self, badges: BusyBadges) -> None:
        self._badges = badges
        self._session_of: dict[str, str] = {}
        self._opened_while_running: set[str] = set()

    def started(self, run_id: str, session_id: str) -> None:
        self._session_of[run_id] = session_id
        self._badges.set_busy(session_id, True)

    def session_of(self, run_id: str) -> str | None:
        return self._session_of.get(run_id)

    def sessions(self) -> list[str]:
        """The sessions with a run followed here (each is still answering, or just ended)."""
        return list(dict.fromkeys(self._session_of.values()))

    def opened(self, session_id: str, *, running: bool) -> None:
        """The person opened a session; if it is answering, what it streams now is not in the chat."""
        if running:
            self._opened_while_running.add(session_id)

    def ended(self, run_id: str) -> RunEnded | None:
        session_id = self._session_of.pop(run_id, None)
        if session_id is None:
            return None
        self._badges.set_busy(session_id, False)
        show_again = session_id in self._opened_while_running
        self._opened_while_running.discard(session_id)
        return RunEnded(session_id, show_again)
