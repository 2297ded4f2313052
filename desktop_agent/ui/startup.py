"""What runs once the window has been painted: the asyncio loop, settings, history, the agent, the controller.

Imported by `ui.app` after the first paint, never before: this module pulls in the whole core.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, Qt, QTimer, SignalInstance
from PySide6.QtWidgets import QApplication, QPlainTextEdit, QWidget

from desktop_agent.core.app_core import AppCore, open_core
from desktop_agent.core.paths import AppPaths
from desktop_agent.core.settings import Settings
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.ui.controller import ChatController
from desktop_agent.ui.process import freeze_long_lived, install_event_loop

if TYPE_CHECKING:
    from desktop_agent.core.agent import ChatSession
    from desktop_agent.ui.model_setup import ModelSetup
    from desktop_agent.ui.tasks import TaskGroup

log = logging.getLogger(__name__)


class AppWindow(Protocol):
    """What start-up needs of the window `ui.app` made (`ui.main_window.MainWindow`)."""

    @property
    def settings_requested(self) -> SignalInstance: ...
    @property
    def message_input(self) -> QPlainTextEdit: ...
    @property
    def tasks(self) -> TaskGroup:
        """What the window runs: cancelled when the app quits, after the core has closed."""
        ...

    @property
    def session(self) -> ChatSession | None: ...
    def window(self) -> QWidget:
        """The window itself (QWidget's own), the parent of the dialogs start-up opens."""
        ...

    def attach(self, controller: ChatController) -> None: ...
    def show_error(self, error: UserFacingError) -> None: ...
    def defaults_changed(self) -> None: ...
    def folder_in_use(self) -> Path:
        """The shown session's folder, else the one a new session would use."""
        ...

    async def start(self) -> None: ...


def run_core(
    app: QApplication,
    window: AppWindow,
    paths: AppPaths,
    attached: Callable[[AppCore, ChatController], None] | None = None,
) -> int:
    """`attached`: told once the core has opened and the window has attached to it (`ui.tray`)."""
    loop = install_event_loop(app)
    closed = asyncio.Event()
    app.aboutToQuit.connect(closed.set)
    opened: list[AppCore] = []

    async def start() -> None:
        try:
            core = await asyncio.to_thread(open_core, paths)
        except UserFacingError as error:
            window.show_error(error)
            return
        opened.append(core)
        log.info("Window shown; the core is open (the log starts with it)")
        if (paths.data_dir / "web-engine").is_dir():  # an added engine (web_engine_kit.KIT_FOLDER)
            from desktop_agent.core import web_engine_kit

            web_engine_kit.use(paths.data_dir)
        controller = await attach(window, core, workspace=Path.cwd())
        if attached is not None:
            attached(core, controller)
        freeze_long_lived()
        await welcome_if_first_run(window, core)

    QTimer.singleShot(0, lambda: window.tasks.spawn(start()))  # once the loop runs
    with loop:
        loop.run_until_complete(closed.wait())
        loop.run_until_complete(shut_down(window, opened))
    return 0


async def shut_down(window: AppWindow, cores: Sequence[AppCore]) -> None:
    """The window has closed: the core closes in its order (running answers stop and are kept as
    interrupted, then providers, MCP servers and the history close), then every task the window still
    runs is cancelled, and waited for."""
    for core in cores:
        await core.aclose()
    await window.tasks.aclose()


async def attach(window: AppWindow, core: AppCore, *, workspace: Path) -> ChatController:
    """Hand the opened core to the window: its controller, the settings dialog, the key read ahead of
    time, what the person must be told, and the MCP servers started in the background. The app and the
    window tests' harness both attach this way."""
    controller = ChatController(core, workspace=workspace)
    window.attach(controller)
    window.settings_requested.connect(lambda: open_settings(window, core))
    core.subscribe_settings(lambda _: window.defaults_changed())
    from desktop_agent.ui.model_setup import ModelSetup

    # whether the model in use can answer (the empty conversation says so): its key read in a worker thread
    setup = ModelSetup(window.window(), core, window.tasks.spawn, lambda: open_settings(window, core))
    read_key_when_typing(window, setup, controller.default_provider)
    for notice in await asyncio.to_thread(core.notices):  # tries the sandbox once
        window.show_error(notice)
    from desktop_agent.ui.mcp_requests import attach_prompter, session_model

    # forms, addresses and sampling requests of MCP servers show in the window
    attach_prompter(window.window(), core, lambda: session_model(window.session, controller))
    window.tasks.spawn(
        core.mcp.start()
    )  # the servers start in the background; their tools join the next turn
    core.keep_knowledge_current()  # bases checked soon and watched while the window is open
    await window.start()
    return controller


def read_key_when_typing(window: AppWindow, setup: ModelSetup, name: str) -> None:
    """Read the default provider's API key (the keyring library and a D-Bus call) in a worker thread as soon
    as the person starts typing, so that Send does not wait for it and an idle window never loads it."""

    def typed() -> None:
        window.message_input.textChanged.disconnect(typed)
        setup.read(name)  # once; then the empty conversation says whether the model can answer

    window.message_input.textChanged.connect(typed)


def apply_settings(window: AppWindow, core: AppCore, settings: Settings) -> None:
    """Settings saved in the dialog (or chosen at first run) take effect at once, for the next turns."""
    window.tasks.spawn(core.apply_settings(settings))


def open_settings(window: AppWindow, core: AppCore) -> None:
    from desktop_agent.ui.mcp_page import McpServersPage
    from desktop_agent.ui.settings_dialog import SettingsDialog
    from desktop_agent.ui.skills_page import SkillsPage

    dialog = SettingsDialog(core.settings, core.paths.settings_file, core.keys, window.window())
    mcp_page = McpServersPage(core.mcp, dialog)
    mcp_page.web_engine.keep_in(core.paths.data_dir, core.settings.web_engine_source)
    dialog.add_page(mcp_page, QCoreApplication.translate("SettingsDialog", "MCP servers"))
    workspace = window.folder_in_use()  # the skills of the folder in use
    dialog.add_page(
        SkillsPage(core.skills, workspace, dialog), QCoreApplication.translate("SettingsDialog", "Skills")
    )
    from desktop_agent.ui.updates_offer import UpdateChecks
    from desktop_agent.ui.updates_page import UpdatesPage
    from desktop_agent.ui.voice_page import VoicePage

    voice = VoicePage(core.voice, core.speech, dialog.tasks.spawn, dialog)
    dialog.add_page(voice, QCoreApplication.translate("SettingsDialog", "Voice"))
    checks = window.window().findChild(UpdateChecks)  # made by the app's start-up (none in some tests)
    updates = UpdatesPage(core, checks, dialog.tasks.spawn, dialog)
    dialog.add_page(updates, QCoreApplication.translate("SettingsDialog", "Updates"))
    dialog.settings_changed.connect(lambda new: apply_settings(window, core, new))
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()


async def welcome_if_first_run(window: AppWindow, core: AppCore) -> None:
    """No settings and no key yet: a short welcome finds local servers or asks for a provider and key."""
    settings_file = core.paths.settings_file
    if settings_file.exists():
        return  # not a first run: the keyring is left alone until the person types
    from desktop_agent.core.first_run import KeyringCheck

    keys = core.keys
    # the OS keyring is asked in a child process, so its backend does not stay in this one (core.first_run);
    # quitting while the keyring waits for the person (its unlock prompt) ends that child, not the quitting
    check = KeyringCheck()
    app = QCoreApplication.instance()
    if app is not None:
        app.aboutToQuit.connect(check.stop)
    if not await asyncio.to_thread(check.needs_welcome, settings_file, keys):
        return
    from desktop_agent.ui.model_setup import ModelSetup

    setup = window.window().findChild(ModelSetup, "modelSetup")
    if isinstance(setup, ModelSetup):  # no key anywhere: "Set up later" leaves no model that can answer
        setup.none_stored()
    from desktop_agent.ui.welcome import WelcomeDialog

    dialog = WelcomeDialog(settings_file, keys, window.window())
    dialog.settings_chosen.connect(lambda new: apply_settings(window, core, new))
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
