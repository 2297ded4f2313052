"""The session list: a model over the history's sessions (pinned on top, then newest first) and the panel that
shows it, with the bar that offers to undo a deletion for a few seconds.

Made for long histories: rows are kept in a list with an id -> row index, the view lays out rows of one height
(unless search snippets make them differ) in batches between events, and only the visible rows are ever
asked for their text.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractListModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QTimer,
    Signal,
)
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListView,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop_agent.ui.presenters.search_marks import Span, marked_snippet, marked_words
from desktop_agent.ui.presenters.session_groups import (
    added_runs,
    group_label,
    grouped_rows,
    is_project,
    relative_time,
    row_key,
)

if TYPE_CHECKING:
    from PySide6.QtCore import QEvent, QObject, QPoint, Qt
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QMenu

    from desktop_agent.domain.projects import Project
    from desktop_agent.domain.sessions import SessionInfo
    from desktop_agent.ui.presenters.session_groups import Row

# Qt.ItemDataRole values as the ints views pass: naming Qt's namespace sets up its Python type (every enum of
# Qt::, ~14 ms), which the window's first paint would wait for. The badge tests ask with Qt's own roles.
DISPLAY_ROLE, DECORATION_ROLE, TOOL_TIP_ROLE, ACCESSIBLE_DESCRIPTION_ROLE, USER_ROLE = 0, 1, 3, 12, 256

SessionIdRole = USER_ROLE + 1
BusyRole = USER_ROLE + 2
"""True while a turn of the session runs."""
WaitingRole = USER_ROLE + 3
"""True while a turn of the session waits for the person's approval."""
GroupRole = USER_ROLE + 4
"""The heading above the row when it is the first of its group ("Today", "Pinned"...), else ""."""
TimeRole = USER_ROLE + 5
"""When the session was last used, short ("3 min", "Mon", "12 Mar")."""
PinnedRole = USER_ROLE + 6
ProjectRole = USER_ROLE + 7
"""On a project's header row: the project's id (None on a session's row)."""
CountRole = USER_ROLE + 8
"""On a project's header row: how many of its sessions the list holds."""
CollapsedRole = USER_ROLE + 9
"""On a project's header row: whether its group is folded."""
InProjectRole = USER_ROLE + 10
"""On a session's row: whether it is listed in its project's group (drawn indented)."""
SnippetRole = USER_ROLE + 11
"""On a search result: where it matched, a line of the conversation ("" when its title matched)."""
SnippetMarksRole = USER_ROLE + 12
"""On a search result: the (start, length) spans of the snippet that matched, to highlight."""
TitleMarksRole = USER_ROLE + 13
"""On a search result: the (start, length) spans of the title that matched, to highlight."""

FIRST_PAGE = 200
"""Sessions read and shown first when the list opens; the rest follow without holding it up."""
ALL_SESSIONS = 1_000_000
LAYOUT_BATCH = 500
"""Rows the list lays out per event-loop pass."""
UNDO_DELETE_MS = 8000
"""How long a deleted session can be brought back before it is deleted from the history."""


def _tr(text: str) -> str:
    return QCoreApplication.translate("SessionList", text)


_LABELS = (  # the headings and times of `presenters.session_groups`, for the translation template
    QT_TRANSLATE_NOOP("SessionList", "Pinned"), QT_TRANSLATE_NOOP("SessionList", "Today"),
    QT_TRANSLATE_NOOP("SessionList", "Yesterday"), QT_TRANSLATE_NOOP("SessionList", "Previous 7 days"),
    QT_TRANSLATE_NOOP("SessionList", "Previous 30 days"), QT_TRANSLATE_NOOP("SessionList", "now"),
    QT_TRANSLATE_NOOP("SessionList", "{n} min"), QT_TRANSLATE_NOOP("SessionList", "{n} h"),
    QT_TRANSLATE_NOOP("SessionList", "January"), QT_TRANSLATE_NOOP("SessionList", "February"),
    QT_TRANSLATE_NOOP("SessionList", "March"), QT_TRANSLATE_NOOP("SessionList", "April"),
    QT_TRANSLATE_NOOP("SessionList", "May"), QT_TRANSLATE_NOOP("SessionList", "June"),
    QT_TRANSLATE_NOOP("SessionList", "July"), QT_TRANSLATE_NOOP("SessionList", "August"),
    QT_TRANSLATE_NOOP("SessionList", "September"), QT_TRANSLATE_NOOP("SessionList", "October"),
    QT_TRANSLATE_NOOP("SessionList", "November"), QT_TRANSLATE_NOOP("SessionList", "December"),
    QT_TRANSLATE_NOOP("SessionList", "Mon"), QT_TRANSLATE_NOOP("SessionList", "Tue"),
    QT_TRANSLATE_NOOP("SessionList", "Wed"), QT_TRANSLATE_NOOP("SessionList", "Thu"),
    QT_TRANSLATE_NOOP("SessionList", "Fri"), QT_TRANSLATE_NOOP("SessionList", "Sat"),
    QT_TRANSLATE_NOOP("SessionList", "Sun"),
    QT_TRANSLATE_NOOP("SessionList", "Jan"), QT_TRANSLATE_NOOP("SessionList", "Feb"),
    QT_TRANSLATE_NOOP("SessionList", "Mar"), QT_TRANSLATE_NOOP("SessionList", "Apr"),
    QT_TRANSLATE_NOOP("SessionList", "Jun"), QT_TRANSLATE_NOOP("SessionList", "Jul"),
    QT_TRANSLATE_NOOP("SessionList", "Aug"), QT_TRANSLATE_NOOP("SessionList", "Sep"),
    QT_TRANSLATE_NOOP("SessionList", "Oct"), QT_TRANSLATE_NOOP("SessionList", "Nov"),
    QT_TRANSLATE_NOOP("SessionList", "Dec"),
    QT_TRANSLATE_NOOP("SessionList", "{day} {month}"),
    QT_TRANSLATE_NOOP("SessionList", "{day} {month} {year}"),
    QT_TRANSLATE_NOOP("SessionList", "{month} {year}"),
    QT_TRANSLATE_NOOP("SessionList", "Projects"), QT_TRANSLATE_NOOP("SessionList", "Project: {name}"),
    QT_TRANSLATE_NOOP("SessionList", "Project {name}"),
    QT_TRANSLATE_NOOP("SessionList", "Project, {n} sessions, folded"),
    QT_TRANSLATE_NOOP("SessionList", "Project, {n} sessions"),
)  # fmt: skip


class SessionListModel(QAbstractListModel):
    """The rows of the list: each project's header with its sessions under it (unless folded), then the
    sessions outside any project under their date headings; search results in relevance order, without
    groups. Running and waiting badges, and rows hidden while their deletion can still be undone, are kept by
    session id: they survive `set_sessions` (a refresh from the history)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._all: list[SessionInfo] = []
        """Every session of the last `set_sessions`, hidden ones too (to put an undone deletion back)."""
        self._projects: list[Project] = []
        self._collapsed: set[str] = set()
        self._rows: list[Row] = []
        self._row_of: dict[str, int] = {}
        self._header_of: dict[str, int] = {}
        self._project_of: dict[str, str] = {}
        """session id -> its project's id (sessions of listed projects only)."""
        self._counts: dict[str, int] = {}
        self._ids: set[str] = set()
        """The ids of every session of the last read."""
        self._snippets: dict[str, str] = {}
        self._searching = False
        """The rows are search results (relevance order, no groups)."""
        self._marks: dict[str, tuple[str, tuple[Span, ...], tuple[Span, ...]]] = {}
        """session id -> (its snippet without marks, where they were, where its title matched)."""
        self._query = ""
        self._busy: set[str] = set()
        self._waiting: set[str] = set()
        self._hidden: set[str] = set()
        self._waiting_icon: QIcon | None = None
        self._now = time.time()
        """The moment the rows' headings and times are counted from (the last fill)."""

    # ---- filling ----

    def set_sessions(
        self,
        sessions: list[SessionInfo],
        snippets: dict[str, str] | None = None,
        *,
        query: str = "",
        projects: list[Project] | None = None,
    ) -> None:
        """All rows anew: `snippets` (and the `query` that found them) for search results; `projects` the
        groups (None: the ones set last)."""
        self.beginResetModel()
        self._now = time.time()
        self._all = list(sessions)
        self._snippets = snippets or {}
        self._searching = snippets is not None
        self._query = query if self._searching else ""
        self._marks = {}
        if projects is not None:
            self._take_projects(projects)
        self._rows = self._layout()
        self._reindex()
        self.endResetModel()

    def set_projects(self, projects: list[Project]) -> None:
        """New or changed projects (a name, a fold): the rows they add or take away, without a reset when the
        others stay in order."""
        self._take_projects(projects)
        self._relayout()

    def _take_projects(self, projects: list[Project]) -> None:
        self._projects = list(projects)
        self._collapsed = {project.id for project in projects if project.collapsed}

    def extend_sessions(self, sessions: list[SessionInfo]) -> bool:
        """Grow the list to `sessions`, a longer read of the same history that starts with the rows of the
        last `set_sessions`: the new rows are added, nothing is reset (the selection and the scroll stay).
        False, and nothing changes, when it does not start with them (the list was refreshed meanwhile)."""
        head = len(self._all)
        if self._searching or len(sessions) < head:
            return False
        if any(new.id != old.id for new, old in zip(sessions, self._all, strict=False)):
            return False
        self._all = self._all + sessions[head:]
        self._relayout()
        return True

    def _layout(self) -> list[Row]:
        shown = [info for info in self._all if info.id not in self._hidden] if self._hidden else self._all
        known = {project.id for project in self._projects}
        self._ids = {info.id for info in self._all}
        self._project_of = {}
        for info in self._all:
            if info.project_id is not None and info.project_id in known:
                self._project_of[info.id] = info.project_id
        if self._searching:
            self._counts = {}
            return list(shown)
        self._counts = dict.fromkeys(known, 0)
        for info in shown:
            if info.id in self._project_of:
                self._counts[self._project_of[info.id]] += 1
        return grouped_rows(shown, self._projects, collapsed=self._collapsed)

    def _relayout(self) -> None:
        """The rows as they are now laid out, changed in place: rows added or taken away (the others kept in
        their order), else a reset."""
        new = self._layout()
        old_keys, new_keys = [row_key(r) for r in self._rows], [row_key(r) for r in new]
        added, gone = added_runs(old_keys, new_keys), added_runs(new_keys, old_keys)
        if added is not None and (added or not gone):
            for first, count in added:
                self.beginInsertRows(QModelIndex(), first, first + count - 1)
                self._rows[first:first] = new[first : first + count]
                self.endInsertRows()
        elif gone is not None:
            for first, count in reversed(gone):
                self.beginRemoveRows(QModelIndex(), first, first + count - 1)
                del self._rows[first : first + count]
                self.endRemoveRows()
        else:
            self.beginResetModel()
            self._rows = new
            self._reindex()
            self.endResetModel()
            return
        self._rows = new  # the same keys, and the projects as they are now (a new name)
        self._reindex()
        for row in self._header_of.values():
            index = self.index(row)
            self.dataChanged.emit(index, index)

    def _reindex(self) -> None:
        self._row_of, self._header_of = {}, {}
        for row, item in enumerate(self._rows):
            (self._header_of if is_project(item) else self._row_of)[item.id] = row

    def has_snippets(self) -> bool:
        """True when the rows are search results (a snippet under a title: then rows differ in height)."""
        return self._searching

    # ---- reading ----

    def info(self, row: int) -> SessionInfo | None:
        """The session on `row`; None for a project's header or no row."""
        item = self._rows[row] if 0 <= row < len(self._rows) else None
        return None if item is None or is_project(item) else item

    def project_at(self, row: int) -> Project | None:
        """The project whose header is `row`, else None."""
        item = self._rows[row] if 0 <= row < len(self._rows) else None
        return item if item is not None and is_project(item) else None

    def project(self, project_id: str | None) -> Project | None:
        return next((p for p in self._projects if p.id == project_id), None) if project_id else None

    def projects(self) -> list[Project]:
        return list(self._projects)

    def project_count(self, project_id: str) -> int:
        """How many sessions of the project the list holds (folded ones too)."""
        return sum(1 for pid in self._project_of.values() if pid == project_id)

    def session_project(self, session_id: str, fallback: str | None = None) -> Project | None:
        """The project of a session as the list last read it; `fallback` (a project id) for a session it
        does not hold (one made since)."""
        if session_id in self._project_of:
            return self.project(self._project_of[session_id])
        return None if session_id in self._ids else self.project(fallback)

    def row_of(self, session_id: str) -> int:
        return self._row_of.get(session_id, -1)

    def header_row(self, project_id: str) -> int:
        return self._header_of.get(project_id, -1)

    def session_ids(self) -> list[str]:
        return [item.id for item in self._rows if not is_project(item)]

    def is_collapsed(self, project_id: str) -> bool:
        return project_id in self._collapsed

    def set_collapsed(self, project_id: str, collapsed: bool) -> None:
        """Fold (or unfold) the project's group here at once (the caller keeps the choice)."""
        if (project_id in self._collapsed) == collapsed or self.project(project_id) is None:
            return
        from dataclasses import (
            replace,
        )  # here: this module loads before the first paint, dataclasses need not

        self._projects = [
            replace(p, collapsed=collapsed) if p.id == project_id else p for p in self._projects
        ]
        (self._collapsed.add if collapsed else self._collapsed.discard)(project_id)
        self._relayout()

    # ---- badges ----

    def set_busy(self, session_id: str, busy: bool) -> None:
        """Show (or stop showing) that a turn of this session is running."""
        self._set_flag(self._busy, session_id, busy)

    def set_waiting(self, session_id: str, waiting: bool) -> None:
        """Show (or stop showing) that this session waits for the person's approval."""
        self._set_flag(self._waiting, session_id, waiting)

    def is_busy(self, session_id: str) -> bool:
        return session_id in self._busy

    def is_waiting(self, session_id: str) -> bool:
        return session_id in self._waiting

    def _set_flag(self, flags: set[str], session_id: str, on: bool) -> None:
        if (session_id in flags) == on:
            return
        (flags.add if on else flags.discard)(session_id)
        for row in (self.row_of(session_id), self.header_row(self._project_of.get(session_id, ""))):
            if row >= 0:
                index = self.index(row)
                self.dataChanged.emit(index, index)

    def _group_flag(self, project_id: str, flags: set[str]) -> bool:
        return any(self._project_of.get(session_id) == project_id for session_id in flags)

    # ---- hiding (a deletion that can still be undone) ----

    def hide_session(self, session_id: str) -> SessionInfo | None:
        """Take the row out of the list (the session stays in `set_sessions` data); its info, or None."""
        info = self.info(self.row_of(session_id))
        if info is None:
            return None
        self._hidden.add(session_id)
        self._relayout()
        return info

    def unhide_session(self, session_id: str) -> None:
        """Put a hidden row back where it belongs (if the last refresh still had it)."""
        if session_id in self._hidden:
            self._hidden.discard(session_id)
            self._relayout()

    def forget_hidden(self, session_id: str) -> None:
        """The session is gone for good (deleted from the history): stop tracking it."""
        self._hidden.discard(session_id)
        self._busy.discard(session_id)
        self._waiting.discard(session_id)
        self._all = [info for info in self._all if info.id != session_id]

    # ---- Qt's model interface ----

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._rows)

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        """A project's header can be the keyboard's place, never the selection (that is the session shown)."""
        from PySide6.QtCore import Qt

        if self.project_at(index.row()) is not None:
            return Qt.ItemFlag.ItemIsEnabled
        return super().flags(index)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = DISPLAY_ROLE) -> object:
        row = index.row()
        if not index.isValid() or row >= len(self._rows):
            return None
        item = self._rows[row]
        if is_project(item):
            return self._header_data(row, item, role)
        info = item
        if role == DISPLAY_ROLE:
            title = info.title or _tr("New session")
            badge = " ●" if info.id in self._busy else ""
            archived = _tr(" (archived)") if info.archived else ""
            snippet = self._marked(info)[0]
            return f"{title}{archived}{badge}\n    {snippet}" if snippet else title + archived + badge
        if role == DECORATION_ROLE:
            return self._waiting_badge() if info.id in self._waiting else None
        if role == TOOL_TIP_ROLE:
            tip = f"{info.title}\n{info.provider}/{info.model} · {info.agent}\n{info.workspace}"
            project = self.project(info.project_id)
            if project is not None:
                tip += "\n" + _tr("Project: {name}").format(name=project.name)
            state = self._state_text(info.id)
            return f"{state}\n{tip}" if state else tip
        if role == ACCESSIBLE_DESCRIPTION_ROLE:
            return self._state_text(info.id)
        if role == GroupRole:
            return self._heading(row)
        if role == TimeRole:
            return relative_time(info.updated_at, self._now, tr=_tr)
        if role == PinnedRole:
            return info.pinned
        if role == SessionIdRole:
            return info.id
        if role == BusyRole:
            return info.id in self._busy
        if role == WaitingRole:
            return info.id in self._waiting
        if role == InProjectRole:
            return not self._searching and info.id in self._project_of
        if role == SnippetRole:
            return self._marked(info)[0]
        if role == SnippetMarksRole:
            return self._marked(info)[1]
        if role == TitleMarksRole:
            return self._marked(info)[2]
        return None

    def _header_data(self, row: int, project: Project, role: int) -> object:
        count = self._counts.get(project.id, 0)
        folded = project.id in self._collapsed
        if role == DISPLAY_ROLE:
            return project.name
        if role == ProjectRole:
            return project.id
        if role == CountRole:
            return count
        if role == CollapsedRole:
            return folded
        if role == GroupRole:
            return self._heading(row)
        if role == BusyRole:
            return self._group_flag(project.id, self._busy)
        if role == WaitingRole:
            return self._group_flag(project.id, self._waiting)
        if role == TOOL_TIP_ROLE:
            tip = _tr("Project {name}").format(name=project.name)
            return f"{tip}\n{project.workspace}" if project.workspace else tip
        if role == ACCESSIBLE_DESCRIPTION_ROLE:
            said = _tr("Project, {n} sessions, folded") if folded else _tr("Project, {n} sessions")
            return said.format(n=count)
        return None

    def _marked(self, info: SessionInfo) -> tuple[str, tuple[Span, ...], tuple[Span, ...]]:
        if not self._query:
            return self._snippets.get(info.id, ""), (), ()
        marked = self._marks.get(info.id)
        if marked is None:
            snippet, spans = marked_snippet(self._snippets.get(info.id, ""), self._query)
            marked = self._marks[info.id] = (snippet, spans, marked_words(info.title, self._query))
        return marked

    def _group(self, row: int) -> str:
        item = self._rows[row]
        if is_project(item) or item.id in self._project_of:
            return _tr("Projects")
        return group_label(item.updated_at, self._now, pinned=item.pinned, tr=_tr)

    def _heading(self, row: int) -> str:
        """The group's heading on its first row: "Projects" above the first project, then the date groups of
        the sessions outside any (none while search results show: they are in relevance order)."""
        if self._searching or self._rows[row].id in self._project_of:
            return ""
        group = self._group(row)
        return group if row == 0 or self._group(row - 1) != group else ""

    def _state_text(self, session_id: str) -> str:
        if session_id in self._waiting:
            return _tr("Waiting for your approval")
        if session_id in self._busy:
            return _tr("Running")
        return ""

    def _waiting_badge(self) -> QIcon:
        if self._waiting_icon is None:
            from PySide6.QtWidgets import QStyle  # its Python type costs ~10 ms to set up: not before needed

            style = QApplication.style()
            self._waiting_icon = style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        return self._waiting_icon


class SessionListPanel(QWidget):
    """The session list, and under it the bar that undoes a deletion.

    `delete_with_undo(id)` hides the session's row at once and shows "Undo" for `undo_ms`; only then is
    `delete_confirmed(id)` emitted: the window deletes the session from the history on that signal. A new
    deletion confirms the one still pending. When the app quits meanwhile, the pending deletion is abandoned
    and the session kept (the safe side: nothing is lost by quitting).
    """

    delete_confirmed = Signal(str)
    """The undo time of this session is over: delete it from the history now."""
    delete_undone = Signal(str)
    rename_requested = Signal(str, str)
    """(session id, title) the person chose in the Rename dialog."""
    change_requested = Signal(str, object)
    """(session id, {"pinned" or "archived": bool}) chosen in a row's menu."""
    delete_requested = Signal(str)
    """Delete chosen in a row's menu (the window hides it with `delete_with_undo`)."""
    move_requested = Signal(str, object)
    """(session id, project id or None) chosen in a session's "Move to project" menu."""
    new_project_requested = Signal(str)
    """(session id) "New project…" in a session's "Move to project" menu: a project to move it into."""
    project_requested = Signal(str, str)
    """(what, project id) chosen in a project header's menu: "new-chat", "edit" or "delete"."""
    project_folded = Signal(str, bool)
    """(project id, folded) the person folded or unfolded a project's group (the list shows it already)."""

    def __init__(
        self,
        model: SessionListModel | None = None,
        parent: QWidget | None = None,
        *,
        undo_ms: int = UNDO_DELETE_MS,
    ) -> None:
        super().__init__(parent)
        self.model = model if model is not None else SessionListModel(self)
        self.view = QListView()
        self.view.setObjectName("sessionList")  # no frame, on the sidebar's tint (`ui.stylesheet`)
        self.view.setAccessibleName(_tr("Session list"))
        self.view.setUniformItemSizes(False)
        # Lay rows out a batch at a time between events: the first rows paint at once, and a long list never
        # holds the event loop while it is measured.
        self.view.setLayoutMode(QListView.LayoutMode.Batched)
        self.view.setBatchSize(LAYOUT_BATCH)
        self.view.setModel(self.model)
        self.model.modelReset.connect(self._rows_reset)

        self.undo_bar = QFrame()
        self.undo_bar.setFrameShape(QFrame.Shape.StyledPanel)
        self.undo_bar.setAccessibleName(_tr("Session deleted"))
        self.undo_label = QLabel()
        self.undo_label.setWordWrap(True)
        self.undo_button = QPushButton(_tr("Undo"))
        self.undo_button.setAccessibleName(_tr("Undo delete"))
        self.undo_button.setToolTip(_tr("Bring the deleted session back"))
        bar = QHBoxLayout(self.undo_bar)
        bar.setContentsMargins(8, 4, 4, 4)
        bar.addWidget(self.undo_label, 1)
        bar.addWidget(self.undo_button)
        self.undo_bar.hide()

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.undo_bar)

        self.menu: QMenu | None = None
        """The row menu shown last."""
        self._pending: str | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(undo_ms)
        self._timer.timeout.connect(self.confirm_pending)
        self.undo_button.clicked.connect(self.undo)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.abandon_pending)

    def finish_setup(self) -> None:
        """After the first paint: rows with date headings, times and a hover highlight."""
        from PySide6.QtCore import Qt

        from desktop_agent.ui.session_delegate import SessionDelegate

        self.view.setItemDelegate(
            SessionDelegate(self.view, self._toggle_pin, self.show_menu, self.toggle_project)
        )
        self.view.installEventFilter(self)
        self.view.viewport().setAttribute(Qt.WidgetAttribute.WA_Hover)
        self.view.setMouseTracking(True)

    def _toggle_pin(self, session_id: str) -> None:
        info = self.model.info(self.model.row_of(session_id))
        if info is not None:
            self.change_requested.emit(info.id, {"pinned": not info.pinned})

    def show_menu(self, pos: QPoint) -> None:
        """A row's menu (the view's context menu): a session's (rename, pin, archive, move to a project,
        delete) or a project header's (a new chat in it, edit, delete)."""
        from desktop_agent.ui.session_menus import MenuChoices, project_menu, session_menu

        row = self.view.indexAt(pos).row()
        do = MenuChoices(
            rename=self.rename, change=self.change_requested.emit, delete=self.delete_requested.emit,
            move=self.move_requested.emit, new_project_for=self.new_project_requested.emit,
            project=self.project_requested.emit,
        )  # fmt: skip
        info, project = self.model.info(row), self.model.project_at(row)
        if info is not None:
            menu = session_menu(self, info, self.model.projects(), do)
        elif project is not None:
            menu = project_menu(self, project, do)
        else:
            return
        self.menu = menu
        menu.popup(self.view.viewport().mapToGlobal(pos))

    def toggle_project(self, project_id: str) -> None:
        """Fold an unfolded project's group, or unfold a folded one (`project_folded` says so)."""
        self.fold_project(project_id, not self.model.is_collapsed(project_id))

    def fold_project(self, project_id: str, folded: bool) -> None:
        if self.model.is_collapsed(project_id) == folded:
            return
        from PySide6.QtCore import QItemSelectionModel

        self.model.set_collapsed(project_id, folded)
        row, current = self.model.header_row(project_id), self.view.currentIndex().row()
        if row >= 0 and current in (-1, row):  # the keyboard stays on the header; the chosen session stays
            self.view.selectionModel().setCurrentIndex(
                self.model.index(row), QItemSelectionModel.SelectionFlag.NoUpdate
            )
        self.project_folded.emit(project_id, folded)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """The keyboard in the list: the Menu key or Shift+F10 opens the row's menu; on a project's header
        Enter or Space folds or unfolds it, Left folds, Right unfolds; Left on a session of a project goes to
        its header."""
        from PySide6.QtGui import QKeyEvent

        if watched is not self.view or not isinstance(event, QKeyEvent):
            return False
        from PySide6.QtCore import QEvent, Qt

        if event.type() != QEvent.Type.KeyPress:
            return False
        row, key, mods = self.view.currentIndex().row(), event.key(), event.modifiers()
        menu_key = key == Qt.Key.Key_Menu or (
            key == Qt.Key.Key_F10 and mods == Qt.KeyboardModifier.ShiftModifier
        )
        if menu_key and row >= 0:  # the row's menu from the keyboard, where the row is
            self.show_menu(self.view.visualRect(self.view.currentIndex()).center())
            return True
        if mods & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        project, info = self.model.project_at(row), self.model.info(row)
        if project is not None:
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
                self.toggle_project(project.id)
                return True
            if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
                self.fold_project(project.id, key == Qt.Key.Key_Left)
                return True
        elif info is not None and info.project_id is not None and key == Qt.Key.Key_Left:
            header = self.model.header_row(info.project_id)
            if header >= 0:
                self.view.setCurrentIndex(self.model.index(header))
                return True
        return False

    def rename(self, info: SessionInfo) -> None:
        from PySide6.QtWidgets import QInputDialog  # its Python type costs ~10 ms to set up

        title, ok = QInputDialog.getText(
            self,
            QCoreApplication.translate("SessionList", "Rename session"),
            QCoreApplication.translate("SessionList", "Title:"),
            text=info.title,
        )
        if ok and title.strip():
            self.rename_requested.emit(info.id, title.strip())

    def _rows_reset(self) -> None:
        # Headings make rows differ in height (the batched layout keeps a long list cheap all the same).
        self.view.setUniformItemSizes(False)

    async def load(
        self,
        fetch: Callable[[int], Awaitable[list[SessionInfo]]],
        *,
        first: int = FIRST_PAGE,
        projects: list[Project] | None = None,
    ) -> None:
        """Fill the list from the history: the newest `first` sessions at once, then all of them, added
        without a reset. `fetch(limit)` reads sessions (pinned first, then newest), e.g. the controller's
        `list_sessions`; `projects` are the groups (None: the ones shown)."""
        newest = await fetch(first)
        self.model.set_sessions(newest, projects=projects)
        if len(newest) >= first:
            self.model.extend_sessions(await fetch(ALL_SESSIONS))

    @property
    def pending_deletion(self) -> str | None:
        """The session whose deletion can still be undone."""
        return self._pending

    def delete_with_undo(self, session_id: str) -> bool:
        """Hide the session and offer to undo; False when it is not in the list."""
        if session_id == self._pending:
            return True
        self.confirm_pending()
        info = self.model.hide_session(session_id)
        if info is None:
            return False
        self._pending = session_id
        title = info.title or _tr("New session")
        self.undo_label.setText(_tr("Deleted “{title}”.").format(title=title))
        self.undo_bar.show()
        self._timer.start()
        return True

    def undo(self) -> None:
        session_id = self._end_pending()
        if session_id is not None:
            self.model.unhide_session(session_id)
            self.delete_undone.emit(session_id)

    def confirm_pending(self) -> None:
        """Delete the pending session now (the undo time is over, or another deletion follows)."""
        session_id = self._end_pending()
        if session_id is not None:
            self.model.forget_hidden(session_id)
            self.delete_confirmed.emit(session_id)

    def abandon_pending(self) -> None:
        """Keep the pending session after all, without a word (the app is quitting)."""
        session_id = self._end_pending()
        if session_id is not None:
            self.model.unhide_session(session_id)

    def _end_pending(self) -> str | None:
        session_id, self._pending = self._pending, None
        self._timer.stop()
        self.undo_bar.hide()
        return session_id
