"""Servers from an MCP Registry made into the app's own server entries: the command that runs a package, with
its version pinned (``npx -y pkg@1.2.3``, ``uvx pkg==1.2.3``, ``docker run -i --rm image:tag``), or a remote
server's address, and the values it needs.

A registry entry is untrusted text. The command is an argument vector (never a shell line) and what is shown
is what is stored and run; identifiers and versions must be valid for their registry (no ranges, no
``latest``, nothing that could pass for an option), runtime arguments that could change which package runs
(npx, uvx) or free a container (``--privileged``) are refused, and so are variables that steer a runtime or
the loader (``PATH``, ``LD_PRELOAD``, ``NODE_OPTIONS``, ``npm_config_*``...). Secret values go to the keyring
(mcp.json names them: `desktop_agent.tools.mcp.kept_values`); the entry records the registry, the server's
name and version it came from, so `mcp update` can move it to the latest.
"""

from __future__ import annotations

import asyncio
import logging
import re
import shlex
import shutil
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from desktop_agent.domain.display import visible
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.tools.mcp import kept_values
from desktop_agent.tools.mcp.config import ServerConfig, check_name
from desktop_agent.tools.mcp.env import is_secret_name
from desktop_agent.tools.mcp.registry import (
    OFFICIAL_REGISTRY,
    Input,
    Package,
    RegistryClient,
    RegistryEntry,
    Remote,
)

if TYPE_CHECKING:
    from desktop_agent.secrets.base import SecretStore
    from desktop_agent.tools.mcp.manager import McpManager

__all__ = [
    "OFFICIAL_REGISTRY",
    "InstallPlan",
    "Need",
    "RegistryClient",
    "RegistryEntry",
    "origin_of",
    "plan_install",
    "server_config",
    "shown_command",
]

log = logging.getLogger(__name__)

ORIGIN_KEY = "registry"
"""The key of a server's entry in mcp.json recording where it came from."""
KINDS = ("npm", "pypi", "oci", "remote")
_NPM_NAME = re.compile(r"^(@[a-z0-9][a-z0-9._~-]*/)?[a-z0-9][a-z0-9._~-]*$", re.IGNORECASE)
_SEMVER = re.compile(
    r"^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?(\+[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?$"
)
_PYPI_NAME = re.compile(r"^[A-Za-z0-9]([A-Za-z0-9._-]*[A-Za-z0-9])?$")
_PEP440 = re.compile(
    r"^([1-9]\d*!)?\d+(\.\d+)*((a|b|rc)\d+)?(\.post\d+)?(\.dev\d+)?(\+[a-z0-9]+(\.[a-z0-9]+)*)?$"
)
_IMAGE = re.compile(
    r"^[a-z0-9]+([._-][a-z0-9]+)*(:\d+)?(/[a-z0-9]+([._-]+[a-z0-9]+)*)*"
    r"(:(?P<tag>[A-Za-z0-9_][A-Za-z0-9._-]{0,127}))?(@sha256:[a-f0-9]{64})?$"
)
_ENV_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]{0,127}$")
_HEADER_NAME = re.compile(r"^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,128}$")
_FLAG = re.compile(r"^-{1,2}[A-Za-z0-9][A-Za-z0-9_.-]*$")
_STEERING = frozenset(
    {
        "PATH", "HOME", "SHELL", "IFS", "ENV", "BASH_ENV", "PS4", "PROMPT_COMMAND", "TMPDIR", "USER",
        "NODE_OPTIONS", "NODE_PATH", "NODE_EXTRA_CA_CERTS", "PYTHONPATH", "PYTHONHOME", "PYTHONSTARTUP",
        "PYTHONUSERBASE", "PYTHONSAFEPATH", "PERL5OPT", "PERL5LIB", "RUBYOPT", "RUBYLIB",
        "JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "GIT_SSH_COMMAND", "SSL_CERT_FILE", "SSL_CERT_DIR",
        "REQUESTS_CA_BUNDLE", "CURL_CA_BUNDLE", "HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "NO_PROXY",
    }
)  # fmt: skip
_STEERING_PREFIXES = ("LD_", "DYLD_", "NPM_CONFIG_", "UV_", "PIP_", "PIPX_", "DOCKER_", "DESKTOP_AGENT")
_CONTAINER_ESCAPES = frozenset(
    {
        "--privileged", "--cap-add", "--device", "--pid", "--ipc", "--uts", "--userns", "--cgroupns",
        "--security-opt", "--volumes-from", "--runtime", "--add-host", "--entrypoint",
    }
)  # fmt: skip
SANDBOX_CACHES = {
    "npm": {"npm_config_cache": "/tmp/desktop-agent-npm", "npm_config_update_notifier": "false"},
    "pypi": {"UV_CACHE_DIR": "/tmp/desktop-agent-uv", "PIPX_HOME": "/tmp/desktop-agent-pipx"},
}
"""A sandboxed server's home folder is read-only: its runner keeps its downloads in the sandbox's /tmp."""

Which = Callable[[str], str | None]


@dataclass(frozen=True, slots=True)
class Need:
    """A value the person gives at installation: an environment variable or a header."""

    name: str
    description: str
    required: bool
    secret: bool
    default: str | None
    where: str = "variable"
    """``variable`` or ``header``."""
    template: str = ""
    """A header's value with ``{value}`` where the person's goes (``Bearer {value}``)."""


@dataclass(frozen=True, slots=True)
class InstallPlan:
    """What installing a registry entry would add: shown to the person before anything is stored."""

    entry: RegistryEntry
    registry: str
    kind: str
    """npm, pypi, oci or remote."""
    name: str
    """The server's name in the app."""
    argv: tuple[str, ...] = ()
    url: str | None = None
    fixed_env: Mapping[str, str] = field(default_factory=dict)
    """Values the entry fixes or defaults, and the runner's own (its cache in the sandbox)."""
    fixed_headers: Mapping[str, str] = field(default_factory=dict)
    needs: tuple[Need, ...] = ()
    sandboxed: bool = True
    others: tuple[str, ...] = ()
    """Why the other ways the entry offers were not chosen."""

    @property
    def identifier(self) -> str:
        return next((p.identifier for p in self.entry.packages if p.registry_type == self.kind), "")


def shown_command(argv: tuple[str, ...] | list[str]) -> str:
    """The command as one line a person can read and paste: each argument quoted when it needs it, and
    nothing in it can act on the terminal."""
    return visible(shlex.join(argv))


def origin_of(server: ServerConfig) -> dict[str, str] | None:
    """Where a server was installed from (registry, name, version, kind), if it was."""
    origin = server.extra.get(ORIGIN_KEY)
    if isinstance(origin, dict) and all(isinstance(origin.get(k), str) for k in ("name", "version")):
        return {k: str(v) for k, v in origin.items() if isinstance(v, str)}
    return None


def default_name(entry: RegistryEntry) -> str:
    """The app's name for a server: the last part of its registry name, in safe characters."""
    tail = entry.name.rsplit("/", 1)[-1]
    return re.sub(r"[^A-Za-z0-9._-]+", "-", tail).strip("-.")[:64] or "server"


# ---- checking what the registry says ----


def _refuse(entry: RegistryEntry, why: str, action: str = "") -> UserFacingError:
    return UserFacingError(ErrorKind.CONFIG, visible(f"{entry.name} {entry.version}: {why}"), action)


def check_package(entry: RegistryEntry, package: Package) -> None:
    """Refuse an identifier or version that is not valid for its registry (the one pinned is run)."""
    kind, ident, version = package.registry_type, package.identifier, package.version
    if kind == "npm":
        ok = bool(_NPM_NAME.match(ident)) and len(ident) <= 214 and bool(_SEMVER.match(version))
    elif kind == "pypi":
        ok = bool(_PYPI_NAME.match(ident)) and bool(_PEP440.match(version))
    elif kind == "oci":
        match = _IMAGE.match(ident)
        tag = match.group("tag") if match else None
        ok = match is not None and ("@sha256:" in ident or (tag is not None and tag != "latest") or (
            tag is None and bool(_SEMVER.match(version) or _PEP440.match(version))
        ))  # fmt: skip
    else:
        ok = False
    if not ok:
        raise _refuse(
            entry, f"the {kind} package {ident!r} version {version!r} is not a valid, pinned {kind} package.",
            "Nothing was installed. Tell the server's publisher, or choose another way with --use.",
        )  # fmt: skip


def _check_variable(entry: RegistryEntry, name: str) -> None:
    upper = name.upper()
    if not _ENV_NAME.match(name) or upper in _STEERING or upper.startswith(_STEERING_PREFIXES):
        raise _refuse(
            entry, f"it asks to set the environment variable {name!r}, which would change how its runner "
            "or the system loads programs. It was not installed.",
        )  # fmt: skip


def _fill(template: str, variables: Mapping[str, Input], given: Mapping[str, str]) -> str | None:
    """``{name}`` in a value replaced from what the person gave or the variable's default; None when a
    required one is missing."""
    missing = False

    def one(match: re.Match[str]) -> str:
        nonlocal missing
        key = match.group(1)
        var = variables.get(key)
        if var is None:
            return match.group(0)
        value = given.get(key) or var.value or var.default
        if value is None:
            missing = missing or var.required
            return ""
        return value

    filled = re.sub(r"\{([A-Za-z0-9_.-]+)\}", one, template)
    return None if missing else filled


def arguments(entry: RegistryEntry, inputs: tuple[Input, ...], given: Mapping[str, str]) -> list[str]:
    """The argument vector of server.json's arguments: a fixed value, else what the person gave
    (``--arg NAME=VALUE``), else the default; a required one with none is a clear error."""
    out: list[str] = []
    for arg in inputs:
        value = given.get(arg.name)
        if value is None and arg.value is not None:
            value = _fill(arg.value, arg.variables, given)
        if value is None:
            value = arg.default
        if arg.kind == "named" and not _FLAG.match(arg.name):
            raise _refuse(entry, f"its argument {arg.name!r} is not an option name.")
        if value is None:
            if arg.required:
                raise UserFacingError(
                    ErrorKind.USAGE,
                    visible(f"{entry.name} needs the argument {arg.name}: {arg.description}"),
                    f"Give it with --arg {visible(arg.name)}=VALUE.",
                )
            continue
        if "\0" in value:
            raise _refuse(entry, f"the argument {arg.name!r} holds a NUL character.")
        out.extend([arg.name, value] if arg.kind == "named" else [value])
    return out


# ---- the plan ----


def _frees_container(arg: str, after: list[str]) -> bool:
    flag, _, value = arg.partition("=")
    if flag in _CONTAINER_ESCAPES:
        return True
    return flag in ("--network", "--net") and "host" in (value, *after)


def _runner(kind: str, which: Which) -> str | None:
    """The program that runs this kind of package here, or None."""
    programs = {"npm": ("npx",), "pypi": ("uvx", "pipx"), "oci": ("docker",)}.get(kind, ())
    return next((p for p in programs if which(p)), None)


_MISSING = {
    "npm": "npx (it comes with Node.js) is not installed",
    "pypi": "neither uvx (uv) nor pipx is installed",
    "oci": "docker is not installed",
}


def _choose(entry: RegistryEntry, use: str | None, which: Which) -> tuple[str, Package | Remote, list[str]]:
    skipped: list[str] = []
    for kind in (use,) if use else KINDS:
        if kind == "remote":
            for remote in entry.remotes:
                if remote.type in ("streamable-http", "streamableHttp", "http"):
                    return kind, remote, skipped
                skipped.append(f"a remote server over {remote.type} (this app speaks streamable HTTP)")
            continue
        for package in entry.packages:
            if package.registry_type != kind:
                continue
            check_package(entry, package)
            if package.transport != "stdio":
                skipped.append(f"the {kind} package (it is reached over {package.transport})")
            elif _runner(kind, which) is None:
                skipped.append(f"the {kind} package ({_MISSING[kind]})")
            else:
                return kind, package, skipped
    others = {p.registry_type for p in entry.packages} - set(KINDS)
    skipped += [f"the {k} package (not supported yet)" for k in sorted(others)]
    if use and not any(use in s for s in skipped):
        skipped.append(f"it offers no {use} package" if use != "remote" else "it offers no remote server")
    ways = "; ".join(skipped) or "it has no packages or remotes"
    raise _refuse(
        entry,
        f"there is no way to run it here: {ways}.",
        "Install what it needs (Node.js, uv, docker), or choose another way with --use npm|pypi|oci|remote.",
    )


def _need(entry: RegistryEntry, item: Input, where: str) -> tuple[Need | None, str | None]:
    """What the person must give for an input, or its fixed value."""
    if where == "variable":
        _check_variable(entry, item.name)
    elif not _HEADER_NAME.match(item.name):
        raise _refuse(entry, f"its header name {item.name!r} is not a valid header name.")
    secret = item.secret or is_secret_name(item.name)
    template = ""
    if item.value is not None:
        names = re.findall(r"\{([A-Za-z0-9_.-]+)\}", item.value)
        if not names or not item.variables:
            return None, item.value  # fixed by the publisher
        template = re.sub(r"\{[A-Za-z0-9_.-]+\}", "{value}", item.value, count=1)
        inner = item.variables.get(names[0])
        secret = secret or bool(inner and inner.secret)
    return Need(item.name, item.description, item.required, secret, item.default, where, template), None


def plan_install(
    entry: RegistryEntry,
    *,
    registry: str,
    name: str | None = None,
    use: str | None = None,
    given_arguments: Mapping[str, str] | None = None,
    sandboxed: bool = True,
    which: Which = shutil.which,
) -> InstallPlan:
    """How the entry would run here, before anything is stored; refuses what is unsafe or cannot run."""
    if use is not None and use not in KINDS:
        raise UserFacingError(ErrorKind.USAGE, f"--use takes one of {', '.join(KINDS)}.")
    server_name = name or default_name(entry)
    problem = check_name(server_name)
    if problem is not None:
        raise UserFacingError(ErrorKind.USAGE, problem, "Choose another with --name NAME.")
    if entry.status == "deleted":
        raise _refuse(
            entry, "the registry marks it deleted (often: malware or spam).", "Nothing was installed."
        )
    kind, chosen, skipped = _choose(entry, use, which)
    given = dict(given_arguments or {})
    needs: list[Need] = []
    fixed: dict[str, str] = {}
    if isinstance(chosen, Remote):
        url = _fill(chosen.url, {}, given) or chosen.url
        if not re.match(r"^https://[^\s/{}]+[^\s{}]*$", url) and not re.match(
            r"^http://(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(/[^\s{}]*)?$", url
        ):
            raise _refuse(entry, f"its address {url!r} is not an https:// address.")
        for header in chosen.headers:
            need, value = _need(entry, header, "header")
            if need is not None:
                needs.append(need)
            elif value is not None:
                fixed[header.name] = value
        return InstallPlan(
            entry, registry, kind, server_name, url=url, fixed_headers=fixed, needs=tuple(needs),
            sandboxed=False, others=tuple(skipped),
        )  # fmt: skip
    check_package(entry, chosen)
    runner = _runner(kind, which)
    assert runner is not None
    for variable in chosen.environment:
        need, value = _need(entry, variable, "variable")
        if need is not None:
            needs.append(need)
        elif value is not None:
            fixed[variable.name] = value
    package_args = arguments(entry, chosen.package_arguments, given)
    if kind == "oci":
        runtime = arguments(entry, chosen.runtime_arguments, given)
        bad = [a for i, a in enumerate(runtime) if _frees_container(a, runtime[i + 1 : i + 2])]
        if bad:
            raise _refuse(entry, f"its docker options {', '.join(map(repr, bad))} would free the container.")
        image = chosen.identifier
        match = _IMAGE.match(image)
        if "@sha256:" not in image and match is not None and match.group("tag") is None:
            image = f"{image}:{chosen.version}"
        passed = [part for n in [*fixed, *(x.name for x in needs)] for part in ("-e", n)]
        argv = ["docker", "run", "-i", "--rm", *runtime, *passed, image, *package_args]
        sandboxed = False  # confined by its container: the app's sandbox would keep docker from its daemon
    else:
        if chosen.runtime_arguments:
            raise _refuse(
                entry, f"it gives {runner} options of its own, which could change which package runs. "
                "It was not installed.", "Choose another way with --use, or add the server yourself.",
            )  # fmt: skip
        pinned = (
            f"{chosen.identifier}@{chosen.version}"
            if kind == "npm"
            else f"{chosen.identifier}=={chosen.version}"
        )
        if runner == "npx":
            argv = ["npx", "-y", pinned, *package_args]
        elif runner == "uvx":
            argv = ["uvx", pinned, *package_args]
        else:
            argv = ["pipx", "run", "--spec", pinned, chosen.identifier, *package_args]
        if sandboxed:
            fixed = {**fixed, **SANDBOX_CACHES[kind]}
    return InstallPlan(
        entry, registry, kind, server_name, argv=tuple(argv), fixed_env=fixed, needs=tuple(needs),
        sandboxed=sandboxed, others=tuple(skipped),
    )  # fmt: skip


def server_config(
    plan: InstallPlan,
    values: Mapping[str, str],
    keep: ServerConfig | None = None,
    kept: Mapping[str, str] | None = None,
) -> ServerConfig:
    """The server entry: fixed values as they are, the person's secret values as keyring references (they
    are kept in the keyring by the caller: `secret_entries`), the origin recorded. ``keep``: the entry it
    replaces (its values, sandbox choice and other keys stay)."""
    env = dict(plan.fixed_env)
    headers = dict(plan.fixed_headers)
    for need in plan.needs:
        value = values.get(need.name)
        if value is None:
            if kept and need.name in kept:  # the replaced entry's value, as it was stored
                (headers if need.where == "header" else env)[need.name] = kept[need.name]
            continue
        if need.secret:
            value = kept_values.reference(kept_values.entry_name(plan.name, need.name))
        elif need.template:
            value = need.template.replace("{value}", value)
        (headers if need.where == "header" else env)[need.name] = value
    origin: dict[str, Any] = {
        "url": plan.registry, "name": plan.entry.name, "version": plan.entry.version, "kind": plan.kind,
    }  # fmt: skip
    extra = {**(dict(keep.extra) if keep else {}), ORIGIN_KEY: origin}
    if plan.url is not None:
        return ServerConfig(plan.name, url=plan.url, headers=headers, extra=extra)
    base = ServerConfig(plan.name, command=plan.argv[0], args=plan.argv[1:], env=env, extra=extra)
    if keep is not None:
        return replace(base, cwd=keep.cwd, sandboxed=keep.sandboxed, sandbox_network=keep.sandbox_network,
                       disabled=keep.disabled, timeout_s=keep.timeout_s)  # fmt: skip
    return replace(base, sandboxed=plan.sandboxed, sandbox_network=plan.sandboxed)


def secret_entries(plan: InstallPlan, values: Mapping[str, str]) -> dict[str, str]:
    """The keyring entries to write: entry name → the person's secret value."""
    out: dict[str, str] = {}
    for need in plan.needs:
        value = values.get(need.name)
        if need.secret and value is not None:
            out[kept_values.entry_name(plan.name, need.name)] = (
                need.template.replace("{value}", value) if need.template else value
            )
    return out


async def apply(
    mcp: McpManager,
    keys: SecretStore,
    plan: InstallPlan,
    values: Mapping[str, str],
    keep: ServerConfig | None = None,
    kept: Mapping[str, str] | None = None,
) -> ServerConfig:
    """Keep the secret values in the keyring, then add (or replace) the server and start it. Nothing is
    written to mcp.json when the keyring refuses."""
    secrets = secret_entries(plan, values)
    if secrets:

        def keep_all() -> None:
            for entry, value in secrets.items():
                keys.set(entry, value)

        await asyncio.to_thread(keep_all)
    server = server_config(plan, values, keep, kept)
    await mcp.put_server(server, old_name=keep.name if keep else None)
    if keep is not None:
        await mcp.forget_kept_values(keep, server)
    log.info("Installed %s %s from %s as %r", plan.entry.name, plan.entry.version, plan.registry, plan.name)
    return server
