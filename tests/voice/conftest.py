"""The voice tests' shared parts: the real Moonshine files (skipped with the reason when they cannot be
had), speech spoken by espeak-ng, a scripted transcription server."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.helpers.voice_models import (
    SpeechUnavailableError,
    VoiceModelUnavailableError,
    moonshine_tiny_folder,
    speak,
)
from tests.voice.scripted_transcriber import ScriptedTranscriber, serve


@pytest.fixture(scope="session")
def model_folder() -> Path:
    try:
        return moonshine_tiny_folder()
    except VoiceModelUnavailableError as exc:
        pytest.skip(f"The Moonshine model files could not be had: {exc}")


@pytest.fixture
def server() -> Iterator[ScriptedTranscriber]:
    """A scripted OpenAI-compatible transcription server on 127.0.0.1."""
    with serve() as script:
        yield script


@pytest.fixture(scope="session")
def spoken(tmp_path_factory: pytest.TempPathFactory) -> SpokenFactory:
    return SpokenFactory(tmp_path_factory.mktemp("speech"))


class SpokenFactory:
    """WAV files of sentences spoken by espeak-ng (skips the test when espeak-ng is missing)."""

    def __init__(self, folder: Path) -> None:
        self._folder = folder
        self._count = 0

    def __call__(self, text: str, *, voice: str = "en-us", words_per_minute: int = 150) -> Path:
        self._count += 1
        try:
            return speak(
                text, self._folder / f"{self._count}.wav", voice=voice, words_per_minute=words_per_minute
            )
        except SpeechUnavailableError as exc:
            pytest.skip(f"No speech to transcribe: {exc}")
