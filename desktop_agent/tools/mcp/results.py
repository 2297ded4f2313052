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


def _named(server: str, uri: str) -> str:
    """Where a resource is: what the model passes to `read_resource`."""
    return f'server="{server}" uri="{uri}"' if server else f'uri="{uri}"'


def result_text(result: types.CallToolResult, server: str = "") -> ToolOutput:
    """Text as text; images as images for the model to see (PNG, JPEG, GIF, WebP; others as a note); audio
    and binary resources as a short note; structured content as JSON. Content whose annotations say it is
    for the person only (`audience` without "assistant") is not given to the model."""
    parts: list[str] = []
    images: list[tuple[str, bytes]] = []
    for block in result.content:
        if not _for_the_model(block):
            continue
        match block:
            case types.TextContent():
                parts.append(block.text)
            case types.ImageContent() if block.mime_type in IMAGE_TYPES and (data := _decoded(block.data)):
                images.append((block.mime_type, data))
            case types.ImageContent():
                parts.append(f"[image: {block.mime_type}, {_bytes_of(block.data)} bytes]")
            case types.AudioContent():
                parts.append(f"[audio: {block.mime_type}, {_bytes_of(block.data)} bytes]")
            case types.ResourceLink():  # named so that the model can read it (`read_resource`)
                name = f" ({block.name})" if block.name else ""
                parts.append(f"[resource: {_named(server, str(block.uri))}{name}]")
            case types.EmbeddedResource():
                res = block.resource
                where = _named(server, str(res.uri))
                if isinstance(res, types.TextResourceContents):
                    parts.append(f"[resource: {where}]\n{res.text}")
                else:
                    mime = res.mime_type or "application/octet-stream"
                    parts.append(f"[resource: {where}, {mime}, {_bytes_of(res.blob)} bytes]")
            case _:
                parts.append(f"[{getattr(block, 'type', 'content')} content]")
    if not any(p.strip() for p in parts) and result.structured_content is not None:
        parts = [json.dumps(result.structured_content, ensure_ascii=False, indent=2)]
    return ToolOutput("\n".join(parts), is_error=bool(result.is_error), images=tuple(images))


IMAGE_TYPES = frozenset({"image/png", "image/jpeg", "image/gif", "image/webp"})


def _decoded(data: str) -> bytes | None:
    try:
        return base64.b64decode(data, validate=True) or None
    except (binascii.Error, ValueError):
        return None


def _for_the_model(block: object) -> bool:
    annotations = getattr(block, "annotations", None)
    audience = getattr(annotations, "audience", None)
    return not audience or "assistant" in audience


def first_problem(exc: ValidationError) -> str:
    errors = exc.errors()
    if not errors:
        return str(exc)
    where = ".".join(str(part) for part in errors[0].get("loc", ()))
    message = str(errors[0].get("msg", ""))
    return f"{where}: {message}" if where else message
