"""Reading answers aloud: the operating system's voices, or an OpenAI-compatible /audio/speech endpoint.

A speaker is given the pieces of an answer (`speakable.speakable`) and says them one after the other in a
thread of its own, so the caller (the window's event loop, the terminal) never waits; `stop` silences it
at once, whatever it is doing.

System voices are programs: ``spd-say`` (speech-dispatcher, the voice of Linux desktops and their screen
readers) when present, else ``espeak-ng`` or ``espeak``; ``say`` on macOS; PowerShell's
System.Speech.Synthesis.SpeechSynthesizer on Windows. Each piece is one process started in a process group
of its own, killed with its group on `stop`. An answer is text a model wrote, possibly hostile: it never
reaches a command line. It is written to the program's standard input (``espeak-ng --stdin``,
``spd-say --pipe-mode``, ``say -f -``), or on Windows given in an environment variable the fixed
PowerShell script reads; control characters (NUL included) are removed first. A text starting with dashes
is therefore never taken for an option, and quotes, ``$(...)`` or backticks are just words.

The endpoint speaker posts each piece to ``{base_url}/audio/speech`` (model, voice, ``"wav"``) with httpx
and plays the WAV it returns through `devices.Player`. The key is sent as a Bearer token only; errors name
the endpoint, never the key.
"""

from __future__ import annotations

import asyncio
import logging
import os
import shutil
import signal
import subprocess
import sys
import threading
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from desktop_agent.domain.errors import QT_TRANSLATE_NOOP, ErrorKind, UserFacingError
from desktop_agent.voice.audio import SAMPLE_RATE, wav_samples
from desktop_agent.voice.devices import Player

log = logging.getLogger(__name__)

__all__ = [
    "EndpointSpeaker",
    "Speaker",
    "SystemSpeaker",
    "Voice",
    "VoiceCommand",
    "find_voice_command",
    "no_voice_error",
]

FinishedCallback = Callable[[UserFacingError | None], None]
"""Called once speaking ends (in the speaker's thread): None when it ended or was stopped, else why not."""

_CONTROL = str.maketrans({code: " " for code in (*range(0x00, 0x20), 0x7F, 0x2028, 0x2029)})
_LIST_TIMEOUT_S = 10.0


def clean_text(text: str) -> str:
    """The text with every control character (NUL, newlines, escapes) made a space: one line of words."""
    return " ".join(text.translate(_CONTROL).split())


@dataclass(frozen=True)
class Voice:
    """A voice the system offers: its `id` is what the settings' ``system_voice`` holds."""

    id: str
    name: str
    language: str
    """``en-us``, ``fr``, ``zh`` (lower case, a dash between language and region); "" when not known."""


def choose_voice(voices: Sequence[Voice], language: str | None) -> Voice | None:
    """The first voice speaking `language` (``"pt_BR"`` or ``"pt"``): its region if one has it, else any
    voice of the language. None when none does (or no language is given)."""
    if not language:
        return None
    wanted = language.lower().replace("_", "-")
    base = wanted.split("-")[0]
    exact = [v for v in voices if v.language == wanted]
    if exact:
        return exact[0]
    return next((v for v in voices if v.language.split("-")[0] == base), None)


def _language(code: str) -> str:
    return code.strip().lower().replace("_", "-")


class VoiceCommand(ABC):
    """One of the system's speech programs: how a piece is given to it, which voices it has."""

    name = ""

    def __init__(self, program: str, extra_args: Sequence[str] = ()) -> None:
        self.program = program
        self.extra_args = tuple(extra_args)
        """Options added after the command's own (tests write espeak-ng's sound to a file with them)."""
        self._listed: dict[tuple[str, ...], str] = {}

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.program!r})"

    @abstractmethod
    def argv(self, voice: str | None, language: str | None) -> list[str]:
        """The command line: fixed words and the voice's id, never the text."""

    def stdin(self, text: str) -> bytes | None:
        """What the process reads: the text itself (None: nothing)."""
        return text.encode("utf-8") + b"\n"

    def env(self, text: str) -> dict[str, str] | None:
        """The process's environment (None: this process's)."""
        return None

    def voices(self) -> list[Voice]:
        """The voices the program lists ([] when it cannot list them). Blocking (starts the program)."""
        return []

    def silence_others(self) -> None:  # noqa: B027 - most programs need nothing more
        """After the process was killed: silence what it handed to a speech server that goes on without it."""

    def _listing(self, args: list[str]) -> str:
        """What the program prints with `args` (asked once: the voices installed rarely change)."""
        if tuple(args) not in self._listed:
            self._listed[tuple(args)] = self._run_listing(args)
        return self._listed[tuple(args)]

    def _run_listing(self, args: list[str]) -> str:
        try:
            done = subprocess.run(
                [self.program, *args],
                stdin=subprocess.DEVNULL,
                capture_output=True,
                timeout=_LIST_TIMEOUT_S,
                check=False,
            )
        except (OSError, subprocess.TimeoutExpired) as exc:
            log.info("%s could not list its voices: %s", self.name, exc)
            return ""
        return done.stdout.decode("utf-8", "replace")


class EspeakCommand(VoiceCommand):
    """espeak-ng (or the older espeak): the text on stdin, ``-v`` a voice or a language."""

    name = "espeak-ng"

    def argv(self, voice: str | None, language: str | None) -> list[str]:
        chosen = voice or (self._voice_for(language) if language else None)
        args = ["-v", chosen] if chosen else []
        return [self.program, *args, *self.extra_args, "--stdin"]

    def _voice_for(self, language: str) -> str | None:
        found = choose_voice(self.voices(), language)
        return found.id if found else None

    def voices(self) -> list[Voice]:
        # "Pty Language       Age/Gender VoiceName          File                 Other Languages"
        found: list[Voice] = []
        for line in self._listing(["--voices"]).splitlines()[1:]:
            parts = line.split()
            if len(parts) >= 5:
                found.append(
                    Voice(id=parts[1], name=parts[3].replace("_", " "), language=_language(parts[1]))
                )
        return found


class SpdSayCommand(VoiceCommand):
    """speech-dispatcher's ``spd-say``: lines from stdin (``--pipe-mode``), waited for (``--wait``).

    Killing spd-say does not silence speech-dispatcher: `silence_others` cancels what it still says
    (``spd-say --cancel``, which also cancels other programs' messages: speech-dispatcher has no way to
    name another connection's)."""

    name = "spd-say"

    def argv(self, voice: str | None, language: str | None) -> list[str]:
        args = ["--wait", "--pipe-mode", "--application-name", "desktop-agent"]
        if voice:
            args += ["--synthesis-voice", voice]
        if language:
            args += ["--language", language.split("_")[0]]
        return [self.program, *args, *self.extra_args]

    def voices(self) -> list[Voice]:
        # "         NAME     LANGUAGE      VARIANT"
        found: list[Voice] = []
        for line in self._listing(["--list-synthesis-voices"]).splitlines():
            parts = line.split()
            if len(parts) >= 2 and parts[0] != "NAME":
                found.append(Voice(id=parts[0], name=parts[0], language=_language(parts[1])))
        return found

    def silence_others(self) -> None:
        try:
            subprocess.run(
                [self.program, "--cancel"],
                stdin=subprocess.DEVNULL,
                capture_output=True,
                timeout=2,
                check=False,
            )
        except (OSError, subprocess.TimeoutExpired) as exc:
            log.info("speech-dispatcher could not be silenced: %s", exc)


class MacSayCommand(VoiceCommand):
    """macOS ``say``: the text from stdin (``-f -``), ``-v`` a voice name."""

    name = "say"

    def argv(self, voice: str | None, language: str | None) -> list[str]:
        if not voice and language:
            found = choose_voice(self.voices(), language)
            voice = found.id if found else None
        args = ["-v", voice] if voice else []
        return [self.program, *args, *self.extra_args, "-f", "-"]

    def voices(self) -> list[Voice]:
        # "Samantha            en_US    # Hello! My name is Samantha."
        found: list[Voice] = []
        for line in self._listing(["-v", "?"]).splitlines():
            described = line.split("#", 1)[0].split()
            if len(described) >= 2:
                name = " ".join(described[:-1])
                found.append(Voice(id=name, name=name, language=_language(described[-1])))
        return found


_WINDOWS_SCRIPT = (
    "$ErrorActionPreference = 'Stop'; Add-Type -AssemblyName System.Speech; "
    "$s = New-Object System.Speech.Synthesis.SpeechSynthesizer; "
    "if ($env:DESKTOP_AGENT_VOICE) { $s.SelectVoice($env:DESKTOP_AGENT_VOICE) }; "
    "$s.Speak($env:DESKTOP_AGENT_SPEAK)"
)
"""Fixed: the text and the voice reach it in environment variables, never in the script."""
_WINDOWS_VOICES = (
    "Add-Type -AssemblyName System.Speech; "
    "(New-Object System.Speech.Synthesis.SpeechSynthesizer).GetInstalledVoices() | "
    "ForEach-Object { $_.VoiceInfo.Name + [char]9 + $_.VoiceInfo.Culture.Name }"
)


class WindowsSpeechCommand(VoiceCommand):
    """PowerShell's System.Speech: a fixed script reads the text from an environment variable."""

    name = "powershell"

    def __init__(self, program: str, extra_args: Sequence[str] = ()) -> None:
        super().__init__(program, extra_args)
        self._voice = ""

    def argv(self, voice: str | None, language: str | None) -> list[str]:
        if not voice and language:
            found = choose_voice(self.voices(), language)
            voice = found.id if found else None
        self._voice = voice or ""
        return [self.program, "-NoProfile", "-NonInteractive", *self.extra_args, "-Command", _WINDOWS_SCRIPT]

    def stdin(self, text: str) -> bytes | None:
        return None

    def env(self, text: str) -> dict[str, str] | None:
        return {**os.environ, "DESKTOP_AGENT_SPEAK": text, "DESKTOP_AGENT_VOICE": self._voice}

    def voices(self) -> list[Voice]:
        found: list[Voice] = []
        for line in self._listing(
            ["-NoProfile", "-NonInteractive", "-Command", _WINDOWS_VOICES]
        ).splitlines():
            name, _, culture = line.strip().partition("\t")
            if name:
                found.append(Voice(id=name, name=name, language=_language(culture)))
        return found


def find_voice_command(platform: str = sys.platform) -> VoiceCommand | None:
    """The system's speech program, or None when it has none."""
    if platform == "darwin":
        candidates: list[tuple[str, type[VoiceCommand]]] = [("say", MacSayCommand)]
    elif platform == "win32":
        candidates = [("powershell", WindowsSpeechCommand), ("pwsh", WindowsSpeechCommand)]
    else:
        candidates = [("spd-say", SpdSayCommand), ("espeak-ng", EspeakCommand), ("espeak", EspeakCommand)]
    for program, kind in candidates:
        path = shutil.which(program)
        if path:
            return kind(path)
    return None


def no_voice_error(platform: str = sys.platform) -> UserFacingError:
    """What the person is told when the system has no voice to read with."""
    if platform == "win32":
        action = QT_TRANSLATE_NOOP("Errors", "Check that Windows PowerShell is installed.")
    elif platform == "darwin":
        action = QT_TRANSLATE_NOOP("Errors", "The `say` command of macOS is missing from this system.")
    else:
        action = QT_TRANSLATE_NOOP(
            "Errors", "Install speech-dispatcher or espeak-ng to hear answers read aloud."
        )
    return UserFacingError.said(
        ErrorKind.CONFIG, QT_TRANSLATE_NOOP("Errors", "No voice was found on this system."), action
    )


class _Run:
    """One `speak`: its pieces, whether it was stopped, how it ended and who waits for it."""

    def __init__(self, pieces: list[str]) -> None:
        self.pieces = pieces
        self.stopped = threading.Event()
        self.done = threading.Event()
        self.error: UserFacingError | None = None
        self.reported = False
        """`on_finished` was called: `wait` returns at once."""
        self.waiters: list[tuple[asyncio.AbstractEventLoop, asyncio.Future[None]]] = []


class Speaker(ABC):
    """Says pieces of text one after the other in a thread of its own; `stop` silences it at once.

    `on_finished` is called in that thread when speaking ends: with None when it ended or was stopped,
    with a UserFacingError when it could not go on (the window hands it to its own thread). `wait`
    awaits the same end from an event loop.
    """

    def __init__(self, on_finished: FinishedCallback | None = None) -> None:
        self.on_finished = on_finished
        self._lock = threading.Lock()
        self._run: _Run | None = None
        self._thread: threading.Thread | None = None

    @property
    def is_speaking(self) -> bool:
        run = self._run
        return run is not None and not run.done.is_set() and not run.stopped.is_set()

    def speak(self, chunks: Sequence[str]) -> None:
        """Start saying `chunks` (what was being said is stopped first). Returns at once."""
        self.stop()
        pieces = [clean for clean in (clean_text(chunk) for chunk in chunks) if clean]
        run = _Run(pieces)
        with self._lock:
            self._run = run
            self._thread = threading.Thread(target=self._speak, args=(run,), name="speaker", daemon=True)
            self._thread.start()

    def stop(self) -> None:
        """Silence it now: the piece being said is cut off. Waits a moment for the speaking thread to end
        (it always ends soon after: a request to an endpoint under way is left to finish unheard)."""
        with self._lock:
            run, thread = self._run, self._thread
            if run is None:
                return
            run.stopped.set()
            self._interrupt()
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout=1)

    async def wait(self) -> None:
        """Until speaking ends (or is stopped). Raises the UserFacingError that ended it, if any."""
        loop = asyncio.get_running_loop()
        future: asyncio.Future[None] = loop.create_future()
        with self._lock:
            run = self._run
            if run is None or run.reported:
                future.set_result(None)
            else:
                run.waiters.append((loop, future))
        await future
        if run is not None and run.error is not None:
            raise run.error

    def _speak(self, run: _Run) -> None:
        error: UserFacingError | None = None
        try:
            self._say_all(run.pieces, run.stopped)
        except UserFacingError as exc:
            error = exc
            log.warning("Reading aloud stopped: %s", exc.message)
        except Exception:
            log.exception("Reading aloud failed")
            error = UserFacingError.said(
                ErrorKind.INTERNAL, QT_TRANSLATE_NOOP("Errors", "The answer could not be read aloud.")
            )
        with self._lock:
            run.error = error
            run.done.set()
        if self.on_finished is not None:
            try:
                self.on_finished(error)
            except Exception:
                log.exception("The end of reading aloud could not be reported")
        with self._lock:
            run.reported = True
            waiters, run.waiters = run.waiters, []
        for loop, future in waiters:
            loop.call_soon_threadsafe(_resolve, future)

    def _say_all(self, pieces: list[str], stopped: threading.Event) -> None:
        for piece in pieces:
            if stopped.is_set():
                break
            self._say(piece, stopped)

    @abstractmethod
    def _say(self, text: str, stopped: threading.Event) -> None:
        """Say one piece, returning when it is said or `stopped` is set (in the speaking thread)."""

    @abstractmethod
    def _interrupt(self) -> None:
        """Silence the piece being said (called with the lock held, from any thread)."""


def _resolve(future: asyncio.Future[None]) -> None:
    if not future.done():
        future.set_result(None)


class SystemSpeaker(Speaker):
    """The system's voices: each piece is said by a process of `command`, killed with its group on stop."""

    def __init__(
        self,
        command: VoiceCommand,
        voice: str | None = None,
        language: str | None = None,
        on_finished: FinishedCallback | None = None,
    ) -> None:
        super().__init__(on_finished)
        self.command = command
        self.voice = voice
        self.language = language
        self._process: subprocess.Popen[bytes] | None = None
        self._argv: list[str] | None = None

    @property
    def process_id(self) -> int | None:
        """The process saying the current piece (its process group has the same id on POSIX)."""
        process = self._process
        return process.pid if process is not None else None

    def _say_all(self, pieces: list[str], stopped: threading.Event) -> None:
        self._argv = self.command.argv(self.voice, self.language)  # may list the voices: once per answer
        super()._say_all(pieces, stopped)

    def _say(self, text: str, stopped: threading.Event) -> None:
        assert self._argv is not None
        with self._lock:
            if stopped.is_set():
                return
            try:
                process = _start(self._argv, self.command.env(text))
            except OSError as exc:
                log.warning("%s could not start: %s", self.command.name, exc)
                raise no_voice_error() from None
            self._process = process
        try:
            _, err = process.communicate(self.command.stdin(text))
        except (BrokenPipeError, ValueError):  # killed while its text was being written
            process.wait()
            err = b""
        finally:
            with self._lock:
                self._process = None
        if process.returncode != 0 and not stopped.is_set():
            log.warning(
                "%s ended with %s: %s",
                self.command.name,
                process.returncode,
                err.decode("utf-8", "replace")[-300:],
            )
            raise UserFacingError.said(
                ErrorKind.CONFIG,
                QT_TRANSLATE_NOOP("Errors", "The system's voice ({program}) could not read the answer."),
                QT_TRANSLATE_NOOP(
                    "Errors", "Check that sound works, or choose another voice in Settings › Voice."
                ),
                program=self.command.name,
            )

    def _interrupt(self) -> None:
        process = self._process
        if process is None or process.poll() is not None:
            return
        _kill_group(process)
        self.command.silence_others()


def _result(future: Future[bytes], stopped: threading.Event) -> bytes | None:
    """What a request returned, or None once `stopped` is set (the request is left to end unheard)."""
    while not stopped.is_set():
        try:
            return future.result(timeout=0.05)
        except TimeoutError:
            continue
    return None


def _start(argv: list[str], env: dict[str, str] | None) -> subprocess.Popen[bytes]:
    """The process in a process group of its own (killed whole on stop), its output discarded."""
    pipe, null = subprocess.PIPE, subprocess.DEVNULL
    if sys.platform == "win32":
        flags = subprocess.CREATE_NEW_PROCESS_GROUP | subprocess.CREATE_NO_WINDOW
        return subprocess.Popen(argv, env=env, creationflags=flags, stdin=pipe, stdout=null, stderr=pipe)
    return subprocess.Popen(argv, env=env, start_new_session=True, stdin=pipe, stdout=null, stderr=pipe)


def _kill_group(process: subprocess.Popen[bytes]) -> None:
    try:
        if sys.platform == "win32":
            process.kill()
        else:
            os.killpg(process.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass  # it has just ended


def system_speaker(
    voice: str | None = None, language: str | None = None, on_finished: FinishedCallback | None = None
) -> SystemSpeaker:
    """A speaker with the system's voice. UserFacingError when the system has none."""
    command = find_voice_command()
    if command is None:
        raise no_voice_error()
    return SystemSpeaker(command, voice, language, on_finished)


class EndpointSpeaker(Speaker):
    """An OpenAI-compatible ``/audio/speech``: each piece is asked for as a WAV, then played by `player`.

    The next piece is asked for while one is played, so there is no pause between them but the time the
    endpoint takes for a piece. The key goes in the Authorization header only.
    """

    def __init__(
        self,
        endpoint: Callable[[], tuple[str, str]],
        model: str,
        voice: str,
        *,
        player: Player | None = None,
        timeout_s: float = 60.0,
        on_finished: FinishedCallback | None = None,
    ) -> None:
        """`endpoint` gives the base URL (``https://api.openai.com/v1``) and the API key ("" for none); it
        is called in the speaking thread, so it may read the keyring."""
        super().__init__(on_finished)
        self._endpoint = endpoint
        self.model = model
        self.voice = voice
        self.player = player if player is not None else Player()
        self._timeout_s = timeout_s
        self.url = ""
        self._key = ""

    def __repr__(self) -> str:  # never the key
        return f"EndpointSpeaker(model={self.model!r}, voice={self.voice!r})"

    def _say_all(self, pieces: list[str], stopped: threading.Event) -> None:
        base_url, self._key = self._endpoint()
        self.url = base_url.rstrip("/") + "/audio/speech"
        pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="speech-request")
        try:
            pending = pool.submit(self._request, pieces[0]) if pieces else None
            for at in range(len(pieces)):
                if pending is None or stopped.is_set():
                    break
                current = pending
                pending = pool.submit(self._request, pieces[at + 1]) if at + 1 < len(pieces) else None
                wav = _result(current, stopped)
                if wav is None:
                    break
                self.player.play(wav_samples(wav, Path("speech.wav")), SAMPLE_RATE, stopped)
        finally:
            pool.shutdown(wait=False, cancel_futures=True)

    def _say(self, text: str, stopped: threading.Event) -> None:
        self._say_all([text], stopped)

    def _interrupt(self) -> None:
        self.player.stop()

    def _request(self, text: str) -> bytes:
        import httpx2

        body = {"model": self.model, "voice": self.voice, "input": text, "response_format": "wav"}
        headers = {"Authorization": f"Bearer {self._key}"} if self._key else {}
        try:
            response = httpx2.post(self.url, json=body, headers=headers, timeout=self._timeout_s)
        except httpx2.TimeoutException:
            raise UserFacingError.said(
                ErrorKind.TIMEOUT,
                QT_TRANSLATE_NOOP("Errors", "The speech endpoint {url} took too long to answer."),
                QT_TRANSLATE_NOOP("Errors", "Try again, or read answers with the system's voice."),
                url=self.url,
            ) from None
        except httpx2.HTTPError as exc:
            log.info("The speech endpoint %s could not be reached: %s", self.url, type(exc).__name__)
            raise UserFacingError.said(
                ErrorKind.UNREACHABLE,
                QT_TRANSLATE_NOOP("Errors", "The speech endpoint {url} could not be reached."),
                QT_TRANSLATE_NOOP(
                    "Errors", "Check its address in Settings › Providers, and your connection."
                ),
                url=self.url,
            ) from None
        if response.status_code in (401, 403):
            raise UserFacingError.said(
                ErrorKind.AUTH,
                QT_TRANSLATE_NOOP("Errors", "The speech endpoint {url} rejected the API key ({code})."),
                QT_TRANSLATE_NOOP("Errors", "Check the provider's key in Settings › Providers."),
                status=response.status_code,
                url=self.url,
                code=response.status_code,
            )
        if response.status_code >= 400:
            said = response.text[:300].strip()
            raise UserFacingError.said(
                ErrorKind.SERVER_ERROR if response.status_code >= 500 else ErrorKind.BAD_REQUEST,
                QT_TRANSLATE_NOOP("Errors", "The speech endpoint {url} refused to read the answer ({code})."),
                QT_TRANSLATE_NOOP(
                    "Errors",
                    "Check the speech model and voice in Settings › Voice, or use the system's voice.",
                ),
                status=response.status_code,
                quoted=said.replace(self._key, "***") if self._key else said,
                url=self.url,
                code=response.status_code,
            )
        return response.content
