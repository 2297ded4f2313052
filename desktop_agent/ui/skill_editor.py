"""Write or change one of the person's own skills: its name, what it is for, the tools and model it may use,
and its instructions (Markdown).

The dialog does not write files itself: Save hands what the fields say to `save` (the page's call into the
skills service); a refusal is shown in the dialog, which stays open with everything as typed.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtGui import QFontDatabase, QPalette
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from desktop_agent.domain.errors import UserFacingError
from desktop_agent.domain.skills import Skill
from desktop_agent.ui.error_words import error_text
from desktop_agent.ui.theme import ERROR_STYLE


@dataclass(frozen=True, slots=True)
class SkillDraft:
    """What the fields say."""

    name: str
    description: str
    instructions: str
    allowed_tools: list[str] | None
    """None: the profile's tools."""
    model: str | None
    """None: the session's model."""


def tools_from_text(text: str) -> list[str] | None:
    """`read_file, grep` (commas or spaces) as a list; nothing typed: None (the profile's tools)."""
    tools = [part for part in re.split(r"[,\s]+", text) if part]
    return tools or None


class SkillEditor(QDialog):
    def __init__(
        self,
        save: Callable[[SkillDraft], Skill],
        parent: QWidget | None = None,
        *,
        skill: Skill | None = None,
    ) -> None:
        super().__init__(parent)
        self._save = save
        self.saved: Skill | None = None
        """The skill as written, once Save succeeded."""
        self.setWindowTitle(
            self.tr("Edit skill @{name}").format(name=skill.name) if skill else self.tr("New skill")
        )
        self.setMinimumSize(620, 560)

        self.name_edit = QLineEdit(self)
        self.name_edit.setAccessibleName(self.tr("Skill name"))
        self.name_edit.setPlaceholderText(self.tr("code-review"))
        self.name_edit.setMaxLength(64)
        name_hint = QLabel(
            self.tr("Lower-case letters, digits and hyphens. A message starting with @name uses it."), self
        )
        hint_palette = name_hint.palette()
        hint_palette.setColor(
            QPalette.ColorRole.WindowText, hint_palette.color(QPalette.ColorRole.PlaceholderText)
        )
        name_hint.setPalette(hint_palette)
        self.description_edit = QPlainTextEdit(self)
        self.description_edit.setAccessibleName(self.tr("Skill description"))
        self.description_edit.setPlaceholderText(
            self.tr("What the skill is for and when to use it: the model reads this to pick it.")
        )
        self.description_edit.setTabChangesFocus(True)
        lines = self.description_edit.fontMetrics().lineSpacing()
        self.description_edit.setFixedHeight(lines * 4 + 12)
        self.tools_edit = QLineEdit(self)
        self.tools_edit.setAccessibleName(self.tr("Allowed tools"))
        self.tools_edit.setPlaceholderText(self.tr("read_file, grep, git__*   (empty: the profile's tools)"))
        self.model_edit = QLineEdit(self)
        self.model_edit.setAccessibleName(self.tr("Model"))
        self.model_edit.setPlaceholderText(self.tr("empty: the session's model"))
        self.instructions_edit = QPlainTextEdit(self)
        self.instructions_edit.setAccessibleName(self.tr("Skill instructions"))
        self.instructions_edit.setPlaceholderText(
            self.tr("Markdown: what to do, step by step, for this kind of task.")
        )
        self.instructions_edit.setTabChangesFocus(True)
        self.instructions_edit.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))

        self.error_label = QLabel(self)
        self.error_label.setWordWrap(True)
        self.error_label.setAccessibleName(self.tr("Problem"))
        self.error_label.setStyleSheet(ERROR_STYLE)
        self.error_label.hide()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Save).setAccessibleName(self.tr("Save skill"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setAccessibleName(self.tr("Cancel"))
        self.buttons.accepted.connect(self._check_and_save)
        self.buttons.rejected.connect(self.reject)

        form = QFormLayout()
        form.addRow(self.tr("&Name"), self.name_edit)
        form.addRow("", name_hint)
        form.addRow(self.tr("&Description"), self.description_edit)
        form.addRow(self.tr("Allowed &tools"), self.tools_edit)
        form.addRow(self.tr("&Model"), self.model_edit)
        instructions_label = QLabel(self.tr("&Instructions"), self)
        instructions_label.setBuddy(self.instructions_edit)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(instructions_label)
        layout.addWidget(self.instructions_edit, 1)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)
        if skill is not None:
            self._fill(skill)

    def _fill(self, skill: Skill) -> None:
        self.name_edit.setText(skill.name)
        self.description_edit.setPlainText(skill.description)
        self.tools_edit.setText(", ".join(skill.allowed_tools or ()))
        self.model_edit.setText(skill.model or "")
        self.instructions_edit.setPlainText(skill.instructions)

    def draft(self) -> SkillDraft:
        return SkillDraft(
            name=self.name_edit.text().strip(),
            description=self.description_edit.toPlainText().strip(),
            instructions=self.instructions_edit.toPlainText(),
            allowed_tools=tools_from_text(self.tools_edit.text()),
            model=self.model_edit.text().strip() or None,
        )

    def show_problem(self, text: str) -> None:
        self.error_label.setText(text)
        self.error_label.show()

    def _check_and_save(self) -> None:
        try:
            self.saved = self._save(self.draft())
        except UserFacingError as error:
            self.show_problem(error_text(error))
            return
        self.accept()
