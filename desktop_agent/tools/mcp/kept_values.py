"""Secret values of a server's environment or headers kept in the OS keyring, not in mcp.json.

mcp.json holds ``"TOKEN": "${keyring:mcp-env/notes/TOKEN}"``; the manager puts the keyring's value in its
place just before the server starts (`resolved`), and forgets the entries when the server is removed.
Only entries under ``mcp-env/`` can be named this way: an entry written by hand (or imported from another
app) cannot hand the app's API keys or sign-in tokens to a server.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING

from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.tools.mcp.config import ServerConfig

if TYPE_CHECKING:
    from desktop_agent.tools.mcp.oauth import SecretStore

PREFIX = "mcp-env/"
_REF = re.compile(r"^\$\{keyring:(mcp-env/[^{}\s]+)\}$")


def entry_name(server: str, variable: str) -> str:
    """The keyring entry holding ``variable`` of ``server``."""
    return f"{PREFIX}{server}/{variable}"


def reference(entry: str) -> str:
    """What mcp.json holds in place of the value."""
    return "${keyring:" + entry + "}"


def referenced(value: str) -> str | None:
    """The keyring entry a value names, or None for a plain value."""
    match = _REF.match(value)
    return match.group(1) if match else None


def entries(server: ServerConfig) -> list[str]:
    """The keyring entries a server's environment and headers name."""
    values = [*server.env.values(), *server.headers.values()]
    return [entry for value in values if (entry := referenced(value)) is not None]


def resolved(server: ServerConfig, store: SecretStore) -> tuple[ServerConfig, list[str]]:
    """The server with each keyring reference replaced by its value, and the values (never to be logged).
    Blocking (the keyring). A missing entry is a clear CONFIG error."""
    found: list[str] = []

    def fill(values: Mapping[str, str], what: str) -> dict[str, str]:
        out: dict[str, str] = {}
        for key, value in values.items():
            entry = referenced(value)
            if entry is None:
                out[key] = value
                continue
            secret = store.get(entry)
            if not secret:
                raise UserFacingError(
                    ErrorKind.CONFIG,
                    f"MCP server {server.name!r}: the {what} {key} is kept in the keyring, but the keyring "
                    "has no value for it.",
                    f"Give it again: desktop-agent mcp update {server.name} --env {key}=… (or remove and "
                    "install the server again).",
                )
            found.append(secret)
            out[key] = secret
        return out

    if not entries(server):
        return server, []
    env, headers = fill(server.env, "variable"), fill(server.headers, "header")
    return replace(server, env=env, headers=headers), found


def forget(server: ServerConfig, store: SecretStore) -> None:
    """Remove the keyring entries of a server's environment and headers; blocking."""
    for entry in entries(server):
        store.delete(entry)
