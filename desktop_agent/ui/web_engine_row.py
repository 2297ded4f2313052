"""Settings › MCP servers: whether MCP Apps' views can be shown, and adding the web engine they need (an
optional part, about 175 MB: `core.web_engine`). Where the app runs from its Python package, the exact
command is shown, with what it costs, before it runs, and its output shows as it comes; in an installed
app, the download's size, source and folder are shown first, then its progress (it can be stopped). Either
way the engine is used for the next views at once."""

from __future__ import annotations

import asyncio
import shlex
import threading
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop_agent.core import web_engine_kit
from desktop_agent.core.web_engine import DOWNLOAD_MB, WebEngine, add_web_engine, web_engine
from desktop_agent.core.web_engine_kit import KitCancelledError, KitError, KitPlan
from desktop_agent.domain.errors import UserFacingError

Spawn = Callable[[Coroutine[Any, Any, Any]], "asyncio.Task[Any]"]


class WebEngineRow(QWidget):
    """One line under the servers: views shown, or what adding the engine would run (and a button)."""

    def __init__(self, spawn: Spawn, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._spawn = spawn
        self._data_dir: Path | None = None
        self.source = ""
        """Where an installed app downloads the engine ("" is PyPI): the `web_engine_source` setting."""
        self._stop = threading.Event()
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.label.setAccessibleName(self.tr("MCP Apps' views"))
        self.add_button = QPushButton(self.tr("Add the web engine…"), self)
        self.add_button.setAccessibleName(self.tr("Add the web engine"))
        self.add_button.clicked.connect(self.ask)
        self.output = QPlainTextEdit(self)
        self.output.setReadOnly(True)
        self.output.setMaximumBlockCount(200)
        self.output.setAccessibleName(self.tr("What adding the web engine printed"))
        self.output.setFixedHeight(90)
        self.output.hide()
        self.progress = QProgressBar(self)
        self.progress.setAccessibleName(self.tr("Downloading the web engine"))
        self.progress.setFormat(self.tr("%p% of {size} MB"))
        self.progress.hide()
        self.stop_button = QPushButton(self.tr("Stop"), self)
        self.stop_button.setAccessibleName(self.tr("Stop downloading the web engine"))
        self.stop_button.clicked.connect(self._stop.set)
        self._gone = threading.Event()
        """Set when the row is destroyed (Settings closed): the download stops and nothing is shown."""
        stop, gone = self._stop, self._gone

        def destroyed() -> None:
            gone.set()
            stop.set()

        self.destroyed.connect(lambda *_: destroyed())
        self.stop_button.hide()
        progress_row = QHBoxLayout()
        progress_row.setContentsMargins(0, 0, 0, 0)
        progress_row.addWidget(self.progress, 1)
        progress_row.addWidget(self.stop_button)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.label, 1)
        row.addWidget(self.add_button, 0, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.addLayout(row)
        layout.addLayout(progress_row)
        layout.addWidget(self.output)
        self.engine = web_engine()
        self.show_state(self.engine)

    def keep_in(self, data_dir: Path, source: str = "") -> None:
        """The data folder: an engine added there is used, and an installed app downloads it there, from
        `source` (the `web_engine_source` setting: "" is PyPI)."""
        self._data_dir = data_dir
        self.source = source
        self.show_state(web_engine(data_dir))

    def show_state(self, engine: WebEngine) -> None:
        self.engine = engine
        if engine.installed:
            text = self.tr("MCP Apps' views are shown in their tool cards (web engine {version}).")
            self.label.setText(text.format(version=engine.version))
        elif engine.command or engine.kit is not None:
            text = self.tr(
                "MCP Apps' views need the web engine, which is not installed (about {size} MB to download): "
                "until then, a tool with a view shows its text result."
            )
            size = DOWNLOAD_MB if engine.kit is None else _megabytes(engine.kit.size)
            self.label.setText(text.format(size=size))
        else:
            self.label.setText(
                self.tr("MCP Apps' views are not shown: tools with a view show their text results.")
                + " "
                + QCoreApplication.translate("WebEngine", engine.why_not).format(version=engine.version)
            )
        self.add_button.setVisible(not engine.installed and (bool(engine.command) or engine.kit is not None))

    def ask(self) -> None:
        if self.engine.kit is not None:
            self._ask_download(self.engine.kit)
            return
        command = shlex.join(self.engine.command)
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Add the web engine"),
            self.tr(
                "This runs the command below, which downloads about {size} MB and adds it to the app:"
            ).format(size=DOWNLOAD_MB),
            QMessageBox.StandardButton.Cancel,
            self,
        )
        box.setInformativeText(command)
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        agree = box.addButton(self.tr("Add"), QMessageBox.ButtonRole.AcceptRole)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.buttonClicked.connect(lambda button: self.start() if button is agree else None)
        box.open()

    def start(self) -> None:
        """Run the command shown (the person said Add)."""
        self.add_button.setEnabled(False)
        self.output.clear()
        self.output.show()
        self.label.setText(self.tr("Adding the web engine… (about {size} MB)").format(size=DOWNLOAD_MB))
        self._spawn(self._add())

    def _ask_download(self, kit: KitPlan) -> None:
        assert self._data_dir is not None  # a kit is offered only with the data folder
        urls = kit.urls(self.source)
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Add the web engine"),
            self.tr(
                "This downloads {size} MB from {host}: PySide6-Addons and PySide6-Essentials {version}, each "
                "checked against the SHA-256 sum this app was built with. About {disk} MB of them is kept "
                "in {folder}."
            ).format(
                size=_megabytes(kit.size),
                host=urlsplit(urls[0]).hostname or urls[0],
                version=kit.version,
                disk=web_engine_kit.KEPT_MB,
                folder=web_engine_kit.kit_folder(self._data_dir, kit.version),
            ),
            QMessageBox.StandardButton.Cancel,
            self,
        )
        box.setInformativeText("\n".join(urls))
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        agree = box.addButton(self.tr("Download"), QMessageBox.ButtonRole.AcceptRole)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.buttonClicked.connect(lambda button: self.download(kit) if button is agree else None)
        box.open()

    def download(self, kit: KitPlan) -> None:
        """Download the kit shown (the person said Download), with progress and a Stop button."""
        self.add_button.setEnabled(False)
        self._stop.clear()
        self.progress.setFormat(self.tr("%p% of {size} MB").format(size=_megabytes(kit.size)))
        self.progress.setRange(0, 1000)
        self.progress.setValue(0)
        for widget in (self.progress, self.stop_button):
            widget.show()
        self.label.setText(self.tr("Downloading the web engine…"))
        self._spawn(self._download(kit))

    async def _download(self, kit: KitPlan) -> None:
        assert self._data_dir is not None
        loop = asyncio.get_running_loop()
        shown = [-1]

        bar, gone = self.progress, self._gone

        def show(step: int) -> None:
            if not gone.is_set():  # Settings may have closed meanwhile
                bar.setValue(step)

        def progress(done: int, total: int) -> None:  # in the download's thread
            step = done * 1000 // max(total, 1)
            if step != shown[0]:
                shown[0] = step
                loop.call_soon_threadsafe(show, step)

        stop = self._stop
        try:
            await asyncio.to_thread(
                web_engine_kit.add, self._data_dir, kit, progress, source=self.source, stopped=stop.is_set
            )
        except asyncio.CancelledError:
            stop.set()  # the thread stops at its next block and keeps nothing
            raise
        except KitCancelledError:
            if not gone.is_set():  # (Settings closed: nothing to show it in)
                self._download_ended(self.tr("The download was stopped; nothing of it was kept."))
            return
        except KitError as error:
            if not gone.is_set():
                self._download_ended(self.tr("The web engine was not added: {why}").format(why=error))
            return
        if gone.is_set():
            return
        self.progress.hide()
        self.stop_button.hide()
        self.add_button.setEnabled(True)
        self.show_state(web_engine(self._data_dir))
        if self.engine.installed:
            self.label.setText(self.label.text() + " " + self.tr("The next views show in their tool cards."))

    def _download_ended(self, why: str) -> None:
        self.progress.hide()
        self.stop_button.hide()
        self.add_button.setEnabled(True)
        self.label.setText(why)

    async def _add(self) -> None:
        try:
            await add_web_engine(self.engine.command, self.output.appendPlainText)
        except UserFacingError as error:
            self.label.setText(f"{error.message} {error.action}".strip())
            self.add_button.setEnabled(True)
            return
        self.show_state(web_engine(self._data_dir))
        self.output.appendPlainText(self.tr("Done: the next views show in their tool cards."))


def _megabytes(size: int) -> int:
    return round(size / 1_000_000)
