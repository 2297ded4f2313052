"""One turn at a time per session between the window and a terminal: while the real window answers in a
session, `desktop-agent chat --session ID` on the same history is refused in words, sends nothing to the
model and stores nothing; the window's answer is untouched."""

from __future__ import annotations

import asyncio
import sys
from dataclasses import replace
from pathlib import Path

import qasync
from pytestqt.qtbot import QtBot

from desktop_agent.domain.events import PartDelta
from tests.e2e.test_cli_chat import KEY_VAR, _isolated_env
from tests.gui.window_harness import Harness, drive, type_and_send
from tests.helpers.agent_harness import fast_settings
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text


def test_a_terminal_is_refused_while_the_window_answers_in_the_session(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    story = "Once upon a time " * 60
    llm_server.script(
        replace(openai_text(story, piece=6), interval=0.05), openai_text("The terminal's turn.")
    )
    home = tmp_path / "home"
    home.mkdir()

    async def body() -> None:
        await h.window.start()
        type_and_send(qtbot, h.window, "Tell me a long story")
        await h.until(lambda e: isinstance(e, PartDelta))  # the window holds the session now
        session = h.window.session
        assert session is not None
        terminal = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "desktop_agent", "chat", "--data-dir", str(tmp_path / "data"),
            "--workspace", str(h.workspace), "--provider", "openai", "--base-url", llm_server.openai_base_url,
            "--api-key-env", KEY_VAR, "--session", session.id, "Me too, please",
            stdin=asyncio.subprocess.DEVNULL, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
            env=_isolated_env(home, "sk-test-window-and-terminal"),
        )  # fmt: skip
        out, err = await asyncio.wait_for(terminal.communicate(), 60)
        assert terminal.returncode == 1, err.decode()
        assert out == b"", "no answer printed"
        assert "This session is answering in another window or terminal" in err.decode()
        assert "Traceback" not in err.decode()
        assert len(llm_server.requests) == 1, "the terminal sent nothing to the model"
        assert h.window.controller.running(session.id) is not None, "the window's answer goes on"

        await h.finished()
        stored = await h.controller.open_session(session.id)
        assert [m.role for m in stored.messages] == ["user", "assistant"]
        assert stored.messages[0].text == "Tell me a long story"
        assert stored.messages[1].text == story, "the window's answer whole"
        await h.close()

    drive(event_loop_qt, body())
