"""What a sandboxed command may do: change the workspace (not its ``.git`` or secrets files) and a private
temporary folder, see everything else read-only except hidden folders, and use the network only if allowed.
"""

from __future__ import annotations

import fnmatch
import logging
import os
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from desktop_agent.tools.workspace import os_keyring_dirs

logger = logging.getLogger(__name__)

SECRET_FILES = (
    ".env", ".env.*", ".envrc", "*.pem", "*.key", "*.p12", "*.pfx", "id_rsa*", "id_dsa*", "id_ecdsa*",
    "id_ed25519*", ".npmrc", ".pypirc", ".netrc", "_netrc", ".git-credentials", ".pgpass", ".htpasswd",
)  # fmt: skip
"""File names (globs, case-insensitive) kept read-only inside the workspace; the same list as the approval
layer's (desktop_agent/agent/protected.py), which always asks about them."""

READ_ONLY_FOLDERS = frozenset({".git"})
"""Folders (or the ``.git`` files of worktrees and submodules) kept read-only anywhere in the workspace."""

HOME_CREDENTIALS = (
    ".ssh", ".gnupg", ".aws", ".azure", ".kube", ".docker", ".password-store", ".netrc", ".git-credentials",
    ".pypirc", ".npmrc", ".pgpass", ".vault-token", ".terraform.d", ".cargo/credentials.toml",
    ".cargo/credentials", ".config/gcloud", ".config/gh", ".config/hub", ".config/op", ".config/rclone",
    ".config/git/credentials", ".config/google-chrome", ".config/chromium", ".config/BraveSoftware",
    ".mozilla", ".thunderbird", "Library/Keychains", "Library/Cookies",
)  # fmt: skip
"""Below the home folder: keys, cloud and registry credentials, password stores, browser profiles."""

SYSTEM_SOCKETS = ("/run/docker.sock", "/var/run/docker.sock", "/run/podman/podman.sock")
"""Sockets that hand out root (a container engine's) to whoever may connect."""

SKIP_WHEN_SCANNING = frozenset(
    {"node_modules", ".venv", "venv", "__pycache__", ".tox", ".nox", ".mypy_cache", ".pytest_cache",
     ".ruff_cache", ".gradle", "target"}
)  # fmt: skip
"""Folders not searched for secrets-like files (dependencies and caches: large, and not the person's)."""
MAX_SCANNED = 10_000
"""Entries looked at per command when searching the workspace for ``.git`` and secrets-like files (about
50 ms here; a workspace with more, such as a whole home folder, is searched only this far)."""
MAX_DEPTH = 8


def credential_paths(home: Path) -> tuple[Path, ...]:
    """The credential folders and files below ``home``, the session's runtime folder (D-Bus, keyring and
    agent sockets) and container engine sockets, whether or not they exist."""
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    if not runtime and hasattr(os, "getuid"):
        runtime = f"/run/user/{os.getuid()}"
    found = [home / name for name in HOME_CREDENTIALS]
    if runtime:
        found.append(Path(runtime))
    found += [Path(p) for p in SYSTEM_SOCKETS]
    return tuple(found)


def is_secret_name(name: str) -> bool:
    lowered = name.lower()
    return any(fnmatch.fnmatchcase(lowered, pattern) for pattern in SECRET_FILES)


def _real(path: Path) -> Path:
    return Path(os.path.realpath(path))


@dataclass(frozen=True, slots=True)
class SandboxPolicy:
    """``workspace`` (and ``writable``) may change; ``.git`` and secrets-like files inside stay read-only;
    ``hidden`` folders and files look empty; the network is cut unless ``network``. Paths are real paths."""

    workspace: Path
    writable: tuple[Path, ...] = ()
    hidden: tuple[Path, ...] = ()
    network: bool = False
    home: Path = field(default_factory=Path.home)

    @classmethod
    def for_workspace(
        cls,
        workspace: Path,
        *,
        app_dirs: Iterable[Path] = (),
        writable: Iterable[Path] = (),
        network: bool = False,
        home: Path | None = None,
    ) -> SandboxPolicy:
        """The usual policy: ``app_dirs`` (the app's own folders), the keyring's folders and the
        credential folders of ``home`` hidden."""
        home = home if home is not None else Path.home()
        hidden = [*app_dirs, *os_keyring_dirs(home), *credential_paths(home)]
        return cls(
            workspace=_real(workspace),
            writable=tuple(dict.fromkeys(_real(p) for p in writable)),
            hidden=tuple(dict.fromkeys(_real(p) for p in hidden)),
            network=network,
            home=home,
        )

    def describe(self, tmp: str) -> str:
        """How a confined command runs, in the words the approval shows (`tmp`: what its temporary folder
        is called on this platform)."""
        network = "network allowed" if self.network else "no network"
        return (
            f"sandboxed: may change files in {self.workspace} (not .git or secrets files) and {tmp}, "
            f"{network}; credential folders and Desktop Agent's own files are hidden"
        )

    def is_writable(self, path: Path) -> bool:
        """Whether the sandbox lets a command change ``path`` (a real, absolute path)."""
        if self.is_hidden(path) or self.is_read_only(path):
            return False
        return any(path.is_relative_to(root) for root in (self.workspace, *self.writable))

    def is_read_only(self, path: Path) -> bool:
        """``.git`` or a secrets-like file inside the workspace."""
        if not path.is_relative_to(self.workspace):
            return False
        parts = path.relative_to(self.workspace).parts
        return any(part in READ_ONLY_FOLDERS for part in parts) or bool(parts and is_secret_name(parts[-1]))

    def is_hidden(self, path: Path) -> bool:
        return any(path.is_relative_to(folder) for folder in self.hidden)

    def shown(self, path: Path) -> str:
        """``path`` as the person reads it: relative to the workspace, or with ``~`` for the home folder."""
        if path.is_relative_to(self.workspace):
            return path.relative_to(self.workspace).as_posix() or "."
        if path.is_relative_to(self.home):
            return "~/" + path.relative_to(self.home).as_posix()
        return str(path)

    def read_only_paths(self) -> list[Path]:
        """``.git`` folders/files and secrets-like files now in the workspace (a bounded search that skips
        dependency folders and symlinks; a symlink's target is either found itself or outside, read-only)."""
        found: list[Path] = []
        seen = 0
        stack: list[tuple[Path, int]] = [(self.workspace, 0)]
        while stack:
            folder, depth = stack.pop()
            try:
                entries = list(os.scandir(folder))
            except OSError:
                continue
            for entry in entries:
                seen += 1
                if seen > MAX_SCANNED:
                    logger.info("stopped looking for secrets-like files after %d entries", MAX_SCANNED)
                    return found
                if entry.is_symlink():
                    continue
                if entry.name in READ_ONLY_FOLDERS:
                    found.append(Path(entry.path))
                elif entry.is_dir():
                    if entry.name not in SKIP_WHEN_SCANNING and depth < MAX_DEPTH:
                        stack.append((Path(entry.path), depth + 1))
                elif is_secret_name(entry.name):
                    found.append(Path(entry.path))
        return found
