"""The Schedules page's form: a job's name, when it runs (a preset and a time, or words or cron, checked as
the person types), the prompt, the workspace folder, the model, the calls it may make unattended (allow
rules, one a line), and its limits. What is wrong shows in words under the field; OK keeps nothing until
the core has taken the job (`failed` shows the core's refusal in the form)."""

from __future__ import annotations

import logging
from decimal import Decimal
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QTime, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QTimeEdit,
    QVBoxLayout,
    QWidget,
)

from desktop_agent.domain.schedules import when_text
from desktop_agent.ui.presenters import schedules as p
from desktop_agent.ui.theme import ERROR_STYLE as ERROR_STYLE  # where the pages import it from

log = logging.getLogger(__name__)

RULES_HELP = (
    "One rule a line: a tool (read_file) allows its every call; TOOL:PATTERN only what matches "
    "(write_file:reports/*.md; run_command:git status is that command exactly). Any other call that "
    "would ask is refused."
)


def tr(text: str) -> str:
    return QCoreApplication.translate("", text)  # the context the template gives module-level tr() calls


def _error_label() -> QLabel:
    label = QLabel()
    label.setWordWrap(True)
    label.setStyleSheet(ERROR_STYLE)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


class JobEditor(QDialog):
    """Add or edit a job. `chosen` carries the form (`presenters.schedules.JobForm`) when OK is pressed and
    nothing in it is wrong; the page answers with `done()` or `failed(words)`."""

    chosen = Signal(object)

    def __init__(
        self, title: str, form: p.JobForm, models: list[str], *, editing: bool, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setMinimumWidth(560)
        self.name = QLineEdit(form.name)
        self.name.setAccessibleName(tr("Name"))
        self.name.setReadOnly(editing)
        self.name.setMaxLength(64)
        self.preset = QComboBox()
        self.preset.setAccessibleName(tr("When it runs"))
        for preset in p.PRESETS:
            self.preset.addItem(tr(preset.label), preset.key)
        self.at = QTimeEdit()
        self.at.setDisplayFormat("HH:mm")
        self.at.setAccessibleName(tr("At"))
        self.words = QLineEdit()
        self.words.setAccessibleName(tr("Schedule in words or cron"))
        self.words.setPlaceholderText(tr('"weekdays 08:00", "every 30 minutes", or cron "0 8 * * 1-5"'))
        self.schedule_said = QLabel()
        self.schedule_said.setWordWrap(True)
        self.schedule_said.setTextFormat(Qt.TextFormat.PlainText)
        self.prompt = QPlainTextEdit(form.prompt)
        self.prompt.setAccessibleName(tr("Prompt"))
        self.prompt.setPlaceholderText(tr("What each run asks, e.g. “Summarise the new issues”"))
        self.prompt.setFixedHeight(80)
        self.workspace = QLineEdit(form.workspace)
        self.workspace.setAccessibleName(tr("Workspace folder"))
        browse = QPushButton(tr("Choose…"))
        browse.clicked.connect(self._browse)
        self.model = QComboBox()
        self.model.setEditable(True)
        self.model.setAccessibleName(tr("Model"))
        self.model.addItems(models)
        self.model.setCurrentText(form.model or (models[0] if models else ""))
        self.rules = QPlainTextEdit(form.rules)
        self.rules.setAccessibleName(tr("Allowed without asking"))
        self.rules.setPlaceholderText("read_file\nrun_command:git status")
        self.rules.setFixedHeight(70)
        rules_help = QLabel(tr(RULES_HELP))
        rules_help.setWordWrap(True)
        rules_help.setEnabled(False)  # dimmed: help, not a value
        self.rules_said = _error_label()
        self.max_steps = QSpinBox()
        self.max_steps.setRange(0, 1000)
        self.max_steps.setSpecialValueText(tr("No limit"))
        self.max_steps.setValue(form.max_steps)
        self.budget = QDoubleSpinBox()
        self.budget.setRange(0, 1000)
        self.budget.setDecimals(2)
        self.budget.setSingleStep(0.1)
        self.budget.setPrefix("$")
        self.budget.setSpecialValueText(tr("No limit"))
        self.budget.setValue(float(form.budget_usd))
        self.time_limit = QSpinBox()
        self.time_limit.setRange(0, 24 * 60)
        self.time_limit.setSuffix(tr(" min"))
        self.time_limit.setSpecialValueText(tr("No limit"))
        self.time_limit.setValue(form.time_limit_min)
        self.error = _error_label()

        when = QHBoxLayout()
        when.addWidget(self.preset, 1)
        when.addWidget(self.at)
        folder = QHBoxLayout()
        folder.addWidget(self.workspace, 1)
        folder.addWidget(browse)
        limits = QHBoxLayout()
        for label, box in ((tr("Steps"), self.max_steps), (tr("Budget"), self.budget),
                           (tr("Time"), self.time_limit)):  # fmt: skip
            limits.addWidget(QLabel(label))
            limits.addWidget(box, 1)
        form_layout = QFormLayout()
        form_layout.addRow(tr("Name:"), self.name)
        form_layout.addRow(tr("When:"), when)
        form_layout.addRow("", self.words)
        self._form = form_layout
        self._words_row = form_layout.rowCount() - 1
        form_layout.addRow("", self.schedule_said)
        form_layout.addRow(tr("Prompt:"), self.prompt)
        form_layout.addRow(tr("Workspace:"), folder)
        form_layout.addRow(tr("Model:"), self.model)
        form_layout.addRow(tr("Allowed:"), self.rules)
        form_layout.addRow("", rules_help)
        form_layout.addRow("", self.rules_said)
        self._rules_said_row = form_layout.rowCount() - 1
        form_layout.addRow(tr("Limits per run:"), limits)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.submit)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form_layout)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)

        preset, at = p.preset_of(form.schedule) if form.schedule else (p.PRESETS[0], p.DEFAULT_TIME)
        self.preset.setCurrentIndex(p.PRESETS.index(preset))
        self.at.setTime(QTime.fromString(at, "HH:mm"))
        self.words.setText(form.schedule if preset is p.CUSTOM else "")
        self.preset.currentIndexChanged.connect(lambda _index: self._preset_changed())
        self.at.timeChanged.connect(lambda _time: self._schedule_changed())
        self.words.textChanged.connect(lambda _text: self._schedule_changed())
        self.rules.textChanged.connect(self._rules_changed)
        self._preset_changed()
        self._rules_changed()

    # ---- what is typed ----

    def _chosen_preset(self) -> p.Preset:
        return p.PRESETS[max(self.preset.currentIndex(), 0)]

    def schedule_text(self) -> str:
        preset = self._chosen_preset()
        if preset is p.CUSTOM:
            return self.words.text()
        return preset.text(self.at.time().toString("HH:mm"))

    def _preset_changed(self) -> None:
        preset = self._chosen_preset()
        self.at.setVisible(preset.timed)
        self._form.setRowVisible(self._words_row, preset is p.CUSTOM)
        if preset is p.CUSTOM:
            self.words.setFocus()
        self._schedule_changed()

    def _schedule_changed(self) -> None:
        checked = p.check_schedule(self.schedule_text())
        if checked.problem:
            self.schedule_said.setStyleSheet(ERROR_STYLE)
            self.schedule_said.setText(tr(checked.problem))
            self._fit()
        else:
            self.schedule_said.setStyleSheet("")
            self.schedule_said.setText(
                tr("Next run: {when} (this computer's time)").format(when=when_text(checked.next_run or 0))
            )

    def _rules_changed(self) -> None:
        self.rules_said.setText(p.check_rules(self.rules.toPlainText())[1])
        self._form.setRowVisible(self._rules_said_row, bool(self.rules_said.text()))
        self._fit()

    def _fit(self) -> None:
        """Taller when a line of words has appeared, so nothing is squeezed (never shorter while typing)."""
        layout = self.layout()
        wanted = layout.sizeHint().height() if layout is not None else 0
        if wanted > self.height():
            self.resize(self.width(), wanted)

    def _browse(self) -> None:
        start = self.workspace.text() or str(Path.home())
        chosen = QFileDialog.getExistingDirectory(self, tr("Workspace folder"), start)
        if chosen:
            self.workspace.setText(chosen)

    def form(self) -> p.JobForm:
        return p.JobForm(
            name=self.name.text(), schedule=self.schedule_text(), prompt=self.prompt.toPlainText(),
            workspace=self.workspace.text(), model=self.model.currentText(), rules=self.rules.toPlainText(),
            max_steps=self.max_steps.value(), budget_usd=Decimal(str(round(self.budget.value(), 2))),
            time_limit_min=self.time_limit.value(),
        )  # fmt: skip

    # ---- OK, and the core's answer ----

    def submit(self) -> None:
        form = self.form()
        problem = p.form_problem(form)
        if problem:
            self.error.setText(tr(problem))
            self._fit()
            return
        self.error.setText(tr("Saving…"))
        self.buttons.setEnabled(False)
        self.chosen.emit(form)

    def failed(self, words: str) -> None:
        self.error.setText(words)
        self.buttons.setEnabled(True)
        self._fit()

    def done_saving(self) -> None:
        self.accept()
