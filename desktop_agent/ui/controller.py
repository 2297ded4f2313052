"""The window's link to the core: starts turns, hands their events to Qt as a signal, answers requests.

Everything heavy (history reads, the SDKs) happens off the Qt thread: history on its own thread, the SDK
import in a worker thread on first use.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from desktop_agent.domain.errors import UserFacingError
from desktop_agent.providers.presets import PRESETS
from desktop_agent.storage.store import HistoryStore

if TYPE_CHECKING:  # the agent (its profiles, policy, tools) loads when first needed, not for an idle window
    from desktop_agent.agent.interactions import ApprovalDecision
    from desktop_agent.agent.run import Run
    from desktop_agent.agent.service import AgentService, ChatSession
    from desktop_agent.domain.messages import Message
    from desktop_agent.domain.sessions import SessionInfo
    from desktop_agent.providers.base import ModelProvider
    from desktop_agent.storage.repository import HistoryRepository

log = logging.getLogger(__name__)

ProviderFor = Callable[[str], "ModelProvider"]
"""Builds (or reuses) the provider for a preset name; raises UserFacingError (no key, ...)."""

BUILT_IN_PROFILE_NAMES = ("build", "plan", "chat")
"""The names of `agent.profiles.BUILT_IN_PROFILES` (a test keeps them equal), offered before the agent
has loaded."""


class ChatController(QObject):
    run_event = Signal(object)
    """Every AgentEvent of every run, in order, on the Qt thread."""
    sessions_changed = Signal()

    def __init__(
        self,
        service: AgentService | Callable[[], AgentService],
        history: HistoryStore,
        provider_for: ProviderFor,
        *,
        default_agent: str,
        default_provider: str,
        default_model: str,
        workspace: Path,
        custom_profiles: Sequence[str] = (),
    ) -> None:
        """`service`, or what makes it on first use: an idle window (a list of sessions, none open) needs
        only the history; the agent, its tools and policy load when a session opens or a turn starts.
        `custom_profiles` are the person's own profile names, offered until the agent has loaded."""
        super().__init__()
        self._service: AgentService | None = None if callable(service) else service
        self._make_service = service if callable(service) else None
        self.custom_profiles = list(custom_profiles)
        self.history = history
        self._provider_for = provider_for
        self.default_agent = default_agent
        self.default_provider = default_provider
        self.default_model = default_model
        self.workspace = workspace
        self._runs: dict[str, Run] = {}

    @property
    def service(self) -> AgentService:
        if self._service is None:
            assert self._make_service is not None
            self._service = self._make_service()
        return self._service

    @property
    def service_loaded(self) -> bool:
        return self._service is not None

    async def list_sessions(self, limit: int = 500) -> list[SessionInfo]:
        return await self.history.run(lambda repo: repo.list_sessions(limit))

    async def search_sessions(self, text: str, limit: int = 50) -> list[tuple[SessionInfo, str]]:
        """Sessions whose title or any message, thought or tool call matches, best first, with a snippet."""

        from desktop_agent.storage.search import search

        def find(repo: HistoryRepository) -> list[tuple[SessionInfo, str]]:
            found: dict[str, tuple[SessionInfo, str]] = {}
            needle = text.strip().lower()
            for info in repo.list_sessions(1000, include_archived=True):
                if needle and needle in info.title.lower():
                    found[info.id] = (info, "")
            for hit in search(repo.conn, text, limit * 2):
                if hit.session_id not in found:
                    matched = repo.get_session(hit.session_id)
                    if matched is not None:
                        found[hit.session_id] = (matched, hit.snippet)
            return list(found.values())[:limit]

        return await self.history.run(find)

    async def change_session(self, session_id: str, **fields: object) -> None:
        await self.history.run(lambda repo: repo.update_session(session_id, **fields))
        self.sessions_changed.emit()

    async def delete_session(self, session_id: str) -> None:
        self.stop(session_id)
        await self.history.run(lambda repo: repo.delete_session(session_id))
        self.sessions_changed.emit()

    async def open_session(self, session_id: str, *, newest: int | None = None) -> ChatSession:
        return await self.service.open_session(session_id, newest=newest)

    async def load_rest(self, session: ChatSession) -> list[Message]:
        return await self.service.load_rest(session)

    def new_session(self) -> ChatSession:
        session = self.service.new_session(
            agent=self.default_agent, provider=self.default_provider, model=self.default_model,
            workspace=self.workspace,
        )  # fmt: skip
        self.sessions_changed.emit()
        return session

    def running(self, session_id: str) -> Run | None:
        run = self._runs.get(session_id)
        return run if run is not None and run.running else None

    def send(self, session: ChatSession, text: str) -> Run:
        """Start a turn; raises UserFacingError when it cannot start (no key, already answering...)."""
        provider = self._provider_for(session.provider)
        return self._follow(session, self.service.start_turn(session, text, provider))

    def edit(self, session: ChatSession, message_id: str, text: str) -> Run:
        """Resend an edited message; the answer it had stays as an earlier version."""
        provider = self._provider_for(session.provider)
        return self._follow(session, self.service.edit_and_resend(session, message_id, text, provider))

    def regenerate(self, session: ChatSession) -> Run:
        provider = self._provider_for(session.provider)
        return self._follow(session, self.service.regenerate(session, provider))

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

    def change_options(
        self, session: ChatSession, agent: str, provider: str, model: str, workspace: Path
    ) -> None:
        """Another profile, model or folder for the session's next turns."""
        self.service.update_session(session, agent=agent, provider=provider, model=model, workspace=workspace)
        self.sessions_changed.emit()

    def profile_names(self) -> list[str]:
        if self._service is None:
            return [
                *BUILT_IN_PROFILE_NAMES,
                *(n for n in self.custom_profiles if n not in BUILT_IN_PROFILE_NAMES),
            ]
        return self._service.profile_names()

    def model_choices(self) -> list[str]:
        """provider/model entries for the picker: the default first, then each provider's default model."""
        choices = [f"{self.default_provider}/{self.default_model}"]
        for preset in PRESETS.values():
            entry = f"{preset.name}/{preset.default_model}"
            if entry not in choices:
                choices.append(entry)
        return choices

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
        from desktop_agent.agent.interactions import UnknownRequestError

        for run in self._runs.values():
            if run.id == run_id:
                try:
                    deliver(run)
                except UnknownRequestError:
                    log.info("An answer arrived after its run had ended")
                return

    async def shutdown(self) -> None:
        if self._service is not None:
            await self._service.shutdown()


def describe(error: UserFacingError) -> str:
    return f"{error.message} {error.action}".strip()
