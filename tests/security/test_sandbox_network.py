"""The network allowed, as a sandboxed command really gets it (bubblewrap, the real shell, curl, Python, git):
its own network namespace, and the app's proxy as its only way out, to the hosts of ``sandbox.allow_hosts``.

The outside world is on this machine's loopback (tests/security/outside.py): the proxy's resolver maps test
names to public-looking addresses that its connector turns into loopback ports, so an "allowed external
host" exists without the internet. A second server stands for a loopback service (the app's OAuth listener,
a local model server): every test checks whether it was reached, not only what the command printed.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import sys
import tempfile
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import pytest

from desktop_agent.config.settings import DEFAULT_ALLOW_HOSTS
from desktop_agent.tools.base import ToolOutput
from desktop_agent.tools.sandbox import BubblewrapSandbox, SandboxPolicy, platform_sandbox
from desktop_agent.tools.sandbox.bwrap_probe import probe_bwrap
from desktop_agent.tools.sandbox.egress import forwarder_python
from desktop_agent.tools.sandbox.hosts import AllowList
from desktop_agent.tools.sandbox.proxy import EgressProxy
from desktop_agent.tools.shell import RunCommandTool
from desktop_agent.tools.workspace import Workspace
from tests.security.outside import Site, TestNet, site
from tests.tools.helpers import preview, run

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="bubblewrap is Linux only")

BLOCKED = "[blocked by the sandbox: connecting to "
CURL = "curl -sS --max-time 10"
NO_LOCAL_BYPASS = "env -u NO_PROXY -u no_proxy"
"""Inside the sandbox, local names go straight to the sandbox's own loopback (NO_PROXY); a command that wants
the host's loopback through the proxy has to say so."""


@dataclass
class World:
    ws: Path
    net: TestNet
    outside: Site
    """A host on the internet (registry.test, elsewhere.test resolve to it)."""
    service: Site
    """A service on this machine's loopback that commands must never reach."""

    def tool(self, hosts: Sequence[str], *, test_net: bool = True) -> RunCommandTool:
        """run_command with the network allowed to ``hosts``; names resolved by the test network, or by the
        system's resolver (``test_net=False``: the app's own wiring)."""
        if not test_net:
            return RunCommandTool(Workspace(self.ws), network=True, allow_hosts=hosts)
        policy = SandboxPolicy.for_workspace(self.ws, network=True, allow_hosts=hosts)
        bwrap = shutil.which("bwrap")
        assert bwrap is not None
        flags, _ = probe_bwrap(bwrap)
        assert flags is not None
        proxy = EgressProxy(AllowList(hosts), resolve=self.net.resolve, connect=self.net.connect)
        return RunCommandTool(
            Workspace(self.ws), sandbox=BubblewrapSandbox(policy, bwrap, flags, proxy=proxy)
        )

    def run(self, tool: RunCommandTool, command: str | list[str]) -> ToolOutput:
        return run(tool, self.ws, command=command, timeout=60)


@pytest.fixture
def world() -> Iterator[World]:
    if shutil.which("bwrap") is None or not platform_sandbox(SandboxPolicy(Path("/"))).available():
        pytest.skip("bubblewrap is missing or does not work here")
    base_dir = "/var/tmp" if os.access("/var/tmp", os.W_OK) else None
    ws = Path(tempfile.mkdtemp(prefix="da-network-", dir=base_dir)).resolve()
    if forwarder_python(SandboxPolicy.for_workspace(ws)) is None:
        pytest.skip("no python3 the sandbox shows, for the proxy's forwarder")
    net = TestNet()
    with site("outside-world") as outside, site("loopback-service") as service:
        net.public("registry.test", outside)
        net.public("elsewhere.test", outside)
        net.alias("sneaky.test", "127.0.0.1")  # a DNS answer pointing at this machine
        net.alias("intranet.test", "10.0.0.7")  # and one pointing into the local network
        try:
            yield World(ws, net, outside, service)
        finally:
            shutil.rmtree(ws, ignore_errors=True)


def test_curl_reaches_an_allowed_host_through_the_proxy_plain_and_tunnelled(world: World) -> None:
    tool = world.tool(["registry.test"])
    out = world.run(
        tool, f"{CURL} http://registry.test/simple/ && {CURL} --proxytunnel http://registry.test/t"
    )
    assert out.content == "outside-world\noutside-world\n[exit code 0]", out.content
    assert world.outside.paths == [
        "/simple/",
        "/t",
    ]  # the first as a forwarded request, the second via CONNECT
    assert not world.service.reached()


def test_python_and_git_honour_the_proxy_variables(world: World) -> None:
    tool = world.tool(["registry.test"])
    fetch = "import urllib.request; print(urllib.request.urlopen('http://registry.test/py').read().decode())"
    out = world.run(tool, ["python3", "-c", fetch])
    assert out.content.startswith("outside-world"), out.content
    if shutil.which("git") is not None:
        world.run(tool, "git ls-remote http://registry.test/repo.git")
        assert "/repo.git/info/refs?service=git-upload-pack" in world.outside.paths
    assert world.outside.paths[0] == "/py"


def test_a_host_not_on_the_list_is_refused_and_the_result_says_so(world: World) -> None:
    tool = world.tool(["registry.test"])
    out = world.run(tool, f"{CURL} http://elsewhere.test/x; {CURL} -p http://elsewhere.test/y")
    assert f"{BLOCKED}elsewhere.test:80 is not allowed (not in sandbox.allow_hosts)]" in out.content
    assert "CONNECT tunnel failed, response 403" in out.content
    assert not world.outside.reached()  # elsewhere.test would have reached it: the list alone stopped it


def test_a_port_the_entry_does_not_name_is_refused(world: World) -> None:
    out = world.run(world.tool(["registry.test"]), f"{CURL} http://registry.test:8080/")
    assert f"{BLOCKED}registry.test:8080 is not allowed (sandbox.allow_hosts has registry.test" in out.content
    assert not world.outside.reached()


def test_a_direct_connection_to_the_hosts_loopback_fails(world: World) -> None:
    """Bypassing the proxy: the sandbox's 127.0.0.1 is its own; the loopback service is not there."""
    port = world.service.port
    connect = f"import socket; socket.create_connection(('127.0.0.1', {port}), timeout=5)"
    tool = world.tool(["*:*"])
    out = world.run(tool, ["python3", "-c", connect])
    assert "Connection refused" in out.content and "may have been blocked by the sandbox" in out.content
    out = world.run(tool, f"{CURL} --noproxy '*' http://127.0.0.1:{port}/; {CURL} http://localhost:{port}/")
    assert "Couldn't connect to server" in out.content, out.content
    assert not world.service.reached()


def test_loopback_and_private_addresses_are_refused_through_the_proxy_even_with_a_wildcard(
    world: World,
) -> None:
    port = world.service.port
    tool = world.tool(["*:*"])
    targets = [f"127.0.0.1:{port}", f"[::ffff:127.0.0.1]:{port}", f"0.0.0.0:{port}", f"sneaky.test:{port}"]
    commands = [f"{NO_LOCAL_BYPASS} {CURL} http://{target}/ -p" for target in targets]
    out = world.run(tool, "; ".join([*commands, f"{CURL} http://intranet.test/"]))
    assert f"{BLOCKED}127.0.0.1:{port} is not allowed (a loopback address" in out.content
    assert f"{BLOCKED}0.0.0.0:{port} is not allowed (an unspecified address" in out.content
    assert f"{BLOCKED}sneaky.test:{port} is not allowed (it resolves to 127.0.0.1, a loopback" in out.content
    assert f"{BLOCKED}intranet.test:80 is not allowed (it resolves to 10.0.0.7, a private" in out.content
    assert not world.service.reached() and world.net.attempts == []


def test_a_name_resolving_to_loopback_is_reached_only_when_the_list_names_it(world: World) -> None:
    port = world.service.port
    command = f"{CURL} http://sneaky.test:{port}/named"
    out = world.run(world.tool(["*.test:*"]), command)
    assert f"{BLOCKED}sneaky.test:{port} is not allowed (it resolves to 127.0.0.1" in out.content
    assert not world.service.reached()
    out = world.run(world.tool([f"sneaky.test:{port}"]), command)
    assert out.content == "loopback-service\n[exit code 0]", out.content
    assert world.service.paths == ["/named"]


def test_localhost_with_the_systems_resolver_is_refused_unless_listed(world: World) -> None:
    """The app's own wiring (the system's resolver): "localhost" resolves to 127.0.0.1 and is refused under
    a wildcard, and reached when the list names it. Nothing here can leave the machine: "*:*" only ever
    meets localhost, which is refused before anything is connected."""
    port = world.service.port
    command = f"{NO_LOCAL_BYPASS} {CURL} http://localhost:{port}/asked"
    out = world.run(world.tool(["*:*"], test_net=False), command)
    assert f"{BLOCKED}localhost:{port} is not allowed (it resolves to " in out.content, out.content
    assert not world.service.reached()
    out = world.run(world.tool([f"localhost:{port}"], test_net=False), command)
    assert out.content == "loopback-service\n[exit code 0]", out.content
    assert world.service.paths == ["/asked"]


def test_without_a_host_list_the_old_shared_network_reaches_the_loopback_service(world: World) -> None:
    """The control: a policy with no host list (a sandboxed MCP server's; every command's before) shares the
    network, and the same direct connection reaches the service, so the tests above prove something."""
    policy = SandboxPolicy.for_workspace(world.ws, network=True)
    sandbox = platform_sandbox(policy)
    assert isinstance(sandbox, BubblewrapSandbox)
    connect = (
        f"import socket; s = socket.create_connection(('127.0.0.1', {world.service.port}), timeout=5); "
        "s.sendall(b'GET /direct HTTP/1.0\\r\\n\\r\\n'); print(s.recv(4096).decode())"
    )
    out = world.run(RunCommandTool(Workspace(world.ws), sandbox=sandbox), ["python3", "-c", connect])
    assert "200 OK" in out.content, out.content
    assert world.service.paths == ["/direct"]


def test_refusals_are_told_to_the_command_that_was_refused(world: World) -> None:
    tool = world.tool(["registry.test"])

    async def both() -> list[ToolOutput]:
        from tests.tools.helpers import ctx

        calls = [f"{CURL} http://elsewhere.test/a", f"{CURL} http://registry.test/b"]
        return await asyncio.gather(*(tool.run(tool.validate({"command": c}), ctx(world.ws)) for c in calls))

    refused, allowed = asyncio.run(both())
    assert BLOCKED in refused.content and BLOCKED not in allowed.content
    assert allowed.content == "outside-world\n[exit code 0]"


def test_the_preview_says_what_the_network_is(world: World) -> None:
    shown = preview(RunCommandTool(Workspace(world.ws), network=True), command="pip install requests")
    assert shown is not None
    hosts = ", ".join(DEFAULT_ALLOW_HOSTS)
    assert (
        f"network only through the app's proxy, to {hosts} (not this machine's or the local network's "
        "addresses unless listed)" in shown.text
    )
    shown = preview(world.tool(["*"]), command="make")
    assert shown is not None and "network only through the app's proxy, to any public host" in shown.text


def test_each_command_gets_its_own_listener_and_it_goes_with_the_command(world: World) -> None:
    tool = world.tool(["registry.test"])
    world.run(tool, f"{CURL} http://elsewhere.test/")
    sandbox = asyncio.run(tool.sandbox())
    assert isinstance(sandbox, BubblewrapSandbox) and sandbox.network is not None
    assert sandbox.network.running == 0
    assert not list(world.ws.iterdir())  # nothing of the proxy's in the workspace
