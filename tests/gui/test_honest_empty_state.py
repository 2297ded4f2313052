"""A new conversation over a model that cannot answer (its provider needs an API key and has none) says
"No model set up yet", with "Set one up" opening Settings › Providers; the key is read in a worker thread,
never on the Qt thread, and an idle window does not read it at all. The window keeps no status bar."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path

import qasync
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from desktop_agent.core.app_core import AppCore, open_core
from desktop_agent.secrets.base import MemorySecretStore
from desktop_agent.ui.empty_state import EmptyState
from desktop_agent.ui.main_window import MainWindow
from desktop_agent.ui.startup import attach, welcome_if_first_run
from tests.gui.window_harness import drive
from tests.helpers.agent_harness import fast_settings
from tests.helpers.app_core import scripted_settings
from tests.helpers.app_core import test_paths as paths_under
from tests.helpers.fake_llm_server import ScriptedLLMServer


class WatchedKeys(MemorySecretStore):
    """An in-memory keyring that notes the thread of every read."""

    def __init__(self, keys: dict[str, str]) -> None:
        super().__init__(keys)
        self.read_in: list[str] = []

    def get(self, name: str) -> str | None:
        self.read_in.append(threading.current_thread().name)
        return super().get(name)


def _core(tmp_path: Path, server: ScriptedLLMServer, keys: WatchedKeys) -> AppCore:
    settings = scripted_settings(fast_settings(), openai_url=server.openai_base_url)  # openai/test-model
    return open_core(paths_under(tmp_path), settings=settings, secrets=keys, logging_to_file=False)


def _says(window: MainWindow) -> list[str]:
    """The lines the empty conversation shows."""
    return [label.text() for label in _shown(window).findChildren(QLabel) if label.isVisible()]


def _shown(window: MainWindow) -> EmptyState:
    shown = [e for e in window.findChildren(EmptyState) if e.isVisible()]
    assert len(shown) == 1
    return shown[0]


async def _settle(window: MainWindow) -> None:
    for _ in range(5):
        await asyncio.sleep(0.05)
        if window.tasks.pending:
            await asyncio.gather(*window.tasks.pending)


def test_after_set_up_later_the_empty_conversation_says_no_model_is_set_up(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    keys = WatchedKeys({})
    core = _core(tmp_path, llm_server, keys)
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()

    async def body() -> None:
        await attach(window, core, workspace=tmp_path)
        assert "Ask anything" in _says(window), "nothing known yet: nothing claimed"
        await welcome_if_first_run(window, core)  # a first run: no settings, no key anywhere
        from desktop_agent.ui.welcome import WelcomeDialog

        welcome = window.findChild(WelcomeDialog)
        assert welcome is not None
        welcome.later_button.click()
        await _settle(window)
        assert "No model set up yet" in _says(window)
        empty = _shown(window)
        assert "openai/test-model" in empty.where.text() and "API key" in empty.where.text()
        assert empty.set_up.isVisible() and not any(b.isVisible() for b in empty.buttons)
        qtbot.mouseClick(empty.set_up, Qt.MouseButton.LeftButton)
        await _settle(window)
        from desktop_agent.ui.settings_dialog import SettingsDialog

        dialog = window.findChild(SettingsDialog)
        assert dialog is not None and dialog.isVisible()
        assert dialog.tabs.currentWidget() is dialog.providers_page
        dialog.reject()
        assert threading.main_thread().name not in keys.read_in, "the keyring is never read on the Qt thread"
        await core.aclose()

    drive(event_loop_qt, body())


def test_a_returning_window_reads_the_key_when_the_person_types_then_says_so(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    keys = WatchedKeys({})
    core = _core(tmp_path, llm_server, keys)
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()

    async def body() -> None:
        await attach(window, core, workspace=tmp_path)
        await _settle(window)
        assert keys.read_in == [], "an idle window does not read the keyring"
        assert "Ask anything" in _says(window)
        window.message_input.setPlainText("H")
        await _settle(window)
        assert keys.read_in and threading.main_thread().name not in keys.read_in, "read in a worker thread"
        window.message_input.clear()
        assert "No model set up yet" in _says(window)
        core.keys.set_for_run("openai", "sk-test")  # a key given for this run: then the model can answer
        await core.apply_settings(core.settings)
        await _settle(window)
        assert "Ask anything" in _says(window)
        assert _shown(window).buttons[0].isVisible()
        await core.aclose()

    drive(event_loop_qt, body())


def test_a_model_that_needs_no_key_is_ready_without_reading_the_keyring(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    keys = WatchedKeys({})
    settings = scripted_settings(
        fast_settings(default_provider="ollama", default_model="llama3.1"),
        openai_url=llm_server.openai_base_url,
    )
    core = open_core(paths_under(tmp_path), settings=settings, secrets=keys, logging_to_file=False)
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()

    async def body() -> None:
        await attach(window, core, workspace=tmp_path)
        window.message_input.setPlainText("H")
        await _settle(window)
        assert "Ask anything" in _says(window)
        assert keys.read_in == []
        await core.aclose()

    drive(event_loop_qt, body())


def test_the_window_keeps_no_status_bar_and_shows_short_messages_over_it(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1000, 700)
    window.show()
    qtbot.waitExposed(window)
    window.finish_setup()  # as the app does right after the first paint: the floating messages are made
    QApplication.processEvents()
    content = window.centralWidget()
    assert content is not None
    central = content.geometry()
    assert not window.statusBar().isVisible(), "no line of the window for the version"
    assert central.bottom() >= window.height() - 2, "the window's content reaches its bottom edge"
    window.statusBar().showMessage("Copied to the clipboard", 3000)
    QApplication.processEvents()
    assert window.messages.label.isVisible() and window.messages.label.text() == "Copied to the clipboard"
    assert content.geometry() == central, "nothing moves when a message shows"
    window.resize(800, 600)  # the message stays in the bottom-left corner of a resized window
    QApplication.processEvents()
    label = window.messages.label
    assert label.geometry().bottom() == window.height() - 1 - 8 and label.x() == 8
    window.statusBar().clearMessage()
    assert not window.messages.label.isVisible()
