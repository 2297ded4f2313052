"""What the scheduler agent costs while it waits: its resident memory and CPU time over a measured period,
against a bare `python -c 'import time; time.sleep(...)'` measured the same way in the same run.

    python bench/schedule.py                 # 20 s
    python bench/schedule.py --seconds 600   # the 10-minute figure

The agent serves a data folder with one job whose next slot is hours away, with its ordinary tick (30 s),
so the period covers its idle wakes. Linux only (reads /proc).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

CLOCK_TICKS = os.sysconf("SC_CLK_TCK")
SETTLE_S = 3.0


@dataclass(frozen=True)
class Cost:
    rss_kib: int
    cpu_s: float
    seconds: float


def _cpu(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / CLOCK_TICKS  # utime + stime


def _rss(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def measure(commands: list[list[str]], seconds: float, env: dict[str, str]) -> list[Cost]:
    """Start them side by side, let them settle (start-up is not idle), then measure each one's CPU over
    the same `seconds`, and its RSS at the end."""
    processes = [
        subprocess.Popen(command, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                         stderr=subprocess.DEVNULL)
        for command in commands
    ]  # fmt: skip
    try:
        time.sleep(SETTLE_S)
        for process, command in zip(processes, commands, strict=True):
            if process.poll() is not None:
                raise SystemExit(f"{command[:5]} ended early with {process.returncode}")
        before, started = [_cpu(p.pid) for p in processes], time.monotonic()
        time.sleep(seconds)
        elapsed = time.monotonic() - started
        return [Cost(_rss(p.pid), _cpu(p.pid) - b, elapsed) for p, b in zip(processes, before, strict=True)]
    finally:
        for process in processes:
            process.terminate()
            process.wait(timeout=10)


def _data_folder(root: Path, env: dict[str, str]) -> Path:
    data = root / "data"
    later = time.strftime("%H:%M", time.localtime(time.time() + 6 * 3600))
    subprocess.run(
        [sys.executable, "-m", "desktop_agent", "schedule", "add", "Bench", "--every", f"daily {later}",
         "--prompt", "x", "--workspace", str(root), "--provider", "vllm", "--model", "m", "--base-url",
         "http://127.0.0.1:9/v1", "--data-dir", str(data)],
        env={**env, "DESKTOP_AGENT_SCHEDULER": "none"}, check=True, capture_output=True, timeout=120,
    )  # fmt: skip
    return data


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--seconds", type=float, default=20.0, help="measured period per process (20)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="da-bench-schedule-") as folder:
        root = Path(folder)
        env = {**os.environ, "HOME": str(root), "XDG_CONFIG_HOME": str(root), "XDG_DATA_HOME": str(root)}
        data = _data_folder(root, env)
        total = args.seconds + SETTLE_S + 5
        sleeper = [sys.executable, "-c", f"import time; time.sleep({total})"]
        agent_command = [sys.executable, "-m", "desktop_agent", "schedule", "agent", "--data-dir", str(data)]
        baseline, agent = measure([sleeper, agent_command], args.seconds, env)
    print(f"measured side by side over {args.seconds:.0f} s (after {SETTLE_S:.0f} s to settle):")
    for name, cost in (("bare python sleep (baseline)", baseline), ("scheduler agent", agent)):
        share = 100 * cost.cpu_s / cost.seconds
        print(f"  {name:<30} RSS {cost.rss_kib / 1024:6.1f} MiB   CPU {cost.cpu_s:6.3f} s ({share:.3f} %)")
    print(f"  agent - baseline: RSS +{(agent.rss_kib - baseline.rss_kib) / 1024:.1f} MiB, "
          f"CPU +{agent.cpu_s - baseline.cpu_s:.3f} s")  # fmt: skip


if __name__ == "__main__":
    main()
