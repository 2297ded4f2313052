"""`desktop-agent sessions instructions|prompt`: a session's own instructions, and the system prompt its next
message is sent with, section by section with estimated sizes."""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from pathlib import Path
from typing import Any

from desktop_agent.core.agent import ChatSession, PromptPreview
from desktop_agent.core.agent import active_compaction as active
from desktop_agent.core.app_core import AppCore, open_core
from desktop_agent.core.paths import app_paths
from desktop_agent.domain.display import visible
from desktop_agent.domain.errors import UserFacingError

EXIT_OK, EXIT_FAILED = 0, 1
VERBS = ("instructions", "prompt", "compact")


def add_verbs(verbs: Any) -> None:
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
    for p in (mine, prompt, squeeze):
        p.add_argument("--json", action="store_true", help="machine-readable output")
        p.add_argument("--data-dir", type=Path, help="where the history is kept")


def run(args: argparse.Namespace) -> int:
    try:
        core = open_core(app_paths(args.data_dir), logging_to_file=False)
    except UserFacingError as err:
        sys.stderr.write(f"Error: {err.message}\n  {err.action}\n")
        return EXIT_FAILED
    try:
        return asyncio.run(_run(args, core))
    except UserFacingError as err:
        sys.stderr.write(f"Error: {err.message}\n  {err.action}\n")
        return EXIT_FAILED


async def _run(args: argparse.Namespace, core: AppCore) -> int:
    try:
        service = core.service
        session = await service.open_session(args.id)
        if args.sessions_command == "instructions":
            if args.clear or args.text is not None:
                text = "" if args.clear else sys.stdin.read() if args.text == "-" else args.text
                await service.set_instructions(session, text)
                sys.stderr.write(
                    "Instructions removed.\n" if not session.instructions else "Instructions saved.\n"
                )
            elif args.json:
                sys.stdout.write(
                    json.dumps({"instructions": session.instructions}, ensure_ascii=False) + "\n"
                )
            else:
                sys.stdout.write((visible(session.instructions) or "(none)") + "\n")
            return EXIT_OK
        if args.sessions_command == "compact":
            return await _compact(args, core, session)
        providers = core.providers
        window = await providers.context_window(session.provider, session.base_url, session.model)
        local = providers.is_local(session.provider, session.base_url)
        preview = service.prompt_preview(session, local=local, window=window)
        sys.stdout.write(_as_json(preview) if args.json else _as_text(preview))
        return EXIT_OK
    finally:
        await core.aclose()


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
        "sections": [{"title": s.title, "text": s.text, "tokens": s.tokens} for s in preview.sections],
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
