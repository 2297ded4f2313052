"""The person's own skills as files: write one (new or edited), import one from a folder or a zip, delete one.

Every change lands whole or not at all: a SKILL.md is written to a temporary file then moved over the old
one; an import is copied or extracted into a hidden folder inside the skills folder, checked, then renamed
into place, and that hidden folder is removed whatever happens. What is refused says why (SkillFileError).

Imports are untrusted input: a zip may not name files outside itself (absolute paths, `..`), hold symbolic
links, or unpack to more than `MOST_FILES` files or `MOST_IMPORT_BYTES` bytes (the sizes it declares are
checked first, and the bytes actually written are counted). A folder is copied without following links:
a symbolic link anywhere in it refuses the import, naming the link.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import stat
import tempfile
import zipfile
from collections.abc import Iterator, Sequence
from pathlib import Path, PurePosixPath
from typing import IO, Any

from desktop_agent.config.skills import (
    FRONT_MATTER,
    MOST_BYTES,
    MOST_DESCRIPTION,
    NAME,
    SKILL_FILE,
    SkillFileError,
    find_skills,
    parse_skill,
)

MOST_FILES = 1000
MOST_IMPORT_BYTES = 50 * 1024 * 1024
_MANAGED = ("name", "description", "allowed-tools", "allowed_tools", "model")
_TOOL = re.compile(r"^[^\s,]+$")
_CHUNK = 1024 * 1024
_SKIPPED_IN_ZIPS = ("__MACOSX",)
"""Folders archivers add beside the content (macOS Finder's resource forks): not part of any skill."""


# ---- writing ----


def _check(name: str, description: str, allowed_tools: Sequence[str] | None, model: str | None) -> None:
    if not NAME.match(name):
        raise SkillFileError(
            "the name must be lower-case letters, digits and hyphens (at most 64, not starting or ending "
            "with a hyphen), like code-review"
        )
    if not description.strip():
        raise SkillFileError("the description is missing: say what the skill is for and when to use it")
    if len(description.strip()) > MOST_DESCRIPTION:
        raise SkillFileError(f"the description is longer than {MOST_DESCRIPTION} characters")
    for tool in allowed_tools or ():
        if not _TOOL.match(tool):
            raise SkillFileError(
                f"{tool!r} is not a tool name: write names or globs like read_file or git__*"
            )
    if model is not None and (not model.strip() or any(c.isspace() for c in model)):
        raise SkillFileError("the model must be a model id, without spaces")


def render_skill(
    name: str,
    description: str,
    instructions: str,
    allowed_tools: Sequence[str] | None = None,
    model: str | None = None,
    *,
    extra: dict[str, Any] | None = None,
) -> str:
    """The text of a SKILL.md: the front matter (YAML, so any description reads back as written), then the
    instructions. `extra`: other front matter keys to keep (a `license`, `metadata`)."""
    front: dict[str, Any] = {"name": name, "description": description.strip()}
    if allowed_tools is not None:
        front["allowed-tools"] = list(allowed_tools)
    if model:
        front["model"] = model
    front.update({k: v for k, v in (extra or {}).items() if k not in _MANAGED})
    import yaml  # only when a skill is written (see config.skills)

    dumped = yaml.safe_dump(front, sort_keys=False, allow_unicode=True, width=100)
    body = instructions.strip()
    return f"---\n{dumped}---\n\n{body}\n" if body else f"---\n{dumped}---\n"


def _extra_front(path: Path) -> dict[str, Any]:
    """The front matter keys of an existing SKILL.md this app does not edit, kept when it is rewritten."""
    import yaml

    try:
        found = FRONT_MATTER.match(path.read_text(encoding="utf-8"))
        front = yaml.safe_load(found.group(1)) if found else None
    except (OSError, UnicodeDecodeError, yaml.YAMLError):
        return {}
    return {k: v for k, v in front.items() if k not in _MANAGED} if isinstance(front, dict) else {}


def skill_folder(folder: Path, name: str) -> Path | None:
    """The folder (directly inside `folder`) of the installed skill called `name`: the one whose SKILL.md
    names it, else a folder of that name (a skill whose file does not parse). None if there is neither."""
    for skill in find_skills(folder).skills:
        if skill.name == name:
            return Path(skill.path).parent
    if NAME.match(name) and (folder / name).is_dir():
        return folder / name
    return None


def _write_skill_file(path: Path, text: str, name: str) -> None:
    """Write SKILL.md through a temporary file, put in place only once it reads back as the skill `name`."""
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        if parse_skill(Path(temporary)).name != name:
            raise SkillFileError("it would not read back as written")
        Path(temporary).replace(path)
    except BaseException:
        with contextlib.suppress(OSError):
            Path(temporary).unlink()
        raise


def _taken(folder: Path, name: str, *, besides: Path | None = None) -> None:
    """Refuse `name` when a skill of that name, or a folder of that name, is already there."""
    for skill in find_skills(folder).skills:
        if skill.name == name and Path(skill.path).parent != besides:
            raise SkillFileError(f"a skill called {name!r} is already installed ({skill.path})")
    target = folder / name
    if target != besides and os.path.lexists(target):
        raise SkillFileError(f"a folder called {name!r} is already in {folder}")


def write_skill(
    folder: Path,
    name: str,
    description: str,
    instructions: str,
    allowed_tools: Sequence[str] | None,
    model: str | None,
    *,
    replace: str | None = None,
) -> Path:
    """Write `folder/NAME/SKILL.md` and return its path. A new skill may not take a name in use;
    `replace=OLD` rewrites the skill OLD instead (a new name moves its folder, with its other files, and may
    not take a name in use either). The front matter keys this app does not edit are kept."""
    _check(name, description, allowed_tools, model)
    old: Path | None = None
    extra: dict[str, Any] = {}
    if replace is not None:
        old = skill_folder(folder, replace)
        if old is None:
            raise SkillFileError(f"there is no skill called {replace!r} in {folder} any more")
        if old.is_symlink() or old.parent != folder:
            raise SkillFileError(f"{old} is a link to another folder: change the skill where it lives")
        extra = _extra_front(old / SKILL_FILE)
    text = render_skill(name, description, instructions, allowed_tools, model, extra=extra)
    if len(text.encode("utf-8")) > MOST_BYTES:
        raise SkillFileError(f"it would be larger than {MOST_BYTES // 1024} KB: shorten the instructions")
    folder.mkdir(parents=True, exist_ok=True)
    target = old if old is not None and name == replace else folder / name
    if target != old:
        _taken(folder, name, besides=old)
    if old is None:
        target.mkdir()
        try:
            _write_skill_file(target / SKILL_FILE, text, name)
        except BaseException:
            shutil.rmtree(target, ignore_errors=True)
            raise
        return target / SKILL_FILE
    moved = old != target
    if moved:
        old.rename(target)
    try:
        _write_skill_file(target / SKILL_FILE, text, name)
    except BaseException:
        if moved:
            target.rename(old)
        raise
    return target / SKILL_FILE


# ---- importing ----


def _size(count: int) -> str:
    return f"{count // (1024 * 1024)} MB" if count >= 1024 * 1024 else f"{max(1, count // 1024)} KB"


def _member_path(name: str) -> PurePosixPath | None:
    """Where a zip entry goes, relative to the extraction folder; None for an entry to skip. Refuses names
    that would land outside it."""
    parts = [p for p in re.split(r"[/\\]+", name) if p not in ("", ".")]
    if name.startswith(("/", "\\")) or (parts and re.match(r"^[A-Za-z]:", parts[0])):
        raise SkillFileError(f"it names a file by an absolute path ({name!r})")
    if ".." in parts:
        raise SkillFileError(f"it names a file outside itself ({name!r})")
    if not parts or parts[0] in _SKIPPED_IN_ZIPS:
        return None
    return PurePosixPath(*parts)


def _copy(source: IO[bytes], target: Path, written: int, most_bytes: int) -> int:
    """Copy in chunks into a new file, counting what is written: past `most_bytes` in all, stop."""
    with target.open("xb") as out:
        while chunk := source.read(_CHUNK):
            written += len(chunk)
            if written > most_bytes:
                raise SkillFileError(f"it unpacks to more than {_size(most_bytes)}")
            out.write(chunk)
    return written


def _extract_zip(source: Path, into: Path, most_files: int, most_bytes: int) -> None:
    try:
        archive = zipfile.ZipFile(source)
    except zipfile.BadZipFile:
        raise SkillFileError("it is not a zip file") from None
    with archive:
        entries = archive.infolist()
        files = [e for e in entries if not e.is_dir()]
        if len(files) > most_files or len(entries) - len(files) > most_files:
            raise SkillFileError(f"it holds more than {most_files} files")
        if sum(e.file_size for e in files) > most_bytes:
            raise SkillFileError(f"it unpacks to more than {_size(most_bytes)}")
        written = 0
        for entry in entries:
            relative = _member_path(entry.filename)
            if relative is None:
                continue
            mode = entry.external_attr >> 16
            if stat.S_ISLNK(mode):
                raise SkillFileError(f"it holds a symbolic link ({entry.filename!r})")
            target = into.joinpath(*relative.parts)
            if entry.is_dir():
                target.mkdir(parents=True, exist_ok=True)
                continue
            target.parent.mkdir(parents=True, exist_ok=True)
            try:
                with archive.open(entry) as data:
                    written = _copy(data, target, written, most_bytes)
            except FileExistsError:
                raise SkillFileError(f"it holds {entry.filename!r} twice") from None
            except zipfile.BadZipFile:
                raise SkillFileError(f"it is damaged ({entry.filename!r} does not unpack)") from None
            except RuntimeError:  # zipfile's word for a password-protected entry
                raise SkillFileError("it is protected by a password") from None
            except NotImplementedError:
                raise SkillFileError("it is compressed in a way this app cannot read") from None
            if mode & 0o111:
                target.chmod(0o755)


def _folder_files(root: Path, most_files: int, most_bytes: int) -> list[tuple[Path, int]]:
    """The files under `root` (path, mode), checked before anything is copied: no links, nothing but
    folders and plain files, and within the limits."""
    found: list[tuple[Path, int]] = []
    total = 0
    for here, folders, names in os.walk(root, followlinks=False):
        for name in [*folders, *names]:
            path = Path(here) / name
            info = path.lstat()
            if stat.S_ISLNK(info.st_mode):
                raise SkillFileError(
                    f"it holds a symbolic link ({path.relative_to(root)}): copy what it points to instead"
                )
            if stat.S_ISDIR(info.st_mode):
                continue
            if not stat.S_ISREG(info.st_mode):
                raise SkillFileError(f"{path.relative_to(root)} is not a plain file")
            found.append((path, info.st_mode))
            total += info.st_size
            if len(found) > most_files:
                raise SkillFileError(f"it holds more than {most_files} files")
            if total > most_bytes:
                raise SkillFileError(f"it holds more than {_size(most_bytes)}")
    return found


def _copy_folder(root: Path, into: Path, most_files: int, most_bytes: int) -> None:
    written = 0
    for path, mode in _folder_files(root, most_files, most_bytes):
        target = into.joinpath(*path.relative_to(root).parts)
        target.parent.mkdir(parents=True, exist_ok=True)
        with path.open("rb") as data:
            written = _copy(data, target, written, most_bytes)
        if mode & 0o111:
            target.chmod(0o755)


def _skill_root(unpacked: Path) -> Path:
    """The folder holding SKILL.md: the top, or the one folder under it that has one."""
    if (unpacked / SKILL_FILE).is_file():
        return unpacked
    inner = sorted(p for p in unpacked.iterdir() if p.is_dir() and (p / SKILL_FILE).is_file())
    if len(inner) > 1:
        names = ", ".join(p.name for p in inner[:5])
        raise SkillFileError(f"it holds more than one skill ({names}): import them one at a time")
    if not inner:
        raise SkillFileError(f"it has no {SKILL_FILE}, neither at the top nor in a folder just under it")
    return inner[0]


@contextlib.contextmanager
def _staging(folder: Path) -> Iterator[Path]:
    """A hidden folder inside the skills folder (so a rename puts the skill in place), always removed."""
    folder.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=".import-", dir=folder))
    try:
        yield staging / "unpacked"
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def import_skill(
    source: Path, folder: Path, *, most_files: int = MOST_FILES, most_bytes: int = MOST_IMPORT_BYTES
) -> Path:
    """Install the skill in `source` (a folder, or a .zip) as `folder/NAME/` (NAME from its SKILL.md) and
    return its SKILL.md. On any refusal nothing is left in `folder`."""
    root: Path | None = None
    if source.is_dir():
        chosen = source.resolve()
        if folder.resolve().is_relative_to(chosen):
            raise SkillFileError("the skills folder itself is inside it: choose the skill's own folder")
        root = _skill_root(chosen)  # checked before anything is written
    elif not source.is_file():
        raise SkillFileError("it is neither a folder nor a file")
    with _staging(folder) as unpacked:
        unpacked.mkdir()
        if root is not None:
            _copy_folder(root, unpacked, most_files, most_bytes)
        else:
            _extract_zip(source, unpacked, most_files, most_bytes)
        skill_root = _skill_root(unpacked)
        try:
            skill = parse_skill(skill_root / SKILL_FILE)
        except SkillFileError as problem:
            raise SkillFileError(f"its {SKILL_FILE} cannot be used: {problem}") from None
        _taken(folder, skill.name)
        skill_root.rename(folder / skill.name)
    return folder / skill.name / SKILL_FILE


# ---- deleting ----


def delete_skill(folder: Path, name: str) -> None:
    """Remove the skill called `name` (its folder, directly inside `folder`). A link to a folder elsewhere
    is refused, never followed. The folder is first renamed to a hidden name, so a removal that fails
    halfway leaves no half a skill behind."""
    found = skill_folder(folder, name)
    if found is None:
        raise SkillFileError(f"there is no skill called {name!r} in {folder}")
    if found.parent != folder:
        raise SkillFileError(f"{found} is not directly in {folder}")
    info = found.lstat()
    if stat.S_ISLNK(info.st_mode):
        raise SkillFileError(f"{found} is a link to {found.readlink()}: remove the link yourself")
    if not stat.S_ISDIR(info.st_mode):
        raise SkillFileError(f"{found} is not a folder")
    doomed = Path(tempfile.mkdtemp(prefix=f".removing-{found.name}-", dir=folder))
    found.rename(doomed / found.name)
    shutil.rmtree(doomed)
