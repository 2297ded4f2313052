"""Skills for every front end: what is installed (the app's, and a trusted workspace's), `@name` at the
start of a message, and trusting a workspace's skills once.

A workspace's `.agents/skills/` or `.claude/skills/` come with whatever folder the person opens (a cloned
repository, a download): its skills are listed and offered to the model only after the person trusts that
folder (`desktop-agent skills trust`, or the window); the folder is then remembered in the settings.

The person's own skills (in the app's data folder) can be created, edited, imported from a folder or a zip
and deleted here; a workspace's are changed in the workspace. These are small files: the calls are quick.
"""

from __future__ import annotations

import errno
import logging
import re
from collections.abc import Awaitable, Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from desktop_agent.config.paths import AppPaths
from desktop_agent.config.settings import Settings
from desktop_agent.config.skill_files import delete_skill, import_skill, skill_folder, write_skill
from desktop_agent.config.skills import (
    FoundSkills,
    SkillFileError,
    find_skills,
    parse_skill,
    workspace_has_skills,
)
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.domain.skills import Skill

log = logging.getLogger(__name__)
_MENTION = re.compile(r"\A@([A-Za-z0-9][A-Za-z0-9_-]{0,63})(?:\s+|\Z)(.*)\Z", re.S)
"""`@name` at a message's start: a skill on disk, a served one (``server__name``) or a profile."""


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
        *,
        served: Callable[[], Sequence[Skill]] | None = None,
        load_served: Callable[[Skill], Awaitable[Skill]] | None = None,
    ) -> None:
        """``served``: the skills MCP servers serve now (named ``server__name``, their instructions not yet
        read); ``load_served`` reads one from its server and checks it."""
        self._paths = paths
        self._settings = settings
        self._save = save_settings
        self._served = served
        self._load_served = load_served

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
            await self._save(settings.replace(trusted_skill_folders=[*trusted, folder]))

    def found(self, workspace: Path | None) -> FoundSkills:
        """The installed skills (and why any were left out)."""
        trusted = workspace if workspace is not None and self.trusted(workspace) else None
        return find_skills(self.folder, trusted)

    def for_workspace(self, workspace: Path) -> list[Skill]:
        """The skills on disk for this workspace, then those the MCP servers serve."""
        served = list(self._served()) if self._served is not None else []
        return [*self.found(workspace).skills, *served]

    async def load(self, skill: Skill) -> Skill:
        """A skill ready to answer: one an MCP server serves is read from it now and checked."""
        if skill.origin != "mcp":
            return skill
        if self._load_served is None:
            raise UserFacingError(ErrorKind.NOT_FOUND, f"The skill {skill.name!r} cannot be read here.")
        return await self._load_served(skill)

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

    # ---- the person's own skills, as files ----

    def create(
        self,
        name: str,
        description: str,
        instructions: str,
        allowed_tools: Sequence[str] | None = None,
        model: str | None = None,
    ) -> Skill:
        """A new skill in the app's skills folder; a name in use is refused."""
        with self._changing(
            f"The skill {name!r} was not created",
            "Correct what the message says and save again.",
        ):
            skill = parse_skill(
                write_skill(self.folder, name, description, instructions, allowed_tools, model)
            )
        log.info("Skill %s created", name)
        return skill

    def save(
        self,
        old_name: str,
        name: str,
        description: str,
        instructions: str,
        allowed_tools: Sequence[str] | None = None,
        model: str | None = None,
    ) -> Skill:
        """Rewrite the skill `old_name` (a new name moves its folder, with its other files)."""
        with self._changing(
            f"The skill {old_name!r} was not saved",
            "Correct what the message says and save again.",
        ):
            path = write_skill(
                self.folder, name, description, instructions, allowed_tools, model, replace=old_name
            )
            skill = parse_skill(path)
        log.info("Skill %s saved", name)
        return skill

    def import_from(self, source: Path) -> Skill:
        """Install the skill in a folder or a .zip (named by its SKILL.md) among the person's own."""
        with self._changing(
            f"Could not import {source}",
            "Choose a folder or a .zip with one skill in it (a SKILL.md at its top, or in its one folder).",
        ):
            skill = parse_skill(import_skill(source, self.folder))
        log.info("Skill %s imported", skill.name)
        return skill

    def delete(self, name: str, workspace: Path | None = None) -> None:
        """Remove one of the person's own skills (its whole folder). A workspace's skill is refused: it is
        the workspace's file, deleted there."""
        if skill_folder(self.folder, name) is None:
            theirs = (
                [s for s in find_skills(self.folder, workspace).skills if s.name == name] if workspace else []
            )
            if theirs and theirs[0].origin == "workspace":
                raise UserFacingError(
                    ErrorKind.CONFIG,
                    f"@{name} is not one of your skills: it comes with the workspace ({theirs[0].path}).",
                    f"To remove it, delete {Path(theirs[0].path).parent} from the workspace.",
                )
            known = ", ".join(s.name for s in self.found(None).skills) or "none installed"
            raise UserFacingError(
                ErrorKind.NOT_FOUND,
                f"There is no skill of yours called {name!r} ({known}).",
                "List them with `desktop-agent skills list`.",
            )
        with self._changing(
            f"The skill {name!r} was not deleted", "Check the skills folder, then try again."
        ):
            delete_skill(self.folder, name)
        log.info("Skill %s deleted", name)

    @contextmanager
    def _changing(self, failed: str, action: str) -> Iterator[None]:
        """Refusals and file errors as the person sees them."""
        try:
            yield
        except SkillFileError as refused:
            raise UserFacingError(ErrorKind.CONFIG, f"{failed}: {refused}.", action) from None
        except OSError as error:
            log.warning("%s: %s", failed, error)
            reason = error.strerror or str(error)
            if error.errno == errno.ENOSPC:
                raise UserFacingError(
                    ErrorKind.DISK_FULL, f"{failed}: the disk is full.", "Free some space, then try again."
                ) from None
            raise UserFacingError(
                ErrorKind.CONFIG,
                f"{failed}: {reason} ({error.filename or self.folder}).",
                f"Check that {self.folder} can be written to, then try again.",
            ) from None
