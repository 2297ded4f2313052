"""Asks the person before a tool call runs. Readable at a glance, keyboard-first; never hides the call.

The title says what will happen ("Edit notes.txt?", "Run this command?"), with a risk chip (symbol and
colour) beside it; then who asks and why, any warning once, and the exact change: a diff with line numbers
for file edits, the command with how it will run (the sandbox) below it, the full arguments one tab away,
and for an MCP tool approved before, how its definition changed.

Choices: Approve once (the primary action), For this session, Always… (which first shows the scope the rule
gets: only calls like this one, optionally in every folder), Deny with an optional note. Esc denies. For a
high-risk call, or one that would leave the sandbox, Enter never approves: Deny is the default button.

Everything the model chose is plain text (never rich text) with hidden characters shown by name.
"""

from __future__ import annotations

import json
import logging

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent, QPalette, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QStyle,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from desktop_agent.core.approvals import ApprovalChoice, ApprovalDecision
from desktop_agent.domain.display import shown_model, visible
from desktop_agent.domain.events import ApprovalRequested
from desktop_agent.ui import approval_words
from desktop_agent.ui.approval_diff import REMOVED, DiffView, FittedView, mix, parse_diff

log = logging.getLogger(__name__)

_ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


def _plain_label(text: str, name: str = "") -> QLabel:
    """A label for text the model chose: plain text (never rich text), hidden characters shown by name."""
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setText(visible(text))
    if name:
        label.setAccessibleName(name)
    return label


def _code_view(text: str, name: str, *, least: int = 3, most: int = 18) -> QPlainTextEdit:
    return FittedView(visible(text), name, least=least, most=most)


def _icon_row(icon: QStyle.StandardPixmap, label: QLabel, parent: QWidget) -> QHBoxLayout:
    row = QHBoxLayout()
    row.setSpacing(8)
    picture = QLabel()
    picture.setTextFormat(Qt.TextFormat.PlainText)
    size = parent.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
    picture.setPixmap(parent.style().standardIcon(icon).pixmap(size, size))
    picture.setAlignment(Qt.AlignmentFlag.AlignTop)
    picture.setAccessibleName(" ")
    row.addWidget(picture)
    row.addWidget(label, 1)
    return row


class WarningBox(QFrame):
    """The warning's tinted box: its tint is drawn from the palette's base, again when the theme changes."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("approvalWarning")
        self._tint()

    def _tint(self) -> None:
        # The application's base colour, not the box's own: its style sheet sets the box's palette.
        base = QApplication.palette().color(QPalette.ColorRole.Base)
        sheet = (
            f"QFrame#approvalWarning {{ background: {mix(base, REMOVED, 0.14).name()}; "
            f"border-left: 4px solid {REMOVED.name()}; border-radius: 4px; }}"
        )
        if sheet != self.styleSheet():
            self.setStyleSheet(sheet)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._tint()


class ApprovalDialog(QDialog):
    def __init__(self, request: ApprovalRequested, model: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.request = request
        self.decision = ApprovalDecision(ApprovalChoice.DENY)
        self.careful = request.risk == "high" or bool(request.unconfined)
        """Enter never approves: a high-risk call or one that would leave the sandbox takes a click."""
        heading = approval_words.title(request)
        self.setWindowTitle(visible(heading))
        self.setMinimumWidth(600)
        self.setWindowModality(Qt.WindowModality.NonModal)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 16, 18, 14)
        layout.setSpacing(10)
        layout.addLayout(self._heading(heading))
        layout.addWidget(self._asked_by(model))
        for why in dict.fromkeys(w for w in (request.unconfined, request.protected) if w):
            layout.addWidget(self._warning(why))
        self.tabs = self._what_will_run()
        layout.addWidget(self.tabs, 1)
        self.scope = self._scope_panel()
        layout.addWidget(self.scope)
        self.note = QLineEdit()
        self.note.setPlaceholderText(self.tr("Note to the model if you deny (optional)"))
        self.note.setAccessibleName(self.tr("Note to the model"))
        layout.addWidget(self.note)
        self.note.setVisible(not request.by_view)  # a view's call: no model reads a note
        layout.addLayout(self._buttons())

    # --- what it says -------------------------------------------------------------------------------

    def _heading(self, heading: str) -> QHBoxLayout:
        row = QHBoxLayout()
        title = _plain_label(heading, self.tr("Tool"))
        title.setWordWrap(True)
        font = title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.3)
        title.setFont(font)
        self.title_label = title
        risk = _plain_label(approval_words.risk_text(self.request.risk), self.tr("Risk"))
        risk.setStyleSheet(
            f"color: {approval_words.RISK_TEXT_COLOR}; "
            f"background: {approval_words.risk_color(self.request.risk)}; "
            "border-radius: 9px; padding: 2px 9px; font-weight: bold;"
        )
        risk.setAlignment(Qt.AlignmentFlag.AlignCenter)
        row.addWidget(title, 1)
        row.addWidget(risk, 0, Qt.AlignmentFlag.AlignTop)
        return row

    def _asked_by(self, model: str) -> QLabel:
        request = self.request
        origin = (
            self.tr("a built-in tool")
            if request.source == "built-in"
            else self.tr("a tool from the MCP server “{server}”").format(server=request.source)
        )
        reason = request.reason
        for said in (request.unconfined, request.protected):  # each said once, in the warning below
            if said:
                reason = reason.replace(said, "")
        reason = " ".join(reason.split())
        if request.by_view:
            asked = self.tr("Asked by the tool's view in the chat · {origin}").format(origin=origin)
        else:
            asked = self.tr("Asked by {model} · {origin}").format(
                model=shown_model(model) if model else self.tr("the model"), origin=origin
            )
        label = _plain_label(f"{asked} · {reason}" if reason else asked, self.tr("Why it asks"))
        label.setWordWrap(True)
        dim = label.palette()
        text = dim.color(QPalette.ColorRole.WindowText)
        dim.setColor(QPalette.ColorRole.WindowText, mix(text, dim.color(QPalette.ColorRole.Window), 0.3))
        label.setPalette(dim)
        return label

    def _warning(self, why: str) -> QFrame:
        frame = WarningBox()
        label = _plain_label(why, self.tr("Why this always asks"))
        label.setWordWrap(True)
        row = _icon_row(QStyle.StandardPixmap.SP_MessageBoxWarning, label, self)
        row.setContentsMargins(10, 8, 10, 8)
        frame.setLayout(row)
        return frame

    def _what_will_run(self) -> QTabWidget:
        request = self.request
        tabs = QTabWidget()
        tabs.setAccessibleName(self.tr("What will run"))
        tabs.setDocumentMode(True)
        tabs.tabBar().setDrawBase(False)
        if request.definition_changed:
            changed = self._diff_page(request.definition_changed, self.tr("How the tool changed"))
            tabs.addTab(changed, self.tr("Tool changed since you approved it"))
        if request.preview:
            if request.preview_kind == "diff":
                tabs.addTab(self._diff_page(request.preview, self.tr("Preview")), self.tr("Changes"))
            elif request.preview_kind == "command":
                tabs.addTab(self._command_page(request.preview), self.tr("Command"))
            else:
                tabs.addTab(_code_view(request.preview, self.tr("Preview")), self.tr("Preview"))
        arguments = _code_view(
            json.dumps(request.arguments, indent=2, ensure_ascii=False), self.tr("Arguments")
        )
        tabs.addTab(arguments, self.tr("Arguments"))
        return tabs

    def _diff_page(self, text: str, name: str) -> QWidget:
        diff = parse_diff(text)
        page = QWidget()
        column = QVBoxLayout(page)
        column.setContentsMargins(0, 8, 0, 0)
        column.setSpacing(6)
        header = QHBoxLayout()
        if diff.name:
            file_name = _plain_label(diff.name, self.tr("File"))
            bold = file_name.font()
            bold.setBold(True)
            file_name.setFont(bold)
            header.addWidget(file_name)
        if diff.old_name is None and diff.new_name is not None:
            header.addWidget(_plain_label(self.tr("new file")))
        elif diff.new_name is None and diff.old_name is not None:
            header.addWidget(_plain_label(self.tr("deleted")))
        header.addStretch(1)
        if diff.added or diff.removed:
            counts = _plain_label(
                self.tr("+{added} −{removed}").format(added=diff.added, removed=diff.removed),
                self.tr("Lines changed"),
            )
            header.addWidget(counts)
        column.addLayout(header)
        column.addWidget(DiffView(diff, name), 1)
        return page

    def _command_page(self, preview: str) -> QWidget:
        command, sandbox = approval_words.split_command(preview)
        page = QWidget()
        column = QVBoxLayout(page)
        column.setContentsMargins(0, 8, 0, 0)
        column.setSpacing(6)
        box = _code_view(command, self.tr("Preview"), least=2, most=10)
        box.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        column.addWidget(box, 1)
        how = approval_words.how_it_runs(sandbox, self.request.unconfined)
        if how:
            info = _plain_label(how, self.tr("How it runs"))
            info.setWordWrap(True)
            icon = (
                QStyle.StandardPixmap.SP_MessageBoxWarning
                if sandbox.startswith("not ")
                else QStyle.StandardPixmap.SP_MessageBoxInformation
            )
            column.addLayout(_icon_row(icon, info, self))
        return page

    # --- the scope of "For this session" and "Always…" ----------------------------------------------

    def _scope_panel(self) -> QFrame:
        panel = QFrame()
        panel.setObjectName("approvalScope")
        panel.setFrameShape(QFrame.Shape.StyledPanel)
        column = QVBoxLayout(panel)
        column.setContentsMargins(12, 10, 12, 10)
        column.setSpacing(6)
        self.pattern = QLineEdit(visible(self.request.suggested_pattern or ""))
        self.pattern.setAccessibleName(self.tr("Only calls like"))
        self.pattern.setPlaceholderText(self.tr("every call of this tool"))
        self.pattern.setToolTip(
            self.tr(
                "Only calls matching this pattern (a path glob like src/**, a command like git log *, "
                "a host). Empty means every call of the tool."
            )
        )
        like = QLabel(self.tr("Always approve &calls like:"))
        like.setTextFormat(Qt.TextFormat.PlainText)
        like.setBuddy(self.pattern)
        row = QHBoxLayout()
        row.addWidget(like)
        row.addWidget(self.pattern, 1)
        column.addLayout(row)
        self.every_folder = QCheckBox(self.tr("In every &folder, not only this one"))
        self.every_folder.setAccessibleName(self.tr("Always approve in every folder"))
        self.always_confirm = QPushButton(self.tr("Appro&ve always"))
        self.always_confirm.setAccessibleName(self.tr("Always approve"))
        self.always_confirm.clicked.connect(lambda: self._choose(ApprovalChoice.APPROVE_ALWAYS))
        row = QHBoxLayout()
        row.addWidget(self.every_folder)
        row.addStretch(1)
        row.addWidget(self.always_confirm)
        column.addLayout(row)
        if self.request.protected:
            still = _plain_label(
                self.tr("Saved, but calls like this one still ask: {why}").format(why=self.request.protected)
            )
            still.setWordWrap(True)
            column.addWidget(still)
        panel.setVisible(False)
        return panel

    def _show_scope(self, shown: bool) -> None:
        self.scope.setVisible(shown)
        if shown:
            wanted = self.sizeHint().height()
            if self.isVisible() and self.height() < wanted:  # room for the scope, the change still shown
                self.resize(self.width(), wanted)
            self.pattern.setFocus()
            self.pattern.selectAll()

    # --- the choices ---------------------------------------------------------------------------------

    def _buttons(self) -> QHBoxLayout:
        self.approve_button = QPushButton(self.tr("&Approve once"))
        self.approve_button.setAccessibleName(self.tr("Approve"))
        self.session_button = QPushButton(self.tr("For this &session"))
        self.session_button.setAccessibleName(self.tr("Approve for this session"))
        self.session_button.setToolTip(
            self.tr("Don't ask again until this session ends, for calls like: {pattern}").format(
                pattern=self.pattern.text() or self.tr("every call of this tool")
            )
            if self.pattern.text()
            else self.tr("Don't ask again for this tool until this session ends")
        )
        self.always_button = QPushButton(self.tr("A&lways…"))
        self.always_button.setAccessibleName(self.tr("Always approve…"))
        self.always_button.setCheckable(True)
        self.always_button.toggled.connect(self._show_scope)
        self.deny_button = QPushButton(self.tr("&Deny"))
        self.deny_button.setAccessibleName(self.tr("Deny"))
        buttons = QHBoxLayout()
        buttons.setSpacing(6)
        buttons.addWidget(self.deny_button)
        buttons.addStretch(1)
        buttons.addWidget(self.session_button)
        buttons.addWidget(self.always_button)
        buttons.addSpacing(12)
        buttons.addWidget(self.approve_button)
        self.approve_button.clicked.connect(lambda: self._choose(ApprovalChoice.APPROVE_ONCE))
        self.session_button.clicked.connect(lambda: self._choose(ApprovalChoice.APPROVE_SESSION))
        self.deny_button.clicked.connect(lambda: self._choose(ApprovalChoice.DENY))
        if self.careful:
            # Enter never approves: Deny is the default, and no approving button takes Enter even focused.
            self.default_button = self.deny_button
            for button in self._approving():
                button.setAutoDefault(False)
        else:
            self.default_button = self.approve_button
            self.approve_button.setProperty("primary", True)
        for button in (self.session_button, self.always_button, self.deny_button):
            button.setAutoDefault(False)
        self.default_button.setAutoDefault(True)
        self.default_button.setDefault(True)
        return buttons

    def _approving(self) -> tuple[QPushButton, ...]:
        return (self.approve_button, self.session_button, self.always_button, self.always_confirm)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self.default_button.setFocus()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if event.key() in _ENTER:
            focus = self.focusWidget()
            if focus is self.note:  # the note is for denying
                self.deny_button.click()
                return
            if focus in (self.pattern, self.every_folder):
                if not self.careful:
                    self.always_confirm.click()
                return
            if self.careful and focus in self._approving():
                return
        super().keyPressEvent(event)

    def _choose(self, choice: ApprovalChoice) -> None:
        note = self.note.text().strip() if choice is ApprovalChoice.DENY else ""
        pattern = self.pattern.text().strip() or None
        if choice in (ApprovalChoice.APPROVE_ONCE, ApprovalChoice.DENY):
            pattern = None
        self.decision = ApprovalDecision(
            choice,
            note,
            pattern=pattern,
            every_folder=choice is ApprovalChoice.APPROVE_ALWAYS and self.every_folder.isChecked(),
            # The person was shown that this call leaves the sandbox, and chose.
            outside_sandbox=bool(self.request.unconfined) and choice is not ApprovalChoice.DENY,
        )
        log.debug("approval answered: %s", choice.value)
        self.accept()

    def reject(self) -> None:  # Esc or closing the dialog denies
        self.decision = ApprovalDecision(ApprovalChoice.DENY, self.note.text().strip())
        super().reject()
