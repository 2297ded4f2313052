"""`use_skill`: the model loads an installed skill's instructions when a task calls for it.

The system prompt lists only each skill's name and description (a hundred skills cost a hundred lines);
the instructions come back as this tool's result, on demand. It reads nothing but the skills the app
found, so it needs no approval.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence

from pydantic import BaseModel, Field

from desktop_agent.domain.errors import UserFacingError
from desktop_agent.domain.skills import Skill
from desktop_agent.tools.base import PydanticTool, ToolContext, ToolOutput


class UseSkillArgs(BaseModel):
    name: str = Field(min_length=1, description="The skill's name, as listed in your instructions.")


class UseSkillTool(PydanticTool[UseSkillArgs]):
    name = "use_skill"
    description = (
        "Load the instructions of one of the installed skills (listed with their descriptions in your "
        "instructions) before doing a task it is for."
    )
    side_effects = False
    args_model = UseSkillArgs

    def __init__(
        self, skills: Sequence[Skill], *, load: Callable[[Skill], Awaitable[Skill]] | None = None
    ) -> None:
        """``load`` reads a skill an MCP server serves, when asked for (its listing holds no instructions)."""
        self._skills = {s.name: s for s in skills}
        self._load = load

    async def run(self, arguments: UseSkillArgs, ctx: ToolContext) -> ToolOutput:
        skill = self._skills.get(arguments.name.strip())
        if skill is None:
            known = ", ".join(sorted(self._skills)) or "none"
            return ToolOutput(
                f"There is no skill called {arguments.name!r}. Installed: {known}.", is_error=True
            )
        if skill.origin == "mcp":
            if self._load is None:
                return ToolOutput(f"The skill {skill.name!r} cannot be read here.", is_error=True)
            try:
                skill = await self._load(skill)
            except UserFacingError as error:
                return ToolOutput(error.message, is_error=True)
        return ToolOutput(f"# Skill: {skill.name}\n\n{skill.instructions}")


def skills_catalog(skills: Sequence[Skill]) -> str:
    """The lines of the system prompt that say which skills exist."""
    lines = [f"- {s.name}: {s.description}" for s in skills]
    return "Installed skills (load one with use_skill before a task it is for):\n" + "\n".join(lines)
