"""Which files of a base's sources are indexed: never secrets (the sandbox's names), the app's own folders,
`.git`, `node_modules`, virtual environments, caches, or what a `.gitignore` names; other kinds of file are
listed as skipped, with the reason."""

from __future__ import annotations

import fnmatch
import logging
import os
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from desktop_agent.knowledge.parsing import MAX_BYTES, MB, kind_of
from desktop_agent.tools.sandbox.policy import is_secret_name

log = logging.getLogger(__name__)

NEVER_DIRS = frozenset(
    {
        ".git",
        ".hg",
        ".svn",
        "node_modules",
        "__pycache__",
        ".venv",
        "venv",
        ".tox",
        ".nox",
        ".mypy_cache",
        ".pytest_cache",
        ".ruff_cache",
        ".idea",
        ".cache",
    }
)


@dataclass(frozen=True, slots=True)
class Found:
    path: Path
    size: int
    mtime_ns: int
    skip: str = ""
    """Why the file is not indexed (empty: it is)."""


@dataclass(frozen=True, slots=True)
class _Rule:
    base: Path
    pattern: str
    negate: bool
    dir_only: bool
    anchored: bool

    def matches(self, path: Path, is_dir: bool) -> bool:
        if self.dir_only and not is_dir:
            return False
        try:
            rel = path.relative_to(self.base).as_posix()
        except ValueError:
            return False
        if self.anchored:
            return fnmatch.fnmatchcase(rel, self.pattern) or fnmatch.fnmatchcase(rel, self.pattern + "/**")
        return fnmatch.fnmatchcase(path.name, self.pattern)


def _rules(folder: Path) -> list[_Rule]:
    """A `.gitignore`'s lines: `!` negates, a trailing `/` means folders, a `/` elsewhere anchors."""
    file = folder / ".gitignore"
    if not file.is_file():
        return []
    rules: list[_Rule] = []
    for raw in file.read_text(encoding="utf-8", errors="replace").splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        negate = line.startswith("!")
        line = line[1:] if negate else line
        dir_only = line.endswith("/")
        line = line.rstrip("/")
        anchored = "/" in line
        rules.append(
            _Rule(
                folder,
                line.lstrip("/").removeprefix("**/"),
                negate,
                dir_only,
                anchored and not line.startswith("**/"),
            )
        )
    return rules


def _ignored(path: Path, is_dir: bool, rules: Sequence[_Rule]) -> bool:
    ignored = False
    for rule in rules:
        if rule.matches(path, is_dir):
            ignored = not rule.negate
    return ignored


def _inside(path: Path, folders: Sequence[Path]) -> bool:
    return any(path == f or path.is_relative_to(f) for f in folders)


def walk(source: Path, protected: Sequence[Path]) -> Iterator[Found]:
    """Every file of `source` (a folder or one file) the base would hold, and those it skips with why."""
    protected = [Path(os.path.realpath(p)) for p in protected]
    source = Path(os.path.realpath(source))
    if source.is_file():
        yield _found(source)
        return
    stack: list[tuple[Path, list[_Rule]]] = [(source, [])]
    while stack:
        folder, inherited = stack.pop()
        if _inside(folder, protected) or (folder / "pyvenv.cfg").exists():
            continue
        rules = inherited + _rules(folder)
        try:
            entries = sorted(os.scandir(folder), key=lambda e: e.name)
        except OSError as exc:
            log.info("Cannot list %s: %s", folder, exc)
            continue
        for entry in entries:
            path = Path(entry.path)
            if entry.is_symlink():
                continue
            if entry.is_dir():
                if entry.name not in NEVER_DIRS and not _ignored(path, True, rules):
                    stack.append((path, rules))
            elif (
                entry.is_file()
                and not is_secret_name(entry.name)
                and not _ignored(path, False, rules)
                and not _inside(path, protected)
            ):
                yield _found(path)


def _found(path: Path) -> Found:
    stat = path.stat()
    skip = ""
    kind = kind_of(path)
    if is_secret_name(path.name):
        skip = "a secrets file: never indexed"
    elif kind is None:
        skip = f"{path.suffix or 'files without a suffix'} is not a kind that is indexed"
    elif stat.st_size > MAX_BYTES[kind]:
        what = "text" if kind == "text" else kind.upper()
        skip = f"larger than {MAX_BYTES[kind] // MB} MB, the most a {what} file may be"
    return Found(path, stat.st_size, stat.st_mtime_ns, skip)
