"""Under the chat: the message input (Enter sends, Shift+Enter adds a line, Up in an empty input edits the
last message), Send and Stop, and the banner while a sent message is edited. Its strings are the main
window's (translated in that context)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPalette, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop_agent.ui.attachment_tray import Attachments, AttachmentTray, FileDrops, FileStore, local_files

if TYPE_CHECKING:
    from PySide6.QtCore import QMimeData
    from PySide6.QtGui import QKeyEvent, QPaintEvent

    from desktop_agent.ui.mention_menu import MentionMenu
    from desktop_agent.ui.tasks import Spawn


class Composer(QPlainTextEdit):
    """The message input. Files dropped or pasted on it, and a pasted picture, are attached instead."""

    submit = Signal()
    edit_last = Signal()
    files_given = Signal(list)
    image_given = Signal(object)
    """A pasted picture: a QImage (its Python type, ~1 ms to set up, is not needed before the first paint)."""
    mentions: MentionMenu | None = None
    """The `@` list, once the window has one: it takes Up, Down, Enter, Tab and Esc while it shows."""

    def canInsertFromMimeData(self, source: QMimeData) -> bool:  # noqa: N802 - Qt's name
        return bool(local_files(source)) or source.hasImage() or super().canInsertFromMimeData(source)

    def insertFromMimeData(self, source: QMimeData) -> None:  # noqa: N802 - Qt's name
        files = local_files(source)
        if files:
            self.files_given.emit(files)
        elif source.hasImage() and not source.hasText():  # a screenshot (copied cells carry text too)
            from PySide6.QtGui import QImage

            image = source.imageData()
            if isinstance(image, QImage) and not image.isNull():
                self.image_given.emit(image)
        else:
            super().insertFromMimeData(source)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        from PySide6.QtCore import Qt  # Qt's namespace is slow to set up: not before the first paint

        if self.mentions is not None and self.mentions.handle_key(event.key()):
            return

        enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if enter and not event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            self.submit.emit()
            return
        if event.key() == Qt.Key.Key_Up and not self.toPlainText():
            self.edit_last.emit()
            return
        super().keyPressEvent(event)


COLUMN_WIDTH = 820
"""The box lines up with the conversation's reading column."""
MAX_LINES = 8
"""The input grows with its text up to this many lines, then scrolls."""
EMPTY_DOCUMENT_MARGIN = 4.0
"""Qt's margin around a new document's text, which the input keeps."""


class ComposerBar(QWidget):
    """Under the chat: the banner while a sent message is edited, then one rounded box holding the message
    input (growing with its text), a row with the model picker (placed there by the window), Send and Stop.
    """

    def __init__(self) -> None:
        super().__init__()
        self.edit_banner = QLabel()
        self.edit_banner.setAccessibleName(QCoreApplication.translate("MainWindow", "Editing a sent message"))
        self.edit_banner.setWordWrap(True)
        self.edit_banner.hide()
        self.queue_banner = QLabel()
        self.queue_banner.setAccessibleName(QCoreApplication.translate("MainWindow", "Queued message"))
        self.queue_banner.setWordWrap(True)  # rich text, set with its first text (Qt's namespace: not yet)
        self.queue_banner.setObjectName("queueBanner")
        self.queue_banner.hide()
        self.input = Composer()
        self.input.setAccessibleName(QCoreApplication.translate("MainWindow", "Message input"))
        self.input.setPlaceholderText(QCoreApplication.translate("MainWindow", "Message Desktop Agent…"))
        self.input.setToolTip(
            QCoreApplication.translate(
                "MainWindow", "Enter sends, Shift+Enter adds a line, Up edits the last message"
            )
        )
        self.input.setFrameShape(QFrame.Shape.NoFrame)
        self.input.setObjectName("composerInput")
        self.send_button = FilledButton(QCoreApplication.translate("MainWindow", "Send"))
        self.send_button.setAccessibleName(QCoreApplication.translate("MainWindow", "Send"))
        self.send_button.setToolTip(QCoreApplication.translate("MainWindow", "Send (Enter)"))
        self.stop_button = FilledButton(QCoreApplication.translate("MainWindow", "Stop"))
        self.stop_button.setAccessibleName(QCoreApplication.translate("MainWindow", "Stop"))
        self.stop_button.setToolTip(QCoreApplication.translate("MainWindow", "Stop (Esc)"))
        self.stop_button.hide()
        for button, name in ((self.send_button, "sendButton"), (self.stop_button, "stopButton")):
            button.setObjectName(name)
        self.tools = QComboBox()
        self.tools.setAccessibleName(QCoreApplication.translate("MainWindow", "Tools for this message"))
        self.tools.setToolTip(
            QCoreApplication.translate(
                "MainWindow",
                "Tools for the next message: Auto sends a plain greeting or thank-you without them",
            )
        )
        self.tools.addItem(QCoreApplication.translate("MainWindow", "Tools: auto"), None)
        self.tools.addItem(QCoreApplication.translate("MainWindow", "Tools: on"), True)
        self.tools.addItem(QCoreApplication.translate("MainWindow", "Tools: off"), False)
        self.tools.setFrame(False)
        self.attach_button = QToolButton()
        self.attach_button.setAutoRaise(True)
        self.attach_button.setAccessibleName(QCoreApplication.translate("MainWindow", "Attach files"))
        self.attach_button.setToolTip(
            QCoreApplication.translate(
                "MainWindow", "Attach images, PDFs or text files (or drop them here, or paste a screenshot)"
            )
        )
        self.tray = AttachmentTray()
        self.box = RoundedBox()
        self.box.setObjectName("composerBox")
        self.row = QHBoxLayout()
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.addWidget(self.attach_button)
        self.row.addWidget(self.tools)
        self.row.addStretch(1)
        self.row.addWidget(self.stop_button)
        self.row.addWidget(self.send_button)
        inside = QVBoxLayout(self.box)
        inside.setContentsMargins(12, 8, 8, 8)
        inside.setSpacing(4)
        inside.addWidget(self.tray)
        inside.addWidget(self.input)
        inside.addLayout(self.row)
        self.box.setMaximumWidth(COLUMN_WIDTH)
        self.edit_banner.setMaximumWidth(COLUMN_WIDTH)
        self.queue_banner.setMaximumWidth(COLUMN_WIDTH)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        for widget in (self.queue_banner, self.edit_banner, self.box):  # centred under the column
            centred = QHBoxLayout()
            centred.addStretch(1)
            centred.addWidget(widget, 100)
            centred.addStretch(1)
            layout.addLayout(centred)
        self.input.installEventFilter(self)
        self._fit_empty()

    def finish_setup(self) -> None:
        """After the first paint: the look (a style sheet and the buttons' icons load QtSvg, ~10 ms), and the
        input's height following its text (its document's Python types: ~1.5 ms)."""

        self._style()
        self.input.document().documentLayout().documentSizeChanged.connect(lambda _size: self._fit())
        self._fit()
        self._paperclip()

    def _paperclip(self) -> None:
        """The paperclip in the theme's text colour (drawn again when the theme changes)."""
        from desktop_agent.ui import icons

        self.attach_button.setIcon(icons.icon("paperclip", self.palette().color(QPalette.ColorRole.Text), 16))

    def _style(self) -> None:
        """Send in the accent colour, Stop in red, their text and icons in the colour drawn on each (the
        theme's tokens; painted flat by `FilledButton`, not a style sheet: a style sheet costs the idle
        window more than a megabyte)."""
        from desktop_agent.ui import icons
        from desktop_agent.ui.theme import token

        palette = self.palette()
        for button, fill, text, icon, size in (
            (self.send_button, "accent", "on_accent", "arrow-up", 16),
            (self.stop_button, "danger", "on_danger", "square", 14),
        ):
            button.set_colors(QColor(token(palette, fill)), QColor(token(palette, text)))
            button.setIcon(icons.icon(icon, QColor(token(palette, text)), size))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        """A new theme: Send takes the new accent colour, the paperclip the new text colour."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and self.send_button.filled():
            self._style()
            self._paperclip()

    def tools_choice(self) -> bool | None:
        """None: decided per message (small talk without tools); True or False: the person's choice."""
        value = self.tools.currentData()
        return value if isinstance(value, bool) else None

    def reset_tools_choice(self) -> None:
        """The choice holds for one message."""
        self.tools.setCurrentIndex(0)

    def attachments(
        self, window: QWidget, files: Callable[[], FileStore], spawn: Spawn, model: Callable[[], str]
    ) -> Attachments:
        """What brings files into the tray: the paperclip (a file dialog over `window`), files and images
        pasted into the input, files dropped anywhere on `window`; `model`: the one the message goes to."""
        made = Attachments(self.tray, files, spawn, model)
        self.attach_button.clicked.connect(lambda: made.pick(window))
        self.input.files_given.connect(made.add_paths)
        self.input.image_given.connect(made.add_image)
        FileDrops(window, made.add_paths)
        return made

    def add_to_row(self, widget: QWidget) -> None:
        """A control in the box's bottom row, left of Send (the model picker, drawn flat)."""
        if isinstance(widget, QComboBox):
            widget.setFrame(False)
        self.row.insertWidget(1, widget)

    def _fit(self) -> None:
        """As tall as its text, from one line to `MAX_LINES` (then it scrolls)."""
        from PySide6.QtCore import Qt

        wanted = round(self.input.document().size().height())
        self._set_lines(max(1, min(MAX_LINES, wanted)), self.input.document().documentMargin())
        bar = Qt.ScrollBarPolicy
        self.input.setVerticalScrollBarPolicy(
            bar.ScrollBarAsNeeded if wanted > MAX_LINES else bar.ScrollBarAlwaysOff
        )

    def _fit_empty(self) -> None:
        """One line high, as `_fit` makes the empty input, without its document (before the first paint)."""
        self._set_lines(1, EMPTY_DOCUMENT_MARGIN)

    def _set_lines(self, lines: int, document_margin: float) -> None:
        margins = self.input.contentsMargins()
        frame = round(document_margin * 2) + margins.top() + margins.bottom() + 2
        self.input.setFixedHeight(lines * self.input.fontMetrics().lineSpacing() + frame)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.input and event.type() in (QEvent.Type.FocusIn, QEvent.Type.FocusOut):
            self.box.focused = event.type() == QEvent.Type.FocusIn
            self.box.update()
        return False

    def show_editing(self, text: str | None) -> None:
        """A sent message in the input to edit and send again; None: editing ends."""
        if text is None:
            self.edit_banner.hide()
            return
        self.input.setPlainText(text)
        self.input.moveCursor(self.input.textCursor().MoveOperation.End)
        self.edit_banner.setText(
            QCoreApplication.translate(
                "MainWindow",
                "Editing a sent message: Enter sends it again, Esc cancels. "
                "The conversation after it is kept as an earlier version.",
            )
        )
        self.edit_banner.show()
        self.input.setFocus()

    def set_running(self, running: bool) -> None:
        """While an answer runs, Send queues the message (it goes when the answer ends)."""
        self.stop_button.setVisible(running)
        self.send_button.setToolTip(
            QCoreApplication.translate("MainWindow", "Queue: sends when this answer ends (Enter)")
            if running
            else QCoreApplication.translate("MainWindow", "Send (Enter)")
        )

    def put(self, text: str) -> None:
        """`text` to go on writing (a queued or sent message given back), the cursor at its end."""
        self.input.setPlainText(text)
        self.input.moveCursor(self.input.textCursor().MoveOperation.End)
        self.input.setFocus()

    def show_queued(self, text: str | None) -> None:
        """The message waiting for the answer to end, with Send now, Edit and Cancel (`queue_banner`'s
        links); None hides it."""
        if text is None:
            self.queue_banner.hide()
            return
        import html

        from PySide6.QtCore import Qt

        from desktop_agent.ui.presenters import chat_actions as ca

        links = [
            (QCoreApplication.translate("MainWindow", "Send now"), ca.href(ca.QueuedMessage("send-now"))),
            (QCoreApplication.translate("MainWindow", "Edit"), ca.href(ca.QueuedMessage("edit"))),
            (QCoreApplication.translate("MainWindow", "Cancel"), ca.href(ca.QueuedMessage("cancel"))),
        ]
        shown = " ".join(text.split())
        shown = shown if len(shown) <= 160 else shown[:159] + "…"
        label = QCoreApplication.translate("MainWindow", "Queued — sends when this answer ends:")
        self.queue_banner.setTextFormat(Qt.TextFormat.RichText)
        actions = " · ".join(f'<a href="{href}">{html.escape(name)}</a>' for name, href in links)
        self.queue_banner.setText(f"<b>{html.escape(label)}</b> “{html.escape(shown)}”&nbsp;&nbsp; {actions}")
        self.queue_banner.show()


class RoundedBox(QFrame):
    """The composer's box: rounded, the base colour inside, its edge in the accent colour while typing."""

    focused = False

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        """Filled and stroked as a path: QPainter's setPen and setBrush (and a QPen or QBrush made from a
        colour) weigh their overloads against Qt's enums, which makes PySide6 build Qt's whole namespace
        (~20 ms) in the window's first paint; these calls have one overload each."""
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            palette = self.palette()
            edge = QPen()
            role = QPalette.ColorRole.Highlight if self.focused else QPalette.ColorRole.Mid
            edge.setColor(palette.color(role))
            edge.setWidthF(1.2 if self.focused else 1.0)
            box = QPainterPath()
            box.addRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 16, 16)
            painter.fillPath(box, palette.brush(QPalette.ColorRole.Base))
            painter.strokePath(box, edge)
        finally:
            painter.end()


class FilledButton(QPushButton):
    """A button filled flat with one colour and labelled in another (`set_colors`, after the first paint),
    the same under every style: a style's own bevel lightens and fades the colour it is given (Fusion
    turns the accent #3d5be8 into a pale #8fa3fb under white text)."""

    _fill: QColor | None = None
    _text: QColor | None = None

    def set_colors(self, fill: QColor, text: QColor) -> None:
        self._fill, self._text = fill, text
        self.update()

    def filled(self) -> bool:
        return self._fill is not None

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        if self._fill is None or self._text is None:  # the first paint: the style's own button
            super().paintEvent(event)
            return
        from PySide6.QtWidgets import QStyle, QStyleOptionButton

        fill = QColor(self._fill)
        if not self.isEnabled():
            fill.setAlphaF(0.45)
        elif self.isDown():
            fill = fill.darker(115)
        elif self.underMouse():
            fill = fill.darker(107)
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            shape = QPainterPath()
            shape.addRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 8, 8)
            painter.fillPath(shape, fill)
            if self.hasFocus():
                ring = QPen()
                ring.setColor(self._text)
                ring.setWidthF(1.5)
                inner = QPainterPath()
                inner.addRoundedRect(QRectF(self.rect()).adjusted(3, 3, -3, -3), 6, 6)
                painter.strokePath(inner, ring)
            option = QStyleOptionButton()
            self.initStyleOption(option)
            for group in (
                QPalette.ColorGroup.Active,
                QPalette.ColorGroup.Inactive,
                QPalette.ColorGroup.Disabled,
            ):
                option.palette.setColor(group, QPalette.ColorRole.ButtonText, self._text)
            self.style().drawControl(QStyle.ControlElement.CE_PushButtonLabel, option, painter, self)
        finally:
            painter.end()
