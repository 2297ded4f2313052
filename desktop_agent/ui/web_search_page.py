"""Settings page: web search. Off by default (no query leaves the computer); a SearXNG the person runs
(its address, no key) or Brave Search, Tavily or Exa (a key, kept in the keyring as soon as it is saved).
Says what each choice sends, and to whom; the settings change on OK or Apply like the other pages."""

from __future__ import annotations

import asyncio
import logging
from urllib.parse import urlsplit

from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QLineEdit, QSpinBox, QWidget

from desktop_agent.core.keys import KeyStatus, RunKeys
from desktop_agent.core.settings import Settings
from desktop_agent.core.web_search import ENDPOINTS, KEY_NAMES, LABELS
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.ui.key_entry import ERROR_STYLE, KeyEntry
from desktop_agent.ui.keys import status_text
from desktop_agent.ui.tasks import TaskGroup

log = logging.getLogger(__name__)


class WebSearchPage(QWidget):
    def __init__(
        self, settings: Settings, keys: RunKeys, tasks: TaskGroup, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._keys = keys
        self._tasks = tasks
        self._statuses: dict[str, KeyStatus] = {}
        chosen = settings.web_search

        intro = QLabel(
            self.tr(
                "The model can search the web and then open the pages it found. Web search is off by "
                "default: nothing you ask is sent to a search service until you choose one here. There is no "
                "free service without a key that allows this, so choose your own SearXNG or a service with a "
                "key."
            )
        )
        intro.setWordWrap(True)
        self.backend = QComboBox()
        self.backend.setAccessibleName(self.tr("Web search service"))
        self.backend.addItem(self.tr("Off"), "off")
        self.backend.addItem(self.tr("SearXNG (your own, no key)"), "searxng")
        for name in ("brave", "tavily", "exa"):
            self.backend.addItem(self.tr("{service} (API key)").format(service=LABELS[name]), name)
        self.backend.setCurrentIndex(max(self.backend.findData(chosen.backend), 0))
        self.searxng_url = QLineEdit(chosen.searxng_url)
        self.searxng_url.setAccessibleName(self.tr("SearXNG address"))
        self.searxng_url.setPlaceholderText("http://localhost:8888")
        self.url_error = QLabel("")
        self.url_error.setStyleSheet(ERROR_STYLE)
        self.url_error.setWordWrap(True)
        self.url_error.hide()
        self.max_results = QSpinBox()
        self.max_results.setAccessibleName(self.tr("Results per search"))
        self.max_results.setRange(1, 20)
        self.max_results.setValue(chosen.max_results)
        self.key_status = QLabel("")
        self.key_status.setAccessibleName(self.tr("API key status"))
        self.key_entry = KeyEntry(keys, tasks)
        self.key_entry.stored.connect(self._stored)
        self.sends = QLabel("")
        self.sends.setWordWrap(True)
        self.sends.setAccessibleName(self.tr("What leaves this computer"))

        form = QFormLayout(self)
        form.addRow(intro)
        form.addRow(self.tr("Search with:"), self.backend)
        form.addRow(self.tr("SearXNG address:"), self.searxng_url)
        form.addRow("", self.url_error)
        form.addRow(self.tr("API key:"), self.key_status)
        form.addRow("", self.key_entry)
        form.addRow(self.tr("Results per search:"), self.max_results)
        form.addRow(self.sends)
        self._form = form
        self.backend.currentIndexChanged.connect(lambda _i: self._show())
        self.searxng_url.textChanged.connect(lambda _t: self._show())
        self._show()
        self._tasks.spawn(self._read_statuses())

    def chosen(self) -> str:
        value = self.backend.currentData()
        return value if isinstance(value, str) else "off"

    def _show(self) -> None:
        name = self.chosen()
        keyed = name in KEY_NAMES
        self._form.setRowVisible(self.searxng_url, name == "searxng")
        self._form.setRowVisible(self.url_error, name == "searxng" and bool(self.url_error.text()))
        self._form.setRowVisible(self.key_status, keyed)
        self._form.setRowVisible(self.key_entry, keyed)
        self._form.setRowVisible(self.max_results, name != "off")
        if keyed and self.key_entry.provider != KEY_NAMES[name]:
            self.key_entry.set_provider(KEY_NAMES[name], LABELS[name])
        if keyed:
            status = self._statuses.get(KEY_NAMES[name])
            self.key_status.setText(self.tr("Checking…") if status is None else status_text(status))
        self.sends.setText(self._sends_text(name))

    def _sends_text(self, name: str) -> str:
        if name == "off":
            return self.tr("Off: the model is not offered web search, and no query leaves this computer.")
        if name == "searxng":
            where = self.searxng_url.text().strip() or self.tr("(no address yet)")
            return self.tr(
                "Each search sends the model's query to your SearXNG at {address}, which asks the search "
                "engines it is set up to use. Each search asks you first, unless a rule allows it."
            ).format(address=where)
        host = urlsplit(ENDPOINTS[name]).hostname or ENDPOINTS[name]
        return self.tr(
            "Each search sends the model's query and your API key to {service} ({host}), which may charge "
            "for it. Each search asks you first, unless a rule allows it."
        ).format(service=LABELS[name], host=host)

    async def _read_statuses(self) -> None:
        for key_name in KEY_NAMES.values():
            try:
                self._statuses[key_name] = await asyncio.to_thread(self._keys.status, key_name)
            except UserFacingError as error:
                log.info("Could not read the key status of %s: %s", key_name, error.message)
                self._statuses[key_name] = KeyStatus.UNAVAILABLE
        self._show()

    def _stored(self, status: KeyStatus) -> None:
        self._statuses[self.key_entry.provider] = status
        self._show()

    def validate(self) -> bool:
        """The SearXNG address is an http(s) address when SearXNG is chosen; the problem shown if not."""
        problem = ""
        url = self.searxng_url.text().strip()
        if self.chosen() == "searxng":
            parts = urlsplit(url)
            if not url:
                problem = self.tr("Enter your SearXNG's address, e.g. http://localhost:8888.")
            elif parts.scheme not in ("http", "https") or not parts.netloc or any(c.isspace() for c in url):
                problem = self.tr("Enter a full address starting with http:// or https://.")
        self.url_error.setText(problem)
        self._show()
        if problem:
            self.searxng_url.setFocus()
        return not problem

    def apply_to(self, settings: Settings) -> Settings:
        web = settings.web_search.replace(
            backend=self.chosen(),
            searxng_url=self.searxng_url.text().strip(),
            max_results=self.max_results.value(),
        )
        return settings.replace(web_search=web)
