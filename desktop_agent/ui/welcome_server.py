"""The welcome's third way: a server of the person's own that speaks OpenAI's API (vLLM, LM Studio or
llama.cpp on another computer or port), kept as a custom endpoint like Settings › Providers › "Add endpoint…"
makes one, its key in the keyring like every key."""

from __future__ import annotations

import asyncio
import logging
from urllib.parse import urlsplit

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop_agent.core.keys import RunKeys
from desktop_agent.core.settings import ProviderSettings, Settings
from desktop_agent.ui.endpoint_url import url_problem
from desktop_agent.ui.key_entry import KeyEntry
from desktop_agent.ui.tasks import TaskGroup
from desktop_agent.ui.theme import ERROR_STYLE
from desktop_agent.ui.welcome_probe import (
    DEFAULT_TIMEOUT_S,
    MAX_BODY,
    MAX_ID_LENGTH,
    Outcome,
    ProbeResult,
    models_url,
    plain,
    probe_server,
)

log = logging.getLogger(__name__)

__all__ = ["ServerBox", "ServerForm", "free_endpoint_name", "settings_for_endpoint"]


def free_endpoint_name(base: Settings) -> str:
    """The next ``custom-N`` not in the settings (as "Add endpoint…" names a new endpoint)."""
    number = 1
    while f"custom-{number}" in base.providers:
        number += 1
    return f"custom-{number}"


def settings_for_endpoint(base: Settings, name: str, entry: ProviderSettings) -> Settings:
    """``base`` with the custom endpoint ``name`` added and chosen, with its default model."""
    return base.replace(
        default_provider=name, default_model=entry.default_model, providers={**base.providers, name: entry}
    )


class EnterField(QLineEdit):
    """A field whose Enter does its own thing (`returnPressed`) and goes no further: not to the dialog's
    default button (a local server's "Use it")."""

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        super().keyPressEvent(event)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()


class Message(QLabel):
    """Wrapped plain text as tall as its lines at the width it has (a form row otherwise sizes it for a
    narrow guess, leaving a gap)."""

    def __init__(self, name: str) -> None:
        super().__init__("")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)  # it may quote what a server sent
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setAccessibleName(name)
        self.hide()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = super().sizeHint()
        if self.width() > 40:
            return QSize(hint.width(), self.heightForWidth(self.width()))
        return hint

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.updateGeometry()


class ServerForm(QWidget):
    """The server's address, optional key and model, Test and "Use this server": made when the person opens
    it (a first run's idle window does not keep its widgets, ~0.45 MB)."""

    def __init__(self, keys: RunKeys, tasks: TaskGroup, name: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.url_field = EnterField()
        self.url_field.setAccessibleName(self.tr("Server address"))
        self.url_field.setPlaceholderText("http://192.168.1.20:8000/v1")
        self.url_field.setMaxLength(2000)
        self.url_error = Message(self.tr("Server address problem"))
        self.key_entry = KeyEntry(keys, tasks, parent)
        self.key_entry.set_provider(name, name)
        self.key_entry.save_button.hide()  # "Use this server" keeps the key
        self.key_entry.field.returnPressed.disconnect(self.key_entry.save)
        self.key_entry.field.setPlaceholderText(self.tr("Only if the server asks for one"))
        self.key_entry.message.hide()  # until the key is being kept (it says so there)
        self.model_combo = QComboBox()
        self.model_combo.setLineEdit(EnterField())
        self.model_combo.setAccessibleName(self.tr("Model"))
        self.model_combo.setMaxVisibleItems(15)
        self.model_combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.model_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.model_combo.setMinimumContentsLength(20)
        model_edit = self.model_combo.lineEdit()
        if model_edit is not None:
            model_edit.setMaxLength(MAX_ID_LENGTH)
            model_edit.setPlaceholderText(self.tr("The model's name, or Test to list them"))
        self.test_button = QPushButton(self.tr("Test"))
        self.test_button.setAccessibleName(self.tr("Test the connection to the server"))
        self.test_button.setAutoDefault(False)
        self.result = Message(self.tr("Server test result"))
        self.use_button = QPushButton(self.tr("Use this server"))
        self.use_button.setAccessibleName(self.tr("Use this server"))
        self.use_button.setAutoDefault(False)

        self.rows = form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.addRow(self._buddy(self.tr("&Address:"), self.url_field), self.url_field)
        form.addRow("", self.url_error)
        form.addRow(self._buddy(self.tr("API &key:"), self.key_entry.field), self.key_entry)
        form.addRow(self._buddy(self.tr("&Model:"), self.model_combo), self.model_combo)
        buttons = QHBoxLayout()
        buttons.addWidget(self.test_button)
        buttons.addStretch(1)
        buttons.addWidget(self.use_button)
        actions = QVBoxLayout()
        actions.addLayout(buttons)
        actions.addWidget(self.result)
        form.addRow("", actions)
        form.setRowVisible(self.url_error, False)

    def _buddy(self, text: str, field: QWidget) -> QLabel:
        label = QLabel(text)
        label.setBuddy(field)
        return label


class ServerBox(QGroupBox):
    """Address, optional key, model; Test asks the server for its models; "Use this server" emits ``chosen``
    with the Settings to save (the key, if any, already kept)."""

    chosen = Signal(object)
    grown = Signal()
    """The form opened or a message appeared: the dialog may show more of it."""
    form_made = Signal(ServerForm)
    """The form's widgets exist now (the person opened it, or something asked for one of them)."""

    def __init__(
        self,
        base: Settings,
        keys: RunKeys,
        tasks: TaskGroup,
        parent: QWidget | None = None,
        *,
        timeout_s: float = DEFAULT_TIMEOUT_S,
    ) -> None:
        super().__init__(self.tr("Or a server of your own"), parent)
        self.base = base
        self.name = free_endpoint_name(base)
        self._keys = keys
        self._tasks = tasks
        self.timeout_s = timeout_s
        self.models: list[str] = []
        self.testing = False
        self._pending: Settings | None = None
        """What "Use this server" chose, while its key is being kept."""
        self._form: ServerForm | None = None

        self.open_button = QPushButton(self.tr("My own server (OpenAI-compatible)…"))
        self.open_button.setAccessibleName(self.tr("Set up my own OpenAI-compatible server"))
        self.open_button.setAutoDefault(False)
        self.open_button.clicked.connect(self.open_form)
        intro = QLabel(
            self.tr("vLLM, LM Studio, llama.cpp or another server that speaks OpenAI's API, at any address.")
        )
        intro.setWordWrap(True)
        open_row = QHBoxLayout()
        open_row.addWidget(intro, 1)
        open_row.addWidget(self.open_button)
        self._layout = QVBoxLayout(self)
        self._layout.addLayout(open_row)

    @property
    def form(self) -> ServerForm:
        """The form, made (hidden) on first use."""
        if self._form is None:
            self._form = form = ServerForm(self._keys, self._tasks, self.name, self)
            form.hide()
            form.url_field.returnPressed.connect(self.test)
            form.url_field.textEdited.connect(lambda _t: self._say(self.form.url_error, ""))
            form.key_entry.field.returnPressed.connect(self.use)
            form.key_entry.stored.connect(lambda _status: self._emit_chosen())
            model_edit = form.model_combo.lineEdit()
            if model_edit is not None:
                model_edit.returnPressed.connect(self.use)
            form.test_button.clicked.connect(self.test)
            form.use_button.clicked.connect(self.use)
            self._layout.addWidget(form)
            self.form_made.emit(form)
        return self._form

    def has_form(self) -> bool:
        return self._form is not None

    def _say(self, label: QLabel, text: str, *, error: bool = False) -> None:
        label.setStyleSheet(ERROR_STYLE if error else "")
        label.setText(text)
        label.setVisible(bool(text))
        if label is self.form.url_error:
            self.form.rows.setRowVisible(label, bool(text))
        if text:
            self.grown.emit()

    def open_form(self) -> None:
        form = self.form
        self.open_button.hide()
        form.show()
        form.url_field.setFocus()
        self.grown.emit()

    # ---- the address ----

    def address_problem(self, url: str) -> str | None:
        """What is wrong with the typed address, in words; None when it can be tried."""
        if not url:
            return self.tr("Enter the server's address, e.g. http://192.168.1.20:8000/v1.")
        problem = url_problem(url)
        if problem:
            return problem
        parts = urlsplit(url)
        try:
            port = parts.port
        except ValueError:
            port = -1
        if port is not None and not 0 < port < 65536:
            return self.tr("The port must be a number from 1 to 65535.")
        if parts.username or parts.password:
            return self.tr("Leave the user name and password out of the address; put a key in API key.")
        if parts.query or parts.fragment:
            return self.tr("Enter the address without ? or #, e.g. http://192.168.1.20:8000/v1.")
        return None

    def _checked_url(self) -> str | None:
        url = self.form.url_field.text().strip()
        problem = self.address_problem(url)
        self._say(self.form.url_error, problem or "", error=True)
        if problem:
            self._say(self.form.result, "")  # a result of an earlier address no longer applies
            self.form.url_field.setFocus()
            return None
        return url.rstrip("/")

    # ---- Test ----

    def test(self) -> None:
        url = self._checked_url()
        if url is None or self.testing:
            return
        self.testing = True
        self.form.test_button.setEnabled(False)
        self.form.test_button.setText(self.tr("Testing…"))
        self._say(self.form.result, self.tr("Asking {url} for its models…").format(url=models_url(url)))
        self._tasks.spawn(self._test(url, self.form.key_entry.field.text().strip() or None))

    async def _test(self, url: str, key: str | None) -> None:
        try:
            found = await asyncio.to_thread(probe_server, url, key, self.timeout_s)
            if found.outcome in (Outcome.NOT_FOUND, Outcome.NOT_OPENAI) and not url.endswith("/v1"):
                with_v1 = await asyncio.to_thread(probe_server, url + "/v1", key, self.timeout_s)
                if with_v1.outcome is not Outcome.NOT_FOUND:  # /v1 answered: that is the address
                    url, found = url + "/v1", with_v1
                    self.form.url_field.setText(url)
        finally:
            self.testing = False
            self.form.test_button.setEnabled(True)
            self.form.test_button.setText(self.tr("Test"))
        self._show(url, found)

    def _show(self, url: str, found: ProbeResult) -> None:
        if found.outcome is Outcome.MODELS:
            self.models = list(found.models)
            typed = self.form.model_combo.currentText().strip()
            self.form.model_combo.clear()
            self.form.model_combo.addItems(self.models)
            self.form.model_combo.setCurrentText(typed or (self.models[0] if self.models else ""))
        self._say(self.form.result, self.describe(url, found), error=found.outcome is not Outcome.MODELS)

    def describe(self, url: str, found: ProbeResult) -> str:
        """What the test found, in words."""
        parts = urlsplit(url)
        address, host = parts.netloc, parts.hostname or parts.netloc
        outcome = found.outcome
        if outcome is Outcome.MODELS:
            count = len(found.models)
            if count == 0:
                return self.tr("{url} is reachable, but lists no models: type the model's name.").format(
                    url=url
                )
            if count == 1:
                return self.tr("{url} is reachable with one model.").format(url=url)
            return self.tr("{url} is reachable with {count} models.").format(url=url, count=count)
        if outcome is Outcome.REFUSED:
            return self.tr(
                "{address} refused the connection: no server listens on that port. Is it running, and "
                "listening on the network (not only on its own computer's 127.0.0.1)?"
            ).format(address=address)
        if outcome is Outcome.NO_HOST:
            return self.tr("The computer {host} is not known. Check the address for typing errors.").format(
                host=host
            )
        if outcome is Outcome.TIMEOUT:
            return self.tr(
                "{address} did not answer within {seconds} seconds. Check the address, the port and any "
                "firewall."
            ).format(address=address, seconds=f"{self.timeout_s:g}")
        if outcome is Outcome.CERTIFICATE:
            return self.tr(
                "{address} answers, but its certificate is not trusted by this computer (self-signed?). "
                "Use http:// on a trusted network, or a certificate this computer trusts."
            ).format(address=address)
        if outcome is Outcome.UNREACHABLE:
            return self.tr("Could not reach {address}. Check the address and the network.").format(
                address=address
            )
        if outcome is Outcome.NEEDS_KEY:
            return self.tr("The server answers, but needs an API key: enter it and test again.")
        if outcome is Outcome.KEY_REJECTED:
            return self.tr("The server rejected the API key (HTTP {status}). Check the key.").format(
                status=found.status
            )
        if outcome is Outcome.REDIRECT:
            return self.tr(
                "The server sends the request elsewhere ({location}). If you trust that address, enter it "
                "instead."
            ).format(location=found.location or "?")
        if outcome is Outcome.HTTP_ERROR:
            return self.tr("The server answered with an error (HTTP {status}).").format(status=found.status)
        if found.too_large:
            return self.tr(
                "The server's answer is larger than {size} MB: not an OpenAI-compatible model list."
            ).format(size=MAX_BODY // (1024 * 1024))
        return self.tr(
            "Something answers at {url}, but not as an OpenAI-compatible server: there is no model list at "
            "{models}. Such addresses usually end in /v1."
        ).format(url=plain(url, 300), models=plain(models_url(url), 300))

    # ---- Use this server ----

    def entry(self, url: str, model: str) -> ProviderSettings:
        """The custom endpoint as "Add endpoint…" keeps one."""
        key = bool(self.form.key_entry.field.text().strip())
        label = urlsplit(url).netloc or self.name
        models = self.models if model in self.models else [model, *self.models]
        return ProviderSettings(
            kind="openai", label=label, base_url=url, default_model=model, models=models, authenticated=key
        )

    def use(self) -> None:
        url = self._checked_url()
        if url is None:
            return
        model = self.form.model_combo.currentText().strip()
        if not model:
            self._say(
                self.form.result,
                self.tr("Enter the model's name, or press Test to list the server's models."),
                error=True,
            )
            self.form.model_combo.setFocus()
            return
        self._pending = settings_for_endpoint(self.base, self.name, self.entry(url, model))
        if self.form.key_entry.field.text().strip():
            self.form.key_entry.message.show()
            self.form.key_entry.save()  # to the keyring; `stored` (or "keep for this run") then chooses it
        else:
            self._emit_chosen()

    def _emit_chosen(self) -> None:
        if self._pending is None:
            return
        log.info("Using the custom endpoint %s", self.name)
        self.chosen.emit(self._pending)
