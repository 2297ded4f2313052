"""A scheduled run's refused calls, re-run approved: each exactly as it was refused and never broader.

- The exact rule kind (`policy.Rule.exact`): the tool's name and the whole subject, character for character;
  `*`, `?`, `[...]`, `**` and a command's words mean themselves; the protective layer, a deny rule and a
  tool's own reason to ask still win.
- The run keeps its refused calls in the history (schema 16); a history of schema 15 opens with its runs
  as they were.
- Hostile outcome, on the real loop, tools and disk against the scripted model server: a re-run with the
  refused calls approved makes exactly those calls; a call to another path that the refused one would match
  as a glob, or a command one character off, is refused again and changes nothing on disk.
"""

from __future__ import annotations

import asyncio
import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from desktop_agent.agent.policy import Action, PermissionPolicy, Rule
from desktop_agent.core.scheduled_run import refused_call, with_rules
from desktop_agent.core.schedules import JobChanges, SchedulesService
from desktop_agent.core.settings import Settings
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.domain.events import ApprovalRequested
from desktop_agent.domain.schedules import Job, JobRun, RefusedCall, RunStatus, Trigger, parse_schedule
from desktop_agent.domain.tools import SubjectKind, ToolSpec
from desktop_agent.scheduling.register import Backend
from desktop_agent.storage import database
from desktop_agent.storage.schedules import find_run, runs_of
from desktop_agent.storage.schema import MIGRATIONS
from desktop_agent.storage.store import HistoryStore
from tests.helpers.app_core import scripted_core
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text, openai_tool_calls

needs_bwrap = pytest.mark.skipif(shutil.which("bwrap") is None, reason="needs bubblewrap")


def spec(name: str, kind: SubjectKind | None) -> ToolSpec:
    return ToolSpec(name=name, description="", parameters={}, side_effects=True, subject_kind=kind)


def exact(tool: str, subject: str | None) -> Rule:
    return Rule(tool, Action.ALLOW, subject, exact=True)


# ---- the exact rule ----


@pytest.mark.parametrize(
    ("kind", "approved", "other"),
    [
        ("command", "rm -rf build", "rm -rf build/"),
        ("command", "rm -rf build", "rm -rf build "),
        ("command", "echo 'git log *'", "git log --oneline"),
        ("command", "echo '*'", "echo '*' x"),
        ("command", "touch made.txt", "touch made.txT"),
        ("command", "git status", "git status; rm -rf ~"),
        ("command", "git status; ls build", "git status"),
        ("command", "ls build && ls src", "ls build"),
        ("path", "*", "secret.txt"),
        ("path", "a?.txt", "ab.txt"),
        ("path", "[ab].txt", "b.txt"),
        ("path", "src/**", "src/deep/file.py"),
        ("path", "**/*.md", "notes.md"),
        ("path", "{a,b}.txt", "a.txt"),
        ("path", "a.txt", "./a.txt"),
        ("url", "*.example.com", "https://evil.example.com/"),
        ("url", "https://example.com/a", "https://example.com/b"),
        (None, "*", "anything"),
    ],
)
def test_an_exact_rule_allows_that_subject_and_nothing_else(
    kind: SubjectKind | None, approved: str, other: str
) -> None:
    tool = spec("tool_x", kind)
    policy = PermissionPolicy()
    assert policy.decide(tool, approved, [exact("tool_x", approved)]) is Action.ALLOW
    assert policy.decide(tool, other, [exact("tool_x", approved)]) is Action.ASK


def test_an_exact_rule_names_its_tool_exactly_and_without_a_subject_matches_nothing() -> None:
    policy = PermissionPolicy()
    assert policy.decide(spec("write_file", "path"), "a.txt", [exact("write_*", "a.txt")]) is Action.ASK
    assert policy.decide(spec("write_file", "path"), "a.txt", [exact("*", "a.txt")]) is Action.ASK
    assert policy.decide(spec("mcp__x", None), None, [exact("mcp__x", None)]) is Action.ASK
    assert policy.decide(spec("mcp__x", None), "", [exact("mcp__x", None)]) is Action.ASK


def test_the_protective_layer_a_deny_and_a_tools_reason_still_win(tmp_path: Path) -> None:
    policy = PermissionPolicy([Rule("run_command", Action.DENY, "rm *")], workspace=tmp_path)
    command = spec("run_command", "command")
    assert policy.decide(command, "rm -rf x", [exact("run_command", "rm -rf x")]) is Action.DENY
    writing = spec("write_file", "path")
    assert policy.decide(writing, ".git/config", [exact("write_file", ".git/config")]) is Action.ASK
    asked = policy.evaluate(command, "ls", [exact("run_command", "ls")], must_ask="outside the sandbox")
    assert asked.action is Action.ASK
    expanded = PermissionPolicy().evaluate(command, "rm -rf *", [exact("run_command", "rm -rf *")])
    assert expanded.action is Action.ASK and expanded.protected, "a shell glob may name a protected file"


def approval(name: str, subject: str | None, **more: str) -> ApprovalRequested:
    return ApprovalRequested("run", "req", "call", name, {}, "", "builtin", subject=subject, **more)  # type: ignore[arg-type]


def test_what_cannot_be_approved_here_is_held_with_its_reason() -> None:
    assert refused_call(approval("write_file", "a.txt")) == RefusedCall("write_file", "a.txt")
    assert "protected" in refused_call(approval("write_file", ".env", protected="secrets")).held
    assert "sandbox" in refused_call(approval("run_command", "ls", unconfined="no sandbox")).held
    assert "exactly" in refused_call(approval("mcp__x", None)).held
    assert "too long" in refused_call(approval("run_command", "x" * 2001)).held
    run = JobRun("r", "j", Trigger.HAND, RunStatus.DONE, 0.0, refused_calls=(
        RefusedCall("write_file", "a.txt"), RefusedCall("write_file", "a.txt"), RefusedCall("x", None, "no"),
    ))  # fmt: skip
    assert run.approvable() == (RefusedCall("write_file", "a.txt"),)
    assert run.still_refused() == (RefusedCall("x", None, "no"),)


def test_the_approved_calls_are_this_runs_only_and_held_ones_get_no_rule() -> None:
    from desktop_agent.agent.service import ChatSession

    session = ChatSession("s", "build", "openai", "m", Path(), grants=[Rule("read_file", Action.ALLOW)])
    job = Job("job_1", "J", parse_schedule("hourly"), ".", "openai", "m")
    added = with_rules(session, job, (RefusedCall("write_file", "a*"), RefusedCall("x", None, "held")))
    assert added == [exact("write_file", "a*")]
    assert session.grants == [Rule("read_file", Action.ALLOW), exact("write_file", "a*")]


# ---- the history ----


def test_a_history_of_schema_15_opens_with_its_runs_as_they_were(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    conn = sqlite3.connect(path)
    for migration in MIGRATIONS[:15]:
        for statement in database._statements(migration):
            conn.execute(statement)
    conn.execute("PRAGMA user_version = 15")
    conn.execute(
        "INSERT INTO schedule_jobs (id, name, schedule, workspace, provider, model, created_at, updated_at) "
        "VALUES ('job_1', 'Old', 'hourly', '/tmp', 'openai', 'm', 1.0, 1.0)"
    )
    conn.execute(
        "INSERT INTO schedule_runs (id, job_id, trigger, status, started_at, ended_at, answer, refused) "
        "VALUES ('run_old', 'job_1', 'hand', 'done', 2.0, 3.0, 'Fine.', ?)",
        (json.dumps(["write_file report.md"]),),
    )
    conn.commit()
    conn.close()
    store = HistoryStore.open(path)
    try:
        assert store.call(lambda repo: repo.conn.execute("PRAGMA user_version").fetchone()[0]) == 16
        (old,) = store.call(lambda repo: runs_of(repo, "job_1"))
        assert (old.answer, old.refused, old.refused_calls, old.rerun_of) == (
            "Fine.", ("write_file report.md",), (), None,
        )  # fmt: skip
        assert old.approvable() == (), "words are never turned into a rule"
    finally:
        store.close()
    assert list(tmp_path.glob("history.sqlite3.v15-*.bak")), "a backup of the schema-15 file is kept"


# ---- the whole loop ----


def service(tmp_path: Path, server: ScriptedLLMServer) -> SchedulesService:
    core = scripted_core(tmp_path, Settings(), openai_url=server.openai_base_url)
    return SchedulesService(core, backend=Backend.NONE)


def write(call_id: str, path: str) -> tuple[str, str, str]:
    return call_id, "write_file", json.dumps({"path": path, "content": f"written as {path}"})


def command(call_id: str, line: str) -> tuple[str, str, str]:
    return call_id, "run_command", json.dumps({"command": line})


@needs_bwrap
def test_a_rerun_with_the_refused_calls_approved_makes_exactly_those(
    tmp_path: Path, llm_server: ScriptedLLMServer
) -> None:
    workspace = tmp_path / "ws"
    workspace.mkdir()
    first = [write("c1", "a.txt"), write("c2", "[ab].txt"), command("c3", "touch made.txt")]
    again = [
        write("d1", "a.txt"), write("d2", "b.txt"), write("d3", "[ab].txt"),
        command("d4", "touch made.txT"), command("d5", "touch made.txt; touch evil.txt"),
        command("d6", "touch made.txt"),
    ]  # fmt: skip
    llm_server.script(
        openai_tool_calls(first), openai_text("Needs approval."),
        openai_tool_calls(again), openai_text("Done what I could."),
    )  # fmt: skip
    schedules = service(tmp_path, llm_server)
    job, _ = schedules.add("Writer", JobChanges(
        schedule="hourly", prompt="Write the files", workspace=workspace, provider="openai", model="m",
    ))  # fmt: skip

    async def both() -> tuple[JobRun, JobRun, JobRun, JobRun | None]:
        try:
            refused = await schedules.run_now(job, Trigger.HAND, notify=False)
            kept = schedules.run_of(job, refused.id)
            rerun = await schedules.run_now(job, Trigger.HAND, notify=False, approving=kept)
            stored = await schedules._core.history.run(lambda repo: find_run(repo, job.id, rerun.id))
            assert schedules.get(job.id).allow == (), "the job's rules stay as they were"
            return refused, kept, rerun, stored
        finally:
            await schedules._core.aclose()

    refused, kept, rerun, stored = asyncio.run(both())
    try:
        assert refused.status is RunStatus.DONE
        assert set(kept.refused_calls) == {
            RefusedCall("write_file", "a.txt"), RefusedCall("write_file", "[ab].txt"),
            RefusedCall("run_command", "touch made.txt"),
        }  # fmt: skip
        assert rerun.rerun_of == refused.id
        assert (workspace / "a.txt").read_text(encoding="utf-8") == "written as a.txt"
        assert (workspace / "[ab].txt").exists(), "the literal name, as refused"
        assert (workspace / "made.txt").exists()
        for never in ("b.txt", "made.txT", "evil.txt"):
            assert not (workspace / never).exists(), never
        assert set(rerun.refused) == {
            "write_file b.txt", "run_command touch made.txT", "run_command touch made.txt; touch evil.txt",
        }  # fmt: skip
        assert stored is not None and stored.rerun_of == refused.id and len(stored.refused_calls) == 3
    finally:
        schedules._core.close()


def test_nothing_to_approve_is_said_in_words(tmp_path: Path, llm_server: ScriptedLLMServer) -> None:
    llm_server.script(openai_text("Nothing to do."))
    schedules = service(tmp_path, llm_server)
    workspace = tmp_path / "ws"
    workspace.mkdir()
    job, _ = schedules.add("Quiet", JobChanges(
        schedule="hourly", prompt="x", workspace=workspace, provider="openai", model="m",
    ))  # fmt: skip

    async def once() -> None:
        try:
            run = await schedules.run_now(job, Trigger.HAND, notify=False)
            with pytest.raises(UserFacingError, match="it refused nothing"):
                schedules.run_of(job, run.id)
            with pytest.raises(UserFacingError, match="has no run 'run_nope'"):
                await schedules.arun_of(job, "run_nope")
        finally:
            await schedules._core.aclose()

    try:
        asyncio.run(once())
    finally:
        schedules._core.close()
