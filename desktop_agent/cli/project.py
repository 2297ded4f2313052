"""`desktop-agent project`: sessions grouped with what they share — create, list, show, edit, delete.

A project's sessions work in its folder, are sent its instructions (after the profile's, before the
session's own) and its memories, and begin with its model, profile and knowledge bases. `chat --project
NAME` starts a session in one; `sessions move ID --project NAME` (or `--none`) moves one in or out.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from typing import Any

from desktop_agent.cli.errors import EXIT_OK, UsageError
from desktop_agent.cli.main import data_dir_option
from desktop_agent.core.app_core import AppCore, open_core
from desktop_agent.core.paths import app_paths
from desktop_agent.core.projects import project_as_dict
from desktop_agent.domain.display import json_escaped, visible
from desktop_agent.domain.memory import MemoryStatus
from desktop_agent.domain.projects import Project

VERBS = "create, list, show, edit, delete"


def _fields(parser: argparse.ArgumentParser, *, editing: bool) -> None:
    parser.add_argument("--workspace", metavar="DIR", help="the folder its sessions work in")
    parser.add_argument(
        "--instructions",
        metavar="TEXT",
        help="sent to its sessions' model ('-': from standard input)",
    )
    parser.add_argument("--model", help="the model its new sessions use")
    parser.add_argument("--provider", help="the provider its new sessions use")
    parser.add_argument("--agent", metavar="PROFILE", help="the profile its new sessions use")
    parser.add_argument(
        "--kb", action="append", metavar="NAME", help="a knowledge base its new sessions search (repeatable)"
    )
    parser.add_argument(
        "--mcp",
        action="append",
        metavar="SERVER",
        help="an MCP server its sessions may use (repeatable; without: every enabled server)",
    )
    if editing:
        parser.add_argument("--rename", dest="name_new", metavar="NAME", help="a new name")
        parser.add_argument(
            "--all-mcp", action="store_true", help="its sessions may use every enabled server"
        )
        parser.add_argument("--no-kb", action="store_true", help="its new sessions search no knowledge base")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.description = (
        "Projects: sessions grouped with a folder, instructions, a model, knowledge bases, MCP servers and "
        "memories of their own. A session of one project never sees another's."
    )
    verbs = parser.add_subparsers(dest="verb", metavar="VERB")
    create = verbs.add_parser("create", help="a new project")
    create.add_argument("name")
    _fields(create, editing=False)
    listing = verbs.add_parser("list", help="every project, by name")
    show = verbs.add_parser("show", help="a project with its sessions and memories")
    show.add_argument("name", help="its name (any case) or id")
    edit = verbs.add_parser("edit", help="change a project")
    edit.add_argument("name", help="its name (any case) or id")
    _fields(edit, editing=True)
    delete = verbs.add_parser("delete", help="delete a project: its sessions stay, its memories go")
    delete.add_argument("name", help="its name (any case) or id")
    for verb in verbs.choices.values():
        data_dir_option(verb, "where the history is kept")
    for verb in (create, listing, show, edit, delete):
        verb.add_argument("--json", action="store_true", help="as JSON")


def run(args: argparse.Namespace) -> int:
    if args.verb is None:
        raise UsageError(f"Name a verb: {VERBS}.")
    core = open_core(app_paths(args.data_dir), tolerate_bad_settings=True, logging_to_file=False)
    try:
        return VERB_RUNS[args.verb](args, core)
    finally:
        core.close()


def _out(line: str) -> None:
    sys.stdout.write(visible(line) + "\n")


def _json(data: Any) -> None:
    sys.stdout.write(json_escaped(json.dumps(data, ensure_ascii=False)) + "\n")


def _given(args: argparse.Namespace) -> dict[str, Any]:
    """The fields the flags name (only those: an edit changes nothing else)."""
    fields: dict[str, Any] = {}
    if args.workspace is not None:
        fields["workspace"] = args.workspace
    if args.instructions is not None:
        fields["instructions"] = sys.stdin.read() if args.instructions == "-" else args.instructions
    for key in ("model", "provider", "agent"):
        if getattr(args, key) is not None:
            fields[key] = getattr(args, key)
    if args.kb:
        fields["knowledge"] = args.kb
    if args.mcp:
        fields["mcp_servers"] = args.mcp
    if getattr(args, "name_new", None) is not None:
        fields["name"] = args.name_new
    if getattr(args, "all_mcp", False):
        if args.mcp:
            raise UsageError("Give either --mcp or --all-mcp, not both.")
        fields["mcp_servers"] = None
    if getattr(args, "no_kb", False):
        if args.kb:
            raise UsageError("Give either --kb or --no-kb, not both.")
        fields["knowledge"] = ()
    return fields


def _summary(project: Project) -> str:
    parts = [project.workspace or "(the app's folder)"]
    if project.model or project.provider:
        parts.append("/".join(p for p in (project.provider, project.model) if p))
    if project.agent:
        parts.append(f"profile {project.agent}")
    return f"{project.name}  [{project.id}]  " + ", ".join(parts)


def _create(args: argparse.Namespace, core: AppCore) -> int:
    made = core.projects.create(args.name, **_given(args))
    if args.json:
        _json(project_as_dict(made))
    else:
        _out(f"Created the project {made.name} ({made.id})")
    return EXIT_OK


def _list(args: argparse.Namespace, core: AppCore) -> int:
    found = core.projects.list()
    if args.json:
        _json([project_as_dict(p) for p in found])
    elif not found:
        sys.stderr.write("No projects yet. Create one: desktop-agent project create NAME --workspace DIR\n")
    for project in [] if args.json else found:
        _out(_summary(project))
    return EXIT_OK


def _when(ts: float) -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(ts))


def _show(args: argparse.Namespace, core: AppCore) -> int:
    project = core.projects.find(args.name)
    ids = set(core.projects.sessions_of(project.id))
    sessions = [s for s in core.sessions.list(10_000, include_archived=True) if s.id in ids]
    memories = core.memory.list(scope=project.id, pending=True)
    if args.json:
        data = project_as_dict(project)
        data["sessions"] = [{"id": s.id, "title": s.title, "updated_at": s.updated_at} for s in sessions]
        data["memories"] = [{"id": m.id, "text": m.text, "status": m.status.value} for m in memories]
        _json(data)
        return EXIT_OK
    _out(f"{project.name}  ({project.id})")
    _out(f"Workspace: {project.workspace or '(the folder each session is started in)'}")
    if project.provider or project.model:
        _out(f"Model: {'/'.join(p for p in (project.provider, project.model) if p)}")
    if project.agent:
        _out(f"Profile: {project.agent}")
    if project.knowledge:
        _out(f"Knowledge bases: {', '.join(project.knowledge)}")
    servers = project.mcp_servers
    _out(f"MCP servers: {'every enabled server' if servers is None else ', '.join(servers) or 'none'}")
    _out("Instructions:" + (f"\n{project.instructions}" if project.instructions else " (none)"))
    _out(f"Sessions ({len(sessions)}):")
    for s in sessions:
        _out(f"  {s.id}  {_when(s.updated_at)}  {s.title or '(untitled)'}")
    _out(f"Memories ({len(memories)}):")
    for m in memories:
        state = "" if m.status is MemoryStatus.KEPT else f"[{m.status.value}] "
        _out(f"  {m.id}  {state}{m.text}")
    return EXIT_OK


def _edit(args: argparse.Namespace, core: AppCore) -> int:
    project = core.projects.find(args.name)
    fields = _given(args)
    if not fields:
        raise UsageError(
            "Say what to change: --rename, --workspace, --instructions, --model, --provider, --agent, --kb, "
            "--no-kb, --mcp or --all-mcp."
        )
    changed = core.projects.edit(project.id, **fields)
    if args.json:
        _json(project_as_dict(changed))
    else:
        _out(f"Changed the project {changed.name} ({changed.id})")
    return EXIT_OK


def _delete(args: argparse.Namespace, core: AppCore) -> int:
    project = core.projects.find(args.name)
    sessions, memories = core.projects.delete(project.id)
    if args.json:
        _json({"deleted": project.id, "sessions_kept": sessions, "memories_deleted": memories})
    else:
        _out(f"Deleted the project {project.name} ({project.id})")
        sys.stderr.write(
            f"Its {sessions} session{'s' if sessions != 1 else ''} stay, outside any project; "
            f"its {memories} memor{'ies' if memories != 1 else 'y'} were deleted with it.\n"
        )
    return EXIT_OK


VERB_RUNS: dict[str, Callable[[argparse.Namespace, AppCore], int]] = {
    "create": _create, "list": _list, "show": _show, "edit": _edit, "delete": _delete,
}  # fmt: skip
