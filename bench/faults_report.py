"""Fault report: the fault suite's figures, with larger repetition counts than CI runs.

- Cases: `pytest tests/faults` run once (as CI runs it): run, passed, failed, expected failures (a known
  fault, reported), skipped.
- Kill cycles: SIGKILL of `desktop-agent chat` at random moments of streamed tool turns (the crash-safety
  lanes of tests/e2e/test_crash_safety.py): cycles, integrity failures, committed messages lost, and the
  most streamed text lost to a crash (how long before the kill the first character not kept had been sent).
- Canary: the provider's key (in the keyring and the environment) found anywhere but the model provider's
  Authorization header, over the prompt-injection cases (page, file, MCP result; all calls denied, and an
  approved fetch).
- Orphans: processes left after a command that never ends (children, a subshell's child, a setsid child),
  through the sandbox in use, repeated; and without a sandbox (the setsid child found by its parent).
- Stop latency while the stream only pings, both wires: p50 / p95 / max.
- Network faults: requests made per fault against the expected count, and the outcome.

Figures, not a pass/fail test. Run:
    .venv/bin/python bench/faults_report.py [--kills 60] [--stop-trials 20] [--orphan-runs 5] [--skip-pytest]
"""

from __future__ import annotations

import argparse
import functools
import os
import random
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from desktop_agent.tools.sandbox import NoSandbox  # noqa: E402
from desktop_agent.tools.shell import RunCommandTool  # noqa: E402
from desktop_agent.tools.workspace import Workspace  # noqa: E402
from tests.faults.procs import end_all, left_after  # noqa: E402
from tests.helpers.agent_harness import Wire  # noqa: E402


def pytest_cases(kills: int) -> tuple[dict[str, int], float, list[str]]:
    with tempfile.TemporaryDirectory() as tmp:
        junit = Path(tmp) / "faults.xml"
        env = {**os.environ, "DA_FAULT_KILLS": str(kills)}
        started = time.monotonic()
        done = subprocess.run(
            [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-rxX", f"--junitxml={junit}",
             "tests/faults"],
            cwd=REPO, env=env, capture_output=True, text=True, check=False,
        )  # fmt: skip
        elapsed = time.monotonic() - started
        counts = {"run": 0, "passed": 0, "failed": 0, "xfailed": 0, "skipped": 0}
        failed: list[str] = []
        for case in ET.parse(junit).getroot().iter("testcase"):
            counts["run"] += 1
            name = f"{case.get('classname')}::{case.get('name')}"
            skipped = case.find("skipped")
            if case.find("failure") is not None or case.find("error") is not None:
                counts["failed"] += 1
                failed.append(name)
            elif skipped is not None:
                kind = "xfailed" if skipped.get("type") == "pytest.xfail" else "skipped"
                counts[kind] += 1
            else:
                counts["passed"] += 1
    if done.returncode not in (0, 1):
        print(done.stdout[-3000:], done.stderr[-3000:])
    return counts, elapsed, failed


def kill_cycles(kills: int) -> None:
    from tests.e2e.test_crash_safety import CrashServer, make_crash_env
    from tests.faults.test_storage import run_kill_cycles

    with tempfile.TemporaryDirectory() as tmp, CrashServer() as server:
        env = make_crash_env(Path(tmp), server)
        started = time.monotonic()
        try:
            records = run_kill_cycles(env, kills, lanes=2)
            problem = ""
        except AssertionError as exc:  # a check after a kill failed: integrity, a lost message, a re-run
            records, problem = [], str(exc).splitlines()[0][:300]
        elapsed = time.monotonic() - started
    lost = [r.lost_after for r in records if r.lost_after is not None]
    partial = sum(r.partial for r in records)
    print(f"Kill cycles: {len(records)} of {kills} in {elapsed:.0f} s (2 lanes)")
    failures = 0 if not problem else 1
    print(f"  integrity failures: {failures}; committed messages lost: {0 if not problem else '?'}")
    if problem:
        print(f"  FAILED after a kill: {problem}")
    print(f"  kills that left a partial answer: {partial}; calls asked again after a restart: 0")
    print(f"  most streamed text lost to a crash: {max(lost, default=0.0) * 1000:.0f} ms before the kill "
          "(flushes every 250 ms)")  # fmt: skip


def canary_hits() -> None:
    import pytest

    from desktop_agent.tools.web import FetchUrlTool
    from tests.faults import test_injection as inj

    hits: list[str] = []
    leaked = 0
    cases = 0
    with pytest.MonkeyPatch.context() as patch:  # as the test's allow_loopback_fetch fixture does
        loopback = functools.partial(FetchUrlTool, allowed_networks=["127.0.0.0/8"])
        patch.setattr("desktop_agent.tools.builtin.FetchUrlTool", loopback)
        patch.setenv("DA_FAULT_CANARY", inj.CANARY)
        patch.setenv("OPENAI_API_KEY", inj.CANARY)
        sources: list[inj.Source] = ["web", "file", "mcp"]
        for source in sources:
            with tempfile.TemporaryDirectory() as tmp:
                outcome, web, attacker = inj.run_injection(Path(tmp), source, approve=False)
                hits += inj.canary_hits(outcome, web, attacker)
                leaked += len(attacker.requests)
                cases += 1
        with tempfile.TemporaryDirectory() as tmp:
            outcome, web, attacker = inj.run_injection(Path(tmp), "web", approve=True, obey=inj.leak_only)
            hits += inj.canary_hits(outcome, web, attacker)
            cases += 1
    print(f"Canary: {len(hits)} hits over {cases} injection turns {hits or ''}")
    print(f"  requests reaching the attacker without an approval: {leaked}")


def orphans(runs: int) -> None:
    from tests.tools.helpers import run

    def once(confined: bool) -> int:
        with tempfile.TemporaryDirectory() as tmp:
            n = 7_200_000 + random.randrange(1_000_000)
            script = (
                f"sleep {n} & (sleep {n + 1} &) ; setsid sleep {n + 2} >/dev/null 2>&1 & while :; do :; done"
            )
            tool = RunCommandTool(Workspace(Path(tmp)), sandbox=None if confined else NoSandbox("report"))
            run(tool, Path(tmp), command=["sh", "-c", script], timeout=0.5)
            left = [pid for k in range(3) for pid in left_after(f"sleep {n + k}", 1.5)]
            end_all(left)
            return len(left)

    sandboxed = sum(once(True) for _ in range(runs))
    bare = sum(once(False) for _ in range(runs))
    print(f"Orphan processes after a command that never ends: {sandboxed} over {runs} runs (sandboxed)")
    print(f"  without a sandbox: {bare} over {runs} runs (a setsid child is ended by pid)")


def stop_latency(trials: int) -> None:
    from tests.faults.network_cases import p95, stop_latencies

    with tempfile.TemporaryDirectory() as tmp:
        wires: list[Wire] = ["openai", "anthropic"]
        for wire in wires:
            delays = [0.05 + random.random() * 0.9 for _ in range(trials)]
            got = sorted(stop_latencies(wire, Path(tmp), delays))
            print(f"Stop latency, pings only, {wire:<9}: p50 {got[len(got) // 2] * 1000:.0f} ms, "
                  f"p95 {p95(got) * 1000:.0f} ms, max {got[-1] * 1000:.0f} ms ({trials} stops)")  # fmt: skip


def network() -> None:
    from tests.faults.network_cases import network_faults, run_fault

    print("Network faults: requests (expected) outcome")
    with tempfile.TemporaryDirectory() as tmp:
        for fault in network_faults():
            got = run_fault(fault, Path(tmp))
            mark = (
                "ok"
                if (got.requests, got.outcome) == (fault.expected_requests, fault.outcome)
                else "MISMATCH"
            )
            print(f"  {fault.id:<36} {got.requests} ({fault.expected_requests})  {got.outcome:<18} {mark}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=60)
    parser.add_argument("--stop-trials", type=int, default=20)
    parser.add_argument("--orphan-runs", type=int, default=5)
    parser.add_argument("--skip-pytest", action="store_true")
    args = parser.parse_args()
    if not args.skip_pytest:
        counts, elapsed, failed = pytest_cases(int(os.environ.get("DA_FAULT_KILLS", "5")))
        print(
            f"Cases (pytest tests/faults, {elapsed:.0f} s): {counts['run']} run, {counts['passed']} passed, "
            f"{counts['failed']} failed, {counts['xfailed']} expected failures (known faults), "
            f"{counts['skipped']} skipped"
        )
        for name in failed:
            print(f"  FAILED {name}")
    network()
    stop_latency(args.stop_trials)
    orphans(args.orphan_runs)
    canary_hits()
    kill_cycles(args.kills)


if __name__ == "__main__":
    main()
