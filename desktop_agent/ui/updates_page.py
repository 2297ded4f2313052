"""Settings page: Updates. Whether the app looks for a new version once a day, the update feed (a company may
host its own) and the root of trust its metadata is signed under, how this copy was installed, and *Check
now*. Saved on OK or Apply like the other pages (`SettingsSection`)."""

from __future__ import annotations

import logging
import re
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QFormLayout, QLabel, QLineEdit, QPushButton, QWidget

from desktop_agent.core.keys import RunKeys
from desktop_agent.core.settings import Settings
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.ui.error_words import error_text
from desktop_agent.ui.theme import ERROR_STYLE

if TYPE_CHECKING:
    from desktop_agent.core.app_core import AppCore
    from desktop_agent.ui.tasks import Spawn
    from desktop_agent.ui.updates_offer import UpdateChecks

log = logging.getLogger(__name__)

FEED = re.compile(r"^(https?://[^\s/]+\S*)?$")


class UpdatesPage(QWidget):
    def __init__(
        self, core: AppCore, checks: UpdateChecks | None, spawn: Spawn, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._core, self._checks, self._spawn = core, checks, spawn
        self.check = QCheckBox(self.tr("Look for a new version once a day"))
        self.feed = QLineEdit()
        self.feed.setAccessibleName(self.tr("Update feed"))
        self.feed.setPlaceholderText(self.tr("the project's own"))
        self.root = QLineEdit()
        self.root.setAccessibleName(self.tr("Root of trust"))
        self.root.setPlaceholderText(self.tr("the one shipped with the app"))
        self.feed_error = QLabel()
        self.feed_error.setStyleSheet(ERROR_STYLE)
        self.feed_error.hide()
        self.installed = QLabel()  # how this copy was installed: asked off the window's thread (rpm -qf)
        self.installed.setWordWrap(True)
        self.installed.setTextFormat(Qt.TextFormat.PlainText)
        self.check_now = QPushButton(self.tr("Check now"))
        self.check_now.clicked.connect(lambda: self._spawn(self.look()))
        self.result = QLabel()
        self.result.setWordWrap(True)
        self.result.setTextFormat(Qt.TextFormat.PlainText)
        said = QLabel(
            self.tr(
                "Updates are described by signed metadata, checked before anything is downloaded or "
                "unpacked; the new version is put beside this one and swapped in only when it is complete. "
                "Your history and settings are never touched."
            )
        )
        said.setWordWrap(True)
        form = QFormLayout(self)
        form.addRow(said)
        form.addRow("", self.check)
        form.addRow(self.tr("Update feed:"), self.feed)
        form.addRow("", self.feed_error)
        form.addRow(self.tr("Root of trust:"), self.root)
        form.addRow("", self.installed)
        form.addRow("", self.check_now)
        form.addRow("", self.result)

    # ---- SettingsSection ----

    def attach_settings(self, settings: Settings, keys: RunKeys) -> None:
        self._spawn(self._show_installed())
        self.check.setChecked(settings.updates.check)
        self.feed.setText(settings.updates.feed_url)
        self.root.setText(settings.updates.trusted_root)

    def validate(self) -> bool:
        good = bool(FEED.match(self.feed.text().strip()))
        self.feed_error.setText("" if good else self.tr("Give an http:// or https:// address, or nothing."))
        self.feed_error.setVisible(not good)
        return good

    def apply_to(self, settings: Settings) -> Settings:
        root = self.root.text().strip()
        updates = settings.updates.replace(
            check=self.check.isChecked(),
            feed_url=self.feed.text().strip(),
            trusted_root=str(Path(root).expanduser()) if root else "",
        )
        return settings.replace(updates=updates)

    async def _show_installed(self) -> None:
        import asyncio

        installed = await asyncio.to_thread(self._core.updates.how_installed)
        how = "" if installed.updatable else installed.how_to_update
        self.installed.setText(
            self.tr("This copy is {version}. {how}").format(version=installed.version, how=how)
        )

    # ---- checking ----

    async def look(self) -> None:
        """Check now: the saved settings' feed (apply first to use a changed one)."""
        if self._checks is None:
            return
        self.check_now.setEnabled(False)
        self.result.setText(self.tr("Looking for a new version…"))
        try:
            found = await self._checks.look(manual=True)
        except UserFacingError as error:
            self.result.setText(error_text(error))
            return
        finally:
            self.check_now.setEnabled(True)
        update = found.get("update") if found else None
        if isinstance(update, dict):
            self.result.setText(
                self.tr("Desktop Agent {version} is available.").format(version=update["version"])
            )
        else:
            self.result.setText(self.tr("This is the newest version."))
