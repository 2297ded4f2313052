"""Putting a new version in place without ever leaving a broken one.

The new version is unpacked into a folder beside the installed one (same file system, so a rename moves
it), checked, and only then swapped in: on Linux with one atomic `renameat2(RENAME_EXCHANGE)`, on macOS
with `renamex_np(RENAME_SWAP)`, elsewhere (or where the file system refuses) with two renames, the first
undone when the second fails. Until the swap the installed folder is never written to, so a failed or
interrupted download or unpack leaves it as it was; the staging folder is removed then, or at the next
start. The old version is kept as `<folder>.old` until the new one has started once.

On Windows a running program's folder cannot be renamed, so the swap is left to a small helper script
that waits for this process to exit, swaps the folders (moving the old one back if the second move
fails) and starts the new version.
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import logging
import os
import secrets
import shutil
import stat
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, Final

log = logging.getLogger(__name__)

OLD_SUFFIX: Final = ".old"
_STAGING_INFIX: Final = ".update-"
_AT_FDCWD: Final = -100
_RENAME_EXCHANGE: Final = 2  # Linux: <linux/fs.h>
_RENAME_SWAP: Final = 2  # macOS: <stdio.h>


def old_folder(root: Path) -> Path:
    return root.with_name(root.name + OLD_SUFFIX)


def new_staging_folder(root: Path) -> Path:
    """An empty folder beside `root` (hidden on POSIX) to unpack the new version into."""
    staging = root.parent / f".{root.name}{_STAGING_INFIX}{secrets.token_hex(4)}"
    staging.mkdir()
    return staging


def leftovers(root: Path, *, older_than_s: float = 0.0) -> list[Path]:
    """What an earlier update left beside `root`: the kept old version, and the staging folders not
    written to for `older_than_s` (a younger one may be another instance's update under way)."""
    now = time.time()
    found = [
        p
        for p in root.parent.glob(f".{root.name}{_STAGING_INFIX}*")
        if p.is_dir() and now - p.stat().st_mtime >= older_than_s
    ]
    old = old_folder(root)
    return [*found, old] if old.is_dir() else found


def remove_tree(path: Path) -> None:
    """Remove a folder; read-only files too (Windows), symbolic links without following them."""

    def writable_again(function: Callable[..., Any], name: str, _excinfo: object) -> None:
        Path(name).chmod(stat.S_IWRITE)
        function(name)

    if path.is_symlink() or path.is_file():
        path.unlink()
    elif path.exists():
        shutil.rmtree(path, onerror=writable_again)


def check_staged(staged: Path, launcher: Path | None) -> None:
    """Refuse a staged folder that could not run: empty, or without the launcher the installed one has."""
    if not any(staged.iterdir()):
        raise ValueError("the update's archive is empty")
    if launcher is not None and not (staged / launcher).is_file():
        raise ValueError(f"the update's archive has no {launcher.as_posix()}")


def swap_in(staged: Path, root: Path) -> Path:
    """Make `staged` the installed folder `root`; return where the old version now is (`<root>.old`)."""
    old = old_folder(root)
    remove_tree(old)
    if _exchange(staged, root):
        staged.rename(old)  # `staged` now holds the old version
        return old
    root.rename(old)
    try:
        staged.rename(root)
    except OSError:
        old.rename(root)
        raise
    return old


def _exchange(first: Path, second: Path) -> bool:
    """Swap two folders in one atomic step where the OS offers it; False where it does not."""
    try:
        if sys.platform.startswith("linux"):
            libc = ctypes.CDLL(ctypes.util.find_library("c") or None, use_errno=True)
            function = libc.renameat2
            result = function(_AT_FDCWD, os.fsencode(first), _AT_FDCWD, os.fsencode(second), _RENAME_EXCHANGE)
        elif sys.platform == "darwin":
            libc = ctypes.CDLL(ctypes.util.find_library("c") or None, use_errno=True)
            result = libc.renamex_np(os.fsencode(first), os.fsencode(second), _RENAME_SWAP)
        else:
            return False
    except (AttributeError, OSError) as error:  # an old C library without the call
        log.debug("no atomic exchange here: %s", error)
        return False
    if result != 0:
        log.debug("atomic exchange refused: %s", os.strerror(ctypes.get_errno()))
        return False
    return True


_WINDOWS_HELPER: Final = """@echo off
rem Desktop Agent's update: waits for the app to exit, swaps its folder for the new version, starts it.
:wait
tasklist /FI "PID eq {pid}" 2>NUL | find "{pid}" >NUL && (ping -n 2 127.0.0.1 >NUL & goto wait)
if exist "{old}" rmdir /S /Q "{old}"
move "{root}" "{old}" >NUL || exit /b 1
move "{staged}" "{root}" >NUL || (move "{old}" "{root}" >NUL & exit /b 1)
start "" "{launcher}"
(goto) 2>NUL & del "%~f0"
"""


def swap_after_exit(staged: Path, root: Path, launcher: Path | None) -> Path:
    """Windows: start the helper that swaps the folders once this process has exited."""
    old = old_folder(root)
    script = root.parent / f".{root.name}.update.cmd"
    script.write_text(
        _WINDOWS_HELPER.format(
            pid=os.getpid(), old=old, root=root, staged=staged, launcher=root / launcher if launcher else root
        ),
        encoding="utf-8",
    )
    flags = 0
    if sys.platform == "win32":
        flags = (
            subprocess.DETACHED_PROCESS | subprocess.CREATE_NEW_PROCESS_GROUP | subprocess.CREATE_NO_WINDOW
        )
    subprocess.Popen(["cmd.exe", "/c", str(script)], creationflags=flags, close_fds=True, cwd=root.parent)
    return old


def clean_leftovers(root: Path, *, older_than_s: float = 0.0) -> list[Path]:
    """After a successful start: remove the previous version and unfinished staging folders."""
    removed = []
    for path in leftovers(root, older_than_s=older_than_s):
        with contextlib.suppress(OSError):
            remove_tree(path)
            removed.append(path)
    return removed
