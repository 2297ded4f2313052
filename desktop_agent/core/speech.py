"""Reading answers aloud and recording the microphone, as front ends reach them.

The window and the terminal may not import `desktop_agent.voice` (the import contract): this service is
their door. It reads the voice settings at each call, so a change in Settings › Voice holds from the next
answer read: ``speech = "system"`` reads with the system's voice (``system_voice``, or the first voice of
the language), ``"endpoint"`` with an OpenAI-compatible ``/audio/speech`` (``speech_model``,
``speech_voice``) at the address and with the key of ``endpoint_provider`` (the default provider when not
set).

Nothing of the voice package but the Markdown reader loads with this module: the speakers, numpy and
PortAudio load the first time something is read aloud or recorded.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop_agent.config.settings import Settings
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.voice.speakable import DEFAULT_WORDS, SPEECH_CONTEXT, SpokenWords, speakable

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from desktop_agent.voice.devices import Recorder
    from desktop_agent.voice.speak import Speaker, VoiceCommand

log = logging.getLogger(__name__)

__all__ = ["DEFAULT_WORDS", "SPEECH_CONTEXT", "SpeechService", "SpokenWords", "SystemVoice"]

Endpoint = Callable[[str | None], tuple[str, str]]
"""A provider's name (None: the default provider) -> its base URL and API key ("" for none). May block
on the keyring: it is only called in the speaking thread."""
Finished = Callable[[UserFacingError | None], None]


@dataclass(frozen=True)
class SystemVoice:
    """A voice of the system: `id` is what ``settings.voice.system_voice`` holds."""

    id: str
    name: str
    language: str


class SpeechService:
    """Reads answers aloud (one at a time) and records the microphone (one recording at a time)."""

    def __init__(self, settings: Callable[[], Settings], endpoint: Endpoint) -> None:
        self._settings = settings
        self._endpoint = endpoint
        self._speaker: Speaker | None = None
        self._recorder: Recorder | None = None
        self._command: VoiceCommand | None = None
        self._lock = threading.Lock()

    # ---- reading aloud ----

    def read_aloud(
        self,
        markdown: str,
        language: str | None = None,
        words: SpokenWords = DEFAULT_WORDS,
        on_finished: Finished | None = None,
    ) -> None:
        """Start reading an answer aloud (what was being read stops first); returns at once.

        `language` is the answer's (None: the voice settings', else the voice's own); `words` are what is
        said for code, tables and formulas, in the person's language. `on_finished` is called in the
        speaking thread when reading ends: None when it ended or was stopped, else the UserFacingError
        that ended it. UserFacingError at once when the system has no voice."""
        settings = self._settings().voice
        language = language or settings.language
        chunks = speakable(markdown, language, words)
        speaker = self._make_speaker(settings.speech, language, on_finished)
        with self._lock:
            previous, self._speaker = self._speaker, speaker
        if previous is not None:
            previous.stop()
        speaker.speak(chunks)

    def stop(self) -> None:
        """Silence the answer being read."""
        with self._lock:
            speaker = self._speaker
        if speaker is not None:
            speaker.stop()

    @property
    def is_speaking(self) -> bool:
        speaker = self._speaker
        return speaker is not None and speaker.is_speaking

    async def wait(self) -> None:
        """Until the answer being read is read (or stopped); raises the UserFacingError that ended it."""
        speaker = self._speaker
        if speaker is not None:
            await speaker.wait()

    def voices(self) -> list[SystemVoice]:
        """The system's voices (those its speech program lists; [] when it lists none). Blocking: it
        starts that program once, so call it from a worker thread."""
        command = self._system_command()
        if command is None:
            return []
        return [SystemVoice(v.id, v.name, v.language) for v in command.voices()]

    def _system_command(self) -> VoiceCommand | None:
        if self._command is None:
            from desktop_agent.voice.speak import find_voice_command

            self._command = find_voice_command()
        return self._command

    def _make_speaker(self, kind: str, language: str | None, on_finished: Finished | None) -> Speaker:
        settings = self._settings().voice
        if kind == "endpoint":
            from desktop_agent.voice.speak import EndpointSpeaker

            provider = settings.endpoint_provider
            return EndpointSpeaker(
                lambda: self._endpoint(provider),
                settings.speech_model,
                settings.speech_voice,
                on_finished=on_finished,
            )
        from desktop_agent.voice.speak import SystemSpeaker, no_voice_error

        command = self._system_command()
        if command is None:
            raise no_voice_error()
        return SystemSpeaker(command, settings.system_voice, language, on_finished)

    # ---- the microphone ----

    def start_recording(
        self, on_level: Callable[[float], None] | None = None, on_full: Callable[[], None] | None = None
    ) -> None:
        """Start recording the microphone. `on_level` hears its level (0..1) about 20 times a second and
        `on_full` that five minutes were recorded, both in PortAudio's thread. UserFacingError when there
        is no microphone. Takes up to a second the first time (PortAudio loads)."""
        from desktop_agent.voice.devices import Recorder

        if self._recorder is not None and self._recorder.is_recording:
            return
        recorder = Recorder(on_full=on_full)
        recorder.start(on_level)
        self._recorder = recorder

    def stop_recording(self) -> npt.NDArray[np.float32]:
        """Stop recording: the samples (16 kHz mono float32; empty when nothing was recording)."""
        recorder, self._recorder = self._recorder, None
        if recorder is None:
            import numpy

            return numpy.zeros(0, dtype=numpy.float32)
        return recorder.stop()

    @property
    def is_recording(self) -> bool:
        return self._recorder is not None and self._recorder.is_recording

    @property
    def recorded_s(self) -> float:
        """Seconds recorded so far (0 when not recording)."""
        recorder = self._recorder
        return recorder.elapsed_s if recorder is not None else 0.0

    def close(self) -> None:
        """Silence any reading and stop any recording (the app is closing)."""
        self.stop()
        if self._recorder is not None:
            self.stop_recording()
