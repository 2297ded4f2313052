"""Network faults: request counts per fault, Stop while only pings arrive, a 20 MB answer.

Covered elsewhere (not repeated here): the 401 key shown nowhere — stdout, stderr, the log file and every
file of the data folder, both wires, through the CLI — `tests/e2e/test_cli_chat.py::
test_auth_failure_never_leaks_the_key`; every error kind's wording `tests/providers/test_errors.py`;
malformed chunks and cut-off tool calls `tests/providers/test_misbehaviour.py`.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from dataclasses import replace
from pathlib import Path

import pytest

from desktop_agent.storage.store import HistoryStore
from tests.e2e.test_cli_chat import Cli, provider_args
from tests.faults.network_cases import API_KEY, NetworkFault, network_faults, p95, run_fault, stop_latencies
from tests.faults.procs import rss_kib
from tests.helpers.agent_harness import Wire
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text

STOP_TRIALS = int(os.environ.get("DA_FAULT_STOP_TRIALS", "4"))
STOP_LIMIT_S = 0.5
BIG_ANSWER_BYTES = 20 * 1024 * 1024
BIG_PIECE = 16 * 1024
RSS_GROWTH_LIMIT_MIB = 200  # the answer is kept whole (stored, and as the turn's text): a few copies, not 10+


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    ws = tmp_path / "ws"
    ws.mkdir()
    return ws


@pytest.mark.parametrize("fault", [pytest.param(f, id=f.id) for f in network_faults()])
def test_request_count_and_outcome_per_fault(fault: NetworkFault, workspace: Path) -> None:
    got = run_fault(fault, workspace)

    assert got.requests == fault.expected_requests, f"{fault.id}: {got.requests} requests"
    assert got.outcome == fault.outcome, f"{fault.id}: {got.outcome}"
    assert got.elapsed_s >= fault.min_elapsed_s
    assert API_KEY not in got.shown, "the key is in an event the person is shown"


@pytest.mark.parametrize("wire", ["openai", "anthropic"])
def test_stop_works_at_any_time_while_only_pings_arrive(wire: Wire, workspace: Path) -> None:
    delays = [0.05 + i * 0.45 / max(STOP_TRIALS - 1, 1) for i in range(STOP_TRIALS)]

    latencies = stop_latencies(wire, workspace, delays)

    assert p95(latencies) < STOP_LIMIT_S, [f"{s:.3f}" for s in latencies]


@pytest.mark.slow
@pytest.mark.timeout(120)
def test_a_20_mb_answer_streamed_fast_finishes_with_bounded_memory(
    cli: Cli, llm_server: ScriptedLLMServer
) -> None:
    line = "All work and no play makes a long answer. " * 8 + "\n"
    text = (line * (BIG_ANSWER_BYTES // len(line) + 1))[:BIG_ANSWER_BYTES]
    llm_server.script(replace(openai_text(text, piece=BIG_PIECE), interval=0.0))
    out = cli.root / "answer.out"
    argv = [sys.executable, "-m", "desktop_agent", *cli.chat_args(*provider_args(llm_server, "openai"), "Go")]
    peak = {"rss": 0, "at_request": 0}

    with out.open("wb") as sink:
        proc = subprocess.Popen(
            argv, stdin=subprocess.DEVNULL, stdout=sink, stderr=subprocess.PIPE, env=cli.env, cwd=cli.cwd
        )

        def sample() -> None:
            while proc.poll() is None:
                peak["rss"] = max(peak["rss"], rss_kib(proc.pid))
                if not peak["at_request"] and llm_server.requests:
                    peak["at_request"] = rss_kib(proc.pid)
                time.sleep(0.01)

        sampler = threading.Thread(target=sample, daemon=True)
        sampler.start()
        try:
            _, err = proc.communicate(timeout=100)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
        sampler.join(5)

    assert proc.returncode == 0, err.decode(errors="replace")[-2000:]
    assert out.read_text(encoding="utf-8").rstrip("\n") == text.rstrip("\n")
    growth_mib = (peak["rss"] - peak["at_request"]) / 1024
    at_request, top = peak["at_request"] / 1024, peak["rss"] / 1024
    print(f"\n20 MB answer: RSS {at_request:.0f} MiB at the request, peak {top:.0f} MiB")
    assert peak["at_request"] > 0
    assert growth_mib < RSS_GROWTH_LIMIT_MIB, f"RSS grew {growth_mib:.0f} MiB for a 20 MB answer"
    store = HistoryStore.open(cli.data_dir / "history.sqlite3")
    try:
        sessions = store.call(lambda repo: repo.list_sessions(include_archived=True))
        (session,) = sessions
        messages = store.call(lambda repo: repo.load_messages(session.id))
    finally:
        store.close()
    assert messages[-1].status == "complete"
    assert messages[-1].text == text
