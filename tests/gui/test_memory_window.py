"""Memory in the real window, against the scripted model server: a `remember` call's card offers Keep,
Edit… and Drop (nothing is kept before the person clicks), shows what became of it with Undo, and reads the
same after the session is opened again; the Memory page lists memories with their source, searches, edits
and removes them with Undo, and opens the conversation a memory came from.

The window's own wiring of `MemoryCards` and the menu item is in main_window.py (its owner adds it): here
the test wires them the same way, with the window's parts.
"""

from __future__ import annotations

import asyncio
import json
import re
from pathlib import Path

import qasync
from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QTreeWidgetItem
from pytestqt.qtbot import QtBot

from desktop_agent.domain.memory import MemoryStatus
from desktop_agent.ui import window_menus
from desktop_agent.ui.memory_cards import MemoryCards
from desktop_agent.ui.memory_page import MemoryDialog
from desktop_agent.ui.presenters import chat_actions as ca
from desktop_agent.ui.window_links import WindowLinks
from tests.gui.window_harness import Harness, drive, type_and_send
from tests.helpers.agent_harness import fast_settings
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text, openai_tool_calls

FACT = "Deploys happen on Fridays."
ASKED = "We deploy on Fridays — remember that, please."


def wire(h: Harness) -> MemoryCards:
    """What main_window.py does for memory: the cards, and their links through the window's links."""
    window = h.window
    cards = MemoryCards(
        lambda: h.core.memory,
        lambda: window.session.id if window.session else None,
        window.spawn,
        window,
        window.show_error,
    )
    cards.watch(window.chat.writer.cards)
    links = WindowLinks(
        window.conversation, window._dialogs, window.spawn,
        open_settings=lambda: None, open_attachment=lambda _sha: None, decide_memory=cards.decide,
    )  # fmt: skip
    window.chat.action_requested.connect(lambda a: links.act(a) if isinstance(a, ca.DecideMemory) else None)
    return cards


def memory_links(window_html: str) -> list[str]:
    return re.findall(r'href="(da:memory-[a-z]+:[^"]+)"', window_html)


def click(h: Harness, link: str) -> None:
    h.window.chat.anchorClicked.emit(QUrl(link))


def row(dialog: MemoryDialog, index: int) -> QTreeWidgetItem:
    item = dialog.list.topLevelItem(index)
    assert item is not None
    return item


async def done(dialog: MemoryDialog) -> None:
    """What the page started (a list, a source, a change) has finished."""
    for _ in range(3):
        await asyncio.sleep(0.02)
        await asyncio.gather(*dialog.tasks.pending)


async def _propose(h: Harness, qtbot: QtBot, llm_server: ScriptedLLMServer) -> str:
    llm_server.script(
        openai_tool_calls([("call_1", "remember", json.dumps({"text": FACT}))]),
        openai_text("I proposed to remember it."),
    )
    type_and_send(qtbot, h.window, ASKED)
    await h.finished()
    await h.settle()
    await h.settle()
    session = h.window.session
    assert session is not None
    return session.id


def test_a_proposal_is_kept_undone_edited_and_shown_again(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())

    async def body() -> None:
        window = h.window
        await window.start()
        cards = wire(h)
        sid = await _propose(h, qtbot, llm_server)
        html = window.chat.document().toHtml()
        assert memory_links(html) == [
            "da:memory-keep:call_1",
            "da:memory-edit:call_1",
            "da:memory-drop:call_1",
        ]
        assert (
            FACT in window.chat.toPlainText()
            and "Remember this in future conversations?" in window.chat.toPlainText()
        )
        assert h.core.memory.list() == []  # nothing kept before the person clicks

        click(h, "da:memory-keep:call_1")
        await h.settle()
        await h.settle()
        assert [(m.text, m.status) for m in h.core.memory.list()] == [(FACT, MemoryStatus.KEPT)]
        assert memory_links(window.chat.document().toHtml()) == ["da:memory-undo:call_1"]
        assert "Kept" in window.chat.toPlainText()

        click(h, "da:memory-undo:call_1")
        await h.settle()
        await h.settle()
        assert h.core.memory.list() == [] and len(h.core.memory.waiting(sid)) == 1

        click(h, "da:memory-edit:call_1")
        await h.settle()
        assert cards.editor is not None and cards.editor.textValue() == FACT
        cards.editor.setTextValue("Deploys happen on Thursdays.")
        cards.editor.accept()
        await h.settle()
        await h.settle()
        (kept,) = h.core.memory.list()
        assert kept.text == "Deploys happen on Thursdays." and kept.edited and kept.session_id == sid
        assert "Kept in your words" in window.chat.toPlainText()

        window.new_session()
        await window.conversation.open(sid)
        await h.settle()
        await h.settle()
        assert "Kept in your words" in window.chat.toPlainText()
        assert memory_links(window.chat.document().toHtml()) == ["da:memory-undo:call_1"]
        await h.close()

    drive(event_loop_qt, body())


def test_a_dropped_proposal_is_never_sent(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())

    async def body() -> None:
        window = h.window
        await window.start()
        wire(h)
        sid = await _propose(h, qtbot, llm_server)
        click(h, "da:memory-drop:call_1")
        await h.settle()
        await h.settle()
        assert "Dropped: not remembered" in window.chat.toPlainText()
        assert h.core.memory.list(pending=True) == [] and h.core.memory.waiting(sid) == []
        llm_server.script(openai_text("Hello."))
        h.events.clear()
        type_and_send(qtbot, window, "hi")
        await h.finished()
        body_sent = llm_server.requests[-1].body
        assert body_sent is not None and FACT not in json.dumps(body_sent["messages"][0])
        await h.close()

    drive(event_loop_qt, body())


def test_the_memory_page_lists_searches_edits_removes_and_undoes(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())

    async def body() -> None:
        window = h.window
        await window.start()
        wire(h)
        sid = await _propose(h, qtbot, llm_server)
        click(h, "da:memory-keep:call_1")
        await h.settle()
        h.core.memory.add("My name is Ana.")
        opened: list[str] = []
        window_menus.show_memory(window, h.controller, window.show_error, opened.append)
        dialog = window.findChild(MemoryDialog)
        assert isinstance(dialog, MemoryDialog)
        await done(dialog)

        rows = [row(dialog, i) for i in range(dialog.list.topLevelItemCount())]
        assert [(r.text(0), r.text(1)) for r in rows] == [
            ("My name is Ana.", "Written by you"), (FACT, "A conversation"),
        ]  # fmt: skip
        dialog.list.setCurrentItem(rows[1])
        await done(dialog)
        assert dialog.source.text() == f"Learnt when you wrote: “{ASKED}”"
        dialog.open_button.click()
        assert opened == [sid]

        dialog.search.setText("ana")
        await done(dialog)
        assert dialog.list.topLevelItemCount() == 1

        dialog.list.setCurrentItem(row(dialog, 0))
        dialog.edit_selected()
        assert dialog.editor is not None
        dialog.editor.setTextValue("My name is Ana María.")
        dialog.editor.accept()
        await done(dialog)
        assert [m.text for m in h.core.memory.list("ana")] == ["My name is Ana María."]
        assert dialog.undo_button.isVisible()

        await done(dialog)
        dialog.list.setCurrentItem(row(dialog, 0))
        dialog.remove_selected()
        await done(dialog)
        assert h.core.memory.list("ana") == [] and "Removed" in dialog.done_label.text()
        dialog.undo()
        await done(dialog)
        assert [m.text for m in h.core.memory.list("ana")] == ["My name is Ana María."]
        await done(dialog)
        assert dialog.list.topLevelItemCount() == 1
        dialog.close()
        await h.close()

    drive(event_loop_qt, body())


def test_the_instructions_dialog_shows_the_memory_section_and_what_is_left_out(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    from tests.gui.test_session_instructions import opened_dialog

    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    for i in range(60):
        h.core.memory.add(f"Fact number {i:02d} about the person's work, kept for later sessions.")
    llm_server.script(openai_text("Hello."))

    async def body() -> None:
        await h.window.start()
        type_and_send(qtbot, h.window, "hi")
        await h.finished()
        system = json.dumps(llm_server.requests[0].body["messages"][0]["content"])  # type: ignore[index]
        dialog = await opened_dialog(h, qtbot)
        shown = dialog.sent.toPlainText()
        assert "Memory · about" in shown and "Left out (over the cap, least recently used):" in shown
        listed = shown.split("Left out (over the cap, least recently used):")[1]
        facts = re.findall(r"Fact number \d\d", listed.split("Tools (")[0])
        assert facts, "the memories left out are named"
        assert all(fact not in system for fact in facts), "and none of them was sent"
        assert "Fact number 59" in system, "the most recent was sent"
        dialog.close()
        await h.close()

    drive(event_loop_qt, body())
