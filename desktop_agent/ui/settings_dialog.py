"""The Settings dialog: providers and keys, agent profiles, appearance; room for more pages (MCP servers)."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Protocol, runtime_checkable

from PySide6.QtCore import Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from desktop_agent.core.keys import RunKeys, SecretStore, as_run_keys
from desktop_agent.core.settings import InvalidSettings, Settings, problem_of, save_settings
from desktop_agent.ui.appearance_page import AppearancePage
from desktop_agent.ui.profiles_page import ProfilesPage
from desktop_agent.ui.providers_page import ProvidersPage
from desktop_agent.ui.side_tabs import SideTabs
from desktop_agent.ui.tasks import TaskGroup
from desktop_agent.ui.theme import ERROR_STYLE
from desktop_agent.ui.web_search_page import WebSearchPage

log = logging.getLogger(__name__)


@runtime_checkable
class SettingsSection(Protocol):
    """A page given to `add_page` that shows settings of its own (MCP servers: the registry's address): it
    is given the settings and keys when added, and checked and collected on OK/Apply like the others."""

    def attach_settings(self, settings: Settings, keys: RunKeys) -> None: ...

    def validate(self) -> bool: ...

    def apply_to(self, settings: Settings) -> Settings: ...


class SettingsDialog(QDialog):
    """OK/Apply validate, save settings.json atomically and emit ``settings_changed``; Cancel discards.

    API keys are stored as soon as they are set (in the keyring, or for this run only), not on OK. Pass
    the window's ``RunKeys`` as ``secrets`` so keys kept for this run reach the providers too.
    """

    settings_changed = Signal(object)
    """The saved Settings, after OK or Apply."""

    def __init__(
        self,
        settings: Settings,
        settings_path: Path,
        secrets: SecretStore | RunKeys,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.settings_path = settings_path
        self.keys = as_run_keys(secrets)
        self.tasks = TaskGroup("settings dialog")
        self.setWindowTitle(self.tr("Settings"))
        self.resize(820, 600)

        self.tabs = SideTabs()
        self.tabs.setAccessibleName(self.tr("Settings pages"))
        self.providers_page = ProvidersPage(settings, self.keys, self.tasks)
        self.profiles_page = ProfilesPage(settings)
        self.appearance_page = AppearancePage(settings)
        self.web_search_page = WebSearchPage(settings, self.keys, self.tasks)
        self.tabs.addTab(self.providers_page, self.tr("&Providers"))
        self.tabs.addTab(self.profiles_page, self.tr("Agent p&rofiles"))
        self.tabs.addTab(self.web_search_page, self.tr("&Web search"))
        self.tabs.addTab(self.appearance_page, self.tr("&Appearance"))
        self.advanced_page = QWidget()
        advanced = QVBoxLayout(self.advanced_page)
        advanced.setContentsMargins(0, 0, 0, 0)
        advanced.addWidget(self.providers_page.waits)
        advanced.addStretch(1)
        self.tabs.addTab(self.advanced_page, self.tr("Ad&vanced"))

        self.message = QLabel("")
        self.message.setWordWrap(True)
        self.message.setAccessibleName(self.tr("Settings message"))
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Apply
            | QDialogButtonBox.StandardButton.Cancel
        )
        for which, name in (
            (QDialogButtonBox.StandardButton.Ok, self.tr("OK")),
            (QDialogButtonBox.StandardButton.Apply, self.tr("Apply")),
            (QDialogButtonBox.StandardButton.Cancel, self.tr("Cancel")),
        ):
            self.buttons.button(which).setAccessibleName(name)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setProperty("primary", True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.button(QDialogButtonBox.StandardButton.Apply).clicked.connect(self.apply)

        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.providers_page.refresh_key_statuses()
        self.sections: list[SettingsSection] = []

    def add_page(self, widget: QWidget, title: str) -> int:
        """Another page (e.g. MCP servers), placed before Appearance; returns its tab index."""
        index = self.tabs.indexOf(self.appearance_page)
        if isinstance(widget, SettingsSection):
            widget.attach_settings(self.settings, self.keys)
            self.sections.append(widget)
        return self.tabs.insertTab(index, widget, title)

    def collected(self) -> Settings | None:
        """The settings the pages show, or None (with the problem shown next to its field)."""
        pages: list[tuple[QWidget, ProvidersPage | ProfilesPage | WebSearchPage | SettingsSection]] = [
            (self.providers_page, self.providers_page),
            (self.profiles_page, self.profiles_page),
            (self.web_search_page, self.web_search_page),
        ]
        pages += [(s, s) for s in self.sections if isinstance(s, QWidget)]
        for widget, page in pages:
            if not page.validate():
                self.tabs.setCurrentWidget(widget)
                self._say(self.tr("Fix the value marked in red; nothing was saved."), error=True)
                return None
        new = self.providers_page.apply_to(self.settings)
        new = self.appearance_page.apply_to(self.profiles_page.apply_to(new))
        new = self.web_search_page.apply_to(new)
        for section in self.sections:
            new = section.apply_to(new)
        data = new.to_data()
        try:
            return Settings.validate(data)
        except InvalidSettings as exc:  # our own checks should catch everything first
            where, problem = problem_of(exc, data, Settings)
            self._say(
                self.tr("A setting is not valid: {problem}").format(problem=f"{where}: {problem}"), error=True
            )
            return None

    def apply(self) -> bool:
        new = self.collected()
        if new is None:
            return False
        try:
            save_settings(new, self.settings_path)
        except OSError as exc:
            log.warning("Could not save the settings to %s: %s", self.settings_path, exc)
            self._say(
                self.tr("Could not save the settings to {path}: {reason}. Nothing was changed.").format(
                    path=self.settings_path, reason=exc.strerror or exc
                ),
                error=True,
            )
            return False
        log.info("Settings saved")
        self.settings = new
        self.appearance_page.committed()
        self._say(self.tr("Saved."))
        self.settings_changed.emit(new)
        return True

    def accept(self) -> None:
        if self.apply():
            self.tasks.cancel_all()
            super().accept()

    def reject(self) -> None:
        self.appearance_page.revert()
        self.tasks.cancel_all()
        super().reject()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        self.tasks.cancel_all()
        super().closeEvent(event)

    def _say(self, text: str, *, error: bool = False) -> None:
        self.message.setStyleSheet(ERROR_STYLE if error else "")
        self.message.setText(text)
