"""Settings › MCP servers: whether MCP Apps' views can be shown, and adding the web engine they need (an
optional part, about 175 MB: `core.web_engine`). The exact command is shown, with what it costs, before it
runs; its output shows as it comes; the engine is used for the next views at once."""

from __future__ import annotations

import asyncio
import shlex
from collections.abc import Callable, Coroutine
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop_agent.core.web_engine import DOWNLOAD_MB, WebEngine, add_web_engine, web_engine
from desktop_agent.domain.errors import UserFacingError

Spawn = Callable[[Coroutine[Any, Any, Any]], "asyncio.Task[Any]"]


class WebEngineRow(QWidget):
    """One line under the servers: views shown, or what adding the engine would run (and a button)."""

    def __init__(self, spawn: Spawn, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._spawn = spawn
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
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.label, 1)
        row.addWidget(self.add_button, 0, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.addLayout(row)
        layout.addWidget(self.output)
        self.engine = web_engine()
        self.show_state(self.engine)

    def show_state(self, engine: WebEngine) -> None:
        self.engine = engine
        if engine.installed:
            text = self.tr("MCP Apps' views are shown in their tool cards (web engine {version}).")
            self.label.setText(text.format(version=engine.version))
        elif engine.command:
            text = self.tr(
                "MCP Apps' views need the web engine, which is not installed (about {size} MB to download): "
                "until then, a tool with a view shows its text result."
            )
            self.label.setText(text.format(size=DOWNLOAD_MB))
        else:
            self.label.setText(
                self.tr("MCP Apps' views are not shown: tools with a view show their text results.")
                + " "
                + QCoreApplication.translate("WebEngine", engine.why_not).format(version=engine.version)
            )
        self.add_button.setVisible(not engine.installed and bool(engine.command))

    def ask(self) -> None:
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

    async def _add(self) -> None:
        try:
            await add_web_engine(self.engine.command, self.output.appendPlainText)
        except UserFacingError as error:
            self.label.setText(f"{error.message} {error.action}".strip())
            self.add_button.setEnabled(True)
            return
        self.show_state(web_engine())
        self.output.appendPlainText(self.tr("Done: the next views show in their tool cards."))
