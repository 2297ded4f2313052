"""What a link in the conversation asks for: a closed set of typed actions, written as links and read back
in exactly one place (`href` and `parse`).

The links the app writes read `da:<kind>:<argument>`. Text from a model never becomes one: rendered
Markdown keeps only links to web and mail addresses (`is_external`; the chat drops every other link from
it), and a link that does not read back as one of these actions is ignored.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from typing import Literal, assert_never

log = logging.getLogger(__name__)

SCHEME = "da"
EXTERNAL_SCHEMES = frozenset({"http", "https", "mailto"})
"""Links that open outside the app (after the person saw where they lead)."""


def is_external(scheme: str) -> bool:
    return scheme.lower() in EXTERNAL_SCHEMES


@dataclass(frozen=True, slots=True)
class CopyMessage:
    key: str
    """The message's id; empty for a message just sent (its id is not known yet)."""


@dataclass(frozen=True, slots=True)
class CopyCode:
    key: int


@dataclass(frozen=True, slots=True)
class PreviewCode:
    """Open a Mermaid, HTML or SVG code block as a page in the browser."""

    key: int


@dataclass(frozen=True, slots=True)
class ToggleThought:
    key: int


@dataclass(frozen=True, slots=True)
class ToggleCard:
    call_id: str


@dataclass(frozen=True, slots=True)
class CopyResult:
    call_id: str


@dataclass(frozen=True, slots=True)
class ShowCitation:
    """Open the passage or page a numbered citation in an answer stands for."""

    key: int


@dataclass(frozen=True, slots=True)
class ShowEarlier:
    pass


@dataclass(frozen=True, slots=True)
class ShowLater:
    pass


@dataclass(frozen=True, slots=True)
class EditMessage:
    message_id: str


@dataclass(frozen=True, slots=True)
class Regenerate:
    pass


@dataclass(frozen=True, slots=True)
class ContinueTurn:
    pass


@dataclass(frozen=True, slots=True)
class Retry:
    pass


@dataclass(frozen=True, slots=True)
class OpenSettings:
    pass


@dataclass(frozen=True, slots=True)
class SwitchVersion:
    message_id: str
    step: Literal[-1, 1]


@dataclass(frozen=True, slots=True)
class ReviewApproval:
    call_id: str


@dataclass(frozen=True, slots=True)
class AnswerGuard:
    request_id: str
    go_on: bool


@dataclass(frozen=True, slots=True)
class BuildPlan:
    """Hand the plan the answer ends with to the build profile, in this session."""


@dataclass(frozen=True, slots=True)
class QueuedMessage:
    """What to do with the message waiting for the answer to end: send it now (stopping the answer), take
    it back into the composer, or drop it."""

    what: Literal["send-now", "edit", "cancel"]


@dataclass(frozen=True, slots=True)
class ShowSummary:
    """Open the summary a compaction sends in place of earlier messages."""

    compaction_id: str


@dataclass(frozen=True, slots=True)
class UndoCompaction:
    """Send the summarised messages whole again (`undo`), or the summary again."""

    compaction_id: str
    undo: bool


@dataclass(frozen=True, slots=True)
class PinMessage:
    """Pin a message (a summary of earlier turns keeps it word for word), or unpin it."""

    message_id: str
    pin: bool


@dataclass(frozen=True, slots=True)
class ReadAloud:
    """Read an answer aloud, or stop reading it."""

    message_id: str


@dataclass(frozen=True, slots=True)
class OpenAttachment:
    """Open a file attached to a message, in the program the system uses for its kind."""

    sha256: str


@dataclass(frozen=True, slots=True)
class DecideMemory:
    """Keep, edit (then keep) or drop what a `remember` call proposed, or undo that decision."""

    call_id: str
    what: Literal["keep", "edit", "drop", "undo"]


ViewAction = (
    CopyMessage | CopyCode | PreviewCode | ToggleThought | ToggleCard | CopyResult | ShowEarlier | ShowLater
    | ShowSummary | ShowCitation
)  # fmt: skip
"""What the conversation view does itself: copy, fold and unfold, page."""
WindowAction = (
    EditMessage | Regenerate | ContinueTurn | Retry | OpenSettings | SwitchVersion | ReviewApproval
    | AnswerGuard | QueuedMessage | BuildPlan | UndoCompaction | OpenAttachment
    | PinMessage | DecideMemory | ReadAloud
)  # fmt: skip
"""What the window does: turns, versions, approvals, settings."""
ChatAction = ViewAction | WindowAction


def href(action: ChatAction) -> str:
    """The link that asks for the action."""
    written, argument = _written(action)
    return f"{SCHEME}:{written}:{argument}"


def kind(action: ChatAction) -> str:
    """What the link of an action names it: "copy", "version-previous", "guard-stop"..."""
    return _written(action)[0]


def _written(action: ChatAction) -> tuple[str, str]:
    match action:
        case CopyMessage(key=key):
            return "copy", key
        case CopyCode(key=key):
            return "copy-code", str(key)
        case PreviewCode(key=key):
            return "preview-code", str(key)
        case ToggleThought(key=key):
            return "reasoning", str(key)
        case ToggleCard(call_id=call_id):
            return "card", call_id
        case CopyResult(call_id=call_id):
            return "copy-result", call_id
        case ShowCitation(key=key):
            return "cite", str(key)
        case ShowEarlier():
            return "earlier", ""
        case ShowLater():
            return "later", ""
        case EditMessage(message_id=message_id):
            return "edit", message_id
        case Regenerate():
            return "regenerate", ""
        case ContinueTurn():
            return "continue", ""
        case Retry():
            return "retry", ""
        case OpenSettings():
            return "settings", ""
        case SwitchVersion(message_id=message_id, step=step):
            return ("version-previous" if step < 0 else "version-next"), message_id
        case ReviewApproval(call_id=call_id):
            return "review", call_id
        case AnswerGuard(request_id=request_id, go_on=go_on):
            return ("guard-continue" if go_on else "guard-stop"), request_id
        case QueuedMessage(what=what):
            return f"queued-{what}", ""
        case BuildPlan():
            return "build-plan", ""
        case ShowSummary(compaction_id=cid):
            return "summary", cid
        case UndoCompaction(compaction_id=cid, undo=undo):
            return ("summary-undo" if undo else "summary-redo"), cid
        case OpenAttachment(sha256=sha):
            return "attachment", sha
        case PinMessage(message_id=message_id, pin=pin):
            return ("pin" if pin else "unpin"), message_id
        case ReadAloud(message_id=message_id):
            return "read", message_id
        case DecideMemory(call_id=call_id, what=what):
            return f"memory-{what}", call_id
        case _:
            assert_never(action)


def parse(link: str) -> ChatAction | None:
    """The action a link of ours asks for; None (and a debug line) for anything else."""
    scheme, colon, rest = link.partition(":")
    written, _, argument = rest.partition(":")
    action = _read(written, argument) if colon and scheme == SCHEME else None
    if action is None:
        log.debug("A link that is no chat action was ignored: %.200r", link)
    return action


def _read(written: str, argument: str) -> ChatAction | None:
    match written:
        case "copy":
            return CopyMessage(argument)
        case "copy-code" if argument.isdecimal():
            return CopyCode(int(argument))
        case "preview-code" if argument.isdecimal():
            return PreviewCode(int(argument))
        case "reasoning" if argument.isdecimal():
            return ToggleThought(int(argument))
        case "cite" if argument.isdecimal():
            return ShowCitation(int(argument))
        case "earlier":
            return ShowEarlier()
        case "later":
            return ShowLater()
        case "regenerate":
            return Regenerate()
        case "continue":
            return ContinueTurn()
        case "build-plan":
            return BuildPlan()
        case "queued-send-now":
            return QueuedMessage("send-now")
        case "queued-edit":
            return QueuedMessage("edit")
        case "queued-cancel":
            return QueuedMessage("cancel")
        case "retry":
            return Retry()
        case "settings":
            return OpenSettings()
    if not argument:
        return None
    match written:
        case "card":
            return ToggleCard(argument)
        case "copy-result":
            return CopyResult(argument)
        case "edit":
            return EditMessage(argument)
        case "version-previous" | "version-next":
            return SwitchVersion(argument, -1 if written == "version-previous" else 1)
        case "review":
            return ReviewApproval(argument)
        case "guard-continue" | "guard-stop":
            return AnswerGuard(argument, written == "guard-continue")
        case "summary":
            return ShowSummary(argument)
        case "summary-undo" | "summary-redo":
            return UndoCompaction(argument, written == "summary-undo")
        case "pin" | "unpin":
            return PinMessage(argument, written == "pin")
        case "read" if argument:
            return ReadAloud(argument)
        case "memory-keep" | "memory-edit" | "memory-drop" | "memory-undo":
            return DecideMemory(argument, _MEMORY_DECISIONS[written])
        case "attachment" if re.fullmatch(r"[0-9a-f]{64}", argument):
            return OpenAttachment(argument)
    return None


_MEMORY_DECISIONS: dict[str, Literal["keep", "edit", "drop", "undo"]] = {
    "memory-keep": "keep", "memory-edit": "edit", "memory-drop": "drop", "memory-undo": "undo",
}  # fmt: skip
