"""A scheduled run in-process, on the app's own core against the scripted model server: the key comes
from the keyring and reaches no stored row, unit file or command line; the time limit ends a run in words;
a run never overlaps another of the same job."""

from __future__ import annotations

import asyncio
import dataclasses
import os
import sqlite3
import time
from pathlib import Path

from desktop_agent.core.schedules import JobChanges, SchedulesService
from desktop_agent.core.settings import Settings
from desktop_agent.domain.schedules import Job, JobRun, RunStatus, Trigger
from desktop_agent.scheduling.register import Backend
from desktop_agent.scheduling.units import autostart_entry, launchd_plist, systemd_units, task_xml
from desktop_agent.storage.schedules import begin_run
from tests.helpers.app_core import API_KEY, scripted_core
from tests.helpers.fake_llm_server import ScriptedLLMServer, StreamReply, openai_chunk, openai_text


def service(tmp_path: Path, server: ScriptedLLMServer) -> SchedulesService:
    core = scripted_core(tmp_path, Settings(), openai_url=server.openai_base_url)
    return SchedulesService(core, backend=Backend.NONE)


def changes(tmp_path: Path, **more: object) -> JobChanges:
    workspace = tmp_path / "ws"
    workspace.mkdir(exist_ok=True)
    given = JobChanges(schedule="weekdays 08:00", prompt="What changed?", workspace=workspace,
                       provider="openai", model="gpt-4.1-mini")  # fmt: skip
    return dataclasses.replace(given, **more)  # type: ignore[arg-type]


def test_the_key_comes_from_the_keyring_and_is_never_written(
    tmp_path: Path, llm_server: ScriptedLLMServer
) -> None:
    llm_server.script(openai_text("Nothing changed."))
    schedules = service(tmp_path, llm_server)
    try:
        job, _ = schedules.add("Digest", changes(tmp_path))
        run = asyncio.run(_run_now(schedules, job))
        database = schedules.paths.database_file
    finally:
        schedules._core.close()
    assert run.status is RunStatus.DONE and run.answer == "Nothing changed."
    sent = [r for r in llm_server.requests if r.path.endswith("/chat/completions")]
    assert sent and sent[0].headers["authorization"] == f"Bearer {API_KEY}", "read from the keyring"
    command = schedules.job_command(job.id)
    written = [
        "\n".join(sqlite3.connect(database).iterdump()),
        *systemd_units(job, command).values(),
        launchd_plist(job, command)[1].decode(),
        task_xml(job, command),
        autostart_entry(schedules.agent_command()),
        " ".join(command),
    ]
    assert all(API_KEY not in text for text in written)


async def _run_now(schedules: SchedulesService, job: Job) -> JobRun:
    try:
        return await schedules.run_now(job, Trigger.HAND, notify=False)
    finally:
        await schedules._core.aclose()


def test_the_time_limit_ends_a_run_in_words(tmp_path: Path, llm_server: ScriptedLLMServer) -> None:
    first = openai_chunk({"role": "assistant", "content": "Thinking about it"}, model="gpt-test", id="c1")
    llm_server.script(StreamReply([first], ending="stall", stall_s=20))
    schedules = service(tmp_path, llm_server)
    job, _ = schedules.add("Slow", changes(tmp_path, time_limit_s=1.0))
    run = asyncio.run(_run_now(schedules, job))
    assert run.status is RunStatus.LIMIT
    assert run.reason == "Stopped: the time limit of 0:00:01 was reached."
    assert run.ended_at is not None and run.ended_at - run.started_at < 8


def test_runs_of_one_job_never_overlap(tmp_path: Path, llm_server: ScriptedLLMServer) -> None:
    schedules = service(tmp_path, llm_server)
    job, _ = schedules.add("Once", changes(tmp_path))
    history = schedules._core.history
    history.call(lambda repo: begin_run(repo, job.id, Trigger.SCHEDULE))  # a run of this process, going
    second = asyncio.run(_run_now(schedules, job))
    assert second.status is RunStatus.SKIPPED and second.reason == "The previous run was still going."
    assert llm_server.requests == [], "the second run sent nothing"


def test_a_run_whose_process_died_does_not_block_the_next(
    tmp_path: Path, llm_server: ScriptedLLMServer
) -> None:
    llm_server.script(openai_text("Fine."))
    schedules = service(tmp_path, llm_server)
    job, _ = schedules.add("Again", changes(tmp_path))
    database = schedules.paths.database_file
    with sqlite3.connect(database) as db:  # a run row of a process that is gone
        db.execute("INSERT INTO schedule_runs (id, job_id, trigger, status, started_at, pid, host) "
                   "VALUES ('run_old', ?, 'schedule', 'running', strftime('%s','now'), 999999999, ?)",
                   (job.id, os.uname().nodename))  # fmt: skip
    run = asyncio.run(_run_now(schedules, job))
    assert run.status is RunStatus.DONE
    with sqlite3.connect(database) as db:
        (old,) = db.execute("SELECT status FROM schedule_runs WHERE id = 'run_old'").fetchone()
    assert old == "failed"


def test_enabling_or_rescheduling_starts_from_now(tmp_path: Path, llm_server: ScriptedLLMServer) -> None:
    schedules = service(tmp_path, llm_server)
    try:
        job, _ = schedules.add("Paused", changes(tmp_path, schedule="every hour"))
        long_ago = dataclasses.replace(job, created_at=job.created_at - 5 * 86400)
        assert long_ago.due(time.time()) is not None, "five days of slots missed"
        disabled, _ = schedules.set_enabled(long_ago, False)
        enabled, _ = schedules.set_enabled(disabled, True)
        assert enabled.due(time.time()) is None, "the slots passed while disabled are not run"
        edited, _ = schedules.edit(long_ago, JobChanges(schedule="every 15 minutes"))
        assert edited.due(time.time()) is None and schedules.get("paused").schedule.cron == "*/15 * * * *"
    finally:
        schedules._core.close()
