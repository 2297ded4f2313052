"""What runs once the window has been painted: the asyncio loop, settings, history, the agent, the controller.

Imported by `ui.app` after the first paint, never before: this module pulls in the whole core.
"""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from desktop_agent.config.paths import AppPaths
from desktop_agent.config.settings import Settings, load_settings
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.logging_setup import setup_logging
from desktop_agent.storage.store import HistoryStore
from desktop_agent.tools.mcp.manager import McpManager, with_mcp_tools
from desktop_agent.ui.controller import ChatController
from desktop_agent.ui.main_window import MainWindow
from desktop_agent.ui.process import freeze_long_lived, install_event_loop
from desktop_agent.ui.providers import Providers, default_model

if TYPE_CHECKING:
    from desktop_agent.agent.service import AgentService

log = logging.getLogger(__name__)


def run_core(app: QApplication, window: MainWindow, paths: AppPaths) -> int:
    scrubber = setup_logging(paths.log_file)
    log.info("Window shown")
    loop = install_event_loop(app)
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
        mcp = McpManager(paths.mcp_config_file, secret_sink=scrubber.add)

        def make_service() -> AgentService:
            """The agent, its tools and policy: made when a session opens or a turn starts, with the
            settings of that moment (an idle window never loads them)."""
            from desktop_agent.agent.service import AgentService
            from desktop_agent.storage.permissions import PermissionStore
            from desktop_agent.tools.builtin import builtin_tools

            protected = paths.protected_dirs  # no tool may touch the app's own folders
            current = state.get("settings")
            return AgentService(
                settings=current if isinstance(current, Settings) else settings,
                tools_for_workspace=with_mcp_tools(lambda ws: builtin_tools(ws, protected=protected), mcp),
                history=history,
                permissions=PermissionStore(paths.permissions_file),
                protected_dirs=protected,
            )

        controller = ChatController(
            make_service, history, providers,
            default_agent=settings.default_agent, default_provider=provider, default_model=model,
            workspace=Path.cwd(), custom_profiles=list(settings.profiles),
        )  # fmt: skip
        state.update(history=history, providers=providers, controller=controller, mcp=mcp, settings=settings)
        window.attach(controller)
        window.settings_requested.connect(lambda: open_settings(window, state, paths))
        read_key_when_typing(window, providers, provider)
        if history.notice is not None:
            window.chat.show_error(history.notice)
        if mcp.load_error is not None:
            window.chat.show_error(mcp.load_error)
        window.spawn(mcp.start())  # the servers start in the background; their tools join the next turn
        await window.start()
        freeze_long_lived()
        await welcome_if_first_run(window, state, paths)

    QTimer.singleShot(0, lambda: window.spawn(start()))  # once the loop runs
    with loop:
        loop.run_until_complete(closed.wait())
        controller = state.get("controller")
        if isinstance(controller, ChatController):
            loop.run_until_complete(controller.shutdown())
        providers = state.get("providers")
        if isinstance(providers, Providers):
            loop.run_until_complete(providers.aclose())
        mcp = state.get("mcp")
        if isinstance(mcp, McpManager):
            loop.run_until_complete(mcp.aclose())
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


def apply_settings(window: MainWindow, state: dict[str, object], settings: Settings) -> None:
    """Settings saved in the dialog (or chosen at first run) take effect at once, for the next turns."""
    state["settings"] = settings
    providers, controller = state.get("providers"), state.get("controller")
    if isinstance(providers, Providers):
        window.spawn(providers.update(settings))
        provider, model = default_model(settings)
        if isinstance(controller, ChatController):
            controller.default_provider, controller.default_model = provider, model
            controller.default_agent = settings.default_agent
            if controller.service_loaded:
                controller.service.update_settings(settings)
            controller.custom_profiles = list(settings.profiles)
            window.header.set_choices(controller.profile_names(), controller.model_choices())


def open_settings(window: MainWindow, state: dict[str, object], paths: AppPaths) -> None:
    from desktop_agent.ui.mcp_page import McpServersPage
    from desktop_agent.ui.settings_dialog import SettingsDialog

    settings, providers, mcp = state.get("settings"), state.get("providers"), state.get("mcp")
    if not isinstance(settings, Settings) or not isinstance(providers, Providers):
        return
    dialog = SettingsDialog(settings, paths.settings_file, providers.keys, window)
    if isinstance(mcp, McpManager):
        dialog.add_page(McpServersPage(mcp, dialog), dialog.tr("MCP servers"))
    dialog.settings_changed.connect(lambda new: apply_settings(window, state, new))
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()


async def welcome_if_first_run(window: MainWindow, state: dict[str, object], paths: AppPaths) -> None:
    """No settings and no key yet: a short welcome finds local servers or asks for a provider and key."""
    providers = state.get("providers")
    if not isinstance(providers, Providers) or paths.settings_file.exists():
        return  # not a first run: the keyring is left alone until the person types
    from desktop_agent.ui.welcome import WelcomeDialog, needs_welcome

    keys = providers.keys
    if not await asyncio.to_thread(needs_welcome, paths.settings_file, keys):
        return
    dialog = WelcomeDialog(paths.settings_file, keys, window)
    dialog.settings_chosen.connect(lambda new: apply_settings(window, state, new))
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
