"""A session's knowledge bases in the window: ticked in the header's Knowledge menu (or named with
`@kb:NAME` in the message), kept with the session, searched by the model, and its answer's citations are
numbered links."""

from __future__ import annotations

import asyncio
from pathlib import Path

import qasync
from pytestqt.qtbot import QtBot

from desktop_agent.core.app_core import AppCore
from tests.gui.window_harness import Harness, drive, type_and_send
from tests.helpers.agent_harness import fast_settings
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text, openai_tool_calls


def _make_base(core: AppCore, folder: Path) -> None:
    folder.mkdir()
    (folder / "faults.md").write_text("# Faults\nCode ZK-5521 means the fan is blocked.\n", encoding="utf-8")
    knowledge = core.knowledge
    knowledge.create("plant")
    knowledge.add("plant", [folder])
    knowledge.sync("plant")


async def _base(core: AppCore, folder: Path) -> str:
    await asyncio.to_thread(_make_base, core, folder)
    return (await core.knowledge.search_bases(["plant"], "ZK-5521"))[0].cite


def _tools(request: object) -> list[str]:
    body = getattr(request, "body", None) or {}
    return [t["function"]["name"] for t in body.get("tools", [])]


def test_the_knowledge_menu_first_opened_offers_the_bases_there_are_and_their_page(qtbot: QtBot) -> None:
    """Its entries are made when it opens (none before the window's first paint)."""
    from desktop_agent.ui.knowledge_button import KnowledgeButton

    button = KnowledgeButton()
    qtbot.addWidget(button)
    assert button.text() == "Knowledge"
    button.menu_.aboutToShow.emit()
    assert [a.text() for a in button.menu_.actions() if a.text()] == [
        "No knowledge bases yet",
        "Manage knowledge bases…",
    ]
    button.names = lambda: ["plant", "manuals"]
    button.menu_.aboutToShow.emit()
    assert [a.text() for a in button.menu_.actions() if a.isCheckable()] == ["plant", "manuals"]


def test_a_base_ticked_in_the_header_is_searched_and_cited(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())

    async def body() -> None:
        cite = await _base(h.core, tmp_path / "docs")
        llm_server.script(
            openai_text("Hello."),
            openai_tool_calls([("c1", "search_knowledge", '{"query": "ZK-5521"}')]),
            openai_text(f"The fan is blocked [{cite}]."),
        )
        await h.window.start()
        type_and_send(qtbot, h.window, "Hi")
        await h.finished()
        assert "search_knowledge" not in _tools(llm_server.requests[0])
        button = h.window.header.knowledge
        assert button.text() == "Knowledge"
        plant = next(a for a in button.menu_.actions() if a.text() == "plant")
        plant.trigger()  # ticked
        await h.settle()
        session = h.window.session
        assert session is not None and session.knowledge == ("plant",)
        assert button.text() == "Knowledge: plant"
        await asyncio.to_thread(h.core.knowledge.create, "later")  # made on the Knowledge page meanwhile
        button.menu_.aboutToShow.emit()
        offered = {a.text(): a.isChecked() for a in button.menu_.actions() if a.isCheckable()}
        assert offered == {"later": False, "plant": True}

        h.events.clear()
        type_and_send(qtbot, h.window, "What is ZK-5521?")
        await h.finished()
        assert "search_knowledge" in _tools(llm_server.requests[1])
        shown = h.window.chat.document().toPlainText()
        assert "The fan is blocked [1]." in shown
        stored = await h.controller.open_session(session.id)
        assert stored.knowledge == ("plant",), "kept with the session"
        await h.close()

    drive(event_loop_qt, body())


def test_naming_a_base_in_the_message_turns_it_on_and_a_wrong_name_is_said(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())

    async def body() -> None:
        await _base(h.core, tmp_path / "docs")
        llm_server.script(openai_text("Looking."))
        await h.window.start()
        type_and_send(qtbot, h.window, "@kb:nope what is ZK-5521?")
        await h.settle()
        assert "There is no knowledge base 'nope'" in h.window.chat.document().toPlainText()
        assert not llm_server.requests, "nothing was sent"

        type_and_send(qtbot, h.window, "@kb:plant what is ZK-5521?")
        await h.finished()
        request = llm_server.requests[0]
        assert "search_knowledge" in _tools(request)
        assert request.body is not None and request.body["messages"][-1]["content"] == "what is ZK-5521?"
        session = h.window.session
        assert session is not None and session.knowledge == ("plant",)
        assert h.window.header.knowledge.text() == "Knowledge: plant"
        await h.close()

    drive(event_loop_qt, body())


def test_automatic_retrieval_searches_before_the_first_step_and_shows_it(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())

    async def body() -> None:
        cite = await _base(h.core, tmp_path / "docs")
        await asyncio.to_thread(h.core.knowledge.set_auto_retrieval, "plant", True)
        llm_server.script(openai_text(f"Blocked fan [{cite}]."))
        await h.window.start()
        type_and_send(qtbot, h.window, "@kb:plant what does ZK-5521 mean?")
        await h.finished()
        assert len(llm_server.requests) == 1, "the search is the app's, not a model call"
        sent = llm_server.requests[0].body
        assert sent is not None
        calls = [m for m in sent["messages"] if m["role"] == "assistant"]
        results = [m["content"] for m in sent["messages"] if m["role"] == "tool"]
        assert calls[0]["tool_calls"][0]["function"]["name"] == "search_knowledge"
        assert "ZK-5521 means the fan is blocked" in results[0] and f'id="{cite}"' in results[0]
        shown = h.window.chat.document().toPlainText()
        assert "Search “plant” for" in shown and "Blocked fan [1]." in shown
        await h.close()

    drive(event_loop_qt, body())
