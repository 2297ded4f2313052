"""The memories a request is sent with: a short section of the system prompt, under a cap in tokens.

Only memories the person kept are given (a model's proposal waits for the person and is never sent). When
they do not all fit under the cap, the least recently used are left out; the section names them, so the
prompt view says which. Those kept everywhere come first, then those of the session's project (under their
own line). The section is made by one function for what is sent and for what is shown.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from desktop_agent.agent.system_prompt import PromptSection
from desktop_agent.domain.memory import Memory, MemoryStatus
from desktop_agent.tools.base import Tool

MEMORY_TOKENS = 600
"""At most this many tokens of memories in a request (about 40 short facts)."""

TITLE = "Memory"
PROJECT_LINE = "For this project:"
"""Before the memories of the session's project, after those kept everywhere."""
HEADING = (
    "# What the person asked you to remember\n\n"
    "Facts the person kept from earlier conversations. They can see, edit and remove them; use them where "
    "they help, and do not bring them up otherwise."
)


class MemoryBook(Protocol):
    """The memories the agent may use: the core's MemoryService behind it."""

    def for_session(self, session_id: str) -> Sequence[Memory]:
        """The kept memories that apply to this session: everywhere, and its project's."""
        ...

    def used(self, memory_ids: Sequence[str]) -> None:
        """These were sent to a model now."""
        ...

    def remember_tool(self, session_id: str) -> Tool:
        """The `remember` tool for one session's turn (its proposals wait for the person)."""
        ...


@dataclass(frozen=True, slots=True)
class MemoryPrompt:
    section: PromptSection | None
    sent: tuple[Memory, ...]
    left_out: tuple[Memory, ...]


def memory_section(memories: Sequence[Memory], most_tokens: int = MEMORY_TOKENS) -> MemoryPrompt:
    """The section for these memories: the most recently used first while they fit under `most_tokens`,
    then listed oldest first, those kept everywhere before the project's (a stable order keeps the
    provider's prompt cache warm)."""
    kept = [m for m in memories if m.status is MemoryStatus.KEPT]
    if not kept:
        return MemoryPrompt(None, (), ())
    by_recency = sorted(kept, key=lambda m: (m.recency, m.created_at, m.id), reverse=True)
    sent: list[Memory] = []
    size = len(HEADING) + 2 + (len(PROJECT_LINE) + 2 if any(m.project_id for m in kept) else 0)
    budget = most_tokens * 4  # PromptSection's estimate: four characters a token
    for at, memory in enumerate(by_recency):
        line = len(memory.text) + 3  # "\n- "
        if sent and size + line > budget:  # the most recent one always goes
            left_out = tuple(by_recency[at:])
            break
        sent.append(memory)
        size += line
    else:
        left_out = ()
    in_order = sorted(sent, key=lambda m: (m.project_id is not None, m.created_at, m.id))
    everywhere = [f"- {m.text}" for m in in_order if m.project_id is None]
    project = [f"- {m.text}" for m in in_order if m.project_id is not None]
    blocks = ["\n".join(everywhere)] if everywhere else []
    if project:
        blocks.append(PROJECT_LINE + "\n" + "\n".join(project))
    text = HEADING + "\n\n" + "\n\n".join(blocks)
    section = PromptSection(TITLE, text, left_out=tuple(m.text for m in left_out))
    return MemoryPrompt(section, tuple(in_order), left_out)
