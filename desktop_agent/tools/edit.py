"""Built-in tools that change files in the workspace folder: write_file, edit_file, delete_file.

Each has a ``preview`` that shows the exact change as a unified diff before the person approves it; the
preview only reads. Writes are atomic (a temporary file in the same folder, then a rename), keep the old
file's permission bits, and never follow a symlink swapped in for the file or a folder on the way.
Deleting moves the file to the system trash; when the trash cannot take it, nothing is deleted.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import secrets
import stat
from pathlib import Path
from typing import ClassVar

from pydantic import BaseModel, ConfigDict, Field

from desktop_agent.domain.tools import SubjectKind, ToolPreview
from desktop_agent.tools.base import PydanticTool, ToolContext, ToolError, ToolOutput
from desktop_agent.tools.diffs import big_note, binary_note, unified_diff
from desktop_agent.tools.workspace import (
    O_CLOEXEC,
    O_NOFOLLOW,
    SYMLINK_ERRNOS,
    Workspace,
    changed_error,
)

logger = logging.getLogger(__name__)

MAX_EDIT_BYTES = 10 * 1024 * 1024
BINARY_SNIFF_BYTES = 8 * 1024
_O_BINARY = getattr(os, "O_BINARY", 0)
_O_NONBLOCK = getattr(os, "O_NONBLOCK", 0)


class _Current:
    """What is at a path now: nothing, or a regular file (its bytes unless it is over the size limit)."""

    __slots__ = ("data", "mode", "size")

    def __init__(self, data: bytes | None, mode: int | None, size: int | None) -> None:
        self.data = data
        self.mode = mode
        self.size = size

    @property
    def exists(self) -> bool:
        return self.size is not None

    @property
    def too_big(self) -> bool:
        return self.size is not None and self.data is None

    @property
    def is_binary(self) -> bool:
        return self.data is not None and b"\0" in self.data[:BINARY_SNIFF_BYTES]


def _os_error(exc: OSError, shown: str, action: str) -> ToolError:
    if exc.errno in SYMLINK_ERRNOS:
        return changed_error(shown)
    if isinstance(exc, IsADirectoryError):
        return ToolError(f"{shown} is a folder, not a file; not {action}.")
    if isinstance(exc, NotADirectoryError):
        return ToolError(f"A part of {shown} is a file, not a folder; not {action}.")
    if isinstance(exc, PermissionError):
        return ToolError(f"Permission denied: {shown}; not {action}.")
    return ToolError(f"{shown} could not be {action}: {exc.strerror or exc}")


def read_current(
    ws: Workspace, real: Path, shown: str, *, max_bytes: int = MAX_EDIT_BYTES, linked_ok: bool = False
) -> _Current:
    """Read the file now at ``real`` (missing is fine; over ``max_bytes``: size only), refusing the rest:
    folders, devices, and (unless ``linked_ok``) files with more than one hard link."""
    if real == ws.root:
        raise ToolError(f"{shown} is the workspace folder itself, not a file.")
    try:
        fd = ws.open(real, os.O_RDONLY | _O_NONBLOCK | _O_BINARY)
    except (FileNotFoundError, NotADirectoryError):
        return _Current(None, None, None)
    except OSError as exc:
        raise _os_error(exc, shown, "read") from None
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise ToolError(f"{shown} is a folder, not a file.")
        if not stat.S_ISREG(st.st_mode):
            raise ToolError(f"{shown} is not a regular file (a device, pipe or socket).")
        if st.st_nlink > 1 and not linked_ok:
            raise hard_link_error(shown, st.st_nlink)
        mode = stat.S_IMODE(st.st_mode)
        if st.st_size > max_bytes:
            return _Current(None, mode, st.st_size)
        with os.fdopen(os.dup(fd), "rb") as f:
            data = f.read(max_bytes + 1)
        if len(data) > max_bytes:
            return _Current(None, mode, len(data))
        return _Current(data, mode, len(data))
    except OSError as exc:
        raise _os_error(exc, shown, "read") from None
    finally:
        os.close(fd)


def hard_link_error(shown: str, links: int) -> ToolError:
    return ToolError(
        f"{shown} has {links} hard links: it may be the same file as one outside the workspace, so it is "
        "not read for editing or changed. Copy it to a new file (or remove the other links) first."
    )


def atomic_write(ws: Workspace, real: Path, shown: str, data: bytes, mode: int | None) -> None:
    """Replace or create the file at ``real``; missing parent folders are created inside the workspace."""
    try:
        with ws.parent(real, make_parents=True) as (dir_fd, name):
            try:
                st = os.stat(name, dir_fd=dir_fd, follow_symlinks=False)
            except FileNotFoundError:
                st = None
            if st is not None and stat.S_ISLNK(st.st_mode):
                raise changed_error(shown)
            if st is not None and stat.S_ISDIR(st.st_mode):
                raise ToolError(f"{shown} is a folder, not a file; not written.")
            if st is not None and not stat.S_ISREG(st.st_mode):
                raise ToolError(f"{shown} is not a regular file; not written.")
            if st is not None and st.st_nlink > 1:
                raise hard_link_error(shown, st.st_nlink)
            tmp = f".{Path(name).name}.{secrets.token_hex(4)}.tmp"
            tmp_name = tmp if dir_fd is not None else str(Path(name).parent / tmp)
            flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | O_NOFOLLOW | O_CLOEXEC | _O_BINARY
            fd = os.open(tmp_name, flags, 0o666, dir_fd=dir_fd)
            try:
                try:
                    if mode is not None and hasattr(os, "fchmod"):
                        os.fchmod(fd, mode)
                    view = memoryview(data)
                    while view:
                        view = view[os.write(fd, view) :]
                    os.fsync(fd)
                finally:
                    os.close(fd)
                os.replace(tmp_name, name, src_dir_fd=dir_fd, dst_dir_fd=dir_fd)
            except BaseException:
                with contextlib.suppress(OSError):
                    os.unlink(tmp_name, dir_fd=dir_fd)
                raise
    except OSError as exc:
        raise _os_error(exc, shown, "written") from None


def _subject(ws: Workspace, user_path: str) -> str:
    try:
        return ws.relative(ws.resolve(user_path))
    except ToolError:
        return user_path


# --- write_file ---------------------------------------------------------------------------------------------


class WriteFileArgs(BaseModel):
    model_config = ConfigDict(extra="forbid")

    path: str = Field(description="Path of the file, relative to the workspace folder.")
    content: str = Field(description="The whole new content of the file (UTF-8 text).")


class WriteFileTool(PydanticTool[WriteFileArgs]):
    name: ClassVar[str] = "write_file"
    description: ClassVar[str] = (
        "Create a text file in the workspace folder, or replace an existing file's whole content. `path` is "
        "relative to the workspace folder; missing parent folders are created. To change part of an "
        "existing file prefer edit_file. The person sees the change as a diff and may refuse it."
    )
    side_effects: ClassVar[bool] = True
    subject_kind: ClassVar[SubjectKind | None] = "path"
    args_model = WriteFileArgs

    def __init__(self, workspace: Workspace) -> None:
        self._workspace = workspace

    def permission_subject(self, arguments: WriteFileArgs) -> str | None:
        return _subject(self._workspace, arguments.path)

    async def preview(self, arguments: WriteFileArgs) -> ToolPreview | None:
        return await asyncio.to_thread(self._preview, arguments)

    def _preview(self, args: WriteFileArgs) -> ToolPreview:
        real = self._workspace.resolve(args.path)
        shown = self._workspace.relative(real)
        current = read_current(self._workspace, real, shown)
        if current.too_big:
            return ToolPreview("diff", big_note(shown, current.size or 0, args.content))
        if current.is_binary:
            return ToolPreview("diff", binary_note(shown, current.data, args.content))
        old = None if current.data is None else current.data.decode("utf-8", errors="replace")
        return ToolPreview("diff", unified_diff(shown, old, args.content))

    async def run(self, arguments: WriteFileArgs, ctx: ToolContext) -> ToolOutput:
        return ToolOutput(await asyncio.to_thread(self._write, arguments))

    def _write(self, args: WriteFileArgs) -> str:
        real = self._workspace.resolve(args.path)
        shown = self._workspace.relative(real)
        current = read_current(self._workspace, real, shown)
        data = args.content.encode("utf-8")
        atomic_write(self._workspace, real, shown, data, current.mode)
        lines = args.content.count("\n") + (0 if args.content.endswith("\n") or not args.content else 1)
        verb = "Replaced" if current.exists else "Created"
        return f"{verb} {shown} ({lines} {'line' if lines == 1 else 'lines'}, {len(data):,} bytes)."


# --- edit_file ----------------------------------------------------------------------------------------------


class EditFileArgs(BaseModel):
    model_config = ConfigDict(extra="forbid")

    path: str = Field(description="Path of the file, relative to the workspace folder.")
    old_string: str = Field(
        min_length=1, description="The exact text to replace, including spaces, indentation and line breaks."
    )
    new_string: str = Field(description="The text to put in its place.")
    replace_all: bool = Field(
        default=False, description="Replace every occurrence (otherwise old_string must occur exactly once)."
    )


class EditFileTool(PydanticTool[EditFileArgs]):
    name: ClassVar[str] = "edit_file"
    description: ClassVar[str] = (
        "Change part of a text file in the workspace folder by exact string replacement: `old_string` is "
        "replaced by `new_string`. old_string must match the file exactly (spaces, indentation, line breaks) "
        "and occur exactly once, unless `replace_all` is true; include a few surrounding lines to make it "
        "unique. Read the file first. The person sees the change as a diff and may refuse it."
    )
    side_effects: ClassVar[bool] = True
    subject_kind: ClassVar[SubjectKind | None] = "path"
    args_model = EditFileArgs

    def __init__(self, workspace: Workspace) -> None:
        self._workspace = workspace

    def permission_subject(self, arguments: EditFileArgs) -> str | None:
        return _subject(self._workspace, arguments.path)

    async def preview(self, arguments: EditFileArgs) -> ToolPreview | None:
        return await asyncio.to_thread(self._preview, arguments)

    def _preview(self, args: EditFileArgs) -> ToolPreview:
        _, shown, _, old, new, _ = self._plan(args)
        return ToolPreview("diff", unified_diff(shown, old, new))

    async def run(self, arguments: EditFileArgs, ctx: ToolContext) -> ToolOutput:
        return ToolOutput(await asyncio.to_thread(self._edit, arguments))

    def _edit(self, args: EditFileArgs) -> str:
        real, shown, current, _, new, count = self._plan(args)
        atomic_write(self._workspace, real, shown, new.encode("utf-8"), current.mode)
        return f"Edited {shown}: replaced {count} {'occurrence' if count == 1 else 'occurrences'}."

    def _plan(self, args: EditFileArgs) -> tuple[Path, str, _Current, str, str, int]:
        """Compute the new text without changing anything; refuse when the edit is not well defined."""
        real = self._workspace.resolve(args.path)
        shown = self._workspace.relative(real)
        current = read_current(self._workspace, real, shown)
        if not current.exists:
            raise ToolError(f"No such file: {shown}; use write_file to create it.")
        if current.data is None:
            raise ToolError(f"{shown} is {current.size:,} bytes, too large for edit_file.")
        if current.is_binary:
            raise ToolError(f"{shown} is a binary file; edit_file only changes text files.")
        try:
            old = current.data.decode("utf-8")
        except UnicodeDecodeError:
            raise ToolError(f"{shown} is not UTF-8 text; edit_file does not change it.") from None
        if args.old_string == args.new_string:
            raise ToolError("old_string and new_string are the same; nothing to change.")
        count = old.count(args.old_string)
        if count == 0:
            hint = ""
            if "\r\n" in old and "\n" in args.old_string and "\r\n" not in args.old_string:
                hint = " The file uses Windows line endings (\\r\\n)."
            raise ToolError(
                f"old_string was not found in {shown}; nothing was changed. Read the file again and copy the "
                f"text exactly, including spaces, indentation and line breaks.{hint}"
            )
        if count > 1 and not args.replace_all:
            raise ToolError(
                f"old_string occurs {count} times in {shown}; nothing was changed. Include more surrounding "
                "text so it occurs once, or set replace_all to change every occurrence."
            )
        new = old.replace(args.old_string, args.new_string, -1 if args.replace_all else 1)
        return real, shown, current, old, new, count if args.replace_all else 1


# --- delete_file --------------------------------------------------------------------------------------------


class DeleteFileArgs(BaseModel):
    model_config = ConfigDict(extra="forbid")

    path: str = Field(description="Path of the file, relative to the workspace folder.")


class DeleteFileTool(PydanticTool[DeleteFileArgs]):
    name: ClassVar[str] = "delete_file"
    description: ClassVar[str] = (
        "Delete a file in the workspace folder by moving it to the system trash, where the person can "
        "restore it. Folders are not deleted. If the trash cannot take the file, nothing is deleted. "
        "A symlink is removed itself, never the file it points to."
    )
    side_effects: ClassVar[bool] = True
    subject_kind: ClassVar[SubjectKind | None] = "path"
    args_model = DeleteFileArgs

    def __init__(self, workspace: Workspace) -> None:
        self._workspace = workspace

    def permission_subject(self, arguments: DeleteFileArgs) -> str | None:
        try:
            return self._workspace.relative(self._target(arguments.path))
        except ToolError:
            return arguments.path

    async def preview(self, arguments: DeleteFileArgs) -> ToolPreview | None:
        return await asyncio.to_thread(self._preview, arguments)

    def _preview(self, args: DeleteFileArgs) -> ToolPreview:
        target = self._target(args.path)
        shown = self._workspace.relative(target)
        if target.is_symlink():
            return ToolPreview("diff", f"Symlink {shown} -> {target.readlink()} will be moved to the trash.")
        current = read_current(
            self._workspace, target, shown, linked_ok=True
        )  # deleting unlinks only this name
        if not current.exists:
            raise ToolError(f"No such file: {shown}")
        if current.data is None:
            return ToolPreview("diff", big_note(shown, current.size or 0, None))
        if current.is_binary:
            return ToolPreview("diff", binary_note(shown, current.data, None))
        return ToolPreview("diff", unified_diff(shown, current.data.decode("utf-8", errors="replace"), None))

    async def run(self, arguments: DeleteFileArgs, ctx: ToolContext) -> ToolOutput:
        return ToolOutput(await asyncio.to_thread(self._delete, arguments.path))

    def _target(self, user_path: str) -> Path:
        """The entry to remove: the checked real path, except that a symlink inside is removed itself."""
        ws = self._workspace
        real = ws.resolve(user_path)  # refuses anything outside, protected, or a symlink leading out
        lexical = Path(os.path.normpath(user_path))
        if lexical.name in ("", ".", ".."):
            return real
        parent = ws.resolve(str(lexical.parent) if str(lexical.parent) else ".")
        candidate = parent / lexical.name
        return candidate if candidate.is_symlink() and not ws.is_protected(candidate) else real

    def _delete(self, user_path: str) -> str:
        ws = self._workspace
        target = self._target(user_path)
        shown = ws.relative(target)
        if target == ws.root:
            raise ToolError("The workspace folder itself cannot be deleted.")
        was_link = target.is_symlink()
        try:
            with ws.parent(target) as (dir_fd, name):
                st = os.stat(name, dir_fd=dir_fd, follow_symlinks=False)
                if stat.S_ISLNK(st.st_mode) != was_link:
                    raise changed_error(shown)
                if stat.S_ISDIR(st.st_mode):
                    raise ToolError(f"{shown} is a folder; delete_file removes files only.")
                # send2trash works on paths: the folder must still be the one just opened without symlinks.
                if os.path.realpath(target.parent) != str(target.parent):
                    raise changed_error(shown)
                _send_to_trash(target, shown)
        except FileNotFoundError:
            raise ToolError(f"No such file: {shown}") from None
        except OSError as exc:
            raise _os_error(exc, shown, "deleted") from None
        return f"Moved {shown} to the trash."


def _send_to_trash(target: Path, shown: str) -> None:
    from send2trash import send2trash
    from send2trash.exceptions import TrashPermissionError

    try:
        send2trash(str(target))
    except (TrashPermissionError, OSError) as exc:
        if isinstance(exc, FileNotFoundError):
            raise
        logger.info("The trash refused %s: %s", shown, exc)
        raise ToolError(
            f"Could not move {shown} to the trash ({exc.strerror or exc}); it was not deleted. "
            "The person can delete it themselves, or you can use run_command, which asks them first."
        ) from None
