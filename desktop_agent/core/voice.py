"""Dictation's speech to text, for the window and the terminal: a WAV file or microphone samples become
text, by a local model (downloaded once into the data folder: Moonshine tiny for English, Whisper base for
every other language, `desktop_agent.voice.stt_models.model_for`) or by an OpenAI-compatible endpoint (a
provider's address and key), as the settings' ``voice.transcription`` says.

Everything slow runs in a worker thread (`asyncio.to_thread`): reading and resampling the audio, loading the
model (once, then kept), running it, the HTTP request, the download. ONNX Runtime and CTranslate2 are
imported the first time a local model transcribes, never with this module: the app's idle memory does not
pay for dictation it has not used. When the language's local model has not been downloaded, transcribing
raises a UserFacingError of kind NOT_FOUND (`MODEL_MISSING`) and the front end offers the download
(`local_model` says which, with its size, then `download_local_model`)."""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

import numpy as np
import numpy.typing as npt

from desktop_agent.config.settings import Settings
from desktop_agent.core.models import default_choice, preset_for
from desktop_agent.domain.errors import QT_TRANSLATE_NOOP, ErrorKind, UserFacingError
from desktop_agent.knowledge.embedders import DownloadError, DownloadProgress
from desktop_agent.voice import stt_models
from desktop_agent.voice.audio import SAMPLE_RATE, read_wav, wav_bytes
from desktop_agent.voice.stt_models import LocalSpeechModel

if TYPE_CHECKING:
    from desktop_agent.core.app_core import AppCore

    class LocalTranscriber(Protocol):
        def transcribe(self, samples: Samples, language: str | None = None) -> str: ...


log = logging.getLogger(__name__)

Samples = npt.NDArray[np.float32]

MODEL_MISSING = QT_TRANSLATE_NOOP("Errors", "The speech-to-text model is not downloaded yet.")
"""The message of the error transcribing raises without the local model (the front end offers it)."""
SHORTEST_S = 0.1
"""Shorter audio is no speech: "" at once."""


@dataclass(frozen=True, slots=True)
class TranscriptionEndpoint:
    """Where an endpoint transcription goes: a provider's base URL (``…/v1``) and its key (None: none)."""

    base_url: str
    api_key: str | None = None

    def __repr__(self) -> str:  # never the key
        return f"TranscriptionEndpoint(base_url={self.base_url!r})"


EndpointLookup = Callable[[str | None], TranscriptionEndpoint]
"""The endpoint of a provider name (None: the default provider); called in a worker thread (it may read
the keyring); raises UserFacingError for an unknown provider or a missing key."""


class VoiceService:
    """Speech to text. `data_dir`: the app's data folder (the model is kept under it); `settings`: the
    current settings; `endpoint`: a provider's address and key; `model_base_url`: where a local model is
    downloaded from (None: its own address on the Hugging Face hub; a mirror, or the tests' server)."""

    def __init__(
        self,
        data_dir: Path,
        settings: Callable[[], Settings],
        endpoint: EndpointLookup,
        *,
        model_base_url: str | None = None,
    ) -> None:
        self._data_dir = data_dir
        self._settings = settings
        self._endpoint = endpoint
        self._model_base_url = model_base_url
        self._models: dict[str, LocalTranscriber] = {}
        self._model_lock = threading.Lock()
        self._download_lock = threading.Lock()

    # ---- the local model ----

    def dictation_language(self, language: str | None = None) -> str | None:
        """The language dictated: `language`, else the voice settings', else the window's (None: the
        system's, which the front end knows)."""
        settings = self._settings()
        return language or settings.voice.language or settings.language

    def local_model(self, language: str | None = None) -> LocalSpeechModel:
        """The local model that dictates `language` (see `dictation_language`): its name and size."""
        return stt_models.model_for(self.dictation_language(language))

    def local_model_folder(self, language: str | None = None) -> Path:
        return stt_models.model_folder(self._data_dir, self.local_model(language))

    def local_model_ready(self, language: str | None = None) -> bool:
        """Whether that model's files are in the data folder (no file is read)."""
        return stt_models.is_installed(self._data_dir, self.local_model(language))

    def local_model_size(self, language: str | None = None) -> int:
        """Its download's size in bytes, to show before it starts."""
        return self.local_model(language).size

    async def download_local_model(
        self, progress: DownloadProgress | None = None, language: str | None = None
    ) -> None:
        """Download the model for `language` (each file SHA-256 checked) in a worker thread; `progress` is
        called there with (bytes so far, total bytes). UserFacingError when it fails; nothing is kept."""
        model = self.local_model(language)
        try:
            await asyncio.to_thread(self._download, model, progress)
        except DownloadError as exc:
            raise UserFacingError.said(
                ErrorKind.UNREACHABLE,
                QT_TRANSLATE_NOOP("Errors", "The speech-to-text model could not be downloaded: {why}."),
                QT_TRANSLATE_NOOP("Errors", "Check your connection and try again."),
                why=str(exc).rstrip("."),
            ) from None

    def _download(self, model: LocalSpeechModel, progress: DownloadProgress | None) -> None:
        with self._download_lock:  # a second request waits for the first, then finds the model there
            stt_models.download(self._data_dir, model, progress, base_url=self._model_base_url)

    def release_model(self) -> None:
        """Forget the loaded models (their memory, some 150-400 MB once they have run, is freed); the next
        transcription loads its model again (about half a second)."""
        with self._model_lock:
            self._models.clear()

    def _loaded_model(self, model: LocalSpeechModel) -> LocalTranscriber:
        """A local model, loaded on first use (blocking: in a worker thread)."""
        with self._model_lock:
            if model.key not in self._models:
                if not stt_models.is_installed(self._data_dir, model):
                    raise model_missing(model.size)
                folder = stt_models.model_folder(self._data_dir, model)
                try:
                    self._models[model.key] = _load(model, folder)
                except Exception as exc:  # the runtimes' own errors: a damaged file, an old runtime
                    log.warning("The speech-to-text model did not load: %s", exc)
                    raise UserFacingError.said(
                        ErrorKind.INTERNAL,
                        QT_TRANSLATE_NOOP("Errors", "The speech-to-text model in {folder} did not load."),
                        QT_TRANSLATE_NOOP("Errors", "Delete that folder and download the model again."),
                        folder=folder,
                    ) from None
            return self._models[model.key]

    # ---- transcribing ----

    async def transcribe_file(
        self, path: Path, *, language: str | None = None, use_endpoint: bool | None = None
    ) -> str:
        """The text spoken in the WAV file `path`. `language` (``en``, ``fr_FR``) overrides the settings';
        `use_endpoint` overrides their choice of local model or endpoint. UserFacingError for an unreadable
        file, a missing local model (`MODEL_MISSING`), an endpoint's failure."""
        return await asyncio.to_thread(self._transcribe_file, path, language, use_endpoint)

    async def transcribe_samples(
        self, samples: Samples, *, language: str | None = None, use_endpoint: bool | None = None
    ) -> str:
        """The text spoken in `samples`: float32 mono at 16 kHz (`desktop_agent.voice.audio` makes them from
        a microphone's blocks). As `transcribe_file` otherwise."""
        samples = np.nan_to_num(np.asarray(samples, dtype=np.float32).reshape(-1))
        return await asyncio.to_thread(self._transcribe, samples, language, use_endpoint)

    def _transcribe_file(self, path: Path, language: str | None, use_endpoint: bool | None) -> str:
        return self._transcribe(read_wav(path), language, use_endpoint)

    def _transcribe(self, samples: Samples, language: str | None, use_endpoint: bool | None) -> str:
        if samples.size < SAMPLE_RATE * SHORTEST_S:
            return ""  # a click of the button, not speech: no model loaded, no request sent
        settings = self._settings().voice
        language = self.dictation_language(language)
        endpoint = settings.transcription == "endpoint" if use_endpoint is None else use_endpoint
        if endpoint:
            return self._by_endpoint(samples, language)
        model = stt_models.model_for(language)
        return self._loaded_model(model).transcribe(samples, language)

    def _by_endpoint(self, samples: Samples, language: str | None) -> str:
        from desktop_agent.voice.transcription_endpoint import transcribe_wav

        settings = self._settings()
        where = self._endpoint(settings.voice.endpoint_provider)
        log.info("Transcribing %.1f s of audio by the endpoint", samples.size / SAMPLE_RATE)
        return transcribe_wav(
            wav_bytes(samples),
            base_url=where.base_url,
            api_key=where.api_key,
            model=settings.voice.transcription_model,
            language=language,
            timeout_s=settings.network.request_timeout_s,
        )


def model_missing(size: int) -> UserFacingError:
    return UserFacingError.said(
        ErrorKind.NOT_FOUND,
        MODEL_MISSING,
        QT_TRANSLATE_NOOP("Errors", "Download it first ({megabytes} MB, once)."),
        megabytes=round(size / 1_000_000),
    )


def _load(model: LocalSpeechModel, folder: Path) -> LocalTranscriber:
    if model.english_only:
        from desktop_agent.voice.moonshine import MoonshineModel

        return MoonshineModel(folder)
    from desktop_agent.voice.whisper import WhisperModel

    return WhisperModel(folder)


def voice_service(core: AppCore, *, model_base_url: str | None = None) -> VoiceService:
    """The voice service of a running core: its data folder, its current settings, and a provider's
    address (the settings' or the preset's) and key (the keyring's, read only when an endpoint is used)."""

    def endpoint(name: str | None) -> TranscriptionEndpoint:
        settings = core.settings
        provider = name or default_choice(settings).provider
        needs_key = preset_for(provider, settings).needs_key
        key = core.keys.memory.get(provider) or (core.keys.get(provider) if needs_key else None)
        if needs_key and not key:
            raise UserFacingError.said(
                ErrorKind.NO_API_KEY,
                QT_TRANSLATE_NOOP("Errors", "No API key is stored for {provider} (the endpoint)."),
                QT_TRANSLATE_NOOP(
                    "Errors", "Add it in Settings › Providers or: desktop-agent keys set {provider}"
                ),
                provider=provider,
            )
        return TranscriptionEndpoint(core.providers.endpoint(provider), key)

    return VoiceService(core.paths.data_dir, lambda: core.settings, endpoint, model_base_url=model_base_url)


def voice_provider(core: AppCore) -> str:
    """The provider whose endpoint transcribes: the settings' voice provider, else the default one."""
    return core.settings.voice.endpoint_provider or default_choice(core.settings).provider


def local_voice_service(data_dir: Path, *, model_base_url: str | None = None) -> VoiceService:
    """A voice service for the local model only (the default settings, no provider): what `desktop-agent
    transcribe` uses when no endpoint is asked for, without opening the history or the keyring."""

    def no_endpoint(_name: str | None) -> TranscriptionEndpoint:
        raise UserFacingError(ErrorKind.USAGE, "No transcription endpoint is configured here.")

    return VoiceService(data_dir, Settings, no_endpoint, model_base_url=model_base_url)


__all__ = ["MODEL_MISSING", "EndpointLookup", "TranscriptionEndpoint", "VoiceService", "local_voice_service",
           "model_missing", "voice_provider", "voice_service"]  # fmt: skip
