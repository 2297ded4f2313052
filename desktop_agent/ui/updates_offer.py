"""A new version of the app, offered in the window.

A minute after the start the window removes what the last update left (`UpdateService.after_start`),
then — when `updates.check` is on and a day has passed since the last look — it asks a child
process (`desktop-agent update check --json` with the settings' feed): the update framework and its
network libraries (about 35 MB) load there, never in the window. A new version is offered in `UpdateOffer`:
the version, its size, what changed, and *Update now* (or, for a copy the package manager or pip
installed, how to update it). *Update now* downloads and verifies it in this process, swaps it in, and
offers *Restart now*. Settings › Updates has *Check now*, which asks the same child at once.
"""

from __future__ import annotations

import logging
import subprocess
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QProgressBar,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from desktop_agent.domain.errors import UserFacingError
from desktop_agent.ui.error_words import error_text

if TYPE_CHECKING:
    from desktop_agent.core.app_core import AppCore
    from desktop_agent.core.updates import AppliedUpdate, UpdateProgress
    from desktop_agent.ui.tasks import Spawn

log = logging.getLogger(__name__)

FIRST_LOOK_MS = 60_000
"""How long after the start the window first looks for a new version (not while it starts)."""


def tr(text: str) -> str:
    return QCoreApplication.translate("", text)  # the context the template gives module-level tr() calls


def megabytes(size: object) -> str:
    return f"{int(size) / 1_000_000:.0f} MB" if isinstance(size, int) and size > 0 else ""


class UpdateOffer(QDialog):
    """The new version and what changed; Update now, then Restart now."""

    def __init__(
        self,
        core: AppCore,
        found: dict[str, object],
        spawn: Spawn,
        quit_app: Callable[[], object],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._core, self._spawn, self._quit = core, spawn, quit_app
        update = found.get("update")
        assert isinstance(update, dict)
        self.setWindowTitle(tr("A new version of Desktop Agent"))
        size = megabytes(update.get("size"))
        self.said = QLabel(
            tr("Desktop Agent {version} is available (you have {current}). {size}").format(
                version=update.get("version"), current=found.get("current_version"),
                size=tr("Download: {size}.").format(size=size) if size else "",
            ).strip()
        )  # fmt: skip
        self.said.setTextFormat(Qt.TextFormat.PlainText)
        self.said.setWordWrap(True)
        self.notes = QTextBrowser()
        self.notes.setOpenLinks(False)  # what a feed writes is shown, never followed from here
        self.notes.setAccessibleName(tr("What changed"))
        self.notes.setMarkdown(str(update.get("notes") or tr("The feed says nothing about what changed.")))
        self.bar = QProgressBar()
        self.bar.setRange(0, 100)
        self.bar.hide()
        self.error = QLabel()
        self.error.setTextFormat(Qt.TextFormat.PlainText)
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: palette(bright-text);")
        self.buttons = QDialogButtonBox()
        self.later = self.buttons.addButton(tr("Later"), QDialogButtonBox.ButtonRole.RejectRole)
        self.go: QPushButton | None = None
        self.restart: QPushButton | None = None
        if update.get("can_apply"):
            self.go = self.buttons.addButton(tr("Update now"), QDialogButtonBox.ButtonRole.AcceptRole)
            self.go.setProperty("primary", True)
            self.go.clicked.connect(self.update_now)
        else:
            self.error.setStyleSheet("")
            self.error.setText(str(update.get("how_to_update") or ""))
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for widget in (self.said, self.notes, self.bar, self.error, self.buttons):
            layout.addWidget(widget)
        self.resize(520, 420)

    def update_now(self) -> None:
        if self.go is not None:
            self.go.setEnabled(False)
        self.error.setText("")
        self.bar.setValue(0)
        self.bar.show()
        self._spawn(self._update())

    async def _update(self) -> None:
        service = self._core.updates
        try:
            offer = await service.check(manual=True)
            if offer is None:  # withdrawn from the feed meanwhile
                self.error.setText(tr("The feed no longer offers a new version."))
                return
            applied = await service.apply(offer, self._progress)
        except UserFacingError as error:
            self.error.setText(error_text(error))
            if self.go is not None:
                self.go.setEnabled(True)
                self.go.setText(tr("Try again"))
            return
        self._updated(applied)

    def _progress(self, step: UpdateProgress) -> None:  # on the event loop's thread
        self.bar.setValue(round(step.fraction * 100))

    def _updated(self, applied: AppliedUpdate) -> None:
        self.bar.setValue(100)
        if self.go is not None:
            self.go.hide()
        self.later.setText(tr("Restart later"))
        self.said.setText(
            tr("Desktop Agent {version} is installed. Restart the app to use it.").format(
                version=applied.version
            )
        )
        self.restart = self.buttons.addButton(tr("Restart now"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.restart.setProperty("primary", True)
        self.restart.clicked.connect(lambda: self._restart(applied))

    def _restart(self, applied: AppliedUpdate) -> None:
        """The new version starts (on Windows once this one has ended and its helper swapped the folders)."""
        if applied.restart and not applied.deferred:
            try:
                subprocess.Popen(list(applied.restart), start_new_session=True)
            except OSError as exc:
                self.error.setText(tr("The new version could not be started: {why}").format(why=exc))
                return
        self._quit()


class UpdateChecks(QObject):
    """When the window looks for a new version, and what it shows; `attach` gives it the core."""

    def __init__(
        self,
        window: QWidget,
        spawn: Spawn,
        quit_app: Callable[[], object],
        first_look_ms: int = FIRST_LOOK_MS,
    ) -> None:
        super().__init__(window)
        self._window, self._spawn, self._quit = window, spawn, quit_app
        self._core: AppCore | None = None
        self.offer: UpdateOffer | None = None
        self._first_look_ms = first_look_ms

    def attach(self, core: AppCore) -> None:
        self._core = core
        QTimer.singleShot(self._first_look_ms, self, lambda: self._spawn(self.first_look(core)))

    async def first_look(self, core: AppCore) -> None:
        """A minute after the start (nothing of the updates loads before): what the last update left is
        removed, then the daily look."""
        import asyncio

        await asyncio.to_thread(core.updates.after_start)
        await self.look(manual=False)

    async def look(self, *, manual: bool) -> dict[str, object] | None:
        """Ask the child process; a new version is offered. Manual: errors are raised, an up-to-date app is
        said (the caller shows it); automatic: nothing is said unless there is something to offer."""
        core = self._core
        if core is None:
            return None
        if not manual and not (core.settings.updates.check and core.updates.check_due()):
            return None
        from desktop_agent.core.updates import check_apart

        try:
            found = await check_apart(core.paths, core.settings)
        except UserFacingError as error:
            if manual:
                raise
            log.info("The automatic look for a new version failed: %s", error.message)
            return None
        if isinstance(found.get("update"), dict):
            self.show_offer(core, found)
        return found

    def show_offer(self, core: AppCore, found: dict[str, object]) -> None:
        if self.offer is not None:
            self.offer.close()
        offer = UpdateOffer(core, found, self._spawn, self._quit, self._window)
        offer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        offer.destroyed.connect(lambda: setattr(self, "offer", None))
        self.offer = offer
        offer.show()
