"""The skills every MCP server that is up serves, as one shelf beside the app's own (no MCP SDK here: the
core holds it from the start, and the servers' listings are read by `served_skills.ServedSkills`)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.domain.skills import Skill
from desktop_agent.tools.mcp.names import tool_name

if TYPE_CHECKING:
    from desktop_agent.tools.mcp.served_skills import ServedSkill, ServedSkills


class SkillShelf:
    """The skills every server that is up serves, named as the model and the @ menu know them
    (``server__name``, like MCP tools); their instructions are read and checked when one is used."""

    def __init__(self, up: Callable[[], Sequence[ServedSkills]]) -> None:
        self._up = up

    def _keyed(self) -> dict[str, tuple[ServedSkills, ServedSkill]]:
        taken: set[str] = set()
        return {
            tool_name(shelf.server, skill.name, taken): (shelf, skill)
            for shelf in self._up()
            for skill in shelf.skills
        }

    def served_by(self, server: str) -> list[tuple[str, ServedSkill]]:
        """One server's skills, each with the name the model and the @ menu know it by."""
        return [(key, served) for key, (_, served) in self._keyed().items() if served.server == server]

    def skills(self) -> list[Skill]:
        """Every served skill as a `Skill` without instructions (`load` reads them)."""
        return [
            Skill(
                name=key,
                description=f"{served.description} (from the MCP server {served.server!r})",
                instructions="",
                path=served.uri,
                origin="mcp",
            )
            for key, (_, served) in self._keyed().items()
        ]

    async def load(self, skill: Skill) -> Skill:
        """A served skill's instructions, read from its server now and checked against its listing."""
        entry = self._keyed().get(skill.name)
        if entry is None:
            raise UserFacingError(
                ErrorKind.NOT_FOUND, f"No MCP server that is running serves the skill {skill.name!r}."
            )
        loaded = await entry[0].load(entry[1].name)
        return dataclasses.replace(loaded, name=skill.name, model=None)  # a server never picks the model

    async def read_file(self, skill: Skill, uri: str) -> bytes:
        """One file a served skill lists, read from its server now, its size and digest checked."""
        entry = self._keyed().get(skill.name)
        if entry is None:
            raise UserFacingError(
                ErrorKind.NOT_FOUND, f"No MCP server that is running serves the skill {skill.name!r}."
            )
        return await entry[0].read_file(entry[1].name, uri)
