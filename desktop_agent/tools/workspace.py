"""The workspace folder: every path a tool touches is resolved here and refused if it leaves the folder."""

from __future__ import annotations

import os
from pathlib import Path, PurePath

from desktop_agent.tools.base import ToolError


class Workspace:
    """Confines user-supplied paths to one folder.

    Every check that can be made on the text of the path is made before any I/O; then symlinks are
    resolved with ``os.path.realpath`` and the real path must still lie inside the real root. Containment
    is compared by path components, never by string prefix (``/x/ws-evil`` is not inside ``/x/ws``).
    """

    __slots__ = ("_given_root", "_root")

    def __init__(self, root: Path) -> None:
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

    @property
    def root(self) -> Path:
        """The real (symlink-free, absolute) path of the workspace folder."""
        return self._root

    def __repr__(self) -> str:
        return f"Workspace({str(self._root)!r})"

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

        # Now follow symlinks (this reads links along the way, never the target's contents).
        real = Path(os.path.realpath(lexical))
        if not real.is_relative_to(self._root):
            raise self._outside(user_path)
        return real

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
