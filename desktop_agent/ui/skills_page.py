"""The Skills page of the settings: the skills a message can name with @, the person's own and those of the
folder in use (once trusted), and what was left out and why. New, edit, import (a folder or a zip) and
delete act at once on the files, through the skills service; a workspace's skills are shown, not changed.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSize, Qt, QUrl
from PySide6.QtGui import QDesktopServices, QFont, QFontMetrics, QPainter, QPalette, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from desktop_agent.core.skills import SkillsService
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.domain.skills import Skill
from desktop_agent.ui.error_words import error_text
from desktop_agent.ui.skill_editor import SkillDraft, SkillEditor
from desktop_agent.ui.theme import ERROR_COLOR

log = logging.getLogger(__name__)
NAME_ROLE = Qt.ItemDataRole.UserRole
TAG_ROLE = Qt.ItemDataRole.UserRole + 1
DESCRIPTION_ROLE = Qt.ItemDataRole.UserRole + 2
_PAD = 6


class _SkillRow(QStyledItemDelegate):
    """A skill on two lines: @name in bold with its origin, then its description (cut to the width).
    Rows without a name (the "no skills yet" line) are drawn as plain items."""

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:  # noqa: N802 - Qt's name
        size = super().sizeHint(option, index)
        if index.data(NAME_ROLE) is None:
            return size
        # as wide as the list (the description is cut to it), never wider: no sideways scrolling
        return QSize(1, QFontMetrics(option.font).lineSpacing() * 2 + 2 * _PAD + 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        name = index.data(NAME_ROLE)
        if name is None:
            super().paint(painter, option, index)
            return
        view = QStyleOptionViewItem(option)
        self.initStyleOption(view, index)
        view.text = ""
        style = view.widget.style() if view.widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, view, painter, view.widget)
        selected = bool(view.state & QStyle.StateFlag.State_Selected)
        text = view.palette.color(QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text)
        quiet = text if selected else view.palette.color(QPalette.ColorRole.PlaceholderText)
        area = view.rect.adjusted(_PAD + 2, _PAD, -_PAD, -_PAD)
        bold = QFont(view.font)
        bold.setBold(True)
        line = QFontMetrics(view.font).lineSpacing()
        painter.save()
        painter.setFont(bold)
        painter.setPen(text)
        title = f"@{name}"
        painter.drawText(area.x(), area.y(), area.width(), line, Qt.AlignmentFlag.AlignLeft, title)
        tag_x = area.x() + QFontMetrics(bold).horizontalAdvance(title) + 2 * _PAD
        painter.setFont(view.font)
        painter.setPen(quiet)
        painter.drawText(tag_x, area.y(), area.right() - tag_x, line, 0, str(index.data(TAG_ROLE)))
        painter.setPen(text)
        description = QFontMetrics(view.font).elidedText(
            str(index.data(DESCRIPTION_ROLE)), Qt.TextElideMode.ElideRight, area.width()
        )
        painter.drawText(area.x(), area.y() + line, area.width(), line, 0, description)
        painter.restore()


class SkillsPage(QWidget):
    def __init__(self, skills: SkillsService, workspace: Path | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.service = skills
        self.workspace = workspace
        self.editor: SkillEditor | None = None
        self._skills: dict[str, Skill] = {}

        intro = QLabel(
            self.tr(
                "A skill is instructions for one kind of task. Start a message with @name to use one; "
                "the model may also pick one by its description."
            ),
            self,
        )
        intro.setWordWrap(True)
        self.skill_list = QListWidget(self)
        self.skill_list.setAccessibleName(self.tr("Skill list"))
        self.skill_list.setAlternatingRowColors(True)
        self.skill_list.setItemDelegate(_SkillRow(self.skill_list))
        self.skill_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.new_button = QPushButton(self.tr("&New…"), self)
        self.edit_button = QPushButton(self.tr("&Edit…"), self)
        self.import_folder_button = QPushButton(self.tr("Import &folder…"), self)
        self.import_zip_button = QPushButton(self.tr("Import &zip…"), self)
        self.delete_button = QPushButton(self.tr("&Delete"), self)
        self.open_folder_button = QPushButton(self.tr("&Open skills folder"), self)
        for button, name in (
            (self.new_button, self.tr("New skill")),
            (self.edit_button, self.tr("Edit skill")),
            (self.import_folder_button, self.tr("Import a skill from a folder")),
            (self.import_zip_button, self.tr("Import a skill from a zip file")),
            (self.delete_button, self.tr("Delete skill")),
            (self.open_folder_button, self.tr("Open the skills folder")),
        ):
            button.setAccessibleName(name)
        self.open_folder_button.setToolTip(str(skills.folder))

        self.problems_label = QLabel(self)
        self.problems_label.setWordWrap(True)
        self.problems_label.setTextFormat(Qt.TextFormat.PlainText)
        self.problems_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.problems_label.setAccessibleName(self.tr("Skills left out"))
        self.problems_label.setStyleSheet(f"color: {ERROR_COLOR}")
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.message.setAccessibleName(self.tr("Skills message"))
        self.message.hide()

        buttons = QVBoxLayout()
        for button in (self.new_button, self.edit_button, self.delete_button):
            buttons.addWidget(button)
        buttons.addSpacing(12)
        buttons.addWidget(self.import_folder_button)
        buttons.addWidget(self.import_zip_button)
        buttons.addStretch(1)
        buttons.addWidget(self.open_folder_button)
        row = QHBoxLayout()
        row.addWidget(self.skill_list, 1)
        row.addLayout(buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(row, 1)
        layout.addWidget(self.problems_label)
        layout.addWidget(self.message)

        self.new_button.clicked.connect(self.new_skill)
        self.edit_button.clicked.connect(self.edit_skill)
        self.delete_button.clicked.connect(self.delete_skill)
        self.import_folder_button.clicked.connect(self.import_folder)
        self.import_zip_button.clicked.connect(self.import_zip)
        self.open_folder_button.clicked.connect(self.open_folder)
        self.skill_list.currentItemChanged.connect(lambda *_: self._show_selected())
        self.skill_list.itemDoubleClicked.connect(lambda *_: self.edit_skill())
        self.refresh()

    # ---- showing ----

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        """Read the files again each time the page is shown (after Open skills folder, say)."""
        super().showEvent(event)
        self.refresh()

    def selected(self) -> Skill | None:
        item = self.skill_list.currentItem()
        return None if item is None else self._skills.get(str(item.data(NAME_ROLE)))

    def names(self) -> list[str]:
        """The names listed, in order."""
        items = (self.skill_list.item(i) for i in range(self.skill_list.count()))
        return [str(item.data(NAME_ROLE)) for item in items if item.data(NAME_ROLE) is not None]

    def refresh(self, select: str | None = None) -> None:
        """Read the skills again (they are files: someone may have changed them) and show them."""
        shown = self.selected()
        keep = select or (shown.name if shown is not None else None)
        found = self.service.found(self.workspace)
        self._skills = {skill.name: skill for skill in found.skills}
        self.skill_list.clear()
        for skill in found.skills:
            item = QListWidgetItem(self._row_text(skill))
            item.setData(NAME_ROLE, skill.name)
            item.setData(TAG_ROLE, self._tag(skill))
            item.setData(DESCRIPTION_ROLE, skill.description)
            item.setToolTip(self._tooltip(skill))
            self.skill_list.addItem(item)
            if skill.name == keep:
                self.skill_list.setCurrentItem(item)
        if self.skill_list.currentItem() is None and self.skill_list.count():
            self.skill_list.setCurrentRow(0)
        if not found.skills:
            empty = QListWidgetItem(self.tr("No skills yet: write one with New…, or import one."))
            empty.setFlags(Qt.ItemFlag.NoItemFlags)
            self.skill_list.addItem(empty)
        notes = [self.tr("Left out: {problem}").format(problem=p) for p in found.problems]
        if self.workspace is not None and self.service.waiting_for_trust(self.workspace):
            notes.append(
                self.tr(
                    "{folder} brings skills of its own: trust them from the chat (type @) to list them here."
                ).format(folder=self.workspace.name)
            )
        self.problems_label.setText("\n".join(notes))
        self.problems_label.setVisible(bool(notes))
        self._show_selected()

    def _tag(self, skill: Skill) -> str:
        return self.tr("yours") if skill.origin == "app" else self.tr("this folder")

    def _row_text(self, skill: Skill) -> str:
        """What the row says (drawn by _SkillRow; read by screen readers)."""
        return f"@{skill.name}  ·  {self._tag(skill)}\n{skill.description}"

    def _tooltip(self, skill: Skill) -> str:
        if skill.origin == "workspace":
            where = self.tr("It lives in the workspace ({path}): change or delete it there.").format(
                path=Path(skill.path).parent
            )
        else:
            where = str(Path(skill.path).parent)
        return f"{skill.description}\n\n{where}"

    def _show_selected(self) -> None:
        skill = self.selected()
        own = skill is not None and skill.origin == "app"
        self.edit_button.setEnabled(own)
        self.delete_button.setEnabled(own)
        tip = ""
        if skill is not None and not own:
            tip = self.tr("@{name} lives in the workspace ({path}): change or delete it there.").format(
                name=skill.name, path=Path(skill.path).parent
            )
        self.edit_button.setToolTip(tip)
        self.delete_button.setToolTip(tip)

    def _tell(self, text: str, *, error: bool = False) -> None:
        self.message.setStyleSheet(f"color: {ERROR_COLOR}" if error else "")
        self.message.setText(text)
        self.message.setVisible(bool(text))

    def _failed(self, error: UserFacingError) -> None:
        self._tell(error_text(error), error=True)

    # ---- acting ----

    def new_skill(self) -> None:
        self._open_editor(None)

    def edit_skill(self) -> None:
        skill = self.selected()
        if skill is not None and skill.origin == "app":
            self._open_editor(skill)

    def _open_editor(self, skill: Skill | None) -> None:
        service = self.service

        def save(draft: SkillDraft) -> Skill:
            fields = (draft.name, draft.description, draft.instructions, draft.allowed_tools, draft.model)
            return service.save(skill.name, *fields) if skill else service.create(*fields)

        editor = SkillEditor(save, self, skill=skill)
        self.editor = editor

        def saved() -> None:
            if editor.saved is not None:
                self.refresh(select=editor.saved.name)
                done = self.tr("Saved @{name}.") if skill else self.tr("Created @{name}.")
                self._tell(done.format(name=editor.saved.name))

        editor.accepted.connect(saved)
        editor.finished.connect(editor.deleteLater)
        editor.open()

    def delete_skill(self) -> None:
        skill = self.selected()
        if skill is None or skill.origin != "app" or not self.confirm_delete(skill):
            return
        try:
            self.service.delete(skill.name)
        except UserFacingError as error:
            self._failed(error)
        else:
            self._tell(self.tr("Deleted @{name}.").format(name=skill.name))
        self.refresh()

    def import_folder(self) -> None:
        chosen = self.choose_folder()
        if chosen is not None:
            self.import_from(chosen)

    def import_zip(self) -> None:
        chosen = self.choose_zip()
        if chosen is not None:
            self.import_from(chosen)

    def import_from(self, source: Path) -> None:
        try:
            skill = self.service.import_from(source)
        except UserFacingError as error:
            self._failed(error)
            self.refresh()
            return
        self.refresh(select=skill.name)
        self._tell(self.tr("Installed @{name} from {path}.").format(name=skill.name, path=source))

    def open_folder(self) -> None:
        folder = self.service.folder
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            self._tell(
                self.tr("Could not make {path}: {reason}.").format(path=folder, reason=error.strerror),
                error=True,
            )
            return
        if not QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder))):
            self._tell(self.tr("Could not open {path}: open it from your file manager.").format(path=folder))

    # ---- asking (small, so tests can answer instead) ----

    def confirm_delete(self, skill: Skill) -> bool:
        answer = QMessageBox.question(
            self,
            self.tr("Delete skill"),
            self.tr("Delete the skill @{name} and every file in its folder?\n\n{path}").format(
                name=skill.name, path=Path(skill.path).parent
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        return answer == QMessageBox.StandardButton.Yes

    def choose_folder(self) -> Path | None:
        chosen = QFileDialog.getExistingDirectory(self, self.tr("Import a skill folder"), str(Path.home()))
        return Path(chosen) if chosen else None

    def choose_zip(self) -> Path | None:
        chosen, _ = QFileDialog.getOpenFileName(
            self, self.tr("Import a skill from a zip file"), str(Path.home()), self.tr("Zip files (*.zip)")
        )
        return Path(chosen) if chosen else None
