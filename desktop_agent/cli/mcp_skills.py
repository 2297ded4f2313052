"""`desktop-agent mcp skills NAME` and `mcp skill NAME SKILL`: the skills an MCP server serves (SEP-2640),
listed with the names the model and the @ menu know them by, and one of them read from the server and
checked against its listing (size, digest, front matter) before its instructions are printed."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from desktop_agent.cli.errors import EXIT_OK
from desktop_agent.core.app_core import AppCore
from desktop_agent.core.mcp import ServerStatus
from desktop_agent.domain.display import visible
from desktop_agent.domain.errors import ErrorKind, UserFacingError


def add_verbs(verbs: Any) -> None:
    listing = verbs.add_parser("skills", help="start a server and list the skills it serves")
    listing.add_argument("name")
    one = verbs.add_parser("skill", help="read one skill a server serves, checked, and print it: NAME SKILL")
    one.add_argument("name")
    one.add_argument("skill", help="the skill's name on the server (as `mcp skills` lists it)")
    one.add_argument("--file", metavar="URI", help="print this file of the skill instead (one it lists)")


def listing(args: argparse.Namespace, core: AppCore, status: ServerStatus) -> int:
    found = core.served_skills.served_by(status.name)
    if args.json:
        rows = [
            {"name": k, "skill": s.name, "description": s.description, "uri": s.uri, "files": list(s.files)}
            for k, s in found
        ]
        sys.stdout.write(json.dumps({"skills": rows}) + "\n")
        return EXIT_OK
    if not found:
        sys.stdout.write(f"{visible(status.name)} serves no skills.\n")
    for key, served in found:
        sys.stdout.write(f"{visible(served.name)}  (@{key})\n    {visible(served.description)}\n")
    return EXIT_OK


async def show(args: argparse.Namespace, core: AppCore, status: ServerStatus) -> int:
    keys = [key for key, served in core.served_skills.served_by(status.name) if served.name == args.skill]
    if not keys:
        raise UserFacingError(
            ErrorKind.NOT_FOUND,
            f"The MCP server {status.name!r} serves no skill called {visible(args.skill)!r}.",
            f"List them with `desktop-agent mcp skills {status.name}`.",
        )
    wanted = next(s for s in core.served_skills.skills() if s.name == keys[0])
    skill = await core.served_skills.load(wanted)  # checked first, also when a file is asked for
    if args.file is not None:
        data = await core.served_skills.read_file(wanted, args.file)
        text = data.decode("utf-8", "replace")
        sys.stdout.write(
            (json.dumps({"uri": args.file, "text": text}) if args.json else visible(text)) + "\n"
        )
        return EXIT_OK
    if args.json:
        body = {"name": skill.name, "description": skill.description, "instructions": skill.instructions}
        sys.stdout.write(json.dumps(body) + "\n")
    else:
        sys.stdout.write(visible(skill.instructions).rstrip("\n") + "\n")
    return EXIT_OK
