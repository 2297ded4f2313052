"""Limits on the tool-call arguments a model sends: size and nesting depth, checked without recursion.

A model (or a hostile server in front of one) can send arguments of any size or depth. Parsing
`[[[[...]]]]` ten thousand levels deep raises RecursionError in `json.loads`, and every later request
that sends the history back would raise it again. So arguments beyond these limits are refused before
anything parses them, and `load_arguments` raises a plain ValueError the callers already handle.
"""

from __future__ import annotations

import json
from typing import Any

MAX_ARGUMENTS_CHARS = 1_000_000
MAX_ARGUMENTS_DEPTH = 64


class ArgumentsTooLargeError(ValueError):
    """The arguments are longer or more deeply nested than the limits allow."""


def nesting_depth(text: str) -> int:
    """How deeply arrays and objects nest in JSON text (brackets inside strings do not count)."""
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


def arguments_problem(text: str) -> str:
    """Why these arguments are refused unread (for the model), or ""."""
    if len(text) > MAX_ARGUMENTS_CHARS:
        return (
            f"The arguments are {len(text):,} characters long; at most {MAX_ARGUMENTS_CHARS:,} are accepted. "
            "Send less at once (for a large file, write it in parts)."
        )
    if text.count("[") + text.count("{") > MAX_ARGUMENTS_DEPTH and nesting_depth(text) > MAX_ARGUMENTS_DEPTH:
        return (
            f"The arguments nest arrays and objects more than {MAX_ARGUMENTS_DEPTH} levels deep. "
            "Send a flatter structure."
        )
    return ""


def load_arguments(text: str) -> Any:
    """`json.loads` within the limits; raises ValueError (ArgumentsTooLargeError or a JSONDecodeError)."""
    problem = arguments_problem(text)
    if problem:
        raise ArgumentsTooLargeError(problem)
    return json.loads(text)
