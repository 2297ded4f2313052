"""The conversation: stored messages rendered once, a streaming answer appended delta by delta.

Per token nothing is re-rendered: deltas are buffered and appended at the end of the answer at most ~30
times a second, and each completed Markdown block (a paragraph, a list, a fenced code block) is rendered
once, as soon as the blank line after it arrives. Tool calls are cards whose state, elapsed time and result
update in place; thinking is a dimmed block that folds away when it ends. Long sessions open with their
newest messages; earlier ones page in as the person scrolls up.

What to show (groups, pages, the links under a message, versions) is decided by the Qt-free presenters in
`ui.presenters`; how it looks is `ChatDocument`'s.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from typing import assert_never

from PySide6.QtCore import QEvent, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import (
    QColor,
    QPalette,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextFrame,
    QTextFrameFormat,
)

from desktop_agent.domain import events as ev
from desktop_agent.domain.compaction import Compaction
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.domain.messages import AttachmentPart, Message, ToolCallState
from desktop_agent.domain.plans import plan_steps
from desktop_agent.ui.chat_compaction import CompactionNotes
from desktop_agent.ui.chat_document import USER_INDENT, ShownMessage
from desktop_agent.ui.chat_stream import StreamedChat
from desktop_agent.ui.chat_waiting import WaitingNote
from desktop_agent.ui.empty_state import EmptyState
from desktop_agent.ui.error_words import error_message, error_text
from desktop_agent.ui.presenters import chat_actions as ca
from desktop_agent.ui.presenters.tool_progress import progress_text
from desktop_agent.ui.presenters.transcript import (
    MessageAction,
    Pages,
    error_actions,
    group_messages,
    message_actions,
)
from desktop_agent.ui.presenters.versions import Version, VersionsPresenter

ACTION_ICONS = {
    "copy": "copy",
    "edit": "pencil",
    "regenerate": "refresh-cw",
    "pin": "pin",
    "unpin": "pin-off",
}
"""The icon of each action under a message (by `chat_actions.kind`)."""
TRIM_SLACK = 10
"""Messages dropped beyond the cap at once, when a turn ends."""


class ChatView(StreamedChat):
    action_requested = Signal(object)
    """A `chat_actions.WindowAction` the person clicked: edit, regenerate, continue, retry, settings, review,
    a guard's answer, another version."""

    def __init__(self) -> None:
        super().__init__()
        self.is_pinned: Callable[[str], bool] = lambda _key: False
        """Whether the message with this id is pinned (the window looks in its session)."""
        self.setAccessibleName(self.tr("Conversation"))
        self.setOpenLinks(False)
        self.anchorClicked.connect(self._link)
        self.document().setDocumentMargin(14)
        self.document().setUndoRedoEnabled(False)  # read-only: an undo stack would only grow with every token
        self._pages = Pages()
        self._earlier_link: QTextFrame | None = None
        self._later_link: QTextFrame | None = None
        self._versions = VersionsPresenter()
        self._shown: Sequence[Message] = ()
        self.verticalScrollBar().valueChanged.connect(self._scrolled)
        self._in_turn = False
        """From the person's message until its turn is stored: a re-render then would lose what streams."""
        self._retry_notice: QTextFrame | None = None
        self._run_agent = ""
        """The profile answering the turn that streams (a plan profile's answer may be built)."""
        self._waiting = WaitingNote()
        """Time to the first word: a local server may read the prompt for minutes."""
        self._waiting_timer = QTimer(self)
        self._waiting_timer.setInterval(1000)
        self._waiting_timer.timeout.connect(self._show_waiting)
        self._restyle = False
        self.compactions = CompactionNotes(self)
        self.empty = EmptyState(self)
        """What a conversation without messages shows (`set_context` says with which model, where)."""

    def set_context(self, context: Callable[[], tuple[str, str]]) -> None:
        """Where the empty state reads the model and folder in use (the window's header)."""
        self.empty._context = context

    # ---- links: ours act in the chat or the window; web links open after a confirmation; nothing else ----

    def _link(self, url: QUrl) -> None:
        if ca.is_external(url.scheme()):
            self._confirm_link(url)
            return
        action = ca.parse(f"{url.scheme()}:{url.path()}")
        match action:
            case None:
                pass
            case ca.ToggleCard(call_id=call_id):
                card = self._cards.get(call_id)
                if card is not None:
                    card.expanded = not card.expanded
                    self._draw_card(card)
            case ca.CopyResult(call_id=call_id):
                card = self._cards.get(call_id)
                if card is not None and card.result is not None:
                    self._copy(card.result.content)
            case ca.ToggleThought(key=key):
                reasoning = self._reasonings.get(key)
                if reasoning is not None:
                    reasoning.expanded = not reasoning.expanded
                    self._draw_reasoning(reasoning)
            case ca.CopyCode(key=key):
                self._copy(self._codes.get(key, ""))
            case ca.PreviewCode(key=key):
                self._preview(key)
            case ca.CopyMessage(key=key):
                group = next((g for g in self._groups if g.key == key), None)
                if group is not None:
                    self._copy("\n\n".join(group.markdown))
            case ca.ShowEarlier():
                self.load_earlier()
            case ca.ShowLater():
                self.load_later()
            case ca.ShowSummary(compaction_id=cid):
                self.compactions.open_summary(cid)
            case (
                ca.EditMessage()
                | ca.Regenerate()
                | ca.ContinueTurn()
                | ca.Retry()
                | ca.OpenSettings()
                | ca.SwitchVersion()
                | ca.ReviewApproval()
                | ca.AnswerGuard()
                | ca.QueuedMessage()
                | ca.BuildPlan()
                | ca.UndoCompaction()
                | ca.OpenAttachment()
                | ca.PinMessage()
            ):
                self.action_requested.emit(action)
            case _:
                assert_never(action)

    def _preview(self, key: int) -> None:
        from desktop_agent.ui import previews

        code = self._codes.get(key)
        kind = previews.language_of(self._code_languages.get(key, ""), code or "")
        if code is None or kind is None:
            return
        path = previews.write_preview(kind, code, self.preview_folder)
        if previews.open_preview(path):
            self.notice.emit(self.tr("The preview opened in your browser"))
        else:
            self.notice.emit(self.tr("No browser could open {path}").format(path=path))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        """A new theme re-renders the shown messages, so code colors and cards match it: at once when no
        turn is under way, else when it has been stored (`turn_stored`)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            if self._in_turn:
                self._restyle = True
            else:
                self._show_again()

    def show_messages(
        self, messages: Sequence[Message], compactions: Sequence[Compaction] | None = None
    ) -> None:
        """Show a session: its newest messages now, earlier ones as the person scrolls up; `compactions`
        are shown after the messages they followed (None: the ones shown before)."""
        self._reset()
        self._shown = messages
        self.compactions.reset(compactions)
        with self._batch():
            for group in self._pages.open(messages):
                self._render_group(group)
            self.compactions.draw_shown(self._groups)
            self._refresh_actions()
            self._show_earlier_link()
        self._to_bottom()
        self.empty.show_over(not self._groups and not self._pages.earlier)

    def _show_again(self) -> None:
        """The shown session rendered anew, with its versions."""
        versions = self._versions.all()
        self.show_messages(self._shown)
        self.set_versions(versions)

    def _reset(self) -> None:
        self._retry_notice = None
        self._waiting.stop()
        self._waiting_timer.stop()
        self._restyle = False  # what is rendered now takes the palette of now
        self._in_turn = False
        self._flush_timer.stop()
        self._clock.stop()
        self.clear()
        first = QTextBlockFormat()  # the document's own first line sits above every message: keep it flat
        first.setLineHeight(1, QTextBlockFormat.LineHeightTypes.FixedHeight.value)
        QTextCursor(self.document()).setBlockFormat(first)
        self._groups.clear()
        self._cards.clear()
        self._reasonings.clear()
        self._codes.clear()
        self._code_languages.clear()
        self._next_code = 0
        self._versions.clear()
        self._earlier_link = None
        self._later_link = None
        self._live = None
        self._turn = None
        self._buffer.clear()

    # ---- pages of a long session ----

    def _show_earlier_link(self) -> None:
        """A link above the oldest shown message while earlier ones are not rendered yet."""
        if self._earlier_link is None and not self._pages.earlier:
            return
        if self._earlier_link is None:
            self._earlier_link = QTextCursor(self.document()).insertFrame(QTextFrameFormat())
        count = self._pages.earlier_count()
        label = self.tr("Show earlier messages ({n:,})").format(n=count)
        links = [(label, ca.ShowEarlier())] if count else []
        self._rewrite(self._earlier_link, lambda cursor: self._write_links(cursor, links))

    def _show_later_link(self) -> None:
        """A link below the newest shown message while newer ones are not rendered (after paging up)."""
        if not self._pages.later:
            return
        if self._later_link is None:
            self._later_link = self._end_cursor().insertFrame(QTextFrameFormat())
        label = self.tr("Show newer messages ({n:,})").format(n=self._pages.later_count())
        self._rewrite(self._later_link, lambda c: self._write_links(c, [(label, ca.ShowLater())]))

    def load_earlier(self) -> None:
        """Render the previous page above what is shown, keeping the view where it was."""
        if not self._pages.earlier or self._earlier_link is None:
            return
        page = self._pages.take_earlier()
        bar = self.verticalScrollBar()
        before_height = self.document().size().height()
        before_value = bar.value()
        cursor = self._earlier_link.lastCursorPosition()
        cursor.movePosition(QTextCursor.MoveOperation.NextBlock)
        rendered: list[ShownMessage] = []
        with self._batch():
            for messages in page:
                group = self._render_group(messages, at=cursor)
                rendered.append(group)
                cursor = group.frame.lastCursorPosition()
                cursor.movePosition(QTextCursor.MoveOperation.NextBlock)
            self._groups[:0] = rendered
            self.compactions.draw_shown(rendered)
            for group in rendered:
                self._draw_actions(group)
            self._show_earlier_link()
            if over := self._pages.overflow(len(self._groups)):  # far below the view: rendered when needed
                dropped = self._groups[-over:]
                self._pages.dropped_below([g.messages for g in dropped])
                self._drop(dropped)
                self._later_link = None
                self._show_later_link()
        grown = self.document().size().height() - before_height
        bar.setValue(before_value + round(grown))

    def load_later(self) -> None:
        """Render the next page below what is shown (after paging far up), keeping the view where it was."""
        if not self._pages.later:
            return
        page = self._pages.take_later()
        bar = self.verticalScrollBar()
        with self._batch():
            if self._later_link is not None:
                self._drop_frame(self._later_link)
                self._later_link = None
            rendered = [self._render_group(messages) for messages in page]
            self.compactions.draw_shown(rendered)
            self._refresh_actions()
            self._show_later_link()
        if over := self._pages.overflow(len(self._groups)):  # far above the view now
            dropped = self._groups[:over]
            before_height, before_value = self.document().size().height(), bar.value()
            with self._batch():
                self._pages.dropped_above([g.messages for g in dropped])
                self._drop(dropped)
                self._show_earlier_link()
            shrunk = before_height - self.document().size().height()
            bar.setValue(max(0, before_value - round(shrunk)))

    def add_earlier(self, messages: Sequence[Message]) -> None:
        """Messages before those given to `show_messages` (a long session loads its newest first)."""
        if messages:
            self._pages.add_earlier(messages)
            self._show_earlier_link()

    def has_earlier(self) -> bool:
        return bool(self._pages.earlier)

    def turn_stored(self, messages: Sequence[Message]) -> None:
        """A turn has ended and `messages` is the session as stored. However long the session grows while
        it stays open, the oldest rendered messages beyond the cap leave the document (they page in again
        when the person scrolls up), so the view costs the same at turn 2,000 as at turn 100."""
        self._shown = messages
        self._in_turn = False
        if self._restyle:
            self._show_again()
            return
        over = self._pages.overflow(len(self._groups))
        if not over or self._live is not None or self._turn is not None or self._pages.later:
            return
        over += TRIM_SLACK  # a few at a time, not one group per turn
        groups = group_messages(messages)
        rendered = groups[len(groups) - len(self._groups) :]
        if len(rendered) != len(self._groups) or any(
            g.key and m[0].id != g.key for g, m in zip(self._groups, rendered, strict=True)
        ):
            return  # the view shows something else than the history (a version being switched): leave it
        bar = self.verticalScrollBar()
        before_height, before_value = self.document().size().height(), bar.value()
        with self._batch():
            self._pages.dropped_above(rendered[:over])
            self._drop(self._groups[:over])
            self._show_earlier_link()
        shrunk = before_height - self.document().size().height()
        bar.setValue(max(0, before_value - round(shrunk)))

    def _scrolled(self, value: int) -> None:
        if self._live is not None or self._turn is not None:
            return
        if value == 0 and self._pages.earlier:
            QTimer.singleShot(0, self.load_earlier)
        elif value == self.verticalScrollBar().maximum() and self._pages.later:
            QTimer.singleShot(0, self.load_later)

    # ---- per-message actions: copy, edit, versions, regenerate, continue ----

    def show_pinned(self, key: str) -> None:
        """A message was pinned or unpinned: its links again."""
        for group in self._groups:
            if group.key == key and group.actions is not None:
                self._draw_actions(group)

    def set_versions(self, versions: Mapping[str, Version]) -> None:
        """(shown, total) per message where the conversation has other versions; shown under the message."""
        changed = self._versions.update(versions)
        for group in self._groups:
            if group.key in changed and group.actions is not None:
                self._draw_actions(group)

    def _refresh_actions(self) -> None:
        """Action links under every finished message; only the last answer offers Regenerate."""
        for n, group in enumerate(self._groups):
            if group.status != "streaming" and (group.actions is None or n >= len(self._groups) - 2):
                self._draw_actions(group)

    def _draw_actions(self, group: ShownMessage) -> None:
        last_answer = bool(self._groups) and group is self._groups[-1] and group.role == "assistant"
        version = self._versions.of(group.key)
        actions = message_actions(
            group.role, group.key, group.status, last_answer=last_answer, version=version,
            pinned=self.is_pinned(group.key),
        )  # fmt: skip
        if group.actions is None:
            fmt = QTextFrameFormat()
            fmt.setTopMargin(4)
            if group.role == "user":  # under the bubble, at its right
                fmt.setLeftMargin(USER_INDENT)
            group.actions = self._inside(group.frame).insertFrame(fmt)

        def write(cursor: QTextCursor) -> None:
            if group.role == "user":
                right = QTextBlockFormat()
                right.setAlignment(Qt.AlignmentFlag.AlignRight)
                cursor.setBlockFormat(right)
            for n, action in enumerate(actions):
                label = self._action_label(action, version)
                match action:
                    case ca.SwitchVersion(step=-1):
                        self._icon_link(cursor, "chevron-left", action, self.tr("Previous version"))
                        cursor.insertText(f" {label} ", self._dim())
                    case ca.SwitchVersion():
                        self._icon_link(cursor, "chevron-right", action, self.tr("Next version"))
                    case ca.ContinueTurn():
                        cursor.insertText(label, self._link_format(action))
                    case ca.PinMessage(pin=False):  # pinned: the pin in the accent colour
                        accent = (
                            self.palette().color(QPalette.ColorRole.Highlight).name(QColor.NameFormat.HexArgb)
                        )
                        self._icon_link(cursor, "pin", action, label, accent[1:])
                    case _:
                        self._icon_link(cursor, ACTION_ICONS[ca.kind(action)], action, label)
                if n < len(actions) - 1:
                    cursor.insertText("   ", QTextCharFormat())

        self._rewrite(group.actions, write)

    def _action_label(self, action: MessageAction, version: Version | None) -> str:
        match action:
            case ca.CopyMessage():
                return self.tr("Copy")
            case ca.EditMessage():
                return self.tr("Edit")
            case ca.SwitchVersion(step=-1):
                current, total = version or (0, 0)
                return f"{current} / {total}"
            case ca.SwitchVersion():
                return self.tr("Next version")
            case ca.Regenerate():
                return self.tr("Regenerate")
            case ca.ContinueTurn():
                return self.tr("Continue")
            case ca.PinMessage(pin=True):
                return self.tr("Pin: kept word for word when earlier messages are summarised")
            case ca.PinMessage():
                return self.tr("Pinned: kept word for word when earlier messages are summarised. Unpin")
            case _:
                assert_never(action)

    def _notice(
        self, text: str, links: Sequence[tuple[str, ca.ChatAction]] = (), *, error: bool = False
    ) -> QTextFrame:
        self._flush()
        self.empty.show_over(False)
        group = self._turn if self._turn is not None else (self._groups[-1] if self._groups else None)
        return self._notice_card(group, text, links, error)

    def _drop_retry(self) -> None:
        """The retry is over (the answer comes, or the turn ends): its note leaves the conversation."""
        frame, self._retry_notice = self._retry_notice, None
        if frame is not None:
            with self._batch():
                self._drop_frame(frame)

    # ---- a turn as it happens ----

    def add_user_message(self, text: str, attachments: Sequence[AttachmentPart] = ()) -> None:
        self._flush()
        if self._pages.later:  # the newest messages must be the ones rendered at the end
            self._show_again()
        self.empty.show_over(False)
        self._in_turn = True
        group = self._new_group("user", "")
        if text:
            self._write_text(self._add_text(self._inside(group.frame), group), text, group, self._next_code)
            group.markdown.append(text)
        self._write_attachments(group, attachments)
        self._groups.append(group)
        self._turn = None
        self._refresh_actions()
        self._to_bottom()

    def on_event(self, event: ev.AgentEvent) -> None:
        match event:
            case ev.MessageStarted(role="user", message_id=mid):
                if self._groups and self._groups[-1].role == "user" and not self._groups[-1].key:
                    self._groups[-1].key = mid
                    self._draw_actions(self._groups[-1])
            case ev.MessageStarted(role="assistant", message_id=mid):
                self._flush()
                if self._turn is None:
                    self._turn = self._new_group("assistant", mid)
                    self._turn.status = "streaming"
                    self._groups.append(self._turn)
                    self._follower.message_added()
                    self.empty.show_over(False)
                    self._refresh_actions()
                self._waiting.start(time.monotonic())
                self._waiting_timer.start()
            case ev.RunStarted(agent=agent, skill=skill):
                self._run_agent = agent
                if skill:
                    self._notice(self.tr("Answering with the skill @{name}.").format(name=skill))
            case ev.PromptProgress(processed=processed, total=total):
                self._waiting.progress = (processed, total)
                self._show_waiting()
            case ev.PartStarted(part_kind=kind, call_id=cid, name=name):
                self._flush()
                self._drop_retry()
                self._stop_waiting()
                self._start_part(kind, cid, name)
            case ev.PartDelta(part_kind=kind, text=text) if kind in ("text", "reasoning"):
                self._append_delta(kind, text)
            case ev.PartEnded(part=part):
                self._flush()
                self._end_part(part)
            case ev.ToolStateChanged(call_id=cid, state=state, result=result):
                card = self._cards.get(cid)
                if card is not None:
                    if state is ToolCallState.RUNNING:
                        card.started = time.monotonic()
                        self._clock.start()
                    card.state = state
                    card.result = result or card.result
                    self._draw_card(card)
            case ev.UsageReported(usage=usage):
                if self._turn is not None:
                    self._turn.usage = self._turn.usage + usage
            case ev.ContinueRequested(request_id=rid, message=message):
                answers = [(self.tr("Continue"), True), (self.tr("Stop"), False)]
                self._notice(message, [(label, ca.AnswerGuard(rid, go_on)) for label, go_on in answers])
            case ev.Retrying(error=error, delay_s=delay, attempt=attempt, max_attempts=most):
                self._stop_waiting()
                self._drop_retry()  # one note for the retries, the latest
                self._retry_notice = self._notice(
                    self.tr("↻ {msg} Retrying in {delay:.0f} s ({n} of {most}).").format(
                        msg=error_message(error), delay=delay, n=attempt, most=most
                    )
                )
            case ev.MessageFinished(status=status) if self._turn is not None and status != "complete":
                self._turn.status = status
            case ev.RunFailed(error=error):
                self._stop_waiting()
                self._drop_retry()
                self.show_error(error)
                self._end_turn()
            case ev.RunFinished(stop_reason=reason, message=message):
                self._stop_waiting()
                self._drop_retry()
                self._flush()
                if reason is ev.StopReason.CANCELLED:
                    if self._turn is not None:
                        self._turn.status = "interrupted"
                    self._notice(self.tr("Stopped."))
                elif reason is ev.StopReason.TOOL_CALL_AS_TEXT:
                    self._notice(message)  # going on would only repeat it
                elif self._run_agent == "plan" and self._turn is not None:
                    if plan_steps("\n".join(self._turn.markdown)):
                        label = self.tr("Build this plan")
                        self._notice(self.tr("The plan is ready."), [(label, ca.BuildPlan())])
                elif reason is not ev.StopReason.END:
                    self._notice(message or reason.value, [(self.tr("Continue"), ca.ContinueTurn())])
                self._end_turn()
            case ev.SaveProblem(error=error):
                if error is not None:
                    self._notice(error_text(error), error=True)
            case ev.ContextCompacted(compaction=compaction):
                self.compactions.show(compaction)
            case ev.ToolProgress(call_id=call_id, progress=done, total=total, message=message):
                card = self._cards.get(call_id)
                if card is not None and card.state is ToolCallState.RUNNING:
                    card.progress = progress_text(done, total, message)
                    self._draw_card(card)
            case (
                ev.MessageStarted()
                | ev.PartDelta()
                | ev.RunStarted()
                | ev.MessageFinished()
                | ev.StepStarted()
                | ev.StepFinished()
                | ev.ApprovalRequested()
                | ev.ApprovalGranted()
                | ev.QuestionAsked()
            ):
                pass
            case _:
                assert_never(event)

    def _show_waiting(self) -> None:
        """The note under the heading while no word has come: the seconds, and the prompt read so far."""
        text = self._waiting.text(
            time.monotonic(),
            self.tr("Waiting for the first word… {s} s"),
            self.tr("Reading the conversation… {pct} % of {total} tokens · {s} s"),
        )
        frame, self._waiting.frame = self._waiting.frame, None
        with self._batch():
            if frame is not None:
                self._drop_frame(frame)
            if text:
                self._waiting.frame = self._notice(text)

    def _stop_waiting(self) -> None:
        self._waiting_timer.stop()
        frame = self._waiting.stop()
        if frame is not None:
            with self._batch():
                self._drop_frame(frame)

    def _end_turn(self) -> None:
        self._flush()
        self._live = None
        turn, self._turn = self._turn, None
        if turn is not None and turn.status == "streaming":
            turn.status = "complete"
        self._refresh_actions()

    def show_error(self, error: UserFacingError) -> None:
        labels = {"settings": self.tr("Open settings"), "retry": self.tr("Retry")}
        links = [(labels[ca.kind(action)], action) for action in error_actions(error)]
        self._notice(error_text(error), links, error=True)
