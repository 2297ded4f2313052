"""The first-run welcome: finds a model server on this computer, or asks for a cloud provider and its key."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from pathlib import Path
from urllib.parse import urlsplit

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from desktop_agent.core.catalog import (
    DEFAULT_TARGETS,
    DEFAULT_TIMEOUT_S,
    PRESETS,
    LocalServer,
    ProbeTarget,
    detect_local_servers,
)
from desktop_agent.core.first_run import needs_welcome
from desktop_agent.core.keys import KeyStatus, RunKeys, SecretStore, as_run_keys
from desktop_agent.core.settings import ProviderSettings, Settings, save_settings
from desktop_agent.ui.key_entry import KeyEntry
from desktop_agent.ui.tasks import TaskGroup
from desktop_agent.ui.theme import ERROR_STYLE
from desktop_agent.ui.welcome_probe import DEFAULT_TIMEOUT_S as SERVER_TIMEOUT_S
from desktop_agent.ui.welcome_server import ServerBox

log = logging.getLogger(__name__)

__all__ = ["WelcomeDialog", "needs_welcome", "settings_for_server"]


def settings_for_server(base: Settings, server: LocalServer) -> Settings:
    """Use a detected server: its preset, its first model, and its address when not the preset's."""
    preset = PRESETS.get(server.preset)
    providers = dict(base.providers)
    default_port = urlsplit(preset.base_url).port if preset is not None else None
    if preset is None or default_port != server.port:
        entry = providers.get(server.preset, ProviderSettings())
        providers[server.preset] = entry.replace(base_url=server.base_url)
    return base.replace(
        default_provider=server.preset,
        default_model=server.models[0] if server.models else None,
        providers=providers,
    )


class WelcomeDialog(QDialog):
    """Accepted once a choice is saved to ``settings_path``; ``settings_chosen`` carries the Settings."""

    settings_chosen = Signal(object)

    def __init__(
        self,
        settings_path: Path,
        secrets: SecretStore | RunKeys,
        parent: QWidget | None = None,
        *,
        base: Settings | None = None,
        targets: Sequence[ProbeTarget] = DEFAULT_TARGETS,
        probe_timeout_s: float = DEFAULT_TIMEOUT_S,
        server_timeout_s: float = SERVER_TIMEOUT_S,
    ) -> None:
        super().__init__(parent)
        self.settings_path = settings_path
        self.keys = as_run_keys(secrets)
        self.base = base or Settings()
        self.targets = tuple(targets)
        self.probe_timeout_s = probe_timeout_s
        self.tasks = TaskGroup("welcome dialog")
        self.servers: list[LocalServer] = []
        self.use_buttons: list[QPushButton] = []
        self.server_rows: list[QWidget] = []
        self._started = False
        self.setWindowTitle(self.tr("Welcome to Desktop Agent"))
        self.resize(640, 440)

        title = QLabel(self.tr("<h2>Welcome to Desktop Agent</h2>"))
        intro = QLabel(
            self.tr(
                "Chat with a language model that can read and change files in a folder you choose, "
                "asking you before it does anything that changes your computer. First, choose where "
                "the model runs: on this computer, at a cloud provider with your API key, or on a server "
                "of your own."
            )
        )
        intro.setWordWrap(True)

        local = QGroupBox(self.tr("On this computer"))
        self.local_layout = QVBoxLayout(local)
        self.search_status = QLabel(self.tr("Looking for model servers on this computer…"))
        self.search_status.setWordWrap(True)
        self.search_status.setAccessibleName(self.tr("Local model servers"))
        self.search_again = QPushButton(self.tr("Search again"))
        self.search_again.setAccessibleName(self.tr("Search again for local model servers"))
        self.search_again.clicked.connect(self.detect)
        self.search_again.hide()
        status_row = QHBoxLayout()
        status_row.addWidget(self.search_status, 1)
        status_row.addWidget(self.search_again)
        self.local_layout.addLayout(status_row)
        self.found_layout = QVBoxLayout()
        self.local_layout.addLayout(self.found_layout)

        cloud = QGroupBox(self.tr("Or a cloud provider"))
        cloud_layout = QVBoxLayout(cloud)
        self.provider_combo = QComboBox()
        self.provider_combo.setAccessibleName(self.tr("Cloud provider"))
        for name, preset in PRESETS.items():
            if preset.needs_key:
                self.provider_combo.addItem(preset.label, name)
        self.key_entry = KeyEntry(self.keys, self.tasks, self)
        self.key_entry.save_button.setText(self.tr("Save key and start"))
        provider_row = QHBoxLayout()
        provider_label = QLabel(self.tr("&Provider:"))
        provider_label.setBuddy(self.provider_combo)
        provider_row.addWidget(provider_label)
        provider_row.addWidget(self.provider_combo, 1)
        key_note = QLabel(self.tr("The key is stored in your system's keyring, never in a file."))
        key_note.setWordWrap(True)
        cloud_layout.addLayout(provider_row)
        cloud_layout.addWidget(key_note)
        cloud_layout.addWidget(self.key_entry)

        self.server_box = ServerBox(self.base, self.keys, self.tasks, self, timeout_s=server_timeout_s)
        self.server_box.chosen.connect(self._finish)
        self.server_box.grown.connect(lambda: QTimer.singleShot(0, self._fit_server))

        self.message = QLabel("")
        self.message.setWordWrap(True)
        self.message.setAccessibleName(self.tr("Welcome message"))
        self.later_button = QPushButton(self.tr("Set up later"))
        self.later_button.setAccessibleName(self.tr("Set up later"))
        self.later_button.clicked.connect(self.reject)
        bottom = QHBoxLayout()
        bottom.addWidget(self.message, 1)
        bottom.addWidget(self.later_button)

        body = QWidget()
        body_layout = QVBoxLayout(body)
        body_layout.setContentsMargins(0, 0, 0, 0)
        body_layout.addWidget(title)
        body_layout.addWidget(intro)
        body_layout.addWidget(local)
        body_layout.addWidget(cloud)
        body_layout.addWidget(self.server_box)
        body_layout.addStretch(1)
        self.body = QScrollArea()
        """What the welcome says, scrolled when it is taller than the dialog can grow (a keyring's help)."""
        self.body.setWidget(body)
        self.body.setWidgetResizable(True)
        self.body.setFrameShape(QFrame.Shape.NoFrame)
        self.body.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout = QVBoxLayout(self)
        layout.addWidget(self.body, 1)
        layout.addLayout(bottom)
        self.key_entry.problem.installEventFilter(self)
        self.server_box.form_made.connect(lambda form: form.key_entry.problem.installEventFilter(self))

        self.provider_combo.currentIndexChanged.connect(lambda _i: self._provider_changed())
        self._provider_changed()
        self.key_entry.stored.connect(self._key_stored)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """The keyring's help appears: the dialog grows to show it whole, as far as the screen allows."""
        if event.type() == QEvent.Type.Show:
            if watched is self.key_entry.problem:
                QTimer.singleShot(0, lambda: self._fit_height(self.key_entry.problem.keep_button))
            elif self.server_box.has_form() and watched is self.server_box.form.key_entry.problem:
                QTimer.singleShot(
                    0, lambda: self._fit_height(self.server_box.form.key_entry.problem.keep_button)
                )
        return False

    def _fit_server(self) -> None:
        box = self.server_box
        self._fit_height(box.form.result if box.has_form() and box.form.result.isVisible() else box)

    def _fit_height(self, shown: QWidget) -> None:
        body = self.body.widget()
        if body is None:
            return
        wanted = body.heightForWidth(self.body.viewport().width()) if body.hasHeightForWidth() else -1
        if wanted < 0:
            wanted = body.sizeHint().height()
        extra = self.height() - self.body.viewport().height()
        screen = self.screen().availableGeometry().height() if self.screen() is not None else wanted + extra
        height = min(wanted + extra, screen - 40)
        if height > self.height():
            self.resize(self.width(), height)
        self.body.ensureWidgetVisible(shown)

    # ---- local servers ----

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if not self._started:
            self._started = True
            self.detect()

    def detect(self) -> None:
        self.tasks.spawn(self._detect())

    async def _detect(self) -> None:
        self.search_again.hide()
        self.search_status.setText(self.tr("Looking for model servers on this computer…"))
        for row in self.server_rows:
            row.deleteLater()
        self.server_rows.clear()
        self.use_buttons.clear()
        self.servers = await detect_local_servers(self.targets, self.probe_timeout_s)
        if not self.servers:
            self.search_status.setText(
                self.tr(
                    "No model server found on this computer (Ollama, LM Studio, llama.cpp server). "
                    "Start one, then search again."
                )
            )
            self.search_again.show()
            return
        self.search_status.setText(self.tr("Found on this computer:"))
        for server in self.servers:
            self._add_server_row(server)
        self.use_buttons[0].setDefault(True)
        self.use_buttons[0].setProperty("primary", True)  # the one accent button: what most people want
        self.use_buttons[0].setFocus()

    def _add_server_row(self, server: LocalServer) -> None:
        row = QWidget()
        row_layout = QHBoxLayout(row)
        row_layout.setContentsMargins(0, 0, 0, 0)
        count = len(server.models)
        if count == 1:
            found = self.tr("{label} found on {address} with one model")
        else:
            found = self.tr("{label} found on {address} with {count} models")
        text = found.format(label=server.label, address=server.address, count=count)
        label = QLabel(text)
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        button = QPushButton(self.tr("Use it"))
        button.setAccessibleName(
            self.tr("Use {label} on {address}").format(label=server.label, address=server.address)
        )
        button.clicked.connect(lambda: self.use_server(server))
        row_layout.addWidget(label, 1)
        row_layout.addWidget(button)
        self.found_layout.addWidget(row)
        self.server_rows.append(row)
        self.use_buttons.append(button)

    def use_server(self, server: LocalServer) -> None:
        self._finish(settings_for_server(self.base, server))

    # ---- a cloud provider ----

    def _provider_changed(self) -> None:
        name = self.provider_combo.currentData()
        if isinstance(name, str):
            self.key_entry.set_provider(name, PRESETS[name].label)

    def _key_stored(self, _status: KeyStatus) -> None:
        name = self.key_entry.provider
        self._finish(self.base.replace(default_provider=name, default_model=None))

    # ---- done ----

    def _finish(self, settings: Settings) -> None:
        try:
            save_settings(settings, self.settings_path)
        except OSError as exc:
            log.warning("Could not save the settings to %s: %s", self.settings_path, exc)
            self.message.setStyleSheet(ERROR_STYLE)
            self.message.setText(
                self.tr("Could not save the settings to {path}: {reason}.").format(
                    path=self.settings_path, reason=exc.strerror or exc
                )
            )
            return
        log.info("First-run choice saved: %s", settings.default_provider)
        self.settings_chosen.emit(settings)
        self.tasks.cancel_all()
        self.accept()

    def reject(self) -> None:
        self.tasks.cancel_all()
        super().reject()
