"""Settings › MCP servers: the line about MCP Apps' views, in each state, and adding the web engine: the
exact command and its size shown first, nothing run on Cancel, its output shown as it comes; in an
installed app, the download's size, source and folder first, then its progress, and Stop."""

from __future__ import annotations

import asyncio
import shlex
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import qasync
import shiboken6
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from desktop_agent.core import web_engine_kit
from desktop_agent.core.web_engine import WebEngine
from desktop_agent.ui.web_engine_row import WebEngineRow
from tests.helpers.qt_loop import qt_event_loop
from tests.helpers.voice_models import serve_folder
from tests.helpers.web_engine_kit import small_kit

PIP = (sys.executable, "-m", "pip", "install", "--progress-bar", "off", "PySide6-Addons==6.11.3")


@pytest.fixture
def loop(qapp: QApplication) -> Iterator[qasync.QEventLoop]:
    yield from qt_event_loop(qapp)


def row(qtbot: QtBot) -> tuple[WebEngineRow, list[asyncio.Task[Any]]]:
    tasks: list[asyncio.Task[Any]] = []

    def spawn(work: Any) -> asyncio.Task[Any]:
        tasks.append(asyncio.ensure_future(work))
        return tasks[-1]

    shown = WebEngineRow(spawn)
    qtbot.addWidget(shown)
    shown.show()
    return shown, tasks


def test_each_state_in_words(qtbot: QtBot) -> None:
    shown, _ = row(qtbot)
    shown.show_state(WebEngine(True, "6.11.3"))
    assert shown.label.text() == "MCP Apps' views are shown in their tool cards (web engine 6.11.3)."
    assert not shown.add_button.isVisible()
    shown.show_state(WebEngine(False, "6.11.3", PIP))
    assert "not installed (about 175 MB to download)" in shown.label.text()
    assert shown.add_button.isVisible()
    shown.show_state(WebEngine(False, "6.11.3", why_not="This installation does not include the web engine"))
    assert shown.label.text().endswith("This installation does not include the web engine")
    assert not shown.add_button.isVisible()


def test_adding_shows_the_exact_command_first_and_runs_it_only_on_add(
    qtbot: QtBot, loop: qasync.QEventLoop
) -> None:
    shown, tasks = row(qtbot)
    harmless = (sys.executable, "-c", "print('Collecting PySide6-Addons==6.11.3')")
    shown.show_state(WebEngine(False, "6.11.3", harmless))

    async def body() -> None:
        shown.add_button.click()
        [box] = [b for b in shown.findChildren(QMessageBox) if b.isVisible()]
        assert "downloads about 175 MB" in box.text()
        assert box.informativeText() == shlex.join(harmless), "the exact command, as a terminal takes it"
        box.button(QMessageBox.StandardButton.Cancel).click()
        await asyncio.sleep(0.1)
        assert tasks == [], "nothing runs on Cancel"
        shown.add_button.click()
        [box] = [b for b in shown.findChildren(QMessageBox) if b.isVisible()]
        [add] = [b for b in box.buttons() if b.text() == "Add"]
        add.click()
        await asyncio.gather(*tasks)
        assert shown.output.toPlainText().splitlines() == [
            "Collecting PySide6-Addons==6.11.3", "Done: the next views show in their tool cards."
        ]  # fmt: skip
        assert shown.engine.installed, "the engine here is found at once, without a restart"

    loop.run_until_complete(body())


@pytest.mark.skipif(web_engine_kit.platform_key() is None, reason="kits are made for Linux only")
def test_an_installed_app_shows_the_download_first_then_its_progress_and_can_stop_it(
    qtbot: QtBot, loop: qasync.QEventLoop, tmp_path: Path
) -> None:
    kit = small_kit(tmp_path / "wheels")
    data = tmp_path / "data"
    shown, tasks = row(qtbot)

    async def body(url: str) -> None:
        shown.keep_in(data, url)
        shown.show_state(WebEngine(False, kit.version, kit=kit))  # as an installer's app without the engine
        assert "about 0 MB to download" in shown.label.text() and shown.add_button.isVisible()
        shown.add_button.click()
        [box] = [b for b in shown.findChildren(QMessageBox) if b.isVisible()]
        assert "from 127.0.0.1: PySide6-Addons and PySide6-Essentials 6.11.3" in box.text()
        assert "SHA-256" in box.text() and str(data / "web-engine") in box.text()
        assert box.informativeText().splitlines() == [f"{url}/{wheel.filename}" for wheel in kit.wheels]
        box.button(QMessageBox.StandardButton.Cancel).click()
        await asyncio.sleep(0.1)
        assert tasks == [] and not data.exists(), "nothing is downloaded on Cancel"

        shown.download(kit)
        assert shown.progress.isVisible() and shown.stop_button.isVisible()
        shown.stop_button.click()  # before the first block arrives
        await asyncio.gather(*tasks)
        assert shown.label.text() == "The download was stopped; nothing of it was kept."
        assert not shown.progress.isVisible() and shown.add_button.isEnabled()
        assert web_engine_kit.installed(data, kit.version) is None
        assert not any(path.is_file() for path in data.rglob("*")), "no part of it is left"

        shown.download(kit)
        await asyncio.gather(*tasks)
        assert shown.progress.value() == 1000 or not shown.progress.isVisible()
        assert web_engine_kit.installed(data, kit.version) is not None, "the kit is complete"
        assert shown.engine.installed and "The next views show in their tool cards." in shown.label.text()

    with serve_folder(tmp_path / "wheels") as url:
        loop.run_until_complete(body(url))


@pytest.mark.skipif(web_engine_kit.platform_key() is None, reason="kits are made for Linux only")
def test_closing_settings_during_the_download_stops_it_and_keeps_nothing(
    qtbot: QtBot, loop: qasync.QEventLoop, tmp_path: Path
) -> None:
    kit = small_kit(tmp_path / "wheels")
    data = tmp_path / "data"
    shown, tasks = row(qtbot)

    async def body(url: str) -> None:
        shown.keep_in(data, url)
        shown.download(kit)
        shiboken6.delete(shown)  # Settings closed (the dialog deletes its pages)
        await asyncio.gather(*tasks)  # no error from a widget that is gone
        assert web_engine_kit.installed(data, kit.version) is None
        assert not any(path.is_file() for path in data.rglob("*")), "no part of it is left"

    with serve_folder(tmp_path / "wheels") as url:
        loop.run_until_complete(body(url))
