"""`desktop-agent memory`: what the agent remembers — list, add, edit, remove, undo, export, and keep or
drop a model's proposals. `chat` asks about a turn's proposals through `ask_about_proposals`."""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

from desktop_agent.cli.errors import EXIT_FAILED, EXIT_OK, UsageError
from desktop_agent.cli.main import data_dir_option
from desktop_agent.core.app_core import AppCore, open_core
from desktop_agent.core.memory import SAME_SCOPE, MemoryService, memory_as_dict
from desktop_agent.core.paths import app_paths
from desktop_agent.domain.display import visible
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.domain.memory import EVERYWHERE, Memory, MemoryStatus

VERBS = "list, add, edit, remove, undo, export, keep, drop"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.description = (
        "What the agent remembers: short facts you kept, sent to the model with every new message. "
        "Nothing is kept without you: the model only proposes."
    )
    verbs = parser.add_subparsers(dest="verb", metavar="VERB")
    listing = verbs.add_parser("list", help="the memories, newest change first")
    listing.add_argument("--search", metavar="WORDS", default="", help="only those with these words")
    listing.add_argument("--pending", action="store_true", help="also the model's proposals still waiting")
    scope = listing.add_mutually_exclusive_group()
    scope.add_argument("--project", metavar="NAME", help="only those kept in this project")
    scope.add_argument("--everywhere", action="store_true", help="only those kept for every session")
    add = verbs.add_parser("add", help="write a memory yourself")
    add.add_argument("text", help="the fact ('-' reads it from standard input)")
    add.add_argument("--project", metavar="NAME", help="keep it in this project only (default: everywhere)")
    edit = verbs.add_parser("edit", help="change a memory's words, or where it is kept")
    edit.add_argument("id")
    edit.add_argument("text", nargs="?", help="the new words ('-' reads them from standard input)")
    where = edit.add_mutually_exclusive_group()
    where.add_argument("--project", metavar="NAME", help="keep it in this project only")
    where.add_argument("--everywhere", action="store_true", help="give it to every session")
    remove = verbs.add_parser("remove", help="remove a memory (undo brings it back)")
    remove.add_argument("id")
    verbs.add_parser("undo", help="take back the last add, edit, removal, keep or drop")
    export = verbs.add_parser("export", help="every kept memory with its source, as text or JSON")
    export.add_argument("--output", "-o", type=Path, help="write to this file instead of standard output")
    keep = verbs.add_parser("keep", help="keep a model's proposal (in your own words, if given)")
    keep.add_argument("id")
    keep.add_argument("text", nargs="?", help="your words instead of the proposal's")
    drop = verbs.add_parser("drop", help="drop a model's proposal")
    drop.add_argument("id")
    for verb in verbs.choices.values():
        data_dir_option(verb, "where the history is kept")
    for verb in (listing, export):
        verb.add_argument("--json", action="store_true", help="as JSON")


def run(args: argparse.Namespace) -> int:
    if args.verb is None:
        raise UsageError(f"Name a verb: {VERBS}.")
    core = open_core(app_paths(args.data_dir), tolerate_bad_settings=True, logging_to_file=False)
    try:
        if args.verb in WITH_PROJECTS:
            return WITH_PROJECTS[args.verb](args, core)
        return VERB_RUNS[args.verb](args, core.memory)
    finally:
        core.close()


def _names(core: AppCore) -> dict[str, str]:
    return {p.id: p.name for p in core.projects.list()}


def scope_words(memory: Memory, names: dict[str, str]) -> str:
    """Where a memory is kept, in words: everywhere, or in a project (by name)."""
    if memory.project_id is None:
        return EVERYWHERE
    return f"in {names.get(memory.project_id, 'a deleted project')}"


def _text(given: str) -> str:
    return sys.stdin.read() if given == "-" else given


def _out(line: str) -> None:
    sys.stdout.write(visible(line) + "\n")


def source_words(memory: Memory) -> str:
    """Where a memory came from, in words."""
    if memory.written_by_you:
        return "written by you"
    where = f"session {memory.session_id}"
    return f"{where}, message {memory.message_id}" if memory.message_id else where


def _line(memory: Memory, names: dict[str, str]) -> str:
    state = "" if memory.status is MemoryStatus.KEPT else f"[{memory.status.value}] "
    edited = ", edited by you" if memory.edited and not memory.written_by_you else ""
    return (
        f"{memory.id}  {state}{memory.text}  ({scope_words(memory, names)}; {source_words(memory)}{edited})"
    )


def _as_dict(memory: Memory, names: dict[str, str]) -> dict[str, object]:
    data = memory_as_dict(memory)
    data["project"] = names.get(memory.project_id) if memory.project_id else None
    return data


def _list(args: argparse.Namespace, core: AppCore) -> int:
    names = _names(core)
    scope = EVERYWHERE if args.everywhere else core.projects.find(args.project).id if args.project else None
    found = core.memory.list(args.search, pending=args.pending, scope=scope)
    if args.json:
        sys.stdout.write(json.dumps([_as_dict(m, names) for m in found], ensure_ascii=False) + "\n")
    elif not found:
        none = 'No memories yet. Add one: desktop-agent memory add "..."'
        sys.stderr.write(("No memories match." if args.search or scope else none) + "\n")
    for m in [] if args.json else found:
        _out(_line(m, names))
    return EXIT_OK


def _add(args: argparse.Namespace, core: AppCore) -> int:
    project = core.projects.find(args.project) if args.project else None
    made = core.memory.add(_text(args.text), project_id=project.id if project else None)
    where = f" (in {project.name})" if project else ""
    _out(f"Remembered {made.id}{where}: {made.text}")
    return EXIT_OK


def _edit(args: argparse.Namespace, core: AppCore) -> int:
    if args.text is None and not args.project and not args.everywhere:
        raise UsageError("Give the new words, or where to keep it: --project NAME or --everywhere.")
    project = core.projects.find(args.project) if args.project else None
    scope = project.id if project else None if args.everywhere else SAME_SCOPE
    text = None if args.text is None else _text(args.text)
    changed = core.memory.edit(args.id, text, project_id=scope)
    _out(f"Changed {changed.id} ({scope_words(changed, _names(core))}): {changed.text}")
    sys.stderr.write("`desktop-agent memory undo` takes it back.\n")
    return EXIT_OK


def _remove(args: argparse.Namespace, memory: MemoryService) -> int:
    removed = memory.remove(args.id)
    _out(f"Removed {removed.id}: {removed.text}")
    sys.stderr.write("`desktop-agent memory undo` brings it back.\n")
    return EXIT_OK


_UNDONE = {"add": "Undid the add of", "edit": "Undid the edit of", "remove": "Brought back",
           "keep": "Undid keeping; waiting again:", "drop": "Undid dropping; waiting again:"}  # fmt: skip


def _undo(args: argparse.Namespace, memory: MemoryService) -> int:
    done = memory.undo()
    if done is None:
        sys.stderr.write("There is nothing to undo.\n")
        return EXIT_FAILED
    _out(f"{_UNDONE.get(done.change.action, 'Undid a change of')} {done.memory.id}: {done.memory.text}")
    return EXIT_OK


def _export(args: argparse.Namespace, memory: MemoryService) -> int:
    kept = memory.list()
    if args.json:
        body = json.dumps(
            {"exported_at": time.time(), "memories": [memory_as_dict(m) for m in kept]},
            ensure_ascii=False,
            indent=2,
        )
    else:
        lines = ["# Memories", ""]
        for m in kept:
            day = time.strftime("%Y-%m-%d", time.localtime(m.created_at))
            lines.append(f"- {m.text}  ({source_words(m)}, {day})")
        body = "\n".join(lines)
    if args.output is None:
        sys.stdout.write((body if args.json else visible(body)) + "\n")
    else:
        args.output.write_text(body + "\n", encoding="utf-8")
        sys.stderr.write(f"Wrote {len(kept)} memories to {args.output}\n")
    return EXIT_OK


def _decided(memory_id: str, memory: MemoryService) -> str:
    return memory.get(memory_id).id


def _keep(args: argparse.Namespace, memory: MemoryService) -> int:
    kept = memory.keep(_decided(args.id, memory), None if args.text is None else _text(args.text))
    _out(f"Remembered {kept.id}: {kept.text}")
    return EXIT_OK


def _drop(args: argparse.Namespace, memory: MemoryService) -> int:
    dropped = memory.drop(_decided(args.id, memory))
    _out(f"Dropped {dropped.id}: {dropped.text}")
    return EXIT_OK


WITH_PROJECTS: dict[str, Callable[[argparse.Namespace, AppCore], int]] = {
    "list": _list, "add": _add, "edit": _edit,
}  # fmt: skip
VERB_RUNS: dict[str, Callable[[argparse.Namespace, MemoryService], int]] = {
    "remove": _remove, "undo": _undo, "export": _export, "keep": _keep, "drop": _drop,
}  # fmt: skip


# ---- a turn's proposals, in `chat` ----

Ask = Callable[[str], Awaitable[str | None]]


async def ask_about_proposals(memory: MemoryService, session_id: str, *, ask: Ask | None) -> None:
    """Show the session's proposals still waiting on stderr; with `ask` (an interactive terminal without
    --yes) ask about each: keep, edit, drop or decide later. Without, they stay waiting: never kept."""
    waiting = [m for m in await memory.apending(session_id) if m.status is MemoryStatus.PENDING]
    for proposal in waiting:
        scope = " in this project" if proposal.project_id else ""
        sys.stderr.write(visible(f'\n? The model proposes to remember{scope}: "{proposal.text}"') + "\n")
        if ask is None:
            sys.stderr.write(
                f"  Not kept: it waits for you. Keep it with `desktop-agent memory keep {proposal.id}` "
                f"or drop it with `desktop-agent memory drop {proposal.id}`.\n"
            )
            continue
        await _ask_one(memory, proposal, ask)


async def _ask_one(memory: MemoryService, proposal: Memory, ask: Ask) -> None:
    while True:
        answer = await ask("  [k] keep  [e] edit, then keep  [d] drop  [Enter] decide later: ")
        choice = (answer or "").strip().lower()
        try:
            if choice in ("k", "keep", "y", "yes"):
                await memory.akeep(proposal.id)
                sys.stderr.write("  Kept.\n")
            elif choice in ("e", "edit"):
                words = await ask("  Your words: ")
                if not (words or "").strip():
                    continue
                kept = await memory.akeep(proposal.id, words)
                sys.stderr.write(visible(f'  Kept as: "{kept.text}"') + "\n")
            elif choice in ("d", "drop", "n", "no"):
                await memory.adrop(proposal.id)
                sys.stderr.write("  Dropped.\n")
            elif choice == "":
                sys.stderr.write(f"  It waits: `desktop-agent memory keep {proposal.id}` keeps it.\n")
            else:
                continue
        except UserFacingError as error:
            sys.stderr.write(f"  {error.message}\n")
            continue
        return
