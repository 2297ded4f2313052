"""Asking the person on the terminal while a turn runs (approvals, questions, whether to go on), and following
the run: its events shown as they come, each request answered, the exit code from how it ended."""

from __future__ import annotations

import asyncio
import contextlib
import signal
import sys
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any, TypeVar

from desktop_agent.cli.errors import EXIT_CANCELLED, EXIT_FAILED, EXIT_OK, EXIT_PIPE_CLOSED, quiet_stdout
from desktop_agent.cli.render import JsonRenderer, TextRenderer, approval_text, read_terminal_line
from desktop_agent.core.approvals import ApprovalChoice, ApprovalDecision, UnknownRequestError
from desktop_agent.domain.display import visible
from desktop_agent.domain.events import (
    ApprovalRequested,
    ContinueRequested,
    QuestionAsked,
    RunFailed,
    RunFinished,
    StopReason,
)
from desktop_agent.domain.tools import LEAVES_SANDBOX

if TYPE_CHECKING:
    from desktop_agent.core.agent import Run


def unsandboxed_refusal(event: ApprovalRequested) -> str:
    """The terminal's line when --yes meets a call that would run outside the sandbox."""
    what = (
        "this command asked to run outside the sandbox"
        if event.unconfined == LEAVES_SANDBOX
        else "this command would run outside any sandbox (there is none here)"
    )
    return (
        f"! {event.name}: {what}; --yes does not allow that, so it was not run — rerun with "
        "--yes --dangerously-allow-unsandboxed if you mean it, or without --yes to be asked."
    )


class TerminalPrompter:
    """Asks the person on the terminal without blocking the event loop (a daemon thread reads input)."""

    def __init__(self, *, interactive: bool, auto_approve: bool, allow_unsandboxed: bool = False) -> None:
        self.interactive = interactive
        self.auto_approve = auto_approve
        self.allow_unsandboxed = allow_unsandboxed
        """--dangerously-allow-unsandboxed: --yes also lets calls run outside the sandbox."""

    async def _ask(self, prompt: str) -> str | None:
        return await read_terminal_line(prompt)

    async def approval(self, event: ApprovalRequested) -> ApprovalDecision:
        if self.auto_approve:
            if event.unconfined and not self.allow_unsandboxed:
                sys.stderr.write(visible(unsandboxed_refusal(event)) + "\n")
            # --yes approves; leaving the sandbox is a separate permission, given only by the opt-in.
            return ApprovalDecision(ApprovalChoice.APPROVE_ONCE, outside_sandbox=self.allow_unsandboxed)
        if not self.interactive:
            return ApprovalDecision(ApprovalChoice.DENY, "No one was at the terminal to approve this call.")
        sys.stderr.write(approval_text(event))
        seen = bool(event.unconfined)  # the person was shown that this call leaves the sandbox
        while True:
            answer = await self._ask(
                "  [y] approve once  [s] approve for this session  [a] always approve  [n] deny  "
                "[d] deny with a note: "
            )
            choice = (answer or "n").strip().lower()
            if choice in ("y", "yes"):
                return ApprovalDecision(ApprovalChoice.APPROVE_ONCE, outside_sandbox=seen)
            if choice == "s":
                return ApprovalDecision(ApprovalChoice.APPROVE_SESSION, outside_sandbox=seen)
            if choice in ("a", "always"):
                hint = f" (e.g. {visible(event.suggested_pattern)})" if event.suggested_pattern else ""
                pattern = await self._ask(
                    f"  Always approve {visible(event.name)} for calls matching a pattern{hint}; "
                    "Enter for every call: "
                )
                chosen = (pattern or "").strip() or None
                return ApprovalDecision(ApprovalChoice.APPROVE_ALWAYS, pattern=chosen, outside_sandbox=seen)
            if choice in ("n", "no", ""):
                return ApprovalDecision(ApprovalChoice.DENY)
            if choice == "d":
                note = await self._ask("  Note to the model: ")
                return ApprovalDecision(ApprovalChoice.DENY, note or "")

    async def question(self, event: QuestionAsked) -> str | None:
        if not self.interactive:
            return None
        sys.stderr.write(f"\n? {visible(event.question)}\n")
        for number, choice in enumerate(event.choices, 1):
            sys.stderr.write(f"  {number}. {visible(choice)}\n")
        answer = await self._ask("  Your answer: ")
        if answer is not None and answer.strip().isdigit() and 1 <= int(answer) <= len(event.choices):
            return event.choices[int(answer) - 1]
        return answer

    async def go_on(self, event: ContinueRequested) -> bool:
        if not self.interactive:
            return False
        answer = await self._ask(f"\n? {visible(event.message)} [y/N] ")
        return (answer or "").strip().lower() in ("y", "yes")


T = TypeVar("T")


async def unless_stopped(run: Run, question: Coroutine[Any, Any, T]) -> tuple[bool, T | None]:
    """Wait for the person's answer, unless the run ends first (Ctrl+C while a prompt is open)."""
    answer = asyncio.ensure_future(question)
    ended = asyncio.ensure_future(run.wait())
    done, _ = await asyncio.wait({answer, ended}, return_when=asyncio.FIRST_COMPLETED)
    if answer in done:
        ended.cancel()
        return True, answer.result()
    answer.cancel()
    sys.stderr.write("\n")
    return False, None


def deliver(respond: Callable[[str, Any], None], request_id: str, answer: Any) -> None:
    """Hand an answer to the run; a request that is gone (the run was stopped) is fine."""
    with contextlib.suppress(UnknownRequestError):
        respond(request_id, answer)


async def follow_run(run: Run, prompter: TerminalPrompter, renderer: TextRenderer | JsonRenderer) -> int:
    loop = asyncio.get_running_loop()
    try:
        loop.add_signal_handler(signal.SIGINT, run.cancel)
        loop.add_signal_handler(signal.SIGTERM, run.cancel)
    except (NotImplementedError, RuntimeError):  # Windows: Ctrl+C arrives as KeyboardInterrupt instead
        pass
    code = EXIT_FAILED
    output_closed = False
    async for event in run.events():
        if not output_closed:
            try:
                renderer.show(event)
            except BrokenPipeError:  # the reader went away (`| head`): stop the turn, keep what came
                output_closed = True
                run.cancel()
                quiet_stdout()
        match event:
            case ApprovalRequested(request_id=rid):
                got, decision = await unless_stopped(run, prompter.approval(event))
                if got and decision is not None:
                    deliver(run.approve, rid, decision)
            case QuestionAsked(request_id=rid):
                got, text = await unless_stopped(run, prompter.question(event))
                if got:
                    deliver(run.answer, rid, text)
            case ContinueRequested(request_id=rid):
                got, go_on = await unless_stopped(run, prompter.go_on(event))
                if got:
                    deliver(run.confirm, rid, bool(go_on))
            case RunFinished(stop_reason=reason):
                code = EXIT_CANCELLED if reason is StopReason.CANCELLED else EXIT_OK
            case RunFailed():
                code = EXIT_FAILED
            case _:
                pass
    return EXIT_PIPE_CLOSED if output_closed else code
