"""The web engine MCP Apps' views run in (QtWebEngine, in PySide6-Addons): an optional part, about 175 MB,
not in the installers. Whether it is here, and how to add it: where the app runs from its Python package,
pip, with the version pinned to the PySide6 the app runs on (the two must match), the exact command shown
before anything runs; in an installed app, the engine's files from the pinned wheels, kept in the data
folder (`web_engine_kit`). Neither Qt nor the engine is imported here.
"""

from __future__ import annotations

import asyncio
import importlib
import importlib.metadata
import importlib.util
import logging
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from desktop_agent.core import web_engine_kit
from desktop_agent.core.web_engine_kit import KitPlan
from desktop_agent.domain.errors import QT_TRANSLATE_NOOP, ErrorKind, UserFacingError

log = logging.getLogger(__name__)

DOWNLOAD_MB = 175
"""About what the web engine adds (PySide6-Addons' wheel for this platform, unpacked)."""
PACKAGE = "PySide6-Addons"
MOST_OUTPUT_LINES = 200
NOT_IN_INSTALLER = QT_TRANSLATE_NOOP(
    "WebEngine",
    "This build of the app cannot add the web engine on this system: install the app from its Python "
    'package with the apps extra (pip install "desktop-agent[apps]").',
)
NO_PIP = QT_TRANSLATE_NOOP(
    "WebEngine",
    "The Python environment the app runs in has no pip, so the web engine cannot be added from here: "
    "install PySide6-Addons {version} into it.",
)


@dataclass(frozen=True, slots=True)
class WebEngine:
    """What the person is told about the web engine, and what adding it would run."""

    installed: bool
    version: str
    """The PySide6 the app runs on; the web engine must be this version."""
    command: tuple[str, ...] = ()
    """What adds it, exactly (empty: it cannot be added from the app; `why_not` says why)."""
    why_not: str = ""
    kit: KitPlan | None = None
    """In an installed app: the pinned download that adds it (`web_engine_kit.add`)."""


def _pyside_version() -> str:
    for name in ("PySide6-Essentials", "PySide6"):
        try:
            return importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            continue
    try:  # a frozen bundle keeps no metadata: the package says it (importing only its __init__)
        return str(importlib.import_module("PySide6").__version__)
    except (ImportError, AttributeError):
        return ""


def _has_pip() -> bool:
    """Whether pip is installed here (its metadata: asking the import system would wake setuptools'
    distutils shim)."""
    try:
        importlib.metadata.version("pip")
    except importlib.metadata.PackageNotFoundError:
        return False
    return True


def web_engine(data_dir: Path | None = None) -> WebEngine:
    """Whether the web engine is here (an added kit in `data_dir` counts); if not, the command or the
    download that adds it, or why it cannot be added."""
    if data_dir is not None:
        web_engine_kit.use(data_dir)
    importlib.invalidate_caches()
    version = _pyside_version()
    if importlib.util.find_spec("PySide6.QtWebEngineWidgets") is not None:
        return WebEngine(True, version)
    kit = web_engine_kit.plan(version) if data_dir is not None else None
    if kit is not None:  # a build that pins its engine (an installer's) downloads it
        return WebEngine(False, version, kit=kit)
    if getattr(sys, "frozen", False) or not version:
        return WebEngine(False, version, why_not=NOT_IN_INSTALLER)
    if not _has_pip():
        return WebEngine(False, version, why_not=NO_PIP)  # {version}: filled in once translated
    command = (sys.executable, "-m", "pip", "install", "--progress-bar", "off", f"{PACKAGE}=={version}")
    return WebEngine(False, version, command)


async def add_web_engine(command: Sequence[str], said: Callable[[str], None]) -> None:
    """Run the command `web_engine` gave (and the person saw); each line it prints reaches `said`.
    UserFacingError, with the end of its output, when it fails; the engine can be used at once after."""
    process = await asyncio.create_subprocess_exec(
        *command,
        stdin=asyncio.subprocess.DEVNULL,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )
    tail: list[str] = []
    assert process.stdout is not None
    async for raw in process.stdout:
        line = raw.decode("utf-8", "replace").rstrip()
        if line:
            tail = [*tail, line][-MOST_OUTPUT_LINES:]
            said(line)
    code = await process.wait()
    importlib.invalidate_caches()
    if code != 0:
        log.warning("Adding the web engine failed (exit %d): %s", code, " | ".join(tail[-5:]))
        raise UserFacingError(
            ErrorKind.CONFIG,
            f"The web engine could not be added (pip exited with {code}): {' '.join(tail[-3:])[:600]}",
            "Check the network, or run the command yourself in a terminal.",
        )
    if importlib.util.find_spec("PySide6.QtWebEngineWidgets") is None:
        raise UserFacingError(
            ErrorKind.CONFIG,
            "pip finished, but the web engine is still not found by the app.",
            "Restart the app; if views still do not show, run the command yourself in a terminal.",
        )
