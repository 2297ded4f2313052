"""The window's link to the core: starts turns, hands their events to Qt as a signal, answers requests.

Everything heavy (history reads, the SDKs) happens off the Qt thread: history on its own thread, the SDK
import in a worker thread on first use.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.domain.skills import Skill
from desktop_agent.ui.error_words import error_text

if TYPE_CHECKING:  # the agent (its profiles, policy, tools) loads when first needed, not for an idle window
    from desktop_agent.core.agent import AgentService, ChatSession, PromptPreview, Run
    from desktop_agent.core.app_core import AppCore
    from desktop_agent.core.approvals import ApprovalDecision
    from desktop_agent.core.permissions import PermissionStore
    from desktop_agent.core.settings import Settings
    from desktop_agent.core.turns import Turn, TurnInput
    from desktop_agent.domain.compaction import Compaction
    from desktop_agent.domain.events import AgentEvent
    from desktop_agent.domain.messages import AttachmentPart, Message
    from desktop_agent.domain.sessions import SessionInfo

log = logging.getLogger(__name__)

BUILT_IN_PROFILE_NAMES = ("build", "plan", "chat")
"""The names of the agent's built-in profiles (a test keeps them equal), offered before the agent has
loaded."""


class ChatController(QObject):
    run_event = Signal(object)
    """Every AgentEvent of every run, in order, on the Qt thread (`subscribe` to get them typed)."""
    sessions_changed = Signal()

    def __init__(self, core: AppCore, *, workspace: Path) -> None:
        """An idle window (a list of sessions, none open) needs only the history: the core makes the agent,
        its tools and policy when a session opens or a turn starts."""
        super().__init__()
        self.core = core
        self.workspace = workspace
        self._runs: dict[str, Run] = {}
        self._draft: ChatSession | None = None
        """The new conversation New shows, not stored until it holds something (`new_session`)."""
        self._take_settings(core.settings)
        core.subscribe_settings(self._take_settings)

    def _take_settings(self, settings: Settings) -> None:
        """What a new session starts with: the settings' default profile and the core's model choice."""
        choice = self.core.default_model()
        self.default_agent = settings.default_agent
        self.default_provider, self.default_model = choice.provider, choice.model
        self.custom_profiles = list(settings.profiles)

    def subscribe(self, listener: Callable[[AgentEvent], None]) -> Callable[[], None]:
        """Every event of every run this controller follows, in order, on the Qt thread; returns the call
        that stops them."""
        self.run_event.connect(listener)

        def stop() -> None:
            self.run_event.disconnect(listener)

        return stop

    @property
    def service(self) -> AgentService:
        return self.core.service

    @property
    def service_loaded(self) -> bool:
        return self.core.service_loaded

    async def list_sessions(self, limit: int = 500) -> list[SessionInfo]:
        return await self.core.sessions.alist(limit)

    async def search_sessions(self, text: str, limit: int = 50) -> list[tuple[SessionInfo, str]]:
        """Sessions whose title or any message, thought or tool call matches, best first, with a snippet."""
        return [(match.info, match.snippet) for match in await self.core.sessions.asearch(text, limit)]

    async def change_session(self, session_id: str, **fields: object) -> None:
        await self.core.sessions.achange(session_id, **fields)
        self.sessions_changed.emit()

    async def delete_session(self, session_id: str) -> None:
        self.stop(session_id)
        await self.core.sessions.adelete(session_id)
        self.sessions_changed.emit()

    async def open_session(self, session_id: str, *, newest: int | None = None) -> ChatSession:
        return await self.service.open_session(session_id, newest=newest)

    async def load_rest(self, session: ChatSession) -> list[Message]:
        return await self.service.load_rest(session)

    def new_session(self, draft: ChatSession | None = None) -> ChatSession:
        """A new conversation, stored only once it holds something (its first turn, its instructions or
        knowledge bases: `_keep`): New pressed again and again, or a new conversation left empty (for
        another session, or by quitting), leaves nothing in the list or the history. Until then it has no
        id, and New gives the same empty conversation back."""
        if draft is not None:  # one the caller began (a project's): the same rules
            self._draft = draft
        draft = self._draft
        if draft is None or draft.id or draft.messages:
            draft = self._draft = self.draft_session()
        self.sessions_changed.emit()  # the list shows no session chosen
        return draft

    def _keep(self, session: ChatSession) -> None:
        """The new conversation holds something now: it is stored (it takes its id here)."""
        if session.id:
            return
        stored = self.service.new_session(
            agent=session.agent, provider=session.provider, model=session.model, workspace=session.workspace,
            base_url=session.base_url, project_id=session.project_id, knowledge=session.knowledge,
        )  # fmt: skip
        session.id = stored.id
        if self._draft is session:
            self._draft = None
        self.sessions_changed.emit()

    def answering(self) -> int:
        """How many sessions are writing an answer right now."""
        return sum(1 for run in self._runs.values() if run.running and not run.ended)

    def running(self, session_id: str) -> Run | None:
        run = self._runs.get(session_id)
        return run if run is not None and run.running else None

    async def start(self, session: ChatSession, what: TurnInput) -> Turn:
        """Start the turn `what` says (the core makes the message); raises UserFacingError when it cannot
        start (no key, already answering, nothing to send again...)."""
        new = not session.id
        self._keep(session)
        try:
            turn = await self.core.turns.start(session, what)
        except UserFacingError:
            if new and not session.messages:  # nothing was said after all (no key...): not kept
                await self.core.sessions.adelete(session.id)
                session.id, self._draft = "", session
                self.sessions_changed.emit()
            raise
        self._follow(session, turn.run)
        return turn

    async def attach(self, path: Path | None, data: bytes = b"", name: str = "") -> AttachmentPart:
        """A file (`path`) or pasted bytes (`data`, `name`) checked, prepared and kept, ready to send;
        UserFacingError (AttachmentRefused) says why one cannot be attached."""
        import asyncio

        from desktop_agent.core import attachments  # Pillow and pypdf: loaded when first used

        if path is not None:
            prepared = await asyncio.to_thread(attachments.prepare_file, path)
        else:
            prepared = await asyncio.to_thread(attachments.prepare_bytes, data, name)
        [part] = await self.service.files.keep([prepared])
        return part

    async def set_pinned(self, session: ChatSession, message_id: str, pinned: bool) -> None:
        await self.service.set_pinned(session, message_id, pinned)

    def read_attachment(self, sha256: str) -> bytes | None:
        """An attached file's bytes (a small read from the disk)."""
        return self.service.files.read(sha256)

    def sees_images(self, model: str) -> bool | None:
        from desktop_agent.core.attachments import model_sees_images

        return model_sees_images(model, self.core.settings.vision)

    def draft_session(self) -> ChatSession:
        """The conversation not yet begun, as its first message would start it (nothing stored)."""
        from desktop_agent.core.agent import ChatSession

        return ChatSession("", self.default_agent, self.default_provider, self.default_model, self.workspace)

    async def prompt_context(self, session: ChatSession) -> tuple[bool, int | None]:
        """Whether the session's model runs on this machine, and its context window when its server says."""
        providers = self.core.providers
        window = await providers.context_window(session.provider, session.base_url, session.model)
        return providers.is_local(session.provider, session.base_url), window

    def prompt_preview(
        self, session: ChatSession, instructions: str, *, local: bool, window: int | None
    ) -> PromptPreview:
        """What the session's next message is sent with, were its instructions `instructions`."""
        from dataclasses import replace

        draft = replace(session, instructions=instructions.strip())
        return self.service.prompt_preview(draft, local=local, window=window)

    def knowledge_names(self) -> list[str]:
        """The knowledge bases in the data folder (a session may search any of them)."""
        return self.core.knowledge.names()

    async def set_knowledge(self, session: ChatSession, names: list[str]) -> None:
        self._keep(session)
        await self.service.set_knowledge(session, names)

    async def set_instructions(self, session: ChatSession, text: str) -> None:
        self._keep(session)
        await self.service.set_instructions(session, text)

    async def compact_now(self, session: ChatSession) -> Compaction:
        """Summarise the session's earlier turns now; says in words when there is nothing to summarise."""
        provider = self.core.providers(session.provider, session.base_url)
        made = await self.service.compact_now(session, provider)
        if made is None:
            raise UserFacingError(
                ErrorKind.CONFIG,
                "There is nothing earlier worth summarising yet.",
                "The newest two turns always go whole, and shorter messages than a summary stay as they are.",
            )
        return made

    def context_window(self, session: ChatSession) -> tuple[int, float]:
        """The session's model's window as known without asking a server (0: unknown), and the share of it
        at which the session compacts."""
        return self.service.window_of(session.model) or 0, self.core.settings.compaction.threshold

    async def set_compaction_undone(self, session: ChatSession, compaction_id: str, undone: bool) -> None:
        await self.service.set_compaction_undone(session, compaction_id, undone)

    def skills_waiting(self, workspace: Path) -> bool:
        """The folder brings skills of its own that the person has not trusted yet."""
        return self.core.skills.waiting_for_trust(workspace)

    async def trust_skills(self, workspace: Path) -> None:
        await self.core.skills.trust(workspace)

    def skills(self, workspace: Path) -> list[Skill]:
        """The skills a message in `workspace` can name (reads their files: a few small ones)."""
        return self.core.skills.for_workspace(workspace)

    def _follow(self, session: ChatSession, run: Run) -> Run:
        self._runs[session.id] = run
        run.listen_only()
        run.subscribe(self.run_event.emit)
        self.sessions_changed.emit()
        return run

    async def versions(self, session: ChatSession) -> dict[str, tuple[int, int]]:
        """(shown, total) for each message where the conversation has more than one version."""
        found = await self.service.versions(session)
        return {mid: (v.current, v.total) for mid, v in found.items()}

    async def switch_version(self, session: ChatSession, message_id: str, step: int) -> bool:
        return await self.service.switch_version(session, message_id, step)

    def set_defaults(self, agent: str, provider: str, model: str, workspace: Path) -> None:
        """What the next new session starts with (chosen in the header before any session)."""
        self.default_agent, self.default_provider, self.default_model = agent, provider, model
        self.workspace = workspace

    def permissions(self) -> PermissionStore:
        """The saved approvals (the core's one store)."""
        return self.core.permissions

    def change_options(
        self, session: ChatSession, agent: str, provider: str, model: str, workspace: Path
    ) -> None:
        """Another profile, model or folder for the session's next turns."""
        if not session.id:  # not stored yet: it is stored with these
            session.agent, session.provider, session.model = agent, provider, model
            session.workspace = workspace
            return
        self.service.update_session(session, agent=agent, provider=provider, model=model, workspace=workspace)
        self.sessions_changed.emit()

    def profile_names(self) -> list[str]:
        if not self.core.service_loaded:
            return [
                *BUILT_IN_PROFILE_NAMES,
                *(n for n in self.custom_profiles if n not in BUILT_IN_PROFILE_NAMES),
            ]
        return self.core.service.profile_names()

    def model_choices(self) -> list[str]:
        """provider/model entries for the picker: the default first, then each provider's default model."""
        first = f"{self.default_provider}/{self.default_model}"
        return [first, *(c for c in self.core.model_choices() if c != first)]

    def stop(self, session_id: str) -> None:
        run = self.running(session_id)
        if run is not None:
            run.cancel()

    def approve(self, run_id: str, request_id: str, decision: ApprovalDecision) -> None:
        self._answer(run_id, lambda run: run.approve(request_id, decision))

    def answer(self, run_id: str, request_id: str, text: str | None) -> None:
        self._answer(run_id, lambda run: run.answer(request_id, text))

    def confirm(self, run_id: str, request_id: str, go_on: bool) -> None:
        self._answer(run_id, lambda run: run.confirm(request_id, go_on))

    def _answer(self, run_id: str, deliver: Callable[[Run], None]) -> None:
        from desktop_agent.core.approvals import UnknownRequestError

        for run in self._runs.values():
            if run.id == run_id:
                try:
                    deliver(run)
                except UnknownRequestError:
                    log.info("An answer arrived after its run had ended")
                return

    async def shutdown(self) -> None:
        """Stop the running turns (their partial answers are kept as interrupted)."""
        if self.core.service_loaded:
            await self.core.service.shutdown()


def describe(error: UserFacingError) -> str:
    return error_text(error)
