"""File › Knowledge bases…: the bases on the left (create, delete after asking); on the right the selected
one's sources (add a folder or files, remove), its indexing (a progress bar, the file being read, Re-index,
Pause / Resume), whether its best passages go before a turn's first step (automatic retrieval), and every
file with its status and, when it failed or was skipped, why.

What it shows and does is the presenter's (`presenters/knowledge.py`); indexing runs in the core's child
process and its progress comes coalesced, so the window stays responsive while a base indexes. An error of
the core shows in words under the lists."""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QCloseEvent, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from desktop_agent.core.knowledge import FileStatus, Indexing, IndexingState, KnowledgeService
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.ui import icons
from desktop_agent.ui.error_words import error_text
from desktop_agent.ui.knowledge_files import (
    BaseRow,
    FilesModel,
    indexing_words,
    make_quiet,
    number,
    status_words,
)
from desktop_agent.ui.presenters.knowledge import BaseDetail, KnowledgePresenter, shown_path
from desktop_agent.ui.presenters.not_ready import NotReady
from desktop_agent.ui.single_dialog import raised, ready
from desktop_agent.ui.tasks import TaskGroup
from desktop_agent.ui.theme import token

if TYPE_CHECKING:
    from desktop_agent.ui.controller import ChatController

log = logging.getLogger(__name__)

NAME_ROLE = Qt.ItemDataRole.UserRole
FILTERS = (None, FileStatus.FAILED, FileStatus.SKIPPED, FileStatus.PENDING, FileStatus.INDEXED)
"""What the files list may show: all, or one status."""


def _error_style(palette: QPalette) -> str:
    """A tinted banner: dark red on pale red, or light red on dark red (both past 4.5:1)."""
    text, back = token(palette, "error_text"), token(palette, "error_banner")
    return f"color: {text}; background: {back}; border-radius: 6px; padding: 6px 10px;"


class KnowledgeDialog(QDialog):
    """The Knowledge page (non-modal): the window stays usable while it is open."""

    def __init__(self, service: KnowledgeService, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Knowledge bases"))
        self.setMinimumSize(720, 480)
        self.resize(940, 640)
        self.tasks = TaskGroup("knowledge page", shown=self._shown)
        self._rows: dict[str, BaseRow] = {}
        self._detail: BaseDetail | None = None
        self._reading_text = ""

        self.bases = QListWidget()
        self.bases.setAccessibleName(self.tr("Knowledge bases"))
        self.bases.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.new_name = QLineEdit()
        self.new_name.setPlaceholderText(self.tr("Name of a new base"))
        self.new_name.setAccessibleName(self.tr("Name of a new base"))
        self.create_button = QPushButton(self.tr("&Create"))
        self.create_button.setEnabled(False)
        self.delete_button = QPushButton(icons.icon("trash-2"), self.tr("&Delete…"))
        self.delete_button.setAccessibleName(self.tr("Delete the knowledge base"))

        self.title = QLabel()
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title.setFont(font)
        self.counts = QLabel()
        make_quiet(self.counts)
        self.sources = QListWidget()
        self.sources.setAccessibleName(self.tr("Sources"))
        self.sources.setMaximumHeight(96)
        self.add_folder_button = QPushButton(icons.icon("folder-open"), self.tr("Add &folder…"))
        self.add_files_button = QPushButton(icons.icon("file-plus"), self.tr("Add fi&les…"))
        self.remove_button = QPushButton(self.tr("&Remove"))
        self.remove_button.setAccessibleName(self.tr("Remove the source"))
        self.progress = QProgressBar()
        self.progress.setAccessibleName(self.tr("Indexing progress"))
        self.progress.setTextVisible(True)
        self.reading = QLabel()
        make_quiet(self.reading)
        self.reading.setTextFormat(Qt.TextFormat.PlainText)
        self.reindex_button = QPushButton(icons.icon("refresh-cw"), self.tr("Re-&index"))
        self.pause_button = QPushButton(icons.icon("pause"), self.tr("&Pause"))
        self.auto_retrieval = QCheckBox(
            self.tr("Add the best passages before the first step (automatic retrieval)")
        )
        self.auto_retrieval.setToolTip(
            self.tr(
                "Before the model answers, the passages of this base that best match the message are "
                "added to it. Without this, the model searches the base when it decides to."
            )
        )
        self.show_only = QComboBox()
        self.show_only.setAccessibleName(self.tr("Show files"))
        self.show_only.addItems([self.tr("All files"), *(status_words(s) for s in FILTERS if s)])
        self.files_model = FilesModel()
        self.files_model.palette = self.palette()
        self.files = QTableView()
        self.files.setAccessibleName(self.tr("Files"))
        self.files.setModel(self.files_model)
        self._set_up_files_table()
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setTextFormat(Qt.TextFormat.PlainText)
        self.error.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.error.setAccessibleName(self.tr("Knowledge message"))
        self.error.hide()
        self.empty = QLabel(
            self.tr(
                "A knowledge base is a set of folders and files the model can search: Markdown, text, "
                "code, PDF, HTML and Word documents. Name one on the left and press Create, then add "
                "folders or files to it."
            )
        )
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        make_quiet(self.empty)
        texts = (self.tr("&Pause"), self.tr("Res&ume"))
        widest = max(self.fontMetrics().horizontalAdvance(t.replace("&", "")) for t in texts)
        self.pause_button.setMinimumWidth(widest + 48)  # Pause and Resume take one place: nothing moves
        self._lay_out()
        self._connect()
        self.presenter = KnowledgePresenter(service, self, self.tasks.spawn)

    def _set_up_files_table(self) -> None:
        table = self.files
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setShowGrid(False)
        table.setWordWrap(False)
        table.setTextElideMode(Qt.TextElideMode.ElideMiddle)  # a path's file name stays in sight
        table.setItemDelegateForColumn(2, _EndElided(table))  # a reason is read from its start
        table.verticalHeader().hide()
        table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 10)
        header = table.horizontalHeader()
        header.setHighlightSections(False)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Fixed)  # never measured row by row
        words = (status_words(s) for s in FileStatus)
        table.setColumnWidth(1, max(table.fontMetrics().horizontalAdvance(w) for w in words) + 40)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        table.setColumnWidth(0, 260)
        table.setSortingEnabled(True)  # a header clicked sorts by it: the failed files together, say
        table.sortByColumn(0, Qt.SortOrder.AscendingOrder)

    def _lay_out(self) -> None:
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 8, 0)
        left_layout.addWidget(_heading(self.tr("Knowledge bases")))
        left_layout.addWidget(self.bases, 1)
        left_layout.addWidget(self.new_name)
        base_buttons = QHBoxLayout()
        base_buttons.addWidget(self.create_button)
        base_buttons.addStretch(1)
        base_buttons.addWidget(self.delete_button)
        left_layout.addLayout(base_buttons)

        detail = QWidget()
        right = QVBoxLayout(detail)
        right.setContentsMargins(8, 0, 0, 0)
        right.setSpacing(8)
        top = QHBoxLayout()
        top.addWidget(self.title)
        top.addStretch(1)
        top.addWidget(self.counts)
        right.addLayout(top)
        right.addWidget(_heading(self.tr("Sources")))
        sources_row = QHBoxLayout()
        sources_row.addWidget(self.sources, 1)
        source_buttons = QVBoxLayout()
        for button in (self.add_folder_button, self.add_files_button, self.remove_button):
            source_buttons.addWidget(button)
        source_buttons.addStretch(1)
        sources_row.addLayout(source_buttons)
        right.addLayout(sources_row)
        progress_row = QHBoxLayout()
        progress_row.addWidget(self.progress, 1)
        progress_row.addWidget(self.reindex_button)
        progress_row.addWidget(self.pause_button)
        right.addLayout(progress_row)
        right.addWidget(self.reading)
        right.addWidget(self.auto_retrieval)
        files_row = QHBoxLayout()
        files_row.addWidget(_heading(self.tr("Files")))
        files_row.addStretch(1)
        files_row.addWidget(self.show_only)
        right.addLayout(files_row)
        right.addWidget(self.files, 1)

        self.pages = QStackedWidget()
        self.pages.addWidget(self.empty)
        self.pages.addWidget(detail)
        split = QSplitter()
        split.addWidget(left)
        split.addWidget(self.pages)
        split.setStretchFactor(1, 1)
        split.setSizes([240, 700])
        split.setChildrenCollapsible(False)
        close = QPushButton(self.tr("Close"))
        close.setAutoDefault(False)
        close.clicked.connect(self.close)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 16, 16, 12)
        layout.addWidget(split, 1)
        layout.addWidget(self.error)
        layout.addWidget(close, 0, Qt.AlignmentFlag.AlignRight)

    def _connect(self) -> None:
        self.new_name.textChanged.connect(lambda text: self.create_button.setEnabled(bool(text.strip())))
        self.new_name.returnPressed.connect(self.create_base)
        self.create_button.clicked.connect(self.create_base)
        self.delete_button.clicked.connect(self.delete_base)
        self.bases.currentItemChanged.connect(lambda item, old: self._picked(item, old))
        self.add_folder_button.clicked.connect(self.add_folder)
        self.add_files_button.clicked.connect(self.add_files)
        self.remove_button.clicked.connect(self.remove_source)
        self.sources.currentRowChanged.connect(lambda row: self.remove_button.setEnabled(row >= 0))
        self.reindex_button.clicked.connect(lambda: self.presenter.reindex())
        self.pause_button.clicked.connect(self.pause_or_resume)
        self.auto_retrieval.toggled.connect(
            lambda on: self.tasks.spawn(self.presenter.set_auto_retrieval(on))
        )
        self.show_only.currentIndexChanged.connect(self._filter)

    # ---- KnowledgeView ----

    def show_bases(self, names: Sequence[str], selected: str | None) -> None:
        self.bases.blockSignals(True)
        self.bases.clear()
        self._rows = {}
        for name in names:
            item = QListWidgetItem()
            item.setData(NAME_ROLE, name)
            item.setText("")
            item.setToolTip(name)
            row = self._rows[name] = BaseRow(name)
            item.setSizeHint(row.sizeHint())
            self.bases.addItem(item)
            self.bases.setItemWidget(item, row)
            if name == selected:
                self.bases.setCurrentItem(item)
                row.set_selected(True)
        self.bases.blockSignals(False)
        self.delete_button.setEnabled(selected is not None)

    def show_base(self, detail: BaseDetail | None) -> None:
        self._detail = detail
        self.pages.setCurrentIndex(0 if detail is None else 1)
        if detail is None:
            return
        self.title.setText(detail.name)
        self.counts.setText(self._counts(detail))
        if self.source_paths() != list(detail.sources):
            self.sources.clear()
            for source in detail.sources:
                item = QListWidgetItem(icons.icon(_source_icon(source)), _home_short(source))
                item.setData(NAME_ROLE, source)
                item.setToolTip(source)
                self.sources.addItem(item)
        self.remove_button.setEnabled(self.sources.currentRow() >= 0)
        self.auto_retrieval.blockSignals(True)
        self.auto_retrieval.setChecked(detail.auto_retrieval)
        self.auto_retrieval.blockSignals(False)
        self.files_model.set_rows(detail.files)
        self._show_progress(self.presenter.indexing(detail.name))

    def show_indexing(self, state: Indexing) -> None:
        row = self._rows.get(state.base)
        if row is not None:
            row.show_indexing(state)
        if self._detail is not None and state.base == self._detail.name:
            self._show_progress(state)

    def show_error(self, error: UserFacingError | None) -> None:
        if error is None:
            self.error.hide()
            return
        self.error.setText(error_text(error))
        self.error.setStyleSheet(_error_style(self.palette()))
        self.error.show()

    # ---- showing ----

    def _counts(self, detail: BaseDetail) -> str:
        parts = [
            self.tr("{count} indexed").format(count=number(detail.count(FileStatus.INDEXED))),
            self.tr("{count} pending").format(count=number(detail.count(FileStatus.PENDING))),
            self.tr("{count} failed").format(count=number(detail.count(FileStatus.FAILED))),
            self.tr("{count} skipped").format(count=number(detail.count(FileStatus.SKIPPED))),
        ]
        return " · ".join(parts)

    def source_paths(self) -> list[str]:
        """The sources listed, as the base holds them."""
        return [str(self.sources.item(i).data(NAME_ROLE)) for i in range(self.sources.count())]

    def _show_progress(self, state: Indexing) -> None:
        running = state.running
        self.reindex_button.setEnabled(self._detail is not None and bool(self._detail.sources))
        self.pause_button.setEnabled(running or state.state is IndexingState.PAUSED)
        paused = state.state is IndexingState.PAUSED
        self.pause_button.setText(self.tr("Res&ume") if paused else self.tr("&Pause"))
        self.pause_button.setIcon(icons.icon("play" if paused else "pause"))
        total = state.total or (len(self._detail.files) if self._detail else 0)
        if state.state is IndexingState.STARTING:
            self.progress.setRange(0, 0)
        else:
            self.progress.setRange(0, max(total, 1))
            self.progress.setValue(state.done if state.total else total)
        files = self.tr("{done} of {total} files")
        self.progress.setFormat(files.format(done=number(self.progress.value()), total=number(total)))
        sources = self._detail.sources if self._detail is not None else ()
        if state.state is IndexingState.IDLE and self._detail is not None and not self._detail.files:
            self._reading_text = self.tr("Not indexed yet: press Re-index.") if self._detail.sources else ""
        elif state.state is not IndexingState.INDEXING or not state.current:
            self._reading_text = indexing_words(state)
        elif Path(state.current).is_absolute():
            self._reading_text = self.tr("Reading {path}").format(path=shown_path(state.current, sources))
        else:  # what the indexer says it does (moving the base to another embedding model)
            self._reading_text = state.current
        self._elide_reading()

    def _elide_reading(self) -> None:
        text = self._reading_text
        width = max(self.reading.width() - 4, 80)
        self.reading.setText(self.reading.fontMetrics().elidedText(text, Qt.TextElideMode.ElideMiddle, width))
        self.reading.setToolTip(text)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._elide_reading()

    def _filter(self, index: int) -> None:
        self.files_model.show_only(FILTERS[index] if 0 <= index < len(FILTERS) else None)

    def _shown(self, error: BaseException) -> bool:
        if isinstance(error, UserFacingError):
            self.show_error(error)
            return True
        return False

    # ---- what the person does ----

    def _picked(self, item: QListWidgetItem | None, old: QListWidgetItem | None = None) -> None:
        for each, selected in ((old, False), (item, True)):
            row = self.bases.itemWidget(each) if each is not None else None
            if isinstance(row, BaseRow):
                row.set_selected(selected)
        name = None if item is None else str(item.data(NAME_ROLE))
        self.delete_button.setEnabled(name is not None)
        self.show_error(None)
        self.tasks.spawn(self.presenter.show(name))

    def create_base(self) -> None:
        name = self.new_name.text().strip()
        if name:
            self.tasks.spawn(self._create(name))

    async def _create(self, name: str) -> None:
        if await self.presenter.create(name):
            self.new_name.clear()

    def delete_base(self) -> None:
        name = self.presenter.selected
        if name is not None and self.confirm_delete(name):
            self.tasks.spawn(self.presenter.delete(name))

    def add_folder(self) -> None:
        folder = self.choose_folder()
        if folder is not None:
            self.tasks.spawn(self.presenter.add([folder]))

    def add_files(self) -> None:
        files = self.choose_files()
        if files:
            self.tasks.spawn(self.presenter.add(files))

    def remove_source(self) -> None:
        item = self.sources.currentItem()
        if item is not None:
            self.tasks.spawn(self.presenter.remove(str(item.data(NAME_ROLE))))

    def pause_or_resume(self) -> None:
        if self.presenter.selected is None:
            return
        if self.presenter.indexing(self.presenter.selected).state is IndexingState.PAUSED:
            self.presenter.resume()
        else:
            self.presenter.pause()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        """The page closes; the bases go on indexing (their progress shows when it opens again)."""
        self.presenter.close()
        self.tasks.cancel_all()
        super().closeEvent(event)

    # ---- asking (small, so tests can answer instead) ----

    def confirm_delete(self, name: str) -> bool:
        answer = QMessageBox.question(
            self,
            self.tr("Delete knowledge base"),
            self.tr(
                "Delete the knowledge base {name}? Its index is removed; your folders and files stay as "
                "they are."
            ).format(name=name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        return answer == QMessageBox.StandardButton.Yes

    def choose_folder(self) -> Path | None:
        chosen = QFileDialog.getExistingDirectory(self, self.tr("Add a folder"), str(Path.home()))
        return Path(chosen) if chosen else None

    def choose_files(self) -> list[Path]:
        chosen, _ = QFileDialog.getOpenFileNames(self, self.tr("Add files"), str(Path.home()))
        return [Path(c) for c in chosen]


class _EndElided(QStyledItemDelegate):
    def initStyleOption(  # noqa: N802 - Qt's name
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        option.textElideMode = Qt.TextElideMode.ElideRight


def _heading(text: str) -> QLabel:
    label = QLabel(text)
    font = label.font()
    font.setBold(True)
    label.setFont(font)
    return label


def _home_short(path: str) -> str:
    """A path in the person's home folder as `~/…`."""
    home = str(Path.home())
    return "~" + path[len(home) :] if path.startswith(home + "/") or path.startswith(home + "\\") else path


def _source_icon(source: str) -> str:
    return "folder" if Path(source).is_dir() else "file-text"


def open_knowledge(
    parent: QWidget,
    controller: ChatController | NotReady,
    show_error: Callable[[UserFacingError], None],
) -> KnowledgeDialog | None:
    """File › Knowledge bases…: the page over `parent` (the one open already, brought to the front)."""
    live = ready(controller, show_error)
    if live is None:
        return None
    if (open_already := raised(parent, KnowledgeDialog)) is not None:
        return open_already
    dialog = KnowledgeDialog(live.core.knowledge, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    dialog.tasks.spawn(dialog.presenter.load())
    return dialog
