"""What the conversation shows, without how it looks: messages grouped as the person sees them, the pages
of a long session, the actions under each message and under an error, where streamed Markdown may render.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from desktop_agent.domain.errors import ErrorKind
from desktop_agent.ui.presenters import chat_actions as ca

if TYPE_CHECKING:
    from desktop_agent.domain.errors import UserFacingError
    from desktop_agent.domain.messages import Message

SETTINGS_ERRORS = frozenset(
    {ErrorKind.AUTH, ErrorKind.NO_API_KEY, ErrorKind.KEYRING_UNAVAILABLE, ErrorKind.MODEL_NOT_FOUND}
)

PAGE_GROUPS = 20
"""Messages rendered when a session opens (enough to fill a tall window)."""
EARLIER_GROUPS = 12
"""Messages rendered per page when scrolling up: small enough that a page never stalls the window."""
MAX_RENDERED_GROUPS = 60
"""Messages kept rendered at once: paging further up drops the newest from the bottom (and back), so
the document, and the cost of each page, stay the same size however long the session."""

Group = list["Message"]
"""A user message alone, or an assistant turn with its steps and tool results."""


def group_messages(messages: Sequence[Message]) -> list[Group]:
    groups: list[Group] = []
    for message in messages:
        if message.role == "user" or not groups or groups[-1][0].role == "user":
            groups.append([message])
        else:
            groups[-1].append(message)
    return groups


def next_section(text: str, start: int) -> int:
    """The end of the Markdown section that starts at `start`, or `start` while it is not complete.

    A text part is rendered a section at a time, whether it streams or comes from the history, so both
    show the same document (and a long answer never has to be rendered whole at its end). A section ends
    at a blank line outside code, where what follows has begun at the start of a line: an indented line
    after a blank one continues the section (a list item's paragraph, code in a list). The cut depends only
    on the text before it and the first character after it: streamed, it falls where it falls in the
    whole text."""
    at = start
    fences = 0
    while True:
        cut = text.find("\n\n", at)
        if cut < 0:
            return start
        fences += sum(1 for line in text[at:cut].split("\n") if line.lstrip()[:3] in ("```", "~~~"))
        end = cut + 2
        while end < len(text) and text[end] == "\n":
            end += 1
        if end >= len(text):
            return start  # what follows has not begun
        if fences % 2 == 0 and text[end] not in " \t":
            return end
        at = cut + 1


def sections(text: str) -> list[str]:
    """A text part cut into its sections (`next_section`), the last one whatever remains."""
    parts: list[str] = []
    start = 0
    while (end := next_section(text, start)) > start:
        parts.append(text[start:end])
        start = end
    parts.append(text[start:])
    return parts


class Pages:
    """The messages of the shown session that are not rendered: those above the view and, after paging far
    up, those below it."""

    def __init__(self) -> None:
        self.earlier: list[Group] = []
        self.later: list[Group] = []

    def open(self, messages: Sequence[Message]) -> list[Group]:
        """A session opens: the newest page to render now."""
        groups = group_messages(messages)
        self.earlier = groups[:-PAGE_GROUPS] if len(groups) > PAGE_GROUPS else []
        self.later = []
        return groups[-PAGE_GROUPS:]

    def add_earlier(self, messages: Sequence[Message]) -> None:
        self.earlier = group_messages(messages) + self.earlier

    def take_earlier(self) -> list[Group]:
        page, self.earlier = self.earlier[-EARLIER_GROUPS:], self.earlier[:-EARLIER_GROUPS]
        return page

    def take_later(self) -> list[Group]:
        page, self.later = self.later[:EARLIER_GROUPS], self.later[EARLIER_GROUPS:]
        return page

    @staticmethod
    def overflow(rendered: int) -> int:
        """How many rendered messages to drop from the far end."""
        return max(0, rendered - MAX_RENDERED_GROUPS)

    def dropped_below(self, groups: list[Group]) -> None:
        self.later[:0] = groups

    def dropped_above(self, groups: list[Group]) -> None:
        self.earlier.extend(groups)

    def earlier_count(self) -> int:
        return sum(len(g) for g in self.earlier)

    def later_count(self) -> int:
        return sum(len(g) for g in self.later)


MessageAction = (
    ca.CopyMessage | ca.EditMessage | ca.SwitchVersion | ca.Regenerate | ca.ContinueTurn | ca.PinMessage
    | ca.ReadAloud
)  # fmt: skip
ErrorAction = ca.OpenSettings | ca.Retry


def message_actions(
    role: str,
    key: str,
    status: str,
    *,
    last_answer: bool,
    version: tuple[int, int] | None,
    pinned: bool = False,
) -> list[MessageAction]:
    """The links under a finished message: Copy and Pin; Edit and the versions for the person's message;
    Read aloud for an answer; Regenerate (and Continue when it was interrupted) for the last answer."""
    actions: list[MessageAction] = [ca.CopyMessage(key)]
    if key:
        actions.append(ca.PinMessage(key, not pinned))
    if role == "assistant" and key:
        actions.append(ca.ReadAloud(key))
    if role == "user" and key:
        actions.insert(0, ca.EditMessage(key))
        if version is not None:
            actions += [ca.SwitchVersion(key, -1), ca.SwitchVersion(key, 1)]
    if last_answer:
        actions.append(ca.Regenerate())
        if status == "interrupted":
            actions.append(ca.ContinueTurn())
    return actions


def error_actions(error: UserFacingError) -> list[ErrorAction]:
    """Open settings for a key or model problem; Retry for one that may pass."""
    if error.kind in SETTINGS_ERRORS:
        return [ca.OpenSettings()]
    if error.retryable or error.kind in (
        ErrorKind.STREAM_BROKEN,
        ErrorKind.TIMEOUT,
        ErrorKind.SERVER_NOT_RUNNING,
    ):
        return [ca.Retry()]
    return []
