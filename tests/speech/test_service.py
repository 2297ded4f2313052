"""SpeechService, the front ends' door: the voice settings choose the system's voice or the endpoint, the
answer's Markdown is what `speakable` makes of it, and the microphone is reached through it."""

from __future__ import annotations

import asyncio
import json
import subprocess
import threading
import time
from pathlib import Path

import pytest

from desktop_agent.config.settings import Settings, VoiceSettings
from desktop_agent.core.speech import SpeechService, SpokenWords, SystemVoice
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from tests.speech.conftest import LOGGING_BODY, fake_program
from tests.speech.test_speak_endpoint import KEY, SpeechServer

ANSWER = "## Steps\n\n1. Run `make`.\n2. See the table:\n\n| a | b |\n|---|---|\n| 1 | 2 |\n| 3 | 4 |\n"

VOICES_BODY = """
if "--voices" in sys.argv:
    print("Pty Language       Age/Gender VoiceName          File                 Other Languages")
    print(" 5  en-us           --/M      English_(America)  gmw/en-US            (en 10)")
    print(" 5  fr-fr           --/M      French_(France)    roa/fr               (fr 5)")
    sys.exit(0)
"""


def _service(voice: VoiceSettings, calls: list[str | None] | None = None, url: str = "") -> SpeechService:
    settings = Settings(voice=voice)

    def endpoint(name: str | None) -> tuple[str, str]:
        if calls is not None:
            calls.append(name)
        return url, KEY

    return SpeechService(lambda: settings, endpoint)


@pytest.fixture
def fake_espeak(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fake espeak-ng alone on PATH, logging what it is given."""
    log = tmp_path / "log.jsonl"
    monkeypatch.setenv("FAKE_SPEECH_LOG", str(log))
    monkeypatch.setenv("PATH", str(tmp_path))
    fake_program(tmp_path, "espeak-ng", VOICES_BODY + LOGGING_BODY)
    return log


def test_the_system_voice_reads_what_speakable_made(fake_espeak: Path) -> None:
    service = _service(VoiceSettings(language="fr"))
    ended: list[UserFacingError | None] = []
    words = SpokenWords(table="(un tableau de {rows} lignes)")
    service.read_aloud(ANSWER, None, words, on_finished=ended.append)
    asyncio.run(asyncio.wait_for(service.wait(), 10))
    runs = [json.loads(line) for line in fake_espeak.read_text(encoding="utf-8").splitlines()]
    assert [run["stdin"] for run in runs] == [
        "Steps.\n",
        "1, Run make.\n",
        "2, See the table:\n",
        "(un tableau de 2 lignes)\n",
    ]
    assert all(run["argv"] == ["-v", "fr-fr", "--stdin"] for run in runs)  # the settings' language
    assert ended == [None]
    assert not service.is_speaking


def test_the_chosen_system_voice_wins(fake_espeak: Path) -> None:
    service = _service(VoiceSettings(system_voice="en-us", language="fr"))
    service.read_aloud("Hello.", "de")
    asyncio.run(asyncio.wait_for(service.wait(), 10))
    runs = [json.loads(line) for line in fake_espeak.read_text(encoding="utf-8").splitlines()]
    assert runs == [{"argv": ["-v", "en-us", "--stdin"], "stdin": "Hello.\n"}]


def test_voices_are_listed(fake_espeak: Path) -> None:
    assert _service(VoiceSettings()).voices() == [
        SystemVoice("en-us", "English (America)", "en-us"),
        SystemVoice("fr-fr", "French (France)", "fr-fr"),
    ]


def test_stop_silences_the_answer(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    started = tmp_path / "started"
    fake_program(
        tmp_path,
        "espeak-ng",
        f"sys.stdin.read(); open({str(started)!r}, 'w').close(); import time; time.sleep(30)",
    )
    service = _service(VoiceSettings(system_voice="en"))
    finished = threading.Event()
    service.read_aloud("A long answer.", on_finished=lambda error: finished.set())
    deadline = time.monotonic() + 5
    while not started.exists():
        assert time.monotonic() < deadline
        time.sleep(0.01)
    assert service.is_speaking
    service.stop()
    assert not service.is_speaking
    assert finished.wait(1)


def test_no_voice_on_the_system_is_said_at_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    service = _service(VoiceSettings())
    with pytest.raises(UserFacingError) as raised:
        service.read_aloud("Hello.")
    assert raised.value.action == "Install speech-dispatcher or espeak-ng to hear answers read aloud."
    assert service.voices() == []


def test_the_endpoint_gets_the_settings_model_and_voice() -> None:
    server = SpeechServer()
    try:
        calls: list[str | None] = []
        voice = VoiceSettings(
            speech="endpoint", endpoint_provider="groq", speech_model="tts-1-hd", speech_voice="nova"
        )
        service = _service(voice, calls, server.base_url)
        ended: list[UserFacingError | None] = []
        service.read_aloud("Read **this**.", on_finished=ended.append)
        try:
            asyncio.run(asyncio.wait_for(service.wait(), 10))
        except UserFacingError as error:  # no sound device here: the human error, after the request
            assert error.kind is ErrorKind.CONFIG
        assert calls == ["groq"]
        assert server.requests[0]["json"] == {
            "model": "tts-1-hd", "voice": "nova", "input": "Read this.", "response_format": "wav"
        }  # fmt: skip
        assert server.requests[0]["headers"]["Authorization"] == f"Bearer {KEY}"
        assert len(ended) == 1
    finally:
        server.close()


def test_recording_without_starting_gives_nothing() -> None:
    service = _service(VoiceSettings())
    assert not service.is_recording
    assert service.recorded_s == 0.0
    assert service.stop_recording().size == 0
    service.close()


def test_recording_through_the_service_for_real(pulse: str, tmp_path: Path) -> None:
    speech = tmp_path / "speech.wav"
    subprocess.run(["espeak-ng", "-w", str(speech), "Testing."], check=True)
    service = _service(VoiceSettings())
    levels: list[float] = []
    service.start_recording(levels.append)
    try:
        assert service.is_recording
        subprocess.run(
            ["paplay", "--latency-msec=50", f"--server={pulse}", str(speech)], check=True, timeout=20
        )
        time.sleep(0.1)
        assert service.recorded_s > 0.5
    finally:
        samples = service.stop_recording()
    assert not service.is_recording
    assert samples.dtype.name == "float32" and samples.size > 8000
    assert max(levels) > 0.5
