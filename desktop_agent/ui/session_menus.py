"""The session list's context menus: a session's (rename, pin, archive, Move to project ›, delete) and a
project header's (New chat in this project, Edit project…, Delete project…). They say what the person chose
through `MenuChoices`; the list's panel turns that into its signals."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu, QWidget

from desktop_agent.domain.projects import Project
from desktop_agent.domain.sessions import SessionInfo


@dataclass(frozen=True)
class MenuChoices:
    """What each entry does."""

    rename: Callable[[SessionInfo], object]
    change: Callable[[str, dict[str, bool]], object]
    """(session id, {"pinned" or "archived": bool})"""
    delete: Callable[[str], object]
    move: Callable[[str, str | None], object]
    """(session id, project id or None: out of its project)"""
    new_project_for: Callable[[str], object]
    """(session id): a new project, the session moved into it"""
    project: Callable[[str, str], object]
    """(what: "new-chat" | "edit" | "delete", project id)"""


def session_menu(parent: QWidget, info: SessionInfo, projects: Sequence[Project], do: MenuChoices) -> QMenu:
    menu = QMenu(parent)
    menu.addAction(QCoreApplication.translate("SessionList", "Rename…"), lambda: do.rename(info))
    pin = (
        QCoreApplication.translate("SessionList", "Unpin")
        if info.pinned
        else QCoreApplication.translate("SessionList", "Pin")
    )
    menu.addAction(pin, lambda: do.change(info.id, {"pinned": not info.pinned}))
    archive = (
        QCoreApplication.translate("SessionList", "Unarchive")
        if info.archived
        else QCoreApplication.translate("SessionList", "Archive")
    )
    menu.addAction(archive, lambda: do.change(info.id, {"archived": not info.archived}))
    move = menu.addMenu(QCoreApplication.translate("SessionList", "Move to project"))
    move.setObjectName("move-to-project")
    for project in projects:
        action = move.addAction(project.name.replace("&", "&&"))
        action.setCheckable(True)
        action.setChecked(project.id == info.project_id)
        action.setEnabled(project.id != info.project_id)
        action.triggered.connect(lambda _on=False, pid=project.id: do.move(info.id, pid))
    if projects:
        move.addSeparator()
    move.addAction(
        QCoreApplication.translate("SessionList", "New project…"), lambda: do.new_project_for(info.id)
    )
    if info.project_id is not None:
        move.addAction(
            QCoreApplication.translate("SessionList", "Remove from project"), lambda: do.move(info.id, None)
        )
    menu.addSeparator()
    menu.addAction(QCoreApplication.translate("SessionList", "Delete"), lambda: do.delete(info.id))
    return menu


def project_menu(parent: QWidget, project: Project, do: MenuChoices) -> QMenu:
    menu = QMenu(parent)
    menu.addAction(
        QCoreApplication.translate("SessionList", "New chat in this project"),
        lambda: do.project("new-chat", project.id),
    )
    menu.addAction(
        QCoreApplication.translate("SessionList", "Edit project…"), lambda: do.project("edit", project.id)
    )
    menu.addSeparator()
    menu.addAction(
        QCoreApplication.translate("SessionList", "Delete project…"), lambda: do.project("delete", project.id)
    )
    return menu
