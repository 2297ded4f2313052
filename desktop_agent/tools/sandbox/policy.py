"""What a sandboxed command may do: change the workspace (not its ``.git``, nor the files other programs run
by themselves) and a private temporary folder; read the system, the workspace (not its secrets-like files,
which look empty) and the toolchains in the home folder, while the rest of the home folder is hidden unless
the person adds a folder (``sandbox.read``); and use the network only if allowed.
"""

from __future__ import annotations

import fnmatch
import logging
import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from desktop_agent.tools.workspace import os_keyring_dirs

logger = logging.getLogger(__name__)

SECRET_FILES = (
    ".env", ".env.*", ".envrc", "*.pem", "*.key", "*.p12", "*.pfx", "id_rsa*", "id_dsa*", "id_ecdsa*",
    "id_ed25519*", ".npmrc", ".pypirc", ".netrc", "_netrc", ".git-credentials", ".pgpass", ".htpasswd",
)  # fmt: skip
"""File names (globs, case-insensitive) hidden inside the workspace (they look empty and cannot be changed);
the same list as the approval layer's (desktop_agent/agent/protected.py), which always asks about them."""

READ_ONLY_FOLDERS = frozenset({".git", ".hg", ".vscode"})
"""Folders (or the ``.git`` files of worktrees and submodules) kept read-only anywhere in the workspace:
what they hold runs by itself when the person next uses the folder (git's hooks and ``core.fsmonitor``,
Mercurial's hooks, an editor's tasks)."""

AUTO_RUN_NAMES = (".git", ".hg", ".vscode", ".envrc")
"""Names that cannot be created at the top of the workspace either (``.envrc``: direnv's script; it is also
a secrets-like name). A sandboxed command finds an empty read-only stand-in there."""

TOOLCHAINS = (
    ".pyenv", ".rbenv", ".nodenv", ".goenv", ".jenv", ".asdf", ".local/share/mise", ".local/bin",
    ".local/lib", ".local/share/pipx", ".local/share/uv/python", ".local/share/uv/tools", ".rustup",
    ".cargo/bin",
    ".cargo/registry", ".cargo/git", "go/bin", "go/pkg/mod", ".nvm", ".volta", ".bun/bin", ".deno/bin",
    ".sdkman/candidates", ".ghcup/bin", ".elan", ".nix-profile", "miniconda3", "anaconda3", "miniforge3",
)  # fmt: skip
"""Below the home folder: interpreters, compilers and the packages installed for the person alone, shown
read-only to commands (the rest of the home folder is hidden). Configuration files with credentials in
them (``~/.cargo/config.toml``, ``~/.condarc``, ``~/.npmrc``) are not among them."""

TOOLCHAIN_VARIABLES = (
    "PYENV_ROOT", "RUSTUP_HOME", "GOROOT", "JAVA_HOME", "NVM_DIR", "SDKMAN_CANDIDATES_DIR", "VIRTUAL_ENV",
    "CONDA_PREFIX", "VOLTA_HOME", "PNPM_HOME",
)  # fmt: skip
"""Variables naming a toolchain's folder, shown read-only when it is in the home folder."""
TOOLCHAIN_HOMES = {"CARGO_HOME": ("bin", "registry", "git"), "GOPATH": ("bin", "pkg/mod")}
"""Variables naming a folder of which only these parts are shown (the rest holds credentials or code)."""

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


def toolchain_paths(home: Path, environ: Mapping[str, str]) -> tuple[Path, ...]:
    """The toolchain folders below ``home`` to show: the usual ones, those the environment names, and the
    folders on ``PATH`` (with the folder holding a ``bin``, unless that is a folder of the home folder itself,
    such as ``~/.cargo`` or ``~/.local``), whether or not they exist."""
    found = [home / name for name in TOOLCHAINS]
    found += [Path(environ[name]) for name in TOOLCHAIN_VARIABLES if environ.get(name)]
    for name, parts in TOOLCHAIN_HOMES.items():
        for named in filter(None, environ.get(name, "").split(os.pathsep)):
            found += [Path(named) / part for part in parts]
    for entry in filter(None, environ.get("PATH", "").split(os.pathsep)):
        on_path = Path(entry)
        found.append(on_path)
        if on_path.name == "bin" and on_path.parent.parent != home:  # ~/.nvm/versions/node/v20, not ~/.cargo
            found.append(on_path.parent)
    real_home = _real(home)
    shown = (_real(p) for p in found if p.is_absolute())
    return tuple(dict.fromkeys(p for p in shown if p.is_relative_to(real_home) and p != real_home))


def is_secret_name(name: str) -> bool:
    lowered = name.lower()
    return any(fnmatch.fnmatchcase(lowered, pattern) for pattern in SECRET_FILES)


def _real(path: Path) -> Path:
    return Path(os.path.realpath(path))


@dataclass(frozen=True, slots=True)
class SandboxPolicy:
    """``workspace`` (and ``writable``) may change; ``.git`` and the other auto-run folders inside stay
    read-only and cannot be created at its top; secrets-like files inside look empty; ``hidden`` folders and
    files look empty; with ``hide_home`` the home folder is hidden but for ``readable`` (read-only) and the
    workspace; the network is cut unless ``network``. Paths are real paths."""

    workspace: Path
    writable: tuple[Path, ...] = ()
    hidden: tuple[Path, ...] = ()
    network: bool = False
    home: Path = field(default_factory=Path.home)
    readable: tuple[Path, ...] = ()
    """Shown read-only inside a hidden home folder: toolchains, the person's own additions, the repository
    the workspace is part of."""
    added: tuple[Path, ...] = ()
    """The folders the person added (``sandbox.read``), as the approval names them."""
    hide_home: bool = False
    allow_hosts: tuple[str, ...] | None = None
    """With the network allowed: the hosts a command may reach through the app's proxy
    (``sandbox.allow_hosts``), where the platform has one (Linux); None shares the whole network, as a
    sandboxed MCP server does."""

    @property
    def proxied(self) -> bool:
        """The network is allowed only through the app's proxy, to ``allow_hosts``."""
        return self.network and self.allow_hosts is not None

    @classmethod
    def for_workspace(
        cls,
        workspace: Path,
        *,
        app_dirs: Iterable[Path] = (),
        writable: Iterable[Path] = (),
        network: bool = False,
        home: Path | None = None,
        read: Iterable[Path | str] = (),
        environ: Mapping[str, str] | None = None,
        allow_hosts: Iterable[str] | None = None,
    ) -> SandboxPolicy:
        """The usual policy: the home folder hidden except the toolchains, ``read`` (``~`` expanded) and the
        repository the workspace is in; ``app_dirs`` (the app's own folders), the keyring's folders and the
        credential folders of ``home`` hidden even there; with ``network``, ``allow_hosts`` (when given) the
        hosts reached through the app's proxy."""
        home = home if home is not None else Path.home()
        environ = os.environ if environ is None else environ
        hidden = [*app_dirs, *os_keyring_dirs(home), *credential_paths(home)]
        real_home, real_workspace = _real(home), _real(workspace)
        added = tuple(dict.fromkeys(_real(_expand(p, home)) for p in read))
        shown = [*toolchain_paths(home, environ), *added]
        repository = enclosing_repository(real_workspace)
        if repository is not None and repository.is_relative_to(real_home):
            shown.append(repository)
        return cls(
            workspace=real_workspace,
            writable=tuple(dict.fromkeys(_real(p) for p in writable)),
            hidden=tuple(dict.fromkeys(_real(p) for p in hidden)),
            network=network,
            home=real_home,
            readable=tuple(dict.fromkeys(shown)),
            added=added,
            hide_home=True,
            allow_hosts=None if allow_hosts is None else tuple(allow_hosts),
        )

    @property
    def hides_home(self) -> bool:
        """Whether the home folder is hidden (not when the workspace, or a folder shown, holds all of it)."""
        if not self.hide_home or not self.home.is_dir():
            return False
        return not any(self.home.is_relative_to(root) for root in (*self._changeable(), *self.readable))

    def _changeable(self) -> tuple[Path, ...]:
        return (self.workspace, *self.writable)

    def describe(self, tmp: str, *, home_hidden: bool = True, network: str = "") -> str:
        """How a confined command runs, in the words the approval shows (``tmp``: what its temporary folder
        is called on this platform; ``home_hidden``: whether this platform hides the home folder;
        ``network``: the words for an allowed network, when the platform says more)."""
        if not self.network:
            network = "no network"
        network = network or "network allowed"
        writes = f"sandboxed: may change files in {self.workspace} (not .git) and {tmp}, {network}"
        secrets = "secrets files such as .env look empty"
        if home_hidden and self.hides_home:
            sees = "sees the workspace, the system and your toolchains; the rest of ~ is hidden"
            if self.added:
                sees += " except " + ", ".join(self.shown(p) for p in self.added) + " (read-only)"
            return f"{writes}; {sees}; {secrets}, Desktop Agent's own files are hidden"
        return f"{writes}; {secrets}; credential folders and Desktop Agent's own files are hidden"

    def is_writable(self, path: Path) -> bool:
        """Whether the sandbox lets a command change ``path`` (a real, absolute path)."""
        if self.is_hidden(path) or self.is_read_only(path):
            return False
        return any(path.is_relative_to(root) for root in self._changeable())

    def is_read_only(self, path: Path) -> bool:
        """``.git`` (and the other auto-run folders), ``.envrc`` at the top, or a secrets-like file inside
        the workspace."""
        if not path.is_relative_to(self.workspace):
            return False
        parts = path.relative_to(self.workspace).parts
        if parts and parts[0] in AUTO_RUN_NAMES:
            return True
        return any(part in READ_ONLY_FOLDERS for part in parts) or bool(parts and is_secret_name(parts[-1]))

    def is_hidden(self, path: Path) -> bool:
        """A hidden folder, a secrets-like file in the workspace, or the hidden part of the home folder."""
        if any(path.is_relative_to(folder) for folder in self.hidden):
            return True
        if path.is_relative_to(self.workspace) and path != self.workspace and is_secret_name(path.name):
            return True
        return self.hidden_by_home(path)

    def hidden_by_home(self, path: Path) -> bool:
        """``path`` is in the hidden part of the home folder (shown folders excepted)."""
        if not (self.hides_home and path.is_relative_to(self.home)):
            return False
        return not any(path.is_relative_to(root) for root in (*self._changeable(), *self.readable))

    def shown(self, path: Path) -> str:
        """``path`` as the person reads it: relative to the workspace, or with ``~`` for the home folder."""
        if path.is_relative_to(self.workspace):
            return path.relative_to(self.workspace).as_posix() or "."
        if path.is_relative_to(self.home):
            return "~/" + path.relative_to(self.home).as_posix()
        return str(path)

    def read_only_paths(self) -> list[Path]:
        """``.git`` (and the other auto-run) folders/files and secrets-like files now in the workspace, and in
        the repository it is part of when that is shown (a bounded search that skips dependency folders and
        symlinks; a symlink's target is either found itself or outside, read-only)."""
        roots = [self.workspace]
        roots += [p for p in self.readable if self.workspace.is_relative_to(p) and (p / ".git").exists()]
        found: list[Path] = []
        seen = 0
        stack: list[tuple[Path, int]] = [(root, 0) for root in reversed(roots)]
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
                if entry.is_symlink() or (folder != self.workspace and Path(entry.path) == self.workspace):
                    continue
                if entry.name in READ_ONLY_FOLDERS:
                    found.append(Path(entry.path))
                elif entry.is_dir():
                    if entry.name not in SKIP_WHEN_SCANNING and depth < MAX_DEPTH:
                        stack.append((Path(entry.path), depth + 1))
                elif is_secret_name(entry.name):
                    found.append(Path(entry.path))
        return found


def enclosing_repository(workspace: Path) -> Path | None:
    """The folder above ``workspace`` holding the repository it is part of (None when there is none)."""
    for folder in workspace.parents:
        if (folder / ".git").exists() or (folder / ".hg").exists():
            return folder
    return None


def _expand(path: Path | str, home: Path) -> Path:
    text = str(path)
    if text == "~" or text.startswith("~/"):
        return home / text[2:]
    return Path(text)
