"""What the Schedules page shows and checks, without Qt: a schedule in words, the presets the form offers, the
form's values checked as the person types (the schedule, the allow rules), a run's outcome, and the form made
into the core's `JobChanges`.

`tr` translates each text (the page passes Qt's translation in the "" context, where the template keeps
these texts); the domain's own refusals (a schedule that cannot be read, a rule) are shown as the core
words them.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path

from desktop_agent.core.schedules import JobChanges
from desktop_agent.domain.display import visible
from desktop_agent.domain.errors import QT_TRANSLATE_NOOP
from desktop_agent.domain.schedules import (
    Job,
    JobRun,
    RunStatus,
    Schedule,
    ScheduleError,
    parse_allow,
    parse_schedule,
    when_text,
)

Tr = Callable[[str], str]


def _same(text: str) -> str:
    return text


@dataclass(frozen=True, slots=True)
class Preset:
    key: str
    label: str
    """As the picker shows it (translated by the page)."""
    words: str
    """The schedule it makes, `{time}` standing for the time picked ("" for the free text)."""

    @property
    def timed(self) -> bool:
        return "{time}" in self.words

    def text(self, at: str) -> str:
        return self.words.format(time=at)


PRESETS = (
    Preset("weekdays", "Every weekday at …", "weekdays {time}"),
    Preset("daily", "Every day at …", "daily {time}"),
    Preset("mondays", "Every Monday at …", "mondays {time}"),
    Preset("hourly", "Every hour", "every hour"),
    Preset("quarter", "Every 15 minutes", "every 15 minutes"),
    Preset("custom", "In your words, or cron…", ""),
)
CUSTOM = PRESETS[-1]
DEFAULT_TIME = "08:00"


def preset_of(text: str) -> tuple[Preset, str]:
    """The preset a schedule's text is (and its time), or the free text."""
    words = " ".join(text.strip().lower().split())
    for preset in PRESETS[:-1]:
        if not preset.timed:
            if words == preset.words:
                return preset, DEFAULT_TIME
            continue
        head = preset.words.split(" ")[0]
        parts = words.split(" ")
        if len(parts) == 2 and parts[0] == head and len(parts[1]) == 5 and parts[1][2] == ":":
            return preset, parts[1]
    return CUSTOM, DEFAULT_TIME


_DAY_NAMES = (  # marked for the template, in the context the window's `tr` reads ("")
    QT_TRANSLATE_NOOP("", "Sundays"),
    QT_TRANSLATE_NOOP("", "Mondays"),
    QT_TRANSLATE_NOOP("", "Tuesdays"),
    QT_TRANSLATE_NOOP("", "Wednesdays"),
    QT_TRANSLATE_NOOP("", "Thursdays"),
    QT_TRANSLATE_NOOP("", "Fridays"),
    QT_TRANSLATE_NOOP("", "Saturdays"),
)


def schedule_words(schedule: Schedule, tr: Tr = _same) -> str:
    """In words: "Every weekday at 08:00", "Every hour"; anything else as written, with its cron."""
    minute, hour, dom, month, dow = schedule.fields
    if (dom, month, dow) == ("*", "*", "*") and hour == "*":
        if minute == "0":
            return tr("Every hour")
        if minute == "*":
            return tr("Every minute")
        if minute.startswith("*/") and minute[2:].isdigit():
            return tr("Every {n} minutes").format(n=minute[2:])
    if dom == "*" and month == "*" and minute.isdigit() and hour.isdigit():
        at = f"{int(hour):02d}:{int(minute):02d}"
        if dow == "*":
            return tr("Every day at {time}").format(time=at)
        if dow == "1-5":
            return tr("Every weekday at {time}").format(time=at)
        if dow == "0,6":
            return tr("Weekends at {time}").format(time=at)
        if dow.isdigit() and int(dow) < 7:
            return tr("{days} at {time}").format(days=tr(_DAY_NAMES[int(dow)]), time=at)
    return tr("{text} (cron {cron})").format(text=visible(schedule.text), cron=schedule.cron)


@dataclass(frozen=True, slots=True)
class Checked:
    """A schedule as typed: what is wrong ("" when it can be used) or when it would run next."""

    problem: str = ""
    next_run: float | None = None


def check_schedule(text: str, now: float | None = None) -> Checked:
    if not text.strip():
        return Checked("Write when it runs.")
    try:
        schedule = parse_schedule(text)
    except ScheduleError as error:
        return Checked(str(error))
    return Checked(next_run=schedule.next_after(time.time() if now is None else now))


def check_rules(text: str) -> tuple[list[str], str]:
    """The allow rules, one a line (blank lines skipped), and what is wrong with the first bad one."""
    rules = [line.strip() for line in text.splitlines() if line.strip()]
    for number, rule in enumerate(rules, 1):
        try:
            parse_allow(rule)
        except ScheduleError as error:
            return rules, f"Line {number}: {str(error).removeprefix('--allow ')}"
    return rules, ""


@dataclass(frozen=True, slots=True)
class JobForm:
    """What the form holds."""

    name: str
    schedule: str
    prompt: str
    workspace: str
    model: str
    """`provider/model`, as the model picker lists it ("" for the settings' default)."""
    rules: str
    max_steps: int
    """0: no limit."""
    budget_usd: Decimal
    """0: no limit."""
    time_limit_min: int
    """0: no limit."""


def form_problem(form: JobForm) -> str:
    """What keeps the form from being saved, in words ("" when nothing does)."""
    if not form.name.strip():
        return "Give the job a name."
    checked = check_schedule(form.schedule)
    if checked.problem:
        return checked.problem
    if not form.prompt.strip():
        return "Write the prompt each run sends."
    if not form.workspace.strip():
        return "Choose the workspace folder."
    return check_rules(form.rules)[1]


def changes_of(form: JobForm) -> JobChanges:
    """The form as the core's changes (every field given: on edit, the form shows them all)."""
    provider, _slash, model = form.model.strip().partition("/")
    return JobChanges(
        schedule=form.schedule, prompt=form.prompt, workspace=Path(form.workspace.strip()),
        provider=provider or None if model else None, model=(model or provider) or None,
        allow=check_rules(form.rules)[0], max_steps=form.max_steps, budget_usd=str(form.budget_usd),
        time_limit_s=float(form.time_limit_min * 60),
    )  # fmt: skip


def form_of(job: Job) -> JobForm:
    b = job.budget
    return JobForm(
        name=job.name, schedule=job.schedule.text, prompt=job.prompt, workspace=job.workspace,
        model=f"{job.provider}/{job.model}", rules="\n".join(r.text for r in job.allow),
        max_steps=b.max_steps or 0, budget_usd=b.usd or Decimal(0),
        time_limit_min=round((b.time_limit_s or 0) / 60),
    )  # fmt: skip


# ---- the list and the history ----


def next_run_words(job: Job, now: float, tr: Tr = _same) -> str:
    return when_text(job.next_run(now)) if job.enabled else "—"


def outcome_words(run: JobRun, tr: Tr = _same) -> str:
    """A run's outcome in a few words."""
    match run.status:
        case RunStatus.RUNNING:
            return tr("Running…")
        case RunStatus.DONE:
            return tr("Done") if not run.refused else tr("Done, {n} refused").format(n=len(run.refused))
        case RunStatus.LIMIT:
            return tr("Stopped at a limit")
        case RunStatus.FAILED:
            return tr("Failed")
        case RunStatus.SKIPPED:
            return tr("Skipped")


def last_run_words(runs: list[JobRun], tr: Tr = _same) -> str:
    if not runs:
        return tr("Not run yet")
    last = runs[0]
    return tr("{outcome}, {when}").format(outcome=outcome_words(last, tr), when=when_text(last.started_at))


def run_said(run: JobRun) -> str:
    """The answer's first line, or why it ended otherwise."""
    return visible(run.answer if run.status is RunStatus.DONE and run.answer else run.reason)


def tokens_words(run: JobRun, tr: Tr = _same) -> str:
    from desktop_agent.core.usage import usd

    tokens = f"{run.tokens:,}"
    if run.cost_usd is None:
        return tr("{tokens} tokens").format(tokens=tokens) if run.tokens else "—"
    return tr("{tokens} tokens, {cost}").format(tokens=tokens, cost=usd(run.cost_usd))


def run_row(run: JobRun, tr: Tr = _same) -> tuple[str, str, str, str, str]:
    """When, outcome, what it said, what was refused, tokens and cost."""
    refused = ", ".join(visible(r) for r in run.refused) or "—"
    return when_text(run.started_at), outcome_words(run, tr), run_said(run), refused, tokens_words(run, tr)


def edit_changes(job: Job, form: JobForm) -> JobChanges:
    """The form's changes to `job`: a schedule or model left as it was is not given again (a new schedule
    starts from now; the model would be chosen again)."""
    import dataclasses

    changes = changes_of(form)
    if form.schedule.strip() == job.schedule.text:
        changes = dataclasses.replace(changes, schedule=None)
    if form.model.strip() == f"{job.provider}/{job.model}":
        changes = dataclasses.replace(changes, provider=None, model=None)
    return changes
