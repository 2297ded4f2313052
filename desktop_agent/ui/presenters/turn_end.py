"""What the chat says when a turn ends, decided without Qt: nothing after a plain answer, "Stopped." after
Stop, the model's own words when it wrote a tool call as text, "The plan is ready" with Build this plan
after a plan profile's checklist, and Continue after a turn that a limit or a guard ended."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from desktop_agent.domain.events import StopReason
from desktop_agent.domain.plans import plan_steps


@dataclass(frozen=True, slots=True)
class Stopped:
    """The person stopped the answer."""


@dataclass(frozen=True, slots=True)
class Said:
    """The turn's own words, and nothing to do (going on would only repeat it)."""

    message: str


@dataclass(frozen=True, slots=True)
class PlanReady:
    """A plan profile's answer ends with a checklist: it can be built."""


@dataclass(frozen=True, slots=True)
class CanGoOn:
    """A limit or a guard ended the turn early: Continue goes on."""

    message: str


TurnEnd = Stopped | Said | PlanReady | CanGoOn


def turn_end(reason: StopReason, message: str, agent: str, answer: Sequence[str] | None) -> TurnEnd | None:
    """The note a turn that ended with `reason` gets, if any (`answer`: the text parts of the answer it
    wrote, as Markdown; None when it wrote none)."""
    if reason is StopReason.CANCELLED:
        return Stopped()
    if reason is StopReason.TOOL_CALL_AS_TEXT:
        return Said(message)
    if agent == "plan" and answer is not None:
        return PlanReady() if plan_steps("\n".join(answer)) else None
    if reason is not StopReason.END:
        return CanGoOn(message or reason.value)
    return None
