"""The open session and its turns: what Send, Regenerate, Continue, Edit, Stop and the version arrows do,
and what the window shows for them (`ConversationView`, which the main window is).

The controller is the core's (`ChatController`) once it has opened, `NotReady` before: both answer the
calls of `Controller`. The turn inputs (`domain.turns`) are imported when a turn is sent: the window makes
this presenter before its first paint.
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from desktop_agent.domain.errors import UserFacingError

if TYPE_CHECKING:
    import asyncio

    from desktop_agent.core.agent import ChatSession, Run
    from desktop_agent.core.turns import Turn
    from desktop_agent.domain.compaction import Compaction
    from desktop_agent.domain.messages import AttachmentPart, Message
    from desktop_agent.domain.turns import TurnInput
    from desktop_agent.ui.presenters.runs import RunsPresenter

OPEN_NEWEST = 200
"""Messages read when a session opens; a longer one loads the rest right after it shows."""


class Controller(Protocol):
    def running(self, session_id: str) -> Run | None: ...
    def new_session(self, draft: ChatSession | None = None) -> ChatSession: ...
    async def open_session(self, session_id: str, *, newest: int | None = None) -> ChatSession: ...
    async def load_rest(self, session: ChatSession) -> list[Message]: ...
    async def versions(self, session: ChatSession) -> dict[str, tuple[int, int]]: ...
    async def switch_version(self, session: ChatSession, message_id: str, step: int) -> bool: ...
    def set_defaults(self, agent: str, provider: str, model: str, workspace: Path) -> None: ...
    def change_options(
        self, session: ChatSession, agent: str, provider: str, model: str, workspace: Path
    ) -> None: ...
    async def start(self, session: ChatSession, what: TurnInput) -> Turn: ...
    async def compact_now(self, session: ChatSession) -> Compaction: ...
    async def set_pinned(self, session: ChatSession, message_id: str, pinned: bool) -> None: ...
    async def set_compaction_undone(self, session: ChatSession, compaction_id: str, undone: bool) -> None: ...
    def stop(self, session_id: str) -> None: ...


class ConversationView(Protocol):
    def show_session(self, session: ChatSession, running: bool) -> None: ...
    def show_error(self, error: UserFacingError) -> None: ...
    def show_turn(
        self,
        session: ChatSession,
        text: str,
        *,
        rewound: bool,
        attachments: Sequence[AttachmentPart] = (),
    ) -> None:
        """A turn started with the person's text; rewound: the conversation after it was replaced."""

    def show_starting(self, starting: bool) -> None:
        """A turn is being made (the resources it names read, the key looked up): Stop shows at once;
        False: it could not start."""

    def show_editing(self, text: str | None) -> None:
        """A sent message to edit in the composer; None: editing ends."""

    def typed_text(self) -> str: ...
    def typed_files(self) -> list[AttachmentPart]:
        """The files attached in the composer, ready to send (none while one is still being read)."""
        ...

    def clear_typed(self) -> None: ...
    def put_typed(self, text: str, files: Sequence[AttachmentPart] = ()) -> None: ...
    def show_compaction(self, compaction: Compaction) -> None:
        """A compaction made, undone or redone, in the conversation."""

    def tools_choice(self) -> bool | None:
        """The person's tools switch for the next message (None: decided per message)."""

    def reset_tools_choice(self) -> None: ...
    def show_agent(self, agent: str) -> None:
        """The profile the session goes on with (the header's picker)."""

    def show_queued(self, text: str | None) -> None:
        """The message waiting for the answer to end (with Send now, Edit, Cancel); None: none waits."""

    def add_earlier(self, session: ChatSession, messages: list[Message]) -> None: ...
    def show_versions(self, versions: Mapping[str, tuple[int, int]]) -> None: ...
    def show_pinned(self, message_id: str) -> None: ...
    def spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]: ...


class ConversationPresenter:
    def __init__(
        self, view: ConversationView, controller: Callable[[], Controller], runs: RunsPresenter
    ) -> None:
        self._view = view
        self._controller = controller
        self._runs = runs
        self.session: ChatSession | None = None
        self.editing: str | None = None
        """The id of the sent message being edited."""
        self._loading: dict[str, asyncio.Task[Any]] = {}
        self._queued: dict[str, str] = {}
        """Per session: what the person sent while it was answering; it goes when the answer ends."""
        self._queued_files: dict[str, list[AttachmentPart]] = {}
        """Per session: the files attached to the queued message."""
        self._drafts: dict[str, tuple[str, list[AttachmentPart]]] = {}
        """Per session: what was typed there and not sent (its text, its files), while another shows."""
        self._starting: set[str] = set()
        """Sessions whose turn the core is making (reading resources, the key) but has not started."""

    # ---- sessions ----

    def new_session(self, draft: ChatSession | None = None) -> bool:
        """Show a new conversation (`draft`: one begun elsewhere, e.g. in a project), stored with its
        first turn."""
        try:
            session = self._controller().new_session(draft)
        except UserFacingError as error:
            self._view.show_error(error)
            return False
        self._show(session)
        return True

    async def open(self, session_id: str) -> None:
        """Show the newest messages at once; the rest of a long session loads right after."""
        session = await self._controller().open_session(session_id, newest=OPEN_NEWEST)
        self._show(session)
        if not session.complete:
            self._loading[session.id] = self._view.spawn(self._load_rest(session))

    async def _load_rest(self, session: ChatSession) -> None:
        try:
            earlier = await self._controller().load_rest(session)
        finally:
            self._loading.pop(session.id, None)
        if self.session is session:
            self._view.add_earlier(session, earlier)

    def show_again(self) -> None:
        if self.session is not None:
            self._show(self.session)

    def _show(self, session: ChatSession) -> None:
        self._switch_drafts(session)
        self.cancel_edit()
        self.session = session
        self._view.show_session(session, self._controller().running(session.id) is not None)
        self._view.show_queued(self._queued.get(session.id))
        self._view.spawn(self._show_versions(session))
        self.run_ended(session.id)  # a message queued here while another session was shown goes now

    def _switch_drafts(self, coming: ChatSession) -> None:
        """What is typed and not sent belongs to its session: it stays with the one left, and the one shown
        gets its own back (or an empty composer). With no session shown before, what is typed goes along
        (the first message of a new conversation)."""
        leaving = self.session
        if leaving is None or leaving is coming:
            return
        text, files = self._view.typed_text(), self._view.typed_files()
        if (text or files) and self.editing is None:  # a sent message being edited is no draft
            self._drafts[leaving.id] = (text, files)
        else:
            self._drafts.pop(leaving.id, None)
        self._view.clear_typed()
        draft = self._drafts.pop(coming.id, None)
        if draft is not None:
            self._view.put_typed(*draft)

    async def _show_versions(self, session: ChatSession) -> None:
        found = await self._controller().versions(session)
        if self.session is session:
            self._view.show_versions(found)

    def refresh_versions(self) -> None:
        if self.session is not None:
            self._view.spawn(self._show_versions(self.session))

    async def switch_version(self, message_id: str, step: int) -> None:
        session = self.session
        if session is None:
            return
        if await self._controller().switch_version(session, message_id, step) and self.session is session:
            self._show(session)

    def renamed(self, session_id: str, title: str) -> bool:
        """True when the renamed session is the one shown."""
        if self.session is None or self.session.id != session_id:
            return False
        self.session.title = title
        return True

    def forget(self, session_id: str) -> bool:
        """The session is being deleted; True when it was the one shown (the window shows none now)."""
        self._queued.pop(session_id, None)
        self._queued_files.pop(session_id, None)
        self._drafts.pop(session_id, None)
        if self.session is None or self.session.id != session_id:
            return False
        self.session = None
        return True

    def change_options(self, agent: str, provider: str, model: str, workspace: Path) -> None:
        if self.session is None:  # no session yet: the choice is for the one the next message starts
            self._controller().set_defaults(agent, provider, model, workspace)
            return
        try:
            self._controller().change_options(self.session, agent, provider, model, workspace)
        except UserFacingError as error:
            self._view.show_error(error)

    # ---- turns ----

    def send(self) -> None:
        text, files = self._view.typed_text(), self._view.typed_files()
        if not (text or files) or (self.session is None and not self.new_session()):
            return  # nothing typed, or no session could start (the core is still opening)
        session = self.session
        if session is None or session.id in self._starting:
            return
        if self._controller().running(session.id) is not None:
            if self.editing is None:  # it waits for the answer to end (an edit cannot: it rewinds)
                self._queued[session.id] = "\n\n".join(filter(None, [self._queued.get(session.id), text]))
                self._queued_files.setdefault(session.id, []).extend(files)
                self._view.clear_typed()
                self._view.show_queued(self._queued[session.id])
            return
        from desktop_agent.domain.turns import Edit, Say

        if self.editing is not None:
            self._send(session, Edit(self.editing, text))
        else:
            self._send(session, Say(text, files, tools=self._view.tools_choice()))

    def send_prompt(self, server: str, name: str, values: dict[str, str]) -> None:
        """What an MCP server's prompt makes with these arguments, sent as a message."""
        if self.session is None and not self.new_session():
            return
        if self.session is not None and self._controller().running(self.session.id) is None:
            from desktop_agent.domain.turns import UsePrompt

            self._send(self.session, UsePrompt(server, name, values), typed=False)

    def _send(self, session: ChatSession, what: TurnInput, *, typed: bool = True) -> None:
        """`typed`: the composer's text (cleared once sent); else a queued message, a prompt, a plan (the
        composer may already hold the next message)."""
        self._starting.add(session.id)
        self._view.show_starting(True)
        self._view.spawn(self._start_turn(session, what, typed, session.id))

    async def _start_turn(self, session: ChatSession, what: TurnInput, typed: bool, key: str) -> None:
        """`key`: the session's id as it started (a new conversation takes its id once stored)."""
        try:
            loading = self._loading.get(session.id)
            if loading is not None:  # a long session is still loading its earlier part: send right after
                import asyncio  # not before the first paint

                await asyncio.wait([loading])
            turn = await self._controller().start(session, what)
        except UserFacingError as error:
            if self.session is session:
                self._view.show_starting(False)
            self._view.show_error(error)
            return
        finally:
            self._starting.discard(key)
        self._runs.started(turn.run.id, session.id)
        if self.session is not session:
            return  # the person went to another session meanwhile: it answers there
        self._view.reset_tools_choice()
        if typed:
            self._view.clear_typed()
        self.cancel_edit()
        self._view.show_agent(turn.agent)
        self._view.show_turn(session, turn.text, rewound=turn.rewound, attachments=turn.attachments)

    def run_ended(self, session_id: str | None) -> None:
        """A turn ended: a message queued in the shown session goes now."""
        session = self.session
        if session is None or session.id != session_id or session_id not in self._queued:
            return
        ending = self._controller().running(session.id)
        if ending is not None:  # its last event is out; its task ends in a moment
            self._view.spawn(self._when_ended(ending, session.id))
            return
        text = self._queued.pop(session.id)
        files = self._queued_files.pop(session.id, [])
        self._view.show_queued(None)
        from desktop_agent.domain.turns import Say

        self._send(session, Say(text, files), typed=False)

    def is_pinned(self, message_id: str) -> bool:
        session = self.session
        return session is not None and any(
            m.id == message_id and bool(m.meta.get("pinned")) for m in session.messages
        )

    def pin(self, message_id: str, pinned: bool) -> None:
        """Pin a message of the shown session (a summary keeps it word for word), or unpin it."""
        if self.session is not None:
            self._view.spawn(self._pin(self.session, message_id, pinned))

    async def _pin(self, session: ChatSession, message_id: str, pinned: bool) -> None:
        try:
            await self._controller().set_pinned(session, message_id, pinned)
        except UserFacingError as error:
            self._view.show_error(error)
            return
        if self.session is session:
            self._view.show_pinned(message_id)

    def build_plan(self) -> None:
        """The plan the conversation's newest plan answer ends with, handed to the build profile: the
        session goes on with `build`, the checklist as its task."""
        session = self.session
        if session is not None and self._controller().running(session.id) is None:
            from desktop_agent.domain.turns import BuildPlan

            self._send(session, BuildPlan(), typed=False)

    def compact_now(self) -> None:
        """Summarise the session's earlier turns now (Session › Compact now)."""
        session = self.session
        if session is not None:
            self._view.spawn(self._compact_now(session))

    async def _compact_now(self, session: ChatSession) -> None:
        try:
            made = await self._controller().compact_now(session)
        except UserFacingError as error:
            self._view.show_error(error)
            return
        if self.session is session:
            self._view.show_compaction(made)

    def undo_compaction(self, compaction_id: str, undo: bool) -> None:
        session = self.session
        if session is not None:
            self._view.spawn(self._undo(session, compaction_id, undo))

    async def _undo(self, session: ChatSession, compaction_id: str, undo: bool) -> None:
        try:
            await self._controller().set_compaction_undone(session, compaction_id, undo)
        except UserFacingError as error:
            self._view.show_error(error)
            return
        changed = next((c for c in session.compactions if c.id == compaction_id), None)
        if changed is not None and self.session is session:
            self._view.show_compaction(changed)

    async def _when_ended(self, run: Run, session_id: str) -> None:
        await run.wait()
        self.run_ended(session_id)

    def queued(self, what: str) -> None:
        """Send now (the answer stops; the queued message follows), Edit (back into the composer) or
        Cancel the message waiting in the shown session."""
        session = self.session
        if session is None or session.id not in self._queued:
            return
        if what == "send-now":
            self._controller().stop(session.id)
            return
        text = self._queued.pop(session.id)
        files = self._queued_files.pop(session.id, [])
        self._view.show_queued(None)
        if what == "edit":
            self._view.put_typed(text, files)

    def regenerate(self) -> None:
        session = self.session
        if session is not None and self._controller().running(session.id) is None:
            from desktop_agent.domain.turns import AnswerAgain

            self._send(session, AnswerAgain(), typed=False)

    def continue_turn(self, text: str) -> None:
        session = self.session
        if session is not None and self._controller().running(session.id) is None:
            from desktop_agent.domain.turns import GoOn

            self._send(session, GoOn(text), typed=False)

    def stop(self) -> None:
        if self.session is not None:
            self._controller().stop(self.session.id)

    def last_answer(self) -> str | None:
        last = self._last("assistant", with_text=True)
        return last.text if last is not None else None

    def _last(self, role: str, *, with_text: bool = False) -> Message | None:
        messages = self.session.messages if self.session is not None else []
        return next((m for m in reversed(messages) if m.role == role and (m.text or not with_text)), None)

    # ---- editing a sent message ----

    def edit_last(self) -> None:
        last = self._last("user")
        if last is not None:
            self.edit(last.id)

    def edit(self, message_id: str) -> None:
        if self.session is None or self._controller().running(self.session.id) is not None:
            return
        message = next((m for m in self.session.messages if m.id == message_id), None)
        if message is not None:
            self.editing = message_id
            self._view.show_editing(message.text)

    def cancel_edit(self) -> None:
        if self.editing is not None:
            self.editing = None
            self._view.show_editing(None)

    def escape(self) -> None:
        """Esc: leaves editing (and what was typed), else stops the answer."""
        if self.editing is not None:
            self.cancel_edit()
            self._view.clear_typed()
            return
        self.stop()
