"""An MCP App's view in a web view of its own (QtWebEngine, an optional part: `web_views.available`).

The view's HTML runs in an iframe of a small host page, ``sandbox="allow-scripts"`` without
``allow-same-origin``: an opaque origin of its own, so it reaches no storage, cookie or page of the app
or of another view, cannot open windows and cannot navigate its parent. Its Content-Security-Policy is the
one its resource earned (`apps.ViewPolicy`), set as the first thing in its head. The host page relays its
``postMessage`` JSON-RPC, only from that iframe, to `app_bridge.ViewSession` over a QWebChannel, and the
answers back.

In code, under the page: every view has its own off-the-record profile (nothing kept on disk, nothing
shared); every request the engine is about to make is checked against the declared origins and refused
otherwise (`_Gate`, whatever the page's policy says); navigation away from the host page, new windows and
device permissions are refused (`_Page`). What was refused is kept (`refused`) and logged.
"""

from __future__ import annotations

import asyncio
import html
import json
import logging
import os
import sys
import threading
from typing import TYPE_CHECKING, Any

if sys.platform != "win32" and os.geteuid() == 0 and "QTWEBENGINE_CHROMIUM_FLAGS" not in os.environ:
    # Chromium will not start its own sandbox as root; the view's page rules (below) still hold.
    os.environ["QTWEBENGINE_CHROMIUM_FLAGS"] = "--no-sandbox"

from PySide6.QtCore import QObject, QUrl, Signal, Slot
from PySide6.QtWebChannel import QWebChannel
from PySide6.QtWebEngineCore import (
    QWebEnginePage,
    QWebEnginePermission,
    QWebEngineProfile,
    QWebEngineUrlRequestInfo,
    QWebEngineUrlRequestInterceptor,
)
from PySide6.QtWebEngineWidgets import QWebEngineView
from PySide6.QtWidgets import QWidget

from desktop_agent.core.mcp_apps import Reach, View, ViewPolicy
from desktop_agent.ui.tasks import live_loop

if TYPE_CHECKING:
    from desktop_agent.core.mcp_apps import ViewSession

log = logging.getLogger(__name__)

HOST_URL = QUrl("qrc:///desktop-agent/mcp-app/")
_OWN_SCHEMES = ("qrc", "data", "about", "blob")
_RT = QWebEngineUrlRequestInfo.ResourceType
_CONNECT = {_RT.ResourceTypeXhr, _RT.ResourceTypePing, _RT.ResourceTypeCspReport, _RT.ResourceTypeWebSocket}
# No policy of its own: a srcdoc frame inherits its parent's, which would narrow the view's. What the page
# may load is the profile's `_Gate`.
_HOST_PAGE = """<!doctype html><html><head><meta charset="utf-8">
<style>html,body{margin:0;padding:0;background:transparent}iframe{border:0;width:100%;height:100vh;display:block}</style>
<script src="qrc:///qtwebchannel/qwebchannel.js"></script></head><body>
<iframe id="view" sandbox="allow-scripts" srcdoc="__VIEW__"></iframe>
<script>
new QWebChannel(qt.webChannelTransport, function (channel) {
  const bridge = channel.objects.bridge, frame = document.getElementById("view");
  window.addEventListener("message", function (event) {
    if (event.source !== frame.contentWindow) return;
    try { bridge.post(JSON.stringify(event.data)); } catch (e) {}
  });
  bridge.deliver.connect(function (text) { frame.contentWindow.postMessage(JSON.parse(text), "*"); });
});
</script></body></html>"""


def host_page(view: View) -> str:
    """The host page holding the view, its policy first in its head."""
    policy = f'<meta http-equiv="Content-Security-Policy" content="{view.policy.content_security_policy()}">'
    text = view.html
    lower = text[:4096].lower()
    at = lower.find("<head")
    if at >= 0:
        end = text.find(">", at) + 1
        page = text[:end] + policy + text[end:]
    else:
        page = f"<!doctype html><html><head>{policy}</head><body>{text}</body></html>"
    return _HOST_PAGE.replace("__VIEW__", html.escape(page, quote=True))


class _Gate(QWebEngineUrlRequestInterceptor):
    """Every request of the view's profile: the host page's own, or an origin the view declared for that
    kind of use; anything else is refused before it leaves (runs on the engine's IO thread)."""

    def __init__(self, policy: ViewPolicy, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._policy = policy
        self._lock = threading.Lock()
        self.refused: list[str] = []

    def interceptRequest(self, info: QWebEngineUrlRequestInfo) -> None:  # noqa: N802 - Qt's name
        url = info.requestUrl()
        if url.scheme() in _OWN_SCHEMES:
            return
        kind = info.resourceType()
        reach: Reach = "connect" if kind in _CONNECT else "resource"
        if kind == _RT.ResourceTypeSubFrame:
            reach = "frame"
        if kind != _RT.ResourceTypeMainFrame and self._policy.allows(url.toString(), reach):
            return
        info.block(True)
        with self._lock:
            self.refused.append(url.toString()[:500])
        log.info("An MCP App view was refused %s (%s)", url.toString()[:200], reach)


class _Page(QWebEnginePage):
    """The host page: loaded once; no navigation away, no new windows, no device permissions."""

    def __init__(self, profile: QWebEngineProfile, parent: QObject | None = None) -> None:
        super().__init__(profile, parent)
        self.refused: list[str] = []
        self._loaded = False
        self.permissionRequested.connect(self._permission)

    def acceptNavigationRequest(  # noqa: N802 - Qt's name
        self, url: QUrl | str, kind: QWebEnginePage.NavigationType, main: bool
    ) -> bool:
        address = QUrl(url) if isinstance(url, str) else url
        if main and not self._loaded and address.scheme() in ("qrc", "data"):
            self._loaded = True
            return True
        if not main and address.toString() in ("about:srcdoc", "about:blank"):
            return True
        self.refused.append(f"navigation to {address.toString()[:300]}")
        log.info("An MCP App view tried to navigate to %s: refused", address.toString()[:200])
        return False

    def createWindow(self, kind: QWebEnginePage.WebWindowType) -> QWebEnginePage:  # noqa: N802
        self.refused.append("a new window")
        return None  # type: ignore[return-value]  # no window: Qt's way to refuse one

    def javaScriptConsoleMessage(  # noqa: N802 - Qt's name
        self, level: QWebEnginePage.JavaScriptConsoleMessageLevel, message: str, line: int, source: str
    ) -> None:
        """A view's console goes to the app's log (debug), not to Qt's warnings."""
        log.debug("MCP App view console: %s", message[:500])

    def _permission(self, permission: QWebEnginePermission) -> None:
        self.refused.append(f"permission {permission.permissionType().name}")
        permission.deny()


class _Channel(QObject):
    deliver = Signal(str)

    def __init__(self, view: McpAppView) -> None:
        super().__init__(view)
        self._view = view

    @Slot(str)
    def post(self, text: str) -> None:
        self._view.received(text)


class McpAppView(QWebEngineView):
    """One view of one tool call, answering through its `ViewSession`."""

    def __init__(self, view: View, session: ViewSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view, self.session = view, session
        # Off the record: nothing on disk, shared with no one. The page must go before its profile: both
        # are the view's children, the page first (a parent's children go in the order they came).
        self._profile = QWebEngineProfile()
        self.gate = _Gate(view.policy, self._profile)
        self._profile.setUrlRequestInterceptor(self.gate)
        self.page_ = _Page(self._profile, self)
        self._profile.setParent(self)
        self.setPage(self.page_)
        self._channel = _Channel(self)
        channel = QWebChannel(self.page_)
        channel.registerObject("bridge", self._channel)
        self.page_.setWebChannel(channel)
        self._pending: set[asyncio.Task[None]] = set()
        session.outbox = self._send
        self.page_.setHtml(host_page(view), HOST_URL)

    @property
    def refused(self) -> list[str]:
        """What the view was refused: addresses, navigations, windows, permissions."""
        return [*self.gate.refused, *self.page_.refused]

    def received(self, text: str) -> None:
        loop = live_loop()
        if loop is None:  # the app is closing: nothing answers the view any more
            log.debug("An MCP App view's message came after the event loop ended; it was dropped")
            return
        task = loop.create_task(self._answer(text))
        self._pending.add(task)
        task.add_done_callback(self._pending.discard)

    async def _answer(self, text: str) -> None:
        try:
            reply = await self.session.receive(text)
        except Exception:  # a view's request must never take the window down
            log.exception("An MCP App view's request failed")
            return
        if reply is not None:
            self._send(reply)

    def _send(self, message: dict[str, Any]) -> None:
        self._channel.deliver.emit(json.dumps(message))

    def dispose(self) -> None:
        """Stop the view and free it: its requests still waiting, its page, then its profile."""
        for task in list(self._pending):
            task.cancel()
        self.session.outbox = lambda message: None
        self.hide()
        self.deleteLater()  # its page, then its profile
