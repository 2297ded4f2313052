"""The endpoint speaker against a scripted OpenAI-compatible server on 127.0.0.1: what it asks for, the WAV
it gets back decoded and handed to the player (with no sound device here, the player's human error), the
key sent as a Bearer token and never shown."""

from __future__ import annotations

import asyncio
import json
import socket
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import numpy as np
import numpy.typing as npt
import pytest

from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.voice.audio import wav_bytes
from desktop_agent.voice.devices import Player
from desktop_agent.voice.speak import EndpointSpeaker

KEY = "sk-test-0123456789abcdef"


class SpeechServer:
    """Answers POST /v1/audio/speech with the scripted (status, body) replies, the last one repeated."""

    def __init__(self) -> None:
        self.requests: list[dict[str, Any]] = []
        self.replies: list[tuple[int, bytes]] = [(200, tone_wav())]
        self.hold: threading.Event | None = None
        """Set: each answer waits for it (a slow endpoint)."""
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                server.requests.append(
                    {"path": self.path, "headers": dict(self.headers.items()), "json": json.loads(body)}
                )
                if server.hold is not None:
                    server.hold.wait(10)
                status, reply = server.replies[min(len(server.requests), len(server.replies)) - 1]
                self.send_response(status)
                self.send_header("Content-Type", "audio/wav" if status == 200 else "application/json")
                self.send_header("Content-Length", str(len(reply)))
                self.end_headers()
                self.wfile.write(reply)

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self._http = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.base_url = f"http://127.0.0.1:{self._http.server_address[1]}/v1"
        self._thread = threading.Thread(target=self._http.serve_forever, args=(0.05,), daemon=True)
        self._thread.start()

    def close(self) -> None:
        self._http.shutdown()
        self._http.server_close()


def tone_wav(seconds: float = 0.25, rate: int = 24_000) -> bytes:
    """A 440 Hz tone as a 16-bit WAV at 24 kHz (what OpenAI's speech endpoint sends)."""
    t = np.arange(int(seconds * rate), dtype=np.float32) / rate
    return wav_bytes((0.5 * np.sin(2 * np.pi * 440 * t)).astype(np.float32), rate)


class HeardPlayer(Player):
    """The real player, after noting what it was given (`real=False`: only noted, as if played)."""

    def __init__(self, real: bool = True, seconds: float = 0.0) -> None:
        super().__init__()
        self.real = real
        self.seconds = seconds
        self.heard: list[tuple[npt.NDArray[Any], int]] = []

    def play(self, samples: npt.NDArray[Any], rate: int, stopped: threading.Event | None = None) -> None:
        self.heard.append((samples, rate))
        if self.real:
            super().play(samples, rate, stopped)
        elif stopped is not None:
            stopped.wait(self.seconds)


@pytest.fixture
def server() -> Iterator[SpeechServer]:
    speech = SpeechServer()
    yield speech
    speech.close()


def _said(speaker: EndpointSpeaker, chunks: list[str]) -> UserFacingError | None:
    speaker.speak(chunks)
    try:
        asyncio.run(asyncio.wait_for(speaker.wait(), 10))
    except UserFacingError as error:
        return error
    return None


def test_the_request_and_the_wav_decoded_then_no_loudspeaker_here(server: SpeechServer) -> None:
    player = HeardPlayer(real=True)
    speaker = EndpointSpeaker(lambda: (server.base_url + "/", KEY), "tts-1", "alloy", player=player)
    error = _said(speaker, ["Hello there."])
    first = server.requests[0]
    assert first["path"] == "/v1/audio/speech"
    assert first["json"] == {
        "model": "tts-1",
        "voice": "alloy",
        "input": "Hello there.",
        "response_format": "wav",
    }
    assert first["headers"]["Authorization"] == f"Bearer {KEY}"
    samples, rate = player.heard[0]
    assert rate == 16_000 and samples.dtype == np.float32
    assert abs(len(samples) - 4000) <= 2  # a quarter of a second, decoded and brought to 16 kHz
    assert 0.3 < float(np.abs(samples).max()) < 0.6
    if error is not None:  # this machine has no sound device: the person is told so in words
        assert error.kind is ErrorKind.CONFIG
        assert error.message == "No loudspeaker or headphones were found to play the voice."


def test_pieces_are_asked_for_and_played_in_order(server: SpeechServer) -> None:
    player = HeardPlayer(real=False)
    ended: list[UserFacingError | None] = []
    speaker = EndpointSpeaker(
        lambda: (server.base_url, ""), "kokoro", "af_sky", player=player, on_finished=ended.append
    )
    assert _said(speaker, ["One.", "Two.", "Three."]) is None
    assert [r["json"]["input"] for r in server.requests] == ["One.", "Two.", "Three."]
    assert all("Authorization" not in r["headers"] for r in server.requests)  # a local server without a key
    assert len(player.heard) == 3
    assert ended == [None]


def test_a_rejected_key_is_said_without_the_key(server: SpeechServer) -> None:
    server.replies = [
        (401, json.dumps({"error": {"message": f"Incorrect API key provided: {KEY}"}}).encode())
    ]
    speaker = EndpointSpeaker(
        lambda: (server.base_url, KEY), "tts-1", "alloy", player=HeardPlayer(real=False)
    )
    error = _said(speaker, ["Hello."])
    assert error is not None and error.kind is ErrorKind.AUTH
    assert error.message == f"The speech endpoint {server.base_url}/audio/speech rejected the API key (401)."
    assert KEY not in f"{error.message} {error.action} {error!r} {speaker!r}"


def test_a_server_error_quotes_the_server_but_never_the_key(server: SpeechServer) -> None:
    server.replies = [(400, f'{{"error": "unknown voice nova2 for key {KEY}"}}'.encode())]
    speaker = EndpointSpeaker(
        lambda: (server.base_url, KEY), "tts-1", "nova2", player=HeardPlayer(real=False)
    )
    error = _said(speaker, ["Hello."])
    assert error is not None and error.kind is ErrorKind.BAD_REQUEST and error.status == 400
    assert "unknown voice nova2" in error.message
    assert KEY not in error.message


def test_an_unreachable_endpoint() -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    speaker = EndpointSpeaker(lambda: (f"http://127.0.0.1:{port}/v1", KEY), "tts-1", "alloy")
    error = _said(speaker, ["Hello."])
    assert error is not None and error.kind is ErrorKind.UNREACHABLE
    assert KEY not in error.message


def test_stop_cuts_off_what_plays(server: SpeechServer) -> None:
    player = HeardPlayer(real=False, seconds=30)
    speaker = EndpointSpeaker(lambda: (server.base_url, KEY), "tts-1", "alloy", player=player)
    speaker.speak(["A long piece.", "Another."])
    deadline = time.monotonic() + 5
    while not player.heard:
        assert time.monotonic() < deadline
        time.sleep(0.01)
    started = time.monotonic()
    speaker.stop()
    assert time.monotonic() - started < 0.5
    assert not speaker.is_speaking
    assert len(player.heard) == 1


def test_stop_does_not_wait_for_a_slow_endpoint(server: SpeechServer) -> None:
    release = threading.Event()
    server.hold = release
    speaker = EndpointSpeaker(
        lambda: (server.base_url, KEY), "tts-1", "alloy", player=HeardPlayer(real=False)
    )
    speaker.speak(["Slow."])
    deadline = time.monotonic() + 5
    while not server.requests:
        assert time.monotonic() < deadline
        time.sleep(0.01)
    started = time.monotonic()
    speaker.stop()
    assert time.monotonic() - started < 0.3
    assert not speaker.is_speaking
    release.set()
