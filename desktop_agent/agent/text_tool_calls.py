"""Tool calls a model wrote as text instead of calling the tool: recognised, said to the person, never run.

Small local models (and servers started without tool support, e.g. llama.cpp without `--jinja`) answer
with what a tool call would look like: `<tool_call>{"name": ...}</tool_call>`, a fenced JSON object, a bare
`{"name": "read_file", "arguments": {...}}`, Mistral's `[TOOL_CALLS]`, Llama's `<|python_tag|>` or
`<function=...>`. Text is never executed; the turn ends with a note saying why nothing happened.
"""

from __future__ import annotations

import json
import re
from collections.abc import Collection

TOOL_CALL_AS_TEXT = (
    "This model wrote a tool call as text instead of calling the tool, so nothing was run. "
    "For llama.cpp start the server with --jinja; for Ollama use a model with tool support."
)

_MARKERS = re.compile(
    r"<tool_call>\s*\{|\[TOOL_CALLS\]\s*\[?\s*\{|<\|python_tag\|>|<function=[\w.-]+>\s*\{|<\|tool_calls?_begin\|>",
    re.I,
)
_FENCE = re.compile(r"```[a-zA-Z]*\s*\n(.*?)```", re.S)
_LONGEST = 20_000  # an answer longer than this is prose, whatever it quotes


def _named_call(candidate: str, tools: Collection[str]) -> bool:
    """A JSON object (or a list of them) naming one of the offered tools with its arguments."""
    try:
        value = json.loads(candidate)
    except ValueError:
        return False
    objects = value if isinstance(value, list) else [value]
    for obj in objects:
        if not isinstance(obj, dict):
            return False
        function = obj.get("function")
        inner: dict[str, object] = function if isinstance(function, dict) else obj
        name = inner.get("name")
        has_arguments = any(k in inner for k in ("arguments", "parameters", "args"))
        if not (isinstance(name, str) and name in tools and has_arguments):
            return False
    return bool(objects)


def wrote_tool_call(text: str, tools: Collection[str]) -> bool:
    """True when the answer is a tool call written out rather than made (only when tools were offered)."""
    if not tools:
        return False
    stripped = text.strip()
    if not stripped or len(stripped) > _LONGEST:
        return False
    if _MARKERS.search(stripped):
        return True
    if _named_call(stripped, tools):
        return True
    fences = _FENCE.findall(stripped)
    outside = _FENCE.sub("", stripped).strip()
    # A fenced call with at most a line around it (an answer explaining JSON would say more).
    return bool(fences) and len(outside) <= 200 and any(_named_call(f.strip(), tools) for f in fences)
