"""The permission store: what the person approved "for this session" or "always", in one JSON file.

The file lives at `AppPaths.permissions_file`, in a folder no tool may read or write. Writes are atomic
(a temporary file, fsync, rename); a file that cannot be read (not JSON, not the expected shape, written
by a newer version) is reported in words and never overwritten: approvals in it are simply not used
until the person fixes or removes it.

Approvals of MCP tools pin the tool's definition (its `definition_hash`, plus the description and
parameters as approved, so a changed definition can be shown as a diff): once the server changes what
the tool says it does, the approval no longer holds.
"""

from __future__ import annotations

import builtins
import contextlib
import difflib
import json
import logging
import os
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.domain.ids import new_id
from desktop_agent.domain.tools import ToolSpec

log = logging.getLogger(__name__)

FORMAT_VERSION = 1
GrantScope = Literal["session", "global"]


class PermissionFileError(UserFacingError):
    """The permission file cannot be used; it was left as it is."""


class ApprovedDefinition(BaseModel):
    """What an MCP tool said about itself when the person approved it."""

    model_config = ConfigDict(frozen=True)
    description: str
    parameters: dict[str, Any] = Field(default_factory=dict)

    def text(self) -> str:
        return definition_text(self.description, self.parameters)


class Grant(BaseModel):
    """One approval. Scope "session" holds in one session; "global" in every session (of a folder)."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    id: str = Field(default_factory=lambda: new_id("grant"))
    scope: GrantScope
    tool: str
    """The tool's exact name."""
    session_id: str | None = None
    pattern: str | None = None
    """Only calls whose subject matches (see `agent.policy` for the meaning); None for every call."""
    workspace: str | None = None
    """The folder the grant holds in; None for every folder."""
    server: str | None = None
    """For MCP tools: the server's name (the tool's `spec.source`)."""
    definition_hash: str | None = None
    definition: ApprovedDefinition | None = None
    created_at: float = Field(default_factory=time.time)

    @model_validator(mode="after")
    def _session_needs_an_id(self) -> Grant:
        if self.scope == "session" and not self.session_id:
            raise ValueError("a session grant needs a session_id")
        return self

    @classmethod
    def approving(
        cls,
        spec: ToolSpec,
        *,
        scope: GrantScope,
        session_id: str | None = None,
        workspace: Path | str | None = None,
        pattern: str | None = None,
    ) -> Grant:
        """A grant for this tool; an MCP tool's grant pins its current definition."""
        mcp = spec.source != "built-in"
        return cls(
            scope=scope,
            tool=spec.name,
            session_id=session_id,
            pattern=pattern or None,
            workspace=_folder(workspace) if workspace is not None else None,
            server=spec.source if mcp else None,
            definition_hash=spec.definition_hash if mcp else None,
            definition=ApprovedDefinition(description=spec.description, parameters=spec.parameters)
            if mcp
            else None,
        )

    def describe(self) -> str:
        """One line for a list of approvals: `write_file, src/** — always, in /home/me/project`."""
        what = self.tool if self.server is None else f"{self.tool} (MCP server {self.server})"
        if self.pattern:
            what += f", {self.pattern}"
        when = "this session" if self.scope == "session" else "always"
        where = f"in {self.workspace}" if self.workspace else "in every folder"
        return f"{what} — {when}, {where}"

    def names(self, spec: ToolSpec) -> bool:
        """The grant is about this tool (same name, same server), whatever its definition now says."""
        server = None if spec.source == "built-in" else spec.source
        return self.tool == spec.name and self.server == server

    def holds_for(self, spec: ToolSpec) -> bool:
        """About this tool, and for an MCP tool, approved with the definition the tool has now."""
        if not self.names(spec):
            return False
        return self.server is None or self.definition_hash == spec.definition_hash

    def changes_for(self, spec: ToolSpec) -> str:
        """A unified diff from the approved definition to the current one (empty when it still holds)."""
        if self.holds_for(spec) or not self.names(spec):
            return ""
        before = self.definition.text() if self.definition is not None else "(not recorded)\n"
        after = definition_text(spec.description, spec.parameters)
        lines = difflib.unified_diff(
            before.splitlines(keepends=True),
            after.splitlines(keepends=True),
            fromfile=f"{spec.name} as approved",
            tofile=f"{spec.name} now",
        )
        return "".join(lines) or "The tool's definition changed.\n"


def definition_text(description: str, parameters: dict[str, Any]) -> str:
    params = json.dumps(parameters, indent=2, sort_keys=True, ensure_ascii=False)
    return f"{description.rstrip()}\n\nParameters:\n{params}\n"


class _File(BaseModel):
    model_config = ConfigDict(extra="ignore")
    version: int = FORMAT_VERSION
    grants: builtins.list[Grant] = Field(default_factory=builtins.list)


class PermissionStore:
    """Grants on disk (or in memory when `path` is None). Thread-safe; every method may raise
    PermissionFileError when the file cannot be read or written."""

    def __init__(self, path: Path | None) -> None:
        self._path = path
        self._lock = threading.Lock()
        self._memory: builtins.list[Grant] = []
        self._cache: tuple[tuple[int, int, int], builtins.list[Grant]] | None = None

    @property
    def path(self) -> Path | None:
        return self._path

    def list(self) -> builtins.list[Grant]:
        """Every grant, oldest first."""
        with self._lock:
            return builtins.list(self._load())

    def grants_for(self, session_id: str | None, workspace: Path | str) -> builtins.list[Grant]:
        """The grants that hold in this session and folder: its session grants and the global ones."""
        folder = _folder(workspace)
        return [
            g
            for g in self.list()
            if (g.scope == "global" or (session_id is not None and g.session_id == session_id))
            and (g.workspace is None or g.workspace == folder)
        ]

    def add(self, grant: Grant) -> Grant:
        """Save a grant; an earlier one for the same tool, scope, folder and pattern is replaced."""

        def change(grants: builtins.list[Grant]) -> builtins.list[Grant]:
            return [g for g in grants if not _same_slot(g, grant)] + [grant]

        self._update(change)
        return grant

    def revoke(self, grant_id: str) -> bool:
        """Remove one grant; False when there was none with that id."""
        found = False

        def change(grants: builtins.list[Grant]) -> builtins.list[Grant]:
            nonlocal found
            kept = [g for g in grants if g.id != grant_id]
            found = len(kept) != len(grants)
            return kept

        self._update(change)
        return found

    def revoke_session(self, session_id: str) -> int:
        """Remove a session's grants (when the session is deleted); returns how many."""
        removed = 0

        def change(grants: builtins.list[Grant]) -> builtins.list[Grant]:
            nonlocal removed
            kept = [g for g in grants if g.session_id != session_id]
            removed = len(grants) - len(kept)
            return kept

        self._update(change)
        return removed

    # ---- the file ----

    def _update(self, change: Callable[[builtins.list[Grant]], builtins.list[Grant]]) -> None:
        with self._lock:
            before = self._load()
            after = change(builtins.list(before))
            if after == before:
                return
            if self._path is None:
                self._memory = after
            else:
                self._write(after)

    def _load(self) -> builtins.list[Grant]:
        if self._path is None:
            return self._memory
        path = self._path
        try:
            stat = path.stat()
        except (FileNotFoundError, NotADirectoryError):
            self._cache = None
            return []
        except OSError as exc:
            raise self._error(f"could not be read ({exc.strerror})", "Check its permissions.") from None
        key = (stat.st_mtime_ns, stat.st_size, stat.st_ino)
        if self._cache is not None and self._cache[0] == key:
            return self._cache[1]
        try:
            raw = path.read_bytes().decode("utf-8")
        except UnicodeDecodeError:
            raise self._error("is not UTF-8 text") from None
        except OSError as exc:
            raise self._error(f"could not be read ({exc.strerror})", "Check its permissions.") from None
        try:
            data = json.loads(raw)
        except json.JSONDecodeError as exc:
            raise self._error(f"is not valid JSON (line {exc.lineno}, column {exc.colno})") from None
        if (
            isinstance(data, dict)
            and isinstance(data.get("version"), int)
            and data["version"] > FORMAT_VERSION
        ):
            raise self._error(
                "was written by a newer version of Desktop Agent", "Update the app to use these approvals."
            )
        try:
            grants = _File.model_validate(data).grants
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"]) or "the top level"
            raise self._error(f"has a problem at {where}: {first['msg']}") from None
        self._cache = (key, grants)
        return grants

    def _write(self, grants: builtins.list[Grant]) -> None:
        assert self._path is not None
        path = self._path
        payload = _File(grants=grants).model_dump_json(indent=2, exclude_none=True)
        tmp = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                handle.write(payload + "\n")
                handle.flush()
                os.fsync(handle.fileno())
            tmp.replace(path)
            _fsync_folder(path.parent)
        except OSError as exc:
            with contextlib.suppress(OSError):
                tmp.unlink()
            action = "Free some disk space." if exc.errno == 28 else "Check the folder's permissions."
            raise PermissionFileError(
                ErrorKind.DISK_FULL if exc.errno == 28 else ErrorKind.CONFIG,
                f"Could not save the approval in {path} ({exc.strerror}); it holds for this call only.",
                action,
            ) from None
        self._cache = None
        log.info("Saved %d permission grant(s)", len(grants))

    def _error(self, problem: str, action: str = "") -> PermissionFileError:
        return PermissionFileError(
            ErrorKind.STORAGE_CORRUPT,
            f"The permission file {self._path} {problem}. Approvals saved in it are not used, "
            "and it was left unchanged.",
            action or "Fix the file or remove it (you will be asked again for those tools).",
        )


def _same_slot(a: Grant, b: Grant) -> bool:
    return (a.scope, a.session_id, a.tool, a.server, a.workspace, a.pattern) == (
        b.scope,
        b.session_id,
        b.tool,
        b.server,
        b.workspace,
        b.pattern,
    )


def _folder(workspace: Path | str) -> str:
    return os.path.normcase(os.path.normpath(Path(workspace).expanduser().absolute()))


def _fsync_folder(folder: Path) -> None:
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
