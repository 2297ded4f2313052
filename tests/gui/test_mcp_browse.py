"""Settings › MCP servers › Browse in the real window over a real core and data folder, against a local MCP
Registry: search (debounced), results and "More…", the exact command of the selected server, installing one
that needs a secret (the secret in the keyring and in no file; the server in mcp.json, started and shown in
the servers list), updating and removing one, untrusted text shown as text, and a registry that cannot be
reached, a missing server, a refused entry and a missing runner said in words."""

from __future__ import annotations

import asyncio
import json
import os
import socket
import stat
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import qasync
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QAbstractButton, QLabel, QLineEdit, QListWidget, QPlainTextEdit
from pytestqt.qtbot import QtBot

from desktop_agent.core.settings import load_settings
from desktop_agent.ui.mcp_browse import McpBrowsePage
from desktop_agent.ui.mcp_browse_detail import ConfirmDialog
from desktop_agent.ui.mcp_page import McpServersPage
from desktop_agent.ui.settings_dialog import SettingsDialog
from desktop_agent.ui.startup import open_settings
from tests.gui.window_harness import Harness, drive
from tests.helpers.agent_harness import fast_settings
from tests.helpers.fake_llm_server import ScriptedLLMServer
from tests.helpers.mcp_registry_server import LocalRegistry, fixture_entries
from tests.mcp.conftest import REPO

AIRTABLE = "io.github.domdomegg/airtable-mcp-server"
EVERYTHING = "io.github.modelcontextprotocol/server-everything"
SECRET = "tok-DesktopAgentBrowse.0123456789"
HOSTILE_HTML = {
    "name": "io.github.evil/html",
    "version": "1.0.0",
    "description": '<img src="http://127.0.0.1:9/pixel.png"><a href="https://evil.example">Click</a> '
    "<b>bold</b>\u202eevil",
    "packages": [
        {"registryType": "npm", "identifier": "html-mcp", "version": "1.0.0", "transport": {"type": "stdio"}}
    ],
}


def everywhere(program: str) -> str | None:
    return f"/usr/bin/{program}"


def nowhere(program: str) -> str | None:
    return None


@dataclass
class Browse:
    h: Harness
    registry: LocalRegistry
    dialog: SettingsDialog
    servers: McpServersPage
    page: McpBrowsePage

    async def idle(self) -> None:
        for _ in range(3):
            await self.page.wait_idle()
            await self.servers.wait_idle()
            await asyncio.sleep(0.02)

    async def search(self, text: str) -> None:
        self.page.search_edit.setText(text)
        self.page.search_now()
        await self.idle()

    def names(self) -> list[str]:
        return [
            self.page.results.item(i).data(Qt.ItemDataRole.UserRole + 1)[0]
            for i in range(self.page.results.count())
        ]

    async def choose(self, name: str) -> None:
        for row in range(self.page.results.count()):
            if self.page.results.item(row).data(Qt.ItemDataRole.UserRole + 1)[0] == name:
                self.page.results.setCurrentRow(row)
                await self.idle()
                return
        raise AssertionError(f"{name} not in {self.names()}")

    def mcp_json(self) -> dict[str, Any]:
        path = self.h.core.paths.mcp_config_file
        if not path.exists():
            return {}
        servers: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))["mcpServers"]
        return servers

    def files_holding(self, text: str, root: Path) -> list[Path]:
        return [p for p in root.rglob("*") if p.is_file() and text.encode() in p.read_bytes()]


@pytest.fixture
def make_browse(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> Iterator[Callable[..., Browse]]:
    registries: list[LocalRegistry] = []
    harnesses: list[Harness] = []

    def make(*, mcp_json: Callable[[str], dict[str, Any]] | None = None, which: Any = everywhere) -> Browse:
        entries = fixture_entries("published.json", "runnable.json", "hostile.json")
        registry = LocalRegistry([*entries, HOSTILE_HTML])
        registry.start()
        registries.append(registry)
        if mcp_json is not None:  # servers installed before the window opened
            config = tmp_path / "config"
            config.mkdir(parents=True, exist_ok=True)
            listed = {"mcpServers": mcp_json(registry.url)}
            (config / "mcp.json").write_text(json.dumps(listed), encoding="utf-8")
        h = Harness(qtbot, llm_server, tmp_path, fast_settings(mcp_registry=registry.url))
        harnesses.append(h)
        open_settings(h.window, h.core)
        dialog = h.window.findChild(SettingsDialog)
        assert dialog is not None
        servers = dialog.findChild(McpServersPage)
        assert isinstance(servers, McpServersPage) and servers.browse is not None
        servers.browse.presenter.which = which
        return Browse(h, registry, dialog, servers, servers.browse)

    yield make
    for h in harnesses:
        event_loop_qt.run_until_complete(h.close())
    for registry in registries:
        registry.close()


def open_browse(b: Browse) -> None:
    b.dialog.tabs.setCurrentWidget(b.servers)
    b.servers.pages.setCurrentWidget(b.page)  # the first look lists what the registry has


def test_search_lists_servers_and_selecting_one_shows_the_exact_command(
    make_browse: Callable[..., Browse], qtbot: QtBot, event_loop_qt: qasync.QEventLoop
) -> None:
    b = make_browse()

    async def body() -> None:
        open_browse(b)
        await b.idle()
        assert b.registry.requests and "search=&" in b.registry.requests[0]
        assert AIRTABLE in b.names() and b.page.registry_edit.text() == b.registry.url

        before = len(b.registry.requests)
        for typed in "airtable":  # typing: one search after the pause
            qtbot.keyClicks(b.page.search_edit, typed)
        await asyncio.sleep(0.6)
        await b.idle()
        asked = b.registry.requests[before:]
        assert len(asked) == 1 and "search=airtable" in asked[0], asked
        assert b.names() == [AIRTABLE]
        lines = b.page.results.item(0).data(Qt.ItemDataRole.UserRole + 1)
        assert lines == (
            AIRTABLE,
            "1.7.3",
            "Read and write access to Airtable database schemas, tables, and records.",
            "github.com/domdomegg · npm, oci, mcpb",
        )

        await b.choose(AIRTABLE)
        detail = b.page.detail
        assert detail.command.toPlainText() == "npx -y airtable-mcp-server@1.7.3"
        fixed = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont).family()
        assert detail.command.isReadOnly() and detail.command.font().family() == fixed
        assert "In the sandbox" in detail.where.text()
        assert list(detail.fields) == ["AIRTABLE_API_KEY"]
        assert detail.fields["AIRTABLE_API_KEY"].echoMode() is QLineEdit.EchoMode.Password
        assert "github.com/domdomegg" in detail.facts.text() and "not remote" in detail.facts.text()
        assert detail.install_button.isVisible() and detail.install_button.isEnabled()
        assert detail.name_edit.text() == "airtable-mcp-server"

        controls = (QAbstractButton, QListWidget, QPlainTextEdit, QLineEdit)
        unnamed = [w for kind in controls for w in b.servers.findChildren(kind) if not w.accessibleName()]
        assert unnamed == [], "every control of the page has an accessible name"

        await b.search("")  # "More…" asks for the next page
        assert not b.page.more_button.isVisible(), "the whole list fits in one page"
        from desktop_agent.ui.presenters import mcp_browse

        mcp_browse.PAGE = 3
        try:
            await b.search("")
            assert len(b.names()) == 3 and b.page.more_button.isVisible()
            first = b.names()
            b.page.more_button.click()
            await b.idle()
            assert b.names()[:3] == first and len(b.names()) == 6
        finally:
            mcp_browse.PAGE = 30

    drive(event_loop_qt, body())


def test_install_a_server_with_a_secret_in_three_clicks(
    make_browse: Callable[..., Browse],
    qtbot: QtBot,
    tmp_path: Path,
    event_loop_qt: qasync.QEventLoop,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # npx here runs the app's own test server (no download): what it is given is what the entry says
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    npx = bin_dir / "npx"
    npx.write_text(f"#!/bin/sh\ncd '{REPO}' && exec '{sys.executable}' -m tests.helpers.mcp_test_server\n")
    npx.chmod(npx.stat().st_mode | stat.S_IEXEC)
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
    b = make_browse()

    async def body() -> None:
        open_browse(b)
        await b.search("everything")
        await b.choose(EVERYTHING)  # click 1
        detail = b.page.detail
        assert detail.command.toPlainText() == "npx -y @modelcontextprotocol/server-everything@2026.8.31"
        assert detail.fields["EVERYTHING_MODE"].text() == "quiet", "a default is filled in"
        detail.sandbox_box.setChecked(False)  # the stand-in npx lives in a folder the sandbox hides

        detail.install_button.click()  # nothing filled: said, no dialog
        assert b.page.confirm is None
        assert "Fill in EVERYTHING_TOKEN first" in b.page.message.text()

        detail.fields["EVERYTHING_TOKEN"].setText(SECRET)
        qtbot.keyClick(b.page.search_edit, Qt.Key.Key_Return)  # Enter searches; the dialog stays open
        assert b.dialog.isVisible() and b.page.confirm is None
        await b.idle()
        detail.install_button.click()  # click 2
        confirm = b.page.confirm
        assert isinstance(confirm, ConfirmDialog) and confirm.isVisible()
        assert confirm.command.toPlainText() == "npx -y @modelcontextprotocol/server-everything@2026.8.31"
        assert "Kept in the keyring: EVERYTHING_TOKEN" in confirm.notes.text()
        assert SECRET not in confirm.notes.text() and not b.mcp_json(), "nothing is added before the confirm"
        confirm.ok.click()  # click 3
        await b.idle()
        for _ in range(100):
            if "up ·" in b.servers.server_list.item(0).text():
                break
            await asyncio.sleep(0.05)

        entry = b.mcp_json()["server-everything"]
        assert [entry["command"], *entry["args"]] == [
            "npx",
            "-y",
            "@modelcontextprotocol/server-everything@2026.8.31",
        ]
        assert entry["env"]["EVERYTHING_TOKEN"] == "${keyring:mcp-env/server-everything/EVERYTHING_TOKEN}"
        assert entry["env"]["EVERYTHING_MODE"] == "quiet"
        assert entry["registry"]["name"] == EVERYTHING and entry["registry"]["version"] == "2026.8.31"
        assert b.h.core.keys.get("mcp-env/server-everything/EVERYTHING_TOKEN") == SECRET
        assert b.files_holding(SECRET, tmp_path) == [], "the secret is in the keyring only"

        assert b.servers.pages.currentIndex() == 0, "the servers list shows it"
        assert b.servers.selected_name() == "server-everything"
        assert b.servers.server_list.currentItem().text().startswith("server-everything — up · ")
        tips = [b.servers.tool_list.item(i).toolTip() for i in range(b.servers.tool_list.count())]
        assert tips and all(t.startswith("<qt>") for t in tips), "a server's words in a tooltip: text"
        names = (await b.h.core.mcp.call("server-everything", "env_names", {})).content.split("\n")
        assert "EVERYTHING_TOKEN" in names, "the value from the keyring reached the server"

        b.servers.pages.setCurrentWidget(b.page)
        await b.idle()
        assert b.page.detail.installed_note.isVisible() and not b.page.detail.install_button.isVisible()

    drive(event_loop_qt, body())


def test_update_to_the_latest_version_then_remove(
    make_browse: Callable[..., Browse], event_loop_qt: qasync.QEventLoop
) -> None:
    ref = "${keyring:mcp-env/airtable-mcp-server/AIRTABLE_API_KEY}"

    def installed(url: str) -> dict[str, Any]:
        return {
            "airtable-mcp-server": {
                "command": "npx", "args": ["-y", "airtable-mcp-server@1.7.2"],
                "env": {"AIRTABLE_API_KEY": ref}, "disabled": True,
                "registry": {"url": url, "name": AIRTABLE, "version": "1.7.2", "kind": "npm"},
            }
        }  # fmt: skip

    b = make_browse(mcp_json=installed)

    async def body() -> None:
        b.h.core.keys.set("mcp-env/airtable-mcp-server/AIRTABLE_API_KEY", SECRET)
        b.dialog.tabs.setCurrentWidget(b.servers)  # the servers list: this one came from the registry
        b.servers.refresh()
        assert b.servers.selected_name() == "airtable-mcp-server"
        assert b.servers.updates_button.isVisible()
        b.servers.updates_button.click()  # Browse, at its entry
        await b.idle()
        assert b.servers.pages.currentWidget() is b.page and b.names() == [AIRTABLE]
        assert [r for r in b.registry.requests if "search=" in r] == [
            "/v0.1/servers?search=io.github.domdomegg%2Fairtable-mcp-server&version=latest&limit=30"
        ], "the registry is asked for it alone"
        detail = b.page.detail
        assert detail.installed_note.text() == "Installed here as airtable-mcp-server (version 1.7.2)."
        assert detail.update_button.isVisible() and detail.update_button.text() == "Update to 1.7.3…"
        assert detail.fields["AIRTABLE_API_KEY"].placeholderText() == "kept: leave empty to keep it"
        detail.update_button.click()
        confirm = b.page.confirm
        assert confirm is not None
        assert confirm.command.toPlainText() == "npx -y airtable-mcp-server@1.7.3"
        confirm.ok.click()
        await b.idle()
        entry = b.mcp_json()["airtable-mcp-server"]
        assert (
            entry["args"] == ["-y", "airtable-mcp-server@1.7.3"] and entry["registry"]["version"] == "1.7.3"
        )
        assert entry["env"]["AIRTABLE_API_KEY"] == ref and entry["disabled"] is True
        assert not detail.update_button.isVisible(), "at the latest version"

        detail.remove_button.click()
        await b.idle()
        assert "airtable-mcp-server" not in b.mcp_json()
        assert b.h.core.keys.get("mcp-env/airtable-mcp-server/AIRTABLE_API_KEY") is None
        assert detail.install_button.isVisible() and "Removed airtable-mcp-server" in b.page.message.text()

    drive(event_loop_qt, body())


def test_registry_text_is_shown_as_text(
    make_browse: Callable[..., Browse], event_loop_qt: qasync.QEventLoop
) -> None:
    b = make_browse()

    async def body() -> None:
        open_browse(b)
        await b.search("evil/html")
        assert b.names() == ["io.github.evil/html"]
        description = b.page.results.item(0).data(Qt.ItemDataRole.UserRole + 1)[2]
        assert description.startswith('<img src="http://127.0.0.1:9/pixel.png"><a href=')
        assert description.endswith("<b>bold</b>⟨U+202E⟩evil")
        await b.choose("io.github.evil/html")
        label = b.page.detail.description
        assert label.textFormat() is Qt.TextFormat.PlainText
        assert label.text() == description
        tooltip = b.page.results.item(0).toolTip()
        assert "&lt;img src=" in tooltip and "<img" not in tooltip, "a tooltip is read as HTML: escaped"
        for shown in b.page.findChildren(QLabel):
            assert shown.textFormat() is Qt.TextFormat.PlainText or "<img" not in shown.text()

        await b.search("evil/terminal")
        await b.choose("io.github.evil/terminal")
        assert "\x1b" not in b.page.detail.description.text()
        assert b.page.detail.description.text().startswith("Looks fine⟨ESC⟩]52;c;")
        assert (
            b.page.detail.command.toPlainText() == "npx -y ok-package@1.0.0 '$(touch /tmp/pwned); `id` | sh'"
        )

    drive(event_loop_qt, body())


def test_what_goes_wrong_is_said_in_words(
    make_browse: Callable[..., Browse], event_loop_qt: qasync.QEventLoop
) -> None:
    b = make_browse()

    async def body() -> None:
        open_browse(b)
        await b.search("evil/preload")
        await b.choose("io.github.evil/preload")
        detail = b.page.detail
        assert detail.problem.isVisible() and "'LD_PRELOAD'" in detail.problem.text()
        assert not detail.install_button.isEnabled() and not detail.command.isVisible()

        b.page.presenter.which = nowhere  # no uvx, no pipx
        await b.search("time-mcp-pypi")
        await b.choose("io.github.domdomegg/time-mcp-pypi")
        assert "neither uvx (uv) nor pipx is installed" in detail.problem.text()

        b.page.registry_edit.setText(b.registry.url + "/nowhere")
        b.page.registry_edit.editingFinished.emit()
        await b.idle()
        assert "does not answer like an MCP registry" in b.page.state.text()
        assert b.names() == [] and "Traceback" not in b.page.state.text()

        with socket.socket() as sock:
            sock.bind(("127.0.0.1", 0))
            port = sock.getsockname()[1]
        b.page.registry_edit.setText(f"http://127.0.0.1:{port}")
        b.page.registry_edit.editingFinished.emit()
        await b.idle()
        assert f"Could not reach the registry http://127.0.0.1:{port}" in b.page.state.text()
        assert "nothing answered" in b.page.state.text() and b.page.state.isVisible()

        b.page.registry_edit.setText("ftp://example.com")
        b.page.registry_edit.editingFinished.emit()
        await b.idle()
        assert "is not an http(s):// address" in b.page.state.text()
        assert not b.dialog.apply(), "an address that is not http(s) is not saved"

    drive(event_loop_qt, body())


def test_the_registry_address_is_saved_with_the_settings(
    make_browse: Callable[..., Browse], event_loop_qt: qasync.QEventLoop
) -> None:
    b = make_browse()

    async def body() -> None:
        open_browse(b)
        await b.idle()
        b.page.registry_edit.setText("https://registry.example.com")
        assert b.dialog.apply()
        saved = load_settings(b.h.core.paths.settings_file)
        assert saved.mcp_registry == "https://registry.example.com"
        b.dialog.reject()

    drive(event_loop_qt, body())
