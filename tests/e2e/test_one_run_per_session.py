"""One turn at a time per session, across processes: while one process answers in a session (the window,
or another terminal), a CLI run in the same session is refused in words and stores nothing; once the answer
ends, the session takes the next one; a claim left by a process that is gone does not block."""

from __future__ import annotations

import json
import socket
import sqlite3
import subprocess
import sys
import time
from dataclasses import replace

import pytest

from tests.e2e.test_cli_chat import Cli, describe, json_lines, provider_args
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text

pytestmark = pytest.mark.slow


def messages_in(cli: Cli, session_id: str) -> list[str]:
    shown = cli.run("sessions", "show", session_id, "--json", "--data-dir", str(cli.data_dir))
    return [m["role"] for m in json.loads(shown.stdout)["messages"]]


def test_a_second_process_is_refused_while_the_first_answers(cli: Cli, llm_server: ScriptedLLMServer) -> None:
    llm_server.script(openai_text("First."))
    first = cli.chat(*provider_args(llm_server, "openai"), "--agent", "chat", "--json", "Start")
    session_id = json_lines(first.stdout)[0]["session_id"]

    slow = replace(openai_text("A long answer " * 40, piece=4), interval=0.05)
    llm_server.script(slow, openai_text("Now it is my turn."))
    chat = cli.chat_args(*provider_args(llm_server, "openai"), "--session", session_id, "--json", "Tell more")
    argv = [sys.executable, "-m", "desktop_agent", *chat]
    with subprocess.Popen(
        argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=cli.env, cwd=cli.cwd
    ) as answering:
        assert answering.stdout is not None
        for line in answering.stdout:
            if json.loads(line)["type"] == "part_delta":
                break
        refused = cli.chat(*provider_args(llm_server, "openai"), "--session", session_id, "Me too")
        assert refused.returncode == 1, describe(refused)
        assert "This session is answering in another window or terminal (since " in refused.stderr
        assert "Wait for that answer, or stop it there" in refused.stderr
        assert answering.wait(timeout=30) == 0
    assert messages_in(cli, session_id) == ["user", "assistant"] * 2, "the refused message stored nothing"

    after = cli.chat(*provider_args(llm_server, "openai"), "--session", session_id, "Me too")
    assert after.returncode == 0, describe(after)
    assert messages_in(cli, session_id) == ["user", "assistant"] * 3


def test_a_claim_left_by_a_process_that_is_gone_does_not_block(
    cli: Cli, llm_server: ScriptedLLMServer
) -> None:
    llm_server.script(openai_text("First."), openai_text("Second."))
    first = cli.chat(*provider_args(llm_server, "openai"), "--agent", "chat", "--json", "Start")
    session_id = json_lines(first.stdout)[0]["session_id"]
    gone = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True
    )
    with sqlite3.connect(cli.data_dir / "history.sqlite3") as db:  # a crashed run's claim
        db.execute(
            "INSERT INTO session_runs (session_id, pid, host, started_at) VALUES (?, ?, ?, ?)",
            (session_id, int(gone.stdout), socket.gethostname(), time.time()),
        )
    again = cli.chat(*provider_args(llm_server, "openai"), "--session", session_id, "Go on")
    assert again.returncode == 0, describe(again)
    with sqlite3.connect(cli.data_dir / "history.sqlite3") as db:
        assert db.execute("SELECT COUNT(*) FROM session_runs").fetchone() == (0,), "released after the turn"
