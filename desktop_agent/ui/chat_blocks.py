"""What the chat's document holds, as the writers keep track of it: a message as shown, a tool card, a
thought; and the column's measures."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtGui import QTextFrame

from desktop_agent.domain.citations import Numbering
from desktop_agent.domain.messages import Message, ToolCallState, ToolResultPart, Usage

RESULT_PREVIEW_LINES = 400
READING_WIDTH = 720
"""The widest the conversation's column grows (pixels): long lines are tiring to read."""
CARD_MARGIN = 5
USER_INDENT = 64
"""How far the person's bubbles stand in from the left of the column."""


@dataclass(slots=True, eq=False)
class ShownMessage:
    """One message as the person sees it: their message, or the assistant's turn (its steps and tools)."""

    key: str
    role: str
    frame: QTextFrame
    markdown: list[str] = field(default_factory=list)
    usage: Usage = field(default_factory=Usage)
    status: str = "complete"
    created: float = 0.0
    """When it was written (seconds since the epoch), shown on hover."""
    actions: QTextFrame | None = None
    messages: list[Message] = field(default_factory=list)
    cards: list[str] = field(default_factory=list)
    reasonings: list[int] = field(default_factory=list)
    codes: list[int] = field(default_factory=list)
    """The keys of its code blocks' text (for Copy code)."""
    bubbles: list[QTextFrame] = field(default_factory=list)
    """The person's text, drawn as bubbles."""
    citations: AnswerCitations = field(default_factory=lambda: AnswerCitations())
    """An answer's citation numbers, and what it cited that was removed."""


@dataclass(slots=True, eq=False)
class AnswerCitations:
    """One answer's citations: its numbers (first cited, first numbered), and the ids it cited that the
    app could not back (removed from the text)."""

    numbering: Numbering = field(default_factory=Numbering)
    dropped: list[str] = field(default_factory=list)


@dataclass(slots=True, eq=False)
class ToolCard:
    call_id: str
    name: str
    frame: QTextFrame
    arguments: str = ""
    state: ToolCallState = ToolCallState.PENDING
    result: ToolResultPart | None = None
    started: float | None = None
    expanded: bool = False
    progress: str = ""
    """How far the running call has come, as its tool said (`presenters.tool_progress`)."""


@dataclass(slots=True, eq=False)
class Thought:
    frame: QTextFrame
    text: str
    duration_s: float | None
    expanded: bool = False
