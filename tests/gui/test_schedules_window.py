"""The Schedules page in the real window over a real core and data folder, against the scripted model server:
a job added through the form is in the history and in `schedule list`; a schedule that cannot be read is
said in words as it is typed and nothing is stored; Run now shows the run in the job's history, and a
double-click opens its session in the window; the switch, Edit and Remove (after asking) reach the core."""

from __future__ import annotations

import asyncio
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
import qasync
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QTreeWidgetItem
from pytestqt.qtbot import QtBot
from shiboken6 import isValid

from desktop_agent.ui import window_menus
from desktop_agent.ui.schedule_editor import JobEditor
from desktop_agent.ui.schedules_page import ENABLED_COLUMN, SchedulesDialog
from tests.gui.window_harness import Harness, drive
from tests.helpers.agent_harness import fast_settings
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def no_os_scheduler(monkeypatch: pytest.MonkeyPatch) -> None:
    """Jobs are kept in the history; nothing is registered with this machine's scheduler."""
    monkeypatch.setenv("DESKTOP_AGENT_SCHEDULER", "none")


async def done(dialog: SchedulesDialog) -> None:
    for _ in range(4):
        await asyncio.sleep(0.03)
        await asyncio.gather(*dialog.tasks.pending)


def page(h: Harness) -> SchedulesDialog:
    window_menus.show_schedules(h.window, h.controller, h.window.show_error, h.window.session_actions.open)
    dialog = h.window.findChild(SchedulesDialog)
    assert isinstance(dialog, SchedulesDialog)
    return dialog


def form(dialog: SchedulesDialog) -> JobEditor:
    dialog.add_button.click()
    editor = dialog.editor
    assert isinstance(editor, JobEditor)
    return editor


def fill(editor: JobEditor, qtbot: QtBot, name: str, workspace: Path) -> None:
    qtbot.keyClicks(editor.name, name)
    editor.preset.setCurrentIndex(0)  # Every weekday at …
    editor.at.setTime(editor.at.time().fromString("07:45", "HH:mm"))
    editor.prompt.setPlainText("Summarise what changed")
    editor.workspace.setText(str(workspace))
    editor.rules.setPlainText("read_file\nrun_command:git status")
    editor.max_steps.setValue(12)
    editor.budget.setValue(0.5)
    editor.time_limit.setValue(10)


def rows(tree: object) -> list[list[str]]:
    from PySide6.QtWidgets import QTreeWidget

    assert isinstance(tree, QTreeWidget)
    found = []
    for index in range(tree.topLevelItemCount()):
        item = tree.topLevelItem(index)
        assert item is not None
        found.append([item.text(c) for c in range(tree.columnCount())])
    return found


def cli_list(data_dir: Path) -> str:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "DESKTOP_AGENT_SCHEDULER": "none"}
    listed = subprocess.run(
        [sys.executable, "-m", "desktop_agent", "schedule", "list", "--data-dir", str(data_dir)],
        capture_output=True, text=True, env=env, timeout=60, check=False,
    )  # fmt: skip
    assert listed.returncode == 0, listed.stderr
    return listed.stdout


def test_a_job_added_through_the_form_is_kept_and_listed_by_the_terminal(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())

    async def body() -> None:
        await h.window.start()
        dialog = page(h)
        await done(dialog)
        assert rows(dialog.jobs) == []
        editor = form(dialog)
        fill(editor, qtbot, "Morning digest", h.workspace)
        assert editor.schedule_text() == "weekdays 07:45"
        assert editor.schedule_said.text().startswith("Next run: ")
        editor.buttons.button(editor.buttons.StandardButton.Ok).click()
        await done(dialog)
        assert not isValid(editor), "accepted and gone"
        ((on, name, when, upcoming, last),) = rows(dialog.jobs)
        assert (on, name, when, last) == ("On", "Morning digest", "Every weekday at 07:45", "Not run yet")
        assert upcoming.endswith("07:45")
        first = dialog.jobs.topLevelItem(0)
        assert first is not None and first.checkState(ENABLED_COLUMN) == Qt.CheckState.Checked
        assert dialog.registered.text().startswith("Registered as: nothing")

        (job,) = await h.core.schedules.ajobs()
        assert (job.schedule.text, job.prompt, job.workspace) == (
            "weekdays 07:45", "Summarise what changed", str(h.workspace.resolve()),
        )  # fmt: skip
        assert [r.text for r in job.allow] == ["read_file", "run_command:git status"]
        assert (job.budget.max_steps, str(job.budget.usd), job.budget.time_limit_s) == (12, "0.5", 600.0)
        assert (job.provider, job.model) == ("openai", "test-model"), "the settings' default model"

        first.setCheckState(ENABLED_COLUMN, Qt.CheckState.Unchecked)  # the switch
        await done(dialog)
        assert not (await h.core.schedules.ajobs())[0].enabled
        assert rows(dialog.jobs)[0][0] == "Off" and rows(dialog.jobs)[0][3] == "—"

        dialog.edit_selected()  # Edit: the form holds the job; a new prompt is kept, the rest stays
        assert isinstance(dialog.editor, JobEditor)
        editor = dialog.editor
        assert editor.name.isReadOnly()
        assert editor.schedule_text() == "weekdays 07:45" and editor.max_steps.value() == 12
        editor.prompt.setPlainText("List the failing builds")
        editor.submit()
        await done(dialog)
        (edited,) = await h.core.schedules.ajobs()
        assert edited.prompt == "List the failing builds" and edited.last_slot == job.last_slot
        await h.close()

    drive(event_loop_qt, body())
    with sqlite3.connect(tmp_path / "data" / "history.sqlite3") as db:
        stored = db.execute("SELECT name, schedule, prompt FROM schedule_jobs").fetchall()
    assert stored == [("Morning digest", "weekdays 07:45", "List the failing builds")]
    listed = cli_list(tmp_path / "data")
    assert "Morning digest  weekdays 07:45  (disabled; openai/test-model)" in listed


def test_a_bad_schedule_is_said_in_words_and_nothing_is_stored(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())

    async def body() -> None:
        await h.window.start()
        dialog = page(h)
        await done(dialog)
        editor = form(dialog)
        fill(editor, qtbot, "Nightly", h.workspace)
        editor.preset.setCurrentIndex(editor.preset.count() - 1)  # in your words, or cron
        assert editor.words.isVisible() and not editor.at.isVisible()
        qtbot.keyClicks(editor.words, "every 7 minutes")
        assert editor.schedule_said.text() == (
            "Every 7 minutes does not divide the hour: use 1-6, 10, 12, 15, 20 or 30."
        )
        editor.words.clear()
        qtbot.keyClicks(editor.words, "whenever")
        assert editor.schedule_said.text().startswith("Could not read the schedule 'whenever'. Write it like")
        editor.rules.setPlainText("read_file\nrun_command:")
        assert editor.rules_said.text().startswith("Line 2: 'run_command:': nothing after the colon")
        editor.submit()
        await done(dialog)
        assert editor.isVisible() and editor.error.text().startswith("Could not read the schedule")
        assert await h.core.schedules.ajobs() == []

        editor.words.setText("0 8 * * 1-5")  # cron, read as words
        editor.rules.setPlainText("read_file")
        assert editor.schedule_said.text().startswith("Next run: ")
        editor.workspace.setText(str(tmp_path / "missing"))  # the core's refusal, in the form
        editor.submit()
        await done(dialog)
        assert editor.isVisible() and "does not exist" in editor.error.text()
        assert await h.core.schedules.ajobs() == []
        await h.close()

    drive(event_loop_qt, body())


def test_run_now_shows_the_run_and_a_double_click_opens_its_session(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    llm_server.script(openai_text("Inbox: 3 new issues.\nDetails follow."))

    async def body() -> None:
        await h.window.start()
        dialog = page(h)
        await done(dialog)
        editor = form(dialog)
        fill(editor, qtbot, "Digest", h.workspace)
        editor.submit()
        await done(dialog)
        dialog.run_button.click()
        assert not dialog.run_button.isEnabled(), "one run at a time from here"
        for _ in range(100):
            await done(dialog)
            if not dialog._running:
                break
        await done(dialog)
        assert dialog.status.text() == "Digest: Done"
        ((when, outcome, said, refused, tokens),) = rows(dialog.history)
        assert (outcome, said, refused) == ("Done", "Inbox: 3 new issues.", "—")
        assert "tokens" in tokens or tokens == "—"
        assert rows(dialog.jobs)[0][4] == f"Done, {when}"

        item = dialog.history.topLevelItem(0)
        assert isinstance(item, QTreeWidgetItem)
        dialog.history.itemDoubleClicked.emit(item, 0)
        await h.settle()
        await h.settle()
        session = h.window.session
        assert session is not None and "Inbox: 3 new issues." in h.window.chat.toPlainText()
        (run,) = await h.core.schedules.ahistory((await h.core.schedules.ajobs())[0])
        assert run.session_id == session.id

        dialog.remove_selected()  # asks first; Cancel keeps it
        question = dialog.question
        assert isinstance(question, QMessageBox) and "sessions of its runs stay" in question.text()
        question.button(QMessageBox.StandardButton.Cancel).click()
        await done(dialog)
        assert len(await h.core.schedules.ajobs()) == 1
        dialog.remove_selected()
        remove = next(b for b in dialog.question.buttons() if b.text() == "Remove")
        remove.click()
        await done(dialog)
        assert await h.core.schedules.ajobs() == [] and rows(dialog.jobs) == []
        await h.close()

    drive(event_loop_qt, body())


def test_the_menu_opens_one_page(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())

    async def body() -> None:
        await h.window.start()
        (action,) = [a for a in h.window.actions() if a.text() == "Sc&hedules…"]
        assert action.shortcut().toString() == "Ctrl+Shift+J"
        action.trigger()
        action.trigger()
        assert len(h.window.findChildren(SchedulesDialog)) == 1
        opened = h.window.findChild(SchedulesDialog)
        assert isinstance(opened, SchedulesDialog)
        await done(opened)
        await h.close()

    drive(event_loop_qt, body())


def test_closing_the_page_lets_a_run_it_started_finish(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    llm_server.script(openai_text("Done while nobody looked."))

    async def body() -> None:
        await h.window.start()
        dialog = page(h)
        await done(dialog)
        editor = form(dialog)
        fill(editor, qtbot, "Digest", h.workspace)
        editor.submit()
        await done(dialog)
        dialog.run_button.click()
        await asyncio.sleep(0)
        dialog.close()
        assert not dialog.isVisible()
        (job,) = await h.core.schedules.ajobs()
        for _ in range(200):
            runs = await h.core.schedules.ahistory(job)
            if runs and runs[0].status.value != "running":
                break
            await asyncio.sleep(0.05)
        assert [(r.status.value, r.answer) for r in runs] == [("done", "Done while nobody looked.")]
        await asyncio.sleep(0.1)
        assert h.window.findChild(SchedulesDialog) is None or not isValid(dialog), "then the page goes"
        await h.close()

    drive(event_loop_qt, body())
