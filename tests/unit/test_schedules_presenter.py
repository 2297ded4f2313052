"""What the Schedules page says and checks, without Qt: schedules in words, the presets read back from a
job, the form's problems in words, and the form made into the core's changes (an edit leaves the schedule
and the model alone when they did not change)."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from desktop_agent.domain.schedules import Job, JobRun, RunStatus, Trigger, parse_schedule
from desktop_agent.ui.presenters import schedules as p


def test_schedules_are_said_in_words() -> None:
    said = {text: p.schedule_words(parse_schedule(text)) for text in (
        "weekdays 08:00", "daily 7:30", "every hour", "every 15 minutes", "mondays 09:00", "weekends 10:00",
        "every weekday at 06:05", "0 8 1 * *",
    )}  # fmt: skip
    assert said == {
        "weekdays 08:00": "Every weekday at 08:00", "daily 7:30": "Every day at 07:30",
        "every hour": "Every hour", "every 15 minutes": "Every 15 minutes",
        "mondays 09:00": "Mondays at 09:00",
        "weekends 10:00": "Weekends at 10:00", "every weekday at 06:05": "Every weekday at 06:05",
        "0 8 1 * *": "0 8 1 * * (cron 0 8 1 * *)",
    }  # fmt: skip


def test_a_jobs_schedule_is_read_back_into_the_form() -> None:
    assert p.preset_of("weekdays 07:45") == (p.PRESETS[0], "07:45")
    assert p.preset_of("every hour")[0].key == "hourly"
    assert p.preset_of("0 8 * * 1-5")[0] is p.CUSTOM
    assert p.PRESETS[1].text("06:30") == "daily 06:30"


def test_problems_are_said_in_words() -> None:
    assert p.check_schedule("").problem == "Write when it runs."
    assert p.check_schedule("every 7 minutes").problem.startswith("Every 7 minutes does not divide the hour")
    assert p.check_schedule("weekdays 25:00").problem == "25:00 is not a time of day (00:00 to 23:59)."
    assert p.check_schedule("0 8 * * 1-5", now=0).next_run is not None
    rules, problem = p.check_rules("read_file\n\n  run_command:git status \nwrite_file:")
    assert rules == ["read_file", "run_command:git status", "write_file:"]
    assert problem.startswith("Line 3: 'write_file:': nothing after the colon")


def form(**changes: object) -> p.JobForm:
    base = p.JobForm("Digest", "weekdays 08:00", "What changed?", "/tmp", "openai/gpt-4.1-mini",
                     "read_file", 20, Decimal("0.50"), 10)  # fmt: skip
    return _replace(base, changes)


def _replace(base: p.JobForm, changes: dict[str, object]) -> p.JobForm:
    import dataclasses

    return dataclasses.replace(base, **changes)  # type: ignore[arg-type]


def test_the_form_becomes_the_cores_changes() -> None:
    changes = p.changes_of(form())
    assert (changes.schedule, changes.provider, changes.model) == ("weekdays 08:00", "openai", "gpt-4.1-mini")
    assert changes.allow == ["read_file"] and changes.workspace == Path("/tmp")
    assert (changes.max_steps, changes.budget_usd, changes.time_limit_s) == (20, "0.50", 600.0)
    assert p.changes_of(form(model="gpt-4.1")).provider is None, "the provider inferred from the model"
    assert p.form_problem(form(name=" ")) == "Give the job a name."
    assert p.form_problem(form(prompt="")) == "Write the prompt each run sends."
    assert p.form_problem(form()) == ""


def test_an_edit_leaves_what_did_not_change() -> None:
    job = Job("job_1", "Digest", parse_schedule("weekdays 08:00"), "/tmp", "openai", "gpt-4.1-mini")
    same = p.edit_changes(job, p.form_of(job))
    assert same.schedule is None and same.provider is None and same.model is None
    moved = p.edit_changes(job, _replace(p.form_of(job), {"schedule": "daily 09:00"}))
    assert moved.schedule == "daily 09:00"


def test_a_runs_outcome_in_words() -> None:
    run = JobRun("run_1", "job_1", Trigger.HAND, RunStatus.DONE, 0.0, answer="All good.",
                 refused=("write_file report.md",), tokens=1200, cost_usd=Decimal("0.0123"))  # fmt: skip
    _when, outcome, said, refused, tokens = p.run_row(run)
    assert (outcome, said, refused) == ("Done, 1 refused", "All good.", "write_file report.md")
    assert tokens.startswith("1,200 tokens, $0.01")
    failed = JobRun("run_2", "job_1", Trigger.SCHEDULE, RunStatus.FAILED, 0.0, reason="No key.")
    assert p.run_row(failed)[1:3] == ("Failed", "No key.")
    assert p.last_run_words([]) == "Not run yet"
