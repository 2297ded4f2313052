"""What runs once the window has been painted: the asyncio loop, settings, history, the agent, the controller.

Imported by `ui.app` after the first paint, never before: this module pulls in the whole core.
"""

from __future__ import annotations

import asyncio
import gc
import logging
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from desktop_agent.agent.service import AgentService
from desktop_agent.config.paths import AppPaths
from desktop_agent.config.settings import load_settings
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.logging_setup import setup_logging
from desktop_agent.storage.store import HistoryStore
from desktop_agent.tools.builtin import builtin_tools
from desktop_agent.ui.controller import ChatController
from desktop_agent.ui.event_loop import AppEventLoop
from desktop_agent.ui.main_window import MainWindow
from desktop_agent.ui.providers import Providers, default_model

log = logging.getLogger(__name__)


def freeze_long_lived() -> None:
    """After start-up: keep what lives as long as the app (Qt, the window, the core's modules) out of the
    garbage collector's full passes, which otherwise stall the event loop for tens of milliseconds.

    (Handing free heap pages back with glibc's malloc_trim was measured too: it gained nothing at idle here,
    less than loading ctypes for it costs.)"""
    gc.freeze()


def run_core(app: QApplication, window: MainWindow, paths: AppPaths) -> int:
    scrubber = setup_logging(paths.log_file)
    log.info("Window shown")
    loop = AppEventLoop(app)
    asyncio.set_event_loop(loop)
    closed = asyncio.Event()
    app.aboutToQuit.connect(closed.set)
    state: dict[str, object] = {}

    async def start() -> None:
        try:
            settings = load_settings(paths.settings_file)
            history = await asyncio.to_thread(HistoryStore.open, paths.database_file)
        except UserFacingError as error:
            window.chat.show_error(error)
            return
        providers = Providers(settings, scrubber)
        provider, model = default_model(settings)
        service = AgentService(settings=settings, tools_for_workspace=builtin_tools, history=history)
        controller = ChatController(
            service, history, providers,
            default_agent=settings.default_agent, default_provider=provider, default_model=model,
            workspace=Path.cwd(),
        )  # fmt: skip
        state.update(history=history, providers=providers, controller=controller)
        window.attach(controller)
        read_key_when_typing(window, providers, provider)
        if history.notice is not None:
            window.chat.show_error(history.notice)
        await window.start()
        freeze_long_lived()

    QTimer.singleShot(0, lambda: window.spawn(start()))  # once the loop runs
    with loop:
        loop.run_until_complete(closed.wait())
        controller = state.get("controller")
        if isinstance(controller, ChatController):
            loop.run_until_complete(controller.shutdown())
        providers = state.get("providers")
        if isinstance(providers, Providers):
            loop.run_until_complete(providers.aclose())
    history = state.get("history")
    if isinstance(history, HistoryStore):
        history.close()
    return 0


def read_key_when_typing(window: MainWindow, providers: Providers, name: str) -> None:
    """Read the default provider's API key (the keyring library and a D-Bus call) in a worker thread as soon
    as the person starts typing, so that Send does not wait for it and an idle window never loads it."""

    def typed() -> None:
        window.message_input.textChanged.disconnect(typed)
        if not providers.has_key(name):
            window.spawn(asyncio.to_thread(providers.read_key, name))

    window.message_input.textChanged.connect(typed)
