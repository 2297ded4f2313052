"""Audio for speech to text: a WAV file or raw microphone blocks turned into what the models take, float32
mono samples at 16 kHz in [-1, 1]. Read with the standard `wave` module and numpy (no audio library): PCM
8/16/24/32-bit integers and 32/64-bit IEEE floats (WAVE_FORMAT_EXTENSIBLE too), any rate, any number of
channels (averaged). The rate is changed by a windowed-sinc resampler (band-limited: no aliasing when a
44.1 kHz recording is brought down to 16 kHz)."""

from __future__ import annotations

import io
import logging
import math
import struct
import wave
from pathlib import Path

import numpy as np
import numpy.typing as npt

from desktop_agent.domain.errors import QT_TRANSLATE_NOOP, ErrorKind, UserFacingError

log = logging.getLogger(__name__)

SAMPLE_RATE = 16_000
"""The rate the speech models take."""

Samples = npt.NDArray[np.float32]

_PCM = 1
_FLOAT = 3
_EXTENSIBLE = 0xFFFE
_MAX_SECONDS = 4 * 3600
"""Longer than this is refused: four hours of audio is 900 MB of float32 already."""


def _unreadable(path: Path, why: str) -> UserFacingError:
    return UserFacingError.said(
        ErrorKind.USAGE,
        QT_TRANSLATE_NOOP("Errors", "{name} cannot be read as a WAV file: {why}."),
        QT_TRANSLATE_NOOP("Errors", "Record or convert it to WAV (PCM or float, any rate) and try again."),
        name=path.name,
        why=why,
    )


def read_wav(path: Path) -> Samples:
    """The file's samples as float32 mono at 16 kHz. UserFacingError for a missing, empty, corrupt or
    non-WAV file, or one that holds no sound."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise UserFacingError.said(
            ErrorKind.NOT_FOUND, QT_TRANSLATE_NOOP("Errors", "There is no file {path}."), path=path
        ) from None
    except OSError as exc:
        raise _unreadable(path, exc.strerror or type(exc).__name__) from None
    return wav_samples(data, path)


def wav_samples(data: bytes, path: Path = Path("audio.wav")) -> Samples:
    """A WAV file's bytes as float32 mono at 16 kHz (`path` only names it in errors)."""
    if not data:
        raise _unreadable(path, "the file is empty")
    if data[:4] not in (b"RIFF", b"RIFX") or data[8:12] != b"WAVE":
        raise _unreadable(path, "it is not a WAV file")
    fmt_tag, channels, rate, width = _format(data, path)
    if fmt_tag == _PCM:
        try:
            with wave.open(io.BytesIO(data), "rb") as wav:
                frames = wav.readframes(wav.getnframes())
        except (wave.Error, EOFError, struct.error) as exc:
            raise _unreadable(path, f"its header is damaged ({exc})") from None
    else:
        frames = _data_chunk(data, path)
    frame_size = channels * width
    usable = len(frames) - len(frames) % frame_size
    if usable <= 0:
        raise _unreadable(path, "it holds no sound")
    if usable / frame_size > _MAX_SECONDS * rate:
        raise _unreadable(path, "it is longer than four hours")
    samples = _decode(frames[:usable], width, fmt_tag, path)
    mono = samples.reshape(-1, channels).mean(axis=1, dtype=np.float32)
    return resample(mono, rate, SAMPLE_RATE)


def _chunks(data: bytes) -> list[tuple[bytes, int, int]]:
    """(id, offset of its data, size) of each chunk of a RIFF file, the last one possibly truncated."""
    found: list[tuple[bytes, int, int]] = []
    at = 12
    while at + 8 <= len(data):
        ident = data[at : at + 4]
        (size,) = struct.unpack_from("<I", data, at + 4)
        found.append((ident, at + 8, min(size, len(data) - at - 8)))
        at += 8 + size + (size & 1)
    return found


def _format(data: bytes, path: Path) -> tuple[int, int, int, int]:
    """(format tag, channels, rate, bytes per sample) from the fmt chunk."""
    fmt = next(((at, size) for ident, at, size in _chunks(data) if ident == b"fmt "), None)
    if fmt is None or fmt[1] < 16:
        raise _unreadable(path, "it has no format header")
    at, size = fmt
    tag, channels, rate, _, _, bits = struct.unpack_from("<HHIIHH", data, at)
    if tag == _EXTENSIBLE and size >= 40:
        (tag,) = struct.unpack_from("<H", data, at + 24)  # the sub-format GUID's first two bytes
    if tag not in (_PCM, _FLOAT):
        raise _unreadable(path, f"its encoding (format {tag}) is not PCM or float")
    width = (bits + 7) // 8
    valid = (1, 2, 3, 4) if tag == _PCM else (4, 8)
    if channels < 1 or rate < 1000 or width not in valid:
        raise _unreadable(path, f"{bits}-bit samples, {channels} channels at {rate} Hz are not supported")
    return tag, channels, rate, width


def _data_chunk(data: bytes, path: Path) -> bytes:
    found = next(((at, size) for ident, at, size in _chunks(data) if ident == b"data"), None)
    if found is None:
        raise _unreadable(path, "it holds no sound")
    return data[found[0] : found[0] + found[1]]


def _decode(frames: bytes, width: int, fmt_tag: int, path: Path) -> Samples:
    if fmt_tag == _FLOAT:
        floats = np.frombuffer(frames, dtype="<f4" if width == 4 else "<f8").astype(np.float32)
        if not np.all(np.isfinite(floats)):
            raise _unreadable(path, "it holds samples that are not numbers")
        return np.clip(floats, -1.0, 1.0)
    if width == 1:  # 8-bit WAV is unsigned
        return ((np.frombuffer(frames, dtype=np.uint8).astype(np.float32) - 128.0) / 128.0).astype(np.float32)
    if width == 3:
        raw = np.frombuffer(frames, dtype=np.uint8).reshape(-1, 3).astype(np.int32)
        ints = raw[:, 0] | (raw[:, 1] << 8) | (raw[:, 2] << 16)
        ints = np.where(ints >= 1 << 23, ints - (1 << 24), ints)
        return (ints / float(1 << 23)).astype(np.float32)
    dtype = "<i2" if width == 2 else "<i4"
    scale = float(1 << (8 * width - 1))
    return (np.frombuffer(frames, dtype=dtype).astype(np.float32) / scale).astype(np.float32)


def samples_from_pcm16(block: bytes, rate: int, channels: int = 1) -> Samples:
    """Raw little-endian 16-bit microphone samples (interleaved channels) as float32 mono at 16 kHz."""
    if channels < 1 or rate < 1:
        raise ValueError(f"{channels} channels at {rate} Hz")
    usable = len(block) - len(block) % (2 * channels)
    ints = np.frombuffer(block[:usable], dtype="<i2").astype(np.float32) / 32768.0
    mono = ints.reshape(-1, channels).mean(axis=1, dtype=np.float32)
    return resample(mono, rate, SAMPLE_RATE)


def resample(samples: Samples, rate: int, target: int = SAMPLE_RATE) -> Samples:
    """`samples` at `rate` brought to `target` Hz: a Hann-windowed sinc interpolation whose cut-off is the
    lower of the two Nyquist frequencies (band-limited, so lowering the rate does not alias)."""
    samples = np.asarray(samples, dtype=np.float32)
    if rate == target or samples.size == 0:
        return samples.astype(np.float32, copy=False)
    gcd = math.gcd(rate, target)
    up, down = target // gcd, rate // gcd
    cutoff = min(1.0, target / rate)  # of the input's Nyquist frequency
    half = 10 / cutoff  # the kernel's half width, in input samples (ten zero crossings each side)
    n_out = int(samples.size * target // rate)
    out = np.empty(n_out, dtype=np.float32)
    taps = math.ceil(half)
    padded = np.pad(samples, (taps + 1, taps + 1))
    offsets = np.arange(-taps, taps + 1)
    step = 8192  # output samples per block: bounded memory for long files
    for start in range(0, n_out, step):
        index = np.arange(start, min(n_out, start + step))
        position = index * down / up  # in input samples
        base = np.floor(position).astype(np.int64)
        frac = position - base
        distance = offsets[None, :] - frac[:, None]
        window = np.where(np.abs(distance) < half, 0.5 + 0.5 * np.cos(np.pi * distance / half), 0.0)
        kernel = cutoff * np.sinc(cutoff * distance) * window
        picks = padded[base[:, None] + offsets[None, :] + taps + 1]
        out[start : start + index.size] = np.sum(picks * kernel, axis=1)
    return out


def wav_bytes(samples: Samples, rate: int = SAMPLE_RATE) -> bytes:
    """Mono float samples as a 16-bit PCM WAV file (what a transcription endpoint is sent)."""
    ints = (np.clip(np.asarray(samples, dtype=np.float32), -1.0, 1.0) * 32767.0).astype("<i2")
    out = io.BytesIO()
    with wave.open(out, "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(rate)
        wav.writeframes(ints.tobytes())
    return out.getvalue()


def trim_silence(samples: Samples, margin_s: float = 0.1, relative: float = 0.05) -> Samples:
    """`samples` without the quiet before the first and after the last sound, `margin_s` seconds kept on
    each side. Quiet: a 10 ms frame whose loudness (RMS) is under `relative` times the loudest frame's.
    Speech models answer worse with long silences around the words (Moonshine may then hear nothing)."""
    frame = SAMPLE_RATE // 100
    count = samples.size // frame
    if count < 2:
        return samples
    loudness = np.sqrt(np.mean(samples[: count * frame].reshape(count, frame) ** 2, axis=1))
    sound = np.flatnonzero(loudness > relative * float(loudness.max()))
    if sound.size == 0:
        return samples
    margin = int(margin_s * SAMPLE_RATE)
    start = max(0, int(sound[0]) * frame - margin)
    end = min(samples.size, (int(sound[-1]) + 1) * frame + margin)
    return samples[start:end]
