"""Domain parts and messages <-> database rows."""

from __future__ import annotations

import json
import sqlite3
from typing import Any

from desktop_agent.domain.messages import (
    AttachmentPart,
    FinishReason,
    Message,
    Part,
    PartKind,
    ReasoningPart,
    TextPart,
    ToolCallPart,
    ToolCallState,
    ToolResultPart,
    Usage,
)
from desktop_agent.domain.sessions import SessionInfo


def part_to_row(part: Part) -> tuple[PartKind, str, str]:
    """(kind, text, data-json): `text` is what full-text search indexes."""
    data: dict[str, Any]
    match part:
        case TextPart(text=text):
            return "text", text, "{}"
        case ReasoningPart(text=text, signature=sig, redacted=red, duration_s=dur):
            data = {
                k: v
                for k, v in {"signature": sig, "redacted": red, "duration_s": dur}.items()
                if v is not None
            }
            return "reasoning", text, json.dumps(data)
        case ToolCallPart(call_id=cid, name=name, arguments_json=args, state=state):
            return "tool_call", args, json.dumps({"call_id": cid, "name": name, "state": state.value})
        case ToolResultPart():
            data = {
                "call_id": part.call_id,
                "name": part.name,
                "is_error": part.is_error,
                "state": part.state.value,
                "duration_s": part.duration_s,
                "truncation_note": part.truncation_note,
            }
            return "tool_result", part.content, json.dumps(data)
        case AttachmentPart():
            return "attachment", part.name, json.dumps(attachment_data(part), ensure_ascii=False)
    raise AssertionError(f"unknown part {part!r}")


def part_from_row(kind: str, text: str, data_json: str) -> Part:
    data: dict[str, Any] = json.loads(data_json or "{}")
    if kind == "text":
        return TextPart(text)
    if kind == "reasoning":
        return ReasoningPart(text, data.get("signature"), data.get("redacted"), data.get("duration_s"))
    if kind == "tool_call":
        return ToolCallPart(data["call_id"], data["name"], text, ToolCallState(data.get("state", "pending")))
    if kind == "tool_result":
        return ToolResultPart(
            data["call_id"],
            data["name"],
            text,
            bool(data.get("is_error")),
            ToolCallState(data.get("state", "completed")),
            data.get("duration_s"),
            data.get("truncation_note"),
        )
    if kind == "attachment":
        return attachment_from_data(text, data)
    raise ValueError(f"unknown part kind {kind!r}")


def attachment_data(part: AttachmentPart) -> dict[str, Any]:
    """An attachment's fields other than its name (the row's searchable text)."""
    data: dict[str, Any] = {
        "sha256": part.sha256,
        "file_kind": part.file_kind,
        "mime": part.mime,
        "size": part.size,
    }
    for key in ("text", "width", "height", "pages", "note", "call_id"):
        value = getattr(part, key)
        if value is not None:
            data[key] = value
    return data


def attachment_from_data(name: str, data: dict[str, Any]) -> AttachmentPart:
    return AttachmentPart(
        sha256=data["sha256"],
        name=name,
        file_kind=data["file_kind"],
        mime=data["mime"],
        size=int(data["size"]),
        text=data.get("text"),
        width=data.get("width"),
        height=data.get("height"),
        pages=data.get("pages"),
        note=data.get("note"),
        call_id=data.get("call_id"),
    )


MESSAGE_COLUMNS = (
    "id, session_id, seq, role, status, created_at, model, provider, finish_reason, error, "
    "input_tokens, output_tokens, cache_read_tokens, cache_write_tokens, pinned, citations"
)


def message_from_row(row: sqlite3.Row | tuple[Any, ...]) -> Message:
    (mid, _sid, seq, role, status, created, model, provider, finish, error, tin, tout, cread, cwrite) = row[
        :14
    ]
    meta: dict[str, Any] = {"seq": seq}
    if len(row) > 14 and row[14]:
        meta["pinned"] = True
    if model:
        meta["model"] = model
    if provider:
        meta["provider"] = provider
    if error:
        meta["error"] = json.loads(error)
    if len(row) > 15 and row[15]:
        meta["citations"] = json.loads(row[15])
    usage = Usage(tin, tout, cread, cwrite) if (tin or tout or cread or cwrite) else None
    return Message(
        role=role,
        parts=[],
        id=mid,
        usage=usage,
        finish_reason=FinishReason(finish) if finish else None,
        meta=meta,
        status=status,
        created_at=created,
    )


SESSION_COLUMNS = (
    "id, title, agent, provider, model, workspace, created_at, updated_at, pinned, archived, base_url, "
    "instructions, unsandboxed_allowed_at, knowledge, project_id, origin"
)


def session_from_row(row: tuple[Any, ...], message_count: int = 0) -> SessionInfo:
    sid, title, agent, provider, model, workspace, created, updated, pinned, archived, base_url = row[:11]
    instructions = row[11] if len(row) > 11 else ""
    unsandboxed_allowed_at = row[12] if len(row) > 12 else None
    knowledge = tuple(json.loads(row[13])) if len(row) > 13 and row[13] else ()
    project_id = row[14] if len(row) > 14 else None
    origin = row[15] if len(row) > 15 and row[15] else "chat"
    return SessionInfo(
        sid,
        title,
        agent,
        provider,
        model,
        workspace,
        created,
        updated,
        bool(pinned),
        bool(archived),
        message_count,
        base_url,
        instructions,
        unsandboxed_allowed_at,
        knowledge,
        project_id,
        origin,
    )
