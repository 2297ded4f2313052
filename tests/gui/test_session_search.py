"""Searching the session list in the real window: Esc in the search box clears the search and gives the whole
list back (it used to reach the window's Stop instead), and the words that matched are highlighted in the
row, never shown in brackets."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

import qasync
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop_agent.ui.presenters.search_marks import marked_snippet, marked_words
from desktop_agent.ui.session_delegate import ROW_HEIGHT, SNIPPET_HEIGHT
from desktop_agent.ui.session_list import SnippetMarksRole, SnippetRole, TitleMarksRole
from tests.gui.window_harness import Harness, drive, type_and_send
from tests.helpers.agent_harness import fast_settings
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text


async def _two_sessions(h: Harness, qtbot: QtBot) -> None:
    type_and_send(qtbot, h.window, "database question")
    await h.finished()
    h.events.clear()
    h.window.new_session()
    type_and_send(qtbot, h.window, "fruit question")
    await h.finished()
    await h.settle()


async def until(check: Callable[[], bool], limit_s: float = 5.0) -> None:
    """Let the window's event loop run until `check` holds."""
    for _ in range(int(limit_s / 0.02)):
        if check():
            return
        await asyncio.sleep(0.02)
    raise AssertionError("not within the time")


async def _searched(h: Harness, qtbot: QtBot, text: str) -> None:
    h.window.search_box.setFocus()
    qtbot.keyClicks(h.window.search_box, text)
    await until(h.window.sessions.has_snippets)
    await h.settle()


def test_esc_in_the_search_box_clears_the_search_and_gives_the_whole_list_back(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    llm_server.script(openai_text("Use a migration with a backup first."), openai_text("Bananas are yellow."))

    async def body() -> None:
        await _two_sessions(h, qtbot)
        await _searched(h, qtbot, "migra")
        assert h.window.sessions.rowCount() == 1

        qtbot.keyClick(h.window.search_box, Qt.Key.Key_Escape)
        await h.settle()
        await h.settle()
        assert h.window.search_box.text() == ""
        assert not h.window.sessions.has_snippets()
        assert h.window.sessions.rowCount() == 2, "the whole list is back"
        qtbot.keyClick(h.window.search_box, Qt.Key.Key_Escape)  # an empty box: nothing happens to it
        assert h.window.search_box.text() == ""
        await h.close()

    drive(event_loop_qt, body())


def test_matched_words_are_highlighted_not_in_brackets(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    llm_server.script(openai_text("Use a migration with a backup first."), openai_text("Bananas are yellow."))

    async def body() -> None:
        await _two_sessions(h, qtbot)
        await _searched(h, qtbot, "migra")
        row = h.window.sessions.index(0)
        snippet = row.data(SnippetRole)
        assert "[" not in row.data() and "[" not in snippet
        assert "migration" in snippet
        [(start, length)] = row.data(SnippetMarksRole)
        assert snippet[start : start + length] == "migration"
        view = h.window.session_list
        rect = view.visualRect(row)
        assert rect.height() >= ROW_HEIGHT + SNIPPET_HEIGHT, "room for the snippet's line"
        assert not view.viewport().grab(rect).isNull()  # painted with its highlight

        h.window.sidebar.clear_search()
        await h.settle()
        await _searched(h, qtbot, "fruit")
        title_row = h.window.sessions.index(0)
        assert title_row.data(SnippetRole) == "", "the title matched: no snippet"
        [(start, length)] = title_row.data(TitleMarksRole)
        assert title_row.data()[start : start + length] == "fruit"
        await h.close()

    drive(event_loop_qt, body())


def test_only_the_search_marks_become_highlights() -> None:
    assert marked_snippet("…run [migration] on the [database] first", "database migra") == (
        "…run migration on the database first", ((5, 9), (22, 8)),
    )  # fmt: skip
    assert marked_snippet("a list[int] and [Café]", "cafe") == ("a list[int] and Café", ((16, 4),)), (
        "brackets of the text itself stay; accents and case do not matter"
    )
    assert marked_snippet("[x]", "") == ("[x]", ())
    assert marked_words("Fruit question", "fruit") == ((0, 5),)
    assert marked_words("Questions about fruit", "about ques") == ((0, 4), (10, 5))
