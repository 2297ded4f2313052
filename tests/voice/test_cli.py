"""`desktop-agent transcribe` end to end, in a child process with its own --data-dir: the missing model
said with the way to get it, the download (size first, progress on stderr), the transcript on stdout, the
endpoint with a key from the environment; errors in words on stderr, never a traceback."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers.voice_models import hub_layout, install_into, serve_folder, word_error_rate
from tests.voice.conftest import SpokenFactory
from tests.voice.scripted_transcriber import ScriptedTranscriber

pytestmark = pytest.mark.slow

SENTENCE = "Remind me to call my mother tomorrow."


def _transcribe(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "desktop_agent", "transcribe", *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env={**os.environ, **(env or {})},
    )


def test_the_missing_model_is_said_with_the_way_to_get_it(tmp_path: Path, spoken: SpokenFactory) -> None:
    done = _transcribe(str(spoken(SENTENCE)), "--data-dir", str(tmp_path))
    assert done.returncode == 1
    assert done.stdout == ""
    assert "not downloaded" in done.stderr and "--download" in done.stderr and "MB" in done.stderr
    assert "Traceback" not in done.stderr


def test_download_then_transcribe(
    tmp_path: Path, spoken: SpokenFactory, model_folder: Path, tmp_path_factory: pytest.TempPathFactory
) -> None:
    hub = hub_layout(tmp_path_factory.mktemp("hub"))
    with serve_folder(hub) as url:
        done = _transcribe(
            str(spoken(SENTENCE)), "--download", "--data-dir", str(tmp_path), "--model-url", url
        )
    assert done.returncode == 0, done.stderr
    size_at, full_at = done.stderr.find(" MB into "), done.stderr.find("100%")
    assert 0 < size_at < full_at  # the size is said before the progress
    assert word_error_rate(SENTENCE, done.stdout) <= 0.35
    assert (tmp_path / "voice-models" / "moonshine-tiny-en" / "decoder_model_merged.onnx").is_file()


def test_transcripts_on_stdout_and_errors_in_words(
    tmp_path: Path, spoken: SpokenFactory, model_folder: Path
) -> None:
    install_into(tmp_path)
    done = _transcribe(str(spoken(SENTENCE)), "--data-dir", str(tmp_path), "--language", "en")
    assert done.returncode == 0, done.stderr
    assert word_error_rate(SENTENCE, done.stdout) <= 0.35
    garbage = tmp_path / "notes.wav"
    garbage.write_bytes(b"not a recording at all" * 50)
    done = _transcribe(str(garbage), "--data-dir", str(tmp_path))
    assert done.returncode == 2  # the same file fails again: a usage error
    assert "notes.wav cannot be read as a WAV file" in done.stderr and "Traceback" not in done.stderr
    done = _transcribe(str(tmp_path / "nowhere.wav"), "--data-dir", str(tmp_path))
    assert done.returncode == 1 and "There is no file" in done.stderr
    done = _transcribe("--data-dir", str(tmp_path))
    assert done.returncode == 2 and "Name a WAV file" in done.stderr


def test_the_endpoint_with_a_key_from_the_environment(
    tmp_path: Path, spoken: SpokenFactory, server: ScriptedTranscriber
) -> None:
    settings = {
        "providers": {"scribe": {"kind": "openai", "base_url": server.url, "authenticated": True}},
        "voice": {"endpoint_provider": "scribe", "transcription_model": "whisper-large-v3"},
    }
    (tmp_path / "settings.json").write_text(json.dumps(settings), "utf-8")
    key = "sk-cli-test-key-0987654321"
    args = (str(spoken(SENTENCE)), "--endpoint", "--api-key-env", "SCRIBE_KEY", "--data-dir", str(tmp_path))
    done = _transcribe(*args, env={"SCRIBE_KEY": key})
    assert done.returncode == 0, done.stderr
    assert done.stdout == "Hello there.\n"
    (request,) = server.requests
    assert request.headers["Authorization"] == f"Bearer {key}"
    assert request.fields["model"] == "whisper-large-v3"
    server.status, server.body = 401, json.dumps({"error": {"message": f"bad key {key}"}})
    done = _transcribe(*args, env={"SCRIBE_KEY": key})
    assert done.returncode == 1
    assert "refused the API key" in done.stderr and key not in done.stderr + done.stdout
    assert "Traceback" not in done.stderr
