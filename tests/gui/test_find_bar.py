"""Find in the conversation: every match highlighted, "n of m", next and previous around the ends, CJK and
emoji found, Esc closes it (and clears the highlights) without stopping anything."""

from __future__ import annotations

import asyncio
from pathlib import Path

import qasync
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop_agent.domain.messages import Message, TextPart
from desktop_agent.ui.chat_view import ChatView
from desktop_agent.ui.find_bar import FindBar
from tests.gui.window_harness import Harness, drive, type_and_send
from tests.helpers.agent_harness import fast_settings
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text

TEXT = "Lisbon is hilly. **Lisbon** trams climb. 中文里的里斯本 👍🏽 and lisbon again.\n\n- Porto\n- Lisbon"


def _bar(qtbot: QtBot) -> tuple[ChatView, FindBar]:
    view = ChatView()
    qtbot.addWidget(view)
    view.resize(600, 400)
    view.show_messages([Message("assistant", [TextPart(TEXT)], id="m1")])
    bar = FindBar(view)
    qtbot.addWidget(bar)
    bar.open()
    return view, bar


def _find(qtbot: QtBot, bar: FindBar, text: str) -> None:
    bar.query.setText(text)
    bar.search()  # what the short typing delay does


def test_matches_are_counted_highlighted_and_stepped_through(qtbot: QtBot) -> None:
    view, bar = _bar(qtbot)
    _find(qtbot, bar, "lisbon")
    assert bar.count.text() == "1 of 4"
    assert len(view.extraSelections()) == 4
    positions = []
    for _ in range(4):
        positions.append(bar._matches[bar._current].selectionStart())
        qtbot.keyClick(bar.query, Qt.Key.Key_Return)
    assert bar.count.text() == "1 of 4", "after the last, the first again"
    assert positions == sorted(positions)
    qtbot.keyClick(bar.query, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    assert bar.count.text() == "4 of 4", "before the first, the last"


def test_cjk_and_emoji_are_found_and_a_miss_says_so(qtbot: QtBot) -> None:
    _view, bar = _bar(qtbot)
    _find(qtbot, bar, "里斯本")
    assert bar.count.text() == "1 of 1"
    _find(qtbot, bar, "👍🏽")
    assert bar.count.text() == "1 of 1"
    _find(qtbot, bar, "Madrid")
    assert bar.count.text() == "No matches"


def test_esc_closes_the_bar_and_clears_the_highlights(qtbot: QtBot) -> None:
    view, bar = _bar(qtbot)
    _find(qtbot, bar, "Lisbon")
    qtbot.keyClick(bar.query, Qt.Key.Key_Escape)
    assert bar.isHidden() and view.extraSelections() == []


def test_ctrl_f_in_the_window_finds_in_the_answer_and_esc_there_stops_nothing(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    llm_server.script(openai_text("The tram to Belém leaves every ten minutes. Belém has the tower."))

    async def body() -> None:
        await h.window.start()
        type_and_send(qtbot, h.window, "How do I get to Belém?")
        await h.finished()
        h.window.activateWindow()
        qtbot.keyClick(h.window, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
        bar = h.window.findChild(FindBar)
        assert bar is not None and bar.isVisible() and bar.query.hasFocus()
        bar.query.setText("Belém")  # as typed (key by key, the search waits for a pause)
        for _ in range(40):  # the search runs shortly after typing stops
            await asyncio.sleep(0.05)
            if bar.count.text():
                break
        assert bar.count.text() == "1 of 3", "the question and the answer's two"
        qtbot.keyClick(bar.query, Qt.Key.Key_Escape)
        assert bar.isHidden()
        await h.close()

    drive(event_loop_qt, body())
