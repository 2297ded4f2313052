"""A long agent session against a model that refuses requests over its context window.

A scripted model asks for `--steps` file reads of 20 KB each, in one turn, and refuses (as a provider does:
"context too long") any request over `--window` tokens, counted its own way (3.6 characters a token, denser
than the app's estimate of 4, so the app must learn from the usage it reports). The model writes a short
summary when asked for one. The same session runs twice in this run: with compaction (the app's default)
and without it (the baseline), each over a real SQLite history and the real read_file tool.

Prints: steps done, requests sent, compactions, the largest request against the window, and the time the
app spends estimating a request's size (median per request, and for a 100k-token history).

    python bench/long_session.py            # 300 steps, a 128k window
    python bench/long_session.py --steps 120 --window 64000
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import tempfile
import time
from collections.abc import AsyncIterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from desktop_agent.agent.compaction import Fitter
from desktop_agent.agent.service import AgentService
from desktop_agent.config.settings import CompactionSettings
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.domain.events import ContextCompacted, RunFailed, RunFinished
from desktop_agent.domain.messages import Message, TextPart, ToolCallPart, ToolResultPart, Usage, user_message
from desktop_agent.domain.stream import StreamChunk
from desktop_agent.providers.base import ModelRequest
from desktop_agent.storage.store import HistoryStore
from tests.helpers.agent_harness import default_tools, fast_settings
from tests.helpers.scripted_model import Reply, ScriptedProvider, call_tools, say

MODEL = "bench-model"
SERVER_CHARS_PER_TOKEN = 3.6
FILE_BYTES = 20 * 1024


def server_tokens(request: ModelRequest) -> int:
    """The model's own count: every character it is sent, at 3.6 a token."""
    chars = len(request.system) + sum(
        len(json.dumps(t.parameters)) + len(t.description) for t in request.tools
    )
    for message in request.messages:
        for part in message.parts:
            if isinstance(part, ToolCallPart):
                chars += len(part.arguments_json) + len(part.name)
            elif isinstance(part, ToolResultPart):
                chars += len(part.content)
            elif isinstance(part, TextPart):
                chars += len(part.text)
    return int(chars / SERVER_CHARS_PER_TOKEN)


class WindowedModel(ScriptedProvider):
    """Reads file after file; refuses what does not fit; summarises when asked."""

    def __init__(self, steps: int, window: int) -> None:
        super().__init__("bench")
        self.steps, self.limit = steps, window  # a cloud model: it does not say its window
        self.reads = 0
        self.largest = 0
        self.refused = 0

    async def stream(self, request: ModelRequest) -> AsyncIterator[StreamChunk]:
        tokens = server_tokens(request)
        if tokens > self.limit:
            self.refused += 1
            self.requests.append(request)
            raise UserFacingError(
                ErrorKind.CONTEXT_TOO_LONG,
                f"This request is {tokens:,} tokens and the model takes {self.limit:,}.",
                "Start a new session.",
            )
        self.largest = max(self.largest, tokens)
        usage = Usage(input_tokens=tokens, output_tokens=40)
        if "summary that replaces the earlier part" in request.system:
            reply = Reply(text=f"## Read so far\n- big-0 … big-{self.reads - 1}: log lines\n", usage=usage)
        elif self.reads < self.steps:
            path = json.dumps({"path": f"big-{self.reads}.txt"})
            reply = call_tools([(f"c{self.reads}", "read_file", path)])
            reply = Reply(calls=reply.calls, finish=reply.finish, usage=usage)
            self.reads += 1
        else:
            reply = Reply(text=say("All files read.").text, usage=usage)
        self.script(reply)
        async for chunk in super().stream(request):
            yield chunk


async def one_run(root: Path, *, steps: int, window: int, compact: bool) -> dict[str, object]:
    settings = fast_settings(
        context_windows={MODEL: window},
        compaction=CompactionSettings(automatic=compact),
        max_tool_output_chars=FILE_BYTES + 1024,
    )
    history = HistoryStore.open(root / f"history-{compact}.sqlite3")
    model = WindowedModel(steps, window)
    timings: list[float] = []
    original = Fitter.estimate

    def timed(self: Fitter, *args: object) -> int:
        start = time.perf_counter()
        try:
            return original(self, *args)  # type: ignore[arg-type]
        finally:
            timings.append(time.perf_counter() - start)

    Fitter.estimate = timed  # type: ignore[method-assign,assignment]
    try:
        service = AgentService(
            settings=settings, tools_for_workspace=lambda ws: default_tools(ws), history=history
        )
        session = service.new_session(agent="build", provider="bench", model=MODEL, workspace=root / "ws")
        run = service.start_turn(
            session, "Read every big-N.txt file, one by one.", model, max_steps=steps + 20
        )
        compactions = 0
        async for event in run.events():
            if isinstance(event, ContextCompacted):
                compactions += 1
        final = await run.wait()
        await service.shutdown()
    finally:
        Fitter.estimate = original  # type: ignore[method-assign]
        history.close()
    return {
        "finished": isinstance(final, RunFinished),
        "error": final.error.message if isinstance(final, RunFailed) else "",
        "reads": model.reads,
        "requests": len(model.requests),
        "refused": model.refused,
        "compactions": compactions,
        "largest": model.largest,
        "shortened": sum(
            any(
                "were left out of this request" in getattr(p, "content", "")
                for m in r.messages
                for p in m.parts
            )
            for r in model.requests
        ),
        "estimate_ms": statistics.median(timings) * 1000 if timings else 0.0,
    }


def estimate_100k() -> float:
    """The median time to estimate a 100k-token history (about 400,000 characters in 250 messages)."""
    messages: list[Message] = []
    for i in range(125):
        messages.append(user_message(f"Step {i}: " + "word " * 300))
        messages.append(Message("tool", [ToolResultPart(f"c{i}", "read_file", "x" * 1_600)]))
    fitter = Fitter(window=128_000, threshold=0.8, keep_turns=2)
    times = []
    for _ in range(50):
        start = time.perf_counter()
        fitter.estimate("system", [], messages)
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=300)
    parser.add_argument(
        "--window", type=int, action="append", help="the model's window (tokens); again for another run"
    )
    args = parser.parse_args()
    windows = args.window or [128_000, 32_000]
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        workspace = root / "ws"
        workspace.mkdir()
        line = "2026-11-25 12:00:00 INFO worker processed a batch of records without errors\n"
        body = (line * (FILE_BYTES // len(line) + 1))[:FILE_BYTES]
        for i in range(args.steps):
            (workspace / f"big-{i}.txt").write_text(body)
        for window in windows:
            results = {}
            for compact in (False, True):
                start = time.perf_counter()
                results[compact] = asyncio.run(
                    one_run(root, steps=args.steps, window=window, compact=compact)
                )
                results[compact]["seconds"] = time.perf_counter() - start
            report(args.steps, window, results)
    print(f"estimating a 100k-token history: {estimate_100k():.2f} ms (median of 50)")


def report(steps: int, window: int, results: dict[bool, dict[str, object]]) -> None:
    print(f"{steps} reads of 20 KB in one turn; the model refuses requests over {window:,} tokens")
    print(f"{'':24}{'without compaction':>20}{'with compaction':>18}")
    rows = [
        ("reads done", "reads", "{:,}"), ("requests sent", "requests", "{:,}"),
        ("refused as too long", "refused", "{:,}"), ("with outputs shortened", "shortened", "{:,}"),
        ("summaries", "compactions", "{:,}"), ("largest request", "largest", "{:,}"),
        ("estimate per request", "estimate_ms", "{:.2f} ms"), ("wall time", "seconds", "{:.1f} s"),
    ]  # fmt: skip
    for label, key, form in rows:
        print(f"{label:24}{form.format(results[False][key]):>20}{form.format(results[True][key]):>18}")
    share = int(str(results[True]["largest"])) / window
    print(f"largest request with compaction: {share:.0%} of the window")
    for compact, name in ((False, "without"), (True, "with")):
        ended = "finished" if results[compact]["finished"] else f"failed: {results[compact]['error']}"
        print(f"the turn {name} compaction: {ended}")
    print()


if __name__ == "__main__":
    main()
