"""What a new conversation shows before its first message: "Ask anything", which model and folder are in use,
and a few example requests that fill the composer when clicked (nothing is sent until the person sends it).
When the model in use cannot answer (it needs an API key and has none: `ui.model_setup`), it says so instead,
with a way to set one up.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QAbstractScrollArea, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop_agent.ui.composer import FilledButton

if TYPE_CHECKING:
    from desktop_agent.ui.model_setup import ModelSetup


def examples() -> list[str]:
    return [
        QCoreApplication.translate("ChatView", "Summarise what this folder's project does"),
        QCoreApplication.translate("ChatView", "Find the TODO comments and list them by file"),
        QCoreApplication.translate("ChatView", "Explain the last error in the log and how to fix it"),
    ]


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
        layout = QVBoxLayout(self)
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
        self.buttons: list[QPushButton] = []
        for text in examples():
            button = QPushButton(text)
            button.setObjectName("examplePrompt")
            button.setAccessibleName(text)
            button.setToolTip(QCoreApplication.translate("ChatView", "Put this request in the message box"))
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.setMinimumHeight(34)
            button.clicked.connect(lambda _checked=False, t=text: self.example_chosen.emit(t))
            layout.addWidget(button, 0, Qt.AlignmentFlag.AlignHCenter)
            self.buttons.append(button)
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

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self._viewport and event.type() == QEvent.Type.Resize and not self.isHidden():
            self._place()
        return False
