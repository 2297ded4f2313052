"""The Settings dialog and the first-run welcome, driven like a person would, against real HTTP and files."""

from __future__ import annotations

import asyncio
import json
import os
import socket
import uuid
from collections.abc import Coroutine, Iterator
from pathlib import Path
from typing import Any

import keyring
import keyring.core
import pytest
import qasync
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from desktop_agent.config.settings import ProviderSettings, Settings, load_settings
from desktop_agent.core.keys import RunKeys
from desktop_agent.providers.detect import ProbeTarget
from desktop_agent.secrets.base import MemorySecretStore, SecretStore
from desktop_agent.secrets.keyring_store import KeyringSecretStore
from desktop_agent.ui.key_entry import KeyDialog
from desktop_agent.ui.settings_dialog import SettingsDialog
from desktop_agent.ui.welcome import WelcomeDialog, needs_welcome
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_error
from tests.helpers.qt_loop import qt_event_loop

SECRET = "sk-test-" + "9" * 24


@pytest.fixture
def loop(qapp: QApplication) -> Iterator[qasync.QEventLoop]:
    # A closing dialog is the last window here (the app has its main window): that must not stop the loop.
    quit_on_close = qapp.quitOnLastWindowClosed()
    qapp.setQuitOnLastWindowClosed(False)
    yield from qt_event_loop(qapp)
    qapp.setQuitOnLastWindowClosed(quit_on_close)


@pytest.fixture(autouse=True)
def _keep_the_look(qapp: QApplication) -> Iterator[None]:
    """Themes and fonts are app-wide: put them back after each test."""
    style, palette, font = qapp.style().name(), QPalette(qapp.palette()), QFont(qapp.font())
    yield
    qapp.styleHints().unsetColorScheme()
    qapp.setStyle(style)
    qapp.setPalette(palette)
    qapp.setFont(font)


def drive(loop: qasync.QEventLoop, body: Coroutine[Any, Any, None]) -> None:
    loop.run_until_complete(asyncio.wait_for(body, 30))


def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
    return port


def visible_texts(root: QWidget) -> list[str]:
    return [w.text() for w in root.findChildren(QLabel)] + [w.text() for w in root.findChildren(QLineEdit)]


def open_dialog(
    qtbot: QtBot, tmp_path: Path, secrets: SecretStore | RunKeys, settings: Settings | None = None
) -> tuple[SettingsDialog, Path]:
    path = tmp_path / "settings.json"
    dialog = SettingsDialog(settings or load_settings(path), path, secrets)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog, path


async def key_status_of(dialog: SettingsDialog, name: str) -> str:
    dialog.providers_page.select(name)
    await dialog.tasks.wait_idle()
    return dialog.providers_page.key_status.text()


# ---- settings round trip ----


def test_changes_are_saved_on_ok_and_shown_by_the_next_dialog(
    qtbot: QtBot, tmp_path: Path, loop: qasync.QEventLoop
) -> None:
    dialog, path = open_dialog(qtbot, tmp_path, MemorySecretStore())
    emitted: list[Settings] = []
    dialog.settings_changed.connect(emitted.append)
    app = QApplication.instance()
    assert isinstance(app, QApplication)

    look = dialog.appearance_page
    look.theme.setCurrentIndex(look.theme.findData("dark"))
    assert app.palette().color(QPalette.ColorRole.Window).name() == "#1f2125", "dark applies at once"
    look.font_size.setValue(14)
    assert app.font().pointSize() == 14
    assert look.language.currentData() is None, "the system's language until one is chosen"
    look.language.setCurrentIndex(look.language.findText("Deutsch"))

    profiles = dialog.profiles_page
    profiles.select("plan")
    profiles.temperature.setText("0.3")
    profiles.max_steps.setValue(12)
    profiles.select("build")  # moving away keeps the edit
    assert profiles.small_talk.isChecked()
    profiles.small_talk.setChecked(False)

    providers = dialog.providers_page
    providers.add_button.click()
    providers.label_field.setText("Lab box")
    providers.url_field.setText("http://127.0.0.1:9999/v1")
    providers.model_combo.setCurrentText("qwen3")
    providers.default_provider.setCurrentIndex(providers.default_provider.findData("custom-1"))
    providers.default_model.setCurrentText("qwen3")
    assert (providers.cloud_wait.value(), providers.local_wait.value()) == (180, 600)
    providers.local_wait.setValue(1200)  # a big model on a small CPU

    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert dialog.result() == dialog.DialogCode.Accepted

    raw = json.loads(path.read_text(encoding="utf-8"))
    assert raw["theme"] == "dark" and raw["font_size"] == 14 and raw["language"] == "de"
    assert raw["profiles"] == {"plan": {"temperature": 0.3, "max_steps": 12}}
    assert raw["providers"] == {
        "custom-1": {"base_url": "http://127.0.0.1:9999/v1", "default_model": "qwen3", "kind": "openai",
                     "label": "Lab box"}
    }  # fmt: skip
    assert (raw["default_provider"], raw["default_model"]) == ("custom-1", "qwen3")
    assert raw["network"] == {"local_stall_timeout_s": 1200.0}, "only what changed is written"
    assert raw["small_talk_without_tools"] is False
    assert emitted == [load_settings(path)]

    again, _ = open_dialog(qtbot, tmp_path, MemorySecretStore())
    assert again.appearance_page.theme.currentData() == "dark"
    assert again.appearance_page.font_size.value() == 14
    assert again.appearance_page.language.currentText() == "Deutsch"
    again.profiles_page.select("plan")
    assert again.profiles_page.temperature.text() == "0.3"
    assert again.profiles_page.max_steps.value() == 12
    again.providers_page.select("custom-1")
    assert again.providers_page.label_field.text() == "Lab box"
    assert again.providers_page.url_field.text() == "http://127.0.0.1:9999/v1"
    assert again.providers_page.default_provider.currentData() == "custom-1"
    assert again.providers_page.default_model.currentText() == "qwen3"
    assert again.providers_page.local_wait.value() == 1200
    drive(loop, again.tasks.wait_idle())
    drive(loop, dialog.tasks.wait_idle())


def test_invalid_values_are_shown_next_to_the_field_and_nothing_is_saved(
    qtbot: QtBot, tmp_path: Path, loop: qasync.QEventLoop
) -> None:
    dialog, path = open_dialog(qtbot, tmp_path, MemorySecretStore())
    dialog.profiles_page.select("chat")
    dialog.profiles_page.temperature.setText("hot")
    dialog.tabs.setCurrentWidget(dialog.appearance_page)
    dialog.accept()
    assert not path.exists()
    assert dialog.isVisible()
    assert dialog.tabs.currentWidget() is dialog.profiles_page
    assert dialog.profiles_page.temperature_error.isVisible()
    assert "0 to 2" in dialog.profiles_page.temperature_error.text()
    assert "nothing was saved" in dialog.message.text()

    dialog.profiles_page.temperature.setText("")
    providers = dialog.providers_page
    providers.add_button.click()
    providers.url_field.setText("my server")
    providers.select("openai")  # the problem is on another provider: the dialog goes back to it
    dialog.accept()
    assert not path.exists()
    assert providers.current == "custom-1"
    assert providers.url_error.isVisible() and "http://" in providers.url_error.text()
    drive(loop, dialog.tasks.wait_idle())


def test_cancel_discards_and_puts_the_look_back(
    qtbot: QtBot, tmp_path: Path, loop: qasync.QEventLoop
) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    before = app.palette().color(QPalette.ColorRole.Window).name()
    dialog, path = open_dialog(qtbot, tmp_path, MemorySecretStore())
    dialog.appearance_page.theme.setCurrentIndex(dialog.appearance_page.theme.findData("dark"))
    dialog.profiles_page.temperature.setText("1.5")
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert dialog.result() == dialog.DialogCode.Rejected
    assert not path.exists()
    assert app.palette().color(QPalette.ColorRole.Window).name() == before
    drive(loop, dialog.tasks.wait_idle())


# ---- keys ----


async def set_key_through_the_dialog(dialog: SettingsDialog, name: str, secret: str) -> KeyDialog:
    page = dialog.providers_page
    page.select(name)
    key_dialog = page.set_key()
    key_dialog.entry.field.setText(secret)
    key_dialog.entry.save_button.click()
    await dialog.tasks.wait_idle()
    return key_dialog


def check_key_round_trip(qtbot: QtBot, tmp_path: Path, loop: qasync.QEventLoop, store: SecretStore) -> None:
    name = "openai"
    dialog, _ = open_dialog(qtbot, tmp_path, store)

    async def body() -> None:
        assert await key_status_of(dialog, name) == "Not set"
        key_dialog = await set_key_through_the_dialog(dialog, name, SECRET)
        assert key_dialog.result() == key_dialog.DialogCode.Accepted
        assert dialog.providers_page.key_status.text() == "Set"
        assert await asyncio.to_thread(store.get, name) == SECRET
        assert all(SECRET not in text for text in visible_texts(dialog)), "the key is never shown"

        again, _ = open_dialog(qtbot, tmp_path, store)
        assert await key_status_of(again, name) == "Set"
        again.providers_page.remove_key_button.click()
        await again.tasks.wait_idle()
        assert again.providers_page.key_status.text() == "Not set"
        assert await asyncio.to_thread(store.get, name) is None

    drive(loop, body())


def test_a_key_is_stored_and_removed_through_the_secret_store(
    qtbot: QtBot, tmp_path: Path, loop: qasync.QEventLoop
) -> None:
    check_key_round_trip(qtbot, tmp_path, loop, MemorySecretStore())


@pytest.mark.real_keyring
def test_a_key_is_stored_and_removed_through_the_real_keyring(
    qtbot: QtBot, tmp_path: Path, loop: qasync.QEventLoop
) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if os.environ.get("PYTHON_KEYRING_BACKEND") != "keyring.backends.SecretService.Keyring":
        pytest.skip("needs a real Secret Service (make keyring-test)")
    store = KeyringSecretStore(service=f"desktop-agent-tests-{uuid.uuid4().hex}")
    try:
        check_key_round_trip(qtbot, tmp_path, loop, store)
    finally:
        store.delete("openai")


@pytest.fixture
def no_keyring(monkeypatch: pytest.MonkeyPatch) -> None:
    """The `fail` backend, as on a machine without any keyring service."""
    monkeypatch.setattr(keyring.core, "_keyring_backend", None)
    monkeypatch.setenv("PYTHON_KEYRING_BACKEND", "keyring.backends.fail.Keyring")


def test_without_a_keyring_the_key_can_be_kept_for_this_run_only(
    qtbot: QtBot, tmp_path: Path, loop: qasync.QEventLoop, no_keyring: None
) -> None:
    keys = RunKeys(KeyringSecretStore(service="desktop-agent-tests"))
    dialog, path = open_dialog(qtbot, tmp_path, keys)

    async def body() -> None:
        assert await key_status_of(dialog, "anthropic") == "Not set (keyring unavailable)"
        key_dialog = await set_key_through_the_dialog(dialog, "anthropic", SECRET)
        problem = key_dialog.entry.problem
        assert key_dialog.isVisible() and problem.isVisible()
        assert "No keyring service was found" in problem.detail.text()
        assert "GNOME Keyring" in problem.help.text() and "Keychain" in problem.help.text()
        assert "Credential Manager" in problem.help.text()
        assert key_dialog.entry.field.text() == SECRET, "the typed key is not lost"
        problem.keep_button.click()
        assert key_dialog.result() == key_dialog.DialogCode.Accepted
        assert dialog.providers_page.key_status.text() == "Set for this run"
        assert keys.get("anthropic") == SECRET
        assert keys.memory.get("anthropic") == SECRET
        assert keyring.get_keyring().__class__.__module__ == "keyring.backends.fail"

    drive(loop, body())
    dialog.accept()
    assert SECRET not in path.read_text(encoding="utf-8")
    assert all(SECRET not in p.read_bytes().decode("latin-1") for p in tmp_path.rglob("*") if p.is_file())


# ---- test connection ----


def test_connection_lists_the_models_and_fills_the_default_model(
    qtbot: QtBot, tmp_path: Path, loop: qasync.QEventLoop, llm_server: ScriptedLLMServer
) -> None:
    llm_server.models = ["big-model", "small-model"]
    settings = Settings(providers={"openai": ProviderSettings(base_url=llm_server.openai_base_url)})
    dialog, _ = open_dialog(qtbot, tmp_path, MemorySecretStore({"openai": SECRET}), settings)
    page = dialog.providers_page

    async def body() -> None:
        page.select("openai")
        page.test_button.click()
        assert not page.test_button.isEnabled() and page.test_button.text() == "Testing…"
        assert "Connecting to" in page.test_result.text()
        await dialog.tasks.wait_idle()
        assert page.test_button.isEnabled()
        assert page.test_result.text() == "Connected: 2 models (big-model, small-model)."
        assert [page.model_combo.itemText(i) for i in range(page.model_combo.count())] == [
            "big-model",
            "small-model",
        ]
        assert page.default_provider.currentData() == "openai"
        assert page.default_model.count() == 2

    drive(loop, body())
    assert llm_server.requests[-1].headers["authorization"] == f"Bearer {SECRET}"


def test_connection_says_in_words_when_the_key_is_rejected_or_nobody_listens(
    qtbot: QtBot, tmp_path: Path, loop: qasync.QEventLoop, llm_server: ScriptedLLMServer
) -> None:
    llm_server.fail_models(openai_error(401, "Incorrect API key provided"))
    settings = Settings(
        providers={
            "deepseek": ProviderSettings(base_url=llm_server.openai_base_url),
            "lmstudio": ProviderSettings(base_url=f"http://127.0.0.1:{closed_port()}/v1"),
        }
    )
    dialog, _ = open_dialog(qtbot, tmp_path, MemorySecretStore({"deepseek": SECRET}), settings)
    page = dialog.providers_page

    async def body() -> None:
        page.select("deepseek")
        page.test_button.click()
        await dialog.tasks.wait_idle()
        assert "DeepSeek rejected the API key (401)" in page.test_result.text()
        assert SECRET not in page.test_result.text()
        page.select("lmstudio")
        page.test_button.click()
        await dialog.tasks.wait_idle()
        assert "Nothing is answering at 127.0.0.1" in page.test_result.text()
        assert "is the LM Studio server running?" in page.test_result.text()

    drive(loop, body())


# ---- first run ----


def test_first_run_is_no_settings_file_and_no_key(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    assert needs_welcome(path, MemorySecretStore())
    assert not needs_welcome(path, MemorySecretStore({"anthropic": SECRET}))
    path.write_text("{}", encoding="utf-8")
    assert not needs_welcome(path, MemorySecretStore())


def test_welcome_offers_a_local_server_and_saves_the_choice(
    qtbot: QtBot, tmp_path: Path, loop: qasync.QEventLoop, llm_server: ScriptedLLMServer
) -> None:
    llm_server.models = ["llama3.1", "qwen3", "mistral"]
    path = tmp_path / "config" / "settings.json"
    targets = [ProbeTarget("ollama", llm_server.port), ProbeTarget("lmstudio", closed_port())]
    dialog = WelcomeDialog(path, MemorySecretStore(), targets=targets, probe_timeout_s=0.5)
    qtbot.addWidget(dialog)
    chosen: list[Settings] = []
    dialog.settings_chosen.connect(chosen.append)

    async def body() -> None:
        dialog.show()
        await dialog.tasks.wait_idle()

    drive(loop, body())
    texts = visible_texts(dialog)
    assert f"Ollama found on 127.0.0.1:{llm_server.port} with 3 models" in texts
    assert len(dialog.use_buttons) == 1
    assert dialog.use_buttons[0].accessibleName() == f"Use Ollama on 127.0.0.1:{llm_server.port}"
    qtbot.keyClick(dialog.use_buttons[0], Qt.Key.Key_Space)
    assert dialog.result() == dialog.DialogCode.Accepted
    saved = load_settings(path)
    assert saved.default_provider == "ollama" and saved.default_model == "llama3.1"
    assert saved.providers["ollama"].base_url == llm_server.openai_base_url
    assert chosen == [saved]


def test_welcome_without_a_local_server_stores_a_cloud_key(
    qtbot: QtBot, tmp_path: Path, loop: qasync.QEventLoop
) -> None:
    path = tmp_path / "settings.json"
    store = MemorySecretStore()
    dialog = WelcomeDialog(path, store, targets=[ProbeTarget("ollama", closed_port())], probe_timeout_s=0.3)
    qtbot.addWidget(dialog)

    async def body() -> None:
        dialog.show()
        await dialog.tasks.wait_idle()
        assert "No model server found" in dialog.search_status.text()
        assert dialog.search_again.isVisible()
        dialog.provider_combo.setCurrentIndex(dialog.provider_combo.findData("anthropic"))
        dialog.key_entry.field.setText(SECRET)
        qtbot.keyClick(dialog.key_entry.field, Qt.Key.Key_Return)
        await dialog.tasks.wait_idle()

    drive(loop, body())
    assert dialog.result() == dialog.DialogCode.Accepted
    assert store.get("anthropic") == SECRET
    assert load_settings(path) == Settings(default_provider="anthropic")
    assert SECRET not in path.read_text(encoding="utf-8")


def test_every_control_has_an_accessible_name(qtbot: QtBot, tmp_path: Path, loop: qasync.QEventLoop) -> None:
    from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QComboBox, QListWidget, QPlainTextEdit

    dialog, _ = open_dialog(qtbot, tmp_path, MemorySecretStore())
    welcome = WelcomeDialog(tmp_path / "w.json", MemorySecretStore(), targets=[])
    qtbot.addWidget(welcome)
    kinds = (QAbstractButton, QAbstractSpinBox, QComboBox, QListWidget, QPlainTextEdit, QLineEdit)
    for root in (dialog, welcome):
        controls = [w for kind in kinds for w in root.findChildren(kind)]
        unnamed = [
            f"{type(w).__name__} {getattr(w, 'text', lambda: '')()!r}"
            for w in controls
            if not w.accessibleName() and not isinstance(w.parent(), QComboBox | QAbstractSpinBox)
        ]
        assert unnamed == [], f"controls without an accessible name in {type(root).__name__}"
    drive(loop, dialog.tasks.wait_idle())


def test_another_page_can_be_added_before_appearance(
    qtbot: QtBot, tmp_path: Path, loop: qasync.QEventLoop
) -> None:
    dialog, _ = open_dialog(qtbot, tmp_path, MemorySecretStore())
    index = dialog.add_page(QWidget(), "MCP servers")
    titles = [dialog.tabs.tabText(i).replace("&", "") for i in range(dialog.tabs.count())]
    assert titles == ["Providers", "Agent profiles", "Web search", "MCP servers", "Appearance", "Advanced"]
    assert index == 3
    drive(loop, dialog.tasks.wait_idle())


def test_enter_in_the_key_field_saves_the_key_and_picks_nothing_else(
    qtbot: QtBot, tmp_path: Path, loop: qasync.QEventLoop, llm_server: ScriptedLLMServer
) -> None:
    """With a local server offered (its "Use it" is the default button), Enter in the key field only saves."""
    path = tmp_path / "settings.json"
    store = MemorySecretStore()
    dialog = WelcomeDialog(path, store, targets=[ProbeTarget("ollama", llm_server.port)], probe_timeout_s=0.5)
    qtbot.addWidget(dialog)

    async def body() -> None:
        dialog.show()
        await dialog.tasks.wait_idle()
        assert dialog.use_buttons[0].isDefault()
        dialog.provider_combo.setCurrentIndex(dialog.provider_combo.findData("groq"))
        dialog.key_entry.field.setFocus()
        dialog.key_entry.field.setText(SECRET)
        qtbot.keyClick(dialog.key_entry.field, Qt.Key.Key_Return)
        await dialog.tasks.wait_idle()

    drive(loop, body())
    assert load_settings(path).default_provider == "groq"
    assert store.get("groq") == SECRET


def test_welcome_says_one_model_not_one_models(
    qtbot: QtBot, tmp_path: Path, loop: qasync.QEventLoop, llm_server: ScriptedLLMServer
) -> None:
    llm_server.models = ["/models/smollm2-135m-instruct-q8_0.gguf"]
    targets = [ProbeTarget("llamacpp", llm_server.port)]
    dialog = WelcomeDialog(
        tmp_path / "settings.json", MemorySecretStore(), targets=targets, probe_timeout_s=0.5
    )
    qtbot.addWidget(dialog)

    async def body() -> None:
        dialog.show()
        await dialog.tasks.wait_idle()

    drive(loop, body())
    texts = " ".join(visible_texts(dialog))
    assert f"found on 127.0.0.1:{llm_server.port} with one model" in texts and "1 models" not in texts


def test_the_pages_are_a_list_on_the_left_reached_by_keyboard_too(
    qtbot: QtBot, tmp_path: Path, loop: qasync.QEventLoop
) -> None:
    dialog, _ = open_dialog(qtbot, tmp_path, MemorySecretStore())
    drive(loop, dialog.tasks.wait_idle())
    dialog.show()
    dialog.activateWindow()
    qtbot.waitActive(dialog)
    nav = dialog.tabs.nav
    shown = [nav.item(i).text() for i in range(nav.count())]
    assert shown == ["Providers", "Agent profiles", "Web search", "Appearance", "Advanced"], "no & shows"
    assert nav.geometry().right() < dialog.tabs.pages.geometry().left(), "the list is left of the page"
    assert dialog.providers_page.waits.isVisibleTo(dialog) is False, "the waits are not on Providers"
    nav.setFocus()
    qtbot.keyClick(nav, Qt.Key.Key_PageDown, Qt.KeyboardModifier.ControlModifier)
    assert dialog.tabs.currentWidget() is dialog.profiles_page, "Ctrl+PgDown: the next page"
    qtbot.keyClick(nav, Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    assert dialog.tabs.currentWidget() is dialog.web_search_page, "Ctrl+Tab too"
    qtbot.keyClick(dialog.profiles_page, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)
    assert dialog.tabs.currentWidget() is dialog.appearance_page, "Alt+A opens Appearance"
    nav.setCurrentRow(shown.index("Advanced"))
    assert dialog.providers_page.waits.isVisible(), "the silent-answer limits are under Advanced"
