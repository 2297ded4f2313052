"""The core's events as the window shows them: into the chat while their session is the one shown, approvals
and questions to their dialogs (`ui.request_dialogs`), token use to the header, and a run's end to the
presenters, the chat and the session list."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, assert_never

if TYPE_CHECKING:
    from desktop_agent.domain.events import AgentEvent
    from desktop_agent.ui.chat_view import ChatView
    from desktop_agent.ui.header import SessionHeader
    from desktop_agent.ui.presenters.conversation import ConversationPresenter
    from desktop_agent.ui.presenters.requests import RequestsPresenter
    from desktop_agent.ui.presenters.runs import RunsPresenter
    from desktop_agent.ui.presenters.usage import UsagePresenter
    from desktop_agent.ui.request_dialogs import RequestDialogs


class RunEvents:
    """`chat`: the conversation view (made on first use); `set_running`: the composer's and the header's
    answering state; `refresh`: read the session list again."""

    def __init__(
        self,
        conversation: ConversationPresenter,
        presenters: tuple[RunsPresenter, RequestsPresenter, UsagePresenter],
        dialogs: RequestDialogs,
        header: SessionHeader,
        chat: Callable[[], ChatView],
        set_running: Callable[[bool], None],
        refresh: Callable[[], object],
    ) -> None:
        self._conversation = conversation
        self._runs, self._requests, self._usage = presenters
        self._dialogs, self._header, self._chat = dialogs, header, chat
        self._set_running, self._refresh = set_running, refresh

    def on_event(self, event: AgentEvent) -> None:
        from desktop_agent.domain import events as ev  # loaded after the first paint

        session = self._conversation.session
        session_id = self._runs.session_of(event.run_id)
        current = session is not None and session_id == session.id
        if current:
            self._chat().on_event(event)
        match event:
            case ev.ApprovalRequested() | ev.QuestionAsked() | ev.ContinueRequested() | ev.ToolStateChanged():
                self._dialogs.take(event, session_id, session.model if session else "")
            case ev.UsageReported(usage=usage):
                if session_id is not None:
                    self._usage.reported(session_id, usage)
                    if current and session is not None:  # the session's tokens, not the turn's
                        self._header.show_usage(*self._usage.for_session(session_id, session.messages))
            case ev.RunFinished() | ev.RunFailed():
                self._run_ended(event.run_id, session_id, current)
            case (
                ev.RunStarted() | ev.MessageStarted() | ev.MessageFinished() | ev.StepStarted()
                | ev.StepFinished() | ev.PartStarted() | ev.PartDelta() | ev.PartEnded() | ev.Retrying()
                | ev.PromptProgress() | ev.SaveProblem() | ev.ApprovalGranted() | ev.ContextCompacted()
                | ev.ToolProgress()
            ):  # fmt: skip
                pass  # the chat shows them
            case _:
                assert_never(event)

    def _run_ended(self, run_id: str, session_id: str | None, current: bool) -> None:
        ended = self._runs.ended(run_id)
        self._requests.run_ended(run_id, session_id)
        session = self._conversation.session
        if current and session is not None:
            self._set_running(False)
            if ended is not None and ended.show_again:
                self._chat().show_messages(session.messages)
            else:
                self._chat().turn_stored(session.messages)
            self._conversation.refresh_versions()
        self._conversation.run_ended(session_id)
        self._refresh()
