"""Storage faults through the CLI as a process: SIGKILL (random moments, and while a tool runs), the disk
filling up mid-stream, another process holding the database, a second instance, a newer or damaged file.

Outcomes are read from the files: `PRAGMA integrity_check`, the stored messages, the bytes of a file that
must not change, and the process table.

Covered elsewhere (not repeated here): SIGKILL while an approval is pending —
`tests/e2e/test_crash_safety.py::test_sigkill_while_waiting_for_approval`,
`::test_sigkill_at_approval_keeps_the_call_that_already_ran`;
50 random kills — `::test_sigkill_at_random_moments` (this suite runs the same lanes with a count of its
own, `DA_FAULT_KILLS`); databases from every earlier schema, a migration failing midway — `tests/unit/
test_storage_schema.py::test_migrating_from_an_older_schema_keeps_every_row_and_a_backup`,
`::test_a_migration_failing_midway_leaves_the_history_as_it_was`; a newer and a damaged file opened by the
store — `::test_a_newer_history_opens_read_only_and_is_left_unchanged`, `::test_a_damaged_file_is_kept_
aside_and_a_fresh_history_started`; the store's own retry on a full disk, a lock, a read-only file —
`tests/unit/test_storage_failures.py`; a second process on the same session — `tests/e2e/
test_one_run_per_session.py`.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from desktop_agent.domain.messages import Message, ToolResultPart
from desktop_agent.storage.recovery import NOT_EXECUTED, RESULT_LOST
from desktop_agent.storage.store import HistoryStore
from tests.e2e.test_cli_chat import Cli, describe, json_lines, provider_args
from tests.e2e.test_crash_safety import Env, KillRecord, crash_env, crash_server, run_lane
from tests.faults.procs import end_all, left_after
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text, openai_tool_calls
from tests.unit.test_storage_schema import _damage, _newer_history

__all__ = ["crash_env", "crash_server", "run_kill_cycles"]  # the fixtures are used by name

pytestmark = [pytest.mark.slow, pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux")]

REPO = Path(__file__).resolve().parents[2]
FAULT_KILLS = int(os.environ.get("DA_FAULT_KILLS", "5"))
"""SIGKILL cycles in CI (one lane); bench/faults_report.py runs more."""


def database(cli: Cli) -> Path:
    return cli.data_dir / "history.sqlite3"


def stored(path: Path) -> dict[str, list[Message]]:
    """Every session's messages, opened as the app opens the file (which recovers after a crash)."""
    store = HistoryStore.open(path)
    try:
        assert store.notice is None, store.notice
        sessions = store.call(lambda repo: repo.list_sessions(include_archived=True))
        found: dict[str, list[Message]] = {}
        for session in sessions:
            sid = session.id
            found[sid] = store.call(lambda repo: repo.load_messages(sid))  # noqa: B023 - called at once
        return found
    finally:
        store.close()


def integrity(path: Path) -> list[tuple[object, ...]]:
    with contextlib.closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as conn:
        return conn.execute("PRAGMA integrity_check").fetchall()


def sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


# ---- SIGKILL at random moments: the crash-safety lanes, with this suite's count ----


def run_kill_cycles(env: Env, kills: int, lanes: int = 1) -> list[KillRecord]:
    """`kills` SIGKILLs over `lanes` lanes of 5 kills per data folder, every history checked after each."""
    stop = threading.Event()
    per_lane = [kills // lanes + (1 if lane < kills % lanes else 0) for lane in range(lanes)]
    results: list[list[KillRecord]] = [[] for _ in range(lanes)]

    def lane_work(lane: int) -> None:
        results[lane] = run_lane(env, lane, max(1, -(-per_lane[lane] // 5)), per_lane[lane], stop)

    threads = [threading.Thread(target=lane_work, args=(lane,)) for lane in range(lanes)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    records = [r for lane in results for r in lane]
    for r in records:  # nothing was asked again once its history had been checked: no call re-run
        assert len(env.server.served_for([r.tag])) == r.requests, f"{r.tag} was asked again"
    return records


@pytest.mark.timeout(240)
def test_sigkill_at_random_moments_of_streamed_tool_turns(crash_env: Env) -> None:
    records = run_kill_cycles(crash_env, FAULT_KILLS)

    assert len(records) == FAULT_KILLS  # each one checked: integrity, nothing committed lost, no re-run


# ---- SIGKILL while a tool runs ----


def test_sigkill_while_a_tool_runs_leaves_no_process_and_the_call_is_not_run_again(
    cli: Cli, llm_server: ScriptedLLMServer
) -> None:
    n = 7_100_000 + os.getpid() % 100_000
    command = {"command": f"echo ran >> runs.log; sleep {n}"}
    llm_server.script(
        openai_tool_calls([("call_run", "run_command", json.dumps(command))]), openai_text("Next turn.")
    )
    argv = [
        sys.executable, "-m", "desktop_agent",
        *cli.chat_args(*provider_args(llm_server, "openai"), "--json", "--yes", "Run it"),
    ]  # fmt: skip
    proc = subprocess.Popen(
        argv,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=cli.env,
        cwd=cli.cwd,
    )
    try:
        deadline = time.monotonic() + 30
        while not (cli.workspace / "runs.log").exists() or not left_after(f"sleep {n}", 0):
            assert proc.poll() is None, proc.communicate()
            assert time.monotonic() < deadline, "the command never started"
            time.sleep(0.02)
        os.kill(proc.pid, signal.SIGKILL)
        proc.communicate(timeout=10)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    left = left_after(f"sleep {n}")
    end_all(left)
    assert left == [], "the command outlived the app killed under it"
    assert integrity(database(cli)) == [("ok",)]

    (messages,) = stored(database(cli)).values()
    assert [(m.role, m.status) for m in messages] == [
        ("user", "complete"), ("assistant", "complete"), ("tool", "interrupted"),
    ]  # fmt: skip
    (result,) = messages[2].parts
    assert isinstance(result, ToolResultPart) and result.is_error
    assert result.content in (NOT_EXECUTED, RESULT_LOST)

    session = next(iter(stored(database(cli))))
    after = cli.chat(*provider_args(llm_server, "openai"), "--json", "--session", session, "And now?")
    assert after.returncode == 0, describe(after)
    assert not [e for e in json_lines(after.stdout) if e["type"] == "tool_state"], "the call ran again"
    assert (cli.workspace / "runs.log").read_text() == "ran\n"


# ---- the disk fills up while the answer streams ----


@pytest.fixture
def small_disk(cli: Cli) -> Iterator[Path]:
    """The data folder on a 1 MB tmpfs (root only); unmounted after."""
    cli.data_dir.mkdir(parents=True, exist_ok=True)
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(cli.data_dir)],
        capture_output=True,
        check=False,
    )
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a small tmpfs here (needs root): {mounted.stderr.decode().strip()}")
    try:
        yield cli.data_dir
    finally:
        subprocess.run(["umount", "-l", str(cli.data_dir)], check=False)


def test_the_disk_filling_up_mid_stream_is_said_and_loses_nothing_committed(
    cli: Cli, llm_server: ScriptedLLMServer, small_disk: Path
) -> None:
    llm_server.script(openai_text("The first answer fits."))
    first = cli.chat(*provider_args(llm_server, "openai"), "--json", "Hello")
    assert first.returncode == 0, describe(first)
    big = ("The disk fills up while this streams. " * 100_000)[:3_000_000]
    llm_server.script(replace(openai_text(big, piece=2000), interval=0.001))
    session = json_lines(first.stdout)[0]["session_id"]

    second = cli.chat(*provider_args(llm_server, "openai"), "--json", "--session", session, "More")

    events = json_lines(second.stdout)
    assert second.returncode == 1, describe(second)
    assert any(e["type"] == "save_problem" and e["error"]["kind"] == "disk_full" for e in events)
    assert events[-1]["type"] == "run_failed" and events[-1]["error"]["kind"] == "disk_full", events[-1]
    assert "not fully saved" in events[-1]["error"]["message"]
    assert "Traceback" not in second.stderr
    # What the full disk holds, copied out before the unmount, opened as the app opens it after a crash.
    copy = cli.root / "copy"
    shutil.copytree(small_disk, copy, ignore=shutil.ignore_patterns("logs"))
    assert integrity(copy / "history.sqlite3") == [("ok",)]
    messages = stored(copy / "history.sqlite3")[session]
    assert [(m.role, m.text) for m in messages[:3]] == [
        ("user", "Hello"), ("assistant", "The first answer fits."), ("user", "More"),
    ]  # fmt: skip
    assert [m.status for m in messages[3:]] in ([], ["interrupted"]), "an answer left streaming"


# ---- another process holds the database ----


def hold_lock(path: Path, seconds: float) -> subprocess.Popen[str]:
    code = (
        "import sqlite3, sys, time\n"
        "c = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
        "c.execute('BEGIN EXCLUSIVE')\n"
        "print('locked', flush=True)\n"
        "time.sleep(float(sys.argv[2]))\n"
    )
    holder = subprocess.Popen(
        [sys.executable, "-c", code, str(path), str(seconds)], stdout=subprocess.PIPE, text=True
    )
    assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
    return holder


@pytest.mark.parametrize("held_s", [2.0, 30.0], ids=["briefly", "throughout"])
def test_another_process_holding_the_database(cli: Cli, llm_server: ScriptedLLMServer, held_s: float) -> None:
    llm_server.script(openai_text("First."))
    first = cli.chat(*provider_args(llm_server, "openai"), "--json", "One")
    assert first.returncode == 0, describe(first)
    session = json_lines(first.stdout)[0]["session_id"]
    llm_server.script(openai_text("Second."))
    holder = hold_lock(database(cli), held_s)
    try:
        started = time.monotonic()
        second = cli.chat(*provider_args(llm_server, "openai"), "--json", "--session", session, "Two")
        elapsed = time.monotonic() - started
    finally:
        holder.kill()
        holder.communicate()

    assert "Traceback" not in second.stderr
    texts = [(m.role, m.text) for m in stored(database(cli))[session]]
    if held_s < 5:  # the busy wait outlasts it: the turn runs and is saved
        assert second.returncode == 0, describe(second)
        assert texts == [("user", "One"), ("assistant", "First."), ("user", "Two"), ("assistant", "Second.")]
    else:  # said clearly, before anything is sent; nothing committed is lost
        assert second.returncode == 1, describe(second)
        last = json_lines(second.stdout)[-1]
        assert last["type"] == "run_failed" and last["error"]["kind"] == "storage_locked", last
        assert elapsed < 20
        assert len(llm_server.requests) == 1, "a request went out that could not be saved"
        assert texts == [("user", "One"), ("assistant", "First.")]
    assert integrity(database(cli)) == [("ok",)]


# ---- a second instance on the same data folder ----


def test_two_instances_on_one_data_folder_both_save(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    answers = [f"Answer {i}: " + "word " * 200 for i in range(2)]
    llm_server.script(*[replace(openai_text(a), interval=0.005) for a in answers])
    argv = [
        sys.executable,
        "-m",
        "desktop_agent",
        *cli.chat_args(*provider_args(llm_server, "openai"), "--json"),
    ]
    procs = [
        subprocess.Popen([*argv, f"Question {i}"], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True, env=cli.env, cwd=cli.cwd)
        for i in range(2)
    ]  # fmt: skip
    outputs = [p.communicate(timeout=60) for p in procs]

    assert [p.returncode for p in procs] == [0, 0], outputs
    assert integrity(database(cli)) == [("ok",)]
    sessions = stored(database(cli))
    assert len(sessions) == 2
    got = sorted(tuple((m.role, m.status) for m in messages) for messages in sessions.values())
    assert got == [(("user", "complete"), ("assistant", "complete"))] * 2
    assert sorted(messages[1].text for messages in sessions.values()) == sorted(answers)


# ---- a database from a newer version; a damaged file ----


def test_a_newer_database_is_said_and_left_unchanged(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    cli.data_dir.mkdir(parents=True)
    _newer_history(database(cli))
    before = {p.name: sha(p) for p in cli.data_dir.iterdir() if p.is_file()}
    llm_server.script(openai_text("Hello."))

    result = cli.chat(*provider_args(llm_server, "openai"), "Hi")

    assert "written by a newer Desktop Agent" in result.stderr and "read-only" in result.stderr, describe(
        result
    )
    assert {p.name: sha(p) for p in cli.data_dir.iterdir() if p.name in before} == before


@pytest.mark.parametrize("how", ["random bytes", "overwritten header"])
def test_a_damaged_database_is_said_and_kept_aside_byte_for_byte(
    cli: Cli, llm_server: ScriptedLLMServer, how: str
) -> None:
    cli.data_dir.mkdir(parents=True)
    _damage(database(cli), how)
    damaged = database(cli).read_bytes()
    llm_server.script(openai_text("Fresh start."))

    result = cli.chat(*provider_args(llm_server, "openai"), "Hi")

    assert result.returncode == 0, describe(result)
    assert "history database was damaged" in result.stderr and ".recover" in result.stderr
    kept = [
        p for p in cli.data_dir.glob("history.sqlite3.corrupt-*") if not p.name.endswith(("-wal", "-shm"))
    ]
    assert len(kept) == 1 and kept[0].name in result.stderr
    assert kept[0].read_bytes() == damaged
    (messages,) = stored(database(cli)).values()
    assert [m.text for m in messages] == ["Hi", "Fresh start."]


def test_copies_starting_together_on_a_fresh_folder_all_open_it(tmp_path: Path) -> None:
    """Six processes create (migrate) the same new history at once: every one opens it, none fails on
    tables another one just made."""
    path = tmp_path / "history.sqlite3"
    code = (
        "import sys, time\n"
        "from pathlib import Path\n"
        "from desktop_agent.storage.store import HistoryStore\n"
        "time.sleep(max(0.0, float(sys.argv[2]) - time.time()))\n"
        "store = HistoryStore.open(Path(sys.argv[1]))\n"
        "print('opened', store.notice, flush=True)\n"
        "store.close()\n"
    )
    at = time.time() + 1.5  # after every interpreter has started
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", code, str(path), str(at)],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=REPO,
        )
        for _ in range(6)
    ]  # fmt: skip
    outputs = [p.communicate(timeout=60) for p in procs]

    assert [out for out, _ in outputs] == ["opened None\n"] * 6, outputs
    assert integrity(path) == [("ok",)]
