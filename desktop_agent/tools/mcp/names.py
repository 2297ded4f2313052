"""Tool names the model providers accept (``^[a-zA-Z0-9_-]{1,64}$``) for ``server__tool``."""

from __future__ import annotations

import hashlib
import re

MAX_NAME = 64
_BAD = re.compile(r"[^a-zA-Z0-9_-]+")


def _clean(text: str) -> str:
    return _BAD.sub("_", text).strip("_") or "x"


def tool_name(server: str, tool: str, taken: set[str]) -> str:
    """``server__tool`` in the allowed characters, shortened with a hash if long, unique in ``taken``."""
    name = f"{_clean(server)}__{_clean(tool)}"
    if len(name) > MAX_NAME or name in taken:
        digest = hashlib.sha256(f"{server}\x00{tool}".encode()).hexdigest()[:8]
        name = f"{name[: MAX_NAME - 9]}_{digest}"
    counter = 2
    base = name
    while name in taken:
        suffix = f"_{counter}"
        name = base[: MAX_NAME - len(suffix)] + suffix
        counter += 1
    taken.add(name)
    return name
