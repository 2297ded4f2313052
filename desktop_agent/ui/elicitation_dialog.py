"""What an MCP server asks the person (``elicitation/create``): a form made from the server's schema, or a
web address to open in the browser.

The dialog says which server asks and shows its message as plain text, hidden characters shown by name
(the server's words are not trusted). A form is pre-filled with the schema's defaults, marks its required
fields, and checks every answer as it is typed: Accept stays off until the form is valid. An address shows
its scheme and host large, then the whole address, never shortened; the browser opens only after the
person says so. Accept, Decline and Cancel (Esc, closing) are the protocol's three answers.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt, QUrl
from PySide6.QtGui import QDesktopServices, QFontDatabase, QTextOption
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from desktop_agent.core.mcp_asker import (
    ElicitationAnswer,
    FormField,
    FormRequest,
    UrlRequest,
    Value,
    check_value,
    cut,
)
from desktop_agent.domain.display import visible
from desktop_agent.ui.theme import ERROR_COLOR as ERROR_COLOR  # where the dialogs import it from

MESSAGE_LIMIT = 4000
"""Characters of a server's message shown; the rest is left out, and the dialog says how much."""
TEXT_LIMIT = 300
"""Characters of a field's title or description shown."""
MUTED = "color: palette(placeholder-text);"
_PLACEHOLDERS = {
    "email": "name@example.com",
    "uri": "https://example.com",
    "date": "2025-06-30",
    "date-time": "2025-06-30T14:00:00Z",
}
NO_CHOICE = "—"


def plain_label(text: str, *, wrap: bool = True) -> QLabel:
    """A label for the server's words: plain text (never rich text), hidden characters named."""
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setText(visible(text))
    label.setWordWrap(wrap)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


def heading(text: str, size: float = 1.15) -> QLabel:
    label = plain_label(text)
    font = label.font()
    font.setBold(True)
    font.setPointSizeF(font.pointSizeF() * size)
    label.setFont(font)
    return label


def server_message(dialog: QWidget, message: str) -> list[QWidget]:
    """The server's message, cut at MESSAGE_LIMIT characters with how much was left out said."""
    shown = cut(message, MESSAGE_LIMIT)
    if len(shown.text) <= 600 and shown.text.count("\n") < 8:
        body: QWidget = plain_label(shown.text)
    else:
        view = QPlainTextEdit(visible(shown.text))
        view.setReadOnly(True)
        view.setMaximumHeight(180)
        body = view
    body.setAccessibleName(QCoreApplication.translate("ElicitationDialog", "The server's message"))
    widgets = [body]
    if shown.left_out:
        note = plain_label(
            QCoreApplication.translate(
                "ElicitationDialog", "The message is long: {n} more characters are not shown."
            ).format(n=f"{shown.left_out:,}")
        )
        note.setAccessibleName(QCoreApplication.translate("ElicitationDialog", "Message cut"))
        note.setStyleSheet(f"color: {ERROR_COLOR};")
        widgets.append(note)
    return widgets


def muted(text: str) -> QLabel:
    label = plain_label(text)
    label.setStyleSheet(MUTED)
    return label


class _FieldInput:
    """One field's widget, its current value, and where its problem shows."""

    def __init__(self, dialog: ElicitationDialog, spec: FormField) -> None:
        self.spec = spec
        self.touched = False
        self.error = QLabel()
        self.error.setStyleSheet(f"color: {ERROR_COLOR};")
        self.error.setAccessibleName(
            QCoreApplication.translate("ElicitationDialog", "Problem with {field}").format(field=spec.label)
        )
        self.error.hide()
        self.widget = self._make(dialog)
        self.widget.setAccessibleName(visible(spec.label[:TEXT_LIMIT]))

    def _make(self, dialog: ElicitationDialog) -> QWidget:
        spec, default = self.spec, self.spec.default
        if spec.kind == "boolean":
            box = QCheckBox(QCoreApplication.translate("ElicitationDialog", "Yes"))
            box.setChecked(bool(default))
            box.toggled.connect(dialog.changed)
            return box
        if spec.kind == "choice":
            combo = QComboBox()
            if not isinstance(default, str):
                combo.addItem(
                    NO_CHOICE
                    if not spec.required
                    else QCoreApplication.translate("ElicitationDialog", "Choose…"),
                    None,
                )
            for option in spec.options:
                combo.addItem(visible(option.title[:TEXT_LIMIT]), option.value)
            if isinstance(default, str):
                combo.setCurrentIndex(combo.findData(default))
            combo.currentIndexChanged.connect(dialog.changed)
            return combo
        if spec.kind == "multi":
            items = QListWidget()
            chosen = set(default) if isinstance(default, list) else set()
            for option in spec.options:
                item = QListWidgetItem(visible(option.title[:TEXT_LIMIT]))
                item.setData(Qt.ItemDataRole.UserRole, option.value)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(
                    Qt.CheckState.Checked if option.value in chosen else Qt.CheckState.Unchecked
                )
                items.addItem(item)
            rows = min(6, len(spec.options))
            row = items.sizeHintForRow(0) if items.sizeHintForRow(0) > 0 else items.fontMetrics().height() + 4
            items.setFixedHeight(rows * row + 2 * items.frameWidth() + 6)
            items.itemChanged.connect(dialog.changed)
            return items
        line = QLineEdit()
        if default is not None and not isinstance(default, list | bool):
            line.setText(f"{default:g}" if isinstance(default, float) else str(default))
        if spec.kind == "string" and spec.format in _PLACEHOLDERS:
            line.setPlaceholderText(_PLACEHOLDERS[spec.format])
        elif spec.kind in ("number", "integer"):
            line.setPlaceholderText(self._range(dialog))
        line.textEdited.connect(dialog.changed)
        return line

    def _range(self, dialog: ElicitationDialog) -> str:
        low, high = self.spec.minimum, self.spec.maximum
        whole = (
            QCoreApplication.translate("ElicitationDialog", "a whole number")
            if self.spec.kind == "integer"
            else QCoreApplication.translate("ElicitationDialog", "a number")
        )
        if low is not None and high is not None:
            return QCoreApplication.translate("ElicitationDialog", "{what} from {low} to {high}").format(
                what=whole, low=f"{low:g}", high=f"{high:g}"
            )
        return whole

    def value(self) -> object:
        """The answer as typed (a number that is not one stays text, so the check names it); None for none."""
        widget = self.widget
        if isinstance(widget, QCheckBox):
            return widget.isChecked()
        if isinstance(widget, QComboBox):
            return widget.currentData()
        if isinstance(widget, QListWidget):
            checked = [widget.item(i) for i in range(widget.count())]
            return [
                str(i.data(Qt.ItemDataRole.UserRole))
                for i in checked
                if i.checkState() == Qt.CheckState.Checked
            ]
        assert isinstance(widget, QLineEdit)
        text = widget.text()
        if self.spec.kind in ("number", "integer"):
            text = text.strip()
            if not text:
                return None
            try:
                return int(text) if self.spec.kind == "integer" else float(text)
            except ValueError:
                return text
        return text if text else None

    def problem(self, dialog: ElicitationDialog) -> str | None:
        value = self.value()
        if value is None:
            return QCoreApplication.translate("ElicitationDialog", "Required") if self.spec.required else None
        return check_value(self.spec, value)


class ElicitationDialog(QDialog):
    """A server's form. Non-modal, so the conversation stays readable; ``answer`` is what goes back."""

    def __init__(self, server: str, request: FormRequest, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.server, self.request = server, request
        self.answer = ElicitationAnswer.cancel()
        self.setWindowTitle(self.tr("Request from the MCP server “{server}”").format(server=visible(server)))
        self.setMinimumWidth(520)
        self.setWindowModality(Qt.WindowModality.NonModal)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 20, 22, 18)
        layout.setSpacing(10)
        title = heading(self.tr("“{server}” asks for some information").format(server=server))
        title.setAccessibleName(self.tr("Which server asks"))
        layout.addWidget(title)
        for widget in server_message(self, request.message):
            layout.addWidget(widget)
        note = muted(self.tr("Your answers go only to this server. Fields marked * are required."))
        layout.addWidget(note)

        form_box = QWidget()
        outer = QVBoxLayout(form_box)
        outer.setContentsMargins(0, 6, 0, 6)
        form = QFormLayout()
        outer.addLayout(form)
        outer.addStretch(1)  # spare height below the fields, never between them
        form.setLabelAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        form.setContentsMargins(0, 0, 0, 0)
        form.setVerticalSpacing(10)
        form.setHorizontalSpacing(14)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.inputs: dict[str, _FieldInput] = {}
        for spec in request.fields:
            field_input = _FieldInput(self, spec)
            self.inputs[spec.name] = field_input
            label = plain_label(
                cut(spec.label, TEXT_LIMIT).text + (" *" if spec.required else ""), wrap=False
            )
            column = QVBoxLayout()
            column.setSpacing(3)
            column.addWidget(field_input.widget)
            if spec.description:
                description = muted(cut(spec.description, TEXT_LIMIT).text)
                column.addWidget(description)
            column.addWidget(field_input.error)
            form.addRow(label, column)
        scroll = QScrollArea()
        scroll.setWidget(form_box)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setMinimumHeight(min(360, 50 * max(1, len(request.fields))))
        layout.addWidget(scroll, 1)

        buttons = QHBoxLayout()
        self.decline_button = QPushButton(self.tr("&Decline"))
        self.decline_button.setAccessibleName(self.tr("Decline"))
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.accept_button = QPushButton(self.tr("&Send"))
        self.accept_button.setAccessibleName(self.tr("Accept"))
        self.accept_button.setDefault(True)
        buttons.addWidget(self.decline_button)
        buttons.addStretch(1)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.accept_button)
        layout.addLayout(buttons)
        self.decline_button.clicked.connect(self._decline)
        self.cancel_button.clicked.connect(self.reject)
        self.accept_button.clicked.connect(self._accept)
        self._check(show_all=False)

    def changed(self) -> None:
        sender = self.sender()
        for field_input in self.inputs.values():
            if field_input.widget is sender:
                field_input.touched = True
        self._check(show_all=False)

    def problems(self) -> dict[str, str]:
        found = {name: field_input.problem(self) for name, field_input in self.inputs.items()}
        return {name: problem for name, problem in found.items() if problem is not None}

    def _check(self, *, show_all: bool) -> bool:
        problems = self.problems()
        for name, field_input in self.inputs.items():
            problem = problems.get(name)
            shown = problem is not None and (show_all or field_input.touched)
            field_input.error.setText(problem or "")
            field_input.error.setVisible(shown)
        self.accept_button.setEnabled(not problems)
        return not problems

    def content(self) -> dict[str, Value]:
        values = {name: field_input.value() for name, field_input in self.inputs.items()}
        return {name: value for name, value in values.items() if value is not None}  # type: ignore[misc]

    def _accept(self) -> None:
        if not self._check(show_all=True):
            return
        self.answer = ElicitationAnswer("accept", self.content())
        self.accept()

    def _decline(self) -> None:
        self.answer = ElicitationAnswer.decline()
        self.accept()

    def reject(self) -> None:  # Esc, Cancel, or closing the dialog
        self.answer = ElicitationAnswer.cancel()
        super().reject()


def open_in_browser(url: str) -> bool:
    return QDesktopServices.openUrl(QUrl(url, QUrl.ParsingMode.StrictMode))


class UrlDialog(QDialog):
    """A server's address to open: scheme and host large, the whole address below; the browser opens only
    when the person clicks Open."""

    def __init__(
        self,
        server: str,
        request: UrlRequest,
        parent: QWidget | None = None,
        *,
        opener: Callable[[str], bool] = open_in_browser,
    ) -> None:
        super().__init__(parent)
        self.server, self.request = server, request
        self.answer = ElicitationAnswer.cancel()
        self._opener = opener
        self.setWindowTitle(self.tr("Request from the MCP server “{server}”").format(server=visible(server)))
        self.setMinimumWidth(560)
        self.setWindowModality(Qt.WindowModality.NonModal)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 20, 22, 18)
        layout.setSpacing(10)
        title = heading(self.tr("“{server}” asks you to open a web page").format(server=server))
        title.setAccessibleName(self.tr("Which server asks"))
        layout.addWidget(title)
        for widget in server_message(self, request.message):
            layout.addWidget(widget)

        box = QFrame()
        box.setObjectName("urlBox")
        box.setStyleSheet(
            "#urlBox { border: 1px solid palette(mid); border-radius: 8px; background: palette(base); }"
        )
        inside = QVBoxLayout(box)
        inside.setContentsMargins(14, 12, 14, 12)
        inside.setSpacing(6)
        port = f":{request.port}" if request.port else ""
        self.host_label = heading(request.host + port, 1.35)
        self.host_label.setAccessibleName(self.tr("Host"))
        secure = request.scheme == "https"
        self.scheme_label = plain_label(
            self.tr("Secure connection (https)") if secure else self.tr("Not encrypted (http)")
        )
        self.scheme_label.setAccessibleName(self.tr("Scheme"))
        self.scheme_label.setStyleSheet(
            "color: #2e7d32;" if secure else f"color: {ERROR_COLOR}; font-weight: bold;"
        )
        inside.addWidget(muted(self.tr("The page is on")))
        inside.addWidget(self.host_label)
        inside.addWidget(self.scheme_label)
        self.address = QPlainTextEdit(visible(request.url))
        self.address.setReadOnly(True)
        self.address.setAccessibleName(self.tr("Full address"))
        self.address.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.address.setWordWrapMode(QTextOption.WrapMode.WrapAnywhere)
        self.address.setMaximumHeight(96)
        inside.addWidget(muted(self.tr("Full address")))
        inside.addWidget(self.address)
        layout.addWidget(box)
        layout.addWidget(
            muted(
                self.tr(
                    "Check the host before you open it. What you enter there goes to that site, not the app."
                )
            )
        )

        buttons = QHBoxLayout()
        self.decline_button = QPushButton(self.tr("&Decline"))
        self.decline_button.setAccessibleName(self.tr("Decline"))
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.open_button = QPushButton(self.tr("&Open in browser"))
        self.open_button.setAccessibleName(self.tr("Open in browser"))
        for button in (self.decline_button, self.cancel_button, self.open_button):
            button.setAutoDefault(False)
        buttons.addWidget(self.decline_button)
        buttons.addStretch(1)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.open_button)
        layout.addLayout(buttons)
        self.decline_button.clicked.connect(self._decline)
        self.cancel_button.clicked.connect(self.reject)
        self.open_button.clicked.connect(self._open)

    def _open(self) -> None:
        self._opener(self.request.url)
        self.answer = ElicitationAnswer("accept")
        self.accept()

    def _decline(self) -> None:
        self.answer = ElicitationAnswer.decline()
        self.accept()

    def reject(self) -> None:
        self.answer = ElicitationAnswer.cancel()
        super().reject()
