"""Whisper (OpenAI's speech-to-text model, MIT) converted for CTranslate2, run by faster-whisper (MIT): the
local model for every language but English (`desktop_agent.voice.stt_models.WHISPER_BASE`).

Loaded from the data folder only (nothing is looked up on the Hugging Face hub: `local_files_only`), with
8-bit weights on the CPU and at most two threads (dictation must not take every core). Decoded greedily at
temperature 0, each 30 s window on its own (no conditioning on the previous one, which makes a model repeat
itself): dictation wants the words quickly, not a second pass. The silence around the words is trimmed
first, as for Moonshine. `faster_whisper` (and CTranslate2 with it) is imported here, so this module is
imported only when something is transcribed in another language than English."""

from __future__ import annotations

import logging
import threading
import time
from pathlib import Path

import numpy as np
import numpy.typing as npt

from desktop_agent.voice.audio import SAMPLE_RATE, trim_silence

log = logging.getLogger(__name__)

Samples = npt.NDArray[np.float32]

MAX_THREADS = 2
MIN_S = 0.3
"""Shorter audio (or a quieter one, see `SILENCE_RMS`) is no speech: "" without running the model."""
SILENCE_RMS = 1e-3


class WhisperModel:
    """A loaded Whisper model: `transcribe(samples, language)` gives the text of float32 mono 16 kHz
    samples spoken in `language` ("de", "zh_CN"; None: detected)."""

    def __init__(self, folder: Path, *, threads: int = MAX_THREADS) -> None:
        from faster_whisper import WhisperModel as Runner

        started = time.perf_counter()
        self._runner = Runner(
            str(folder),
            device="cpu",
            compute_type="int8",
            cpu_threads=max(1, min(threads, MAX_THREADS)),
            local_files_only=True,
        )
        self._languages = frozenset(self._runner.supported_languages)
        self._lock = threading.Lock()
        self.load_s = time.perf_counter() - started
        log.info("Whisper loaded from %s in %.2f s", folder, self.load_s)

    def transcribe(self, samples: Samples, language: str | None = None) -> str:
        """The text spoken in `samples`; "" for silence or a blip."""
        samples = trim_silence(np.ascontiguousarray(samples, dtype=np.float32).reshape(-1))
        if samples.size < MIN_S * SAMPLE_RATE or float(np.sqrt(np.mean(samples**2))) < SILENCE_RMS:
            return ""
        code = (language or "").replace("-", "_").split("_")[0].lower()
        with self._lock:
            started = time.perf_counter()
            segments, info = self._runner.transcribe(
                samples,
                language=code if code in self._languages else None,
                beam_size=1,
                temperature=0.0,
                condition_on_previous_text=False,
                vad_filter=False,
            )
            text = " ".join(segment.text.strip() for segment in segments if segment.text.strip())
        log.debug(
            "Whisper: %.1f s of %s audio in %.2f s",
            samples.size / SAMPLE_RATE,
            info.language,
            time.perf_counter() - started,
        )
        return text


__all__ = ["WhisperModel"]
