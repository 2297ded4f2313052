"""Asks the person before a tool call with side effects runs. Keyboard-first; never hides the call."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop_agent.agent.interactions import ApprovalChoice, ApprovalDecision
from desktop_agent.domain.events import ApprovalRequested


class ApprovalDialog(QDialog):
    def __init__(self, request: ApprovalRequested, model: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.request = request
        self.decision = ApprovalDecision(ApprovalChoice.DENY)
        self.setWindowTitle(self.tr("Approve {tool}?").format(tool=request.name))
        self.setMinimumWidth(520)

        layout = QVBoxLayout(self)
        title = QLabel(self.tr("<b>{tool}</b> wants to run").format(tool=request.name))
        origin = (
            self.tr("a built-in tool")
            if request.source == "built-in"
            else self.tr("a tool from the MCP server {server}").format(server=request.source)
        )
        source = QLabel(
            self.tr("Asked by {model} · {origin} · {reason}").format(
                model=model, origin=origin, reason=request.reason
            )
        )
        source.setWordWrap(True)
        arguments = QPlainTextEdit(json.dumps(request.arguments, indent=2, ensure_ascii=False))
        arguments.setReadOnly(True)
        arguments.setAccessibleName(self.tr("Arguments"))
        arguments.setFont(QFont("monospace"))
        self.note = QLineEdit()
        self.note.setPlaceholderText(self.tr("Note to the model if you deny (optional)"))
        self.note.setAccessibleName(self.tr("Note to the model"))

        buttons = QHBoxLayout()
        self.approve_button = QPushButton(self.tr("&Approve once"))
        self.approve_button.setAccessibleName(self.tr("Approve"))
        self.session_button = QPushButton(self.tr("Approve for this &session"))
        self.session_button.setAccessibleName(self.tr("Approve for this session"))
        self.deny_button = QPushButton(self.tr("&Deny"))
        self.deny_button.setAccessibleName(self.tr("Deny"))
        for button in (self.deny_button, self.session_button, self.approve_button):
            buttons.addWidget(button)
        buttons.insertStretch(0)
        self.approve_button.setDefault(True)
        self.approve_button.clicked.connect(lambda: self._choose(ApprovalChoice.APPROVE_ONCE))
        self.session_button.clicked.connect(lambda: self._choose(ApprovalChoice.APPROVE_SESSION))
        self.deny_button.clicked.connect(lambda: self._choose(ApprovalChoice.DENY))

        layout.addWidget(title)
        layout.addWidget(source)
        layout.addWidget(arguments, 1)
        layout.addWidget(self.note)
        layout.addLayout(buttons)
        self.setWindowModality(Qt.WindowModality.NonModal)

    def _choose(self, choice: ApprovalChoice) -> None:
        note = self.note.text().strip() if choice is ApprovalChoice.DENY else ""
        self.decision = ApprovalDecision(choice, note)
        self.accept()

    def reject(self) -> None:  # Esc or closing the dialog denies
        self.decision = ApprovalDecision(ApprovalChoice.DENY, self.note.text().strip())
        super().reject()
