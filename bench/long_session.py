"""A long agent session against a model that refuses requests over its context window.

A scripted model asks for `--steps` file reads of 20 KB each, in one turn, and refuses (as a provider does:
"context too long") any request over `--window` tokens, counted its own way (3.6 characters a token, denser
than the app's estimate of 4, so the app must learn from the usage it reports). The model writes a short
summary when asked for one. The same session runs twice in this run: with compaction (the app's default)
and without it (the baseline), each over a real SQLite history and the real read_file tool.

Prints: steps done, requests sent, compactions, the largest request against the window, and the time the
app spends estimating a request's size (median per request, and for a 100k-token history).

Then the "unknown window" case: the same model, its window in no table and not in the settings (a custom
endpoint's model), over two turns (the second a new run of the app on the same history): with the window
set in the settings (the baseline), without learning from refusals (as before: the first refusal fails the
turn), learning from the refusal's number ("maximum context length is N"), and from a refusal without one
(the refused request's size bounds the window). Prints requests, refusals, retries and whether each turn
finished.

    python bench/long_session.py            # 300 steps, a 128k window
    python bench/long_session.py --steps 120 --window 64000
    python bench/long_session.py --steps 60 --window 32000 --only-unknown
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
from desktop_agent.agent.loop import TurnLoop
from desktop_agent.agent.service import AgentService
from desktop_agent.config.settings import CompactionSettings
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.domain.events import ContextCompacted, RunFailed, RunFinished
from desktop_agent.domain.messages import Message, TextPart, ToolCallPart, ToolResultPart, Usage, user_message
from desktop_agent.domain.stream import StreamChunk
from desktop_agent.providers.base import ModelRequest
from desktop_agent.providers.errors import status_error
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

    def __init__(self, steps: int, window: int, wording: str = "") -> None:
        super().__init__("bench")
        self.steps, self.limit = steps, window  # a cloud model: it does not say its window
        self.wording = wording
        """How a refusal is worded: "said" (OpenAI's, with the window), "none" (no number), "" (ours)."""
        self.reads = 0
        self.largest = 0
        self.refused = 0

    def refusal(self, tokens: int) -> UserFacingError:
        if not self.wording:
            return UserFacingError(
                ErrorKind.CONTEXT_TOO_LONG,
                f"This request is {tokens:,} tokens and the model takes {self.limit:,}.",
                "Start a new session.",
            )
        message = (
            f"This model's maximum context length is {self.limit} tokens. However, your messages resulted in "
            f"{tokens} tokens. Please reduce the length of the messages."
            if self.wording == "said"
            else "Your input exceeds the context window of this model. Please adjust your input and try "
            "again."
        )
        body = {
            "error": {"message": message, "type": "invalid_request_error", "code": "context_length_exceeded"}
        }
        return status_error(400, body, None, label="Gateway", model=MODEL, secret=None)

    async def stream(self, request: ModelRequest) -> AsyncIterator[StreamChunk]:
        tokens = server_tokens(request)
        if tokens > self.limit:
            self.refused += 1
            self.requests.append(request)
            raise self.refusal(tokens)
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


UNKNOWN_CASES = {
    "window in the settings": "",
    "not learnt (before)": "said",
    "learnt: the number said": "said",
    "learnt: the request's size": "none",
}


async def unknown_run(root: Path, *, steps: int, window: int, case: str) -> list[dict[str, object]]:
    """Two turns of reads on a model of unknown window (the second a new service on the same history)."""
    wording = UNKNOWN_CASES[case]
    settings = fast_settings(
        context_windows={MODEL: window} if not wording else {}, max_tool_output_chars=FILE_BYTES + 1024
    )
    model = WindowedModel(0, window, wording or "said")
    db = root / f"history-unknown-{list(UNKNOWN_CASES).index(case)}-{window}.sqlite3"
    original = TurnLoop._after_refusal

    async def never(self: TurnLoop, *args: object) -> None:
        return None

    if case.startswith("not learnt"):
        TurnLoop._after_refusal = never  # type: ignore[method-assign,assignment]
    turns: list[dict[str, object]] = []
    session_id = ""
    try:
        for reads in (steps, max(1, steps // 3)):
            history = HistoryStore.open(db)
            try:
                service = AgentService(
                    settings=settings, tools_for_workspace=lambda ws: default_tools(ws), history=history
                )
                if session_id:
                    session = await service.open_session(session_id)
                else:
                    session = service.new_session(
                        agent="build", provider="bench", model=MODEL, workspace=root / "ws"
                    )
                    session_id = session.id
                model.steps += reads
                requests, refused = len(model.requests), model.refused
                run = service.start_turn(
                    session, "Read the next big-N.txt files, one by one.", model, max_steps=reads + 20
                )
                final = await run.wait()
                await service.shutdown()
            finally:
                history.close()
            turns.append(
                {
                    "requests": len(model.requests) - requests,
                    "refused": model.refused - refused,
                    "finished": isinstance(final, RunFinished),
                }
            )
            model.steps = model.reads  # a failed turn's unread files are not asked for again
    finally:
        TurnLoop._after_refusal = original  # type: ignore[method-assign]
    return turns


def report_unknown(steps: int, window: int, results: dict[str, list[dict[str, object]]]) -> None:
    print(
        f"unknown window: {steps} reads, then {max(1, steps // 3)} more in a new run; the model refuses "
        f"requests over {window:,} tokens"
    )
    print(
        f"{'':30}{'turn 1: requests':>17}{'refused':>9}{'ended':>10}"
        f"{'turn 2: requests':>18}{'refused':>9}{'ended':>10}"
    )
    for case, (first, second) in results.items():
        cells = ""
        for turn, width in ((first, 17), (second, 18)):
            ended = "finished" if turn["finished"] else "failed"
            cells += f"{turn['requests']:>{width},}{turn['refused']:>9,}{ended:>10}"
        print(f"{case:30}{cells}")
    print("(a refusal learnt from is retried once, after compacting: refused = retries there)")
    print()


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
    parser.add_argument("--only-unknown", action="store_true", help="only the unknown-window case")
    args = parser.parse_args()
    windows = args.window or [128_000, 32_000]
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        workspace = root / "ws"
        workspace.mkdir()
        line = "2026-11-25 12:00:00 INFO worker processed a batch of records without errors\n"
        body = (line * (FILE_BYTES // len(line) + 1))[:FILE_BYTES]
        for i in range(args.steps * 2):
            (workspace / f"big-{i}.txt").write_text(body)
        for window in windows:
            unknown = {
                case: asyncio.run(unknown_run(root, steps=args.steps, window=window, case=case))
                for case in UNKNOWN_CASES
            }
            report_unknown(args.steps, window, unknown)
        if args.only_unknown:
            return
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
