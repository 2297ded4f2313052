"""Time-ordered identifiers (sortable as text, unique without coordination)."""

from __future__ import annotations

import os
import re
import time


def new_id(prefix: str) -> str:
    return f"{prefix}_{time.time_ns():016x}{os.urandom(5).hex()}"


_PLAIN_ID = re.compile(r"[A-Za-z0-9_.-]{1,80}")


def is_plain_id(text: str) -> bool:
    """Whether `text` can be an id of ours as something from outside names it (an address, a line handed
    to the window): letters, digits, `_`, `.`, `-`, at most 80 of them."""
    return _PLAIN_ID.fullmatch(text) is not None
