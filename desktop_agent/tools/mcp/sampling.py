"""What an MCP server asks the app's model (``sampling/createMessage``), as plain values the front ends
show: the exact messages (text, and images or audio named), the system prompt, the token limit and the
server's model preferences; and what goes back, an answer or a refusal.

Nothing here imports the MCP SDK: the front ends see these types through the core.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

USER_REJECTED = -1
"""The error code the protocol's examples give a request the person rejected."""
REFUSED = -32600
"""A request the app refuses without asking (another one of this server is waiting, tools were asked)."""
MAX_REQUEST_CHARS = 1_000_000
"""A request whose text is longer than this is refused without asking: nobody could read it."""


@dataclass(frozen=True, slots=True)
class SamplingPart:
    """One piece of a message: text, or an image or audio clip, named by its type and size."""

    kind: Literal["text", "image", "audio", "other"]
    text: str = ""
    mime_type: str = ""
    size: int = 0
    """For an image or audio clip: its size in bytes (from its base64 data)."""

    def described(self) -> str:
        """The piece as one line of text: the text itself, or what an image or clip is."""
        if self.kind == "text":
            return self.text
        if self.kind == "other":
            return f"[{self.text}]"
        return f"[{self.kind}: {self.mime_type or 'unknown type'}, {_size(self.size)}]"


def _size(size: int) -> str:
    if size >= 1_000_000:
        return f"{size / 1_000_000:.1f} MB"
    if size >= 1000:
        return f"{size / 1000:.0f} KB"
    return f"{size} bytes"


@dataclass(frozen=True, slots=True)
class SamplingMessage:
    role: Literal["user", "assistant"]
    parts: tuple[SamplingPart, ...]

    @property
    def text(self) -> str:
        """What the model is sent of this message: its text, images and clips named in brackets."""
        return "\n".join(p.described() for p in self.parts)


@dataclass(frozen=True, slots=True)
class ModelPreferences:
    hints: tuple[str, ...] = ()
    cost_priority: float | None = None
    speed_priority: float | None = None
    intelligence_priority: float | None = None

    def described(self) -> str:
        """In a line: the hinted models, then the priorities given (0 to 1); '' for none."""
        said = []
        if self.hints:
            said.append("models like " + ", ".join(self.hints))
        for name, value in (
            ("cost", self.cost_priority),
            ("speed", self.speed_priority),
            ("intelligence", self.intelligence_priority),
        ):
            if value is not None:
                said.append(f"{name} {value:g}")
        return "; ".join(said)


@dataclass(frozen=True, slots=True)
class SamplingRequest:
    messages: tuple[SamplingMessage, ...]
    max_tokens: int
    system_prompt: str = ""
    temperature: float | None = None
    stop_sequences: tuple[str, ...] = ()
    preferences: ModelPreferences = ModelPreferences()
    include_context: str = ""
    """What the server asked to include ('thisServer', 'allServers'); the app includes none."""

    @property
    def chars(self) -> int:
        return len(self.system_prompt) + sum(len(m.text) for m in self.messages)

    @property
    def has_media(self) -> bool:
        return any(p.kind in ("image", "audio") for m in self.messages for p in m.parts)


@dataclass(frozen=True, slots=True)
class SamplingReply:
    """The model's answer, sent to the server with the model's name."""

    text: str
    model: str
    stop_reason: str = "endTurn"


@dataclass(frozen=True, slots=True)
class SamplingRefusal:
    """No answer: the person declined (USER_REJECTED), or the app could not or would not ask."""

    message: str
    code: int = USER_REJECTED

    @classmethod
    def rejected(cls) -> SamplingRefusal:
        return cls("User rejected sampling request")


SamplingAnswer = SamplingReply | SamplingRefusal
