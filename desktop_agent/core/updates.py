"""Updates of the installed app, for the window and the terminal: is there a new version, what changed,
and put it in place.

`UpdateService.check()` looks at the signed update feed (off with `updates.check`, at most once a day, never
while the self-test runs); `check(manual=True)` is a person asking, which neither the setting nor the daily
limit holds back. `apply()` downloads the offered version, verifies it against the signed metadata, unpacks
it beside the installed folder and swaps the folders; anything failing before the swap leaves the installed
version as it was. The data folder (history, settings) is never touched: a new version migrates the history
at its next start, as any start does. Only a frozen bundle in a folder of its own updates itself;
`how_installed()` says what else to do (the package manager for a .deb or .rpm, pip for a source install).

The update framework (tufup, python-tuf) is imported only when a check or an update runs.
"""

from __future__ import annotations

import asyncio
import logging
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Final

from desktop_agent.config.settings import Settings
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.updates import (
    AppliedUpdate,
    Installation,
    InstallKind,
    UpdateOffer,
    UpdateProgress,
    detect_installation,
    platform_tag,
)
from desktop_agent.updates import state as check_state
from desktop_agent.updates import swap as folders
from desktop_agent.updates import trusted_root as shipped
from desktop_agent.updates.model import Feed

if TYPE_CHECKING:
    from desktop_agent.core.paths import AppPaths

log = logging.getLogger(__name__)

CHECK_INTERVAL_S: Final = 24 * 3600.0
STAGING_KEPT_S: Final = 3600.0
"""A staging folder younger than this may be another running instance's update: left alone."""
SELF_TEST_ENV: Final = "DESKTOP_AGENT_SELF_TEST"
"""Set (to anything but "" or "0") where no update check may run, e.g. around a self-test."""
_SELF_TEST_FLAGS: Final = frozenset({"--self-test", "--self-test-qt", "--mcp-echo-server"})

Progress = Callable[[UpdateProgress], None]


def in_self_test() -> bool:
    """The self-test (`--self-test` and its child modes) never looks for updates."""
    if os.environ.get(SELF_TEST_ENV, "") not in ("", "0"):
        return True
    return any(arg in _SELF_TEST_FLAGS for arg in sys.argv[1:])


class UpdateService:
    """Checks for and applies new versions of the installed app; one per core, cheap to build."""

    def __init__(
        self,
        settings: Callable[[], Settings],
        data_dir: Callable[[], Path],
        *,
        installation: Callable[[], Installation] | None = None,
        clock: Callable[[], float] = time.time,
        self_test: Callable[[], bool] = in_self_test,
    ) -> None:
        self._settings = settings
        self._data_dir = data_dir
        self._installation = installation or detect_installation
        self._clock = clock
        self._self_test = self_test
        self._installed: Installation | None = None

    def how_installed(self) -> Installation:
        """How this copy was installed, and whether (and if not, how) it can be updated."""
        if self._installed is None:
            self._installed = self._installation()
        return self._installed

    @property
    def updates_dir(self) -> Path:
        return self._data_dir() / "updates"

    def last_check(self) -> float | None:
        return check_state.last_check(self.updates_dir)

    def check_due(self) -> bool:
        """Whether an automatic check would look at the feed now."""
        if self._self_test() or not self._settings().updates.check:
            return False
        last = self.last_check()
        now = self._clock()
        return last is None or not (0 <= now - last < CHECK_INTERVAL_S)  # a clock set back counts as due

    async def check(
        self, *, manual: bool = False, feed_url: str | None = None, trusted_root: Path | None = None
    ) -> UpdateOffer | None:
        """A newer version than the installed one, or None.

        Automatic (the default): None without looking when the setting is off, a check ran in the last
        day, or the self-test runs; a failure is logged, not raised. `manual`: a person asked; looks at
        once and raises `UserFacingError` on failure. `feed_url`/`trusted_root` override the settings."""
        if self._self_test():
            log.info("update check skipped: self-test")
            return None
        if not manual and not self.check_due():
            return None
        try:
            feed = self._feed(feed_url, trusted_root)
        except UserFacingError as error:
            if manual:
                raise
            log.info("update check skipped: %s", error.message)
            return None
        check_state.record_check(self.updates_dir, self._clock())
        installation = self.how_installed()
        try:
            offer = await asyncio.to_thread(_find_offer, feed, installation)
        except UserFacingError as error:
            if manual:
                raise
            log.warning("update check failed: %s", error.message)
            return None
        log.info("update check: %s", f"{offer.version} is available" if offer else "up to date")
        return offer

    async def apply(self, offer: UpdateOffer, progress: Progress | None = None) -> AppliedUpdate:
        """Download, verify and put in place the offered version. `progress` is called on the event
        loop's thread. Restart the app at once afterwards (`AppliedUpdate.restart`): its files changed
        under it. Raises `UserFacingError` (nothing changed) when it cannot be done."""
        if self._self_test():
            raise UserFacingError(ErrorKind.USAGE, "No update during the self-test.")
        installation = offer.installation
        if not installation.updatable or installation.root is None:
            raise UserFacingError(ErrorKind.USAGE, _cannot_update(installation), installation.how_to_update)
        self._refuse_data_inside(installation.root)
        loop = asyncio.get_running_loop()

        def report(step: UpdateProgress) -> None:
            if progress is not None:
                loop.call_soon_threadsafe(progress, step)

        feed = Feed.at(offer.feed_url, offer.trusted_root, self.updates_dir)
        launcher = _launcher(installation.root)
        return await asyncio.to_thread(_download_and_install, feed, offer, report, launcher)

    def after_start(self) -> list[Path]:
        """Once the app has started well: remove the previous version an update kept, and what an
        interrupted update left beside the installed folder. Returns what was removed."""
        installation = self.how_installed()
        if not installation.updatable or installation.root is None:
            return []
        removed = folders.clean_leftovers(installation.root, older_than_s=STAGING_KEPT_S)
        for path in removed:
            log.info("removed %s (left by an update)", path)
        return removed

    def _feed(self, feed_url: str | None, trusted_root: Path | None) -> Feed:
        settings = self._settings().updates
        url = feed_url or settings.feed_url or shipped.PROJECT_FEED_URL
        if not url:
            raise UserFacingError(
                ErrorKind.CONFIG,
                "No update feed is set up for this build.",
                "Set updates.feed_url (and updates.trusted_root) to a feed you trust, or download new "
                "versions from the project's releases.",
            )
        root_file = trusted_root or (
            Path(settings.trusted_root).expanduser() if settings.trusted_root else None
        )
        if root_file is not None:
            try:
                root_json = root_file.read_bytes()
            except OSError as error:
                raise UserFacingError(
                    ErrorKind.CONFIG,
                    f"Could not read the update feed's trusted root {root_file}: {error.strerror or error}.",
                    "Set updates.trusted_root to the feed's root.json.",
                ) from None
        elif shipped.ROOT_JSON:
            root_json = shipped.ROOT_JSON.encode()
        else:
            raise UserFacingError(
                ErrorKind.CONFIG,
                f"No trusted root for the update feed {url}: this build ships none.",
                "Set updates.trusted_root to the feed's root.json (its publisher gives it).",
            )
        return Feed.at(url, root_json, self.updates_dir)

    def _refuse_data_inside(self, root: Path) -> None:
        data = self._data_dir().resolve()
        if data == root.resolve() or root.resolve() in data.parents:
            raise UserFacingError(
                ErrorKind.USAGE,
                f"The data folder {data} is inside the app's folder {root}: an update would move it away.",
                "Move the data folder out of the app's folder (--data-dir), then update.",
            )


def installation_of_folder(folder: Path, version: str, platform: str | None = None) -> Installation:
    """A bundle folder other than the running app's, to update from outside (packaging checks, tests)."""
    return Installation(InstallKind.BUNDLE, version, platform or platform_tag(), folder.resolve())


def _find_offer(feed: Feed, installation: Installation) -> UpdateOffer | None:
    from desktop_agent.updates.feed import find_offer

    return find_offer(feed, installation)


def _download_and_install(
    feed: Feed, offer: UpdateOffer, progress: Progress, launcher: Path | None
) -> AppliedUpdate:
    from desktop_agent.updates.feed import download_and_install

    return download_and_install(feed, offer, progress, launcher=launcher)


def _launcher(root: Path) -> Path | None:
    """The running executable inside the bundle (a new version without it is refused); None when the
    app does not run from `root` (a bundle updated from outside, as in tests)."""
    executable = Path(sys.executable).resolve()
    try:
        return executable.relative_to(root.resolve())
    except ValueError:
        return None


def _cannot_update(installation: Installation) -> str:
    return {
        InstallKind.PACKAGE: "This copy was installed by a package manager, which updates it.",
        InstallKind.READ_ONLY: "This copy is in a folder this user cannot change.",
        InstallKind.SOURCE: "This copy runs from source or from pip: it does not replace itself.",
    }.get(installation.kind, "This copy cannot update itself.")


__all__ = [
    "CHECK_INTERVAL_S",
    "AppliedUpdate",
    "InstallKind",
    "Installation",
    "UpdateOffer",
    "UpdateProgress",
    "UpdateService",
    "in_self_test",
    "installation_of_folder",
]


def check_command(paths: AppPaths, settings: Settings) -> list[str]:
    """`desktop-agent update check --json` for this data folder and the settings' feed: what the window runs
    in a child process (when it decided a look is due, or the person asked), so the update framework
    (about 35 MB once imported) never stays in the window's memory."""
    from desktop_agent.core.schedules import data_dir_words, program

    chosen = data_dir_words(paths)
    feed = ["--feed", settings.updates.feed_url] if settings.updates.feed_url else []
    root = ["--trusted-root", settings.updates.trusted_root] if settings.updates.trusted_root else []
    return [*program(), *chosen, "update", "check", "--json", *feed, *root]


async def check_apart(paths: AppPaths, settings: Settings, timeout_s: float = 120.0) -> dict[str, object]:
    """What `check_command` says (its JSON), or UserFacingError with its error line."""
    import json

    child = await asyncio.create_subprocess_exec(
        *check_command(paths, settings), stdin=asyncio.subprocess.DEVNULL,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
    )  # fmt: skip
    try:
        out, err = await asyncio.wait_for(child.communicate(), timeout_s)
    except TimeoutError:
        child.kill()
        await child.wait()
        raise UserFacingError(ErrorKind.TIMEOUT, "Looking for a new version took too long.") from None
    if child.returncode != 0:
        said = [line.strip() for line in err.decode("utf-8", "replace").splitlines() if line.strip()]
        errors = [n for n, line in enumerate(said) if line.startswith("Error: ")]
        told = said[errors[-1] :] if errors else said[-1:]  # the error line and its advice, no log lines
        words = " ".join(told).removeprefix("Error: ") or f"exit {child.returncode}"
        raise UserFacingError(ErrorKind.SERVER_ERROR, f"Could not look for a new version: {words}")
    try:
        payload = json.loads(out.decode("utf-8").strip().splitlines()[-1])
    except (ValueError, IndexError):
        raise UserFacingError(ErrorKind.INTERNAL, "The update check said nothing readable.") from None
    if not isinstance(payload, dict):
        raise UserFacingError(ErrorKind.INTERNAL, "The update check said nothing readable.")
    return payload
