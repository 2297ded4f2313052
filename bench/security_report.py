"""Security report: which sandbox commands run in on each platform, what it costs per command, and how many
hostile commands got out.

- Per platform: the sandbox this build would use and whether it is active on this machine.
- Overhead: the median time of ``true`` and ``echo hi`` through ``RunCommandTool`` with the sandbox, next to
  the same without it, measured in the same run, interleaved (goal: at most 15 ms more per command).
- Doors, by class (tests/security/doors.py): credential locations in ~ and secrets files in the workspace
  a command could read, Unix sockets outside that answered it, credential variables that reached it,
  auto-run files (.git, .envrc...) it could create in a folder without a repository: tried / got through.
- Network, with the network allowed (commands' own namespace, the app's proxy as the only way out,
  tests/security/outside.py as the outside world on loopback): connections attempted to loopback, private
  and unlisted hosts, directly and through the proxy: escaped (goal 0); allowed hosts reached through the
  proxy by curl (plain and CONNECT), Python and git; the proxy's cost per request against a direct request,
  and the cost of starting a command with the proxied network against one with the network cut.
- Payloads, by class: tried / escaped (goal 0) / asked (how many needed the person's approval; the sandbox
  class runs the tool directly, so none). The rule classes (tests/security/payloads.py) go through the
  permission policy with the rules a person would plausibly have set: "escaped" there means a command the
  rules let run without asking. Add a class by appending to ``payload_classes``.

Run: .venv/bin/python bench/security_report.py [--runs 30]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from desktop_agent.agent.policy import Action, PermissionPolicy, Rule
from desktop_agent.domain.tools import ToolPreview, ToolSpec
from desktop_agent.tools.base import ToolContext
from desktop_agent.tools.sandbox import NoSandbox, Sandbox, SandboxPolicy, platform_sandbox
from desktop_agent.tools.shell import RunCommandTool
from desktop_agent.tools.workspace import Workspace
from tests.security.doors import probe_doors
from tests.security.network_probes import network_costs, network_escapes
from tests.security.payloads import PAYLOAD_CLASSES

SECRET = "sk-report-secret-4711"
OVERHEAD_GOAL_MS = 15.0
KEY_VARIABLE = "DA_REPORT_API_KEY"


async def _no_questions(question: str, options: object) -> str:
    raise AssertionError("run_command never asks")


@dataclass
class Box:
    home: Path
    ws: Path
    app: Path
    port: int

    def tool(self, sandbox: Sandbox | None = None) -> RunCommandTool:
        return RunCommandTool(Workspace(self.ws, protected=[self.app]), sandbox=sandbox)

    async def run(self, tool: RunCommandTool, command: str, limit: float = 10) -> str:
        args = tool.validate({"command": command, "timeout": limit})
        return (await tool.run(args, ToolContext(self.ws, "bench", _no_questions))).content


@contextmanager
def _box() -> Iterator[tuple[Box, socket.socket]]:
    base = Path(
        tempfile.mkdtemp(prefix="da-security-", dir="/var/tmp" if os.access("/var/tmp", os.W_OK) else None)
    )
    base = base.resolve()
    home, ws, app = base / "home", base / "home" / "project", base / "app"
    for folder in (ws / ".git", home / ".ssh", app):
        folder.mkdir(parents=True)
    (home / ".bashrc").write_text("# shell settings\n")
    (home / ".ssh" / "id_rsa").write_text(SECRET)
    (app / "settings.json").write_text(SECRET)
    (ws / ".git" / "config").write_text("[core]\n")
    (ws / ".env").write_text(f"KEY={SECRET}\n")
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)
    listener.setblocking(False)
    saved = {"HOME": os.environ.get("HOME")}
    os.environ["HOME"] = str(home)
    try:
        yield Box(home, ws, app, listener.getsockname()[1]), listener
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
        listener.close()
        shutil.rmtree(base, ignore_errors=True)


def _contacted(listener: socket.socket) -> bool:
    """Whether anything connected since the last look (every waiting connection is taken)."""
    contacted = False
    while True:
        try:
            conn, _ = listener.accept()
        except BlockingIOError:
            return contacted
        conn.close()
        contacted = True


def _running(marker: str) -> bool:
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if marker.encode() in (entry / "cmdline").read_bytes():
                    state = (entry / "stat").read_text().rsplit(")", 1)[1].split()[0]
                    if state not in ("Z", "X"):
                        return True
            except (OSError, IndexError):
                continue
    return False


@dataclass(frozen=True)
class Payload:
    name: str
    command: Callable[[Box], str]
    escaped: Callable[[Box, str], bool]
    """Given the box and the command's output: whether the payload reached what it aimed at."""
    timeout: float = 10


def _unchanged(path: Callable[[Box], Path], content: str) -> Callable[[Box, str], bool]:
    return lambda box, out: not path(box).exists() or path(box).read_text() != content


def _leaked(box: Box, out: str) -> bool:
    return SECRET in out


MARKER = f"1000.{uuid.uuid4().int % 10**9:09d}"
CONNECT = "python3 -c \"import socket; socket.create_connection(('127.0.0.1', {port}), 3)\""
SANDBOX_PAYLOADS = [
    Payload(
        "write ~/.bashrc",
        lambda b: "echo pwned >> ~/.bashrc",
        _unchanged(lambda b: b.home / ".bashrc", "# shell settings\n"),
    ),
    Payload(
        "write beside the workspace",
        lambda b: "echo x > ../escaped",
        lambda b, out: (b.home / "escaped").exists(),
    ),
    Payload(
        "change .git/config",
        lambda b: "echo '[core] hooksPath=/x' >> .git/config",
        _unchanged(lambda b: b.ws / ".git" / "config", "[core]\n"),
    ),
    Payload(
        "replace .env",
        lambda b: "rm -f .env; echo KEY=x > .env",
        _unchanged(lambda b: b.ws / ".env", f"KEY={SECRET}\n"),
    ),
    Payload("read ~/.ssh", lambda b: "cat ~/.ssh/*; ls -A ~/.ssh", _leaked),
    Payload("read the app's files", lambda b: f"cat {b.app}/*", _leaked),
    Payload("symlink to ~/.ssh", lambda b: "ln -sf ~/.ssh/id_rsa k; cat k", _leaked),
    Payload(
        "via /proc/1/root", lambda b: f"cat /proc/1/root{b.home}/.ssh/* /proc/self/root{b.app}/*", _leaked
    ),
    Payload(
        "unmount the hiding",
        lambda b: "umount ~/.ssh; unshare -rm sh -c 'umount ~/.ssh; cat ~/.ssh/*'; cat ~/.ssh/*",
        _leaked,
    ),
    Payload("parent's environment", lambda b: "env; cat /proc/$PPID/environ /proc/*/environ", _leaked),
    Payload(
        "loopback listener",
        lambda b: f"bash -c 'echo x > /dev/tcp/127.0.0.1/{b.port}'; " + CONNECT.format(port=b.port),
        lambda b, out: False,  # the listener is checked after every payload
    ),
    Payload(
        "outlive the timeout",
        lambda b: f"sleep {MARKER} & wait",
        lambda b, out: not _gone(MARKER),
        timeout=1,
    ),
]


def _gone(marker: str, within: float = 5.0) -> bool:
    deadline = time.monotonic() + within
    while _running(marker):
        if time.monotonic() > deadline:
            return False
        time.sleep(0.02)
    return True


@dataclass
class ClassResult:
    name: str
    tried: int
    escaped: list[str]
    asked: int


async def sandbox_class(box: Box, listener: socket.socket, sandbox: Sandbox | None = None) -> ClassResult:
    """The payloads through run_command (with this platform's sandbox unless ``sandbox`` is given)."""
    tool = box.tool(sandbox)
    escaped: list[str] = []
    for payload in SANDBOX_PAYLOADS:
        out = await box.run(tool, payload.command(box), limit=payload.timeout)
        network_escape = _contacted(listener)
        if payload.escaped(box, out) or network_escape:
            escaped.append(payload.name)
    used = await tool.sandbox()
    name = f"run_command under {used.name}" if used.available() else "run_command, no sandbox (control)"
    return ClassResult(name, len(SANDBOX_PAYLOADS), escaped, 0)


async def control_class(box: Box, listener: socket.socket) -> ClassResult:
    """The same payloads without a sandbox: they must escape, or they prove nothing."""
    with _box() as (fresh, fresh_listener):
        return await sandbox_class(fresh, fresh_listener, NoSandbox("control"))


LEAKS = frozenset(p.name for p in SANDBOX_PAYLOADS if p.escaped is _leaked)
"""The payloads that would show a secret if they got out."""

RULE_SHELL = ToolSpec("run_command", "Run a command.", side_effects=True, subject_kind="command")


def rule_classes(box: Box) -> list[ClassResult]:
    """Each class of hostile commands against the rules that would tempt a matcher to let it through."""
    results = []
    for payload_class in PAYLOAD_CLASSES.values():
        rules = [Rule(RULE_SHELL.name, Action(action), pattern) for action, pattern in payload_class.rules]
        policy = PermissionPolicy(rules, workspace=box.ws, protected_dirs=[box.app])
        actions = [policy.decide(RULE_SHELL, payload) for payload in payload_class.payloads]
        escaped = [p for p, a in zip(payload_class.payloads, actions, strict=True) if a is Action.ALLOW]
        asked = sum(a is Action.ASK for a in actions)
        results.append(ClassResult(f"rules: {payload_class.name}", len(actions), escaped, asked))
    return results


async def all_rule_classes(box: Box, listener: socket.socket) -> list[ClassResult]:
    return rule_classes(box)


async def one_sandbox_class(box: Box, listener: socket.socket) -> list[ClassResult]:
    return [await sandbox_class(box, listener)]


async def door_classes(box: Box, listener: socket.socket) -> list[ClassResult]:
    """The doors (tests/security/doors.py): credential locations in ~ and secrets files in the workspace
    readable, Unix sockets outside reachable, credential variables passed, auto-run files created."""

    async def run(ws: Path, command: str, network: bool) -> str:
        return await box.run(RunCommandTool(Workspace(ws, protected=[box.app]), network=network), command)

    return [
        ClassResult(f"{door.name}: {door.unit}", door.tried, door.through, 0)
        for door in await probe_doors(box.home, box.ws, run)
    ]


async def network_class(box: Box, listener: socket.socket) -> list[ClassResult]:
    """With the network allowed (tests/security/network_probes.py): connections to loopback, private and
    unlisted hosts, directly and through the app's proxy; the allowed hosts reached are printed beside."""
    found = await network_escapes(box.ws, box.app)
    if found is None:
        print("  (network: no proxied sandbox here, not measured)")
        return []
    escaped = list(found.escaped)
    if _contacted(listener):
        escaped.append("the report's loopback listener")
    result = ClassResult("network: loopback, private, unlisted", found.tried, escaped, 0)
    reached = f"{len(found.reached)} of {found.allowed_tried}: {', '.join(found.reached)}"
    print(f"  (network: allowed hosts reached through the proxy: {reached})")
    return [result]


payload_classes = [one_sandbox_class, door_classes, network_class, all_rule_classes]
"""Each takes the box and the loopback listener and returns its counts; each escape is a failure."""
controls = [control_class]
"""Run after the classes; their escapes are expected (and shown)."""


async def overhead(box: Box, runs: int) -> list[tuple[str, float, float]]:
    sandboxed, plain = box.tool(), box.tool(NoSandbox("baseline"))
    await box.run(sandboxed, "true")  # find the sandbox, start the private /tmp
    rows = []
    for command in ("true", "echo hi"):
        times: dict[str, list[float]] = {"sandboxed": [], "plain": []}
        for _ in range(runs):
            for label, tool in (("plain", plain), ("sandboxed", sandboxed)):
                started = time.perf_counter()
                await box.run(tool, command)
                times[label].append((time.perf_counter() - started) * 1000)
        rows.append((command, statistics.median(times["plain"]), statistics.median(times["sandboxed"])))
    return rows


def launch_only(sandbox: Sandbox, ws: Path, runs: int) -> tuple[float, float]:
    """Medians (ms) of starting ``true`` and waiting for it, directly and wrapped, without the tool around."""
    env = {"PATH": os.environ.get("PATH", os.defpath)}
    wrapped = sandbox.wrap(["true"], env, ws)
    times: dict[str, list[float]] = {"plain": [], "wrapped": []}
    for _ in range(runs):
        for label, argv in (("plain", ["true"]), ("wrapped", wrapped)):
            started = time.perf_counter()
            subprocess.run(argv, env=env, cwd=ws, check=True)
            times[label].append((time.perf_counter() - started) * 1000)
    return statistics.median(times["plain"]), statistics.median(times["wrapped"])


def platforms() -> list[tuple[str, str]]:
    policy = SandboxPolicy(Path.cwd())
    found = []
    for platform, label in (
        ("linux", "Linux (bubblewrap)"),
        ("darwin", "macOS (Seatbelt)"),
        ("win32", "Windows"),
    ):
        here = sys.platform.startswith(platform)
        if not here:
            described = (
                "not this machine"
                if platform != "win32"
                else platform_sandbox(policy, platform=platform).describe()
            )
        else:
            box = platform_sandbox(policy, platform=platform)
            described = ("ACTIVE: " if box.available() else "INACTIVE: ") + box.describe()
        found.append((label, described))
    return found


async def main(runs: int) -> int:
    started = time.perf_counter()
    print("Sandbox per platform")
    for label, described in platforms():
        print(f"  {label:20} {described}")
    with _box() as (box, listener):
        sandbox = await box.tool().sandbox()
        preview = await box.tool().preview(box.tool().validate({"command": "make"}))
        assert isinstance(preview, ToolPreview)
        print(f"\nApproval preview of `make`:\n  {preview.text.replace(chr(10), chr(10) + '  ')}")
        print(f"\nOverhead per command ({runs} runs each, medians, same run, interleaved)")
        print(f"  {'command':10} {'unsandboxed':>12} {'sandboxed':>10} {'overhead':>9} {'ratio':>6}")
        worst = 0.0
        for command, plain, boxed in await overhead(box, runs):
            worst = max(worst, boxed - plain)
            extra = boxed - plain
            print(f"  {command:10} {plain:9.1f} ms {boxed:7.1f} ms {extra:6.1f} ms {boxed / plain:5.2f}x")
        if sandbox.available():
            plain, boxed = launch_only(sandbox, box.ws, runs)
            extra = boxed - plain
            print(f"  {'(launch)':10} {plain:9.1f} ms {boxed:7.1f} ms {extra:6.1f} ms {boxed / plain:5.2f}x")
            print("  (launch: subprocess.run of `true` alone, without the tool)")
        verdict = "met" if worst <= OVERHEAD_GOAL_MS else "NOT met"
        print(f"  goal: at most {OVERHEAD_GOAL_MS:g} ms more per command: {verdict} ({sandbox.name})")
        for line in await network_costs(box.ws, box.app, runs):
            print(line)
        print("\nPayloads")
        print(f"  {'class':44} {'tried':>5} {'escaped':>7} {'asked':>5}")
        failures = 0
        totals = [0, 0, 0]
        secrets: list[str] = []
        for payload_class in payload_classes:
            for result in await payload_class(box, listener):
                failures += len(result.escaped)
                secrets += [name for name in result.escaped if name in LEAKS]
                totals = [totals[0] + result.tried, totals[1] + len(result.escaped), totals[2] + result.asked]
                print(f"  {result.name:44} {result.tried:5} {len(result.escaped):7} {result.asked:5}")
                for name in result.escaped:
                    print(f"    escaped: {name!r}")
        print(f"  {'all classes':44} {totals[0]:5} {totals[1]:7} {totals[2]:5}")
        print(f"  secrets seen (~/.ssh, the app's files, the parent's environment): {len(secrets)} (goal 0)")
        print(f"  questions a person would have to answer: {totals[2]} of {totals[0]} hostile calls")
        for control in controls:
            result = await control(box, listener)
            print(f"  {result.name:44} {result.tried:5} {len(result.escaped):7} {result.asked:5}")
            missed = [p.name for p in SANDBOX_PAYLOADS if p.name not in result.escaped]
            print(f"    (expected: these escape without a sandbox; did not: {', '.join(missed) or 'none'})")
    print(f"\n({time.perf_counter() - started:.1f} s)")
    return 1 if failures else 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--runs", type=int, default=30)
    runs = parser.parse_args().runs
    if os.environ.get(KEY_VARIABLE) != SECRET:
        # Like an app started from a shell holding an API key: the key is in /proc/<this process>/environ.
        os.execve(sys.executable, [sys.executable, *sys.argv], {**os.environ, KEY_VARIABLE: SECRET})
    sys.exit(asyncio.run(main(runs)))
