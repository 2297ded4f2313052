"""What the web engine's kit tests need, from the real PySide6 installed here:

- `make_wheels`: the two wheels an installed app downloads, holding the real files of this PySide6 (only
  those the kit takes, plus one it must leave), with their pins;
- `small_kit`: two small wheels shaped like those (a few bytes per file, and names a kit must refuse);
- `bundle_like`: a copy of this PySide6 the way an installer bundles it, without the engine and the Qt
  parts it needs (links to the real files, in a folder put first on PYTHONPATH).
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import json
import zipfile
from pathlib import Path

from desktop_agent.core import web_engine_kit
from desktop_agent.core.web_engine_kit import KitPlan, Wheel

DISTS = {"PySide6-Addons": "pyside6_addons", "PySide6-Essentials": "pyside6_essentials"}


def _files(dist: str) -> list[tuple[str, Path]]:
    found = []
    for record in importlib.metadata.distribution(dist).files or ():
        name = str(record)
        path = Path(str(record.locate()))
        if name.startswith("PySide6/") and path.is_file():
            found.append((name, path))
    return found


def make_wheels(folder: Path, *, leave: str = "PySide6/Qt/lib/libQt6Pdf.so.6") -> Path:
    """The wheels in `folder` (stored, not compressed: quick to write), and a pins file naming them with
    https addresses that are never fetched (the tests' server is the `web_engine_source`). Returns the
    pins file. Each wheel also holds `leave`, which the kit must not take."""
    folder.mkdir(parents=True, exist_ok=True)
    version = importlib.metadata.version("PySide6-Essentials")
    wheels = []
    for dist, stem in DISTS.items():
        filename = f"{stem}-{version}-cp310-abi3-manylinux_2_34_x86_64.whl"
        with zipfile.ZipFile(folder / filename, "w", zipfile.ZIP_STORED) as wheel:
            for name, path in _files(dist):
                if web_engine_kit.wanted(name) is not None or name == leave:
                    wheel.write(path, name)
        data = (folder / filename).read_bytes()
        wheels.append(
            {
                "filename": filename,
                "url": f"https://files.pythonhosted.org/packages/test/{filename}",
                "sha256": hashlib.sha256(data).hexdigest(),
                "size": len(data),
            }
        )
    pins = folder.parent / "web_engine_wheels.json"
    pins.write_text(
        json.dumps({"pyside": version, "platform": web_engine_kit.platform_key(), "wheels": wheels}),
        encoding="utf-8",
    )
    return pins


def bundle_like(folder: Path) -> Path:
    """A site folder whose PySide6 has no web engine and none of the Qt parts the kit brings (as the
    installers bundle it), every other file a link to the real one. Put it first on PYTHONPATH."""
    essentials = _files("PySide6-Essentials")
    addons_only = {name for name, _ in _files("PySide6-Addons")} - {name for name, _ in essentials}
    for name, path in essentials:
        link = folder / name
        taken = web_engine_kit.wanted(name) is not None or name in addons_only
        if taken or "__pycache__" in name or link.exists():
            continue
        link.parent.mkdir(parents=True, exist_ok=True)
        link.symlink_to(path)
    return folder


SMALL_VERSION = "6.11.3"
ENGINE = b"\x7fELF the engine" * 1000
HOSTILE = {
    "PySide6/../../../climbed.so": b"out of the kit",
    "/tmp/absolute.so": b"anywhere",
    "PySide6/Qt/lib/libQt6Pdf.so.6": b"not the engine's",
    "PySide6/Qt/plugins/platforms/libqxcb.so": b"a plugin the app has",
    "PySide6/QtWebEngineCore.abi3.so/../../evil.so": b"climbs too",
}


def _small_wheel(folder: Path, name: str, members: dict[str, bytes]) -> Wheel:
    path = folder / name
    with zipfile.ZipFile(path, "w") as wheel:
        for member, data in members.items():
            info = zipfile.ZipInfo(member)
            info.external_attr = 0o644 << 16
            wheel.writestr(info, data)
    data = path.read_bytes()
    url = f"https://files.pythonhosted.org/packages/x/{name}"
    return Wheel(name, url, hashlib.sha256(data).hexdigest(), len(data))


def small_kit(folder: Path) -> KitPlan:
    """Two small wheels in `folder`, and the plan that pins them."""
    folder.mkdir(parents=True, exist_ok=True)
    tag = f"{SMALL_VERSION}-cp310-abi3-manylinux_2_34_x86_64.whl"
    addons = _small_wheel(
        folder,
        f"pyside6_addons-{tag}",
        {
            "PySide6/Qt/libexec/QtWebEngineProcess": b"#!helper",
            "PySide6/Qt/lib/libQt6WebEngineCore.so.6": ENGINE,
            "PySide6/QtWebEngineWidgets.abi3.so": b"module",
            "PySide6/Qt/resources/qtwebengine_resources.pak": b"pak",
            "PySide6/Qt/resources/qtwebengine_devtools_resources.pak": b"devtools, not used",
            "PySide6/Qt/translations/qtwebengine_locales/ja.pak": b"ja",
            "PySide6/Qt/translations/qtwebengine_locales/am.pak": b"not a window language",
            **HOSTILE,
        },
    )
    essentials = _small_wheel(
        folder,
        f"pyside6_essentials-{tag}",
        {"PySide6/Qt/lib/libQt6Quick.so.6": b"quick", "PySide6/QtNetwork.abi3.so": b"network"},
    )
    return KitPlan(SMALL_VERSION, str(web_engine_kit.platform_key()), (addons, essentials))
