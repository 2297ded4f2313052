"""Loop overhead per step against the scripted server, next to a same-run baseline.

Measured: a whole multi-step tool turn through AgentService (request building, streaming into parts,
events, tool calls, results, history).
Baseline: the bare official SDK sends exactly the same request bodies (captured from the turn) to the
same server and reads the same streams, with nothing of ours around it.
Overhead per step = (turn time - baseline time) / steps: the server's and the SDK's own costs cancel out.

Run: .venv/bin/python bench/loop_overhead.py [--steps 40] [--repeats 5]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import anthropic
import openai

from desktop_agent.agent.service import AgentService
from tests.helpers.agent_harness import API_KEY, default_tools, fast_settings, provider_for
from tests.helpers.fake_llm_server import (
    Reply,
    ScriptedLLMServer,
    anthropic_text,
    anthropic_tool_use,
    openai_text,
    openai_tool_calls,
)


def script(wire: str, steps: int) -> list[Reply]:
    text = "Here is what I found in the folder, summarised in a few sentences. " * 4
    # Different files in turn: the same call three times in a row would (rightly) pause the turn.
    calls = [(f"c{i}", "read_file", f'{{"path": "{"abc"[i % 3]}.txt"}}') for i in range(steps - 1)]
    if wire == "openai":
        return [*(openai_tool_calls([c], text="Looking.") for c in calls), openai_text(text)]
    return [*(anthropic_tool_use([c], text="Looking.") for c in calls), anthropic_text(text)]


async def turn(server: ScriptedLLMServer, wire: str, steps: int, workspace: Path) -> float:
    service = AgentService(settings=fast_settings(), tools_for_workspace=default_tools)
    provider = provider_for(server, wire)  # type: ignore[arg-type]
    warm = service.new_session(agent="build", provider=wire, model="test-model", workspace=workspace)
    server.script(*script(wire, 1))
    async for _ in service.start_turn(warm, "hi", provider).events():
        pass
    session = service.new_session(agent="build", provider=wire, model="test-model", workspace=workspace)
    server.script(*script(wire, steps))
    started = time.perf_counter()
    run = service.start_turn(session, "look around", provider, max_steps=steps + 1)
    async for _ in run.events():
        pass
    elapsed = time.perf_counter() - started
    final = await run.wait()
    assert final.type == "run_finished" and final.steps == steps, final
    await service.shutdown()
    await provider.aclose()
    return elapsed


async def bare_sdk(server: ScriptedLLMServer, wire: str, bodies: list[dict[str, Any]]) -> float:
    """The same requests through the bare SDK client: create the stream and read every event."""
    client: Any
    if wire == "openai":
        client = openai.AsyncOpenAI(api_key=API_KEY, base_url=server.openai_base_url, max_retries=0)
        create = client.chat.completions.create
    else:
        client = anthropic.AsyncAnthropic(api_key=API_KEY, base_url=server.anthropic_base_url, max_retries=0)
        create = client.messages.create
    server.script(*script(wire, 1))
    async with await create(**bodies[0]) as warm:  # connection and first-use costs outside the timing
        async for _ in warm:
            pass
    server.script(*script(wire, len(bodies)))
    started = time.perf_counter()
    for body in bodies:
        async with await create(**body) as stream:
            async for _ in stream:
                pass
    elapsed = time.perf_counter() - started
    await client.close()
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--steps", type=int, default=40)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp, ScriptedLLMServer() as server:
        workspace = Path(tmp)
        for name in ("a.txt", "b.txt", "c.txt"):
            (workspace / name).write_text("x\n")
        print(f"loop overhead per step, {args.steps}-step tool turns, median of {args.repeats} runs")
        for wire in ("openai", "anthropic"):
            base, full = [], []
            for _ in range(args.repeats):
                full.append(asyncio.run(turn(server, wire, args.steps, workspace)))
                bodies = [r.body for r in server.requests[-args.steps :] if r.body is not None]
                base.append(asyncio.run(bare_sdk(server, wire, bodies)))
            b, f = statistics.median(base) / args.steps * 1000, statistics.median(full) / args.steps * 1000
            print(
                f"  {wire:<9} bare SDK, same requests {b:6.2f} ms/step | whole loop {f:6.2f} ms/step"
                f" | overhead {f - b:5.2f} ms/step ({f / b:4.2f}x)"
            )


if __name__ == "__main__":
    main()
