"""The dialog an unexpected error shows: calm words, the details (API keys removed) to copy, and Close.

Loaded by `ui.crash` on the first error, never at start-up.
"""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop_agent.ui.crash import CrashReport

MAX_DETAILS = 5
"""Different errors whose details the dialog keeps (the log has all of them)."""


class CrashDialog(QDialog):
    """One open at a time (`ui.crash` sees to that); more errors while it is open are counted in it."""

    def __init__(self, report: CrashReport, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Desktop Agent"))
        self._reports: list[CrashReport] = [report]
        self._errors = 1
        self._open = True
        self.finished.connect(self._closed)

        self.message = QLabel(
            self.tr(
                "Something went wrong. Your conversations are saved.\n\n"
                "You can keep working. If this keeps happening, restart Desktop Agent. "
                "The details below help to find the cause; API keys are left out of them."
            )
        )
        self.message.setWordWrap(True)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.details = QPlainTextEdit()
        self.details.setReadOnly(True)
        self.details.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.details.setVisible(False)

        buttons = QDialogButtonBox()
        self.details_button = QPushButton(self.tr("Show details"))
        self.details_button.setCheckable(True)
        self.details_button.toggled.connect(self._show_details)
        self.copy_button = QPushButton(self.tr("Copy details"))
        self.copy_button.clicked.connect(self.copy_details)
        buttons.addButton(self.details_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.close_button = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.message)
        layout.addWidget(self.summary)
        layout.addWidget(self.details, 1)
        layout.addWidget(buttons)
        self._refresh()

    def is_open(self) -> bool:
        return self._open

    def add(self, report: CrashReport) -> None:
        self._errors += 1
        known = next((r for r in self._reports if r.key == report.key), None)
        if known is not None:
            known.count = report.count
        elif len(self._reports) < MAX_DETAILS:
            self._reports.append(report)
        self._refresh()

    def details_text(self) -> str:
        parts = []
        for report in self._reports:
            times = f" (happened {report.count} times)" if report.count > 1 else ""
            parts.append(f"{report.summary}{times}\n{report.details.rstrip()}")
        return "\n\n".join(parts) + "\n"

    def copy_details(self) -> None:
        clipboard = QGuiApplication.clipboard()
        clipboard.setText(self.details_text())
        self.copy_button.setText(self.tr("Copied"))

    def _refresh(self) -> None:
        first = self._reports[0].summary
        if self._errors == 1:
            self.summary.setText(first)
        else:
            since = self.tr("(%n errors so far)", "", self._errors)
            self.summary.setText(f"{first}\n{since}")
        self.details.setPlainText(self.details_text())

    def _show_details(self, shown: bool) -> None:
        self.details.setVisible(shown)
        self.details_button.setText(self.tr("Hide details") if shown else self.tr("Show details"))
        self.adjustSize()

    def _closed(self) -> None:
        self._open = False


def open_crash_dialog(report: CrashReport) -> CrashDialog:
    """Shown over the window the person is using (not modal: the app goes on), deleted once closed."""
    from PySide6.QtCore import Qt

    parent = QApplication.activeWindow()
    if parent is None:
        parent = next((w for w in QApplication.topLevelWidgets() if w.isVisible() and w.isWindow()), None)
    dialog = CrashDialog(report, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    dialog.raise_()
    return dialog
