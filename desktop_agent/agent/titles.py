"""Session titles: from the first message, without a model call (or, when asked for, by the model)."""

from __future__ import annotations

import re

from desktop_agent.domain.messages import Message, TextPart
from desktop_agent.domain.stream import PartDeltaChunk
from desktop_agent.providers.base import ModelProvider, ModelRequest

MAX_TITLE = 100
"""The longest title kept. Where a title is shown narrower, the list or header cuts it for the eye (with
an ellipsis of its own): a title itself never ends in one, so renaming starts from words only."""
_MARKUP = re.compile(r"^[#>*\-\s`]+|[`*_]+")
TITLE_PROMPT = (
    "Write a title of at most six words for a conversation that starts with the message below. "
    "Answer with the title only: no quotes, no full stop."
)


_MENTION = re.compile(r"\A@[a-z0-9][a-z0-9-]*[ \t]+(?=\S)")


def title_from_message(text: str, limit: int = MAX_TITLE) -> str:
    """The first meaningful line, cleaned of Markdown (and of an `@skill` or `@profile` it starts with),
    cut at a word boundary when longer than `limit` (with no "…": showing it shorter is the display's)."""
    text = _MENTION.sub("", text.lstrip(), count=1)
    for line in text.splitlines():
        cleaned = " ".join(_MARKUP.sub("", line).split())
        if cleaned:
            break
    else:
        return "New session"
    if len(cleaned) <= limit:
        return cleaned
    cut = cleaned[:limit]
    if cleaned[limit] != " " and " " in cut[limit // 2 :]:
        cut = cut[: cut.rfind(" ")]
    return cut.rstrip(" ,.;:-–—…")


async def title_from_model(provider: ModelProvider, model: str, first_message: str) -> str | None:
    """One short model call; None when it fails or says nothing useful (the first-message title stays)."""
    request = ModelRequest(
        model=model,
        system=TITLE_PROMPT,
        messages=[Message("user", [TextPart(first_message[:4000])])],
        max_tokens=32,
    )
    pieces: list[str] = []
    async for chunk in provider.stream(request):
        if isinstance(chunk, PartDeltaChunk) and chunk.part_kind == "text":
            pieces.append(chunk.text)
    title = " ".join("".join(pieces).strip().strip("\"'").split()).rstrip("…. ")
    return title_from_message(title) if title else None
