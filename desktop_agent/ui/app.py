"""Starts Qt and the qasync event loop, shows the window, then (after the first paint) opens the history."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from desktop_agent.agent.service import AgentService
from desktop_agent.config.paths import app_paths
from desktop_agent.config.settings import Settings, load_settings
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.logging_setup import SecretScrubber, setup_logging
from desktop_agent.providers.base import ModelProvider
from desktop_agent.providers.factory import create_provider
from desktop_agent.providers.presets import get_preset, infer_provider
from desktop_agent.secrets.keyring_store import KeyringSecretStore
from desktop_agent.storage.permissions import PermissionStore
from desktop_agent.storage.store import HistoryStore
from desktop_agent.tools.builtin import builtin_tools
from desktop_agent.tools.mcp.manager import McpManager, with_mcp_tools
from desktop_agent.ui.controller import ChatController
from desktop_agent.ui.main_window import MainWindow
from desktop_agent.ui.resources import app_icon
from desktop_agent.ui.theme import apply_theme

log = logging.getLogger(__name__)


def default_model(settings: Settings) -> tuple[str, str]:
    if settings.default_model and settings.default_provider is None:
        inferred = infer_provider(settings.default_model)
        if inferred is not None:
            return inferred[0].name, inferred[1]
    provider = get_preset(settings.default_provider or "openai")
    overrides = settings.providers.get(provider.name)
    model = (
        settings.default_model or (overrides.default_model if overrides else None) or provider.default_model
    )
    return provider.name, model


class Providers:
    """One provider per preset, built on first use with its key from the keyring."""

    def __init__(self, settings: Settings, scrubber: SecretScrubber) -> None:
        self._settings = settings
        self._scrubber = scrubber
        self._secrets = KeyringSecretStore()
        self._built: dict[str, ModelProvider] = {}
        self._keys: dict[str, str | UserFacingError | None] = {}

    def read_key(self, name: str) -> None:
        """Read the key ahead of time (a D-Bus call): run in a worker thread, never on the Qt thread."""
        preset = get_preset(name)
        try:
            self._keys[name] = self._secrets.get(name) if preset.needs_key else None
        except UserFacingError as error:
            self._keys[name] = error  # told to the person when they send

    def __call__(self, name: str) -> ModelProvider:
        if name in self._built:
            return self._built[name]
        preset = get_preset(name)
        if name not in self._keys:  # another provider than the default one: read it now
            self.read_key(name)
        key = self._keys[name]
        if isinstance(key, UserFacingError):
            del self._keys[name]  # try the keyring again next time
            raise key
        if preset.needs_key and not key:
            raise UserFacingError(
                ErrorKind.NO_API_KEY,
                f"No API key is stored for {preset.label}.",
                f"Store one with `desktop-agent keys set {name}` (settings in the window come next).",
            )
        self._scrubber.add(key)
        overrides = self._settings.providers.get(name)
        provider = create_provider(
            preset,
            api_key=key,
            base_url=overrides.base_url if overrides else None,
            request_timeout_s=self._settings.network.request_timeout_s,
        )
        self._built[name] = provider
        return provider

    async def aclose(self) -> None:
        for provider in self._built.values():
            await provider.aclose()


def run_window(*, data_dir: Path | None = None) -> int:
    import qasync

    paths = app_paths(data_dir)
    paths.ensure()
    scrubber = setup_logging(paths.log_file)
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    app.setApplicationName("Desktop Agent")
    app.setOrganizationName("Desktop Agent")
    app.setWindowIcon(app_icon())
    with contextlib.suppress(UserFacingError):  # a broken settings file is shown once the window is up
        apply_theme(app, load_settings(paths.settings_file).theme)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    closed = asyncio.Event()
    app.aboutToQuit.connect(closed.set)

    window = MainWindow()
    window.show()
    log.info("Window shown")
    state: dict[str, object] = {}

    async def after_first_paint() -> None:
        try:
            settings = load_settings(paths.settings_file)
            history = await asyncio.to_thread(HistoryStore.open, paths.database_file)
        except UserFacingError as error:
            window.chat.show_error(error)
            return
        providers = Providers(settings, scrubber)
        provider, model = default_model(settings)
        mcp = McpManager(paths.mcp_config_file, secret_sink=scrubber.add)
        state["mcp"] = mcp
        protected = paths.protected_dirs  # no tool may touch the app's own folders
        service = AgentService(
            settings=settings,
            tools_for_workspace=with_mcp_tools(lambda ws: builtin_tools(ws, protected=protected), mcp),
            history=history,
            permissions=PermissionStore(paths.permissions_file),
            protected_dirs=protected,
        )
        controller = ChatController(
            service, history, providers,
            default_agent=settings.default_agent, default_provider=provider, default_model=model,
            workspace=Path.cwd(),
        )  # fmt: skip
        await asyncio.to_thread(providers.read_key, provider)
        window.attach(controller)
        state.update(history=history, providers=providers, controller=controller)
        if history.notice is not None:
            window.chat.show_error(history.notice)
        if mcp.load_error is not None:
            window.chat.show_error(mcp.load_error)
        window.spawn(mcp.start())  # the servers start in the background; their tools join the next turn
        await window.start()

    app.processEvents()  # the first paint happens here, before anything else is opened
    # Everything alive now (Qt, the window, the core's modules) lives as long as the app: keep it out of
    # the garbage collector's full passes, which otherwise stall the event loop for tens of milliseconds.
    gc.freeze()
    QTimer.singleShot(0, lambda: window.spawn(after_first_paint()))
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
