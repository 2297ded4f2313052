"""Asks the person before a tool call runs. Keyboard-first; never hides the call in the chat.

Shows the tool, where it comes from, a risk label, the exact change (a diff for file edits, the command
for the shell), the full arguments, and for an MCP tool approved before, how its definition changed.
Choices: approve once, for this session, always (optionally only calls like this one), deny with a note.
Everything the model chose is plain text (never rich text) with hidden characters shown by name.
"""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFontDatabase, QSyntaxHighlighter, QTextCharFormat, QTextDocument
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from desktop_agent.core.approvals import ApprovalChoice, ApprovalDecision
from desktop_agent.domain.display import visible
from desktop_agent.domain.events import ApprovalRequested

_RISK_COLORS = {"low": "#2e7d32", "medium": "#b26a00", "high": "#c62828"}


class DiffHighlighter(QSyntaxHighlighter):
    """Added lines green, removed lines red, hunk headers dimmed: a diff reads at a glance."""

    def __init__(self, document: QTextDocument) -> None:
        super().__init__(document)
        self._formats: dict[str, QTextCharFormat] = {}
        for prefix, color in (("+", "#2e7d32"), ("-", "#c62828"), ("@", "#6f42c1")):
            fmt = QTextCharFormat()
            fmt.setForeground(QColor(color))
            self._formats[prefix] = fmt

    def highlightBlock(self, text: str) -> None:  # noqa: N802 - Qt's name
        if text.startswith(("+++", "---")):
            return
        fmt = self._formats.get(text[:1])
        if fmt is not None:
            self.setFormat(0, len(text), fmt)


def _plain_label(text: str) -> QLabel:
    """A label for text the model chose: plain text (never rich text), hidden characters shown by name."""
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setText(visible(text))
    return label


def _code_view(text: str, name: str) -> QPlainTextEdit:
    view = QPlainTextEdit(visible(text))
    view.setReadOnly(True)
    view.setAccessibleName(name)
    view.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
    view.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
    return view


class ApprovalDialog(QDialog):
    def __init__(self, request: ApprovalRequested, model: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.request = request
        self.decision = ApprovalDecision(ApprovalChoice.DENY)
        self.setWindowTitle(self.tr("Approve {tool}?").format(tool=visible(request.name)))
        self.setMinimumSize(560, 420)
        self.setWindowModality(Qt.WindowModality.NonModal)

        layout = QVBoxLayout(self)
        heading = QHBoxLayout()
        title = _plain_label(self.tr("{tool} wants to run").format(tool=request.name))
        title.setAccessibleName(self.tr("Tool"))
        bold = title.font()
        bold.setBold(True)
        title.setFont(bold)
        risk = _plain_label(self._risk_text(request.risk))
        risk.setAccessibleName(self.tr("Risk"))
        risk.setStyleSheet(
            f"color: white; background: {_RISK_COLORS.get(request.risk, '#777777')}; "
            "border-radius: 3px; padding: 1px 6px;"
        )
        heading.addWidget(title)
        heading.addStretch(1)
        heading.addWidget(risk)
        layout.addLayout(heading)

        origin = (
            self.tr("a built-in tool")
            if request.source == "built-in"
            else self.tr("a tool from the MCP server “{server}”").format(server=request.source)
        )
        source = _plain_label(
            self.tr("Asked by {model} · {origin} · {reason}").format(
                model=model or self.tr("the model"),
                origin=origin,
                # said once, in red, below
                reason=request.reason.replace(request.unconfined, "").strip()
                if request.unconfined
                else request.reason,
            )
        )
        source.setAccessibleName(self.tr("Why it asks"))
        source.setWordWrap(True)
        layout.addWidget(source)
        for why in dict.fromkeys(w for w in (request.unconfined, request.protected) if w):
            warning = _plain_label("⚠ " + why)
            warning.setWordWrap(True)
            warning.setAccessibleName(self.tr("Why this always asks"))
            warning.setStyleSheet(f"color: {_RISK_COLORS['high']};")
            layout.addWidget(warning)

        self.tabs = QTabWidget()
        self.tabs.setAccessibleName(self.tr("What will run"))
        if request.definition_changed:
            changed = _code_view(request.definition_changed, self.tr("How the tool changed"))
            DiffHighlighter(changed.document())
            self.tabs.addTab(changed, self.tr("Tool changed since you approved it"))
        if request.preview:
            preview = _code_view(request.preview, self.tr("Preview"))
            if request.preview_kind == "diff":
                DiffHighlighter(preview.document())
                label = self.tr("Changes")
            elif request.preview_kind == "command":
                preview.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
                label = self.tr("Command")
            else:
                label = self.tr("Preview")
            self.tabs.addTab(preview, label)
        arguments = _code_view(
            json.dumps(request.arguments, indent=2, ensure_ascii=False), self.tr("Arguments")
        )
        self.tabs.addTab(arguments, self.tr("Arguments"))
        layout.addWidget(self.tabs, 1)

        self.pattern = QLineEdit(visible(request.suggested_pattern or ""))
        self.pattern.setAccessibleName(self.tr("Only calls like"))
        self.pattern.setPlaceholderText(self.tr("every call of this tool"))
        self.pattern.setToolTip(
            self.tr(
                "For “this session” and “always”: only calls matching this pattern (a path glob like "
                "src/**, a command like git log *, a host). Empty means every call of the tool."
            )
        )
        self.every_folder = QCheckBox(self.tr("in every folder"))
        self.every_folder.setAccessibleName(self.tr("Always approve in every folder"))
        scope = QHBoxLayout()
        scope.addWidget(_plain_label(self.tr("Only calls like:")))
        scope.addWidget(self.pattern, 1)
        scope.addWidget(self.every_folder)
        layout.addLayout(scope)
        self.note = QLineEdit()
        self.note.setPlaceholderText(self.tr("Note to the model if you deny (optional)"))
        self.note.setAccessibleName(self.tr("Note to the model"))
        layout.addWidget(self.note)

        buttons = QHBoxLayout()
        self.approve_button = QPushButton(self.tr("&Approve once"))
        self.approve_button.setAccessibleName(self.tr("Approve"))
        self.session_button = QPushButton(self.tr("For this &session"))
        self.session_button.setAccessibleName(self.tr("Approve for this session"))
        self.always_button = QPushButton(self.tr("A&lways"))
        self.always_button.setAccessibleName(self.tr("Always approve"))
        self.deny_button = QPushButton(self.tr("&Deny"))
        self.deny_button.setAccessibleName(self.tr("Deny"))
        buttons.addWidget(self.deny_button)
        buttons.addStretch(1)
        for button in (self.always_button, self.session_button, self.approve_button):
            buttons.addWidget(button)
        # Enter approves a call inside the sandbox; one that would leave it takes a deliberate click.
        self.default_button = self.deny_button if request.unconfined else self.approve_button
        self.default_button.setDefault(True)
        self.approve_button.clicked.connect(lambda: self._choose(ApprovalChoice.APPROVE_ONCE))
        self.session_button.clicked.connect(lambda: self._choose(ApprovalChoice.APPROVE_SESSION))
        self.always_button.clicked.connect(lambda: self._choose(ApprovalChoice.APPROVE_ALWAYS))
        self.deny_button.clicked.connect(lambda: self._choose(ApprovalChoice.DENY))
        layout.addLayout(buttons)
        if request.protected:
            self.always_button.setToolTip(
                self.tr("Saved, but calls like this one still ask: {why}").format(why=request.protected)
            )

    def _risk_text(self, risk: str) -> str:
        return {
            "low": self.tr("Low risk"),
            "medium": self.tr("Medium risk"),
            "high": self.tr("High risk"),
        }.get(risk, risk)

    def _choose(self, choice: ApprovalChoice) -> None:
        note = self.note.text().strip() if choice is ApprovalChoice.DENY else ""
        pattern = self.pattern.text().strip() or None
        if choice in (ApprovalChoice.APPROVE_ONCE, ApprovalChoice.DENY):
            pattern = None
        self.decision = ApprovalDecision(
            choice,
            note,
            pattern=pattern,
            every_folder=choice is ApprovalChoice.APPROVE_ALWAYS and self.every_folder.isChecked(),
            # The person was shown that this call leaves the sandbox, and chose.
            outside_sandbox=bool(self.request.unconfined) and choice is not ApprovalChoice.DENY,
        )
        self.accept()

    def reject(self) -> None:  # Esc or closing the dialog denies
        self.decision = ApprovalDecision(ApprovalChoice.DENY, self.note.text().strip())
        super().reject()
