"""The system prompt, assembled in one place and always in this order:

1. the base: who the agent is, the same for every profile;
2. the provider's variant, where a kind of provider needs different instructions (a model served on this
   machine is told to call tools through the interface, because small local models tend to write calls as
   text — see `agent.text_tool_calls`); only while tools are offered;
3. the profile's instructions, or the person's own for a profile they wrote; the installed skills' catalog;
   the instructions of the skill answering the message;
4. the instructions of the session's project, when it is in one (`domain.projects`);
5. the memories the person kept (`agent.memory_prompt`: those kept everywhere, then the project's; under a
   cap, the least recently used left out);
6. the session's own instructions, which the person edits per session.

Each section keeps its title so a front end can show the person what the model is sent, section by section,
with an estimate of its size. The compact form (for small context windows, `agent.prompt_budget`) has the
same sections with the profile's shorter instructions.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from desktop_agent.agent.profiles import AgentProfile
from desktop_agent.domain.skills import Skill
from desktop_agent.tools.skills import skills_catalog

BASE = "You are Desktop Agent, an assistant on the person's own computer."

LOCAL_TOOLS = (
    "Call tools only through the tool-calling interface. Never write a tool call as text, JSON or code "
    "in your answer: a call written out is not run."
)

CHARS_PER_TOKEN = 4
MOST_SESSION_INSTRUCTIONS = 20_000
"""Characters of a session's own instructions (a long brief fits; a pasted book does not)."""


@dataclass(frozen=True, slots=True)
class PromptSection:
    title: str
    """What the section is, for the person: "Base", "Profile: build", "Skill: review"..."""
    text: str
    left_out: tuple[str, ...] = ()
    """What did not fit under the section's cap and is not sent (the memories least recently used)."""

    @property
    def tokens(self) -> int:
        """An estimate at four characters a token (code and CJK take more)."""
        return -(-len(self.text) // CHARS_PER_TOKEN)


@dataclass(frozen=True, slots=True)
class SystemPrompt:
    sections: tuple[PromptSection, ...]
    compact_sections: tuple[PromptSection, ...]
    memories: tuple[str, ...] = ()
    """The ids of the memories sent in it."""

    @property
    def text(self) -> str:
        return "\n\n".join(s.text for s in self.sections)

    @property
    def compact_text(self) -> str:
        return "\n\n".join(s.text for s in self.compact_sections)

    @property
    def tokens(self) -> int:
        return -(-len(self.text) // CHARS_PER_TOKEN)


def provider_variant(*, local: bool, tools_offered: bool) -> PromptSection | None:
    """The instructions a kind of provider needs on top of the base, if any."""
    if local and tools_offered:
        return PromptSection("For a model on this machine", LOCAL_TOOLS)
    return None


def assemble(
    profile: AgentProfile,
    workspace: str,
    *,
    local: bool,
    tools_offered: bool,
    catalog: Sequence[Skill] = (),
    skill: Skill | None = None,
    session_instructions: str = "",
    project_instructions: str = "",
    project_name: str = "",
    memory: PromptSection | None = None,
    memories: tuple[str, ...] = (),
) -> SystemPrompt:
    """The prompt for one request, in the documented order. `catalog` is listed only when tools are
    offered (use_skill is a tool)."""
    before: list[PromptSection] = [PromptSection("Base", BASE)]
    variant = provider_variant(local=local, tools_offered=tools_offered)
    if variant is not None:
        before.append(variant)
    own = f"Profile: {profile.name}"
    full = PromptSection(own, profile.system_for(workspace))
    compact = PromptSection(own, profile.compact_system_for(workspace))
    after: list[PromptSection] = []
    if catalog and tools_offered:
        after.append(PromptSection("Installed skills", skills_catalog(catalog)))
    if skill is not None:
        after.append(PromptSection(f"Skill: {skill.name}", f"# Skill: {skill.name}\n\n{skill.instructions}"))
    shared = project_instructions.strip()
    if shared:
        after.append(
            PromptSection(
                f"Project: {project_name}" if project_name else "Project",
                f"# The person's instructions for this project\n\n{shared}",
            )
        )
    if memory is not None:
        after.append(memory)
    mine = session_instructions.strip()
    if mine:
        after.append(
            PromptSection(
                "This session's instructions", f"# The person's instructions for this session\n\n{mine}"
            )
        )
    return SystemPrompt(tuple([*before, full, *after]), tuple([*before, compact, *after]), memories)


@dataclass(frozen=True, slots=True)
class PromptPreview:
    """What a session's next message is sent with besides itself, for the person to see."""

    sections: tuple[PromptSection, ...]
    tools: list[str]
    """The tools offered, by name (small talk goes without them when the settings say so)."""
    tools_tokens: int
    conversation_tokens: int
    window: int
    """The model's context window as its server says (0: it does not say)."""
    compact: bool
    """The compact instructions and tool descriptions are used (a window of at most 16,384 tokens)."""
    last_input_tokens: int | None
    """What the provider counted for the session's last request (instructions, tools and conversation)."""

    @property
    def system_tokens(self) -> int:
        return -(-len("\n\n".join(s.text for s in self.sections)) // CHARS_PER_TOKEN)

    @property
    def total_tokens(self) -> int:
        return self.system_tokens + self.tools_tokens + self.conversation_tokens
