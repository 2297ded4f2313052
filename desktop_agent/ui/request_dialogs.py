"""The dialogs of the requests waiting for the person: an approval dialog per tool call that asks, a dialog
per question of the model. Which requests wait, and for which session, is `RequestsPresenter`'s."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, assert_never

from desktop_agent.ui.presenters.requests import Request, RequestsPresenter

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog, QWidget

    from desktop_agent.domain.events import (
        ApprovalRequested,
        ContinueRequested,
        QuestionAsked,
        ToolStateChanged,
    )
    from desktop_agent.ui.approval_dialog import ApprovalDialog
    from desktop_agent.ui.controller import ChatController
    from desktop_agent.ui.presenters.not_ready import NotReady
    from desktop_agent.ui.question_dialog import QuestionDialog


class RequestDialogs:
    def __init__(
        self,
        parent: QWidget,
        requests: RequestsPresenter,
        controller: Callable[[], ChatController | NotReady],
    ) -> None:
        self._parent = parent
        self._requests = requests
        self._controller = controller
        self._approvals: dict[str, ApprovalDialog] = {}
        self._questions: dict[Request, QuestionDialog] = {}

    def approval_dialogs(self) -> list[ApprovalDialog]:
        """The approvals waiting for the person, oldest first."""
        return list(self._approvals.values())

    def question_dialogs(self) -> list[QuestionDialog]:
        return list(self._questions.values())

    def ask_approval(self, event: ApprovalRequested, session_id: str | None, model: str) -> None:
        from desktop_agent.ui.approval_dialog import ApprovalDialog  # loaded after the first paint

        request = Request("approval", event.run_id, event.request_id, event.call_id, session_id)
        self._requests.add(request)
        dialog = ApprovalDialog(event, model, self._parent)
        self._approvals[event.call_id] = dialog

        def finished() -> None:
            self._approvals.pop(event.call_id, None)
            if self._requests.answered(request):
                self._controller().approve(event.run_id, event.request_id, dialog.decision)

        dialog.finished.connect(finished)
        dialog.open()
        dialog.default_button.setFocus()

    def ask_question(self, event: QuestionAsked, session_id: str | None) -> None:
        from desktop_agent.ui.question_dialog import QuestionDialog

        request = Request("question", event.run_id, event.request_id, event.call_id, session_id)
        self._requests.add(request)
        dialog = QuestionDialog(event, self._parent)
        self._questions[request] = dialog

        def finished() -> None:
            self._questions.pop(request, None)
            if self._requests.answered(request):
                self._controller().answer(event.run_id, event.request_id, dialog.answer)

        dialog.finished.connect(finished)
        dialog.open()
        (dialog.choice_buttons[0] if dialog.choice_buttons else dialog.text).setFocus()

    def take(
        self,
        event: ApprovalRequested | QuestionAsked | ContinueRequested | ToolStateChanged,
        session_id: str | None,
        model: str,
    ) -> None:
        """A run's request of the person in session `session_id` (`model`: the shown session's, named in an
        approval), or a tool call that goes on without its answer. A guard's question (go on?) is answered
        by the chat's links (`answer_guard`)."""
        from desktop_agent.domain import events as ev  # loaded after the first paint
        from desktop_agent.domain.messages import ToolCallState

        match event:
            case ev.ApprovalRequested():
                self.ask_approval(event, session_id, model)
            case ev.QuestionAsked():
                self.ask_question(event, session_id)
            case ev.ContinueRequested(run_id=run_id, request_id=request_id):
                self._requests.add(Request("guard", run_id, request_id, "", session_id))
            case ev.ToolStateChanged(call_id=call_id, state=state):
                if state.is_final or state is ToolCallState.RUNNING:
                    self.settle(call_id)
            case _:
                assert_never(event)

    def answer_guard(self, request_id: str, go_on: bool) -> None:
        guard = self._requests.guard(request_id)
        if guard is not None and self._requests.answered(guard):
            self._controller().confirm(guard.run_id, request_id, go_on)

    def settle(self, call_id: str) -> None:
        """The tool call went on without an answer (it runs, or ended): its approval dialog closes."""
        self._requests.settled(call_id)
        dialog = self._approvals.pop(call_id, None)
        if dialog is not None and dialog.isVisible():
            dialog.done(0)

    def review(self, call_id: str) -> None:
        """The card's Review… link: its approval dialog in front, to answer now."""
        dialog = self._approvals.get(call_id)
        if dialog is not None:
            self._show(dialog)
            dialog.activateWindow()

    def show_again(self, session_id: str) -> None:
        """A session opens: the dialogs of its requests still waiting come to the front again."""
        for request in self._requests.opened(session_id):
            dialog = self._dialog(request)
            if dialog is not None:
                self._show(dialog)

    def _dialog(self, request: Request) -> QDialog | None:
        if request.kind == "approval":
            return self._approvals.get(request.call_id)
        return self._questions.get(request)

    @staticmethod
    def _show(dialog: QDialog) -> None:
        dialog.show()
        dialog.raise_()
