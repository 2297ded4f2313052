"""SchedulesService: scheduled jobs for front ends — add, edit, remove, enable, disable, run now, history —
each kept in the history and registered with the operating system's scheduler (`scheduling.register`),
and the scheduler agent where no OS scheduler is used.

A job's command line names the data folder (when one was chosen) and the job's id, nothing else: keys stay
in the keyring and are read by the run. A job that the OS scheduler refuses is not kept: nothing is left
half-written.
"""

from __future__ import annotations

import asyncio
import dataclasses
import hashlib
import logging
import os
import shutil
import sqlite3
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from desktop_agent.domain.display import visible
from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.domain.ids import is_plain_id, new_id
from desktop_agent.domain.schedules import (
    AllowRule,
    Budget,
    Job,
    JobRun,
    ScheduleError,
    Trigger,
    parse_allow,
    parse_schedule,
)
from desktop_agent.notifications.desktop import (
    Notification,
    clickable,
    note_argument,
    notify,
    notify_and_wait,
    shown_by_child,
)
from desktop_agent.storage.repository import HistoryRepository
from desktop_agent.storage.schedules import (
    add_job,
    delete_job,
    find_job,
    find_run,
    list_jobs,
    runs_of,
    save_job,
    set_last_slot,
)

if TYPE_CHECKING:
    from desktop_agent.config.paths import AppPaths
    from desktop_agent.core.app_core import AppCore
    from desktop_agent.scheduling.register import Backend, Registrar

log = logging.getLogger(__name__)

MOST_NAME_CHARS = 64


@dataclass(frozen=True, slots=True)
class JobChanges:
    """What the person gave for a job; None leaves a field as it is (on edit) or takes the default."""

    schedule: str | None = None
    prompt: str | None = None
    skill: str | None = None
    session_id: str | None = None
    workspace: Path | None = None
    agent: str | None = None
    provider: str | None = None
    model: str | None = None
    base_url: str | None = None
    allow: Sequence[str] | None = None
    max_steps: int | None = None
    max_tokens: int | None = None
    budget_usd: str | None = None
    time_limit_s: float | None = None


def bad(message: str, action: str = "") -> UserFacingError:
    return UserFacingError(ErrorKind.USAGE, message, action)


def program() -> list[str]:
    """How this program is started again: the frozen app itself, or this Python with the package."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    return [sys.executable, "-m", "desktop_agent"]


class SchedulesService:
    def __init__(self, core: AppCore, *, backend: Backend | None = None) -> None:
        self._core = core
        self._backend = backend

    @property
    def paths(self) -> AppPaths:
        return self._core.paths

    # ---- the commands the OS runs ----

    def job_command(self, job_id: str) -> list[str]:
        return job_command(self.paths, job_id)

    def agent_command(self) -> list[str]:
        return agent_command(self.paths)

    def registrar(self) -> Registrar:
        """The OS scheduler's entries (the registering code loads here, not with the jobs' list)."""
        from desktop_agent.scheduling.register import Registrar, detect

        backend = self._backend or detect()
        digest = hashlib.sha256(str(self.paths.data_dir).encode()).hexdigest()[:10]
        return Registrar(backend, self.agent_command(), f"desktop-agent-scheduler-{digest}.desktop")

    # ---- reading ----

    def jobs(self) -> list[Job]:
        return self._core.history.call(list_jobs)

    def get(self, name_or_id: str) -> Job:
        job = self._core.history.call(lambda repo: find_job(repo, name_or_id))
        if job is None:
            raise UserFacingError(
                ErrorKind.NOT_FOUND, f"There is no scheduled job {name_or_id!r}.", "See `schedule list`."
            )
        return job

    def history(self, job: Job, limit: int = 20) -> list[JobRun]:
        return self._core.history.call(lambda repo: runs_of(repo, job.id, limit))

    def run_of(self, job: Job, run_id: str) -> JobRun:
        """A run of the job whose refused calls a re-run may be given; said in words when there is none."""
        run = self._core.history.call(lambda repo: find_run(repo, job.id, run_id.strip()))
        return approvable_run(job, run, run_id)

    # ---- changing ----

    def add(self, name: str, given: JobChanges) -> tuple[Job, str]:
        """Keep and register a new job; returns it and where it was registered, in words."""
        name = _name(name)
        if given.schedule is None or not (given.prompt or "").strip():
            raise bad("A job needs --every SCHEDULE and --prompt TEXT.")
        now = time.time()
        choice = self._core.choose_model(provider=given.provider, model=given.model, agent=given.agent)
        blank = Job(
            id=new_id("job"), name=name, schedule=parse_schedule("every hour"), workspace=str(Path.cwd()),
            provider=choice.provider, model=choice.model,
            agent=given.agent or self._core.settings.default_agent,
            created_at=now, updated_at=now,
        )  # fmt: skip
        job = self._changed(blank, dataclasses.replace(given, provider=None, model=None))
        if job.session_id:
            job = dataclasses.replace(job, session_id=self._core.sessions.find(job.session_id).id)
        taken = bad(f"There is already a job called {name!r}.", "Choose another name.")
        if self._core.history.call(lambda repo: find_job(repo, name)) is not None:
            raise taken
        try:
            self._core.history.call(lambda repo: add_job(repo, job))
        except (sqlite3.IntegrityError, UserFacingError):  # another process added it meanwhile
            if self._core.history.call(lambda repo: find_job(repo, name)) is not None:
                raise taken from None
            raise
        from desktop_agent.scheduling.register import RegistrationError

        try:
            where = self.registrar().register(job, self.job_command(job.id), any_enabled=self._any_enabled())
        except RegistrationError as exc:
            self._core.history.call(lambda repo: delete_job(repo, job.id))
            raise UserFacingError(ErrorKind.CONFIG, f"The job could not be scheduled: {exc}.") from None
        return job, where

    def edit(self, job: Job, given: JobChanges) -> tuple[Job, str]:
        changed = self._changed(job, given)
        if given.schedule is not None:  # a new schedule starts from now, with nothing missed
            changed = dataclasses.replace(changed, last_slot=time.time())
        if given.session_id:
            changed = dataclasses.replace(changed, session_id=self._core.sessions.find(given.session_id).id)
        if given.provider is not None or given.model is not None:
            choice = self._core.choose_model(provider=given.provider, model=given.model or None)
            changed = dataclasses.replace(changed, provider=choice.provider, model=choice.model)
        return self._store(job, changed)

    def set_enabled(self, job: Job, enabled: bool) -> tuple[Job, str]:
        """Enabling starts from now: the slots passed while it was disabled are not run."""
        now = time.time()
        since = now if enabled and not job.enabled else job.last_slot
        return self._store(job, dataclasses.replace(job, enabled=enabled, updated_at=now, last_slot=since))

    def _store(self, before: Job, job: Job) -> tuple[Job, str]:
        from desktop_agent.scheduling.register import RegistrationError

        self._core.history.call(lambda repo: save_job(repo, job))
        try:
            where = self.registrar().register(job, self.job_command(job.id), any_enabled=self._any_enabled())
        except RegistrationError as exc:
            self._core.history.call(lambda repo: save_job(repo, before))
            raise UserFacingError(ErrorKind.CONFIG, f"The job could not be scheduled: {exc}.") from None
        return job, where

    def remove(self, job: Job) -> None:
        self._core.history.call(lambda repo: delete_job(repo, job.id))
        self.registrar().unregister(job.id, jobs_left=self._any_enabled())

    def _any_enabled(self) -> bool:
        return any(j.enabled for j in self.jobs())

    def _changed(self, job: Job, given: JobChanges) -> Job:
        """The job with what was given, every value checked (ScheduleError becomes a usage error)."""
        try:
            return _apply(job, given)
        except ScheduleError as exc:
            raise bad(str(exc)) from None

    def registered_as(self, job: Job) -> str:
        """What the OS scheduler knows the job as, in one line (a unit, a plist, a task, the agent)."""
        from desktop_agent.scheduling.register import Backend, autostart_folder, detect, systemd_folder
        from desktop_agent.scheduling.units import LAUNCHD_PREFIX, TASK_FOLDER, UNIT_PREFIX

        backend = self._backend or detect()
        match backend:
            case Backend.SYSTEMD:
                return f"{systemd_folder() / UNIT_PREFIX}{job.id}.timer"
            case Backend.LAUNCHD:
                return str(Path.home() / "Library" / "LaunchAgents" / f"{LAUNCHD_PREFIX}{job.id}.plist")
            case Backend.TASK_SCHEDULER:
                return f"Task Scheduler \\{TASK_FOLDER}\\{job.id}"
            case Backend.AUTOSTART:
                return str(autostart_folder() / self.registrar().agent_name)
            case Backend.NONE:
                return backend.words

    # ---- the same, off the event loop (for the window) ----

    async def ajobs(self) -> list[Job]:
        return await self._core.history.run(list_jobs)

    async def ahistory(self, job: Job, limit: int = 20) -> list[JobRun]:
        return await self._core.history.run(lambda repo: runs_of(repo, job.id, limit))

    async def arun_of(self, job: Job, run_id: str) -> JobRun:
        run = await self._core.history.run(lambda repo: find_run(repo, job.id, run_id.strip()))
        return approvable_run(job, run, run_id)

    async def aregistered_as(self, job: Job) -> str:
        return await asyncio.to_thread(self.registered_as, job)

    async def aadd(self, name: str, given: JobChanges) -> tuple[Job, str]:
        """`add` in a worker thread: the OS scheduler's commands block."""
        return await asyncio.to_thread(self.add, name, given)

    async def aedit(self, job: Job, given: JobChanges) -> tuple[Job, str]:
        return await asyncio.to_thread(self.edit, job, given)

    async def aset_enabled(self, job: Job, enabled: bool) -> tuple[Job, str]:
        return await asyncio.to_thread(self.set_enabled, job, enabled)

    async def aremove(self, job: Job) -> None:
        await asyncio.to_thread(self.remove, job)

    # ---- running ----

    async def run_now(
        self,
        job: Job,
        trigger: Trigger = Trigger.HAND,
        *,
        notify: bool = True,
        approving: JobRun | None = None,
    ) -> JobRun:
        """`approving`: a run of this job (`run_of`) whose refused calls this run may make, each exactly as
        it was refused and this once (the job's rules stay as they are)."""
        from desktop_agent.core.scheduled_run import ScheduledRunner

        if approving is not None:
            approving = approvable_run(job, approving if approving.job_id == job.id else None, approving.id)
            runner = ScheduledRunner(self._core, notify_result=notify)
            return await runner.run(job, Trigger.HAND, approved=approving.approvable(), rerun_of=approving.id)

        if trigger is Trigger.SCHEDULE:  # the slot this run stands for: missed ones are not run again
            now = time.time()
            slot = job.schedule.last_at_or_before(now, job.last_slot or job.created_at) or now
            await self._core.history.run(lambda repo: set_last_slot(repo, job.id, slot))
        return await ScheduledRunner(self._core, notify_result=notify).run(job, trigger)


def approvable_run(job: Job, run: JobRun | None, run_id: str) -> JobRun:
    if run is None:
        raise UserFacingError(
            ErrorKind.NOT_FOUND, f"{job.name} has no run {visible(run_id)!r}.",
            f"See its runs: `schedule history {job.name}`.",
        )  # fmt: skip
    if not run.approvable():
        why = (
            "none of the calls it refused can be approved for a run nobody watches"
            if run.refused_calls
            else "it refused nothing"
            if not run.refused
            else "it was recorded before refused calls were kept exactly"
        )
        raise bad(f"There is nothing to approve from the run {run.id}: {why}.")
    return run


def data_dir_words(paths: AppPaths) -> list[str]:
    """`--data-dir DIR` when the app runs on a chosen data folder (a child started for it must too)."""
    chosen = paths.config_dir == paths.data_dir  # --data-dir was given
    return ["--data-dir", str(paths.data_dir)] if chosen else []


def job_command(paths: AppPaths, job_id: str) -> list[str]:
    """What the OS scheduler (or the agent) runs: the job's id and the data folder, never a key."""
    return [*program(), *data_dir_words(paths), "schedule", "run-now", job_id, "--scheduled"]


def agent_command(paths: AppPaths) -> list[str]:
    return [*program(), *data_dir_words(paths), "schedule", "agent"]


def open_command(paths: AppPaths, session_id: str) -> list[str]:
    """What a notification's click starts: the window on the run's session (a running window shows it)."""
    return [*program(), *data_dir_words(paths), "--open-session", session_id]


def review_command(paths: AppPaths, job_id: str, run_id: str) -> list[str]:
    """What *Review refused calls* starts: the window's Schedules page on the run's refused calls, asking
    before anything runs (a running window shows it)."""
    return [*program(), *data_dir_words(paths), "--review-run", job_id, run_id]


APP_SCHEME = "desktop-agent"
"""Windows: the address scheme the installer registers (`desktop-agent://open-session/ID`,
`desktop-agent://review-run/JOB/RUN`), opened by a toast's click; it starts the app with `--open-url`."""


def open_url(session_id: str) -> str:
    return f"{APP_SCHEME}://open-session/{session_id}"


def review_url(job_id: str, run_id: str) -> str:
    return f"{APP_SCHEME}://review-run/{job_id}/{run_id}"


def read_app_url(url: str) -> tuple[str, tuple[str, ...]]:
    """What an address of ours asks: ("open-session", (ID,)) or ("review-run", (JOB, RUN)). Anything else
    (another scheme, another verb, a query, ids that are not ids) is a usage error: a web page may open such
    an address too, so it only ever shows a session or the Schedules page's question."""
    parts = urlsplit(url.strip())
    ids = tuple(parts.path.strip("/").split("/")) if parts.path.strip("/") else ()
    wanted = {"open-session": 1, "review-run": 2}.get(parts.netloc)
    fine = parts.scheme == APP_SCHEME and not parts.query and not parts.fragment
    if not fine or wanted is None or len(ids) != wanted or not all(is_plain_id(one) for one in ids):
        raise bad(f"{visible(url[:200])!r} is not an address Desktop Agent opens.")
    return parts.netloc, ids


def notification_command(argument: str) -> list[str]:
    """This program in its notification mode. Under a systemd service (a job's unit) the child is moved to a
    scope of its own, or it would end with the unit's other processes when the run ends (not tested here:
    no systemd user session)."""
    command = [*program(), "--notification", argument]
    if os.environ.get("INVOCATION_ID") and (systemd_run := shutil.which("systemd-run")):
        return [systemd_run, "--user", "--scope", "--quiet", "--collect", "--", *command]
    return command


def announce(paths: AppPaths, note: Notification, run: tuple[str, str] | None = None) -> str | None:
    """A run's notification: where a click can be followed (freedesktop) and it names a session, sent by a
    detached child that opens the session when it is clicked — and, when `note.review` and the run (its job's
    id and its own) are given, shows its refused calls on *Review refused calls*; else as `notify` does.
    None when shown, otherwise why not."""
    if sys.platform == "win32" and note.session_id:  # the toast opens an address (see APP_SCHEME)
        reviewing = review_url(*run) if note.review and run is not None else ""
        return notify(dataclasses.replace(note, open_url=open_url(note.session_id), review_url=reviewing))
    if not note.session_id or not clickable():
        return notify(note)
    reviewing = review_command(paths, *run) if note.review and run is not None else []
    argument = note_argument(note, open_command(paths, note.session_id), review_command=reviewing)
    return shown_by_child(note, notification_command(argument))


def follow_notification(argument: str) -> int:
    """The notification mode (`--notification`, hidden): show it, wait for its click, open the session."""
    return notify_and_wait(argument)


def run_agent(paths: AppPaths, tick_s: float, *, clock_offset: float = 0.0) -> bool:
    """The scheduler agent, until no job is enabled; False when another agent already serves this data
    folder. It reads the jobs with short connections of its own: no core, no history thread, nothing else
    loaded, so it stays small while it waits."""
    database = paths.database_file

    def jobs() -> list[Job]:
        with _Connection(database) as repo:
            return list_jobs(repo)

    def mark(job_id: str, slot: float) -> None:
        with _Connection(database) as repo:
            set_last_slot(repo, job_id, slot)

    from desktop_agent.scheduling.agent import SchedulerAgent, single_agent

    with single_agent(paths.data_dir / "scheduler.lock") as alone:
        if not alone:
            return False
        agent = SchedulerAgent(jobs, mark, lambda job_id: job_command(paths, job_id), tick_s=tick_s)
        if clock_offset:
            agent.clock = lambda: time.time() + clock_offset
        agent.run_forever()
    return True


class _Connection:
    """A short connection to the history for the scheduler agent."""

    def __init__(self, database: Path) -> None:
        self._database = database

    def __enter__(self) -> HistoryRepository:
        self._conn = sqlite3.connect(self._database, timeout=10, isolation_level=None)
        return HistoryRepository(self._conn)

    def __exit__(self, *_: object) -> None:
        self._conn.close()


def _name(name: str) -> str:
    clean = name.strip()
    if not clean or len(clean) > MOST_NAME_CHARS or visible(clean) != clean or "\n" in clean:
        raise bad(f"A job's name is one line of 1 to {MOST_NAME_CHARS} printable characters.")
    return clean


def _apply(job: Job, given: JobChanges) -> Job:
    changes: dict[str, object] = {"updated_at": time.time()}
    if given.schedule is not None:
        changes["schedule"] = parse_schedule(given.schedule)
    if given.prompt is not None:
        if not given.prompt.strip():
            raise ScheduleError("The prompt is empty.")
        changes["prompt"] = given.prompt
    for key in ("skill", "session_id", "agent"):
        value = getattr(given, key)
        if value is not None:
            changes[key] = value.strip()
    if given.workspace is not None:
        workspace = given.workspace.expanduser().resolve()
        if not workspace.is_dir():
            raise ScheduleError(f"The workspace folder {workspace} does not exist.")
        changes["workspace"] = str(workspace)
    if given.base_url is not None:
        changes["base_url"] = _endpoint(given.base_url)
    if given.allow is not None:
        changes["allow"] = tuple(parse_allow(text) for text in given.allow)
    changes["budget"] = _budget(job.budget, given)
    return dataclasses.replace(job, **changes)  # type: ignore[arg-type]


def _endpoint(url: str) -> str:
    clean = url.strip().rstrip("/")
    if not clean:
        return ""
    parts = urlsplit(clean)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ScheduleError(f"--base-url {url!r} is not an http(s) address.")
    if parts.username or parts.password or parts.query:
        raise ScheduleError(
            "--base-url must not carry credentials or a query: keys go in the keyring (`keys set`)."
        )
    return clean


def _budget(budget: Budget, given: JobChanges) -> Budget:
    changes: dict[str, object] = {}
    for key, value in (("max_steps", given.max_steps), ("max_tokens", given.max_tokens)):
        if value is not None:
            if value < 0:
                raise ScheduleError(f"--{key.replace('_', '-')} must be at least 1 (0 removes the limit).")
            changes[key] = value or None
    if given.budget_usd is not None:
        try:
            dollars = Decimal(given.budget_usd.strip().lstrip("$"))
        except InvalidOperation:
            raise ScheduleError(f"--budget-usd {given.budget_usd!r} is not an amount (e.g. 0.50).") from None
        if not dollars.is_finite() or dollars < 0:
            raise ScheduleError("--budget-usd must be an amount of 0 or more (0 removes the limit).")
        changes["usd"] = dollars or None
    if given.time_limit_s is not None:
        if given.time_limit_s < 0:
            raise ScheduleError("--time-limit must be positive (0 removes the limit).")
        changes["time_limit_s"] = given.time_limit_s or None
    return dataclasses.replace(budget, **changes)  # type: ignore[arg-type]


def rules_text(rules: Sequence[AllowRule]) -> str:
    return ", ".join(r.text for r in rules) or "nothing (every call that would ask is refused)"


def budget_text(budget: Budget) -> str:
    from desktop_agent.core.usage import usd
    from desktop_agent.domain.schedules import duration_text

    words = []
    if budget.max_steps:
        words.append(f"{budget.max_steps} steps")
    if budget.max_tokens:
        words.append(f"{budget.max_tokens:,} tokens")
    if budget.usd is not None:
        words.append(usd(budget.usd))
    if budget.time_limit_s:
        words.append(duration_text(budget.time_limit_s))
    return ", ".join(words) or "no limit but the profile's steps"
