"""Compactions in the conversation: a note where earlier messages began to be sent as a summary, with the
summary to read and Undo (or Redo); the messages themselves stay shown as they are."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QTextCursor, QTextFrame
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPlainTextEdit, QVBoxLayout, QWidget

from desktop_agent.domain.compaction import Compaction
from desktop_agent.domain.display import visible
from desktop_agent.ui.presenters import chat_actions as ca

if TYPE_CHECKING:
    from desktop_agent.ui.chat_blocks import ShownMessage
    from desktop_agent.ui.chat_writer import ChatWriter

Links = Sequence[tuple[str, ca.ChatAction]]


def _short(n: int) -> str:
    return f"{n / 1000:.0f}k" if n >= 10_000 else f"{n:,}"


def note_text(c: Compaction) -> str:
    if c.undone:
        return QCoreApplication.translate(
            "ChatView", "Summary undone: the {n} earlier messages go to the model whole again."
        ).format(n=c.messages)
    how = (
        QCoreApplication.translate("ChatView", "Earlier conversation summarised")
        if c.automatic
        else QCoreApplication.translate("ChatView", "Earlier conversation summarised on request")
    )
    return QCoreApplication.translate(
        "ChatView", "{how} — {n} messages, about {before} → {after} tokens."
    ).format(how=how, n=c.messages, before=_short(c.tokens_before), after=_short(c.tokens_after))


class CompactionNotes:
    """The notes of one shown session: written with `writer`, a new one as the chat's `notice` at its end;
    the summary opens over `parent`."""

    def __init__(
        self, writer: ChatWriter, notice: Callable[[str, Links], QTextFrame], parent: QWidget
    ) -> None:
        self._writer = writer
        self._notice = notice
        self._parent = parent
        self._known: dict[str, Compaction] = {}
        self._frames: dict[str, QTextFrame] = {}

    def reset(self, compactions: Sequence[Compaction] | None) -> None:
        """A session shown anew (None: the same compactions as before)."""
        if compactions is not None:
            self._known = {c.id: c for c in compactions}
        self._frames.clear()

    def draw_shown(self, groups: Sequence[ShownMessage]) -> None:
        """Each compaction after the message it followed, in `groups` (just rendered)."""
        for compaction in self._known.values():
            group = next((g for g in groups if any(m.id == compaction.after_id for m in g.messages)), None)
            if group is not None:
                self._frames[compaction.id] = self._writer.notice_card(
                    group, note_text(compaction), self._links(compaction), False
                )

    def show(self, compaction: Compaction) -> None:
        """A new compaction (at the end of the conversation), or one undone or redone (in its place)."""
        self._known[compaction.id] = compaction
        frame = self._frames.get(compaction.id)
        if frame is None:
            self._frames[compaction.id] = self._notice(note_text(compaction), self._links(compaction))
            return
        writer = self._writer

        def write(cursor: QTextCursor) -> None:
            cursor.insertText(note_text(compaction))
            writer.write_links(cursor, self._links(compaction), "   ")

        writer.rewrite(frame, write)

    def _links(self, c: Compaction) -> list[tuple[str, ca.ChatAction]]:
        undo = (
            (QCoreApplication.translate("ChatView", "Redo"), ca.UndoCompaction(c.id, False))
            if c.undone
            else (QCoreApplication.translate("ChatView", "Undo"), ca.UndoCompaction(c.id, True))
        )
        return [(QCoreApplication.translate("ChatView", "Show summary"), ca.ShowSummary(c.id)), undo]

    def open_summary(self, compaction_id: str) -> None:
        compaction = self._known.get(compaction_id)
        if compaction is not None:
            SummaryDialog(compaction, self._parent).open()


class SummaryDialog(QDialog):
    """What the model is sent in place of the earlier messages (written by the model: shown as plain text)."""

    def __init__(self, compaction: Compaction, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Summary of the earlier conversation"))
        self.resize(620, 520)
        about = QLabel(
            self.tr(
                "Sent in place of {n} earlier messages, which stay in the session, in search and in exports. "
                "Undo sends them whole again."
            ).format(n=compaction.messages)
        )
        about.setWordWrap(True)
        text = QPlainTextEdit(visible(compaction.summary))
        text.setReadOnly(True)
        text.setAccessibleName(self.tr("Summary"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(about)
        layout.addWidget(text, 1)
        layout.addWidget(buttons)
