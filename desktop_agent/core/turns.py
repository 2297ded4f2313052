"""A turn, from what the person did to the run whose events every front end shows.

The window and the terminal say what the person did as one typed input (`TurnInput`) and call
`Turns.start`; everything about making the message happens here, once: `@name` answers with a skill or
goes on with a profile, `@server:uri` reads the resources a message names, an MCP prompt becomes its
message, a plan goes to the build profile, a message is sent again, edited or answered again, and the
provider is looked up (the keyring is read off the event loop). What comes back (`Turn`) is the run and
the message as it was sent and stored, which the front end shows.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from desktop_agent.core.mcp_resources import McpResources
from desktop_agent.domain.display import visible
from desktop_agent.domain.errors import QT_TRANSLATE_NOOP, ErrorKind, UserFacingError
from desktop_agent.domain.messages import AttachmentPart, Message
from desktop_agent.domain.plans import build_task, last_plan
from desktop_agent.domain.skills import Skill
from desktop_agent.domain.turns import (
    CONTINUE_PROMPT,
    AnswerAgain,
    BuildPlan,
    Edit,
    GoOn,
    Say,
    SendAgain,
    TurnInput,
    UsePrompt,
)

if TYPE_CHECKING:
    from pathlib import Path

    from desktop_agent.agent.run import Run
    from desktop_agent.agent.service import AgentService, ChatSession
    from desktop_agent.core.app_core import AppCore
    from desktop_agent.core.models import ModelChoice
    from desktop_agent.providers.base import ModelProvider

__all__ = [
    "CONTINUE_PROMPT",
    "AnswerAgain",
    "BuildPlan",
    "Edit",
    "GoOn",
    "Outgoing",
    "Say",
    "SendAgain",
    "Turn",
    "TurnInput",
    "Turns",
    "UsePrompt",
]


KB_MENTION = re.compile(r"(?<!\S)@kb:([A-Za-z0-9][A-Za-z0-9_.-]{0,63})(?![\w.-])")
"""`@kb:NAME` in a message: search that knowledge base in this session from now on."""
MAKE_A_BASE = QT_TRANSLATE_NOOP("Errors", "Make one on the Knowledge page or with `kb create NAME`.")
SAY_WHAT_TO_LOOK_FOR = QT_TRANSLATE_NOOP("Errors", "Say what to look for as well as the base's name.")


@dataclass(frozen=True, slots=True)
class Outgoing:
    """The message a turn sends, made from the person's input before anything is stored."""

    text: str
    attachments: Sequence[AttachmentPart] = ()
    skill: Skill | None = None
    tools: bool | None = None
    agent: str | None = None
    """The profile the session goes on with (a plan goes to `build`, `@profile` names one); None keeps it."""
    replaces: str | None = None
    """An edit: the id of the earlier message this one replaces (what followed is kept as a version)."""
    again: bool = False
    """Answer the last message again (the earlier answer is kept as a version)."""
    knowledge: tuple[str, ...] = ()
    """Knowledge bases the message named (`@kb:NAME`): the session searches them from this turn on."""


@dataclass(frozen=True, slots=True)
class Turn:
    """A started turn: follow `run.events()`. `text` and `attachments` are the message as sent and stored;
    `rewound` when earlier messages were replaced (an edit, an answer again); `agent` is the session's
    profile now."""

    run: Run
    text: str
    attachments: Sequence[AttachmentPart]
    rewound: bool
    agent: str


def usage(message: str, action: str = "") -> UserFacingError:
    """What was asked cannot be done as asked (nothing to send again, no plan to build...)."""
    return UserFacingError(ErrorKind.USAGE, message, action)


class Turns:
    """The one place a turn is assembled; the window, the terminal and the tests call it."""

    def __init__(self, core: AppCore) -> None:
        self._core = core
        self.resources = McpResources(core.mcp)

    @property
    def _service(self) -> AgentService:
        return self._core.service

    async def start(self, session: ChatSession, what: TurnInput, *, max_steps: int | None = None) -> Turn:
        """Make the message `what` says and start its turn. Raises UserFacingError when it cannot start
        (nothing to send again, a resource that cannot be read, no key, already answering...)."""
        return await self.begin(session, await self.prepare(session, what), max_steps=max_steps)

    def draft(self, agent: str, choice: ModelChoice, workspace: Path) -> ChatSession:
        """A conversation not stored yet, as its first message would begin it (for `prepare`)."""
        from desktop_agent.agent.service import ChatSession

        return ChatSession("", agent, choice.provider, choice.model, workspace)

    async def prepare(self, session: ChatSession, what: TurnInput) -> Outgoing:
        """The message `what` makes in `session` (which may be one not stored yet, as its first message
        would begin it), changing nothing: a refusal (UserFacingError) leaves nothing behind."""
        match what:
            case Say(text=text, attachments=files, tools=tools, skill=named):
                text, bases = self._knowledge_named(text, bool(files))
                skill, agent = self._named(session, text, named)
                if skill is not None:
                    skill = await self._core.skills.load(skill)  # a served one: read and checked now
                expanded = await self.resources.expand(text)
                return Outgoing(expanded, files, skill, tools, agent, knowledge=bases)
            case SendAgain():
                last = _last_message(session)
                if last is None or not (last.text.strip() or last.attachments):
                    raise usage("That session has no message of yours to send again.")
                return Outgoing(last.text, last.attachments)
            case GoOn(text=text):
                return Outgoing(text)
            case BuildPlan():
                steps = last_plan(session.messages)
                if not steps:
                    raise usage("That session has no plan to build: ask with the plan profile first.")
                return Outgoing(build_task(steps), agent="build")
            case UsePrompt(server=server, name=name, values=values):
                return Outgoing(await self._prompt_message(server, name, values))
            case Edit(message_id=message_id, text=text):
                edited = next((m for m in session.messages if m.id == message_id and m.role == "user"), None)
                if edited is None:
                    raise usage("That message is no longer in the conversation.")
                return Outgoing(text, edited.attachments, replaces=message_id)
            case AnswerAgain():
                last = _last_message(session)
                if last is None:
                    raise usage("There is no message to answer again.")
                return Outgoing(last.text, last.attachments, again=True)

    async def begin(self, session: ChatSession, out: Outgoing, *, max_steps: int | None = None) -> Turn:
        """Start the turn that sends `out` in the stored `session`."""
        if out.agent is not None and out.agent != session.agent:
            self._service.update_session(
                session, agent=out.agent, provider=session.provider, model=session.model,
                workspace=session.workspace,
            )  # fmt: skip
        provider = await self.provider(session.provider, session.base_url)
        await self._core.mcp.fresh_lists()  # a server's tools past their ttlMs are listed again
        service = self._service
        if out.knowledge:
            await service.set_knowledge(session, (*session.knowledge, *out.knowledge))
        if out.again:
            run = service.regenerate(session, provider)
        elif out.replaces is not None:
            run = service.edit_and_resend(session, out.replaces, out.text, provider)
        else:
            retrieve = await asyncio.to_thread(self._retrieving, session.knowledge)
            run = service.start_turn(
                session, out.text, provider, max_steps=max_steps, tools=out.tools, skill=out.skill,
                attachments=out.attachments, retrieve=retrieve,
            )  # fmt: skip
        rewound = out.again or out.replaces is not None
        return Turn(run, out.text, out.attachments, rewound, session.agent)

    async def provider(self, name: str, endpoint: str = "") -> ModelProvider:
        """A provider at its endpoint ('' = its configured one); the key is read from the keyring on a
        thread. UserFacingError when there is no key or no such provider."""
        return await asyncio.to_thread(self._core.providers, name, endpoint)

    def _retrieving(self, bases: Sequence[str]) -> list[str]:
        """The session's bases that add their best passages before the first step."""
        if not bases:
            return []
        knowledge = self._core.knowledge
        known = set(knowledge.names())
        return [name for name in bases if name in known and knowledge.auto_retrieval(name)]

    def _knowledge_named(self, text: str, attached: bool) -> tuple[str, tuple[str, ...]]:
        """`@kb:NAME` taken out of the message: the bases it names (each must exist)."""
        names = tuple(dict.fromkeys(KB_MENTION.findall(text)))
        if not names:
            return text, ()
        known = self._core.knowledge.names()
        missing = [n for n in names if n not in known]
        if missing:
            raise UserFacingError.said(
                ErrorKind.USAGE,
                QT_TRANSLATE_NOOP("Errors", "There is no knowledge base '{name}'."),
                MAKE_A_BASE,
                name=missing[0],
            )
        rest = re.sub(r"[ \t]{2,}", " ", KB_MENTION.sub("", text)).strip()
        if not rest and not attached:
            raise UserFacingError.said(ErrorKind.USAGE, SAY_WHAT_TO_LOOK_FOR)
        return rest, names

    def _named(self, session: ChatSession, text: str, named: str | None) -> tuple[Skill | None, str | None]:
        """(skill, profile) this message names: --skill, or `@name` at its start. The message keeps its
        words as written."""
        if named:
            return self._core.skills.named(named, session.workspace), None
        mention = self._core.skills.mention(text, session.workspace, self._service.profile_names())
        if mention.skill is None and mention.profile is None:
            return None, None
        if not mention.text:
            name = mention.skill.name if mention.skill else mention.profile
            raise usage(f"Say what to do after @{name}.")
        return mention.skill, mention.profile

    async def _prompt_message(self, server: str, name: str, values: dict[str, str]) -> str:
        try:
            prompt = await self.resources.prompt(server, name)
        except UserFacingError as err:
            if err.kind is ErrorKind.NOT_FOUND:  # a prompt the person named that is not there
                raise usage(err.message, err.action) from None
            raise
        takes = [a.name for a in prompt.arguments]
        if unknown := [key for key in values if key not in takes]:
            known = ", ".join(takes) or "nothing"
            raise usage(
                visible(f"The prompt {server}:{name} takes no {', '.join(unknown)}; it takes: {known}.")
            )
        if missing := prompt.missing_from(values):
            raise usage(
                visible(f"The prompt {server}:{name} needs {', '.join(missing)}: add {missing[0]}=VALUE.")
            )
        return await self.resources.message_from_prompt(server, name, values)


def _last_message(session: ChatSession) -> Message | None:
    return next((m for m in reversed(session.messages) if m.role == "user"), None)
