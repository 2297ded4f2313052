"""The real window, driven like a person would, against the scripted model server (real SDK, real HTTP)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import qasync
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPlainTextEdit
from pytestqt.qtbot import QtBot

from desktop_agent.config.settings import ProfileSettings, RuleSettings
from desktop_agent.domain.events import (
    AgentEvent,
    ApprovalRequested,
    PartDelta,
    RunFinished,
    StopReason,
)
from desktop_agent.ui.session_list import GroupRole, SessionIdRole
from tests.gui.window_harness import Harness, drive, type_and_send, until
from tests.helpers.agent_harness import fast_settings
from tests.helpers.fake_llm_server import ScriptedLLMServer, StreamReply, openai_text, openai_tool_calls


def test_send_streams_the_answer_and_lists_the_session(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    llm_server.script(
        openai_tool_calls([("c1", "read_file", '{"path": "notes.txt"}')], text="Let me look."),
        openai_text("Your list says **milk**."),
    )

    async def body() -> None:
        await h.window.start()
        type_and_send(qtbot, h.window, "What is on my shopping list?")
        assert h.window.stop_button.isVisible(), "Stop shows while the answer streams"
        final = await h.finished()
        assert isinstance(final, RunFinished) and final.stop_reason is StopReason.END
        text = h.window.chat.toPlainText()
        assert "What is on my shopping list?" in text
        assert "Your list says milk." in text, "Markdown is rendered (no ** left)"
        assert "Read notes.txt" in text and "done" in text
        assert not h.window.stop_button.isVisible()
        assert h.window.message_input.toPlainText() == ""
        assert h.window.sessions.rowCount() == 1
        assert h.window.sessions.index(0).data() == "What is on my shopping list?"
        assert h.window.title.text() == "What is on my shopping list?"
        await h.close()

    drive(event_loop_qt, body())


def test_the_agent_loads_on_first_use_with_the_profiles_the_window_offered(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    settings = fast_settings()
    settings = settings.replace(profiles={"writer": ProfileSettings(system_prompt="Write.")})
    h = Harness(qtbot, llm_server, tmp_path, settings)
    agent_picker = h.window.header.agent

    async def body() -> None:
        await h.window.start()
        offered = [agent_picker.itemText(i) for i in range(agent_picker.count())]
        assert offered == ["build", "plan", "chat", "writer"]
        assert not h.controller.service_loaded, "an idle window does not load the agent"
        llm_server.script(openai_text("Hello there."))
        type_and_send(qtbot, h.window, "Hi")
        final = await h.finished()
        assert isinstance(final, RunFinished) and "Hello there." in h.window.chat.toPlainText()
        assert h.controller.service_loaded
        assert h.controller.profile_names() == offered, "the agent knows the profiles the window offered"
        await h.close()

    drive(event_loop_qt, body())


def test_shift_enter_adds_a_line_instead_of_sending(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    h.window.message_input.setPlainText("first line")
    h.window.message_input.moveCursor(h.window.message_input.textCursor().MoveOperation.End)
    qtbot.keyClick(h.window.message_input, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    assert h.window.message_input.toPlainText() == "first line\n"
    assert llm_server.requests == []
    drive(event_loop_qt, h.close())


def test_stop_keeps_the_partial_answer(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    slow = openai_text("word " * 300, piece=5)
    llm_server.script(StreamReply(slow.items, interval=0.03))

    async def body() -> None:
        type_and_send(qtbot, h.window, "Talk for a while")
        deltas = 0

        def tenth_delta(event: AgentEvent) -> bool:
            nonlocal deltas
            deltas += isinstance(event, PartDelta)
            return deltas >= 10

        await h.until(tenth_delta)
        started = asyncio.get_running_loop().time()
        qtbot.mouseClick(h.window.stop_button, Qt.MouseButton.LeftButton)
        final = await h.finished()
        assert asyncio.get_running_loop().time() - started < 1.0
        assert isinstance(final, RunFinished) and final.stop_reason is StopReason.CANCELLED
        text = h.window.chat.toPlainText()
        assert "word word" in text and "Stopped." in text
        assert h.window.send_button.isEnabled()
        await h.close()

    drive(event_loop_qt, body())


def test_approval_dialog_runs_the_call_only_after_approve(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    settings = fast_settings(
        profiles={"build": ProfileSettings(rules=[RuleSettings(tool="read_file", action="ask")])}
    )
    h = Harness(qtbot, llm_server, tmp_path, settings)
    llm_server.script(
        openai_tool_calls([("c1", "read_file", '{"path": "notes.txt"}')]),
        openai_text("It says milk."),
    )

    async def body() -> None:
        type_and_send(qtbot, h.window, "Read my notes")
        await h.until(lambda e: isinstance(e, ApprovalRequested))
        dialog = h.window.approval_dialogs()[0]
        assert dialog.isVisible()
        arguments = dialog.findChild(QPlainTextEdit)
        assert arguments is not None and "notes.txt" in arguments.toPlainText()
        assert "waiting for your approval" in h.window.chat.toPlainText()
        assert len(llm_server.requests) == 1, "nothing goes on until the person answers"
        qtbot.mouseClick(dialog.approve_button, Qt.MouseButton.LeftButton)
        final = await h.finished()
        assert isinstance(final, RunFinished) and final.stop_reason is StopReason.END
        body_sent = llm_server.requests[1].body
        assert body_sent is not None and "Shopping list" in str(body_sent)
        await h.close()

    drive(event_loop_qt, body())


def test_deny_with_a_note_reaches_the_model(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    settings = fast_settings(
        profiles={"build": ProfileSettings(rules=[RuleSettings(tool="read_file", action="ask")])}
    )
    h = Harness(qtbot, llm_server, tmp_path, settings)
    llm_server.script(openai_tool_calls([("c1", "read_file", '{"path": "notes.txt"}')]), openai_text("OK."))

    async def body() -> None:
        type_and_send(qtbot, h.window, "Read my notes")
        await h.until(lambda e: isinstance(e, ApprovalRequested))
        dialog = h.window.approval_dialogs()[0]
        dialog.note.setText("those are private")
        qtbot.mouseClick(dialog.deny_button, Qt.MouseButton.LeftButton)
        await h.finished()
        sent = str(llm_server.requests[1].body)
        assert "those are private" in sent and "Shopping list" not in sent
        assert "denied" in h.window.chat.toPlainText()
        await h.close()

    drive(event_loop_qt, body())


def test_a_stored_session_opens_from_the_list(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    llm_server.script(openai_text("First answer."), openai_text("Second answer."))

    async def body() -> None:
        type_and_send(qtbot, h.window, "first question")
        await h.finished()
        h.events.clear()
        h.window.new_session()
        assert h.window.chat.toPlainText() == ""
        type_and_send(qtbot, h.window, "second question")
        await h.finished()
        assert h.window.sessions.rowCount() == 2
        row = next(r for r in range(2) if h.window.sessions.index(r).data() == "first question")
        await h.window.open_session(h.window.sessions.index(row).data(SessionIdRole))
        assert "First answer." in h.window.chat.toPlainText()
        assert "Second answer." not in h.window.chat.toPlainText()
        await h.close()

    drive(event_loop_qt, body())


def test_search_as_you_type_finds_sessions_by_their_content(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    llm_server.script(openai_text("Use a migration with a backup first."), openai_text("Bananas are yellow."))

    async def body() -> None:
        type_and_send(qtbot, h.window, "database question")
        await h.finished()
        h.events.clear()
        h.window.new_session()
        type_and_send(qtbot, h.window, "fruit question")
        await h.finished()
        assert h.window.sessions.rowCount() == 2

        h.window.search_box.setText("migra")
        await h.window.refresh_sessions()
        assert h.window.sessions.rowCount() == 1
        shown = h.window.sessions.index(0).data()
        assert shown.startswith("database question") and "migration" in shown and "[" not in shown
        h.window.search_box.setText("")  # the whole list again once typing pauses (no search left pending)
        await until(lambda: h.window.sessions.rowCount() == 2)
        await h.close()

    drive(event_loop_qt, body())


def test_pin_and_archive_change_the_list(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    llm_server.script(openai_text("One."), openai_text("Two."))

    async def body() -> None:
        type_and_send(qtbot, h.window, "older")
        await h.finished()
        h.events.clear()
        h.window.new_session()
        type_and_send(qtbot, h.window, "newer")
        await h.finished()
        titles = [h.window.sessions.index(r).data() for r in range(2)]
        assert titles == ["newer", "older"], "newest first"
        older = next(
            h.window.sessions.info(r) for r in range(2) if h.window.sessions.index(r).data() == "older"
        )
        assert older is not None
        await h.controller.change_session(older.id, pinned=True)
        await h.window.refresh_sessions()
        assert h.window.sessions.index(0).data() == "older", "pinned on top"
        assert h.window.sessions.index(0).data(GroupRole) == "Pinned"
        await h.controller.change_session(older.id, archived=True)
        await h.window.refresh_sessions()
        assert [h.window.sessions.index(r).data() for r in range(h.window.sessions.rowCount())] == ["newer"]
        await h.close()

    drive(event_loop_qt, body())


def test_the_composer_is_as_tall_at_the_first_paint_as_once_it_follows_its_text(qtbot: QtBot) -> None:
    """Before the first paint the empty input is one line high without asking its document; once set up it
    measures its document: the same height, so nothing jumps after the first paint."""
    from desktop_agent.ui.main_window import MainWindow

    for size in (None, 16):
        window = MainWindow()
        qtbot.addWidget(window)
        if size is not None:
            font = window.font()
            font.setPointSize(size)
            window.setFont(font)
            window.composer.input.setFont(font)
            window.composer._fit_empty()
        window.show()
        first = window.composer.input.height()
        window.finish_setup()
        assert window.composer.input.height() == first > 0


def test_the_composer_grows_with_its_text_up_to_a_limit_and_holds_the_model_picker(qtbot: QtBot) -> None:
    from desktop_agent.ui.composer import MAX_LINES
    from desktop_agent.ui.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1000, 700)
    window.show()
    window.finish_setup()
    composer = window.composer
    assert window.header.model.parent() is composer.box, "the model is chosen in the composer"
    one = composer.input.height()
    composer.input.setPlainText("line\n" * 3 + "line")
    four = composer.input.height()
    composer.input.setPlainText("line\n" * 30)
    tall = composer.input.height()
    composer.input.setPlainText("line\n" * 60)
    assert one < four < tall == composer.input.height(), "it grows, then stops at the limit"
    line = composer.input.fontMetrics().lineSpacing()
    assert MAX_LINES * line <= tall < (MAX_LINES + 2) * line
    assert composer.input.verticalScrollBar().maximum() > 0, "beyond the limit it scrolls"
