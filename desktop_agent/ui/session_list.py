"""The session list: a model over the history's sessions, newest first, pinned on top."""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt

from desktop_agent.domain.sessions import SessionInfo

SessionIdRole = Qt.ItemDataRole.UserRole + 1


class SessionListModel(QAbstractListModel):
    def __init__(self) -> None:
        super().__init__()
        self._rows: list[SessionInfo] = []
        self._snippets: dict[str, str] = {}
        self._busy: set[str] = set()

    def set_sessions(self, sessions: list[SessionInfo], snippets: dict[str, str] | None = None) -> None:
        self.beginResetModel()
        self._rows = list(sessions)
        self._snippets = snippets or {}
        self.endResetModel()

    def info(self, row: int) -> SessionInfo | None:
        return self._rows[row] if 0 <= row < len(self._rows) else None

    def set_busy(self, session_id: str, busy: bool) -> None:
        (self._busy.add if busy else self._busy.discard)(session_id)
        for row, info in enumerate(self._rows):
            if info.id == session_id:
                index = self.index(row)
                self.dataChanged.emit(index, index)

    def row_of(self, session_id: str) -> int:
        return next((i for i, s in enumerate(self._rows) if s.id == session_id), -1)

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._rows)

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if not index.isValid() or index.row() >= len(self._rows):
            return None
        info = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            title = info.title or self.tr("New session")
            badge = " ●" if info.id in self._busy else ""
            snippet = self._snippets.get(info.id)
            archived = self.tr(" (archived)") if info.archived else ""
            text = ("📌 " if info.pinned else "") + title + archived + badge
            return f"{text}\n    {snippet}" if snippet else text
        if role == Qt.ItemDataRole.ToolTipRole:
            return f"{info.title}\n{info.provider}/{info.model} · {info.agent}\n{info.workspace}"
        if role == SessionIdRole:
            return info.id
        return None
