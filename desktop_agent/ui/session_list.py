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

from desktop_agent.ui.presenters.session_groups import group_label, relative_time

if TYPE_CHECKING:
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QIcon

    from desktop_agent.domain.sessions import SessionInfo

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
)  # fmt: skip


class SessionListModel(QAbstractListModel):
    """The sessions shown in the list. Running and waiting badges, and rows hidden while their deletion can
    still be undone, are kept by session id: they survive `set_sessions` (a refresh from the history)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._all: list[SessionInfo] = []
        """Every session of the last `set_sessions`, hidden ones too (to put an undone deletion back)."""
        self._rows: list[SessionInfo] = []
        self._row_of: dict[str, int] = {}
        self._snippets: dict[str, str] = {}
        self._busy: set[str] = set()
        self._waiting: set[str] = set()
        self._hidden: set[str] = set()
        self._waiting_icon: QIcon | None = None
        self._now = time.time()
        """The moment the rows' headings and times are counted from (the last fill)."""

    # ---- filling ----

    def set_sessions(self, sessions: list[SessionInfo], snippets: dict[str, str] | None = None) -> None:
        self.beginResetModel()
        self._now = time.time()
        self._all = list(sessions)
        self._snippets = snippets or {}
        self._rows = (
            [info for info in self._all if info.id not in self._hidden] if self._hidden else self._all
        )
        self._reindex()
        self.endResetModel()

    def extend_sessions(self, sessions: list[SessionInfo]) -> bool:
        """Grow the list to `sessions`, a longer read of the same history that starts with the rows of the
        last `set_sessions`: the new rows are appended, nothing is reset (the selection and the scroll stay).
        False, and nothing changes, when it does not start with them (the list was refreshed meanwhile)."""
        head = len(self._all)
        if self._snippets or len(sessions) < head:
            return False
        if any(new.id != old.id for new, old in zip(sessions, self._all, strict=False)):
            return False
        tail = [info for info in sessions[head:] if info.id not in self._hidden]
        self._all = self._all + sessions[head:]
        if tail:
            first = len(self._rows)
            self.beginInsertRows(QModelIndex(), first, first + len(tail) - 1)
            self._rows = self._rows + tail
            self._row_of.update((info.id, first + i) for i, info in enumerate(tail))
            self.endInsertRows()
        return True

    def _reindex(self) -> None:
        self._row_of = {info.id: row for row, info in enumerate(self._rows)}

    def has_snippets(self) -> bool:
        """True when rows show a search snippet under their title (then rows differ in height)."""
        return bool(self._snippets)

    # ---- reading ----

    def info(self, row: int) -> SessionInfo | None:
        return self._rows[row] if 0 <= row < len(self._rows) else None

    def row_of(self, session_id: str) -> int:
        return self._row_of.get(session_id, -1)

    def session_ids(self) -> list[str]:
        return [info.id for info in self._rows]

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
        row = self.row_of(session_id)
        if row >= 0:
            index = self.index(row)
            self.dataChanged.emit(index, index)

    # ---- hiding (a deletion that can still be undone) ----

    def hide_session(self, session_id: str) -> SessionInfo | None:
        """Take the row out of the list (the session stays in `set_sessions` data); its info, or None."""
        row = self.row_of(session_id)
        if row < 0:
            return None
        self._hidden.add(session_id)
        self.beginRemoveRows(QModelIndex(), row, row)
        if self._rows is self._all:
            self._rows = list(self._all)
        info = self._rows.pop(row)
        self._reindex()
        self.endRemoveRows()
        return info

    def unhide_session(self, session_id: str) -> None:
        """Put a hidden row back where it belongs (if the last refresh still had it)."""
        if session_id not in self._hidden:
            return
        self._hidden.discard(session_id)
        position = 0
        for info in self._all:
            if info.id == session_id:
                self.beginInsertRows(QModelIndex(), position, position)
                self._rows.insert(position, info)
                self._reindex()
                self.endInsertRows()
                return
            if info.id not in self._hidden:
                position += 1

    def forget_hidden(self, session_id: str) -> None:
        """The session is gone for good (deleted from the history): stop tracking it."""
        self._hidden.discard(session_id)
        self._busy.discard(session_id)
        self._waiting.discard(session_id)
        self._all = [info for info in self._all if info.id != session_id]

    # ---- Qt's model interface ----

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = DISPLAY_ROLE) -> object:
        row = index.row()
        if not index.isValid() or row >= len(self._rows):
            return None
        info = self._rows[row]
        if role == DISPLAY_ROLE:
            title = info.title or _tr("New session")
            badge = " ●" if info.id in self._busy else ""
            snippet = self._snippets.get(info.id)
            archived = _tr(" (archived)") if info.archived else ""
            text = title + archived + badge
            return f"{text}\n    {snippet}" if snippet else text
        if role == DECORATION_ROLE:
            return self._waiting_badge() if info.id in self._waiting else None
        if role == TOOL_TIP_ROLE:
            tip = f"{info.title}\n{info.provider}/{info.model} · {info.agent}\n{info.workspace}"
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
        return None

    def _group(self, row: int) -> str:
        info = self._rows[row]
        return group_label(info.updated_at, self._now, pinned=info.pinned, tr=_tr)

    def _heading(self, row: int) -> str:
        """The group's heading on its first row (none while search results show: they are in relevance
        order)."""
        if self._snippets:
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

        self.view.setItemDelegate(SessionDelegate(self.view, self._toggle_pin, self.show_menu))
        self.view.viewport().setAttribute(Qt.WidgetAttribute.WA_Hover)
        self.view.setMouseTracking(True)

    def _toggle_pin(self, session_id: str) -> None:
        info = self.model.info(self.model.row_of(session_id))
        if info is not None:
            self.change_requested.emit(info.id, {"pinned": not info.pinned})

    def show_menu(self, pos: QPoint) -> None:
        """A row's menu (the view's context menu): rename, pin, archive, delete."""
        from PySide6.QtWidgets import QMenu  # a row's menu: its Python type only when first asked for

        info = self.model.info(self.view.indexAt(pos).row())
        if info is None:
            return
        menu = QMenu(self)
        menu.addAction(QCoreApplication.translate("SessionList", "Rename…"), lambda: self.rename(info))
        if info.pinned:
            pin = QCoreApplication.translate("SessionList", "Unpin")
        else:
            pin = QCoreApplication.translate("SessionList", "Pin")
        menu.addAction(pin, lambda: self.change_requested.emit(info.id, {"pinned": not info.pinned}))
        if info.archived:
            archive = QCoreApplication.translate("SessionList", "Unarchive")
        else:
            archive = QCoreApplication.translate("SessionList", "Archive")
        menu.addAction(archive, lambda: self.change_requested.emit(info.id, {"archived": not info.archived}))
        menu.addSeparator()
        delete = QCoreApplication.translate("SessionList", "Delete")
        menu.addAction(delete, lambda: self.delete_requested.emit(info.id))
        menu.popup(self.view.viewport().mapToGlobal(pos))

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
        self, fetch: Callable[[int], Awaitable[list[SessionInfo]]], *, first: int = FIRST_PAGE
    ) -> None:
        """Fill the list from the history: the newest `first` sessions at once, then all of them, appended
        without a reset. `fetch(limit)` reads sessions (pinned first, then newest), e.g. the controller's
        `list_sessions`."""
        newest = await fetch(first)
        self.model.set_sessions(newest)
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
