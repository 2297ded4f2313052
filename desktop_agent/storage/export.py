"""Exporting a session (re-importable JSON, readable Markdown) and importing it back.

The JSON format is defined by the pydantic models below and validated on import; Markdown is for reading
only. Neither holds anything but what the history database holds (there are no API keys in there).
"""

from __future__ import annotations

import html
import json
import re
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import Annotated, Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from desktop_agent.domain.arguments import ArgumentsTooLargeError, load_arguments
from desktop_agent.domain.ids import new_id
from desktop_agent.domain.messages import (
    FinishReason,
    Message,
    MessageStatus,
    Part,
    ReasoningPart,
    Role,
    TextPart,
    ToolCallPart,
    ToolCallState,
    ToolResultPart,
    Usage,
)
from desktop_agent.domain.sessions import SessionInfo
from desktop_agent.storage.repository import HistoryRepository

EXPORT_FORMAT: Final = "desktop-agent.session"
EXPORT_VERSION: Final = 1


class ImportProblem(ValueError):  # noqa: N818  (the name the callers use)
    """What is wrong with a file someone tried to import, in words they can act on."""


# ---- the format (version 1) ----

StateName = Literal["pending", "awaiting_approval", "running", "completed", "error", "denied", "interrupted"]
FinishName = Literal["end", "tool_calls", "max_tokens", "content_filter", "refusal", "unknown"]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, allow_inf_nan=False, frozen=True)


class GrantV1(_Strict):
    """A permission granted for the rest of the session ("always allow this")."""

    tool: str
    action: Literal["allow", "ask", "deny"]
    pattern: str | None = None


class SessionV1(_Strict):
    id: str = Field(min_length=1)
    title: str
    agent: str
    provider: str
    model: str
    workspace: str
    created_at: float
    updated_at: float
    pinned: bool = False
    archived: bool = False
    grants: list[GrantV1] = Field(default_factory=list)
    instructions: str = ""


class UsageV1(_Strict):
    input_tokens: int = Field(ge=0)
    output_tokens: int = Field(ge=0)
    cache_read_tokens: int = Field(ge=0)
    cache_write_tokens: int = Field(ge=0)


class TextPartV1(_Strict):
    kind: Literal["text"]
    text: str


class ReasoningPartV1(_Strict):
    kind: Literal["reasoning"]
    text: str
    signature: str | None = None
    redacted: str | None = None
    duration_s: float | None = None


class ToolCallPartV1(_Strict):
    kind: Literal["tool_call"]
    call_id: str
    name: str
    arguments_json: str
    state: StateName


class ToolResultPartV1(_Strict):
    kind: Literal["tool_result"]
    call_id: str
    name: str
    content: str
    is_error: bool = False
    state: StateName
    duration_s: float | None = None
    truncation_note: str | None = None


PartV1 = Annotated[
    TextPartV1 | ReasoningPartV1 | ToolCallPartV1 | ToolResultPartV1, Field(discriminator="kind")
]
_PART_KINDS = frozenset({"text", "reasoning", "tool_call", "tool_result"})


class MessageV1(_Strict):
    id: str = Field(min_length=1)
    role: Role
    status: MessageStatus
    created_at: float
    model: str | None = None
    provider: str | None = None
    finish_reason: FinishName | None = None
    usage: UsageV1 | None = None
    error: dict[str, Any] | None = None
    parts: list[PartV1]


class ExportV1(_Strict):
    format: Literal["desktop-agent.session"]
    version: Literal[1]
    exported_at: str
    session: SessionV1
    messages: list[MessageV1]


# ---- domain <-> format ----


def _part_out(part: Part) -> PartV1:
    match part:
        case TextPart(text=text):
            return TextPartV1(kind="text", text=text)
        case ReasoningPart():
            return ReasoningPartV1(
                kind="reasoning",
                text=part.text,
                signature=part.signature,
                redacted=part.redacted,
                duration_s=part.duration_s,
            )
        case ToolCallPart():
            return ToolCallPartV1(
                kind="tool_call",
                call_id=part.call_id,
                name=part.name,
                arguments_json=part.arguments_json,
                state=part.state.value,
            )
        case ToolResultPart():
            return ToolResultPartV1(
                kind="tool_result",
                call_id=part.call_id,
                name=part.name,
                content=part.content,
                is_error=part.is_error,
                state=part.state.value,
                duration_s=part.duration_s,
                truncation_note=part.truncation_note,
            )
    raise AssertionError(f"unknown part {part!r}")


def _part_in(part: PartV1) -> Part:
    match part:
        case TextPartV1():
            return TextPart(part.text)
        case ReasoningPartV1():
            return ReasoningPart(part.text, part.signature, part.redacted, part.duration_s)
        case ToolCallPartV1():
            return ToolCallPart(part.call_id, part.name, part.arguments_json, ToolCallState(part.state))
        case ToolResultPartV1():
            return ToolResultPart(
                part.call_id,
                part.name,
                part.content,
                part.is_error,
                ToolCallState(part.state),
                part.duration_s,
                part.truncation_note,
            )
    raise AssertionError(f"unknown part {part!r}")


def _message_out(message: Message) -> MessageV1:
    usage = message.usage
    error = message.meta.get("error")
    return MessageV1(
        id=message.id,
        role=message.role,
        status=message.status,
        created_at=message.created_at,
        model=message.meta.get("model") or None,
        provider=message.meta.get("provider") or None,
        finish_reason=message.finish_reason.value if message.finish_reason else None,
        usage=UsageV1(**usage.as_dict()) if usage and any(usage.as_dict().values()) else None,
        error=error if error else None,
        parts=[_part_out(p) for p in message.parts],
    )


def _message_in(message: MessageV1, message_id: str) -> Message:
    meta: dict[str, Any] = {}
    if message.model:
        meta["model"] = message.model
    if message.provider:
        meta["provider"] = message.provider
    if message.error:
        meta["error"] = message.error
    usage = message.usage
    return Message(
        role=message.role,
        parts=[_part_in(p) for p in message.parts],
        id=message_id,
        usage=Usage(**usage.model_dump()) if usage else None,
        finish_reason=FinishReason(message.finish_reason) if message.finish_reason else None,
        meta=meta,
        status=message.status,
        created_at=message.created_at,
    )


@contextmanager
def _snapshot(conn: sqlite3.Connection) -> Iterator[None]:
    """Reads that see one state of the database (works on a read-only connection too)."""
    if conn.in_transaction:
        yield
        return
    conn.execute("BEGIN")
    try:
        yield
    finally:
        conn.execute("ROLLBACK")


def _build(repo: HistoryRepository, session_id: str) -> ExportV1:
    with _snapshot(repo.conn):
        info = repo.find_session(session_id)
        if info is None:
            raise LookupError(f"No session with the id {session_id!r}.")
        grants = json.loads(repo.session_grants(info.id) or "[]")
        messages = repo.load_messages(info.id)
    session = SessionV1(
        id=info.id,
        title=info.title,
        agent=info.agent,
        provider=info.provider,
        model=info.model,
        workspace=info.workspace,
        created_at=info.created_at,
        updated_at=info.updated_at,
        pinned=info.pinned,
        archived=info.archived,
        instructions=info.instructions,
        grants=[GrantV1.model_validate(g, strict=False) for g in grants],
    )
    return ExportV1(
        format=EXPORT_FORMAT,
        version=EXPORT_VERSION,
        exported_at=datetime.now(UTC).isoformat(timespec="seconds"),
        session=session,
        messages=[_message_out(m) for m in messages],
    )


# ---- export ----


def export_json(repo: HistoryRepository, session_id: str) -> dict[str, Any]:
    """The whole session (full id or an unambiguous prefix) as JSON-ready data; `import_json` reads it back.

    Write it with `json.dumps(data, ensure_ascii=False, indent=2)`. Raises LookupError for an unknown id.
    """
    return _build(repo, session_id).model_dump(mode="json")


def export_markdown(repo: HistoryRepository, session_id: str) -> str:
    """The session as a Markdown document for reading (not for importing)."""
    return _render(_build(repo, session_id))


# ---- import ----


def import_json(repo: HistoryRepository, data: object) -> SessionInfo:
    """Add an exported session (parsed JSON, or the JSON text) to the history, in one transaction.

    If its session id or any of its message ids is already in the database, the copy gets new ids, so
    importing never overwrites anything. Raises ImportProblem for anything that is not a valid export.
    """
    export = parse_export(data)
    session = export.session
    with repo.transaction() as c:
        ids = [m.id for m in export.messages]
        clash = repo.get_session(session.id) is not None or any(
            c.execute("SELECT 1 FROM messages WHERE id = ?", (mid,)).fetchone() for mid in ids
        )
        session_id = new_id("ses") if clash else session.id
        message_ids = [new_id("msg") for _ in ids] if clash else ids
        info = SessionInfo(
            session_id,
            session.title,
            session.agent,
            session.provider,
            session.model,
            session.workspace,
            session.created_at,
            session.updated_at,
            session.pinned,
            session.archived,
            instructions=session.instructions,
        )
        repo.create_session(info, json.dumps([g.model_dump() for g in session.grants]))
        for message, message_id in zip(export.messages, message_ids, strict=True):
            repo.add_message(session_id, _message_in(message, message_id))
        # add_message moves updated_at to each message's time; keep the exported one.
        c.execute("UPDATE sessions SET updated_at = ? WHERE id = ?", (session.updated_at, session_id))
        imported = repo.get_session(session_id)
    assert imported is not None
    return imported


def parse_export(data: object) -> ExportV1:
    """Validate an export (parsed JSON or its text); ImportProblem says what is wrong with it."""
    if isinstance(data, str | bytes | bytearray):
        try:
            data = json.loads(data)
        except json.JSONDecodeError as exc:
            raise ImportProblem(
                f"This file is not valid JSON (line {exc.lineno}, column {exc.colno}), "
                "so it is not a Desktop Agent session export."
            ) from None
        except UnicodeDecodeError:
            raise ImportProblem(
                "This file is not UTF-8 text, so it is not a Desktop Agent session export."
            ) from None
    if not isinstance(data, dict) or data.get("format") != EXPORT_FORMAT:
        raise ImportProblem("This file is not a Desktop Agent session export.")
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > EXPORT_VERSION:
        raise ImportProblem(
            f"This session was exported by a newer Desktop Agent (format version {version}); this one reads "
            f"version {EXPORT_VERSION}. Update Desktop Agent to import it."
        )
    if version != EXPORT_VERSION or isinstance(version, bool):
        raise ImportProblem(f"This session export has an unknown format version ({_show(version)}).")
    try:
        export = ExportV1.model_validate(data)
    except ValidationError as exc:
        raise ImportProblem(_explain(exc)) from None
    seen: dict[str, int] = {}
    for index, message in enumerate(export.messages):
        if message.id in seen:
            raise ImportProblem(
                f"This session export is damaged: messages[{index}]: the message id {message.id!r} "
                f"is also used by messages[{seen[message.id]}]."
            )
        seen[message.id] = index
    return export


def _explain(exc: ValidationError) -> str:
    errors = exc.errors()
    first = _describe(errors[0])
    more = len(errors) - 1
    tail = f" (and {more} more problem{'s' if more > 1 else ''})" if more else ""
    return f"This session export is damaged: {first}{tail}."


def _describe(error: Any) -> str:
    loc: tuple[str | int, ...] = tuple(error["loc"])
    kind: str = error["type"]
    value = error.get("input")
    if kind in ("missing", "extra_forbidden") and loc:
        where, name = _where(loc[:-1]), loc[-1]
        if kind == "missing":
            return f"{where}: the field {name!r} is missing"
        return f"{where}: unexpected field {name!r}"
    where = _where(loc)
    if kind == "union_tag_invalid" and isinstance(value, dict):
        return f"{where}: unknown part kind {value.get('kind')!r}"
    if kind == "union_tag_not_found":
        return f"{where}: the part has no 'kind'"
    message = str(error["msg"])
    message = message[:1].lower() + message[1:]
    return f"{where}: {message}, not {_show(value)}"


def _where(loc: tuple[str | int, ...]) -> str:
    """('messages', 2, 'parts', 0, 'tool_call', 'name') -> 'messages[2].parts[0].name'."""
    out = ""
    for i, item in enumerate(loc):
        if isinstance(item, int):
            out += f"[{item}]"
        elif i >= 2 and loc[i - 2] == "parts" and isinstance(loc[i - 1], int) and item in _PART_KINDS:
            continue  # the union member pydantic tried: not part of where it is in the file
        else:
            out += f".{item}" if out else item
    return out or "the top level"


def _show(value: object) -> str:
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, str):
        return repr(value if len(value) <= 40 else value[:37] + "...")
    return json.dumps(value) if isinstance(value, bool | int | float | None) else type(value).__name__


# ---- Markdown ----

_FENCE_LINE = re.compile(r"^ {0,3}(`{3,}|~{3,})(.*)$")
_HEADINGS: dict[str, str] = {"user": "You", "assistant": "Assistant", "tool": "Tool results"}
_STATUS_MARKS: dict[str, str] = {"interrupted": "interrupted", "error": "error", "streaming": "unfinished"}


def _render(export: ExportV1) -> str:
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
        if message.error:
            body.append(_error_note(message.error))
        if not body and message.role == "tool":
            continue  # its results are shown with their calls
        mark = _STATUS_MARKS.get(message.status)
        heading = f"## {_HEADINGS[message.role]}" + (f" ({mark})" if mark else "")
        blocks.append(heading)
        blocks.extend(body or ["*(empty)*"])
    return "\n\n".join(blocks) + "\n"


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
