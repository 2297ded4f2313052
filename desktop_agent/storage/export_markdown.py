"""A session as a Markdown document for reading (not for importing): the same export, rendered."""

from __future__ import annotations

import html
import json
import re
from datetime import datetime
from typing import Any

from desktop_agent.domain.arguments import ArgumentsTooLargeError, load_arguments
from desktop_agent.domain.files import human_size
from desktop_agent.storage.export import (
    AttachmentPartV1,
    ExportV1,
    ReasoningPartV1,
    TextPartV1,
    ToolCallPartV1,
    ToolResultPartV1,
    build_export,
)
from desktop_agent.storage.repository import HistoryRepository

FILES_FOLDER = "attachments"
"""Where a Markdown export's links to attached files point, beside the document."""


def export_markdown(repo: HistoryRepository, session_id: str) -> str:
    """The session as a Markdown document for reading (not for importing)."""
    return render_markdown(build_export(repo, session_id))


def attachment_link(part: AttachmentPartV1) -> str:
    """The relative path a Markdown export links an attached file at (unique per file, named like it)."""
    safe = re.sub(r"[^\w.\- ]+", "_", part.name).strip(" .") or "attachment"
    return f"{FILES_FOLDER}/{part.sha256[:12]}-{safe[:80]}"


def linked_files(export: ExportV1) -> dict[str, str]:
    """The files a Markdown export links: relative path -> SHA-256 (for whoever writes them beside it)."""
    return {
        attachment_link(part): part.sha256
        for message in export.messages
        for part in message.parts
        if isinstance(part, AttachmentPartV1)
    }


_FENCE_LINE = re.compile(r"^ {0,3}(`{3,}|~{3,})(.*)$")
_HEADINGS: dict[str, str] = {"user": "You", "assistant": "Assistant", "tool": "Tool results"}
_STATUS_MARKS: dict[str, str] = {"interrupted": "interrupted", "error": "error", "streaming": "unfinished"}


def render_markdown(export: ExportV1) -> str:
    session = export.session
    results = {
        part.call_id: part
        for message in export.messages
        for part in message.parts
        if isinstance(part, ToolResultPartV1)
    }
    called = {
        part.call_id
        for message in export.messages
        for part in message.parts
        if isinstance(part, ToolCallPartV1)
    }
    title = " ".join(session.title.split()) or "Untitled session"
    model = f"{session.provider}/{session.model}" if session.provider else session.model
    meta = [
        f"Model: {_code(model)}",
        f"Agent: {_code(session.agent)}",
        f"Workspace: {_code(session.workspace)}",
        f"Created {_date(session.created_at)}",
        f"Updated {_date(session.updated_at)}",
    ]
    blocks = [f"# {title}", " · ".join(meta)]
    for message in export.messages:
        body: list[str] = []
        for part in message.parts:
            match part:
                case TextPartV1():
                    if part.text.strip():
                        body.append(_close_open_fence(part.text))
                case ReasoningPartV1():
                    body.append(_thinking(part))
                case ToolCallPartV1():
                    body.append(_tool_call(part, results.get(part.call_id)))
                case ToolResultPartV1() if part.call_id not in called:
                    body.append(_orphan_result(part))
                case AttachmentPartV1():
                    body.append(_attachment(part))
        if message.error:
            body.append(_error_note(message.error))
        if not body and message.role == "tool":
            continue  # its results are shown with their calls
        mark = _STATUS_MARKS.get(message.status)
        heading = f"## {_HEADINGS[message.role]}" + (f" ({mark})" if mark else "")
        blocks.append(heading)
        blocks.extend(body or ["*(empty)*"])
    return "\n\n".join(blocks) + "\n"


def _attachment(part: AttachmentPartV1) -> str:
    link = attachment_link(part).replace(" ", "%20")
    label = _escape_inline(part.name)
    if part.file_kind == "image":
        size = f", {part.width}×{part.height}" if part.width and part.height else ""
        return f"![{label}]({link})\n\n*Attached image: {label}{size}*"
    what = f"PDF, {part.pages} pages" if part.file_kind == "pdf" and part.pages else part.mime
    return f"📎 [{label}]({link}) ({_escape_inline(what)}, {human_size(part.size)})"


def _thinking(part: ReasoningPartV1) -> str:
    text = part.text.strip() and _close_open_fence(part.text)
    if not text:
        text = "*The model's thinking is redacted.*" if part.redacted else "*(empty)*"
    return f"<details><summary>Thinking</summary>\n\n{text}\n\n</details>"


def _tool_call(call: ToolCallPartV1, result: ToolResultPartV1 | None) -> str:
    state = result.state if result is not None else call.state
    lines = [f"<details><summary>Tool: {html.escape(call.name)} — {state}</summary>", "Arguments:"]
    lines.append(_arguments(call.arguments_json))
    if result is None:
        lines.append("*No result.*")
    else:
        lines.extend(_result_lines(result))
    lines.append("</details>")
    return "\n\n".join(lines)


def _orphan_result(result: ToolResultPartV1) -> str:
    summary = f"Tool result: {html.escape(result.name)} — {result.state}"
    return "\n\n".join([f"<details><summary>{summary}</summary>", *_result_lines(result), "</details>"])


def _result_lines(result: ToolResultPartV1) -> list[str]:
    lines = ["Result (error):" if result.is_error else "Result:", _fence(result.content)]
    if result.truncation_note:
        lines.append(f"*{_escape_inline(result.truncation_note)}*")
    return lines


def _arguments(arguments_json: str) -> str:
    try:
        parsed = load_arguments(arguments_json) if arguments_json.strip() else {}
    except ArgumentsTooLargeError as exc:
        return f"*({exc})*"
    except ValueError:
        return _fence(arguments_json) + "\n\n*(not valid JSON)*"
    return _fence(json.dumps(parsed, indent=2, ensure_ascii=False), "json")


def _error_note(error: dict[str, Any]) -> str:
    message = str(error.get("message") or json.dumps(error, ensure_ascii=False))
    action = error.get("action")
    note = f"> **Error:** {_escape_inline(message)}"
    if action:
        note += f"\n> {_escape_inline(str(action))}"
    return note


def _fence(content: str, language: str = "") -> str:
    """A fenced block that content with backticks cannot close: one backtick longer than its longest run."""
    longest = max((len(run) for run in re.findall(r"`+", content)), default=0)
    fence = "`" * max(3, longest + 1)
    body = content if content.endswith("\n") else content + "\n"
    return f"{fence}{language}\n{body}{fence}"


def _close_open_fence(text: str) -> str:
    """Markdown from a person or model, closing a code fence it left open (so it cannot swallow the rest)."""
    opened: str | None = None
    for line in text.splitlines():
        match = _FENCE_LINE.match(line)
        if match is None:
            continue
        run, rest = match.groups()
        if opened is None:
            if not (run[0] == "`" and "`" in rest):
                opened = run
        elif run[0] == opened[0] and len(run) >= len(opened) and not rest.strip():
            opened = None
    text = text.strip("\n")
    return f"{text}\n{opened}" if opened else text


def _code(text: str) -> str:
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    ticks = "`" * (longest + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{ticks}{pad}{text}{pad}{ticks}" if text else "—"


def _escape_inline(text: str) -> str:
    return " ".join(re.sub(r"([\\`*_<>\[\]])", r"\\\1", text).split())


def _date(timestamp: float) -> str:
    return datetime.fromtimestamp(timestamp).astimezone().strftime("%Y-%m-%d %H:%M")
