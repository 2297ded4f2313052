"""`desktop-agent mcp search|show|install|update`: servers from an MCP Registry (the official one, or the one
the `mcp_registry` setting or `--registry URL` names).

`install` shows the exact command (or address) the server would run with, and the values it needs, and asks
before adding it (`--yes` does not ask); secret values are asked without echo (or given with
`--env NAME=VALUE`, or `--env NAME` to take the variable from this environment) and kept in the keyring.
A command server runs in the sandbox (with the network, so its runner can fetch the pinned package) unless
`--no-sandbox`.
`update` moves an installed server to the registry's latest version, showing what changes. Removing is
`mcp remove NAME`, which also forgets its values in the keyring.

Everything a registry says is untrusted: it is printed with control characters shown by name.
"""

from __future__ import annotations

import argparse
import getpass
import json
import os
import sys
from typing import Any, TextIO

from desktop_agent.cli.errors import EXIT_CANCELLED, EXIT_FAILED, EXIT_OK
from desktop_agent.core import mcp_install
from desktop_agent.core.app_core import AppCore
from desktop_agent.core.mcp import ServerConfig, ServerState
from desktop_agent.core.mcp_install import InstallPlan, Need, RegistryClient, RegistryEntry, shown_command
from desktop_agent.domain.display import visible
from desktop_agent.domain.errors import ErrorKind, UserFacingError

SEARCH_LIMIT = 30


def add_verbs(verbs: Any) -> None:
    """The registry's verbs, on `mcp`'s subparsers."""
    search = verbs.add_parser("search", help="search the MCP Registry for servers (by name)")
    search.add_argument("query", nargs="?", default="", help="a word of the server's name")
    search.add_argument("--limit", type=int, default=SEARCH_LIMIT, help="at most this many servers")
    show = verbs.add_parser("show", help="what a registry server is, needs and would run: NAME[@VERSION]")
    show.add_argument("name", metavar="NAME[@VERSION]")
    install = verbs.add_parser("install", help="install a server from the registry: NAME[@VERSION]")
    install.add_argument("name", metavar="NAME[@VERSION]")
    install.add_argument(
        "--as", dest="server_name", metavar="NAME", help="its name here (default: from the registry)"
    )
    update = verbs.add_parser(
        "update", help="move a server installed from the registry to its latest version"
    )
    update.add_argument("name")
    for parser in (show, install, update):
        parser.add_argument("--use", choices=mcp_install.KINDS, help="which of the entry's ways to run it")
        parser.add_argument(
            "--arg", action="append", default=[], metavar="NAME=VALUE", help="an argument it asks for"
        )
    for parser in (install, update):
        parser.add_argument(
            "--env", action="append", default=[], metavar="NAME[=VALUE]",
            help="a value it needs (a variable or header); NAME alone takes it from this environment",
        )  # fmt: skip
        parser.add_argument("--yes", action="store_true", help="do not ask before installing")
    install.add_argument("--no-sandbox", action="store_true", help="run the command outside the sandbox")
    for parser in (search, show, install, update):
        parser.add_argument(
            "--registry", metavar="URL", help="the registry to ask (default: the mcp_registry setting)"
        )


def _client(args: argparse.Namespace, core: AppCore, recorded: str | None = None) -> RegistryClient:
    return RegistryClient(args.registry or recorded or core.settings.mcp_registry)


def _name_version(text: str) -> tuple[str, str]:
    name, _, version = text.partition("@")
    return name, version or "latest"


def _pairs(values: list[str], what: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for value in values:
        key, sep, rest = value.partition("=")
        if not key:
            raise UserFacingError(ErrorKind.USAGE, f"{what} {value!r} is not NAME=VALUE.")
        if not sep:
            if what != "--env":
                raise UserFacingError(ErrorKind.USAGE, f"{what} {value!r} is not NAME=VALUE.")
            taken = os.environ.pop(key, None)  # out of this process's environment, like API keys
            if taken is None:
                raise UserFacingError(ErrorKind.USAGE, f"--env {key}: the variable {key} is not set here.")
            rest = taken
        if "\0" in rest:
            raise UserFacingError(ErrorKind.USAGE, f"{what} {key}: the value holds a NUL character.")
        out[key] = rest
    return out


# ---- search and show ----


def _kinds(entry: RegistryEntry) -> list[str]:
    kinds = [p.registry_type for p in entry.packages]
    kinds += ["remote"] if entry.remotes else []
    return list(dict.fromkeys(kinds))


def _summary(entry: RegistryEntry) -> dict[str, Any]:
    return {
        "name": entry.name, "version": entry.version, "title": entry.title, "description": entry.description,
        "publisher": entry.publisher, "repository": entry.repository, "kinds": _kinds(entry),
        "remote": bool(entry.remotes), "status": entry.status,
    }  # fmt: skip


async def search(args: argparse.Namespace, core: AppCore) -> int:
    client = _client(args, core)
    found = await client.search(args.query, limit=max(1, args.limit))
    if args.json:
        sys.stdout.write(
            json.dumps({"registry": client.base_url, "servers": [_summary(e) for e in found]}) + "\n"
        )
        return EXIT_OK
    if not found:
        sys.stdout.write(f"No server in {client.base_url} has {visible(args.query)!r} in its name.\n")
    for entry in found:
        kinds = ", ".join(_kinds(entry)) or "nothing to run"
        sys.stdout.write(f"{visible(entry.name)}  {visible(entry.version)}  [{visible(kinds)}]\n")
        if entry.description:
            sys.stdout.write(f"    {visible(entry.description)}\n")
        source = "  ·  ".join(x for x in (entry.publisher, entry.repository) if x)
        sys.stdout.write(f"    {visible(source)}\n")
    return EXIT_OK


def _plan(
    args: argparse.Namespace, core: AppCore, entry: RegistryEntry, client: RegistryClient, **kw: Any
) -> InstallPlan:
    return mcp_install.plan_install(
        entry, registry=client.base_url, use=args.use, given_arguments=_pairs(args.arg, "--arg"), **kw
    )


def _need_line(need: Need) -> str:
    traits = ["required" if need.required else "optional"]
    if need.secret:
        traits.append("secret: kept in the keyring")
    if need.default is not None and not need.secret:
        traits.append(f"default {need.default!r}")
    what = "header" if need.where == "header" else ""
    text = f"  {what + ' ' if what else ''}{need.name} ({', '.join(traits)})"
    return visible(text + (f": {need.description}" if need.description else ""))


def _plan_lines(plan: InstallPlan) -> list[str]:
    lines = []
    if plan.needs:
        lines.append("It needs:")
        lines += [_need_line(n) for n in plan.needs]
    if plan.url is not None:
        lines.append(f"It is a remote server; the app would connect to:\n  {visible(plan.url)}")
        lines += [visible(f"  header {k}: {v}") for k, v in plan.fixed_headers.items()]
        return lines
    where = "in the sandbox: its folder, a private /tmp, the network"
    if not plan.sandboxed:
        where = "in its container, not in the app's sandbox" if plan.kind == "oci" else "OUTSIDE the sandbox"
    lines.append(f"It would run this {plan.kind} package ({where}):\n  {shown_command(plan.argv)}")
    if plan.fixed_env:
        lines.append("  with " + visible(", ".join(f"{k}={v}" for k, v in plan.fixed_env.items())))
    return lines


def _describe(entry: RegistryEntry) -> list[str]:
    head = f"{entry.name} {entry.version}" + (f" ({entry.title})" if entry.title else "")
    lines = [head, f"  {entry.description}"] if entry.description else [head]
    lines.append(f"  Publisher: {entry.publisher}" + (f"  ·  {entry.repository}" if entry.repository else ""))
    if entry.status != "active":
        lines.append(f"  Status in the registry: {entry.status}")
    for package in entry.packages:
        lines.append(f"  Package: {package.registry_type} {package.identifier} {package.version}".rstrip())
    for remote in entry.remotes:
        lines.append(f"  Remote: {remote.type} {remote.url}")
    if not entry.remotes:
        lines.append("  Remote: no")
    return [visible(line) for line in lines]


async def show(args: argparse.Namespace, core: AppCore) -> int:
    client = _client(args, core)
    entry = await client.get(*_name_version(args.name))
    try:
        plan: InstallPlan | None = _plan(args, core, entry, client)
        problem = ""
    except UserFacingError as error:
        plan, problem = None, f"{error.message} {error.action}".strip()
    if args.json:
        body = _summary(entry) | {
            "command": list(plan.argv) if plan and plan.url is None else None,
            "url": plan.url if plan else None,
            "sandboxed": plan.sandboxed if plan else None,
            "needs": [_need_json(n) for n in (plan.needs if plan else ())],
            "problem": problem or None,
        }
        sys.stdout.write(json.dumps(body) + "\n")
        return EXIT_OK
    lines = _describe(entry)
    lines += _plan_lines(plan) if plan else [f"It cannot be installed here: {problem}"]
    sys.stdout.write("\n".join(lines) + "\n")
    return EXIT_OK


def _need_json(need: Need) -> dict[str, Any]:
    return {"name": need.name, "description": need.description, "required": need.required,
            "secret": need.secret, "default": need.default, "where": need.where}  # fmt: skip


# ---- install and update ----


def _values(plan: InstallPlan, given: dict[str, str], have: set[str], out: TextIO) -> dict[str, str]:
    """The values of what it needs: given with --env, else asked on the terminal (a secret without echo),
    else a default; `have` are already kept (update). A required one that no one can give is an error."""
    names = {n.name for n in plan.needs}
    unknown = sorted(set(given) - names)
    if unknown:
        raise UserFacingError(
            ErrorKind.USAGE, visible(f"{plan.entry.name} does not ask for {', '.join(unknown)}."),
            "What it asks for: " + (visible(", ".join(sorted(names))) or "nothing"),
        )  # fmt: skip
    values: dict[str, str] = {}
    missing: list[Need] = []
    interactive = sys.stdin.isatty()
    for need in plan.needs:
        if need.name in given:
            values[need.name] = given[need.name]
        elif need.name in have:
            continue
        elif interactive:
            asked = _ask(need, out)
            if asked:
                values[need.name] = asked
            elif need.required:
                missing.append(need)
        elif need.default is not None:
            values[need.name] = need.default
        elif need.required:
            missing.append(need)
    if missing:
        first = missing[0].name
        raise UserFacingError(
            ErrorKind.USAGE, visible(f"{plan.entry.name} needs {', '.join(n.name for n in missing)}."),
            f"Give each with --env {visible(first)}=VALUE, or --env {visible(first)} to take it from your "
            "environment.",
        )  # fmt: skip
    return values


def _ask(need: Need, out: TextIO) -> str:
    hint = f" [{need.default}]" if need.default is not None and not need.secret else ""
    out.write(_need_line(need) + "\n")
    out.flush()
    prompt = visible(f"  {need.name}{hint}: ")
    if need.secret:
        answer = _unechoed(prompt, out)
    else:
        out.write(prompt)
        out.flush()
        answer = sys.stdin.readline()
    return answer.strip() or (need.default or "")


def _unechoed(prompt: str, out: TextIO) -> str:
    """A line read from the terminal with its echo off (the terminal on standard input, as it is asked on)."""
    try:
        import termios
    except ImportError:  # Windows
        return getpass.getpass(prompt, stream=out)
    fd = sys.stdin.fileno()
    before = termios.tcgetattr(fd)
    quiet = list(before)
    quiet[3] &= ~termios.ECHO
    try:
        termios.tcsetattr(fd, termios.TCSANOW, quiet)  # before the prompt: nothing typed after it is echoed
        out.write(prompt)
        out.flush()
        return sys.stdin.readline()
    finally:
        termios.tcsetattr(fd, termios.TCSANOW, before)
        out.write("\n")
        out.flush()


def _confirm(question: str, args: argparse.Namespace, out: TextIO) -> bool:
    if args.yes:
        return True
    out.write(question)
    out.flush()
    answer = sys.stdin.readline()
    return answer.strip().lower() in ("y", "yes")


async def install(args: argparse.Namespace, core: AppCore) -> int:
    out = sys.stderr if args.json else sys.stdout
    client = _client(args, core)
    entry = await client.get(*_name_version(args.name))
    plan = _plan(args, core, entry, client, name=args.server_name, sandboxed=not args.no_sandbox)
    if plan.name in core.mcp.config.names():
        raise UserFacingError(
            ErrorKind.USAGE, f"There is already a server called {plan.name!r}.",
            f"Update it (`desktop-agent mcp update {plan.name}`), or install this one under another name "
            "with --as NAME.",
        )  # fmt: skip
    given = _pairs(args.env, "--env")
    out.write("\n".join([*_describe(entry), *_plan_lines(plan)]) + "\n")
    values = _values(plan, given, set(), out)
    if not _confirm(f"Add {plan.name!r} with this command? [y/N] ", args, out):
        out.write("Nothing was installed.\n")
        return EXIT_CANCELLED
    await mcp_install.apply(core.mcp, core.keys, plan, values)
    return _installed(args, core, plan, f"Installed {plan.name!r} ({entry.name} {entry.version}).")


async def update(args: argparse.Namespace, core: AppCore, name: str) -> int:
    out = sys.stderr if args.json else sys.stdout
    server = core.mcp.config.servers[name]
    origin = mcp_install.origin_of(server)
    if origin is None:
        raise UserFacingError(
            ErrorKind.USAGE, f"{name!r} was not installed from a registry: there is nothing to update it to.",
            "Change it with `desktop-agent mcp add` or in Settings › MCP servers.",
        )  # fmt: skip
    client = _client(args, core, origin.get("url"))
    entry = await client.get(origin["name"], "latest")
    if entry.version == origin["version"] and not args.env and not args.arg and not args.use:
        return _said(args, visible(f"{name!r} is already at the latest version ({entry.version})."))
    args.use = args.use or origin.get("kind")
    plan = _plan(args, core, entry, client, name=name, sandboxed=server.sandboxed)
    current = {**server.env, **server.headers}
    kept = {n.name: current[n.name] for n in plan.needs if n.name in current}
    values = _values(plan, _pairs(args.env, "--env"), set(kept), out)
    before = (
        shown_command([server.command or "", *server.args]) if server.url is None else visible(server.url)
    )
    after = shown_command(plan.argv) if plan.url is None else visible(plan.url)
    out.write(visible(f"{name}: {origin['name']} {origin['version']} → {entry.version}") + "\n")
    out.write(f"  was: {before}\n  now: {after}\n")
    if plan.needs:
        out.write("\n".join(_plan_lines(plan)[: len(plan.needs) + 1]) + "\n")
    if not _confirm(f"Update {name!r}? [y/N] ", args, out):
        out.write("Nothing was changed.\n")
        return EXIT_CANCELLED
    await mcp_install.apply(core.mcp, core.keys, plan, values, keep=server, kept=kept)
    return _installed(args, core, plan, visible(f"Updated {name!r} to {entry.version}."))


def _installed(args: argparse.Namespace, core: AppCore, plan: InstallPlan, words: str) -> int:
    status = core.mcp.status(plan.name)
    server = core.mcp.config.servers[plan.name]
    started = status.state is ServerState.UP
    state = f"up · {len(status.tools)} tool" + ("" if len(status.tools) == 1 else "s") if started else ""
    if status.state is ServerState.SIGN_IN:
        state = visible(f"needs sign-in: {status.error}")
    if args.json:
        body = {"done": words, "name": plan.name, "state": status.state.value, "error": status.error or None,
                "tools": [t.name for t in status.tools], **_stored(server)}  # fmt: skip
        sys.stdout.write(json.dumps(body) + "\n")
    elif started or status.state is ServerState.SIGN_IN:
        sys.stdout.write(f"{words} {state}\n")
    else:
        said = "".join(f"  {line}\n" for line in runner_said(core, plan.name))
        sys.stdout.write(
            f"{words} But it did not start: {visible(status.error)}\n{said}"
            f"  See it again with `desktop-agent mcp tools {plan.name}`; remove it with "
            f"`desktop-agent mcp remove {plan.name}`.\n"
        )
    return EXIT_OK if started or status.state is ServerState.SIGN_IN else EXIT_FAILED


_RUNNER_ERRORS = ("npm error", "npm err!", "error:", "× ", "docker: ", "unable to find image")
_RUNNER_NOISE = ("a complete log of this run", "npm error code", "npm error errno")


def runner_said(core: AppCore, name: str, most: int = 3) -> list[str]:
    """What the package's runner (npx, uvx, docker) said when it failed, from the server's log: the lines
    that name the error ("npm error 404 Not Found - GET …"), shown safely."""
    found = [
        line.strip()
        for line in core.mcp.log_lines(name)
        if line.strip().lower().startswith(_RUNNER_ERRORS)
        and not any(n in line.lower() for n in _RUNNER_NOISE)
    ]
    return [visible(line[:300]) for line in dict.fromkeys(found)][:most]


def _stored(server: ServerConfig) -> dict[str, Any]:
    if server.url is not None:
        return {"url": server.url}
    return {"command": [server.command, *server.args]}


def _said(args: argparse.Namespace, words: str) -> int:
    sys.stdout.write(json.dumps({"done": words}) + "\n" if args.json else words + "\n")
    return EXIT_OK
