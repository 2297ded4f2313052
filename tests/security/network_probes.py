"""The network class of bench/security_report.py: with the network allowed, what a sandboxed command reaches.

Everything is on this machine (tests/security/outside.py): an "outside" site the test resolver maps
registry.test and elsewhere.test to, and a loopback service standing for the app's OAuth listener or a
local model server. The allow-list is ``registry.test`` (ports 80, 443) and ``*.wild.test:*``; the resolver
also answers ``sneaky.wild.test`` and ``localhost`` with 127.0.0.1 and ``intranet.wild.test`` with 10.0.0.7.
Each attempt asks for a path of its own, so what reached a site is known by its path, not by the output.
"""

from __future__ import annotations

import shutil
import statistics
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from desktop_agent.tools.base import ToolContext
from desktop_agent.tools.sandbox import BubblewrapSandbox, NoSandbox, Sandbox, SandboxPolicy
from desktop_agent.tools.sandbox.bwrap_probe import probe_bwrap
from desktop_agent.tools.sandbox.egress import forwarder_python
from desktop_agent.tools.sandbox.hosts import AllowList
from desktop_agent.tools.sandbox.proxy import EgressProxy
from desktop_agent.tools.shell import RunCommandTool
from desktop_agent.tools.workspace import Workspace
from tests.security.outside import Site, TestNet, site

HOSTS = ("registry.test", "*.wild.test:*")
CURL = "curl -sS --max-time 5"
VIA_PROXY = "env -u NO_PROXY -u no_proxy"


@dataclass(frozen=True)
class NetworkResult:
    tried: int
    escaped: list[str]
    allowed_tried: int
    reached: list[str]


async def _no_questions(question: str, options: object) -> str:
    raise AssertionError("run_command never asks")


async def _run(tool: RunCommandTool, ws: Path, command: str | list[str]) -> str:
    args = tool.validate({"command": command, "timeout": 30})
    return (await tool.run(args, ToolContext(ws, "bench", _no_questions))).content


def proxied_sandbox(ws: Path, app: Path, net: TestNet, hosts: tuple[str, ...] = HOSTS) -> Sandbox:
    """bubblewrap with the network allowed to ``hosts``, names resolved by ``net``; NoSandbox when there
    is no working bubblewrap or no Python for the forwarder."""
    policy = SandboxPolicy.for_workspace(ws, app_dirs=[app], network=True, allow_hosts=hosts)
    bwrap = shutil.which("bwrap")
    flags = probe_bwrap(bwrap)[0] if bwrap is not None else None
    if bwrap is None or flags is None or forwarder_python(policy) is None:
        return NoSandbox("no bubblewrap, or no python3 inside it")
    proxy = EgressProxy(AllowList(hosts), resolve=net.resolve, connect=net.connect)
    return BubblewrapSandbox(policy, bwrap, flags, proxy=proxy)


def _attempts(service: Site, outside: Site) -> list[tuple[str, str, Callable[[str], bool]]]:
    """(name, command, reached?) for every attempt that must fail; ``reached`` gets the attempt's path."""
    port = service.port

    def on(target: Site) -> Callable[[str], bool]:
        return lambda path: any(p.startswith(path) for p in target.paths)

    connect = (
        "import socket; socket.create_connection(('127.0.0.1', {port}), 3)"
        ".sendall(b'GET {path} HTTP/1.0\\r\\n\\r\\n')"
    )
    found: list[tuple[str, str, Callable[[str], bool]]] = [
        (
            "loopback, direct (Python)",
            f'python3 -c "{connect.format(port=port, path="{path}")}"',
            on(service),
        ),
        (
            "loopback, direct (curl, no proxy)",
            f"{CURL} --noproxy '*' http://127.0.0.1:{port}{{path}}",
            on(service),
        ),
    ]
    for label, target in [
        ("127.0.0.1", f"127.0.0.1:{port}"),
        ("::ffff:127.0.0.1", f"[::ffff:127.0.0.1]:{port}"),
        ("0.0.0.0", f"0.0.0.0:{port}"),
        ("localhost", f"localhost:{port}"),
        ("a listed wildcard name resolving to 127.0.0.1", f"sneaky.wild.test:{port}"),
    ]:
        for how, flag in (("forwarded", ""), ("CONNECT", " -p")):
            command = f"{VIA_PROXY} {CURL}{flag} http://{target}{{path}}"
            found.append((f"loopback via the proxy ({how}): {label}", command, on(service)))
    found += [
        ("unlisted host", f"{CURL} http://elsewhere.test{{path}}", on(outside)),
        ("unlisted host (CONNECT)", f"{CURL} -p http://elsewhere.test{{path}}", on(outside)),
        ("listed host, unlisted port", f"{CURL} http://registry.test:8080{{path}}", on(outside)),
    ]
    return found


PRIVATE_ATTEMPTS = (
    ("private network by name (10.0.0.7)", f"{CURL} http://intranet.wild.test{{path}}"),
    ("cloud metadata (169.254.169.254)", f"{CURL} http://169.254.169.254{{path}}"),
    ("private address (192.168.1.1)", f"{CURL} -p http://192.168.1.1:8080{{path}}"),
)
ALLOWED = (
    ("curl, forwarded", f"{CURL} http://registry.test{{path}}"),
    ("curl, CONNECT", f"{CURL} -p http://registry.test{{path}}"),
    (
        "Python urllib",
        "python3 -c \"import urllib.request as u; u.urlopen('http://registry.test{path}').read()\"",
    ),
    ("git ls-remote", "git ls-remote http://registry.test{path}"),
)


async def network_escapes(ws: Path, app: Path) -> NetworkResult | None:
    """Every attempt once, in one sandbox per attempt's command; None without a proxied sandbox here."""
    net = TestNet()
    with site("outside-world") as outside, site("loopback-service") as service:
        net.public("registry.test", outside)
        net.public("elsewhere.test", outside)
        net.alias("sneaky.wild.test", "127.0.0.1")
        net.alias("localhost", "127.0.0.1")
        net.alias("intranet.wild.test", "10.0.0.7")
        sandbox = proxied_sandbox(ws, app, net)
        if not sandbox.available():
            return None
        tool = RunCommandTool(Workspace(ws, protected=[app]), sandbox=sandbox)
        escaped: list[str] = []
        attempts = _attempts(service, outside)
        for name, command, reached in attempts:
            path = f"/{uuid.uuid4().hex[:10]}"
            await _run(tool, ws, command.format(path=path))
            if reached(path):
                escaped.append(name)
        for name, command in PRIVATE_ATTEMPTS:
            before = len(net.attempts)
            await _run(tool, ws, command.format(path="/x"))
            if len(net.attempts) > before:
                escaped.append(name)
        reached_allowed: list[str] = []
        allowed = [(n, c) for n, c in ALLOWED if shutil.which(c.split()[0]) is not None]
        for name, command in allowed:
            path = f"/{uuid.uuid4().hex[:10]}"
            await _run(tool, ws, command.format(path=path))
            if any(p.startswith(path) for p in outside.paths):
                reached_allowed.append(name)
        return NetworkResult(len(attempts) + len(PRIVATE_ATTEMPTS), escaped, len(allowed), reached_allowed)


TIMED = """
import json, os, statistics, sys, time, http.client
host, port, runs, tunnel = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4] == "1"
proxy = os.environ.get("HTTP_PROXY", "")
times = []
for i in range(runs):
    started = time.perf_counter()
    if proxy:
        p = proxy.rsplit(":", 1)
        conn = http.client.HTTPConnection(p[0].split("//")[1], int(p[1]), timeout=10)
        if tunnel:
            conn.set_tunnel(host, port)
            conn.request("GET", "/timed")
        else:
            conn.request("GET", f"http://{host}:{port}/timed")
    else:
        conn = http.client.HTTPConnection(host, port, timeout=10)
        conn.request("GET", "/timed")
    conn.getresponse().read()
    conn.close()
    times.append((time.perf_counter() - started) * 1000)
print(json.dumps(statistics.median(times)))
"""


async def network_costs(ws: Path, app: Path, runs: int) -> list[str]:
    """The proxy's cost per request (a new connection each: forwarded and CONNECT, from inside the sandbox)
    against a direct request to the same server from an unsandboxed command, in the same run; and starting
    ``true`` with the proxied network against the network cut."""
    net = TestNet()
    with site("outside-world") as outside:
        net.public("registry.test", outside)
        sandbox = proxied_sandbox(ws, app, net, ("registry.test:*",))
        if not sandbox.available():
            return ["  (network: no proxied sandbox here)"]
        proxied = RunCommandTool(Workspace(ws, protected=[app]), sandbox=sandbox)
        direct = RunCommandTool(Workspace(ws, protected=[app]), sandbox=NoSandbox("baseline"))
        cut = RunCommandTool(Workspace(ws, protected=[app]))
        requests = max(runs, 20)
        rows: dict[str, float] = {}
        for label, tool, host, port, tunnel in (
            ("direct", direct, "127.0.0.1", outside.port, "0"),
            ("proxy, forwarded", proxied, "registry.test", 80, "0"),
            ("proxy, CONNECT", proxied, "registry.test", 443, "1"),
        ):
            out = await _run(tool, ws, ["python3", "-c", TIMED, host, str(port), str(requests), tunnel])
            rows[label] = float(out.splitlines()[0])
        launches: dict[str, list[float]] = {"network cut": [], "proxied network": []}
        for _ in range(runs):
            for label, tool in (("network cut", cut), ("proxied network", proxied)):
                started = time.perf_counter()
                await _run(tool, ws, "true")
                launches[label].append((time.perf_counter() - started) * 1000)
    base = rows["direct"]
    lines = [f"\nNetwork: cost per HTTP request ({requests} requests each, new connection each, medians)"]
    for label, value in rows.items():
        lines.append(f"  {label:18} {value:7.2f} ms  (+{value - base:5.2f} ms, {value / base:5.2f}x)")
    cut_ms, proxied_ms = (statistics.median(v) for v in launches.values())
    lines.append(
        f"  starting `true`: {cut_ms:.1f} ms with the network cut, {proxied_ms:.1f} ms with the proxied "
        f"network (+{proxied_ms - cut_ms:.1f} ms: the forwarder's Python and the proxy's listener)"
    )
    return lines
