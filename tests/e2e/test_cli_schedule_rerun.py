"""`schedule run-now NAME --approve-refused RUN` as real processes against the scripted model server, real
SQLite and real files: the calls are shown before anything runs; without --yes and without a terminal
nothing runs; at a terminal "n" runs nothing and "y" runs it; the re-run makes the refused call and no other
(a neighbouring path is refused again and never written); `history` lists the refused calls exactly."""

from __future__ import annotations

import json
import sys

import pytest

from tests.e2e.test_cli_chat import Cli, describe
from tests.e2e.test_cli_schedule import add_job, env_for, history, schedule
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text, openai_tool_calls
from tests.helpers.terminal import at_terminal

pytestmark = pytest.mark.slow


def write(call_id: str, path: str) -> tuple[str, str, str]:
    return call_id, "write_file", json.dumps({"path": path, "content": f"written as {path}"})


def refused_once(cli: Cli, llm_server: ScriptedLLMServer) -> str:
    llm_server.script(openai_tool_calls([write("c1", "a.txt")]), openai_text("a.txt needs approval."))
    add_job(cli, llm_server, "Writer", "every hour")
    ran = schedule(cli, "run-now", "Writer", "--no-notify")
    assert ran.returncode == 0, describe(ran)
    assert not (cli.workspace / "a.txt").exists()
    (run,) = history(cli, "Writer")
    assert run["refused"] == ["write_file a.txt"]
    assert run["refused_calls"] == [{"tool": "write_file", "subject": "a.txt", "held": ""}]
    return str(run["id"])


def test_a_rerun_with_the_refused_call_approved_writes_it_and_nothing_else(
    cli: Cli, llm_server: ScriptedLLMServer
) -> None:
    run_id = refused_once(cli, llm_server)
    sent = len(llm_server.requests)

    unconfirmed = schedule(cli, "run-now", "Writer", "--no-notify", "--approve-refused", run_id)
    assert unconfirmed.returncode == 2, describe(unconfirmed)
    assert "write_file: a.txt" in unconfirmed.stderr and "add --yes" in unconfirmed.stderr
    assert len(llm_server.requests) == sent and len(history(cli, "Writer")) == 1, "nothing ran"

    llm_server.script(
        openai_tool_calls([write("d1", "a.txt"), write("d2", "b.txt"), write("d3", "a.txt.bak")]),
        openai_text("Wrote a.txt."),
    )  # fmt: skip
    ran = schedule(cli, "run-now", "Writer", "--no-notify", "--approve-refused", run_id, "--yes")

    assert ran.returncode == 0, describe(ran)
    assert f"allowing this once exactly the calls below, which its run {run_id} refused:" in ran.stderr
    assert (cli.workspace / "a.txt").read_text(encoding="utf-8") == "written as a.txt"
    assert not (cli.workspace / "b.txt").exists() and not (cli.workspace / "a.txt.bak").exists()
    rerun, first = history(cli, "Writer")
    assert rerun["rerun_of"] == run_id and first["id"] == run_id
    assert sorted(rerun["refused"]) == ["write_file a.txt.bak", "write_file b.txt"]
    assert job_rules(cli) == [], "the job's rules stay as they were"

    listed = schedule(cli, "history", "Writer")
    assert listed.returncode == 0, describe(listed)
    assert f"(re-run of {run_id}, its refused calls approved)" in listed.stdout
    assert "    refused: write_file: b.txt" in listed.stdout
    assert f"schedule run-now Writer --approve-refused {run_id}" in listed.stdout


def job_rules(cli: Cli) -> list[str]:
    shown = schedule(cli, "show", "Writer", "--json")
    rules: list[str] = json.loads(shown.stdout)["allow"]
    return rules


def test_at_a_terminal_the_person_is_asked_first(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    run_id = refused_once(cli, llm_server)
    argv = [sys.executable, "-m", "desktop_agent", "schedule", "run-now", "Writer", "--no-notify",
            "--approve-refused", run_id, "--data-dir", str(cli.data_dir)]  # fmt: skip

    declined = at_terminal(argv, answer=lambda _q: "n", env=env_for(cli), cwd=cli.cwd)
    assert declined.returncode == 130, declined.stderr
    assert (
        "Run it with these calls allowed? [y/N]" in declined.stderr and "Nothing was run." in declined.stderr
    )
    assert not (cli.workspace / "a.txt").exists() and len(history(cli, "Writer")) == 1

    llm_server.script(openai_tool_calls([write("d1", "a.txt")]), openai_text("Wrote a.txt."))
    accepted = at_terminal(argv, answer=lambda _q: "y", env=env_for(cli), cwd=cli.cwd)
    assert accepted.returncode == 0, accepted.stderr
    assert (cli.workspace / "a.txt").exists()


def test_a_run_of_another_job_or_one_with_nothing_to_approve_is_said(
    cli: Cli, llm_server: ScriptedLLMServer
) -> None:
    run_id = refused_once(cli, llm_server)
    llm_server.script(openai_text("Fine."))
    add_job(cli, llm_server, "Other", "every hour")
    other = schedule(cli, "run-now", "Other", "--no-notify")
    assert other.returncode == 0, describe(other)
    elsewhere = schedule(cli, "run-now", "Other", "--approve-refused", run_id, "--yes")
    assert elsewhere.returncode == 1 and f"Other has no run '{run_id}'" in elsewhere.stderr
    (quiet,) = history(cli, "Other")
    nothing = schedule(cli, "run-now", "Other", "--approve-refused", quiet["id"], "--yes")
    assert nothing.returncode == 2 and "it refused nothing" in nothing.stderr
    scheduled = schedule(cli, "run-now", "Writer", "--approve-refused", run_id, "--yes", "--scheduled")
    assert scheduled.returncode == 2 and "not --scheduled" in scheduled.stderr
