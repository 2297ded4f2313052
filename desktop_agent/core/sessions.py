"""The stored conversations as every front end sees them: list, search, rename, pin, archive, delete,
export and import. The window and `desktop-agent sessions` both go through here, so they find the same."""

from __future__ import annotations

import builtins
import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.domain.messages import Message
from desktop_agent.domain.sessions import ImportProblem, SearchHit, SessionInfo
from desktop_agent.storage.repository import HistoryRepository
from desktop_agent.storage.search import search
from desktop_agent.storage.store import HistoryStore

T = TypeVar("T")

TITLE_SCAN = 1000
"""How many of the newest sessions a search looks at for a title match."""


@dataclass(frozen=True, slots=True)
class SessionMatch:
    """A session a search found, with where: its title, or a message part (and a snippet of it)."""

    info: SessionInfo
    snippet: str
    hit: SearchHit | None = None
    """The best matching part; None when the title matched."""

    def as_dict(self) -> dict[str, Any]:
        return {
            "session_id": self.info.id,
            "session_title": self.info.title,
            "message_id": self.hit.message_id if self.hit else None,
            "role": self.hit.role if self.hit else None,
            "part_kind": self.hit.part_kind if self.hit else "title",
            "snippet": self.snippet,
        }


def find_sessions(repo: HistoryRepository, text: str, limit: int) -> list[SessionMatch]:
    """Sessions whose title or any message, thought or tool call matches: title matches first (newest
    first), then the best-ranked parts, one row per session."""
    found: dict[str, SessionMatch] = {}
    needle = text.strip().lower()
    if needle:
        for info in repo.list_sessions(TITLE_SCAN, include_archived=True):
            if needle in info.title.lower():
                found[info.id] = SessionMatch(info, "")
    for hit in search(repo.conn, text, limit * 2):
        if hit.session_id not in found:
            matched = repo.get_session(hit.session_id)
            if matched is not None:
                found[hit.session_id] = SessionMatch(matched, hit.snippet, hit)
    return list(found.values())[:limit]


def _not_found(wanted: str) -> UserFacingError:
    return UserFacingError(
        ErrorKind.NOT_FOUND, f"There is no session {wanted!r}.", "See `desktop-agent sessions list`."
    )


class SessionsService:
    """Every call runs on the history thread: `a…` methods await it, the others block (for the CLI)."""

    def __init__(self, history: HistoryStore, on_change: Callable[[], None] | None = None) -> None:
        self._history = history
        self._listeners: list[Callable[[], None]] = [on_change] if on_change else []

    def subscribe(self, listener: Callable[[], None]) -> Callable[[], None]:
        """`listener` hears every change made through this service (a rename, a delete, an import)."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener)

    def _changed(self) -> None:
        for listener in list(self._listeners):
            listener()

    def notify(self) -> None:
        """Tell the listeners the list changed elsewhere (a session moved into a project, one created)."""
        self._changed()

    # ---- async, for the window ----

    async def alist(self, limit: int = 500, *, include_archived: bool = False) -> list[SessionInfo]:
        return await self._history.run(
            lambda repo: repo.list_sessions(limit, include_archived=include_archived)
        )

    async def asearch(self, text: str, limit: int = 50) -> list[SessionMatch]:
        return await self._history.run(lambda repo: find_sessions(repo, text, limit))

    async def achange(self, session_id: str, **fields: object) -> None:
        """Rename (`title`), pin (`pinned`) or archive (`archived`)."""
        await self._history.run(lambda repo: repo.update_session(session_id, **fields))
        self._changed()

    async def adelete(self, session_id: str) -> None:
        _, orphans = await self._history.run(lambda repo: repo.delete_session_files(session_id))
        self._history.attachments.remove(orphans)
        self._changed()

    # ---- blocking, for the CLI ----

    def list(
        self, limit: int = 50, *, include_archived: bool = False, project_id: str | None = None
    ) -> list[SessionInfo]:
        """The newest sessions (pinned first); with `project_id`, only that project's."""
        return self._history.call(
            lambda repo: repo.list_sessions(limit, include_archived=include_archived, project_id=project_id)
        )

    def search(self, text: str, limit: int = 20) -> builtins.list[SessionMatch]:
        return self._history.call(lambda repo: find_sessions(repo, text, limit))

    def find(self, wanted: str) -> SessionInfo:
        """A session by id or an unambiguous id prefix; UserFacingError when there is none."""
        info = self._history.call(lambda repo: repo.find_session(wanted))
        if info is None:
            raise _not_found(wanted)
        return info

    def messages(self, session_id: str) -> builtins.list[Message]:
        return self._history.call(lambda repo: repo.load_messages(session_id))

    def delete(self, session_id: str) -> bool:
        deleted, orphans = self._history.call(lambda repo: repo.delete_session_files(session_id))
        self._history.attachments.remove(orphans)
        self._changed()
        return deleted

    def set_pinned(self, session_id: str, wanted: str, pinned: bool) -> str:
        """Pin (or unpin) the session's message whose id is or starts with `wanted`; its full id."""
        found = [m.id for m in self.messages(session_id) if m.role != "tool" and m.id.startswith(wanted)]
        if len(found) != 1 or not wanted:
            raise UserFacingError(
                ErrorKind.NOT_FOUND,
                f"No single message of this session has an id starting with {wanted!r}.",
                "See the ids with: desktop-agent sessions show ID --json",
            )
        self._history.call(lambda repo: repo.set_pinned(found[0], pinned))
        self._changed()
        return found[0]

    def export_json(self, session_id: str, *, with_files: bool = True) -> dict[str, Any]:
        """The session as JSON data; with the attached files' bytes unless `with_files` is False."""
        files = self._history.attachments if with_files else None
        from desktop_agent.storage.export import export_json  # its format's models: built when used

        return self._history.call(lambda repo: export_json(repo, session_id, files))

    def export_markdown(self, session_id: str) -> str:
        from desktop_agent.storage.export_markdown import export_markdown

        return self._history.call(lambda repo: export_markdown(repo, session_id))

    def write_markdown(self, session_id: str, path: Path) -> int:
        """Write the Markdown export to `path` and the attached files it links beside it (in
        `attachments/`); returns how many files were written."""
        from desktop_agent.storage.export import build_export
        from desktop_agent.storage.export_markdown import linked_files, render_markdown

        export = self._history.call(lambda repo: build_export(repo, session_id))
        path.write_text(render_markdown(export) + "\n", encoding="utf-8")
        written = 0
        for relative, sha in linked_files(export).items():
            data = self._history.attachments.read(sha)
            if data is None:
                continue
            target = path.parent / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
            written += 1
        return written

    def import_file(self, path: Path) -> SessionInfo:
        """A JSON export as a new session; ImportProblem (a ValueError with a human message) when it is
        not one."""
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise ImportProblem(f"Could not read {path} as a JSON export: {exc}") from None
        files = self._history.attachments
        from desktop_agent.storage.export import import_json

        info = self._history.call(lambda repo: import_json(repo, data, files))
        self._changed()
        return info


__all__ = ["ImportProblem", "SessionMatch", "SessionsService", "find_sessions"]
