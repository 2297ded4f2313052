"""Composition root: parses the command line, then runs the headless CLI or opens the window."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from desktop_agent import __version__

CLI_COMMANDS = frozenset({"chat", "keys", "sessions"})


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in CLI_COMMANDS:
        from desktop_agent import cli

        return cli.main(args)
    parser = argparse.ArgumentParser(
        prog="desktop-agent",
        description="Open the Desktop Agent window. Also: chat (one turn in the terminal), keys (API keys).",
    )
    parser.add_argument("--version", action="version", version=f"desktop-agent {__version__}")
    parser.add_argument("--data-dir", type=Path, help="keep every file the app writes in this folder")
    options = parser.parse_args(args)

    from desktop_agent.ui.app import run_window

    return run_window(data_dir=options.data_dir)
