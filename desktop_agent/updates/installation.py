"""How this copy of the app was installed, which decides whether it may replace itself.

A frozen bundle in a folder of its own that this user can write to (the Linux .tar.gz, the macOS .app,
the Windows folder) is updated in place. A bundle a package manager installed (the .deb or .rpm, which put
it under /opt) is left to that package manager: replacing its files would make the package database lie.
An app run from source or installed with pip is never replaced: a new version is only reported.
"""

from __future__ import annotations

import logging
import os
import platform
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Final

from desktop_agent import __version__
from desktop_agent.updates.model import Installation, InstallKind

log = logging.getLogger(__name__)

PACKAGE_NAME: Final = "desktop-agent"
DPKG_LIST: Final = Path("/var/lib/dpkg/info") / f"{PACKAGE_NAME}.list"
_MACHINES: Final = {"amd64": "x86_64", "x86-64": "x86_64", "arm64": "arm64", "aarch64": "aarch64"}


def platform_tag(system: str | None = None, machine: str | None = None) -> str:
    """The tag of this platform in the feed's archive names: linux-x86_64, linux-aarch64, macos-arm64,
    macos-x86_64, windows-x86_64."""
    system = (system or platform.system()).lower()
    name = {"darwin": "macos", "windows": "windows"}.get(system, system)
    raw = (machine or platform.machine() or "unknown").lower()
    return f"{name}-{_MACHINES.get(raw, raw)}"


def bundle_root(executable: Path) -> Path:
    """The folder the whole bundle lives in: the executable's folder, or the .app on macOS."""
    for parent in executable.parents:
        if parent.suffix == ".app":
            return parent
    return executable.parent


def detect_installation(version: str = __version__) -> Installation:
    tag = platform_tag()
    if not getattr(sys, "frozen", False):
        return Installation(
            InstallKind.SOURCE,
            version,
            tag,
            how_to_update="This copy runs from source or from pip: update it with pip or git, or install a "
            "release from the project's downloads.",
        )
    executable = Path(sys.executable).resolve()
    root = bundle_root(executable)
    manager = package_manager_of(executable)
    if manager is not None:
        return Installation(InstallKind.PACKAGE, version, tag, root, how_to_update=manager)
    if not _writable(root):
        return Installation(
            InstallKind.READ_ONLY,
            version,
            tag,
            root,
            how_to_update=f"This user cannot change {root}: ask whoever installed it there to update it, "
            "or install the new version yourself.",
        )
    return Installation(InstallKind.BUNDLE, version, tag, root)


def package_manager_of(executable: Path) -> str | None:
    """What to run instead, when a .deb or .rpm installed this executable; None otherwise."""
    if not sys.platform.startswith("linux"):
        return None
    path = str(executable)
    try:
        if DPKG_LIST.is_file() and path in DPKG_LIST.read_text(encoding="utf-8", errors="replace").split(
            "\n"
        ):
            return "Installed from the .deb: update it with your package manager (sudo apt update && "
            "sudo apt upgrade desktop-agent), or install the new .deb."
    except OSError as error:
        log.debug("could not read %s: %s", DPKG_LIST, error)
    rpm = shutil.which("rpm")
    if rpm is not None and (path.startswith(("/opt/", "/usr/"))):
        try:
            owned = (
                subprocess.run(
                    [rpm, "-qf", "--quiet", path], capture_output=True, timeout=10, check=False
                ).returncode
                == 0
            )
        except (OSError, subprocess.SubprocessError) as error:
            log.debug("rpm -qf failed: %s", error)
            owned = False
        if owned:
            return "Installed from the .rpm: update it with your package manager (sudo dnf upgrade "
            "desktop-agent, or zypper), or install the new .rpm."
    return None


def _writable(root: Path) -> bool:
    """The bundle can be swapped only when both it and the folder it sits in can be changed."""
    return os.access(root, os.W_OK) and os.access(root.parent, os.W_OK)
