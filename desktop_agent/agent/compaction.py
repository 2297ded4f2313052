"""Keeping a long session's requests inside the model's context window.

Before a request would fill more than the threshold of the window (80 % by default), in this order:

1. old tool results are shortened in the request: each long output before the newest turns becomes a stub
   naming the tool and what was left out, so the model can call the tool again if it needs it;
2. if that is not enough, the earlier turns are summarised by the model into one summary (a `Compaction`);
   requests then carry the summary in place of those messages, and the newest turns whole.

Nothing is removed from the history: the messages stay in the session, in search and in exports, and an
undone compaction sends them whole again. The request's size is estimated (four characters a token), then
corrected by what the provider reported for the previous request of the turn, when that is believable: a
report under half the character estimate (a server that says 0, or a small number) is ignored, the same
count again for a request that grew stops the correction for the turn, and the correction stays between
0.6 and 3 times the estimate, so a server's nonsense never switches compaction off.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace

from desktop_agent.agent.prompt_budget import estimate_tokens
from desktop_agent.domain.compaction import Compaction
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.domain.files import attachment_line
from desktop_agent.domain.ids import new_id
from desktop_agent.domain.messages import (
    AttachmentPart,
    Message,
    TextPart,
    ToolCallPart,
    ToolResultPart,
    Usage,
    user_message,
)
from desktop_agent.domain.stream import PartDeltaChunk
from desktop_agent.domain.tools import ToolSpec
from desktop_agent.providers.base import ModelProvider, ModelRequest

log = logging.getLogger(__name__)

SUMMARY_HEADER = "Summary of the earlier conversation (its messages are left out of this request):"
PINNED_HEADER = "Messages of the earlier conversation the person pinned, word for word:"
SUMMARY_SYSTEM = (
    "You write the summary that replaces the earlier part of a conversation between a person and an "
    "assistant that works with tools, so that the assistant can go on without those messages. Keep what "
    "the work needs: the person's goals and requests, decisions and their reasons, facts found (file names "
    "and paths, commands, errors, numbers, names), what was done, what is still to do, and anything the "
    "person asked to keep in mind. Leave out pleasantries and anything superseded. Write in the "
    "conversation's language, as short lists under headings, in at most {words} words. Write only the "
    "summary."
)
STUB = (
    "[{chars:,} characters of {tool}'s output were left out of this request to save room in the model's "
    "context window; call {tool} again if you need them.]"
)
IMAGES_STUB = (
    "[The images {tool} showed were left out of this request to save room in the model's context window; "
    "call {tool} again if you need them.]"
)
STUB_ABOVE = 600
"""Tool outputs longer than this (characters) are shortened in requests, outside the newest turns."""
TRANSCRIPT_RESULT_CHARS = 2_000
SUMMARY_WORDS = 600
SCALE_LEAST, SCALE_MOST = 0.6, 3.0
"""How far a provider's token counts may move the estimate (tokens per four characters)."""
BELIEVED_FROM = 0.5
"""A reported prompt under this share of the character estimate is not believed."""


@dataclass(frozen=True, slots=True)
class Fitted:
    """The messages a request sends, and what was done to fit them."""

    messages: list[Message]
    tokens: int
    shortened: int = 0
    """Tool outputs shortened to stubs."""


def prompt_tokens(usage: Usage) -> int:
    """What a request's input took, cached or not."""
    return usage.input_tokens + usage.cache_read_tokens + usage.cache_write_tokens


def turn_starts(history: Sequence[Message], *, steps: bool = False) -> list[int]:
    """Where turns begin (a message of the person); with `steps`, also where each step after tool results
    begins (a long turn of many tool calls can then be cut between its steps)."""
    return [
        i for i, m in enumerate(history)
        if m.role == "user" or (steps and m.role == "assistant" and i > 0 and history[i - 1].role == "tool")
    ]  # fmt: skip


def active(compactions: Sequence[Compaction], history: Sequence[Message]) -> tuple[Compaction, int] | None:
    """The compaction requests use (the newest not undone whose messages are still in the conversation), and
    the index of the first message after it."""
    index = {m.id: i for i, m in enumerate(history)}
    for compaction in reversed(compactions):
        at = index.get(compaction.through_id)
        if compaction.undone or at is None:
            continue
        if at + 1 < len(history) and history[at + 1].role in ("user", "assistant"):
            return compaction, at + 1
    return None


def pinned_words(messages: Sequence[Message]) -> tuple[str, list[AttachmentPart]]:
    """What the pinned messages among `messages` said, word for word (an answer: all its steps' words up to
    the next message of the person), and the files the pinned messages of the person attached."""
    lines: list[str] = []
    files: list[AttachmentPart] = []
    i = 0
    while i < len(messages):
        message = messages[i]
        i += 1
        if not message.meta.get("pinned") or message.role == "tool":
            continue
        if message.role == "user":
            lines += ["[Person]", message.text]
            files += message.attachments
            continue
        words = [message.text]
        while i < len(messages) and messages[i].role != "user":
            words.append(messages[i].text if messages[i].role == "assistant" else "")
            i += 1
        lines += ["[Assistant]", "\n\n".join(w for w in words if w.strip())]
    return "\n".join(lines).strip(), files


def with_summary(history: Sequence[Message], compactions: Sequence[Compaction]) -> list[Message]:
    """The conversation as requests send it: the active summary joined to the first message kept, with the
    summarised messages the person pinned after it, word for word."""
    found = active(compactions, history)
    if found is None:
        return list(history)
    compaction, start = found
    first = history[start]
    # Cut between the steps of a turn: the person's message that began the turn goes whole after the summary.
    earlier = history[:start]
    task = None if first.role == "user" else next((m for m in reversed(earlier) if m.role == "user"), None)
    pinned, files = pinned_words([m for m in earlier if m is not task])
    kept = f"{PINNED_HEADER}\n\n{pinned}\n\n---\n\n" if pinned else ""
    block = TextPart(f"{SUMMARY_HEADER}\n\n{compaction.summary}\n\n---\n\n{kept}")
    if first.role == "user":
        return [replace(first, parts=[block, *files, *first.parts]), *history[start + 1 :]]
    words = [p for p in task.parts if isinstance(p, TextPart | AttachmentPart)] if task is not None else []
    lead = Message("user", [block, *files, *words], id=task.id if task is not None else first.id)
    return [lead, *history[start:]]


def shorten_results(messages: Sequence[Message], keep_from: int) -> tuple[list[Message], int]:
    """Long tool outputs before `keep_from` become stubs (the history is not touched)."""
    out: list[Message] = []
    shortened = 0
    for i, message in enumerate(messages):
        if i >= keep_from or message.role != "tool":
            out.append(message)
            continue
        parts: list[object] = []
        showed = {p.call_id for p in message.attachments}
        for part in message.parts:
            if isinstance(part, AttachmentPart):
                shortened += 1  # an old image a tool showed: left out, its result says so
            elif isinstance(part, ToolResultPart) and (
                len(part.content) > STUB_ABOVE or part.call_id in showed
            ):
                parts.append(replace(part, content=STUB.format(chars=len(part.content), tool=part.name)))
                shortened += 1
            else:
                parts.append(part)
        out.append(replace(message, parts=parts))  # type: ignore[arg-type]  # the same part types
    return out, shortened


def keep_from(messages: Sequence[Message], keep: int, *, steps: bool = False) -> int:
    """The index where the newest `keep` turns (or steps) begin (0 when there are no more than that)."""
    starts = turn_starts(messages, steps=steps)
    return starts[-keep] if len(starts) >= keep else 0


class Fitter:
    """Fits one session's requests into the window, turn after turn (the estimate learns from usage)."""

    def __init__(self, *, window: int, threshold: float, keep_turns: int) -> None:
        self.window = window
        self.threshold = threshold
        self.keep_turns = keep_turns
        self._scale = 1.0
        self._last_raw = 0
        """The character estimate of the request just fitted."""
        self._counted: tuple[int, int] = (0, 0)
        """The last believed count, and the character estimate it was for."""
        self._believed = True

    @property
    def budget(self) -> int:
        return int(self.window * self.threshold)

    @property
    def scale(self) -> float:
        return self._scale

    def estimate(self, system: str, tools: Sequence[ToolSpec], messages: Sequence[Message]) -> int:
        return int(estimate_tokens(system, tools, messages) * self._scale)

    def learn(self, usage: Usage) -> None:
        """The provider's count for the request just sent corrects the next estimates."""
        self.counted(prompt_tokens(usage), self._last_raw)

    def counted(self, tokens: int, raw: int) -> None:
        """The provider counted `tokens` for a request estimated at `raw` from its characters: the next
        estimates follow its count, when the count is believable."""
        if tokens <= 0 or raw <= 0 or not self._believed:
            return
        if tokens < raw * BELIEVED_FROM:
            log.info("A reported prompt of %d tokens is not believed (about %d estimated)", tokens, raw)
            return
        last, last_raw = self._counted
        if tokens == last and raw > last_raw * 1.1:
            log.info("The provider reports %d prompt tokens again for a larger request: not believed", tokens)
            self._believed, self._scale = False, 1.0
            return
        self._counted = (tokens, raw)
        self._scale = min(SCALE_MOST, max(SCALE_LEAST, tokens / raw))

    def fit(
        self,
        system: str,
        tools: Sequence[ToolSpec],
        history: Sequence[Message],
        compactions: Sequence[Compaction],
        *,
        harder: bool = False,
    ) -> tuple[Fitted, bool]:
        """The request's messages, and whether they still exceed the budget (a summary is needed).
        `harder`: the provider refused the last request as too long; shorten every old output."""
        messages = with_summary(history, compactions)
        tokens = self.estimate(system, tools, messages)
        if tokens <= self.budget and not harder:
            self._last_raw = estimate_tokens(system, tools, messages)
            return Fitted(messages, tokens), False
        short, count = shorten_results(messages, keep_from(messages, 1 if harder else self.keep_turns))
        tokens = self.estimate(system, tools, short)
        if tokens > self.budget:  # a turn of many steps: only its newest steps keep their outputs whole
            short, count = shorten_results(messages, keep_from(messages, self.keep_turns, steps=True))
            tokens = self.estimate(system, tools, short)
        self._last_raw = estimate_tokens(system, tools, short)
        return Fitted(short, tokens, count), tokens > self.budget or harder


def transcript(messages: Sequence[Message], previous: str = "") -> str:
    """The earlier conversation as text for the summary: roles, words, calls and (shortened) outputs."""
    lines: list[str] = []
    if previous:
        lines += ["[An earlier summary of the conversation before these messages]", previous, ""]
    names = {"user": "Person", "assistant": "Assistant", "tool": "Tool results"}
    for message in messages:
        lines.append(f"[{names[message.role]}]")
        for part in message.parts:
            if isinstance(part, ToolCallPart):
                lines.append(f"(calls {part.name} {part.arguments_json[:500]})")
            elif isinstance(part, ToolResultPart):
                content = part.content
                if len(content) > TRANSCRIPT_RESULT_CHARS:
                    content = (
                        content[:TRANSCRIPT_RESULT_CHARS] + f" … ({len(part.content):,} characters in all)"
                    )
                lines.append(f"({part.name} returned) {content}")
            elif isinstance(part, TextPart):
                lines.append(part.text)
            elif isinstance(part, AttachmentPart):
                lines.append(f"(attached {attachment_line(part)})")
        lines.append("")
    return "\n".join(lines)


async def summarise(
    provider: ModelProvider,
    model: str,
    messages: Sequence[Message],
    *,
    previous: str = "",
    most_chars: int,
) -> str:
    """The model's summary of `messages` (after `previous`, the summary they follow). The transcript is
    cut to `most_chars`, its oldest part first (the earlier summary stays)."""
    text = transcript(messages, previous)
    if len(text) > most_chars:
        head = transcript([], previous) + "[…the oldest of these messages are left out…]\n"
        room = most_chars - len(head)
        text = head + text[-room:] if room > 0 else head[:most_chars]
    request = ModelRequest(
        model=model,
        messages=[user_message(text, id=new_id("msg"))],
        system=SUMMARY_SYSTEM.format(words=SUMMARY_WORDS),
        max_tokens=2048,
    )
    pieces: list[str] = []
    async for chunk in provider.stream(request):
        if isinstance(chunk, PartDeltaChunk) and chunk.part_kind == "text":
            pieces.append(chunk.text)
    summary = "".join(pieces).strip()
    if not summary:
        raise UserFacingError(
            ErrorKind.CONTEXT_TOO_LONG,
            "The conversation is too long for the model, and it wrote no summary of the earlier part.",
            "Start a new session, or choose a model with a larger context window.",
        )
    return summary


def new_compaction(
    history: Sequence[Message],
    through: int,
    summary: str,
    *,
    replaced: int,
    tokens_before: int,
    tokens_after: int,
    automatic: bool,
) -> Compaction:
    return Compaction(
        id=new_id("cmp"),
        through_id=history[through].id,
        after_id=history[-1].id,
        summary=summary,
        messages=replaced,
        tokens_before=tokens_before,
        tokens_after=tokens_after,
        created_at=time.time(),
        automatic=automatic,
    )


def summary_span(
    history: Sequence[Message], compactions: Sequence[Compaction], keep: int, *, steps: bool = False
) -> tuple[int, int, str] | None:
    """What a new summary covers: (first index, last index) of the messages it stands for, from the end
    of the active compaction (whose summary it continues) to the newest `keep` turns (or steps) kept whole;
    None when there is nothing earlier to summarise."""
    found = active(compactions, history)
    start, previous = (found[1], found[0].summary) if found is not None else (0, "")
    starts = [i for i in turn_starts(history, steps=steps) if i > start]
    if len(starts) < keep:
        return None
    end = starts[-keep] - 1
    return (start, end, previous) if end >= start else None


async def compact(
    provider: ModelProvider,
    model: str,
    history: Sequence[Message],
    compactions: Sequence[Compaction],
    *,
    fitter: Fitter,
    keep_turns: int,
    automatic: bool,
) -> Compaction | None:
    """Summarise the turns before the newest `keep_turns` (continuing the active summary); None when there
    is nothing earlier to summarise, or the summary would not be shorter than what it stands for. Raises
    UserFacingError when the model cannot write the summary.

    `tokens_before` and `tokens_after` are the sizes of what the summary stands for (the earlier summary
    and the messages) and of the summary."""
    span = summary_span(history, compactions, keep_turns) or summary_span(
        history, compactions, keep_turns, steps=True
    )
    if span is None:
        return None
    start, end, previous = span
    before = fitter.estimate(previous, [], history[start : end + 1])
    found = active(compactions, history)
    count = (found[0].messages if found is not None else 0) + end - start + 1
    summary = await summarise(
        provider, model, history[start : end + 1], previous=previous, most_chars=fitter.window * 2
    )
    after = fitter.estimate(summary, [], [])
    if after >= before:
        return None  # nothing gained: the messages are shorter than any summary of them
    return new_compaction(
        history, end, summary, replaced=count, tokens_before=before, tokens_after=after, automatic=automatic
    )
