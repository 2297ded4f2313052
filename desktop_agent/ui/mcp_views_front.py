"""The window's side of MCP Apps' views: opening a call's view for its card (`chat_app_views` places it),
and what a view asks of the person, each shown before anything happens.

- A tool call from the view: the approval dialog the model's call would show, when the rules ask (the core
  decides that: `core.mcp_apps`).
- A link: the address is shown, and opens in the browser only if the person says so.
- A message: its text is shown, and sent as the person's message only if they say so.
- Context for the model (`ui/update-model-context`): a chip in the message box, like an attached file, that
  the person sees and may remove; it goes with their next message. A newer context of the same view
  replaces its chip.
"""

from __future__ import annotations

import asyncio
import collections
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QCoreApplication, QLocale, Qt, QUrl
from PySide6.QtGui import QColor, QDesktopServices, QPalette
from PySide6.QtWidgets import QMessageBox, QWidget

from desktop_agent.domain.display import visible
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.ui import web_views
from desktop_agent.ui.chat_text import is_dark

if TYPE_CHECKING:
    from desktop_agent.core.agent import ChatSession
    from desktop_agent.core.approvals import ApprovalDecision
    from desktop_agent.core.mcp_apps import DisplayMode, McpViews, View, ViewSession
    from desktop_agent.domain.events import ApprovalRequested
    from desktop_agent.ui.attachment_tray import Attachments
    from desktop_agent.ui.chat_app_views import Opener, ViewControls

log = logging.getLogger(__name__)

MOST_OPENED = 12
"""Views whose page and bridge are kept for opening again (the others are read from their server again)."""
MOST_SHOWN_CHARS = 4000
"""The core refuses longer messages from a view: all of one is shown."""
T = TypeVar("T")


def _settle(future: asyncio.Future[T], value: T) -> None:
    if not future.done():
        future.set_result(value)


@dataclass(eq=False)
class ViewFront:
    """What one view asks of the person (the core's `ViewFront`)."""

    parent: QWidget
    attachments: Attachments
    say: Callable[[str], None]
    controls: ViewControls | None = None
    """What the view may change of its place (its slot's, once it is open)."""
    title: str = ""
    """Its window's title when it is shown out of its card: whose view it is."""
    _context_chip: int | None = None

    async def approve(self, request: ApprovalRequested) -> ApprovalDecision:
        from desktop_agent.ui.approval_dialog import ApprovalDialog

        dialog = ApprovalDialog(request, "", self.parent)
        answered: asyncio.Future[ApprovalDecision] = asyncio.get_running_loop().create_future()
        dialog.finished.connect(lambda result: _settle(answered, dialog.decision))
        dialog.open()
        dialog.default_button.setFocus()
        return await answered

    async def open_link(self, server: str, url: str) -> bool:
        question = QCoreApplication.translate(
            "McpViews", "The view of the MCP server “{server}” asks to open this address in your browser:"
        )
        title, yes = (
            QCoreApplication.translate("McpViews", "Open link"),
            QCoreApplication.translate("McpViews", "Open"),
        )
        # As sent: a host in other scripts as its ASCII form, so that a look-alike address shows as one.
        address = bytes(QUrl(url).toEncoded().data()).decode("ascii", "replace")
        if not await self._asked(title, question.format(server=server), address, yes):
            return False
        return QDesktopServices.openUrl(QUrl(url))

    async def post_message(self, server: str, text: str) -> bool:
        question = QCoreApplication.translate(
            "McpViews", "The view of the MCP server “{server}” asks to send this message as yours:"
        )
        title, yes = (
            QCoreApplication.translate("McpViews", "Send a message"),
            QCoreApplication.translate("McpViews", "Send"),
        )
        if not await self._asked(title, question.format(server=server), visible(text), yes):
            return False
        self.say(text)
        return True

    async def _asked(self, title: str, question: str, shown: str, yes: str) -> bool:
        """Whether the person said yes, having seen `shown` (Cancel is the default)."""
        box = QMessageBox(
            QMessageBox.Icon.Question, title, question, QMessageBox.StandardButton.Cancel, self.parent
        )
        agree = box.addButton(yes, QMessageBox.ButtonRole.YesRole)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.setInformativeText(shown if len(shown) <= MOST_SHOWN_CHARS else shown[:MOST_SHOWN_CHARS] + "…")
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.setAccessibleName(title)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        answered: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        box.buttonClicked.connect(lambda button: _settle(answered, button is agree))
        box.finished.connect(lambda result: _settle(answered, False))
        box.open()
        return await answered

    def model_context(self, server: str, text: str) -> None:
        if self._context_chip is not None:
            self.attachments.drop(self._context_chip)
        self._context_chip = None
        if text.strip():
            name = QCoreApplication.translate("McpViews", "Context from {server}.md").format(server=server)
            self._context_chip = self.attachments.add_text(name, text)

    def resize(self, width: int | None, height: int | None) -> None:
        if height is not None and self.controls is not None:
            self.controls.height(height)

    def display_mode(self, mode: DisplayMode) -> DisplayMode:
        got = self.controls.mode(mode, self.title) if self.controls is not None else "inline"
        return "fullscreen" if got == "fullscreen" else "pip" if got == "pip" else "inline"


def host_styles(widget: QWidget) -> dict[str, str]:
    """The window's palette and fonts as the CSS variables MCP Apps' views read."""
    palette = widget.palette()
    role = QPalette.ColorRole
    text, base = palette.color(role.Text), palette.color(role.Base)
    mid = QColor.fromRgbF(
        (text.redF() + base.redF()) / 2,
        (text.greenF() + base.greenF()) / 2,
        (text.blueF() + base.blueF()) / 2,
    )
    family = widget.font().family()
    return {
        "--color-background-primary": base.name(),
        "--color-background-secondary": palette.color(role.AlternateBase).name(),
        "--color-text-primary": text.name(),
        "--color-text-secondary": mid.name(),
        "--color-border-primary": palette.color(role.Mid).name(),
        "--color-text-info": palette.color(role.Link).name(),
        "--font-sans": f'"{family}", system-ui, sans-serif',
        "--font-mono": "ui-monospace, monospace",
        "--border-radius-md": "8px",
    }


class WindowViews:
    """Opens the views of the shown conversation's calls (the `Opener` of each call that has one)."""

    def __init__(
        self,
        parent: QWidget,
        views: Callable[[], McpViews | None],
        session: Callable[[], ChatSession | None],
        attachments: Attachments,
        draft: Callable[[], str],
        put: Callable[[str], None],
        send: Callable[[], None],
    ) -> None:
        """`draft`: what the person is writing; `put` replaces it, `send` sends it as theirs."""
        self._parent = parent
        self._views = views
        self._session = session
        self._attachments = attachments
        self._draft, self._put, self._send = draft, put, send
        self._opened: collections.OrderedDict[str, tuple[View, ViewSession, ViewFront]] = (
            collections.OrderedDict()
        )
        """The views opened, newest last (a view's HTML may be megabytes: only the newest few are kept)."""

    def opener(self, call_id: str) -> Opener | None:
        """How to open the call's view; None when its tool has none, or views cannot be shown here (the
        card shows the tool's text result)."""
        views = self._views()
        if views is None or views.call(call_id) is None or not web_views.available():
            return None

        async def open_view(parent: QWidget, controls: ViewControls) -> QWidget:
            view, bridge, front = await self._open(views, call_id)
            front.controls = controls
            shown = controls.shown_as
            bridge.display = "fullscreen" if shown == "fullscreen" else "pip" if shown == "pip" else "inline"
            from desktop_agent.ui.mcp_app_view import McpAppView

            return McpAppView(view, bridge, parent)

        return open_view

    def _say(self, text: str) -> None:
        """A message a view asked to send, after the person said yes: sent as theirs, or added to what they
        are writing (nothing they wrote is lost)."""
        draft = self._draft()
        self._put(f"{draft}\n\n{text}" if draft else text)
        if not draft:
            self._send()

    async def _open(self, views: McpViews, call_id: str) -> tuple[View, ViewSession, ViewFront]:
        kept = self._opened.get(call_id)
        if kept is not None:
            self._opened.move_to_end(call_id)
            return kept
        session = self._session()
        if session is None:
            raise UserFacingError(
                ErrorKind.USAGE,
                QCoreApplication.translate("McpViews", "The view's conversation is no longer shown."),
            )
        front = ViewFront(self._parent, self._attachments, self._say)
        call = views.call(call_id)
        if call is not None:
            title = QCoreApplication.translate("McpViews", "{tool} — a view of the MCP server “{server}”")
            front.title = title.format(tool=visible(call.tool), server=visible(call.server))
        theme = "dark" if is_dark(self._parent.palette()) else "light"
        locale = QLocale().bcp47Name() or "en"
        opened = await views.open(
            call_id, session, front, theme=theme, locale=locale, styles=host_styles(self._parent)
        )
        if opened is None:
            raise UserFacingError(
                ErrorKind.USAGE, QCoreApplication.translate("McpViews", "This call's view is no longer kept.")
            )
        kept = (*opened, front)
        self._opened[call_id] = kept
        while len(self._opened) > MOST_OPENED:
            self._opened.popitem(last=False)
        return kept
