"""`desktop-agent mcp install-bundle FILE.mcpb`: a server from an MCP Bundle file.

The bundle is read and checked without running anything; its manifest is shown (name, version, author,
description, tools), then the settings it asks for (``--set KEY=VALUE``, repeated for a setting that takes
several values; a missing required one is asked on the terminal, a secret without echo), then the exact
command it would run, with the names of its variables (a secret's value never shown). Nothing is unpacked
or stored until the person says yes (``--yes`` does not ask; without a terminal and without ``--yes`` the
answer is no). A server of the same name is replaced only when the person agrees. The server runs in the
sandbox (with the network) unless ``--no-sandbox``; removing it is `mcp remove NAME`.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, TextIO

from desktop_agent.cli.errors import EXIT_CANCELLED, EXIT_FAILED, EXIT_OK
from desktop_agent.cli.mcp_registry import _confirm, _unechoed, runner_said
from desktop_agent.core import mcp_bundle
from desktop_agent.core.app_core import AppCore
from desktop_agent.core.mcp import ServerState
from desktop_agent.core.mcp_bundle import BundlePlan, Filled, Option, Value
from desktop_agent.domain.display import visible
from desktop_agent.domain.errors import ErrorKind, UserFacingError

VERB = "install-bundle"


def add_verbs(verbs: Any) -> None:
    """The bundle's verb, on `mcp`'s subparsers."""
    install = verbs.add_parser(VERB, help="install a server from an MCP Bundle file (.mcpb)")
    install.add_argument("file", type=Path, metavar="FILE.mcpb")
    install.add_argument(
        "--as", dest="server_name", metavar="NAME", help="its name here (default: the bundle's)"
    )
    install.add_argument(
        "--set", dest="settings", action="append", default=[], metavar="KEY=VALUE",
        help="a setting the bundle asks for (repeat for one that takes several values)",
    )  # fmt: skip
    install.add_argument("--yes", action="store_true", help="do not ask before installing (or replacing)")
    install.add_argument("--no-sandbox", action="store_true", help="run the server outside the sandbox")


def _given(plan: BundlePlan, pairs: list[str]) -> dict[str, Value]:
    options = {o.key: o for o in plan.options}
    out: dict[str, Value] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise UserFacingError(ErrorKind.USAGE, f"--set {visible(pair)!r} is not KEY=VALUE.")
        option = options.get(key)
        if option is not None and option.multiple:
            earlier = out.get(key, [])
            out[key] = [*(earlier if isinstance(earlier, list) else []), value]
        else:
            out[key] = value
    return out


def _option_line(option: Option) -> str:
    traits = [option.type, "required" if option.required else "optional"]
    if option.sensitive:
        traits.append("secret: kept in the keyring")
    default = mcp_bundle.default_of(option) if not option.sensitive else None
    if default is not None:
        traits.append(f"default {default!r}")
    text = f"  {option.key} — {option.title} ({', '.join(traits)})"
    return visible(text + (f": {option.description}" if option.description else ""))


def manifest_lines(plan: BundlePlan) -> list[str]:
    """What the bundle says it is (all untrusted: shown with control characters named)."""
    manifest = plan.manifest
    lines = [f"{manifest.title} {manifest.version}  (bundle {manifest.name}, by {manifest.author})"]
    if manifest.description:
        lines.append(f"  {manifest.description}")
    if manifest.tools:
        lines.append("  Tools: " + ", ".join(name for name, _ in manifest.tools))
    if manifest.prompts:
        lines.append("  Prompts: " + ", ".join(manifest.prompts))
    lines.append(f"  Server: {manifest.server_type}; unpacked into {plan.folder}")
    if plan.options:
        lines.append("Settings:")
    return [visible(line) for line in lines] + [_option_line(o) for o in plan.options]


def command_lines(plan: BundlePlan, filled: Filled) -> list[str]:
    where = (
        "in the sandbox: its folder, a private /tmp, the network" if plan.sandboxed else "OUTSIDE the sandbox"
    )
    lines = [f"It would run ({where}):", f"  {filled.command_line()}"]
    if filled.shown_env:
        lines.append("  with " + visible(", ".join(f"{k}={v}" for k, v in filled.shown_env.items())))
    return lines


def _ask_missing(plan: BundlePlan, given: dict[str, Value], out: TextIO) -> None:
    """Required settings without a value or a default, asked on the terminal (a secret without echo)."""
    if not sys.stdin.isatty():
        return
    for option in plan.options:
        if option.key in given or not option.required or mcp_bundle.default_of(option) not in (None, "", []):
            continue
        prompt = visible(f"  {option.title} ({option.key}): ")
        if option.sensitive:
            answer = _unechoed(prompt, out)
        else:
            out.write(prompt)
            out.flush()
            answer = sys.stdin.readline()
        if answer.strip():
            given[option.key] = [answer.strip()] if option.multiple else answer.strip()


async def install(args: argparse.Namespace, core: AppCore) -> int:
    out = sys.stderr if args.json else sys.stdout
    manager = core.mcp
    plan = mcp_bundle.plan_bundle(
        args.file.expanduser(), bundles=mcp_bundle.bundles_folder(manager), name=args.server_name,
        existing=tuple(manager.config.names()), sandboxed=not args.no_sandbox,
    )  # fmt: skip
    out.write("\n".join(manifest_lines(plan)) + "\n")
    given = _given(plan, args.settings)
    _ask_missing(plan, given, out)
    values = mcp_bundle.settle(plan, given)
    filled = mcp_bundle.fill(plan, values)
    out.write("\n".join(command_lines(plan, filled)) + "\n")
    question = f"Add {plan.name!r} with this command? [y/N] "
    if plan.replaces:
        question = f"There is already a server called {plan.name!r}. Replace it with this one? [y/N] "
    if not _confirm(visible(question), args, out):
        out.write("Nothing was installed.\n")
        return EXIT_CANCELLED
    await mcp_bundle.install(manager, core.keys, plan, values)
    return _installed(args, core, plan, filled)


def _installed(args: argparse.Namespace, core: AppCore, plan: BundlePlan, filled: Filled) -> int:
    status = core.mcp.status(plan.name)
    started = status.state is ServerState.UP
    words = visible(f"Installed {plan.name!r} ({plan.manifest.name} {plan.manifest.version}).")
    if args.json:
        body = {
            "done": words, "name": plan.name, "state": status.state.value, "error": status.error or None,
            "tools": [t.name for t in status.tools], "command": list(filled.argv), "folder": str(plan.folder),
        }  # fmt: skip
        sys.stdout.write(json.dumps(body) + "\n")
    elif started:
        count = len(status.tools)
        sys.stdout.write(f"{words} up · {count} tool{'' if count == 1 else 's'}\n")
    else:
        said = "".join(f"  {line}\n" for line in runner_said(core, plan.name))
        sys.stdout.write(
            f"{words} But it did not start: {visible(status.error)}\n{said}"
            f"  Remove it with `desktop-agent mcp remove {plan.name}`.\n"
        )
    return EXIT_OK if started else EXIT_FAILED
