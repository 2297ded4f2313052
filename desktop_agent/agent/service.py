"""AgentService: starts turns for sessions and owns the runs in flight. No Qt here."""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Awaitable, Callable, Coroutine, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from desktop_agent.agent.approvals import SavedGrants
from desktop_agent.agent.attached_files import AttachedFiles
from desktop_agent.agent.compaction import Fitter, compact
from desktop_agent.agent.learnt_windows import LearntWindows, window_key
from desktop_agent.agent.loop import TurnLoop, TurnSettings
from desktop_agent.agent.memory_prompt import MemoryBook, memory_section
from desktop_agent.agent.policy import Action, PermissionPolicy, Rule
from desktop_agent.agent.profiles import BUILT_IN_PROFILES, AgentProfile
from desktop_agent.agent.prompt_budget import COMPACT_AT_MOST, compact_spec, estimate_tokens
from desktop_agent.agent.recorder import TurnRecorder
from desktop_agent.agent.refusals import (
    already_answering,
    answering_elsewhere,
    instructions_too_long,
    message_gone,
    still_loading,
)
from desktop_agent.agent.run import Run
from desktop_agent.agent.small_talk import is_small_talk
from desktop_agent.agent.system_prompt import (
    MOST_SESSION_INSTRUCTIONS,
    PromptPreview,
    SystemPrompt,
    assemble,
)
from desktop_agent.agent.titles import title_from_message, title_from_model
from desktop_agent.config.settings import Settings
from desktop_agent.domain.compaction import Compaction
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.domain.events import AgentEvent, FinalEvent, RunFailed, RunFinished, StopReason
from desktop_agent.domain.ids import new_id
from desktop_agent.domain.messages import AttachmentPart, Message, ToolCallPart, Usage, user_message
from desktop_agent.domain.projects import Project
from desktop_agent.domain.sessions import SessionInfo
from desktop_agent.domain.skills import Skill
from desktop_agent.providers.base import ModelProvider
from desktop_agent.providers.model_vision import sees_images
from desktop_agent.providers.model_windows import known_window, own_window
from desktop_agent.providers.retry import RetryPolicy
from desktop_agent.storage.branches import Versions, branch_off, switch_version, versions
from desktop_agent.storage.compactions import add_compaction, load_compactions, set_undone
from desktop_agent.storage.permissions import PermissionStore
from desktop_agent.storage.repository import HistoryRepository
from desktop_agent.storage.run_claims import claim_run, release_run
from desktop_agent.storage.store import HistoryStore
from desktop_agent.tools.base import Tool
from desktop_agent.tools.registry import ToolRegistry
from desktop_agent.tools.skills import UseSkillTool

log = logging.getLogger(__name__)


@dataclass(slots=True)
class ChatSession:
    id: str
    agent: str
    provider: str
    model: str
    workspace: Path
    messages: list[Message] = field(default_factory=list)
    grants: list[Rule] = field(default_factory=list)
    """Approvals kept with the session in the history (sessions from before the permission store, and
    runs without one); with a store, new approvals go to the store."""
    title: str = ""
    complete: bool = True
    """False while only the newest messages are loaded (see `AgentService.open_session(newest=...)`)."""
    base_url: str = ""
    """The endpoint it was begun on when not its provider's configured one ('' = configured): its turns
    go there."""
    instructions: str = ""
    """The person's own instructions for this session (the last section of its system prompt)."""
    compactions: list[Compaction] = field(default_factory=list)
    """Earlier messages sent as a summary (the newest not undone is in use)."""
    knowledge: tuple[str, ...] = ()
    """The knowledge bases its turns search: search_knowledge is offered over them."""
    project_id: str | None = None
    """The project it was in when opened or made (each turn reads the project again from the history)."""


def resolve_profile(name: str, settings: Settings) -> AgentProfile:
    base = BUILT_IN_PROFILES.get(name)
    override = settings.profiles.get(name)
    if base is None and override is None:
        known = ", ".join(sorted({*BUILT_IN_PROFILES, *settings.profiles}))
        raise UserFacingError(
            ErrorKind.CONFIG, f"There is no agent profile called {name!r}.", f"Use one of: {known}."
        )
    if base is None:
        base = AgentProfile(name, BUILT_IN_PROFILES["build"].system_prompt, tools="read_only")
    if override is None:
        return base
    rules = base.rules + tuple(Rule(r.tool, Action(r.action), r.pattern) for r in override.rules)
    changed = base.with_overrides(
        system_prompt=override.system_prompt,
        tools=override.tools,
        model=override.model,
        temperature=override.temperature,
        max_tokens=override.max_tokens,
        thinking=override.thinking,
        thinking_budget=override.thinking_budget,
        max_steps=override.max_steps,
    )
    if override.system_prompt:  # the person's own words win in small context windows too
        changed = changed.with_overrides(compact_prompt="")
    return changed.with_overrides(rules=rules)


def global_rules(settings: Settings) -> tuple[Rule, ...]:
    """The rules in settings.json's top-level "rules": they hold for every profile, before its own."""
    return tuple(Rule(r.tool, Action(r.action), r.pattern) for r in settings.rules)


def tools_for_profile(profile: AgentProfile, tools: ToolRegistry) -> ToolRegistry:
    if profile.tools == "none":
        return ToolRegistry()
    if profile.tools == "read_only":
        return tools.subset(lambda t: not t.spec.side_effects)
    return tools


def _retrieval(registry: ToolRegistry, text: str, bases: Sequence[str]) -> tuple[ToolCallPart, ...]:
    """The search_knowledge call automatic retrieval makes for the message (none without the tool)."""
    if not bases or not text.strip() or "search_knowledge" not in registry.names():
        return ()
    arguments = json.dumps({"query": text.strip()[:2000], "bases": list(bases)}, ensure_ascii=False)
    return (ToolCallPart(new_id("call"), "search_knowledge", arguments),)


class AgentService:
    """Loop + history: starts turns, records them, owns the runs and the small tasks around them."""

    def __init__(
        self,
        *,
        settings: Settings,
        tools_for_workspace: Callable[[Path], ToolRegistry],
        history: HistoryStore | None = None,
        permissions: PermissionStore | None = None,
        protected_dirs: Sequence[Path] = (),
        skills_for_workspace: Callable[[Path], Sequence[Skill]] | None = None,
        load_skill: Callable[[Skill], Awaitable[Skill]] | None = None,
        on_turn: Callable[[Path], None] | None = None,
        knowledge_tool: Callable[[Sequence[str]], Tool] | None = None,
        memory: MemoryBook | None = None,
        project_of: Callable[[str], Project | None] | None = None,
        history_tool: Callable[[str], Tool] | None = None,
    ) -> None:
        """`permissions` keeps "for this session" and "always" approvals (without it they live with the
        session); `protected_dirs` are the app's own folders, which every call touching them asks about."""
        self._settings = settings
        self._tools_for_workspace = tools_for_workspace
        self._history = history
        self._permissions = permissions
        self._protected_dirs = tuple(protected_dirs)
        self._skills_for = skills_for_workspace
        self._load_skill = load_skill
        """Reads a skill an MCP server serves (and checks it) when use_skill asks for it."""
        self._on_turn = on_turn
        self._knowledge_tool = knowledge_tool
        """Makes the search_knowledge tool over a session's knowledge bases."""
        """Told the workspace of each turn that starts (MCP servers are offered it as their root)."""
        self._memory = memory
        """The memories the person kept (sent in the system prompt) and the `remember` tool."""
        self._project_of = project_of
        """The project of a stored session (its instructions, MCP servers), read at each turn."""
        self._history_tool = history_tool
        """Makes search_history for a session (its scope is bound in the core); None: not offered."""
        self._runs: dict[str, Run] = {}
        self.files = AttachedFiles(history.attachments if history is not None else None)
        """The files attached to messages: `files.keep(...)` before `start_turn(attachments=...)`."""
        self._tasks: set[asyncio.Task[None]] = set()
        self.learnt_windows = LearntWindows(history)
        """Context windows learnt from servers' refusals, kept in the history (see `agent.learnt_windows`)."""
        self._title_after_first_exchange: tuple[ChatSession, str, ModelProvider] | None = None

    @property
    def permissions(self) -> PermissionStore | None:
        return self._permissions

    def policy_for(self, session: ChatSession) -> PermissionPolicy:
        """The rules for a session's next turn: settings' global rules, then its profile's."""
        profile = resolve_profile(session.agent, self._settings)
        return PermissionPolicy(
            global_rules(self._settings) + profile.rules,
            workspace=session.workspace,
            protected_dirs=self._protected_dirs,
        )

    def update_settings(self, settings: Settings) -> None:
        """New settings (profiles, rules, network) hold from the next turn on; running turns keep theirs."""
        self._settings = settings

    def profile_names(self) -> list[str]:
        """The agent profiles a session can use: the built-in ones, then the person's own."""
        return [*BUILT_IN_PROFILES, *(n for n in self._settings.profiles if n not in BUILT_IN_PROFILES)]

    def new_session(
        self,
        *,
        agent: str,
        provider: str,
        model: str,
        workspace: Path,
        base_url: str = "",
        project_id: str | None = None,
        knowledge: Sequence[str] = (),
    ) -> ChatSession:
        """A new session, stored (in `project_id`'s project, searching `knowledge`, when given)."""
        session = ChatSession(
            new_id("ses"), agent, provider, model, workspace, base_url=base_url,
            knowledge=tuple(knowledge), project_id=project_id,
        )  # fmt: skip
        if self._history is not None:
            now = time.time()
            info = SessionInfo(
                session.id, "", agent, provider, model, str(workspace), now, now, base_url=base_url,
                knowledge=session.knowledge, project_id=project_id,
            )  # fmt: skip
            self._history.submit(lambda repo: repo.create_session(info))
        return session

    def update_session(
        self,
        session: ChatSession,
        *,
        agent: str,
        provider: str,
        model: str,
        workspace: Path,
        base_url: str | None = None,
    ) -> None:
        """Continue a stored session with (possibly) another agent, model, folder or endpoint.

        `base_url` None keeps the session's endpoint while the provider stays; another provider goes to
        its own configured endpoint unless one is given."""
        if base_url is None:
            base_url = session.base_url if provider == session.provider else ""
        changes = {"agent": agent, "provider": provider, "model": model, "workspace": str(workspace),
                   "base_url": base_url}  # fmt: skip
        old = {"agent": session.agent, "provider": session.provider, "model": session.model,
               "workspace": str(session.workspace), "base_url": session.base_url}  # fmt: skip
        if changes == old:
            return
        session.agent, session.provider, session.model, session.workspace = agent, provider, model, workspace
        session.base_url = base_url
        if self._history is not None:
            sid = session.id
            self._history.submit(lambda repo: repo.update_session(sid, **changes))

    async def open_session(self, session_id: str, *, newest: int | None = None) -> ChatSession:
        """A stored session with its whole history, ready for the next turn.

        With `newest`, only about that many of the newest messages (from a message of the person on),
        so a long session shows at once; `load_rest` then completes it before the next turn.
        """
        if self._history is None:
            raise UserFacingError(ErrorKind.NOT_FOUND, "There is no history to open sessions from.", "")
        store = self._history

        def load(repo: HistoryRepository) -> tuple[SessionInfo | None, list[Message], str, list[Compaction]]:
            info = repo.find_session(session_id)
            if info is None:
                return None, [], "[]", []
            messages = repo.load_messages(info.id, limit=newest)
            return info, messages, repo.session_grants(info.id), load_compactions(repo, info.id)

        info, messages, grants, compactions = await store.run(load)
        complete = newest is None or len(messages) < newest
        if not complete:
            first_user = next((i for i, m in enumerate(messages) if m.role == "user"), len(messages))
            messages = messages[first_user:]
        if info is None:
            raise UserFacingError(
                ErrorKind.NOT_FOUND,
                f"There is no session {session_id!r}.",
                "List sessions with `desktop-agent sessions list`.",
            )
        rules = [Rule(g["tool"], Action(g["action"]), g.get("pattern")) for g in json.loads(grants)]
        return ChatSession(
            info.id, info.agent, info.provider, info.model, Path(info.workspace), messages, rules, info.title,
            complete, info.base_url, info.instructions, compactions, info.knowledge, info.project_id,
        )  # fmt: skip

    async def load_rest(self, session: ChatSession) -> list[Message]:
        """Complete a session opened with `newest`; returns the earlier messages, now in it too."""
        if session.complete or self._history is None:
            return []
        sid = session.id
        first = session.messages[0].meta.get("seq") if session.messages else None
        if not isinstance(first, int):
            earlier: list[Message] = []
        else:
            earlier = await self._history.run(lambda repo: repo.load_messages(sid, before_seq=first))
        session.messages[:0] = earlier
        session.complete = True
        return earlier

    def skills_for(self, workspace: Path) -> list[Skill]:
        return list(self._skills_for(workspace)) if self._skills_for is not None else []

    async def record_unsandboxed_allowed(self, session: ChatSession) -> float:
        """Keep with the session that a run let commands outside the sandbox go unasked (the first time is
        kept; later runs do not move it). Returns when it was first allowed."""
        now = time.time()
        if self._history is None:
            return now
        sid = session.id

        def record(repo: HistoryRepository) -> float:
            info = repo.get_session(sid)
            if info is not None and info.unsandboxed_allowed_at is not None:
                return info.unsandboxed_allowed_at
            repo.update_session(sid, unsandboxed_allowed_at=now)
            return now

        return await self._history.run(record)

    async def set_instructions(self, session: ChatSession, text: str) -> None:
        """The session's own instructions, from its next turn on ('' removes them)."""
        text = text.strip()
        if len(text) > MOST_SESSION_INSTRUCTIONS:
            raise instructions_too_long(len(text), MOST_SESSION_INSTRUCTIONS)
        if self._history is not None:
            sid = session.id
            await self._history.run(lambda repo: repo.update_session(sid, instructions=text))
        session.instructions = text

    async def set_knowledge(self, session: ChatSession, names: Sequence[str]) -> None:
        """The knowledge bases the session searches, from its next turn on (none: no search_knowledge)."""
        chosen = tuple(dict.fromkeys(names))
        if self._history is not None:
            sid, kept = session.id, json.dumps(list(chosen))
            await self._history.run(lambda repo: repo.update_session(sid, knowledge=kept))
        session.knowledge = chosen

    def _prompt(
        self,
        session: ChatSession,
        profile: AgentProfile,
        *,
        local: bool,
        offer_tools: bool,
        skill: Skill | None = None,
    ) -> tuple[ToolRegistry, SystemPrompt]:
        """The turn's tools and its system prompt (see `agent.system_prompt` for the order): the catalog of
        skills while tools are offered (a profile with tools can load a skill with use_skill), and the
        instructions of the skill answering, if any, whose allowed tools narrow the registry."""
        project = self._project_of(session.id) if self._project_of is not None else None
        tools = self._tools_for_workspace(session.workspace)
        if project is not None and project.mcp_servers is not None:  # only the project's MCP servers
            allowed = {"built-in", *project.mcp_servers}
            tools = tools.subset(lambda tool: tool.spec.source in allowed)
        if session.knowledge and self._knowledge_tool is not None:
            tools = tools.with_tool(self._knowledge_tool(session.knowledge))
        if self._history_tool is not None:
            tools = tools.with_tool(self._history_tool(session.id))
        registry = tools_for_profile(profile, tools)
        if self._memory is not None and len(registry):
            registry = registry.with_tool(self._memory.remember_tool(session.id))
        catalog = self.skills_for(session.workspace) if len(registry) else []
        if catalog:
            registry = registry.with_tool(UseSkillTool(catalog, load=self._load_skill))
        if skill is not None:
            registry = registry.subset(lambda tool: skill.allows(tool.spec.name))
        memory = memory_section(self._memory.for_session(session.id) if self._memory is not None else ())
        prompt = assemble(
            profile,
            str(session.workspace),
            local=local,
            tools_offered=offer_tools and len(registry) > 0,
            catalog=catalog,
            skill=skill,
            session_instructions=session.instructions,
            project_instructions=project.instructions if project is not None else "",
            project_name=project.name if project is not None else "",
            memory=memory.section,
            memories=tuple(m.id for m in memory.sent),
        )
        return registry, prompt

    def prompt_preview(self, session: ChatSession, *, local: bool, window: int | None) -> PromptPreview:
        """What the session's next message would send besides itself: the system prompt section by
        section, the tools, and their estimated size (compact when the model's `window` is small)."""
        profile = resolve_profile(session.agent, self._settings)
        registry, prompt = self._prompt(session, profile, local=local, offer_tools=True)
        window = window or 0
        compact = 0 < window <= COMPACT_AT_MOST
        specs = [compact_spec(t) for t in registry.specs()] if compact else registry.specs()
        last = next((m.usage for m in reversed(session.messages) if m.usage is not None), None)
        return PromptPreview(
            sections=prompt.compact_sections if compact else prompt.sections,
            tools=[s.name for s in specs],
            tools_tokens=estimate_tokens("", specs, []),
            conversation_tokens=estimate_tokens("", [], session.messages),
            window=window,
            compact=compact,
            last_input_tokens=last.input_tokens if last is not None else None,
        )

    def start_turn(
        self,
        session: ChatSession,
        text: str,
        provider: ModelProvider,
        *,
        max_steps: int | None = None,
        tools: bool | None = None,
        skill: Skill | None = None,
        attachments: Sequence[AttachmentPart] = (),
        retrieve: Sequence[str] = (),
    ) -> Run:
        """Begin a turn; iterate `run.events()` to follow it. Raises UserFacingError for a bad profile.

        `tools`: True or False offers the profile's tools or none for this message; None decides (small
        talk goes without them when the settings say so). `skill`: it answers this message: its
        instructions join the system prompt, only its allowed tools are offered (a call to another is
        refused as an unknown tool), and its model answers when it names one. `attachments`: files kept
        with `files.keep` first, sent with the message. `retrieve`: knowledge bases searched for the message
        before the first step (automatic retrieval), as a search_knowledge call the person sees."""
        if not session.complete:
            raise still_loading()
        self._runs = {rid: r for rid, r in self._runs.items() if r.running}
        if any(r.session_id == session.id for r in self._runs.values()):
            raise already_answering()
        if self._on_turn is not None:
            self._on_turn(session.workspace)
        profile = resolve_profile(session.agent, self._settings)
        offer = (
            tools
            if tools is not None
            else not (self._settings.small_talk_without_tools and is_small_talk(text))
        )
        registry, prompt = self._prompt(
            session, profile, local=provider.local, offer_tools=offer, skill=skill
        )
        if self._memory is not None and prompt.memories:
            self._memory.used(prompt.memories)
        net = self._settings.network
        settings = TurnSettings(
            model=(skill.model if skill is not None and skill.model else None) or session.model,
            system=prompt.text,
            compact_system=prompt.compact_text,
            skill=skill.name if skill is not None else "",
            temperature=profile.temperature,
            max_tokens=profile.max_tokens,
            thinking=profile.thinking,
            thinking_budget=profile.thinking_budget,
            max_steps=max_steps or profile.max_steps,
            stall_timeout_s=net.local_stall_timeout_s if provider.local else net.stall_timeout_s,
            retry=RetryPolicy(
                max_retries=net.retry.max_retries,
                base_delay_s=net.retry.base_delay_s,
                max_delay_s=net.retry.max_delay_s,
                max_retry_after_s=net.retry.max_retry_after_s,
            ),
            max_tool_output_chars=self._settings.max_tool_output_chars,
            context_window=self.window_of(session.model) or 0,
            own_window=own_window(session.model, self._settings.context_windows) is not None,
            compact=self._settings.compaction.automatic,
            compact_at=self._settings.compaction.threshold,
            keep_turns=self._settings.compaction.keep_turns,
            offer_tools=offer,
            opening=_retrieval(registry, text, retrieve),
        )
        settings = replace(settings, vision=self.sees_images(settings.model))
        run = Run(new_id("run"), session.id)
        recorder = None
        if self._history is not None:
            recorder = TurnRecorder(self._history, session.id, session.messages, session.grants)
            run.subscribe(recorder.on_event)
            self._name_session(session, text or (attachments[0].name if attachments else ""), provider)
        loop = TurnLoop(
            run_id=run.id,
            session_id=session.id,
            agent=profile.name,
            provider=provider,
            tools=registry,
            policy=self.policy_for(session),
            grants=session.grants,
            saved_grants=(
                SavedGrants(self._permissions, session.id, session.workspace)
                if self._permissions is not None
                else None
            ),
            workspace=session.workspace,
            settings=settings,
            interactions=run.interactions,
            emit=run.emit,
            before_request=recorder.before_request if recorder is not None else None,
            compactions=session.compactions,
            read_file=self.files.read,
            keep_images=self.files.keep_images,
            learnt_windows=self.learnt_windows,
        )
        self._runs[run.id] = run
        pending_title, self._title_after_first_exchange = self._title_after_first_exchange, None
        if pending_title is not None:

            def name_when_done(event: AgentEvent) -> None:
                if isinstance(event, RunFinished) and event.stop_reason is StopReason.END:
                    task = asyncio.get_running_loop().create_task(self._model_title(*pending_title))
                    self._tasks.add(task)
                    task.add_done_callback(self._tasks.discard)

            run.subscribe(name_when_done)
        message = user_message(text, id=new_id("msg"))
        message.parts.extend(attachments)
        run.start(self._claimed(run, session.id, loop.run(session.messages, message)))
        return run

    # ---- attached files ----

    def sees_images(self, model: str) -> bool | None:
        """Whether `model` sees images: the settings' `vision` table, then the known models; None: unknown."""
        return sees_images(model, self._settings.vision)

    async def _claimed(self, run: Run, session_id: str, body: Coroutine[Any, Any, FinalEvent]) -> FinalEvent:
        """The turn, once this process holds the session (one turn at a time, the window and the CLI
        alike); refused in words, with nothing stored, while another process answers in it."""
        store = self._history
        if store is None:
            return await body
        try:
            holder = await store.run(lambda repo: claim_run(repo, session_id))
        except UserFacingError:
            holder = None  # the history cannot say: the turn goes on (its own writes will say why)
        if holder is not None:
            body.close()
            since = time.strftime("%H:%M", time.localtime(holder.started_at))
            final = RunFailed(
                run.id,
                answering_elsewhere(since),
                Usage(),
                0,
            )
            run.emit(final)
            return final
        try:
            return await body
        finally:
            store.submit(lambda repo: release_run(repo, session_id))  # after the turn's own writes

    def edit_and_resend(
        self, session: ChatSession, message_id: str, text: str, provider: ModelProvider
    ) -> Run:
        """Send `text` in place of an earlier message; what followed it is kept as an earlier version."""
        index = next(
            (i for i, m in enumerate(session.messages) if m.id == message_id and m.role == "user"), None
        )
        if index is None:
            raise message_gone()
        if any(r.session_id == session.id and r.running for r in self._runs.values()):
            raise already_answering()
        if self._history is not None:
            sid = session.id
            self._history.submit(lambda repo: branch_off(repo, sid, message_id))
        files = session.messages[index].attachments
        del session.messages[index:]
        return self.start_turn(session, text, provider, attachments=files)

    def regenerate(self, session: ChatSession, provider: ModelProvider) -> Run:
        """Answer the last message again; the earlier answer stays as an earlier version."""
        last = next((m for m in reversed(session.messages) if m.role == "user"), None)
        if last is None:
            raise UserFacingError(ErrorKind.NOT_FOUND, "There is no message to answer again.", "")
        return self.edit_and_resend(session, last.id, last.text, provider)

    def window_of(self, model: str) -> int | None:
        """The model's context window from the settings or the known models (a local server says its own;
        `window_for` adds what refusals taught)."""
        return known_window(model, self._settings.context_windows)

    async def window_for(self, provider: ModelProvider, model: str) -> int | None:
        """The window `model` is fitted into on `provider`: what its server says, the person's setting, a
        window learnt from a refusal, the known models; None when unknown."""
        own = own_window(model, self._settings.context_windows)
        learnt = None if own else await self.learnt_windows.get(window_key(provider, model))
        return await provider.context_window(model) or own or learnt or known_window(model)

    async def compact_now(self, session: ChatSession, provider: ModelProvider) -> Compaction | None:
        """Summarise the earlier turns now (the person asked); None when there is nothing earlier than the
        turns kept whole, or a summary would not be shorter. Raises UserFacingError while the session
        answers, or when the model cannot."""
        if any(r.session_id == session.id and r.running for r in self._runs.values()):
            raise UserFacingError(
                ErrorKind.CONFIG, "This session is answering.", "Compact it when it is done."
            )
        await self.load_rest(session)
        window = await self.window_for(provider, session.model) or 128_000
        settings = self._settings.compaction
        fitter = Fitter(window=window, threshold=settings.threshold, keep_turns=settings.keep_turns)
        made = await compact(
            provider, session.model, session.messages, session.compactions, fitter=fitter,
            keep_turns=settings.keep_turns, automatic=False,
        )  # fmt: skip
        if made is not None:
            session.compactions.append(made)
            if self._history is not None:
                sid = session.id
                await self._history.run(lambda repo: add_compaction(repo, sid, made))
        return made

    async def set_compaction_undone(self, session: ChatSession, compaction_id: str, undone: bool) -> None:
        """Undo a compaction (the next request sends the messages whole again), or redo it."""
        for i, compaction in enumerate(session.compactions):
            if compaction.id == compaction_id:
                session.compactions[i] = replace(compaction, undone=undone)
                if self._history is not None:
                    await self._history.run(lambda repo: set_undone(repo, compaction_id, undone))
                return
        raise UserFacingError(ErrorKind.NOT_FOUND, "That summary is no longer part of this session.", "")

    async def set_pinned(self, session: ChatSession, message_id: str, pinned: bool) -> None:
        """Pin a message (a summary of earlier turns keeps it word for word after it) or unpin it."""
        message = next((m for m in session.messages if m.id == message_id), None)
        if message is None:
            raise message_gone()
        message.meta["pinned"] = pinned
        if self._history is not None:
            await self._history.run(lambda repo: repo.set_pinned(message_id, pinned))

    async def versions(self, session: ChatSession) -> dict[str, Versions]:
        """The messages where the conversation has more than one version, by message id."""
        if self._history is None:
            return {}
        sid = session.id
        found = await self._history.run(lambda repo: versions(repo, sid))
        return {v.message_id: v for v in found.values()}

    async def switch_version(self, session: ChatSession, message_id: str, step: int) -> bool:
        """Show the previous (step -1) or next (+1) version from `message_id` on; False if there is none."""
        if self._history is None or any(
            r.session_id == session.id and r.running for r in self._runs.values()
        ):
            return False
        known = (await self.versions(session)).get(message_id)
        target = known.current - 1 + step if known is not None else -1
        if known is None or not 0 <= target < known.total or known.ids[target] is None:
            return False
        sid, branch = session.id, known.ids[target]
        assert branch is not None

        def swap(repo: HistoryRepository) -> list[Message]:
            switch_version(repo, sid, branch)
            return repo.load_messages(sid)

        session.messages[:] = await self._history.run(swap)
        return True

    def _name_session(self, session: ChatSession, text: str, provider: ModelProvider) -> None:
        """The first message names the session at once; the model may improve it afterwards (opt-in)."""
        if session.title or self._history is None:
            return
        session.title = title_from_message(text)
        store, sid, title = self._history, session.id, session.title
        store.submit(lambda repo: repo.update_session(sid, title=title))
        if self._settings.model_titles:
            self._title_after_first_exchange = (session, text, provider)

    async def _model_title(self, session: ChatSession, text: str, provider: ModelProvider) -> None:
        try:
            title = await title_from_model(provider, session.model, text)
        except UserFacingError as err:
            log.info("The model could not name the session: %s", err.kind.value)
            return
        if title and self._history is not None:
            session.title = title
            sid = session.id
            self._history.submit(lambda repo: repo.update_session(sid, title=title))

    def active_runs(self) -> list[Run]:
        return [r for r in self._runs.values() if r.running]

    async def shutdown(self, *, title_grace_s: float = 5.0) -> None:
        """Stop every run; a title the model is still writing gets a few seconds to land."""
        for run in self.active_runs():
            run.cancel()
        for run in list(self._runs.values()):
            if run.running:
                await run.wait()
        self._runs.clear()
        if self._tasks:
            _, late = await asyncio.wait(set(self._tasks), timeout=title_grace_s)
            for task in late:
                task.cancel()
            await asyncio.gather(*late, return_exceptions=True)
        if self._history is not None:
            await self._history.flush()
