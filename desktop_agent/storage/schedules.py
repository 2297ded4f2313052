"""Scheduled jobs and their runs in the history (schema v15, v16): `schedule_jobs`, `schedule_runs`, and the
sessions runs made (`sessions.origin = 'scheduled'`). Synchronous, on a `HistoryRepository`; every write
is one transaction. No secret is ever stored here: a job names its provider, the key stays in the keyring.

Runs of one job never overlap: `begin_run` looks for a running row of the job whose process still lives
and, in the same transaction, either refuses or writes its own.
"""

from __future__ import annotations

import json
import os
import socket
import sqlite3
import sys
import time
from decimal import Decimal

from desktop_agent.domain.ids import new_id
from desktop_agent.domain.schedules import (
    AllowRule,
    Budget,
    Job,
    JobRun,
    RefusedCall,
    RunStatus,
    Trigger,
    parse_schedule,
)
from desktop_agent.storage.repository import HistoryRepository

STALE_AFTER_S = 24 * 3600
"""A running row whose process cannot be asked about (Windows, another host): stale after this long."""

_JOB_COLUMNS = (
    "id, name, schedule, prompt, skill, session_id, workspace, agent, provider, model, base_url, allow, "
    "max_steps, max_tokens, budget_usd, time_limit_s, enabled, last_slot, created_at, updated_at"
)
_RUN_COLUMNS = (
    "id, job_id, session_id, trigger, status, started_at, ended_at, answer, reason, refused, tokens, "
    "cost_usd, refused_calls, rerun_of"
)
_RUN_WIDTH = 14


def _job(row: sqlite3.Row | tuple[object, ...]) -> Job:
    jid, name, schedule, prompt, skill, session_id, workspace, agent, provider, model, base_url, *rest = row
    allow, max_steps, max_tokens, budget_usd, time_limit_s, enabled, last_slot, created_at, updated_at = rest
    rules = tuple(AllowRule(r["tool"], r.get("pattern")) for r in json.loads(str(allow)))
    return Job(
        id=str(jid), name=str(name), schedule=parse_schedule(str(schedule)), workspace=str(workspace),
        provider=str(provider), model=str(model), prompt=str(prompt), skill=str(skill),
        session_id=str(session_id), agent=str(agent), base_url=str(base_url), allow=rules,
        budget=Budget(
            max_steps=_int(max_steps), max_tokens=_int(max_tokens),
            usd=Decimal(str(budget_usd)) if budget_usd is not None else None,
            time_limit_s=float(str(time_limit_s)) if time_limit_s is not None else None,
        ),
        enabled=bool(enabled), last_slot=float(str(last_slot)) if last_slot is not None else None,
        created_at=float(str(created_at)), updated_at=float(str(updated_at)),
    )  # fmt: skip


def _int(value: object) -> int | None:
    return int(str(value)) if value is not None else None


def _values(job: Job) -> tuple[object, ...]:
    allow = json.dumps([{"tool": r.tool, "pattern": r.pattern} for r in job.allow], ensure_ascii=False)
    b = job.budget
    return (
        job.id, job.name, job.schedule.text, job.prompt, job.skill, job.session_id, job.workspace, job.agent,
        job.provider, job.model, job.base_url, allow, b.max_steps, b.max_tokens,
        str(b.usd) if b.usd is not None else None, b.time_limit_s, int(job.enabled), job.last_slot,
        job.created_at, job.updated_at,
    )  # fmt: skip


def add_job(repo: HistoryRepository, job: Job) -> None:
    """Raises sqlite3.IntegrityError when a job of that name (in any case) exists."""
    with repo.transaction() as c:
        c.execute(f"INSERT INTO schedule_jobs ({_JOB_COLUMNS}) VALUES ({','.join('?' * 20)})", _values(job))


def save_job(repo: HistoryRepository, job: Job) -> None:
    """Write every field of an existing job (its id stays)."""
    names = _JOB_COLUMNS.split(", ")
    with repo.transaction() as c:
        c.execute(
            f"UPDATE schedule_jobs SET {', '.join(f'{n} = ?' for n in names[1:])} WHERE id = ?",
            (*_values(job)[1:], job.id),
        )


def delete_job(repo: HistoryRepository, job_id: str) -> None:
    with repo.transaction() as c:
        c.execute("DELETE FROM schedule_jobs WHERE id = ?", (job_id,))


def list_jobs(repo: HistoryRepository) -> list[Job]:
    rows = repo.conn.execute(f"SELECT {_JOB_COLUMNS} FROM schedule_jobs ORDER BY name COLLATE NOCASE")
    return [_job(row) for row in rows.fetchall()]


def find_job(repo: HistoryRepository, name_or_id: str) -> Job | None:
    row = repo.conn.execute(
        f"SELECT {_JOB_COLUMNS} FROM schedule_jobs WHERE id = ? OR name = ? COLLATE NOCASE",
        (name_or_id, name_or_id),
    ).fetchone()
    return _job(row) if row is not None else None


def set_last_slot(repo: HistoryRepository, job_id: str, slot: float) -> None:
    with repo.transaction() as c:
        c.execute(
            "UPDATE schedule_jobs SET last_slot = MAX(COALESCE(last_slot, 0), ?) WHERE id = ?", (slot, job_id)
        )


# ---- runs ----


def _alive(pid: int, host: str, started_at: float) -> bool:
    if time.time() - started_at > STALE_AFTER_S:
        return False
    if host != socket.gethostname() or sys.platform == "win32":
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def begin_run(
    repo: HistoryRepository, job_id: str, trigger: Trigger, rerun_of: str | None = None
) -> tuple[JobRun, JobRun | None]:
    """A new run of the job, written as running; or, when another live process runs the job, a run written
    as skipped and that other run. `rerun_of`: the run whose refused calls this one is given, approved."""
    now, pid, host = time.time(), os.getpid(), socket.gethostname()
    with repo.transaction() as c:
        running = c.execute(
            f"SELECT {_RUN_COLUMNS}, pid, host FROM schedule_runs WHERE job_id = ? AND status = ?",
            (job_id, RunStatus.RUNNING.value),
        ).fetchall()
        other: JobRun | None = None
        for row in running:
            if _alive(int(row[_RUN_WIDTH] or 0), str(row[_RUN_WIDTH + 1]), float(row[5])):
                other = _run(row[:_RUN_WIDTH])
            else:  # its process is gone: it ended without saying so
                c.execute(
                    "UPDATE schedule_runs SET status = ?, reason = ?, ended_at = ? WHERE id = ?",
                    (RunStatus.FAILED.value, "The run's process ended before it finished.", now, row[0]),
                )
        status = RunStatus.SKIPPED if other is not None else RunStatus.RUNNING
        reason = "The previous run was still going." if other is not None else ""
        run = JobRun(new_id("run"), job_id, trigger, status, now, reason=reason, rerun_of=rerun_of)
        c.execute(
            "INSERT INTO schedule_runs (id, job_id, trigger, status, started_at, ended_at, pid, host, "
            "reason, rerun_of) VALUES (?,?,?,?,?,?,?,?,?,?)",
            (run.id, job_id, trigger.value, status.value, now, now if other else None, pid, host, reason,
             rerun_of),
        )  # fmt: skip
    return run, other


def finish_run(repo: HistoryRepository, run: JobRun) -> None:
    with repo.transaction() as c:
        c.execute(
            "UPDATE schedule_runs SET session_id = ?, status = ?, ended_at = ?, answer = ?, reason = ?, "
            "refused = ?, tokens = ?, cost_usd = ?, refused_calls = ? WHERE id = ?",
            (
                run.session_id, run.status.value, run.ended_at or time.time(), run.answer, run.reason,
                json.dumps(list(run.refused), ensure_ascii=False), run.tokens,
                str(run.cost_usd) if run.cost_usd is not None else None, calls_json(run.refused_calls),
                run.id,
            ),
        )  # fmt: skip


def set_run_session(repo: HistoryRepository, run_id: str, session_id: str) -> None:
    """The session a run answers in, as soon as it has one; the session marked as a scheduled run's."""
    with repo.transaction() as c:
        c.execute("UPDATE schedule_runs SET session_id = ? WHERE id = ?", (session_id, run_id))
        c.execute("UPDATE sessions SET origin = 'scheduled' WHERE id = ?", (session_id,))


def calls_json(calls: tuple[RefusedCall, ...]) -> str:
    return json.dumps(
        [{"tool": c.tool, "subject": c.subject, "held": c.held} for c in calls], ensure_ascii=False
    )


def _calls(text: object) -> tuple[RefusedCall, ...]:
    """The stored calls; one that cannot be read is left out (never guessed into a rule)."""
    try:
        items = json.loads(str(text))
    except ValueError:
        return ()
    calls = []
    for item in items if isinstance(items, list) else []:
        if not isinstance(item, dict):
            continue
        tool, subject, held = item.get("tool"), item.get("subject"), item.get("held", "")
        if isinstance(tool, str) and tool and (subject is None or isinstance(subject, str)):
            calls.append(RefusedCall(tool, subject, held if isinstance(held, str) else "Not readable."))
    return tuple(calls)


def _run(row: sqlite3.Row | tuple[object, ...]) -> JobRun:
    rid, job_id, session_id, trigger, status, started, ended, answer, reason, refused, tokens, cost = row[:12]
    calls, rerun_of = row[12:14]
    return JobRun(
        id=str(rid), job_id=str(job_id), trigger=Trigger(str(trigger)), status=RunStatus(str(status)),
        started_at=float(str(started)), session_id=str(session_id) if session_id else None,
        ended_at=float(str(ended)) if ended is not None else None, answer=str(answer), reason=str(reason),
        refused=tuple(json.loads(str(refused))), tokens=int(str(tokens)),
        cost_usd=Decimal(str(cost)) if cost is not None else None, refused_calls=_calls(calls),
        rerun_of=str(rerun_of) if rerun_of else None,
    )  # fmt: skip


def runs_of(repo: HistoryRepository, job_id: str, limit: int = 20) -> list[JobRun]:
    rows = repo.conn.execute(
        f"SELECT {_RUN_COLUMNS} FROM schedule_runs WHERE job_id = ? ORDER BY started_at DESC LIMIT ?",
        (job_id, limit),
    ).fetchall()
    return [_run(row) for row in rows]


def find_run(repo: HistoryRepository, job_id: str, run_id: str) -> JobRun | None:
    """A run of that job by its id (a run of another job is not found)."""
    row = repo.conn.execute(
        f"SELECT {_RUN_COLUMNS} FROM schedule_runs WHERE id = ? AND job_id = ?", (run_id, job_id)
    ).fetchone()
    return _run(row) if row is not None else None


def session_origin(repo: HistoryRepository, session_id: str) -> str:
    row = repo.conn.execute("SELECT origin FROM sessions WHERE id = ?", (session_id,)).fetchone()
    return str(row[0]) if row else ""
