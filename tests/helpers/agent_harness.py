"""Runs real turns (real providers, real SDKs, real HTTP to the scripted server) and collects the events."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from desktop_agent.agent.interactions import ApprovalChoice, ApprovalDecision
from desktop_agent.agent.run import Run
from desktop_agent.agent.service import AgentService, ChatSession
from desktop_agent.config.settings import NetworkSettings, RetrySettings, Settings
from desktop_agent.domain.events import (
    AgentEvent,
    ApprovalRequested,
    ContinueRequested,
    FinalEvent,
    PartDelta,
    QuestionAsked,
    RunFailed,
    RunFinished,
    ToolStateChanged,
)
from desktop_agent.domain.messages import ToolCallState
from desktop_agent.domain.skills import Skill
from desktop_agent.providers.base import ModelProvider
from desktop_agent.providers.factory import create_provider
from desktop_agent.providers.presets import get_preset
from desktop_agent.storage.permissions import PermissionStore
from desktop_agent.storage.store import HistoryStore
from desktop_agent.tools.ask_user import AskUserTool
from desktop_agent.tools.base import Tool
from desktop_agent.tools.files import ListDirectoryTool, ReadFileTool
from desktop_agent.tools.registry import ToolRegistry
from desktop_agent.tools.workspace import Workspace
from tests.helpers.app_core import API_KEY as API_KEY
from tests.helpers.fake_llm_server import ScriptedLLMServer
from tests.helpers.scripted_model import ScriptedProvider

Wire = Literal["openai", "anthropic"]


def fast_settings(**changes: Any) -> Settings:
    """Retries without real waiting, and a short stall timeout, so misbehaviour tests are quick."""
    stall = changes.pop("stall_timeout_s", 5.0)
    network = NetworkSettings(
        stall_timeout_s=stall,
        local_stall_timeout_s=changes.pop("local_stall_timeout_s", stall),
        request_timeout_s=10.0,
        retry=RetrySettings(max_retries=changes.pop("max_retries", 2), base_delay_s=0.01, max_delay_s=0.05),
    )
    return Settings(network=network, **changes)


def provider_for(server: ScriptedLLMServer, wire: Wire, key: str | None = API_KEY) -> ModelProvider:
    url = server.openai_base_url if wire == "openai" else server.anthropic_base_url
    return create_provider(get_preset(wire), api_key=key, base_url=url, request_timeout_s=10.0)


@dataclass
class Answers:
    """How the scripted person answers; each is called with the event and returns the answer."""

    approval: Callable[[ApprovalRequested], ApprovalDecision] = lambda e: ApprovalDecision(
        ApprovalChoice.APPROVE_ONCE
    )
    question: Callable[[QuestionAsked], str | None] = lambda e: "yes"
    go_on: Callable[[ContinueRequested], bool] = lambda e: False


@dataclass
class TurnResult:
    events: list[AgentEvent]
    session: ChatSession
    final: FinalEvent
    run: Run
    extra: dict[str, Any] = field(default_factory=dict)

    def of(self, kind: type[Any]) -> list[Any]:
        return [e for e in self.events if isinstance(e, kind)]

    @property
    def text(self) -> str:
        return "".join(e.text for e in self.of(PartDelta) if e.part_kind == "text")

    def tool_states(self, call_id: str) -> list[ToolCallState]:
        return [e.state for e in self.of(ToolStateChanged) if e.call_id == call_id]

    @property
    def finished(self) -> RunFinished:
        assert isinstance(self.final, RunFinished), self.final
        return self.final

    @property
    def failed(self) -> RunFailed:
        assert isinstance(self.final, RunFailed), self.final
        return self.final


def default_tools(workspace: Path, extra: list[Tool] | None = None) -> ToolRegistry:
    ws = Workspace(workspace)
    return ToolRegistry([ReadFileTool(ws), ListDirectoryTool(ws), AskUserTool(), *(extra or [])])


async def run_turn_async(
    server: ScriptedLLMServer | ScriptedProvider | ModelProvider,
    wire: Wire,
    prompt: str,
    workspace: Path,
    *,
    settings: Settings | None = None,
    agent: str = "build",
    answers: Answers | None = None,
    extra_tools: list[Tool] | None = None,
    session: ChatSession | None = None,
    on_event: Callable[[AgentEvent, Run], bool | None] | None = None,
    max_steps: int | None = None,
    history: HistoryStore | None = None,
    permissions: PermissionStore | None = None,
    tools: bool | None = None,
    skills: Sequence[Skill] = (),
    skill: Skill | None = None,
    load_skill: Callable[[Skill], Awaitable[Skill]] | None = None,
) -> TurnResult:
    answers = answers or Answers()
    service = AgentService(
        settings=settings or fast_settings(),
        tools_for_workspace=lambda ws: default_tools(ws, extra_tools),
        history=history,
        permissions=permissions,
        skills_for_workspace=lambda ws: skills,
        load_skill=load_skill,
    )
    # A provider (scripted in-process, or a real adapter) as it is; anything else is a server to talk to.
    provider: ModelProvider = (
        server
        if not isinstance(server, ScriptedLLMServer) and hasattr(server, "stream")
        else provider_for(server, wire)  # type: ignore[arg-type]
    )
    session = session or service.new_session(
        agent=agent, provider=wire, model="test-model", workspace=workspace
    )
    events: list[AgentEvent] = []
    try:
        run = service.start_turn(session, prompt, provider, max_steps=max_steps, tools=tools, skill=skill)
        async for event in run.events():
            events.append(event)
            if on_event is not None and on_event(event, run):
                continue  # the test handled this event itself
            match event:
                case ApprovalRequested():
                    run.approve(event.request_id, answers.approval(event))
                case QuestionAsked():
                    run.answer(event.request_id, answers.question(event))
                case ContinueRequested():
                    run.confirm(event.request_id, answers.go_on(event))
                case _:
                    pass
        final = await run.wait()
    finally:
        await service.shutdown()
        await provider.aclose()
    return TurnResult(events, session, final, run)


def run_turn(
    server: ScriptedLLMServer | ScriptedProvider | ModelProvider,
    wire: Wire,
    prompt: str,
    workspace: Path,
    **kwargs: Any,
) -> TurnResult:
    return asyncio.run(run_turn_async(server, wire, prompt, workspace, **kwargs))
