"""A long tool turn on a model whose context window nobody told the app (a custom endpoint's model, an
OpenRouter model, a new release), through the real openai and anthropic SDKs against a scripted server that
enforces its window as real servers do: it refuses a request over it with its own wording.

What a person notices: the turn does not fail at the first refusal (the window is learnt from it, the
request compacted and sent once more), the next turn and the next session compact before the server
refuses, a server that keeps refusing ends the turn in words after one more try, and a server reporting
nonsense token usage does not stop compaction from happening in time."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from pathlib import Path
from typing import Literal

import pytest

from desktop_agent.agent.service import AgentService, ChatSession
from desktop_agent.config.settings import Settings
from desktop_agent.domain.errors import ErrorKind
from desktop_agent.domain.events import ContextCompacted, RunFinished, StopReason
from desktop_agent.storage.learnt_windows import LearntWindow, learnt_window
from desktop_agent.storage.store import HistoryStore
from tests.helpers.agent_harness import TurnResult, Wire, default_tools, fast_settings, run_turn_async
from tests.helpers.fake_llm_server import (
    ErrorReply,
    Reply,
    ScriptedLLMServer,
    anthropic_error,
    anthropic_text,
    anthropic_tool_use,
    openai_error,
    openai_text,
    openai_tool_calls,
)

WINDOW = 6_000
FILE_CHARS = 4_000
SUMMARY_ASKED = b"summary that replaces the earlier part"
SUMMARY = "## Read so far\n- big files: log lines of a worker, no errors"

Refusal = Callable[[int], ErrorReply]


def openai_refusal(tokens: int) -> ErrorReply:
    return openai_error(
        400,
        f"This model's maximum context length is {WINDOW} tokens. However, your messages resulted in "
        f"{tokens} tokens. Please reduce the length of the messages.",
        code="context_length_exceeded",
    )


def anthropic_refusal(tokens: int) -> ErrorReply:
    return anthropic_error(
        400, "invalid_request_error", f"prompt is too long: {tokens} tokens > {WINDOW} maximum"
    )


def numberless_refusal(tokens: int) -> ErrorReply:
    return openai_error(
        400,
        "Your input exceeds the context window of this model. Please adjust your input and try again.",
        code="context_length_exceeded",
    )


class WindowedServer(ScriptedLLMServer):
    """A model that reads big-N.txt files one per step until it has read `wanted`, refuses any request
    over its window (counted its own way: a token per four bytes of the request), and writes a summary when
    asked for one."""

    def __init__(
        self,
        wire: Wire,
        refusal: Refusal,
        *,
        window: int = WINDOW,
        usage: Literal["counted", "zero", "fixed"] = "counted",
        refuse_all: bool = False,
    ) -> None:
        super().__init__()
        self.wire, self.refusal, self.window, self.usage = wire, refusal, window, usage
        self.refuse_all = refuse_all
        """Refuse every request but a summary's, whatever its size."""
        self.wanted = 0
        self.reads = 0
        self.sizes: list[int] = []
        """Every model request's size, as this server counts it."""
        self.refused: list[int] = []
        """The indexes (in `sizes`) of the requests refused as too long."""
        self.summaries = 0

    def next_reply(self, description: str) -> Reply | None:
        request = [r for r in self.requests if r.method == "POST"][-1]
        tokens = len(request.raw_body) // 4
        self.sizes.append(tokens)
        summary = SUMMARY_ASKED in request.raw_body
        if not summary and (tokens > self.window or self.refuse_all):
            self.refused.append(len(self.sizes) - 1)
            return self.refusal(tokens)
        reported = {"counted": tokens, "zero": 0, "fixed": 10}[self.usage]
        if summary:
            self.summaries += 1
            return self._text(SUMMARY, reported)
        if self.reads < self.wanted:
            call = (f"c{self.reads}", "read_file", json.dumps({"path": f"big-{self.reads}.txt"}))
            self.reads += 1
            if self.wire == "openai":
                return openai_tool_calls([call], usage=(reported, 5))
            return anthropic_tool_use([call], usage=(reported, 5))
        return self._text(f"All {self.reads} files read.", reported)

    def _text(self, text: str, reported: int) -> Reply:
        if self.wire == "openai":
            return openai_text(text, usage=(reported, 5))
        return anthropic_text(text, usage=(reported, 5))


def workspace(tmp_path: Path, files: int = 16) -> Path:
    root = tmp_path / "ws"
    root.mkdir()
    line = "2026-11-25 12:00:00 INFO worker processed a batch of records without errors\n"
    body = (line * (FILE_CHARS // len(line) + 1))[:FILE_CHARS]
    for i in range(files):
        (root / f"big-{i}.txt").write_text(body)
    return root


def key_of(server: WindowedServer) -> tuple[str, str, str]:
    url = server.openai_base_url if server.wire == "openai" else server.anthropic_base_url
    return server.wire, url.rstrip("/"), "test-model"


async def turn(
    server: WindowedServer,
    db: Path,
    ws: Path,
    session_id: str | None,
    reads: int,
    settings: Settings | None = None,
) -> tuple[TurnResult, str, LearntWindow | None]:
    """One turn of `reads` more file reads, on a history opened for it and closed after (as a new run of
    the app would); returns the turn, the session and the window kept in the history after it."""
    history = HistoryStore.open(db)
    try:
        settings = settings or fast_settings()
        session: ChatSession | None = None
        if session_id is not None:
            agents = AgentService(settings=settings, tools_for_workspace=default_tools, history=history)
            session = await agents.open_session(session_id)
        server.wanted += reads
        result = await run_turn_async(
            server, server.wire, "Read the next big-N.txt files, one by one.", ws,
            settings=settings, session=session, history=history, max_steps=40,
        )  # fmt: skip
        await history.flush()
        kept = await history.run(lambda repo: learnt_window(repo, key_of(server)))
        return result, result.session.id, kept
    finally:
        history.close()


@pytest.mark.parametrize(
    ("wire", "refusal"),
    [("openai", openai_refusal), ("anthropic", anthropic_refusal)],
    ids=["openai", "anthropic"],
)
def test_the_window_is_learnt_from_the_refusal_and_used_from_then_on(
    wire: Wire, refusal: Refusal, tmp_path: Path
) -> None:
    ws, db = workspace(tmp_path), tmp_path / "history.sqlite3"
    with WindowedServer(wire, refusal) as server:

        async def scenario() -> tuple[TurnResult, TurnResult, LearntWindow | None, int]:
            first, sid, kept = await turn(server, db, ws, None, reads=8)
            assert kept is not None and (kept.tokens, kept.exact) == (WINDOW, True), kept
            after_first = len(server.sizes)
            second, _, kept = await turn(server, db, ws, sid, reads=5)  # reopened history, new service
            return first, second, kept, after_first

        first, second, kept, after_first = asyncio.run(scenario())
        assert server.unexpected == []

    assert isinstance(first.final, RunFinished) and first.final.stop_reason is StopReason.END, first.final
    assert first.text.endswith("All 8 files read.")
    [refused] = server.refused
    assert server.sizes[refused + 1] <= WINDOW and server.sizes[refused + 2] <= WINDOW, (
        "summary, then the retry"
    )
    assert first.of(ContextCompacted), "the earlier steps were summarised to fit"
    assert max(server.sizes[refused + 1 :]) <= WINDOW, "the rest of the turn fits without another refusal"

    assert isinstance(second.final, RunFinished) and second.final.stop_reason is StopReason.END, second.final
    assert second.text.endswith("All 13 files read.")
    assert server.refused == [refused], "the next session compacts before the server refuses"
    assert max(server.sizes[after_first:]) <= WINDOW
    assert kept is not None and kept.tokens == WINDOW and kept.exact


def test_a_refusal_without_a_number_is_bounded_by_the_requests_size(tmp_path: Path) -> None:
    ws, db = workspace(tmp_path), tmp_path / "history.sqlite3"
    with WindowedServer("openai", numberless_refusal) as server:
        result, _, kept = asyncio.run(turn(server, db, ws, None, reads=8))
    assert isinstance(result.final, RunFinished) and result.final.stop_reason is StopReason.END, result.final
    [refused] = server.refused
    assert kept is not None and not kept.exact
    refused_size = server.sizes[refused]
    assert 0.6 * refused_size < kept.tokens < refused_size, "about 90 % of the refused request's size"
    assert max(server.sizes[refused + 1 :]) <= WINDOW


def test_a_server_that_keeps_refusing_is_asked_once_more_then_the_turn_fails_in_words(tmp_path: Path) -> None:
    ws, db = workspace(tmp_path), tmp_path / "history.sqlite3"
    with WindowedServer("openai", openai_refusal) as server:

        async def scenario() -> TurnResult:
            _, sid, _ = await turn(server, db, ws, None, reads=3)  # a history to compact; fits
            server.refuse_all = True
            result, _, _ = await turn(server, db, ws, sid, reads=3)
            return result

        before = 4  # three reads and the answer
        result = asyncio.run(scenario())
    error = result.failed.error
    assert error.kind is ErrorKind.CONTEXT_TOO_LONG
    assert "too long for 'test-model'" in error.message and "6,000" in error.message
    assert error.action
    assert len(server.sizes) == before + 3, "refused, the summary, the one retry: no loop"
    assert server.refused == [before, before + 2] and server.summaries == 1


@pytest.mark.parametrize("usage", ["zero", "fixed"])
def test_nonsense_usage_does_not_stop_compaction_in_time(
    usage: Literal["zero", "fixed"], tmp_path: Path
) -> None:
    """The server says 0 prompt tokens, or 10 every time: the estimate keeps to the characters, and the
    requests are compacted before they reach the window (the person set it here)."""
    ws, db = workspace(tmp_path), tmp_path / "history.sqlite3"
    settings = fast_settings(context_windows={"test-model": WINDOW})
    with WindowedServer("openai", openai_refusal, usage=usage) as server:
        result, _, kept = asyncio.run(turn(server, db, ws, None, reads=10, settings=settings))
    assert isinstance(result.final, RunFinished) and result.final.stop_reason is StopReason.END, result.final
    assert server.refused == [], "compacted before the server had to refuse"
    shortened = [b"left out of this request" in r.raw_body for r in server.requests if r.method == "POST"]
    assert any(shortened), "old outputs were shortened in the requests"
    assert max(server.sizes) <= WINDOW and len(server.sizes) >= 11
    assert kept is None, "nothing to learn"
