"""What the chat's links do (`presenters.chat_actions`: the closed set): edit, regenerate, continue, the
queued message, build a plan, undo a compaction, settings, review an approval, answer a guard, switch
versions, open an attached file, pin, keep or drop a proposed memory, read an answer aloud."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, assert_never

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from desktop_agent.ui.presenters import chat_actions as ca
    from desktop_agent.ui.presenters.conversation import ConversationPresenter
    from desktop_agent.ui.request_dialogs import RequestDialogs
    from desktop_agent.ui.tasks import Spawn


class WindowLinks:
    """Each link for whom it is: the `conversation` (the core's turns), the `dialogs` of waiting requests,
    `open_settings`, `open_attachment` (an attached file's SHA-256), `decide_memory` (a memory card's
    links)."""

    def __init__(
        self,
        conversation: ConversationPresenter,
        dialogs: RequestDialogs,
        spawn: Spawn,
        *,
        open_settings: Callable[[], None],
        open_attachment: Callable[[str], None],
        decide_memory: Callable[[ca.DecideMemory], None] | None = None,
    ) -> None:
        self._conversation = conversation
        self._dialogs = dialogs
        self._spawn = spawn
        self._open_settings = open_settings
        self._open_attachment = open_attachment
        self._decide_memory = decide_memory
        """Keep, edit, drop a `remember` call's proposal (`ui.memory_cards.MemoryCards.decide`)."""
        self.read_aloud: Callable[[str], None] | None = None
        """Read an answer aloud or stop it, by its id (`ui.voice_controls.ReadAloud`, once made)."""

    def queue_link(self, link: str) -> None:
        """A link of the queued message's banner (Send now, Edit, Cancel)."""
        from desktop_agent.ui.presenters import chat_actions as ca

        action = ca.parse(link)
        if isinstance(action, ca.QueuedMessage):
            self._conversation.queued(action.what)

    def act(self, action: ca.WindowAction) -> None:
        from desktop_agent.ui.presenters import chat_actions as ca  # loaded after the first paint

        conversation = self._conversation
        match action:
            case ca.EditMessage(message_id=message_id):
                conversation.edit(message_id)
            case ca.Regenerate() | ca.Retry():
                conversation.regenerate()
            case ca.ContinueTurn():
                conversation.continue_turn(QCoreApplication.translate("MainWindow", "Continue"))
            case ca.QueuedMessage(what=what):
                conversation.queued(what)
            case ca.BuildPlan():
                conversation.build_plan()
            case ca.UndoCompaction(compaction_id=cid, undo=undo):
                conversation.undo_compaction(cid, undo)
            case ca.OpenSettings():
                self._open_settings()
            case ca.ReviewApproval(call_id=call_id):
                self._dialogs.review(call_id)
            case ca.AnswerGuard(request_id=request_id, go_on=go_on):
                self._dialogs.answer_guard(request_id, go_on)
            case ca.SwitchVersion(message_id=message_id, step=step):
                self._spawn(conversation.switch_version(message_id, step))
            case ca.OpenAttachment(sha256=sha):
                self._open_attachment(sha)
            case ca.PinMessage(message_id=message_id, pin=pin):
                conversation.pin(message_id, pin)
            case ca.ReadAloud(message_id=message_id):
                if self.read_aloud is not None:
                    self.read_aloud(message_id)
            case ca.DecideMemory():
                if self._decide_memory is not None:
                    self._decide_memory(action)
            case _:
                assert_never(action)
