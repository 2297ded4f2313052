"""The loopback redirect of a sign-in: a small HTTP listener on 127.0.0.1 (a free port, or the one a
pre-registered client names) that catches the authorization server's answer in the person's browser.

It takes ``code`` and ``state`` (and ``iss``) from ``GET /callback?...``, refuses an answer whose
``state`` is not the one of the sign-in under way (and keeps waiting for the right one), and answers the
browser with a short page: "You can close this tab". Nothing else is served. No MCP SDK here.
"""

from __future__ import annotations

import asyncio
import contextlib
import html
import logging
import secrets
from dataclasses import dataclass
from urllib.parse import parse_qs, urlsplit

log = logging.getLogger(__name__)

HOST = "127.0.0.1"
PATH = "/callback"
_MAX_REQUEST_BYTES = 16_384
_READ_TIMEOUT_S = 10.0


@dataclass(frozen=True, slots=True)
class Answer:
    """What the authorization server sent back through the browser."""

    code: str
    state: str
    iss: str | None = None


class SignInRefusedError(Exception):
    """The authorization server answered with an error (the person declined, or it refused the app)."""


class Loopback:
    """One sign-in's listener: `start`, give the browser `redirect_uri`, `expect` the state of the
    authorization request, then `answer()` waits for the browser; `close` when done."""

    def __init__(self) -> None:
        self._server: asyncio.Server | None = None
        self._port = 0
        self._state: str | None = None
        self._answer: asyncio.Future[Answer] | None = None

    @property
    def redirect_uri(self) -> str:
        return f"http://{HOST}:{self._port}{PATH}"

    @property
    def port(self) -> int:
        return self._port

    async def start(self, port: int = 0) -> None:
        """Listen on ``port`` of 127.0.0.1 (0: any free one). OSError when that port is taken."""
        if self._server is not None:
            return
        self._answer = asyncio.get_running_loop().create_future()
        self._server = await asyncio.start_server(self._serve, HOST, port)
        self._port = int(self._server.sockets[0].getsockname()[1])
        log.info("Waiting for a sign-in answer on %s", self.redirect_uri)

    def expect(self, state: str) -> None:
        """The ``state`` of the authorization request the browser is sent to: only its answer counts."""
        self._state = state

    async def answer(self) -> Answer:
        if self._answer is None:
            raise RuntimeError("the loopback listener was not started")
        return await self._answer

    async def close(self) -> None:
        server, self._server = self._server, None
        if server is not None:
            server.close()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(server.wait_closed(), 2.0)
        if self._answer is not None and not self._answer.done():
            self._answer.cancel()

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), _READ_TIMEOUT_S)
        except (TimeoutError, asyncio.IncompleteReadError, asyncio.LimitOverrunError, ConnectionError):
            writer.close()
            return
        status, title, text = self._handle(head[:_MAX_REQUEST_BYTES].decode("latin-1"))
        body = _page(title, text).encode("utf-8")
        reply = (
            f"HTTP/1.1 {status}\r\nContent-Type: text/html; charset=utf-8\r\n"
            f"Content-Length: {len(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n"
        ).encode("ascii")
        with contextlib.suppress(ConnectionError):
            writer.write(reply + body)
            await writer.drain()
        writer.close()

    def _handle(self, head: str) -> tuple[str, str, str]:
        """The browser's request line -> (HTTP status, title, words) of the page it is shown."""
        method, _, rest = head.partition(" ")
        target = rest.partition(" ")[0]
        parts = urlsplit(target)
        if method != "GET" or parts.path != PATH:
            return "404 Not Found", "Not found", "This address only receives a sign-in."
        query = {k: v[0] for k, v in parse_qs(parts.query).items() if v}
        state = query.get("state", "")
        if self._state is None or not secrets.compare_digest(state, self._state):
            log.warning("A sign-in answer with an unknown state was refused")
            return (
                "400 Bad Request",
                "Not this sign-in",
                "This answer does not belong to the sign-in Desktop Agent is waiting for, so it was "
                "refused. Start the sign-in again from the app.",
            )
        future = self._answer
        if future is None or future.done():
            return (
                "409 Conflict",
                "Already done",
                "This sign-in was already answered. You can close this tab.",
            )
        if "error" in query:
            reason = query.get("error_description") or query["error"]
            future.set_exception(SignInRefusedError(f"The sign-in was refused: {reason[:300]}"))
            return (
                "200 OK",
                "Sign-in refused",
                f"The sign-in was refused ({reason[:300]}). You can close this tab.",
            )
        code = query.get("code")
        if not code:
            return "400 Bad Request", "No code", "The answer carries no authorization code."
        future.set_result(Answer(code, state, query.get("iss")))
        return "200 OK", "Signed in", "Desktop Agent has your sign-in. You can close this tab."


def _page(title: str, text: str) -> str:
    return (
        "<!doctype html><html><head><meta charset='utf-8'><title>"
        f"{html.escape(title)}</title></head>"
        "<body style='font-family:sans-serif;max-width:32em;margin:4em auto'>"
        f"<h1>{html.escape(title)}</h1><p>{html.escape(text)}</p></body></html>"
    )
