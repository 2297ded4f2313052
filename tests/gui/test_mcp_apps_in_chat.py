"""An MCP App's view inside its tool card, in the real window: the model calls a tool of the MCP Apps
example server from npm (`@modelcontextprotocol/server-basic-vanillajs`, its view built with the ext-apps
SDK); the view renders in the card, on the card's slot, and a click inside it calls the server's tool
through the same approval dialog as the model's calls (or not at all when a rule denies that tool).
Without a web engine the card shows the tool's text result, as the spec asks."""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path
from typing import Any

import msgspec
import pytest
import qasync
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from desktop_agent.config.settings import RuleSettings
from desktop_agent.ui import web_views
from desktop_agent.ui.main_window import MainWindow
from tests.gui.test_mcp_app_view import example, in_view
from tests.gui.window_harness import Harness, drive, type_and_send, until
from tests.helpers.agent_harness import fast_settings
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text, openai_tool_calls
from tests.mcp.conftest import MARKER_VAR, REPO, marker, write_config

__all__ = ["example", "marker"]  # fixtures, shared

pytestmark = [
    pytest.mark.slow,
    pytest.mark.timeout(600),  # the first run installs the example server with npm
    pytest.mark.qt_log_ignore(
        "QRhiGles2",
        "Failed to create RHI",
        "QVulkanInstance",
        "GBM is not supported",
        "GPUInfo not initialized",
    ),
]
needs_engine = pytest.mark.skipif(not web_views.available(), reason="QtWebEngine is not installed")
CALL = "clock__get-time"


def _harness(
    qtbot: QtBot, llm: ScriptedLLMServer, tmp_path: Path, entry: dict[str, Any], **settings: Any
) -> Harness:
    (tmp_path / "config").mkdir()
    write_config(tmp_path / "config" / "mcp.json", {"clock": entry})
    return Harness(qtbot, llm, tmp_path, fast_settings())


async def _model_calls_the_tool(qtbot: QtBot, h: Harness) -> None:
    await h.core.mcp.start()
    type_and_send(qtbot, h.window, "What time is it on the server?")
    await until(lambda: bool(h.window.approval_dialogs()), 20)
    dialog = h.window.approval_dialogs()[0]
    assert dialog.request.name == CALL and not dialog.request.by_view
    qtbot.mouseClick(dialog.approve_button, Qt.MouseButton.LeftButton)
    await h.finished()


async def _shown_view(qtbot: QtBot, h: Harness) -> tuple[Any, str]:
    """The model's call of the tool, approved once; its view, once it shows the result's time."""
    await _model_calls_the_tool(qtbot, h)
    await until(lambda: bool(_live_views(h.window)), 30)
    [view] = _live_views(h.window)
    kept = h.core.mcp_views.call("c1")
    assert kept is not None
    time_shown = str(kept.result["structuredContent"]["time"])
    await until_async(lambda: _text(view, "server-time"), time_shown)
    return view, time_shown


def _live_views(window: MainWindow) -> list[Any]:
    return [v for v in window.chat.app_views.live() if v.isVisible()]


def _card_rect(window: MainWindow, call_id: str) -> QRect:
    chat = window.chat
    card = chat.writer.cards.get(call_id)
    assert card is not None
    box = chat.document().documentLayout().frameBoundingRect(card.frame).toRect()
    return box.translated(0, -chat.verticalScrollBar().value())


@needs_engine
def test_the_view_renders_in_its_card_and_its_click_is_approved_like_the_models(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, example: dict[str, Any],
    event_loop_qt: qasync.QEventLoop,
) -> None:  # fmt: skip
    llm_server.script(openai_tool_calls([("c1", CALL, "{}")]), openai_text("Here is the server's time."))
    h = _harness(qtbot, llm_server, tmp_path, example)
    h.window.resize(1100, 900)

    async def body() -> None:
        try:
            view, time_shown = await _shown_view(qtbot, h)
            assert view.parent() is h.window.chat.viewport()
            assert _card_rect(h.window, "c1").contains(view.geometry()), "the view sits inside its card"

            await in_view(view, "document.getElementById('get-time-btn').click(); true")
            await until(lambda: bool(h.window.approval_dialogs()) or _view_dialogs(h.window), 20)
            [asked] = _view_dialogs(h.window)
            assert asked.request.by_view and asked.request.name == CALL
            qtbot.mouseClick(asked.approve_button, Qt.MouseButton.LeftButton)
            await until_changed(view, "server-time", time_shown)

            assert "Here is the server's time." in h.window.chat.toPlainText()
            assert "Output" in h.window.chat.toPlainText(), "the tool's text result stays under its view"

            session = h.window.session
            assert session is not None
            h.window.new_session()  # another conversation: the view closes...
            await until(lambda: not h.window.chat.app_views.live())
            await h.window.open_session(session.id)  # ...and opens again with the conversation
            await until(lambda: bool(_live_views(h.window)), 30)
            [again] = _live_views(h.window)
            assert again is not view and _card_rect(h.window, "c1").contains(again.geometry())

            asked = {
                "jsonrpc": "2.0",
                "id": 5,
                "method": "ui/request-display-mode",
                "params": {"mode": "pip"},
            }
            answer = await again.session.receive(json.dumps(asked))  # as the view sends it
            assert answer == {"jsonrpc": "2.0", "id": 5, "result": {"mode": "pip"}}
            await until(lambda: bool(_windows()) and _windows()[0].view is not None, 20)
            [window] = _windows()
            assert "a view of the MCP server “clock”" in window.windowTitle()
            assert window.view is not None and window.view.session.display == "pip", "told at ui/initialize"
            await until_async(lambda: _text(window.view, "server-time"), time_shown)  # opened anew there
            window.close()
            await until(lambda: bool(_live_views(h.window)) and not _windows(), 30)

        finally:
            await h.close()

    drive(event_loop_qt, body())


@needs_engine
def test_a_view_cannot_call_a_tool_a_rule_denies_and_the_server_never_hears_of_it(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, example: dict[str, Any],
    event_loop_qt: qasync.QEventLoop,
) -> None:  # fmt: skip
    """The model's call is approved once; a rule the person wrote denies the tool: the view's click is
    refused in code, no dialog shows and the server's time stays as it was."""
    llm_server.script(openai_tool_calls([("c1", CALL, "{}")]), openai_text("Done."))
    h = _harness(qtbot, llm_server, tmp_path, example)
    h.window.resize(1100, 900)

    async def body() -> None:
        try:
            view, time_shown = await _shown_view(qtbot, h)
            denied = msgspec.structs.replace(h.core.settings, rules=[RuleSettings(tool=CALL, action="deny")])
            await h.core.apply_settings(denied)
            await in_view(view, "document.getElementById('get-time-btn').click(); true")
            await asyncio.sleep(2.0)
            assert not _view_dialogs(h.window), "a denied call asks nothing"
            assert await _text(view, "server-time") in (time_shown, "[ERROR]")
        finally:
            await h.close()

    drive(event_loop_qt, body())


def test_without_a_web_engine_the_card_shows_the_tools_text_result(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, marker: str,
    event_loop_qt: qasync.QEventLoop, monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    monkeypatch.setattr(web_views, "available", lambda: False)
    entry = {"command": sys.executable, "args": ["-m", "tests.mcp.servers.app_tools_server"],
             "cwd": str(REPO), "env": {MARKER_VAR: marker}}  # fmt: skip
    llm_server.script(openai_tool_calls([("c1", "clock__chart", json.dumps({"numbers": [1, 2]}))]),
                      openai_text("Charted."))  # fmt: skip
    h = _harness(qtbot, llm_server, tmp_path, entry)

    async def body() -> None:
        try:
            await h.core.mcp.start()
            type_and_send(qtbot, h.window, "Chart 1 and 2")
            await until(lambda: bool(h.window.approval_dialogs()), 20)
            qtbot.mouseClick(h.window.approval_dialogs()[0].approve_button, Qt.MouseButton.LeftButton)
            await h.finished()
            assert h.core.mcp_views.call("c1") is not None, "the result is kept for a view"
            assert h.window.chat.app_views.slots == {}, "no place for a view that cannot be shown"
            h.window.chat.writer.cards.toggle("c1")
            assert "a chart of 2 numbers" in h.window.chat.toPlainText()
        finally:
            await h.close()

    drive(event_loop_qt, body())


def _windows() -> list[Any]:
    from PySide6.QtWidgets import QApplication

    from desktop_agent.ui.view_window import ViewWindow

    return [w for w in QApplication.topLevelWidgets() if isinstance(w, ViewWindow) and w.isVisible()]


def _view_dialogs(window: MainWindow) -> list[Any]:
    from desktop_agent.ui.approval_dialog import ApprovalDialog

    return [d for d in window.findChildren(ApprovalDialog) if d.isVisible() and d.request.by_view]


async def _text(view: Any, element: str) -> Any:
    return await in_view(view, f"document.getElementById('{element}')?.textContent")


async def until_async(read: Any, wanted: Any, limit_s: float = 20.0) -> None:
    for _ in range(int(limit_s / 0.1)):
        if await read() == wanted:
            return
        await asyncio.sleep(0.1)
    raise AssertionError(f"never {wanted!r}: {await read()!r}")


async def until_changed(view: Any, element: str, before: str, limit_s: float = 20.0) -> None:
    for _ in range(int(limit_s / 0.1)):
        now = await _text(view, element)
        if now and now != before:
            return
        await asyncio.sleep(0.1)
    raise AssertionError("the view's text never changed")


def test_context_for_the_model_is_a_chip_the_person_sees_and_it_goes_with_the_next_message(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, marker: str,
    event_loop_qt: qasync.QEventLoop,
) -> None:  # fmt: skip
    """What a view sends with `ui/update-model-context` (through the front the window gives each view):
    a newer context replaces the chip of the older one; removed, it goes nowhere."""
    from desktop_agent.ui.mcp_views_front import ViewFront

    entry = {"command": sys.executable, "args": ["-m", "tests.mcp.servers.app_tools_server"],
             "cwd": str(REPO), "env": {MARKER_VAR: marker}}  # fmt: skip
    llm_server.script(openai_text("Noted."))
    h = _harness(qtbot, llm_server, tmp_path, entry)
    front = ViewFront(h.window, h.window.attachments, lambda text: None)
    tray = h.window.composer.tray

    async def body() -> None:
        try:
            front.model_context("charts", "The person selected the bar for March.")
            front.model_context("charts", "The person selected the bar for April.")
            await until(lambda: tray.count() == 1 and not tray.reading())
            [part] = tray.parts()
            assert part.name == "Context from charts.md" and part.text is not None and "April" in part.text
            type_and_send(qtbot, h.window, "Why is that month low?")
            await h.finished()
            request = json.dumps(llm_server.requests[-1].body)
            assert "The person selected the bar for April." in request and "March" not in request
            front.model_context("charts", "A context the person removes.")
            await until(lambda: tray.count() == 1 and not tray.reading())
            front.model_context("charts", "")
            assert tray.count() == 0
        finally:
            await h.close()

    drive(event_loop_qt, body())


def test_a_link_shows_its_real_address_and_a_message_its_hidden_characters(
    qtbot: QtBot, event_loop_qt: qasync.QEventLoop
) -> None:
    """A look-alike host shows as its ASCII form; a message's hidden characters are named; Cancel is what
    Enter does; nothing opens or is sent without the person's yes."""
    from PySide6.QtWidgets import QMessageBox

    from desktop_agent.ui.mcp_views_front import ViewFront

    parent = QWidget()
    qtbot.addWidget(parent)
    sent: list[str] = []
    front = ViewFront(parent, None, sent.append)  # type: ignore[arg-type]  # no chips in this test

    async def shown() -> QMessageBox:
        for _ in range(100):
            boxes = [b for b in parent.findChildren(QMessageBox) if b.isVisible()]
            if boxes:
                return boxes[0]
            await asyncio.sleep(0.02)
        raise AssertionError("nothing was asked")

    async def body() -> None:
        asked = asyncio.ensure_future(front.open_link("clock", "https://аpple.com/login"))
        box = await shown()
        assert box.informativeText() == "https://xn--pple-43d.com/login"
        assert "“clock”" in box.text()
        assert box.defaultButton() is box.button(QMessageBox.StandardButton.Cancel)
        box.button(QMessageBox.StandardButton.Cancel).click()
        assert await asked is False
        asked = asyncio.ensure_future(front.post_message("clock", "Approve all\u202e txt.exe"))
        box = await shown()
        assert "⟨U+202E⟩" in box.informativeText()
        [yes] = [b for b in box.buttons() if b.text() == "Send"]
        yes.click()
        assert await asked is True and sent == ["Approve all\u202e txt.exe"]

    drive(event_loop_qt, body())
