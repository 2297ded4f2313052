"""The main window's menus: every common action with its shortcut (shown in the menu), the About box and
the permissions view.

Filled right after the first paint: a shortcut's key sequence sets up Qt's namespace (~14 ms).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMessageBox

from desktop_agent import __version__
from desktop_agent.domain.errors import UserFacingError

if TYPE_CHECKING:
    from desktop_agent.ui.main_window import MainWindow

Keys = QKeySequence.StandardKey


def fill_menus(window: MainWindow, menus: list[QMenu]) -> None:
    file, edit, chat, help_menu = menus
    conversation = window.conversation

    def add(menu: QMenu, text: str, slot: Callable[[], object], shortcut: Keys | str | None = None) -> None:
        action = QAction(text, window)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))  # for this window (QAction's default context)
        action.triggered.connect(lambda _checked=False: slot())
        menu.addAction(action)
        window.addAction(action)

    add(file, QCoreApplication.translate("MainWindow", "&New session"), window.new_session, Keys.New)
    add(
        file, QCoreApplication.translate("MainWindow", "&Settings…"), window.settings_requested.emit, "Ctrl+,"
    )
    add(file, QCoreApplication.translate("MainWindow", "&Usage…"), lambda: show_usage(window))
    file.addSeparator()
    add(file, QCoreApplication.translate("MainWindow", "&Quit"), window.close, Keys.Quit)
    add(edit, QCoreApplication.translate("MainWindow", "&Search sessions"), window.focus_search, "Ctrl+K")
    find = QCoreApplication.translate("MainWindow", "&Find in conversation")
    add(edit, find, window.find_in_chat, Keys.Find)
    add(
        edit, QCoreApplication.translate("MainWindow", "&Focus the message input"),
        window.message_input.setFocus, "Ctrl+L",
    )  # fmt: skip
    add(
        edit, QCoreApplication.translate("MainWindow", "&Edit the last message"), conversation.edit_last,
        "Ctrl+Shift+E",
    )  # fmt: skip
    add(
        edit, QCoreApplication.translate("MainWindow", "&Copy the last answer"), window.copy_last_answer,
        "Ctrl+Shift+C",
    )  # fmt: skip
    add(chat, QCoreApplication.translate("MainWindow", "S&top"), conversation.escape, "Esc")
    regenerate = conversation.regenerate
    add(chat, QCoreApplication.translate("MainWindow", "&Regenerate the last answer"), regenerate, "Ctrl+R")
    add(
        chat, QCoreApplication.translate("MainWindow", "&Next session"), lambda: window.step_session(1),
        "Ctrl+PgDown",
    )  # fmt: skip
    add(
        chat, QCoreApplication.translate("MainWindow", "&Previous session"), lambda: window.step_session(-1),
        "Ctrl+PgUp",
    )  # fmt: skip
    chat.addSeparator()
    add(chat, QCoreApplication.translate("MainWindow", "Re&name…"), window.rename_current, "F2")
    add(chat, QCoreApplication.translate("MainWindow", "&Compact now"), conversation.compact_now)
    add(
        chat, QCoreApplication.translate("MainWindow", "R&esources"), lambda: toggle_resources(window),
        "Ctrl+Shift+R",
    )  # fmt: skip
    add(
        chat, QCoreApplication.translate("MainWindow", "&Permissions…"), lambda: show_permissions(window),
        "Ctrl+Shift+P",
    )  # fmt: skip
    add(help_menu, QCoreApplication.translate("MainWindow", "&About Desktop Agent"), lambda: about(window))


def about(window: MainWindow) -> None:
    QMessageBox.about(
        window,
        QCoreApplication.translate("MainWindow", "About Desktop Agent"),
        QCoreApplication.translate(
            "MainWindow",
            "<b>Desktop Agent {version}</b><p>Chat with a model that can act on your computer, "
            "with your approval. Your history stays on this computer; your keys stay in the "
            "system keyring.</p>",
        ).format(version=__version__),
    )


def show_permissions(window: MainWindow) -> None:
    """The approvals saved for the shown session and those that always hold; each can be revoked."""
    try:
        store = window.controller.permissions()
    except UserFacingError as error:
        window.show_error(error)
        return
    from desktop_agent.ui.permissions_dialog import PermissionsDialog

    dialog = PermissionsDialog(store, window.session.id if window.session is not None else None, window)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()


def toggle_resources(window: MainWindow) -> None:
    """The MCP servers' resources in a side panel (made the first time it opens)."""
    from desktop_agent.ui.resources_panel import toggle_resources as toggle

    toggle(window)


def show_usage(window: MainWindow) -> None:
    """Tokens and costs per day, model and session, in a window of its own."""
    from desktop_agent.ui.usage_dialog import open_usage

    open_usage(window)
