"""What the person asks of a turn, as the window and the terminal say it to the core (`core.turns`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the window imports this before its first paint; messages' dataclasses load after it
    from desktop_agent.domain.messages import AttachmentPart

CONTINUE_PROMPT = "Please continue from where you stopped."


@dataclass(frozen=True, slots=True)
class Say:
    """A message the person wrote, with the files they attached (kept with `files.keep` first)."""

    text: str
    attachments: Sequence[AttachmentPart] = ()
    tools: bool | None = None
    """True or False offers the profile's tools or none for this message; None lets the app decide."""
    skill: str | None = None
    """Answer with this skill (the terminal's --skill); otherwise `@name` at the start may name one."""


@dataclass(frozen=True, slots=True)
class SendAgain:
    """The person's last message, with its files, sent again as a new message."""


@dataclass(frozen=True, slots=True)
class GoOn:
    """Let an interrupted answer go on."""

    text: str = CONTINUE_PROMPT
    """The words sent (the window sends its own, in the person's language)."""


@dataclass(frozen=True, slots=True)
class BuildPlan:
    """The checklist the newest plan answer ends with, handed to the build profile as its task."""


@dataclass(frozen=True, slots=True)
class UsePrompt:
    """What an MCP server's prompt makes with these arguments, sent as the message."""

    server: str
    name: str
    values: dict[str, str]


@dataclass(frozen=True, slots=True)
class Edit:
    """An earlier message of the person's, changed and sent again; what followed it is kept as an earlier
    version."""

    message_id: str
    text: str


@dataclass(frozen=True, slots=True)
class AnswerAgain:
    """The last message answered again; the earlier answer is kept as an earlier version."""


TurnInput = Say | SendAgain | GoOn | BuildPlan | UsePrompt | Edit | AnswerAgain
