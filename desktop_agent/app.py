"""Composition root: parses the command line, then runs the headless CLI or opens the window.

`main()` stays cheap: nothing heavy (Qt, the SDKs, the database) is imported before it knows what to run,
so `desktop-agent --version` answers at once.
"""

from __future__ import annotations

import argparse
import io
import sys
from collections.abc import Sequence
from pathlib import Path

from desktop_agent import __version__

CLI_COMMANDS = frozenset({"chat", "keys", "sessions", "skills", "usage", "mcp"})
# Modes the self-test starts in a child process of its own (not in --help).
HIDDEN_MODES = frozenset({"--self-test-qt", "--mcp-echo-server"})


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] == ["usage"]:  # a parser of its own (desktop_agent.cli_usage)
        from desktop_agent import cli_usage

        return cli_usage.main(args[1:])
    if args and args[0] in CLI_COMMANDS:
        from desktop_agent import cli

        return cli.main(args)
    if args[:1] and args[0] in HIDDEN_MODES:
        from desktop_agent import selftest

        return selftest.run_hidden_mode(args[0])
    parser = argparse.ArgumentParser(
        prog="desktop-agent",
        description="Open the Desktop Agent window. Also: chat (one turn in the terminal), keys (API keys), "
        "sessions, skills, usage (tokens and costs), mcp (MCP servers).",
    )
    parser.add_argument("--version", action="version", version=f"desktop-agent {__version__}")
    parser.add_argument("--data-dir", type=Path, help="keep every file the app writes in this folder")
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="check that this installation works (Qt, database, keyring, SDKs, HTTPS, MCP), then exit",
    )
    parser.add_argument(
        "--require-keyring",
        action="store_true",
        help="with --self-test: fail when no keyring service is running (otherwise only a warning)",
    )
    options = parser.parse_args(args)

    if options.self_test:
        from desktop_agent.selftest import run_self_test

        # Started from the Windows window executable there is no stdout: the exit code still tells.
        out = sys.stdout if sys.stdout is not None else io.StringIO()
        return run_self_test(out, scratch_parent=options.data_dir, require_keyring=options.require_keyring)

    from desktop_agent.ui.app import run_window

    return run_window(data_dir=options.data_dir)
