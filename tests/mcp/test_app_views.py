"""MCP Apps, the host's side of a tool's view before it is shown (tools/mcp/apps.py, app_views.py): which
tools have a view and who may call them, and what the view may load, as a hostile server might declare it.
Real servers: tests/mcp/servers/app_tools_server.py (the SDK's) and the MCP Apps example server from npm
(`@modelcontextprotocol/server-basic-vanillajs`, its view built with the ext-apps SDK)."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import pytest

from desktop_agent.domain.errors import UserFacingError
from desktop_agent.tools.mcp.app_views import read_view
from desktop_agent.tools.mcp.apps import AppLink, ViewPolicy, app_link
from desktop_agent.tools.mcp.manager import McpManager
from desktop_agent.tools.mcp.status import ServerState
from tests.helpers.npm_packages import CACHE, NpmUnavailableError, install_pinned, node_22
from tests.mcp.conftest import MARKER_VAR, REPO, write_config

EXAMPLE = "@modelcontextprotocol/server-basic-vanillajs"
EXAMPLE_VERSION = "2.0.3"


def test_a_tools_view_and_who_may_call_it() -> None:
    assert app_link(None) == AppLink(None)
    assert app_link({"ui": {"resourceUri": "ui://a/b.html"}}) == AppLink("ui://a/b.html")
    assert app_link({"ui/resourceUri": "ui://a/b.html"}).resource_uri == "ui://a/b.html"  # earlier drafts
    assert app_link({"ui": {"resourceUri": "https://evil.example/x.html"}}).resource_uri is None
    assert app_link({"ui": {"resourceUri": "file:///etc/passwd"}}).resource_uri is None
    assert app_link({"ui": {"visibility": ["app"]}}) == AppLink(None, for_model=False, for_view=True)
    assert app_link({"ui": {"visibility": ["model"]}}) == AppLink(None, for_model=True, for_view=False)
    assert app_link({"ui": {"visibility": "app"}}) == AppLink(None), (
        "a malformed visibility keeps the default"
    )


def test_a_view_reaches_only_the_origins_it_declared_and_nothing_smuggled_in() -> None:
    policy = ViewPolicy.declared({
        "csp": {
            "connectDomains": ["https://api.example.com", "wss://live.example.com/", "*",
                               "https://a.example; script-src *", "javascript:alert(1)", "data:",
                               "http://plain.example.com", "http://localhost:8080", "https://x.example/path"],
            "resourceDomains": ["https://*.cdn.example", "'unsafe-eval'", "'self'"],
            "frameDomains": [42],
        },
        "permissions": {"camera": {}, "keychain": {}},
    })  # fmt: skip
    assert policy.connect == ("https://api.example.com", "wss://live.example.com", "http://localhost:8080")
    assert policy.resources == ("https://*.cdn.example",)
    assert policy.frames == ()
    assert policy.permissions == frozenset({"camera"})
    assert set(policy.refused) >= {"*", "https://a.example; script-src *", "javascript:alert(1)", "data:",
                                   "http://plain.example.com", "'unsafe-eval'", "42"}  # fmt: skip
    csp = policy.content_security_policy()
    directives = dict(d.split(" ", 1) for d in csp.split("; "))
    assert directives["default-src"] == "'none'"
    assert directives["connect-src"] == "https://api.example.com wss://live.example.com http://localhost:8080"
    assert directives["frame-src"] == "'none'" and directives["object-src"] == "'none'"
    assert "'unsafe-eval'" not in csp and "*;" not in csp and "javascript:" not in csp
    assert policy.allows("https://api.example.com/v1/data?q=1", "connect")
    assert not policy.allows("https://api.example.com.evil.example/", "connect")
    assert not policy.allows("https://evil.example/", "connect")
    assert policy.allows("https://img.cdn.example/a.png", "resource")
    assert not policy.allows("https://cdn.example/a.png", "resource"), "*. is a subdomain, not the domain"
    assert not policy.allows("https://evilcdn.example/a.png", "resource")
    assert not policy.allows("https://api.example.com/", "resource"), "connect origins load nothing"


def test_the_default_is_nothing_from_the_network() -> None:
    csp = ViewPolicy.declared(None).content_security_policy()
    assert "connect-src 'none'" in csp and "frame-src 'none'" in csp
    assert "https:" not in csp and "http:" not in csp


def test_a_tool_only_its_view_may_call_is_not_offered_to_the_model(tmp_path: Path, marker: str) -> None:
    entry = {
        "command": sys.executable, "args": ["-m", "tests.mcp.servers.app_tools_server"], "cwd": str(REPO),
        "env": {MARKER_VAR: marker},
    }  # fmt: skip

    async def scenario() -> None:
        manager = McpManager(write_config(tmp_path / "mcp.json", {"charts": entry}))
        try:
            await manager.start()
            status = manager.status("charts")
            assert status.state is ServerState.UP, status.error
            assert [t.name for t in status.tools] == ["charts__chart", "charts__summary"]
            [catalog] = manager.catalogs()
            view = await read_view(catalog, "ui://chart/view.html")
            assert "<title>Chart</title>" in view.html and view.prefers_border is False
            assert view.policy.connect == ("https://api.charts.example",)
            assert view.policy.refused == ("*; script-src *", "'unsafe-eval'")
            with pytest.raises(UserFacingError, match="not a ui:// resource"):
                await read_view(catalog, "file:///etc/passwd")
        finally:
            await manager.aclose()

    asyncio.run(scenario())


@pytest.mark.slow
@pytest.mark.timeout(600)  # the first run installs the example server with npm
def test_the_mcp_apps_example_servers_view_is_read_as_published(tmp_path: Path, marker: str) -> None:
    try:
        [folder] = install_pinned(CACHE / "mcp-apps", {EXAMPLE: EXAMPLE_VERSION}).values()
        node = node_22()
    except NpmUnavailableError as exc:
        pytest.skip(f"The MCP Apps example server could not be installed with npm: {exc}")
    entry = {"command": str(node), "args": [str(folder / "dist" / "index.js"), "--stdio"],
             "env": {MARKER_VAR: marker}}  # fmt: skip

    async def scenario() -> None:
        manager = McpManager(write_config(tmp_path / "mcp.json", {"clock": entry}))
        try:
            await manager.start()
            status = manager.status("clock")
            assert status.state is ServerState.UP, status.error
            assert [t.name for t in status.tools] == ["clock__get-time"]
            [catalog] = manager.catalogs()
            view = await read_view(catalog, "ui://get-time/mcp-app.html")
            assert 'id="get-time-btn"' in view.html and "ui/initialize" in view.html
            assert view.policy == ViewPolicy.declared(None), "it declares no origins: it reaches none"
        finally:
            await manager.aclose()

    asyncio.run(scenario())
