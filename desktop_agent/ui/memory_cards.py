"""A `remember` call's card in the chat: what the model proposed to remember, and the person's choice —
Keep, Edit… (then keep), Drop — then what became of it, with Undo.

Nothing is kept by the call itself (`core.memory`); the card reads the proposal's state from the memory
service, by the session shown and the call's id, and draws it again whenever a memory changes. A proposal
made in a project's chat is kept in that project: the card says so.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Literal

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QInputDialog, QLineEdit, QWidget

from desktop_agent.domain.display import readable
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.domain.memory import Memory, MemoryStatus
from desktop_agent.ui import chat_formats
from desktop_agent.ui.presenters import chat_actions as ca

if TYPE_CHECKING:
    from desktop_agent.core.memory import MemoryService
    from desktop_agent.ui.chat_blocks import ToolCard
    from desktop_agent.ui.chat_cards import ToolCards
    from desktop_agent.ui.chat_writer import ChatWriter
    from desktop_agent.ui.tasks import Spawn

log = logging.getLogger(__name__)

TOOL = "remember"
Decision = Literal["keep", "edit", "drop", "undo"]


def proposed_text(arguments: str) -> str:
    """The words the call proposed, as its arguments say (before the memory service answers)."""
    try:
        data = json.loads(arguments or "{}")
    except ValueError:
        return ""
    text = data.get("text") if isinstance(data, dict) else None
    return text if isinstance(text, str) else ""


class MemoryCards:
    """The cards of `remember` calls in the chat shown. `memory` is the core's memory service (None until
    the core is up), `session_id` the session shown; `parent` holds the edit dialog; `project_name` names a
    project by its id (None: not known)."""

    def __init__(
        self,
        memory: Callable[[], MemoryService | None],
        session_id: Callable[[], str | None],
        spawn: Spawn,
        parent: QWidget,
        show_error: Callable[[UserFacingError], None],
        *,
        project_name: Callable[[str], str | None] = lambda _id: None,
    ) -> None:
        self._memory = memory
        self._project_name = project_name
        self._session_id = session_id
        self._spawn = spawn
        self._parent = parent
        self._show_error = show_error
        self._cards: ToolCards | None = None
        self._known: dict[tuple[str, str], Memory] = {}
        self._asked: set[tuple[str, str]] = set()
        self._listening: MemoryService | None = None
        self.editor: QInputDialog | None = None
        """The open Edit dialog, if any."""

    def watch(self, cards: ToolCards) -> None:
        """Draw the `remember` cards of this chat (called once the chat view is made)."""
        self._cards = cards
        cards.writes[TOOL] = self.write

    # ---- drawing ----

    def write(self, writer: ChatWriter, card: ToolCard, cursor: QTextCursor) -> None:
        """The card's lines under its title: the proposed words, then the choice or what became of it."""
        sid = self._session_id()
        key = (sid or "", card.call_id)
        memory = self._known.get(key)
        if sid is not None and card.state.is_final and key not in self._asked:
            self._asked.add(key)
            self._spawn(self._load(sid, card.call_id))
        words = memory.text if memory is not None else proposed_text(card.arguments)
        quote = QTextCharFormat()
        quote.setFontItalic(True)
        chat_formats.line(cursor, f"“{readable(words)}”", quote)
        if memory is None:
            return
        chat_formats.line(cursor, "", QTextCharFormat())
        bold = QTextCharFormat()
        bold.setFontWeight(QFont.Weight.DemiBold)

        def link(text: str, what: Decision) -> None:
            cursor.insertText(text, writer.link_format(ca.DecideMemory(card.call_id, what)))

        project = self._project_name(memory.project_id) if memory.project_id is not None else None
        match memory.status:
            case MemoryStatus.PENDING:
                if project is None:
                    ask = QCoreApplication.translate("MemoryCards", "Remember this in future conversations?")
                else:
                    ask = QCoreApplication.translate(
                        "MemoryCards", "Remember this in future conversations of the project “{name}”?"
                    ).format(name=project)
                cursor.insertText(ask + "   ", writer.dim())
                link(QCoreApplication.translate("MemoryCards", "Keep"), "keep")
                cursor.insertText("  ·  ", writer.dim())
                link(QCoreApplication.translate("MemoryCards", "Edit…"), "edit")
                cursor.insertText("  ·  ", writer.dim())
                link(QCoreApplication.translate("MemoryCards", "Drop"), "drop")
            case MemoryStatus.KEPT:
                said = (
                    QCoreApplication.translate("MemoryCards", "Kept in your words")
                    if memory.edited
                    else QCoreApplication.translate("MemoryCards", "Kept")
                )
                if project is not None:
                    said = QCoreApplication.translate(
                        "MemoryCards", "{kept}, in the project “{name}”"
                    ).format(kept=said, name=project)
                cursor.insertText(said, bold)
                cursor.insertText("  ·  ", writer.dim())
                link(QCoreApplication.translate("MemoryCards", "Undo"), "undo")
            case MemoryStatus.DROPPED:
                cursor.insertText(
                    QCoreApplication.translate("MemoryCards", "Dropped: not remembered"), writer.dim()
                )
                cursor.insertText("  ·  ", writer.dim())
                link(QCoreApplication.translate("MemoryCards", "Undo"), "undo")
            case MemoryStatus.REMOVED:
                cursor.insertText(
                    QCoreApplication.translate("MemoryCards", "Removed on the Memory page"), writer.dim()
                )

    def _redraw(self, call_id: str) -> None:
        card = self._cards.get(call_id) if self._cards is not None else None
        if card is not None and self._cards is not None:
            self._cards.draw(card)

    async def _load(self, session_id: str, call_id: str) -> None:
        memory = self._service()
        if memory is None:
            self._asked.discard((session_id, call_id))
            return
        found = await memory.aby_call(session_id, call_id)
        if found is not None and self._session_id() == session_id:
            self._known[(session_id, call_id)] = found
            self._redraw(call_id)

    def _service(self) -> MemoryService | None:
        memory = self._memory()
        if memory is not None and memory is not self._listening:
            self._listening = memory
            memory.subscribe(self._changed)
        return memory

    def _changed(self) -> None:
        """A memory changed (here, on the Memory page or by a proposal): the cards read theirs again."""
        self._asked.clear()
        cards = self._cards
        for card in list(cards.by_id.values()) if cards is not None else []:
            if card.name == TOOL and card.state.is_final and cards is not None:
                cards.draw(card)

    # ---- the person's choice ----

    def decide(self, action: ca.DecideMemory) -> None:
        """Keep, edit, drop or undo the proposal of the card whose link was clicked."""
        sid, memory = self._session_id(), self._service()
        found = self._known.get((sid or "", action.call_id))
        if memory is None or found is None:
            return
        if action.what == "edit":
            self._edit(memory, found)
        else:
            self._spawn(self._do(memory, found, action.what))

    def _edit(self, memory: MemoryService, found: Memory) -> None:
        dialog = QInputDialog(self._parent)
        dialog.setWindowTitle(QCoreApplication.translate("MemoryCards", "Edit the memory"))
        dialog.setLabelText(QCoreApplication.translate("MemoryCards", "Remember, in your words:"))
        dialog.setTextEchoMode(QLineEdit.EchoMode.Normal)
        dialog.setTextValue(found.text)
        dialog.setOkButtonText(QCoreApplication.translate("MemoryCards", "Keep"))
        dialog.textValueSelected.connect(lambda text: self._spawn(self._do(memory, found, "keep", text)))
        dialog.finished.connect(dialog.deleteLater)
        self.editor = dialog
        dialog.open()

    async def _do(self, memory: MemoryService, found: Memory, what: str, text: str | None = None) -> None:
        try:
            if what == "keep":
                await memory.akeep(found.id, text)
            elif what == "drop":
                await memory.adrop(found.id)
            elif what == "undo":
                await memory.aundo(found.id)
        except UserFacingError as error:
            self._show_error(error)
