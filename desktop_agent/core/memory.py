"""MemoryService: the memories the person keeps, for the window, the terminal and the agent.

Nothing is remembered silently. The model's `remember` tool only *proposes* (a pending memory tied to its
session and call); the person keeps it (as is or edited) or drops it in the chat or the terminal. Only kept
memories reach a model, as a section of the system prompt (`agent.memory_prompt`). Every change made here
(add, edit, remove, keep, drop) can be undone, the newest first.

A memory's scope is everywhere (`project_id` None) or one project: a session is given the memories kept
everywhere and those of its own project, never another project's. A proposal made in a session of a project
is kept in that project.

Blocking methods (for the terminal) and `a…` coroutines (for the window) do the same things on the history
thread. Listeners hear every change made through this service.
"""

from __future__ import annotations

import builtins
import logging
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.domain.memory import (
    EVERYWHERE,
    Memory,
    MemoryChange,
    MemoryStatus,
    MemoryTextError,
    clean_memory_text,
)
from desktop_agent.storage import memories as rows
from desktop_agent.storage.projects import get_project, project_of_session
from desktop_agent.storage.repository import HistoryRepository
from desktop_agent.storage.store import HistoryStore

if TYPE_CHECKING:
    from desktop_agent.tools.base import Tool

log = logging.getLogger(__name__)
T = TypeVar("T")

MOST_PENDING = 5
"""Proposals waiting in one session at most: a model cannot flood the person with them."""

Listener = Callable[[], None]


@dataclass(frozen=True, slots=True)
class Undone:
    """What an undo did, for the person: the change it took back and the memory as it is now."""

    change: MemoryChange
    memory: Memory


def _not_found(memory_id: str) -> UserFacingError:
    return UserFacingError(
        ErrorKind.NOT_FOUND,
        f"There is no memory {memory_id!r}.",
        "List them with `desktop-agent memory list`.",
    )


SAME_SCOPE = ""
"""`edit(project_id=SAME_SCOPE)`: the memory stays where it is (None: everywhere; an id: that project)."""


def _scope_of(repo: HistoryRepository, project_id: str | None) -> str:
    """The scope a memory is kept in (UserFacingError when the project is not there)."""
    if project_id is None:
        return EVERYWHERE
    if get_project(repo, project_id) is None:
        raise UserFacingError(
            ErrorKind.NOT_FOUND, f"There is no project {project_id!r}.", "See `desktop-agent project list`."
        )
    return project_id


def _scopes_of_session(repo: HistoryRepository, session_id: str) -> tuple[str, ...]:
    project = project_of_session(repo, session_id) if session_id else None
    return (EVERYWHERE,) if project is None else (EVERYWHERE, project.id)


def _cleaned(text: str) -> str:
    try:
        return clean_memory_text(text)
    except MemoryTextError as exc:
        raise UserFacingError(ErrorKind.USAGE, str(exc)) from None


class MemoryService:
    def __init__(self, history: HistoryStore) -> None:
        self._history = history
        self._listeners: list[Listener] = []

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """`listener` hears every change made through this service (a proposal included)."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener)

    def _changed(self) -> None:
        for listener in list(self._listeners):
            try:
                listener()
            except Exception:
                log.exception("A memory listener failed")

    def _call(self, fn: Callable[[HistoryRepository], T]) -> T:
        return self._history.call(fn)

    async def _run(self, fn: Callable[[HistoryRepository], T]) -> T:
        return await self._history.run(fn)

    # ---- what the agent uses (agent.memory_prompt.MemoryBook) ----

    def for_session(self, session_id: str) -> Sequence[Memory]:
        """The kept memories a session is given: those kept everywhere, and its project's when it is in one
        (read at each turn: a session moved meanwhile goes by its new project). A history that cannot be
        read gives none (the turn goes on without them; the log says why)."""

        def given(repo: HistoryRepository) -> list[Memory]:
            scopes = _scopes_of_session(repo, session_id)
            return rows.list_memories(repo, with_sources=False, scopes=scopes)

        try:
            return self._call(given)
        except UserFacingError as error:
            log.warning("The memories could not be read; this request goes without them: %s", error.message)
            return []

    def used(self, memory_ids: Sequence[str]) -> None:
        ids, now = list(memory_ids), time.time()
        self._history.submit(lambda repo: rows.mark_used(repo, ids, now))

    def remember_tool(self, session_id: str) -> Tool:
        from desktop_agent.tools.memory import RememberTool

        async def propose(text: str, call_id: str) -> None:
            await self.apropose(session_id, call_id, text)

        return RememberTool(propose)

    async def apropose(self, session_id: str, call_id: str, text: str) -> Memory:
        """A model's proposal, pending until the person decides. Raises MemoryTextError (told to the model)
        when the text cannot be a memory or too many proposals already wait in the session."""
        text = clean_memory_text(text)

        def propose(repo: HistoryRepository) -> Memory | None:
            with repo.transaction():
                waiting = rows.list_memories(
                    repo, (MemoryStatus.PENDING,), session_id=session_id, with_sources=False
                )
                if len(waiting) >= MOST_PENDING or rows.memory_by_call(repo, session_id, call_id):
                    return None  # too many, or a call id used again (its card would act on the other)
                project = project_of_session(repo, session_id)  # kept in the session's project
                return rows.add_memory(
                    repo, text, status=MemoryStatus.PENDING, session_id=session_id, call_id=call_id,
                    project_id=project.id if project is not None else None,
                )  # fmt: skip

        made = await self._run(propose)
        if made is None:
            raise MemoryTextError(
                f"{MOST_PENDING} proposals already wait for the person in this conversation "
                "(or this call's id was used before); wait until they decide."
            )
        log.info("Memory proposed in session %s (%s)", session_id, made.id)
        self._changed()
        return made

    # ---- reading ----

    def list(
        self, query: str = "", *, pending: bool = False, scope: str | None = None
    ) -> builtins.list[Memory]:
        """Kept memories (and with `pending`, proposals waiting), the newest change first; `scope`: only
        those kept everywhere (`EVERYWHERE`) or in one project (its id)."""
        statuses = (MemoryStatus.KEPT, MemoryStatus.PENDING) if pending else (MemoryStatus.KEPT,)
        return self._call(lambda repo: rows.list_memories(repo, statuses, query=query, scope=scope))

    async def alist(self, query: str = "", *, scope: str | None = None) -> builtins.list[Memory]:
        """Kept memories; `scope`: only those kept everywhere (`EVERYWHERE`) or in one project (its id)."""
        return await self._run(lambda repo: rows.list_memories(repo, query=query, scope=scope))

    def get(self, memory_id: str) -> Memory:
        """A memory by its id or the start of it (UserFacingError when none or several match)."""
        found = self._call(lambda repo: rows.find_memory(repo, memory_id.strip()))
        if not found or not memory_id.strip():
            raise _not_found(memory_id)
        if len(found) > 1:
            raise UserFacingError(
                ErrorKind.USAGE,
                f"{memory_id!r} is the start of several memories' ids.",
                "Give more of the id, as `desktop-agent memory list` shows it.",
            )
        return found[0]

    async def aget(self, memory_id: str) -> Memory | None:
        return await self._run(lambda repo: rows.get_memory(repo, memory_id))

    async def apending(self, session_id: str) -> builtins.list[Memory]:
        """The proposals of a session, whatever became of them (its cards show each one's state)."""
        statuses = tuple(MemoryStatus)
        return await self._run(lambda repo: rows.list_memories(repo, statuses, session_id=session_id))

    def waiting(self, session_id: str) -> builtins.list[Memory]:
        """The proposals of a session still waiting for the person."""
        return self._call(
            lambda repo: rows.list_memories(repo, (MemoryStatus.PENDING,), session_id=session_id)
        )

    async def aby_call(self, session_id: str, call_id: str) -> Memory | None:
        """The proposal a `remember` call made (its card shows what became of it)."""
        return await self._run(lambda repo: rows.memory_by_call(repo, session_id, call_id))

    async def asource_text(self, memory: Memory) -> str:
        """What the person wrote before the answer that proposed it ('' when written by them, or gone)."""
        return await self._run(lambda repo: rows.source_text(repo, memory))

    # ---- changing (each undoable) ----

    def _change(
        self, memory_id: str, action: str, **how: Any
    ) -> Callable[[HistoryRepository], Memory | None]:
        return lambda repo: rows.change_memory(repo, memory_id, action, **how)

    def _done(self, memory_id: str, changed: Memory | None, what: str) -> Memory:
        if changed is None:
            raise UserFacingError(ErrorKind.USAGE, f"The memory {memory_id!r} cannot be {what} now.")
        self._changed()
        return changed

    def _add(self, text: str, project_id: str | None) -> Callable[[HistoryRepository], Memory]:
        text = _cleaned(text)

        def add(repo: HistoryRepository) -> Memory:
            with repo.transaction():
                _scope_of(repo, project_id)
                return rows.add_memory(repo, text, project_id=project_id)

        return add

    def add(self, text: str, *, project_id: str | None = None) -> Memory:
        """A memory written by the person, kept at once: everywhere, or in one project."""
        made = self._call(self._add(text, project_id))
        self._changed()
        return made

    async def aadd(self, text: str, *, project_id: str | None = None) -> Memory:
        made = await self._run(self._add(text, project_id))
        self._changed()
        return made

    def _edit(
        self, memory_id: str, text: str | None, project_id: str | None
    ) -> Callable[[HistoryRepository], Memory | None]:
        words = None if text is None else _cleaned(text)

        def edit(repo: HistoryRepository) -> Memory | None:
            with repo.transaction():
                scope = None if project_id == SAME_SCOPE else _scope_of(repo, project_id)
                return rows.change_memory(
                    repo, memory_id, "edit", text=words, scope=scope, allowed_from=(MemoryStatus.KEPT,)
                )

        return edit

    def edit(self, memory_id: str, text: str | None = None, *, project_id: str | None = SAME_SCOPE) -> Memory:
        """Change a kept memory's words (None keeps them) and/or its scope: `project_id` None is everywhere,
        an id that project, `SAME_SCOPE` (the default) where it is."""
        mid = self.get(memory_id).id
        return self._done(mid, self._call(self._edit(mid, text, project_id)), "edited")

    async def aedit(
        self, memory_id: str, text: str | None = None, *, project_id: str | None = SAME_SCOPE
    ) -> Memory:
        changed = await self._run(self._edit(memory_id, text, project_id))
        return self._done(memory_id, changed, "edited")

    def remove(self, memory_id: str) -> Memory:
        mid = self.get(memory_id).id
        changed = self._call(
            self._change(mid, "remove", status=MemoryStatus.REMOVED, allowed_from=(MemoryStatus.KEPT,))
        )
        return self._done(mid, changed, "removed")

    async def aremove(self, memory_id: str) -> Memory:
        changed = await self._run(
            self._change(memory_id, "remove", status=MemoryStatus.REMOVED, allowed_from=(MemoryStatus.KEPT,))
        )
        return self._done(memory_id, changed, "removed")

    def keep(self, memory_id: str, text: str | None = None) -> Memory:
        """Keep a proposal, in the person's words when `text` is given."""
        words = None if text is None else _cleaned(text)
        changed = self._call(
            self._change(
                memory_id, "keep", text=words, status=MemoryStatus.KEPT, allowed_from=(MemoryStatus.PENDING,)
            )
        )
        return self._done(memory_id, changed, "kept")

    async def akeep(self, memory_id: str, text: str | None = None) -> Memory:
        words = None if text is None else _cleaned(text)
        changed = await self._run(
            self._change(
                memory_id, "keep", text=words, status=MemoryStatus.KEPT, allowed_from=(MemoryStatus.PENDING,)
            )
        )
        return self._done(memory_id, changed, "kept")

    def drop(self, memory_id: str) -> Memory:
        changed = self._call(
            self._change(memory_id, "drop", status=MemoryStatus.DROPPED, allowed_from=(MemoryStatus.PENDING,))
        )
        return self._done(memory_id, changed, "dropped")

    async def adrop(self, memory_id: str) -> Memory:
        changed = await self._run(
            self._change(memory_id, "drop", status=MemoryStatus.DROPPED, allowed_from=(MemoryStatus.PENDING,))
        )
        return self._done(memory_id, changed, "dropped")

    def undo(self) -> Undone | None:
        """Take back the newest change (None: nothing to undo)."""
        done = self._call(lambda repo: rows.undo_change(repo))
        if done is None:
            return None
        self._changed()
        return Undone(*done)

    async def aundo(self, memory_id: str | None = None) -> Undone | None:
        """Take back the newest change (of one memory, when named)."""

        def undo(repo: HistoryRepository) -> tuple[MemoryChange, Memory] | None:
            if memory_id is None:
                return rows.undo_change(repo)
            last = rows.last_change(repo, memory_id)
            return rows.undo_change(repo, last.id) if last is not None else None

        done = await self._run(undo)
        if done is None:
            return None
        self._changed()
        return Undone(*done)


def memory_as_dict(memory: Memory) -> dict[str, Any]:
    """A memory for `--json` and exports."""
    return {
        "id": memory.id,
        "text": memory.text,
        "status": memory.status.value,
        "scope": memory.scope,
        "source": (
            "written by you"
            if memory.written_by_you
            else {"session": memory.session_id, "message": memory.message_id, "call": memory.call_id}
        ),
        "edited": memory.edited,
        "created_at": memory.created_at,
        "updated_at": memory.updated_at,
        "last_used_at": memory.last_used_at,
    }
