"""The application core: everything the app runs on, wired once from the app's paths.

`open_core` opens settings, history and the MCP server list and returns an `AppCore` that owns them, the
keys, the model providers, the permission store and the agent service. The window, `desktop-agent chat`,
`desktop-agent sessions` and the tests' harnesses all get their objects here; no front end wires an
adapter itself. Closing the core closes everything in order.

Nothing heavy loads with this module: the agent (its tools, policy and the permission store) is made the
first time a turn or a session needs it, the keyring when a key is first needed.
"""

from __future__ import annotations

import asyncio
import logging
import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from desktop_agent.config.paths import AppPaths
from desktop_agent.config.settings import Settings, load_settings, save_settings
from desktop_agent.core.keys import RunKeys, os_keyring
from desktop_agent.core.models import ModelChoice, choose_model, default_choice, model_choices
from desktop_agent.core.providers import ProviderRegistry
from desktop_agent.core.sessions import SessionsService
from desktop_agent.core.skills import SkillsService
from desktop_agent.core.turns import Turns
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.logging_setup import SecretScrubber, setup_logging
from desktop_agent.secrets.base import SecretStore
from desktop_agent.storage.store import HistoryStore
from desktop_agent.tools.mcp.manager import McpManager
from desktop_agent.tools.mcp.skill_shelf import SkillShelf

if TYPE_CHECKING:
    from desktop_agent.agent.service import AgentService
    from desktop_agent.core.incognito import IncognitoFolder
    from desktop_agent.core.knowledge import KnowledgeService
    from desktop_agent.core.mcp_apps import McpViews
    from desktop_agent.core.memory import MemoryService
    from desktop_agent.core.projects import ProjectsService
    from desktop_agent.core.schedules import SchedulesService
    from desktop_agent.core.speech import SpeechService
    from desktop_agent.core.updates import UpdateService
    from desktop_agent.core.voice import VoiceService
    from desktop_agent.storage.permissions import PermissionStore
    from desktop_agent.tools.base import Tool
    from desktop_agent.tools.registry import ToolRegistry

log = logging.getLogger(__name__)

SettingsListener = Callable[[Settings], None]


class AppCore:
    """Owns settings, history, keys, providers, MCP servers, permissions and the agent service."""

    def __init__(
        self,
        paths: AppPaths,
        settings: Settings,
        history: HistoryStore,
        *,
        scrubber: SecretScrubber,
        mcp: McpManager,
        secrets: SecretStore | None = None,
        incognito: IncognitoFolder | None = None,
    ) -> None:
        self.paths = paths
        self.incognito = incognito
        """An incognito chat's temporary folder (core/incognito.py): its history is there, it gets no
        memories, knowledge bases or search_history, and the folder is removed on closing. None: the
        person's own history."""
        self._settings = settings
        self.history = history
        self.scrubber = scrubber
        self.mcp = mcp
        self._secrets = secrets
        self._keys: RunKeys | None = None
        mcp.use_secrets(lambda: self.keys)  # sign-in tokens of MCP servers: the keyring, read when needed
        mcp.use_client_metadata_url(lambda: self._settings.mcp_client_id_metadata_url)  # read at each sign-in
        self.providers = ProviderRegistry(settings, lambda: self.keys, scrubber)
        self.sessions = SessionsService(history)
        self.served_skills = SkillShelf(self.mcp.served)
        """The skills MCP servers serve, named for the model and the @ menu."""
        self.skills = SkillsService(
            paths,
            lambda: self._settings,
            self.save_settings,
            served=self.served_skills.skills,
            load_served=self.served_skills.load,
        )
        self.turns = Turns(self)
        """The one way a turn is started: the window, the terminal and the tests say what the person did."""
        self._permissions: PermissionStore | None = None
        self._service: AgentService | None = None
        self._hidden_env: set[str] = set()
        self._settings_listeners: list[SettingsListener] = []
        self._closed = False
        self._root_tasks: set[asyncio.Task[None]] = set()
        self._knowledge: KnowledgeService | None = None
        self._memory: MemoryService | None = None
        self._projects: ProjectsService | None = None
        self._voice: VoiceService | None = None
        self._speech: SpeechService | None = None
        self._updates: UpdateService | None = None
        self._mcp_views: McpViews | None = None

    # ---- settings ----

    @property
    def settings(self) -> Settings:
        return self._settings

    def subscribe_settings(self, listener: SettingsListener) -> Callable[[], None]:
        """`listener` hears every new settings object, after the core itself has taken it."""
        self._settings_listeners.append(listener)
        return lambda: self._settings_listeners.remove(listener)

    async def apply_settings(self, settings: Settings) -> None:
        """New settings hold from the next turn on: providers are built again, the agent takes the new
        profiles, rules and limits; running turns keep theirs."""
        self._settings = settings
        await self.providers.update(settings)
        if self._service is not None:
            self._service.update_settings(settings)
        for listener in list(self._settings_listeners):
            listener(settings)

    async def save_settings(self, settings: Settings) -> None:
        """Write the settings file (atomically), then apply it. UserFacingError when it cannot be written."""
        try:
            save_settings(settings, self.paths.settings_file)
        except OSError as exc:
            raise UserFacingError(
                ErrorKind.CONFIG,
                f"Could not save the settings to {self.paths.settings_file}: {exc.strerror or exc}.",
                "Check that the folder is writable and the disk is not full.",
            ) from None
        await self.apply_settings(settings)

    # ---- models ----

    def choose_model(
        self, *, provider: str | None = None, model: str | None = None, agent: str | None = None
    ) -> ModelChoice:
        return choose_model(self._settings, provider=provider, model=model, agent=agent)

    def default_model(self) -> ModelChoice:
        return default_choice(self._settings)

    def model_choices(self) -> list[str]:
        return model_choices(self._settings)

    # ---- keys ----

    @property
    def keys(self) -> RunKeys:
        """The keyring, with keys kept for this run only in front of it (loads the keyring library)."""
        if self._keys is None:
            if self._secrets is None:
                self._secrets = os_keyring()
            self._keys = RunKeys(self._secrets)
        return self._keys

    def key_from_environment(self, provider: str, variable: str) -> None:
        """Use the API key in environment variable `variable` for this run: it is taken out of this
        process's environment at once, and never reaches a command or an MCP server started later."""
        value = os.environ.pop(variable, None)
        self._hidden_env.add(variable)
        if not value:
            raise UserFacingError(
                ErrorKind.NO_API_KEY,
                f"The environment variable {variable} is not set or is empty.",
                "Set it to the API key, or store the key with `desktop-agent keys set`.",
            )
        self.providers.use_key(provider, value)

    # ---- the agent ----

    @property
    def permissions(self) -> PermissionStore:
        """Saved approvals ("for this session", "always"); one store for the whole app."""
        if self._permissions is None:
            from desktop_agent.storage.permissions import PermissionStore

            incognito = self.incognito
            kept = self.paths.permissions_file if incognito is None else incognito.permissions_file
            self._permissions = PermissionStore(kept)
        return self._permissions

    @property
    def protected_dirs(self) -> tuple[Path, ...]:
        """The app's own folders, out of reach of every tool: the data, settings and log folders, and an
        incognito chat's temporary folder."""
        extra = (self.incognito.path,) if self.incognito is not None else ()
        return (*self.paths.protected_dirs, *extra)

    def tools_for_workspace(self, workspace: Path) -> ToolRegistry:
        """The built-in tools confined to `workspace` (the app's own folders out of reach), then the tools
        of the MCP servers that are up."""
        from desktop_agent.tools.builtin import builtin_tools
        from desktop_agent.tools.mcp.manager import with_mcp_tools

        protected = self.protected_dirs
        hidden = tuple(sorted(self._hidden_env))
        sandbox = self._settings.sandbox

        def builtin(ws: Path) -> ToolRegistry:
            return builtin_tools(ws, protected=protected, hidden_env=hidden, sandbox_settings=sandbox)

        make = with_mcp_tools(builtin, self.mcp)
        registry = make(workspace)
        if self._settings.web_search.backend != "off":  # off by default: no query leaves the computer
            from desktop_agent.tools.web_search import WebSearchTool

            search = self._settings.web_search  # the key is read from the keyring at the first search
            web = WebSearchTool(search, lambda name: self.keys.get(name), on_key=self.scrubber.add)
            registry = registry.with_tool(web)
        return registry

    def knowledge_tool(self, bases: Sequence[str]) -> Tool:
        """search_knowledge over a session's knowledge bases (those since deleted are left out)."""
        from desktop_agent.tools.knowledge import SearchKnowledgeTool

        return SearchKnowledgeTool(bases, self.knowledge.search_bases)

    def history_tool(self, session_id: str) -> Tool:
        """search_history for one session: its project's earlier conversations (or those outside any
        project), never itself (core/history_search.py)."""
        from desktop_agent.core.history_search import history_tool

        return history_tool(self.history, session_id)

    @property
    def knowledge(self) -> KnowledgeService:
        """The knowledge bases in the data folder (made on first use)."""
        if self.incognito is not None:
            raise UserFacingError(
                ErrorKind.USAGE,
                "An incognito chat searches no knowledge base.",
                "Start a chat that is not incognito to use one.",
            )
        if self._knowledge is None:
            from desktop_agent.core.knowledge import KnowledgeService

            self._knowledge = KnowledgeService(self.paths)
        return self._knowledge

    @property
    def memory(self) -> MemoryService:
        """The memories the person keeps (sent to the model) and the model's proposals (made on first use)."""
        if self._memory is None:
            from desktop_agent.core.memory import MemoryService

            self._memory = MemoryService(self.history)
        return self._memory

    @property
    def projects(self) -> ProjectsService:
        """Projects: sessions grouped with a workspace, instructions, defaults and memories of their own
        (made on first use)."""
        if self._projects is None:
            from desktop_agent.core.projects import ProjectsService

            self._projects = ProjectsService(
                self.history, self.sessions, service=lambda: self.service, choose=self.choose_model,
                default_agent=lambda: self._settings.default_agent,
                profiles=lambda: self.service.profile_names(),
            )  # fmt: skip
        return self._projects

    @property
    def schedules(self) -> SchedulesService:
        """Scheduled jobs: kept in the history, registered with the OS scheduler, run unattended."""
        from desktop_agent.core.schedules import SchedulesService

        return SchedulesService(self)

    @property
    def voice(self) -> VoiceService:
        """Speech to text for dictation: the model on this computer or an endpoint (`core.voice`)."""
        if self._voice is None:
            from desktop_agent.core.voice import voice_service

            self._voice = voice_service(self)
        return self._voice

    @property
    def speech(self) -> SpeechService:
        """Answers read aloud and the microphone (`core.speech`); a provider's address and key for the
        speech endpoint, read in the speaking thread when it is used."""
        if self._speech is None:
            from desktop_agent.core.speech import SpeechService

            def endpoint(name: str | None) -> tuple[str, str]:
                provider = name or self.default_model().provider
                key = self.keys.get(provider) or ""
                if key:
                    self.scrubber.add(key)
                return self.providers.endpoint(provider), key

            self._speech = SpeechService(lambda: self._settings, endpoint)
        return self._speech

    @property
    def updates(self) -> UpdateService:
        """A new version of the installed app: looked for, offered, put in place (`core.updates`)."""
        if self._updates is None:
            from desktop_agent.core.updates import UpdateService

            self._updates = UpdateService(lambda: self._settings, lambda: self.paths.data_dir)
        return self._updates

    def keep_knowledge_current(self) -> None:
        """While the app runs (on its event loop): the knowledge bases checked soon and their folders
        watched; nothing is loaded when there is no base."""
        folder = self.paths.data_dir / "knowledge"
        if folder.is_dir() and any(folder.glob("*.sqlite3")):
            self.knowledge.keep_current()

    def offer_roots(self, workspace: Path) -> None:
        """MCP servers are offered the workspace of the turn starting as their root (`roots/list`); those
        running are told when it changes."""
        if self.mcp.roots == (workspace,):
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return  # no event loop (a blocking caller): the next turn offers it

        def done(task: asyncio.Task[None]) -> None:
            self._root_tasks.discard(task)
            if not task.cancelled() and task.exception() is not None:
                log.warning("MCP servers could not be told the new workspace: %s", task.exception())

        task = loop.create_task(self.mcp.set_roots([workspace]))
        self._root_tasks.add(task)
        task.add_done_callback(done)

    @property
    def mcp_views(self) -> McpViews:
        """The views of MCP tool calls (MCP Apps), with their calls held to the session's rules."""
        if self._mcp_views is None:
            from desktop_agent.core.mcp_apps import McpViews

            self._mcp_views = McpViews(self.mcp.views, lambda: self.service)
        return self._mcp_views

    @property
    def service_loaded(self) -> bool:
        return self._service is not None

    @property
    def service(self) -> AgentService:
        """The agent service, made on first use with the settings of that moment."""
        if self._service is None:
            from desktop_agent.agent.service import AgentService

            self._service = AgentService(
                settings=self._settings,
                tools_for_workspace=self.tools_for_workspace,
                history=self.history,
                permissions=self.permissions,
                protected_dirs=self.protected_dirs,
                skills_for_workspace=self.skills.for_workspace,
                load_skill=self.skills.load,
                on_turn=self.offer_roots,
                knowledge_tool=self.knowledge_tool if self.incognito is None else None,
                memory=self.memory if self.incognito is None else None,
                project_of=self.projects.for_session,
                history_tool=self.history_tool if self.incognito is None else None,
            )
        return self._service

    def notices(self) -> list[UserFacingError]:
        """What the person should be told once the app is up: a damaged history, a broken MCP list,
        commands that will run without a sandbox. Blocking (it tries the sandbox once): call it from a
        worker thread in the window."""
        found = [n for n in (self.history.notice, self.mcp.load_error) if n is not None]
        sandbox = self.sandbox_notice()
        return [*found, sandbox] if sandbox is not None else found

    def sandbox_notice(self) -> UserFacingError | None:
        from desktop_agent.tools.sandbox import unconfined_reason

        settings = self._settings.sandbox
        why = unconfined_reason(enabled=settings.enabled)
        if why is None:
            return None
        if settings.ask_without_sandbox:
            action = "Every command will ask before it runs, whatever your rules say."
        else:
            action = "Your rules still allow commands without asking, as you chose in the settings."
        message = f"Commands are not sandboxed: {why}. They run with all of your rights."
        return UserFacingError(ErrorKind.CONFIG, message, action)

    # ---- closing ----

    async def aclose(self) -> None:
        """Stop running turns (their partial answers are kept), then close providers, MCP servers and
        the history, in that order. Safe to call twice."""
        if self._closed:
            return
        self._closed = True
        if self._speech is not None:
            self._speech.close()  # no answer goes on being read, no microphone stays open
        try:
            if self._service is not None:
                await self._service.shutdown()
            await self.providers.aclose()
            await self.mcp.aclose()
            if self._knowledge is not None:
                await self._knowledge.aclose()  # syncs stopped and waited for: no task is left behind
        finally:
            if self._knowledge is not None:
                self._knowledge.close()
            self._close_history()

    def close(self) -> None:
        """For front ends without an event loop (`desktop-agent sessions`): closes the history."""
        if not self._closed:
            self._closed = True
            if self._speech is not None:
                self._speech.close()
            if self._knowledge is not None:
                self._knowledge.close()
            self._close_history()

    def _close_history(self) -> None:
        try:
            self.history.close()
        finally:
            if self.incognito is not None:
                self.incognito.remove()  # the incognito chat's folder goes with it


def open_core(
    paths: AppPaths,
    *,
    secrets: SecretStore | None = None,
    mcp_config: Path | None = None,
    settings: Settings | None = None,
    logging_to_file: bool = True,
    tolerate_bad_settings: bool = False,
) -> AppCore:
    """Open the app's data: create its folders, start the log (keys scrubbed), read the settings, open
    (migrate, recover) the history and read the MCP server list. Blocking: run it in a worker thread from
    an event loop. Raises UserFacingError (a broken settings file, an unusable data folder).

    `secrets` replaces the OS keyring, `mcp_config` the app's MCP server list, `settings` the settings
    file; `tolerate_bad_settings` opens with the defaults when the settings file is broken (for commands
    that do not need it, such as `desktop-agent sessions`).
    """
    try:
        paths.ensure()
    except OSError as exc:
        raise UserFacingError(
            ErrorKind.STORAGE_READ_ONLY,
            f"Could not use the data folder {paths.data_dir}: {exc.strerror or exc}.",
            "Check that it is writable, or choose another with --data-dir.",
        ) from None
    scrubber = setup_logging(paths.log_file) if logging_to_file else SecretScrubber()
    if settings is None:
        try:
            settings = load_settings(paths.settings_file)
        except UserFacingError:
            if not tolerate_bad_settings:
                raise
            settings = Settings()
    history = HistoryStore.open(paths.database_file)
    mcp = McpManager(
        mcp_config or paths.mcp_config_file, secret_sink=scrubber.add, hidden_dirs=paths.protected_dirs
    )
    log.info("Core opened (data in %s)", paths.data_dir)
    return AppCore(paths, settings, history, scrubber=scrubber, mcp=mcp, secrets=secrets)
