"""The web engine an installed app downloads (core/web_engine_kit.py), with small wheels served over real
HTTP: only pinned bytes are used, only the engine's files are taken out, and a refused, stopped or broken
download leaves nothing behind. (tests/e2e/test_web_engine_kit.py adds the real engine and renders a view
with it.)"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop_agent.core import web_engine_kit
from desktop_agent.core.web_engine_kit import KitCancelledError, KitError, KitPlan
from tests.helpers.voice_models import serve_folder
from tests.helpers.web_engine_kit import ENGINE, SMALL_VERSION, small_kit

pytestmark = pytest.mark.skipif(web_engine_kit.platform_key() is None, reason="kits are made for Linux only")

VERSION = SMALL_VERSION


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[KitPlan, str, Path]]:
    wheels = tmp_path / "wheels"
    kit = small_kit(wheels)
    with serve_folder(wheels) as url:
        yield kit, url, wheels


def _left(data: Path) -> list[str]:
    return sorted(str(p.relative_to(data)) for p in data.rglob("*")) if data.exists() else []


def test_the_engines_files_are_taken_out_and_nothing_else(
    served: tuple[KitPlan, str, Path], tmp_path: Path
) -> None:
    kit, url, _ = served
    data = tmp_path / "data"
    seen: list[tuple[int, int]] = []
    folder = web_engine_kit.add(data, kit, lambda done, total: seen.append((done, total)), source=url)

    assert seen[-1] == (kit.size, kit.size), "the progress ends at the whole download"
    assert [done for done, _ in seen] == sorted(done for done, _ in seen), "and only goes forward"
    kept = sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file())
    assert kept == [
        "PySide6/Qt/lib/libQt6Quick.so.6",
        "PySide6/Qt/lib/libQt6WebEngineCore.so.6",
        "PySide6/Qt/libexec/QtWebEngineProcess",
        "PySide6/Qt/resources/qtwebengine_resources.pak",
        "PySide6/Qt/translations/qtwebengine_locales/ja.pak",
        "PySide6/QtNetwork.abi3.so",
        "PySide6/QtWebEngineWidgets.abi3.so",
        "kit.json",
    ]
    assert (folder / "PySide6/Qt/lib/libQt6WebEngineCore.so.6").read_bytes() == ENGINE
    assert (folder / "PySide6/Qt/libexec/QtWebEngineProcess").stat().st_mode & 0o111, "the helper can run"
    assert not list(tmp_path.rglob("climbed.so")) and not list(tmp_path.rglob("evil.so"))
    assert not Path("/tmp/absolute.so").exists()
    assert [p.name for p in (data / "web-engine").iterdir()] == [folder.name], "the wheels are gone"
    assert web_engine_kit.installed(data, VERSION) == folder


def test_a_wheel_that_is_not_the_pinned_one_is_refused_and_nothing_is_kept(
    served: tuple[KitPlan, str, Path], tmp_path: Path
) -> None:
    kit, url, wheels = served
    tampered = wheels / kit.wheels[1].filename
    data_bytes = bytearray(tampered.read_bytes())
    data_bytes[-30] ^= 1  # a mirror (or a network in the middle) serving other bytes under the same name
    tampered.write_bytes(bytes(data_bytes))
    data = tmp_path / "data"

    with pytest.raises(KitError, match="SHA-256"):
        web_engine_kit.add(data, kit, source=url)
    assert _left(data / "web-engine") == [], "neither the wheels nor any file of them is kept"
    assert web_engine_kit.installed(data, VERSION) is None


def test_a_stopped_download_and_a_missing_file_keep_nothing(
    served: tuple[KitPlan, str, Path], tmp_path: Path
) -> None:
    kit, url, _ = served
    data = tmp_path / "data"
    with pytest.raises(KitCancelledError):
        web_engine_kit.add(data, kit, source=url, stopped=lambda: True)
    assert _left(data / "web-engine") == []

    with pytest.raises(KitError, match="Could not download"):
        web_engine_kit.add(data, kit, source=url + "/nothing-here")
    assert _left(data / "web-engine") == []


def test_an_earlier_kit_left_half_made_is_not_used(served: tuple[KitPlan, str, Path], tmp_path: Path) -> None:
    kit, url, _ = served
    data = tmp_path / "data"
    folder = web_engine_kit.add(data, kit, source=url)
    (folder / "kit.json").unlink()  # as if the app stopped while writing it
    assert web_engine_kit.installed(data, VERSION) is None
    assert web_engine_kit.use(data) is None
    web_engine_kit.add(data, kit, source=url)
    assert web_engine_kit.installed(data, VERSION) == folder


def test_pins_for_another_version_or_platform_or_not_https_offer_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pins = tmp_path / "pins.json"
    monkeypatch.setenv(web_engine_kit.PINS_VAR, str(pins))
    wheel = {
        "filename": "a.whl",
        "url": "https://files.pythonhosted.org/a.whl",
        "sha256": "a" * 64,
        "size": 5,
    }
    key = web_engine_kit.platform_key()
    cases = [
        ({"pyside": "6.0.0", "platform": key, "wheels": [wheel]}, None),
        ({"pyside": VERSION, "platform": "linux-riscv", "wheels": [wheel]}, None),
        ({"pyside": VERSION, "platform": key, "wheels": [dict(wheel, url="http://mirror/a.whl")]}, None),
        ({"pyside": VERSION, "platform": key, "wheels": [dict(wheel, filename="../a.whl")]}, None),
        ({"pyside": VERSION, "platform": key, "wheels": [dict(wheel, sha256="nothex")]}, None),
        ({"pyside": VERSION, "platform": key, "wheels": [wheel]}, 5),
    ]
    for data, size in cases:
        pins.write_text(json.dumps(data), encoding="utf-8")
        plan = web_engine_kit.plan(VERSION)
        assert (plan.size if plan else None) == size, data
    pins.write_text("{not json", encoding="utf-8")
    assert web_engine_kit.plan(VERSION) is None
