"""The main window: session list on the left; on the right the chat, its header and the composer.

Widgets only: which run belongs to which session, the requests waiting for the person and the token use are
the presenters' (`ui.presenters`), observed by the session list and the header. Until the core has opened,
the window talks to a `NotReady` stand-in that answers like an empty core.
"""

from __future__ import annotations

import logging
from collections.abc import Coroutine, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QFrame,
    QMainWindow,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from desktop_agent.domain.errors import UserFacingError
from desktop_agent.ui.composer import ComposerBar
from desktop_agent.ui.composer_centre import ComposerCentring
from desktop_agent.ui.header import SessionHeader
from desktop_agent.ui.presenters.not_ready import NotReady
from desktop_agent.ui.sidebar import SessionSidebar

# The core loads after the window's first paint (ui.app); so do Qt types that are slow to set up, Qt's own
# namespace among them (~14 ms: every enum of Qt::): it is imported where used, after the first paint.
if TYPE_CHECKING:
    import asyncio

    from PySide6.QtGui import QCloseEvent

    from desktop_agent.core.agent import ChatSession
    from desktop_agent.domain.compaction import Compaction
    from desktop_agent.domain.messages import AttachmentPart, Message
    from desktop_agent.ui.approval_dialog import ApprovalDialog
    from desktop_agent.ui.chat_view import ChatView
    from desktop_agent.ui.controller import ChatController
    from desktop_agent.ui.find_bar import FindBar
    from desktop_agent.ui.mcp_sending import McpSending
    from desktop_agent.ui.memory_cards import MemoryCards
    from desktop_agent.ui.mention_menu import MentionMenu
    from desktop_agent.ui.question_dialog import QuestionDialog

log = logging.getLogger(__name__)

CHAT_MARGIN = 14
"""Space around the conversation, px."""


def _stand_in(name: str) -> QTextBrowser:
    """An empty text view of the chat's look, holding its place until the chat is first needed (its document
    is never asked for: empty, its margin shows nothing, and PySide6 would set up QTextDocument's Python type,
    ~1.5 ms, before the first paint)."""
    view = QTextBrowser()
    view.setAccessibleName(name)
    view.setFrameShape(QFrame.Shape.NoFrame)
    return view


def _canvas() -> QWidget:
    """The pane the header, the chat and the composer share: one canvas, the palette's base colour (drawn
    from the first paint on; the stylesheet's `#chatPane` rule says the same once it is set)."""
    from PySide6.QtGui import QPalette

    pane = QWidget()
    pane.setObjectName("chatPane")
    pane.setBackgroundRole(QPalette.ColorRole.Base)
    pane.setAutoFillBackground(True)
    return pane


def _side_by_side(sidebar: QWidget, right: QWidget) -> QSplitter:
    splitter = QSplitter()
    splitter.setHandleWidth(1)  # a line between the list and the chat
    splitter.addWidget(sidebar)
    splitter.addWidget(right)
    splitter.setStretchFactor(1, 1)
    splitter.setSizes([260, 840])
    return splitter


class MainWindow(QMainWindow):
    settings_requested = Signal()
    mentions: MentionMenu
    """The composer's `@` and `/` list (`ui.mention_menu`), made once the core is ready (`attach`)."""

    def __init__(self, controller: ChatController | None = None) -> None:
        super().__init__()
        self.controller: ChatController | NotReady = NotReady(
            self.tr("Still starting…"), self.tr("Try again in a moment.")
        )
        self._set_up = False
        self.mcp_sending: McpSending | None = None
        """MCP resources and prompts in messages (`ui.mcp_sending`), once the core is ready."""
        self.memory_cards: MemoryCards | None = None
        """The chat's `remember` cards (Keep, Edit…, Drop), made with the chat."""
        self.setWindowTitle(self.tr("Desktop Agent"))
        self.resize(1100, 720)
        self.setMinimumHeight(600)  # the width: what its columns need (ui.sidebar_fold hides the list)

        self.sidebar = SessionSidebar()
        self.new_button, self.search_box = self.sidebar.new_button, self.sidebar.search_box
        self.session_panel = self.sidebar.panel
        self.sessions, self.session_list = self.session_panel.model, self.session_panel.view

        right = _canvas()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(12, 8, 12, 12)
        self.header = SessionHeader()
        self.title = self.header.title
        self._chat: ChatView | None = None
        self._find_bar: FindBar | None = None
        # Until the chat is first needed (after the first paint) an empty text view of the same look holds its
        # place: the chat's own modules (Markdown, code, cards, the domain's events) are not needed to paint.
        self._chat_stand_in: QTextBrowser | None = _stand_in(self.tr("Conversation"))
        self._chat_layout = right_layout
        self.composer = ComposerBar()
        self.edit_banner, self.message_input = self.composer.edit_banner, self.composer.input
        self.send_button, self.stop_button = self.composer.send_button, self.composer.stop_button
        self.composer.add_to_row(self.header.model)  # the model is chosen where the message is written
        right_layout.addWidget(self.header)
        right_layout.addWidget(self._chat_stand_in, 1)
        right_layout.addWidget(self.composer)
        self.centring = ComposerCentring(right_layout, self)  # in the middle while the chat is empty

        self.setCentralWidget(_side_by_side(self.sidebar, right))
        self._build_menus()
        self.send_button.setEnabled(False)
        if controller is not None:
            self.attach(controller)

    def _wire(self) -> None:
        """What the window does, made right after its first paint (`finish_setup`), for nothing in it draws:
        its tasks, the presenters, the dialogs for requests, the links, the session list's actions, the
        floating messages, the attachments, and the controls' connections to them."""
        from desktop_agent.ui.header import HeaderShows
        from desktop_agent.ui.presenters.conversation import ConversationPresenter
        from desktop_agent.ui.presenters.requests import RequestsPresenter
        from desktop_agent.ui.presenters.runs import RunsPresenter
        from desktop_agent.ui.presenters.usage import UsagePresenter
        from desktop_agent.ui.quit_guard import QuitGuard
        from desktop_agent.ui.request_dialogs import RequestDialogs
        from desktop_agent.ui.run_events import RunEvents
        from desktop_agent.ui.session_actions import SessionActions
        from desktop_agent.ui.status_line import FloatingMessages
        from desktop_agent.ui.tasks import TaskGroup
        from desktop_agent.ui.window_links import WindowLinks

        self.tasks = TaskGroup("main window", shown=self._shown)
        """What the window runs; a user-facing error one raises shows in the chat."""
        self.quitting = QuitGuard(
            self, lambda: 0 if isinstance(self.controller, NotReady) else self.controller.answering()
        )
        self.runs = RunsPresenter(self.sessions)
        self.requests = RequestsPresenter(self.sessions)
        self.usage = UsagePresenter()
        self._dialogs = RequestDialogs(self, self.requests, lambda: self.controller)
        self.conversation = ConversationPresenter(self, lambda: self.controller, self.runs)
        self.header_shows = HeaderShows(self.header, self.usage, self.spawn, lambda: self.session)
        self.events = RunEvents(
            self.conversation, (self.runs, self.requests, self.usage), self._dialogs, self.header,
            lambda: self.chat, self._set_running, lambda: self.spawn(self.refresh_sessions()),
        )  # fmt: skip
        self.messages = FloatingMessages(self)  # statusBar()'s messages, for a few seconds; no bar for good

        self.new_button.clicked.connect(self.new_session)
        self.send_button.clicked.connect(self.send)
        self.message_input.submit.connect(self.send)
        self.links = WindowLinks(
            self.conversation, self._dialogs, self.spawn,
            open_settings=self.settings_requested.emit, open_attachment=self._open_attachment,
            decide_memory=lambda action: self.memory_cards.decide(action) if self.memory_cards else None,
        )  # fmt: skip
        self.composer.queue_banner.linkActivated.connect(self.links.queue_link)
        self.message_input.edit_last.connect(self.conversation.edit_last)
        self.stop_button.clicked.connect(self.conversation.stop)
        self.session_actions = SessionActions(
            self.sidebar, self.conversation, lambda: self.controller, self.spawn,
            header=self.header, forgotten=self._forgotten,
        )  # fmt: skip
        self.header.options_changed.connect(
            lambda agent, provider, model, folder: self.conversation.change_options(
                agent, provider, model, Path(folder)
            )
        )
        self.header.instructions_requested.connect(self._edit_instructions)
        self.attachments = self.composer.attachments(self, lambda: self.controller, self.spawn, self._model)

    @property
    def session(self) -> ChatSession | None:
        """The session shown (none until the window is set up)."""
        return self.conversation.session if self._set_up else None

    @property
    def chat(self) -> ChatView:
        """The conversation view, made on first use (a session shown, an error) in place of its stand-in:
        its modules (Markdown, code, cards, the domain's events) are not needed for an idle window."""
        if self._chat is None:
            from desktop_agent.ui.chat_view import ChatView

            chat = ChatView()
            chat.document().setDocumentMargin(CHAT_MARGIN)
            chat.action_requested.connect(self.links.act)
            chat.notice.connect(lambda text: self.statusBar().showMessage(text, 3000))
            chat.set_context(self._context)
            chat.thumbnails.read = lambda sha: self.controller.read_attachment(sha)
            chat.is_pinned = self.conversation.is_pinned
            if not isinstance(self.controller, NotReady):  # previews of code go to the data folder
                chat.preview_folder = self.controller.core.paths.data_dir / "previews"
            chat.empty.example_chosen.connect(self.composer.put)
            self.centring.watch(chat.empty)
            from desktop_agent.ui.card_helpers import equip_cards  # with the chat: not before the first paint

            self.memory_cards = equip_cards(chat, self, lambda: self.controller, lambda: self.session,
                self.spawn, self.show_error, self.session_actions.projects.project_name, self.attachments,
                (self.typed_text, self.composer.put, self.send))  # fmt: skip
            stand_in, self._chat_stand_in = self._chat_stand_in, None
            if stand_in is not None:
                self._chat_layout.replaceWidget(stand_in, chat)
                stand_in.deleteLater()
                chat.show()  # a widget added to a shown window would only show on a later pass
                self._chat_layout.activate()  # its size now: what is written next scrolls as it should
            self._chat = chat
        return self._chat

    def _build_menus(self) -> None:
        """The menu bar's menus; their actions are added after the first paint (`finish_setup`)."""
        bar = self.menuBar()
        self._menus = [bar.addMenu(title) for title in (
            self.tr("&File"), self.tr("&Edit"), self.tr("&Session"), self.tr("&Help"),
        )]  # fmt: skip

    def finish_setup(self) -> None:
        """Right after the first paint (Qt's namespace is slow to create; the empty window does not need it):
        what the window does (`_wire`), the menus' actions, shortcuts, the session list's behaviour. Called
        again, it does nothing."""
        if self._set_up:
            return
        self._set_up = True
        self._wire()
        from desktop_agent.ui import window_menus as menus
        from desktop_agent.ui.sidebar_fold import SidebarFold

        talk, sessions = self.conversation, self.session_actions
        self.sidebar_fold = SidebarFold(self, self.sidebar, self.header.sidebar_button, self.message_input)
        knowledge = lambda: menus.show_knowledge(self, self.controller, self.show_error)  # noqa: E731
        self.header.knowledge.manage_requested.connect(knowledge)
        menus.fill_menus(self, self._menus, menus.MenuActions(
            new_session=self.new_session, settings=self.settings_requested.emit, quit=self.quitting.quit,
            usage=lambda: menus.show_usage(self, self.controller, self.show_error, sessions.open),
            knowledge=knowledge, new_project=sessions.projects.new_project,
            memory=lambda: menus.show_memory(self, self.controller, self.show_error, sessions.open),
            schedules=lambda: menus.show_schedules(self, self.controller, self.show_error, sessions.open),
            search=self.sidebar.focus_search, find=self.find_in_chat, focus_input=self.message_input.setFocus,
            edit_last=talk.edit_last, copy_answer=self.copy_last_answer, stop=talk.escape,
            regenerate=talk.regenerate, next_session=lambda: sessions.step(1),
            previous_session=lambda: sessions.step(-1), rename=sessions.rename_current,
            compact=talk.compact_now, sidebar=self.sidebar_fold.toggle,
            resources=lambda: menus.toggle_resources(self, self.mcp_sending, self.message_input),
            permissions=lambda: menus.show_permissions(
                self, self.controller.permissions, self.session.id if self.session else None, self.show_error
            ),
        ))  # fmt: skip
        self.composer.finish_setup()
        self.sidebar.finish_setup()

    def attach(self, controller: ChatController) -> None:
        """Connect the window to the core once it is ready (the window shows before that)."""
        self.finish_setup()
        self.controller = controller
        from desktop_agent.ui.mcp_sending import McpSending
        from desktop_agent.ui.mention_menu import mention_menu

        self.mcp_sending = sending = McpSending(
            controller, self.message_input, self, self.spawn, self.conversation.send_prompt
        )
        self.mentions = sending.menu = mention_menu(
            self.message_input, self, controller, self.folder_in_use, self.spawn, self.show_error,
            mcp=sending, status=self.statusBar(),
        )  # fmt: skip
        self.message_input.mentions = self.mentions
        if self._chat is not None:
            self._chat.preview_folder = controller.core.paths.data_dir / "previews"
        controller.subscribe(self.events.on_event)
        controller.sessions_changed.connect(lambda: self.spawn(self.refresh_sessions()))
        self.header_shows.show_defaults(controller, self.session)
        self.send_button.setEnabled(True)
        if self._chat_stand_in is not None:  # until the chat view is made, its empty state shows here
            from desktop_agent.ui.empty_state import EmptyState

            empty = EmptyState(self._chat_stand_in, self._context)
            empty.example_chosen.connect(self.composer.put)
            self.centring.watch(empty)
            empty.show_over(True)

    def spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        """Run a coroutine the window owns (`tasks`); a user-facing error it raises shows in the chat."""
        return self.tasks.spawn(coro)

    def _shown(self, error: BaseException) -> bool:
        if isinstance(error, UserFacingError):
            self.chat.show_error(error)
            return True
        return False

    async def start(self) -> None:
        """After the first paint: fill the session list from the history."""
        await self.refresh_sessions()

    async def refresh_sessions(self) -> None:
        await self.session_actions.refresh()

    # ---- sessions ----

    def new_session(self) -> None:
        if self.conversation.new_session():
            self.message_input.setFocus()

    def folder_in_use(self) -> Path:
        """The shown session's folder, else the one a new session would use."""
        return self.session.workspace if self.session is not None else self.controller.workspace

    def _model(self) -> str:
        """The model the message being written goes to: the shown session's, else the header's choice."""
        return str(self.session.model) if self.session is not None else self.header.model.currentText()

    def find_in_chat(self) -> None:
        from desktop_agent.ui.find_bar import find_bar_over

        self._find_bar = find_bar_over(self._find_bar, self.chat, self._chat_layout)

    def close_without_asking(self) -> None:
        """Close as a signal asks (SIGTERM, Ctrl+C in the terminal): running answers stop and are kept."""
        self.quitting.skip()
        self.close()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        """Quit while answers are being written asks first (`ui.quit_guard`)."""
        if self._set_up and not self.quitting.may_close():
            event.ignore()
            return
        super().closeEvent(event)

    def defaults_changed(self) -> None:
        """New settings: the pickers offer what they hold; a conversation not begun shows the new defaults."""
        if not isinstance(self.controller, NotReady):
            self.header_shows.show_defaults(self.controller, self.session)

    def _context(self) -> tuple[str, str]:
        """The model and folder a new conversation would use, as the header shows them."""
        return self.header.model.currentText(), self.header.workspace.text()

    def _forgotten(self) -> None:
        """The session shown was deleted."""
        self.chat.show_messages([])
        self.title.setText(self.tr("New session"))

    async def open_session(self, session_id: str) -> None:
        await self.conversation.open(session_id)

    def _edit_instructions(self) -> None:
        if not isinstance(self.controller, NotReady):
            from desktop_agent.ui.instructions_dialog import edit_instructions

            shown = self.header.show_instructions
            self.spawn(edit_instructions(self, self.controller, self.conversation, self.spawn, shown))

    # ---- what the conversation shows (ConversationView) ----

    def show_session(self, session: ChatSession, running: bool) -> None:
        self.header_shows.show(session, running, self.controller)
        self.chat.show_messages(session.messages, session.compactions)
        self.runs.opened(session.id, running=running)  # a streaming answer shows whole when its turn ends
        self._set_running(running)
        self._dialogs.show_again(session.id)

    def show_error(self, error: UserFacingError) -> None:
        self.chat.show_error(error)

    def show_compaction(self, compaction: Compaction) -> None:
        self.chat.compactions.show(compaction)

    def show_turn(
        self, session: ChatSession, text: str, *, rewound: bool, attachments: Sequence[AttachmentPart] = ()
    ) -> None:
        if rewound:
            self.chat.show_messages(session.messages)
        self.chat.add_user_message(text, attachments)
        self.title.setText(session.title or self.title.text())
        self._set_running(True)

    def show_editing(self, text: str | None) -> None:
        self.composer.show_editing(text)

    def typed_text(self) -> str:
        return self.message_input.toPlainText().strip()

    def typed_files(self) -> list[AttachmentPart]:
        return self.composer.tray.parts()

    def clear_typed(self) -> None:
        self.message_input.clear()
        self.attachments.clear()

    def tools_choice(self) -> bool | None:
        return self.composer.tools_choice()

    def reset_tools_choice(self) -> None:
        self.composer.reset_tools_choice()

    def show_agent(self, agent: str) -> None:
        self.header.show_agent(agent)
        self.header_shows.show_knowledge(self.session)  # `@kb:NAME` may have added a base

    def put_typed(self, text: str, files: Sequence[AttachmentPart] = ()) -> None:
        self.attachments.put(files)
        self.composer.put(text)

    def show_queued(self, text: str | None) -> None:
        self.composer.show_queued(text)

    def add_earlier(self, session: ChatSession, messages: list[Message]) -> None:
        from desktop_agent.ui.presenters.usage import usage_of

        self.chat.add_earlier(messages)
        self.header.show_usage(*usage_of(session.messages))

    def show_versions(self, versions: Mapping[str, tuple[int, int]]) -> None:
        self.chat.set_versions(versions)

    def show_pinned(self, message_id: str) -> None:
        self.chat.show_pinned(message_id)

    # ---- what the person does ----

    def send(self) -> None:
        if self.composer.tray.reading():
            self.statusBar().showMessage(
                self.tr("A file is still being read: send when its chip is ready."), 5000
            )
            return
        self.conversation.send()

    def copy_last_answer(self) -> None:
        text = self.conversation.last_answer()
        if text is not None:
            QGuiApplication.clipboard().setText(text)
            self.statusBar().showMessage(self.tr("Copied to the clipboard"), 3000)

    def show_starting(self, starting: bool) -> None:
        self._set_running(starting)

    def _set_running(self, running: bool) -> None:
        self.composer.set_running(running)
        self.header.set_running(running)

    def _open_attachment(self, sha256: str) -> None:
        if not self.attachments.open(sha256, self.session, self.chat.preview_folder.parent / "opened"):
            self.statusBar().showMessage(self.tr("That file is no longer there."), 5000)

    def approval_dialogs(self) -> list[ApprovalDialog]:
        """The approvals waiting for the person, oldest first."""
        return self._dialogs.approval_dialogs()

    def question_dialogs(self) -> list[QuestionDialog]:
        return self._dialogs.question_dialogs()
