"""Writes a turn into the history as it happens, from the turn's own events.

- The person's message is written first; the loop's barrier waits for it before the request goes out.
- An assistant message exists (status `streaming`) from its start; streamed text is stored as the
  deltas themselves, in batches at most every `flush_interval_s`, never per token; each part is
  written when it ends; the message is `complete` only when it really ended.
"""

from __future__ import annotations

import asyncio
import json
import logging
from typing import assert_never

from desktop_agent.agent.policy import Rule
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.domain.events import (
    AgentEvent,
    ApprovalGranted,
    ApprovalRequested,
    ContextCompacted,
    ContinueRequested,
    MessageFinished,
    MessageStarted,
    PartDelta,
    PartEnded,
    PartStarted,
    PromptProgress,
    QuestionAsked,
    Retrying,
    RunFailed,
    RunFinished,
    RunStarted,
    SaveProblem,
    StepFinished,
    StepStarted,
    ToolProgress,
    ToolStateChanged,
    UsageReported,
)
from desktop_agent.domain.messages import Message, ToolCallPart
from desktop_agent.storage.compactions import add_compaction
from desktop_agent.storage.repository import HistoryRepository
from desktop_agent.storage.store import HistoryStore

log = logging.getLogger(__name__)

FLUSH_INTERVAL_S = 0.25


def grants_json(grants: list[Rule]) -> str:
    return json.dumps([{"tool": g.tool, "action": g.action.value, "pattern": g.pattern} for g in grants])


class TurnRecorder:
    def __init__(
        self,
        store: HistoryStore,
        session_id: str,
        messages: list[Message],
        grants: list[Rule],
        *,
        flush_interval_s: float = FLUSH_INTERVAL_S,
    ) -> None:
        self._store = store
        self._session_id = session_id
        self._messages = messages
        self._grants = grants
        self._interval = flush_interval_s
        self._chunks: list[tuple[str, int, str, str]] = []
        self._timer: asyncio.TimerHandle | None = None
        self._calls: dict[str, tuple[str, int]] = {}
        self._call_order: list[str] = []
        """Tool calls of the current step, in call order (= the order of their results)."""
        self._tool_message: str | None = None
        self._last_assistant: str | None = None

    def _message(self, message_id: str) -> Message | None:
        for message in reversed(self._messages):
            if message.id == message_id:
                return message
        return None

    async def before_request(self) -> UserFacingError | None:
        self._flush()
        return await self._store.flush()

    def _flush(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if self._chunks:
            batch, self._chunks = self._chunks, []
            self._store.submit(lambda repo: repo.append_chunks(batch))

    def _schedule_flush(self) -> None:
        if self._timer is None:
            self._timer = asyncio.get_running_loop().call_later(self._interval, self._flush)

    def on_event(self, event: AgentEvent) -> None:
        sid = self._session_id
        match event:
            case MessageStarted(message_id=mid, role=role):
                message = self._message(mid)
                if message is None:
                    log.error("Message %s is not in the session", mid)
                    return
                if role != "user":
                    message.status = "streaming"
                if role == "assistant":
                    self._last_assistant = mid
                    self._call_order = []
                if role == "tool":
                    self._tool_message = mid
                snapshot = Message(
                    message.role, list(message.parts), message.id, message.usage, message.finish_reason,
                    dict(message.meta), message.status, message.created_at,
                )  # fmt: skip
                self._store.submit(lambda repo: repo.add_message(sid, snapshot))
            case PartDelta(message_id=mid, index=idx, part_kind=kind, text=text) if kind != "tool_call":
                last = self._chunks[-1] if self._chunks else None
                if last is not None and last[0] == mid and last[1] == idx:
                    self._chunks[-1] = (mid, idx, kind, last[3] + text)  # one row per part per flush
                else:
                    self._chunks.append((mid, idx, kind, text))
                self._schedule_flush()
            case PartEnded(message_id=mid, index=idx, part=part):
                self._chunks = [c for c in self._chunks if not (c[0] == mid and c[1] == idx)]
                if isinstance(part, ToolCallPart):
                    self._calls[part.call_id] = (mid, idx)
                    self._call_order.append(part.call_id)
                self._store.submit(lambda repo: repo.end_part(mid, idx, part))
            case ToolStateChanged(call_id=call_id, state=state, result=result) if call_id in self._calls:
                mid, idx = self._calls[call_id]
                self._store.submit(lambda repo: repo.set_call_state(mid, idx, state))
                if result is not None and self._tool_message is not None and call_id in self._call_order:
                    # Saved the moment it is known: a crash later must not turn a call that ran into
                    # "not executed" (the model might run it again).
                    tool_mid, position = self._tool_message, self._call_order.index(call_id)
                    self._store.submit(lambda repo: repo.end_part(tool_mid, position, result))
            case ApprovalGranted(saved=False):
                self._save_grants()  # kept with the session: the store has no permission file
            case MessageFinished(message_id=mid, status=status):
                self._flush()
                message = self._message(mid)
                if message is not None:
                    message.status = status
                finish = message.finish_reason if message else None
                usage = message.usage if message else None
                cited = message.meta.get("citations") if message else None
                self._store.submit(
                    lambda repo: repo.finish_message(
                        mid, status, finish_reason=finish, usage=usage, citations=cited
                    )
                )
            case RunFailed(error=error):
                self._flush()
                if self._last_assistant is not None:
                    mid, details = self._last_assistant, error.as_dict()
                    self._store.submit(lambda repo: repo.finish_message(mid, "error", error=details))
            case RunFinished():
                self._flush()
            case ContextCompacted(compaction=compaction):
                self._store.submit(lambda repo: add_compaction(repo, sid, compaction))
            case (
                PartDelta()
                | RunStarted()
                | StepStarted()
                | PartStarted()
                | ToolStateChanged()
                | ApprovalRequested()
                | ApprovalGranted()
                | QuestionAsked()
                | ContinueRequested()
                | UsageReported()
                | Retrying()
                | PromptProgress()
                | SaveProblem()
                | ToolProgress()
                | StepFinished()
            ):
                pass
            case _:
                assert_never(event)

    def _save_grants(self) -> None:
        payload, sid = grants_json(self._grants), self._session_id

        def write(repo: HistoryRepository) -> None:
            repo.update_session(sid, grants=payload)

        self._store.submit(write)
