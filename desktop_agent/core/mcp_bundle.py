"""MCP Bundles (``.mcpb``) made into the app's own server entries, for the command line and the window: the
plan (what the bundle is, the settings it asks for, the exact command it would run), then the installation
(the bundle unpacked into a folder of its own, secret settings kept in the keyring, the server added like
any other command server, in the sandbox).

The manifest's command is resolved once, at planning: a program named bare (``python``, ``node``, ``uv``) is
looked up on PATH, one named as a path must be a file of the bundle; ``${__dirname}`` becomes the bundle's
folder, ``${HOME}``, ``${DESKTOP}``, ``${DOCUMENTS}``, ``${DOWNLOADS}``, ``${pathSeparator}`` (``${/}``) the
person's own, ``${user_config.KEY}`` the value given (a list becomes several arguments). What is shown is
what is stored and run. A sensitive setting never reaches mcp.json or a command line: the variable that
holds it names a keyring entry (`desktop_agent.tools.mcp.kept_values`), filled in when the server starts;
a manifest that would pass one as an argument is refused. Any other ``${...}`` left in the manifest is
refused too, so a bundle cannot make the app hand it a variable of its own environment.
"""

from __future__ import annotations

import asyncio
import logging
import os
import re
import shutil
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING, Any

from desktop_agent.core.mcp_install import SANDBOX_CACHES, shown_command
from desktop_agent.domain.display import visible
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.tools.mcp import kept_values
from desktop_agent.tools.mcp.bundle import (
    MAX_TOTAL_BYTES,
    Bundle,
    Manifest,
    Option,
    Value,
    bundle_error,
    read_bundle,
    remove_folder,
    unpack,
)
from desktop_agent.tools.mcp.config import ServerConfig, check_name

if TYPE_CHECKING:
    from desktop_agent.secrets.base import SecretStore
    from desktop_agent.tools.mcp.manager import McpManager

__all__ = [
    "MAX_TOTAL_BYTES",
    "Bundle",
    "BundlePlan",
    "Filled",
    "Manifest",
    "Option",
    "Value",
    "bundles_folder",
    "fill",
    "install",
    "origin_of",
    "plan_bundle",
    "remove_unpacked",
    "settle",
    "shown_command",
]

log = logging.getLogger(__name__)

ORIGIN_KEY = "bundle"
"""The key of a server's entry in mcp.json recording the bundle it came from and its folder."""
FOLDER_NAME = "mcp-bundles"
_PLACEHOLDER = re.compile(r"\$\{([^{}]*)\}")
_ENV_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]{0,127}$")
_SAFE = re.compile(r"[^A-Za-z0-9._-]+")
_TRUE, _FALSE = ("true", "yes", "1", "on"), ("false", "no", "0", "off")
_PLATFORM_NAMES = {"darwin": "macOS", "win32": "Windows", "linux": "Linux"}

Which = Callable[[str], str | None]


@dataclass(frozen=True, slots=True)
class BundlePlan:
    """What installing a bundle would add, shown before anything is unpacked or stored."""

    bundle: Bundle
    name: str
    """The server's name in the app."""
    folder: Path
    """Where the bundle is unpacked (``${__dirname}``)."""
    command: str
    """The program, resolved (an absolute path)."""
    args: tuple[str, ...]
    """The arguments, ``${user_config.KEY}`` not yet filled."""
    env: Mapping[str, str] = field(default_factory=dict)
    sandboxed: bool = True
    replaces: bool = False
    """A server of that name exists: installing replaces it."""

    @property
    def manifest(self) -> Manifest:
        return self.bundle.manifest

    @property
    def options(self) -> tuple[Option, ...]:
        return self.bundle.manifest.options


@dataclass(frozen=True, slots=True)
class Filled:
    """The command with the person's values in it."""

    argv: tuple[str, ...]
    env: Mapping[str, str]
    """As stored: a variable holding a sensitive value names its keyring entry."""
    secrets: Mapping[str, str]
    """Keyring entry → value (written at installation)."""
    shown_env: Mapping[str, str]
    """As shown: a secret's value replaced by words saying where it is kept."""

    def command_line(self) -> str:
        return shown_command(self.argv)


def bundles_folder(manager: McpManager) -> Path:
    """Where bundles are unpacked: next to the app's mcp.json (the data folder with ``--data-dir``)."""
    return manager.config_file.parent / FOLDER_NAME


def origin_of(server: ServerConfig) -> dict[str, str] | None:
    """The bundle a server was installed from (name, version, folder), if it was."""
    origin = server.extra.get(ORIGIN_KEY)
    if isinstance(origin, dict) and all(
        isinstance(origin.get(k), str) for k in ("name", "version", "folder")
    ):
        return {k: str(v) for k, v in origin.items() if isinstance(v, str)}
    return None


def remove_unpacked(server: ServerConfig, bundles: Path) -> bool:
    """Remove the unpacked folder of a server installed from a bundle (only inside ``bundles``)."""
    origin = origin_of(server)
    return origin is not None and remove_folder(Path(origin["folder"]), bundles)


async def remove_server(manager: McpManager, name: str) -> None:
    """`mcp remove` and the page's Remove: the server, its keyring entries, and — for one installed from a
    bundle — its unpacked folder (once the server has stopped)."""
    server = manager.config.servers.get(name)
    await manager.remove_server(name)
    if server is not None:
        await asyncio.to_thread(remove_unpacked, server, bundles_folder(manager))


# ---- substitution ----


def _places() -> dict[str, str]:
    home = Path.home()
    return {
        "HOME": str(home), "DESKTOP": str(home / "Desktop"), "DOCUMENTS": str(home / "Documents"),
        "DOWNLOADS": str(home / "Downloads"), "pathSeparator": os.sep, "/": os.sep,
    }  # fmt: skip


def _substitute(text: str, fixed: Mapping[str, str], values: Mapping[str, str] | None, what: str) -> str:
    """``${...}`` replaced; ``values`` None leaves ``${user_config.KEY}`` for later. Anything else unknown
    is refused."""

    def one(match: re.Match[str]) -> str:
        key = match.group(1)
        if key in fixed:
            return fixed[key]
        if key.startswith("user_config."):
            if values is None:
                return match.group(0)
            return values.get(key.removeprefix("user_config."), "")
        raise bundle_error(
            f"The bundle's {what} uses ${{{key}}}, which this app does not fill in.",
            "Nothing was installed. A bundle may use ${__dirname}, ${HOME}, ${DESKTOP}, ${DOCUMENTS}, "
            "${DOWNLOADS}, ${pathSeparator} and ${user_config.KEY}.",
        )

    return _PLACEHOLDER.sub(one, text)


def _keys_in(text: str) -> list[str]:
    return [
        k.removeprefix("user_config.") for k in _PLACEHOLDER.findall(text) if k.startswith("user_config.")
    ]


def _inside(folder: Path, text: str, what: str) -> str:
    """A path of the bundle, normalised; refused when it leaves the bundle's folder."""
    path = Path(os.path.normpath(folder / text))  # an absolute ``text`` stays as it is
    if not path.is_relative_to(folder):
        raise bundle_error(f"The bundle's {what} {text!r} points outside the bundle's folder.")
    return str(path)


def _file_of(bundle: Bundle, folder: Path, text: str, what: str) -> str:
    path = Path(_inside(folder, text, what))
    relative = PurePosixPath(*path.relative_to(folder).parts).as_posix() if path != folder else ""
    if relative not in bundle.files:
        raise bundle_error(f"The bundle's {what} {text!r} is not a file of the bundle.")
    return str(path)


# ---- the plan ----


def _default_command(manifest: Manifest, folder: Path) -> tuple[str, list[str]]:
    entry = str(folder / manifest.entry_point) if manifest.entry_point else ""
    if not entry:
        raise bundle_error(
            "The bundle's manifest names neither a command nor an entry point: nothing to run."
        )
    if manifest.server_type == "python":
        return "python", [entry]
    if manifest.server_type == "node":
        return "node", [entry]
    if manifest.server_type == "uv":
        return "uv", ["run", "--directory", str(folder), entry]
    return entry, []


def _resolve(bundle: Bundle, folder: Path, command: str, which: Which) -> str:
    manifest = bundle.manifest
    if "/" in command or os.sep in command or manifest.server_type == "binary":
        return _file_of(bundle, folder, command, "command")
    found = which(command)
    if found is None:
        raise bundle_error(
            f"The bundle runs {command!r}, which is not installed here (or not on PATH).",
            f"Nothing was installed. Install {command} first, then the bundle again.",
        )
    return found


def plan_bundle(
    path: Path,
    *,
    bundles: Path,
    name: str | None = None,
    existing: tuple[str, ...] = (),
    sandboxed: bool = True,
    platform: str = sys.platform,
    which: Which = shutil.which,
) -> BundlePlan:
    """Read and check the bundle at ``path`` (nothing unpacked or run) and say how it would run here."""
    bundle = read_bundle(path, platform)
    manifest = bundle.manifest
    if manifest.platforms and platform not in manifest.platforms:
        supported = ", ".join(_PLATFORM_NAMES.get(p, p) for p in manifest.platforms)
        here = _PLATFORM_NAMES.get(platform, platform)
        raise bundle_error(visible(f"{manifest.title} runs only on {supported}, not on {here}."))
    server_name = name or _SAFE.sub("-", manifest.name).strip("-.")[:64] or "bundle"
    problem = check_name(server_name)
    if problem is not None:
        raise UserFacingError(ErrorKind.USAGE, problem, "Choose another with --as NAME.")
    version = _SAFE.sub("-", manifest.version).strip("-.")[:32] or "0"
    folder = bundles.resolve() / f"{_SAFE.sub('-', server_name).strip('-.') or 'bundle'}-{version}"
    if manifest.entry_point:
        _file_of(bundle, folder, manifest.entry_point, "entry point")
    fixed = {**_places(), "__dirname": str(folder)}
    if manifest.command is None:
        command, args = _default_command(manifest, folder)
    else:
        if _keys_in(manifest.command):
            raise bundle_error("The bundle's command depends on a setting: it must be a fixed program.")
        command = _substitute(manifest.command, fixed, None, "command")
        args = [_substitute(a, fixed, None, "arguments") for a in manifest.args]
    resolved = _resolve(bundle, folder, command, which)
    known = {o.key for o in manifest.options}
    sensitive = {o.key for o in manifest.options if o.sensitive}
    templates = manifest.args if manifest.command is not None else tuple(args)
    for arg, raw in zip(args, templates, strict=True):
        for key in _keys_in(arg):
            if key not in known:
                raise bundle_error(
                    f"The bundle's arguments use the setting {key!r}, which it does not declare."
                )
            if key in sensitive:
                raise bundle_error(
                    f"The bundle would pass its secret setting {key!r} on the command line, where other "
                    "programs on this computer can read it.",
                    "Nothing was installed. Tell its publisher to pass it in an environment variable.",
                )
        if "${__dirname}" in raw or (not arg.startswith("-") and ".." in PurePosixPath(arg).parts):
            _inside(folder, arg, "argument")  # a path of the bundle (relative ones: to its folder)
    env: dict[str, str] = {}
    for variable, value in manifest.env.items():
        if not _ENV_NAME.match(variable) or variable.upper().startswith("DESKTOP_AGENT"):
            raise bundle_error(f"The bundle's environment variable name {variable!r} cannot be used.")
        env[variable] = _substitute(value, fixed, None, f"variable {variable}")
        unknown = [k for k in _keys_in(value) if k not in known]
        if unknown:
            raise bundle_error(
                f"The bundle's variable {variable} uses the setting {unknown[0]!r}, which it does not "
                "declare."
            )
    if manifest.server_type == "uv" and sandboxed:
        env = {**SANDBOX_CACHES["pypi"], **env}
    return BundlePlan(
        bundle, server_name, folder, resolved, tuple(args), env, sandboxed, server_name in existing
    )


# ---- the person's values ----


def _number_text(value: float) -> str:
    return str(int(value)) if value.is_integer() else repr(value)


def default_of(option: Option) -> Value | None:
    """An option's default with ``${HOME}`` and the like filled in."""
    fixed = _places()
    default = option.default
    if isinstance(default, str):
        return _substitute(default, fixed, {}, f"default of {option.key}")
    if isinstance(default, list):
        return [_substitute(v, fixed, {}, f"default of {option.key}") for v in default]
    return default


def _convert(option: Option, raw: Value) -> Value:
    where = visible(f"The setting {option.title} ({option.key})")
    if option.type == "boolean":
        if isinstance(raw, bool):
            return raw
        text = str(raw).strip().lower()
        if text not in (*_TRUE, *_FALSE):
            raise UserFacingError(ErrorKind.USAGE, f"{where} is true or false, not {visible(str(raw))!r}.")
        return text in _TRUE
    if option.type == "number":
        try:
            number = float(raw) if not isinstance(raw, list) else float("nan")
        except ValueError:
            number = float("nan")
        if number != number or number in (float("inf"), float("-inf")):
            raise UserFacingError(ErrorKind.USAGE, f"{where} is a number, not {visible(str(raw))!r}.")
        if (option.minimum is not None and number < option.minimum) or (
            option.maximum is not None and number > option.maximum
        ):
            raise UserFacingError(
                ErrorKind.USAGE, f"{where} must be between {option.minimum} and {option.maximum}."
            )
        return number
    items = raw if isinstance(raw, list) else [str(raw)]
    if any("\0" in item for item in items):
        raise UserFacingError(ErrorKind.USAGE, f"{where}: the value holds a NUL character.")
    if option.type in ("directory", "file"):
        items = [str(Path(item).expanduser()) if item else item for item in items]
    if option.multiple:
        return [item for item in items if item]
    return items[0] if len(items) == 1 else " ".join(items)


def settle(plan: BundlePlan, given: Mapping[str, Value]) -> dict[str, Value]:
    """The value of each setting: given, else its default; a missing required one, or a key the bundle
    does not ask for, is a clear error."""
    options = {o.key: o for o in plan.options}
    unknown = sorted(set(given) - set(options))
    if unknown:
        raise UserFacingError(
            ErrorKind.USAGE, visible(f"{plan.manifest.title} has no setting {', '.join(unknown)}."),
            "Its settings: " + (visible(", ".join(options)) or "none"),
        )  # fmt: skip
    values: dict[str, Value] = {}
    missing: list[str] = []
    for key, option in options.items():
        raw = given.get(key)
        if raw is None or raw == "" or raw == []:
            raw = default_of(option)
        if raw is None or raw == "" or raw == []:
            if option.required:
                missing.append(key)
            continue
        values[key] = _convert(option, raw)
    if missing:
        raise UserFacingError(
            ErrorKind.USAGE, visible(f"{plan.manifest.title} needs the setting {', '.join(missing)}."),
            f"Give it with --set {visible(missing[0])}=VALUE.",
        )  # fmt: skip
    return values


def _as_text(value: Value) -> list[str]:
    if isinstance(value, bool):
        return ["true" if value else "false"]
    if isinstance(value, float):
        return [_number_text(value)]
    if isinstance(value, list):
        return list(value)
    return [value]


def fill(plan: BundlePlan, values: Mapping[str, Value]) -> Filled:
    """The command with the values in it; a variable holding a sensitive value names its keyring entry
    instead. A value that would be read as ``${VAR}`` of the app's environment is refused."""
    sensitive = {o.key for o in plan.options if o.sensitive}
    texts = {k: _as_text(v) for k, v in values.items()}
    joined = {k: ",".join(v) for k, v in texts.items()}
    argv: list[str] = [plan.command]
    for arg in plan.args:
        keys = _keys_in(arg)
        if len(keys) == 1 and arg == "${user_config." + keys[0] + "}":
            argv.extend(texts.get(keys[0], []))  # a list: one argument each; nothing given: no argument
        else:
            argv.append(_substitute(arg, {}, joined, "arguments"))
    env: dict[str, str] = {}
    shown: dict[str, str] = {}
    secrets: dict[str, str] = {}
    for variable, template in plan.env.items():
        value = _substitute(template, {}, joined, f"variable {variable}")
        given_secrets = {k for k in _keys_in(template) if k in sensitive and joined.get(k)}
        if given_secrets:  # an optional secret not given: the variable is plain (empty)
            entry = kept_values.entry_name(plan.name, variable)
            secrets[entry] = value
            env[variable] = kept_values.reference(entry)
            shown[variable] = "(secret, kept in the keyring)"
        else:
            env[variable] = shown[variable] = value
    for value in (*argv, *env.values()):
        if _PLACEHOLDER.search(value) and kept_values.referenced(value) is None:
            raise UserFacingError(
                ErrorKind.USAGE, visible(f"A value holds {value!r}: ${{...}} cannot be used in a setting."),
            )  # fmt: skip
    return Filled(tuple(argv), env, secrets, shown)


# ---- installing ----


async def install(
    manager: McpManager, keys: SecretStore, plan: BundlePlan, values: Mapping[str, Value]
) -> ServerConfig:
    """Unpack the bundle, keep its secret settings in the keyring, then add (or replace) the server and
    start it. Nothing is stored when unpacking or the keyring fails."""
    filled = fill(plan, values)
    await asyncio.to_thread(unpack, plan.bundle, plan.folder)
    if filled.secrets:

        def keep_all() -> None:
            for entry, value in filled.secrets.items():
                keys.set(entry, value)

        await asyncio.to_thread(keep_all)
    old = manager.config.servers.get(plan.name)
    manifest = plan.manifest
    origin: dict[str, Any] = {
        "name": manifest.name, "version": manifest.version, "folder": str(plan.folder),
        "file": plan.bundle.path.name,
    }  # fmt: skip
    extra = {k: v for k, v in (old.extra if old else {}).items() if k not in (ORIGIN_KEY, "registry")}
    server = ServerConfig(
        plan.name, command=filled.argv[0], args=filled.argv[1:], env=filled.env, cwd=str(plan.folder),
        sandboxed=plan.sandboxed, sandbox_network=plan.sandboxed, extra={**extra, ORIGIN_KEY: origin},
    )  # fmt: skip
    await manager.put_server(server)
    if old is not None:
        await manager.forget_kept_values(old, server)
        previous = origin_of(old)
        if previous is not None and Path(previous["folder"]) != plan.folder:
            await asyncio.to_thread(remove_folder, Path(previous["folder"]), plan.folder.parent)
    log.info("Installed the bundle %s %s as %r", manifest.name, manifest.version, plan.name)
    return server
