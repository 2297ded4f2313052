"""An MCP server asks the app's model to answer (``sampling/createMessage``): the person sees exactly what
would be sent and decides.

Shown: which server asks; the system prompt and every message with its role, as plain text with hidden
characters named (images and audio named by type and size: the model is sent their names only); the token
limit, temperature and the server's model preferences; the model that answers (the session's, or another
configured one the person picks) and what that may cost. Approve sends it; Decline, Esc or closing the
dialog refuses it, and the server hears that the person rejected it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop_agent.core.mcp_asker import SamplingRequest, SamplingReview, cut
from desktop_agent.domain.display import shown_model, visible
from desktop_agent.ui.elicitation_dialog import ERROR_COLOR, heading, muted, plain_label

PART_LIMIT = 20_000
"""Characters of one message (or the system prompt) shown; the rest is left out, and the dialog says how
much."""


class SamplingDialog(QDialog):
    """Non-modal; ``chosen`` is the approved model (``provider/model``), or None."""

    def __init__(self, review: SamplingReview, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.review = review
        self.chosen: str | None = None
        request = review.request
        self.setWindowTitle(
            self.tr("Request from the MCP server “{server}”").format(server=visible(review.server))
        )
        self.setMinimumSize(620, 540)
        self.setWindowModality(Qt.WindowModality.NonModal)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 20, 22, 18)
        layout.setSpacing(10)
        title = heading(self.tr("“{server}” asks your model to answer").format(server=review.server))
        title.setAccessibleName(self.tr("Which server asks"))
        layout.addWidget(title)
        layout.addWidget(
            muted(
                self.tr(
                    "These messages are sent to the model only if you approve, and its answer goes back to "
                    "the server. Your conversation is not included."
                )
            )
        )

        self.messages = QPlainTextEdit()
        self.messages.setReadOnly(True)
        self.messages.setAccessibleName(self.tr("Messages"))
        self.messages.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.GeneralFont))
        self.messages.document().setDocumentMargin(10)
        self.cut_chars = self._fill(request)
        layout.addWidget(self.messages, 1)
        if self.cut_chars:
            note = plain_label(
                self.tr(
                    "The request is long: {n} characters are not shown here. The model is sent all of them."
                ).format(n=f"{self.cut_chars:,}")
            )
            note.setAccessibleName(self.tr("Messages cut"))
            note.setStyleSheet(f"color: {ERROR_COLOR};")
            layout.addWidget(note)
        if request.has_media:
            layout.addWidget(
                muted(self.tr("Images and audio are not sent: the model gets only their names, as shown."))
            )

        details = QFormLayout()
        details.setHorizontalSpacing(14)
        details.setVerticalSpacing(6)
        self.model_box = QComboBox()
        self.model_box.setAccessibleName(self.tr("Model that answers"))
        for choice in review.choices:
            provider, _, model = choice.partition("/")
            self.model_box.addItem(f"{shown_model(model)}  ·  {provider}", choice)
        self.model_box.setCurrentIndex(max(0, self.model_box.findData(review.model)))
        self.cost_label = plain_label("")
        self.cost_label.setAccessibleName(self.tr("Estimated cost"))
        self.model_box.currentIndexChanged.connect(self._show_cost)
        details.addRow(plain_label(self.tr("Answered by"), wrap=False), self.model_box)
        details.addRow(plain_label(self.tr("Cost"), wrap=False), self.cost_label)
        limits = self.tr("at most {n} tokens").format(n=f"{request.max_tokens:,}")
        if request.temperature is not None:
            limits += self.tr(", temperature {t}").format(t=f"{request.temperature:g}")
        self.limits_label = plain_label(limits)
        self.limits_label.setAccessibleName(self.tr("Limits"))
        details.addRow(plain_label(self.tr("Answer"), wrap=False), self.limits_label)
        wishes = request.preferences.described()
        if wishes:
            self.preferences_label = plain_label(cut(wishes, 500).text)
            self.preferences_label.setAccessibleName(self.tr("The server's model preferences"))
            details.addRow(plain_label(self.tr("Server prefers"), wrap=False), self.preferences_label)
        if request.include_context:
            context = plain_label(
                self.tr("asked for context from {what}; none is included").format(
                    what=request.include_context
                )
            )
            details.addRow(plain_label(self.tr("Context"), wrap=False), context)
        layout.addLayout(details)
        layout.addSpacing(6)
        self._show_cost()

        buttons = QHBoxLayout()
        self.decline_button = QPushButton(self.tr("&Decline"))
        self.decline_button.setAccessibleName(self.tr("Decline"))
        self.approve_button = QPushButton(self.tr("&Approve and send"))
        self.approve_button.setAccessibleName(self.tr("Approve"))
        for button in (self.decline_button, self.approve_button):
            button.setAutoDefault(False)
        buttons.addWidget(self.decline_button)
        buttons.addStretch(1)
        buttons.addWidget(self.approve_button)
        layout.addLayout(buttons)
        self.decline_button.clicked.connect(self.reject)
        self.approve_button.clicked.connect(self._approve)

    def _fill(self, request: SamplingRequest) -> int:
        """Writes the system prompt and the messages into the view; returns how many characters were cut."""
        cursor = QTextCursor(self.messages.document())
        plain, role = QTextCharFormat(), QTextCharFormat()
        role.setFontWeight(700)
        role.setForeground(self.palette().placeholderText())
        left_out = 0
        sections: list[tuple[str, str]] = []
        if request.system_prompt:
            sections.append((self.tr("SYSTEM PROMPT"), request.system_prompt))
        names = {"user": self.tr("USER"), "assistant": self.tr("ASSISTANT")}
        sections += [(names.get(m.role, m.role.upper()), m.text) for m in request.messages]
        for n, (name, text) in enumerate(sections):
            shown = cut(text, PART_LIMIT)
            left_out += shown.left_out
            cursor.insertText(("\n\n" if n else "") + name + "\n", role)
            body = visible(shown.text)
            if shown.left_out:
                body += "\n" + self.tr("[… {n} more characters not shown]").format(n=f"{shown.left_out:,}")
            cursor.insertText(body, plain)
        self.messages.moveCursor(QTextCursor.MoveOperation.Start)
        return left_out

    def _show_cost(self) -> None:
        choice = str(self.model_box.currentData())
        cost = self.review.costs.get(choice, "")
        self.cost_label.setText(
            visible(cost) if cost else self.tr("unknown: no price is known for this model")
        )

    def selected_model(self) -> str:
        return str(self.model_box.currentData())

    def _approve(self) -> None:
        self.chosen = self.selected_model()
        self.accept()

    def reject(self) -> None:  # Decline, Esc, or closing the dialog
        self.chosen = None
        super().reject()
