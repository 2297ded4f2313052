"""The window opens with the named controls a screen reader (and automation) can find."""

from __future__ import annotations

import sys

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QTextCursor, QTextDocument
from PySide6.QtWidgets import QListView, QMenu, QPlainTextEdit, QPushButton
from pytestqt.qtbot import QtBot

from desktop_agent.ui.main_window import MainWindow


def test_window_shows_named_controls(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)

    assert window.windowTitle() == "Desktop Agent"
    widgets = [
        *window.findChildren(QListView),
        *window.findChildren(QPushButton),
        *window.findChildren(QPlainTextEdit),
    ]
    names = {w.accessibleName() for w in widgets}
    assert {"Session list", "New session", "Message input", "Send"} <= names
    assert window.width() >= 800 and window.height() >= 600


def test_after_the_first_paint_every_common_action_is_in_a_menu_with_its_shortcut(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.finish_setup()  # as the app does once the window has painted

    shown = {
        action.text().replace("&", ""): action.shortcut().toString(QKeySequence.SequenceFormat.PortableText)
        for menu in window.menuBar().findChildren(QMenu)
        for action in menu.actions()
        if not action.isSeparator()
    }
    assert shown["New session"] == "Ctrl+N"
    assert shown["Settings…"] == "Ctrl+,"
    assert shown["Search sessions"] == "Ctrl+K"
    assert shown["Focus the message input"] == "Ctrl+L"
    assert shown["Stop"] == "Esc"
    assert shown["Next session"] == "Ctrl+PgDown" and shown["Previous session"] == "Ctrl+PgUp"
    assert shown["Regenerate the last answer"] == "Ctrl+R"

    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.message_input.setFocus()
    qtbot.keyClick(window.message_input, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.search_box.hasFocus())


def test_qt_void_calls_do_not_leak_references_to_none() -> None:
    """PySide6 6.12.0 on CPython 3.11 drops a reference to None per void call and later kills the app."""
    doc = QTextDocument()
    cursor = QTextCursor(doc)
    before = sys.getrefcount(None)
    for _ in range(20_000):
        cursor.insertText("x")
        cursor.setPosition(0)
    after = sys.getrefcount(None)
    assert after >= before - 100, f"None lost {before - after} references"


def test_the_app_icon_loads(qtbot: QtBot) -> None:
    from desktop_agent.ui.resources import app_icon

    icon = app_icon()
    assert not icon.isNull()
    assert not icon.pixmap(64, 64).isNull()


def test_dark_and_light_themes_change_the_palette(qtbot: QtBot) -> None:
    from PySide6.QtGui import QPalette
    from PySide6.QtWidgets import QApplication

    from desktop_agent.ui.theme import apply_theme

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    before_palette, before_style = app.palette(), app.style().name()
    try:
        apply_theme(app, "dark")
        dark = app.palette()
        assert dark.color(QPalette.ColorRole.Window).lightness() < 60
        assert dark.color(QPalette.ColorRole.Text).lightness() > 200
        apply_theme(app, "light")
        assert app.palette().color(QPalette.ColorRole.Window).lightness() > 200
    finally:
        app.setStyle(before_style)
        app.setPalette(before_palette)


def test_a_window_whose_core_is_still_opening_says_so_where_the_person_acted(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.finish_setup()

    window.message_input.setFocus()
    window.message_input.setPlainText("Hello already")
    qtbot.keyClick(window.message_input, Qt.Key.Key_Return)
    assert "Still starting…" in window.chat.toPlainText()
    assert window.message_input.toPlainText() == "Hello already", "what was typed is kept"
    assert window.session is None

    qtbot.mouseClick(window.new_button, Qt.MouseButton.LeftButton)
    assert window.session is None and window.chat.toPlainText().count("Still starting…") == 2
    window.stop_button.click()  # nothing runs: nothing to stop, nothing to say
