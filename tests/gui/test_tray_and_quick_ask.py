"""The app beside its window: the tray's menu, closing to the tray (asked once, remembered), Quick ask's
answer streaming into its small window and opened in the main window, the notifications of a hidden window."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest
import qasync
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from desktop_agent.core.settings import Settings, load_settings
from desktop_agent.domain.events import ApprovalRequested, PartDelta, RunFailed, RunFinished
from desktop_agent.ui import tray
from desktop_agent.ui.appearance_page import AppearancePage
from desktop_agent.ui.chat_text import insert_markdown
from desktop_agent.ui.global_shortcut import Combo, availability, backend, parse
from desktop_agent.ui.tray import Background
from tests.gui.window_harness import Harness, drive, type_and_send
from tests.helpers.agent_harness import fast_settings
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text, openai_tool_calls

# The offscreen platform has no tray: Qt says so when the icon is made (not the app's doing).
pytestmark = pytest.mark.qt_log_ignore("systemTrayWindowChanged")

ANSWER = "First **bold** point.\n\nSecond paragraph with `code`.\n\n- one\n- two\n"


def background(h: Harness, quits: list[bool] | None = None) -> Background:
    w = h.window
    made = Background(
        w, w.quitting, runs=w.runs, requests=w.requests, sessions=w.sessions,
        open_session=w.session_actions.open, new_session=w.new_session, spawn=w.spawn,
        quit_app=lambda: (quits if quits is not None else []).append(True), tray=True, listen_globally=False,
    )  # fmt: skip
    made.attach(h.core, h.controller)
    return made


def ask_id(h: Harness) -> str:
    """The shown session's id."""
    assert h.window.session is not None
    return h.window.session.id


async def soon(check: Callable[[], bool], limit_s: float = 5.0) -> None:
    for _ in range(int(limit_s / 0.02)):
        if check():
            return
        await asyncio.sleep(0.02)
    assert check()


def labels(b: Background) -> list[str]:
    b.fill_menu()
    return [a.text() for a in b.menu.actions() if not a.isSeparator()]


def click(box: QMessageBox | None, label: str) -> None:
    assert box is not None and box.isVisible()
    next(b for b in box.findChildren(QPushButton) if b.text() == label).click()


def test_quick_ask_streams_the_answer_as_markdown_a_section_at_a_time_and_opens_in_the_window(
    qtbot: QtBot,
    llm_server: ScriptedLLMServer,
    tmp_path: Path,
    event_loop_qt: qasync.QEventLoop,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    llm_server.script(replace(openai_text(ANSWER, piece=3), interval=0.01))
    rendered: list[str] = []

    def counted(cursor: QTextCursor, markdown: str) -> None:
        rendered.append(markdown)
        insert_markdown(cursor, markdown)

    monkeypatch.setattr("desktop_agent.ui.quick_ask.insert_markdown", counted)

    async def body() -> None:
        await h.window.start()
        b = background(h)
        b.summon_quick_ask()
        ask = b.quick_ask
        assert ask is not None and ask.isVisible()
        assert ask.windowFlags() & Qt.WindowType.WindowStaysOnTopHint
        await soon(lambda: QApplication.focusWidget() is ask.prompt)
        ask.prompt.setPlainText("What is up?")
        qtbot.keyClick(ask.prompt, Qt.Key.Key_Return)
        await h.until(lambda e: isinstance(e, PartDelta))
        assert any("answering" in label for label in labels(b)), "the tray's menu lists the run"
        await h.finished()
        await h.settle()
        shown = ask.answer.toPlainText()
        assert "First bold point." in shown and "**" not in shown and "one" in shown, shown
        assert rendered == ["First **bold** point.", "Second paragraph with `code`.", "- one\n- two"], (
            "each section rendered once, as it completed: never the whole answer again"
        )
        assert ask.status.text() == "Done" and ask.open_button.isEnabled()
        assert h.window.sessions.row_of(ask.session_id) >= 0, "a session like any other, in the list"
        ask.open_button.click()
        await h.settle()
        assert not ask.isVisible() and h.window.session is not None
        assert h.window.session.id == ask.session_id
        assert "First bold point." in h.window.chat.toPlainText()
        await h.close()

    drive(event_loop_qt, body())


def test_escape_hides_quick_ask_and_the_answer_goes_on(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    llm_server.script(replace(openai_text("A long answer " * 30, piece=3), interval=0.01))

    async def body() -> None:
        await h.window.start()
        b = background(h)
        b.summon_quick_ask()
        ask = b.quick_ask
        assert ask is not None
        ask.prompt.setPlainText("Tell me")
        qtbot.keyClick(ask.prompt, Qt.Key.Key_Return)
        await h.until(lambda e: isinstance(e, PartDelta))
        qtbot.keyClick(ask.prompt, Qt.Key.Key_Escape)
        assert not ask.isVisible()
        await h.finished()
        b.summon_quick_ask()
        assert ask.isVisible() and "A long answer" in ask.answer.toPlainText()
        await h.close()

    drive(event_loop_qt, body())


def test_closing_while_answering_asks_once_to_keep_running_in_the_tray_and_remembers(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    llm_server.script(replace(openai_text("A long answer " * 60, piece=3), interval=0.02))
    quits: list[bool] = []

    async def body() -> None:
        await h.window.start()
        b = background(h, quits)
        type_and_send(qtbot, h.window, "Write a lot")
        await h.until(lambda e: isinstance(e, PartDelta))
        assert h.window.close() is False
        assert b.question is not None and b.question.text() == "An answer is still being written."
        click(b.question, "Keep running in the tray")
        await h.settle()
        assert not h.window.isVisible(), "in the tray"
        b.show_window("")
        assert h.window.close() is False and b.question is None, "not asked again"
        await soon(lambda: not h.window.isVisible())
        assert b.last_message is not None and "tray" in b.last_message[0]
        b.quit()  # the tray's Quit: the window comes back and asks about the answer being written
        assert h.window.isVisible()
        click(h.window.quitting.question, "Stop and quit")
        assert not h.window.isVisible()
        h.controller.stop(ask_id(h))  # what the app's close path does
        await h.finished()
        await soon(lambda: h.core.settings.close_to_tray is True)  # saved once no answer was being written
        assert load_settings(h.core.paths.settings_file).close_to_tray is True
        final = [e for e in h.events if isinstance(e, RunFinished | RunFailed)]
        assert [type(e) for e in final] == [RunFinished], "the answer went on while the choice was made"
        await h.close()

    drive(event_loop_qt, body())


def test_choosing_quit_remembers_it_and_an_idle_window_quits_at_once(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    llm_server.script(replace(openai_text("A long answer " * 60, piece=3), interval=0.02))

    async def body() -> None:
        await h.window.start()
        b = background(h)
        type_and_send(qtbot, h.window, "Write a lot")
        await h.until(lambda e: isinstance(e, PartDelta))
        h.window.close()
        click(b.question, "Quit")
        await h.settle()
        assert not h.window.isVisible(), "quit without a second question"
        assert h.window.quitting.question is None
        h.controller.stop(ask_id(h))
        await h.finished()
        await soon(lambda: h.core.settings.close_to_tray is False)
        h.window.show()
        assert h.window.close() is True and b.question is None, "idle: closes at once"
        await h.close()

    drive(event_loop_qt, body())


def test_the_menu_lists_new_chat_quick_ask_schedules_and_quit(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    chosen: list[str] = []

    async def body() -> None:
        await h.window.start()
        b = background(h)
        assert labels(b) == ["New chat", "Quick ask", "Schedules…", "Show Desktop Agent", "Quit"]
        b.schedule_entries = lambda: [("Every morning: news", lambda: chosen.append("news"))]
        assert "Every morning: news" in labels(b)
        found = [a for a in b.menu.actions() if a.text() == "Every morning: news"]
        found[0].trigger()
        assert chosen == ["news"]
        h.window.hide()
        next(a for a in b.menu.actions() if a.text() == "New chat").trigger()
        assert h.window.isVisible()
        await h.close()

    drive(event_loop_qt, body())


def test_a_hidden_window_announces_an_approval_and_a_long_answer(
    qtbot: QtBot,
    llm_server: ScriptedLLMServer,
    tmp_path: Path,
    event_loop_qt: qasync.QEventLoop,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    monkeypatch.setattr(tray, "LONG_ANSWER_S", 0.0)
    llm_server.script(
        openai_tool_calls([("r1", "run_command", '{"command": "rm -rf build"}')]), openai_text("Understood.")
    )

    async def body() -> None:
        await h.window.start()
        b = background(h)
        type_and_send(qtbot, h.window, "Clean up")
        h.window.hide()
        await h.until(lambda e: isinstance(e, ApprovalRequested))
        assert b.last_message is not None and b.last_message[0] == "Approval waiting"
        assert "run_command waits for your approval" in b.last_message[1]
        h.window.approval_dialogs()[0].reject()
        await h.finished()
        assert b.last_message[0] == "Answer ready", "a long answer finished while hidden"
        session = h.window.session
        assert session is not None
        b.icon.messageClicked.emit()  # type: ignore[union-attr]
        assert h.window.isVisible()
        await h.close()

    drive(event_loop_qt, body())


def test_settings_keep_the_tray_choice_and_the_shortcut(qtbot: QtBot) -> None:
    page = AppearancePage(Settings())
    qtbot.addWidget(page)
    assert page.apply_to(Settings()).close_to_tray is None, "not asked yet, left alone: still asked"
    assert page.apply_to(Settings()).quick_ask_shortcut == "Ctrl+Alt+Space"
    page.tray.setChecked(True)
    assert page.apply_to(Settings()).close_to_tray is True
    page.shortcut.clear()
    assert page.apply_to(Settings()).quick_ask_shortcut == ""
    asked = AppearancePage(Settings(close_to_tray=True))
    qtbot.addWidget(asked)
    asked.tray.setChecked(False)
    assert asked.apply_to(Settings()).close_to_tray is False


def test_shortcuts_are_read_as_written_and_wayland_is_said_in_words() -> None:
    assert parse("Ctrl+Alt+Space") == Combo(frozenset({"ctrl", "alt"}), "space")
    assert parse("Meta+Shift+K") == Combo(frozenset({"super", "shift"}), "k")
    assert parse("ctrl+F5") == Combo(frozenset({"ctrl"}), "F5")
    assert parse("Space") is None and parse("Ctrl+") is None and parse("Hyper+X") is None
    assert Combo(frozenset({"ctrl", "alt"}), "space").pynput() == "<alt>+<ctrl>+<space>"
    assert backend({"WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"}, "linux") == "wayland"
    assert backend({"DISPLAY": ":0"}, "linux") == "x11"
    assert backend({}, "linux") == "none"
    assert backend({}, "win32") == backend({}, "darwin") == "hotkeys"
    assert "GlobalShortcuts portal" in availability("wayland")
    assert availability("x11") == ""


def test_quick_ask_grows_for_a_few_lines_and_says_when_the_answer_waits_for_an_approval(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    llm_server.script(
        openai_tool_calls([("r1", "run_command", '{"command": "rm -rf build"}')]), openai_text("Understood.")
    )

    async def body() -> None:
        await h.window.start()
        b = background(h)
        b.summon_quick_ask()
        ask = b.quick_ask
        assert ask is not None
        one_line = ask.prompt.height()
        ask.prompt.setPlainText("a\nb\nc")
        three_lines = ask.prompt.height()
        ask.prompt.setPlainText("\n".join("abcdefghij"))
        assert one_line < three_lines < ask.prompt.height() <= one_line * 5, "grows, up to five lines"
        ask.prompt.setPlainText("Clean up")
        qtbot.keyClick(ask.prompt, Qt.Key.Key_Return)
        await h.until(lambda e: isinstance(e, ApprovalRequested))
        assert ask.status.text() == "Waiting for your answer in the main window"
        assert any("waiting for your approval" in label for label in labels(b))
        h.window.approval_dialogs()[0].reject()
        await h.finished()
        await h.settle()
        assert ask.status.text() == "Done" and "Understood." in ask.answer.toPlainText()
        await h.close()

    drive(event_loop_qt, body())


def test_the_trays_menu_lists_the_schedules_and_opens_their_page(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop,
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    from desktop_agent.core.schedules import JobChanges
    from desktop_agent.ui.schedules_page import SchedulesDialog

    monkeypatch.setenv("DESKTOP_AGENT_SCHEDULER", "none")  # nothing registered with this machine's scheduler
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())

    async def body() -> None:
        await h.window.start()
        await h.core.schedules.aadd(
            "Morning <b>digest</b>",
            JobChanges(schedule="weekdays 08:00", prompt="Sum up", workspace=h.workspace),
        )
        b = background(h)
        await soon(lambda: b.scheduled() == 1)  # read in the background once the core is there
        shown = labels(b)
        line = next(text for text in shown if text.startswith("Morning <b>digest</b> — next "))
        assert "08:00" in line, "when it runs next"
        assert "Schedules…" in shown
        next(a for a in b.menu.actions() if a.text() == line).trigger()
        await soon(
            lambda: any(
                isinstance(w, SchedulesDialog) and w.isVisible() for w in QApplication.topLevelWidgets()
            )
        )
        page = next(w for w in QApplication.topLevelWidgets() if isinstance(w, SchedulesDialog))
        await page.tasks.wait_idle()
        assert page.close(), "Close closes the page"
        assert not page.isVisible() and not page._refresh.isActive(), "closed: it reads the history no more"
        b.close()
        await h.close()

    drive(event_loop_qt, body())
