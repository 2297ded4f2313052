"""Exporting a session (re-importable JSON, readable Markdown) and importing it back.

The JSON format is defined by the pydantic models below and validated on import; Markdown is for reading
only. Neither holds anything but what the history database holds (there are no API keys in there).
"""

from __future__ import annotations

import base64
import binascii
import json
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import Annotated, Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from desktop_agent.domain.ids import new_id
from desktop_agent.domain.messages import (
    AttachmentPart,
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
from desktop_agent.domain.sessions import ImportProblem as ImportProblem  # raised here; kept in domain
from desktop_agent.domain.sessions import SessionInfo
from desktop_agent.storage.attachments import AttachmentFiles, content_id
from desktop_agent.storage.projects import add_project, get_project, project_named
from desktop_agent.storage.repository import HistoryRepository

EXPORT_FORMAT: Final = "desktop-agent.session"
EXPORT_VERSION: Final = 1


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
    unsandboxed_allowed_at: float | None = None
    """When a run first let commands outside the sandbox go unasked (--dangerously-allow-unsandboxed)."""
    project: str | None = Field(default=None, min_length=1, max_length=80)
    """The name of the project it was in (an import into a history without it creates it)."""


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


class AttachmentPartV1(_Strict):
    """A file attached to a message; its bytes are in the export's `attachments`, under `sha256`."""

    kind: Literal["attachment"]
    sha256: str = Field(pattern=r"^[0-9a-f]{64}$")
    name: str
    file_kind: Literal["image", "text", "pdf"]
    mime: str
    size: int = Field(ge=0)
    text: str | None = None
    width: int | None = Field(default=None, ge=1)
    height: int | None = Field(default=None, ge=1)
    pages: int | None = Field(default=None, ge=1)
    note: str | None = None
    call_id: str | None = None


class AttachedFileV1(_Strict):
    """An attached file's bytes, base64."""

    mime: str
    data: str


PartV1 = Annotated[
    TextPartV1 | ReasoningPartV1 | ToolCallPartV1 | ToolResultPartV1 | AttachmentPartV1,
    Field(discriminator="kind"),
]
_PART_KINDS = frozenset({"text", "reasoning", "tool_call", "tool_result", "attachment"})


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
    pinned: bool = False
    parts: list[PartV1]


class ExportV1(_Strict):
    format: Literal["desktop-agent.session"]
    version: Literal[1]
    exported_at: str
    session: SessionV1
    messages: list[MessageV1]
    attachments: dict[str, AttachedFileV1] = Field(default_factory=dict)
    """The attached files' bytes by SHA-256 (left out of exports made without them)."""


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
        case AttachmentPart():
            return AttachmentPartV1(
                kind="attachment",
                sha256=part.sha256,
                name=part.name,
                file_kind=part.file_kind,
                mime=part.mime,
                size=part.size,
                text=part.text,
                width=part.width,
                height=part.height,
                pages=part.pages,
                note=part.note,
                call_id=part.call_id,
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
        case AttachmentPartV1():
            return AttachmentPart(
                part.sha256, part.name, part.file_kind, part.mime, part.size, part.text,
                part.width, part.height, part.pages, part.note, part.call_id,
            )  # fmt: skip
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
        pinned=bool(message.meta.get("pinned")),
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
    if message.pinned:
        meta["pinned"] = True
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


def build_export(repo: HistoryRepository, session_id: str, files: AttachmentFiles | None = None) -> ExportV1:
    """The export of a session; with `files`, the attached files' bytes are in it too."""
    with _snapshot(repo.conn):
        info = repo.find_session(session_id)
        if info is None:
            raise LookupError(f"No session with the id {session_id!r}.")
        grants = json.loads(repo.session_grants(info.id) or "[]")
        messages = repo.load_messages(info.id)
        project = get_project(repo, info.project_id) if info.project_id else None
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
        unsandboxed_allowed_at=info.unsandboxed_allowed_at,
        grants=[GrantV1.model_validate(g, strict=False) for g in grants],
        project=project.name if project is not None else None,
    )
    return ExportV1(
        format=EXPORT_FORMAT,
        version=EXPORT_VERSION,
        exported_at=datetime.now(UTC).isoformat(timespec="seconds"),
        session=session,
        messages=[_message_out(m) for m in messages],
        attachments=_files_out(messages, files) if files is not None else {},
    )


def _files_out(messages: list[Message], files: AttachmentFiles) -> dict[str, AttachedFileV1]:
    out: dict[str, AttachedFileV1] = {}
    for message in messages:
        for part in message.attachments:
            if part.sha256 in out:
                continue
            data = files.read(part.sha256)
            if data is not None:  # a missing file stays missing; its part still says what it was
                out[part.sha256] = AttachedFileV1(mime=part.mime, data=base64.b64encode(data).decode())
    return out


# ---- export ----


def export_json(
    repo: HistoryRepository, session_id: str, files: AttachmentFiles | None = None
) -> dict[str, Any]:
    """The whole session (full id or an unambiguous prefix) as JSON-ready data; `import_json` reads it back.
    With `files`, the attached files go in too (base64), so the export is complete on its own.

    Write it with `json.dumps(data, ensure_ascii=False, indent=2)`. Raises LookupError for an unknown id.
    """
    data = build_export(repo, session_id, files).model_dump(mode="json")
    # Left out when unused, as exports were before these existed: older apps read them.
    if not data["attachments"]:
        del data["attachments"]
    for message in data["messages"]:
        if not message["pinned"]:
            del message["pinned"]
    for optional in ("unsandboxed_allowed_at", "project"):
        if data["session"][optional] is None:
            del data["session"][optional]
    return data


# ---- import ----


def import_json(repo: HistoryRepository, data: object, files: AttachmentFiles | None = None) -> SessionInfo:
    """Add an exported session (parsed JSON, or the JSON text) to the history, in one transaction.

    If its session id or any of its message ids is already in the database, the copy gets new ids, so
    importing never overwrites anything. Raises ImportProblem for anything that is not a valid export.
    The attached files it carries are stored (in `files`) before any message naming them.
    """
    export = parse_export(data)
    if files is not None:
        for blob in _files_in(export).values():
            files.put(blob)
    session = export.session
    with repo.transaction() as c:
        ids = [m.id for m in export.messages]
        clash = repo.get_session(session.id) is not None or any(
            c.execute("SELECT 1 FROM messages WHERE id = ?", (mid,)).fetchone() for mid in ids
        )
        session_id = new_id("ses") if clash else session.id
        message_ids = [new_id("msg") for _ in ids] if clash else ids
        project = _project_in(repo, session.project)
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
            unsandboxed_allowed_at=session.unsandboxed_allowed_at,
            project_id=project,
        )
        repo.create_session(info, json.dumps([g.model_dump() for g in session.grants]))
        for message, message_id in zip(export.messages, message_ids, strict=True):
            repo.add_message(session_id, _message_in(message, message_id))
        # add_message moves updated_at to each message's time; keep the exported one.
        c.execute("UPDATE sessions SET updated_at = ? WHERE id = ?", (session.updated_at, session_id))
        imported = repo.get_session(session_id)
    assert imported is not None
    return imported


def _project_in(repo: HistoryRepository, name: str | None) -> str | None:
    """The id of the project an imported session goes in: the one with its name (any case), made when the
    history has none (with only its name: its folder and instructions stay where it was exported)."""
    if name is None:
        return None
    cleaned = " ".join(name.split())
    if not cleaned or any(not ch.isprintable() for ch in cleaned):
        raise ImportProblem(f"The session's project name {name!r} cannot be a project's name.")
    found = project_named(repo, cleaned)
    return (found or add_project(repo, cleaned)).id


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


def _files_in(export: ExportV1) -> dict[str, bytes]:
    """The export's attached files, each checked against its id before anything is written."""
    out: dict[str, bytes] = {}
    for sha, file in export.attachments.items():
        try:
            blob = base64.b64decode(file.data, validate=True)
        except (binascii.Error, ValueError):
            raise ImportProblem(
                f"This session export is damaged: the attached file {sha[:12]}… is not valid base64."
            ) from None
        if content_id(blob) != sha:
            raise ImportProblem(
                f"This session export is damaged: the attached file {sha[:12]}… does not match its id."
            )
        out[sha] = blob
    return out


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
