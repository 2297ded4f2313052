"""`desktop-agent --self-test` as a person (or an installer's smoke test) runs it: a separate process,
offscreen, with an empty HOME and a scratch data folder. The same command runs inside the frozen bundle
in packaging/linux/build.sh and in the release workflow."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

import desktop_agent

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
CHECKS = ["version", "qt", "database", "knowledge", "keyring", "sdks", "ssl", "mcp", "apps"]
TIMEOUT_S = 120
NO_KEYRING = "keyring.backends.fail.Keyring"  # keyring's "no backend": the app refuses it


@dataclass
class Run:
    code: int
    lines: list[str]
    stderr: str

    def status(self, check: str) -> str:
        for line in self.lines:
            if line[5:].startswith(f"{check}: "):
                return line[:4].strip()
        raise AssertionError(f"no line for {check}: {self.lines}")

    def line(self, check: str) -> str:
        return next(line for line in self.lines if line[5:].startswith(f"{check}: "))


def self_test(tmp_path: Path, *extra: str, **env_overrides: str) -> Run:
    home = tmp_path / "home"
    data = tmp_path / "data"
    home.mkdir(exist_ok=True)
    data.mkdir(exist_ok=True)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "PYTHON_KEYRING", "DISPLAY"))}
    env.update(
        HOME=str(home),
        XDG_CONFIG_HOME=str(home),
        XDG_DATA_HOME=str(home),
        XDG_RUNTIME_DIR=str(home),
        QT_QPA_PLATFORM="offscreen",
        PYTHON_KEYRING_BACKEND=NO_KEYRING,
    )
    env.update(env_overrides)
    result = subprocess.run(
        [sys.executable, "-m", "desktop_agent", "--self-test", "--data-dir", str(data), *extra],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=env,
        cwd=tmp_path,
        timeout=TIMEOUT_S,
        check=False,
    )
    return Run(result.returncode, result.stdout.splitlines(), result.stderr)


def test_self_test_passes_with_one_line_per_check(tmp_path: Path) -> None:
    run = self_test(tmp_path)

    assert run.code == 0, (run.lines, run.stderr)
    assert [line[5:].split(":")[0] for line in run.lines[:-1]] == CHECKS
    assert run.lines[-1] == "self-test passed"
    assert desktop_agent.__version__ in run.line("version")
    for check in ("qt", "database", "knowledge", "sdks", "ssl", "mcp", "apps"):
        assert run.status(check) == "ok", run.line(check)
    assert "hybrid search answered" in run.line("knowledge")
    assert "platform offscreen, icon renders" in run.line("qt")
    assert "openai" in run.line("sdks") and "anthropic" in run.line("sdks")
    assert "initialize" in run.line("mcp")
    # No keyring service: said plainly, with what to do instead, and not a failure.
    assert run.status("keyring") == "warn"
    assert "no keyring service is running" in run.line("keyring")
    assert "--api-key-env" in run.line("keyring")
    # The scratch database is gone; nothing was written to the person's folders.
    assert list((tmp_path / "data").iterdir()) == []
    assert list((tmp_path / "home").iterdir()) == []


@pytest.mark.skipif(
    importlib.util.find_spec("PySide6.QtWebEngineWidgets") is None, reason="QtWebEngine is not installed"
)
def test_with_the_web_engine_a_views_page_must_render(tmp_path: Path) -> None:
    run = self_test(tmp_path)
    assert run.status("apps") == "ok", run.line("apps")
    assert "renders a view's page in its sandboxed frame (Chromium " in run.line("apps")


def test_without_the_web_engine_the_check_says_so_and_passes(tmp_path: Path) -> None:
    """As an installer without the optional part: the web engine cannot be imported."""
    hide = tmp_path / "hide"
    hide.mkdir()
    (hide / "sitecustomize.py").write_text(
        "import sys\nsys.modules['PySide6.QtWebEngineWidgets'] = None\n", encoding="utf-8"
    )
    run = self_test(tmp_path, PYTHONPATH=str(hide))
    assert run.code == 0, (run.lines, run.stderr)
    assert run.status("apps") == "ok"
    assert "QtWebEngine is not installed: tools with a view show their text results" in run.line("apps")


def test_require_keyring_turns_a_missing_keyring_into_a_failure(tmp_path: Path) -> None:
    run = self_test(tmp_path, "--require-keyring")

    assert run.code == 1
    assert run.status("keyring") == "FAIL"
    assert run.lines[-1] == "self-test failed: 1 check(s) failed"
    assert run.status("mcp") == "ok"  # the other checks still ran


def test_qt_that_cannot_start_is_a_failed_check_not_a_crash(tmp_path: Path) -> None:
    run = self_test(tmp_path, QT_QPA_PLATFORM="no-such-platform")

    assert run.code == 1
    assert run.status("qt") == "FAIL"
    assert "no-such-platform" in run.line("qt")  # Qt's own words about the missing plugin
    assert run.status("database") == "ok"
    assert run.lines[-1].startswith("self-test failed")
    assert "Traceback" not in run.stderr


def test_build_scripts_read_the_version_the_app_reports() -> None:
    result = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "version.py")],
        capture_output=True,
        text=True,
        timeout=TIMEOUT_S,
        check=True,
    )
    assert result.stdout == f"{desktop_agent.__version__}\n"
