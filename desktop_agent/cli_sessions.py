"""`desktop-agent sessions ...`: list, show, search, export, import and delete stored sessions."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

from desktop_agent import cli_prompt
from desktop_agent.core.app_core import open_core
from desktop_agent.core.paths import app_paths
from desktop_agent.core.sessions import ImportProblem, SessionsService
from desktop_agent.domain.display import json_escaped, shown_model, visible
from desktop_agent.domain.errors import UserFacingError
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

EXIT_OK, EXIT_FAILED, EXIT_USAGE = 0, 1, 2


def add_parser(sub: Any) -> None:
    sessions = sub.add_parser(
        "sessions", help="stored sessions: list, show, search, export, import, delete, instructions, prompt"
    )
    verbs = sessions.add_subparsers(dest="sessions_command", required=True)
    listing = verbs.add_parser("list", help="newest first, pinned on top")
    listing.add_argument("--limit", type=int, default=50)
    listing.add_argument("--all", action="store_true", help="include archived sessions")
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
    pin = verbs.add_parser(
        "pin", help="pin a message: a summary of earlier turns keeps it word for word (--off unpins)"
    )
    pin.add_argument("id")
    pin.add_argument("message", help="the message's id (or the start of it), as `show --json` lists them")
    pin.add_argument("--off", action="store_true", help="unpin it")
    cli_prompt.add_verbs(verbs)
    for p in (listing, show, found, export, imported, delete, pin):
        p.add_argument("--json", action="store_true", help="machine-readable output")
        p.add_argument("--data-dir", type=Path, help="where the history is kept")


def _out(text: str, *, json_text: bool = False, raw: bool = False) -> None:
    """Output; titles, messages and snippets were chosen by a model, so hidden characters and terminal
    escapes are shown by name, or as \\u escapes in JSON (the same JSON value). `raw` text (an export
    going to a file or a pipe) is written as it is."""
    if not raw:
        text = json_escaped(text) if json_text else visible(text)
    sys.stdout.write(text if text.endswith("\n") else text + "\n")


def _session_dict(info: SessionInfo) -> dict[str, Any]:
    return {
        "id": info.id, "title": info.title, "agent": info.agent,
        "provider": info.provider, "model": info.model,
        "workspace": info.workspace, "created_at": info.created_at, "updated_at": info.updated_at,
        "pinned": info.pinned, "archived": info.archived,
        "unsandboxed_allowed_at": info.unsandboxed_allowed_at,
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
    names = {"user": "You", "assistant": "Assistant", "tool": "Tools"}
    for message in messages:
        status = "" if message.status == "complete" else f" ({message.status})"
        pinned = " 📌" if message.meta.get("pinned") else ""
        lines.append(f"\n— {names[message.role]}{status}, {_when(message.created_at)}{pinned}")
        for part in message.parts:
            match part:
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
    return "\n".join(lines)


def run_sessions(args: argparse.Namespace) -> int:
    if args.sessions_command in cli_prompt.VERBS:
        return cli_prompt.run(args)
    try:
        core = open_core(app_paths(args.data_dir), tolerate_bad_settings=True)
    except UserFacingError as err:
        sys.stderr.write(f"Error: {err.message}\n  {err.action}\n")
        return EXIT_FAILED
    try:
        return _run(args, core.sessions)
    except ImportProblem as exc:
        sys.stderr.write(f"Error: {exc}\n")
        return EXIT_FAILED
    except UserFacingError as err:
        sys.stderr.write(f"Error: {err.message}\n  {err.action}\n")
        return EXIT_FAILED
    finally:
        core.close()


def _run(args: argparse.Namespace, sessions: SessionsService) -> int:
    verb = args.sessions_command
    if verb == "list":
        rows = sessions.list(args.limit, include_archived=args.all)
        if args.json:
            _out(json.dumps([_session_dict(s) for s in rows]), json_text=True)
        elif not rows:
            _out('No sessions yet. Start one with: desktop-agent chat "..."')
        else:
            for s in rows:
                flags = ("📌 " if s.pinned else "") + ("(archived) " if s.archived else "")
                _out(f"{s.id}  {_when(s.updated_at)}  {flags}{s.title or '(untitled)'}  [{s.model}]")
        return EXIT_OK
    if verb == "show":
        info = sessions.find(args.id)
        if args.json:
            shown = sessions.export_json(info.id, with_files=False)
            _out(json.dumps(shown, ensure_ascii=False), json_text=True)
        else:
            _out(_show_text(info, sessions.messages(info.id)))
        return EXIT_OK
    if verb == "search":
        found = sessions.search(args.query, args.limit)
        if args.json:
            _out(json.dumps([match.as_dict() for match in found], ensure_ascii=False), json_text=True)
        else:
            for match in found:
                where = f"({match.hit.role}, {match.hit.part_kind})" if match.hit else "(title)"
                _out(f"{match.info.id}  {match.info.title or '(untitled)'}  {where}")
                if match.snippet:
                    _out(f"    {match.snippet}")
            if not found:
                _out("No matches.")
        return EXIT_OK
    if verb == "export":
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
    if verb == "import":
        imported = sessions.import_file(args.file)
        if args.json:
            _out(json.dumps(_session_dict(imported)), json_text=True)
        else:
            _out(f"Imported as {imported.id}: {imported.title}")
        return EXIT_OK
    if verb == "delete":
        info = sessions.find(args.id)
        deleted = sessions.delete(info.id)
        _out(
            json.dumps({"deleted": deleted, "id": info.id})
            if args.json
            else f"Deleted {info.id}: {info.title}"
        )
        return EXIT_OK
    if verb == "pin":
        info = sessions.find(args.id)
        message_id = sessions.set_pinned(info.id, args.message, not args.off)
        done = {"id": info.id, "message_id": message_id, "pinned": not args.off}
        _out(json.dumps(done) if args.json else f"{'Unpinned' if args.off else 'Pinned'} {message_id}")
        return EXIT_OK
    raise AssertionError(verb)
