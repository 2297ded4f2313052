"""The workspace folder: every path a tool touches is resolved here and refused if it leaves the folder.

Two lines of defence:

1. ``Workspace.resolve`` checks the text of the path (NUL bytes, ``~``, ``..``, absolute paths elsewhere, the
   app's own folders) before any I/O, then follows symlinks with ``os.path.realpath`` and checks the real path
   again. Containment is compared by path components, never by string prefix.
2. The checked real path is then opened one component at a time from the workspace folder, each folder with
   ``O_DIRECTORY | O_NOFOLLOW`` relative to the previous one (``dir_fd``) and the last component with
   ``O_NOFOLLOW``. A symlink swapped in for the file or for any folder along the way after the check makes the
   open fail instead of leading outside.

Windows has no ``dir_fd``: there the path is re-checked with ``realpath`` just before it is used (a much
narrower window, documented, not closed).

URL-encoded sequences such as ``%2e%2e`` or ``%2f`` are never decoded: they are ordinary characters in a file
name, so ``%2e%2e/x`` names a file inside a folder literally called ``%2e%2e`` inside the workspace.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
from collections.abc import Iterable, Iterator
from pathlib import Path, PurePath

from desktop_agent.tools.base import ToolError

O_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
O_DIRECTORY = getattr(os, "O_DIRECTORY", 0)
O_CLOEXEC = getattr(os, "O_CLOEXEC", 0)

# Component-by-component opening needs open(dir_fd=...) with O_NOFOLLOW and O_DIRECTORY (Linux, macOS, BSD).
SAFE_OPEN = bool(os.open in os.supports_dir_fd and O_NOFOLLOW and O_DIRECTORY)

# What open(2) with O_NOFOLLOW reports for a symlink: ELOOP on Linux/macOS, EMLINK on FreeBSD.
SYMLINK_ERRNOS = frozenset({errno.ELOOP, errno.EMLINK})
_DIR_FLAGS = os.O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC


def os_keyring_dirs(home: Path | None = None) -> tuple[Path, ...]:
    """Where the operating system's keyrings keep their files (gnome-keyring, KWallet, Keychain, Windows)."""
    home = home if home is not None else Path.home()
    data_home = Path(os.environ.get("XDG_DATA_HOME") or home / ".local" / "share")
    found = [
        data_home / "keyrings",  # gnome-keyring
        data_home / "kwalletd",  # KWallet 5/6
        data_home / "python_keyring",  # keyrings.alt's files, if anyone installed it
        home / ".local" / "share" / "keyrings",
        home / ".kde" / "share" / "apps" / "kwallet",
        home / ".kde4" / "share" / "apps" / "kwallet",
        home / "Library" / "Keychains",  # macOS
    ]
    for var in ("APPDATA", "LOCALAPPDATA"):  # Windows Credential Manager and DPAPI keys
        base = os.environ.get(var)
        if base:
            found += [Path(base) / "Microsoft" / "Credentials", Path(base) / "Microsoft" / "Protect"]
    return tuple(dict.fromkeys(found))


class Workspace:
    """Confines user-supplied paths to one folder, minus the protected folders inside it."""

    __slots__ = ("_given_root", "_protected", "_root")

    def __init__(self, root: Path, *, protected: Iterable[Path] = ()) -> None:
        try:
            resolved = Path(root).resolve(strict=True)
        except OSError as exc:
            raise ValueError(f"The workspace folder {root} does not exist") from exc
        if not resolved.is_dir():
            raise ValueError(f"The workspace {root} is not a folder")
        self._root = resolved
        # The folder as the person named it (it may go through a symlink, e.g. /tmp on macOS):
        # absolute paths spelled through that alias are accepted by the textual check too.
        self._given_root = Path(os.path.normpath(Path(root).absolute()))
        forms: list[Path] = []
        for folder in protected:
            forms.append(Path(os.path.normpath(Path(folder).absolute())))
            forms.append(Path(os.path.realpath(folder)))
        self._protected = tuple(dict.fromkeys(forms))

    @property
    def root(self) -> Path:
        """The real (symlink-free, absolute) path of the workspace folder."""
        return self._root

    @property
    def protected(self) -> tuple[Path, ...]:
        """Folders no tool may touch, as given and as real paths."""
        return self._protected

    def __repr__(self) -> str:
        return f"Workspace({str(self._root)!r})"

    # --- checks on the text, then on the real path ---

    def resolve(self, user_path: str) -> Path:
        """Return the real path of ``user_path`` inside the workspace, or raise ToolError.

        Relative paths are relative to the workspace folder. The target need not exist.
        """
        if not user_path or not user_path.strip():
            raise ToolError(f"No path given; give a path relative to the workspace folder {self._root}.")
        if "\0" in user_path:
            raise ToolError(
                f"The path {user_path!r} contains a NUL byte, which no file name can contain; "
                f"give a path inside the workspace folder {self._root}."
            )
        if user_path.startswith("~"):
            raise ToolError(
                f"{user_path!r} is outside the workspace folder {self._root}: home-folder paths (~) "
                "are not allowed; give a path relative to the workspace folder."
            )
        pure = PurePath(user_path)
        if (pure.drive or pure.root) and not pure.is_absolute():
            # Windows forms: "C:foo" (relative to another drive), "\\foo" (root of the current drive)
            raise self._outside(user_path)

        candidate = Path(user_path) if pure.is_absolute() else self._root / user_path
        # Textual check first, no I/O: collapses "..", then compares components.
        lexical = Path(os.path.normpath(candidate))
        if not (lexical.is_relative_to(self._root) or lexical.is_relative_to(self._given_root)):
            raise self._outside(user_path)
        if self.is_protected(lexical):
            raise self._protected_error(user_path)

        # Now follow symlinks (this reads links along the way, never the target's contents).
        real = Path(os.path.realpath(lexical))
        if not real.is_relative_to(self._root):
            raise self._outside(user_path)
        if self.is_protected(real):
            raise self._protected_error(user_path)
        return real

    def is_protected(self, path: Path) -> bool:
        """Whether ``path`` is one of the protected folders or inside one."""
        return any(path.is_relative_to(folder) for folder in self._protected)

    def relative(self, path: Path) -> str:
        """``path`` relative to the workspace folder with "/" separators ("." for the folder itself)."""
        try:
            rel = Path(path).relative_to(self._root)
        except ValueError:
            return Path(path).as_posix()
        text = rel.as_posix()
        return text if text else "."

    def _outside(self, user_path: str) -> ToolError:
        return ToolError(
            f"{user_path!r} is outside the workspace folder {self._root}; "
            "only paths inside the workspace folder can be used."
        )

    def _protected_error(self, user_path: str) -> ToolError:
        return ToolError(
            f"{user_path!r} is in a protected folder (the app's own settings, history and logs, or the "
            "system keyring); no tool may read or change it."
        )

    # --- opening a checked path without following symlinks swapped in since the check ---

    @contextlib.contextmanager
    def parent(self, real: Path, *, make_parents: bool = False) -> Iterator[tuple[int | None, str]]:
        """Yield ``(dir_fd, name)`` for a checked real path below the workspace folder.

        With ``SAFE_OPEN``, ``dir_fd`` is the parent folder opened component by component without following
        symlinks, and ``name`` the last component: use them with ``dir_fd=`` in ``os.open``/``os.stat``/
        ``os.replace``. Elsewhere ``dir_fd`` is None and ``name`` the whole path, re-checked just now.
        ``make_parents`` creates missing folders on the way (inside the workspace only).
        Raises OSError; ``SYMLINK_ERRNOS`` means something became a symlink after the check.
        """
        parts = self._parts(real)
        if not parts:
            raise IsADirectoryError(errno.EISDIR, "the workspace folder itself", str(real))
        if not SAFE_OPEN:
            self._recheck(real.parent, make_parents=make_parents)
            yield None, str(real)
            return
        dir_fd = os.open(self._root, _DIR_FLAGS)
        try:
            for name in parts[:-1]:
                next_fd = self._open_subfolder(dir_fd, name, make_parents=make_parents)
                os.close(dir_fd)
                dir_fd = next_fd
            yield dir_fd, parts[-1]
        finally:
            os.close(dir_fd)

    def open(self, real: Path, flags: int, mode: int = 0o666, *, make_parents: bool = False) -> int:
        """Open a checked real path (a file, or a folder with O_DIRECTORY) and return the descriptor."""
        flags |= O_CLOEXEC | O_NOFOLLOW
        if not self._parts(real):  # the workspace folder itself
            return os.open(self._root, flags, mode)
        with self.parent(real, make_parents=make_parents) as (dir_fd, name):
            try:
                return os.open(name, flags, mode, dir_fd=dir_fd)
            except NotADirectoryError:
                _raise_if_symlink(name, dir_fd)
                raise

    def _parts(self, real: Path) -> tuple[str, ...]:
        try:
            return real.relative_to(self._root).parts
        except ValueError:
            raise ToolError(f"{real} is outside the workspace folder {self._root}.") from None

    @staticmethod
    def _open_subfolder(dir_fd: int, name: str, *, make_parents: bool) -> int:
        try:
            return os.open(name, _DIR_FLAGS, dir_fd=dir_fd)
        except NotADirectoryError:
            _raise_if_symlink(name, dir_fd)
            raise
        except FileNotFoundError:
            if not make_parents:
                raise
        with contextlib.suppress(FileExistsError):  # someone else made it meanwhile: still opened NOFOLLOW
            os.mkdir(name, 0o777, dir_fd=dir_fd)
        return os.open(name, _DIR_FLAGS, dir_fd=dir_fd)

    def _recheck(self, folder: Path, *, make_parents: bool) -> None:
        """The fallback without dir_fd: the folder must still be where the check found it."""
        if make_parents:
            folder.mkdir(parents=True, exist_ok=True)
        if os.path.realpath(folder) != str(folder):
            raise OSError(errno.ELOOP, "a folder on the way became a symlink", str(folder))


def _raise_if_symlink(name: str, dir_fd: int | None) -> None:
    """O_DIRECTORY | O_NOFOLLOW on a symlink fails with ENOTDIR on Linux: report it as the symlink it is."""
    try:
        st = os.stat(name, dir_fd=dir_fd, follow_symlinks=False)
    except OSError:
        return
    if stat.S_ISLNK(st.st_mode):
        raise OSError(errno.ELOOP, "a symlink was swapped in after the check", name)


def changed_error(shown: str) -> ToolError:
    return ToolError(f"{shown} changed while reading (it became a symlink); refused.")
