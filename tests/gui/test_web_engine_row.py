"""Settings › MCP servers: the line about MCP Apps' views, in each state, and adding the web engine: the
exact command and its size shown first, nothing run on Cancel, its output shown as it comes."""

from __future__ import annotations

import asyncio
import shlex
import sys
from collections.abc import Iterator
from typing import Any

import pytest
import qasync
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from desktop_agent.core.web_engine import WebEngine
from desktop_agent.ui.web_engine_row import WebEngineRow
from tests.helpers.qt_loop import qt_event_loop

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
