"""The welcome's third way: a server of one's own (vLLM, LM Studio elsewhere) at any address, tested for real
and kept as the same custom endpoint Settings › Providers › "Add endpoint…" makes, its key in the keyring."""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket
import threading
import time
from collections.abc import Coroutine, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import keyring
import pytest
import qasync
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop_agent.core.catalog import ProbeTarget
from desktop_agent.core.keys import MemorySecretStore, RunKeys
from desktop_agent.core.models import preset_for
from desktop_agent.core.settings import ProviderSettings, load_settings
from desktop_agent.secrets.keyring_store import KeyringSecretStore
from desktop_agent.ui.welcome import WelcomeDialog
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_error
from tests.helpers.qt_loop import qt_event_loop

SECRET = "sk-own-" + "7" * 24


@pytest.fixture
def loop(qapp: QApplication) -> Iterator[qasync.QEventLoop]:
    quit_on_close = qapp.quitOnLastWindowClosed()
    qapp.setQuitOnLastWindowClosed(False)
    yield from qt_event_loop(qapp)
    qapp.setQuitOnLastWindowClosed(quit_on_close)


def drive(loop: qasync.QEventLoop, body: Coroutine[Any, Any, None]) -> None:
    loop.run_until_complete(asyncio.wait_for(body, 30))


def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
    return port


def welcome(qtbot: QtBot, tmp_path: Path, store: MemorySecretStore, timeout_s: float = 5.0) -> WelcomeDialog:
    dialog = WelcomeDialog(
        tmp_path / "settings.json", store, targets=[], probe_timeout_s=0.2, server_timeout_s=timeout_s
    )
    qtbot.addWidget(dialog)
    return dialog


async def try_address(dialog: WelcomeDialog, url: str, key: str = "") -> str:
    """Open the form, type the address (and key), press Test; what the dialog then says."""
    box = dialog.server_box
    if not box.form.isVisible():
        box.open_button.click()
    box.form.url_field.setText(url)
    box.form.key_entry.field.setText(key)
    box.form.test_button.click()
    await dialog.tasks.wait_idle()
    return box.form.result.text()


def offered(dialog: WelcomeDialog) -> list[str]:
    combo = dialog.server_box.form.model_combo
    return [combo.itemText(i) for i in range(combo.count())]


def test_my_own_server_is_tested_and_kept_as_a_custom_endpoint_with_its_key_in_the_keyring(
    qtbot: QtBot, tmp_path: Path, loop: qasync.QEventLoop, llm_server: ScriptedLLMServer
) -> None:
    llm_server.models = ["Qwen/Qwen2.5-7B-Instruct", "meta-llama/Llama-3.1-8B-Instruct"]
    store = MemorySecretStore()
    dialog = welcome(qtbot, tmp_path, store)
    chosen: list[object] = []
    dialog.settings_chosen.connect(chosen.append)

    async def body() -> None:
        dialog.show()
        await dialog.tasks.wait_idle()
        assert not dialog.server_box.has_form(), "its widgets are made when it is opened"
        assert not dialog.server_box.form.url_field.isVisible(), "the form opens once chosen"
        said = await try_address(dialog, llm_server.openai_base_url, SECRET)
        assert said == f"{llm_server.openai_base_url} is reachable with 2 models."
        assert offered(dialog) == llm_server.models
        assert dialog.server_box.form.model_combo.currentText() == "Qwen/Qwen2.5-7B-Instruct"
        dialog.server_box.form.model_combo.setCurrentIndex(1)
        qtbot.keyClick(dialog.server_box.form.use_button, Qt.Key.Key_Space)
        await dialog.tasks.wait_idle()

    drive(loop, body())
    assert llm_server.requests[0].headers["authorization"] == f"Bearer {SECRET}", "the test sends the key"
    assert dialog.result() == dialog.DialogCode.Accepted
    path = tmp_path / "settings.json"
    saved = load_settings(path)
    assert chosen == [saved]
    assert saved.default_provider == "custom-1"
    assert saved.default_model == "meta-llama/Llama-3.1-8B-Instruct"
    assert saved.providers["custom-1"] == ProviderSettings(
        kind="openai",
        label=f"127.0.0.1:{llm_server.port}",
        base_url=llm_server.openai_base_url,
        default_model="meta-llama/Llama-3.1-8B-Instruct",
        models=llm_server.models,
        authenticated=True,
    )
    preset = preset_for("custom-1", saved)  # what the chat sends through: the custom endpoint
    assert (preset.base_url, preset.needs_key) == (llm_server.openai_base_url, True)
    assert store.get("custom-1") == SECRET
    assert SECRET not in path.read_text(encoding="utf-8")


def test_an_address_without_v1_is_found_at_v1_and_a_server_without_a_key_needs_none(
    qtbot: QtBot, tmp_path: Path, loop: qasync.QEventLoop, llm_server: ScriptedLLMServer
) -> None:
    llm_server.models = ["qwen3"]
    store = MemorySecretStore()
    dialog = welcome(qtbot, tmp_path, store)

    async def body() -> None:
        dialog.show()
        said = await try_address(dialog, llm_server.base_url + "/")
        llm_server.unexpected.clear()  # the GET /models tried first, without /v1
        assert said == f"{llm_server.openai_base_url} is reachable with one model."
        assert dialog.server_box.form.url_field.text() == llm_server.openai_base_url
        qtbot.keyClick(dialog.server_box.form.model_combo.lineEdit(), Qt.Key.Key_Return)
        await dialog.tasks.wait_idle()

    drive(loop, body())
    saved = load_settings(tmp_path / "settings.json")
    assert (saved.default_provider, saved.default_model) == ("custom-1", "qwen3")
    entry = saved.providers["custom-1"]
    assert (entry.base_url, entry.authenticated) == (llm_server.openai_base_url, False)
    assert store.get("custom-1") is None


def test_a_server_that_wants_a_key_says_so(
    qtbot: QtBot, tmp_path: Path, loop: qasync.QEventLoop, llm_server: ScriptedLLMServer
) -> None:
    llm_server.fail_models(openai_error(401, "missing key"), openai_error(401, "bad key"))
    dialog = welcome(qtbot, tmp_path, MemorySecretStore())

    async def body() -> None:
        dialog.show()
        without = await try_address(dialog, llm_server.openai_base_url)
        assert without == "The server answers, but needs an API key: enter it and test again."
        wrong = await try_address(dialog, llm_server.openai_base_url, "sk-wrong")
        assert wrong == "The server rejected the API key (HTTP 401). Check the key."
        assert offered(dialog) == []

    drive(loop, body())
    assert dialog.result() != dialog.DialogCode.Accepted


def test_bad_addresses_and_a_closed_port_are_told_in_words_and_nothing_is_saved(
    qtbot: QtBot, tmp_path: Path, loop: qasync.QEventLoop
) -> None:
    dialog = welcome(qtbot, tmp_path, MemorySecretStore())
    box = dialog.server_box

    async def body() -> None:
        dialog.show()
        await try_address(dialog, "192.168.1.20:8000/v1")
        assert (
            "starting with http:// or https://" in box.form.url_error.text()
            and box.form.url_error.isVisible()
        )
        await try_address(dialog, "http://my server:8000/v1")
        assert box.form.url_error.text() == "The address must not contain spaces."
        await try_address(dialog, "http://127.0.0.1:99999/v1")
        assert box.form.url_error.text() == "The port must be a number from 1 to 65535."
        await try_address(dialog, "http://me:secret@127.0.0.1:8000/v1")
        assert "Leave the user name and password out" in box.form.url_error.text()
        port = closed_port()
        said = await try_address(dialog, f"http://127.0.0.1:{port}/v1")
        assert not box.form.url_error.isVisible()
        assert said.startswith(f"127.0.0.1:{port} refused the connection")
        box.form.model_combo.setCurrentText("")
        box.form.use_button.click()
        assert box.form.result.text() == "Enter the model's name, or press Test to list the server's models."

    drive(loop, body())
    assert dialog.result() != dialog.DialogCode.Accepted
    assert not (tmp_path / "settings.json").exists()


class _Hostile(BaseHTTPRequestHandler):
    """Answers /html/v1/models with a web page, /big/... with 10 MB, /evil/... with ids meant to fool the
    eye, /slow/... not at all for a while."""

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def do_GET(self) -> None:
        kind = self.path.split("/")[1]
        if kind == "slow":
            time.sleep(2.0)
            return
        if kind == "html":
            body = b"<html><body><h1>Router login</h1></body></html>" * 50
        elif kind == "big":
            body = b'{"data": [' + b'{"id": "m"},' * (10 * 1024 * 1024 // 12) + b'{"id": "last"}]}'
        else:
            ids = [
                "<b>bold</b> <a href='x'>link</a>",
                "ok-model",
                "evil\x1b[31mred",
                "rtl\u202eevil",
                "x" * 5000,
            ]
            body = json.dumps({"data": [{"id": i} for i in ids]}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/html" if kind == "html" else "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        with contextlib.suppress(OSError):  # the app stopped reading at its cap
            self.wfile.write(body)


@pytest.fixture
def hostile() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Hostile)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


def test_hostile_answers_are_capped_shown_as_plain_text_and_never_freeze_the_window(
    qtbot: QtBot, tmp_path: Path, loop: qasync.QEventLoop, hostile: str
) -> None:
    dialog = welcome(qtbot, tmp_path, MemorySecretStore(), timeout_s=0.6)
    box = dialog.server_box
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(20)
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))

    async def body() -> None:
        dialog.show()
        said = await try_address(dialog, f"{hostile}/html/v1")
        assert "not as an OpenAI-compatible server" in said and "Router login" not in said
        said = await try_address(dialog, f"{hostile}/big/v1")
        assert said == "The server's answer is larger than 4 MB: not an OpenAI-compatible model list."
        assert offered(dialog) == []
        said = await try_address(dialog, f"{hostile}/evil/v1")
        assert said == f"{hostile}/evil/v1 is reachable with 2 models."
        assert offered(dialog) == ["<b>bold</b> <a href='x'>link</a>", "ok-model"], (
            "ids with control characters or thousands of letters are left out; markup stays text"
        )
        assert box.form.result.textFormat() == Qt.TextFormat.PlainText
        timer.start()
        started = time.monotonic()
        said = await try_address(dialog, f"{hostile}/slow/v1")
        timer.stop()
        assert said.startswith(f"{hostile.removeprefix('http://')} did not answer within 0.6 seconds")
        assert time.monotonic() - started < 1.8, "the wait ends at the limit, not when the server lets go"
        assert len(ticks) >= 10, "the window went on running while the server kept it waiting"
        assert box.form.test_button.isEnabled() and box.form.test_button.text() == "Test"

    drive(loop, body())


def test_enter_tests_in_the_address_and_uses_in_the_model_never_picking_the_found_local_server(
    qtbot: QtBot, tmp_path: Path, loop: qasync.QEventLoop, llm_server: ScriptedLLMServer
) -> None:
    """With a local server found (its "Use it" is the dialog's default button), Enter stays in the form."""
    llm_server.models = ["qwen3"]
    path = tmp_path / "settings.json"
    dialog = WelcomeDialog(
        path, MemorySecretStore(), targets=[ProbeTarget("ollama", llm_server.port)], probe_timeout_s=0.5
    )
    qtbot.addWidget(dialog)
    box = dialog.server_box

    async def body() -> None:
        dialog.show()
        await dialog.tasks.wait_idle()
        assert dialog.use_buttons[0].isDefault()
        box.open_button.click()
        box.form.url_field.setText(llm_server.openai_base_url)
        qtbot.keyClick(box.form.url_field, Qt.Key.Key_Return)
        await dialog.tasks.wait_idle()
        assert box.form.result.text() == f"{llm_server.openai_base_url} is reachable with one model."
        assert dialog.isVisible() and not path.exists(), "Enter in the address only tested it"
        line = box.form.model_combo.lineEdit()
        assert line is not None
        qtbot.keyClick(line, Qt.Key.Key_Return)
        await dialog.tasks.wait_idle()

    drive(loop, body())
    assert load_settings(path).default_provider == "custom-1", "not the local Ollama"


def test_without_a_keyring_the_servers_key_can_be_kept_for_this_run_only(
    qtbot: QtBot,
    tmp_path: Path,
    loop: qasync.QEventLoop,
    llm_server: ScriptedLLMServer,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(keyring.core, "_keyring_backend", None)
    monkeypatch.setenv("PYTHON_KEYRING_BACKEND", "keyring.backends.fail.Keyring")
    keys = RunKeys(KeyringSecretStore(service="desktop-agent-tests"))
    path = tmp_path / "settings.json"
    dialog = WelcomeDialog(path, keys, targets=[], probe_timeout_s=0.2)
    qtbot.addWidget(dialog)
    problem = dialog.server_box.form.key_entry.problem

    async def body() -> None:
        dialog.show()
        await try_address(dialog, llm_server.openai_base_url, SECRET)
        dialog.server_box.form.use_button.click()
        await dialog.tasks.wait_idle()
        assert problem.isVisible() and not path.exists(), "the keyring's problem is told, nothing chosen yet"
        problem.keep_button.click()
        await dialog.tasks.wait_idle()

    drive(loop, body())
    assert dialog.result() == dialog.DialogCode.Accepted
    assert keys.memory.get("custom-1") == SECRET
    assert load_settings(path).providers["custom-1"].authenticated
    assert SECRET not in path.read_text(encoding="utf-8")
