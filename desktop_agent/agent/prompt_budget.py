"""A prompt that fits the model's context window.

Local servers run models with small windows (llama.cpp and Ollama start with 2,048-8,192 tokens), and the
build agent's instructions with ten tool descriptions take about 2,300 of them. When the server says its
window (`ModelProvider.context_window`) and it is at most `COMPACT_AT_MOST`, the turn sends the compact
form: the profile's shorter instructions, and each tool with the first sentence of its description and
no per-argument descriptions (names, types, enums and what is required stay, so calls stay valid).

Before each request the prompt is estimated (characters / 4, which undercounts code and JSON, so only a
clear overflow is caught here; the server's own overflow error covers the rest) and a prompt that cannot
fit is not sent: the person is told in words, with the choices, and their message stays in the session.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from desktop_agent.domain.errors import QT_TRANSLATE_NOOP, ErrorKind, UserFacingError
from desktop_agent.domain.messages import AttachmentPart, Message, ToolCallPart, ToolResultPart
from desktop_agent.domain.tools import ToolSpec

COMPACT_AT_MOST = 16_384
CHARS_PER_TOKEN = 4
_SENTENCE_END = re.compile(r"(?<=[.!?])\s")
_FIRST_SENTENCE_MOST = 200


def _first_sentence(text: str) -> str:
    first = _SENTENCE_END.split(text.strip(), maxsplit=1)[0]
    return first if len(first) <= _FIRST_SENTENCE_MOST else first[: _FIRST_SENTENCE_MOST - 1] + "…"


_NOTES = ("description", "examples", "title")
_NAMED = ("properties", "patternProperties", "$defs", "definitions")
"""Keywords whose keys are names (an argument may be called "description"), not annotations."""


def _without_descriptions(schema: Any) -> Any:
    if isinstance(schema, list):
        return [_without_descriptions(v) for v in schema]
    if not isinstance(schema, dict):
        return schema
    out: dict[str, Any] = {}
    for key, value in schema.items():
        if key in _NOTES:
            continue
        if key in _NAMED and isinstance(value, dict):
            out[key] = {name: _without_descriptions(sub) for name, sub in value.items()}
        else:
            out[key] = _without_descriptions(value)
    return out


def compact_spec(spec: ToolSpec) -> ToolSpec:
    """The tool as a small window can afford it: what it is for in one sentence, and its argument schema."""
    return replace(
        spec, description=_first_sentence(spec.description), parameters=_without_descriptions(spec.parameters)
    )


def estimate_tokens(system: str, tools: Sequence[ToolSpec], messages: Sequence[Message]) -> int:
    chars = len(system)
    for tool in tools:
        chars += len(tool.name) + len(tool.description) + len(json.dumps(tool.parameters))
    for message in messages:
        for part in message.parts:
            if isinstance(part, ToolCallPart):
                chars += len(part.name) + len(part.arguments_json)
            elif isinstance(part, ToolResultPart):
                chars += len(part.content)
            elif isinstance(part, AttachmentPart):
                chars += attachment_tokens(part) * CHARS_PER_TOKEN
            else:
                chars += len(getattr(part, "text", ""))
    return chars // CHARS_PER_TOKEN


def attachment_tokens(part: AttachmentPart) -> int:
    """About what an attached file costs: its text, or for an image what vision models charge (one token
    per 750 pixels, within the 1,568-pixel edge images are sent at)."""
    if part.file_kind == "image":
        return max(85, (part.width or 1568) * (part.height or 1568) // 750)
    return len(part.text or "") // CHARS_PER_TOKEN + 20


def does_not_fit(needed: int, window: int, *, model: str, agent: str, tools: bool) -> UserFacingError:
    values: dict[str, Any] = {
        "needed": f"{needed:,}",
        "model": repr(model),
        "window": f"{window:,}",
        "agent": agent,
    }
    if tools:
        return UserFacingError.said(
            ErrorKind.CONTEXT_TOO_LONG,
            QT_TRANSLATE_NOOP(
                "Errors",
                "This conversation needs about {needed} tokens with the {agent} agent's instructions and "
                "tools, and {model} takes {window}. Nothing was sent.",
            ),
            QT_TRANSLATE_NOOP(
                "Errors",
                "Use the plan profile (fewer tools) or the chat profile (no tools), start a new session, or "
                "give the server a larger context (llama.cpp: --ctx-size 8192; Ollama: num_ctx 8192).",
            ),
            **values,
        )
    return UserFacingError.said(
        ErrorKind.CONTEXT_TOO_LONG,
        QT_TRANSLATE_NOOP(
            "Errors",
            "This conversation needs about {needed} tokens, and {model} takes {window}. Nothing was sent.",
        ),
        QT_TRANSLATE_NOOP(
            "Errors",
            "Start a new session, or give the server a larger context (llama.cpp: --ctx-size 8192; "
            "Ollama: num_ctx 8192).",
        ),
        **values,
    )
