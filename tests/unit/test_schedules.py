"""Scheduled jobs without processes: the schedule grammar and its slots in local time (DST included), the
allow rules as written, the budget meter, and the texts each OS scheduler reads (systemd units checked by
systemd-analyze where installed, the launchd plist by plistlib, the Task Scheduler XML by ElementTree)."""

from __future__ import annotations

import dataclasses
import os
import plistlib
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from datetime import datetime
from decimal import Decimal
from pathlib import Path
from xml.etree import ElementTree as ET

import pytest

from desktop_agent.core.scheduled_run import Meter, notification_for
from desktop_agent.core.usage import Price, PriceTable
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.domain.messages import Usage
from desktop_agent.domain.schedules import (
    AllowRule,
    Budget,
    Job,
    JobRun,
    RefusedCall,
    RunStatus,
    ScheduleError,
    Trigger,
    parse_allow,
    parse_schedule,
)
from desktop_agent.scheduling.agent import SchedulerAgent
from desktop_agent.scheduling.register import Backend, Registrar, RegistrationError
from desktop_agent.scheduling.units import (
    TASK_NAMESPACE,
    autostart_entry,
    calendar_intervals,
    launchd_plist,
    on_calendar,
    systemd_units,
    task_xml,
    windows_quote,
)

COMMAND = ["/opt/Desktop Agent/python", "-m", "desktop_agent", "--data-dir", "/home/me/da 100%", "schedule",
           "run-now", "job_1", "--scheduled"]  # fmt: skip


@pytest.fixture
def new_york() -> Iterator[None]:
    """Local time with daylight saving: New York (clocks forward 2026-03-08 02:00, back 2026-11-01 02:00)."""
    before = os.environ.get("TZ")
    os.environ["TZ"] = "America/New_York"
    time.tzset()
    yield
    if before is None:
        del os.environ["TZ"]
    else:
        os.environ["TZ"] = before
    time.tzset()


def local(year: int, month: int, day: int, hour: int, minute: int) -> float:
    return time.mktime((year, month, day, hour, minute, 0, 0, 0, -1))


def wall(instant: float) -> str:
    return datetime.fromtimestamp(instant).strftime("%a %Y-%m-%d %H:%M")


def job(schedule: str, **changes: object) -> Job:
    base = Job("job_1", "Digest", parse_schedule(schedule), "/w", "openai", "gpt-4.1-mini", prompt="Go")
    return dataclasses.replace(base, **changes)  # type: ignore[arg-type]


# ---- the grammar ----


@pytest.mark.parametrize(
    ("words", "cron"),
    [
        ("weekdays 08:00", "0 8 * * 1-5"),
        ("every weekday at 08:00", "0 8 * * 1-5"),
        ("daily 07:30", "30 7 * * *"),
        ("every day at 7:30", "30 7 * * *"),
        ("every hour", "0 * * * *"),
        ("hourly", "0 * * * *"),
        ("every 15 minutes", "*/15 * * * *"),
        ("every 2 hours", "0 */2 * * *"),
        ("mondays 09:00", "0 9 * * 1"),
        ("Mondays,Thursdays 18:05", "5 18 * * 1,4"),
        ("weekends 10:00", "0 10 * * 0,6"),
        ("0 8 * * 1-5", "0 8 * * 1-5"),
        ("*/5 9-17 * * mon-fri", "*/5 9-17 * * MON-FRI"),
    ],
)
def test_schedules_in_words_and_cron(words: str, cron: str) -> None:
    assert parse_schedule(words).cron == cron


@pytest.mark.parametrize(
    ("words", "said"),
    [
        ("sometimes", "Could not read"),
        ("daily 25:00", "not a time of day"),
        ("every 7 minutes", "does not divide the hour"),
        ("every 5 hours", "does not divide the day"),
        ("61 * * * *", "not valid cron"),
        ("* * * *", "Could not read"),
    ],
)
def test_bad_schedules_are_said(words: str, said: str) -> None:
    with pytest.raises(ScheduleError, match=said):
        parse_schedule(words)


def test_weekday_slots_skip_the_weekend() -> None:
    friday_noon = local(2026, 11, 27, 12, 0)
    slot = parse_schedule("weekdays 08:00").next_after(friday_noon)
    assert wall(slot) == "Mon 2026-11-30 08:00"


def test_a_slot_in_the_skipped_hour_runs_once_that_day(new_york: None) -> None:
    schedule = parse_schedule("daily 02:30")
    slots, at = [], local(2026, 3, 6, 12, 0)
    for _ in range(4):
        at = schedule.next_after(at)
        slots.append(wall(at))
    assert [s[:14] for s in slots] == ["Sat 2026-03-07", "Sun 2026-03-08", "Mon 2026-03-09", "Tue 2026-03-10"]
    assert slots[1].endswith("03:30"), "02:30 does not exist that day: it runs once, an hour later"


def test_a_slot_in_the_repeated_hour_runs_once(new_york: None) -> None:
    schedule = parse_schedule("daily 01:30")
    first = schedule.next_after(local(2026, 10, 31, 12, 0))
    second = schedule.next_after(first)
    assert wall(first) == "Sun 2026-11-01 01:30"
    assert wall(second) == "Mon 2026-11-02 01:30", "not twice on the day clocks go back"


def test_missed_slots_run_once_as_the_newest() -> None:
    asleep_since = local(2026, 11, 20, 12, 0)
    woke = local(2026, 11, 27, 9, 10)
    hourly = job("every hour", created_at=asleep_since)
    assert wall(hourly.due(woke) or 0) == "Fri 2026-11-27 09:00"
    ran = job("every hour", created_at=asleep_since, last_slot=hourly.due(woke))
    assert ran.due(woke) is None
    assert job("every hour", created_at=asleep_since, enabled=False).due(woke) is None


def test_the_agent_starts_a_missed_job_once() -> None:
    now = [local(2026, 11, 27, 9, 10)]
    stored = {"job_1": job("every 15 minutes", created_at=local(2026, 11, 26, 9, 0))}
    started: list[str] = []

    def mark(job_id: str, slot: float) -> None:
        stored[job_id] = job("every 15 minutes", created_at=stored[job_id].created_at, last_slot=slot)

    agent = SchedulerAgent(
        lambda: list(stored.values()), mark, lambda jid: ["true", jid], clock=lambda: now[0]
    )
    agent._start = lambda j: started.append(j.id)  # type: ignore[method-assign,assignment]
    wake = agent.once()
    agent.once()
    assert started == ["job_1"], "a day of missed slots runs once"
    assert wall(wake or 0) == "Fri 2026-11-27 09:15"
    now[0] = local(2026, 11, 27, 9, 15)
    agent.once()
    assert started == ["job_1", "job_1"]


# ---- what a job may do ----


def test_allow_rules_are_kept_as_written() -> None:
    assert parse_allow("read_file") == AllowRule("read_file")
    assert parse_allow("run_command:git status") == AllowRule("run_command", "git status")
    assert parse_allow("write_file:reports/*.md").text == "write_file:reports/*.md"
    for bad in ("", ":x", "*", "run_command:", "rm -rf:x"):
        with pytest.raises(ScheduleError):
            parse_allow(bad)


def test_the_budget_meter_counts_tokens_and_dollars() -> None:
    prices = PriceTable({"gpt-4.1-mini": Price(Decimal("0.40"), Decimal("1.60"))}, "2026-11-01")
    meter = Meter(Budget(usd=Decimal("0.50")), prices, "gpt-4.1-mini", local=False)
    meter.usage = Usage(input_tokens=1_000_000, output_tokens=10_000)
    assert meter.over() == ""
    meter.usage = Usage(input_tokens=1_000_000, output_tokens=100_000)
    assert meter.over() == "Stopped: the budget of $0.50 was reached ($0.56 spent)."
    tokens = Meter(Budget(max_tokens=1000), prices, "gpt-4.1-mini", local=True)
    tokens.usage = Usage(input_tokens=900, output_tokens=150)
    assert tokens.over() == "Stopped: the budget of 1,000 tokens was reached (1,050 used)."
    assert tokens.cost == 0, "a model on this computer is free"
    unknown = Meter(Budget(usd=Decimal("0.01")), prices, "mystery-model", local=False)
    unknown.usage = Usage(input_tokens=10**9)
    assert unknown.cost is None and unknown.over() == "", "a price never guessed at"


def test_notifications_say_the_answer_or_the_reason() -> None:
    done = JobRun("run_1", "job_1", Trigger.SCHEDULE, RunStatus.DONE, 0.0, "ses_1", answer="All green.",
                  refused=("write_file report.md",))  # fmt: skip
    note = notification_for(job("every hour"), done)
    assert (note.title, note.failed, note.session_id) == ("Digest", False, "ses_1")
    assert note.body == "All green. Refused (needed approval): write_file report.md."
    assert not note.review, "no refused call kept exactly: nothing a re-run could approve"
    stopped = JobRun("run_2", "job_1", Trigger.HAND, RunStatus.LIMIT, 0.0, reason="Stopped: the budget…")
    assert notification_for(job("every hour"), stopped).title == "Digest — stopped"


def test_a_run_with_calls_to_approve_offers_their_review() -> None:
    approvable = RefusedCall("write_file", "report.md")
    held = RefusedCall("run_command", "sudo x", held="the protective layer asks")
    for calls, offered in (((approvable, held), True), ((held,), False)):
        run = JobRun("run_1", "job_1", Trigger.SCHEDULE, RunStatus.DONE, 0.0, "ses_1", answer="Done.",
                     refused=tuple(c.words for c in calls), refused_calls=calls)  # fmt: skip
        assert notification_for(job("every hour"), run).review is offered


# ---- the OS schedulers' texts ----


def _sections(text: str) -> dict[str, list[tuple[str, str]]]:
    found: dict[str, list[tuple[str, str]]] = {}
    section = ""
    for line in text.splitlines():
        if line.startswith("[") and line.endswith("]"):
            section = line[1:-1]
            found[section] = []
        elif line.strip():
            key, _, value = line.partition("=")
            found[section].append((key, value))
    return found


def test_systemd_units(tmp_path: Path) -> None:
    units = systemd_units(job("weekdays 08:00"), COMMAND)
    service = _sections(units["desktop-agent-job-job_1.service"])
    timer = _sections(units["desktop-agent-job-job_1.timer"])
    assert set(service) == {"Unit", "Service"} and set(timer) == {"Unit", "Timer", "Install"}
    assert ("Type", "oneshot") in service["Service"]
    exec_start = dict(service["Service"])["ExecStart"]
    assert exec_start.startswith('"/opt/Desktop Agent/python" "-m"') and '"/home/me/da 100%%"' in exec_start
    assert ("OnCalendar", "Mon,Tue,Wed,Thu,Fri *-*-* 08:00:00") in timer["Timer"]
    assert ("Persistent", "true") in timer["Timer"], "a slot missed while off runs at the next start"
    assert ("WantedBy", "timers.target") in timer["Install"]
    if shutil.which("systemd-analyze") is None:
        return
    for name, text in units.items():
        (tmp_path / name).write_text(text.replace("/opt/Desktop Agent/python", "/bin/true"), encoding="utf-8")
    checked = subprocess.run(["systemd-analyze", "verify", *(str(p) for p in tmp_path.iterdir())],
                             capture_output=True, text=True, timeout=30, check=False)  # fmt: skip
    assert checked.returncode == 0, checked.stderr


@pytest.mark.parametrize(
    "schedule",
    ["weekdays 08:00", "every 15 minutes", "every hour", "mondays 09:00", "0 9 1,15 * 1", "30 6 * 1-3 *"],
)
def test_on_calendar_reads_as_systemd_reads_it(schedule: str) -> None:
    calendars = on_calendar(parse_schedule(schedule))
    if parse_schedule(schedule).cron == "0 9 1,15 * 1":
        assert calendars == ["*-*-01,15 09:00:00", "Mon *-*-* 09:00:00"], "cron's either-day rule"
    if shutil.which("systemd-analyze") is None:
        pytest.skip("systemd-analyze is not installed")
    checked = subprocess.run(["systemd-analyze", "calendar", *calendars], capture_output=True, text=True,
                             timeout=30, check=False)  # fmt: skip
    assert checked.returncode == 0, checked.stderr


def test_launchd_plist() -> None:
    name, body = launchd_plist(job("weekdays 08:00"), COMMAND)
    plist = plistlib.loads(body)
    assert name == "com.desktop-agent.job.job_1.plist" and plist["Label"] == "com.desktop-agent.job.job_1"
    assert plist["ProgramArguments"] == COMMAND
    assert plist["StartCalendarInterval"] == [{"Minute": 0, "Hour": 8, "Weekday": d} for d in range(1, 6)]
    assert calendar_intervals(parse_schedule("every 15 minutes")) == [{"Minute": m} for m in (0, 15, 30, 45)]
    assert plistlib.loads(launchd_plist(job("daily 07:30"), COMMAND)[1])["StartCalendarInterval"] == {
        "Minute": 30, "Hour": 7,
    }  # fmt: skip
    with pytest.raises(ScheduleError, match="at most"):
        calendar_intervals(parse_schedule("0-58 * 1-31 * *"))


def _task(schedule: str) -> ET.Element:
    text = task_xml(job(schedule), COMMAND, start=datetime(2026, 11, 27))
    return ET.fromstring(text.encode("utf-16"))


def test_task_scheduler_xml() -> None:
    ns = {"t": TASK_NAMESPACE}
    task = _task("weekdays 08:00")
    assert task.tag == f"{{{TASK_NAMESPACE}}}Task" and task.get("version") == "1.2"
    assert [child.tag.split("}")[1] for child in task] == [
        "RegistrationInfo", "Triggers", "Principals", "Settings", "Actions",
    ]  # fmt: skip
    (trigger,) = task.findall("t:Triggers/t:CalendarTrigger", ns)
    assert trigger.findtext("t:StartBoundary", namespaces=ns) == "2026-11-27T08:00:00"
    days = trigger.find("t:ScheduleByWeek/t:DaysOfWeek", ns)
    assert days is not None and [d.tag.split("}")[1] for d in days] == [
        "Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
    ]  # fmt: skip
    assert task.findtext("t:Settings/t:MultipleInstancesPolicy", namespaces=ns) == "IgnoreNew"
    assert task.findtext("t:Settings/t:StartWhenAvailable", namespaces=ns) == "true"
    assert task.findtext("t:Actions/t:Exec/t:Command", namespaces=ns) == COMMAND[0]
    arguments = task.findtext("t:Actions/t:Exec/t:Arguments", namespaces=ns)
    assert arguments == '-m desktop_agent --data-dir "/home/me/da 100%" schedule run-now job_1 --scheduled'
    quarter = _task("every 15 minutes").find("t:Triggers/t:CalendarTrigger", ns)
    assert quarter is not None and quarter.findtext("t:Repetition/t:Interval", namespaces=ns) == "PT15M"
    assert quarter.find("t:ScheduleByDay", ns) is not None
    assert windows_quote('say "hi" C:\\dir\\') == '"say \\"hi\\" C:\\dir\\\\"'


def test_autostart_entry() -> None:
    entry = _sections(autostart_entry([*COMMAND[:5], "schedule", "agent"]))
    fields = dict(entry["Desktop Entry"])
    assert fields["Type"] == "Application" and fields["NoDisplay"] == "true"
    assert fields["Exec"] == '"/opt/Desktop Agent/python" -m desktop_agent --data-dir "/home/me/da 100%%" ' \
                             "schedule agent"  # fmt: skip


def test_systemd_registration(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    calls: list[list[str]] = []
    answer = [0]

    def run(command: Sequence[str]) -> subprocess.CompletedProcess[str]:
        calls.append(list(command))
        return subprocess.CompletedProcess(list(command), answer[0], "", "Failed to connect to bus")

    registrar = Registrar(Backend.SYSTEMD, ["agent"], "agent.desktop", run=run)
    assert registrar.register(job("weekdays 08:00"), COMMAND) == "a systemd user timer"
    folder = tmp_path / "systemd" / "user"
    assert sorted(p.name for p in folder.iterdir()) == [
        "desktop-agent-job-job_1.service", "desktop-agent-job-job_1.timer",
    ]  # fmt: skip
    assert calls == [["systemctl", "--user", "daemon-reload"],
                     ["systemctl", "--user", "enable", "--now", "desktop-agent-job-job_1.timer"]]  # fmt: skip
    registrar.unregister("job_1", jobs_left=False)
    assert list(folder.iterdir()) == []
    assert ["systemctl", "--user", "disable", "--now", "desktop-agent-job-job_1.timer"] in calls
    answer[0] = 1
    with pytest.raises(RegistrationError, match="Failed to connect to bus"):
        registrar.register(job("weekdays 08:00"), COMMAND)


def test_addresses_of_ours_name_a_session_or_a_run_and_nothing_else() -> None:
    from desktop_agent.core.schedules import open_url, read_app_url, review_url

    assert read_app_url(open_url("ses_1")) == ("open-session", ("ses_1",))
    assert read_app_url(review_url("job_1", "run_2")) == ("review-run", ("job_1", "run_2"))
    hostile_addresses = (
        "desktop-agent://open-session/", "desktop-agent://open-session/a/b", "desktop-agent://review-run/job_1",
        "desktop-agent://settings/x", "desktop-agent://open-session/%2e%2e",
        "desktop-agent://open-session/a b", "file:///etc/passwd", "desktop-agent://open-session/x#y",
        "javascript:alert(1)",
    )  # fmt: skip
    for hostile in hostile_addresses:
        with pytest.raises(UserFacingError):
            read_app_url(hostile)


def test_on_windows_the_toast_opens_the_session_and_offers_the_review_by_address(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """No Windows here: what reaches the PowerShell that shows the toast is checked (it cannot run)."""
    from desktop_agent.core.paths import app_paths
    from desktop_agent.core.schedules import announce
    from desktop_agent.notifications.desktop import Notification

    ran: list[dict[str, str]] = []
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(subprocess, "run", lambda *a, **kw: ran.append(kw["env"]))
    note = Notification("Digest", "Refused: write_file a.txt.", session_id="ses_1", review=True)
    assert announce(app_paths(tmp_path), note, ("job_1", "run_2")) is None
    (env,) = ran
    assert env["DESKTOP_AGENT_NOTE_OPEN"] == "desktop-agent://open-session/ses_1"
    assert env["DESKTOP_AGENT_NOTE_REVIEW"] == "desktop-agent://review-run/job_1/run_2"
    assert env["DESKTOP_AGENT_NOTE_TITLE"] == "Digest"


def test_the_windows_installer_registers_our_addresses_for_open_url() -> None:
    iss = (Path(__file__).resolve().parents[2] / "packaging/windows/desktop-agent.iss").read_text()
    assert 'Subkey: "Software\\Classes\\desktop-agent"' in iss and 'ValueName: "URL Protocol"' in iss
    assert '--open-url ""%1""' in iss
