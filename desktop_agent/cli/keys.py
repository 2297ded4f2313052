"""`desktop-agent keys set|delete|status`: API keys in the OS keyring."""

from __future__ import annotations

import argparse
import getpass
import json
import re
import sys

from desktop_agent.cli.errors import EXIT_OK, UsageError
from desktop_agent.cli.main import data_dir_option
from desktop_agent.core.catalog import PRESETS
from desktop_agent.core.keys import SecretStore, os_keyring
from desktop_agent.core.web_search import KEY_NAMES

_PROVIDER_NAME = re.compile(r"^[a-z0-9][a-z0-9_.-]{0,63}$")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    verbs = parser.add_subparsers(dest="keys_command", required=True)
    key_set = verbs.add_parser("set", help="store a key (read from standard input)")
    key_set.add_argument("provider")
    key_del = verbs.add_parser("delete", help="remove a stored key")
    key_del.add_argument("provider")
    key_status = verbs.add_parser("status", help="which providers have a key")
    key_status.add_argument("--json", action="store_true")
    for verb in (key_set, key_del, key_status):
        data_dir_option(verb)


def run(args: argparse.Namespace, secrets: SecretStore | None = None) -> int:
    store = secrets or os_keyring()
    if args.keys_command == "status":
        return _status(args, store)
    provider = args.provider.lower()
    if not _PROVIDER_NAME.match(provider):
        raise UsageError(f"{args.provider!r} is not a valid provider name.")
    if args.keys_command == "delete":
        deleted = store.delete(provider)
        sys.stdout.write(
            f"Deleted the key for {provider}.\n" if deleted else f"No key was stored for {provider}.\n"
        )
        return EXIT_OK
    if sys.stdin.isatty():
        secret = getpass.getpass(f"API key for {provider} (input hidden): ")
    else:
        secret = sys.stdin.readline()
    secret = secret.strip()
    if not secret:
        raise UsageError("No key was given on standard input.")
    store.set(provider, secret)
    sys.stdout.write(f"Saved the key for {provider} in {store.backend_name()}.\n")
    return EXIT_OK


def _status(args: argparse.Namespace, store: SecretStore) -> int:
    names = [*(name for name, p in PRESETS.items() if p.needs_key), *KEY_NAMES.values()]  # web search's too
    rows = {name: store.get(name) is not None for name in names}
    if args.json:
        sys.stdout.write(json.dumps({"backend": store.backend_name(), "keys": rows}) + "\n")
    else:
        sys.stdout.write(f"Keys are kept in: {store.backend_name()}\n")
        for name, present in rows.items():
            sys.stdout.write(f"  {name:<13} {'set' if present else 'not set'}\n")
    return EXIT_OK
