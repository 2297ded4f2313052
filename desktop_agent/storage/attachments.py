"""The files people attach to messages, stored by content beside the history database.

Each file is kept once, under its SHA-256 (``attachments/ab/ab12…``), however many messages use it. A
message's `AttachmentPart` names it; when the last part naming a file is deleted (with its session), the
file is deleted too. A file is written, and synced, before the message that names it is stored, so a crash
can leave a file nothing names (removed by `sweep` later) but never a message naming a missing file.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import os
import re
import tempfile
import time
from collections.abc import Iterable
from pathlib import Path

log = logging.getLogger(__name__)

_SHA256 = re.compile(r"[0-9a-f]{64}")
SWEEP_AFTER_S = 24 * 3600.0
"""A file nothing names is removed by `sweep` once it is this old (a message being sent may not have been
stored yet when it runs)."""


def content_id(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


class AttachmentFiles:
    """A content-addressed folder of files. Every method takes the id as the model or a file might give it
    and refuses anything that is not a SHA-256, so no id can name a path outside the folder."""

    def __init__(self, root: Path) -> None:
        self.root = root

    def _path(self, sha256: str) -> Path:
        if not _SHA256.fullmatch(sha256):
            raise ValueError(f"not an attachment id: {sha256[:80]!r}")
        return self.root / sha256[:2] / sha256

    def put(self, data: bytes) -> str:
        """Keep `data` (once) and return its id. The file is complete and synced when this returns."""
        sha = content_id(data)
        path = self._path(sha)
        with contextlib.suppress(OSError):
            if path.stat().st_size == len(data):
                os.utime(path)  # fresh again: a sweep running now leaves it alone
                return sha
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".part-")
        try:
            with os.fdopen(fd, "wb") as out:
                out.write(data)
                out.flush()
                os.fsync(out.fileno())
            Path(tmp).replace(path)
        except BaseException:
            with contextlib.suppress(OSError):
                Path(tmp).unlink()
            raise
        return sha

    def read(self, sha256: str) -> bytes | None:
        """The file's bytes; None when it is missing or does not hold what its id says."""
        try:
            data = self._path(sha256).read_bytes()
        except (OSError, ValueError):
            return None
        if content_id(data) != sha256:
            log.warning("The attached file %s… does not match its id; not used", sha256[:12])
            return None
        return data

    def path(self, sha256: str) -> Path | None:
        """Where the file is, when it is there."""
        try:
            path = self._path(sha256)
        except ValueError:
            return None
        return path if path.is_file() else None

    def exists(self, sha256: str) -> bool:
        return self.path(sha256) is not None

    def remove(self, ids: Iterable[str]) -> int:
        """Delete these files (those no message names any more); returns how many were deleted."""
        removed = 0
        for sha in ids:
            try:
                self._path(sha).unlink()
                removed += 1
            except (OSError, ValueError):
                continue
        return removed

    def stored(self) -> set[str]:
        """The ids of every file in the folder."""
        if not self.root.is_dir():
            return set()
        return {
            entry.name
            for folder in self.root.iterdir()
            if folder.is_dir()
            for entry in folder.iterdir()
            if _SHA256.fullmatch(entry.name)
        }

    def sweep(self, named: set[str], *, older_than_s: float = SWEEP_AFTER_S) -> int:
        """Remove files no message names (and leftovers of interrupted writes) older than `older_than_s`."""
        if not self.root.is_dir():
            return 0
        cutoff = time.time() - older_than_s
        removed = 0
        for folder in self.root.iterdir():
            if not folder.is_dir():
                continue
            for entry in folder.iterdir():
                orphan = entry.name.startswith(".part-") or (
                    _SHA256.fullmatch(entry.name) is not None and entry.name not in named
                )
                try:
                    if orphan and entry.stat().st_mtime < cutoff:
                        entry.unlink()
                        removed += 1
                except OSError:
                    continue
        if removed:
            log.info("Removed %d attached files no message names", removed)
        return removed
