"""The model's question to the person (the ask_user tool): a text answer, or one of the offered choices."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop_agent.domain.events import QuestionAsked


class QuestionDialog(QDialog):
    """Non-modal, so the conversation stays readable; Esc or closing it tells the model nobody answered."""

    def __init__(self, request: QuestionAsked, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.request = request
        self.answer: str | None = None
        self.setWindowTitle(self.tr("The assistant asks"))
        self.setMinimumWidth(460)
        self.setWindowModality(Qt.WindowModality.NonModal)

        layout = QVBoxLayout(self)
        question = QLabel(request.question)
        question.setWordWrap(True)
        question.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        question.setAccessibleName(self.tr("Question"))
        layout.addWidget(question)

        self.choice_buttons: list[QPushButton] = []
        if request.choices:
            choices = QVBoxLayout()
            for n, choice in enumerate(request.choices, start=1):
                button = QPushButton(f"&{n}  {choice}" if n < 10 else choice)
                button.setAccessibleName(choice)
                button.clicked.connect(lambda _c=False, text=choice: self._answer(text))
                choices.addWidget(button)
                self.choice_buttons.append(button)
            layout.addLayout(choices)

        self.text = QLineEdit()
        self.text.setAccessibleName(self.tr("Your answer"))
        self.text.setPlaceholderText(
            self.tr("Or type another answer…") if request.choices else self.tr("Your answer…")
        )
        self.text.returnPressed.connect(self._typed)
        layout.addWidget(self.text)

        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.skip_button = QPushButton(self.tr("Don't answer"))
        self.skip_button.setAccessibleName(self.tr("Don't answer"))
        self.send_button = QPushButton(self.tr("&Answer"))
        self.send_button.setAccessibleName(self.tr("Answer"))
        self.send_button.setDefault(True)
        buttons.addWidget(self.skip_button)
        buttons.addWidget(self.send_button)
        layout.addLayout(buttons)
        self.skip_button.clicked.connect(self.reject)
        self.send_button.clicked.connect(self._typed)

    def _typed(self) -> None:
        text = self.text.text().strip()
        if text:
            self._answer(text)

    def _answer(self, text: str) -> None:
        self.answer = text
        self.accept()
