"""`desktop-agent chat --voice`: the message is spoken. The default microphone records until Enter is
pressed (the time and level shown on stderr), then the recording is transcribed the way Settings › Voice
says (the model on this computer, or the endpoint) and sent as the message."""

from __future__ import annotations

import asyncio
import logging
import sys
import threading

from desktop_agent.core.app_core import AppCore
from desktop_agent.domain.errors import ErrorKind, UserFacingError

log = logging.getLogger(__name__)

SHORTEST_SAMPLES = 16_000 * 3 // 10
"""A recording of less than 0.3 s is not transcribed."""


async def dictate(core: AppCore) -> str:
    """What the person said into the microphone, as text."""
    voice, speech = core.voice, core.speech
    if core.settings.voice.transcription == "local" and not voice.local_model_ready():
        megabytes = round(voice.local_model_size() / 1_000_000)
        raise UserFacingError(
            ErrorKind.NOT_FOUND,
            f"Dictation on this computer needs its speech model ({megabytes} MB), not downloaded yet.",
            "Download it once with `desktop-agent transcribe --download`, or choose an endpoint in Settings.",
        )
    level = [0.0]
    await asyncio.to_thread(speech.start_recording, lambda heard: level.__setitem__(0, heard))
    stopped = threading.Event()
    shower = threading.Thread(target=_show, args=(speech, level, stopped), daemon=True)
    sys.stderr.write("Recording from the default microphone. Press Enter to stop.\n")
    sys.stderr.flush()
    shower.start()
    try:
        await asyncio.to_thread(sys.stdin.readline)
    finally:
        stopped.set()
        samples = speech.stop_recording()
        shower.join(1)
    if samples.size < SHORTEST_SAMPLES:
        raise UserFacingError(ErrorKind.USAGE, "Nothing was recorded.", "Check the microphone and try again.")
    sys.stderr.write("\rTranscribing…" + " " * 20 + "\n")
    text = (await voice.transcribe_samples(samples)).strip()
    if not text:
        raise UserFacingError(ErrorKind.USAGE, "No words were recognised.", "Speak closer to the microphone.")
    sys.stderr.write(f"You said: {text}\n")
    sys.stderr.flush()
    return text


def _show(speech: object, level: list[float], stopped: threading.Event) -> None:
    """The time recorded and a level bar, on one line of stderr, while recording (a terminal only)."""
    if not sys.stderr.isatty():
        return
    while not stopped.wait(0.1):
        seconds = int(getattr(speech, "recorded_s", 0.0))
        bar = "#" * round(level[0] * 20)
        sys.stderr.write(f"\r{seconds // 60}:{seconds % 60:02d} [{bar:<20}]")
        sys.stderr.flush()
