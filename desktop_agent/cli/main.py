"""The one command line of `desktop-agent`: the window's own flags, and a command per group.

Each group (chat, keys, sessions, skills, usage, mcp) keeps its flags and its code in a module of its own,
imported only when the command line names it: `desktop-agent --version` and the window start without the
core. What runs without a command (the window, the self-test and the self-test's child modes) is given by
the composition root (`desktop_agent.app`): this package never imports the window.
"""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import NamedTuple, Protocol

from desktop_agent import __version__
from desktop_agent.cli.errors import EXIT_CANCELLED, EXIT_PIPE_CLOSED, quiet_stdout, report
from desktop_agent.domain.errors import UserFacingError

log = logging.getLogger(__name__)

Runner = Callable[[argparse.Namespace], int]


class Group(Protocol):
    """A command group's module: its flags, and what runs when it is named."""

    def add_arguments(self, parser: argparse.ArgumentParser) -> None: ...

    def run(self, args: argparse.Namespace) -> int: ...


# NamedTuples, not dataclasses: made at import before the window's first paint (a dataclass: ~0.6 ms).
class Desktop(NamedTuple):
    """What runs when no command is named, each given the parsed flags."""

    window: Runner
    self_test: Runner
    self_test_qt: Runner
    """A mode the self-test starts in a child process of its own: start Qt and report (not in --help)."""
    mcp_echo_server: Runner
    """Another: a minimal MCP server over stdio (not in --help)."""

    def runner(self, mode: str) -> Runner:
        """What runs for the mode the flags chose (`--self-test`, ... or none: the window)."""
        modes = {"window": self.window, "self_test": self.self_test, "self_test_qt": self.self_test_qt,
                 "mcp_echo_server": self.mcp_echo_server}  # fmt: skip
        return modes[mode]


def _chat() -> Group:
    from desktop_agent.cli import chat

    return chat


def _keys() -> Group:
    from desktop_agent.cli import keys

    return keys


def _sessions() -> Group:
    from desktop_agent.cli import sessions

    return sessions


def _skills() -> Group:
    from desktop_agent.cli import skills

    return skills


def _usage() -> Group:
    from desktop_agent.cli import usage

    return usage


def _mcp() -> Group:
    from desktop_agent.cli import mcp

    return mcp


def _kb() -> Group:
    from desktop_agent.cli import kb

    return kb


def _memory() -> Group:
    from desktop_agent.cli import memory

    return memory


def _project() -> Group:
    from desktop_agent.cli import project

    return project


def _schedule() -> Group:
    from desktop_agent.cli import schedule

    return schedule


def _transcribe() -> Group:
    from desktop_agent.cli import transcribe

    return transcribe


def _update() -> Group:
    from desktop_agent.cli import update

    return update


class Command(NamedTuple):
    help: str
    load: Callable[[], Group]
    abbreviations: bool = False
    """Whether a long option may be shortened (never in chat: `--api-key sk-...` must not be taken for
    `--api-key-env`)."""


COMMANDS: dict[str, Command] = {
    "chat": Command("run one turn in the terminal", _chat),
    "keys": Command("store API keys in the OS keyring", _keys),
    "sessions": Command(
        "stored sessions: list, show, search, export, import, delete, instructions, prompt",
        _sessions,
        abbreviations=True,
    ),
    "skills": Command(
        "skills: list, import and remove them, trust a workspace's own", _skills, abbreviations=True
    ),
    "usage": Command("tokens used per day, model or session, and what they cost", _usage),
    "mcp": Command(
        "MCP servers: list, add, remove, enable, disable, tools, call, login, logout",
        _mcp,
        abbreviations=True,
    ),
    "kb": Command(
        "knowledge bases: create, add, remove, list, status, sync, search, delete", _kb, abbreviations=True
    ),
    "memory": Command(
        "what the agent remembers: list, add, edit, remove, undo, export, keep, drop",
        _memory,
        abbreviations=True,
    ),
    "project": Command(
        "projects (sessions sharing a folder, instructions, memories): create, list, show, edit, delete",
        _project,
        abbreviations=True,
    ),
    "schedule": Command(
        "jobs that run while you are away: add, list, show, edit, remove, enable, disable, run-now, history",
        _schedule,
    ),
    "transcribe": Command("the text spoken in a WAV file (local model or endpoint)", _transcribe),
    "update": Command("a new version of the app: check (what changed), apply (install it in place)", _update),
}


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The parser. With `argv`, only the groups it names get their flags (the others' modules are not
    imported: their commands are listed in --help all the same); without, every group does."""
    parser = argparse.ArgumentParser(
        prog="desktop-agent",
        description="Open the Desktop Agent window. Also: chat (one turn in the terminal), keys (API keys), "
        "sessions, skills, usage (tokens and costs), mcp (MCP servers).",
        allow_abbrev=False,
    )
    parser.add_argument("--version", action="version", version=f"desktop-agent {__version__}")
    parser.add_argument("--data-dir", type=Path, help="keep every file the app writes in this folder")
    parser.add_argument(
        "--open-session", metavar="ID", help="open the window on this session (a running window shows it)"
    )
    parser.add_argument(
        "--review-run", nargs=2, metavar=("JOB", "RUN"),
        help="open the window's Schedules page on the calls this run of the job refused, to re-run it with "
        "them approved (a running window shows it)",
    )  # fmt: skip
    parser.add_argument(
        "--open-url", metavar="URL",
        help="open what a desktop-agent:// address names (a session, or a run's refused calls): what a "
        "notification's click opens on Windows",
    )  # fmt: skip
    # A scheduled run's notification: shown by a detached child that waits for its click (core.schedules).
    parser.add_argument("--notification", metavar="JSON", help=argparse.SUPPRESS)
    parser.add_argument(
        "--self-test",
        dest="mode",
        action="store_const",
        const="self_test",
        help="check that this installation works (Qt, database, keyring, SDKs, HTTPS, MCP), then exit",
    )
    parser.add_argument(
        "--require-keyring",
        action="store_true",
        help="with --self-test: fail when no keyring service is running (otherwise only a warning)",
    )
    for flag in ("--self-test-qt", "--mcp-echo-server"):  # the self-test's child processes
        parser.add_argument(flag, dest="mode", action="store_const", const=flag[2:].replace("-", "_"),
                            help=argparse.SUPPRESS)  # fmt: skip
    parser.set_defaults(mode="window")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, command in COMMANDS.items():
        group_parser = sub.add_parser(name, help=command.help, allow_abbrev=command.abbreviations)
        if argv is None or name in argv:
            group = command.load()
            group.add_arguments(group_parser)
            group_parser.set_defaults(run=group.run)
    return parser


def data_dir_option(parser: argparse.ArgumentParser, words: str | None = None) -> None:
    """A command's own `--data-dir`; given before the command (`desktop-agent --data-dir D chat`), it
    counts as well."""
    parser.add_argument(
        "--data-dir",
        type=Path,
        default=argparse.SUPPRESS,
        help=argparse.SUPPRESS if words is None else words,
    )


def split_command(argv: list[str]) -> tuple[list[str], list[str]]:
    """`mcp add NAME [options] -- COMMAND ARGS...`: the server's command line is everything after `--`,
    kept whole (its own options are not ours)."""
    if argv[:2] == ["mcp", "add"] and "--" in argv:
        at = argv.index("--")
        return argv[:at], argv[at + 1 :]
    return argv, []


def plain_window_start(words: list[str]) -> argparse.Namespace | None:
    """The window's everyday start (nothing, or only `--data-dir DIR`) as the parser would read it, without
    building the parser: that costs about 6 ms (sixteen sub-parsers, gettext looking for catalogues) before
    the window's first paint. Anything else, `None`: the parser reads it, and says what is wrong."""
    if not words:
        folder = None
    elif len(words) == 2 and words[0] == "--data-dir" and words[1][:1] not in ("", "-"):
        folder = words[1]
    elif len(words) == 1 and words[0].startswith("--data-dir=") and len(words[0]) > len("--data-dir="):
        folder = words[0].removeprefix("--data-dir=")
    else:
        return None
    return argparse.Namespace(
        data_dir=None if folder is None else Path(folder), open_session=None,
        review_run=None, open_url=None, notification=None, mode="window", require_keyring=False,
        command=None,
    )  # fmt: skip


def main(argv: Sequence[str] | None = None, desktop: Desktop | None = None) -> int:
    """Parse the command line and run what it names: a command, or (given `desktop`) the window or the
    self-test."""
    words, server_command = split_command(list(sys.argv[1:] if argv is None else argv))
    plain = plain_window_start(words) if desktop is not None else None
    if plain is not None and desktop is not None:
        return dispatch(plain, desktop.runner("window"))
    parser = build_parser(words)
    args = parser.parse_args(words)
    if server_command:
        args.server_command = server_command
    if args.open_url is not None:
        _read_url(parser, args)
    if args.command is not None:
        if args.mode != "window":
            parser.error(f"--{args.mode.replace('_', '-')} takes no command")
        if args.open_session is not None or args.review_run is not None:
            which = "--open-session" if args.open_session is not None else "--review-run"
            which = "--open-url" if args.open_url is not None else which
            parser.error(f"{which} opens the window: it takes no command")
        return dispatch(args)
    if args.notification is not None:
        return dispatch(args, _follow_notification)
    if desktop is None:
        parser.error(f"name a command: {', '.join(COMMANDS)}")
    return dispatch(args, desktop.runner(args.mode))


def _read_url(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """`--open-url desktop-agent://...`: the session or the run it names, as --open-session or --review-run;
    any other address is refused before anything opens."""
    from desktop_agent.core.schedules import read_app_url

    if args.open_session is not None or args.review_run is not None:
        parser.error("--open-url names what to open: leave out --open-session and --review-run")
    try:
        verb, ids = read_app_url(args.open_url)
    except UserFacingError as error:
        parser.error(error.message)
    if verb == "open-session":
        args.open_session = ids[0]
    else:
        args.review_run = list(ids)


def _follow_notification(args: argparse.Namespace) -> int:
    from desktop_agent.core.schedules import follow_notification

    return follow_notification(args.notification)


def dispatch(args: argparse.Namespace, run: Runner | None = None) -> int:
    """Run the command (`args.run`, or `run`); the one place what went wrong becomes words on the terminal
    and an exit code."""
    try:
        return (run or args.run)(args)
    except UserFacingError as error:  # UsageError too
        log.info("%s: %s", error.kind.value, error.message)
        return report(
            error, as_json=bool(getattr(args, "json_errors", False) and getattr(args, "json", False))
        )
    except KeyboardInterrupt:
        return EXIT_CANCELLED
    except BrokenPipeError:  # the reader went away (`| head`): what was wanted has been read
        quiet_stdout()
        return EXIT_PIPE_CLOSED


__all__ = ["COMMANDS", "Desktop", "Group", "Runner", "build_parser", "dispatch", "main"]
