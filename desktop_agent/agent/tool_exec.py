"""One step's tool calls: parse, validate, check the policy, ask the person, run, truncate.

Every problem becomes an error result the model can act on; nothing here ends the turn.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any, Literal

from desktop_agent.agent.approvals import SavedGrants, preview_of, reason_for, risk_of, suggest_pattern
from desktop_agent.agent.interactions import ApprovalChoice, ApprovalDecision, Interactions
from desktop_agent.agent.policy import Action, PermissionPolicy, Rule
from desktop_agent.domain.arguments import arguments_problem
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.domain.events import (
    AgentEvent,
    ApprovalGranted,
    ApprovalRequested,
    QuestionAsked,
    SaveProblem,
    ToolProgress,
    ToolStateChanged,
)
from desktop_agent.domain.messages import AttachmentPart, ToolCallPart, ToolCallState, ToolResultPart
from desktop_agent.tools.base import Tool, ToolContext, ToolError
from desktop_agent.tools.registry import ToolRegistry
from desktop_agent.tools.truncate import truncate_output

log = logging.getLogger(__name__)

KeepImages = Callable[[str, Sequence[tuple[str, bytes]]], Awaitable[tuple[list[AttachmentPart], str]]]
"""Keeps the images a tool returned as attached files: (tool name, [(media type, bytes)]) -> (parts, a note
about any left out)."""
PROGRESS_EVERY_S = 0.1
MOST_PROGRESS_CHARS = 200
NOBODY_TO_ANSWER = "Nobody is available to answer questions right now. Continue with your best judgement."
NOT_LEFT_SANDBOX = (
    "Not run: this call would run outside the sandbox, with all of the person's rights, and the approval "
    "given covers calls inside the sandbox only (calls are being approved by a setting, not by the person "
    "looking at each one). Do the work inside the sandbox, or tell the person what needs to run outside it "
    "and why, so that they can run it themselves or allow it explicitly."
)


class ToolExecutor:
    def __init__(
        self,
        *,
        run_id: str,
        tools: ToolRegistry,
        policy: PermissionPolicy,
        grants: list[Rule],
        workspace: Path,
        saved_grants: SavedGrants | None = None,
        interactions: Interactions,
        emit: Callable[[AgentEvent], None],
        max_output_chars: int,
        keep_images: KeepImages | None = None,
    ) -> None:
        self._run_id = run_id
        self._tools = tools
        self._policy = policy
        self._grants = grants
        """Session grants kept with the session itself (older sessions; runs without a permission store)."""
        self._saved = saved_grants
        self._reported: set[str] = set()
        self._workspace = workspace
        self._interactions = interactions
        self._emit = emit
        self._max_chars = max_output_chars
        self._keep_images = keep_images
        self.images: dict[str, list[AttachmentPart]] = {}
        """Images tool calls returned, kept as attached files, by call id (they follow its result)."""

    def state(
        self, call: ToolCallPart, state: ToolCallState, detail: str = "", result: ToolResultPart | None = None
    ) -> None:
        self._emit(ToolStateChanged(self._run_id, call.call_id, call.name, state, detail, result))

    def finish(self, call: ToolCallPart, result: ToolResultPart) -> ToolResultPart:
        self.state(call, result.state, result.truncation_note or "", result)
        return result

    def not_run(self, call: ToolCallPart, text: str, state: ToolCallState) -> ToolResultPart:
        return self.finish(call, ToolResultPart(call.call_id, call.name, text, is_error=True, state=state))

    @staticmethod
    def parse(call: ToolCallPart) -> dict[str, Any] | str:
        """The arguments as a dict, or a message for the model saying what is wrong with them."""
        problem = arguments_problem(call.arguments_json or "")
        if problem:
            return f"The arguments for {call.name} were refused unread. {problem}"
        try:
            value = json.loads(call.arguments_json or "{}")
        except json.JSONDecodeError as exc:
            return (
                f"The arguments for {call.name} were not valid JSON ({exc.msg} at character {exc.pos}). "
                "Send the call again with a JSON object."
            )
        if not isinstance(value, dict):
            return f"The arguments for {call.name} must be a JSON object, not {type(value).__name__}."
        return value

    async def run_all(self, calls: Sequence[ToolCallPart], results: dict[str, ToolResultPart]) -> None:
        """Run the calls concurrently; each result lands in `results` as soon as it is known."""

        async def one(call: ToolCallPart) -> None:
            results[call.call_id] = await self._run_one(call)

        async with asyncio.TaskGroup() as group:
            for call in calls:
                group.create_task(one(call))

    async def _run_one(self, call: ToolCallPart) -> ToolResultPart:
        tool = self._tools.get(call.name)
        if tool is None:
            available = ", ".join(self._tools.names()) or "none"
            return self.not_run(
                call,
                f"There is no tool called {call.name!r}. Available tools: {available}.",
                ToolCallState.ERROR,
            )
        parsed = self.parse(call)
        if isinstance(parsed, str):
            return self.not_run(call, parsed, ToolCallState.ERROR)
        try:
            arguments = tool.validate(parsed)
        except ToolError as exc:
            return self.not_run(call, str(exc), ToolCallState.ERROR)

        decision = await self._permission(call, tool, arguments, parsed)
        if decision is not None:
            return decision
        return await self._execute(call, tool, arguments)

    async def _permission(
        self, call: ToolCallPart, tool: Tool, arguments: Any, raw: dict[str, Any]
    ) -> ToolResultPart | None:
        """None when the call may run; otherwise its result. Only the rules, the saved grants and the
        person's answer decide: nothing in the model's arguments (`raw`) is read here but the display."""
        spec = tool.spec
        try:
            subject = tool.permission_subject(arguments)
            unknown = False
        except Exception:
            log.warning("%s could not name what it touches", spec.name, exc_info=True)
            subject, unknown = None, True
        grants, changed = list(self._grants), ""
        if self._saved is not None:
            granted = self._saved.for_tool(spec)
            grants.extend(granted.rules)
            changed = granted.definition_changed
            self._report(granted.problem)
        must_ask = _tool_says(tool, "must_ask", arguments)  # a tool's own reason to ask for this call
        unconfined = _tool_says(tool, "unconfined", arguments)  # why it would run outside any sandbox
        decision = self._policy.evaluate(spec, subject, grants, must_ask=must_ask or unconfined)
        if decision.action is Action.DENY:
            return self.not_run(
                call, "Denied by a permission rule; this call was not run.", ToolCallState.DENIED
            )
        if decision.action is Action.ALLOW and not unknown:
            return None
        request_id, future = self._interactions.open()
        self.state(call, ToolCallState.AWAITING_APPROVAL)
        preview = await preview_of(tool, arguments)
        self._emit(
            ApprovalRequested(
                self._run_id,
                request_id,
                call.call_id,
                call.name,
                raw,
                reason_for(spec.side_effects, decision, changed),
                spec.source,
                subject=subject,
                preview_kind=preview.kind if preview is not None else None,
                preview=preview.text if preview is not None else "",
                risk=risk_of(spec, decision),
                protected=decision.protected,
                definition_changed=changed,
                suggested_pattern=suggest_pattern(spec, subject),
                unconfined=unconfined,
            )
        )
        answer: ApprovalDecision = await self._interactions.wait(request_id, future)
        if unconfined and answer.approved and not answer.outside_sandbox:
            # Approving calls is not leaving the sandbox: an approve-everything answer (--yes, a setting, a
            # schedule) covers calls inside it only. Nothing is saved from such an answer.
            return self.not_run(call, NOT_LEFT_SANDBOX, ToolCallState.DENIED)
        if answer.choice in (ApprovalChoice.APPROVE_SESSION, ApprovalChoice.APPROVE_ALWAYS):
            scope: Literal["session", "always"] = (
                "always" if answer.choice is ApprovalChoice.APPROVE_ALWAYS else "session"
            )
            if self._saved is not None:
                problem = await asyncio.to_thread(self._saved.remember, spec, answer)
                self._report(problem)
            else:
                self._grants.append(Rule(call.name, Action.ALLOW, answer.pattern or None))
            saved = self._saved is not None
            self._emit(ApprovalGranted(self._run_id, call.name, scope, answer.pattern or None, saved))
        if answer.approved:
            return None
        text = "The person denied this call; it was not run."
        if answer.note.strip():
            text += f" Their note: {answer.note.strip()}"
        return self.not_run(call, text, ToolCallState.DENIED)

    def _report(self, problem: UserFacingError | None) -> None:
        """Tell the person once per run that approvals could not be read or saved."""
        if problem is not None and problem.message not in self._reported:
            self._reported.add(problem.message)
            self._emit(SaveProblem(self._run_id, problem))

    async def _ask_user(self, call_id: str, question: str, choices: Sequence[str]) -> str:
        request_id, future = self._interactions.open()
        self._emit(QuestionAsked(self._run_id, request_id, call_id, question, tuple(choices)))
        answer: str | None = await self._interactions.wait(request_id, future)
        if answer is None:
            raise ToolError(NOBODY_TO_ANSWER)
        return answer

    async def _execute(self, call: ToolCallPart, tool: Tool, arguments: Any) -> ToolResultPart:
        self.state(call, ToolCallState.RUNNING)

        async def ask(question: str, choices: Sequence[str]) -> str:
            return await self._ask_user(call.call_id, question, choices)

        last = [0.0]

        def progress(done: float, total: float | None, message: str) -> None:
            now = time.monotonic()
            if now - last[0] < PROGRESS_EVERY_S and (total is None or done < total):
                return  # at most ten a second reach the card (the last one always does)
            last[0] = now
            self._emit(ToolProgress(self._run_id, call.call_id, done, total, message[:MOST_PROGRESS_CHARS]))

        ctx = ToolContext(self._workspace, call.call_id, ask, progress)
        started = time.monotonic()
        try:
            output = await tool.run(arguments, ctx)
            content, is_error = output.content, output.is_error
            if output.images and self._keep_images is None:
                content += f"\n[{len(output.images)} image(s) returned; they cannot be shown here.]"
            elif output.images and self._keep_images is not None:
                images, left_out = await self._keep_images(call.name, output.images)
                self.images[call.call_id] = [replace(i, call_id=call.call_id) for i in images]
                content += f"\n{left_out}" if left_out else ""
        except ToolError as exc:
            content, is_error = str(exc), True
        except Exception as exc:
            log.exception("Tool %s failed", call.name)
            content, is_error = f"The tool {call.name} failed unexpectedly: {type(exc).__name__}: {exc}", True
        duration = round(time.monotonic() - started, 3)
        content, note = truncate_output(content, self._max_chars)
        state = ToolCallState.ERROR if is_error else ToolCallState.COMPLETED
        return self.finish(
            call, ToolResultPart(call.call_id, call.name, content, is_error, state, duration, note)
        )


def _tool_says(tool: Tool, method: str, arguments: Any) -> str:
    """A tool's optional word on one call (`must_ask`, `unconfined`): its reason, or ''."""
    says = getattr(tool, method, None)
    reason = says(arguments) if callable(says) else ""
    return reason if isinstance(reason, str) else ""
