"""Transcription by an OpenAI-compatible endpoint, against a scripted HTTP server on 127.0.0.1 (the
standard library's, in a thread): the request is a multipart POST to /audio/transcriptions with the model,
the language and a WAV file, the key as a Bearer token; each failure is a human error that never quotes
the key."""

from __future__ import annotations

import asyncio
import io
import json
import wave
from pathlib import Path

import numpy as np
import numpy.typing as npt
import pytest

from desktop_agent.config.settings import Settings
from desktop_agent.core.voice import TranscriptionEndpoint, VoiceService
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.voice.audio import SAMPLE_RATE
from desktop_agent.voice.transcription_endpoint import transcribe_wav
from tests.voice.scripted_transcriber import ScriptedTranscriber

KEY = "sk-test-0123456789abcdef-secret"


def _service(
    server: ScriptedTranscriber, tmp_path: Path, **voice: object
) -> tuple[VoiceService, list[str | None]]:
    asked: list[str | None] = []
    settings = Settings.validate({"voice": {"transcription": "endpoint", **voice}})

    def endpoint(name: str | None) -> TranscriptionEndpoint:
        asked.append(name)
        return TranscriptionEndpoint(server.url, KEY)

    return VoiceService(tmp_path, lambda: settings, endpoint), asked


def _tone() -> npt.NDArray[np.float32]:
    tone: npt.NDArray[np.float32] = (0.3 * np.sin(np.arange(SAMPLE_RATE) * 0.2)).astype(np.float32)
    return tone


def test_the_request_is_an_openai_transcription(server: ScriptedTranscriber, tmp_path: Path) -> None:
    voice, asked = _service(
        server, tmp_path, endpoint_provider="groq", transcription_model="whisper-large-v3", language="de_CH"
    )
    assert asyncio.run(voice.transcribe_samples(_tone())) == "Hello there."
    assert asked == ["groq"]
    (request,) = server.requests
    assert request.path == "/v1/audio/transcriptions"
    assert request.headers["Authorization"] == f"Bearer {KEY}"
    assert request.fields["model"] == "whisper-large-v3"
    assert request.fields["language"] == "de"
    assert request.file_type == "audio/wav"
    with wave.open(io.BytesIO(request.file)) as wav:
        assert (wav.getframerate(), wav.getnchannels(), wav.getsampwidth()) == (SAMPLE_RATE, 1, 2)
        assert wav.getnframes() == SAMPLE_RATE


def test_a_file_goes_to_the_endpoint_when_asked(server: ScriptedTranscriber, tmp_path: Path) -> None:
    settings = Settings()  # the local model by default...
    voice = VoiceService(tmp_path, lambda: settings, lambda _name: TranscriptionEndpoint(server.url, None))
    path = tmp_path / "speech.wav"
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(2)
        wav.setsampwidth(2)
        wav.setframerate(44_100)
        wav.writeframes(b"\x00\x10" * 2 * 44_100)
    assert asyncio.run(voice.transcribe_file(path, use_endpoint=True, language="en")) == "Hello there."
    (request,) = server.requests
    assert "Authorization" not in request.headers  # ...and no key where the provider needs none
    assert request.fields["language"] == "en"


@pytest.mark.parametrize(
    ("status", "body", "kind", "words"),
    [
        (
            401,
            json.dumps({"error": {"message": f"Incorrect API key provided: {KEY}"}}),
            ErrorKind.AUTH,
            "key",
        ),
        (404, json.dumps({"error": "no such model"}), ErrorKind.MODEL_NOT_FOUND, "whisper-1"),
        (429, "{}", ErrorKind.RATE_LIMITED, "busy"),
        (500, json.dumps({"error": {"message": f"upstream refused {KEY}"}}), ErrorKind.SERVER_ERROR, "500"),
        (200, "<html>a login page</html>", ErrorKind.SERVER_ERROR, "no transcript"),
        (200, json.dumps({"result": "hello"}), ErrorKind.SERVER_ERROR, "no transcript"),
    ],
)
def test_failures_are_human_errors_without_the_key(
    server: ScriptedTranscriber,
    tmp_path: Path,
    caplog: pytest.LogCaptureFixture,
    status: int,
    body: str,
    kind: ErrorKind,
    words: str,
) -> None:
    server.status, server.body = status, body
    voice, _ = _service(server, tmp_path)
    caplog.set_level("DEBUG")
    with pytest.raises(UserFacingError) as caught:
        asyncio.run(voice.transcribe_samples(_tone()))
    assert caught.value.kind is kind
    assert words in caught.value.message
    shown = f"{caught.value.message} {caught.value.action} {caught.value!r} {caught.value.as_dict()}"
    assert KEY not in shown and KEY not in caplog.text


def test_a_silent_server_times_out(server: ScriptedTranscriber) -> None:
    server.delay_s = 1.0
    with pytest.raises(UserFacingError) as caught:
        transcribe_wav(b"RIFF", base_url=server.url, api_key=KEY, model="m", timeout_s=0.2)
    assert caught.value.kind is ErrorKind.TIMEOUT and "did not answer" in caught.value.message


def test_nothing_listening(tmp_path: Path) -> None:
    with pytest.raises(UserFacingError) as caught:
        transcribe_wav(b"RIFF", base_url="http://127.0.0.1:9/v1", api_key=KEY, model="m", timeout_s=5)
    assert caught.value.kind is ErrorKind.UNREACHABLE
    assert KEY not in caught.value.message


def test_a_bad_address() -> None:
    with pytest.raises(UserFacingError) as caught:
        transcribe_wav(b"RIFF", base_url="http://[::1", api_key=KEY, model="m")
    assert caught.value.kind is ErrorKind.CONFIG
