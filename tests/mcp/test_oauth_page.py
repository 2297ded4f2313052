"""Settings › MCP servers with a server that asks for a sign-in: shown as "Sign in" (not down) with a Sign
in button; pressing it opens the authorization page in the browser (replaced here by a fetch that follows
it to the app's loopback) and the server comes up. Nothing opens a browser before the button is pressed."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import httpx2
import pytest
import qasync
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop_agent.secrets.base import MemorySecretStore
from desktop_agent.tools.mcp.manager import McpManager
from desktop_agent.tools.mcp.oauth import TOKENS
from desktop_agent.tools.mcp.status import ServerState
from desktop_agent.ui.mcp_page import McpServersPage
from tests.helpers.qt_loop import qt_event_loop
from tests.mcp.conftest import write_config
from tests.mcp.servers.oauth_server import ProtectedServer


@pytest.fixture
def event_loop_qt(qapp: QApplication) -> Iterator[qasync.QEventLoop]:
    yield from qt_event_loop(qapp)


def test_sign_in_from_the_settings_page(
    qtbot: QtBot, tmp_path: Path, event_loop_qt: qasync.QEventLoop, monkeypatch: pytest.MonkeyPatch
) -> None:
    opened: list[str] = []

    def browser(url: QUrl) -> bool:  # the person's browser: clicks through at once
        opened.append(url.toString())

        def visit() -> None:
            with httpx2.Client(follow_redirects=False, timeout=10.0) as http:
                page = http.get(url.toString())
                http.get(page.headers["location"])

        threading.Thread(target=visit, daemon=True).start()
        return True

    monkeypatch.setattr(QDesktopServices, "openUrl", staticmethod(browser))
    store = MemorySecretStore()
    with ProtectedServer() as server:
        manager = McpManager(write_config(tmp_path / "mcp.json", {"hosted": {"url": server.url}}))
        manager.use_secrets(lambda: store)
        page = McpServersPage(manager, claude_config=tmp_path / "none.json")
        qtbot.addWidget(page)
        page.show()

        async def body() -> None:
            try:
                await manager.start()
                qtbot.waitUntil(lambda: page.server_list.item(0).text() == "hosted — Sign in")
                assert (
                    page.sign_in_button.isVisible()
                    and "desktop-agent mcp login hosted" in page.status_label.text()
                )
                assert opened == []
                QTest.mouseClick(page.sign_in_button, Qt.MouseButton.LeftButton)
                await page.wait_idle()
                assert manager.status("hosted").state is ServerState.UP
                qtbot.waitUntil(lambda: page.server_list.item(0).text() == "hosted — up · 1 tool")
                assert not page.sign_in_button.isVisible()
                assert page.message.text() == "Signed in to hosted."
                assert len(opened) == 1 and store.get(TOKENS + server.url) is not None
            finally:
                await manager.aclose()

        event_loop_qt.run_until_complete(body())
