"""The signed update feed, through tufup (The Update Framework's python-tuf underneath).

The feed is a TUF repository served by any static HTTP server: `<feed>/metadata/` (root, timestamp,
snapshot and targets metadata, each signed) and `<feed>/targets/` (one .tar.gz per version and platform,
named `desktop-agent-<platform>-<version>.tar.gz`, its release notes in the target's custom metadata).
The app trusts one root.json, shipped with it or named in the settings; every piece of metadata must
chain up to it, and every archive must match the length and hashes the signed targets metadata gives,
before anything is unpacked. A check reads only metadata; an update then downloads the archive, verifies
it, unpacks it beside the installed folder and swaps the folders (`desktop_agent.updates.swap`).

This module is the only one importing tufup and tuf: it is imported when a check or an update runs.
"""

from __future__ import annotations

import contextlib
import errno
import logging
import shutil
import sys
import tarfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, Final

import requests
from tuf.api import exceptions as tuf_errors
from tuf.api.exceptions import RepositoryError
from tufup.client import Client

from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.updates import swap
from desktop_agent.updates.model import AppliedUpdate, Feed, Installation, UpdateOffer, UpdateProgress

log = logging.getLogger(__name__)

APP_NAME: Final = "desktop-agent"
NOTHING_INSTALLED: Final = "Nothing was changed: the installed version keeps working."


def archive_name(installation: Installation) -> str:
    """The app name tufup matches archives by: one per platform (`desktop-agent-linux-x86_64`)."""
    return f"{APP_NAME}-{installation.platform}"


def find_offer(feed: Feed, installation: Installation) -> UpdateOffer | None:
    """The newest version the feed offers for this platform, if newer than the installed one."""
    with _errors(feed.url):
        client = _client(feed, installation)
        meta = client.check_for_updates(patch=False)
    if meta is None:
        return None
    return UpdateOffer(
        version=str(meta.version),
        current_version=installation.version,
        notes=_notes(client, meta),
        size=int(client.new_archive_info.length),
        feed_url=feed.url,
        installation=installation,
        target=str(meta.target_path_str),
        trusted_root=feed.root_json,
    )


def download_and_install(
    feed: Feed,
    offer: UpdateOffer,
    progress: Callable[[UpdateProgress], None],
    *,
    launcher: Path | None = None,
    swap_after_exit: bool = sys.platform == "win32",
) -> AppliedUpdate:
    """Download the offered version, verify it, unpack it beside the installed folder and swap it in.

    `launcher`: the executable's path inside the bundle; an archive without it is refused. Any failure
    before the swap leaves the installed folder as it was."""
    installation = offer.installation
    root = installation.root
    if not installation.updatable or root is None:
        raise UserFacingError(
            ErrorKind.USAGE, "This copy of the app cannot update itself.", installation.how_to_update
        )
    applied: list[AppliedUpdate] = []
    staging: Path | None = None

    def install(src_dir: Path | str, dst_dir: Path | str, **_: Any) -> None:
        staged = Path(src_dir)
        progress(UpdateProgress(0, 1, "install"))
        try:
            swap.check_staged(staged, launcher)
        except ValueError as error:
            raise UserFacingError(
                ErrorKind.SERVER_ERROR, f"The new version is not usable: {error}.", NOTHING_INSTALLED
            ) from None
        target = Path(dst_dir)
        if swap_after_exit:
            old = swap.swap_after_exit(staged, target, launcher)
        else:
            old = swap.swap_in(staged, target)
        restart = (str(target / launcher),) if launcher is not None else ()
        applied.append(
            AppliedUpdate(str(new.version), target, old, deferred=swap_after_exit, restart=restart)
        )

    def downloaded(bytes_downloaded: int, bytes_expected: int) -> None:
        progress(UpdateProgress(bytes_downloaded, bytes_expected, "download"))

    try:
        with _errors(feed.url, staging_root=root):
            client = _client(feed, installation)
            new = client.check_for_updates(patch=False)
            if new is None:
                raise UserFacingError(
                    ErrorKind.NOT_FOUND,
                    f"The update feed no longer offers {offer.version}.",
                    NOTHING_INSTALLED,
                )
            staging = swap.new_staging_folder(root)
            client.extract_dir = staging
            client.download_and_apply_update(
                skip_confirmation=True, install=install, progress_hook=downloaded
            )
        if not applied:  # tufup logged why and gave up before installing
            raise UserFacingError(
                ErrorKind.SERVER_ERROR, "The downloaded update could not be prepared.", NOTHING_INSTALLED
            )
    finally:
        if staging is not None and not (applied and applied[0].deferred):
            with contextlib.suppress(OSError):
                swap.remove_tree(staging)
        _forget_downloads(feed)
    progress(UpdateProgress(1, 1, "done"))
    return applied[0]


def _client(feed: Feed, installation: Installation) -> Any:
    """A tufup client whose metadata is fresh: verified up to the trusted root (errors raised here,
    where tufup's own check would only log them)."""
    feed.metadata_dir.mkdir(parents=True, exist_ok=True)
    feed.target_dir.mkdir(parents=True, exist_ok=True)
    trusted = feed.metadata_dir / "root.json"
    if not trusted.exists():  # later roots (key rotations) replace it as they are verified
        trusted.write_bytes(feed.root_json)
    client = Client(
        app_name=archive_name(installation),
        app_install_dir=installation.root or Path.cwd(),
        current_version=installation.version,
        metadata_dir=feed.metadata_dir,
        metadata_base_url=feed.url + "metadata/",
        target_dir=feed.target_dir,
        target_base_url=feed.url + "targets/",
        refresh_required=False,
    )
    client.refresh()
    client.refresh = lambda: None  # done above; tufup's check would refresh again
    return client


def _notes(client: Any, newest: Any) -> str:
    """The release notes of every version after the installed one, up to the offered one, newest first."""
    current = client.current_archive.version
    metas = [
        meta
        for meta in client.trusted_target_metas
        if meta.name == newest.name and meta.is_archive and current < meta.version <= newest.version
    ]
    metas.sort(key=lambda meta: meta.version, reverse=True)
    parts = []
    for meta in metas:
        custom = meta.custom if isinstance(meta.custom, dict) else {}
        notes = str(custom.get("notes") or "").strip()
        parts.append(notes if len(metas) == 1 else f"{meta.version}:\n{notes or '(no notes)'}")
    return "\n\n".join(parts)


def _forget_downloads(feed: Feed) -> None:
    """Downloaded archives are not kept: an update always downloads the whole archive again."""
    with contextlib.suppress(OSError):
        shutil.rmtree(feed.target_dir)


@contextlib.contextmanager
def _errors(url: str, *, staging_root: Path | None = None) -> Iterator[None]:
    """What went wrong, in words a person can act on; never a traceback."""
    try:
        yield
    except UserFacingError:
        raise
    except tuf_errors.ExpiredMetadataError as error:
        log.info("update feed %s: %s", url, error)
        raise UserFacingError(
            ErrorKind.SERVER_ERROR,
            f"The update feed's signed metadata has expired ({url}).",
            "Whoever runs the feed must sign it again. " + NOTHING_INSTALLED,
        ) from None
    except (tuf_errors.LengthOrHashMismatchError, tuf_errors.DownloadLengthMismatchError) as error:
        log.info("update feed %s: %s", url, error)
        raise UserFacingError(
            ErrorKind.SERVER_ERROR,
            f"The download from the update feed does not match its signed metadata ({url}): it was changed "
            "or cut short.",
            NOTHING_INSTALLED,
        ) from None
    except RepositoryError as error:
        log.info("update feed %s: %s", url, error)
        raise UserFacingError(
            ErrorKind.SERVER_ERROR,
            f"The update feed's metadata did not verify against the keys this app trusts ({url}).",
            "Check the feed address and its root metadata (updates.trusted_root). " + NOTHING_INSTALLED,
        ) from None
    except (tuf_errors.DownloadError, requests.RequestException) as error:
        log.info("update feed %s: %s", url, error)
        raise UserFacingError(
            ErrorKind.UNREACHABLE,
            f"Could not download from the update feed {url}.",
            "Check the network and the feed address (updates.feed_url). " + NOTHING_INSTALLED,
        ) from None
    except (tarfile.TarError, shutil.ReadError, EOFError) as error:
        log.info("update archive from %s: %s", url, error)
        raise UserFacingError(
            ErrorKind.SERVER_ERROR, "The new version's archive could not be unpacked.", NOTHING_INSTALLED
        ) from None
    except OSError as error:
        log.info("update from %s: %s", url, error)
        where = f" beside {staging_root}" if staging_root is not None else ""
        if error.errno == errno.ENOSPC:
            raise UserFacingError(
                ErrorKind.DISK_FULL,
                f"The disk is full: the new version does not fit{where}.",
                NOTHING_INSTALLED,
            ) from None
        raise UserFacingError(
            ErrorKind.STORAGE_READ_ONLY,
            f"Could not write the new version{where}: {error.strerror or error}.",
            NOTHING_INSTALLED,
        ) from None
    except (ValueError, KeyError, TypeError) as error:  # e.g. a trusted root that is not TUF metadata
        log.info("update feed %s: %s", url, error)
        raise UserFacingError(
            ErrorKind.CONFIG,
            f"The update metadata could not be read ({url}): {error}.",
            "Check the trusted root file (updates.trusted_root) and the feed address. " + NOTHING_INSTALLED,
        ) from None
