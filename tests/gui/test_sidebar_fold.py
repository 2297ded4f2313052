"""A narrow window: the session list folds away below ~900 px and comes back above it; the header's button,
Ctrl+B and Session › Show or hide the session list show it; a session chosen in a narrow window folds it
again; the keyboard focus it had goes to the message input."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

import qasync
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMenu, QSplitter
from pytestqt.qtbot import QtBot

from desktop_agent.ui.session_list import SessionIdRole
from tests.gui.window_harness import Harness, drive
from tests.helpers.agent_harness import fast_settings
from tests.helpers.fake_llm_server import ScriptedLLMServer


async def until(check: Callable[[], bool], limit_s: float = 5.0) -> None:
    for _ in range(int(limit_s / 0.02)):
        if check():
            return
        await asyncio.sleep(0.02)
    raise AssertionError("not within the time")


def chat_width(h: Harness) -> int:
    splitter = h.window.centralWidget()
    assert isinstance(splitter, QSplitter)
    right = splitter.widget(splitter.count() - 1)  # the chat column (alone while the list lies over it)
    assert right is not None
    return right.width()


def test_the_session_list_folds_in_a_narrow_window_and_the_person_can_show_it(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    window, sidebar = h.window, h.window.sidebar
    button = window.header.sidebar_button

    async def body() -> None:
        first = h.core.service.new_session(
            agent="build", provider="openai", model="gpt-4.1", workspace=h.workspace
        )
        h.core.service.new_session(agent="build", provider="openai", model="gpt-4.1", workspace=h.workspace)
        await window.start()
        await h.settle()
        window.activateWindow()
        await until(window.isActiveWindow)

        window.resize(1280, 760)
        await until(lambda: window.width() == 1280)
        assert sidebar.isVisible(), "a wide window shows the session list"
        assert button.isVisible() and button.toolTip() == "Hide the session list (Ctrl+B)"
        wide_chat = chat_width(h)

        sidebar.panel.view.setFocus()
        window.resize(800, 760)
        await until(lambda: window.width() == 800 and not sidebar.isVisible())
        await until(lambda: chat_width(h) > 800 - 60)
        assert chat_width(h) > wide_chat - (1280 - 800) + 200, "the chat column gets the list's width"
        assert button.toolTip() == "Show the session list (Ctrl+B)"
        assert window.message_input.hasFocus(), "the focus the list had goes to the message input"

        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # the header's button shows it
        assert sidebar.isVisible() and button.toolTip() == "Hide the session list (Ctrl+B)"
        over = sidebar.geometry()
        assert sidebar.parentWidget() is window and over.width() <= 280, "it lies over the chat"
        assert chat_width(h) > 800 - 60, "which keeps its width"
        assert over.top() > button.mapTo(window, button.rect().bottomLeft()).y(), "the button stays free"
        assert sidebar.panel.view.hasFocus(), "shown by hand, the keyboard is in the list"
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # and hides it
        assert not sidebar.isVisible()
        window.resize(820, 760)  # narrower still than the threshold: the person's choice holds
        await until(lambda: window.width() == 820)
        assert not sidebar.isVisible()

        window.message_input.setFocus()
        qtbot.keyClick(window.message_input, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
        assert sidebar.isVisible(), "Ctrl+B shows it"
        window.resize(810, 760)
        await until(lambda: window.width() == 810)
        assert sidebar.isVisible(), "shown by hand in a narrow window, it stays while the width stays narrow"

        model = window.sessions
        row = next(r for r in range(model.rowCount()) if model.index(r).data(SessionIdRole) == first.id)
        rect = sidebar.panel.view.visualRect(model.index(row))
        qtbot.mouseClick(sidebar.panel.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        assert not sidebar.isVisible(), "a session chosen in a narrow window gives the chat the room back"
        await until(lambda: window.session is not None and window.session.id == first.id)
        await h.settle()

        window.resize(1280, 760)
        await until(lambda: window.width() == 1280 and sidebar.isVisible())
        assert sidebar.parentWidget() is window.centralWidget(), "back in the splitter, at its width"
        await until(lambda: chat_width(h) == wide_chat)
        assert 200 <= sidebar.width() <= 300
        qtbot.keyClick(window.message_input, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
        assert not sidebar.isVisible(), "hidden by hand in a wide window"
        window.resize(1200, 760)
        await until(lambda: window.width() == 1200)
        assert not sidebar.isVisible(), "the person's choice holds until the width crosses the threshold"
        await h.close()

    drive(event_loop_qt, body())


def test_the_menu_names_the_fold_with_its_shortcut(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    shown = {
        action.text().replace("&", ""): action
        for menu in h.window.menuBar().findChildren(QMenu)
        for action in menu.actions()
    }
    action = shown["Show or hide the session list"]
    assert action.shortcut().toString(QKeySequence.SequenceFormat.PortableText) == "Ctrl+B"
    visible = h.window.sidebar.isVisible()
    action.trigger()
    assert h.window.sidebar.isVisible() is not visible
    drive(event_loop_qt, h.close())
