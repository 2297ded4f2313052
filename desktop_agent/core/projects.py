"""ProjectsService: sessions grouped with what they share, for the window, the terminal and the agent.

A project (`domain.projects.Project`) has a name (unique whatever its case), a workspace folder,
instructions (sent after the base prompt, the profile and skills, before the session's own), a default
model and profile, knowledge bases, the MCP servers its sessions may use, and its own memories. A session
of one project is never given another project's memories or instructions.

The window's calls (`core = AppCore`):

    projects = await core.projects.alist()                       # every project, by name
    project = await core.projects.acreate("Thesis", workspace="/home/me/thesis", instructions="…")
    project = await core.projects.aedit(project.id, instructions="…", model="gpt-4.1")
    await core.projects.aset_collapsed(project.id, True)         # the list's group folded
    await core.projects.amove(session_id, project.id)            # into a project (None: out of any)
    await core.projects.adelete(project.id)                      # its sessions stay, outside any project
    session = await core.projects.anew_session(project.id, fallback_workspace=window_workspace)
    draft = await core.projects.adraft_session(project.id, fallback_workspace=window_workspace)
    unsubscribe = core.projects.subscribe(listener)              # every change; a move also tells
                                                                 # core.sessions' listeners

`anew_session` stores a new session in the project with the project's workspace, provider/model, profile
and knowledge bases (each only when the caller names none; the app's defaults when the project has none).
`adraft_session` gives the same session not yet stored (id ""): the window shows it, and its first turn
stores it in the project (an untouched one leaves nothing).
`acreate`/`aedit` take the fields of `Project` as keywords (name, workspace, instructions, provider, model,
agent, knowledge, mcp_servers, collapsed). Refusals are `UserFacingError`: USAGE for a bad or taken name
or a workspace that is not a folder, NOT_FOUND for a project (or session) that is not there.

Deleting a project deletes its memories with it (they were its own: giving them to every session would
carry them where they were never meant to go); its sessions stay, outside any project.
"""

from __future__ import annotations

import builtins
import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from desktop_agent.core.sessions import SessionsService
from desktop_agent.domain.display import visible
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.domain.projects import Project
from desktop_agent.storage import projects as rows
from desktop_agent.storage.repository import HistoryRepository
from desktop_agent.storage.store import HistoryStore

if TYPE_CHECKING:
    from desktop_agent.agent.service import AgentService, ChatSession
    from desktop_agent.core.models import ModelChoice

log = logging.getLogger(__name__)
T = TypeVar("T")
Listener = Callable[[], None]

MOST_NAME_CHARS = 80
MOST_INSTRUCTIONS = 20_000
"""Characters of a project's instructions (as a session's own)."""

LIST_THEM = "See them with `desktop-agent project list`."


def _usage(message: str, action: str = "", **values: Any) -> UserFacingError:
    """A refusal in words ({names} filled from `values`)."""
    words = {name: str(value) for name, value in values.items()}
    return UserFacingError(ErrorKind.USAGE, message.format(**words), action.format(**words))


def not_found(wanted: str) -> UserFacingError:
    return UserFacingError(ErrorKind.NOT_FOUND, f"There is no project '{visible(wanted)}'.", LIST_THEM)


def clean_name(name: str) -> str:
    """A project's name as kept: one line, trimmed, not empty, at most 80 characters."""
    cleaned = " ".join(str(name).split())
    if not cleaned:
        raise _usage("A project needs a name.")
    if len(cleaned) > MOST_NAME_CHARS:
        raise _usage(
            "A project's name can be at most {most} characters long.",
            most=MOST_NAME_CHARS,
        )
    if any(not ch.isprintable() for ch in cleaned):
        raise _usage("A project's name cannot hold control characters.")
    return cleaned


def clean_workspace(folder: str | Path) -> str:
    """The workspace as kept: '' (the app's default) or the absolute path of a folder that exists."""
    text = str(folder).strip()
    if not text:
        return ""
    path = Path(text).expanduser()
    if not path.is_dir():
        raise _usage(
            "The folder {folder} does not exist.",
            "Choose a folder that exists as the project's workspace.",
            folder=visible(str(path)),
        )
    return str(path.resolve())


def _names(values: Sequence[str] | None) -> tuple[str, ...] | None:
    if values is None:
        return None
    if isinstance(values, str):
        values = [values]
    return tuple(dict.fromkeys(v.strip() for v in values if v.strip()))


def clean_fields(fields: dict[str, Any]) -> dict[str, Any]:
    """The fields of `create`/`edit` checked and as kept (UserFacingError USAGE on bad input)."""
    unknown = set(fields) - rows.EDITABLE
    if unknown:
        raise ValueError(f"projects have no {sorted(unknown)}")
    cleaned: dict[str, Any] = {}
    for key, value in fields.items():
        if key == "name":
            cleaned[key] = clean_name(value)
        elif key == "workspace":
            cleaned[key] = clean_workspace(value or "")
        elif key == "instructions":
            text = str(value or "").strip()
            if len(text) > MOST_INSTRUCTIONS:
                raise _usage(
                    "A project's instructions can be at most {most} characters.",
                    most=f"{MOST_INSTRUCTIONS:,}",
                )
            cleaned[key] = text
        elif key in ("provider", "model", "agent"):
            cleaned[key] = str(value or "").strip()
        elif key == "knowledge":
            cleaned[key] = _names(value) or ()
        elif key == "mcp_servers":
            cleaned[key] = _names(value)
        else:
            cleaned[key] = bool(value)
    return cleaned


def _name_taken(name: str) -> UserFacingError:
    return _usage(
        "There is already a project called '{name}'.",
        "Choose another name (names are the same whatever their case).",
        name=visible(name),
    )


def _create(name: str, fields: dict[str, Any]) -> Callable[[HistoryRepository], Project]:
    def create(repo: HistoryRepository) -> Project:
        with repo.transaction():
            if rows.project_named(repo, name) is not None:
                raise _name_taken(name)
            return rows.add_project(repo, name, **fields)

    return create


def _edit(project_id: str, fields: dict[str, Any]) -> Callable[[HistoryRepository], Project]:
    def edit(repo: HistoryRepository) -> Project:
        with repo.transaction():
            if rows.get_project(repo, project_id) is None:
                raise not_found(project_id)
            name = fields.get("name")
            same = rows.project_named(repo, name) if name else None
            if same is not None and same.id != project_id:
                raise _name_taken(str(name))
            changed = rows.change_project(repo, project_id, **fields)
            assert changed is not None
            return changed

    return edit


def _move(session_id: str, project_id: str | None) -> Callable[[HistoryRepository], None]:
    def move(repo: HistoryRepository) -> None:
        with repo.transaction():
            if project_id is not None and rows.get_project(repo, project_id) is None:
                raise not_found(project_id)
            if not rows.move_session(repo, session_id, project_id):
                raise UserFacingError(
                    ErrorKind.NOT_FOUND,
                    f"There is no session {session_id!r}.",
                    "See `desktop-agent sessions list`.",
                )

    return move


class ProjectsService:
    """Blocking methods for the terminal, `a…` coroutines for the window; both on the history thread."""

    def __init__(
        self,
        history: HistoryStore,
        sessions: SessionsService,
        *,
        service: Callable[[], AgentService] | None = None,
        choose: Callable[..., ModelChoice] | None = None,
        default_agent: Callable[[], str] = lambda: "build",
        profiles: Callable[[], Sequence[str]] | None = None,
    ) -> None:
        self._history = history
        self._sessions = sessions
        self._service = service
        self._choose = choose
        self._default_agent = default_agent
        self._profiles = profiles
        self._listeners: list[Listener] = []

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """`listener` hears every change made through this service."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener)

    def _checked(self, fields: dict[str, Any]) -> dict[str, Any]:
        """`fields` as kept; a profile the app does not have is refused in words."""
        kept = clean_fields(fields)
        wanted = kept.get("agent")
        if wanted and self._profiles is not None:
            known = list(self._profiles())
            if wanted not in known:
                raise _usage(
                    "There is no agent profile called {name}.", "Use one of: {known}.",
                    name=visible(wanted), known=", ".join(known),
                )  # fmt: skip
        return kept

    def _changed(self, *, sessions: bool = False) -> None:
        for listener in list(self._listeners):
            try:
                listener()
            except Exception:
                log.exception("A project listener failed")
        if sessions:
            self._sessions.notify()

    # ---- async, for the window ----

    async def alist(self) -> builtins.list[Project]:
        return await self._history.run(rows.list_projects)

    async def aget(self, project_id: str) -> Project | None:
        return await self._history.run(lambda repo: rows.get_project(repo, project_id))

    async def acreate(self, name: str, **fields: Any) -> Project:
        cleaned, kept = clean_name(name), self._checked(fields)
        made = await self._history.run(_create(cleaned, kept))
        log.info("Project %s created", made.id)
        self._changed()
        return made

    async def aedit(self, project_id: str, **fields: Any) -> Project:
        changed = await self._history.run(_edit(project_id, self._checked(fields)))
        self._changed()
        return changed

    async def adelete(self, project_id: str) -> None:
        done = await self._history.run(lambda repo: rows.delete_project(repo, project_id))
        if done is None:
            raise not_found(project_id)
        log.info("Project %s deleted (%d sessions let go, %d memories deleted)", project_id, *done)
        self._changed(sessions=True)

    async def amove(self, session_id: str, project_id: str | None) -> None:
        """Put a session in a project, or outside any (None)."""
        await self._history.run(_move(session_id, project_id))
        self._changed(sessions=True)

    async def aset_collapsed(self, project_id: str, collapsed: bool) -> None:
        await self.aedit(project_id, collapsed=collapsed)

    async def anew_session(
        self,
        project_id: str,
        *,
        fallback_workspace: Path,
        agent: str | None = None,
        provider: str | None = None,
        model: str | None = None,
    ) -> ChatSession:
        """A new session stored in the project, begun as the project says (see the module's words)."""
        project = await self.aget(project_id)
        if project is None:
            raise not_found(project_id)
        session = self.start_session(
            project, fallback_workspace=fallback_workspace, agent=agent, provider=provider, model=model
        )
        self._sessions.notify()
        return session

    async def adraft_session(self, project_id: str, *, fallback_workspace: Path) -> ChatSession:
        """A new session of the project as `anew_session` begins it, not stored yet (its id is ""): the
        front end stores it with its first turn (`AgentService.new_session(project_id=, knowledge=)`)."""
        project = await self.aget(project_id)
        if project is None:
            raise not_found(project_id)
        return self.start_session(project, fallback_workspace=fallback_workspace, store=False)

    def start_session(
        self,
        project: Project,
        *,
        fallback_workspace: Path,
        agent: str | None = None,
        provider: str | None = None,
        model: str | None = None,
        base_url: str = "",
        store: bool = True,
    ) -> ChatSession:
        """A new session in `project` (the caller's choices first, then the project's, then the app's
        defaults), stored unless `store` is False."""
        if self._service is None or self._choose is None:
            raise RuntimeError("this ProjectsService cannot start sessions")
        settings = project_choices(project, agent=agent, provider=provider, model=model)
        profile = settings["agent"] or self._default_agent()
        choice = self._choose(provider=settings["provider"], model=settings["model"], agent=settings["agent"])
        workspace = Path(project.workspace) if project.workspace else fallback_workspace
        if project.workspace and not workspace.is_dir():
            raise _usage(
                "The folder of the project {name}, {folder}, does not exist any more.",
                "Choose another folder for the project.",
                name=visible(project.name),
                folder=visible(project.workspace),
            )
        if not store:
            from desktop_agent.agent.service import ChatSession as Draft

            return Draft(
                "", profile, choice.provider, choice.model, workspace, base_url=base_url,
                knowledge=tuple(project.knowledge), project_id=project.id,
            )  # fmt: skip
        return self._service().new_session(
            agent=profile, provider=choice.provider, model=choice.model, workspace=workspace,
            base_url=base_url, project_id=project.id, knowledge=project.knowledge,
        )  # fmt: skip

    # ---- blocking, for the terminal ----

    def list(self) -> builtins.list[Project]:
        return self._history.call(rows.list_projects)

    def find(self, wanted: str) -> Project:
        """A project by name (any case), id or the start of an id; UserFacingError when none or several."""
        text = wanted.strip()
        found = self._history.call(lambda repo: rows.find_projects(repo, text)) if text else []
        if not found:
            raise not_found(wanted)
        if len(found) > 1:
            raise UserFacingError(
                ErrorKind.USAGE,
                f"{wanted!r} is the start of several projects' ids.",
                "Give the project's name, or more of its id.",
            )
        return found[0]

    def create(self, name: str, **fields: Any) -> Project:
        made = self._history.call(_create(clean_name(name), self._checked(fields)))
        log.info("Project %s created", made.id)
        self._changed()
        return made

    def edit(self, project_id: str, **fields: Any) -> Project:
        changed = self._history.call(_edit(project_id, self._checked(fields)))
        self._changed()
        return changed

    def delete(self, project_id: str) -> tuple[int, int]:
        """Delete a project; returns (sessions now outside any project, kept memories deleted)."""
        done = self._history.call(lambda repo: rows.delete_project(repo, project_id))
        if done is None:
            raise not_found(project_id)
        self._changed(sessions=True)
        return done

    def move(self, session_id: str, project_id: str | None) -> None:
        self._history.call(_move(session_id, project_id))
        self._changed(sessions=True)

    def sessions_of(self, project_id: str | None) -> builtins.list[str]:
        """The ids of a project's sessions (None: those outside any project)."""
        return self._history.call(lambda repo: rows.sessions_in(repo, project_id))

    # ---- what the agent uses ----

    def for_session(self, session_id: str) -> Project | None:
        """The project of a stored session, read at each turn (a session moved meanwhile goes by its new
        project). A history that cannot be read gives none (the log says why)."""
        if not session_id:
            return None
        try:
            return self._history.call(lambda repo: rows.project_of_session(repo, session_id))
        except UserFacingError as error:
            log.warning("The session's project could not be read: %s", error.message)
            return None


def project_choices(
    project: Project | None, *, agent: str | None, provider: str | None, model: str | None
) -> dict[str, str | None]:
    """The profile, provider and model a new session of `project` begins with: what the caller named,
    else the project's (None: the app decides). A caller naming a provider or a model chooses both."""
    if project is None:
        return {"agent": agent, "provider": provider, "model": model}
    if not (provider or model):
        provider, model = project.provider or None, project.model or None
    return {"agent": agent or project.agent or None, "provider": provider, "model": model}


def project_as_dict(project: Project) -> dict[str, Any]:
    """A project for `--json`."""
    return {
        "id": project.id,
        "name": project.name,
        "workspace": project.workspace,
        "instructions": project.instructions,
        "provider": project.provider,
        "model": project.model,
        "agent": project.agent,
        "knowledge": list(project.knowledge),
        "mcp_servers": None if project.mcp_servers is None else list(project.mcp_servers),
        "collapsed": project.collapsed,
        "created_at": project.created_at,
        "updated_at": project.updated_at,
    }
