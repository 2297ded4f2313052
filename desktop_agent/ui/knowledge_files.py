"""The Knowledge page's parts: a base's row in the list (its name, where its indexing is, a thin progress bar)
and the files of the selected base as a table model (each with its status and, when it failed or was
skipped, why). Their strings are the page's (translated in the "KnowledgeDialog" context)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QColor, QIcon, QPalette
from PySide6.QtWidgets import QLabel, QProgressBar, QVBoxLayout, QWidget

from desktop_agent.core.knowledge import FileStatus, Indexing, IndexingState
from desktop_agent.ui import icons
from desktop_agent.ui.presenters.knowledge import FileRow

CONTEXT = "KnowledgeDialog"
LIGHT_COLORS = {FileStatus.INDEXED: "#1e7d32", FileStatus.FAILED: "#b3261e", FileStatus.PENDING: "#8a5a00"}
DARK_COLORS = {FileStatus.INDEXED: "#6fcf7c", FileStatus.FAILED: "#f87171", FileStatus.PENDING: "#e0b25c"}
STATUS_ICONS = {
    FileStatus.INDEXED: "circle-check",
    FileStatus.PENDING: "clock",
    FileStatus.FAILED: "circle-x",
    FileStatus.SKIPPED: "ban",
}
Index = QModelIndex | QPersistentModelIndex


def number(value: int) -> str:
    """A count as the person's locale writes it (1,234 · 1.234 · 1 234)."""
    return QLocale().toString(value)


def status_words(status: FileStatus) -> str:
    return {
        FileStatus.INDEXED: QCoreApplication.translate("KnowledgeDialog", "Indexed"),
        FileStatus.PENDING: QCoreApplication.translate("KnowledgeDialog", "Pending"),
        FileStatus.FAILED: QCoreApplication.translate("KnowledgeDialog", "Failed"),
        FileStatus.SKIPPED: QCoreApplication.translate("KnowledgeDialog", "Skipped"),
    }[status]


_ERROR_TYPE = re.compile(r"^[A-Za-z_][A-Za-z0-9_.]*(Error|Exception): ")


def _plain(detail: str) -> str:
    """A library's message without the name of its exception's type."""
    return _ERROR_TYPE.sub("", detail)


_REASONS: list[tuple[re.Pattern[str], Callable[[re.Match[str]], str]]] = [
    # the indexer's reasons (`knowledge/walk.py`, `parsing.py`, `indexer.py`) in the person's language
    (
        re.compile(r"A secrets file: never indexed"),
        lambda m: QCoreApplication.translate("KnowledgeDialog", "A secrets file: never indexed"),
    ),
    (
        re.compile(r"(\.\S+) is not a kind that is indexed"),
        lambda m: QCoreApplication.translate("KnowledgeDialog", "{kind} files are not indexed").format(
            kind=m[1]
        ),
    ),
    (
        re.compile(r"Files without a suffix is not a kind that is indexed"),
        lambda m: QCoreApplication.translate("KnowledgeDialog", "Files without a suffix are not indexed"),
    ),
    (
        re.compile(r"Larger than (\d+) MB, the most a (\w+) file may be"),
        lambda m: QCoreApplication.translate(
            "KnowledgeDialog", "Larger than {size} MB, the most a {kind} file may be"
        ).format(size=m[1], kind=m[2]),
    ),
    (
        re.compile(r"Not a readable PDF \((.*)\)", re.DOTALL),
        lambda m: QCoreApplication.translate("KnowledgeDialog", "Not a readable PDF ({detail})").format(
            detail=_plain(m[1])
        ),
    ),
    (
        re.compile(r"The PDF is encrypted"),
        lambda m: QCoreApplication.translate("KnowledgeDialog", "The PDF is encrypted"),
    ),
    (
        re.compile(r"Binary content \(a NUL byte\), not text"),
        lambda m: QCoreApplication.translate("KnowledgeDialog", "Binary content (a NUL byte), not text"),
    ),
    (
        re.compile(r"Not a readable DOCX \((.*)\)", re.DOTALL),
        lambda m: QCoreApplication.translate("KnowledgeDialog", "Not a readable DOCX ({detail})").format(
            detail=_plain(m[1])
        ),
    ),
    (
        re.compile(r"Its text is larger than (\d+) MB once unzipped"),
        lambda m: QCoreApplication.translate(
            "KnowledgeDialog", "Its text is larger than {size} MB once unzipped"
        ).format(size=m[1]),
    ),
    (
        re.compile(r"Its parser crashed the indexing process \(exit code (\S+)\)"),
        lambda m: QCoreApplication.translate(
            "KnowledgeDialog", "Reading it crashed the indexing process (exit code {code})"
        ).format(code=m[1]),
    ),
    (
        re.compile(r"Reading it made no progress for (\d+) s: stopped"),
        lambda m: QCoreApplication.translate(
            "KnowledgeDialog", "Reading it made no progress for {seconds} s, so it was stopped"
        ).format(seconds=m[1]),
    ),
]


def reason_in_language(reason: str) -> str:
    """A failed or skipped file's reason translated when it is one the indexer is known to give (any other
    is shown as it was given)."""
    for pattern, say in _REASONS:
        found = pattern.fullmatch(reason)
        if found is not None:
            return say(found)
    return reason


def _dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Base).lightness() < 128


def quiet_color(palette: QPalette) -> QColor:
    """Secondary text that still reads (past 4.5:1 on the window's and the lists' backgrounds)."""
    return QColor("#a3a8b0" if _dark(palette) else "#595e66")


def make_quiet(label: QLabel) -> None:
    palette = label.palette()
    palette.setColor(QPalette.ColorRole.WindowText, quiet_color(palette))
    label.setPalette(palette)


def status_color(status: FileStatus, palette: QPalette) -> QColor:
    colors = DARK_COLORS if _dark(palette) else LIGHT_COLORS
    return QColor(colors[status]) if status in colors else quiet_color(palette)


def indexing_words(state: Indexing) -> str:
    """Where a base's indexing is, in a few words."""
    if state.state is IndexingState.STARTING:
        return QCoreApplication.translate("KnowledgeDialog", "Starting…")
    if state.state is IndexingState.INDEXING:
        return QCoreApplication.translate("KnowledgeDialog", "Indexing {done} of {total}").format(
            done=number(state.done), total=number(state.total)
        )
    if state.state is IndexingState.PAUSED:
        return QCoreApplication.translate("KnowledgeDialog", "Paused at {done} of {total}").format(
            done=number(state.done), total=number(state.total)
        )
    if state.state is IndexingState.FAILED:
        return QCoreApplication.translate("KnowledgeDialog", "Indexing stopped")
    if state.report is not None:
        return QCoreApplication.translate("KnowledgeDialog", "Up to date")
    return ""


class BaseRow(QWidget):
    """A base in the list: its name, its indexing in words under it, and a thin progress bar while it
    indexes (its place kept, so the row's height never changes)."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self.name = name
        self.title = QLabel(name)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.state = QLabel()
        self.progress = QProgressBar()
        self.progress.setTextVisible(False)
        self.progress.setFixedHeight(4)
        self.progress.setAccessibleName(
            QCoreApplication.translate("KnowledgeDialog", "Indexing progress of {name}").format(name=name)
        )
        policy = self.progress.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.progress.setSizePolicy(policy)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.setSpacing(2)
        layout.addWidget(self.title)
        layout.addWidget(self.state)
        layout.addWidget(self.progress)
        self.progress.hide()
        self.set_selected(False)

    def set_selected(self, selected: bool) -> None:
        """Its text in the selection's colours when selected, the state quieter otherwise."""
        role = QPalette.ColorRole
        self.title.setForegroundRole(role.HighlightedText if selected else role.Text)
        palette = self.state.palette()
        shown = palette.color(role.HighlightedText) if selected else quiet_color(palette)
        palette.setColor(role.WindowText, shown)
        self.state.setPalette(palette)

    def show_indexing(self, state: Indexing) -> None:
        self.state.setText(indexing_words(state))
        busy = state.running or state.state is IndexingState.PAUSED
        self.progress.setVisible(busy)
        if state.state is IndexingState.STARTING:
            self.progress.setRange(0, 0)  # busy: how many files is not known yet
        else:
            self.progress.setRange(0, max(state.total, 1))
            self.progress.setValue(state.done)


class FilesModel(QAbstractTableModel):
    """The selected base's files: path (from its source), status (icon, colour, words), why. It filters
    (one status) and sorts (a header clicked) itself, in Python over its rows: a view over tens of thousands
    of files asks `data` only for the rows it paints, never for every row."""

    COLUMNS = 3

    def __init__(self) -> None:
        super().__init__()
        self.all_rows: tuple[FileRow, ...] = ()
        self.rows: tuple[FileRow, ...] = ()
        """Those shown: filtered and sorted."""
        self.only: FileStatus | None = None
        self._order: tuple[int, bool] = (0, False)
        """(column, descending)."""
        self._icons: dict[tuple[FileStatus, str], QIcon] = {}
        self.palette = QPalette()

    def set_rows(self, rows: Sequence[FileRow]) -> None:
        """The files: changed in place when the same files are shown (the view keeps its scroll and
        selection), reset otherwise."""
        self.all_rows = tuple(rows)
        new = self._shown()
        same = len(new) == len(self.rows)
        if same and all(a.full_path == b.full_path for a, b in zip(new, self.rows, strict=True)):
            changed = [i for i, (a, b) in enumerate(zip(self.rows, new, strict=True)) if a != b]
            self.rows = new
            if changed:
                top, bottom = self.index(min(changed), 0), self.index(max(changed), self.COLUMNS - 1)
                self.dataChanged.emit(top, bottom)
            return
        self.beginResetModel()
        self.rows = new
        self.endResetModel()

    def show_only(self, status: FileStatus | None) -> None:
        self.only = status
        self.set_rows(self.all_rows)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self._order = (column, order == Qt.SortOrder.DescendingOrder)
        self.layoutAboutToBeChanged.emit()
        self.rows = self._shown()
        self.layoutChanged.emit()

    def _shown(self) -> tuple[FileRow, ...]:
        rows = [r for r in self.all_rows if self.only is None or r.status == self.only]
        column, descending = self._order
        if column == 1:
            rows.sort(key=lambda r: (r.status.value, r.path.casefold()), reverse=descending)
        elif column == 2:
            rows.sort(key=lambda r: (r.reason.casefold(), -r.chunks, r.path.casefold()), reverse=descending)
        else:
            rows.sort(key=lambda r: r.path.casefold(), reverse=descending)
        return tuple(rows)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else self.COLUMNS

    def headerData(  # noqa: N802 - Qt's name
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return (
                QCoreApplication.translate("KnowledgeDialog", "File"),
                QCoreApplication.translate("KnowledgeDialog", "Status"),
                QCoreApplication.translate("KnowledgeDialog", "Details"),
            )[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self.rows):
            return None
        row, column = self.rows[index.row()], index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return (row.path, status_words(row.status), self._details(row))[column]
        if role == Qt.ItemDataRole.ToolTipRole:
            return row.full_path if column == 0 else self._details(row) or None
        if role == Qt.ItemDataRole.DecorationRole and column == 1:
            return self._icon(row.status)
        if role == Qt.ItemDataRole.ForegroundRole and column == 1:
            return status_color(row.status, self.palette)
        return None

    @staticmethod
    def _details(row: FileRow) -> str:
        if row.status is FileStatus.INDEXED:
            words = QCoreApplication.translate("KnowledgeDialog", "Passages: {count}")
            return words.format(count=number(row.chunks)) if row.chunks else ""
        return reason_in_language(row.reason)

    def _icon(self, status: FileStatus) -> QIcon:
        color = status_color(status, self.palette)
        key = (status, color.name())
        if key not in self._icons:
            self._icons[key] = icons.icon(STATUS_ICONS[status], color, 14)
        return self._icons[key]
