"""The environment an MCP server process starts with: ours without secrets, then the server's own."""

from __future__ import annotations

import os
import re
from collections.abc import Mapping

_SECRET_PARTS = frozenset(
    {
        "KEY", "APIKEY", "TOKEN", "SECRET", "SECRETS", "PASSWORD", "PASSWD", "PASSPHRASE", "PASS",
        "CREDENTIAL", "CREDENTIALS", "AUTH", "AUTHORIZATION", "COOKIE", "PRIVATE", "KEYRING", "SESSIONID",
    }
)  # fmt: skip
_SECRET_PREFIXES = (
    "DBUS_",
    "GNOME_KEYRING",
    "KEYRING_",
    "PYTHON_KEYRING",
    "KWALLET",
    "GPG_AGENT",
    "SSH_AGENT",
)
_SPLIT = re.compile(r"[^A-Z0-9]+")


def is_secret_name(name: str) -> bool:
    """API keys, tokens, secrets, passwords, and what reaches the keyring or the session bus."""
    upper = name.upper()
    if upper.startswith(_SECRET_PREFIXES):
        return True
    return any(part in _SECRET_PARTS for part in _SPLIT.split(upper))


def scrubbed_environment(environ: Mapping[str, str] | None = None) -> dict[str, str]:
    source = os.environ if environ is None else environ
    return {k: v for k, v in source.items() if not is_secret_name(k) and not v.startswith("()")}


def server_environment(own: Mapping[str, str], environ: Mapping[str, str] | None = None) -> dict[str, str]:
    """The server's own ``env`` (already expanded) over a scrubbed copy of the app's environment."""
    return {**scrubbed_environment(environ), **own}
