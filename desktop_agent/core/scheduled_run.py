"""One run of a scheduled job, unattended: an ordinary turn in a session of the history (marked as a
scheduled run's), where nobody is asked anything.

- A call the job's `allow` rules cover runs as any allowed call does: the rules are the session's grants
  for this run only (never saved), so they turn a question into an allow exactly where a saved approval
  with the same pattern would (each simple command of a command line must match; the protective layer, a
  deny rule and a command leaving the sandbox still ask).
- Any call that would ask is refused with a note to the model, and listed in the run's summary
  ("needed approval: write_file report.md"), also exactly (`RefusedCall`: the tool and the subject the rules
  saw). A question is unanswered; "go on?" is no.
- A re-run "with these approved" (`approved`) is given, for that run only, one exact rule per refused call
  (`policy.Rule.exact`: that tool and that subject, character for character; never a pattern, never saved
  to the job or the session). Anything else that would ask is refused as before.
- The budget: steps through the loop's own step cap; tokens and dollars from the usage the turn reports
  (priced as the Usage page prices them; a model on this computer is free); the time limit by cancelling.
  Reaching one ends the run, and the summary says which, in words.
- The result (or the failure) is a desktop notification with the job's name and the answer's first line.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from dataclasses import dataclass, field, replace
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING

from desktop_agent.core.approvals import ApprovalChoice, ApprovalDecision, UnknownRequestError
from desktop_agent.core.models import ModelChoice
from desktop_agent.core.usage import PriceTable, usage_service, usd
from desktop_agent.domain.display import visible
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.domain.events import (
    AgentEvent,
    ApprovalRequested,
    ContinueRequested,
    MessageStarted,
    PartEnded,
    QuestionAsked,
    RunFailed,
    RunFinished,
    StopReason,
    UsageReported,
)
from desktop_agent.domain.messages import TextPart, Usage
from desktop_agent.domain.schedules import (
    Budget,
    Job,
    JobRun,
    RefusedCall,
    RunStatus,
    Trigger,
    duration_text,
    held_reason,
)
from desktop_agent.domain.turns import Say
from desktop_agent.notifications.desktop import Notification
from desktop_agent.storage.schedules import begin_run, finish_run, set_run_session

if TYPE_CHECKING:
    from desktop_agent.agent.policy import Rule
    from desktop_agent.core.agent import ChatSession, Run
    from desktop_agent.core.app_core import AppCore

log = logging.getLogger(__name__)

NOBODY_TO_APPROVE = (
    "This is a scheduled run and nobody is here to approve calls: this call needs approval, so it was not "
    "run. Go on without it if you can; otherwise finish and say what needs approval."
)


def refusal_words(event: ApprovalRequested) -> str:
    """`write_file report.md`: what was refused, as the summary lists it."""
    subject = event.subject if event.subject is not None else ""
    return visible(f"{event.name} {subject}".strip())[:200]


def refused_call(event: ApprovalRequested) -> RefusedCall:
    """The call exactly, with why approving it on a re-run would not let it run ('' when it would)."""
    held = held_reason(
        event.subject, protected=event.protected, unconfined=event.unconfined,
        changed=bool(event.definition_changed),
    )  # fmt: skip
    return RefusedCall(event.name, event.subject, held)


@dataclass
class Meter:
    """Tokens and dollars against the job's budget."""

    budget: Budget
    prices: PriceTable | None
    model: str
    local: bool
    usage: Usage = field(default_factory=Usage)

    @property
    def tokens(self) -> int:
        u = self.usage
        return u.input_tokens + u.output_tokens + u.cache_read_tokens + u.cache_write_tokens

    @property
    def cost(self) -> Decimal | None:
        if self.local:
            return Decimal(0)
        found = self.prices.find(self.model) if self.prices is not None else None
        return found[1].cost(self.usage) if found is not None else None

    def over(self) -> str:
        """Why the run must end now, in words; '' while within its budget."""
        if self.budget.max_tokens is not None and self.tokens >= self.budget.max_tokens:
            most = self.budget.max_tokens
            return f"Stopped: the budget of {most:,} tokens was reached ({self.tokens:,} used)."
        cost = self.cost
        if self.budget.usd is not None and cost is not None and cost >= self.budget.usd:
            return f"Stopped: the budget of {usd(self.budget.usd)} was reached ({usd(cost)} spent)."
        return ""


class UnattendedRun:
    """Follows one run's events: refuses what would ask, keeps the answer, watches the budget."""

    def __init__(self, run: Run, meter: Meter) -> None:
        self.run = run
        self.meter = meter
        self.refused: list[str] = []
        self.calls: list[RefusedCall] = []
        self.answer: list[str] = []
        self.limit = ""
        self.final: RunFinished | RunFailed | None = None

    def _answer(self, respond: str, request_id: str, value: object) -> None:
        with contextlib.suppress(UnknownRequestError):  # the run was stopped meanwhile
            getattr(self.run, respond)(request_id, value)

    async def follow(self) -> None:
        async for event in self.run.events():
            self.on_event(event)

    def on_event(self, event: AgentEvent) -> None:
        match event:
            case ApprovalRequested(request_id=rid):
                self.refused.append(refusal_words(event))
                self.calls.append(refused_call(event))
                log.info("Scheduled run: refused %s (needed approval)", event.name)
                self._answer("approve", rid, ApprovalDecision(ApprovalChoice.DENY, NOBODY_TO_APPROVE))
            case QuestionAsked(request_id=rid):
                self._answer("answer", rid, None)
            case ContinueRequested(request_id=rid):
                self._answer("confirm", rid, False)
            case MessageStarted(role="assistant"):
                self.answer = []
            case PartEnded(part=TextPart(text=text)):
                self.answer.append(text)
            case UsageReported(total=total):
                self.meter.usage = total
                why = self.meter.over()
                if why and not self.limit:
                    self.limit = why
                    self.run.cancel()
            case RunFinished() | RunFailed():
                self.final = event
            case _:
                pass


def first_line(text: str) -> str:
    for line in text.strip().splitlines():
        if line.strip():
            return visible(line.strip())[:300]
    return ""


class ScheduledRunner:
    """Runs jobs of the core's history, one at a time per job across processes."""

    def __init__(self, core: AppCore, *, notify_result: bool = True) -> None:
        self._core = core
        self._notify = notify_result

    async def run(
        self,
        job: Job,
        trigger: Trigger,
        *,
        approved: tuple[RefusedCall, ...] = (),
        rerun_of: str | None = None,
    ) -> JobRun:
        """`approved`: calls this run may make as well, each exactly (a re-run of `rerun_of`)."""
        history = self._core.history
        row, other = await history.run(lambda repo: begin_run(repo, job.id, trigger, rerun_of))
        if other is not None:
            log.info("Job %s: the previous run %s is still going; this one is skipped", job.id, other.id)
            return row
        try:
            done = await self._run(job, row, approved)
        except UserFacingError as error:
            done = replace(row, status=RunStatus.FAILED, reason=f"{error.message} {error.action}".strip())
        except Exception as exc:  # the run's row must end, whatever happened
            log.exception("Scheduled job %s failed", job.id)
            done = replace(row, status=RunStatus.FAILED, reason=f"{type(exc).__name__}: {exc}")
        done = replace(done, ended_at=time.time())
        await history.run(lambda repo: finish_run(repo, done))
        if self._notify:  # a click on it opens the run's session; Review, its refused calls (core.schedules)
            from desktop_agent.core.schedules import announce

            note = notification_for(job, done)
            await asyncio.to_thread(announce, self._core.paths, note, (job.id, done.id))
        return done

    async def _run(self, job: Job, row: JobRun, approved: tuple[RefusedCall, ...]) -> JobRun:
        core = self._core
        service = core.service
        workspace = Path(job.workspace)
        if not await asyncio.to_thread(workspace.is_dir):
            raise UserFacingError(ErrorKind.USAGE, f"The workspace folder {workspace} does not exist.")
        existing = await service.open_session(job.session_id) if job.session_id else None
        what = Say(job.prompt, skill=job.skill or None)
        choice = ModelChoice(job.provider, job.model)
        draft = existing or core.turns.draft(job.agent, choice, workspace)
        outgoing = await core.turns.prepare(draft, what)
        await core.turns.provider(job.provider, job.base_url)  # no key: said now, nothing stored
        session = existing or service.new_session(
            agent=job.agent,
            provider=job.provider,
            model=job.model,
            workspace=workspace,
            base_url=job.base_url,
        )
        await core.history.run(lambda repo: set_run_session(repo, row.id, session.id))
        row = replace(row, session_id=session.id)
        added = with_rules(session, job, approved)
        meter = Meter(
            job.budget, _prices(core), session.model, _local(core, session.provider, session.base_url)
        )
        turn = await core.turns.begin(session, outgoing, max_steps=job.budget.max_steps)
        follower = UnattendedRun(turn.run, meter)
        limit_s = job.budget.time_limit_s
        following = asyncio.ensure_future(follower.follow())
        try:
            await asyncio.wait_for(asyncio.shield(following), limit_s)
        except TimeoutError:
            follower.limit = f"Stopped: the time limit of {duration_text(limit_s or 0)} was reached."
            turn.run.cancel()
            await following
        finally:  # this run's only: nothing of them stays with the session
            for rule in added:
                with contextlib.suppress(ValueError):
                    session.grants.remove(rule)
        return _summary(row, follower, meter)


def with_rules(session: ChatSession, job: Job, approved: tuple[RefusedCall, ...] = ()) -> list[Rule]:
    """The job's allow rules as the session's grants for this run (never saved), and one exact rule for
    each approved call that can be approved (a held one stays refused). Returns what it added."""
    from desktop_agent.agent.policy import Action, Rule

    added = [Rule(r.tool, Action.ALLOW, r.pattern) for r in job.allow]
    added += [
        Rule(c.tool, Action.ALLOW, c.subject, exact=True) for c in dict.fromkeys(approved) if not c.held
    ]
    session.grants.extend(added)
    return added


def _prices(core: AppCore) -> PriceTable | None:
    try:
        return usage_service(core).prices()
    except Exception:  # an unreadable price file: dollars are unknown, tokens still count
        log.warning("Prices could not be read for a scheduled run's budget", exc_info=True)
        return None


def _local(core: AppCore, provider: str, base_url: str) -> bool:
    from desktop_agent.core.usage import is_local_endpoint

    configured = {name.lower(): p.base_url for name, p in core.settings.providers.items() if p.base_url}
    return is_local_endpoint(provider, base_url, configured)


def _summary(row: JobRun, follower: UnattendedRun, meter: Meter) -> JobRun:
    final = follower.final
    answer = first_line("".join(follower.answer))
    status, reason = RunStatus.DONE, ""
    if follower.limit:
        status, reason = RunStatus.LIMIT, follower.limit
    elif isinstance(final, RunFailed):
        status, reason = RunStatus.FAILED, f"{final.error.message} {final.error.action}".strip()
    elif isinstance(final, RunFinished) and final.stop_reason is StopReason.STEP_LIMIT:
        status, reason = RunStatus.LIMIT, f"Stopped: the limit of {final.steps} steps was reached."
    elif isinstance(final, RunFinished) and final.stop_reason is not StopReason.END:
        reason = final.message or f"Ended: {final.stop_reason.value.replace('_', ' ')}."
    return replace(
        row, status=status, answer=answer, reason=reason, refused=tuple(follower.refused),
        tokens=meter.tokens, cost_usd=meter.cost, refused_calls=tuple(follower.calls),
    )  # fmt: skip


def notification_for(job: Job, run: JobRun) -> Notification:
    """The job's name and the answer's first line; a failure or a limit with its reason."""
    refused = f" Refused (needed approval): {', '.join(run.refused)}." if run.refused else ""
    if run.status is RunStatus.DONE:
        body = (run.answer or "Done, without an answer.") + refused
        return Notification(job.name, body, session_id=run.session_id or "", review=bool(run.approvable()))
    title = f"{job.name} — {'failed' if run.status is RunStatus.FAILED else 'stopped'}"
    return Notification(
        title, f"{run.reason}{refused}", failed=True, session_id=run.session_id or "",
        review=bool(run.approvable()),
    )  # fmt: skip
