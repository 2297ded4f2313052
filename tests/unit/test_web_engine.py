"""The web engine MCP Apps' views need (core/web_engine.py): whether it is here, what adds it (pinned to
the PySide6 the app runs on), why it cannot be added to an installer's app, and the command run for real
(pip itself; the 175 MB download is not made in the tests)."""

from __future__ import annotations

import asyncio
import importlib.metadata
import sys

import pytest

from desktop_agent.core import web_engine as we
from desktop_agent.domain.errors import UserFacingError


def test_here_it_is_installed_and_named_with_the_pyside_version() -> None:
    engine = we.web_engine()
    assert engine.installed and engine.command == ()
    assert engine.version == importlib.metadata.version("PySide6-Essentials")


def test_without_it_the_command_pins_the_same_version(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "PySide6.QtWebEngineWidgets", None)  # as if it were not installed
    engine = we.web_engine()
    version = importlib.metadata.version("PySide6-Essentials")
    assert not engine.installed
    assert engine.command == (sys.executable, "-m", "pip", "install", "--progress-bar", "off",
                              f"PySide6-Addons=={version}")  # fmt: skip


def test_an_installers_app_says_why_it_cannot_be_added(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "PySide6.QtWebEngineWidgets", None)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    engine = we.web_engine()
    assert engine.command == () and 'pip install "desktop-agent[apps]"' in engine.why_not


def test_a_failed_command_is_said_with_pips_own_words() -> None:
    """Real pip, offline: the package cannot be found, and the person is told so, not a traceback."""
    lines: list[str] = []
    command = [sys.executable, "-m", "pip", "install", "--no-index", "--progress-bar", "off",
               "PySide6-Addons==0.0.1"]  # fmt: skip
    with pytest.raises(UserFacingError) as failed:
        asyncio.run(we.add_web_engine(command, lines.append))
    assert "could not be added (pip exited with 1)" in failed.value.message
    assert "No matching distribution found for PySide6-Addons==0.0.1" in failed.value.message
    assert any("No matching distribution" in line for line in lines), "the output was shown as it came"


def test_a_command_that_succeeds_streams_its_lines_and_leaves_the_engine_usable() -> None:
    lines: list[str] = []
    command = [sys.executable, "-c", "print('Collecting PySide6-Addons'); print('Successfully installed')"]
    asyncio.run(we.add_web_engine(command, lines.append))
    assert lines == ["Collecting PySide6-Addons", "Successfully installed"]
