"""Unified diffs for the approval dialog: what a file change will do, line by line."""

from __future__ import annotations

import difflib

from desktop_agent.tools.truncate import truncate_output

MAX_PREVIEW_CHARS = 100_000
_NO_NEWLINE = "\\ No newline at end of file\n"


def unified_diff(shown: str, old: str | None, new: str | None) -> str:
    """A unified diff from ``old`` to ``new`` (None = the file does not exist), like ``git diff``."""
    if old == new:
        return f"(no change: {shown} already has this content)"
    before = "" if old is None else old
    after = "" if new is None else new
    lines = difflib.unified_diff(
        before.splitlines(keepends=True),
        after.splitlines(keepends=True),
        fromfile="/dev/null" if old is None else f"a/{shown}",
        tofile="/dev/null" if new is None else f"b/{shown}",
        n=3,
    )
    out: list[str] = []
    for line in lines:
        out.append(line if line.endswith("\n") else line + "\n" + _NO_NEWLINE)
    if not out:  # an empty file created or deleted
        verb = "created" if old is None else "deleted"
        out = [
            f"--- {'/dev/null' if old is None else 'a/' + shown}\n",
            f"+++ {'/dev/null' if new is None else 'b/' + shown}\n",
            f"(empty file {verb})\n",
        ]
    text, _ = truncate_output("".join(out), MAX_PREVIEW_CHARS)
    return text


def binary_note(shown: str, old: bytes | None, new: str | None) -> str:
    """What a change to a binary file does, as diff-like text (its bytes are not shown)."""
    before = f"a/{shown}" if old is not None else "/dev/null"
    after = f"b/{shown}" if new is not None else "/dev/null"
    size = f"{len(old):,} bytes" if old is not None else "nothing"
    result = (
        "deleted (moved to the trash)"
        if new is None
        else f"replaced by {len(new.encode('utf-8')):,} bytes of text"
    )
    return f"Binary files {before} and {after} differ\n(binary file of {size}, {result})\n"


def big_note(shown: str, size: int, new: str | None) -> str:
    """What a change to a file too large to show does."""
    before, after = f"a/{shown}", (f"b/{shown}" if new is not None else "/dev/null")
    result = (
        "deleted (moved to the trash)" if new is None else f"replaced by {len(new.encode('utf-8')):,} bytes"
    )
    return f"--- {before}\n+++ {after}\n(a file of {size:,} bytes, too large to show, {result})\n"
