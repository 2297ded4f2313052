"""Dictation in other languages than English on this computer: Whisper base (the hub's files, as two PyPI
wheels carry them) transcribes German and French spoken by espeak-ng; the language chooses the model (English
stays with the small Moonshine); without Whisper's files the person is told which model and its size; its
download goes through the real path from a local server standing in for the hub."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

import numpy as np
import numpy.typing as npt
import pytest

from desktop_agent.config.settings import Settings, VoiceSettings
from desktop_agent.core.voice import MODEL_MISSING, TranscriptionEndpoint, VoiceService, local_voice_service
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.voice import stt_models
from desktop_agent.voice.audio import read_wav
from tests.helpers.voice_models import (
    VoiceModelUnavailableError,
    install_into,
    install_whisper_into,
    serve_folder,
    whisper_base_folder,
    word_error_rate,
)


@pytest.fixture(scope="module")
def whisper_folder() -> Path:
    try:
        return whisper_base_folder()
    except VoiceModelUnavailableError as exc:
        pytest.skip(f"Whisper base's files could not be had: {exc}")


def service(data_dir: Path, language: str | None = None) -> VoiceService:
    settings = Settings(voice=VoiceSettings(language=language))
    return VoiceService(data_dir, lambda: settings, _no_endpoint)


def _no_endpoint(_name: str | None) -> TranscriptionEndpoint:
    raise AssertionError("no endpoint is asked")


@pytest.mark.parametrize(
    ("voice", "language", "sentence"),
    [
        ("de", "de", "Guten Morgen, ich möchte einen Kaffee bestellen."),
        ("fr", "fr_FR", "Bonjour, je voudrais un café, s'il vous plaît."),
    ],
)
def test_another_language_is_dictated_on_this_computer(
    whisper_folder: Path,
    spoken: Callable[..., Path],
    tmp_path: Path,
    voice: str,
    language: str,
    sentence: str,
) -> None:
    install_whisper_into(tmp_path)
    heard = asyncio.run(
        service(tmp_path, language).transcribe_samples(read_wav(spoken(sentence, voice=voice)))
    )
    assert word_error_rate(sentence, heard) <= 0.35, heard


def test_the_language_chooses_the_model(tmp_path: Path, model_folder: Path) -> None:
    install_into(tmp_path)  # Moonshine only: English works, German asks for Whisper and says its size
    assert service(tmp_path, "en").local_model_ready()
    german = service(tmp_path, "de")
    assert german.local_model() is stt_models.WHISPER_BASE and not german.local_model_ready()
    with pytest.raises(UserFacingError) as caught:
        asyncio.run(german.transcribe_samples(read_wav_of_noise()))
    assert caught.value.kind is ErrorKind.NOT_FOUND and caught.value.message == MODEL_MISSING
    assert "145 MB" in caught.value.action or "148 MB" in caught.value.action
    korean = Settings(language="ko")  # no language set for dictation: the window's
    assert VoiceService(tmp_path, lambda: korean, _no_endpoint).local_model() is stt_models.WHISPER_BASE


def read_wav_of_noise() -> npt.NDArray[np.float32]:
    return np.random.default_rng(1).normal(0, 0.1, 16_000).astype(np.float32)


def test_whisper_is_downloaded_through_the_real_path(whisper_folder: Path, tmp_path: Path) -> None:
    seen: list[tuple[int, int | None]] = []
    with serve_folder(whisper_folder) as url:
        voice = local_voice_service(tmp_path, model_base_url=url)
        assert not voice.local_model_ready("ja")
        asyncio.run(voice.download_local_model(lambda done, total: seen.append((done, total)), "ja"))
    folder = tmp_path / "voice-models" / "whisper-base"
    assert voice.local_model_ready("ja") and voice.local_model_folder("ja") == folder
    assert sorted(p.name for p in folder.iterdir()) == sorted(s.name for s in stt_models.WHISPER_BASE.files)
    assert seen[-1] == (stt_models.WHISPER_BASE.size, stt_models.WHISPER_BASE.size)
    assert not voice.local_model_ready("en")  # English's own model is another one


def test_a_changed_model_file_on_the_server_is_refused(whisper_folder: Path, tmp_path: Path) -> None:
    hub = tmp_path / "hub"
    hub.mkdir()
    for spec in stt_models.WHISPER_BASE.files:
        (hub / spec.name).symlink_to(whisper_folder / spec.name)
    (hub / "config.json").unlink()
    (hub / "config.json").write_text((whisper_folder / "config.json").read_text().replace("50257", "50258"))
    with serve_folder(hub) as url:
        voice = local_voice_service(tmp_path / "data", model_base_url=url)
        with pytest.raises(UserFacingError, match=r"config\.json"):
            asyncio.run(voice.download_local_model(language="de"))
    assert not [p for p in (tmp_path / "data").rglob("*") if p.is_file()]
