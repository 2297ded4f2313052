"""The MCP server file in the common ``{"mcpServers": {name: {...}}}`` format: read, check, write.

A server is either a command (``command``, ``args``, ``env``, ``cwd``) spoken to over stdio, or an ``url``
(with ``headers``) spoken to over streamable HTTP. ``disabled`` turns one off; ``timeout`` (seconds) bounds
each tool call. Values in ``env`` and ``headers`` may name the app's environment as ``${VAR}`` or
``${env:VAR}``, so a token can live outside the file. Keys this app does not know are kept as they are.

An HTTP server that asks for a sign-in (OAuth) may be given ``"oauth": {"client_id": ..., "scopes": ...,
"client_metadata_url": ..., "redirect_port": ...}``: a client registered with its authorization server
beforehand, the scopes to ask for, the app's client ID metadata document. ``"grant"`` chooses a sign-in
without a browser: ``"client_credentials"`` (machine to machine: the client's secret, or with
``"token_endpoint_auth_method": "private_key_jwt"`` its private key) or ``"identity_assertion"`` (an
enterprise identity provider's ID token exchanged at ``idp_token_endpoint`` for an identity assertion grant,
then at the authorization server ``issuer`` for a token) or ``"workload_identity"`` (the JWT its platform
gives the workload — a Kubernetes service account token, a CI job's OIDC token — read from
``assertion_file`` at each exchange and presented to ``issuer`` as a jwt-bearer grant, RFC 7523).
``issuer`` names the authorization server the credentials belong to. A client secret, a private key or an
ID token never lives in this file (it is refused here): it goes to the OS keyring
(`desktop-agent mcp login NAME --client-secret-env VAR`, ``--private-key-file PATH``, ``--id-token-env VAR``),
like the tokens.

No MCP SDK here: the settings page and the command line read this without loading it.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import sys
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.tools.mcp.env import is_secret_name

DEFAULT_CALL_TIMEOUT_S = 60.0
_VAR = re.compile(r"\$\{(?:env:)?([A-Za-z_][A-Za-z0-9_]*)\}")
_KNOWN_KEYS = {
    "command", "args", "env", "cwd", "url", "headers", "disabled", "timeout", "type", "sandbox", "oauth",
}  # fmt: skip
_OAUTH_KEYS = {
    "client_id", "scopes", "client_metadata_url", "redirect_port", "token_endpoint_auth_method", "grant",
    "issuer", "idp_token_endpoint", "idp_client_id", "assertion_file",
}  # fmt: skip
_AUTH_METHODS = ("client_secret_basic", "client_secret_post", "none", "private_key_jwt")
GRANTS = ("authorization_code", "client_credentials", "identity_assertion", "workload_identity")
"""How the app gets a token: the person in the browser (the default), the client alone, an identity
provider's assertion, the workload's own JWT."""
MACHINE_GRANTS = ("client_credentials", "identity_assertion", "workload_identity")
"""The grants made without a person."""
_SECRET_KEYS = {
    "client_secret": "--client-secret-env VAR",
    "private_key": "--private-key-file PATH",
    "id_token": "--id-token-env VAR",
}
_LOOPBACK_HOSTS = ("localhost", "127.0.0.1", "[::1]")


@dataclass(frozen=True, slots=True)
class OAuthConfig:
    """How the app signs in to an HTTP server that asks for it; every field may be left out (then the
    server's authorization server is discovered and the app registers itself there)."""

    client_id: str | None = None
    """A client registered beforehand with the server's authorization server (its secret, if any, is in
    the keyring)."""
    scopes: str | None = None
    """The scopes to ask for, space-separated (by default the ones the server names)."""
    client_metadata_url: str | None = None
    """An https address of a client ID metadata document describing this app (used as its client ID
    where the authorization server supports it)."""
    redirect_port: int | None = None
    """The loopback port registered with a pre-registered client (by default any free port)."""
    token_endpoint_auth_method: str | None = None
    """How a pre-registered client with a secret presents it (client_secret_basic by default);
    ``private_key_jwt``: a client-credentials client signs an assertion with its private key."""
    grant: str | None = None
    """One of `GRANTS`; None: the person signs in in the browser."""
    issuer: str | None = None
    """The authorization server the client's credentials belong to: they are sent nowhere else. Without it a
    client-credentials client trusts the first one it is sent to and keeps to it."""
    idp_token_endpoint: str | None = None
    """``identity_assertion``: where the identity provider exchanges its ID token for an assertion grant."""
    idp_client_id: str | None = None
    """``identity_assertion``: the app's client ID at the identity provider."""
    assertion_file: str | None = None
    """``workload_identity``: the file holding the workload's JWT (read at each exchange: platforms rotate
    it)."""

    @property
    def machine(self) -> bool:
        """A sign-in made without a browser (the app's own credentials)."""
        return self.grant in MACHINE_GRANTS

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for key in (
            "client_id",
            "scopes",
            "client_metadata_url",
            "redirect_port",
            "token_endpoint_auth_method",
            "grant",
            "issuer",
            "idp_token_endpoint",
            "idp_client_id",
            "assertion_file",
        ):
            value = getattr(self, key)
            if value is not None:
                out[key] = value
        return out


@dataclass(frozen=True, slots=True)
class ServerConfig:
    """One server as the person wrote it (``${VAR}`` not yet expanded)."""

    name: str
    command: str | None = None
    args: tuple[str, ...] = ()
    env: Mapping[str, str] = field(default_factory=dict)
    cwd: str | None = None
    url: str | None = None
    headers: Mapping[str, str] = field(default_factory=dict)
    disabled: bool = False
    timeout_s: float | None = None
    sandboxed: bool = False
    """A stdio server the person marked ``"sandbox": true`` (or ``{"network": true}``): it runs confined
    like commands do, with only its folder (``cwd``) and a private /tmp writable."""
    sandbox_network: bool = False
    oauth: OAuthConfig | None = None
    """How to sign in to an HTTP server that asks for it (written as ``"oauth"``); None: discovered."""
    extra: Mapping[str, Any] = field(default_factory=dict)
    """Keys of the entry this app does not use (kept when the file is written back)."""

    @property
    def transport(self) -> Literal["stdio", "http"]:
        return "http" if self.url is not None else "stdio"

    def to_json(self) -> dict[str, Any]:
        entry: dict[str, Any] = dict(self.extra)
        if self.url is not None:
            entry["url"] = self.url
            if self.headers:
                entry["headers"] = dict(self.headers)
            if self.oauth is not None:
                entry["oauth"] = self.oauth.to_json()
        else:
            entry["command"] = self.command
            entry["args"] = list(self.args)
            if self.env:
                entry["env"] = dict(self.env)
            if self.cwd:
                entry["cwd"] = self.cwd
            if self.sandboxed:
                entry["sandbox"] = {"network": True} if self.sandbox_network else True
        if self.disabled:
            entry["disabled"] = True
        if self.timeout_s is not None:
            entry["timeout"] = self.timeout_s
        return entry

    def secret_values(self) -> list[str]:
        """What must never be logged: env and header values that are secrets by name or come from ${VAR}
        (as written and as expanded; "Bearer x" also gives "x")."""
        found: set[str] = set()
        for key, value in [*self.env.items(), *self.headers.items()]:
            if not is_secret_name(key) and not _VAR.search(value):
                continue
            with contextlib.suppress(UserFacingError):
                value = expand(value, self.name, "value")
            found.add(value)
            scheme, _, rest = value.partition(" ")
            if rest and scheme.isalpha():
                found.add(rest)
        return sorted(v for v in found if v)


@dataclass(slots=True)
class McpConfig:
    servers: dict[str, ServerConfig] = field(default_factory=dict)
    problems: dict[str, str] = field(default_factory=dict)
    """Entries that could not be read, by server name: a human message naming the field."""
    raw: dict[str, Any] = field(default_factory=dict)
    """The whole file as read: unknown top-level keys and unreadable entries are written back untouched."""

    def names(self) -> list[str]:
        return list(dict.fromkeys([*self.servers, *self.problems]))

    def to_json(self) -> dict[str, Any]:
        document = {k: v for k, v in self.raw.items() if k != "mcpServers"}
        old_entries = self.raw.get("mcpServers")
        old_entries = old_entries if isinstance(old_entries, dict) else {}
        entries: dict[str, Any] = {}
        for name in self.names():
            if name in self.servers:
                entries[name] = self.servers[name].to_json()
            elif name in old_entries:
                entries[name] = old_entries[name]
        document["mcpServers"] = entries
        return document

    def secret_values(self) -> list[str]:
        return [v for s in self.servers.values() for v in s.secret_values()]


def check_name(name: str) -> str | None:
    """Why a server name cannot be used, or None when it is fine."""
    if not name.strip():
        return "A server needs a name."
    if len(name) > 64:
        return f"The server name {name[:20]!r}… is longer than 64 characters."
    if any(ord(c) < 32 for c in name):
        return f"The server name {name!r} contains control characters."
    return None


def _string_map(value: Any, server: str, field_name: str) -> dict[str, str]:
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise ValueError(f"MCP server {server!r}: {field_name!r} must be an object of names to text values.")
    out: dict[str, str] = {}
    for key, item in value.items():
        if isinstance(item, bool) or not isinstance(item, str | int | float):
            raise ValueError(f"MCP server {server!r}: {field_name}.{key} must be text.")
        out[str(key)] = str(item)
    return out


def parse_oauth(server: str, value: Any) -> OAuthConfig | None:
    """The ``oauth`` object of an HTTP server; a client secret written there is refused (it belongs in the
    keyring)."""
    if value is None:
        return None
    where = f"MCP server {server!r}: 'oauth'"
    if not isinstance(value, dict):
        raise ValueError(f'{where} must be an object, e.g. {{"client_id": "..."}}.')
    for key, option in _SECRET_KEYS.items():
        if key in value:
            raise ValueError(
                f"{where} holds a {key.replace('_', ' ')}, which must not be written in this file. Remove it "
                f"and store it in the keyring: desktop-agent mcp login {server} {option}"
            )
    unknown = sorted(set(value) - _OAUTH_KEYS)
    if unknown:
        raise ValueError(f"{where} has keys this app does not know: {', '.join(unknown)}.")
    texts: dict[str, str | None] = {}
    for key in (
        "client_id", "client_metadata_url", "token_endpoint_auth_method", "grant", "issuer",
        "idp_token_endpoint", "idp_client_id", "assertion_file",
    ):  # fmt: skip
        item = value.get(key)
        if item is not None and (not isinstance(item, str) or not item.strip()):
            raise ValueError(f"{where}.{key} must be text.")
        texts[key] = item
    scopes = value.get("scopes")
    if isinstance(scopes, list) and all(isinstance(s, str) for s in scopes):
        scopes = " ".join(scopes)
    if scopes is not None and not isinstance(scopes, str):
        raise ValueError(f"{where}.scopes must be text (space-separated) or a list of text.")
    port = value.get("redirect_port")
    if port is not None and (isinstance(port, bool) or not isinstance(port, int) or not 0 < port < 65536):
        raise ValueError(f"{where}.redirect_port must be a port number.")
    method = texts["token_endpoint_auth_method"]
    if method is not None and method not in _AUTH_METHODS:
        raise ValueError(f"{where}.token_endpoint_auth_method must be one of {', '.join(_AUTH_METHODS)}.")
    url = texts["client_metadata_url"]
    if url is not None and not re.match(r"^https://[^\s/]+/\S+", url):
        raise ValueError(f"{where}.client_metadata_url must be an https:// address with a path.")
    grant = texts["grant"]
    if grant is not None and grant not in GRANTS:
        raise ValueError(f"{where}.grant must be one of {', '.join(GRANTS)}.")
    for key in ("issuer", "idp_token_endpoint"):
        address = texts[key]
        if address is not None and not _safe_address(address):
            raise ValueError(f"{where}.{key} must be an https:// address (http:// only on this computer).")
    _check_grant(where, texts, method)
    return OAuthConfig(
        texts["client_id"],
        scopes or None,
        url,
        port,
        method,
        None if grant == "authorization_code" else grant,
        texts["issuer"],
        texts["idp_token_endpoint"],
        texts["idp_client_id"],
        texts["assertion_file"],
    )


def _safe_address(url: str) -> bool:
    """https, or http to this computer (where credentials never cross a network)."""
    if re.match(r"^https://[^\s/]+", url):
        return True
    match = re.match(r"^http://([^\s/:]+|\[::1\])(:\d+)?(/\S*)?$", url)
    return match is not None and match.group(1).lower() in _LOOPBACK_HOSTS


def _check_grant(where: str, texts: dict[str, str | None], method: str | None) -> None:
    grant = texts["grant"]
    if grant in MACHINE_GRANTS and texts["client_id"] is None:
        raise ValueError(f"{where}: the grant {grant} needs the client_id registered for this app.")
    if method == "private_key_jwt" and grant != "client_credentials":
        raise ValueError(f'{where}: private_key_jwt is for "grant": "client_credentials".')
    if method == "none" and grant in ("client_credentials", "identity_assertion"):
        raise ValueError(f"{where}: the grant {grant} needs a client that authenticates itself.")
    needs = {
        "identity_assertion": ("issuer", "idp_token_endpoint"),
        "workload_identity": ("issuer", "assertion_file"),
    }
    missing = [k for k in needs.get(grant or "", ()) if texts[k] is None]
    if missing:
        raise ValueError(f"{where}: the grant {grant} needs {' and '.join(missing)}.")
    if grant != "identity_assertion" and (texts["idp_token_endpoint"] or texts["idp_client_id"]):
        raise ValueError(
            f'{where}: idp_token_endpoint and idp_client_id are for "grant": "identity_assertion".'
        )
    if grant != "workload_identity" and texts["assertion_file"]:
        raise ValueError(f'{where}: assertion_file is for "grant": "workload_identity".')
    if texts["assertion_file"] and not Path(texts["assertion_file"]).expanduser().is_absolute():
        raise ValueError(f"{where}.assertion_file must be a full path (or start with ~).")


def parse_server(name: str, entry: Any) -> ServerConfig:
    """One entry of ``mcpServers``; raises ValueError with a message naming the server and the field."""
    problem = check_name(name)
    if problem is not None:
        raise ValueError(problem)
    if not isinstance(entry, dict):
        raise ValueError(f"MCP server {name!r}: the entry must be an object with a 'command' or an 'url'.")
    kind = entry.get("type")
    if kind is not None and kind not in ("stdio", "http", "streamable-http", "streamableHttp"):
        raise ValueError(
            f"MCP server {name!r}: 'type' {kind!r} is not supported; use a command (stdio) "
            "or an url spoken to over streamable HTTP."
        )
    command, url = entry.get("command"), entry.get("url")
    if (command is None) == (url is None):
        raise ValueError(f"MCP server {name!r}: give either a 'command' or an 'url', not both or neither.")
    disabled = entry.get("disabled", False)
    if not isinstance(disabled, bool):
        raise ValueError(f"MCP server {name!r}: 'disabled' must be true or false.")
    timeout = entry.get("timeout")
    if timeout is not None and (
        isinstance(timeout, bool) or not isinstance(timeout, int | float) or not 0 < timeout <= 3600
    ):
        raise ValueError(f"MCP server {name!r}: 'timeout' must be a number of seconds between 0 and 3600.")
    extra = {k: v for k, v in entry.items() if k not in _KNOWN_KEYS}
    if kind is not None:
        extra["type"] = kind
    common: dict[str, Any] = {
        "disabled": disabled,
        "timeout_s": float(timeout) if timeout is not None else None,
        "extra": extra,
    }
    if url is not None:
        if not isinstance(url, str) or not re.match(r"^https?://[^\s/]+", url):
            raise ValueError(f"MCP server {name!r}: 'url' must be an http:// or https:// address.")
        return ServerConfig(
            name,
            url=url,
            headers=_string_map(entry.get("headers"), name, "headers"),
            oauth=parse_oauth(name, entry.get("oauth")),
            **common,
        )
    if not isinstance(command, str) or not command.strip():
        raise ValueError(f"MCP server {name!r}: 'command' must be the program to run, as text.")
    args = entry.get("args", [])
    if not isinstance(args, list) or not all(isinstance(a, str | int | float) for a in args):
        raise ValueError(f"MCP server {name!r}: 'args' must be a list of text arguments.")
    cwd = entry.get("cwd")
    if cwd is not None and not isinstance(cwd, str):
        raise ValueError(f"MCP server {name!r}: 'cwd' must be a folder path as text.")
    env = _string_map(entry.get("env"), name, "env")
    sandbox = entry.get("sandbox", False)
    if (
        isinstance(sandbox, dict)
        and set(sandbox) <= {"network"}
        and isinstance(sandbox.get("network", False), bool)
    ):
        common.update(sandboxed=True, sandbox_network=bool(sandbox.get("network", False)))
    elif isinstance(sandbox, bool):
        common.update(sandboxed=sandbox)
    else:
        raise ValueError(f"MCP server {name!r}: 'sandbox' must be true, false or {{\"network\": true}}.")
    return ServerConfig(name, command=command, args=tuple(str(a) for a in args), env=env, cwd=cwd, **common)


def parse_config(document: Any, source: str) -> McpConfig:
    if not isinstance(document, dict):
        raise UserFacingError(
            ErrorKind.CONFIG,
            f"The MCP server file {source} must hold a JSON object.",
            'Write it as {"mcpServers": {"name": {"command": "...", "args": []}}}.',
        )
    entries = document.get("mcpServers", {})
    if not isinstance(entries, dict):
        raise UserFacingError(
            ErrorKind.CONFIG,
            f"In {source}, 'mcpServers' must be an object of server names to servers.",
            "Fix the file, or remove it to start with no servers.",
        )
    config = McpConfig(raw=document)
    for name, entry in entries.items():
        try:
            config.servers[name] = parse_server(name, entry)
        except ValueError as exc:
            config.problems[name] = str(exc)
    return config


def load_config(path: Path) -> McpConfig:
    """The servers in ``path``; no file means no servers. A broken file is a UserFacingError."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return McpConfig()
    except (OSError, UnicodeDecodeError) as exc:
        raise UserFacingError(
            ErrorKind.CONFIG, f"Could not read the MCP server file {path}: {exc}.", "Check the file."
        ) from None
    try:
        document = json.loads(text) if text.strip() else {}
    except json.JSONDecodeError as exc:
        raise UserFacingError(
            ErrorKind.CONFIG,
            f"The MCP server file {path} is not valid JSON: {exc.msg} "
            f"at line {exc.lineno}, column {exc.colno}.",
            "Fix the file, or remove it to start with no servers.",
        ) from None
    return parse_config(document, str(path))


def save_config(path: Path, config: McpConfig) -> None:
    """Write atomically (a temporary file renamed over the old one), readable by the person only."""
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(config.to_json(), indent=2, ensure_ascii=False) + "\n"
    fd, tmp = tempfile.mkstemp(prefix=".mcp-", suffix=".json", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        with contextlib.suppress(OSError):
            Path(tmp).chmod(0o600)
        Path(tmp).replace(path)
    except BaseException:
        with contextlib.suppress(OSError):
            Path(tmp).unlink()
        raise
    config.raw = config.to_json()


def expand(value: str, server: str, where: str, environ: Mapping[str, str] | None = None) -> str:
    """``${VAR}`` / ``${env:VAR}`` replaced from the app's environment; a missing one is a clear error."""
    env = os.environ if environ is None else environ

    def one(match: re.Match[str]) -> str:
        var = match.group(1)
        if var not in env:
            raise UserFacingError(
                ErrorKind.CONFIG,
                f"MCP server {server!r}: {where} uses ${{{var}}}, "
                f"but the environment variable {var} is not set.",
                f"Set {var} before starting the app, or write the value into the server's settings.",
            )
        return env[var]

    return _VAR.sub(one, value)


def claude_desktop_config_path() -> Path:
    """Where Claude Desktop keeps its MCP servers on this OS."""
    home = Path.home()
    if sys.platform == "darwin":
        return home / "Library" / "Application Support" / "Claude" / "claude_desktop_config.json"
    if sys.platform == "win32":
        appdata = os.environ.get("APPDATA")
        base = Path(appdata) if appdata else home / "AppData" / "Roaming"
        return base / "Claude" / "claude_desktop_config.json"
    xdg = os.environ.get("XDG_CONFIG_HOME")
    return (Path(xdg) if xdg else home / ".config") / "Claude" / "claude_desktop_config.json"


@dataclass(frozen=True, slots=True)
class ImportResult:
    added: list[str]
    skipped: list[str]
    """Names already present here (left as they are)."""
    problems: dict[str, str]


def import_servers(config: McpConfig, source: Path) -> ImportResult:
    """Add the servers of another app's file (Claude Desktop's) to ``config``; existing names are kept."""
    other = load_config(source)
    if not other.servers and not other.problems and not source.exists():
        raise UserFacingError(ErrorKind.NOT_FOUND, f"There is no file {source}.", "Choose the file yourself.")
    added, skipped = [], []
    for name, server in other.servers.items():
        if name in config.servers or name in config.problems:
            skipped.append(name)
            continue
        config.servers[name] = server
        added.append(name)
    return ImportResult(added, skipped, dict(other.problems))
