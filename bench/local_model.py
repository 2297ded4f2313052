"""What the agent's prompt costs a local model, and how long the first word takes, on a real llama.cpp
server (llama.cpp's C++ server from the `xllamacpp` wheel) serving SmolLM2-135M-Instruct Q4_1 on this CPU.

1. Prompt tokens per profile (build, plan, chat): the instructions and tool descriptions the app sends with
   one short message, in full and in the compact form a small context window gets (`agent.prompt_budget`),
   rendered by a ChatML template that includes tools (bench/chatml_tools.jinja; SmolLM2's own template
   drops them) and counted by the server's own tokenizer (`/apply-template`, then `/tokenize`). The full
   prompt is the baseline of the same run: compact/full is printed as a ratio.
2. Time to first token: the app's OpenAI-compatible adapter streams the same requests to the server,
   `--repeats` times each, a fresh first line every time (no prompt cache), and the time from the request
   to the first word is printed (median and range), next to the server's own prompt-reading time.

Run: .venv/bin/python bench/local_model.py [--repeats 5] [--ctx 8192]   (about a minute)
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from desktop_agent.agent.profiles import BUILT_IN_PROFILES
from desktop_agent.agent.prompt_budget import compact_spec
from desktop_agent.agent.service import tools_for_profile
from desktop_agent.core.app_core import open_core
from desktop_agent.core.keys import MemorySecretStore
from desktop_agent.core.settings import Settings
from desktop_agent.domain.messages import Message, TextPart
from desktop_agent.domain.stream import PartDeltaChunk
from desktop_agent.domain.tools import ToolSpec
from desktop_agent.providers.base import ModelRequest
from desktop_agent.providers.factory import create_provider
from desktop_agent.providers.presets import get_preset
from tests.helpers.app_core import test_paths
from tests.helpers.llama_server import LlamaServer, available

TEMPLATE = Path(__file__).resolve().parent / "chatml_tools.jinja"
MESSAGE = "What is in notes.txt?"


def post(url: str, body: dict[str, Any]) -> Any:
    request = urllib.request.Request(url, json.dumps(body).encode(), {"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=60) as response:
        return json.loads(response.read())


def tools_for(profile: str, workspace: Path) -> list[ToolSpec]:
    """The tools the app offers this profile, as the agent service chooses them."""
    core = open_core(
        test_paths(workspace / ".app"),
        settings=Settings(),
        secrets=MemorySecretStore({}),
        logging_to_file=False,
    )
    try:
        tools = tools_for_profile(BUILT_IN_PROFILES[profile], core.tools_for_workspace(workspace))
        return list(tools.specs())
    finally:
        core.close()


def wire_tools(specs: list[ToolSpec]) -> list[dict[str, Any]]:
    return [
        {
            "type": "function",
            "function": {"name": t.name, "description": t.description, "parameters": t.parameters},
        }
        for t in specs
    ]


def count(root: str, system: str, specs: list[ToolSpec]) -> int:
    messages = [{"role": "system", "content": system}, {"role": "user", "content": MESSAGE}]
    body: dict[str, Any] = {"messages": messages}
    if specs:
        body["tools"] = wire_tools(specs)
    prompt = post(f"{root}/apply-template", body)["prompt"]
    return len(post(f"{root}/tokenize", {"content": prompt})["tokens"])


async def first_word_s(base_url: str, system: str, specs: list[ToolSpec], nonce: int) -> float:
    provider = create_provider(get_preset("llamacpp"), api_key=None, base_url=base_url)
    request = ModelRequest(
        model="smollm2",
        system=f"[{nonce}] {system}",  # a new first line: the server's prompt cache cannot help
        messages=[Message(role="user", parts=[TextPart(MESSAGE)])],
        tools=specs,
        max_tokens=8,
    )
    try:
        started = time.perf_counter()
        async for chunk in provider.stream(request):
            if isinstance(chunk, PartDeltaChunk):
                return time.perf_counter() - started
        return float("nan")
    finally:
        await provider.aclose()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--ctx", type=int, default=8192)
    args = parser.parse_args()
    if (why := available()) is not None:
        sys.exit(why)
    workspace = Path(tempfile.mkdtemp())
    with LlamaServer(ctx=args.ctx, template=TEMPLATE) as server:
        root = server.base_url.removesuffix("/v1")
        print(f"llama.cpp server (xllamacpp), SmolLM2-135M-Instruct Q4_1, context {args.ctx}, 2 threads\n")
        heading = f"{'profile':<8} {'full':>7} {'compact':>8} {'ratio':>6}"
        print(f"{heading}   first word, full / compact (median, range)")
        for name, profile in BUILT_IN_PROFILES.items():
            specs = tools_for(name, workspace)
            full_system = profile.system_for(str(workspace))
            small_system = profile.compact_system_for(str(workspace))
            small_specs = [compact_spec(t) for t in specs]
            full, small = count(root, full_system, specs), count(root, small_system, small_specs)
            timings: dict[str, list[float]] = {"full": [], "compact": []}
            for i in range(args.repeats):
                timings["full"].append(asyncio.run(first_word_s(server.base_url, full_system, specs, 2 * i)))
                timings["compact"].append(
                    asyncio.run(first_word_s(server.base_url, small_system, small_specs, 2 * i + 1))
                )
            shown = " / ".join(
                f"{statistics.median(t):.2f} s ({min(t):.2f}-{max(t):.2f})" for t in timings.values()
            )
            print(f"{name:<8} {full:>7,} {small:>8,} {small / full:>6.2f}   {shown}")


if __name__ == "__main__":
    main()
