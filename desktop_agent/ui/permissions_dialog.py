"""The approvals the person saved ("for this session", "always"), each of which can be revoked."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Coroutine
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop_agent.core.permissions import Grant, PermissionStore
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.ui.error_words import error_text
from desktop_agent.ui.theme import ERROR_STYLE

log = logging.getLogger(__name__)


class PermissionsDialog(QDialog):
    def __init__(self, store: PermissionStore, session_id: str | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._store = store
        self._session_id = session_id
        self._tasks: set[asyncio.Task[None]] = set()
        self.setWindowTitle(self.tr("Permissions"))
        self.setMinimumSize(560, 360)

        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Approvals you saved. Revoking one means the next such call asks again. "
                "Rules in settings.json are not listed here."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.only_session = QCheckBox(self.tr("Only this session's approvals and those that always hold"))
        self.only_session.setAccessibleName(self.tr("Only this session"))
        self.only_session.setChecked(session_id is not None)
        self.only_session.setEnabled(session_id is not None)
        self.only_session.toggled.connect(lambda _on: self.reload())
        layout.addWidget(self.only_session)
        self.grants = QListWidget()
        self.grants.setAccessibleName(self.tr("Saved approvals"))
        self.grants.setSelectionMode(QListWidget.SelectionMode.ExtendedSelection)
        layout.addWidget(self.grants, 1)
        self.problem = QLabel("")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(ERROR_STYLE)
        self.problem.hide()
        layout.addWidget(self.problem)

        row = QHBoxLayout()
        self.revoke_button = QPushButton(self.tr("&Revoke"))
        self.revoke_button.setAccessibleName(self.tr("Revoke"))
        self.revoke_button.clicked.connect(self.revoke_selected)
        row.addWidget(self.revoke_button)
        row.addStretch(1)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        row.addWidget(close)
        layout.addLayout(row)
        self.reload()

    def _spawn(self, work: Coroutine[Any, Any, None]) -> None:
        task = asyncio.ensure_future(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def reload(self) -> None:
        self._spawn(self._reload())

    async def _reload(self) -> None:
        try:
            grants = await asyncio.to_thread(self._store.list)
        except UserFacingError as error:
            self._show_problem(error)
            return
        self.grants.clear()
        for grant in grants:
            if self.only_session.isChecked() and not self._concerns_session(grant):
                continue
            item = QListWidgetItem(self._label(grant))
            item.setData(Qt.ItemDataRole.UserRole, grant.id)
            self.grants.addItem(item)
        if not self.grants.count():
            empty = QListWidgetItem(self.tr("No saved approvals."))
            empty.setFlags(Qt.ItemFlag.NoItemFlags)
            self.grants.addItem(empty)

    def _concerns_session(self, grant: Grant) -> bool:
        return grant.scope == "global" or grant.session_id == self._session_id

    def _label(self, grant: Grant) -> str:
        return grant.describe()

    def revoke_selected(self) -> None:
        ids = [
            str(item.data(Qt.ItemDataRole.UserRole))
            for item in self.grants.selectedItems()
            if item.data(Qt.ItemDataRole.UserRole)
        ]
        if ids:
            self._spawn(self._revoke(ids))

    async def _revoke(self, ids: list[str]) -> None:
        try:
            for grant_id in ids:
                await asyncio.to_thread(self._store.revoke, grant_id)
        except UserFacingError as error:
            self._show_problem(error)
            return
        await self._reload()

    async def wait_idle(self) -> None:
        while self._tasks:
            await asyncio.gather(*list(self._tasks))

    def _show_problem(self, error: UserFacingError) -> None:
        self.problem.setText(error_text(error))
        self.problem.show()
