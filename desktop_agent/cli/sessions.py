"""`desktop-agent sessions ...`: list, show, search, export, import, pin and delete stored sessions; a
session's own instructions, the system prompt its next message is sent with (section by section with
estimated sizes), and a summary of its earlier turns made now (compact)."""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from desktop_agent.cli.errors import EXIT_FAILED, EXIT_OK
from desktop_agent.cli.main import data_dir_option
from desktop_agent.core.agent import ChatSession, PromptPreview
from desktop_agent.core.agent import active_compaction as active
from desktop_agent.core.app_core import AppCore, open_core
from desktop_agent.core.paths import app_paths
from desktop_agent.core.sessions import ImportProblem, SessionsService
from desktop_agent.domain.citations import Citations, LiveCitations, dropped_note
from desktop_agent.domain.display import json_escaped, shown_model, visible
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.domain.files import attachment_line
from desktop_agent.domain.messages import (
    AttachmentPart,
    Message,
    ReasoningPart,
    TextPart,
    ToolCallPart,
    ToolResultPart,
)
from desktop_agent.domain.sessions import SessionInfo

Stored = Callable[[argparse.Namespace, SessionsService], int]
"""A verb on the stored sessions alone."""
Live = Callable[[argparse.Namespace, AppCore, ChatSession], Awaitable[int]]
"""A verb on a session opened in the agent service (its instructions, prompt, compaction)."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    verbs = parser.add_subparsers(dest="sessions_command", required=True)
    listing = verbs.add_parser("list", help="newest first, pinned on top")
    listing.add_argument("--limit", type=int, default=50)
    listing.add_argument("--all", action="store_true", help="include archived sessions")
    listing.add_argument("--project", metavar="NAME", help="only the sessions of this project")
    show = verbs.add_parser("show", help="a session with every message")
    show.add_argument("id")
    found = verbs.add_parser("search", help="full-text search over every message, thought and tool call")
    found.add_argument("query")
    found.add_argument("--limit", type=int, default=20)
    export = verbs.add_parser("export", help="as Markdown (readable) or JSON (complete, re-importable)")
    export.add_argument("id")
    export.add_argument("--format", choices=("md", "json"), default="md")
    export.add_argument("--output", "-o", type=Path, help="write to this file instead of standard output")
    imported = verbs.add_parser("import", help="a JSON export, as a new session")
    imported.add_argument("file", type=Path)
    delete = verbs.add_parser("delete", help="delete a session and all its messages")
    delete.add_argument("id")
    move = verbs.add_parser(
        "move", help="move a session into a project (--project NAME) or out of any (--none)"
    )
    move.add_argument("id")
    where = move.add_mutually_exclusive_group(required=True)
    where.add_argument("--project", metavar="NAME", help="the project (its name, any case, or id)")
    where.add_argument("--none", action="store_true", help="out of any project")
    pin = verbs.add_parser(
        "pin", help="pin a message: a summary of earlier turns keeps it word for word (--off unpins)"
    )
    pin.add_argument("id")
    pin.add_argument("message", help="the message's id (or the start of it), as `show --json` lists them")
    pin.add_argument("--off", action="store_true", help="unpin it")
    mine = verbs.add_parser(
        "instructions", help="a session's own instructions: show them, or set them for its next turns"
    )
    mine.add_argument("id")
    mine.add_argument("text", nargs="?", help="the new instructions ('-' reads them from standard input)")
    mine.add_argument("--clear", action="store_true", help="remove them")
    prompt = verbs.add_parser("prompt", help="the system prompt and tools a session's next message goes with")
    prompt.add_argument("id")
    squeeze = verbs.add_parser(
        "compact", help="summarise a session's earlier turns now (the messages stay; --undo sends them whole)"
    )
    squeeze.add_argument("id")
    squeeze.add_argument("--undo", action="store_true", help="undo the summary in use")
    squeeze.add_argument("--api-key-env", metavar="VAR", help="take the provider's key from this variable")
    for verb in verbs.choices.values():
        verb.add_argument("--json", action="store_true", help="machine-readable output")
        data_dir_option(verb, "where the history is kept")


def run(args: argparse.Namespace) -> int:
    verb = args.sessions_command
    if verb in LIVE:
        core = open_core(app_paths(args.data_dir), logging_to_file=False)
        return asyncio.run(_live(args, core, LIVE[verb]))
    core = open_core(app_paths(args.data_dir), tolerate_bad_settings=True)
    try:
        if verb in WITH_PROJECTS:
            return WITH_PROJECTS[verb](args, core)
        return STORED[verb](args, core.sessions)
    except ImportProblem as exc:  # a file that is not an export of ours
        raise UserFacingError(ErrorKind.BAD_REQUEST, str(exc)) from None
    finally:
        core.close()


async def _live(args: argparse.Namespace, core: AppCore, verb: Live) -> int:
    try:
        session = await core.service.open_session(args.id)
        return await verb(args, core, session)
    finally:
        await core.aclose()


# ---- the stored sessions ----


def _list(args: argparse.Namespace, core: AppCore) -> int:
    names = {p.id: p.name for p in core.projects.list()}
    if args.project is not None:
        project = core.projects.find(args.project)
        rows = core.sessions.list(args.limit, include_archived=args.all, project_id=project.id)
    else:
        rows = core.sessions.list(args.limit, include_archived=args.all)
    if args.json:
        _out(json.dumps([_session_dict(s, names) for s in rows]), json_text=True)
    elif not rows:
        _out(
            "No sessions in that project."
            if args.project
            else 'No sessions yet. Start one with: desktop-agent chat "..."'
        )
    else:
        for s in rows:
            flags = (
                ("📌 " if s.pinned else "") + ("(archived) " if s.archived else "")
                + ("(scheduled) " if s.origin == "scheduled" else "")
            )  # fmt: skip
            group = f"  ({names[s.project_id]})" if s.project_id in names else ""
            _out(f"{s.id}  {_when(s.updated_at)}  {flags}{s.title or '(untitled)'}  [{s.model}]{group}")
    return EXIT_OK


def _move(args: argparse.Namespace, core: AppCore) -> int:
    info = core.sessions.find(args.id)
    project = None if args.none else core.projects.find(args.project)
    core.projects.move(info.id, project.id if project is not None else None)
    if args.json:
        _out(json.dumps({"id": info.id, "project": project.name if project else None}), json_text=True)
    elif project is None:
        _out(f"Moved {info.id} out of any project")
    else:
        _out(f"Moved {info.id} into the project {project.name}")
    return EXIT_OK


def _show(args: argparse.Namespace, sessions: SessionsService) -> int:
    info = sessions.find(args.id)
    if args.json:
        shown = sessions.export_json(info.id, with_files=False)
        _out(json.dumps(shown, ensure_ascii=False), json_text=True)
    else:
        _out(_show_text(info, sessions.messages(info.id)))
    return EXIT_OK


def _search(args: argparse.Namespace, sessions: SessionsService) -> int:
    found = sessions.search(args.query, args.limit)
    if args.json:
        _out(json.dumps([match.as_dict() for match in found], ensure_ascii=False), json_text=True)
        return EXIT_OK
    for match in found:
        where = f"({match.hit.role}, {match.hit.part_kind})" if match.hit else "(title)"
        _out(f"{match.info.id}  {match.info.title or '(untitled)'}  {where}")
        if match.snippet:
            _out(f"    {match.snippet}")
    if not found:
        _out("No matches.")
    return EXIT_OK


def _export(args: argparse.Namespace, sessions: SessionsService) -> int:
    info = sessions.find(args.id)
    as_json = args.format == "json" or args.json
    if args.output and not as_json:
        files = sessions.write_markdown(info.id, args.output)
        beside = f" and {files} attached file{'s' if files != 1 else ''} in attachments/" if files else ""
        sys.stderr.write(f"Exported to {args.output}{beside}\n")
        return EXIT_OK
    if as_json:
        body = json.dumps(sessions.export_json(info.id), ensure_ascii=False, indent=2)
    else:
        body = sessions.export_markdown(info.id)
    if args.output:
        args.output.write_text(body + "\n", encoding="utf-8")
        sys.stderr.write(f"Exported to {args.output}\n")
    else:
        _out(body, json_text=as_json, raw=not as_json and not sys.stdout.isatty())
    return EXIT_OK


def _import(args: argparse.Namespace, core: AppCore) -> int:
    before = {p.id for p in core.projects.list()}
    imported = core.sessions.import_file(args.file)
    names = {p.id: p.name for p in core.projects.list()}
    if args.json:
        _out(json.dumps(_session_dict(imported, names)), json_text=True)
        return EXIT_OK
    where = ""
    if imported.project_id in names:
        name = visible(names[imported.project_id])
        made = imported.project_id not in before
        where = f" (in the project {name!r}{', created for it' if made else ''})"
    _out(f"Imported as {imported.id}: {imported.title}{where}")
    return EXIT_OK


def _delete(args: argparse.Namespace, sessions: SessionsService) -> int:
    info = sessions.find(args.id)
    deleted = sessions.delete(info.id)
    _out(json.dumps({"deleted": deleted, "id": info.id}) if args.json else f"Deleted {info.id}: {info.title}")
    return EXIT_OK


def _pin(args: argparse.Namespace, sessions: SessionsService) -> int:
    info = sessions.find(args.id)
    message_id = sessions.set_pinned(info.id, args.message, not args.off)
    done = {"id": info.id, "message_id": message_id, "pinned": not args.off}
    _out(json.dumps(done) if args.json else f"{'Unpinned' if args.off else 'Pinned'} {message_id}")
    return EXIT_OK


def _out(text: str, *, json_text: bool = False, raw: bool = False) -> None:
    """Output; titles, messages and snippets were chosen by a model, so hidden characters and terminal
    escapes are shown by name, or as \\u escapes in JSON (the same JSON value). `raw` text (an export
    going to a file or a pipe) is written as it is."""
    if not raw:
        text = json_escaped(text) if json_text else visible(text)
    sys.stdout.write(text if text.endswith("\n") else text + "\n")


def _session_dict(info: SessionInfo, projects: dict[str, str] | None = None) -> dict[str, Any]:
    return {
        "project": (projects or {}).get(info.project_id or "") if info.project_id else None,
        "id": info.id, "title": info.title, "agent": info.agent,
        "provider": info.provider, "model": info.model,
        "workspace": info.workspace, "created_at": info.created_at, "updated_at": info.updated_at,
        "pinned": info.pinned, "archived": info.archived,
        "unsandboxed_allowed_at": info.unsandboxed_allowed_at, "knowledge": list(info.knowledge),
        "origin": info.origin,
    }  # fmt: skip


def _when(ts: float) -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(ts))


def _show_text(info: SessionInfo, messages: list[Message]) -> str:
    lines = [
        f"{info.title or '(untitled)'}  [{info.id}]",
        f"{info.provider}/{shown_model(info.model)} · {info.agent} · {info.workspace}",
    ]
    if info.unsandboxed_allowed_at is not None:
        lines.append(
            f"⚠ Commands outside the sandbox were allowed without asking (--dangerously-allow-unsandboxed), "
            f"first on {_when(info.unsandboxed_allowed_at)}"
        )
    if info.knowledge:
        lines.append(f"Searches the knowledge bases: {', '.join(info.knowledge)}")
    names = {"user": "You", "assistant": "Assistant", "tool": "Tools"}
    cites = LiveCitations()
    for message in messages:
        if message.role == "user":
            lines.extend(_cited(cites))
            cites = LiveCitations()
        cites.step(Citations.from_dict(message.meta.get("citations")).sources)
        status = "" if message.status == "complete" else f" ({message.status})"
        pinned = " 📌" if message.meta.get("pinned") else ""
        lines.append(f"\n— {names[message.role]}{status}, {_when(message.created_at)}{pinned}")
        for part in message.parts:
            match part:
                case TextPart(text=text) if message.role == "assistant":
                    lines.append(cites.feed(text) + cites.end())
                case TextPart(text=text):
                    lines.append(text)
                case ReasoningPart(text=text):
                    lines.append(f"(thinking) {text[:200]}{'…' if len(text) > 200 else ''}")
                case ToolCallPart(name=name, arguments_json=args, state=state):
                    lines.append(f"→ {name} {args} [{state.value}]")
                case ToolResultPart(name=name, content=content, state=state):
                    first = content.splitlines()[0] if content else ""
                    lines.append(f"← {name} [{state.value}] {first[:160]}")
                case AttachmentPart():
                    lines.append(f"📎 {attachment_line(part)}")
    lines.extend(_cited(cites))
    return "\n".join(lines)


def _cited(cites: LiveCitations) -> list[str]:
    """A turn's sources under it, as the answer showed them when it streamed."""
    lines = [f"[{n}] {source.where}" for n, source in cites.sources()]
    lines = ["Sources:", *lines] if lines else []
    return [*lines, f"! {dropped_note(cites.dropped)}"] if cites.dropped else lines


# ---- a session opened in the agent service ----


async def _instructions(args: argparse.Namespace, core: AppCore, session: ChatSession) -> int:
    if args.clear or args.text is not None:
        text = "" if args.clear else sys.stdin.read() if args.text == "-" else args.text
        await core.service.set_instructions(session, text)
        sys.stderr.write("Instructions removed.\n" if not session.instructions else "Instructions saved.\n")
    elif args.json:
        sys.stdout.write(json.dumps({"instructions": session.instructions}, ensure_ascii=False) + "\n")
    else:
        sys.stdout.write((visible(session.instructions) or "(none)") + "\n")
    return EXIT_OK


async def _prompt(args: argparse.Namespace, core: AppCore, session: ChatSession) -> int:
    providers = core.providers
    window = await providers.context_window(session.provider, session.base_url, session.model)
    local = providers.is_local(session.provider, session.base_url)
    preview = core.service.prompt_preview(session, local=local, window=window)
    sys.stdout.write(_as_json(preview) if args.json else _as_text(preview))
    return EXIT_OK


async def _compact(args: argparse.Namespace, core: AppCore, session: ChatSession) -> int:
    service = core.service
    if args.undo:
        found = active(session.compactions, session.messages)
        if found is None:
            sys.stderr.write("No summary is in use in this session.\n")
            return EXIT_FAILED
        await service.set_compaction_undone(session, found[0].id, True)
        sys.stderr.write(f"Undone: the {found[0].messages} earlier messages go to the model whole again.\n")
        return EXIT_OK
    if args.api_key_env:
        core.key_from_environment(session.provider, args.api_key_env)
    provider = await asyncio.to_thread(core.providers, session.provider, session.base_url)
    made = await service.compact_now(session, provider)
    if made is None:
        sys.stderr.write(
            "There is nothing earlier worth summarising yet: the newest two turns always go whole.\n"
        )
        return EXIT_OK
    if args.json:
        body = {"id": made.id, "messages": made.messages, "tokens_before": made.tokens_before,
                "tokens_after": made.tokens_after, "summary": made.summary}  # fmt: skip
        sys.stdout.write(json.dumps(body, ensure_ascii=False) + "\n")
    else:
        sys.stdout.write(visible(made.summary) + "\n")
        sys.stderr.write(
            f"Summarised {made.messages} earlier messages: about {made.tokens_before:,} → "
            f"{made.tokens_after:,} tokens. They stay in the session; `--undo` sends them whole again.\n"
        )
    return EXIT_OK


def _as_json(preview: PromptPreview) -> str:
    body = {
        "sections": [{"title": s.title, "text": s.text, "tokens": s.tokens, "left_out": list(s.left_out)}
                     for s in preview.sections],
        "system_tokens": preview.system_tokens, "tools": preview.tools, "tools_tokens": preview.tools_tokens,
        "conversation_tokens": preview.conversation_tokens, "total_tokens": preview.total_tokens,
        "context_window": preview.window or None, "compact": preview.compact,
        "last_input_tokens": preview.last_input_tokens,
    }  # fmt: skip
    return json.dumps(body, ensure_ascii=False) + "\n"


def _as_text(preview: PromptPreview) -> str:
    """What the model reads, shown as it is (hidden characters named: a skill's text may carry them)."""
    lines: list[str] = []
    for section in preview.sections:
        lines += [f"── {section.title} · about {section.tokens:,} tokens", visible(section.text), ""]
        if section.left_out:  # memories over the cap: not sent, and said so
            lines += [f"Left out (over the cap, least recently used): {len(section.left_out)}"]
            lines += [visible(f"  - {text}") for text in section.left_out] + [""]
    count = len(preview.tools)
    lines.append(
        f"Tools: {count} ({', '.join(preview.tools)}) · about {preview.tools_tokens:,} tokens"
        if count
        else "Tools: none"
    )
    lines.append(f"Conversation so far: about {preview.conversation_tokens:,} tokens")
    total = f"In all: about {preview.total_tokens:,} tokens (estimated at 4 characters a token)"
    if preview.window:
        total += f" of the model's {preview.window:,}"
        if preview.compact:
            total += "; its small window gets the compact instructions and tool descriptions"
    lines.append(total)
    if preview.last_input_tokens is not None:
        lines.append(
            f"The last request took {preview.last_input_tokens:,} input tokens, as the provider counted."
        )
    lines.append("MCP servers' tools join these when a chat starts them.")
    return "\n".join(lines) + "\n"


WITH_PROJECTS: dict[str, Callable[[argparse.Namespace, AppCore], int]] = {
    "list": _list, "move": _move, "import": _import,
}  # fmt: skip
STORED: dict[str, Stored] = {
    "show": _show, "search": _search, "export": _export,
    "delete": _delete, "pin": _pin,
}  # fmt: skip
LIVE: dict[str, Live] = {"instructions": _instructions, "prompt": _prompt, "compact": _compact}
