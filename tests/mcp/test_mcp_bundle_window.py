"""Settings › MCP servers › Install from file…: the bundle's dialog shows its name, version, tools and the
exact command (updated as a setting is typed), the secret setting in a password field; Install unpacks the
bundle and adds the server, which starts in the sandbox and shows in the page's list."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
import qasync
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit
from pytestqt.qtbot import QtBot
from shiboken6 import isValid

from desktop_agent.core.keys import MemorySecretStore, RunKeys
from desktop_agent.core.settings import Settings
from desktop_agent.tools.mcp.manager import McpManager
from desktop_agent.tools.mcp.status import ServerState
from desktop_agent.ui.mcp_page import McpServersPage
from tests.helpers.qt_loop import qt_event_loop
from tests.mcp.test_mcp_bundle import SECRET, build

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux") or shutil.which("bwrap") is None,
    reason="the server runs in the sandbox: needs bubblewrap",
)


@pytest.fixture
def event_loop_qt(qapp: QApplication) -> Iterator[qasync.QEventLoop]:
    yield from qt_event_loop(qapp)


def rows(page: McpServersPage) -> list[str]:
    return [page.server_list.item(i).text() for i in range(page.server_list.count())]


def test_install_a_bundle_from_the_page(
    qtbot: QtBot, tmp_path: Path, event_loop_qt: qasync.QEventLoop, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PATH", f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}")
    path = build(tmp_path / "hash-server.mcpb")
    manager = McpManager(tmp_path / "data" / "mcp.json")
    keys = RunKeys(MemorySecretStore())
    manager.use_secrets(lambda: keys)
    page = McpServersPage(manager, claude_config=tmp_path / "none.json")
    qtbot.addWidget(page)
    assert not page.bundle_button.isEnabled() and page.bundle_button.text() == "Install from file…"
    monkeypatch.setattr("desktop_agent.ui.mcp_page.McpBrowsePage.showEvent", lambda *_: None)
    page.attach_settings(Settings(), keys)
    page.show()
    folder = (tmp_path / "data" / "mcp-bundles" / "hash-server-1.2.0").resolve()

    async def body() -> None:
        try:
            page.bundles.open(path)
            dialog = page.bundles.dialog
            assert dialog is not None and dialog.isVisible()
            assert dialog.title.text() == "Hash Server 1.2.0, by Desktop Agent tests"
            assert dialog.tools.text() == "Tools: whoami"
            token, greeting = dialog.fields["token"], dialog.fields["greeting"]
            assert isinstance(token, QLineEdit) and token.echoMode() is QLineEdit.EchoMode.Password
            assert isinstance(greeting, QLineEdit) and greeting.text() == "hello"
            python = shutil.which("python")
            assert dialog.command.toPlainText() == f"{python} {folder}/server/main.py --greeting hello"
            QTest.mouseClick(dialog.install_button, Qt.MouseButton.LeftButton)
            assert dialog.error.isVisible() and "needs the setting token" in dialog.error.text()
            assert not folder.exists()

            greeting.setText("hi there")
            assert dialog.command.toPlainText().endswith("--greeting 'hi there'")
            token.setText(SECRET)
            assert SECRET not in dialog.command.toPlainText() + dialog.notes.text()
            assert dialog.notes.text() == "With HASH_SERVER_TOKEN=(secret, kept in the keyring)"
            QTest.mouseClick(dialog.install_button, Qt.MouseButton.LeftButton)
            await dialog.wait_idle()
            assert not isValid(dialog) or not dialog.isVisible(), "closed once installed"
            qtbot.waitUntil(lambda: rows(page) == ["hash-server — up · 3 tools"], timeout=20_000)
            assert page.selected_name() == "hash-server"
            assert manager.status("hash-server").state is ServerState.UP
            output = await manager.call("hash-server", "whoami", {})
            assert (
                hashlib.sha256(SECRET.encode()).hexdigest() in output.content
                and "greeting=hi there" in output.content
            )
            saved = (tmp_path / "data" / "mcp.json").read_text(encoding="utf-8")
            assert SECRET not in saved
            assert json.loads(saved)["mcpServers"]["hash-server"]["cwd"] == str(folder)
            assert keys.get("mcp-env/hash-server/HASH_SERVER_TOKEN") == SECRET
        finally:
            await manager.aclose()

    event_loop_qt.run_until_complete(body())
