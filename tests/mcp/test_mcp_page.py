"""The MCP servers page: add a real server through the form, see its tools, disable it, import Claude's."""

from __future__ import annotations

import json
import sys
from collections.abc import Coroutine, Iterator
from pathlib import Path
from typing import Any

import pytest
import qasync
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QWidget
from pytestqt.qtbot import QtBot

from desktop_agent.tools.mcp.manager import McpManager
from desktop_agent.tools.mcp.status import ServerState
from desktop_agent.ui.mcp_page import McpServersPage
from tests.helpers.qt_loop import qt_event_loop
from tests.mcp.conftest import MARKER_VAR, write_config


@pytest.fixture
def event_loop_qt(qapp: QApplication) -> Iterator[qasync.QEventLoop]:
    yield from qt_event_loop(qapp)


def drive(loop: qasync.QEventLoop, body: Coroutine[Any, Any, None]) -> None:
    loop.run_until_complete(body)


def click(widget: QWidget) -> None:
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)


def rows(page: McpServersPage) -> list[str]:
    return [page.server_list.item(i).text() for i in range(page.server_list.count())]


def test_add_a_server_see_its_tools_and_disable_it(
    qtbot: QtBot, tmp_path: Path, marker: str, event_loop_qt: qasync.QEventLoop
) -> None:
    path = tmp_path / "mcp.json"
    manager = McpManager(path)
    page = McpServersPage(manager, claude_config=tmp_path / "none.json")
    qtbot.addWidget(page)
    page.show()
    assert rows(page) == []
    assert "No MCP servers yet" in page.status_label.text()

    async def body() -> None:
        try:
            click(page.add_button)
            dialog = page.dialog
            assert dialog is not None and dialog.isVisible()
            save = dialog.buttons.button(QDialogButtonBox.StandardButton.Save)
            click(save)
            assert dialog.isVisible() and dialog.error_label.text() == "A server needs a name."

            dialog.name_edit.setText("time")
            dialog.command_edit.setText(sys.executable)
            dialog.args_edit.setPlainText("-m\nmcp_server_time\n--local-timezone\nUTC")
            dialog.env_edit.setPlainText(f"{MARKER_VAR}={marker}")
            click(save)
            assert not dialog.isVisible()
            await page.wait_idle()

            assert manager.status("time").state is ServerState.UP
            qtbot.waitUntil(lambda: rows(page) == ["time — up · 2 tools"])
            tools = [page.tool_list.item(i).text() for i in range(page.tool_list.count())]
            assert "time__get_current_time — Get current time in a specific timezone" in tools
            assert "up (command)" in page.status_label.text() and "mcp-time" in page.status_label.text()
            saved = json.loads(path.read_text(encoding="utf-8"))["mcpServers"]["time"]
            assert saved["args"] == ["-m", "mcp_server_time", "--local-timezone", "UTC"]

            assert page.toggle_button.text() == "Disable"
            click(page.toggle_button)
            await page.wait_idle()
            qtbot.waitUntil(lambda: rows(page) == ["time — disabled"])
            assert page.tool_list.count() == 0 and page.toggle_button.text() == "Enable"
            assert not page.restart_button.isEnabled()
            assert manager.tools() == []
            assert json.loads(path.read_text(encoding="utf-8"))["mcpServers"]["time"]["disabled"] is True
        finally:
            await manager.aclose()

    drive(event_loop_qt, body())


def test_import_from_claude_desktop_and_see_why_a_server_is_down(
    qtbot: QtBot, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    claude = write_config(
        tmp_path / "claude_desktop_config.json",
        {"fs": {"command": "no-such-mcp-filesystem", "args": ["/tmp"]}, "mine": {"command": "theirs"}},
    )
    manager = McpManager(write_config(tmp_path / "mcp.json", {"mine": {"command": "x", "disabled": True}}))
    page = McpServersPage(manager, claude_config=claude)
    qtbot.addWidget(page)
    page.show()

    async def body() -> None:
        try:
            click(page.import_button)
            await page.wait_idle()
            assert (
                "Imported 1 server(s)" in page.message.text()
                and "Kept your own: mine." in page.message.text()
            )
            qtbot.waitUntil(lambda: rows(page) == ["mine — disabled", "fs — down"])
            page.server_list.setCurrentRow(1)
            assert "The command 'no-such-mcp-filesystem' was not found" in page.status_label.text()
            assert manager.config.servers["fs"].args == ("/tmp",)
        finally:
            await manager.aclose()

    drive(event_loop_qt, body())


def test_the_server_form_marks_a_server_sandboxed_and_keeps_the_mark(qtbot: QtBot) -> None:
    from desktop_agent.tools.mcp.config import parse_server
    from desktop_agent.ui.mcp_server_dialog import ServerDialog

    dialog = ServerDialog()
    qtbot.addWidget(dialog)
    dialog.name_edit.setText("files")
    dialog.command_edit.setText(sys.executable)
    assert not dialog.sandbox_network.isEnabled(), "network is a choice only inside the sandbox"
    dialog.sandboxed.setChecked(True)
    dialog.sandbox_network.setChecked(True)
    built = dialog.build()
    assert (built.sandboxed, built.sandbox_network) == (True, True)
    again = ServerDialog(server=parse_server("files", built.to_json()))
    qtbot.addWidget(again)
    assert again.sandboxed.isChecked() and again.sandbox_network.isChecked()
    again.sandboxed.setChecked(False)
    assert again.build().sandboxed is False


def test_a_server_with_tools_that_need_tasks_says_which_are_left_out(
    qtbot: QtBot, tmp_path: Path, marker: str, event_loop_qt: qasync.QEventLoop
) -> None:
    from tests.mcp.test_task_tools import task_server

    manager = McpManager(write_config(tmp_path / "mcp.json", {"jobs": task_server(marker)}))
    page = McpServersPage(manager, claude_config=tmp_path / "none.json")
    qtbot.addWidget(page)
    page.show()

    async def body() -> None:
        try:
            await manager.start()
            qtbot.waitUntil(lambda: rows(page) == ["jobs — up · 2 tools"])
            note = "2 tools need tasks, and the server does not say it takes them: render, transcode."
            assert note in page.status_label.text()
            tools = [page.tool_list.item(i).text() for i in range(page.tool_list.count())]
            assert [t.split(" — ")[0] for t in tools] == ["jobs__echo", "jobs__lookup"]
        finally:
            await manager.aclose()

    drive(event_loop_qt, body())
