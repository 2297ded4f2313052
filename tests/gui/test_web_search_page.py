"""Settings › Web search, driven like a person would: off by default and saying so, SearXNG needs an http(s)
address, a keyed service's key goes to the keyring under its own name (never into settings.json), and the
page says what each choice sends and to whom."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
import qasync
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop_agent.config.settings import Settings, WebSearchSettings, load_settings
from desktop_agent.secrets.base import MemorySecretStore
from desktop_agent.ui.settings_dialog import SettingsDialog
from tests.helpers.qt_loop import qt_event_loop

KEY = "BSA-test-key-0123456789"


@pytest.fixture
def loop(qapp: QApplication) -> Iterator[qasync.QEventLoop]:
    quit_on_close = qapp.quitOnLastWindowClosed()
    qapp.setQuitOnLastWindowClosed(False)
    yield from qt_event_loop(qapp)
    qapp.setQuitOnLastWindowClosed(quit_on_close)


def _dialog(qtbot: QtBot, tmp_path: Path, secrets: MemorySecretStore, settings: Settings) -> SettingsDialog:
    dialog = SettingsDialog(settings, tmp_path / "settings.json", secrets)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.tabs.setCurrentWidget(dialog.web_search_page)
    return dialog


def test_off_by_default_says_nothing_leaves_and_shows_no_key_field(
    qtbot: QtBot, tmp_path: Path, loop: qasync.QEventLoop
) -> None:
    dialog = _dialog(qtbot, tmp_path, MemorySecretStore(), Settings())
    page = dialog.web_search_page
    assert page.chosen() == "off"
    assert "off by default" in page.findChildren(type(page.sends))[0].text()
    assert "no query leaves this computer" in page.sends.text()
    assert not page.key_entry.isVisible() and not page.searxng_url.isVisible()
    loop.run_until_complete(dialog.tasks.wait_idle())


def test_searxng_needs_an_http_address_then_is_saved(
    qtbot: QtBot, tmp_path: Path, loop: qasync.QEventLoop
) -> None:
    dialog = _dialog(qtbot, tmp_path, MemorySecretStore(), Settings())
    page = dialog.web_search_page
    page.backend.setCurrentIndex(page.backend.findData("searxng"))
    assert page.searxng_url.isVisible() and not page.key_entry.isVisible()
    assert not dialog.apply()
    assert "SearXNG's address" in page.url_error.text() and page.url_error.isVisible()
    assert not (tmp_path / "settings.json").exists()
    page.searxng_url.setText("localhost:8888")
    assert not dialog.apply() and "http:// or https://" in page.url_error.text()
    page.searxng_url.setText("http://127.0.0.1:8888/")
    page.max_results.setValue(8)
    assert "your SearXNG at http://127.0.0.1:8888/" in page.sends.text()
    assert dialog.apply()
    saved = load_settings(tmp_path / "settings.json").web_search
    assert saved == WebSearchSettings(backend="searxng", searxng_url="http://127.0.0.1:8888/", max_results=8)
    loop.run_until_complete(dialog.tasks.wait_idle())


def test_a_keyed_service_keeps_its_key_in_the_keyring_not_the_settings(
    qtbot: QtBot, tmp_path: Path, loop: qasync.QEventLoop
) -> None:
    secrets = MemorySecretStore()
    dialog = _dialog(qtbot, tmp_path, secrets, Settings())
    page = dialog.web_search_page

    async def body() -> None:
        await dialog.tasks.wait_idle()
        page.backend.setCurrentIndex(page.backend.findData("brave"))
        assert page.key_entry.isVisible() and page.key_status.text() == "Not set"
        assert "Brave Search (api.search.brave.com)" in page.sends.text() and "API key" in page.sends.text()
        page.key_entry.field.setText(KEY)
        page.key_entry.save_button.click()
        await dialog.tasks.wait_idle()
        await asyncio.sleep(0)
        assert page.key_status.text() == "Set"

    loop.run_until_complete(asyncio.wait_for(body(), 30))
    assert secrets.get("search.brave") == KEY
    assert dialog.apply()
    text = (tmp_path / "settings.json").read_text(encoding="utf-8")
    assert KEY not in text and json.loads(text)["web_search"] == {"backend": "brave"}
    page.backend.setCurrentIndex(page.backend.findData("tavily"))
    assert page.key_entry.provider == "search.tavily" and page.key_status.text() == "Not set"
