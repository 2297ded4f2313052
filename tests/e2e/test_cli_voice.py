"""`desktop-agent chat --voice` and `--voice` refused with a message, with real parts: a PulseAudio server of
the test's own (its null sink's monitor is the default microphone), espeak-ng speaking into it, the real
Moonshine model in the data folder, and the scripted model server receiving what was heard."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.e2e.test_cli_chat import Cli, cli, provider_args, user_texts
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text
from tests.helpers.voice_models import VoiceModelUnavailableError, install_into, speak, word_error_rate
from tests.speech.conftest import pulse

__all__ = ["cli", "pulse"]  # the fixtures, used here too
pytestmark = pytest.mark.slow

QUESTION = "What is the capital of France?"


def test_a_spoken_message_is_transcribed_and_sent(
    cli: Cli, llm_server: ScriptedLLMServer, pulse: str, tmp_path: Path
) -> None:
    try:
        install_into(cli.data_dir)
    except VoiceModelUnavailableError as exc:
        pytest.skip(f"The Moonshine model files could not be had: {exc}")
    question = speak(QUESTION, tmp_path / "question.wav")
    llm_server.script(openai_text("Paris."))
    env = {**cli.env, "PULSE_SERVER": pulse}
    words = cli.chat_args("--voice", *provider_args(llm_server, "openai"))
    child = subprocess.Popen(
        [sys.executable, "-m", "desktop_agent", *words], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, text=True, env=env, cwd=cli.cwd,
    )  # fmt: skip
    assert child.stderr is not None and child.stdin is not None
    first = child.stderr.readline()
    assert "Press Enter to stop" in first, first
    time.sleep(0.3)
    subprocess.run(["paplay", f"--server={pulse}", str(question)], check=True, timeout=30)
    time.sleep(0.3)
    out, errors = child.communicate("\n", timeout=120)
    assert child.returncode == 0, errors
    (sent,) = user_texts(llm_server.requests[0])
    assert word_error_rate(QUESTION, sent) <= 0.35, sent
    assert f"You said: {sent}" in errors and "Paris." in out


def test_voice_and_a_message_together_are_refused(cli: Cli) -> None:
    done = cli.chat("--voice", "hello")
    assert done.returncode == 2 and "--voice takes the place of the message" in done.stderr


def test_without_the_model_dictation_says_how_to_get_it(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    done = cli.chat("--voice", *provider_args(llm_server, "openai"))
    assert done.returncode != 0 and "transcribe --download" in done.stderr, done.stderr
    assert "Traceback" not in done.stderr and not llm_server.requests
