"""MCP resources and prompts in the real window, against a real MCP server (stdio) and the scripted model
server: Session › Resources lists and filters what the server offers (hidden characters shown by name),
Attach puts `@server:uri` in the message and the resource goes with it to the model; `@server:` in the
composer offers the server's resources; `/` offers its prompts, and one with arguments opens a form whose
field the server completes."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from pathlib import Path

import qasync
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QTreeWidgetItem
from pytestqt.qtbot import QtBot

from desktop_agent.domain.events import RunFinished
from desktop_agent.ui.resources_panel import ResourcesPanel, toggle_resources
from tests.e2e.test_cli_chat import user_texts
from tests.gui.window_harness import Harness, drive
from tests.helpers import app_core
from tests.helpers.agent_harness import fast_settings
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text
from tests.mcp.conftest import marker, write_config  # noqa: F401 - marker: the fixture
from tests.mcp.test_resources import library


async def until(check: Callable[[], bool], limit_s: float = 10.0) -> None:
    deadline = time.monotonic() + limit_s
    while not check():
        assert time.monotonic() < deadline, "the window never got there"
        await asyncio.sleep(0.02)


def harness(qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, value: str, *extra: str) -> Harness:
    config = app_core.test_paths(tmp_path).mcp_config_file
    config.parent.mkdir(parents=True, exist_ok=True)
    write_config(config, {"lib": library(value, *extra)})
    return Harness(qtbot, llm_server, tmp_path, fast_settings())


def rows(panel: ResourcesPanel) -> list[str]:
    """Every row the panel shows (servers, then their resources), as text."""
    shown: list[str] = []
    for i in range(panel.tree.topLevelItemCount()):
        server = panel.tree.topLevelItem(i)
        assert server is not None
        if not server.isHidden():
            shown.append(server.text(0))
        children = [server.child(j) for j in range(server.childCount())]
        shown += ["  " + c.text(0) for c in children if c is not None and not c.isHidden()]
    return shown


def row(panel: ResourcesPanel, starts: str) -> QTreeWidgetItem:
    server = panel.tree.topLevelItem(0)
    assert server is not None
    found = [server.child(j) for j in range(server.childCount())]
    return next(c for c in found if c is not None and c.text(0).startswith(starts))


def test_the_panel_lists_filters_and_attaches_and_the_resource_goes_with_the_message(
    qtbot: QtBot,
    llm_server: ScriptedLLMServer,
    tmp_path: Path,
    event_loop_qt: qasync.QEventLoop,
    marker: str,  # noqa: F811
) -> None:
    h = harness(qtbot, llm_server, tmp_path, marker, "--hostile")
    llm_server.script(openai_text("At nine."))

    async def body() -> None:
        await h.window.start()
        await h.core.mcp.start()
        toggle_resources(h.window, h.window.mcp_sending, h.window.message_input)
        panel = h.window.findChild(ResourcesPanel)
        assert panel is not None and panel.isVisible()
        await until(lambda: len(rows(panel)) > 3)
        shown = rows(panel)
        assert shown[:4] == [
            "lib",
            "  Read me\nnotes://readme",
            "  todo\nnotes://todo",
            "  logo\nnotes://logo.png",
        ]
        assert "  report⟨U+202E⟩gpj.exe\nnotes://bidi" in shown  # a bidi override shown, not obeyed
        assert "  bell⟨BEL⟩⟨ESC⟩[31mred\nnotes://bell⟨U+200B⟩" in shown
        assert "  day (template)\nnotes://day/{date}" in shown
        qtbot.keyClicks(panel.filter, "TODO")
        assert rows(panel) == ["lib", "  todo\nnotes://todo"]
        panel.filter.clear()
        panel.tree.setCurrentItem(row(panel, "bell"))
        panel.attach_button.click()
        assert h.window.message_input.toPlainText() == "", "an address with hidden characters is not put in"
        assert "hidden characters" in h.window.statusBar().currentMessage()
        h.window.message_input.setPlainText("When does it open?")
        panel.tree.itemDoubleClicked.emit(row(panel, "Read me"), 0)
        assert h.window.message_input.toPlainText() == "When does it open? @lib:notes://readme "
        qtbot.keyClick(h.window.message_input, Qt.Key.Key_Return)
        assert isinstance(await h.finished(), RunFinished)
        assert user_texts(llm_server.requests[0])[-1] == (
            "When does it open? @lib:notes://readme\n\n"
            '<resource server="lib" uri="notes://readme">\nThe library opens at nine.\n</resource>'
        )
        toggle_resources(h.window, h.window.mcp_sending, h.window.message_input)
        assert not panel.isVisible()
        await h.close()

    drive(event_loop_qt, body())


def test_a_huge_resource_is_refused_in_words_and_nothing_is_sent(
    qtbot: QtBot,
    llm_server: ScriptedLLMServer,
    tmp_path: Path,
    event_loop_qt: qasync.QEventLoop,
    marker: str,  # noqa: F811
) -> None:
    h = harness(qtbot, llm_server, tmp_path, marker, "--hostile")

    async def body() -> None:
        await h.window.start()
        await h.core.mcp.start()
        box = h.window.message_input
        box.setPlainText("Summarise @lib:notes://huge")
        qtbot.keyClick(box, Qt.Key.Key_Return)
        await until(lambda: "a message can carry" in h.window.chat.toPlainText())
        assert "250,000 characters long" in h.window.chat.toPlainText()
        assert box.toPlainText() == "Summarise @lib:notes://huge", "the message stays to be changed"
        assert llm_server.requests == []
        await h.close()

    drive(event_loop_qt, body())


def test_typing_at_server_colon_offers_its_resources(
    qtbot: QtBot,
    llm_server: ScriptedLLMServer,
    tmp_path: Path,
    event_loop_qt: qasync.QEventLoop,
    marker: str,  # noqa: F811
) -> None:
    h = harness(qtbot, llm_server, tmp_path, marker)

    async def body() -> None:
        await h.window.start()
        await h.core.mcp.start()
        box = h.window.message_input
        box.setFocus()
        qtbot.keyClicks(box, "@")
        menu = h.window.mentions
        assert "@lib:   resources of this MCP server" in [menu.item(i).text() for i in range(menu.count())]
        box.clear()
        qtbot.keyClicks(box, "What is on @lib:")
        await until(menu.isVisible)
        offered = [menu.item(i).text() for i in range(menu.count())]
        assert offered[:3] == [
            "Read me   How the library works",
            "todo   What to do today",
            "logo   notes://logo.png",
        ]
        assert "day   The notes of one day" in offered
        qtbot.keyClicks(box, "to")
        assert [menu.item(i).text() for i in range(menu.count())] == ["todo   What to do today"]
        qtbot.keyClick(box, Qt.Key.Key_Tab)
        assert box.toPlainText() == "What is on @lib:notes://todo " and not menu.isVisible()
        box.setPlainText("Notes of @lib:da")
        await until(menu.isVisible)
        qtbot.keyClick(box, Qt.Key.Key_Return)
        assert box.toPlainText() == "Notes of @lib:notes://day/{date} "
        assert box.textCursor().selectedText() == "{date}", (
            "the template's variable is ready to be typed over"
        )
        await h.close()

    drive(event_loop_qt, body())


def test_slash_offers_prompts_and_one_with_arguments_opens_a_form_the_server_completes(
    qtbot: QtBot,
    llm_server: ScriptedLLMServer,
    tmp_path: Path,
    event_loop_qt: qasync.QEventLoop,
    marker: str,  # noqa: F811
) -> None:
    h = harness(qtbot, llm_server, tmp_path, marker)
    llm_server.script(openai_text("It divides by zero."))

    async def body() -> None:
        await h.window.start()
        await h.core.mcp.start()
        box = h.window.message_input
        box.setFocus()
        qtbot.keyClicks(box, "/")
        menu = h.window.mentions
        await until(menu.isVisible)
        assert [menu.item(i).text() for i in range(menu.count())] == [
            "/lib:review   Review a piece of code",
            "/lib:greet   Greet the library",
            "/lib:poster   A poster to describe",
        ]
        qtbot.keyClicks(box, "lib:r")
        qtbot.keyClick(box, Qt.Key.Key_Return)
        sending = h.window.mcp_sending
        assert sending is not None
        form = sending.form
        assert form is not None and form.isVisible() and box.toPlainText() == ""
        assert form.windowTitle() == "Prompt /lib:review"
        assert not form.send_button.isEnabled(), "code is required"
        language = form.fields["language"]
        assert isinstance(language, QLineEdit)
        language.setFocus()
        qtbot.keyClicks(language, "p")
        model = form.completers["language"].model()
        await until(lambda: model.rowCount() == 3)
        assert [model.index(i, 0).data() for i in range(3)] == ["python", "perl", "php"]
        language.setText("python")
        form.fields["code"].setText("x = 1 / 0")
        assert form.send_button.isEnabled()
        form.send_button.click()
        assert isinstance(await h.finished(), RunFinished)
        assert user_texts(llm_server.requests[0])[-1] == (
            "[prompt /lib:review]\n\nReview this python code and say what could break:\n\nx = 1 / 0"
        )
        assert "[prompt /lib:review]" in h.window.chat.toPlainText()
        await h.close()

    drive(event_loop_qt, body())
