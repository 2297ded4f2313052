"""The texts the operating systems' schedulers read, made from a job's schedule and the command that runs
it: a systemd user service + timer (Linux), a launchd agent's property list (macOS), a Task Scheduler task
(Windows, XML), and the XDG autostart entry of the scheduler agent (Linux without a systemd user session).

The command names the data folder and the job's id, never a key: the run reads keys from the keyring.
Missed slots run once: systemd `Persistent=true`, launchd coalesces the intervals missed while asleep into
one, Task Scheduler `StartWhenAvailable`. Runs never overlap: the run itself refuses a second one, and
Task Scheduler is also told `IgnoreNew`.
"""

from __future__ import annotations

import itertools
import plistlib
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from xml.etree import ElementTree as ET

from cronsim import CronSim

from desktop_agent.domain.schedules import Job, Schedule, ScheduleError

UNIT_PREFIX = "desktop-agent-job-"
LAUNCHD_PREFIX = "com.desktop-agent.job."
TASK_FOLDER = "DesktopAgent"
TASK_NAMESPACE = "http://schemas.microsoft.com/windows/2004/02/mit/task"
MOST_LAUNCHD_INTERVALS = 500
MOST_TASK_TRIGGERS = 48
_SYSTEMD_DAYS = ("Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat")
_TASK_DAYS = ("Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday")
_TASK_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
                "October", "November", "December")  # fmt: skip


@dataclass(frozen=True, slots=True)
class CronSets:
    """A cron schedule's fields as sets of numbers (None: every value), day-of-week 0 = Sunday."""

    minutes: tuple[int, ...]
    hours: tuple[int, ...]
    days: tuple[int, ...] | None
    months: tuple[int, ...] | None
    weekdays: tuple[int, ...] | None

    @classmethod
    def of(cls, schedule: Schedule) -> CronSets:
        _, _, dom, mon, dow = schedule.fields
        sim = CronSim(schedule.cron, datetime(2026, 1, 1))
        weekdays = {int(d) % 7 for d in sim.weekdays if isinstance(d, int) and d >= 0}
        if any(not isinstance(d, int) or d < 0 for d in sim.weekdays) or any(d < 0 for d in sim.days):
            raise ScheduleError("Cron's L, W and # forms cannot be given to the system's scheduler.")
        return cls(
            tuple(sorted(sim.minutes)),
            tuple(sorted(sim.hours)),
            None if dom.startswith("*") else tuple(sorted(sim.days)),
            None if mon.startswith("*") else tuple(sorted(sim.months)),
            None if dow.startswith("*") else tuple(sorted(weekdays)),
        )

    def day_sets(self) -> list[tuple[tuple[int, ...] | None, tuple[int, ...] | None]]:
        """(days of month, days of week) alternatives: cron runs on either when both are given."""
        if self.days is not None and self.weekdays is not None:
            return [(self.days, None), (None, self.weekdays)]
        return [(self.days, self.weekdays)]


# ---- systemd (Linux) ----


def systemd_quote(word: str) -> str:
    """One word of ExecStart=, quoted as systemd reads it (specifiers and variables escaped)."""
    escaped = word.replace("\\", "\\\\").replace('"', '\\"').replace("%", "%%").replace("$", "$$")
    return f'"{escaped}"'


def _calendar_field(values: tuple[int, ...] | None, full: int, width: int = 2) -> str:
    if values is None or len(values) == full:
        return "*"
    return ",".join(f"{v:0{width}d}" for v in values)


def on_calendar(schedule: Schedule) -> list[str]:
    """The schedule as systemd OnCalendar= values (one per day alternative)."""
    sets = CronSets.of(schedule)
    minutes = _calendar_field(sets.minutes, 60)
    hours = _calendar_field(sets.hours, 24)
    months = _calendar_field(sets.months, 12)
    found = []
    for days, weekdays in sets.day_sets():
        dow = "" if weekdays is None else ",".join(_SYSTEMD_DAYS[d] for d in weekdays) + " "
        found.append(f"{dow}*-{months}-{_calendar_field(days, 31)} {hours}:{minutes}:00")
    return found


def systemd_units(job: Job, command: Sequence[str]) -> dict[str, str]:
    """File name -> text: the service that runs the job once, and the timer that starts it."""
    name = f"{UNIT_PREFIX}{job.id}"
    described = f"Desktop Agent scheduled job {job.name}".replace("%", "%%")
    service = (
        f"[Unit]\nDescription={described}\n\n"
        "[Service]\nType=oneshot\n"
        f"ExecStart={' '.join(systemd_quote(w) for w in command)}\n"
        "Nice=10\nIOSchedulingClass=idle\n"
    )
    calendars = "".join(f"OnCalendar={c}\n" for c in on_calendar(job.schedule))
    timer = (
        f"[Unit]\nDescription={described} (timer)\n\n"
        f"[Timer]\n{calendars}Persistent=true\nAccuracySec=30s\nUnit={name}.service\n\n"
        "[Install]\nWantedBy=timers.target\n"
    )
    return {f"{name}.service": service, f"{name}.timer": timer}


# ---- launchd (macOS) ----


def calendar_intervals(schedule: Schedule) -> list[dict[str, int]]:
    """StartCalendarInterval entries: every combination of the fields that are not `*`."""
    sets = CronSets.of(schedule)
    found: list[dict[str, int]] = []
    for days, weekdays in sets.day_sets():
        fields: list[tuple[str, tuple[int, ...] | None]] = [
            ("Minute", None if len(sets.minutes) == 60 else sets.minutes),
            ("Hour", None if len(sets.hours) == 24 else sets.hours),
            ("Day", days),
            ("Month", sets.months),
            ("Weekday", weekdays),
        ]
        given = [(key, values) for key, values in fields if values is not None]
        count = 1
        for _, values in given:
            count *= len(values)
        if len(found) + count > MOST_LAUNCHD_INTERVALS:
            raise ScheduleError(
                f"The schedule {schedule.text!r} needs {count} calendar entries on macOS; "
                f"launchd is given at most {MOST_LAUNCHD_INTERVALS}. Choose a simpler schedule."
            )
        for combination in itertools.product(*(values for _, values in given)):
            found.append({key: value for (key, _), value in zip(given, combination, strict=True)})
    return found


def launchd_plist(job: Job, command: Sequence[str]) -> tuple[str, bytes]:
    """(file name, XML property list) of the launchd agent."""
    label = f"{LAUNCHD_PREFIX}{job.id}"
    intervals = calendar_intervals(job.schedule)
    body = {
        "Label": label,
        "ProgramArguments": list(command),
        "StartCalendarInterval": intervals if len(intervals) != 1 else intervals[0],
        "RunAtLoad": False,
        "ProcessType": "Background",
        "LowPriorityIO": True,
    }
    return f"{label}.plist", plistlib.dumps(body, fmt=plistlib.FMT_XML, sort_keys=False)


# ---- Task Scheduler (Windows) ----


def _sub(parent: ET.Element, tag: str, text: str | None = None) -> ET.Element:
    element = ET.SubElement(parent, f"{{{TASK_NAMESPACE}}}{tag}")
    if text is not None:
        element.text = text
    return element


def _regular(values: tuple[int, ...], full: int) -> int | None:
    """The step of values 0, s, 2s, ... covering the whole range; None when they are not so."""
    if len(values) < 2 or values[0] != 0:
        return 60 if full == 60 and len(values) == 1 else None
    step = values[1] - values[0]
    return step if full % step == 0 and values == tuple(range(0, full, step)) else None


def _times(sets: CronSets) -> list[tuple[int, int, str | None, str | None]]:
    """(hour, minute, repetition interval, repetition duration) of each trigger of a day."""
    step = _regular(sets.minutes, 60) if len(sets.hours) == 24 else None
    if step is not None:  # every hour or every few minutes, all day
        return [(0, sets.minutes[0], f"PT{step}M" if step < 60 else "PT1H", "P1D")]
    hour_step = _regular(sets.hours, 24)
    if hour_step is not None and len(sets.minutes) == 1:
        return [(0, sets.minutes[0], f"PT{hour_step}H", "P1D")]
    pairs: list[tuple[int, int, str | None, str | None]] = [
        (h, m, None, None) for h in sets.hours for m in sets.minutes
    ]
    if len(pairs) > MOST_TASK_TRIGGERS:
        raise ScheduleError(
            f"The schedule needs {len(pairs)} triggers on Windows; Task Scheduler is given at most "
            f"{MOST_TASK_TRIGGERS}. Choose a simpler schedule."
        )
    return pairs


def _days_of_week(parent: ET.Element, weekdays: tuple[int, ...]) -> None:
    days = _sub(parent, "DaysOfWeek")
    for d in weekdays:
        _sub(days, _TASK_DAYS[d])


def _months(parent: ET.Element, months: tuple[int, ...] | None) -> None:
    element = _sub(parent, "Months")
    for m in months or range(1, 13):
        _sub(element, _TASK_MONTHS[m - 1])


def _day_schedule(trigger: ET.Element, sets: CronSets, days: tuple[int, ...] | None,
                  weekdays: tuple[int, ...] | None) -> None:  # fmt: skip
    if weekdays is not None and sets.months is None:
        by_week = _sub(trigger, "ScheduleByWeek")
        _days_of_week(by_week, weekdays)
        _sub(by_week, "WeeksInterval", "1")
    elif weekdays is not None:
        by_dow = _sub(trigger, "ScheduleByMonthDayOfWeek")
        weeks = _sub(by_dow, "Weeks")
        for week in ("1", "2", "3", "4", "Last"):
            _sub(weeks, "Week", week)
        _days_of_week(by_dow, weekdays)
        _months(by_dow, sets.months)
    elif days is not None or sets.months is not None:
        by_month = _sub(trigger, "ScheduleByMonth")
        month_days = _sub(by_month, "DaysOfMonth")
        for d in days or range(1, 32):
            _sub(month_days, "Day", str(d))
        _months(by_month, sets.months)
    else:
        by_day = _sub(trigger, "ScheduleByDay")
        _sub(by_day, "DaysInterval", "1")


def task_xml(job: Job, command: Sequence[str], *, start: datetime | None = None) -> str:
    """The task's XML (Task Scheduler 1.2 schema); `schtasks /Create /XML` reads it as UTF-16."""
    ET.register_namespace("", TASK_NAMESPACE)
    sets = CronSets.of(job.schedule)
    day = (start or datetime.now()).strftime("%Y-%m-%d")
    task = ET.Element(f"{{{TASK_NAMESPACE}}}Task", {"version": "1.2"})
    info = _sub(task, "RegistrationInfo")
    _sub(info, "Description", f"Desktop Agent scheduled job {job.name}")
    _sub(info, "URI", f"\\{TASK_FOLDER}\\{job.id}")
    triggers = _sub(task, "Triggers")
    for days, weekdays in sets.day_sets():
        for hour, minute, interval, duration in _times(sets):
            trigger = _sub(triggers, "CalendarTrigger")
            if interval is not None and duration is not None:
                repetition = _sub(trigger, "Repetition")
                _sub(repetition, "Interval", interval)
                _sub(repetition, "Duration", duration)
                _sub(repetition, "StopAtDurationEnd", "false")
            _sub(trigger, "StartBoundary", f"{day}T{hour:02d}:{minute:02d}:00")
            _sub(trigger, "Enabled", "true")
            _day_schedule(trigger, sets, days, weekdays)
    principal = _sub(_sub(task, "Principals"), "Principal", None)
    principal.set("id", "Author")
    _sub(principal, "LogonType", "InteractiveToken")
    _sub(principal, "RunLevel", "LeastPrivilege")
    settings = _sub(task, "Settings")
    for tag, value in (
        ("MultipleInstancesPolicy", "IgnoreNew"),
        ("DisallowStartIfOnBatteries", "false"),
        ("StopIfGoingOnBatteries", "false"),
        ("StartWhenAvailable", "true"),
        ("RunOnlyIfNetworkAvailable", "false"),
        ("ExecutionTimeLimit", "PT12H"),
        ("Enabled", "true"),
        ("Priority", "7"),
    ):
        _sub(settings, tag, value)
    actions = _sub(task, "Actions")
    actions.set("Context", "Author")
    execute = _sub(actions, "Exec")
    _sub(execute, "Command", command[0])
    _sub(execute, "Arguments", " ".join(windows_quote(w) for w in command[1:]))
    return '<?xml version="1.0" encoding="UTF-16"?>\n' + ET.tostring(task, encoding="unicode")


def windows_quote(word: str) -> str:
    """One argument as the C runtime's command-line parser reads it back."""
    if word and not any(c in word for c in ' \t"'):
        return word
    out, slashes = ['"'], 0
    for c in word:
        if c == "\\":
            slashes += 1
            continue
        if c == '"':
            out.append("\\" * (slashes * 2 + 1) + '"')
        else:
            out.append("\\" * slashes + c)
        slashes = 0
    out.append("\\" * (slashes * 2) + '"')
    return "".join(out)


# ---- the scheduler agent's autostart entry (Linux without systemd) ----


def desktop_quote(word: str) -> str:
    """One word of a .desktop file's Exec= (the Desktop Entry specification's quoting)."""
    if word and all(c.isalnum() or c in "-_./=:+@," for c in word):
        return word.replace("%", "%%")
    escaped = "".join("\\" + c if c in '"`$\\' else c for c in word).replace("%", "%%")
    return f'"{escaped}"'


def autostart_entry(command: Sequence[str]) -> str:
    return (
        "[Desktop Entry]\nType=Application\nName=Desktop Agent scheduler\n"
        "Comment=Runs Desktop Agent's scheduled jobs while you are logged in\n"
        f"Exec={' '.join(desktop_quote(w) for w in command)}\n"
        "Terminal=false\nNoDisplay=true\nX-GNOME-Autostart-enabled=true\n"
    )
