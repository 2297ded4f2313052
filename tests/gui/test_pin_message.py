"""Pinning a message in the window: the pin under it, stored with the message, lit when the session is
opened again, and unpinned the same way."""

from __future__ import annotations

import re
from pathlib import Path

import qasync
from pytestqt.qtbot import QtBot

from desktop_agent.ui.presenters import chat_actions as ca
from tests.gui.window_harness import Harness, drive, type_and_send
from tests.helpers.agent_harness import fast_settings
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text


def pin_links(html: str) -> list[str]:
    return re.findall(r'href="(da:(?:pin|unpin):[^"]+)"', html)


def test_a_message_is_pinned_from_its_links_stored_and_unpinned(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings(default_agent="chat"))

    async def body() -> None:
        window = h.window
        await window.start()
        llm_server.script(openai_text("The release is on 14 March."))
        type_and_send(qtbot, window, "When is the release?")
        await h.finished()
        await h.settle()
        session = window.session
        assert session is not None
        question = session.messages[0]
        links = pin_links(window.chat.document().toHtml())
        assert f"da:pin:{question.id}" in links and len(links) == 2  # the question and the answer

        window.links.act(ca.PinMessage(question.id, True))
        await h.settle()
        assert question.meta.get("pinned") is True
        assert f"da:unpin:{question.id}" in pin_links(window.chat.document().toHtml())
        shown = h.core.sessions.messages(session.id)
        assert [m.meta.get("pinned") for m in shown] == [True, None]

        window.new_session()
        await window.conversation.open(session.id)
        await h.settle()
        assert f"da:unpin:{question.id}" in pin_links(window.chat.document().toHtml())
        window.links.act(ca.PinMessage(question.id, False))
        await h.settle()
        assert [m.meta.get("pinned") for m in h.core.sessions.messages(session.id)] == [None, None]
        assert f"da:pin:{question.id}" in pin_links(window.chat.document().toHtml())
        await h.close()

    drive(event_loop_qt, body())
