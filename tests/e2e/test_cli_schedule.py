"""Scheduled runs end to end: `desktop-agent schedule` as real processes against the scripted model server,
real SQLite, the real shell and sandbox, the scheduler agent as its own process, and a real notification
server on a private D-Bus session bus.

- A job a few seconds ahead fires from the scheduler agent with no window open; its session is in the
  history, marked as a scheduled run's; the notification server receives the job's name and first line.
- A machine that was off for days runs the missed job once on waking, not once per slot.
- Nobody is asked: a call the job's rules do not cover is refused with a note and the run finishes; a rule
  is never broader than written (a hostile command line beside an allowed one changes nothing on disk).
- A budget reached ends the run in words.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from typing import Any

import pytest

from tests.e2e.test_cli_chat import Cli, describe, tool_results
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text, openai_tool_calls
from tests.helpers.notification_server import NotificationServer, SessionBus

pytestmark = pytest.mark.slow
needs_bwrap = pytest.mark.skipif(shutil.which("bwrap") is None, reason="needs bubblewrap")
needs_dbus = pytest.mark.skipif(shutil.which("dbus-daemon") is None, reason="needs dbus-daemon")


def env_for(cli: Cli, scheduler: str = "none", bus: str = "") -> dict[str, str]:
    env = {**cli.env, "DESKTOP_AGENT_SCHEDULER": scheduler}
    env.pop("DBUS_SESSION_BUS_ADDRESS", None)
    if bus:
        env["DBUS_SESSION_BUS_ADDRESS"] = bus
    return env


def schedule(cli: Cli, *args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return cli.run("schedule", *args, "--data-dir", str(cli.data_dir), env=env or env_for(cli))


def add_job(cli: Cli, server: ScriptedLLMServer, name: str, every: str, *extra: str,
            env: dict[str, str] | None = None) -> None:  # fmt: skip
    added = schedule(
        cli, "add", name, "--every", every, "--prompt", "Summarise what changed", "--workspace",
        str(cli.workspace), "--provider", "vllm", "--base-url", server.openai_base_url, "--model",
        "test-model", *extra, env=env,
    )  # fmt: skip
    assert added.returncode == 0, describe(added)


def history(cli: Cli, name: str) -> list[dict[str, Any]]:
    listed = schedule(cli, "history", name, "--json")
    assert listed.returncode == 0, describe(listed)
    runs: list[dict[str, Any]] = json.loads(listed.stdout)
    return runs


def job_row(cli: Cli, name: str) -> dict[str, Any]:
    shown = schedule(cli, "show", name, "--json")
    assert shown.returncode == 0, describe(shown)
    row: dict[str, Any] = json.loads(shown.stdout)
    return row


def database(cli: Cli) -> sqlite3.Connection:
    return sqlite3.connect(cli.data_dir / "history.sqlite3")


def start_agent(cli: Cli, env: dict[str, str], clock_offset: float = 0.0) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "desktop_agent", "schedule", "agent", "--tick", "0.2", "--clock-offset",
         str(clock_offset), "--data-dir", str(cli.data_dir)],
        env=env, cwd=cli.cwd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
        text=True,
    )  # fmt: skip


@pytest.fixture
def bus() -> Iterator[SessionBus]:
    with SessionBus() as session_bus:
        yield session_bus


def wait_until(check: Any, timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if check():
            return True
        time.sleep(0.1)
    return bool(check())


def stop(agent: subprocess.Popen[str], cli: Cli, name: str) -> None:
    """Removing the last job ends the agent by itself."""
    removed = schedule(cli, "remove", name)
    assert removed.returncode == 0, describe(removed)
    try:
        agent.wait(timeout=10)
    finally:
        if agent.poll() is None:
            agent.kill()
            agent.wait()
        if agent.stderr is not None:
            agent.stderr.close()
    assert agent.returncode == 0


# ---- fired with no window open ----


@needs_dbus
def test_a_job_fires_from_the_scheduler_agent_and_notifies(
    cli: Cli, llm_server: ScriptedLLMServer, bus: SessionBus
) -> None:
    llm_server.script(openai_text("Inbox: 3 new issues, 1 failing build.\nDetails follow."))
    env = env_for(cli, bus=bus.address)
    add_job(cli, llm_server, "Morning digest", "every minute", env=env)
    with database(cli) as db:
        (created,) = db.execute("SELECT created_at FROM schedule_jobs").fetchone()
    slot = math.floor(created / 60) * 60 + 60  # the first slot after the job was made
    with NotificationServer(bus.address) as notifications:
        started = time.time()
        agent = start_agent(cli, env, clock_offset=(slot - 3) - started)  # the agent's clock: 3 s before
        try:
            (received,) = notifications.wait_for(1, 25)
            fired_after = time.time() - started
            session_id = received.hints["x-desktop-agent-session"]
            with database(cli) as db:
                origin = db.execute("SELECT origin FROM sessions WHERE id = ?", (session_id,)).fetchone()
                runs = db.execute("SELECT status, trigger, session_id FROM schedule_runs").fetchall()
        finally:
            stop(agent, cli, "Morning digest")
    assert fired_after >= 2.5, "not before its slot"
    assert received.app_name == "Desktop Agent" and received.summary == "Morning digest"
    assert received.body == "Inbox: 3 new issues, 1 failing build."
    assert origin == ("scheduled",)
    assert runs == [("done", "schedule", session_id)]
    shown = cli.run("sessions", "show", session_id, "--json", "--data-dir", str(cli.data_dir))
    assert shown.returncode == 0 and "Inbox: 3 new issues" in shown.stdout, (
        "an ordinary session of the history"
    )


def test_a_missed_slot_runs_once_after_waking(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    llm_server.script(openai_text("Caught up."))
    two_hours_ago = time.strftime("%H:%M", time.localtime(time.time() - 7200))
    add_job(cli, llm_server, "Nightly", f"daily {two_hours_ago}")
    with database(cli) as db:  # the computer was off for five days: five slots missed
        db.execute("UPDATE schedule_jobs SET created_at = created_at - 5 * 86400")
    agent = start_agent(cli, env_for(cli))
    try:
        assert wait_until(lambda: [r["status"] for r in history(cli, "Nightly")] == ["done"], 20)
        time.sleep(1.5)  # several more ticks of the agent
        runs = history(cli, "Nightly")
    finally:
        stop(agent, cli, "Nightly")
    assert len(runs) == 1, "once, not once per missed slot"
    assert runs[0]["answer"] == "Caught up."


# ---- nobody is asked ----


@needs_bwrap
def test_unattended_refuses_what_would_ask_and_rules_stay_as_written(
    cli: Cli, llm_server: ScriptedLLMServer
) -> None:
    subprocess.run(["git", "init", "-q", str(cli.workspace)], check=True, timeout=30)
    keep = cli.workspace / "keep"
    keep.mkdir()
    (keep / "data.txt").write_text("precious", encoding="utf-8")
    canary = cli.home / "canary.txt"
    canary.write_text("home", encoding="utf-8")
    calls = [
        ("c_status", "run_command", json.dumps({"command": "git status"})),
        ("c_home", "run_command", json.dumps({"command": "git status; rm -rf ~"})),
        ("c_keep", "run_command", json.dumps({"command": "git status && rm -rf keep"})),
        ("c_write", "write_file", json.dumps({"path": "report.md", "content": "# Report"})),
    ]
    llm_server.script(openai_tool_calls(calls), openai_text("Status read; the rest needs approval."))
    add_job(cli, llm_server, "Repo check", "every hour", "--allow", "run_command:git status",
            "--allow", "read_file")  # fmt: skip

    ran = schedule(cli, "run-now", "Repo check", "--no-notify")

    assert ran.returncode == 0, describe(ran)
    assert (keep / "data.txt").read_text(encoding="utf-8") == "precious"
    assert canary.exists() and not (cli.workspace / "report.md").exists()
    told = tool_results(llm_server.requests[-1])
    assert "nobody is here to approve" not in told["c_status"], "the allowed command ran"
    for refused in ("c_home", "c_keep", "c_write"):
        assert "nobody is here to approve calls" in told[refused]
    (run,) = history(cli, "Repo check")
    assert run["status"] == "done" and run["answer"] == "Status read; the rest needs approval."
    assert run["refused"] == ["run_command git status; rm -rf ~", "run_command git status && rm -rf keep",
                              "write_file report.md"]  # fmt: skip
    assert "refused: run_command git status; rm -rf ~" in ran.stdout


def test_a_run_over_its_budget_ends_in_words(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    calls = [("c1", "list_directory", json.dumps({"path": "."}))]
    llm_server.script(openai_tool_calls(calls, usage=(400, 200)))
    add_job(cli, llm_server, "Frugal", "every hour", "--max-tokens", "500")

    ran = schedule(cli, "run-now", "Frugal", "--no-notify")

    assert ran.returncode == 0, describe(ran)
    (run,) = history(cli, "Frugal")
    assert run["status"] == "limit"
    assert run["reason"] == "Stopped: the budget of 500 tokens was reached (600 used)."
    assert run["tokens"] == 600
    assert "Stopped: the budget of 500 tokens" in ran.stdout


# ---- registration ----


def test_the_scheduler_agent_is_registered_at_login_and_removed_with_the_last_job(
    cli: Cli, llm_server: ScriptedLLMServer
) -> None:
    env = env_for(cli, scheduler="autostart")
    add_job(cli, llm_server, "Weekly", "mondays 09:00", env=env)
    (entry,) = (cli.home / "autostart").glob("desktop-agent-scheduler-*.desktop")
    assert "schedule agent" in entry.read_text(encoding="utf-8")
    lock = cli.data_dir / "scheduler.lock"
    assert wait_until(lambda: lock.exists() and lock.read_text().strip().isdigit(), 10), "the agent started"
    pid = int(lock.read_text())
    try:
        assert job_row(cli, "Weekly")["next_run"] is not None
        removed = schedule(cli, "remove", "Weekly", env=env)
        assert removed.returncode == 0, describe(removed)
        assert not entry.exists()
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGTERM)  # it would end by itself at its next wake (up to 30 s)


def test_bad_input_is_said_and_nothing_is_kept(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    for args, said in (
        (["--every", "sometimes"], "Could not read the schedule"),
        (["--every", "hourly", "--allow", "rm -rf:x"], "--allow 'rm -rf:x'"),
        (["--every", "hourly", "--budget-usd", "lots"], "not an amount"),
        (["--every", "hourly", "--base-url", "https://user:sk-secret@example.com/v1"], "keyring"),
    ):
        result = schedule(cli, "add", "Bad", "--prompt", "x", "--workspace", str(cli.workspace),
                          "--provider", "vllm", "--model", "m", *args)  # fmt: skip
        assert result.returncode == 2, describe(result)
        assert said in result.stderr
    listed = schedule(cli, "list", "--json")
    assert json.loads(listed.stdout) == []
    add_job(cli, llm_server, "Taken", "hourly")
    again = schedule(cli, "add", "TAKEN", "--every", "hourly", "--prompt", "x", "--provider", "vllm",
                     "--model", "m")  # fmt: skip
    assert again.returncode == 2 and "There is already a job called 'TAKEN'" in again.stderr


@needs_dbus
def test_a_failed_run_notifies_with_the_reason(cli: Cli, bus: SessionBus) -> None:
    env = env_for(cli, bus=bus.address)
    added = schedule(cli, "add", "Offline", "--every", "hourly", "--prompt", "x", "--workspace",
                     str(cli.workspace), "--provider", "vllm", "--model", "m", "--base-url",
                     "http://127.0.0.1:9/v1", env=env)  # fmt: skip
    assert added.returncode == 0, describe(added)
    with NotificationServer(bus.address) as notifications:
        ran = schedule(cli, "run-now", "Offline", env=env)
        (received,) = notifications.wait_for(1, 10)
    assert ran.returncode == 1, describe(ran)
    assert received.summary == "Offline — failed" and received.hints["urgency"] == 2
    assert "Nothing is answering at 127.0.0.1:9" in received.body


@needs_dbus
def test_a_run_with_refused_calls_offers_their_review(
    cli: Cli, llm_server: ScriptedLLMServer, bus: SessionBus
) -> None:
    """The run's notification has *Review refused calls* (the run's own ids travel with it, not the
    calls): clicking it asks the window, which shows the calls and asks before anything runs."""
    calls = [("c_write", "write_file", json.dumps({"path": "report.md", "content": "# Report"}))]
    llm_server.script(openai_tool_calls(calls), openai_text("The report needs approval."))
    env = env_for(cli, bus=bus.address)
    add_job(cli, llm_server, "Report", "every hour", env=env)
    with NotificationServer(bus.address) as notifications:
        ran = schedule(cli, "run-now", "Report", env=env)
        (received,) = notifications.wait_for(1, 10)
    assert ran.returncode == 0, describe(ran)
    assert received.actions[-2:] == ["review", "Review refused calls"]
    assert "write_file report.md" in received.body and not (cli.workspace / "report.md").exists()
