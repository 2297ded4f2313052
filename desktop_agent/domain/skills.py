"""A skill: instructions for one kind of task, in the Agent Skills format (a folder with a SKILL.md)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

SkillOrigin = Literal["app", "workspace", "mcp"]


@dataclass(frozen=True, slots=True)
class Skill:
    name: str
    description: str
    instructions: str
    """The Markdown after the front matter: added to the system prompt when the skill answers."""
    path: str
    """Its SKILL.md."""
    origin: SkillOrigin = "app"
    """"app": the app's data folder (the person's own); "workspace": the workspace's .agents/ or .claude/;
    "mcp": served by an MCP server (its `path` the ``skill://`` address; loaded and checked when used)."""
    allowed_tools: tuple[str, ...] | None = None
    """Tool names or globs (MCP tools as server__tool) the skill may use; None: the profile's tools."""
    model: str | None = None
    """The model it answers with, when it names one."""

    def allows(self, tool: str) -> bool:
        if self.allowed_tools is None:
            return True
        from fnmatch import fnmatchcase

        return any(fnmatchcase(tool, pattern) for pattern in self.allowed_tools)
