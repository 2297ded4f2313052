"""The MCP project's conformance suite (``@modelcontextprotocol/conformance`` from npm), client mode, run
against the app's MCP client (`tests/conformance/client.py`): every client scenario, and a table of them.

    .venv/bin/python -m tests.conformance.run                    # the latest stable release
    .venv/bin/python -m tests.conformance.run --version 0.1.16   # a given release
    .venv/bin/python -m tests.conformance.run --scenario initialize --scenario tools_call
    .venv/bin/python -m tests.conformance.run --client cli      # through `desktop-agent mcp` commands
    .venv/bin/python -m tests.conformance.run --version 0.2.0-alpha.12 --force --client cli   # a pre-release

The suite and, when the machine's Node.js is older than 22, Node.js 22 itself (the ``node`` npm package)
are installed with npm into ``tests/conformance/.cache/`` (ignored by git) once, and reused after.
For each scenario the suite starts a server, runs the client against it, and judges what it saw; a
scenario passes when the suite says so (no failed check, no warning, the client exited cleanly).
"""

from __future__ import annotations

import argparse
import concurrent.futures
import json
import logging
import re
import shlex
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tests.helpers.npm_packages import CACHE, NpmUnavailableError, installed_version, node_22, run_npm
from tests.helpers.npm_packages import install as npm_install

log = logging.getLogger("tests.conformance.run")

PACKAGE = "@modelcontextprotocol/conformance"
HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
SCENARIO_TIMEOUT_MS = 30_000
_REASON_CHARS = 300
STABLE = re.compile(r"\d+\.\d+\.\d+")

SuiteUnavailableError = NpmUnavailableError
"""The suite cannot be had: npm (or the network it needs) is missing, or the install failed."""


@dataclass(frozen=True, slots=True)
class Suite:
    version: str
    node: Path
    cli: Path

    def command(self, *args: str) -> list[str]:
        return [str(self.node), str(self.cli), *args]


@dataclass(frozen=True, slots=True)
class Outcome:
    scenario: str
    spec: str
    """The protocol revisions the suite files the scenario under (e.g. ``2025-06-18,2025-11-25``)."""
    passed: bool
    reason: str
    seconds: float


@dataclass(frozen=True, slots=True)
class Report:
    version: str
    outcomes: list[Outcome]
    seconds: float
    """The whole run, the install included."""

    def passed(self) -> list[str]:
        return [o.scenario for o in self.outcomes if o.passed]


# ---- npm ----


def latest_version() -> str:
    """The suite's latest stable release (npm's ``latest`` tag)."""
    out = run_npm(["view", PACKAGE, "dist-tags.latest"], f"asking npm for the latest {PACKAGE}")
    version = out.strip()
    if not STABLE.fullmatch(version):
        raise SuiteUnavailableError(f"npm answered {version!r} for the latest {PACKAGE}")
    return version


def install(version: str) -> Suite:
    """The suite at ``version``, installed under the cache unless it is there already."""
    prefix = CACHE / f"conformance-{version}"
    if installed_version(prefix, PACKAGE) != version:
        npm_install(prefix, f"{PACKAGE}@{version}")
    cli = prefix / "node_modules" / PACKAGE / "dist" / "index.js"
    if not cli.is_file():
        raise SuiteUnavailableError(f"the install of {PACKAGE}@{version} has no {cli.name}")
    return Suite(version, node_22(), cli)


def cached_versions() -> list[str]:
    """The stable releases of the suite installed already, newest first (pre-releases are run by name)."""
    found = [installed_version(p, PACKAGE) for p in CACHE.glob("conformance-*")]
    versions = [v for v in found if v is not None]
    return sorted((v for v in versions if STABLE.fullmatch(v)), key=_numbers, reverse=True)


def _numbers(version: str) -> tuple[int, ...]:
    return tuple(int(x) for x in version.split("."))


# ---- scenarios ----


def client_scenarios(suite: Suite) -> list[tuple[str, str]]:
    """Every client scenario of the suite, with the protocol revisions it is filed under."""
    done = subprocess.run(
        suite.command("list", "--client"), capture_output=True, text=True, timeout=60, check=False, cwd=REPO
    )
    if done.returncode != 0:
        raise SuiteUnavailableError(f"the suite could not list its scenarios: {done.stderr.strip()[:300]}")
    scenarios = []
    for line in done.stdout.splitlines():
        match = re.match(r"\s+- (\S+)(?: \[([^\]]*)\])?$", line)
        if match:
            scenarios.append((match.group(1), match.group(2) or ""))
    if not scenarios:
        raise SuiteUnavailableError("the suite listed no client scenarios")
    return scenarios


CLIENTS = {"app": "tests.conformance.client", "cli": "tests.conformance.cli_client"}
"""The clients the suite can test: the app's MCP classes in one process (`client.py`), or the public CLI,
one `desktop-agent mcp …` process per step (`cli_client.py`)."""


def client_command(client: str = "app") -> str:
    """What the suite runs for each scenario (it appends the server's address)."""
    return f"{shlex.quote(sys.executable)} -m {CLIENTS[client]}"


def _checks(out_dir: Path) -> list[dict[str, Any]]:
    checks: list[dict[str, Any]] = []
    for path in sorted(out_dir.rglob("checks.json")):
        try:
            loaded = json.loads(path.read_text("utf-8"))
        except (OSError, ValueError):
            continue
        checks.extend(c for c in loaded if isinstance(c, dict))
    return checks


def _client_error(out_dir: Path, scenario: str) -> str:
    """The last error our client logged (its stderr, kept by the suite)."""
    for path in sorted(out_dir.rglob("stderr.txt")):
        try:
            lines = path.read_text("utf-8").splitlines()
        except OSError:
            continue
        errors = [line for line in lines if line.startswith(("ERROR ", "Traceback")) or "Error:" in line]
        if errors:
            return (
                errors[-1]
                .removeprefix("ERROR tests.conformance.client: ")
                .removeprefix(f"Scenario {scenario}: ")
            )
    return ""


def reason_for(checks: list[dict[str, Any]], output: str, client_error: str) -> str:
    """Why a scenario failed: its failed checks (and warnings), and what the client said."""
    parts: list[str] = []
    missing: list[str] = []
    for check in checks:
        if check.get("status") not in ("FAILURE", "WARNING"):
            continue
        text = str(check.get("errorMessage") or check.get("description") or check.get("id"))
        if text.startswith("Expected Check Missing: "):
            missing.append(text.removeprefix("Expected Check Missing: "))
            continue
        if check.get("status") == "WARNING":
            text = f"warning: {text}"
        if text not in parts:
            parts.append(text)
    if missing:
        parts.append(f"checks never reached: {', '.join(missing)}")
    if "CLIENT TIMED OUT" in output:
        parts.append("the client timed out")
    if client_error:
        parts.append(f"client: {client_error}")
    elif "CLIENT EXITED WITH ERROR" in output:
        parts.append("the client exited with an error")
    reason = "; ".join(parts) or (output.strip().splitlines() or ["no checks were recorded"])[-1]
    return reason if len(reason) <= _REASON_CHARS else reason[: _REASON_CHARS - 1] + "…"


def run_scenario(
    suite: Suite, scenario: str, spec: str, out_root: Path, client: str = "app", force: bool = False
) -> Outcome:
    out_dir = out_root / client / re.sub(r"[^A-Za-z0-9._-]+", "_", scenario)
    shutil.rmtree(out_dir, ignore_errors=True)
    args = ["client", "--command", client_command(client), "--scenario", scenario]
    args += ["--timeout", str(SCENARIO_TIMEOUT_MS), "-o", str(out_dir), *(["--force"] if force else [])]
    started = time.monotonic()
    try:
        done = subprocess.run(
            suite.command(*args),
            capture_output=True,
            text=True,
            timeout=SCENARIO_TIMEOUT_MS / 1000 + 60,
            check=False,
            cwd=REPO,  # the client is run as `python -m tests.conformance.client`
        )
    except subprocess.TimeoutExpired:
        stuck = "the suite did not finish the scenario"
        return Outcome(scenario, spec, False, stuck, time.monotonic() - started)
    seconds = time.monotonic() - started
    if done.returncode == 0:
        return Outcome(scenario, spec, True, "", seconds)
    reason = reason_for(_checks(out_dir), done.stdout + done.stderr, _client_error(out_dir, scenario))
    return Outcome(scenario, spec, False, reason, seconds)


def run_suite(
    version: str | None = None,
    *,
    scenarios: list[str] | None = None,
    jobs: int = 2,
    client: str = "app",
    force: bool = False,
) -> Report:
    """Install (or reuse) the suite and run its client scenarios (all, or the ones named) against the
    ``client`` (`CLIENTS`). A pre-release runs only with ``force`` (the suite's own ``--force``)."""
    started = time.monotonic()
    if version is None:
        try:
            version = latest_version()
        except SuiteUnavailableError:
            cached = cached_versions()
            if not cached:
                raise
            version = cached[0]
            log.warning("npm is not reachable: using the installed release %s", version)
    suite = install(version)
    listed = client_scenarios(suite)
    if scenarios is not None:
        unknown = sorted(set(scenarios) - {name for name, _ in listed})
        if unknown:
            raise SuiteUnavailableError(f"release {version} has no client scenario {', '.join(unknown)}")
        listed = [(name, spec) for name, spec in listed if name in scenarios]
    out_root = CACHE / "results" / version
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        outcomes = list(
            pool.map(lambda item: run_scenario(suite, item[0], item[1], out_root, client, force), listed)
        )
    return Report(version, outcomes, time.monotonic() - started)


def table(report: Report) -> str:
    rows = [("scenario", "spec", "result", "reason")]
    rows += [(o.scenario, o.spec, "pass" if o.passed else "FAIL", o.reason) for o in report.outcomes]
    widths = [max(len(row[i]) for row in rows) for i in range(3)]
    lines = []
    for index, row in enumerate(rows):
        cells = [row[i].ljust(widths[i]) for i in range(3)]
        lines.append(f"| {' | '.join(cells)} | {row[3]} |".rstrip())
        if index == 0:
            lines.append("|" + "|".join("-" * (w + 2) for w in widths) + "|---|")
    passed = len(report.passed())
    lines.append("")
    lines.append(
        f"{PACKAGE} {report.version}: {passed} of {len(report.outcomes)} client scenarios pass "
        f"({report.seconds:.0f} s)."
    )
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--version", help="the suite's release (default: the latest stable one)")
    parser.add_argument("--scenario", action="append", help="run only this scenario (repeatable)")
    parser.add_argument("--jobs", type=int, default=2, help="scenarios run at once (default 2)")
    parser.add_argument(
        "--client", choices=sorted(CLIENTS), default="app",
        help="app: the app's MCP classes in one process (default); cli: `desktop-agent mcp` commands",
    )  # fmt: skip
    parser.add_argument("--force", action="store_true", help="run a pre-release's scenarios (its --force)")
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    try:
        report = run_suite(
            args.version, scenarios=args.scenario, jobs=args.jobs, client=args.client, force=args.force
        )
    except SuiteUnavailableError as exc:
        log.error("The conformance suite could not be run: %s", exc)
        return 2
    print(table(report))  # the table is what this script is for
    return 0


if __name__ == "__main__":
    sys.exit(main())
