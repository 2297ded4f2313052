"""The conversation: stored messages rendered once, a streaming answer appended delta by delta.

Per token nothing is re-rendered: deltas are buffered and appended at the end of the answer at most ~30
times a second, and each completed Markdown block (a paragraph, a list, a fenced code block) is rendered
once, as soon as the blank line after it arrives. Tool cards update in place; thinking is a dimmed block
that folds away when it ends. Long sessions open with their newest messages; earlier ones page in as the
person scrolls up.

`ChatView` is the widget: scrolling, selection, links, hover, painting. It *has* what it draws with: a
`ChatWriter` (the document, with its `ToolCards`), a `LiveAnswer` (the answer that streams), `ChatPages`
(what of a long session is rendered), `MessageLinks` (the links under each message) and `CompactionNotes`.
What to show is decided by the Qt-free presenters in `ui.presenters` (groups, pages, links, versions, what
a turn's end says: `presenters.turn_end`).
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import assert_never

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import (
    QGuiApplication,
    QHelpEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QTextDocument,
    QTextFrame,
    QTextOption,
)
from PySide6.QtWidgets import QFrame, QTextBrowser, QToolTip

from desktop_agent.domain import events as ev
from desktop_agent.domain.compaction import Compaction
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.domain.messages import AttachmentPart, Message
from desktop_agent.ui import chat_attachments, chat_hover, chat_style, chat_tables, chat_type
from desktop_agent.ui.chat_app_views import ChatAppViews
from desktop_agent.ui.chat_blocks import READING_WIDTH
from desktop_agent.ui.chat_bubbles import fit_bubbles
from desktop_agent.ui.chat_compaction import CompactionNotes
from desktop_agent.ui.chat_follow import Follower
from desktop_agent.ui.chat_formats import line
from desktop_agent.ui.chat_links import ChatLinks
from desktop_agent.ui.chat_message_links import MessageLinks
from desktop_agent.ui.chat_pages import ChatPages
from desktop_agent.ui.chat_stream import LiveAnswer
from desktop_agent.ui.chat_waiting import WaitingLine
from desktop_agent.ui.chat_writer import ChatWriter
from desktop_agent.ui.citation_dialog import show_source
from desktop_agent.ui.empty_state import EmptyState
from desktop_agent.ui.error_words import error_message, error_text
from desktop_agent.ui.presenters import chat_actions as ca
from desktop_agent.ui.presenters import turn_end as te
from desktop_agent.ui.presenters.tool_progress import progress_text
from desktop_agent.ui.presenters.transcript import error_actions
from desktop_agent.ui.presenters.versions import Version

Links = Sequence[tuple[str, ca.ChatAction]]


class ChatView(QTextBrowser):
    action_requested = Signal(object)
    """A `chat_actions.WindowAction` the person clicked: edit, regenerate, continue, retry, settings, review,
    a guard's answer, another version."""
    notice = Signal(str)
    """A short message for the status bar ("Copied")."""

    def __init__(self) -> None:
        super().__init__()
        self.setAccessibleName(self.tr("Conversation"))
        self.setOpenLinks(False)
        self.setFrameShape(QFrame.Shape.NoFrame)  # the page itself, not a box in a form
        # A long word, address or code line wraps inside the column: the conversation never scrolls sideways.
        self.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        # Qt's layout of a table squeezed into the column may come out a pixel or two wider than it (into
        # the document's margin): that must not bring a scroll bar for the whole chat.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.anchorClicked.connect(self._link)
        self.document().setDocumentMargin(14)
        chat_type.set_type(self.document(), self.font())  # the chat's body: the widget's font, larger
        self.document().setUndoRedoEnabled(False)  # read-only: an undo stack would only grow with every token
        self.writer = ChatWriter(self.document(), self.palette, self)
        self.stream = LiveAnswer(self.writer, self)
        self.links = MessageLinks(self.writer)
        self.compactions = CompactionNotes(self.writer, lambda text, links: self._notice(text, links), self)
        self.pages = ChatPages(
            self.writer, self.links, self.compactions, self.verticalScrollBar(), lambda: self.stream.streaming
        )
        self._actions = ChatLinks(
            self.writer, self.pages, self.compactions, copy=self._copy, say=self.notice.emit,
            request=self.action_requested.emit, previews=lambda: self.preview_folder,
            cite=lambda source: show_source(self, source),
        )  # fmt: skip
        self.empty = EmptyState(self)
        """What a conversation without messages shows (`set_context` says with which model, where)."""
        self.thumbnails = chat_attachments.Thumbnails()
        """Attached images as drawn (the window sets how their bytes are read)."""
        self.thumbnails.updated = self.viewport().update
        self.preview_folder = Path(tempfile.gettempdir()) / "desktop-agent-previews"
        """Where previews of code blocks are written (the window puts them in the app's cache folder)."""
        self._follower = Follower(self)
        self._width = 0
        self._tables_timer = QTimer(self)
        self._tables_timer.setSingleShot(True)
        self._tables_timer.setInterval(80)
        self._tables_timer.timeout.connect(self._fit_to_width)
        self._shown: Sequence[Message] = ()
        self._in_turn = False
        """From the person's message until its turn is stored: a re-render then would lose what streams."""
        self._restyle = False
        self._retry_notice: QTextFrame | None = None
        self._retried: tuple[int, UserFacingError] | None = None
        """The retries of the answer under way (their number, the last error) until it comes."""
        self._run_agent = ""
        """The profile answering the turn that streams (a plan profile's answer may be built)."""
        self._waiting = WaitingLine(self.writer, lambda text: self._notice(text), self)
        """Time to the first word: a local server may read the prompt for minutes."""
        self.app_views = ChatAppViews(self, self.writer.cards, lambda call_id: None)  # MCP Apps' views

    @property
    def is_pinned(self) -> Callable[[str], bool]:
        """Whether the message with this id is pinned (the window looks in its session)."""
        return self.links.is_pinned

    @is_pinned.setter
    def is_pinned(self, ask: Callable[[str], bool]) -> None:
        self.links.is_pinned = ask

    @property
    def attachment_missing(self) -> Callable[[str], bool]:
        return self.writer.attachment_missing

    @attachment_missing.setter
    def attachment_missing(self, ask: Callable[[str], bool]) -> None:
        self.writer.attachment_missing = ask

    def set_context(self, context: Callable[[], tuple[str, str]]) -> None:
        """Where the empty state reads the model and folder in use (the window's header)."""
        self.empty._context = context

    # ---- links: ours act in the chat or the window; web links open after a confirmation; nothing else ----

    def _link(self, url: QUrl) -> None:
        if ca.is_external(url.scheme()):
            self._link_box = chat_hover.confirm_link(self, url)
        else:
            self._actions.do(ca.parse(f"{url.scheme()}:{url.path()}"))

    def _copy(self, text: str) -> None:
        QGuiApplication.clipboard().setText(text)
        self.notice.emit(QCoreApplication.translate("ChatDocument", "Copied to the clipboard"))

    # ---- the widget: resources, hover, the reading column, what is painted behind the text ----

    def loadResource(self, type: int, name: QUrl | str) -> object:  # noqa: N802 - Qt's names
        """Images only from the answer, the person's files, the app (`chat_hover`); formulas: `chat_type`."""
        url = QUrl(name)
        if url.scheme() == "math" and type == QTextDocument.ResourceType.ImageResource.value:
            return chat_type.formula(self.document(), url.path(), self.palette(), self.devicePixelRatioF())
        return chat_hover.resource(self, self.thumbnails, type, url)

    def event(self, event: QEvent) -> bool:
        """Hovering a message shows when it was written and the tokens it used; a link, where it goes."""
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            point = self.viewport().mapFromGlobal(event.globalPos())
            if href := self.anchorAt(point):
                text = chat_hover.link_tip(self.cursorForPosition(point), href)
            else:
                text = chat_hover.message_tip(self.writer.group_at(self.cursorForPosition(point).position()))
            if text:
                QToolTip.showText(event.globalPos(), text, self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        self._fit_column()
        super().resizeEvent(event)

    def _fit_column(self) -> None:
        """A centred reading column of comfortable width, however wide the window (a new document too)."""
        width = self.viewport().width()
        side = max(0, (width - READING_WIDTH) // 2)
        root = self.document().rootFrame()
        fmt = root.frameFormat()
        if round(fmt.leftMargin()) != side:
            fmt.setLeftMargin(side)
            fmt.setRightMargin(side)
            root.setFrameFormat(fmt)
        if width != self._width:  # tables keep their words whole in the new width (and margins)
            self._width = width
            self._tables_timer.start()

    def _fit_to_width(self) -> None:
        """Tables keep their words whole, and bubbles their text's width, in the column's new width."""
        chat_tables.fit_tables(self.document())
        fit_bubbles((b for group in self.writer.groups for b in group.bubbles), self.document())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        """The person's bubbles, the cards and the quote bars, behind the text Qt paints next."""
        painter = QPainter(self.viewport())
        try:
            x, y = self.horizontalScrollBar().value(), self.verticalScrollBar().value()
            painter.translate(-x, -y)
            top, bottom = float(y), float(y + self.viewport().height())
            bubbles = [bubble for group in self.writer.groups for bubble in group.bubbles]
            cards = [card.frame for card in self.writer.cards.by_id.values()]
            chat_style.paint_frames(painter, self.document(), bubbles, cards, (top, bottom), self.palette())
            first = self.cursorForPosition(QPoint(0, 0)).block()
            chat_style.paint_behind(painter, self.document(), first, (top, bottom), self.palette())
        finally:
            painter.end()
        super().paintEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        """A new theme or font re-renders the shown messages, so code colors, cards and sizes match it: at
        once when no turn is under way, else when it has been stored (`turn_stored`)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            chat_type.set_type(self.document(), self.font())  # Qt has just made the widget's font its own
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.FontChange):
            if self._in_turn:
                self._restyle = True
            else:
                self._show_again()

    # ---- a session shown ----

    def show_messages(
        self, messages: Sequence[Message], compactions: Sequence[Compaction] | None = None
    ) -> None:
        """Show a session: its newest messages now, earlier ones as the person scrolls up; `compactions`
        are shown after the messages they followed (None: the ones shown before)."""
        self._reset()
        self._shown = messages
        self.compactions.reset(compactions)
        w = self.writer
        with w.batch():
            for group in self.pages.open(messages):
                w.render_group(group)
            self.compactions.draw_shown(w.groups)
            self.links.refresh()
            self.pages.show_earlier_link()
        self._follower.follow()
        self.empty.show_over(not w.groups and not self.pages.has_earlier())

    def _show_again(self) -> None:
        """The shown session rendered anew, with its versions."""
        versions = self.links.versions.all()
        self.show_messages(self._shown)
        self.set_versions(versions)

    def _reset(self) -> None:
        self._retry_notice = None
        self._retried = None
        self._waiting.forget()
        self._restyle = False  # what is rendered now takes the palette of now
        self._in_turn = False
        self.stream.reset()
        self.app_views.reset()
        self.writer.clear()
        self._fit_column()
        self.links.versions.clear()

    def add_earlier(self, messages: Sequence[Message]) -> None:
        """Messages before those given to `show_messages` (a long session loads its newest first)."""
        self.pages.add_earlier(messages)

    def has_earlier(self) -> bool:
        return self.pages.has_earlier()

    def load_earlier(self) -> None:
        self.pages.load_earlier()

    def load_later(self) -> None:
        self.pages.load_later()

    def turn_stored(self, messages: Sequence[Message]) -> None:
        """A turn has ended and `messages` is the session as stored (the oldest rendered messages beyond the
        cap leave the document: `ChatPages.trim`)."""
        self._shown = messages
        self._in_turn = False
        if self._restyle:
            self._show_again()
            return
        self.pages.trim(messages)

    def show_pinned(self, key: str) -> None:
        self.links.show_pinned(key)

    def set_versions(self, versions: Mapping[str, Version]) -> None:
        self.links.set_versions(versions)

    # ---- notes in the conversation ----

    def _notice(self, text: str, links: Links = (), *, error: bool = False) -> QTextFrame:
        self.stream.flush()
        self.empty.show_over(False)
        w = self.writer
        group = self.stream.turn if self.stream.turn is not None else (w.groups[-1] if w.groups else None)
        return w.notice_card(group, text, links, error)

    def _drop_retry(self) -> None:
        """The retry is over (the answer comes, or the turn ends): its note leaves the conversation."""
        frame, self._retry_notice = self._retry_notice, None
        if frame is not None:
            with self.writer.batch():
                self.writer.drop_frame(frame)

    def _retry_answered(self) -> None:
        """The answer comes after retries: the note saying "Retrying in…" leaves, and a small one that
        stays says why the answer took longer (shown while the session is open: notes are not stored)."""
        retried, self._retried = self._retried, None
        if self._retry_notice is None or retried is None:
            return
        self._drop_retry()
        attempts, error = retried
        turn = self.stream.turn
        if turn is None:
            return
        if attempts == 1:
            said = self.tr("↻ Retried once after an error: {error}")
        else:
            said = self.tr("↻ Retried %n times after an error: {error}", "", attempts)
        line(self.writer.inside(turn.frame), said.format(error=error_message(error)), self.writer.dim(True))

    def show_error(self, error: UserFacingError) -> None:
        labels = {"settings": self.tr("Open settings"), "retry": self.tr("Retry")}
        links = [(labels[ca.kind(action)], action) for action in error_actions(error)]
        self._notice(error_text(error), links, error=True)

    # ---- a turn as it happens ----

    def add_user_message(self, text: str, attachments: Sequence[AttachmentPart] = ()) -> None:
        self.stream.flush()
        if self.pages.later:  # the newest messages must be the ones rendered at the end
            self._show_again()
        self.empty.show_over(False)
        self._in_turn = True
        w = self.writer
        group = w.new_group("user", "")
        if text:
            with w.citations.using(None, ()):
                w.write_text(w.add_text(w.inside(group.frame), group), text, group, w.next_code)
            group.markdown.append(text)
        w.write_attachments(group, attachments)
        w.groups.append(group)
        self.stream.turn = None
        self.links.refresh()
        self._follower.follow()

    def on_event(self, event: ev.AgentEvent) -> None:
        w, stream = self.writer, self.stream
        match event:
            case ev.MessageStarted(role="user", message_id=mid):
                if w.groups and w.groups[-1].role == "user" and not w.groups[-1].key:
                    w.groups[-1].key = mid
                    self.links.draw(w.groups[-1])
            case ev.MessageStarted(role="assistant", message_id=mid):
                self._answer_started(mid)
            case ev.RunStarted(agent=agent, skill=skill):
                self._run_agent = agent
                if skill:
                    self._notice(self.tr("Answering with the skill @{name}.").format(name=skill))
            case ev.StepStarted(sources=sources) if stream.turn is not None:
                w.citations.use(stream.turn.citations, sources)
            case ev.PromptProgress(processed=processed, total=total):
                self._waiting.progress(processed, total)
            case ev.PartStarted(part_kind=kind, call_id=cid, name=name):
                stream.flush()
                self._retry_answered()
                self._waiting.stop()
                stream.start_part(kind, cid, name)
            case ev.PartDelta(part_kind=kind, text=text) if kind in ("text", "reasoning"):
                stream.append(kind, text)
            case ev.PartEnded(part=part):
                stream.flush()
                stream.end_part(part)
            case ev.ToolStateChanged(call_id=cid, state=state, result=result):
                w.cards.change(cid, state, result)
            case ev.ToolProgress(call_id=call_id, progress=done, total=total, message=message):
                w.cards.progress(call_id, progress_text(done, total, message))
            case ev.UsageReported(usage=usage):
                if stream.turn is not None:
                    stream.turn.usage = stream.turn.usage + usage
            case ev.ContinueRequested(request_id=rid, message=message):
                answers = [(self.tr("Continue"), True), (self.tr("Stop"), False)]
                self._notice(message, [(label, ca.AnswerGuard(rid, go_on)) for label, go_on in answers])
            case ev.Retrying(error=error, delay_s=delay, attempt=attempt, max_attempts=most):
                self._waiting.stop()
                self._drop_retry()  # one note for the retries, the latest
                self._retried = (attempt, error)
                self._retry_notice = self._notice(
                    self.tr("↻ {msg} Retrying in {delay:.0f} s ({n} of {most}).").format(
                        msg=error_message(error), delay=delay, n=attempt, most=most
                    )
                )
            case ev.MessageFinished(status=status) if stream.turn is not None and status != "complete":
                stream.turn.status = status
            case ev.RunFailed(error=error):
                self._waiting.stop()
                self._drop_retry()
                self.show_error(error)
                self._end_turn()
            case ev.RunFinished(stop_reason=reason, message=message):
                self._turn_ended(reason, message)
            case ev.SaveProblem(error=error):
                if error is not None:
                    self._notice(error_text(error), error=True)
            case ev.ContextCompacted(compaction=compaction):
                self.compactions.show(compaction)
            case (
                ev.MessageStarted() | ev.PartDelta() | ev.MessageFinished() | ev.StepStarted()
                | ev.StepFinished() | ev.ApprovalRequested() | ev.ApprovalGranted() | ev.QuestionAsked()
            ):  # fmt: skip
                pass
            case _:
                assert_never(event)

    def _answer_started(self, message_id: str) -> None:
        stream = self.stream
        stream.flush()
        if stream.turn is None:
            stream.turn = self.writer.new_group("assistant", message_id)
            stream.turn.status = "streaming"
            self.writer.groups.append(stream.turn)
            self._follower.message_added()
            self.empty.show_over(False)
            self.links.refresh()
        self._waiting.start()

    def _turn_ended(self, reason: ev.StopReason, message: str) -> None:
        self._waiting.stop()
        self._drop_retry()
        self.stream.flush()
        turn = self.stream.turn
        if reason is ev.StopReason.CANCELLED and turn is not None:
            turn.status = "interrupted"
        match te.turn_end(reason, message, self._run_agent, turn.markdown if turn is not None else None):
            case te.Stopped():
                self._notice(self.tr("Stopped."))
            case te.Said(message=said):
                self._notice(said)  # going on would only repeat it
            case te.PlanReady():
                self._notice(self.tr("The plan is ready."), [(self.tr("Build this plan"), ca.BuildPlan())])
            case te.CanGoOn(message=said):
                self._notice(said, [(self.tr("Continue"), ca.ContinueTurn())])
            case None:
                pass
        self._end_turn()

    def _end_turn(self) -> None:
        turn = self.stream.end()
        if turn is not None:
            self.writer.dropped_citations(turn)
        self.writer.citations.use(None, ())
        if turn is not None and turn.status == "streaming":
            turn.status = "complete"
        self.links.refresh()
