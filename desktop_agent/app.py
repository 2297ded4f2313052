"""Composition root: hands the command line to the one parser (`desktop_agent.cli.main`), which runs a
terminal command, or what this module gives it for no command: the window or the self-test.

`main()` stays cheap: nothing heavy (Qt, the SDKs, the database, the agent) is imported before it knows what
to run, so `desktop-agent --version` answers at once. The window and the self-test are reached only from
here: the terminal front end never imports them.
"""

from __future__ import annotations

import argparse
import io
import sys
from collections.abc import Sequence

from desktop_agent.cli.main import Desktop
from desktop_agent.cli.main import main as run_command_line


def main(argv: Sequence[str] | None = None) -> int:
    desktop = Desktop(
        window=_window, self_test=_self_test, self_test_qt=_self_test_qt, mcp_echo_server=_mcp_echo_server
    )
    return run_command_line(argv, desktop)


def _window(args: argparse.Namespace) -> int:
    from desktop_agent.ui.app import run_window

    review = tuple(args.review_run) if args.review_run else None
    return run_window(data_dir=args.data_dir, open_session=args.open_session, review_run=review)


def _self_test(args: argparse.Namespace) -> int:
    from desktop_agent.selftest import run_self_test

    # Started from the Windows window executable there is no stdout: the exit code still tells.
    out = sys.stdout if sys.stdout is not None else io.StringIO()
    return run_self_test(out, scratch_parent=args.data_dir, require_keyring=args.require_keyring)


def _self_test_qt(args: argparse.Namespace) -> int:
    from desktop_agent.selftest import QT_PROBE_FLAG, run_hidden_mode

    return run_hidden_mode(QT_PROBE_FLAG, args.data_dir)


def _mcp_echo_server(args: argparse.Namespace) -> int:
    from desktop_agent.selftest import MCP_ECHO_FLAG, run_hidden_mode

    return run_hidden_mode(MCP_ECHO_FLAG)
