"""`desktop-agent chat --incognito` as a real process against the scripted model server.

What the person notices: the terminal says the chat is incognito; the model is sent none of their kept
memories and is offered neither `remember` nor search_history; afterwards the data folder is exactly as it
was (every file, byte for byte — the history database, its attached files, the log), the database has no
new row, no search finds the chat, and its temporary folder is gone.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from tests.e2e.test_cli_chat import Cli, assert_no_traceback, describe, provider_args, tool_results
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text, openai_tool_calls

pytestmark = pytest.mark.slow

KEPT = "Lives in Lisbon and answers to Ana."
SECRET = "The incognito phrase is tangerine-okapi-9043."


def _snapshot(folder: Path) -> dict[str, tuple[int, int, str]]:
    """Every file and folder under `folder`: (size, mtime_ns, sha256) — any change shows."""
    seen: dict[str, tuple[int, int, str]] = {}
    for path in sorted(folder.rglob("*")):
        stat = path.stat()
        digest = hashlib.sha256(path.read_bytes()).hexdigest() if path.is_file() else "dir"
        seen[str(path.relative_to(folder))] = (stat.st_size, stat.st_mtime_ns, digest)
    return seen


def _rows(database: Path) -> dict[str, int]:
    with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as conn:
        tables = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        return {t: conn.execute(f'SELECT COUNT(*) FROM "{t}"').fetchone()[0] for t in tables}


def _system(server: ScriptedLLMServer, index: int) -> str:
    body = server.requests[index].body
    assert body is not None
    return str(body["messages"][0]["content"])


def _tools(server: ScriptedLLMServer, index: int) -> list[str]:
    body = server.requests[index].body
    assert body is not None
    return [t["function"]["name"] for t in body.get("tools", [])]


@pytest.fixture
def tmpdir_env(cli: Cli) -> Path:
    """The runtime and temporary folders of the CLI processes, where the incognito chat's folder goes."""
    folder = cli.root / "tmp"
    folder.mkdir(mode=0o700)
    cli.env["TMPDIR"] = cli.env["XDG_RUNTIME_DIR"] = str(folder)
    return folder


def test_an_incognito_chat_leaves_the_data_folder_as_it_was(
    cli: Cli, llm_server: ScriptedLLMServer, tmpdir_env: Path
) -> None:
    # the person's own history first: a chat, a kept memory
    added = cli.run("memory", "add", KEPT, "--data-dir", str(cli.data_dir))
    assert added.returncode == 0, describe(added)
    llm_server.script(openai_text("Hello, stored."))
    first = cli.chat(*provider_args(llm_server, "openai"), "Remember the lighthouse keeper story")
    assert first.returncode == 0, describe(first)
    database = cli.data_dir / "history.sqlite3"
    rows_before = _rows(database)  # (reading it may leave SQLite's -wal and -shm files: before the listing)
    before = _snapshot(cli.data_dir)
    (cli.workspace / "brief.txt").write_text("An attached brief about okapis.\n", encoding="utf-8")

    # the model tries to remember something and to search the history: neither is there to call
    llm_server.script(
        openai_tool_calls(
            [
                ("c1", "remember", json.dumps({"text": SECRET})),
                ("c2", "search_history", json.dumps({"query": "lighthouse keeper"})),
            ]
        ),
        openai_text("Understood, nothing kept."),
    )
    args = [*provider_args(llm_server, "openai"), "--incognito", "--attach", str(cli.workspace / "brief.txt")]
    result = cli.chat(*args, SECRET)
    assert_no_traceback(result)
    assert result.returncode == 0, describe(result)
    assert "Incognito chat" in result.stderr and "Session ses_" not in result.stderr
    assert "Understood, nothing kept." in result.stdout

    # what the model was given: no memory, no remember, no search_history
    sent = len(llm_server.requests) - 2
    assert KEPT not in _system(llm_server, sent) and KEPT in _system(llm_server, 0)
    offered = _tools(llm_server, sent)
    assert "read_file" in offered and "remember" not in offered and "search_history" not in offered
    refused = tool_results(llm_server.requests[sent + 1])
    assert set(refused) == {"c1", "c2"}
    assert all("There is no tool called" in r for r in refused.values()), refused

    # nothing of it stayed: the data folder byte for byte, the database's rows, the temporary folder
    assert _snapshot(cli.data_dir) == before
    assert _rows(database) == rows_before
    assert list(tmpdir_env.iterdir()) == []

    found = cli.run("sessions", "search", "tangerine okapi", "--data-dir", str(cli.data_dir))
    assert found.returncode == 0 and "No matches." in found.stdout, describe(found)
    listed = cli.run("memory", "list", "--pending", "--data-dir", str(cli.data_dir))
    assert "tangerine" not in listed.stdout + listed.stderr


def test_an_incognito_chat_on_a_fresh_computer_creates_no_data_folder(
    cli: Cli, llm_server: ScriptedLLMServer, tmpdir_env: Path
) -> None:
    llm_server.script(openai_text("Hi."))
    result = cli.chat(*provider_args(llm_server, "openai"), "--incognito", "--json", "Tell me a fact")
    assert result.returncode == 0, describe(result)
    assert "Incognito chat" in result.stderr  # marked in --json runs too (on standard error)
    assert not cli.data_dir.exists()
    assert list(tmpdir_env.iterdir()) == []


@pytest.mark.parametrize("extra", [["--session", "ses_x"], ["--kb", "docs"]])
def test_incognito_refuses_what_would_read_stored_data(cli: Cli, tmpdir_env: Path, extra: list[str]) -> None:
    result = cli.chat("--incognito", *extra, "hello there")
    assert result.returncode == 2, describe(result)
    assert "incognito chat is always new" in result.stderr
    assert not cli.data_dir.exists() and list(tmpdir_env.iterdir()) == []


def test_ctrl_c_during_an_incognito_answer_still_removes_everything(
    cli: Cli, llm_server: ScriptedLLMServer, tmpdir_env: Path
) -> None:
    (cli.workspace / "brief.txt").write_text("An attached brief.\n", encoding="utf-8")
    llm_server.script(dataclasses.replace(openai_text("Slow answer."), lead_s=30.0, ping_every=0.1))
    args = [*provider_args(llm_server, "openai"), "--incognito", "--attach", str(cli.workspace / "brief.txt")]
    proc = subprocess.Popen(
        [sys.executable, "-m", "desktop_agent", *cli.chat_args(*args, "Take your time")],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=cli.env,
        cwd=cli.cwd,
    )
    try:
        llm_server.wait_for_requests(1, timeout=30)
        (folder,) = tmpdir_env.iterdir()  # while it answers: its history and attached file are there
        assert (folder / "history.sqlite3").is_file() and any((folder / "attachments").rglob("*"))
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=15)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert proc.returncode == 130, err
    assert "Traceback" not in err
    assert list(tmpdir_env.iterdir()) == []
    assert not cli.data_dir.exists()
