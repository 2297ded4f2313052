"""What the chat's own links do (the closed set of `presenters.chat_actions`): fold a card or a thought,
copy a result, a code block or a message, preview code, page the conversation, show a summary; anything
else is the window's to do, and goes to `request`."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import assert_never

from desktop_agent.domain.citations import Source
from desktop_agent.ui import chat_hover
from desktop_agent.ui.chat_compaction import CompactionNotes
from desktop_agent.ui.chat_pages import ChatPages
from desktop_agent.ui.chat_writer import ChatWriter
from desktop_agent.ui.presenters import chat_actions as ca


class ChatLinks:
    def __init__(
        self,
        writer: ChatWriter,
        pages: ChatPages,
        compactions: CompactionNotes,
        *,
        copy: Callable[[str], None],
        say: Callable[[str], None],
        request: Callable[[ca.WindowAction], None],
        previews: Callable[[], Path],
        cite: Callable[[Source], object],
    ) -> None:
        """`copy` puts text on the clipboard, `say` tells the person in a word, `request` asks the window,
        `previews` is the folder previews are written to, `cite` opens what a citation stands for."""
        self._writer, self._pages, self._compactions = writer, pages, compactions
        self._copy, self._say, self._request, self._previews = copy, say, request, previews
        self._cite = cite

    def do(self, action: ca.ChatAction | None) -> None:
        w = self._writer
        match action:
            case None:
                pass
            case ca.ToggleCard(call_id=call_id):
                w.cards.toggle(call_id)
            case ca.CopyResult(call_id=call_id):
                card = w.cards.get(call_id)
                if card is not None and card.result is not None:
                    self._copy(card.result.content)
            case ca.ToggleThought(key=key):
                if (reasoning := w.reasonings.get(key)) is not None:
                    reasoning.expanded = not reasoning.expanded
                    w.draw_reasoning(reasoning)
            case ca.CopyCode(key=key):
                self._copy(w.codes.get(key, ""))
            case ca.PreviewCode(key=key):
                said = chat_hover.preview(w.codes.get(key), w.code_languages.get(key, ""), self._previews())
                if said:
                    self._say(said)
            case ca.CopyMessage(key=key):
                if (group := next((g for g in w.groups if g.key == key), None)) is not None:
                    self._copy("\n\n".join(group.markdown))
            case ca.ShowEarlier():
                self._pages.load_earlier()
            case ca.ShowLater():
                self._pages.load_later()
            case ca.ShowSummary(compaction_id=cid):
                self._compactions.open_summary(cid)
            case ca.ShowCitation(key=key):
                if (source := w.citations.sources.get(key)) is not None:
                    self._cite(source)
            case (
                ca.EditMessage() | ca.Regenerate() | ca.ContinueTurn() | ca.Retry() | ca.OpenSettings()
                | ca.SwitchVersion() | ca.ReviewApproval() | ca.AnswerGuard() | ca.QueuedMessage()
                | ca.BuildPlan() | ca.UndoCompaction() | ca.OpenAttachment() | ca.PinMessage()
                | ca.DecideMemory() | ca.ReadAloud()
            ):  # fmt: skip
                self._request(action)
            case _:
                assert_never(action)
