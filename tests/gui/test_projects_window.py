"""Projects in the real window, over a real core and history: the session list groups each project's chats
under a header that folds (by mouse and keyboard, kept in the history), the header's menu starts a chat in
the project, edits and deletes it (after asking; its chats stay), a chat's menu moves it in and out of
projects, the project dialog says what the core refuses in words, the chat's header names the project, and
memories show and take their scope."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from pathlib import Path

import qasync
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QMessageBox
from pytestqt.qtbot import QtBot

from desktop_agent.domain.projects import Project
from desktop_agent.ui import window_menus
from desktop_agent.ui.memory_page import MemoryDialog
from desktop_agent.ui.project_dialog import ProjectChoices, ProjectDialog
from desktop_agent.ui.session_list import CountRole, GroupRole, ProjectRole, SessionIdRole
from tests.gui.window_harness import Harness, drive, type_and_send
from tests.helpers.agent_harness import fast_settings
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text, openai_tool_calls


async def until(check: Callable[[], bool], limit_s: float = 5.0) -> None:
    """Let the window's event loop run until `check` holds."""
    for _ in range(int(limit_s / 0.02)):
        if check():
            return
        await asyncio.sleep(0.02)
    raise AssertionError("not within the time")


def rows(h: Harness) -> list[tuple[str, str]]:
    """What the list shows, row by row: ("project", name) or ("session", id)."""
    model = h.window.sessions
    shown = []
    for row in range(model.rowCount()):
        index = model.index(row)
        if isinstance(index.data(ProjectRole), str):
            shown.append(("project", str(index.data())))
        else:
            shown.append(("session", str(index.data(SessionIdRole))))
    return shown


def stored(h: Harness, name: str) -> Project | None:
    return next((p for p in h.core.projects.list() if p.name == name), None)


def project_of(h: Harness, session_id: str) -> str | None:
    info = h.history.call(lambda repo: repo.get_session(session_id))
    assert info is not None
    return info.project_id


def menu_texts(menu: QMenu) -> list[str]:
    return [action.text() for action in menu.actions()]


def trigger(menu: QMenu, text: str) -> None:
    (action,) = [a for a in menu.actions() if a.text() == text]
    action.trigger()


def point_of(h: Harness, row: int) -> QPoint:
    """A point in the row's own area (below its heading, left of its buttons), in the view's viewport."""
    rect = h.window.session_list.visualRect(h.window.sessions.index(row))
    return QPoint(rect.left() + 60, rect.bottom() - 8)


async def _three_projects(h: Harness) -> tuple[Project, Project, list[str], str]:
    core = h.core
    thesis = core.projects.create("Thesis", instructions="Cite sources.")
    website = core.projects.create("Website")
    made = [core.projects.start_session(p, fallback_workspace=h.workspace) for p in (thesis, thesis, website)]
    loose = core.service.new_session(agent="build", provider="openai", model="gpt-4.1", workspace=h.workspace)
    await h.window.start()
    await h.settle()
    return thesis, website, [s.id for s in made], loose.id


def test_projects_are_groups_that_fold_by_mouse_and_keyboard_and_stay_folded(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())

    async def body() -> None:
        thesis, _website, (t1, t2, w1), loose = await _three_projects(h)
        shown = rows(h)
        assert shown[0] == ("project", "Thesis") and shown[3] == ("project", "Website")
        assert {shown[1][1], shown[2][1]} == {t1, t2} and shown[4] == ("session", w1)
        assert shown[5] == ("session", loose), "a chat outside any project stays where it was"
        model = h.window.sessions
        assert model.index(0).data(GroupRole) == "Projects" and model.index(0).data(CountRole) == 2
        assert model.index(5).data(GroupRole) == "Today"

        view = h.window.session_list
        h.window.sidebar.select(loose)
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point_of(h, 0))
        assert rows(h)[:2] == [("project", "Thesis"), ("project", "Website")], "folded at once"
        chosen = view.selectionModel().selectedIndexes()
        assert [i.data(SessionIdRole) for i in chosen] == [loose], "the chosen chat stays chosen"
        await until(lambda: (p := stored(h, "Thesis")) is not None and p.collapsed)
        await h.window.refresh_sessions()
        assert ("session", t1) not in rows(h), "read again, it stays folded"
        assert h.window.session_panel.view.currentIndex().row() in (-1, 0)

        view.setFocus()
        view.setCurrentIndex(model.index(0))
        qtbot.keyClick(view, Qt.Key.Key_Right)
        assert ("session", t1) in rows(h)
        qtbot.keyClick(view, Qt.Key.Key_Left)
        assert ("session", t1) not in rows(h)
        qtbot.keyClick(view, Qt.Key.Key_Return)
        assert ("session", t1) in rows(h)
        view.setCurrentIndex(model.index(model.row_of(t1)))
        qtbot.keyClick(view, Qt.Key.Key_Left)
        assert view.currentIndex().row() == 0, "Left on a project's chat goes to its header"
        await h.settle()
        await until(lambda: (p := stored(h, "Thesis")) is not None and not p.collapsed)

        h.window.search_box.setText("zzz-nothing")
        await h.window.refresh_sessions()
        assert rows(h) == [], "search results are not grouped"
        h.window.sidebar.clear_search()
        await h.settle()
        assert rows(h)[0] == ("project", "Thesis")
        header = model.project_at(0)
        assert header is not None and header.id == thesis.id
        await h.close()

    drive(event_loop_qt, body())


def test_a_projects_menu_starts_a_chat_in_it_edits_and_deletes_it(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())

    async def body() -> None:
        window, panel = h.window, h.window.session_panel
        thesis, _website, (t1, t2, _w1), _loose = await _three_projects(h)
        view = panel.view
        view.setFocus()
        view.setCurrentIndex(window.sessions.index(0))
        qtbot.keyClick(view, Qt.Key.Key_Menu)  # the keyboard reaches the header's menu
        assert panel.menu is not None
        assert menu_texts(panel.menu) == ["New chat in this project", "Edit project…", "", "Delete project…"]

        before = rows(h)
        trigger(panel.menu, "New chat in this project")
        await until(lambda: window.session is not None and window.session.project_id == thesis.id)
        await h.settle()
        new = window.session
        assert new is not None and new.id == "", "nothing is stored before its first message"
        assert rows(h) == before and len(h.core.sessions.list()) == 4
        llm_server.script(openai_text("Noted."))
        type_and_send(qtbot, window, "Where do we start?")
        await until(lambda: new.id != "" and bool(new.messages))
        await h.settle()
        assert project_of(h, new.id) == thesis.id, "its first message stores it in the project"
        assert ("session", new.id) in rows(h)[:4], "listed in its project's group"
        assert window.header.project.isVisible() and window.header.project.text() == "Thesis ›"

        window.header.project.click()  # the project's name in the header edits the project
        dialog = window.session_actions.projects.dialog
        assert isinstance(dialog, ProjectDialog) and dialog.name.text() == "Thesis"
        assert dialog.instructions.toPlainText() == "Cite sources."
        dialog.name.setText("Doctoral thesis")
        dialog.save()
        await until(lambda: stored(h, "Doctoral thesis") is not None)
        await h.settle()
        assert stored(h, "Thesis") is None
        assert window.header.project.text() == "Doctoral thesis ›"

        panel.show_menu(point_of(h, 0))
        trigger(panel.menu, "Delete project…")
        box = window.session_actions.projects.asking
        assert isinstance(box, QMessageBox) and "Doctoral thesis" in box.text()
        assert "3 chats stay" in box.informativeText()
        (delete,) = [b for b in box.buttons() if b.text() == "Delete project"]
        delete.click()
        await until(lambda: stored(h, "Doctoral thesis") is None)
        await h.settle()
        assert rows(h)[0] == ("project", "Website")
        assert project_of(h, t1) is None and project_of(h, t2) is None, "its chats stay, outside any project"
        assert ("session", t1) in rows(h)
        assert not window.header.project.isVisible()
        await h.close()

    drive(event_loop_qt, body())


def test_a_chats_menu_moves_it_into_a_project_a_new_one_and_out(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())

    async def body() -> None:
        panel = h.window.session_panel
        _thesis, website, _made, loose = await _three_projects(h)
        model = h.window.sessions

        def move_menu() -> QMenu:
            panel.show_menu(point_of(h, model.row_of(loose)))
            assert panel.menu is not None
            found = panel.menu.findChild(QMenu, "move-to-project")
            assert isinstance(found, QMenu)
            return found

        assert menu_texts(move_menu()) == ["Thesis", "Website", "", "New project…"]
        trigger(move_menu(), "Website")
        await until(lambda: project_of(h, loose) == website.id)
        await h.settle()
        shown = rows(h)
        assert ("session", loose) in shown[shown.index(("project", "Website")) :], "in the Website group"
        menu = move_menu()
        assert menu_texts(menu)[-2:] == ["New project…", "Remove from project"]
        assert [a.isChecked() for a in menu.actions()[:2]] == [False, True], "its project is ticked"

        trigger(move_menu(), "New project…")
        dialog = h.window.session_actions.projects.dialog
        assert isinstance(dialog, ProjectDialog)
        dialog.name.setText("Taxes 2026")
        dialog.save()
        await until(lambda: (p := stored(h, "Taxes 2026")) is not None and project_of(h, loose) == p.id)
        await h.settle()
        assert ("project", "Taxes 2026") in rows(h)

        trigger(move_menu(), "Remove from project")
        await until(lambda: project_of(h, loose) is None)
        await h.settle()
        assert rows(h)[-1] == ("session", loose)
        await h.close()

    drive(event_loop_qt, body())


def test_the_project_dialog_says_what_is_refused_and_keeps_every_field(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())

    async def body() -> None:
        window = h.window
        await window.start()
        h.core.projects.create("Thesis")
        (new_project,) = [a for a in window.findChildren(QAction) if a.text() == "New &project…"]
        new_project.trigger()
        dialog = window.session_actions.projects.dialog
        assert isinstance(dialog, ProjectDialog) and dialog.windowTitle() == "New project"
        assert not dialog.save_button.isEnabled(), "a project needs a name"
        dialog.name.setText("thesis")
        dialog.save()
        await until(dialog.error.isVisible)
        assert "already a project called" in dialog.error.text() and "Traceback" not in dialog.error.text()
        assert dialog.isVisible(), "open, to fix it"
        dialog.name.setText("Novel")
        dialog.workspace.setText(str(h.workspace / "not-there"))
        dialog.save()
        shown = dialog
        await until(lambda: "does not exist" in shown.error.text())
        shown.close()

        choices = ProjectChoices(
            models=["openai/gpt-4.1", "anthropic/claude-sonnet-4"], profiles=["build", "plan", "chat"],
            knowledge=["notes", "papers"], mcp_servers=[("git", True), ("time", False)],
        )  # fmt: skip
        dialog = ProjectDialog(h.core.projects, choices, parent=window)
        qtbot.addWidget(dialog)
        dialog.show()
        assert dialog.model.currentText() == "The app's default" and not dialog.servers.isEnabled()
        assert dialog.servers.item(1).text() == "time (turned off in Settings)"
        dialog.name.setText("Novel")
        dialog.workspace.setText(str(h.workspace))
        dialog.instructions.setPlainText("Write in the present tense.")
        dialog.model.setCurrentIndex(2)
        dialog.profile.setCurrentIndex(dialog.profile.findText("plan"))
        dialog.knowledge.item(1).setCheckState(Qt.CheckState.Checked)
        dialog.some_servers.setChecked(True)
        assert dialog.servers.isEnabled()
        dialog.servers.item(0).setCheckState(Qt.CheckState.Checked)
        saved: list[Project] = []
        dialog.saved.connect(saved.append)
        dialog.save()
        await until(lambda: bool(saved))
        novel = stored(h, "Novel")
        assert novel is not None and saved == [novel]
        assert (novel.workspace, novel.instructions) == (
            str(h.workspace.resolve()),
            "Write in the present tense.",
        )
        assert (novel.provider, novel.model, novel.agent) == ("anthropic", "claude-sonnet-4", "plan")
        assert (novel.knowledge, novel.mcp_servers) == (("papers",), ("git",))

        edit = ProjectDialog(h.core.projects, choices, novel, window)
        qtbot.addWidget(edit)
        assert (
            edit.model.currentText() == "anthropic/claude-sonnet-4" and edit.profile.currentText() == "plan"
        )
        assert edit.some_servers.isChecked() and edit.save_button.text() == "Save"
        edit.all_servers.setChecked(True)
        edit.model.setCurrentIndex(0)
        edit.save()
        await until(lambda: (p := stored(h, "Novel")) is not None and p.mcp_servers is None)
        assert (stored(h, "Novel") or novel).provider == ""
        await h.close()

    drive(event_loop_qt, body())


def test_memories_show_their_scope_and_take_one(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())

    async def body() -> None:
        window = h.window
        thesis, website, _made, _loose = await _three_projects(h)
        h.core.memory.add("My name is Ana.")
        h.core.memory.add("Chapters are numbered in Roman numerals.", project_id=thesis.id)
        window_menus.show_memory(window, h.controller, window.show_error, lambda _sid: None)
        dialog = window.findChild(MemoryDialog)
        assert isinstance(dialog, MemoryDialog)
        await until(lambda: dialog.list.topLevelItemCount() == 2)
        await asyncio.gather(*dialog.tasks.pending)
        items = [dialog.list.topLevelItem(i) for i in range(2)]
        shown = {item.text(0): item.text(2) for item in items if item is not None}
        assert shown == {
            "My name is Ana.": "Everywhere",
            "Chapters are numbered in Roman numerals.": "Thesis",
        }

        dialog.scope_filter.setCurrentIndex(dialog.scope_filter.findText("Project: Thesis"))
        await until(lambda: dialog.list.topLevelItemCount() == 1)
        dialog.add()  # with a project shown, a new memory is for it unless the person says otherwise
        assert dialog.editor is not None and dialog.editor.scope.currentData() == thesis.id
        dialog.editor.setTextValue("The defence is in June.")
        dialog.editor.accept()
        await until(lambda: dialog.list.topLevelItemCount() == 2)
        (june,) = [m for m in h.core.memory.list() if m.text == "The defence is in June."]
        assert june.project_id == thesis.id

        dialog.scope_filter.setCurrentIndex(dialog.scope_filter.findText("Everywhere"))
        await until(lambda: dialog.list.topLevelItemCount() == 1)
        first = dialog.list.topLevelItem(0)
        assert first is not None
        dialog.list.setCurrentItem(first)
        dialog.edit_selected()
        assert dialog.editor is not None and dialog.editor.scope.currentData() is None
        dialog.editor.set_scope(website.id)
        dialog.editor.accept()
        await until(lambda: dialog.list.topLevelItemCount() == 0)
        (ana,) = [m for m in h.core.memory.list() if m.text == "My name is Ana."]
        assert ana.project_id == website.id
        dialog.close()
        await h.close()

    drive(event_loop_qt, body())


def test_the_chats_memory_card_says_it_is_kept_in_the_project(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    fact = "Chapters are numbered in Roman numerals."

    async def body() -> None:
        window = h.window
        thesis, _website, (t1, _t2, _w1), _loose = await _three_projects(h)
        await window.open_session(t1)
        await h.settle()
        assert window.header.project.text() == "Thesis ›"
        llm_server.script(
            openai_tool_calls([("call_1", "remember", json.dumps({"text": fact}))]),
            openai_text("I proposed to remember it."),
        )
        type_and_send(qtbot, window, "Remember how chapters are numbered.")
        await h.finished()
        await h.settle()
        await h.settle()
        said = "Remember this in future conversations of the project “Thesis”?"
        await until(lambda: said in window.chat.toPlainText())
        (pending,) = h.core.memory.waiting(t1)
        assert pending.project_id == thesis.id
        await h.close()

    drive(event_loop_qt, body())
