"""The system's voices for real: espeak-ng says what `speakable` made of an answer, text reaches it only
through stdin (hostile text included), and `stop` silences a long speech at once, with its whole process
group."""

from __future__ import annotations

import asyncio
import json
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

import numpy as np
import pytest

from desktop_agent.domain.errors import UserFacingError
from desktop_agent.voice.audio import read_wav
from desktop_agent.voice.speak import (
    EspeakCommand,
    MacSayCommand,
    SpdSayCommand,
    SystemSpeaker,
    Voice,
    WindowsSpeechCommand,
    choose_voice,
    clean_text,
    find_voice_command,
    no_voice_error,
    system_speaker,
)
from desktop_agent.voice.speakable import speakable
from tests.speech.conftest import LOGGING_BODY, alive, fake_program, live_group_members

ESPEAK = shutil.which("espeak-ng")
needs_espeak = pytest.mark.skipif(
    ESPEAK is None, reason="espeak-ng is not installed (apt-get install espeak-ng)"
)
pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX process groups and shell scripts")

HOSTILE = (
    "--help \"; touch {dir}/quoted; \" $(touch {dir}/dollar) `touch {dir}/tick` '; rm -rf ~' "
    "-w {dir}/evil.wav"
)


def _speak(speaker: SystemSpeaker, chunks: list[str]) -> None:
    ended: list[UserFacingError | None] = []
    speaker.on_finished = ended.append
    speaker.speak(chunks)
    asyncio.run(asyncio.wait_for(speaker.wait(), 20))
    assert ended == [None]
    assert not speaker.is_speaking


def _phonemes(extra: list[str], text_file: Path) -> str:
    assert ESPEAK is not None
    done = subprocess.run(
        [ESPEAK, "-q", "--ipa", *extra, "-f", str(text_file)], capture_output=True, check=True
    )
    return done.stdout.decode("utf-8")


@needs_espeak
def test_espeak_really_speaks_the_answer(tmp_path: Path) -> None:
    assert ESPEAK is not None
    chunks = speakable("## Result\n\nThe build **passed** in `12 s`[1]. 🎉\n\n```sh\nmake test\n```")
    assert chunks == ["Result.", "The build passed in 12 s.", "(code block in shell)"]
    wav = tmp_path / "said.wav"
    _speak(SystemSpeaker(EspeakCommand(ESPEAK, ["-w", str(wav)])), chunks[1:2])
    samples = read_wav(wav)
    assert len(samples) > 16_000 * 0.5  # more than half a second of speech
    assert float(np.sqrt(np.mean(samples**2))) > 0.01  # not silence


@needs_espeak
def test_espeak_hears_exactly_the_text_and_hostile_text_is_only_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert ESPEAK is not None
    monkeypatch.chdir(tmp_path)
    hostile = HOSTILE.format(dir=tmp_path) + "\x00 and a NUL\nthen a new line"
    heard = tmp_path / "heard.txt"
    command = EspeakCommand(ESPEAK, ["-q", "--ipa", f"--phonout={heard}"])
    _speak(SystemSpeaker(command), [hostile])
    assert sorted(p.name for p in tmp_path.iterdir()) == ["heard.txt"]  # nothing touched, no evil.wav
    said = tmp_path / "said.txt"
    said.write_text(clean_text(hostile) + "\n", encoding="utf-8")
    assert heard.read_text(encoding="utf-8") == _phonemes([], said)  # the same words as reading the file
    assert "tˈʌtʃ" in heard.read_text(encoding="utf-8")  # "touch" was said, not run


@needs_espeak
def test_a_language_picks_its_voice() -> None:
    assert ESPEAK is not None
    command = EspeakCommand(ESPEAK)
    voices = command.voices()
    assert Voice("fr-fr", "French (France)", "fr-fr") in voices or any(v.language == "fr-fr" for v in voices)
    assert command.argv(None, "fr_FR") == [ESPEAK, "-v", "fr-fr", "--stdin"]
    assert command.argv(None, "de")[1:3] == ["-v", "de"]
    assert command.argv("en-gb-x-rp", "fr") == [ESPEAK, "-v", "en-gb-x-rp", "--stdin"]
    assert command.argv(None, None) == [ESPEAK, "--stdin"]


def test_every_piece_reaches_the_program_through_stdin_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    log = tmp_path / "log.jsonl"
    monkeypatch.setenv("FAKE_SPEECH_LOG", str(log))
    program = fake_program(tmp_path, "espeak-ng", LOGGING_BODY)
    hostile = HOSTILE.format(dir=tmp_path)
    chunks = ["First sentence.", hostile, "-- leading dashes", "$(whoami) `id` \"quoted\" 'single'"]
    _speak(SystemSpeaker(EspeakCommand(str(program)), voice="en-us"), chunks)
    runs = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    assert [run["stdin"] for run in runs] == [chunk + "\n" for chunk in chunks]
    assert all(run["argv"] == ["-v", "en-us", "--stdin"] for run in runs)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["espeak-ng", "log.jsonl"]


def test_spd_say_is_piped_and_cancelled_on_stop(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    log = tmp_path / "log.jsonl"
    monkeypatch.setenv("FAKE_SPEECH_LOG", str(log))
    body = LOGGING_BODY + "\nimport time\nif '--cancel' not in sys.argv:\n    time.sleep(30)\n"
    program = fake_program(tmp_path, "spd-say", body)
    speaker = SystemSpeaker(SpdSayCommand(str(program)), voice="Alice", language="pt_BR")
    speaker.speak(["Olá, mundo."])
    _until(lambda: log.exists())
    speaker.stop()
    runs = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    assert runs[0] == {
        "argv": ["--wait", "--pipe-mode", "--application-name", "desktop-agent", "--synthesis-voice", "Alice",
                 "--language", "pt"],
        "stdin": "Olá, mundo.\n",
    }  # fmt: skip
    assert runs[1]["argv"] == ["--cancel"]  # speech-dispatcher silenced too, not only its client


def test_stop_kills_a_long_speech_and_its_process_group_at_once(tmp_path: Path) -> None:
    body = (
        "sys.stdin.read()\n"
        "import subprocess, time\n"
        "child = subprocess.Popen(['sleep', '30'])\n"
        "open(os.path.join(os.path.dirname(sys.argv[0]), 'child'), 'w').write(str(child.pid))\n"
        "time.sleep(30)\n"
    )
    program = fake_program(tmp_path, "espeak-ng", body)
    ended = threading.Event()
    speaker = SystemSpeaker(EspeakCommand(str(program)), on_finished=lambda error: ended.set())
    speaker.speak(["A very long answer. " * 10, "And more."])
    _until(lambda: (tmp_path / "child").exists() and (tmp_path / "child").read_text() != "")
    assert speaker.is_speaking
    pid = speaker.process_id
    assert pid is not None
    child = int((tmp_path / "child").read_text())
    started = time.monotonic()
    speaker.stop()
    assert time.monotonic() - started < 0.5
    assert not speaker.is_speaking
    assert ended.wait(1)
    _until(lambda: not alive(child), timeout=0.5)
    assert not alive(pid)
    assert live_group_members(pid) == []  # nothing is left running in its process group


def test_speaking_again_stops_what_was_said(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    log = tmp_path / "log.jsonl"
    monkeypatch.setenv("FAKE_SPEECH_LOG", str(log))
    program = fake_program(tmp_path, "espeak-ng", LOGGING_BODY + "\nimport time\ntime.sleep(30)\n")
    speaker = SystemSpeaker(EspeakCommand(str(program)))
    speaker.speak(["first answer", "never said"])
    _until(lambda: log.exists())
    speaker.speak(["second answer"])
    _until(lambda: len(log.read_text(encoding="utf-8").splitlines()) == 2)
    speaker.stop()
    said = [json.loads(line)["stdin"] for line in log.read_text(encoding="utf-8").splitlines()]
    assert said == ["first answer\n", "second answer\n"]


def test_a_failing_voice_is_a_human_error(tmp_path: Path) -> None:
    program = fake_program(
        tmp_path, "espeak-ng", "sys.stdin.read(); sys.stderr.write('no audio'); sys.exit(1)"
    )
    speaker = SystemSpeaker(EspeakCommand(str(program)))
    speaker.speak(["Hello."])
    with pytest.raises(UserFacingError) as raised:
        asyncio.run(asyncio.wait_for(speaker.wait(), 10))
    assert raised.value.message == "The system's voice (espeak-ng) could not read the answer."


def test_no_voice_on_the_system(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    assert find_voice_command("linux") is None
    with pytest.raises(UserFacingError) as raised:
        system_speaker()
    assert raised.value.message == "No voice was found on this system."
    assert raised.value.action == "Install speech-dispatcher or espeak-ng to hear answers read aloud."
    assert "PowerShell" in no_voice_error("win32").action
    fake_program(tmp_path, "espeak", "")
    assert isinstance(find_voice_command("linux"), EspeakCommand)
    fake_program(tmp_path, "spd-say", "")
    assert isinstance(find_voice_command("linux"), SpdSayCommand)  # speech-dispatcher first
    fake_program(tmp_path, "say", "")
    assert isinstance(find_voice_command("darwin"), MacSayCommand)


def test_voice_listings_are_read(monkeypatch: pytest.MonkeyPatch) -> None:
    listings = {
        SpdSayCommand: "         NAME     LANGUAGE      VARIANT\n"
        "     Alice  pt-BR  none\n   english  en  none\n",
        MacSayCommand: "Alex                en_US    # Most people recognize me by my voice.\n"
        "Amélie              fr_CA    # Bonjour, je m’appelle Amélie.\nGood News           en_US    # Hi\n",
        WindowsSpeechCommand: "Microsoft David Desktop\ten-US\r\nMicrosoft Hortense Desktop\tfr-FR\r\n",
    }
    for kind, listing in listings.items():
        monkeypatch.setattr(kind, "_run_listing", lambda self, args, listing=listing: listing)
    assert SpdSayCommand("spd-say").voices() == [
        Voice("Alice", "Alice", "pt-br"),
        Voice("english", "english", "en"),
    ]
    mac = MacSayCommand("say")
    assert [v.id for v in mac.voices()] == ["Alex", "Amélie", "Good News"]
    assert mac.argv(None, "fr") == ["say", "-v", "Amélie", "-f", "-"]
    windows = WindowsSpeechCommand("powershell.exe")
    assert windows.voices()[1] == Voice("Microsoft Hortense Desktop", "Microsoft Hortense Desktop", "fr-fr")
    assert choose_voice(windows.voices(), "fr_FR") == windows.voices()[1]
    assert choose_voice(windows.voices(), "ja") is None


def test_windows_text_goes_in_the_environment_never_in_the_script(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(WindowsSpeechCommand, "_run_listing", lambda self, args: "")
    command = WindowsSpeechCommand("powershell.exe")
    hostile = "'); Remove-Item -Recurse C:\\ ; $(Get-Process) `n"
    argv = command.argv("Microsoft Zira Desktop", None)
    assert all(hostile not in word and "Zira" not in word for word in argv)
    assert argv[-2:][0] == "-Command"
    environment = command.env(hostile)
    assert environment is not None
    assert environment["DESKTOP_AGENT_SPEAK"] == hostile
    assert environment["DESKTOP_AGENT_VOICE"] == "Microsoft Zira Desktop"
    assert command.stdin(hostile) is None


def _until(condition: object, timeout: float = 5.0) -> None:
    assert callable(condition)
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.01)
