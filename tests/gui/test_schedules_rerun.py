"""The Schedules page's "Re-run with these approved…" in the real window over a real core, against the
scripted model server: for a run with refused calls it shows them exactly, as plain text with hidden
characters named, and asks (Cancel first); Cancel runs nothing; yes runs the job once with exactly those calls
allowed (the file is on disk, a neighbouring path is refused again)."""

from __future__ import annotations

import asyncio
import json
import os
from pathlib import Path

import qasync
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QTreeWidgetItem
from pytestqt.qtbot import QtBot
from shiboken6 import isValid

from desktop_agent.core.schedules import JobChanges
from desktop_agent.domain.schedules import Trigger
from desktop_agent.ui import window_menus
from desktop_agent.ui.open_session import SessionDoor, review_target
from desktop_agent.ui.schedules_page import RerunReview, SchedulesDialog
from tests.gui.test_schedules_window import done, no_os_scheduler, page, rows
from tests.gui.window_harness import Harness, drive
from tests.helpers.agent_harness import fast_settings
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_text, openai_tool_calls

__all__ = ["no_os_scheduler"]  # the fixture, used here too

HIDDEN = "notes\u202etxt.md"
"""A path with a right-to-left override: shown by name, never as the direction change."""


def write(call_id: str, path: str) -> tuple[str, str, str]:
    return call_id, "write_file", json.dumps({"path": path, "content": f"written as {path}"})


async def until_idle(dialog: SchedulesDialog) -> None:
    for _ in range(200):
        await done(dialog)
        if not dialog._running:
            break
    await done(dialog)


def pick_run(dialog: SchedulesDialog, index: int) -> None:
    item = dialog.history.topLevelItem(index)
    assert isinstance(item, QTreeWidgetItem)
    dialog.history.setCurrentItem(item)


def test_rerun_with_the_refused_calls_approved_shows_them_and_asks_first(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    llm_server.script(
        openai_tool_calls([write("c1", "a.txt"), write("c2", HIDDEN)]), openai_text("Both need approval."),
        openai_tool_calls([write("d1", "a.txt"), write("d2", "b.txt")]), openai_text("Wrote a.txt."),
    )  # fmt: skip

    async def body() -> None:
        await h.window.start()
        await h.core.schedules.aadd(
            "Writer", JobChanges(schedule="hourly", prompt="Write", workspace=h.workspace)
        )
        dialog = page(h)
        await done(dialog)
        assert not dialog.rerun_button.isEnabled(), "no run picked yet"
        dialog.run_button.click()
        await until_idle(dialog)
        ((_when, outcome, _said, _refused, _tokens),) = rows(dialog.history)
        assert outcome == "Done, 2 refused"
        pick_run(dialog, 0)
        assert dialog.rerun_button.isEnabled()

        dialog.rerun_button.click()
        review = dialog.review
        assert isinstance(review, RerunReview)
        shown = review.calls.toPlainText()
        assert "write_file: a.txt" in shown
        assert "\u202e" not in shown and "notes⟨U+202E⟩txt.md" in shown, shown
        (said,) = [
            w for w in review.findChildren(QLabel) if "allowing this once exactly the calls below" in w.text()
        ]
        assert said.textFormat() == Qt.TextFormat.PlainText
        cancel = review.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        assert cancel is not None and cancel.isDefault() and not review.go.isDefault()
        if os.environ.get("SCREENSHOT_RERUN"):  # docs: the page and the question, as the person sees them
            dialog.grab().save(os.environ["SCREENSHOT_RERUN"] + "-page.png")
            review.grab().save(os.environ["SCREENSHOT_RERUN"] + "-review.png")
        cancel.click()
        await done(dialog)
        assert not isValid(review) or not review.isVisible()
        assert len(rows(dialog.history)) == 1 and not (h.workspace / "a.txt").exists(), "nothing ran"

        pick_run(dialog, 0)
        dialog.rerun_button.click()
        review = dialog.review
        assert isinstance(review, RerunReview)
        review.go.click()
        assert not dialog.rerun_button.isEnabled() and not dialog.run_button.isEnabled()
        await until_idle(dialog)
        assert dialog.status.text() == "Writer: Done, 1 refused"
        assert (h.workspace / "a.txt").read_text(encoding="utf-8") == "written as a.txt"
        assert not (h.workspace / "b.txt").exists()
        job = (await h.core.schedules.ajobs())[0]
        rerun, first = await h.core.schedules.ahistory(job)
        assert rerun.rerun_of == first.id and rerun.refused == ("write_file b.txt",)
        assert job.allow == ()
        await h.close()

    drive(event_loop_qt, body())


def test_a_notifications_review_opens_the_runs_refused_calls_and_asks_first(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    """*Review refused calls* on a run's notification starts `--review-run JOB RUN`, which reaches the window
    through its door as a line: the Schedules page opens on that job and puts the run's refused calls to the
    person; nothing runs. A line that is not exactly two ids opens nothing."""
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    llm_server.script(openai_tool_calls([write("c1", "a.txt")]), openai_text("It needs approval."))
    opened: list[str] = []

    def show_review(job_id: str, run_id: str) -> None:
        window_menus.show_schedules(
            h.window,
            h.controller,
            h.window.show_error,
            h.window.session_actions.open,
            review=(job_id, run_id),
        )

    door = SessionDoor(tmp_path / "door", h.window, opened.append, review_run=show_review)

    async def body() -> None:
        await h.window.start()
        job, _ = await h.core.schedules.aadd(
            "Writer", JobChanges(schedule="hourly", prompt="Write", workspace=h.workspace)
        )
        run = await h.core.schedules.run_now(job, Trigger.HAND, notify=False)
        assert run.refused == ("write_file a.txt",)
        door.ready()
        for hostile in (f"review {job.id} {run.id} x", f"review ../{job.id} {run.id}", "review  ", "review"):
            door.show(hostile)
        await asyncio.sleep(0.1)
        assert h.window.findChild(SchedulesDialog) is None and opened == [], "nothing opened"

        door.show(review_target(job.id, run.id))
        dialog = h.window.findChild(SchedulesDialog)
        assert isinstance(dialog, SchedulesDialog)
        await done(dialog)
        review = dialog.review
        assert isinstance(review, RerunReview) and review.isVisible()
        assert review.calls.toPlainText() == "write_file: a.txt"
        assert dialog.selected() is not None and dialog.selected().id == job.id  # type: ignore[union-attr]
        cancel = review.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        assert cancel is not None and cancel.isDefault()
        cancel.click()
        await done(dialog)
        assert not (h.workspace / "a.txt").exists() and len(await h.core.schedules.ahistory(job)) == 1

        door.show(review_target(job.id, "run_0000000000000000ffffffffff"))  # no such run: said on the page
        await done(dialog)
        assert "has no run" in dialog.error.text() and opened == []
        door.close()
        await h.close()

    drive(event_loop_qt, body())
