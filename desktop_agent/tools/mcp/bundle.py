"""MCP Bundles (``.mcpb`` files): a zip archive holding a server and its ``manifest.json``, read and checked
without running anything, then unpacked safely into a folder of its own.

A bundle is untrusted. Reading it looks only at the zip's directory and the manifest: entries that could
land outside the bundle's folder (``../``, an absolute path, a drive letter, a backslash), symbolic links,
duplicate names (also differing only in case, which collide on macOS and Windows), encrypted entries, more
than `MAX_ENTRIES` entries or more than `MAX_TOTAL_BYTES` once unpacked are refused with a plain message.
Unpacking writes into a fresh temporary folder next to the destination, counting the bytes really written
(a zip's declared sizes can lie), and renames it into place only when every entry was written.

The manifest follows the MCPB specification (manifest versions 0.1 to 0.4; ``dxt_version`` of the older
Desktop Extensions is read as the manifest version): name, version, author, the server
(``type``: node, python, binary or uv; ``entry_point``; ``mcp_config`` with ``command``, ``args``, ``env``
and ``platform_overrides``), ``user_config`` (the settings it asks for), ``tools``, ``prompts`` and
``compatibility``. No MCP SDK here: the settings page and the command line read bundles without loading it.
"""

from __future__ import annotations

import contextlib
import json
import logging
import re
import shutil
import stat
import tempfile
import zipfile
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any

from desktop_agent.domain.display import visible
from desktop_agent.domain.errors import ErrorKind, UserFacingError

log = logging.getLogger(__name__)

MANIFEST = "manifest.json"
MAX_TOTAL_BYTES = 512 * 1024 * 1024
"""The most a bundle may hold once unpacked."""
MAX_ENTRIES = 20_000
MAX_MANIFEST_BYTES = 1024 * 1024
MANIFEST_VERSIONS = ("0.1", "0.2", "0.3", "0.4")
SERVER_TYPES = ("node", "python", "binary", "uv")
OPTION_TYPES = ("string", "number", "boolean", "directory", "file")
PLATFORMS = ("darwin", "win32", "linux")
_DRIVE = re.compile(r"^[A-Za-z]:")
_CHUNK = 1024 * 1024

Value = str | float | bool | list[str]


def bundle_error(message: str, action: str = "Nothing was installed.") -> UserFacingError:
    """A refusal in plain words; what the bundle said in it is shown with control characters named."""
    return UserFacingError(ErrorKind.CONFIG, visible(message), action)


@dataclass(frozen=True, slots=True)
class Option:
    """One setting of ``user_config``: what the person is asked at installation."""

    key: str
    type: str
    title: str
    description: str = ""
    required: bool = False
    sensitive: bool = False
    multiple: bool = False
    default: Value | None = None
    minimum: float | None = None
    maximum: float | None = None


@dataclass(frozen=True, slots=True)
class Manifest:
    """What a bundle's ``manifest.json`` says (the fields this app uses)."""

    manifest_version: str
    name: str
    version: str
    description: str
    author: str
    server_type: str
    entry_point: str
    command: str | None
    args: tuple[str, ...]
    env: Mapping[str, str]
    display_name: str = ""
    options: tuple[Option, ...] = ()
    tools: tuple[tuple[str, str], ...] = ()
    """Name and description of each tool the manifest lists."""
    prompts: tuple[str, ...] = ()
    platforms: tuple[str, ...] = ()
    """Empty: every platform."""
    runtimes: Mapping[str, str] = field(default_factory=dict)

    @property
    def title(self) -> str:
        return self.display_name or self.name


@dataclass(frozen=True, slots=True)
class Bundle:
    """A checked bundle: its manifest and the names of its files (nothing unpacked yet)."""

    path: Path
    manifest: Manifest
    files: frozenset[str]
    """The bundle's file names (``/``-separated, relative to its folder)."""
    total_bytes: int


# ---- the zip's entries ----


def _entry_problem(info: zipfile.ZipInfo) -> str | None:
    name = info.filename
    mode = info.external_attr >> 16
    if info.flag_bits & 0x1:
        return "is encrypted"
    if stat.S_ISLNK(mode):
        return "is a symbolic link"
    if stat.S_IFMT(mode) and not (stat.S_ISREG(mode) or stat.S_ISDIR(mode)):
        return "is not a plain file or folder"
    if "\\" in name or name.startswith("/") or _DRIVE.match(name):
        return "has an absolute path (or a Windows path)"
    if any(ord(c) < 32 for c in name):
        return "has control characters in its name"
    parts = name.rstrip("/").split("/")
    if any(part in ("", ".", "..") for part in parts):
        return "points outside the bundle's folder"
    return None


def check_entries(archive: zipfile.ZipFile, source: Path) -> tuple[frozenset[str], int]:
    """The bundle's file names and their total size; refuses anything that could escape or flood."""
    infos = archive.infolist()
    if len(infos) > MAX_ENTRIES:
        raise bundle_error(
            f"{source.name} holds {len(infos)} entries; a bundle may hold at most {MAX_ENTRIES}."
        )
    seen: set[str] = set()
    files: set[str] = set()
    total = 0
    for info in infos:
        problem = _entry_problem(info)
        if problem is not None:
            raise bundle_error(f"{source.name} is not a safe bundle: its entry {info.filename!r} {problem}.")
        key = info.filename.rstrip("/").casefold()
        if key in seen:
            raise bundle_error(f"{source.name} is not a safe bundle: it holds {info.filename!r} twice.")
        seen.add(key)
        total += info.file_size
        if total > MAX_TOTAL_BYTES:
            raise bundle_error(
                f"{source.name} would take more than {MAX_TOTAL_BYTES // (1024 * 1024)} MB once unpacked."
            )
        if not info.is_dir():
            files.add(info.filename)
    return frozenset(files), total


# ---- the manifest ----


def _text(document: Mapping[str, Any], key: str, where: str = "", *, required: bool = False) -> str:
    value = document.get(key)
    if value is None:
        if required:
            raise bundle_error(f"The bundle's manifest has no {where}{key!r}.")
        return ""
    if not isinstance(value, str):
        raise bundle_error(f"The bundle's manifest: {where}{key!r} must be text.")
    return value


def _texts(value: Any, what: str) -> tuple[str, ...]:
    if value is None:
        return ()
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise bundle_error(f"The bundle's manifest: {what} must be a list of text.")
    return tuple(value)


def _option(key: str, entry: Any) -> Option:
    where = f"user_config.{key}"
    if not re.match(r"^[A-Za-z0-9_.-]{1,64}$", key) or not isinstance(entry, dict):
        raise bundle_error(f"The bundle's manifest: {where!r} must be an object with a simple name.")
    kind = entry.get("type")
    if kind not in OPTION_TYPES:
        raise bundle_error(f"The bundle's manifest: {where}.type must be one of {', '.join(OPTION_TYPES)}.")
    flags = {k: entry.get(k, False) for k in ("required", "sensitive", "multiple")}
    if not all(isinstance(v, bool) for v in flags.values()):
        raise bundle_error(
            f"The bundle's manifest: {where}: required, sensitive and multiple are true or false."
        )
    bounds: dict[str, float | None] = {}
    for bound in ("min", "max"):
        value = entry.get(bound)
        if value is not None and (isinstance(value, bool) or not isinstance(value, int | float)):
            raise bundle_error(f"The bundle's manifest: {where}.{bound} must be a number.")
        bounds[bound] = float(value) if value is not None else None
    default = entry.get("default")
    if default is not None and not (
        isinstance(default, str | bool | int | float)
        or (isinstance(default, list) and all(isinstance(v, str) for v in default))
    ):
        raise bundle_error(f"The bundle's manifest: {where}.default is not a value this app can use.")
    if isinstance(default, int | float) and not isinstance(default, bool):
        default = float(default)
    return Option(
        key, kind, _text(entry, "title", f"{where}.") or key, _text(entry, "description", f"{where}."),
        flags["required"], flags["sensitive"], flags["multiple"], default, bounds["min"], bounds["max"],
    )  # fmt: skip


def _author(value: Any) -> str:
    if isinstance(value, str):
        return value
    if not isinstance(value, dict) or not isinstance(value.get("name"), str):
        raise bundle_error("The bundle's manifest: 'author' must be an object with a 'name'.")
    return str(value["name"])


def _server(document: Mapping[str, Any], platform: str) -> tuple[str, str, dict[str, Any]]:
    server = document.get("server")
    if not isinstance(server, dict):
        raise bundle_error("The bundle's manifest has no 'server' object: it does not say what to run.")
    kind = server.get("type")
    if kind not in SERVER_TYPES:
        raise bundle_error(
            f"The bundle's server type {kind!r} is not supported (this app runs {', '.join(SERVER_TYPES)})."
        )
    entry_point = _text(server, "entry_point", "server.")
    config = server.get("mcp_config") or {}
    if not isinstance(config, dict):
        raise bundle_error("The bundle's manifest: 'server.mcp_config' must be an object.")
    overrides = config.get("platform_overrides") or {}
    if not isinstance(overrides, dict):
        raise bundle_error("The bundle's manifest: 'server.mcp_config.platform_overrides' must be an object.")
    override = overrides.get(platform) or {}
    if not isinstance(override, dict):
        raise bundle_error(f"The bundle's manifest: the platform override for {platform} must be an object.")
    merged = {k: v for k, v in config.items() if k != "platform_overrides"}
    if "env" in override and isinstance(merged.get("env"), dict) and isinstance(override["env"], dict):
        override = {**override, "env": {**merged["env"], **override["env"]}}
    return str(kind), entry_point, {**merged, **override}


def parse_manifest(document: Any, platform: str) -> Manifest:
    """The manifest's fields, checked; each problem is a plain sentence naming the field."""
    if not isinstance(document, dict):
        raise bundle_error("The bundle's manifest.json must hold a JSON object.")
    version = document.get("manifest_version", document.get("dxt_version"))
    if version not in MANIFEST_VERSIONS:
        raise bundle_error(
            f"The bundle's manifest version {version!r} is not supported (this app reads "
            f"{', '.join(MANIFEST_VERSIONS)}).",
            "Nothing was installed. Ask its publisher for a bundle made for a current MCPB version.",
        )
    name = _text(document, "name", required=True).strip()
    if not name:
        raise bundle_error("The bundle's manifest has an empty 'name'.")
    kind, entry_point, config = _server(document, platform)
    command = config.get("command")
    if command is not None and (not isinstance(command, str) or not command.strip()):
        raise bundle_error("The bundle's manifest: 'server.mcp_config.command' must be the program, as text.")
    args = _texts(config.get("args"), "'server.mcp_config.args'")
    env = config.get("env") or {}
    if not isinstance(env, dict) or not all(isinstance(v, str) for v in env.values()):
        raise bundle_error("The bundle's manifest: 'server.mcp_config.env' must map names to text.")
    options_doc = document.get("user_config") or {}
    if not isinstance(options_doc, dict):
        raise bundle_error("The bundle's manifest: 'user_config' must be an object.")
    tools: list[tuple[str, str]] = []
    for tool in document.get("tools") or []:
        if isinstance(tool, dict) and isinstance(tool.get("name"), str):
            tools.append((tool["name"], str(tool.get("description") or "")))
    prompts = [
        p["name"]
        for p in document.get("prompts") or []
        if isinstance(p, dict) and isinstance(p.get("name"), str)
    ]
    compatibility = document.get("compatibility") or {}
    if not isinstance(compatibility, dict):
        raise bundle_error("The bundle's manifest: 'compatibility' must be an object.")
    runtimes = compatibility.get("runtimes") or {}
    return Manifest(
        manifest_version=str(version), name=name, version=_text(document, "version", required=True),
        description=_text(document, "description"), author=_author(document.get("author", "")),
        server_type=kind, entry_point=entry_point, command=command, args=args,
        env={str(k): v for k, v in env.items()}, display_name=_text(document, "display_name"),
        options=tuple(_option(str(k), v) for k, v in options_doc.items()), tools=tuple(tools),
        prompts=tuple(prompts),
        platforms=_texts(compatibility.get("platforms"), "'compatibility.platforms'"),
        runtimes={str(k): str(v) for k, v in runtimes.items()} if isinstance(runtimes, dict) else {},
    )  # fmt: skip


def read_bundle(path: Path, platform: str) -> Bundle:
    """The bundle at ``path``, checked (its entries and manifest), without unpacking or running anything."""
    try:
        with zipfile.ZipFile(path) as archive:
            files, total = check_entries(archive, path)
            if MANIFEST not in files:
                raise bundle_error(f"{path.name} has no manifest.json at its top: it is not an MCP Bundle.")
            info = archive.getinfo(MANIFEST)
            if info.file_size > MAX_MANIFEST_BYTES:
                raise bundle_error(f"The manifest of {path.name} is larger than 1 MB.")
            with archive.open(info) as handle:
                raw = handle.read(MAX_MANIFEST_BYTES + 1)
    except FileNotFoundError:
        raise UserFacingError(ErrorKind.NOT_FOUND, f"There is no file {path}.", "Check the path.") from None
    except IsADirectoryError:
        raise UserFacingError(ErrorKind.USAGE, f"{path} is a folder, not a .mcpb file.", "") from None
    except (zipfile.BadZipFile, zipfile.LargeZipFile, EOFError):
        raise bundle_error(f"{path.name} is not an MCP Bundle: it is not a zip archive.") from None
    except (OSError, NotImplementedError, RuntimeError) as exc:  # an unreadable file, an unknown compression
        raise bundle_error(f"Could not read {path.name}: {exc}.") from None
    try:
        document = json.loads(raw.decode("utf-8-sig"))
    except UnicodeDecodeError:
        raise bundle_error(f"The manifest of {path.name} is not UTF-8 text.") from None
    except json.JSONDecodeError as exc:
        raise bundle_error(
            f"The manifest of {path.name} is not valid JSON: {exc.msg} at line {exc.lineno}, "
            f"column {exc.colno}."
        ) from None
    return Bundle(path, parse_manifest(document, platform), files, total)


# ---- unpacking ----


def _copy(archive: zipfile.ZipFile, info: zipfile.ZipInfo, target: Path, budget: int) -> int:
    """One entry written to ``target``; returns the bytes written (never more than declared or ``budget``)."""
    written = 0
    with archive.open(info) as source, target.open("xb") as out:
        while chunk := source.read(_CHUNK):
            written += len(chunk)
            if written > info.file_size or written > budget:
                raise bundle_error(f"The entry {info.filename!r} holds more than the bundle says it does.")
            out.write(chunk)
    mode = info.external_attr >> 16
    target.chmod(0o755 if mode & 0o111 else 0o644)
    return written


def unpack(bundle: Bundle, folder: Path) -> Path:
    """The bundle's files written into ``folder`` (replacing what was there), through a temporary folder in
    the same parent, renamed into place once complete. Nothing is run."""
    folder.parent.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix=".unpacking-", dir=folder.parent))
    try:
        budget = MAX_TOTAL_BYTES
        root = work.resolve()
        with zipfile.ZipFile(bundle.path) as archive:
            check_entries(archive, bundle.path)  # the file may have changed since it was read
            for info in archive.infolist():
                target = (work / PurePosixPath(info.filename)).resolve()
                if not target.is_relative_to(root) or target == root:
                    raise bundle_error(f"The entry {info.filename!r} points outside the bundle's folder.")
                if info.is_dir():
                    target.mkdir(parents=True, exist_ok=True)
                    continue
                target.parent.mkdir(parents=True, exist_ok=True)
                budget -= _copy(archive, info, target, budget)
        old = None
        if folder.exists():
            old = folder.with_name(f".replaced-{folder.name}-{work.name}")
            folder.rename(old)
        work.rename(folder)
        if old is not None:
            shutil.rmtree(old, ignore_errors=True)
    except (OSError, RuntimeError, NotImplementedError, zipfile.BadZipFile) as exc:
        shutil.rmtree(work, ignore_errors=True)
        raise bundle_error(f"Could not unpack {bundle.path.name} into {folder}: {exc}.") from None
    except BaseException:
        shutil.rmtree(work, ignore_errors=True)
        raise
    log.info("Unpacked %s into %s", bundle.path.name, folder)
    return folder


def remove_folder(folder: Path, parent: Path) -> bool:
    """Remove an unpacked bundle's folder, only when it is directly inside ``parent``; True when removed."""
    with contextlib.suppress(OSError):
        if folder.resolve().parent == parent.resolve() and folder.is_dir() and not folder.is_symlink():
            shutil.rmtree(folder)
            return True
    return False
