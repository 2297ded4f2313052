"""What a server's tool call answered, as the model reads it; and what was wrong with an answer that is not
MCP."""

from __future__ import annotations

import base64
import binascii
import json

import mcp.types as types
from pydantic import ValidationError

from desktop_agent.tools.base import ToolOutput


def _bytes_of(data: str) -> int:
    try:
        return len(base64.b64decode(data, validate=False))
    except (binascii.Error, ValueError):
        return len(data) * 3 // 4


def result_text(result: types.CallToolResult) -> ToolOutput:
    """Text as text; images, audio and binary resources as a short note; structured content as JSON."""
    parts: list[str] = []
    for block in result.content:
        match block:
            case types.TextContent():
                parts.append(block.text)
            case types.ImageContent():
                parts.append(f"[image: {block.mime_type}, {_bytes_of(block.data)} bytes]")
            case types.AudioContent():
                parts.append(f"[audio: {block.mime_type}, {_bytes_of(block.data)} bytes]")
            case types.ResourceLink():
                parts.append(f"[resource: {block.uri}" + (f" ({block.name})" if block.name else "") + "]")
            case types.EmbeddedResource():
                res = block.resource
                if isinstance(res, types.TextResourceContents):
                    parts.append(res.text)
                else:
                    mime = res.mime_type or "application/octet-stream"
                    parts.append(f"[resource: {res.uri}, {mime}, {_bytes_of(res.blob)} bytes]")
            case _:
                parts.append(f"[{getattr(block, 'type', 'content')} content]")
    if not any(p.strip() for p in parts) and result.structured_content is not None:
        parts = [json.dumps(result.structured_content, ensure_ascii=False, indent=2)]
    return ToolOutput("\n".join(parts), is_error=bool(result.is_error))


def first_problem(exc: ValidationError) -> str:
    errors = exc.errors()
    if not errors:
        return str(exc)
    where = ".".join(str(part) for part in errors[0].get("loc", ()))
    message = str(errors[0].get("msg", ""))
    return f"{where}: {message}" if where else message
