"""`@` in the composer: the profiles and skills offered with what they are for, Tab or Enter puts the name
in, and the message is answered with that skill (its instructions reach the model)."""

from __future__ import annotations

from pathlib import Path

import qasync
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop_agent.domain.events import RunFinished
from tests.gui.window_harness import Harness, drive
from tests.helpers.agent_harness import fast_settings
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text

REVIEW = """---
name: code-review
description: Review a change for bugs and missing tests.
allowed-tools: read_file
---
Read the files first. Never change anything.
"""


def test_at_offers_skills_and_profiles_and_the_message_is_answered_with_the_skill(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    skill = h.core.skills.folder / "code-review" / "SKILL.md"
    skill.parent.mkdir(parents=True)
    skill.write_text(REVIEW)
    llm_server.script(openai_text("No bugs."))

    async def body() -> None:
        await h.window.start()
        box = h.window.message_input
        box.setFocus()
        qtbot.keyClicks(box, "@")
        menu = h.window.mentions
        shown = [menu.item(i).text() for i in range(menu.count())]
        assert menu.isVisible()
        assert shown[:3] == [
            "@build   works with the tools; asks before changes",
            "@plan   reads only, then proposes a plan",
            "@chat   talks; no tools",
        ]
        assert "@code-review   Review a change for bugs and missing tests." in shown
        qtbot.keyClicks(box, "co")
        assert [menu.item(i).text().split()[0] for i in range(menu.count())] == ["@code-review"]
        qtbot.keyClick(box, Qt.Key.Key_Tab)
        assert box.toPlainText() == "@code-review " and not menu.isVisible()
        qtbot.keyClicks(box, "check notes.txt")
        qtbot.keyClick(box, Qt.Key.Key_Return)
        final = await h.finished()
        assert isinstance(final, RunFinished)
        sent = llm_server.requests[0].body
        assert sent is not None and "Never change anything." in sent["messages"][0]["content"]
        assert [t["function"]["name"] for t in sent["tools"]] == ["read_file"]
        assert "Answering with the skill @code-review." in h.window.chat.toPlainText()
        await h.close()

    drive(event_loop_qt, body())


def test_esc_closes_the_list_and_other_text_never_opens_it(qtbot: QtBot, llm_server: ScriptedLLMServer,
                                                            tmp_path: Path) -> None:  # fmt: skip
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    box = h.window.message_input
    box.setFocus()
    qtbot.keyClicks(box, "@pl")
    assert h.window.mentions.isVisible()
    qtbot.keyClick(box, Qt.Key.Key_Escape)
    assert not h.window.mentions.isVisible() and box.toPlainText() == "@pl"
    box.setPlainText("mail ada@example.com")
    assert not h.window.mentions.isVisible()


def test_a_folders_own_skills_are_offered_once_trusted(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    deploy = h.workspace / ".agents" / "skills" / "deploy" / "SKILL.md"
    deploy.parent.mkdir(parents=True)
    deploy.write_text("---\nname: deploy\ndescription: Ship the app.\n---\nRun make deploy.\n")

    async def body() -> None:
        await h.window.start()
        box = h.window.message_input
        box.setFocus()
        qtbot.keyClicks(box, "@")
        menu = h.window.mentions
        shown = [menu.item(i).text() for i in range(menu.count())]
        assert "@deploy   Ship the app." not in shown, "not before the person trusts the folder"
        assert shown[-1] == "Use this folder's skills   ws brings skills of its own"
        menu.choose(menu.item(menu.count() - 1))
        await h.settle()
        shown = [menu.item(i).text() for i in range(menu.count())]
        assert "@deploy   Ship the app." in shown and menu.isVisible()
        assert str(h.workspace) in h.core.settings.trusted_skill_folders
        await h.close()

    drive(event_loop_qt, body())
