"""Whether the model a new conversation would use can answer: a provider that needs an API key and has none
cannot, and the empty conversation says so ("No model set up yet") instead of "Ask anything".

What is known comes from the core's providers (`ProviderRegistry.key_missing`), which read a key in a worker
thread, never on the Qt thread: when the person starts typing, picks another model or changes the settings.
An idle window does not load the keyring for it; on a first run the welcome's own check (made in a child
process) already says that no key is stored anywhere.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from desktop_agent.ui.header import SessionHeader

if TYPE_CHECKING:
    from desktop_agent.core.app_core import AppCore
    from desktop_agent.core.settings import Settings
    from desktop_agent.ui.tasks import Spawn

log = logging.getLogger(__name__)


class ModelSetup(QObject):
    """Lives beside the window (its child, found by the empty states); `changed` when what it knows does."""

    changed = Signal()

    def __init__(
        self, window: QWidget, core: AppCore, spawn: Spawn, open_settings: Callable[[], None]
    ) -> None:
        super().__init__(window)
        self.setObjectName("modelSetup")
        self._window, self._core, self._spawn = window, core, spawn
        self.open_settings = open_settings
        """Settings › Providers, where a key is added or a model on this computer chosen."""
        self._none_stored = False
        self._reading: set[str] = set()
        core.subscribe_settings(self._settings_changed)
        header = window.findChild(SessionHeader)
        if header is not None:  # another model picked for the next message
            header.options_changed.connect(lambda _agent, provider, _model, _folder: self.read(provider))
        self.changed.connect(self._refresh_shown)

    def missing(self, choice: str) -> bool:
        """True when `choice` ("provider/model") is known to need a key it does not have."""
        provider = choice.partition("/")[0].strip().lower()
        if not provider:
            return False
        known = self._core.providers.key_missing(provider)
        return self._none_stored if known is None else known  # not read yet: what the first run found

    def none_stored(self) -> None:
        """The first run's check found no key for any provider that needs one."""
        self._none_stored = True
        self.changed.emit()

    def read(self, provider: str) -> None:
        """Read `provider`'s key in a worker thread (once), then say what is known."""
        if not provider or provider in self._reading:
            return
        if self._core.providers.key_missing(provider) is not None:
            self.changed.emit()
            return
        self._reading.add(provider)
        self._spawn(self._read(provider))

    async def _read(self, provider: str) -> None:
        try:
            await asyncio.to_thread(self._core.providers.read_key, provider)
        finally:
            self._reading.discard(provider)
        self.changed.emit()

    def _settings_changed(self, _settings: Settings) -> None:
        """New settings (a key saved, another default model): the keys are read again."""
        self._none_stored = False
        self.read(self._core.default_model().provider)
        self.changed.emit()

    def _refresh_shown(self) -> None:
        from desktop_agent.ui.empty_state import EmptyState

        for empty in self._window.findChildren(EmptyState):
            if empty.isVisible():
                empty.refresh()
