"""What MCP servers ask of the person, as the front ends see it: forms and addresses to open (elicitation)
and requests for the app's model (sampling).

A front end (the window, `desktop-agent chat`) hands the core an `McpPrompter` with `use_prompter`: it
shows a form and returns the answer, and shows a sampling request (`SamplingReview`: the exact messages,
the model that would answer, an estimated cost) and returns the model the person approved, or None. The
core does the rest: the approved model answers through the app's providers, and what goes back to the
server is checked in `tools.mcp`. Without a prompter everything is declined. Nothing here names the MCP
SDK: these are plain values.
"""

from __future__ import annotations

import asyncio
import logging
import math
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from typing import TYPE_CHECKING, Protocol

from desktop_agent.domain.errors import UserFacingError
from desktop_agent.domain.messages import FinishReason, Message, TextPart
from desktop_agent.domain.stream import FinishChunk, PartDeltaChunk
from desktop_agent.providers.base import ModelRequest
from desktop_agent.tools.mcp.elicitation import (
    Cut,
    ElicitationAnswer,
    ElicitationRequest,
    FormField,
    FormRequest,
    Option,
    UrlRequest,
    Value,
    check_content,
    check_value,
    cut,
)
from desktop_agent.tools.mcp.sampling import (
    ModelPreferences,
    SamplingAnswer,
    SamplingMessage,
    SamplingPart,
    SamplingRefusal,
    SamplingReply,
    SamplingRequest,
)

if TYPE_CHECKING:
    from desktop_agent.core.app_core import AppCore

log = logging.getLogger(__name__)

__all__ = [
    "Cut",
    "ElicitationAnswer",
    "ElicitationRequest",
    "FormField",
    "FormRequest",
    "McpPrompter",
    "ModelPreferences",
    "Option",
    "SamplingMessage",
    "SamplingPart",
    "SamplingRequest",
    "SamplingReview",
    "SessionModel",
    "UrlRequest",
    "Value",
    "check_content",
    "check_value",
    "cut",
    "use_prompter",
]

SAMPLING_TIMEOUT_S = 300.0
INTERNAL_ERROR = -32603
_CHARS_PER_TOKEN = 4
_STOP_REASONS = {FinishReason.MAX_TOKENS: "maxTokens", FinishReason.END: "endTurn"}


@dataclass(frozen=True, slots=True)
class SessionModel:
    """The model of the session in use (and the endpoint it was begun at, '' for the configured one)."""

    provider: str
    model: str
    base_url: str = ""

    @property
    def choice(self) -> str:
        return f"{self.provider}/{self.model}"


@dataclass(frozen=True, slots=True)
class SamplingReview:
    """A sampling request as the person reviews it."""

    server: str
    request: SamplingRequest
    model: str
    """The model that answers unless the person picks another: ``provider/model``, the session's."""
    choices: tuple[str, ...]
    """The models the person may pick (``provider/model``), the session's first."""
    costs: dict[str, str]
    """An estimate of what answering costs with each model, in words ('' when no price is known)."""


class McpPrompter(Protocol):
    """A front end's way of asking the person."""

    async def elicit(self, server: str, request: ElicitationRequest) -> ElicitationAnswer: ...

    async def review_sampling(self, review: SamplingReview) -> str | None:
        """The model the person approved (one of ``review.choices``), or None for declined."""
        ...


CurrentModel = Callable[[], SessionModel | None]


def estimated_tokens(request: SamplingRequest) -> int:
    """About how many tokens the request's text is (four characters a token)."""
    return math.ceil(request.chars / _CHARS_PER_TOKEN)


def _split(choice: str) -> tuple[str, str]:
    provider, _, model = choice.partition("/")
    return provider, model


class CoreMcpAsker:
    """The manager's asker: the person through the front end's prompter, the model through the core."""

    def __init__(self, core: AppCore, prompter: McpPrompter, current_model: CurrentModel) -> None:
        self._core = core
        self._prompter = prompter
        self._current = current_model

    async def elicit(self, server: str, request: ElicitationRequest) -> ElicitationAnswer:
        answer = await self._prompter.elicit(server, request)
        if answer.action == "accept" and isinstance(request, FormRequest):
            problems = check_content(request, answer.content or {})
            if problems:
                log.warning("A form answer of MCP server %r does not fit the form: %s", server, problems)
                return ElicitationAnswer.cancel()
        return answer

    def review(self, server: str, request: SamplingRequest) -> SamplingReview:
        default = self._core.default_model()
        current = self._current() or SessionModel(default.provider, default.model)
        choices = [current.choice, *(c for c in self._core.model_choices() if c != current.choice)]
        return SamplingReview(
            server, request, current.choice, tuple(choices), {c: self.cost(c, request) for c in choices}
        )

    def cost(self, choice: str, request: SamplingRequest) -> str:
        """What answering costs with ``choice`` at most, estimated: in words, '' when no price is known."""
        from desktop_agent.core.usage import is_local_endpoint, usage_service, usd

        provider, model = _split(choice)
        current = self._current()
        base_url = current.base_url if current is not None and current.provider == provider else ""
        configured = {n.lower(): p.base_url for n, p in self._core.settings.providers.items() if p.base_url}
        if is_local_endpoint(provider, base_url, configured):
            return "free: it runs on this computer"
        found = usage_service(self._core).prices().find(model)
        if found is None:
            return ""
        price = found[1]
        most = (estimated_tokens(request) * price.input + request.max_tokens * price.output) / Decimal(10**6)
        return f"at most about {usd(most)}"

    async def sample(self, server: str, request: SamplingRequest) -> SamplingAnswer:
        review = self.review(server, request)
        chosen = await self._prompter.review_sampling(review)
        if chosen is None:
            log.info("Sampling request of MCP server %r declined by the person", server)
            return SamplingRefusal.rejected()
        if chosen not in review.choices:
            log.warning("A sampling request was approved for a model not offered: %r", chosen)
            return SamplingRefusal.rejected()
        log.info("Sampling request of MCP server %r approved for %s", server, chosen)
        try:
            async with asyncio.timeout(SAMPLING_TIMEOUT_S):
                return await self._answer(chosen, request)
        except UserFacingError as err:
            return SamplingRefusal(f"The model could not answer: {err.message}", INTERNAL_ERROR)
        except TimeoutError:
            return SamplingRefusal(
                f"The model did not answer within {SAMPLING_TIMEOUT_S:g} s.", INTERNAL_ERROR
            )

    async def _answer(self, choice: str, request: SamplingRequest) -> SamplingReply:
        name, model = _split(choice)
        current = self._current()
        base_url = current.base_url if current is not None and current.provider == name else ""
        provider = await asyncio.to_thread(self._core.providers, name, base_url)  # may read the keyring
        messages = [Message(role=m.role, parts=[TextPart(m.text)]) for m in request.messages]
        asked = ModelRequest(
            model=model,
            messages=messages,
            system=request.system_prompt,
            temperature=request.temperature,
            max_tokens=request.max_tokens,
        )
        pieces: list[str] = []
        finish = FinishReason.UNKNOWN
        async for chunk in provider.stream(asked):
            if isinstance(chunk, PartDeltaChunk) and chunk.part_kind == "text":
                pieces.append(chunk.text)
            elif isinstance(chunk, FinishChunk):
                finish = chunk.reason
        text = "".join(pieces)
        stop = _STOP_REASONS.get(finish, "endTurn")
        for sequence in request.stop_sequences:  # the providers take none: the answer is cut here
            if sequence and sequence in text:
                text, stop = text[: text.index(sequence)], "stopSequence"
        return SamplingReply(text, model, stop)


def use_prompter(core: AppCore, prompter: McpPrompter | None, current_model: CurrentModel) -> None:
    """From now on the MCP servers' questions go to ``prompter`` (None: declined), and sampling requests
    are answered with ``current_model()`` (the session in use) unless the person picks another."""
    asker = CoreMcpAsker(core, prompter, current_model) if prompter is not None else None
    core.mcp.set_asker(asker)
