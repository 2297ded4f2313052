"""`desktop-agent update check|apply`: is there a new version, what changed, and put it in place.

`check` looks at the signed update feed now (the daily limit and the `updates.check` setting hold back only
the app's own automatic checks) and says what changed. `apply` downloads the new version, verifies it and
swaps it in; it asks first at a terminal ([y/N]), and elsewhere needs `--yes`. A copy installed by a package
manager, or run from source, is told what to do instead. Exit codes: 0 done (or nothing newer), 1 failed,
2 usage, 130 cancelled; `check --exit-code` exits 3 when a new version exists.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from pathlib import Path
from typing import Final

from desktop_agent.cli.errors import EXIT_CANCELLED, EXIT_OK, UsageError
from desktop_agent.cli.main import data_dir_option
from desktop_agent.core.paths import app_paths
from desktop_agent.core.settings import load_settings
from desktop_agent.core.updates import (
    Installation,
    InstallKind,
    UpdateOffer,
    UpdateProgress,
    UpdateService,
    installation_of_folder,
)
from desktop_agent.domain.display import visible

VERBS: Final = "check, apply"
EXIT_UPDATE_AVAILABLE: Final = 3


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.description = (
        "Look for a new version of the app on its signed update feed, see what changed, and update this "
        "copy in place (a .deb or .rpm install is updated by its package manager instead)."
    )
    verbs = parser.add_subparsers(dest="verb", metavar="VERB")
    check = verbs.add_parser("check", help="is there a newer version, and what changed")
    check.add_argument("--json", action="store_true", help="as JSON")
    check.add_argument("--exit-code", action="store_true", help="exit 3 when a newer version exists")
    check.add_argument(
        "--if-due",
        action="store_true",
        help="only as the app's own check would: not when updates.check is off or a check ran in the last "
        "day (a window can run this in a child process, keeping the update framework out of its memory)",
    )
    apply = verbs.add_parser("apply", help="download, verify and install the newest version")
    apply.add_argument("--yes", action="store_true", help="do not ask first")
    for verb_parser in verbs.choices.values():
        verb_parser.add_argument("--feed", metavar="URL", help="this update feed instead of the settings'")
        verb_parser.add_argument(
            "--trusted-root", type=Path, metavar="FILE", help="the feed's root.json (with --feed, usually)"
        )
        data_dir_option(verb_parser, "where the app keeps its data (settings, update state)")
        # Update a bundle folder other than the running app (the packaging checks use it).
        verb_parser.add_argument("--install-dir", type=Path, help=argparse.SUPPRESS)
        verb_parser.add_argument("--installed-version", help=argparse.SUPPRESS)
        verb_parser.add_argument("--platform", help=argparse.SUPPRESS)


def run(args: argparse.Namespace) -> int:
    if args.verb is None:
        raise UsageError(f"Name a verb: {VERBS}.")
    if args.feed is not None and not args.feed.startswith(("http://", "https://")):
        raise UsageError(f"--feed {args.feed!r}: give an http:// or https:// address.")
    paths = app_paths(args.data_dir)
    settings = load_settings(paths.settings_file)
    folder = _installation(args)
    service = UpdateService(
        lambda: settings, lambda: paths.data_dir, installation=None if folder is None else lambda: folder
    )
    if args.verb == "check":
        due = not args.if_due or service.check_due()
        manual = not args.if_due
        offer = None
        if due:
            offer = asyncio.run(
                service.check(manual=manual, feed_url=args.feed, trusted_root=args.trusted_root)
            )
        return _check(args, service, offer, checked=due)
    offer = asyncio.run(service.check(manual=True, feed_url=args.feed, trusted_root=args.trusted_root))
    return _apply(args, service, offer)


def _installation(args: argparse.Namespace) -> Installation | None:
    if args.install_dir is None:
        if args.installed_version or args.platform:
            raise UsageError("--installed-version and --platform go with --install-dir.")
        return None
    if not args.install_dir.is_dir():
        raise UsageError(f"--install-dir {args.install_dir}: no such folder.")
    if not args.installed_version:
        raise UsageError("--install-dir needs --installed-version.")
    return installation_of_folder(args.install_dir, args.installed_version, args.platform)


def _check(
    args: argparse.Namespace, service: UpdateService, offer: UpdateOffer | None, *, checked: bool
) -> int:
    installation = service.how_installed()
    if args.json:
        payload: dict[str, object] = {
            "checked": checked,
            "current_version": installation.version,
            "installed_as": installation.kind.value,
            "update": None,
        }
        if offer is not None:
            payload["update"] = {
                "version": offer.version,
                "size": offer.size,
                "notes": offer.notes,
                "can_apply": offer.can_apply,
                "how_to_update": installation.how_to_update,
            }
        sys.stdout.write(json.dumps(payload) + "\n")
    elif not checked:
        _out("Not checked: the automatic check is off (updates.check) or ran in the last day.")
    elif offer is None:
        _out(f"Desktop Agent {installation.version} is the newest version.")
    else:
        _describe(offer)
        if offer.can_apply:
            _out("Install it with: desktop-agent update apply")
        else:
            _out(installation.how_to_update)
    return EXIT_UPDATE_AVAILABLE if offer is not None and args.exit_code else EXIT_OK


def _apply(args: argparse.Namespace, service: UpdateService, offer: UpdateOffer | None) -> int:
    installation = service.how_installed()
    if offer is None:
        _out(f"Desktop Agent {installation.version} is the newest version: nothing to do.")
        return EXIT_OK
    if not offer.can_apply:
        _describe(offer)
        what = {
            InstallKind.PACKAGE: "This copy was installed by a package manager.",
            InstallKind.READ_ONLY: "This copy is in a folder you cannot change.",
            InstallKind.SOURCE: "This copy runs from source or from pip: it does not replace itself.",
        }.get(installation.kind, "This copy cannot update itself.")
        raise UsageError(f"{what} {installation.how_to_update}".strip())
    _describe(offer)
    if not args.yes:
        if not sys.stdin.isatty():
            raise UsageError("Not at a terminal: add --yes to install the update without asking.")
        sys.stderr.write(f"Install {offer.version} in {installation.root}? [y/N] ")
        sys.stderr.flush()
        if sys.stdin.readline().strip().lower() not in ("y", "yes"):
            _err("Not installed.")
            return EXIT_CANCELLED
    applied = asyncio.run(service.apply(offer, _Progress()))
    if applied.deferred:
        _out(f"{applied.version} is ready: it replaces this version when the app exits, then starts.")
    else:
        _out(f"Updated to {applied.version} in {applied.root}.")
        if applied.previous is not None:
            _out(f"The previous version is kept in {applied.previous} until the new one has started.")
    return EXIT_OK


class _Progress:
    """The download's progress on stderr: a line that rewrites itself at a terminal, a few lines elsewhere."""

    def __init__(self) -> None:
        self._tty = sys.stderr.isatty()
        self._last = -1

    def __call__(self, step: UpdateProgress) -> None:
        if step.stage == "download":
            percent = int(step.fraction * 100)
            if percent == self._last or (not self._tty and percent % 25 and percent != 100):
                return
            self._last = percent
            line = f"Downloading: {percent:3d}% of {_size(step.total)}"
            sys.stderr.write(f"\r{line}" if self._tty else line + "\n")
        elif step.stage == "install":
            sys.stderr.write("\n" if self._tty and self._last >= 0 else "")
            sys.stderr.write("Verified. Installing...\n")
        sys.stderr.flush()


def _describe(offer: UpdateOffer) -> None:
    _out(
        f"Desktop Agent {offer.version} is available (installed: {offer.current_version}, "
        f"download {_size(offer.size)})."
    )
    if offer.notes:
        _out("What changed:")
        for line in offer.notes.splitlines():
            _out(f"  {line}" if line.strip() else "")


def _size(size: int) -> str:
    return f"{size / 1_000_000:.1f} MB" if size >= 100_000 else f"{max(1, round(size / 1000))} kB"


def _out(line: str) -> None:
    sys.stdout.write(visible(line) + "\n")


def _err(line: str) -> None:
    sys.stderr.write(visible(line) + "\n")
