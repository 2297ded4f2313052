"""Token use for the header: a session's total, and how full the model's context was at its last request."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the domain's messages load with the first session shown
    from desktop_agent.domain.messages import Message, Usage

UsageShown = tuple["Usage", "Usage | None"]
"""(the session's total, the last request's) as the header shows them."""


def usage_of(messages: Sequence[Message]) -> UsageShown:
    """What stored messages used: their sum, and the last one's."""
    from desktop_agent.domain.messages import Usage

    total = Usage()
    last: Usage | None = None
    for message in messages:
        if message.usage is not None:
            total = total + message.usage
            last = message.usage
    return total, last


def context_used(usage: Usage) -> int:
    """How much of the model's context a request filled: its input (cached or not) and output."""
    return usage.input_tokens + usage.cache_read_tokens + usage.cache_write_tokens + usage.output_tokens


class UsagePresenter:
    """What each session's turns reported while this window followed them."""

    def __init__(self) -> None:
        self._last: dict[str, Usage] = {}

    def reported(self, session_id: str, last: Usage) -> None:
        """A request of a turn in the session used `last` (how full it left the context)."""
        self._last[session_id] = last

    def for_session(self, session_id: str, messages: Sequence[Message]) -> UsageShown:
        """The session's total from its messages (those of a turn under way included: they are the live
        ones), and the last request's as reported, else as stored."""
        total, last = usage_of(messages)
        return total, self._last.get(session_id) or last
