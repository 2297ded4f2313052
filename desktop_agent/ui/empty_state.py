"""What a new conversation shows before its first message: "Ask anything", which model and folder are in use,
and a few example requests that fill the composer when clicked (nothing is sent until the person sends it).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractScrollArea, QLabel, QPushButton, QVBoxLayout, QWidget


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
        title = QLabel(QCoreApplication.translate("ChatView", "Ask anything"))
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = QFont(title.font())
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setWeight(QFont.Weight.DemiBold)
        title.setFont(font)
        self.where = QLabel()
        self.where.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.where.setAccessibleName(QCoreApplication.translate("ChatView", "Model and folder"))
        self.where.setEnabled(False)  # drawn dimmed, as secondary text
        layout.addStretch(1)
        layout.addWidget(title)
        layout.addWidget(self.where)
        layout.addSpacing(12)
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

    def refresh(self) -> None:
        """Show the model and folder in use now (they change with the session's options)."""
        if self._context is None:
            self.where.setText("")
            return
        model, folder = self._context()
        self.where.setText(
            QCoreApplication.translate("ChatView", "{model}  ·  in {folder}").format(
                model=model, folder=folder
            )
        )

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
