"""The arguments of an MCP server's prompt, asked in a small form before the prompt is sent: one field per
argument (required ones marked, Send waits for them), what each is for beside it, and the values the
server suggests for what is typed so far (`completion/complete`) in a completer under the field."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any

from PySide6.QtCore import QStringListModel, Qt, QTimer
from PySide6.QtWidgets import (
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from desktop_agent.core.mcp_resources import PromptInfo
from desktop_agent.domain.display import visible

log = logging.getLogger(__name__)

Complete = Callable[[str, str, dict[str, str]], Awaitable[list[str]]]
"""(argument, value typed so far, the other values) -> the server's suggestions."""
Spawn = Callable[[Coroutine[Any, Any, Any]], object]
ASK_AFTER_MS = 150
"""Suggestions are asked for once typing pauses this long."""


class PromptForm(QDialog):
    """`values()` once accepted; `complete` is None when the server offers no completion."""

    def __init__(
        self, prompt: PromptInfo, parent: QWidget | None, complete: Complete | None, spawn: Spawn
    ) -> None:
        super().__init__(parent)
        self.prompt = prompt
        self._complete = complete
        self._spawn = spawn
        self.setWindowTitle(self.tr("Prompt /{name}").format(name=visible(f"{prompt.server}:{prompt.name}")))
        self.setMinimumWidth(440)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 18, 20, 16)
        layout.setSpacing(12)
        about = QLabel(visible(prompt.description or prompt.title or prompt.name))
        about.setWordWrap(True)
        about.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(about)
        form = QFormLayout()
        form.setHorizontalSpacing(14)
        form.setVerticalSpacing(10)
        self.fields: dict[str, QLineEdit] = {}
        self._models: dict[str, QStringListModel] = {}
        self._timers: dict[str, QTimer] = {}
        self.completers: dict[str, QCompleter] = {}
        for argument in prompt.arguments:
            field = QLineEdit()
            field.setAccessibleName(visible(argument.name))
            if argument.description:
                field.setPlaceholderText(visible(argument.description))
                field.setToolTip(visible(argument.description))
            label = visible(argument.name) + (" *" if argument.required else "")
            form.addRow(QLabel(label), field)
            self.fields[argument.name] = field
            field.textChanged.connect(self._check)
            if complete is not None:
                self._suggest_for(argument.name, field)
        layout.addLayout(form)
        if any(a.required for a in prompt.arguments):
            note = QLabel(self.tr("* required"))
            note.setEnabled(False)
            layout.addWidget(note)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.send_button = self.buttons.addButton(self.tr("Send"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.send_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._check()

    def _suggest_for(self, name: str, field: QLineEdit) -> None:
        model = QStringListModel(self)
        completer = QCompleter(model, self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        field.setCompleter(completer)
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.setInterval(ASK_AFTER_MS)
        timer.timeout.connect(lambda: self._spawn(self._ask(name)))
        field.textEdited.connect(lambda _text: timer.start())
        self._models[name], self._timers[name], self.completers[name] = model, timer, completer

    async def _ask(self, name: str) -> None:
        if self._complete is None:
            return
        field = self.fields[name]
        typed = field.text()
        others = {k: f.text() for k, f in self.fields.items() if k != name and f.text()}
        try:
            found = await self._complete(name, typed, others)
        except Exception:  # suggestions are a help: none is fine
            log.info("Completing %r failed", name, exc_info=True)
            return
        if field.text() != typed or not self.isVisible():
            return  # typed on meanwhile: the next pause asks again
        self._models[name].setStringList([visible(v) for v in found])
        if found and field.hasFocus():
            completer = field.completer()
            completer.setCompletionPrefix(typed)
            completer.complete()

    def _check(self) -> None:
        missing = self.prompt.missing_from(self.values())
        self.send_button.setEnabled(not missing)

    def values(self) -> dict[str, str]:
        return {name: field.text() for name, field in self.fields.items() if field.text() != ""}
