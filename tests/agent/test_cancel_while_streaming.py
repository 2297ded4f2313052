"""Stop (and closing the window, which stops every run) always stops a streaming answer.

Python 3.11's `asyncio.wait_for` returns the inner result instead of raising when the task is cancelled in
the instant the inner awaitable has finished (fixed in 3.12): a stall timeout wrapped that way around each
chunk lost the Stop now and then, and the answer ran on to its end.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

from desktop_agent.agent.service import AgentService
from desktop_agent.domain.events import PartDelta, RunFinished, StopReason
from desktop_agent.domain.messages import FinishReason, TextPart, Usage
from desktop_agent.domain.stream import (
    FinishChunk,
    PartDeltaChunk,
    PartEndChunk,
    PartStartChunk,
    StreamChunk,
    UsageChunk,
)
from desktop_agent.providers.base import ModelRequest
from tests.helpers.agent_harness import default_tools, fast_settings

DELTAS = 3_000
TRIALS = 40


class FastModel:
    """Streams a long answer as fast as the loop takes it (every chunk is ready at once)."""

    name = "openai"
    label = "Fast model"
    local = False

    async def stream(self, request: ModelRequest) -> AsyncIterator[StreamChunk]:
        yield PartStartChunk(0, "text")
        for _ in range(DELTAS):
            await asyncio.sleep(0)
            yield PartDeltaChunk(0, "text", "word ")
        yield PartEndChunk(0, TextPart("word " * DELTAS))
        yield UsageChunk(Usage(1, DELTAS))
        yield FinishChunk(FinishReason.END)

    async def list_models(self) -> list[str]:
        return ["fast"]

    async def context_window(self, model: str) -> int | None:
        return None

    async def aclose(self) -> None:
        return None


async def stop_after(steps: int, workspace: Path) -> tuple[object, int]:
    """Stop the run `steps` turns of the event loop after its first text arrived (wherever it is then)."""
    service = AgentService(settings=fast_settings(), tools_for_workspace=default_tools)
    session = service.new_session(agent="build", provider="openai", model="fast", workspace=workspace)
    run = service.start_turn(session, "hi", FastModel())
    seen = 0
    first_text = asyncio.Event()

    async def press_stop() -> None:
        await first_text.wait()
        for _ in range(steps):
            await asyncio.sleep(0)
        run.cancel()

    stopper = asyncio.create_task(press_stop())
    try:
        async for event in run.events():
            if isinstance(event, PartDelta):
                seen += 1
                first_text.set()
        return await run.wait(), seen
    finally:
        stopper.cancel()
        await service.shutdown()


def test_stop_always_stops_a_streaming_answer(tmp_path: Path) -> None:
    async def trials() -> list[tuple[int, object, int]]:
        results = []
        for trial in range(TRIALS):
            final, seen = await stop_after(trial % 20, tmp_path)
            results.append((trial, final, seen))
        return results

    for trial, final, seen in asyncio.run(trials()):
        assert isinstance(final, RunFinished), final
        assert final.stop_reason is StopReason.CANCELLED, f"trial {trial}: ran on to the end ({seen} deltas)"
        assert seen < DELTAS
