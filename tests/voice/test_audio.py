"""WAV files and microphone blocks become float32 mono 16 kHz samples: every common encoding, any rate and
channel count, and a human error (never a traceback) for what is not a usable WAV file."""

from __future__ import annotations

import struct
import wave
from pathlib import Path

import numpy as np
import numpy.typing as npt
import pytest

from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.voice.audio import (
    SAMPLE_RATE,
    read_wav,
    resample,
    samples_from_pcm16,
    trim_silence,
    wav_bytes,
    wav_samples,
)

Floats = npt.NDArray[np.float64]


def _tone(rate: int, seconds: float = 1.0, hz: float = 440.0) -> Floats:
    t = np.arange(int(rate * seconds)) / rate
    tone: Floats = 0.5 * np.sin(2 * np.pi * hz * t)
    return tone


def _write_pcm(path: Path, frames: bytes, rate: int, channels: int, width: int) -> Path:
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(channels)
        wav.setsampwidth(width)
        wav.setframerate(rate)
        wav.writeframes(frames)
    return path


def _write_float(path: Path, samples: Floats, rate: int, *, extensible: bool = False) -> Path:
    data = samples.astype("<f4").tobytes()
    if extensible:  # WAVE_FORMAT_EXTENSIBLE whose sub-format is IEEE float
        guid = struct.pack("<H", 3) + bytes.fromhex("000000001000800000aa00389b71")
        fmt = struct.pack("<HHIIHHHHI", 0xFFFE, 1, rate, rate * 4, 4, 32, 22, 32, 4) + guid
    else:
        fmt = struct.pack("<HHIIHH", 3, 1, rate, rate * 4, 4, 32)
    chunks = b"fmt " + struct.pack("<I", len(fmt)) + fmt + b"data" + struct.pack("<I", len(data)) + data
    path.write_bytes(b"RIFF" + struct.pack("<I", 4 + len(chunks)) + b"WAVE" + chunks)
    return path


def _matches_tone(samples: npt.NDArray[np.float32], seconds: float = 1.0, tolerance: float = 0.01) -> None:
    assert samples.dtype == np.float32
    assert abs(samples.size - SAMPLE_RATE * seconds) <= 1
    expected = _tone(SAMPLE_RATE, seconds)[: samples.size]
    inner = slice(400, samples.size - 400)  # the resampler's edges aside
    assert np.max(np.abs(samples[inner] - expected[inner])) < tolerance


def test_stereo_44_1_khz_int16_becomes_mono_16_khz(tmp_path: Path) -> None:
    tone = _tone(44_100)
    left, right = tone, tone * 0.5  # the channels are averaged: 0.75 of the tone
    frames = (np.stack([left, right], axis=1) * 32767).astype("<i2").tobytes()
    samples = read_wav(_write_pcm(tmp_path / "stereo.wav", frames, 44_100, 2, 2))
    _matches_tone(samples / np.float32(0.75))


def test_8_bit_unsigned(tmp_path: Path) -> None:
    frames = np.round(_tone(8000) * 127 + 128).astype(np.uint8).tobytes()
    _matches_tone(read_wav(_write_pcm(tmp_path / "8bit.wav", frames, 8000, 1, 1)), tolerance=0.02)


def test_24_bit(tmp_path: Path) -> None:
    ints = np.round(_tone(48_000) * (2**23 - 1)).astype("<i4")
    frames = b"".join(int(v).to_bytes(4, "little", signed=True)[:3] for v in ints)
    _matches_tone(read_wav(_write_pcm(tmp_path / "24bit.wav", frames, 48_000, 1, 3)))


def test_32_bit_int_at_16_khz_is_taken_as_is(tmp_path: Path) -> None:
    frames = np.round(_tone(16_000) * (2**31 - 1)).astype("<i4").tobytes()
    _matches_tone(read_wav(_write_pcm(tmp_path / "32bit.wav", frames, 16_000, 1, 4)), tolerance=1e-6)


@pytest.mark.parametrize("extensible", [False, True])
def test_32_bit_float(tmp_path: Path, extensible: bool) -> None:
    path = _write_float(tmp_path / "float.wav", _tone(22_050), 22_050, extensible=extensible)
    _matches_tone(read_wav(path))


def test_a_file_cut_short_gives_the_sound_it_holds(tmp_path: Path) -> None:
    frames = (_tone(16_000) * 32767).astype("<i2").tobytes()
    whole = _write_pcm(tmp_path / "whole.wav", frames, 16_000, 1, 2).read_bytes()
    cut = tmp_path / "cut.wav"
    cut.write_bytes(whole[: len(whole) // 2 + 1])  # mid-sample
    samples = read_wav(cut)
    assert 7000 < samples.size < 8100


@pytest.mark.parametrize(
    ("content", "why"),
    [
        (b"", "empty"),
        (b"ID3\x03\x00\x00\x00garbage that is an mp3 at best" * 10, "not a WAV file"),
        (b"RIFF\x24\x00\x00\x00WAVEfmt ", "no format header"),
        (b"RIFF\x24\x00\x00\x00WAVE" + b"\x00" * 7, "no format header"),
    ],
)
def test_what_is_not_a_usable_wav_file_is_a_human_error(tmp_path: Path, content: bytes, why: str) -> None:
    path = tmp_path / "speech.wav"
    path.write_bytes(content)
    with pytest.raises(UserFacingError) as caught:
        read_wav(path)
    assert caught.value.kind is ErrorKind.USAGE
    assert "speech.wav" in caught.value.message and why in caught.value.message
    assert caught.value.action


def test_a_header_without_sound(tmp_path: Path) -> None:
    path = _write_pcm(tmp_path / "silent.wav", b"", 16_000, 1, 2)
    with pytest.raises(UserFacingError, match="holds no sound"):
        read_wav(path)


def test_compressed_wav_is_refused_in_words(tmp_path: Path) -> None:
    fmt = struct.pack("<HHIIHH", 0x55, 1, 16_000, 2000, 1, 0)  # MP3 inside a RIFF
    body = b"fmt " + struct.pack("<I", len(fmt)) + fmt + b"data\x04\x00\x00\x00abcd"
    path = tmp_path / "mp3.wav"
    path.write_bytes(b"RIFF" + struct.pack("<I", 4 + len(body)) + b"WAVE" + body)
    with pytest.raises(UserFacingError, match="not PCM or float"):
        read_wav(path)


def test_a_missing_file(tmp_path: Path) -> None:
    with pytest.raises(UserFacingError) as caught:
        read_wav(tmp_path / "nowhere.wav")
    assert caught.value.kind is ErrorKind.NOT_FOUND


def test_microphone_blocks() -> None:
    stereo = (np.stack([_tone(48_000), _tone(48_000)], axis=1) * 32767).astype("<i2").tobytes()
    _matches_tone(samples_from_pcm16(stereo + b"\x01", 48_000, 2))  # a half frame at the end is dropped


def test_resampling_down_does_not_alias() -> None:
    high = _tone(44_100, hz=12_000).astype(np.float32)  # above 8 kHz: cannot exist at 16 kHz
    assert np.max(np.abs(resample(high, 44_100)[200:-200])) < 0.01


def test_wav_bytes_round_trip() -> None:
    tone = _tone(SAMPLE_RATE).astype(np.float32)
    back = wav_samples(wav_bytes(tone))
    assert np.max(np.abs(back - tone)) < 1e-4


def test_silence_around_the_words_is_trimmed() -> None:
    tone = _tone(SAMPLE_RATE, 0.5).astype(np.float32)
    padded = np.concatenate([np.zeros(SAMPLE_RATE, np.float32), tone, np.zeros(SAMPLE_RATE, np.float32)])
    trimmed = trim_silence(padded, margin_s=0.1)
    assert abs(trimmed.size - (0.5 + 0.2) * SAMPLE_RATE) <= 2 * SAMPLE_RATE // 100
    quiet = np.zeros(SAMPLE_RATE, np.float32)
    assert trim_silence(quiet).size == SAMPLE_RATE
