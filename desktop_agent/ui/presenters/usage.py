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
        self._reported: dict[str, UsageShown] = {}

    def reported(self, session_id: str, total: Usage, last: Usage) -> UsageShown:
        self._reported[session_id] = (total, last)
        return total, last

    def for_session(self, session_id: str, messages: Sequence[Message]) -> UsageShown:
        """The last report of a turn followed here, else what the stored messages say."""
        return self._reported.get(session_id) or usage_of(messages)
