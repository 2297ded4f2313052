"""Scheduled runs as plain values: a job (what runs, when, with what it may do unattended), its runs, and
the schedule's grammar.

A schedule is written in words ("weekdays 08:00", "daily 07:30", "every hour", "every 15 minutes",
"mondays 09:00") or as a 5-field cron expression ("0 8 * * 1-5"); both become one cron expression, which
cronsim (a small, maintained, typed library with no dependencies) evaluates. Times are the computer's local
wall-clock time: slots are found in wall time and turned into instants by the C library's `mktime`, so a
slot in the hour skipped when clocks go forward runs once, an hour later, and a slot in the hour repeated
when they go back runs once. cronsim (with the calendar module) is imported when a slot is first asked for,
not with these types.
"""

from __future__ import annotations

import enum
import re
import time
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from decimal import Decimal

from desktop_agent.domain.display import visible

_DAYS = ("sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday")
_CRON_FIELD = re.compile(r"^[0-9A-Za-z*,/-]+$")
_TIME = re.compile(r"^(\d{1,2}):(\d{2})$")
_TOOL = re.compile(r"^[A-Za-z0-9_.*?\[\]-]+$")
SCHEDULE_EXAMPLES = (
    '"weekdays 08:00", "daily 07:30", "mondays 09:00", "every hour", "every 15 minutes", or cron '
    '("0 8 * * 1-5")'
)


class ScheduleError(ValueError):
    """A schedule, a rule or a limit that cannot be used; its text says why, for the person."""


@dataclass(frozen=True, slots=True)
class Schedule:
    text: str
    """As the person wrote it."""
    cron: str
    """The same as a 5-field cron expression (minute hour day-of-month month day-of-week)."""

    @property
    def fields(self) -> tuple[str, str, str, str, str]:
        m, h, dom, mon, dow = self.cron.split()
        return m, h, dom, mon, dow

    def next_after(self, instant: float) -> float:
        """The first slot strictly after `instant` (seconds since the epoch), in local time."""
        from cronsim import CronSim

        wall = datetime.fromtimestamp(instant).replace(microsecond=0)
        for _ in range(4):  # a wall time that maps before `instant` (clocks went back): the next one
            wall = next(iter(CronSim(self.cron, wall)))
            at = _instant(wall)
            if at > instant:
                return at
        return _instant(wall) if _instant(wall) > instant else instant + 60

    def last_at_or_before(self, instant: float, since: float) -> float | None:
        """The newest slot in (since, instant], or None: missed slots are run once, as this one."""
        from cronsim import CronSim

        wall = datetime.fromtimestamp(instant).replace(microsecond=0) + timedelta(seconds=1)
        slots = iter(CronSim(self.cron, wall, reverse=True))
        for _ in range(4):
            at = _instant(next(slots))
            if at <= instant:
                return at if at > since else None
        return None


def _instant(wall: datetime) -> float:
    return time.mktime((wall.year, wall.month, wall.day, wall.hour, wall.minute, 0, 0, 0, -1))


def parse_schedule(text: str) -> Schedule:
    """A schedule from the person's words or a cron expression; ScheduleError says what is wrong."""
    from cronsim import CronSim, CronSimError

    words = " ".join(text.strip().lower().replace(" at ", " ").split())
    if words.startswith("every ") and _daily(words[6:]) is not None:
        words = words[6:]  # "every weekday at 08:00" = "weekdays 08:00"
    cron = _interval(words) or _daily(words) or _cron(text)
    if cron is None:
        raise ScheduleError(f"Could not read the schedule {text!r}. Write it like {SCHEDULE_EXAMPLES}.")
    try:
        CronSim(cron, datetime(2026, 1, 1))
    except (CronSimError, ValueError) as exc:
        raise ScheduleError(f"The schedule {text!r} is not valid cron ({exc}).") from None
    return Schedule(text.strip(), cron)


def _interval(words: str) -> str | None:
    if words in ("every minute", "minutely"):
        return "* * * * *"
    if words in ("every hour", "hourly"):
        return "0 * * * *"
    found = re.fullmatch(r"every (\d+) (minute|minutes|min|hour|hours)", words)
    if found is None:
        return None
    n, unit = int(found.group(1)), found.group(2)
    if unit.startswith("min"):
        if n < 1 or 60 % n:
            raise ScheduleError(f"Every {n} minutes does not divide the hour: use 1-6, 10, 12, 15, 20 or 30.")
        return "* * * * *" if n == 1 else f"*/{n} * * * *"
    if n < 1 or 24 % n:
        raise ScheduleError(f"Every {n} hours does not divide the day: use 1, 2, 3, 4, 6, 8 or 12.")
    return "0 * * * *" if n == 1 else f"0 */{n} * * *"


def _daily(words: str) -> str | None:
    parts = words.split(" ")
    if len(parts) != 2 or _TIME.match(parts[1]) is None:
        return None
    hour, minute = (int(x) for x in parts[1].split(":"))
    if hour > 23 or minute > 59:
        raise ScheduleError(f"{parts[1]} is not a time of day (00:00 to 23:59).")
    days = _days(parts[0])
    return None if days is None else f"{minute} {hour} * * {days}"


def _days(word: str) -> str | None:
    if word in ("daily", "day", "everyday", "every-day"):
        return "*"
    if word in ("weekdays", "weekday"):
        return "1-5"
    if word in ("weekends", "weekend"):
        return "0,6"
    numbers = []
    for one in word.split(","):
        name = one.rstrip("s")
        if name not in _DAYS:
            return None
        numbers.append(str(_DAYS.index(name)))
    return ",".join(numbers)


def _cron(text: str) -> str | None:
    fields = text.split()
    if len(fields) != 5 or not all(_CRON_FIELD.match(f) for f in fields):
        return None
    return " ".join(f.upper() if f[0].isalpha() else f for f in fields)


# ---- what a job may do unattended ----


@dataclass(frozen=True, slots=True)
class AllowRule:
    """A call the job may make without anyone asked: `TOOL` (every call) or `TOOL:PATTERN`, matched as
    the permission rules are (a path glob, a command word by word, a host)."""

    tool: str
    pattern: str | None = None

    @property
    def text(self) -> str:
        return self.tool if self.pattern is None else f"{self.tool}:{self.pattern}"


def parse_allow(text: str) -> AllowRule:
    tool, colon, pattern = text.strip().partition(":")
    if not tool or _TOOL.match(tool) is None or tool.strip("*?") == "":
        raise ScheduleError(
            f"--allow {text!r}: name a tool, optionally with what it may touch "
            "(read_file, write_file:reports/*.md, run_command:git status)."
        )
    if colon and not pattern.strip():
        raise ScheduleError(f"--allow {text!r}: nothing after the colon; leave it out to allow every call.")
    return AllowRule(tool, pattern.strip() if colon else None)


# ---- jobs and their runs ----


class Trigger(enum.StrEnum):
    SCHEDULE = "schedule"
    """The OS scheduler or the scheduler agent, at a slot (or once for the slots missed)."""
    HAND = "hand"
    """`schedule run-now`."""


class RunStatus(enum.StrEnum):
    RUNNING = "running"
    DONE = "done"
    LIMIT = "limit"
    """A budget or the time limit ended it."""
    FAILED = "failed"
    SKIPPED = "skipped"
    """The job's previous run was still going: runs of one job never overlap."""


@dataclass(frozen=True, slots=True)
class Budget:
    max_steps: int | None = None
    max_tokens: int | None = None
    usd: Decimal | None = None
    time_limit_s: float | None = None


@dataclass(frozen=True, slots=True)
class Job:
    id: str
    name: str
    schedule: Schedule
    workspace: str
    provider: str
    model: str
    prompt: str = ""
    skill: str = ""
    session_id: str = ""
    """A saved session each run continues ('' = a new session each run)."""
    agent: str = "build"
    base_url: str = ""
    allow: tuple[AllowRule, ...] = ()
    budget: Budget = field(default_factory=Budget)
    enabled: bool = True
    last_slot: float | None = None
    created_at: float = 0.0
    updated_at: float = 0.0

    def due(self, now: float) -> float | None:
        """The slot to run now (the newest missed one; older missed ones are not run again), or None."""
        since = self.last_slot if self.last_slot is not None else self.created_at
        return self.schedule.last_at_or_before(now, since) if self.enabled else None

    def next_run(self, now: float) -> float:
        """When it runs next: now when a slot is due, else the next slot."""
        return now if self.due(now) is not None else self.schedule.next_after(now)


@dataclass(frozen=True, slots=True)
class JobRun:
    id: str
    job_id: str
    trigger: Trigger
    status: RunStatus
    started_at: float
    session_id: str | None = None
    ended_at: float | None = None
    answer: str = ""
    """The first line of the answer."""
    reason: str = ""
    """Why it ended otherwise, in words (a budget reached, the error)."""
    refused: tuple[str, ...] = ()
    """The calls that needed an approval and were refused ("write_file report.md")."""
    tokens: int = 0
    cost_usd: Decimal | None = None
    refused_calls: tuple[RefusedCall, ...] = ()
    """The same calls exactly (tool and subject), for a re-run with them approved; empty for runs kept
    before they were recorded (schema 15)."""
    rerun_of: str | None = None
    """The run whose refused calls this one was given, approved (`--approve-refused`)."""

    def approvable(self) -> tuple[RefusedCall, ...]:
        """The refused calls a re-run may be given, each once, in the order they were refused."""
        return tuple(dict.fromkeys(c for c in self.refused_calls if not c.held))

    def still_refused(self) -> tuple[RefusedCall, ...]:
        return tuple(dict.fromkeys(c for c in self.refused_calls if c.held))


MOST_SUBJECT_CHARS = 2000
"""A longer subject is not offered for approval: the person could not read all of it."""


@dataclass(frozen=True, slots=True)
class RefusedCall:
    """A call an unattended run refused, as the permission rules saw it: the tool's name and the exact
    subject (a path, a command line, an address). Approving it on a re-run allows this subject of this tool
    and nothing else: compared character for character, never read as a pattern (`policy.Rule.exact`)."""

    tool: str
    subject: str | None
    held: str = ""
    """Why approving it here would not let it run, in words ('' when it can be approved): the protective
    layer or the sandbox asks whatever the rules say, or there is no subject to name exactly."""

    @property
    def words(self) -> str:
        """`write_file report.md`, hidden characters shown by name."""
        return visible(f"{self.tool} {self.subject or ''}".strip())


def held_reason(
    subject: str | None, *, protected: str = "", unconfined: str = "", changed: bool = False
) -> str:
    """Why a refused call cannot be approved for a re-run ('' when it can)."""
    if protected:
        return f"It is protected ({protected}): it always asks, so only a chat can approve it."
    if unconfined:
        return f"It would run outside the sandbox ({unconfined}): only a chat can approve that."
    if changed:
        return "The tool's definition changed since it was approved: only a chat can approve it."
    if subject is None or not subject.strip():
        return "It names nothing a rule could allow exactly (only every call of the tool)."
    if len(subject) > MOST_SUBJECT_CHARS:
        return f"It is longer than {MOST_SUBJECT_CHARS:,} characters: too long to check here."
    return ""


def when_text(instant: float) -> str:
    return datetime.fromtimestamp(instant).strftime("%Y-%m-%d %H:%M")


def duration_text(seconds: float) -> str:
    return str(timedelta(seconds=round(seconds)))
