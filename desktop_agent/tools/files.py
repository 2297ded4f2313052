"""Read-only built-in tools on the workspace folder: read a text file, list a folder."""

from __future__ import annotations

import asyncio
import logging
import os
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar

from pydantic import BaseModel, ConfigDict, Field

from desktop_agent.domain.tools import SubjectKind
from desktop_agent.tools.base import PydanticTool, ToolContext, ToolError, ToolOutput
from desktop_agent.tools.workspace import SAFE_OPEN, SYMLINK_ERRNOS, Workspace, changed_error

logger = logging.getLogger(__name__)

DEFAULT_MAX_BYTES = 2 * 1024 * 1024
BINARY_SNIFF_BYTES = 8 * 1024
MAX_LIST_ENTRIES = 1000

_O_NONBLOCK = getattr(os, "O_NONBLOCK", 0)  # so a FIFO opens at once (and is then refused) instead of hanging
_O_BINARY = getattr(os, "O_BINARY", 0)
_O_DIRECTORY = getattr(os, "O_DIRECTORY", 0)


def _show_name(name: str) -> str:
    """A file name as one safe line: control characters (a newline could fake entries) are escaped."""
    return name if name.isprintable() else repr(name)


def _open_error(exc: OSError, shown: str, *, kind: str) -> ToolError:
    """Turn an OSError from opening ``shown`` into a message for the model."""
    if exc.errno in SYMLINK_ERRNOS:
        return changed_error(shown)
    if isinstance(exc, FileNotFoundError | NotADirectoryError):
        return ToolError(f"No such {kind}: {shown}")
    if isinstance(exc, PermissionError):
        return ToolError(f"Permission denied: {shown}")
    return ToolError(f"Cannot open {shown}: {exc.strerror or exc}")


# --- read_file ---------------------------------------------------------------------------------------------


class ReadFileArgs(BaseModel):
    model_config = ConfigDict(extra="forbid")

    path: str = Field(description="Path of the file, relative to the workspace folder.")
    offset: int = Field(default=1, ge=1, description="1-based number of the first line to show.")
    limit: int | None = Field(
        default=None, ge=1, description="Maximum number of lines to show (default: all)."
    )


class ReadFileTool(PydanticTool[ReadFileArgs]):
    name: ClassVar[str] = "read_file"
    description: ClassVar[str] = (
        "Read a text file in the workspace folder. `path` is relative to the workspace folder. "
        "Returns the lines numbered like `cat -n` (number, tab, line). For long files pass `offset` "
        "(1-based first line) and `limit` (number of lines). Folders, binary files and very large files "
        "are refused."
    )
    side_effects: ClassVar[bool] = False
    subject_kind: ClassVar[SubjectKind | None] = "path"
    args_model = ReadFileArgs

    def __init__(self, workspace: Workspace, *, max_bytes: int = DEFAULT_MAX_BYTES) -> None:
        if max_bytes < 1:
            raise ValueError("max_bytes must be positive")
        self._workspace = workspace
        self._max_bytes = max_bytes

    def permission_subject(self, arguments: ReadFileArgs) -> str | None:
        try:
            return self._workspace.relative(self._workspace.resolve(arguments.path))
        except ToolError:
            return arguments.path

    async def run(self, arguments: ReadFileArgs, ctx: ToolContext) -> ToolOutput:
        text = await asyncio.to_thread(self._read, arguments.path, arguments.offset, arguments.limit)
        return ToolOutput(text)

    def _read(self, user_path: str, offset: int, limit: int | None) -> str:
        path = self._workspace.resolve(user_path)
        return self._read_resolved(path, offset, limit)

    def _read_resolved(self, path: Path, offset: int, limit: int | None) -> str:
        """Read an already-resolved real path; a symlink swapped in since the check fails O_NOFOLLOW."""
        shown = self._workspace.relative(path)
        data = self._read_bytes(path, shown)
        if b"\0" in data[:BINARY_SNIFF_BYTES]:
            raise ToolError(f"{shown}: binary file, {len(data)} bytes, not shown.")
        return _number_lines(data.decode("utf-8", errors="replace"), shown, offset, limit)

    def _read_bytes(self, path: Path, shown: str) -> bytes:
        try:
            fd = self._workspace.open(path, os.O_RDONLY | _O_NONBLOCK | _O_BINARY)
        except IsADirectoryError:
            raise _folder_refused(shown) from None
        except PermissionError as exc:
            if path.is_dir():  # Windows reports a folder as "permission denied"
                raise _folder_refused(shown) from None
            raise _open_error(exc, shown, kind="file") from None
        except OSError as exc:
            raise _open_error(exc, shown, kind="file") from None
        try:
            st = os.fstat(fd)
            if stat.S_ISDIR(st.st_mode):
                raise _folder_refused(shown)
            if not stat.S_ISREG(st.st_mode):
                raise ToolError(f"{shown} is not a regular file (a device, pipe or socket); not read.")
            if st.st_size > self._max_bytes:
                raise self._too_big(shown, st.st_size)
            chunks: list[bytes] = []
            total = 0
            while total <= self._max_bytes:  # read one byte past the cap, in case the file grew
                chunk = os.read(fd, min(1024 * 1024, self._max_bytes + 1 - total))
                if not chunk:
                    break
                chunks.append(chunk)
                total += len(chunk)
            if total > self._max_bytes:
                raise self._too_big(shown, max(total, st.st_size))
            return b"".join(chunks)
        except OSError as exc:
            raise ToolError(f"Could not read {shown}: {exc.strerror or exc}") from None
        finally:
            os.close(fd)

    def _too_big(self, shown: str, size: int) -> ToolError:
        return ToolError(
            f"{shown} is {size:,} bytes, over the {self._max_bytes:,}-byte limit for read_file; not shown."
        )


def _folder_refused(shown: str) -> ToolError:
    return ToolError(f"{shown} is a folder, not a file; use list_directory to see what it holds.")


def _number_lines(text: str, shown: str, offset: int, limit: int | None) -> str:
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()  # a final newline ends the last line; it does not start a new one
    total = len(lines)
    if total == 0:
        return f"({shown} is empty)"
    if offset > total:
        raise ToolError(f"{shown} has {total} lines; offset {offset} is past the end.")
    end = total if limit is None else min(total, offset - 1 + limit)
    numbered = [f"{n:>6}\t{lines[n - 1].removesuffix(chr(13))}" for n in range(offset, end + 1)]
    if offset > 1 or end < total:
        numbered.append(f"(lines {offset}-{end} of {total}; use offset and limit to read other lines)")
    return "\n".join(numbered)


# --- list_directory ----------------------------------------------------------------------------------------


class ListDirectoryArgs(BaseModel):
    model_config = ConfigDict(extra="forbid")

    path: str = Field(default=".", description="Folder to list, relative to the workspace folder.")


@dataclass(frozen=True, slots=True)
class _Entry:
    name: str
    is_dir: bool


class ListDirectoryTool(PydanticTool[ListDirectoryArgs]):
    name: ClassVar[str] = "list_directory"
    description: ClassVar[str] = (
        "List a folder in the workspace folder. `path` is relative to the workspace folder "
        '(default "." = the workspace folder itself). Shows subfolders first (ending in "/"), then files '
        'with their size in bytes; symlinks are shown as "name -> target" and not followed. '
        "Hidden files are included."
    )
    side_effects: ClassVar[bool] = False
    subject_kind: ClassVar[SubjectKind | None] = "path"
    args_model = ListDirectoryArgs

    def __init__(self, workspace: Workspace, *, max_entries: int = MAX_LIST_ENTRIES) -> None:
        if max_entries < 1:
            raise ValueError("max_entries must be positive")
        self._workspace = workspace
        self._max_entries = max_entries

    def permission_subject(self, arguments: ListDirectoryArgs) -> str | None:
        try:
            return self._workspace.relative(self._workspace.resolve(arguments.path))
        except ToolError:
            return arguments.path

    async def run(self, arguments: ListDirectoryArgs, ctx: ToolContext) -> ToolOutput:
        text = await asyncio.to_thread(self._list, arguments.path)
        return ToolOutput(text)

    def _list(self, user_path: str) -> str:
        path = self._workspace.resolve(user_path)
        return self._list_resolved(path)

    def _list_resolved(self, path: Path) -> str:
        """List an already-resolved real path; a symlink swapped in since the check is refused."""
        shown = self._workspace.relative(path)
        fd: int | None = None
        try:
            if SAFE_OPEN and os.scandir in os.supports_fd:
                # Open the folder (and each above it) without following a symlink swapped in since the check.
                fd = self._workspace.open(path, os.O_RDONLY | _O_DIRECTORY)
            elif path.is_symlink():
                raise changed_error(shown)
            return self._format(path, shown, fd)
        except NotADirectoryError:
            if path.is_symlink():
                raise changed_error(shown) from None
            if path.exists():
                raise _file_refused(shown) from None
            raise ToolError(f"No such folder: {shown}") from None
        except OSError as exc:
            raise _open_error(exc, shown, kind="folder") from None
        finally:
            if fd is not None:
                os.close(fd)

    def _format(self, path: Path, shown: str, fd: int | None) -> str:
        with os.scandir(path if fd is None else fd) as it:
            entries = [_Entry(e.name, e.is_dir(follow_symlinks=False)) for e in it]
        if not entries:
            return f"{shown}/ is empty."
        entries.sort(key=lambda e: (not e.is_dir, e.name.casefold(), e.name))
        shown_entries = entries[: self._max_entries]
        lines = [f"{shown}/ ({len(entries)} {'entry' if len(entries) == 1 else 'entries'}):"]
        lines.extend(self._describe(path, fd, entry) for entry in shown_entries)
        hidden = len(entries) - len(shown_entries)
        if hidden:
            lines.append(f"... and {hidden} more {'entry' if hidden == 1 else 'entries'} not shown.")
        return "\n".join(lines)

    @staticmethod
    def _describe(path: Path, fd: int | None, entry: _Entry) -> str:
        name = _show_name(entry.name)
        if entry.is_dir:
            return f"{name}/"
        try:
            st = (
                os.stat(entry.name, dir_fd=fd, follow_symlinks=False)
                if fd is not None
                else ((path / entry.name).lstat())
            )
        except OSError:
            return f"{name}  (vanished while listing)"
        if stat.S_ISLNK(st.st_mode):
            try:
                if fd is not None and os.readlink in os.supports_dir_fd:
                    target = os.readlink(entry.name, dir_fd=fd)
                else:
                    target = str((path / entry.name).readlink())
            except OSError:
                target = "?"
            return f"{name} -> {_show_name(os.fsdecode(target))}"
        if stat.S_ISREG(st.st_mode):
            return f"{name}  {st.st_size} bytes"
        return f"{name}  (special file)"


def _file_refused(shown: str) -> ToolError:
    return ToolError(f"{shown} is a file, not a folder; use read_file to read it.")
