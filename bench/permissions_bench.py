"""What a permission decision costs per tool call, next to baselines measured in the same run.

- `PermissionPolicy.decide` for a path, a compound shell command and a URL, against the naive policy
  it replaced (one `fnmatch` of the whole subject per rule: fast, and wrong for `git status; rm -rf ~`).
- `PermissionStore.grants_for` with 200 saved grants (the file unchanged since the last read), against
  `json.loads` of the same file; `add` (atomic write with fsync) against a plain `write_text`.

Run: .venv/bin/python bench/permissions_bench.py [--repeats 7]
"""

from __future__ import annotations

import argparse
import fnmatch
import json
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from desktop_agent.agent.policy import Action, PermissionPolicy, Rule
from desktop_agent.domain.tools import ToolSpec
from desktop_agent.storage.permissions import Grant, PermissionStore

SHELL = ToolSpec("shell", "Run a command.", side_effects=True, subject_kind="command")
WRITE = ToolSpec("write_file", "Write a file.", side_effects=True, subject_kind="path")
FETCH = ToolSpec("fetch", "Fetch a URL.", side_effects=False, subject_kind="url")
RULES = [
    *(Rule("shell", Action.ALLOW, p) for p in ("git status", "ls *", "echo *", "git log *", "npm test")),
    Rule("shell", Action.DENY, "rm *"),
    Rule("write_file", Action.ALLOW, "src/**"),
    Rule("write_file", Action.DENY, "src/generated/**"),
    Rule("fetch", Action.ALLOW, "*.python.org"),
]
CASES = [
    (SHELL, "git status && ls -la | echo done"),
    (WRITE, "src/app/main.py"),
    (FETCH, "https://docs.python.org/3/library/shlex.html"),
]


def naive_decide(spec: ToolSpec, subject: str) -> Action:
    action = Action.ASK if spec.side_effects else Action.ALLOW
    for rule in RULES:
        if fnmatch.fnmatchcase(spec.name, rule.tool) and (
            rule.pattern is None or fnmatch.fnmatchcase(subject, rule.pattern)
        ):
            action = rule.action
    return action


def per_call_us(fn: Callable[[], object], n: int, repeats: int) -> float:
    runs = []
    for _ in range(repeats):
        started = time.perf_counter()
        for _ in range(n):
            fn()
        runs.append((time.perf_counter() - started) / n * 1e6)
    return statistics.median(runs)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeats", type=int, default=7)
    repeats = parser.parse_args().repeats
    policy = PermissionPolicy(RULES)
    print("decide(), median µs per call:")
    for spec, subject in CASES:
        ours = per_call_us(lambda: policy.decide(spec, subject), 2000, repeats)  # noqa: B023
        base = per_call_us(lambda: naive_decide(spec, subject), 2000, repeats)  # noqa: B023
        print(f"  {spec.subject_kind:8} {ours:8.1f} µs | naive fnmatch {base:6.1f} µs | x{ours / base:.0f}")

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        store = PermissionStore(folder / "permissions.json")
        for i in range(200):
            store.add(Grant.approving(WRITE, scope="global", workspace=folder, pattern=f"dir{i}/**"))
        raw = (folder / "permissions.json").read_text()

        ours = per_call_us(lambda: store.grants_for("ses_1", folder), 500, repeats)
        base = per_call_us(lambda: json.loads(raw), 500, repeats)
        print(f"grants_for, 200 grants: {ours:.1f} µs | json.loads {base:.1f} µs | x{ours / base:.2f}")
        plain = folder / "plain.json"
        ours = per_call_us(
            lambda: store.add(Grant.approving(WRITE, scope="global", pattern="x/**")), 20, repeats
        )
        base = per_call_us(lambda: plain.write_text(raw), 20, repeats)
        print(f"add (fsync): {ours / 1000:.2f} ms | write_text {base / 1000:.2f} ms | x{ours / base:.1f}")


if __name__ == "__main__":
    main()
