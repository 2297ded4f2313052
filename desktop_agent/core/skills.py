"""Skills for every front end: what is installed (the app's, and a trusted workspace's), `@name` at the
start of a message, and trusting a workspace's skills once.

A workspace's `.agents/skills/` or `.claude/skills/` come with whatever folder the person opens (a cloned
repository, a download): its skills are listed and offered to the model only after the person trusts that
folder (`desktop-agent skills trust`, or the window); the folder is then remembered in the settings.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from desktop_agent.config.paths import AppPaths
from desktop_agent.config.settings import Settings
from desktop_agent.config.skills import FoundSkills, find_skills, workspace_has_skills
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.domain.skills import Skill

_MENTION = re.compile(r"\A@([a-z0-9][a-z0-9-]{0,63})(?:\s+|\Z)(.*)\Z", re.S)


def _key(workspace: Path) -> str:
    return str(workspace.absolute())


@dataclass(frozen=True, slots=True)
class Mention:
    """`@name rest`: the skill or the profile named, and the message without the mention."""

    text: str
    skill: Skill | None = None
    profile: str | None = None


class SkillsService:
    def __init__(
        self,
        paths: AppPaths,
        settings: Callable[[], Settings],
        save_settings: Callable[[Settings], Awaitable[None]],
    ) -> None:
        self._paths = paths
        self._settings = settings
        self._save = save_settings

    @property
    def folder(self) -> Path:
        """Where the person's own skills live: `skills/NAME/SKILL.md` in the app's data folder."""
        return self._paths.data_dir / "skills"

    def trusted(self, workspace: Path) -> bool:
        return _key(workspace) in self._settings().trusted_skill_folders

    def waiting_for_trust(self, workspace: Path) -> bool:
        """The workspace brings skills the person has not trusted yet."""
        return not self.trusted(workspace) and workspace_has_skills(workspace)

    async def trust(self, workspace: Path) -> None:
        """Remember the folder (as the front ends pass it: absolute) in the settings file."""
        settings = self._settings()
        folder = _key(workspace)
        trusted = settings.trusted_skill_folders
        if folder not in trusted:
            await self._save(settings.model_copy(update={"trusted_skill_folders": [*trusted, folder]}))

    def found(self, workspace: Path | None) -> FoundSkills:
        """The installed skills (and why any were left out)."""
        trusted = workspace if workspace is not None and self.trusted(workspace) else None
        return find_skills(self.folder, trusted)

    def for_workspace(self, workspace: Path) -> list[Skill]:
        return self.found(workspace).skills

    def named(self, name: str, workspace: Path) -> Skill:
        skills = self.for_workspace(workspace)
        for skill in skills:
            if skill.name == name:
                return skill
        known = ", ".join(s.name for s in skills) or "none installed"
        raise UserFacingError(
            ErrorKind.NOT_FOUND,
            f"There is no skill called {name!r} ({known}).",
            f"Add one as {self.folder}/{name}/SKILL.md, or list them with `desktop-agent skills list`.",
        )

    def mention(self, text: str, workspace: Path, profiles: Sequence[str]) -> Mention:
        """`@name rest of message` names a skill (or a profile) for this message; anything else is text."""
        found = _MENTION.match(text.strip())
        if found is None:
            return Mention(text)
        name, rest = found.group(1), found.group(2).strip()
        for skill in self.for_workspace(workspace):
            if skill.name == name:
                return Mention(rest, skill=skill)
        if name in profiles:
            return Mention(rest, profile=name)
        return Mention(text)
