"""`desktop-agent mcp ...`: the MCP servers of `mcp.json`, as Settings › MCP servers shows them: list, add,
remove, enable, disable, a server's tools, one call of a tool (a form the server asks meanwhile is asked on
the terminal: `cli.mcp_ask`; declined without one or with --no-input), servers from an MCP Registry (search,
show, install, update: `desktop_agent.cli.mcp_registry`), a server from an MCP Bundle file (install-bundle:
`desktop_agent.cli.mcp_bundle`), the web engine MCP Apps' views need (web-engine:
`desktop_agent.cli.mcp_web_engine`), and signing in to (and out of) a server that asks for it: `login`
prints the authorization page's address (and opens the browser), then waits for the answer on the app's
loopback address. A server configured for client credentials (`add --client-credentials`) needs no browser:
`login --client-secret-env VAR` or `--private-key-file PATH` keeps the client's secret or private key in the
keyring and connects.

Environment values and headers may hold tokens: they are never printed, only their names. Sign-in tokens
and a client secret live in the OS keyring, never in mcp.json.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
import webbrowser
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from desktop_agent.cli import mcp_ask, mcp_bundle, mcp_registry, mcp_skills, mcp_web_engine
from desktop_agent.cli.errors import EXIT_FAILED, EXIT_OK
from desktop_agent.cli.main import data_dir_option
from desktop_agent.core.app_core import AppCore, open_core
from desktop_agent.core.mcp import OAuthConfig, ServerConfig, ServerState, ServerStatus
from desktop_agent.core.paths import app_paths
from desktop_agent.domain.display import visible
from desktop_agent.domain.errors import ErrorKind, UserFacingError

OnTheList = Callable[[argparse.Namespace, AppCore], Awaitable[int]]
OnAServer = Callable[[argparse.Namespace, AppCore, str], Awaitable[int]]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    verbs = parser.add_subparsers(dest="mcp_command", required=True)
    listing = verbs.add_parser("list", help="the servers in mcp.json (--check starts them and says how)")
    listing.add_argument("--check", action="store_true", help="start each enabled server and show its state")
    add = verbs.add_parser("add", help="add a server: NAME -- COMMAND [ARGS...], or NAME --url URL")
    add.add_argument("name")
    add.add_argument("--url", help="a streamable-HTTP server's address")
    add.add_argument("--env", action="append", default=[], metavar="KEY=VALUE", help="for its process")
    add.add_argument("--header", action="append", default=[], metavar="KEY=VALUE", help="for its requests")
    add.add_argument("--cwd", type=Path, help="the folder it runs in")
    add.add_argument("--sandbox", action="store_true", help="run it confined like commands are")
    add.add_argument("--client-id", help="sign in with a client registered beforehand with its OAuth server")
    add.add_argument("--scopes", help="the OAuth scopes to ask for at sign-in (space-separated)")
    add.add_argument(
        "--client-credentials", action="store_true", help="sign in without a browser, as the client "
        "itself (--client-id; its secret or, with --private-key-file, its key is kept in the keyring)",
    )  # fmt: skip
    add.add_argument("--issuer", help="the OAuth server the client's credentials may be sent to (its issuer)")
    _credential_options(add)
    add.set_defaults(server_command=[])  # what follows `--` (split off before parsing: `split_command`)
    for verb, words in (
        ("remove", "remove a server"),
        ("enable", "start it with the app"),
        ("disable", "keep it, but do not start it"),
        ("tools", "start it and list its tools"),
        ("logout", "forget its sign-in (the tokens in the keyring)"),
    ):
        verbs.add_parser(verb, help=words).add_argument("name")
    login = verbs.add_parser("login", help="sign in to a server that asks for it (OAuth, in the browser)")
    login.add_argument("name")
    login.add_argument("--no-browser", action="store_true", help="only print the address to open")
    _credential_options(login)
    call = verbs.add_parser("call", help="start a server and call one of its tools: NAME TOOL JSON")
    call.add_argument("name")
    call.add_argument("tool")
    call.add_argument("arguments", nargs="?", default="{}", help="the arguments as a JSON object")
    call.add_argument(
        "--no-input", action="store_true", help="never ask on the terminal: a form, an address or a "
        "request for the model the server sends is declined (as it is without a terminal)",
    )  # fmt: skip
    mcp_registry.add_verbs(verbs)
    mcp_bundle.add_verbs(verbs)
    mcp_skills.add_verbs(verbs)
    mcp_web_engine.add_verbs(verbs)
    for each in verbs.choices.values():
        each.add_argument("--json", action="store_true", help="machine-readable output")
        data_dir_option(each, "keep every file the app writes in this folder")


def _credential_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--client-secret-env", metavar="VAR", help="keep this variable's value in the keyring as the secret "
        "of the client registered beforehand (--client-id)",
    )  # fmt: skip
    parser.add_argument(
        "--private-key-file", type=Path, metavar="PATH", help="keep this PEM private key in the keyring: "
        "the client-credentials client signs its assertions with it (private_key_jwt)",
    )  # fmt: skip
    parser.add_argument(
        "--id-token-env", metavar="VAR", help="keep this variable's value in the keyring as the ID token "
        "from your identity provider (a server configured for an identity assertion)",
    )  # fmt: skip


def run(args: argparse.Namespace) -> int:
    core = open_core(app_paths(args.data_dir), logging_to_file=False, tolerate_bad_settings=True)
    try:
        return asyncio.run(_run(args, core))
    except UserFacingError as err:
        if err.kind is ErrorKind.CONFIG and args.mcp_command == "add":  # the server as typed cannot be added
            raise UserFacingError(ErrorKind.USAGE, err.message, err.action) from None
        raise


async def _run(args: argparse.Namespace, core: AppCore) -> int:
    manager = core.mcp
    try:
        if manager.load_error is not None:
            raise manager.load_error
        verb = args.mcp_command
        if verb in ON_THE_LIST:
            return await ON_THE_LIST[verb](args, core)
        name = args.name
        if name not in manager.config.servers:
            known = ", ".join(manager.config.names()) or "none yet"
            raise UserFacingError(
                ErrorKind.NOT_FOUND, f"There is no MCP server called {name!r} ({known}).",
                "List them with `desktop-agent mcp list`.",
            )  # fmt: skip
        return await ON_A_SERVER[verb](args, core, name)
    finally:
        await core.aclose()


async def _listed(args: argparse.Namespace, core: AppCore) -> int:
    manager = core.mcp
    if args.check:
        await manager.start()
    return _list(args, [manager.status(n) for n in manager.config.names()], manager.config.servers)


async def _add(args: argparse.Namespace, core: AppCore) -> int:
    manager = core.mcp
    server = _server(args)
    if server.name in manager.config.servers:
        raise UserFacingError(
            ErrorKind.CONFIG, f"There is already a server called {server.name!r}.",
            f"Remove it first (`desktop-agent mcp remove {server.name}`) or choose another name.",
        )  # fmt: skip
    await manager.put_server(server)
    if await _keep_credentials(args, core, server.name):
        await manager.restart(server.name)
    return _said(args, f"Added {server.name!r}.", manager.status(server.name))


async def _remove(args: argparse.Namespace, core: AppCore, name: str) -> int:
    from desktop_agent.core.mcp_bundle import remove_server

    await remove_server(core.mcp, name)  # a bundle's unpacked folder goes with it
    return _said(args, f"Removed {name!r}.", None)


async def _enable(args: argparse.Namespace, core: AppCore, name: str) -> int:
    verb = args.mcp_command  # enable or disable
    await core.mcp.set_enabled(name, verb == "enable")
    return _said(args, f"{name!r} is {verb}d.", core.mcp.status(name))


async def _logout(args: argparse.Namespace, core: AppCore, name: str) -> int:
    forgotten = await core.mcp.logout(name)
    words = f"Signed out of {name!r}." if forgotten else f"There was no sign-in to {name!r} to forget."
    return _said(args, words, core.mcp.status(name))


async def _started(core: AppCore, name: str) -> ServerStatus:
    await core.mcp.restart(name)
    status = core.mcp.status(name)
    if status.state is not ServerState.UP:
        said = mcp_registry.runner_said(core, name)
        raise UserFacingError(
            ErrorKind.CONFIG,
            f"{name!r} did not start: {status.error}" + "".join(f"\n  {x}" for x in said),
            "",
        )
    return status


async def _tools_of(args: argparse.Namespace, core: AppCore, name: str) -> int:
    return _tools(args, core, await _started(core, name))


async def _skills_of(args: argparse.Namespace, core: AppCore, name: str) -> int:
    return mcp_skills.listing(args, core, await _started(core, name))


async def _skill(args: argparse.Namespace, core: AppCore, name: str) -> int:
    return await mcp_skills.show(args, core, await _started(core, name))


def _pairs(values: list[str], what: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for value in values:
        key, sep, rest = value.partition("=")
        if not sep or not key:
            raise UserFacingError(ErrorKind.CONFIG, f"{what} {value!r} is not KEY=VALUE.", "")
        out[key] = rest
    return out


def _server(args: argparse.Namespace) -> ServerConfig:
    command = list(args.server_command)
    if bool(command) == bool(args.url):
        raise UserFacingError(
            ErrorKind.CONFIG, "Give either a command (after --) or --url, not both and not neither.",
            "For example: desktop-agent mcp add time -- uvx mcp-server-time",
        )  # fmt: skip
    if args.client_credentials and not (args.url and args.client_id):
        raise UserFacingError(
            ErrorKind.CONFIG,
            "--client-credentials needs --url and the --client-id registered for the app.",
            "",
        )
    oauth = None
    if args.url and (args.client_id or args.scopes or args.client_credentials or args.issuer):
        oauth = OAuthConfig(
            client_id=args.client_id,
            scopes=args.scopes,
            grant="client_credentials" if args.client_credentials else None,
            issuer=args.issuer,
            token_endpoint_auth_method="private_key_jwt" if args.private_key_file else None,
        )
    return ServerConfig(
        name=args.name,
        command=command[0] if command else None,
        args=tuple(command[1:]),
        env=_pairs(args.env, "--env"),
        cwd=str(args.cwd.expanduser().resolve()) if args.cwd else None,
        url=args.url,
        headers=_pairs(args.header, "--header"),
        sandboxed=args.sandbox,
        oauth=oauth,
    )


def _describe(server: ServerConfig) -> str:
    """What runs, without values that may be secrets (only the names of its variables and headers)."""
    what = server.url or " ".join([server.command or "", *server.args]).strip()
    if server.env:
        what += f"  (env: {', '.join(sorted(server.env))})"
    if server.headers:
        what += f"  (headers: {', '.join(sorted(server.headers))})"
    return visible(what)


def _state(status: ServerStatus) -> str:
    text = status.state.value
    if status.state is ServerState.SIGN_IN:
        return visible(f"needs sign-in: {status.error}")
    if status.state is ServerState.UP:
        text += f" · {len(status.tools)} tool" + ("" if len(status.tools) == 1 else "s")
    elif status.error:
        text += f": {status.error}"
    return visible(text)


def _list(args: argparse.Namespace, statuses: list[ServerStatus], servers: dict[str, ServerConfig]) -> int:
    rows = []
    for status in statuses:
        server = servers.get(status.name)
        rows.append({
            "name": status.name, "transport": status.transport, "state": status.state.value,
            "enabled": server is not None and not server.disabled,
            "runs": _describe(server) if server else "",
            "tools": [t.name for t in status.tools], "error": status.error or None,
        })  # fmt: skip
    if args.json:
        sys.stdout.write(json.dumps({"servers": rows}, ensure_ascii=False) + "\n")
        return EXIT_OK
    if not rows:
        sys.stdout.write(
            "No MCP servers yet. Add one with: desktop-agent mcp add NAME -- COMMAND [ARGS...]\n"
        )
    for status, row in zip(statuses, rows, strict=True):
        sys.stdout.write(
            f"{visible(status.name)}  [{status.transport}]  {_state(status)}\n    {row['runs']}\n"
        )
    return EXIT_OK


def _said(args: argparse.Namespace, text: str, status: ServerStatus | None) -> int:
    if args.json:
        body: dict[str, Any] = {"done": text}
        if status is not None:
            body |= {
                "state": status.state.value,
                "tools": [t.name for t in status.tools],
                "error": status.error,
            }
        sys.stdout.write(json.dumps(body, ensure_ascii=False) + "\n")
    else:
        sys.stdout.write(text + (f" {_state(status)}" if status is not None else "") + "\n")
    return EXIT_OK


def _tools(args: argparse.Namespace, core: AppCore, status: ServerStatus) -> int:
    """The server's tools by the names `call` takes (the model sees them as SERVER__TOOL)."""
    found = [
        (str(getattr(t, "remote_name", t.spec.name)), t.spec)
        for t in core.mcp.tools()
        if t.spec.source == status.name
    ]
    if args.json:
        rows = [{"name": n, "description": s.description, "parameters": s.parameters} for n, s in found]
        sys.stdout.write(json.dumps({"tools": rows, "needs_tasks": list(status.needs_tasks)}) + "\n")
        return EXIT_OK
    for name, spec in found:
        first = spec.description.strip().splitlines()[0] if spec.description.strip() else ""
        sys.stdout.write(f"{visible(name)}\n    {visible(first)}\n")
    if status.needs_tasks:
        left = visible(", ".join(status.needs_tasks))
        sys.stdout.write(f"Left out (they need MCP tasks, which the server does not say it takes): {left}\n")
    return EXIT_OK


async def _login(args: argparse.Namespace, core: AppCore, name: str) -> int:
    manager = core.mcp
    if manager.config.servers[name].url is None:
        raise UserFacingError(
            ErrorKind.CONFIG, f"{name!r} is a command, not an HTTP server: it has no sign-in.", ""
        )
    await _keep_credentials(args, core, name)
    out = sys.stderr if args.json else sys.stdout

    async def browser(url: str) -> None:
        out.write(f"To sign in to {visible(name)}, open this address in your browser:\n\n  {url}\n\n")
        out.write("Waiting for the sign-in (up to 5 minutes; Ctrl+C stops)…\n")
        out.flush()
        if not args.no_browser:
            await asyncio.to_thread(webbrowser.open, url)

    status = await manager.login(name, browser)
    if status.state is not ServerState.UP:
        raise UserFacingError(ErrorKind.CONFIG, f"Could not sign in to {name!r}: {status.error}", "")
    return _said(args, f"Signed in to {name!r}.", status)


async def _keep_credentials(args: argparse.Namespace, core: AppCore, name: str) -> bool:
    """The client secret, private key or ID token given on the command line, to the keyring (a variable's
    value is taken out of the environment). True when one was kept."""
    kept = False
    for kind, var, what in (
        ("client_secret", args.client_secret_env, "the client secret the server's OAuth provider gave you"),
        ("id_token", args.id_token_env, "the ID token your identity provider gave you"),
    ):
        if var:
            value = os.environ.pop(var, "")
            if not value:
                raise UserFacingError(
                    ErrorKind.CONFIG, f"The variable {var} is not set or is empty.", f"Set it to {what}."
                )
            await core.mcp.set_client_secret(name, value, kind=kind)
            kept = True
    if args.private_key_file:
        oauth = core.mcp.config.servers[name].oauth
        if oauth is None or oauth.token_endpoint_auth_method != "private_key_jwt":
            raise UserFacingError(
                ErrorKind.CONFIG, f"{name!r} does not sign in with a private key.",
                'Its "oauth" entry needs "grant": "client_credentials" and "token_endpoint_auth_method": '
                '"private_key_jwt" (mcp add --client-credentials --private-key-file).',
            )  # fmt: skip
        try:
            pem = args.private_key_file.expanduser().read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise UserFacingError(
                ErrorKind.CONFIG, f"Could not read {args.private_key_file}: {exc}.", ""
            ) from None
        await core.mcp.set_client_secret(name, pem, kind="private_key")
        kept = True
    return kept


async def _call(args: argparse.Namespace, core: AppCore, name: str) -> int:
    # What the server asks during the call (a form, an address, the model) is asked on the terminal.
    at_a_terminal = sys.stdin is not None and sys.stdin.isatty()
    mcp_ask.asking_at_the_terminal(core, interactive=at_a_terminal and not args.no_input)
    await _started(core, name)
    try:
        arguments = json.loads(args.arguments)
    except ValueError as error:
        raise UserFacingError(ErrorKind.CONFIG, f"The arguments are not JSON: {error}.", "") from None
    if not isinstance(arguments, dict):
        raise UserFacingError(
            ErrorKind.CONFIG, 'The arguments must be a JSON object, like {"path": "x"}.', ""
        )
    output = await core.mcp.call(name, args.tool, arguments)
    if args.json:
        sys.stdout.write(json.dumps({"content": output.content, "is_error": output.is_error}) + "\n")
    else:
        sys.stdout.write(visible(output.content).rstrip("\n") + "\n")
    return EXIT_FAILED if output.is_error else EXIT_OK


ON_THE_LIST: dict[str, OnTheList] = {
    "list": _listed, "add": _add, "search": mcp_registry.search, "show": mcp_registry.show,
    "install": mcp_registry.install, mcp_bundle.VERB: mcp_bundle.install,
    mcp_web_engine.VERB: mcp_web_engine.run,
}  # fmt: skip
ON_A_SERVER: dict[str, OnAServer] = {
    "remove": _remove, "enable": _enable, "disable": _enable, "login": _login, "logout": _logout,
    "tools": _tools_of, "call": _call, "update": mcp_registry.update, "skills": _skills_of, "skill": _skill,
}  # fmt: skip
