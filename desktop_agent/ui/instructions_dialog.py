"""A session's own instructions, and what the model is sent with every message of it.

The top half edits the instructions (saved with the session, sent from its next message on); the bottom
half shows the whole system prompt as the next request will carry it, section by section in the order it
is assembled (base, the provider's variant, the profile's or skill's, the session's own), with the tools
and an estimate of each part's size. It follows the typing, so the person sees what their words add.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from desktop_agent.domain.display import visible
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.ui.error_words import error_text
from desktop_agent.ui.key_entry import ERROR_STYLE

if TYPE_CHECKING:
    from desktop_agent.core.agent import PromptPreview
    from desktop_agent.ui.controller import ChatController
    from desktop_agent.ui.presenters.conversation import ConversationPresenter
    from desktop_agent.ui.tasks import Spawn


class InstructionsDialog(QDialog):
    saved = Signal(str)
    """The instructions the person saved (the dialog stays open until `done_saving`)."""

    def __init__(
        self,
        instructions: str,
        preview: Callable[[str], PromptPreview],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._preview = preview
        self.setWindowTitle(self.tr("Instructions for this session"))
        self.resize(720, 640)
        intro = QLabel(
            self.tr(
                "Sent with every message of this session, after the profile's instructions. "
                "For example: the language to answer in, the project's conventions, what to leave alone."
            )
        )
        intro.setWordWrap(True)
        self.editor = QPlainTextEdit(instructions)
        self.editor.setAccessibleName(self.tr("Session instructions"))
        self.editor.setPlaceholderText(self.tr("Answer in British English. Keep answers short."))
        self.editor.setTabChangesFocus(True)
        self.sent = QTextBrowser()
        self.sent.setAccessibleName(self.tr("What the model is sent"))
        self.sent.setOpenLinks(False)
        self.size_label = QLabel("")
        self.size_label.setWordWrap(True)
        self.size_label.setAccessibleName(self.tr("Prompt size"))
        self.message = QLabel("")
        self.message.setWordWrap(True)
        self.message.setAccessibleName(self.tr("Instructions message"))
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Save).setAccessibleName(self.tr("Save"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setAccessibleName(self.tr("Cancel"))
        self.buttons.accepted.connect(lambda: self.saved.emit(self.editor.toPlainText()))
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.editor, 2)
        heading = QLabel(self.tr("What the model is sent with each message"))
        font = heading.font()
        font.setBold(True)
        heading.setFont(font)
        layout.addWidget(heading)
        layout.addWidget(self.sent, 3)
        layout.addWidget(self.size_label)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)

        self._typing = QTimer(self)
        self._typing.setSingleShot(True)
        self._typing.setInterval(250)
        self._typing.timeout.connect(self.refresh)
        self.editor.textChanged.connect(self._typing.start)
        self.refresh()

    def refresh(self) -> None:
        """Show what the next message would be sent with, given the instructions as typed."""
        try:
            preview = self._preview(self.editor.toPlainText())
        except UserFacingError as error:
            self.show_error(error)
            return
        blocks = []
        for section in preview.sections:
            title = self.tr("{title} · about {n} tokens").format(title=section.title, n=f"{section.tokens:,}")
            body = html.escape(visible(section.text))
            blocks.append(
                f"<p><b>{html.escape(title)}</b></p><pre style='white-space: pre-wrap'>{body}</pre>"
            )
            if section.left_out:  # memories over the cap: not sent, and said so
                said = self.tr("Left out (over the cap, least recently used): {n}").format(
                    n=len(section.left_out)
                )
                left = "".join(f"<li>{html.escape(visible(text))}</li>" for text in section.left_out)
                blocks.append(f"<p><i>{html.escape(said)}</i></p><ul>{left}</ul>")
        tools = (
            self.tr("Tools ({count}): {names} · about {n} tokens").format(
                count=len(preview.tools), names=", ".join(preview.tools), n=f"{preview.tools_tokens:,}"
            )
            if preview.tools
            else self.tr("No tools: this profile answers in words only.")
        )
        blocks.append(f"<p><b>{html.escape(tools)}</b></p>")
        self.sent.setHtml("".join(blocks))
        self.size_label.setText(self._size(preview))

    def _size(self, preview: PromptPreview) -> str:
        system, tools = f"{preview.system_tokens:,}", f"{preview.tools_tokens:,}"
        text = (
            self.tr(
                "About {system} tokens of instructions and {tools} of tools, plus {conversation} of "
                "conversation so far (estimated at four characters a token)."
            ).format(system=system, tools=tools, conversation=f"{preview.conversation_tokens:,}")
            if preview.conversation_tokens
            else self.tr(
                "About {system} tokens of instructions and {tools} of tools, before any conversation "
                "(estimated at four characters a token)."
            ).format(system=system, tools=tools)
        )
        if preview.window:
            text += " " + self.tr("The model takes {window}.").format(window=f"{preview.window:,}")
            if preview.compact:
                text += " " + self.tr("Its small window gets the compact instructions and tool descriptions.")
        if preview.last_input_tokens is not None:
            text += " " + self.tr("The last request took {n} input tokens, as the provider counted.").format(
                n=f"{preview.last_input_tokens:,}"
            )
        return text

    def show_error(self, error: UserFacingError) -> None:
        self.message.setStyleSheet(ERROR_STYLE)
        self.message.setText(error_text(error))

    def done_saving(self) -> None:
        self.accept()


async def edit_instructions(
    parent: QWidget,
    controller: ChatController,
    conversation: ConversationPresenter,
    spawn: Spawn,
    shown: Callable[[str], None],
) -> None:
    """Open the dialog (over `parent`) for the session the `conversation` shows (or the one not yet begun:
    saving instructions begins it); the instructions saved are `shown` (the header's mark)."""
    session = conversation.session or controller.draft_session()
    local, size = await controller.prompt_context(session)

    def preview(text: str) -> PromptPreview:
        return controller.prompt_preview(conversation.session or session, text, local=local, window=size)

    dialog = InstructionsDialog(session.instructions, preview, parent)

    async def save(text: str) -> None:
        target = conversation.session
        if target is None:
            if not text.strip():
                dialog.done_saving()
                return
            if not conversation.new_session():
                return
            target = conversation.session
            assert target is not None
        try:
            await controller.set_instructions(target, text)
        except UserFacingError as error:
            dialog.show_error(error)
            return
        shown(target.instructions)
        dialog.done_saving()

    dialog.saved.connect(lambda text: spawn(save(text)))
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
