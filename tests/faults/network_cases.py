"""Network faults through the real SDKs against the scripted server: what each costs in requests.

One table, used by `test_network.py` (each case run once, both wires where the fault exists on both) and by
`bench/faults_report.py` (the request counts against the expected ones). The replies are those of the
provider tests (`tests/providers/test_errors.py`, `tests/providers/test_misbehaviour.py`), reused.
"""

from __future__ import annotations

import asyncio
import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import cast

from desktop_agent.agent.run import Run
from desktop_agent.domain.errors import ErrorKind
from desktop_agent.domain.events import AgentEvent, RunFinished, StopReason
from tests.helpers.agent_harness import API_KEY, TurnResult, Wire, fast_settings, run_turn, run_turn_async
from tests.helpers.fake_llm_server import (
    Reply,
    ScriptedLLMServer,
    StreamReply,
    anthropic_error,
    anthropic_text,
    openai_error,
    openai_text,
)
from tests.providers.test_errors import CASES, Endpoint, closed_port
from tests.providers.test_misbehaviour import TEXT, cut_after_text

OK = "ok"


def _error_case(case_id: str) -> Reply:
    return next(c.reply for c in CASES if c.id == case_id)


def _text(wire: Wire, text: str = "Back again.") -> StreamReply:
    return openai_text(text) if wire == "openai" else anthropic_text(text)


def _without_final_event(wire: Wire) -> StreamReply:
    reply = openai_text(TEXT, piece=4) if wire == "openai" else anthropic_text(TEXT, piece=4)
    dropped = 3 if wire == "openai" else 2  # no finish/usage/[DONE]; no message_delta/message_stop
    return replace(reply, items=reply.items[:-dropped], ending="close")


def _limited(wire: Wire) -> Reply:
    headers = {"retry-after": "0.2"}
    if wire == "openai":
        return openai_error(429, "Rate limit reached.", code="rate_limit_exceeded", headers=headers)
    return anthropic_error(429, "rate_limit_error", "Rate limited.", headers=headers)


@dataclass(frozen=True)
class NetworkFault:
    id: str
    wire: Wire
    replies: tuple[Reply, ...]
    expected_requests: int
    outcome: str  # OK, or the ErrorKind's value the turn must fail with
    listening: bool = True  # False: nothing listens on the port
    min_elapsed_s: float = 0.0  # e.g. the Retry-After wait
    notes: tuple[str, ...] = field(default=())


def network_faults() -> list[NetworkFault]:
    faults: list[NetworkFault] = []
    wires: list[Wire] = ["openai", "anthropic"]
    for w in wires:
        faults += [
            NetworkFault(f"{w}-nothing-listening", w, (), 0, ErrorKind.SERVER_NOT_RUNNING.value, False),
            NetworkFault(f"{w}-503-then-ok", w, (_error_case(f"{w}-503"), _text(w)), 2, OK),
            NetworkFault(f"{w}-429-retry-after", w, (_limited(w), _text(w)), 2, OK, min_elapsed_s=0.2),
            NetworkFault(f"{w}-401", w, (_error_case(f"{w}-401-echoes-key"),), 1, ErrorKind.AUTH.value),
            NetworkFault(
                f"{w}-reset-mid-stream",
                w,
                (cut_after_text(w, ending="reset"),),
                1,
                ErrorKind.STREAM_BROKEN.value,
            ),
            NetworkFault(
                f"{w}-close-without-final-event",
                w,
                (_without_final_event(w),),
                1,
                ErrorKind.STREAM_BROKEN.value,
            ),
        ]
    faults += [
        NetworkFault(
            "openai-429-quota", "openai", (_error_case("openai-429-insufficient-quota"),), 1,
            ErrorKind.QUOTA_EXHAUSTED.value,
        ),
        # Anthropic says an empty balance with 402/400 billing errors, not a 429.
        NetworkFault(
            "anthropic-402-billing", "anthropic", (_error_case("anthropic-402-billing"),), 1,
            ErrorKind.QUOTA_EXHAUSTED.value,
        ),
    ]  # fmt: skip
    return faults


@dataclass(frozen=True)
class FaultOutcome:
    requests: int
    outcome: str
    elapsed_s: float
    shown: str  # everything the person is shown of the turn's end and its retries


def run_fault(fault: NetworkFault, workspace: Path) -> FaultOutcome:
    """One turn against the fault; `max_retries=2` as the app's default policy allows."""
    with ScriptedLLMServer() as server:
        server.script(*fault.replies)
        target = server if fault.listening else cast(ScriptedLLMServer, Endpoint(closed_port()))
        started = time.monotonic()
        result: TurnResult = run_turn(
            target, fault.wire, "hi", workspace, settings=fast_settings(max_retries=2)
        )
        elapsed = time.monotonic() - started
        requests = len([r for r in server.requests if r.method == "POST"])
        assert server.unexpected == [], server.unexpected
    final = result.final
    if isinstance(final, RunFinished):
        outcome = OK if final.stop_reason is StopReason.END else final.stop_reason.value
    else:
        outcome = final.error.kind.value
    return FaultOutcome(requests, outcome, elapsed, repr(result.events))


# ---- Stop while the stream only pings ----


async def _stop_once(server: ScriptedLLMServer, wire: Wire, workspace: Path, delay_s: float) -> float:
    """Start a turn whose stream only pings, Stop `delay_s` after the request arrived; the seconds from
    Stop to the run's final event."""
    stall = StreamReply(items=[], ending="stall", stall_s=30.0, ping_every=0.05, wire=wire)
    server.script(stall)
    runs: list[Run] = []
    moments: dict[str, float] = {}
    before = len(server.requests)

    def on_event(event: AgentEvent, run: Run) -> bool:
        if not runs:
            runs.append(run)
        if isinstance(event, RunFinished):
            moments["final"] = time.monotonic()
        return False

    async def stop_later() -> None:
        await asyncio.to_thread(server.wait_for_requests, before + 1, 10.0)
        await asyncio.sleep(delay_s)
        moments["stop"] = time.monotonic()
        runs[0].cancel()

    stopper = asyncio.create_task(stop_later())
    # A 1 s stall limit: pings keep the stream alive (each one starts the limit again).
    result = await run_turn_async(
        server, wire, "hi", workspace, settings=fast_settings(stall_timeout_s=1.0), on_event=on_event
    )
    await stopper
    assert isinstance(result.final, RunFinished) and result.final.stop_reason is StopReason.CANCELLED, (
        result.final
    )
    return moments["final"] - moments["stop"]


def stop_latencies(wire: Wire, workspace: Path, delays: Sequence[float]) -> list[float]:
    with ScriptedLLMServer() as server:
        return [asyncio.run(_stop_once(server, wire, workspace, d)) for d in delays]


def p95(values: Sequence[float]) -> float:
    if len(values) < 2:
        return max(values, default=0.0)
    return statistics.quantiles(values, n=20, method="inclusive")[-1]


__all__ = ["API_KEY", "OK", "FaultOutcome", "NetworkFault", "network_faults", "p95", "run_fault"]
