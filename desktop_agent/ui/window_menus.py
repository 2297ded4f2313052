"""The main window's menus: every common action with its shortcut (shown in the menu), the About box and
the permissions view.

Filled right after the first paint: a shortcut's key sequence sets up Qt's namespace (~14 ms).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox, QPlainTextEdit, QWidget

from desktop_agent import __version__
from desktop_agent.domain.errors import UserFacingError

if TYPE_CHECKING:
    from desktop_agent.core.permissions import PermissionStore
    from desktop_agent.ui.controller import ChatController
    from desktop_agent.ui.mcp_sending import McpSending
    from desktop_agent.ui.presenters.not_ready import NotReady

Keys = QKeySequence.StandardKey
Slot = Callable[[], object]


@dataclass(frozen=True)
class MenuActions:
    """What each menu entry does (the window's, its conversation's and its helpers')."""

    new_session: Slot
    settings: Slot
    usage: Slot
    quit: Slot
    search: Slot
    find: Slot
    focus_input: Slot
    edit_last: Slot
    copy_answer: Slot
    stop: Slot
    regenerate: Slot
    next_session: Slot
    previous_session: Slot
    rename: Slot
    compact: Slot
    resources: Slot
    permissions: Slot
    knowledge: Slot
    """File › Knowledge bases… (`ui.knowledge_page`)."""
    memory: Slot | None = None
    """File › Memory… (`ui.memory_page`); the item shows once the window gives it."""
    new_project: Slot | None = None
    """File › New project… (`ui.project_dialog`); the item shows once the window gives it."""
    schedules: Slot | None = None
    """File › Schedules… (`ui.schedules_page`); the item shows once the window gives it."""
    sidebar: Slot | None = None
    """Session › Show or hide the session list (`ui.sidebar_fold`); shown once the window gives it."""


def fill_menus(owner: QWidget, menus: list[QMenu], do: MenuActions) -> None:
    """The actions of the File, Edit, Session and Help `menus`, their shortcuts working in `owner`."""
    file, edit, chat, help_menu = menus

    def add(menu: QMenu, text: str, slot: Slot, shortcut: Keys | str | None = None) -> None:
        action = QAction(text, owner)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))  # for this window (QAction's default context)
        action.triggered.connect(lambda _checked=False: slot())
        menu.addAction(action)
        owner.addAction(action)

    add(file, QCoreApplication.translate("MainWindow", "&New session"), do.new_session, Keys.New)
    if do.new_project is not None:
        add(file, QCoreApplication.translate("MainWindow", "New &project…"), do.new_project)
    add(file, QCoreApplication.translate("MainWindow", "&Settings…"), do.settings, "Ctrl+,")
    add(file, QCoreApplication.translate("MainWindow", "&Usage…"), do.usage)
    add(file, QCoreApplication.translate("MainWindow", "&Knowledge bases…"), do.knowledge, "Ctrl+Shift+K")
    if do.memory is not None:
        add(file, QCoreApplication.translate("MainWindow", "&Memory…"), do.memory, "Ctrl+Shift+M")
    if do.schedules is not None:
        add(file, QCoreApplication.translate("MainWindow", "Sc&hedules…"), do.schedules, "Ctrl+Shift+J")
    file.addSeparator()
    add(file, QCoreApplication.translate("MainWindow", "&Quit"), do.quit, Keys.Quit)
    add(edit, QCoreApplication.translate("MainWindow", "&Search sessions"), do.search, "Ctrl+K")
    add(edit, QCoreApplication.translate("MainWindow", "&Find in conversation"), do.find, Keys.Find)
    add(edit, QCoreApplication.translate("MainWindow", "&Focus the message input"), do.focus_input, "Ctrl+L")
    add(
        edit, QCoreApplication.translate("MainWindow", "&Edit the last message"), do.edit_last, "Ctrl+Shift+E"
    )  # fmt: skip
    add(
        edit, QCoreApplication.translate("MainWindow", "&Copy the last answer"), do.copy_answer,
        "Ctrl+Shift+C",
    )  # fmt: skip
    add(chat, QCoreApplication.translate("MainWindow", "S&top"), do.stop, "Esc")
    add(
        chat, QCoreApplication.translate("MainWindow", "&Regenerate the last answer"), do.regenerate, "Ctrl+R"
    )
    add(chat, QCoreApplication.translate("MainWindow", "&Next session"), do.next_session, "Ctrl+PgDown")
    add(chat, QCoreApplication.translate("MainWindow", "&Previous session"), do.previous_session, "Ctrl+PgUp")
    if do.sidebar is not None:
        shown = QCoreApplication.translate("MainWindow", "Show or hide the session &list")
        add(chat, shown, do.sidebar, "Ctrl+B")
    chat.addSeparator()
    add(chat, QCoreApplication.translate("MainWindow", "Re&name…"), do.rename, "F2")
    add(chat, QCoreApplication.translate("MainWindow", "&Compact now"), do.compact)
    add(chat, QCoreApplication.translate("MainWindow", "R&esources"), do.resources, "Ctrl+Shift+R")
    add(chat, QCoreApplication.translate("MainWindow", "&Permissions…"), do.permissions, "Ctrl+Shift+P")
    add(help_menu, QCoreApplication.translate("MainWindow", "&About Desktop Agent"), lambda: about(owner))


def about(parent: QWidget) -> None:
    QMessageBox.about(
        parent,
        QCoreApplication.translate("MainWindow", "About Desktop Agent"),
        QCoreApplication.translate(
            "MainWindow",
            "<b>Desktop Agent {version}</b><p>Chat with a model that can act on your computer, "
            "with your approval. Your history stays on this computer; your keys stay in the "
            "system keyring.</p>",
        ).format(version=__version__),
    )


def show_permissions(
    parent: QWidget,
    permissions: Callable[[], PermissionStore],
    session_id: str | None,
    show_error: Callable[[UserFacingError], None],
) -> None:
    """The approvals saved for the session shown (`session_id`) and those that always hold; each can be
    revoked."""
    try:
        store = permissions()
    except UserFacingError as error:
        show_error(error)
        return
    from desktop_agent.ui.permissions_dialog import PermissionsDialog

    dialog = PermissionsDialog(store, session_id, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()


def show_usage(
    parent: QWidget,
    controller: ChatController | NotReady,
    show_error: Callable[[UserFacingError], None],
    open_session: Callable[[str], object],
) -> None:
    """Tokens and costs per day, model and session, in a window of its own (`ui.usage_dialog`)."""
    from desktop_agent.ui.usage_dialog import open_usage

    open_usage(parent, controller, show_error, open_session)


def show_knowledge(
    parent: QWidget, controller: ChatController | NotReady, show_error: Callable[[UserFacingError], None]
) -> None:
    """The knowledge bases (sources, indexing, files) in a window of its own (`ui.knowledge_page`)."""
    from desktop_agent.ui.knowledge_page import open_knowledge

    open_knowledge(parent, controller, show_error)


def show_memory(
    parent: QWidget,
    controller: ChatController | NotReady,
    show_error: Callable[[UserFacingError], None],
    open_session: Callable[[str], object],
) -> None:
    """What the agent remembers, searchable, with sources, edits and Undo (`ui.memory_page`)."""
    from desktop_agent.ui.memory_page import open_memory

    open_memory(parent, controller, show_error, open_session)


def show_schedules(
    parent: QWidget,
    controller: ChatController | NotReady,
    show_error: Callable[[UserFacingError], None],
    open_session: Callable[[str], object],
    *,
    review: tuple[str, str] | None = None,
) -> None:
    """The scheduled jobs, their runs and Run now, in a window of its own (`ui.schedules_page`); `review`
    (a job's id and its run's): that run's refused calls put to the person."""
    from desktop_agent.ui.schedules_page import open_schedules

    page = open_schedules(parent, controller, show_error, open_session, reload=review is None)
    if page is not None and review is not None:
        page.tasks.spawn(page.review_run(*review))


def toggle_resources(window: QMainWindow, sending: McpSending | None, composer: QPlainTextEdit) -> None:
    """The MCP servers' resources in a side panel (made the first time it opens: `ui.resources_panel`)."""
    from desktop_agent.ui.resources_panel import toggle_resources as toggle

    toggle(window, sending, composer)
