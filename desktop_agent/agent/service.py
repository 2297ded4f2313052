"""AgentService: starts turns for sessions and owns the runs in flight. No Qt here."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from desktop_agent.agent.loop import TurnLoop, TurnSettings
from desktop_agent.agent.policy import Action, PermissionPolicy, Rule
from desktop_agent.agent.profiles import BUILT_IN_PROFILES, AgentProfile
from desktop_agent.agent.run import Run
from desktop_agent.config.settings import Settings
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.domain.ids import new_id
from desktop_agent.domain.messages import Message, user_message
from desktop_agent.providers.base import ModelProvider
from desktop_agent.providers.retry import RetryPolicy
from desktop_agent.tools.registry import ToolRegistry

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
    """What the person approved "for this session"."""
    title: str = ""


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
    return changed.with_overrides(rules=rules)


def tools_for_profile(profile: AgentProfile, tools: ToolRegistry) -> ToolRegistry:
    if profile.tools == "none":
        return ToolRegistry()
    if profile.tools == "read_only":
        return tools.subset(lambda t: not t.spec.side_effects)
    return tools


class AgentService:
    def __init__(self, *, settings: Settings, tools_for_workspace: Callable[[Path], ToolRegistry]) -> None:
        self._settings = settings
        self._tools_for_workspace = tools_for_workspace
        self._runs: dict[str, Run] = {}

    def new_session(self, *, agent: str, provider: str, model: str, workspace: Path) -> ChatSession:
        return ChatSession(new_id("ses"), agent, provider, model, workspace)

    def start_turn(
        self, session: ChatSession, text: str, provider: ModelProvider, *, max_steps: int | None = None
    ) -> Run:
        """Begin a turn; iterate `run.events()` to follow it. Raises UserFacingError for a bad profile."""
        self._runs = {rid: r for rid, r in self._runs.items() if r.running}
        if any(r.session_id == session.id for r in self._runs.values()):
            raise UserFacingError(
                ErrorKind.CONFIG, "This session is already answering.", "Wait or stop it first."
            )
        profile = resolve_profile(session.agent, self._settings)
        net = self._settings.network
        settings = TurnSettings(
            model=session.model,
            system=profile.system_for(str(session.workspace)),
            temperature=profile.temperature,
            max_tokens=profile.max_tokens,
            thinking=profile.thinking,
            thinking_budget=profile.thinking_budget,
            max_steps=max_steps or profile.max_steps,
            stall_timeout_s=net.stall_timeout_s,
            retry=RetryPolicy(
                max_retries=net.retry.max_retries,
                base_delay_s=net.retry.base_delay_s,
                max_delay_s=net.retry.max_delay_s,
                max_retry_after_s=net.retry.max_retry_after_s,
            ),
            max_tool_output_chars=self._settings.max_tool_output_chars,
        )
        run = Run(new_id("run"), session.id)
        loop = TurnLoop(
            run_id=run.id,
            session_id=session.id,
            agent=profile.name,
            provider=provider,
            tools=tools_for_profile(profile, self._tools_for_workspace(session.workspace)),
            policy=PermissionPolicy(profile.rules),
            grants=session.grants,
            workspace=session.workspace,
            settings=settings,
            interactions=run.interactions,
            emit=run.emit,
        )
        self._runs[run.id] = run
        run.start(loop.run(session.messages, user_message(text, id=new_id("msg"))))
        return run

    def active_runs(self) -> list[Run]:
        return [r for r in self._runs.values() if r.running]

    async def shutdown(self) -> None:
        for run in self.active_runs():
            run.cancel()
        for run in list(self._runs.values()):
            if run.running:
                await run.wait()
        self._runs.clear()
