"""What a new conversation shows before its first message: "Ask anything", which model and folder are in use,
and a few example requests, as cards of one size, that fill the composer when chosen (nothing is sent until
the person sends it).
When the model in use cannot answer (it needs an API key and has none: `ui.model_setup`), it says so instead,
with a way to set one up.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QKeyEvent, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QGridLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from desktop_agent.ui.composer import FilledButton

if TYPE_CHECKING:
    from desktop_agent.ui.model_setup import ModelSetup


def examples() -> list[str]:
    """The requests the cards put in the message box."""
    return [request for _title, _line, request in cards()]


def cards() -> list[tuple[str, str, str]]:
    """(title, a line about it, the request it puts in the message box) of each example card."""
    return [
        (
            QCoreApplication.translate("ChatView", "Summarise the project"),
            QCoreApplication.translate("ChatView", "What this folder's project does"),
            QCoreApplication.translate("ChatView", "Summarise what this folder's project does"),
        ),
        (
            QCoreApplication.translate("ChatView", "List the TODOs"),
            QCoreApplication.translate("ChatView", "Every TODO comment, by file"),
            QCoreApplication.translate("ChatView", "Find the TODO comments and list them by file"),
        ),
        (
            QCoreApplication.translate("ChatView", "Explain an error"),
            QCoreApplication.translate("ChatView", "The log's last error, and its fix"),
            QCoreApplication.translate("ChatView", "Explain the last error in the log and how to fix it"),
        ),
    ]


CARD_RADIUS = 10.0
CARD_PADDING = 12
CARD_WIDTH = 236
"""A card's width when its words need less; a row of them, side by side only when every card's words fit."""
CARD_MIN_WIDTH = 170
CARD_GAP = 10


def mix(base: QColor, other: QColor, share: float) -> QColor:
    """``base`` with ``share`` of ``other`` blended in (opaque)."""
    return QColor.fromRgbF(
        base.redF() + (other.redF() - base.redF()) * share,
        base.greenF() + (other.greenF() - base.greenF()) * share,
        base.blueF() + (other.blueF() - base.blueF()) * share,
    )


class ExampleCard(QAbstractButton):
    """A short title over a grey line, on a rounded card tinted under the mouse; Enter or Space chooses it.
    ``text()`` is the request it puts in the message box. Painted here, so no stylesheet reaches it."""

    def __init__(self, title: str, line: str, request: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title, self.line = title, line
        self.setText(request)
        self.setObjectName("exampleCard")
        self.setAccessibleName(title)
        self.setAccessibleDescription(request)
        self.setToolTip(request)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)
        self._title_font = QFont(self.font())
        self._title_font.setWeight(QFont.Weight.DemiBold)

    def colors(self) -> dict[str, QColor]:
        """What the card paints with, from the theme's tokens: its fill (tinted under the mouse), edge,
        title and line (secondary text, 4.5:1 on the fill)."""
        from desktop_agent.ui.theme import token

        palette = self.palette()
        canvas = palette.color(QPalette.ColorRole.Base)
        text, accent = QColor(token(palette, "text")), QColor(token(palette, "accent"))
        fill = mix(canvas, text, 0.035)
        if self.underMouse() or self.isDown():
            fill = mix(fill, accent, 0.10 if self.isDown() else 0.07)
        return {
            "fill": fill,
            "edge": mix(canvas, text, 0.16),
            "focus": accent,
            "title": text,
            "line": QColor(token(palette, "text_secondary")),
        }

    def natural_width(self) -> int:
        """The width that shows the title and the line whole."""
        title = QFontMetrics(self._title_font).horizontalAdvance(self.title)
        line = QFontMetrics(self.font()).horizontalAdvance(self.line)
        return max(title, line) + 2 * CARD_PADDING + 2

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        lines = QFontMetrics(self._title_font).height() + 4 + QFontMetrics(self.font()).height()
        return QSize(max(CARD_WIDTH, self.natural_width()), lines + 2 * CARD_PADDING)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(CARD_MIN_WIDTH, self.sizeHint().height())

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.isAutoRepeat():
            self.animateClick()
            event.accept()
            return
        super().keyPressEvent(event)

    def paintEvent(self, _event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        colors = self.colors()
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            focused = self.hasFocus()
            pen = QPen(colors["focus"] if focused else colors["edge"], 2.0 if focused else 1.0)
            painter.setPen(pen)
            painter.setBrush(colors["fill"])
            inset = pen.widthF() / 2
            painter.drawRoundedRect(
                QRectF(self.rect()).adjusted(inset, inset, -inset, -inset), CARD_RADIUS, CARD_RADIUS
            )
            width = self.width() - 2 * CARD_PADDING
            title_metrics = QFontMetrics(self._title_font)
            top = CARD_PADDING
            painter.setFont(self._title_font)
            painter.setPen(colors["title"])
            title = title_metrics.elidedText(self.title, Qt.TextElideMode.ElideRight, width)
            painter.drawText(CARD_PADDING, top + title_metrics.ascent(), title)
            top += title_metrics.height() + 4
            metrics = QFontMetrics(self.font())
            painter.setFont(self.font())
            painter.setPen(colors["line"])
            line = metrics.elidedText(self.line, Qt.TextElideMode.ElideRight, width)
            painter.drawText(CARD_PADDING, top + metrics.ascent(), line)
        finally:
            painter.end()


class EmptyState(QWidget):
    """Centred over an empty conversation; hides itself once the conversation has something to show."""

    example_chosen = Signal(str)

    def __init__(
        self, view: QAbstractScrollArea, context: Callable[[], tuple[str, str]] | None = None
    ) -> None:
        super().__init__(view)
        self._view = view
        self._context = context
        self.setObjectName("emptyState")
        self.setAccessibleName(QCoreApplication.translate("ChatView", "New conversation"))
        self._layout = layout = QVBoxLayout(self)
        layout.setSpacing(10)
        self.title = title = QLabel(QCoreApplication.translate("ChatView", "Ask anything"))
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = QFont(title.font())
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setWeight(QFont.Weight.DemiBold)
        title.setFont(font)
        self.where = QLabel()
        self.where.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.where.setWordWrap(True)
        self.where.setAccessibleName(QCoreApplication.translate("ChatView", "Model and folder"))
        self.set_up = FilledButton(QCoreApplication.translate("ChatView", "Set one up"))
        self.set_up.setObjectName("setUpModel")
        self.set_up.setAccessibleName(QCoreApplication.translate("ChatView", "Set up a model"))
        self.set_up.setToolTip(
            QCoreApplication.translate("ChatView", "Add an API key or choose a model on this computer")
        )
        self.set_up.setMinimumSize(160, 34)
        self.set_up.clicked.connect(self._open_setup)
        self.set_up.hide()
        self._quiet()
        layout.addStretch(1)
        layout.addWidget(title)
        layout.addWidget(self.where)
        layout.addSpacing(12)
        layout.addWidget(self.set_up, 0, Qt.AlignmentFlag.AlignHCenter)
        self.buttons: list[ExampleCard] = []
        self.cards = QWidget()
        self.cards.setObjectName("exampleCards")
        self.grid = QGridLayout(self.cards)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSpacing(CARD_GAP)
        for heading, line, request in cards():
            card = ExampleCard(heading, line, request, self.cards)
            card.clicked.connect(lambda _checked=False, t=request: self.example_chosen.emit(t))
            self.buttons.append(card)
        layout.addSpacing(6)
        layout.addWidget(self.cards, 0, Qt.AlignmentFlag.AlignHCenter)
        self._columns = 0
        self._arrange()
        layout.addStretch(2)
        self._viewport = view.viewport()
        self._viewport.installEventFilter(self)

    def _quiet(self) -> None:
        """The model and folder as secondary text, in the theme's colour for it (readable: 4.5:1)."""
        from desktop_agent.ui.theme import token

        palette = QPalette(self.palette())
        palette.setColor(QPalette.ColorRole.WindowText, QColor(token(palette, "text_secondary")))
        self.where.setPalette(palette)
        # the way to set a model up, in the accent colour (as Send)
        self.set_up.set_colors(QColor(token(palette, "accent")), QColor(token(palette, "on_accent")))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # a new theme
            self._quiet()

    def _setup(self) -> ModelSetup | None:
        from desktop_agent.ui.model_setup import ModelSetup  # made with the core, after the first paint

        found = self.window().findChild(ModelSetup, "modelSetup")
        return found if isinstance(found, ModelSetup) else None

    def _open_setup(self) -> None:
        setup = self._setup()
        if setup is not None:
            setup.open_settings()

    def refresh(self) -> None:
        """Show the model and folder in use now (they change with the session's options), or that the model
        cannot answer yet."""
        if self._context is None:
            self.where.setText("")
            return
        model, folder = self._context()
        setup = self._setup()
        missing = setup is not None and setup.missing(model)
        self.title.setText(
            QCoreApplication.translate("ChatView", "No model set up yet")
            if missing
            else QCoreApplication.translate("ChatView", "Ask anything")
        )
        self.where.setText(
            QCoreApplication.translate(
                "ChatView", "{model} needs an API key. Add one, or choose a model that runs on this computer."
            ).format(model=model)
            if missing
            else QCoreApplication.translate("ChatView", "{model}  ·  in {folder}").format(
                model=model, folder=folder
            )
        )
        self.set_up.setVisible(missing)
        for button in self.buttons:
            button.setVisible(not missing)

    def show_over(self, visible: bool) -> None:
        if visible:
            self.refresh()
            self._place()
            self.show()
            self.raise_()
        else:
            self.hide()

    def _place(self) -> None:
        self.setGeometry(self._viewport.geometry())
        self._arrange()

    def _arrange(self) -> None:
        """The cards in one row when they fit side by side, else in one column; all of one size."""
        margins = self._layout.contentsMargins()
        room = self.width() - margins.left() - margins.right()
        count = len(self.buttons)
        natural = max(CARD_MIN_WIDTH, *(card.natural_width() for card in self.buttons))
        columns = count if room >= count * natural + (count - 1) * CARD_GAP else 1
        widest = max(CARD_WIDTH, natural)
        if columns > 1:
            width = min(widest, (room - (columns - 1) * CARD_GAP) // columns)
        else:
            width = max(min(room, widest + 80), CARD_MIN_WIDTH)
        height = max(card.sizeHint().height() for card in self.buttons)
        for card in self.buttons:
            card.setFixedSize(width, height)
        if columns != self._columns:
            self._columns = columns
            for card in self.buttons:
                self.grid.removeWidget(card)
            for index, card in enumerate(self.buttons):
                self.grid.addWidget(card, index // columns, index % columns)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self._viewport and event.type() == QEvent.Type.Resize and not self.isHidden():
            self._place()
        return False
