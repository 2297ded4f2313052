"""When the app last looked for a new version: a small file in the data folder, not in the settings (a
setting is what a person chose; this is what the app did)."""

from __future__ import annotations

import contextlib
import json
import logging
import os
from pathlib import Path
from typing import Final

log = logging.getLogger(__name__)

STATE_FILE: Final = "state.json"


def last_check(updates_dir: Path) -> float | None:
    try:
        value = json.loads((updates_dir / STATE_FILE).read_text(encoding="utf-8")).get("last_check")
    except (OSError, ValueError, AttributeError):
        return None
    return float(value) if isinstance(value, int | float) else None


def record_check(updates_dir: Path, when: float) -> None:
    """Written whole and renamed into place: a crash never leaves half a file."""
    temporary = updates_dir / f".{STATE_FILE}.{os.getpid()}"
    try:
        updates_dir.mkdir(parents=True, exist_ok=True)
        temporary.write_text(json.dumps({"last_check": when}) + "\n", encoding="utf-8")
        temporary.replace(updates_dir / STATE_FILE)
    except OSError as error:
        log.warning("could not record the update check in %s: %s", updates_dir, error)
        with contextlib.suppress(OSError):
            temporary.unlink()
