"""Time-ordered identifiers (sortable as text, unique without coordination)."""

from __future__ import annotations

import os
import time


def new_id(prefix: str) -> str:
    return f"{prefix}_{time.time_ns():016x}{os.urandom(5).hex()}"
