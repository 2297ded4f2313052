"""The microphone and the loudspeaker, through PortAudio (the sounddevice module).

`Recorder` records 16 kHz mono float32 samples for dictation: PortAudio calls it in its own thread with a
block every 50 ms; the block is copied into memory and its level (`level`, 0..1) reported, so the window
can draw a meter about 20 times a second. Recording stops by itself after `MAX_SECONDS` (five minutes:
a dictation, not a meeting). `Player` plays samples (float32 or int16) or a WAV file's bytes and can be
stopped from any thread; the endpoint speaker plays what /audio/speech returns through it.

sounddevice loads PortAudio, a C library, when it is imported: it is imported here only when recording or
playing starts, never when the app starts (its idle memory is measured). A system without PortAudio or
without a microphone gets a sentence it can act on, not a traceback.
"""

from __future__ import annotations

import logging
import math
import threading
import time
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np
import numpy.typing as npt

from desktop_agent.domain.errors import QT_TRANSLATE_NOOP, ErrorKind, UserFacingError
from desktop_agent.voice.audio import SAMPLE_RATE, resample, wav_samples

log = logging.getLogger(__name__)

__all__ = ["MAX_SECONDS", "Player", "Recorder", "level", "mono_block"]

Samples = npt.NDArray[np.float32]
LevelCallback = Callable[[float], None]

MAX_SECONDS = 300.0
"""A recording stops growing after five minutes (about 19 MB of float32 samples)."""
LEVELS_PER_SECOND = 20
SILENT_DB = -60.0
"""The level meter's zero: quieter than this is silence (0 dBFS, a full-scale signal, is 1)."""


def level(block: npt.NDArray[Any]) -> float:
    """How loud a block of float samples is, 0..1: its RMS in decibels, -60 dBFS to 0 dBFS mapped
    linearly (a meter that moves with speech, not only with shouting)."""
    if block.size == 0:
        return 0.0
    rms = float(np.sqrt(np.mean(np.square(block, dtype=np.float64))))
    if rms <= 0.0 or not math.isfinite(rms):
        return 0.0
    return min(1.0, max(0.0, (20.0 * math.log10(rms) - SILENT_DB) / -SILENT_DB))


def mono_block(block: npt.NDArray[Any]) -> Samples:
    """A block PortAudio hands over ((frames, channels), float32 or int16) as a mono float32 copy: the
    buffer is PortAudio's and is reused after the callback returns."""
    data = np.asarray(block)
    if data.dtype == np.int16:
        data = data.astype(np.float32) / 32768.0
    if data.ndim == 2:
        data = data.mean(axis=1) if data.shape[1] > 1 else data[:, 0]
    return np.array(data, dtype=np.float32, copy=True).reshape(-1)


def no_microphone() -> UserFacingError:
    return UserFacingError.said(
        ErrorKind.CONFIG,
        QT_TRANSLATE_NOOP("Errors", "No microphone was found."),
        QT_TRANSLATE_NOOP("Errors", "Connect a microphone (and allow the app to use it), then try again."),
    )


def no_loudspeaker() -> UserFacingError:
    return UserFacingError.said(
        ErrorKind.CONFIG,
        QT_TRANSLATE_NOOP("Errors", "No loudspeaker or headphones were found to play the voice."),
        QT_TRANSLATE_NOOP("Errors", "Connect one and try again, or read answers with the system's voice."),
    )


def _sounddevice(missing: Callable[[], UserFacingError]) -> ModuleType:
    """The sounddevice module; PortAudio's list of devices read again when nothing plays or records (a
    microphone plugged in since the app started is then found)."""
    try:
        import sounddevice as module
    except (OSError, ImportError) as exc:  # PortAudio (or sounddevice itself) is missing
        log.warning("PortAudio could not be loaded: %s", exc)
        raise missing() from None
    sounddevice: ModuleType = module
    if not _has_active_streams():
        try:
            sounddevice._terminate()
            sounddevice._initialize()
        except Exception as exc:  # PortAudio's private calls: a failure only means the old list is kept
            log.info("PortAudio's devices could not be read again: %s", exc)
    return sounddevice


_streams_lock = threading.Lock()
_active_streams = 0


def _has_active_streams() -> bool:
    with _streams_lock:
        return _active_streams > 0


def _count_stream(change: int) -> None:
    global _active_streams
    with _streams_lock:
        _active_streams += change


class Recorder:
    """The microphone, recording 16 kHz mono float32 until `stop` (or `max_seconds`)."""

    def __init__(
        self,
        *,
        max_seconds: float = MAX_SECONDS,
        device: int | str | None = None,
        on_full: Callable[[], None] | None = None,
    ) -> None:
        self.max_seconds = max_seconds
        self.device = device
        """A PortAudio device (index or name part); None: the system's default input."""
        self.on_full = on_full
        """Called (in PortAudio's thread) once the recording reaches `max_seconds`."""
        self.rate = SAMPLE_RATE
        """The rate recorded at: 16 kHz, or the device's own when it cannot record at 16 kHz."""
        self._blocks: list[Samples] = []
        self._count = 0
        self._lock = threading.Lock()
        self._stream: Any = None
        self._on_level: LevelCallback | None = None
        self._full = False

    @property
    def is_recording(self) -> bool:
        return self._stream is not None

    @property
    def elapsed_s(self) -> float:
        """Seconds recorded so far."""
        return self._count / self.rate

    def start(self, on_level: LevelCallback | None = None) -> None:
        """Start recording; `on_level` hears each block's level (0..1) about 20 times a second, in
        PortAudio's thread. UserFacingError when there is no microphone (or no PortAudio)."""
        if self._stream is not None:
            return
        sd = _sounddevice(no_microphone)
        self._blocks, self._count, self._full = [], 0, False
        self._on_level = on_level
        try:
            stream = self._open(sd, SAMPLE_RATE)
        except sd.PortAudioError as exc:
            if "sample rate" not in str(exc).lower():
                raise self._open_error(sd, exc) from None
            rate = int(sd.query_devices(self.device, "input")["default_samplerate"])
            log.info("The microphone cannot record at 16 kHz: recording at %d Hz", rate)
            try:
                stream = self._open(sd, rate)
            except sd.PortAudioError as again:
                raise self._open_error(sd, again) from None
        try:
            stream.start()
        except sd.PortAudioError as exc:
            stream.close()
            raise self._open_error(sd, exc) from None
        self._stream = stream
        _count_stream(+1)
        log.info("Recording started at %d Hz", self.rate)

    def stop(self) -> Samples:
        """Stop recording: every sample recorded, as float32 mono at 16 kHz (empty when nothing was)."""
        stream, self._stream = self._stream, None
        if stream is not None:
            try:
                stream.stop()
                stream.close()
            except Exception as exc:  # a device unplugged while recording: what was recorded is kept
                log.warning("The microphone did not close cleanly: %s", exc)
            finally:
                _count_stream(-1)
        with self._lock:
            blocks, self._blocks = self._blocks, []
        samples = np.concatenate(blocks) if blocks else np.zeros(0, dtype=np.float32)
        log.info("Recording stopped: %.1f s", len(samples) / self.rate)
        if self.rate != SAMPLE_RATE and samples.size:
            return resample(samples, self.rate, SAMPLE_RATE)
        return samples

    def take(self, block: npt.NDArray[Any]) -> None:
        """One block from PortAudio: kept (up to the cap) and its level reported. PortAudio's callback."""
        samples = mono_block(block)
        room = int(self.max_seconds * self.rate) - self._count
        if room > 0:
            kept = samples[:room]
            with self._lock:
                self._blocks.append(kept)
                self._count += len(kept)
        elif not self._full:
            self._full = True
            log.info("The recording reached %.0f s: later sound is not kept", self.max_seconds)
            if self.on_full is not None:
                self.on_full()
        if self._on_level is not None:
            self._on_level(level(samples))

    def _open(self, sd: ModuleType, rate: int) -> Any:
        self.rate = rate

        def callback(indata: npt.NDArray[np.float32], frames: int, when: Any, status: Any) -> None:
            if status:
                log.debug("Microphone: %s", status)
            try:
                self.take(indata)
            except Exception:  # never into PortAudio's thread
                log.exception("A microphone block was lost")

        return sd.InputStream(
            samplerate=rate,
            channels=1,
            dtype="float32",
            blocksize=rate // LEVELS_PER_SECOND,
            device=self.device,
            callback=callback,
        )

    def _open_error(self, sd: ModuleType, exc: Exception) -> UserFacingError:
        log.warning("The microphone could not be opened: %s", exc)
        try:
            sd.query_devices(self.device, "input")
        except (sd.PortAudioError, ValueError):
            return no_microphone()
        return UserFacingError.said(
            ErrorKind.CONFIG,
            QT_TRANSLATE_NOOP("Errors", "The microphone could not be opened: {why}."),
            QT_TRANSLATE_NOOP("Errors", "Check that no other program holds it, then try again."),
            why=str(exc),
        )


class Player:
    """Plays samples on the default output, one sound at a time; `stop` cuts it off from any thread."""

    def __init__(self, device: int | str | None = None) -> None:
        self.device = device
        self._lock = threading.Lock()
        self._stream: Any = None
        self._stopped = threading.Event()

    @property
    def is_playing(self) -> bool:
        return self._stream is not None

    def play_wav(self, data: bytes, stopped: threading.Event | None = None) -> None:
        """Play a WAV file's bytes (see `play`)."""
        self.play(wav_samples(data, Path("speech.wav")), SAMPLE_RATE, stopped)

    def play(self, samples: npt.NDArray[Any], rate: int, stopped: threading.Event | None = None) -> None:
        """Play mono samples (float32 in [-1, 1], or int16) at `rate`; returns once they are played, or at
        once when `stop` is called or `stopped` is set. UserFacingError when nothing can play them."""
        sound = mono_block(samples.reshape(-1, 1) if samples.ndim == 1 else samples)
        if sound.size == 0:
            return
        sd = _sounddevice(no_loudspeaker)
        self._stopped = threading.Event()
        ended = threading.Event()
        at = 0

        def callback(outdata: npt.NDArray[np.float32], frames: int, when: Any, status: Any) -> None:
            nonlocal at
            part = sound[at : at + frames]
            outdata[: len(part), 0] = part
            outdata[len(part) :, 0] = 0.0
            at += len(part)
            if len(part) < frames:
                raise sd.CallbackStop

        try:
            stream = sd.OutputStream(
                samplerate=rate,
                channels=1,
                dtype="float32",
                device=self.device,
                callback=callback,
                finished_callback=ended.set,
            )
            stream.start()
        except sd.PortAudioError as exc:
            log.warning("Sound could not be played: %s", exc)
            raise no_loudspeaker() from None
        with self._lock:
            self._stream = stream
        _count_stream(+1)
        try:
            deadline = time.monotonic() + len(sound) / rate + 5.0
            while not ended.wait(0.05):
                if self._stopped.is_set() or (stopped is not None and stopped.is_set()):
                    break
                if time.monotonic() > deadline:
                    log.warning("Playing did not end in time: stopped")
                    break
        finally:
            with self._lock:
                self._stream = None
            try:
                stream.abort()
                stream.close()
            except Exception as exc:
                log.info("The sound output did not close cleanly: %s", exc)
            _count_stream(-1)

    def stop(self) -> None:
        """Cut off what is playing (from any thread)."""
        self._stopped.set()
