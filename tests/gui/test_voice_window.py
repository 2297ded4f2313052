"""Dictation and Read aloud in the real window, with real parts: a PulseAudio server of the test's own
whose null sink's monitor is the microphone, espeak-ng speaking into it, the real Moonshine model
transcribing, the scripted model server answering, and the system's voice (espeak-ng) reading the answer
into the same sink — recorded there and transcribed again, so the test hears what the person would.

The person holds the microphone button, speaks a question, sees it in the composer, sends it, and has the
answer read aloud."""

from __future__ import annotations

import asyncio
import json
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest
import qasync
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop_agent.config.settings import ProviderSettings, VoiceSettings
from desktop_agent.core.app_core import AppCore
from desktop_agent.core.settings import load_settings
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.ui.main_window import MainWindow
from desktop_agent.ui.presenters import chat_actions as ca
from desktop_agent.ui.settings_dialog import SettingsDialog
from desktop_agent.ui.voice_controls import Dictation, ModelDownload, install_voice
from desktop_agent.ui.voice_page import VoicePage
from tests.gui.window_harness import Harness, drive, until
from tests.helpers.agent_harness import fast_settings
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text
from tests.helpers.voice_models import (
    VoiceModelUnavailableError,
    install_into,
    moonshine_tiny_folder,
    speak,
    word_error_rate,
)
from tests.speech.conftest import pulse
from tests.voice.scripted_transcriber import serve

__all__ = ["pulse"]  # the fixture, used here too

QUESTION = "What is the capital of France?"
ANSWER = "The capital of France is Paris."


def voice_in(window: MainWindow) -> Callable[[AppCore], None]:
    """The voice controls as the app's start-up makes them."""
    return install_voice(
        window.composer, window, window.links, lambda: window.chat.writer.groups, window.spawn,
        window.show_error, window.send,
    )  # fmt: skip


@pytest.fixture(scope="module")
def model() -> Path:
    try:
        return moonshine_tiny_folder()
    except VoiceModelUnavailableError as exc:
        pytest.skip(f"The Moonshine model files could not be had: {exc}")


def play(wav: Path) -> subprocess.Popen[bytes]:
    return subprocess.Popen(["paplay", "--device=speech", str(wav)])


def test_hold_to_dictate_send_and_hear_the_answer(
    qtbot: QtBot,
    llm_server: ScriptedLLMServer,
    tmp_path: Path,
    event_loop_qt: qasync.QEventLoop,
    pulse: str,
    model: Path,
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    errors: list[UserFacingError] = []
    h.window.show_error = errors.append  # type: ignore[method-assign,assignment]
    attach = voice_in(h.window)
    dictation = h.window.findChild(Dictation)
    assert isinstance(dictation, Dictation)
    question = speak(QUESTION, tmp_path / "question.wav")
    llm_server.script(openai_text(ANSWER))

    async def body() -> None:
        await h.window.start()
        assert not dictation.button.isEnabled(), "no core yet"
        attach(h.core)
        install_into(h.core.paths.data_dir)
        assert dictation.button.isEnabled() and dictation.button.accessibleName() == "Dictate"

        qtbot.mousePress(dictation.button, Qt.MouseButton.LeftButton)  # held: push to talk
        await until(lambda: dictation.state == "recording", 30)
        assert dictation.clock.isVisible() and dictation.meter.isVisible()
        speaking = play(question)
        levels: list[float] = []
        while speaking.poll() is None:
            levels += dictation.meter.levels
            await asyncio.sleep(0.1)
        assert speaking.returncode == 0
        await asyncio.sleep(0.3)
        assert max(levels) > 0.3, "the level was shown while speaking"
        qtbot.mouseRelease(dictation.button, Qt.MouseButton.LeftButton)  # let go: transcribed
        await until(lambda: dictation.state == "idle", 30)
        typed = h.window.message_input.toPlainText()
        assert not errors, errors
        assert word_error_rate(QUESTION, typed) <= 0.35, typed
        assert h.window.send_button.isEnabled()

        h.window.send_button.click()
        await h.finished()
        (answer,) = [g for g in h.window.chat.writer.groups if g.role == "assistant"]
        assert ca.href(ca.ReadAloud(answer.key)) in h.window.chat.toHtml(), "the link under the answer"

        h.core.speech.start_recording()  # what the loudspeaker plays, heard at the sink's monitor
        h.window.links.act(ca.ReadAloud(answer.key))
        await until(lambda: h.core.speech.is_speaking, 10)
        await until(lambda: not h.core.speech.is_speaking, 30)
        await asyncio.sleep(0.3)
        heard = h.core.speech.stop_recording()
        assert not errors, errors
        said = await h.core.voice.transcribe_samples(np.asarray(heard, dtype=np.float32))
        assert "paris" in said.lower(), said
        await h.close()

    drive(event_loop_qt, body())


def test_the_first_dictation_offers_the_model_download_with_its_size(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    attach = voice_in(h.window)
    dictation = h.window.findChild(Dictation)
    assert isinstance(dictation, Dictation)

    async def body() -> None:
        await h.window.start()
        attach(h.core)
        dictation.button.click()
        offer = dictation.download
        assert isinstance(offer, ModelDownload) and dictation.state == "idle", "nothing recorded yet"
        megabytes = round(h.core.voice.local_model_size() / 1_000_000)
        assert f"({megabytes} MB)" in offer.go.text() and megabytes > 10
        offer.reject()
        await h.close()

    drive(event_loop_qt, body())


def test_the_voice_page_keeps_what_the_person_chose(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    """Settings › Voice: the endpoint for dictation (its rows appear, the model's row goes), French, send at
    once, and a system voice from the real list (espeak-ng's); OK writes them to settings.json."""
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())

    async def body() -> None:
        await h.window.start()
        dialog = SettingsDialog(h.core.settings, h.core.paths.settings_file, h.core.keys, h.window)
        page = VoicePage(h.core.voice, h.core.speech, dialog.tasks.spawn, dialog)
        dialog.add_page(page, "Voice")
        dialog.show()
        assert "downloaded the first time you dictate" in page.model_state.text()
        page.transcription.setCurrentIndex(page.transcription.findData("endpoint"))
        assert not page.model_state.isVisibleTo(page) and page.transcription_model.isVisibleTo(page)
        page.language.setCurrentIndex(page.language.findData("fr"))
        page.send_at_once.setChecked(True)
        for _ in range(100):
            if page.system_voice.count() > 1 or not shutil.which("espeak-ng"):
                break
            await asyncio.sleep(0.05)
        if shutil.which("espeak-ng"):
            assert page.system_voice.count() > 5, "espeak-ng's voices are listed"
            page.system_voice.setCurrentIndex(page.system_voice.count() - 1)
        chosen = page.system_voice.currentData()
        assert dialog.apply()
        saved = load_settings(h.core.paths.settings_file).voice
        assert (saved.transcription, saved.language, saved.send_at_once) == ("endpoint", "fr", True)
        assert saved.system_voice == chosen
        dialog.close()
        await h.close()

    drive(event_loop_qt, body())


def test_french_is_dictated_through_the_endpoint_chosen_in_settings(
    qtbot: QtBot,
    llm_server: ScriptedLLMServer,
    tmp_path: Path,
    event_loop_qt: qasync.QEventLoop,
    pulse: str,
) -> None:
    """Another of the window's languages: Settings › Voice sends dictation to an OpenAI-compatible
    endpoint (here a scripted one), with the language chosen there; what it heard is put in the composer.
    The recording is real (espeak-ng's French through PulseAudio)."""
    spoken = speak("Quelle est la capitale de la France ?", tmp_path / "fr.wav", voice="fr")
    with serve() as transcriber:
        transcriber.body = json.dumps({"text": "Quelle est la capitale de la France ?"})
        endpoint = ProviderSettings(kind="openai", base_url=transcriber.url, label="Transcriber")
        voice = VoiceSettings(transcription="endpoint", endpoint_provider="transcriber", language="fr")
        settings = fast_settings().replace(providers={"transcriber": endpoint}, voice=voice)
        h = Harness(qtbot, llm_server, tmp_path, settings)
        errors: list[UserFacingError] = []
        h.window.show_error = errors.append  # type: ignore[method-assign,assignment]
        attach = voice_in(h.window)
        dictation = h.window.findChild(Dictation)
        assert isinstance(dictation, Dictation)

        async def body() -> None:
            await h.window.start()
            attach(h.core)
            h.window.message_input.setPlainText("Dis-moi :")
            h.window.message_input.moveCursor(h.window.message_input.textCursor().MoveOperation.End)
            dictation.toggle()  # Ctrl+Shift+D: starts, and the same again stops
            await until(lambda: dictation.state == "recording", 30)
            assert await asyncio.to_thread(play(spoken).wait, 30) == 0
            await asyncio.sleep(0.3)
            dictation.toggle()
            await until(lambda: dictation.state == "idle", 30)
            assert not errors, errors
            assert h.window.message_input.toPlainText() == "Dis-moi : Quelle est la capitale de la France ?"
            (sent,) = transcriber.requests
            assert sent.fields["language"] == "fr" and sent.file[:4] == b"RIFF"
            assert len(sent.file) > 16_000 * 2, "about a second or more of sound was sent"
            assert not (h.core.paths.data_dir / "voice-models").exists(), "no local model needed"
            await h.close()

        drive(event_loop_qt, body())
