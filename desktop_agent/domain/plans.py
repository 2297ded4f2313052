"""A plan as the plan profile ends its answer: a Markdown checklist (`- [ ] step`), and the task that hands
it to the build profile."""

from __future__ import annotations

import re
from collections.abc import Sequence

from desktop_agent.domain.messages import Message

_STEP = re.compile(r"^\s{0,3}(?:[-*+]|\d+[.)])\s+\[([ xX])\]\s+(\S.*?)\s*$", re.M)
MOST_STEPS = 50


def plan_steps(text: str) -> list[str]:
    """The checklist's steps, in order (at most MOST_STEPS); empty when the text holds no plan."""
    return [m.group(2) for m in _STEP.finditer(text)][:MOST_STEPS]


def build_task(steps: list[str]) -> str:
    """What the build profile is sent to carry a plan out."""
    checklist = "\n".join(f"- [ ] {step}" for step in steps)
    return (
        "Build this plan, step by step. Report progress with update_plan as each step starts and ends.\n\n"
        + checklist
    )


def last_plan(messages: Sequence[Message]) -> list[str]:
    """The steps of the newest answer that holds a plan (a checklist); empty when none does."""
    for message in reversed(messages):
        if message.role == "assistant" and (steps := plan_steps(message.text)):
            return steps
    return []
