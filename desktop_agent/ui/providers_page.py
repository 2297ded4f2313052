"""Settings page: the providers (built-in and custom OpenAI-compatible endpoints), their keys, the default."""

from __future__ import annotations

import asyncio
import copy
import logging

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop_agent.core.catalog import (
    PRESETS,
    ProviderPreset,
    custom_preset,
    describe,
    infer_provider,
    list_models,
)
from desktop_agent.core.keys import KeyStatus, RunKeys
from desktop_agent.core.settings import ProviderSettings, Settings
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.ui.endpoint_url import url_problem
from desktop_agent.ui.error_words import error_text
from desktop_agent.ui.key_entry import ERROR_STYLE, KeyDialog
from desktop_agent.ui.keys import status_text
from desktop_agent.ui.provider_waits import SilentAnswerLimits
from desktop_agent.ui.tasks import TaskGroup

log = logging.getLogger(__name__)

NameRole = Qt.ItemDataRole.UserRole


def error_label(name: str) -> QLabel:
    label = QLabel("")
    label.setStyleSheet(ERROR_STYLE)
    label.setWordWrap(True)
    label.setAccessibleName(name)
    label.hide()
    return label


def set_placeholder(combo: QComboBox, text: str) -> None:
    edit = combo.lineEdit()
    if edit is not None:
        edit.setPlaceholderText(text)


def show_error(label: QLabel, text: str | None) -> None:
    label.setText(text or "")
    label.setVisible(bool(text))


class EndpointFields:
    """The fields of the selected provider: its name and address (custom endpoints), default model, key
    and connection test, laid out in `form`."""

    def __init__(self) -> None:
        self.label_field = QLineEdit()
        self.label_field.setAccessibleName(QCoreApplication.translate("ProvidersPage", "Endpoint name"))
        self.label_error = error_label(QCoreApplication.translate("ProvidersPage", "Endpoint name problem"))
        self.url_field = QLineEdit()
        self.url_field.setAccessibleName(QCoreApplication.translate("ProvidersPage", "Base URL"))
        self.url_error = error_label(QCoreApplication.translate("ProvidersPage", "Base URL problem"))
        self.model_combo = QComboBox()
        self.model_combo.setEditable(True)
        self.model_combo.setAccessibleName(
            QCoreApplication.translate("ProvidersPage", "Provider's default model")
        )
        self.auth_check = QCheckBox(
            QCoreApplication.translate("ProvidersPage", "This endpoint needs an API key")
        )
        self.auth_check.setAccessibleName(
            QCoreApplication.translate("ProvidersPage", "This endpoint needs an API key")
        )
        self.key_status = QLabel("")
        self.key_status.setAccessibleName(QCoreApplication.translate("ProvidersPage", "API key status"))
        self.set_key_button = QPushButton(QCoreApplication.translate("ProvidersPage", "Set…"))
        self.set_key_button.setAccessibleName(QCoreApplication.translate("ProvidersPage", "Set the API key"))
        self.remove_key_button = QPushButton(QCoreApplication.translate("ProvidersPage", "Remove"))
        self.remove_key_button.setAccessibleName(
            QCoreApplication.translate("ProvidersPage", "Remove the API key")
        )
        key_row = QHBoxLayout()
        key_row.addWidget(self.key_status, 1)
        key_row.addWidget(self.set_key_button)
        key_row.addWidget(self.remove_key_button)
        self.test_button = QPushButton(QCoreApplication.translate("ProvidersPage", "Test connection"))
        self.test_button.setAccessibleName(QCoreApplication.translate("ProvidersPage", "Test connection"))
        self.test_result = QLabel("")
        self.test_result.setWordWrap(True)
        self.test_result.setAccessibleName(
            QCoreApplication.translate("ProvidersPage", "Connection test result")
        )
        self.test_result.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.addRow(QCoreApplication.translate("ProvidersPage", "Name:"), self.label_field)
        form.addRow("", self.label_error)
        form.addRow(QCoreApplication.translate("ProvidersPage", "Base URL:"), self.url_field)
        form.addRow("", self.url_error)
        form.addRow(QCoreApplication.translate("ProvidersPage", "Default model:"), self.model_combo)
        form.addRow("", self.auth_check)
        form.addRow(QCoreApplication.translate("ProvidersPage", "API key:"), key_row)
        test_row = QHBoxLayout()
        test_row.addWidget(self.test_button)
        test_row.addStretch(1)
        test_box = QVBoxLayout()
        test_box.addLayout(test_row)
        test_box.addWidget(self.test_result)
        form.addRow("", test_box)
        self.form = form


class ProvidersPage(QWidget):
    def __init__(self, settings: Settings, keys: RunKeys, tasks: TaskGroup, parent: QWidget | None = None):
        super().__init__(parent)
        self.keys = keys
        self._tasks = tasks
        self.entries: dict[str, ProviderSettings] = {
            name: copy.deepcopy(entry) for name, entry in settings.providers.items()
        }
        self.models: dict[str, list[str]] = {n: list(e.models) for n, e in self.entries.items() if e.models}
        self.statuses: dict[str, KeyStatus] = {}
        self.results: dict[str, tuple[str, bool]] = {}
        self.testing: set[str] = set()
        self.current = ""

        self.provider_list = QListWidget()
        self.provider_list.setAccessibleName(self.tr("Providers"))
        self.add_button = QPushButton(self.tr("Add endpoint…"))
        self.add_button.setAccessibleName(self.tr("Add a custom OpenAI-compatible endpoint"))
        self.remove_button = QPushButton(self.tr("Remove"))
        self.remove_button.setAccessibleName(self.tr("Remove this custom endpoint"))
        left = QVBoxLayout()
        left.addWidget(self.provider_list, 1)
        left.addWidget(self.add_button)  # under each other: their titles are long in some languages
        left.addWidget(self.remove_button)

        fields = EndpointFields()
        self.label_field, self.label_error, self.url_field, self.url_error = (
            fields.label_field, fields.label_error, fields.url_field, fields.url_error,
        )  # fmt: skip
        self.model_combo, self.auth_check, self.key_status = (
            fields.model_combo,
            fields.auth_check,
            fields.key_status,
        )
        self.set_key_button, self.remove_key_button = fields.set_key_button, fields.remove_key_button
        self.test_button, self.test_result, self.form = fields.test_button, fields.test_result, fields.form
        form = fields.form

        top = QHBoxLayout()
        top.addLayout(left, 1)
        details = QVBoxLayout()
        details.addLayout(form)
        details.addStretch(1)
        top.addLayout(details, 2)

        default_box = QGroupBox(self.tr("Use by default"))
        self.default_provider = QComboBox()
        self.default_provider.setAccessibleName(self.tr("Default provider"))
        self.default_model = QComboBox()
        self.default_model.setEditable(True)
        self.default_model.setAccessibleName(self.tr("Default model"))
        default_form = QFormLayout(default_box)
        default_form.addRow(self.tr("Provider:"), self.default_provider)
        default_form.addRow(self.tr("Model:"), self.default_model)

        self.waits = SilentAnswerLimits(settings.network)
        """How long to wait for a silent answer: kept and applied here, shown on the Advanced page."""
        self.cloud_wait, self.local_wait = self.waits.cloud, self.waits.local

        layout = QVBoxLayout(self)
        layout.addLayout(top, 1)
        layout.addWidget(default_box)

        self._fill_list()
        shown_provider, shown_model = settings.default_provider, settings.default_model
        if shown_provider is None and shown_model:
            inferred = infer_provider(shown_model)
            if inferred is not None:
                shown_provider, shown_model = inferred[0].name, inferred[1]
        self._fill_default_providers(shown_provider or "openai")
        self._fill_default_models()
        self.default_model.setCurrentText(shown_model or "")
        self._initial_default = (settings.default_provider, settings.default_model)
        self._shown_default = (self.default_provider.currentData(), self.default_model.currentText())

        self.provider_list.currentItemChanged.connect(self._selected)
        self.add_button.clicked.connect(self.add_endpoint)
        self.remove_button.clicked.connect(self.remove_endpoint)
        self.set_key_button.clicked.connect(self.set_key)
        self.remove_key_button.clicked.connect(self.remove_key)
        self.test_button.clicked.connect(self.test_connection)
        self.label_field.textEdited.connect(self._label_edited)
        self.default_provider.currentIndexChanged.connect(lambda _i: self._fill_default_models())
        self.provider_list.setCurrentRow(0)

    # ---- the list ----

    def names(self) -> list[str]:
        custom = sorted(n for n, e in self.entries.items() if n not in PRESETS and e.kind is not None)
        return [*PRESETS, *custom]

    def label_for(self, name: str) -> str:
        if name in PRESETS:
            return PRESETS[name].label
        entry = self.entries.get(name)
        return (entry.label if entry is not None and entry.label else name) or name

    def _fill_list(self) -> None:
        self.provider_list.blockSignals(True)
        self.provider_list.clear()
        for name in self.names():
            text = self.label_for(name)
            if name not in PRESETS:
                text = self.tr("{name} (custom)").format(name=text)
            item = QListWidgetItem(text)
            item.setData(NameRole, name)
            self.provider_list.addItem(item)
        self.provider_list.blockSignals(False)

    def _fill_default_providers(self, selected: str) -> None:
        self.default_provider.blockSignals(True)
        self.default_provider.clear()
        for name in self.names():
            self.default_provider.addItem(self.label_for(name), name)
        index = self.default_provider.findData(selected)
        self.default_provider.setCurrentIndex(max(index, 0))
        self.default_provider.blockSignals(False)

    def _fill_default_models(self) -> None:
        name = self.default_provider.currentData()
        text = self.default_model.currentText()
        self.default_model.clear()
        if isinstance(name, str):
            self.default_model.addItems(self.models.get(name, []))
            set_placeholder(self.default_model, self._preset(name).default_model)
        self.default_model.setCurrentText(text)

    def select(self, name: str) -> None:
        for row in range(self.provider_list.count()):
            if self.provider_list.item(row).data(NameRole) == name:
                self.provider_list.setCurrentRow(row)
                return

    def _selected(self, item: QListWidgetItem | None, _previous: QListWidgetItem | None) -> None:
        self.commit_form()
        self.current = item.data(NameRole) if item is not None else ""
        self._load_form()

    # ---- the form ----

    def _preset(self, name: str) -> ProviderPreset:
        if name in PRESETS:
            return PRESETS[name]
        entry = self.entries[name]
        url = entry.base_url or "http://127.0.0.1:8000/v1"
        return custom_preset(name, entry.replace(base_url=url))

    def _is_custom(self, name: str) -> bool:
        return name not in PRESETS

    def _load_form(self) -> None:
        name = self.current
        if not name:
            return
        preset = self._preset(name)
        entry = self.entries.get(name, ProviderSettings())
        custom = self._is_custom(name)
        for widget in (self.label_field, self.auth_check, self.remove_button):
            widget.setVisible(custom)
        self.form.labelForField(self.label_field).setVisible(custom)
        self.remove_button.setVisible(True)
        self.remove_button.setEnabled(custom)
        self.label_field.setText(entry.label or "" if custom else preset.label)
        self.url_field.setText(entry.base_url or "")
        self.url_field.setPlaceholderText("http://127.0.0.1:8000/v1" if custom else preset.base_url)
        self.model_combo.clear()
        self.model_combo.addItems(self.models.get(name, []))
        self.model_combo.setCurrentText(entry.default_model or "")
        set_placeholder(self.model_combo, preset.default_model)
        self.auth_check.setChecked(entry.authenticated)
        show_error(self.label_error, None)
        show_error(self.url_error, None)
        self._show_key_status()
        text, failed = self.results.get(name, ("", False))
        self._show_result(text, failed)
        self.test_button.setEnabled(name not in self.testing)

    def commit_form(self) -> None:
        """Keep what the form shows in the working copy of the current provider."""
        name = self.current
        if not name:
            return
        entry = self.entries.get(name, ProviderSettings())
        changes: dict[str, object] = {
            "base_url": self.url_field.text().strip() or None,
            "default_model": self.model_combo.currentText().strip() or None,
        }
        if self._is_custom(name):
            changes["label"] = self.label_field.text().strip() or None
            changes["authenticated"] = self.auth_check.isChecked()
            changes["models"] = self.models.get(name, entry.models)
        self.entries[name] = entry.replace(**changes)

    def _label_edited(self, text: str) -> None:
        item = self.provider_list.currentItem()
        if item is not None and self._is_custom(self.current):
            item.setText(self.tr("{name} (custom)").format(name=text.strip() or self.current))

    # ---- custom endpoints ----

    def add_endpoint(self) -> None:
        self.commit_form()
        number = 1
        while f"custom-{number}" in self.entries:
            number += 1
        name = f"custom-{number}"
        label = self.tr("My endpoint {n}").format(n=number)
        self.entries[name] = ProviderSettings(kind="openai", label=label)
        self._refresh_names()
        self.select(name)
        self.url_field.setFocus()

    def remove_endpoint(self) -> None:
        name = self.current
        if not self._is_custom(name):
            return
        self.current = ""
        del self.entries[name]
        self.models.pop(name, None)
        self._refresh_names()
        self.provider_list.setCurrentRow(0)

    def _refresh_names(self) -> None:
        selected = self.default_provider.currentData()
        self._fill_list()
        self._fill_default_providers(selected if isinstance(selected, str) else "openai")

    # ---- keys ----

    def refresh_key_statuses(self) -> None:
        self._tasks.spawn(self._read_statuses(self.names()))

    async def _read_statuses(self, names: list[str]) -> None:
        for name in names:
            try:
                self.statuses[name] = await asyncio.to_thread(self.keys.status, name)
            except UserFacingError as error:
                log.info("Could not read the key status of %s: %s", name, error.message)
                self.statuses[name] = KeyStatus.UNAVAILABLE
            if name == self.current:
                self._show_key_status()

    def _show_key_status(self) -> None:
        status = self.statuses.get(self.current)
        preset = self._preset(self.current)
        if status is None:
            text = self.tr("Checking…")
        else:
            text = status_text(status)
            if status is KeyStatus.NOT_SET and not preset.needs_key:
                text = self.tr("Not set (not needed)")
        self.key_status.setText(text)
        self.remove_key_button.setEnabled(status in (KeyStatus.SET, KeyStatus.RUN_ONLY))

    def set_key(self) -> KeyDialog:
        name = self.current
        dialog = KeyDialog(self.keys, self._tasks, name, self.label_for(name), self)

        def done() -> None:
            if dialog.status is not None:
                self.statuses[name] = dialog.status
                if name == self.current:
                    self._show_key_status()

        dialog.accepted.connect(done)
        dialog.open()
        return dialog

    def remove_key(self) -> None:
        self._tasks.spawn(self._remove_key(self.current))

    async def _remove_key(self, name: str) -> None:
        self.remove_key_button.setEnabled(False)
        try:
            await asyncio.to_thread(self.keys.delete, name)
        except UserFacingError as error:
            self._show_result(error_text(error), True)
            self._show_key_status()
            return
        self.statuses[name] = KeyStatus.NOT_SET
        if name == self.current:
            self._show_key_status()

    # ---- test connection ----

    def test_connection(self) -> None:
        self.commit_form()
        name = self.current
        entry = self.entries.get(name, ProviderSettings())
        problem = url_problem(entry.base_url) if entry.base_url else None
        if self._is_custom(name) and not entry.base_url:
            problem = self.tr("Enter the endpoint's address first.")
        if problem:
            show_error(self.url_error, problem)
            self.url_field.setFocus()
            return
        show_error(self.url_error, None)
        preset = self._preset(name)
        self.testing.add(name)
        self.test_button.setEnabled(False)
        self.test_button.setText(self.tr("Testing…"))
        self._record(
            name, self.tr("Connecting to {url}…").format(url=entry.base_url or preset.base_url), False
        )
        self._tasks.spawn(self._test(name, preset, entry.base_url))

    async def _test(self, name: str, preset: ProviderPreset, base_url: str | None) -> None:
        try:
            key = await asyncio.to_thread(self.keys.get, name)
            models = await list_models(preset, api_key=key, base_url=base_url)
        except UserFacingError as error:
            self._record(name, describe(error), True)
            return
        finally:
            self.testing.discard(name)
            self.test_button.setText(self.tr("Test connection"))
            self.test_button.setEnabled(self.current not in self.testing)
        self.models[name] = models
        if not models:
            self._record(name, self.tr("Connected, but the server lists no models."), False)
            return
        shown = ", ".join(models[:5]) + (", …" if len(models) > 5 else "")
        text = self.tr("Connected: {count} models ({models}).").format(count=len(models), models=shown)
        self._record(name, text, False)
        if name == self.current:
            text = self.model_combo.currentText()
            self.model_combo.clear()
            self.model_combo.addItems(models)
            self.model_combo.setCurrentText(text)
        if self.default_provider.currentData() == name:
            self._fill_default_models()

    def _record(self, name: str, text: str, failed: bool) -> None:
        self.results[name] = (text, failed)
        if name == self.current:
            self._show_result(text, failed)

    def _show_result(self, text: str, failed: bool) -> None:
        self.test_result.setStyleSheet(ERROR_STYLE if failed else "")
        self.test_result.setText(text)

    # ---- saving ----

    def validate(self) -> bool:
        """Show the first problem next to its field (selecting that provider); True when all is well."""
        self.commit_form()
        for name in self.names():
            entry = self.entries.get(name)
            if entry is None:
                continue
            custom = self._is_custom(name)
            label_problem = self.tr("Give the endpoint a name.") if custom and not entry.label else None
            url_text = entry.base_url
            problem = url_problem(url_text) if url_text else None
            if custom and not url_text:
                problem = self.tr("Enter the endpoint's address, e.g. http://127.0.0.1:8000/v1.")
            if label_problem or problem:
                self.select(name)
                show_error(self.label_error, label_problem)
                show_error(self.url_error, problem)
                (self.label_field if label_problem else self.url_field).setFocus()
                return False
        return True

    def apply_to(self, settings: Settings) -> Settings:
        self.commit_form()
        providers: dict[str, ProviderSettings] = {}
        for name, entry in self.entries.items():
            if name in PRESETS:
                preset = PRESETS[name]
                entry = entry.replace(
                    base_url=None if entry.base_url in (None, preset.base_url) else entry.base_url,
                    default_model=None
                    if entry.default_model in (None, preset.default_model)
                    else entry.default_model,
                )
                if entry == ProviderSettings():
                    continue
            providers[name] = entry
        provider = self.default_provider.currentData()
        model = self.default_model.currentText().strip() or None
        if (provider, self.default_model.currentText()) == self._shown_default:
            provider, model = self._initial_default  # untouched: keep it as it was written
        network = self.waits.apply_to(settings.network)
        return settings.replace(
            providers=providers,
            default_provider=provider if isinstance(provider, str) else None,
            default_model=model,
            network=network,
        )
