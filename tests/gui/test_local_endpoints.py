"""The window and local model servers: a session keeps the endpoint it was begun on."""

from __future__ import annotations

import asyncio
import socket
import time
from dataclasses import replace
from pathlib import Path

import qasync
from pytestqt.qtbot import QtBot

from desktop_agent.config.settings import ProviderSettings
from desktop_agent.domain.events import RunFinished, StopReason
from desktop_agent.domain.sessions import SessionInfo
from desktop_agent.ui.main_window import MainWindow
from desktop_agent.ui.startup import attach
from tests.gui.window_harness import Harness, drive, open_test_core, type_and_send
from tests.helpers.agent_harness import fast_settings
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_chunk, openai_text


def test_a_session_begun_on_another_port_continues_there_in_the_window(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    """A session begun from the terminal with `--base-url` (llama.cpp on a second port): the window sends
    its next message there, not to the preset's port 8080 where nothing answers."""
    with socket.socket() as closed:  # the configured llama.cpp endpoint: a port where nothing listens
        closed.bind(("127.0.0.1", 0))
        nothing_there = f"http://127.0.0.1:{closed.getsockname()[1]}/v1"
    settings = fast_settings(providers={"llamacpp": ProviderSettings(base_url=nothing_there)})
    h = Harness(qtbot, llm_server, tmp_path, settings)
    now = time.time()
    info = SessionInfo(
        "ses_port2", "On port two", "chat", "llamacpp", "local-model", str(h.workspace), now, now,
        base_url=llm_server.openai_base_url,
    )  # fmt: skip
    h.history.submit(lambda repo: repo.create_session(info))
    llm_server.script(openai_text("Answered on the second port."))

    async def body() -> None:
        await h.window.start()
        await h.window.open_session("ses_port2")
        type_and_send(qtbot, h.window, "Still there?")
        final = await h.finished()
        assert isinstance(final, RunFinished) and final.stop_reason is StopReason.END
        assert "Answered on the second port." in h.window.chat.toPlainText()
        assert len(llm_server.requests) == 1
        await h.close()

    drive(event_loop_qt, body())


def test_the_wait_for_the_first_word_is_shown_and_leaves_with_it(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    """While a local server reads the prompt (keep-alives only, then its progress), the turn shows the
    seconds waited and how much is read; the note goes as soon as the answer begins."""
    h = Harness(qtbot, llm_server, tmp_path, fast_settings(stall_timeout_s=1.0))
    answer = openai_text("Here is the answer.")
    progress = [
        openai_chunk(
            {"role": "assistant", "content": None}, extra={"prompt_progress": {"processed": n, "total": 1531}}
        )
        for n in (512, 1531)
    ]
    llm_server.script(
        replace(answer, items=[*progress, *answer.items], lead_s=2.6, ping_every=0.1, interval=0.4)
    )

    async def shows(text: str, limit_s: float = 5.0) -> None:
        deadline = time.monotonic() + limit_s
        while text not in h.window.chat.toPlainText():
            assert time.monotonic() < deadline, f"never showed {text!r}: {h.window.chat.toPlainText()!r}"
            await asyncio.sleep(0.05)

    async def body() -> None:
        await h.window.start()
        type_and_send(qtbot, h.window, "Summarise the notes")
        await shows("Waiting for the first word… 2 s")
        await shows("Reading the conversation… 33 % of 1,531 tokens")
        final = await h.finished()
        assert isinstance(final, RunFinished) and final.stop_reason is StopReason.END
        shown = h.window.chat.toPlainText()
        assert "Here is the answer." in shown
        assert "Waiting for the first word" not in shown and "Reading the conversation" not in shown
        await h.close()

    drive(event_loop_qt, body())


def test_the_header_shows_a_new_default_model_before_the_first_message(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    """The welcome's "Use it" (or the settings dialog) picks a local model: the header of the empty
    conversation shows it at once, as the app attaches the window (not after the first message)."""
    core = open_test_core(tmp_path, llm_server, fast_settings())
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()

    async def body() -> None:
        await attach(window, core, workspace=tmp_path)
        assert window.header.model.currentText() == "openai/test-model"
        chosen = core.settings.replace(default_provider="ollama", default_model="qwen3")
        await core.apply_settings(chosen)
        assert window.header.model.currentText() == "ollama/qwen3"
        await core.aclose()

    drive(event_loop_qt, body())


def test_a_model_that_is_a_file_path_shows_its_name_and_is_sent_whole(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    """llama.cpp lists a model by its file's path: the picker shows the file's name (not a path clipped
    from the left), and the request still names the model exactly as the server listed it."""
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    path = "/home/ada/models/SmolLM2-135M-Instruct.Q4_1.gguf"
    now = time.time()
    info = SessionInfo("ses_gguf", "Small model", "chat", "llamacpp", path, str(h.workspace), now, now)
    h.history.submit(lambda repo: repo.create_session(info))
    llm_server.script(openai_text("Small but here."))

    async def body() -> None:
        await h.window.start()
        await h.window.open_session("ses_gguf")
        assert h.window.header.model.currentText() == "llamacpp/SmolLM2-135M-Instruct.Q4_1.gguf"
        type_and_send(qtbot, h.window, "Hello")
        await h.finished()
        sent = llm_server.requests[0].body
        assert sent is not None and sent["model"] == path
        await h.close()

    drive(event_loop_qt, body())
