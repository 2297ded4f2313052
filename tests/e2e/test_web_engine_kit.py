"""An installed app (its PySide6 bundled without the web engine and the Qt parts it needs, as the
installers bundle it) adds the engine from the pinned wheels, served over real HTTP, and then renders an
MCP App's view with it: the self-test's `apps` check, in a new process, as a person would run it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from desktop_agent.core import web_engine_kit
from tests.helpers.voice_models import serve_folder
from tests.helpers.web_engine_kit import bundle_like, make_wheels

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(web_engine_kit.platform_key() is None, reason="kits are made for Linux only"),
]


def test_an_installed_app_adds_the_web_engine_and_renders_a_view_with_it(tmp_path: Path) -> None:
    pins = make_wheels(tmp_path / "wheels")
    site = bundle_like(tmp_path / "site")
    data = tmp_path / "data"
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(site), str(ROOT)]), QT_QPA_PLATFORM="offscreen")
    env[web_engine_kit.PINS_VAR] = str(pins)

    def app(*words: str) -> subprocess.CompletedProcess[str]:
        command = [sys.executable, "-m", "desktop_agent", *words, "--data-dir", str(data)]
        return subprocess.run(
            command, env=env, capture_output=True, text=True, timeout=300, stdin=subprocess.DEVNULL
        )

    before = json.loads(app("mcp", "web-engine", "--json").stdout)
    size = sum(wheel["size"] for wheel in json.loads(pins.read_text())["wheels"])
    assert (before["installed"], before["download_bytes"], before["command"]) == (False, size, [])

    with serve_folder(tmp_path / "wheels") as url:
        (data / "settings.json").parent.mkdir(parents=True, exist_ok=True)
        (data / "settings.json").write_text(json.dumps({"web_engine_source": url}), encoding="utf-8")
        refused = app("mcp", "web-engine", "--add")  # no terminal, no --yes: the answer is no
        assert refused.returncode != 0 and "Nothing was added." in refused.stdout
        assert f"{url}/pyside6_addons-" in refused.stdout, "the addresses are shown first"
        assert not (data / "web-engine").exists()
        added = app("mcp", "web-engine", "--add", "--yes")
    assert added.returncode == 0, added.stdout + added.stderr
    assert "100% of" in added.stderr
    assert "MCP Apps' views are shown in their tool cards" in added.stdout

    [kit] = (data / "web-engine").iterdir()
    stale = kit / "PySide6/Qt/lib/libQt6Gone.so.6"
    stale.symlink_to(tmp_path / "an-older-bundle/libQt6Gone.so.6")  # the bundle moved, or lost a library
    test = app("--self-test")
    apps = [line for line in test.stdout.splitlines() if " apps: " in line]
    assert apps and apps[0].startswith("ok "), test.stdout + test.stderr
    assert "renders a view's page" in apps[0] and "added in" in apps[0], apps[0]
    assert not stale.is_symlink(), "a link to what the bundle no longer has is removed"
    core = kit / "PySide6/Qt/lib/libQt6Core.so.6"
    assert core.readlink() == site / "PySide6/Qt/lib/libQt6Core.so.6", "the bundle's own Qt is used"
