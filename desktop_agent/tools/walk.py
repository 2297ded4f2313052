"""Walking a folder tree inside the workspace without ever following a symlink (used by glob and grep)."""

from __future__ import annotations

import os
import stat
from collections.abc import Callable, Generator
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from desktop_agent.tools.workspace import O_CLOEXEC, O_DIRECTORY, O_NOFOLLOW, SAFE_OPEN, Workspace

MAX_DEPTH = 128
EntryKind = Literal["file", "dir", "link", "other"]
_SCANDIR_FD = SAFE_OPEN and os.scandir in os.supports_fd


@dataclass(frozen=True, slots=True)
class WalkEntry:
    rel: str
    """Workspace-relative path with "/" separators."""
    name: str
    kind: EntryKind
    dir_fd: int | None
    """The open parent folder (valid only while the walk is paused on this entry); None without dir_fd."""
    path: Path

    def open(self, flags: int) -> int:
        """Open this entry without following a symlink swapped in for it."""
        flags |= O_NOFOLLOW | O_CLOEXEC
        if self.dir_fd is not None:
            return os.open(self.name, flags, dir_fd=self.dir_fd)
        return os.open(self.path, flags)


def walk(
    workspace: Workspace, top: Path, *, skip_dir: Callable[[WalkEntry], bool]
) -> Generator[WalkEntry, None, None]:
    """Yield every entry below the checked real folder ``top``, sorted by name, depth first.

    Symlinks are yielded as ``link`` and never followed; protected folders and those ``skip_dir`` rejects
    are yielded but not entered. Folders below ``top`` that cannot be opened (no permission, replaced
    meanwhile) are skipped silently; ``top`` itself raises OSError (a symlink swapped in: ELOOP).
    """
    fd = workspace.open(top, os.O_RDONLY | O_DIRECTORY) if _SCANDIR_FD else None
    yield from _walk_folder(workspace, top, workspace.relative(top), fd, skip_dir, 0)


def _walk_folder(
    workspace: Workspace,
    path: Path,
    rel: str,
    fd: int | None,
    skip_dir: Callable[[WalkEntry], bool],
    depth: int,
) -> Generator[WalkEntry, None, None]:
    try:
        entries = sorted(_scan(path, fd), key=lambda e: e[0])
        for name, kind in entries:
            child_rel = name if rel == "." else f"{rel}/{name}"
            entry = WalkEntry(child_rel, name, kind, fd, path / name)
            yield entry
            if kind != "dir" or depth >= MAX_DEPTH or skip_dir(entry) or workspace.is_protected(entry.path):
                continue
            try:
                child_fd = (
                    os.open(name, os.O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC, dir_fd=fd)
                    if fd is not None
                    else None
                )
            except OSError:
                continue
            if child_fd is None and (path / name).is_symlink():
                continue
            yield from _walk_folder(workspace, path / name, child_rel, child_fd, skip_dir, depth + 1)
    finally:
        if fd is not None:
            os.close(fd)


def _scan(path: Path, fd: int | None) -> list[tuple[str, EntryKind]]:
    found: list[tuple[str, EntryKind]] = []
    try:
        with os.scandir(fd if fd is not None else path) as it:
            for e in it:
                try:
                    mode = e.stat(follow_symlinks=False).st_mode
                except OSError:
                    continue
                kind: EntryKind = (
                    "link"
                    if stat.S_ISLNK(mode)
                    else "dir"
                    if stat.S_ISDIR(mode)
                    else "file"
                    if stat.S_ISREG(mode)
                    else "other"
                )
                found.append((e.name, kind))
    except OSError:
        return []
    return found
