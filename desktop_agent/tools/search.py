"""Read-only search tools on the workspace folder: find paths by pattern (glob), search file text (grep)."""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import functools
import os
import re
import stat
import time
from collections.abc import Callable, Generator
from fnmatch import fnmatchcase
from pathlib import Path
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict, Field

from desktop_agent.domain.tools import SubjectKind
from desktop_agent.tools.base import PydanticTool, ToolContext, ToolError, ToolOutput
from desktop_agent.tools.walk import WalkEntry, walk
from desktop_agent.tools.workspace import SYMLINK_ERRNOS, Workspace, changed_error

MAX_GLOB_RESULTS = 500
MAX_GREP_MATCHES = 200
MAX_VISITED = 200_000
MAX_GREP_FILE_BYTES = 5 * 1024 * 1024
MAX_GREP_SECONDS = 20.0
SEARCH_THREADS = 2
"""Searches run on threads of their own: however many slow searches a model starts at once, they wait
for each other and never take the threads file reads, edits and previews run on."""

_pool: concurrent.futures.ThreadPoolExecutor | None = None


async def _in_search_thread(fn: Callable[..., Any], *args: Any) -> Any:
    global _pool
    if _pool is None:
        _pool = concurrent.futures.ThreadPoolExecutor(SEARCH_THREADS, thread_name_prefix="search")
    return await asyncio.get_running_loop().run_in_executor(_pool, functools.partial(fn, *args))


"""A budget for one search: a pathological pattern cannot keep a worker thread busy for ever."""
MAX_LINE_CHARS = 300
BINARY_SNIFF_BYTES = 8 * 1024
_O_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_O_BINARY = getattr(os, "O_BINARY", 0)


class GlobPattern:
    """A glob relative to the workspace: ``*``, ``?`` and ``[...]`` within one name, ``**`` across folders."""

    def __init__(self, pattern: str) -> None:
        text = pattern.strip().replace("\\", "/") if os.sep == "\\" else pattern.strip()
        if not text:
            raise ToolError("The pattern is empty; give a glob such as **/*.py.")
        if "\0" in text:
            raise ToolError(f"The pattern {pattern!r} contains a NUL byte.")
        if text.startswith(("/", "~")) or re.match(r"^[A-Za-z]:", text):
            raise ToolError(f"The pattern {pattern!r} must be relative to the workspace folder.")
        segments: list[str] = []
        for seg in text.split("/"):
            if seg in ("", "."):
                continue
            if seg == "..":
                raise ToolError(f"The pattern {pattern!r} leaves the workspace folder ('..' is not allowed).")
            if seg == "**" and segments and segments[-1] == "**":
                continue
            segments.append(seg)
        if not segments:
            raise ToolError("The pattern matches only the folder itself; give a glob such as **/*.py.")
        self.segments = tuple(segments)
        self.mentions_git = ".git" in self.segments

    def matches(self, parts: tuple[str, ...]) -> bool:
        segs = self.segments

        @functools.cache
        def go(i: int, j: int) -> bool:
            if i == len(segs):
                return j == len(parts)
            if segs[i] == "**":
                return any(go(i + 1, k) for k in range(j, len(parts) + 1))
            return j < len(parts) and fnmatchcase(parts[j], segs[i]) and go(i + 1, j + 1)

        return go(0, 0)

    def may_match_below(self, parts: tuple[str, ...]) -> bool:
        """Whether something inside the folder ``parts`` could match (to skip folders that cannot)."""
        for i, seg in enumerate(self.segments):
            if seg == "**":
                return True
            if i == len(parts):
                return True
            if not fnmatchcase(parts[i], seg):
                return False
        return False


def _resolve_folder_or_file(workspace: Workspace, user_path: str) -> Path:
    return workspace.resolve(user_path or ".")


def _subject(workspace: Workspace, user_path: str) -> str:
    try:
        return workspace.relative(workspace.resolve(user_path or "."))
    except ToolError:
        return user_path


def _parts_below(workspace: Workspace, base: Path, rel: str) -> tuple[str, ...]:
    """The parts of a workspace-relative path, relative to ``base``."""
    return (workspace.root / rel).relative_to(base).parts


@contextlib.contextmanager
def _walking(
    ws: Workspace, base: Path, skip: Callable[[WalkEntry], bool]
) -> Generator[Generator[WalkEntry, None, None], None, None]:
    """Walk below ``base``; a folder that turned into a symlink since the check is refused."""
    entries = walk(ws, base, skip_dir=skip)
    try:
        yield entries
    except TimeoutError:  # an OSError too: the search's own deadline, not the file system
        raise
    except OSError as exc:
        if exc.errno in SYMLINK_ERRNOS:
            raise changed_error(ws.relative(base)) from None
        raise ToolError(f"Cannot search {ws.relative(base)}: {exc.strerror or exc}") from None
    finally:
        entries.close()


class _Matcher:
    """A compiled pattern whose searches share one deadline (TimeoutError once it has passed)."""

    def __init__(self, compiled: Any, deadline: float) -> None:
        self._compiled = compiled
        self._deadline = deadline

    def search(self, line: str) -> bool:
        remaining = self._deadline - time.monotonic()
        if remaining <= 0:
            raise TimeoutError
        return self._compiled.search(line, timeout=remaining) is not None


def _where(shown: str) -> str:
    return "the workspace folder" if shown == "." else shown


def _git_skipper(skip_git: bool) -> Callable[[WalkEntry], bool]:
    return lambda e: skip_git and e.name == ".git"


# --- glob ---------------------------------------------------------------------------------------------------


class GlobArgs(BaseModel):
    model_config = ConfigDict(extra="forbid")

    pattern: str = Field(
        description='Glob pattern relative to `path`, e.g. "**/*.py", "src/*.ts", "docs/**/README*".'
    )
    path: str = Field(default=".", description="Folder to search in, relative to the workspace folder.")


class GlobTool(PydanticTool[GlobArgs]):
    name: ClassVar[str] = "glob"
    description: ClassVar[str] = (
        "Find files and folders in the workspace folder whose path matches a glob pattern. `*` and `?` match "
        "within one name, `[abc]` one of the characters, `**` any number of folders (including none). "
        "The pattern is relative to `path` (default: the workspace folder) and case-sensitive. Returns "
        "workspace-relative paths, sorted, folders ending in '/'. Symlinks are listed but not followed; "
        ".git folders are skipped unless the pattern names .git."
    )
    side_effects: ClassVar[bool] = False
    subject_kind: ClassVar[SubjectKind | None] = "path"
    args_model = GlobArgs

    def __init__(
        self, workspace: Workspace, *, max_results: int = MAX_GLOB_RESULTS, max_visited: int = MAX_VISITED
    ) -> None:
        self._workspace = workspace
        self._max_results = max_results
        self._max_visited = max_visited

    def permission_subject(self, arguments: GlobArgs) -> str | None:
        return _subject(self._workspace, arguments.path)

    async def run(self, arguments: GlobArgs, ctx: ToolContext) -> ToolOutput:
        return ToolOutput(await _in_search_thread(self._glob, arguments.pattern, arguments.path))

    def _glob(self, pattern_text: str, user_path: str) -> str:
        pattern = GlobPattern(pattern_text)
        base = _resolve_folder_or_file(self._workspace, user_path)
        if not base.is_dir():
            shown = self._workspace.relative(base)
            raise ToolError(f"No such folder: {shown}" if not base.exists() else f"{shown} is not a folder.")
        ws = self._workspace
        skip_git = _git_skipper(not pattern.mentions_git)

        def skip(entry: WalkEntry) -> bool:
            return skip_git(entry) or not pattern.may_match_below(_parts_below(ws, base, entry.rel))

        found: list[str] = []
        visited = 0
        with _walking(ws, base, skip) as entries:
            for entry in entries:
                visited += 1
                if visited > self._max_visited:
                    break
                if skip_git(entry) or ws.is_protected(entry.path):
                    continue
                if pattern.matches(_parts_below(ws, base, entry.rel)):
                    found.append(entry.rel + ("/" if entry.kind == "dir" else ""))
        found.sort()
        shown_base = ws.relative(base)
        if not found:
            text = f"No paths match {pattern_text!r} in {_where(shown_base)}."
        else:
            lines = found[: self._max_results]
            if len(found) > len(lines):
                lines.append(f"... and {len(found) - len(lines)} more not shown; use a narrower pattern.")
            text = "\n".join(lines)
        if visited > self._max_visited:
            text += f"\n(Stopped after looking at {self._max_visited:,} entries; results are incomplete.)"
        return text


# --- grep ---------------------------------------------------------------------------------------------------


class GrepArgs(BaseModel):
    model_config = ConfigDict(extra="forbid")

    pattern: str = Field(min_length=1, description="Python regular expression searched for in each line.")
    path: str = Field(default=".", description="File or folder to search, relative to the workspace folder.")
    glob: str | None = Field(
        default=None,
        description='Only search files matching this glob: "*.py" matches the file name, a pattern '
        'with "/" (e.g. "src/**/*.ts") the path relative to `path`.',
    )
    ignore_case: bool = Field(default=False, description="Match letters regardless of case.")


class GrepTool(PydanticTool[GrepArgs]):
    name: ClassVar[str] = "grep"
    description: ClassVar[str] = (
        "Search the text of files in the workspace folder for a Python regular expression, line by line. "
        "Returns matching lines as `path:line number:text`, paths relative to the workspace folder, in path "
        "order, at most 200 matches. Binary files, very large files, symlinks and .git folders are skipped. "
        'Narrow it with `path` (a file or folder) and `glob` (e.g. "*.py").'
    )
    side_effects: ClassVar[bool] = False
    subject_kind: ClassVar[SubjectKind | None] = "path"
    args_model = GrepArgs

    def __init__(
        self,
        workspace: Workspace,
        *,
        max_matches: int = MAX_GREP_MATCHES,
        max_file_bytes: int = MAX_GREP_FILE_BYTES,
        max_visited: int = MAX_VISITED,
        max_seconds: float = MAX_GREP_SECONDS,
    ) -> None:
        self._workspace = workspace
        self._max_seconds = max_seconds
        self._max_matches = max_matches
        self._max_file_bytes = max_file_bytes
        self._max_visited = max_visited

    def permission_subject(self, arguments: GrepArgs) -> str | None:
        return _subject(self._workspace, arguments.path)

    async def run(self, arguments: GrepArgs, ctx: ToolContext) -> ToolOutput:
        return ToolOutput(await _in_search_thread(self._grep, arguments))

    def _grep(self, args: GrepArgs) -> str:
        # The `regex` module: the same syntax as `re`, plus a timeout on each search.
        import regex as regex_module

        try:
            compiled = regex_module.compile(args.pattern, regex_module.IGNORECASE if args.ignore_case else 0)
        except regex_module.error as exc:
            raise ToolError(
                f"The pattern {args.pattern!r} is not a valid regular expression: {exc}."
            ) from None
        deadline = time.monotonic() + self._max_seconds
        try:
            return self._grep_compiled(args, _Matcher(compiled, deadline))
        except TimeoutError:
            raise ToolError(
                f"The search for {args.pattern!r} took longer than {self._max_seconds:g} seconds and was "
                "stopped; use a simpler pattern or a narrower path or glob."
            ) from None

    def _grep_compiled(self, args: GrepArgs, regex: _Matcher) -> str:
        file_filter = GlobPattern(args.glob) if args.glob else None
        ws = self._workspace
        base = _resolve_folder_or_file(ws, args.path)
        out: list[str] = []
        skipped = 0
        if not base.is_dir():
            if not base.exists():
                raise ToolError(f"No such file or folder: {ws.relative(base)}")
            try:
                with ws.parent(base) as (dir_fd, name):
                    skipped += self._search_file(
                        WalkEntry(ws.relative(base), name, "file", dir_fd, base), regex, out
                    )
            except TimeoutError:
                raise
            except OSError as exc:
                if exc.errno in SYMLINK_ERRNOS:
                    raise changed_error(ws.relative(base)) from None
                raise ToolError(f"Cannot search {ws.relative(base)}: {exc.strerror or exc}") from None
            return self._format(out, skipped, args, ws.relative(base), incomplete=False)

        skip_git = _git_skipper(not (file_filter and file_filter.mentions_git))

        def wanted(entry: WalkEntry) -> bool:
            if file_filter is None:
                return True
            if len(file_filter.segments) == 1 and file_filter.segments[0] != "**":
                return file_filter.matches((entry.name,))
            return file_filter.matches(_parts_below(ws, base, entry.rel))

        visited = 0
        with _walking(ws, base, skip_git) as entries:
            for entry in entries:
                visited += 1
                if visited > self._max_visited or len(out) >= self._max_matches:
                    break
                if entry.kind == "file" and wanted(entry) and not ws.is_protected(entry.path):
                    skipped += self._search_file(entry, regex, out)
        return self._format(out, skipped, args, ws.relative(base), incomplete=visited > self._max_visited)

    def _search_file(self, entry: WalkEntry, regex: _Matcher, out: list[str]) -> int:
        """Append matches of one file to ``out``; return 1 when the file was skipped (binary, too big)."""
        data = self._read(entry)
        if data is None:
            return 1
        for number, line in enumerate(data.decode("utf-8", errors="replace").split("\n"), start=1):
            line = line.removesuffix("\r")
            if regex.search(line):
                if len(line) > MAX_LINE_CHARS:
                    line = line[:MAX_LINE_CHARS] + " …"
                out.append(f"{entry.rel}:{number}:{line}")
                if len(out) >= self._max_matches:
                    break
        return 0

    def _read(self, entry: WalkEntry) -> bytes | None:
        try:
            fd = entry.open(os.O_RDONLY | _O_NONBLOCK | _O_BINARY)
        except OSError:
            return None
        try:
            st = os.fstat(fd)
            if not stat.S_ISREG(st.st_mode) or st.st_size > self._max_file_bytes:
                return None
            with os.fdopen(os.dup(fd), "rb") as f:
                data = f.read(self._max_file_bytes + 1)
        except OSError:
            return None
        finally:
            os.close(fd)
        if len(data) > self._max_file_bytes or b"\0" in data[:BINARY_SNIFF_BYTES]:
            return None
        return data

    def _format(self, out: list[str], skipped: int, args: GrepArgs, shown: str, *, incomplete: bool) -> str:
        lines = list(out) if out else [f"No matches for {args.pattern!r} in {_where(shown)}."]
        if len(out) >= self._max_matches:
            lines.append(f"(Stopped at {self._max_matches} matches; narrow the pattern, path or glob.)")
        if skipped:
            files = "file" if skipped == 1 else "files"
            lines.append(f"({skipped} binary, unreadable or very large {files} skipped.)")
        if incomplete:
            lines.append(f"(Stopped after looking at {self._max_visited:,} entries; results are incomplete.)")
        return "\n".join(lines)
