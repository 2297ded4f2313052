"""Skills on disk: `skills/NAME/SKILL.md` in the app's data folder, and in a trusted workspace
`.agents/skills/NAME/SKILL.md` or `.claude/skills/NAME/SKILL.md`.

A SKILL.md is YAML front matter between `---` lines (`name`, `description`, optional `allowed-tools` as a
list or a comma- or space-separated string, optional `model`), then Markdown instructions: the Agent Skills
format Claude uses, so skills people already have work unchanged. A file that does not parse is reported
with the reason and left out; it never stops the others.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from desktop_agent.domain.skills import Skill, SkillOrigin

SKILL_FILE = "SKILL.md"
WORKSPACE_FOLDERS = (Path(".agents") / "skills", Path(".claude") / "skills")
NAME = re.compile(r"^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$")
MOST_BYTES = 256 * 1024
MOST_DESCRIPTION = 1024
FRONT_MATTER = re.compile(r"\A---[ \t]*\r?\n(.*?)\r?\n---[ \t]*(?:\r?\n|\Z)", re.S)


class SkillFileError(ValueError):
    """A SKILL.md that cannot be used, with why (shown with its path)."""


@dataclass(frozen=True, slots=True)
class FoundSkills:
    skills: list[Skill]
    problems: list[str]
    """"path: what is wrong", one per skill left out."""


def _tools(value: object) -> tuple[str, ...] | None:
    if value is None:
        return None
    if isinstance(value, str):
        parts = [p for p in re.split(r"[,\s]+", value) if p]
    elif isinstance(value, list) and all(isinstance(v, str) for v in value):
        parts = [p.strip() for p in value if p.strip()]
    else:
        raise SkillFileError("'allowed-tools' must be a list of tool names or a comma-separated string")
    return tuple(parts)


def parse_skill(path: Path, origin: SkillOrigin = "app") -> Skill:
    try:
        if path.stat().st_size > MOST_BYTES:
            raise SkillFileError(f"it is larger than {MOST_BYTES // 1024} KB")
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise SkillFileError("it is not UTF-8 text") from None
    except OSError as error:
        raise SkillFileError(f"it cannot be read ({error.strerror or error})") from None
    front, instructions = front_matter(text)
    return skill_of(front, instructions, str(path), origin)


def front_matter(text: str) -> tuple[dict[str, object], str]:
    """A SKILL.md's front matter (as YAML gives it) and the instructions after it."""
    found = FRONT_MATTER.match(text)
    if found is None:
        raise SkillFileError("it has no front matter (a '---' block with name and description) at the top")
    import yaml  # PyYAML (~1 MB) only once a skill is read, never for an idle window

    try:
        front = yaml.safe_load(found.group(1))
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        where = f" (line {mark.line + 2})" if mark is not None else ""
        raise SkillFileError(f"its front matter is not valid YAML{where}") from None
    if not isinstance(front, dict):
        raise SkillFileError("its front matter is not a set of 'key: value' lines")
    return front, text[found.end() :].strip()


def skill_of(front: dict[str, object], instructions: str, path: str, origin: SkillOrigin) -> Skill:
    """The skill a front matter and its instructions make, once its fields are checked."""
    name, description = front.get("name"), front.get("description")
    if not isinstance(name, str) or not NAME.match(name):
        raise SkillFileError("'name' must be lower-case letters, digits and hyphens (at most 64)")
    if not isinstance(description, str) or not description.strip():
        raise SkillFileError("'description' is missing: say what the skill is for and when to use it")
    if len(description) > MOST_DESCRIPTION:
        raise SkillFileError(f"'description' is longer than {MOST_DESCRIPTION} characters")
    model = front.get("model")
    if model is not None and not isinstance(model, str):
        raise SkillFileError("'model' must be a model id")
    return Skill(
        name=name,
        description=" ".join(description.split()),
        instructions=instructions,
        path=path,
        origin=origin,
        allowed_tools=_tools(front.get("allowed-tools", front.get("allowed_tools"))),
        model=model or None,
    )


def _folder(root: Path, origin: SkillOrigin, skills: dict[str, Skill], problems: list[str]) -> None:
    if not root.is_dir():
        return
    for path in sorted(root.glob(f"*/{SKILL_FILE}")):
        try:
            skill = parse_skill(path, origin)
        except SkillFileError as problem:
            problems.append(f"{path}: {problem}")
            continue
        if skill.name in skills:
            problems.append(
                f"{path}: a skill called {skill.name!r} is already installed ({skills[skill.name].path})"
            )
            continue
        skills[skill.name] = skill


def find_skills(app_skills: Path, workspace: Path | None = None) -> FoundSkills:
    """The app's skills, then (only when given: a folder the person trusts) the workspace's. On a name
    both have, the app's own wins."""
    skills: dict[str, Skill] = {}
    problems: list[str] = []
    _folder(app_skills, "app", skills, problems)
    if workspace is not None:
        for folder in WORKSPACE_FOLDERS:
            _folder(workspace / folder, "workspace", skills, problems)
    return FoundSkills(sorted(skills.values(), key=lambda s: s.name), problems)


def workspace_has_skills(workspace: Path) -> bool:
    return any((workspace / folder).is_dir() for folder in WORKSPACE_FOLDERS)
