"""The microphone and the player. Recording is real when PulseAudio is installed: a PulseAudio server of
the test's own, with a null sink whose monitor is the default source, gets espeak-ng's speech played into
it by paplay while `Recorder` records through PortAudio (ALSA's pulse plugin). Without a sound device (this
machine's normal state) the errors are the real ones a person would get."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import numpy as np
import pytest

from desktop_agent.domain.errors import UserFacingError
from desktop_agent.voice.devices import Player, Recorder, level, mono_block


def test_level_is_zero_for_silence_and_one_at_full_scale() -> None:
    assert level(np.zeros(800, dtype=np.float32)) == 0.0
    assert level(np.zeros(0, dtype=np.float32)) == 0.0
    assert level(np.ones(800, dtype=np.float32)) == pytest.approx(1.0)
    assert level(np.full(800, 0.001, dtype=np.float32)) == pytest.approx(0.0, abs=1e-6)  # -60 dBFS
    assert level(np.full(800, 0.0316, dtype=np.float32)) == pytest.approx(0.5, abs=0.01)  # -30 dBFS
    assert level(np.full(800, 2.0, dtype=np.float32)) == 1.0
    assert level(np.array([np.nan], dtype=np.float32)) == 0.0


def test_a_block_becomes_a_mono_float_copy() -> None:
    block = np.array([[0.5], [-0.25]], dtype=np.float32)
    samples = mono_block(block)
    block[0, 0] = 0.0  # PortAudio reuses its buffer
    assert samples.tolist() == [0.5, -0.25] and samples.dtype == np.float32
    stereo = np.array([[0.5, 0.0], [1.0, -1.0]], dtype=np.float32)
    assert mono_block(stereo).tolist() == [0.25, 0.0]
    assert mono_block(np.array([[16384], [-32768]], dtype=np.int16)).tolist() == [0.5, -1.0]


def test_blocks_are_kept_up_to_the_cap_and_levels_reported() -> None:
    full = threading.Event()
    recorder = Recorder(max_seconds=0.12, on_full=full.set)
    levels: list[float] = []
    recorder._on_level = levels.append
    block = np.full((800, 1), 0.1, dtype=np.float32)  # 50 ms at 16 kHz
    for _ in range(4):
        recorder.take(block)
    assert recorder.elapsed_s == pytest.approx(0.12)
    assert full.is_set()
    assert levels == [pytest.approx(level(block))] * 4  # the meter still moves after the cap
    samples = recorder.stop()
    assert len(samples) == 1920 and float(samples.max()) == pytest.approx(0.1)
    assert recorder.stop().size == 0


NO_DEVICE_PROBE = """
import json
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.voice.devices import Recorder
recorder = Recorder()
try:
    recorder.start(lambda level: None)
except UserFacingError as error:
    print(json.dumps({"kind": error.kind.value, "message": error.message, "action": error.action}))
else:
    recorder.stop()
    print(json.dumps(None))
"""


def test_no_microphone_is_said_in_words() -> None:
    # In a process of its own: PortAudio and ALSA keep the devices they saw (a sound server another test
    # started) for the life of a process.
    environment = {k: v for k, v in os.environ.items() if k != "PULSE_SERVER"}
    environment["XDG_RUNTIME_DIR"] = "/nonexistent"
    done = subprocess.run(
        [sys.executable, "-c", NO_DEVICE_PROBE], env=environment, capture_output=True, check=True, timeout=60
    )
    said = json.loads(done.stdout.decode().strip().splitlines()[-1])
    if said is None:
        pytest.skip("this machine has a microphone")
    assert said == {
        "kind": "config",
        "message": "No microphone was found.",
        "action": "Connect a microphone (and allow the app to use it), then try again.",
    }


def test_without_portaudio_the_errors_are_still_words(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "sounddevice", None)  # import fails as with no PortAudio library
    with pytest.raises(UserFacingError, match="No microphone was found"):
        Recorder().start()
    with pytest.raises(UserFacingError, match="No loudspeaker"):
        Player().play(np.zeros(160, dtype=np.float32), 16_000)
    Player().play(np.zeros(0, dtype=np.float32), 16_000)  # nothing to play: nothing is loaded


def test_recording_for_real_through_pulseaudio(pulse: str, tmp_path: Path) -> None:
    speech = tmp_path / "speech.wav"
    subprocess.run(["espeak-ng", "-w", str(speech), "Hello, microphone."], check=True)
    levels: list[float] = []
    recorder = Recorder()
    recorder.start(levels.append)
    try:
        assert recorder.is_recording
        time.sleep(0.2)
        subprocess.run(
            ["paplay", "--latency-msec=50", f"--server={pulse}", str(speech)], check=True, timeout=20
        )
        time.sleep(0.2)
        elapsed = recorder.elapsed_s
    finally:
        samples = recorder.stop()
    assert not recorder.is_recording
    assert samples.dtype == np.float32
    assert len(samples) / 16_000 == pytest.approx(elapsed, abs=0.2)
    assert elapsed > 1.0
    assert len(levels) >= 15 * elapsed  # about 20 a second
    assert max(levels) > 0.5 and min(levels) < 0.2  # speech, and the silence around it
    assert float(np.sqrt(np.mean(samples**2))) > 0.02
