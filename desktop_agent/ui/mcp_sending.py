"""The window's way to MCP resources and prompts: what servers offer (kept, asked for again when a server
says it changed), and a prompt (with its form) sent as the message it makes. The core reads the
`@server:uri` mentions of a message when it is sent, and makes a prompt's message (`core.turns`)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QTimer

from desktop_agent.core.mcp_resources import McpResources, PromptInfo, ServerOffer

if TYPE_CHECKING:
    from PySide6.QtWidgets import QPlainTextEdit, QWidget

    from desktop_agent.ui.controller import ChatController
    from desktop_agent.ui.prompt_form import PromptForm
    from desktop_agent.ui.tasks import Spawn

log = logging.getLogger(__name__)

CHANGES_SETTLE_MS = 200
"""A server's changes come in bursts (its state, its lists): what it offers is asked for once they settle."""


class ShownList(Protocol):
    """The `@` and `/` list (`mention_menu.MentionMenu`): shown again when what it offers arrives."""

    def isVisible(self) -> bool: ...  # noqa: N802 - Qt's name
    def refresh(self) -> None: ...


class McpSending:
    """Serves the `@` and `/` list (`mention_menu.McpOptions`) and the Resources panel. A chosen prompt
    clears the `composer`, asks for its arguments in a form over `parent`, and goes to `send_prompt`
    (server, prompt, arguments: the conversation's, which has the core make its message)."""

    def __init__(
        self,
        controller: ChatController,
        composer: QPlainTextEdit,
        parent: QWidget,
        spawn: Spawn,
        send_prompt: Callable[[str, str, dict[str, str]], None],
    ) -> None:
        self._composer = composer
        self._parent = parent
        self._spawn = spawn
        self._send_prompt = send_prompt
        self.menu: ShownList | None = None
        """The `@` and `/` list, once it is made."""
        self.source = McpResources(controller.core.mcp)
        self.offers: list[ServerOffer] | None = None
        self._prompts: list[PromptInfo] | None = None
        self._loading: set[str] = set()
        self._listeners: list[Callable[[], None]] = []
        self.form: PromptForm | None = None
        """The form of the prompt being filled in, while it shows."""
        self._settle = QTimer()
        self._settle.setSingleShot(True)
        self._settle.setInterval(CHANGES_SETTLE_MS)
        self._settle.timeout.connect(self._forget)
        self.source.subscribe(self._changed)

    def _changed(self, _server: str) -> None:
        """A server's offers or state changed: asked again once the changes settle (not while the app
        closes: its servers go down then, and the event loop ends soon after)."""
        if not self.source.closed:
            self._settle.start()

    def listen(self, listener: Callable[[], None]) -> None:
        """`listener` hears when what the servers offer has been (asked for and) received."""
        self._listeners.append(listener)

    def _forget(self) -> None:
        if self.source.closed:  # a change just before the app began to close: nobody will ask now
            return
        self.offers, self._prompts = None, None
        self._told()

    def _told(self) -> None:
        for listener in list(self._listeners):
            listener()
        if self.menu is not None and self.menu.isVisible():
            self.menu.refresh()

    def _load(self, what: str) -> None:
        if what not in self._loading:
            self._loading.add(what)
            self._spawn(self._fetch(what))

    async def _fetch(self, what: str) -> None:
        try:
            if what == "offers":
                self.offers = await self.source.offers()
            else:
                self._prompts = await self.source.prompts()
        finally:
            self._loading.discard(what)
        if self.menu is not None:
            self.menu.refresh()
        for listener in list(self._listeners):
            listener()

    def load_offers(self) -> list[ServerOffer] | None:
        """What each server offers; None while it is asked for (listeners hear when it arrives)."""
        if self.offers is None:
            self._load("offers")
        return self.offers

    # ---- the `@` and `/` list ----

    def servers(self) -> list[str]:
        return self.source.resource_servers()

    def resources(self, server: str) -> list[tuple[str, str, str]] | None:
        offers = self.load_offers()
        if offers is None:
            return None
        found: list[tuple[str, str, str]] = []
        for offer in offers:
            if offer.server == server:
                found += [(r.uri, r.label, r.description or r.uri) for r in offer.resources]
                found += [(t.uri_template, t.label, t.description or t.uri_template) for t in offer.templates]
        return found

    def prompts(self) -> list[tuple[str, str]] | None:
        if self._prompts is None:
            self._load("prompts")
            return None
        return [(f"{p.server}:{p.name}", p.description or p.title) for p in self._prompts]

    def prompt_chosen(self, key: str) -> None:
        prompt = next((p for p in self._prompts or () if f"{p.server}:{p.name}" == key), None)
        if prompt is None:
            return
        self._composer.clear()
        if not prompt.arguments:
            self._spawn(self.send_prompt(prompt, {}))
            return
        from desktop_agent.ui.prompt_form import PromptForm

        async def complete(argument: str, value: str, others: dict[str, str]) -> list[str]:
            return await self.source.complete(prompt.server, prompt.name, argument, value, others)

        form = PromptForm(prompt, self._parent, complete, self._spawn)
        form.accepted.connect(lambda: self._spawn(self.send_prompt(prompt, form.values())))
        form.finished.connect(lambda _result: setattr(self, "form", None))
        self.form = form
        form.open()

    async def send_prompt(self, prompt: PromptInfo, values: dict[str, str]) -> None:
        """The message the prompt makes (the core asks the server for it) goes as the person's message."""
        self._send_prompt(prompt.server, prompt.name, values)
