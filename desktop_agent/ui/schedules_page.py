"""File › Schedules…: the jobs that run while the window is closed — each with when it runs in words, its next
run, its last run's outcome and a switch; Add / Edit (`ui.schedule_editor`), Remove (after asking), Run now;
the selected job's runs (when, outcome, what was refused, tokens and cost), a run's session opened in the
window on double-click; and, in one line, what the operating system's scheduler knows the job as.

"Re-run with these approved…" runs the job once more with the calls the selected run refused allowed, each
exactly as it was refused (`RerunReview` shows them as plain text, hidden characters by name, and asks).

Every call to the core runs off the event loop (`SchedulesService.a…`); its refusals show in words here."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop_agent.domain.display import visible
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.domain.schedules import Job, JobRun, RefusedCall, Trigger, when_text
from desktop_agent.ui.error_words import error_text
from desktop_agent.ui.presenters import schedules as p
from desktop_agent.ui.presenters.not_ready import NotReady
from desktop_agent.ui.schedule_editor import ERROR_STYLE, JobEditor
from desktop_agent.ui.single_dialog import raised, ready
from desktop_agent.ui.tasks import TaskGroup

if TYPE_CHECKING:
    from desktop_agent.core.app_core import AppCore
    from desktop_agent.ui.controller import ChatController

log = logging.getLogger(__name__)

ID_ROLE = Qt.ItemDataRole.UserRole
ENABLED_COLUMN = 0
REFRESH_MS = 30_000
"""While open, the page reads the jobs again this often: runs the OS scheduler starts show, next runs move."""


def tr(text: str) -> str:
    return QCoreApplication.translate("", text)  # the context the template gives module-level tr() calls


class SchedulesDialog(QDialog):
    """The jobs and the selected one's runs. `open_session` shows a run's session in the window;
    `sessions_changed` is told when a run made here has added one."""

    def __init__(
        self,
        core: AppCore,
        open_session: Callable[[str], object],
        sessions_changed: Callable[[], object],
        parent: QWidget | None = None,
        *,
        workspace: Path | None = None,
    ) -> None:
        """`workspace`: the folder a new job starts with (the one in use in the window)."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Schedules"))
        self.setMinimumSize(640, 480)
        self.resize(920, 620)
        self.tasks = TaskGroup("schedules page", shown=self._shown)
        self._core = core
        self._service = core.schedules
        self._open_session = open_session
        self._sessions_changed = sessions_changed
        self._workspace = workspace or Path.home()
        self._jobs: dict[str, Job] = {}
        self._runs: dict[str, JobRun] = {}
        self._running: set[str] = set()
        self._filling = False
        self.editor: JobEditor | None = None
        """The open Add or Edit form, if any."""

        intro = QLabel(
            self.tr(
                "Jobs run a prompt on a schedule while the window is closed. Nobody is asked anything: a "
                "call the job's rules do not allow is refused and the run goes on without it. Each run is "
                "a session in your history."
            )
        )
        intro.setWordWrap(True)
        self.jobs = QTreeWidget()
        self.jobs.setAccessibleName(self.tr("Scheduled jobs"))
        self.jobs.setHeaderLabels(
            [self.tr("Runs"), self.tr("Name"), self.tr("When"), self.tr("Next run"), self.tr("Last run")]
        )
        self.jobs.setRootIsDecorated(False)
        header = self.jobs.header()
        for column in (0, 2, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.jobs.setColumnWidth(1, 240)
        self.jobs.currentItemChanged.connect(lambda _item, _old: self._picked())
        self.jobs.itemChanged.connect(self._switched)
        self.jobs.itemDoubleClicked.connect(lambda _item, _column: self.edit_selected())
        self.add_button = QPushButton(self.tr("Add…"))
        self.add_button.clicked.connect(self.add)
        self.edit_button = QPushButton(self.tr("Edit…"))
        self.edit_button.clicked.connect(self.edit_selected)
        self.remove_button = QPushButton(self.tr("Remove…"))
        self.remove_button.clicked.connect(self.remove_selected)
        self.run_button = QPushButton(self.tr("Run now"))
        self.run_button.clicked.connect(self.run_selected)
        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.registered = QLabel()
        self.registered.setTextFormat(Qt.TextFormat.PlainText)
        self.registered.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.registered.setWordWrap(True)
        self.registered.setEnabled(False)  # dimmed: where, not what
        self.history_title = QLabel(self.tr("Runs"))
        self.history = QTreeWidget()
        self.history.setAccessibleName(self.tr("Runs of the selected job"))
        self.history.setHeaderLabels(
            [self.tr("When"), self.tr("Outcome"), self.tr("Said"), self.tr("Refused"), self.tr("Tokens")]
        )
        self.history.setRootIsDecorated(False)
        self.history.setWordWrap(False)
        runs_header = self.history.header()
        runs_header.setStretchLastSection(False)
        for column in (0, 1, 4):
            runs_header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        runs_header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        runs_header.setSectionResizeMode(3, QHeaderView.ResizeMode.Interactive)
        self.history.setColumnWidth(3, 150)
        self.history.itemDoubleClicked.connect(lambda item, _column: self.open_run(item))
        self.history.currentItemChanged.connect(lambda _item, _old: self._run_picked())
        self.history_hint = QLabel(self.tr("Double-click a run to open its session."))
        self.history_hint.setEnabled(False)
        self.rerun_button = QPushButton(self.tr("Re-run with these approved…"))
        self.rerun_button.setToolTip(
            self.tr("Run the job once more, allowing exactly the calls the selected run refused")
        )
        self.rerun_button.clicked.connect(lambda: self.review_refused())
        self.review: RerunReview | None = None
        """The open question before a re-run with refused calls approved, if any."""
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet(ERROR_STYLE)
        self.error.setTextFormat(Qt.TextFormat.PlainText)

        buttons = QHBoxLayout()
        for button in (self.add_button, self.edit_button, self.remove_button, self.run_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.status)
        top = QWidget()
        top_layout = QVBoxLayout(top)
        top_layout.setContentsMargins(0, 0, 0, 0)
        top_layout.addWidget(self.jobs, 1)
        top_layout.addLayout(buttons)
        top_layout.addWidget(self.registered)
        bottom = QWidget()
        bottom_layout = QVBoxLayout(bottom)
        bottom_layout.setContentsMargins(0, 6, 0, 0)
        bottom_layout.addWidget(self.history_title)
        bottom_layout.addWidget(self.history, 1)
        under = QHBoxLayout()
        under.addWidget(self.history_hint, 1)
        under.addWidget(self.rerun_button)
        bottom_layout.addLayout(under)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(top)
        split.addWidget(bottom)
        split.setChildrenCollapsible(False)
        split.setSizes([260, 340])
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(split, 1)
        layout.addWidget(self.error)
        layout.addWidget(close)
        self._picked()
        self._refresh = QTimer(self)
        self._refresh.setInterval(REFRESH_MS)
        self._refresh.timeout.connect(lambda: None if self.tasks.busy or self.editor else self.reload())
        self._refresh.start()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        if self._running:  # a run started here goes on to its end (and its row with it), out of sight
            event.ignore()
            self.hide()
            return
        self._refresh.stop()
        self.tasks.cancel_all()
        event.accept()  # not QDialog's: it calls reject(), which closes, and a close inside a close is lost

    def reject(self) -> None:
        """Escape closes the page as Close does."""
        self.close()

    def _shown(self, error: BaseException) -> bool:
        if isinstance(error, UserFacingError):
            self.error.setText(error_text(error))
            return True
        return False

    # ---- showing ----

    def reload(self) -> None:
        self.tasks.spawn(self.load())

    async def load(self) -> None:
        jobs = await self._service.ajobs()
        last = {job.id: await self._service.ahistory(job, 1) for job in jobs}
        chosen = self.selected()
        now = time.time()
        self._jobs = {job.id: job for job in jobs}
        self._filling = True
        try:
            self.jobs.clear()
            for job in jobs:
                runs = last[job.id]
                outcome = self.tr("Running…") if job.id in self._running else p.last_run_words(runs, tr)
                switch = self.tr("On") if job.enabled else self.tr("Off")
                item = QTreeWidgetItem([
                    switch, visible(job.name), p.schedule_words(job.schedule, tr),
                    p.next_run_words(job, now, tr), outcome,
                ])  # fmt: skip
                item.setData(0, ID_ROLE, job.id)
                item.setToolTip(1, visible(job.prompt))
                item.setToolTip(2, self.tr("{text} — cron {cron}, this computer's time").format(
                    text=visible(job.schedule.text), cron=job.schedule.cron))  # fmt: skip
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                on = Qt.CheckState.Checked if job.enabled else Qt.CheckState.Unchecked
                item.setCheckState(ENABLED_COLUMN, on)
                item.setToolTip(ENABLED_COLUMN, self.tr("Runs on its schedule when checked"))
                self.jobs.addTopLevelItem(item)
                if chosen is not None and job.id == chosen.id:
                    self.jobs.setCurrentItem(item)
            first = self.jobs.topLevelItem(0)
            if self.jobs.currentItem() is None and first is not None:
                self.jobs.setCurrentItem(first)
        finally:
            self._filling = False
        self._picked()

    def selected(self) -> Job | None:
        item = self.jobs.currentItem()
        return None if item is None else self._jobs.get(str(item.data(0, ID_ROLE)))

    def _picked(self) -> None:
        job = self.selected()
        for button in (self.edit_button, self.remove_button, self.run_button):
            button.setEnabled(job is not None)
        if job is not None and job.id in self._running:
            self.run_button.setEnabled(False)
        self.history.clear()
        self._run_picked()
        self.registered.setText("")
        if job is None:
            self.history_title.setText(self.tr("Runs"))
            return
        self.history_title.setText(self.tr("Runs of {name}").format(name=visible(job.name)))
        self.tasks.spawn(self._show_runs(job))

    async def _show_runs(self, job: Job) -> None:
        runs = await self._service.ahistory(job, 50)
        if self.selected() is not job:
            return
        self._runs = {run.id: run for run in runs}
        self.history.clear()
        for run in runs:
            item = QTreeWidgetItem(list(p.run_row(run, tr)))
            item.setData(0, ID_ROLE, run.id)
            said = p.run_said(run)
            item.setToolTip(2, said)
            item.setToolTip(3, "\n".join(visible(r) for r in run.refused))
            if run.trigger is Trigger.HAND:
                item.setToolTip(0, self.tr("Run by hand"))
            self.history.addTopLevelItem(item)
        if not runs:
            empty = QTreeWidgetItem(["", self.tr("Not run yet"), "", "", ""])
            empty.setFlags(Qt.ItemFlag.NoItemFlags)
            self.history.addTopLevelItem(empty)
        self._run_picked()
        where = await self._service.aregistered_as(job)
        if self.selected() is job:
            self.registered.setText(self.tr("Registered as: {where}").format(where=where))

    def selected_run(self) -> JobRun | None:
        item = self.history.currentItem()
        return None if item is None else self._runs.get(str(item.data(0, ID_ROLE)))

    def _run_picked(self) -> None:
        run, job = self.selected_run(), self.selected()
        can = run is not None and job is not None and bool(run.approvable()) and job.id not in self._running
        self.rerun_button.setEnabled(can)

    # ---- what the person does ----

    async def review_run(self, job_id: str, run_id: str) -> None:
        """A notification's *Review refused calls*: the job chosen and the run's refused calls put to the
        person, as `review_refused` does (nothing runs unless they say so)."""
        await self.load()
        self._select(job_id)
        job = self.selected()
        if job is None or job.id != job_id:
            self.error.setText(self.tr("That job is no longer scheduled."))
            return
        try:
            self.review_refused(job, await self._service.arun_of(job, run_id))
        except UserFacingError as error:
            self.error.setText(error_text(error))

    def review_refused(self, job: Job | None = None, run: JobRun | None = None) -> None:
        """The calls the run (the selected one) refused, exactly; the re-run starts only when the person says
        so."""
        job, run = job or self.selected(), run or self.selected_run()
        if job is None or run is None or not run.approvable() or job.id in self._running:
            return
        review = RerunReview(job, run, self)
        review.finished.connect(review.deleteLater)
        review.finished.connect(lambda _result: setattr(self, "review", None))
        review.accepted.connect(lambda: self._start(job, run))
        self.review = review
        review.open()

    def open_run(self, item: QTreeWidgetItem) -> None:
        run = self._runs.get(str(item.data(0, ID_ROLE)))
        if run is not None and run.session_id:
            self._open_session(run.session_id)
        elif run is not None:
            self.status.setText(self.tr("That run has no session."))

    def _switched(self, item: QTreeWidgetItem, column: int) -> None:
        if self._filling or column != ENABLED_COLUMN:
            return
        on = item.checkState(ENABLED_COLUMN) == Qt.CheckState.Checked
        self._filling = True  # the word beside the switch, at once
        item.setText(ENABLED_COLUMN, self.tr("On") if on else self.tr("Off"))
        self._filling = False
        job = self._jobs.get(str(item.data(0, ID_ROLE)))
        wanted = item.checkState(ENABLED_COLUMN) == Qt.CheckState.Checked
        if job is not None and wanted != job.enabled:
            self.tasks.spawn(self._set_enabled(job, wanted))

    async def _set_enabled(self, job: Job, enabled: bool) -> None:
        self.error.setText("")
        try:
            await self._service.aset_enabled(job, enabled)
        finally:
            await self.load()  # the switch shows what is stored, also after a refusal
        said = self.tr("{name} runs on its schedule.") if enabled else self.tr("{name} is off.")
        self.status.setText(said.format(name=visible(job.name)))

    def _open_editor(self, title: str, form: p.JobForm, editing: bool) -> JobEditor:
        editor = JobEditor(title, form, self._core.model_choices(), editing=editing, parent=self)
        editor.finished.connect(editor.deleteLater)
        editor.finished.connect(lambda _result: setattr(self, "editor", None))
        self.editor = editor
        editor.open()
        return editor

    def add(self) -> None:
        blank = p.JobForm("", "", "", str(self._workspace), "", "", 0, Decimal(0), 0)
        editor = self._open_editor(self.tr("Add a scheduled job"), blank, editing=False)
        editor.chosen.connect(lambda form: self.tasks.spawn(self._save(editor, None, form)))

    def edit_selected(self) -> None:
        job = self.selected()
        if job is None:
            return
        title = self.tr("Edit {name}").format(name=visible(job.name))
        editor = self._open_editor(title, p.form_of(job), editing=True)
        editor.chosen.connect(lambda form: self.tasks.spawn(self._save(editor, job, form)))

    async def _save(self, editor: JobEditor, job: Job | None, form: p.JobForm) -> None:
        try:
            if job is None:
                saved, _where = await self._service.aadd(form.name, p.changes_of(form))
            else:
                saved, _where = await self._service.aedit(job, p.edit_changes(job, form))
        except UserFacingError as error:
            editor.failed(error_text(error))
            return
        editor.done_saving()
        self.error.setText("")
        self.status.setText(self.tr("Saved {name}.").format(name=visible(saved.name)))
        await self.load()
        self._select(saved.id)

    def _select(self, job_id: str) -> None:
        for index in range(self.jobs.topLevelItemCount()):
            item = self.jobs.topLevelItem(index)
            if item is not None and item.data(0, ID_ROLE) == job_id:
                self.jobs.setCurrentItem(item)

    def remove_selected(self) -> None:
        job = self.selected()
        if job is None:
            return
        asked = QMessageBox(
            QMessageBox.Icon.Question, self.tr("Remove the job?"),
            self.tr("Remove {name}? It will not run again; the sessions of its runs stay in your history.")
            .format(name=visible(job.name)),
            QMessageBox.StandardButton.Cancel, self,
        )  # fmt: skip
        remove = asked.addButton(self.tr("Remove"), QMessageBox.ButtonRole.DestructiveRole)
        asked.setDefaultButton(QMessageBox.StandardButton.Cancel)
        asked.finished.connect(asked.deleteLater)
        asked.buttonClicked.connect(
            lambda button: self.tasks.spawn(self._remove(job)) if button is remove else None
        )
        self.question = asked
        asked.open()

    async def _remove(self, job: Job) -> None:
        await self._service.aremove(job)
        self.status.setText(self.tr("Removed {name}.").format(name=visible(job.name)))
        await self.load()

    def run_selected(self) -> None:
        job = self.selected()
        if job is not None:
            self._start(job, None)

    def _start(self, job: Job, approving: JobRun | None) -> None:
        if job.id not in self._running:
            self._running.add(job.id)
            self.run_button.setEnabled(False)
            self.rerun_button.setEnabled(False)
            self.tasks.spawn(self._run(job, approving))

    async def _run(self, job: Job, approving: JobRun | None = None) -> None:
        self.error.setText("")
        self.status.setText(self.tr("Running {name}…").format(name=visible(job.name)))
        await self.load()
        try:
            run = await self._service.run_now(job, Trigger.HAND, notify=False, approving=approving)
        finally:
            self._running.discard(job.id)
            if not self.isVisible() and not self._running:  # closed meanwhile: now it goes
                self.close()
        self.status.setText(
            self.tr("{name}: {outcome}").format(name=visible(job.name), outcome=p.outcome_words(run, tr))
        )
        self._sessions_changed()
        await self.load()


def call_lines(call: RefusedCall) -> list[str]:
    """`write_file: a.txt`, hidden characters by name; a subject of several lines goes on, indented."""
    head = f"{visible(call.tool)}: "
    first, *rest = visible(call.subject or "").split("\n")
    return [head + first, *(" " * len(head) + line for line in rest)]


class RerunReview(QDialog):
    """Before a re-run with a run's refused calls approved: the calls exactly, as plain text, and the
    question. Cancel is the default."""

    def __init__(self, job: Job, run: JobRun, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Re-run with these approved?"))
        self.resize(620, 380)
        calls, held = run.approvable(), run.still_refused()
        said = QLabel(
            self.tr(
                "Run {name} now, allowing this once exactly the calls below, which its run of {when} "
                "refused. Any other call that would ask is refused as usual; the job's rules stay as they "
                "are."
            ).format(name=visible(job.name), when=when_text(run.started_at))
        )
        said.setTextFormat(Qt.TextFormat.PlainText)
        said.setWordWrap(True)
        lines = [line for call in calls for line in call_lines(call)]
        if held:
            lines += ["", self.tr("Still refused (only a chat can approve them):")]
            lines += [f"{line}  — {visible(c.held)}" for c in held for line in call_lines(c)[:1]]
        self.calls = QPlainTextEdit()
        self.calls.setReadOnly(True)
        self.calls.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.calls.setAccessibleName(self.tr("The calls to allow"))
        self.calls.setPlainText("\n".join(lines))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.go = self.buttons.addButton(
            self.tr("Run with these allowed"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.go.setAutoDefault(False)
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        if cancel is not None:
            cancel.setDefault(True)
            cancel.setFocus()
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(said)
        layout.addWidget(self.calls, 1)
        layout.addWidget(self.buttons)


def open_schedules(
    parent: QWidget,
    controller: ChatController | NotReady,
    show_error: Callable[[UserFacingError], None],
    open_session: Callable[[str], object],
    *,
    reload: bool = True,
) -> SchedulesDialog | None:
    """File › Schedules…: the page over `parent` (the one open already, brought to the front); `reload`:
    read the jobs (not when the caller loads them itself)."""
    live = ready(controller, show_error)
    if live is None:
        return None
    if (open_already := raised(parent, SchedulesDialog)) is not None:
        return open_already
    dialog = SchedulesDialog(
        live.core, open_session, live.sessions_changed.emit, parent, workspace=live.workspace
    )
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    if reload:
        dialog.reload()
    return dialog
