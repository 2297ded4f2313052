"""`desktop-agent skills ...`: list the installed skills, trust a workspace's own, import one from a folder
or a zip, remove one of the person's own."""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from collections.abc import Callable
from pathlib import Path

from desktop_agent.cli.errors import EXIT_OK
from desktop_agent.cli.main import data_dir_option
from desktop_agent.core.app_core import open_core
from desktop_agent.core.paths import app_paths
from desktop_agent.core.skills import SkillsService
from desktop_agent.domain.display import visible

Verb = Callable[[argparse.Namespace, SkillsService, Path], int]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    verbs = parser.add_subparsers(dest="skills_command", required=True)
    listing = verbs.add_parser("list", help="the app's skills, and the workspace's once trusted")
    listing.add_argument("--json", action="store_true", help="as JSON")
    trust = verbs.add_parser(
        "trust", help="use the skills the workspace brings (.agents/skills, .claude/skills)"
    )
    importing = verbs.add_parser(
        "import",
        help="install a skill from a folder or a .zip (with a SKILL.md at its top or in its one folder)",
    )
    importing.add_argument("path", type=Path, help="the skill's folder, or a .zip of it")
    remove = verbs.add_parser("remove", help="delete one of your own skills (its whole folder)")
    remove.add_argument("name", help="the skill's name, as in @name")
    for verb in (listing, trust, remove):
        verb.add_argument("--workspace", type=Path, help="the folder (default: the current folder)")
    for verb in (listing, trust, importing, remove):
        data_dir_option(verb, "keep every file the app writes in this folder")


def run(args: argparse.Namespace) -> int:
    workspace = (getattr(args, "workspace", None) or Path.cwd()).expanduser().resolve()
    core = open_core(app_paths(args.data_dir), logging_to_file=False)
    try:
        return VERBS[args.skills_command](args, core.skills, workspace)
    finally:
        core.close()


def _list(args: argparse.Namespace, skills: SkillsService, workspace: Path) -> int:
    found = skills.found(workspace)
    if args.json:
        rows = [
            {"name": s.name, "description": s.description, "origin": s.origin, "path": s.path,
             "allowed_tools": list(s.allowed_tools) if s.allowed_tools is not None else None,
             "model": s.model}
            for s in found.skills
        ]  # fmt: skip
        sys.stdout.write(json.dumps({"skills": rows, "problems": found.problems}, ensure_ascii=False) + "\n")
        return EXIT_OK
    if not found.skills:
        sys.stdout.write(f"No skills yet. Add one as {skills.folder}/NAME/SKILL.md.\n")
    for skill in found.skills:
        where = "" if skill.origin == "app" else "  (this workspace)"
        sys.stdout.write(f"@{skill.name}{where}\n    {visible(skill.description)}\n")
    if skills.waiting_for_trust(workspace):
        sys.stdout.write(
            "This workspace brings skills of its own; use them with `desktop-agent skills trust`.\n"
        )
    for problem in found.problems:
        sys.stderr.write(f"! Left out: {visible(problem)}\n")
    return EXIT_OK


def _trust(args: argparse.Namespace, skills: SkillsService, workspace: Path) -> int:
    asyncio.run(skills.trust(workspace))
    count = len([s for s in skills.for_workspace(workspace) if s.origin == "workspace"])
    sys.stdout.write(f"Trusted {workspace}: its {count} skill{'s' if count != 1 else ''} can be used.\n")
    return EXIT_OK


def _import(args: argparse.Namespace, skills: SkillsService, workspace: Path) -> int:
    skill = skills.import_from(args.path.expanduser())
    sys.stdout.write(f"Installed @{skill.name} from {args.path}\n")
    return EXIT_OK


def _remove(args: argparse.Namespace, skills: SkillsService, workspace: Path) -> int:
    skills.delete(args.name, workspace)
    sys.stdout.write(f"Removed @{args.name}\n")
    return EXIT_OK


VERBS: dict[str, Verb] = {"list": _list, "trust": _trust, "import": _import, "remove": _remove}
