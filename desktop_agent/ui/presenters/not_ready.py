"""What the window talks to while the core is still opening (the window paints before it loads).

`NotReady` answers the window's controller calls the way an empty core would: no sessions, nothing running,
no versions. Asked to act for the person (send, open, start a session...), it raises `StillStartingError`, a
user-facing error the window shows where the person acted; answers to requests and Stop do nothing, as
there is nothing to answer or stop yet.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from desktop_agent.domain.errors import ErrorKind, UserFacingError

if TYPE_CHECKING:
    from desktop_agent.core.agent import ChatSession, Run
    from desktop_agent.core.approvals import ApprovalDecision
    from desktop_agent.core.permissions import PermissionStore
    from desktop_agent.core.turns import Turn, TurnInput
    from desktop_agent.domain.compaction import Compaction
    from desktop_agent.domain.messages import AttachmentPart, Message
    from desktop_agent.domain.sessions import SessionInfo


class StillStartingError(UserFacingError):
    def __init__(self, message: str, action: str) -> None:
        super().__init__(ErrorKind.INTERNAL, message, action)


class NotReady:
    def __init__(self, message: str = "Still starting…", action: str = "Try again in a moment.") -> None:
        """message and action: what the person is told (translated by the window)."""
        self._message, self._action = message, action
        self.default_agent, self.default_provider, self.default_model = "build", "", ""
        self.workspace = Path.cwd()

    def _refuse(self) -> NoReturn:
        raise StillStartingError(self._message, self._action)

    # ---- what the window asks ----

    def running(self, session_id: str) -> Run | None:
        return None

    async def list_sessions(self, limit: int = 500) -> list[SessionInfo]:
        return []

    async def search_sessions(self, text: str, limit: int = 50) -> list[tuple[SessionInfo, str]]:
        return []

    async def versions(self, session: ChatSession) -> dict[str, tuple[int, int]]:
        return {}

    def set_defaults(self, agent: str, provider: str, model: str, workspace: Path) -> None:
        """The header has nothing to choose from yet: the core's defaults apply when it opens."""

    # ---- what the person asks for ----

    def new_session(self, draft: ChatSession | None = None) -> ChatSession:
        self._refuse()

    async def open_session(self, session_id: str, *, newest: int | None = None) -> ChatSession:
        self._refuse()

    async def load_rest(self, session: ChatSession) -> list[Message]:
        self._refuse()

    async def change_session(self, session_id: str, **fields: object) -> None:
        self._refuse()

    async def delete_session(self, session_id: str) -> None:
        self._refuse()

    def change_options(
        self, session: ChatSession, agent: str, provider: str, model: str, workspace: Path
    ) -> None:
        self._refuse()

    async def start(self, session: ChatSession, what: TurnInput) -> Turn:
        self._refuse()

    async def attach(self, path: Path | None, data: bytes = b"", name: str = "") -> AttachmentPart:
        self._refuse()

    def read_attachment(self, sha256: str) -> bytes | None:
        return None

    def sees_images(self, model: str) -> bool | None:
        return None

    async def compact_now(self, session: ChatSession) -> Compaction:
        self._refuse()

    async def set_pinned(self, session: ChatSession, message_id: str, pinned: bool) -> None:
        self._refuse()

    async def set_compaction_undone(self, session: ChatSession, compaction_id: str, undone: bool) -> None:
        self._refuse()

    async def switch_version(self, session: ChatSession, message_id: str, step: int) -> bool:
        self._refuse()

    def permissions(self) -> PermissionStore:
        self._refuse()

    # ---- answers: nothing is running, so nothing waits for one ----

    def stop(self, session_id: str) -> None:
        pass

    def approve(self, run_id: str, request_id: str, decision: ApprovalDecision) -> None:
        pass

    def answer(self, run_id: str, request_id: str, text: str | None) -> None:
        pass

    def confirm(self, run_id: str, request_id: str, go_on: bool) -> None:
        pass
