"""What the update parts tell each other and the front ends: how the app was installed, an offered
version, the progress of its download, what applying it did, and which feed (with its trusted root)."""

from __future__ import annotations

import enum
import hashlib
from dataclasses import dataclass, field
from pathlib import Path


class InstallKind(enum.StrEnum):
    BUNDLE = "bundle"
    """A frozen app in a folder of its own (the .tar.gz on Linux, the .app on macOS, the folder on
    Windows): updated in place by swapping the folder."""
    PACKAGE = "package"
    """Installed by a package manager (.deb, .rpm): the package manager updates it."""
    READ_ONLY = "read_only"
    """A frozen bundle in a folder this user cannot change (installed by an administrator)."""
    SOURCE = "source"
    """Running from source or from pip: a new version can be reported, never installed by the app."""


@dataclass(frozen=True, slots=True)
class Installation:
    kind: InstallKind
    version: str
    platform: str
    """The platform tag the feed's archives carry, e.g. linux-x86_64, macos-arm64, windows-x86_64."""
    root: Path | None = None
    """The bundle's folder (the .app on macOS); None when the app is not a frozen bundle."""
    how_to_update: str = ""
    """When the app cannot update itself: what to do instead, in a sentence."""

    @property
    def updatable(self) -> bool:
        return self.kind is InstallKind.BUNDLE and self.root is not None


@dataclass(frozen=True, slots=True)
class UpdateOffer:
    version: str
    current_version: str
    notes: str
    """What changed: the release notes of every version between the installed one and this one, newest
    first, as published with each version."""
    size: int
    """The download, in bytes."""
    feed_url: str
    installation: Installation
    target: str = ""
    """The archive's name in the feed."""
    trusted_root: bytes = field(default=b"", repr=False)
    """The root metadata the offer was verified under: `apply` verifies the download under it too."""

    @property
    def can_apply(self) -> bool:
        return self.installation.updatable


@dataclass(frozen=True, slots=True)
class UpdateProgress:
    done: int
    total: int
    stage: str
    """"download", "unpack", "install" or "done"."""

    @property
    def fraction(self) -> float:
        return min(1.0, self.done / self.total) if self.total > 0 else 0.0


@dataclass(frozen=True, slots=True)
class AppliedUpdate:
    version: str
    root: Path
    previous: Path | None
    """Where the old version was kept (`<root>.old`), until the next successful start removes it."""
    deferred: bool = False
    """True on Windows: the folders are swapped by a helper once this process has exited."""
    restart: tuple[str, ...] = ()
    """The command line that starts the new version."""


@dataclass(frozen=True, slots=True)
class Feed:
    """A signed update feed and the root metadata it is trusted under."""

    url: str
    """Ends with a slash; metadata/ and targets/ are under it."""
    root_json: bytes
    """The trusted root metadata."""
    cache: Path
    """Where this feed's verified metadata and downloads are kept (in the app's data folder)."""

    @classmethod
    def at(cls, url: str, root_json: bytes, updates_dir: Path) -> Feed:
        url = url if url.endswith("/") else url + "/"
        # A feed and root of their own: another feed (or another root for it) starts from scratch.
        key = hashlib.sha256(url.encode() + b"\0" + root_json).hexdigest()[:16]
        return cls(url, root_json, updates_dir / "feeds" / key)

    @property
    def metadata_dir(self) -> Path:
        return self.cache / "metadata"

    @property
    def target_dir(self) -> Path:
        return self.cache / "downloads"
