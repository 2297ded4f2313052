"""Agent profiles: what the agent may do and how it talks (build, plan, chat, or the person's own)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Literal

from desktop_agent.agent.policy import Rule

ToolSet = Literal["all", "read_only", "none"]

# Each follows the base ("You are Desktop Agent, ...", see `agent.system_prompt`), which every profile shares.
_BUILD_PROMPT = (
    "You can use tools inside the workspace folder {workspace}. Read before you change anything, "
    "say briefly what you are about to do, and ask the person when something is unclear. "
    "Tool calls that change things may need the person's approval; if one is denied, respect it."
)
_PLAN_PROMPT = (
    "You are in planning mode: you may only read inside the workspace folder {workspace}; you cannot "
    "change anything. Investigate, then answer with a clear plan the person can approve, its steps as a "
    "Markdown checklist (one '- [ ] step' per line): the person can hand it to the build agent in one click."
)
_CHAT_PROMPT = "Answer clearly and concisely."

# For a model with a small context window (a local server's default 2,048-8,192 tokens): the same rules in
# fewer words, sent with the tools' compact descriptions (see `agent.prompt_budget`).
_BUILD_COMPACT = (
    "Use the tools in {workspace}: read before changing, say what you will do, respect denied approvals."
)
_PLAN_COMPACT = (
    "Planning mode: read only, in {workspace}; answer with the plan as a Markdown checklist "
    "('- [ ] step' per line)."
)


@dataclass(frozen=True, slots=True)
class AgentProfile:
    name: str
    system_prompt: str
    tools: ToolSet
    model: str | None = None
    temperature: float | None = None
    max_tokens: int = 8192
    thinking: bool = False
    thinking_budget: int = 4096
    max_steps: int = 50
    rules: tuple[Rule, ...] = ()
    compact_prompt: str = ""
    """The instructions in fewer words for small context windows ('' = the same as `system_prompt`)."""

    def with_overrides(self, **changes: object) -> AgentProfile:
        return replace(self, **{k: v for k, v in changes.items() if v is not None})  # type: ignore[arg-type]

    def system_for(self, workspace: str) -> str:
        return self.system_prompt.replace("{workspace}", workspace)

    def compact_system_for(self, workspace: str) -> str:
        return (self.compact_prompt or self.system_prompt).replace("{workspace}", workspace)


BUILT_IN_PROFILES: dict[str, AgentProfile] = {
    "build": AgentProfile("build", _BUILD_PROMPT, tools="all", compact_prompt=_BUILD_COMPACT),
    "plan": AgentProfile("plan", _PLAN_PROMPT, tools="read_only", compact_prompt=_PLAN_COMPACT),
    "chat": AgentProfile("chat", _CHAT_PROMPT, tools="none"),
}
