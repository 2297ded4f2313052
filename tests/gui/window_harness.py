"""The real window driven against the scripted model server: the harness the window tests share."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine, Iterator
from pathlib import Path
from typing import Any

import pytest
import qasync
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop_agent.core.app_core import AppCore
from desktop_agent.core.settings import Settings
from desktop_agent.domain.events import AgentEvent, RunFailed, RunFinished
from desktop_agent.ui.controller import ChatController
from desktop_agent.ui.main_window import MainWindow
from tests.helpers.app_core import scripted_core
from tests.helpers.fake_llm_server import ScriptedLLMServer
from tests.helpers.qt_loop import qt_event_loop


def open_test_core(tmp_path: Path, server: ScriptedLLMServer, settings: Settings) -> AppCore:
    return scripted_core(
        tmp_path, settings, openai_url=server.openai_base_url, anthropic_url=server.anthropic_base_url
    )


class Harness:
    def __init__(self, qtbot: QtBot, server: ScriptedLLMServer, tmp_path: Path, settings: Settings) -> None:
        self.workspace = tmp_path / "ws"
        self.workspace.mkdir()
        (self.workspace / "notes.txt").write_text("Shopping list: milk\n")
        self.core = open_test_core(tmp_path, server, settings)  # as the app does, but for the folders
        self.history = self.core.history
        self.controller = ChatController(self.core, workspace=self.workspace)
        self.window = MainWindow(self.controller)
        qtbot.addWidget(self.window)
        self.window.show()
        self.events: list[AgentEvent] = []
        self.controller.subscribe(self.events.append)

    async def until(self, check: Callable[[AgentEvent], bool], limit_s: float = 10.0) -> AgentEvent:
        """Wait for an event (already seen or still to come)."""
        for event in self.events:
            if check(event):
                return event
        found: asyncio.Future[AgentEvent] = asyncio.get_running_loop().create_future()

        def listen(event: AgentEvent) -> None:
            if check(event) and not found.done():
                found.set_result(event)

        stop = self.controller.subscribe(listen)
        try:
            return await asyncio.wait_for(found, limit_s)
        finally:
            stop()

    async def finished(self) -> AgentEvent:
        event = await self.until(lambda e: isinstance(e, RunFinished | RunFailed))
        await asyncio.gather(*self.window.tasks.pending)  # the session list refresh after the turn
        return event

    async def settle(self) -> None:
        """Let the window finish what it started (a version switch, a page of messages, a list refresh)."""
        for _ in range(3):
            await asyncio.sleep(0.05)
            if self.window.tasks.pending:
                await asyncio.gather(*self.window.tasks.pending)

    async def close(self) -> None:
        await self.core.aclose()


@pytest.fixture
def event_loop_qt(qapp: QApplication) -> Iterator[qasync.QEventLoop]:
    yield from qt_event_loop(qapp)


def drive(loop: qasync.QEventLoop, body: Coroutine[Any, Any, None]) -> None:
    loop.run_until_complete(body)


def type_and_send(qtbot: QtBot, window: MainWindow, text: str) -> None:
    window.message_input.setFocus()
    window.message_input.setPlainText(text)
    qtbot.keyClick(window.message_input, Qt.Key.Key_Return)


async def until(check: Callable[[], object], limit_s: float = 10.0) -> None:
    """Let the event loop run until `check()` holds; AssertionError after `limit_s`."""
    for _ in range(int(limit_s / 0.05)):
        if check():
            return
        await asyncio.sleep(0.05)
    raise AssertionError(f"not within {limit_s} s")
