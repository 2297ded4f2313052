"""The main window: session list on the left, the chat pane on the right."""

from __future__ import annotations

from PySide6.QtCore import QStringListModel, Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListView,
    QMainWindow,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from desktop_agent import __version__


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("Desktop Agent"))
        self.resize(1100, 720)
        self.setMinimumSize(800, 600)

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(8, 8, 8, 8)
        self.new_button = QPushButton(self.tr("New session"))
        self.new_button.setAccessibleName(self.tr("New session"))
        self.session_list = QListView()
        self.session_list.setAccessibleName(self.tr("Session list"))
        self.session_list.setModel(QStringListModel([], self))
        left_layout.addWidget(self.new_button)
        left_layout.addWidget(self.session_list)

        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(16, 16, 16, 16)
        self.placeholder = QLabel(
            self.tr(
                "Your conversations will appear here.\n"
                'For now, chat from a terminal: desktop-agent chat "..."'
            )
        )
        self.placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.placeholder.setWordWrap(True)
        composer = QHBoxLayout()
        self.message_input = QPlainTextEdit()
        self.message_input.setAccessibleName(self.tr("Message input"))
        self.message_input.setPlaceholderText(self.tr("Message Desktop Agent…"))
        self.message_input.setMaximumHeight(96)
        self.send_button = QPushButton(self.tr("Send"))
        self.send_button.setAccessibleName(self.tr("Send"))
        self.send_button.setEnabled(False)
        composer.addWidget(self.message_input, 1)
        composer.addWidget(self.send_button, 0, Qt.AlignmentFlag.AlignBottom)
        right_layout.addWidget(self.placeholder, 1)
        right_layout.addLayout(composer)

        splitter = QSplitter()
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([260, 840])
        self.setCentralWidget(splitter)
        self.statusBar().showMessage(self.tr("Desktop Agent {version}").format(version=__version__))
