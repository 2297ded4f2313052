"""Fixtures for the window tests: a qasync event loop on the test's QApplication, and the app's own look
(the shipped UI font and the one stylesheet, as `desktop-agent` starts with them), put back after any test
that changed the theme, style or font."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import QApplication, QToolTip

from desktop_agent.ui.fonts import apply_ui_font
from desktop_agent.ui.theme import apply_theme
from tests.gui.window_harness import event_loop_qt

__all__ = ["event_loop_qt"]

# MCP Apps' views (QtWebEngine) share OpenGL contexts with the window: Qt wants it said before the
# application exists, as the app does (ui/app.py).
QCoreApplication.setAttribute(Qt.ApplicationAttribute.AA_ShareOpenGLContexts)


@pytest.fixture(autouse=True)
def app_look(qapp: QApplication) -> Iterator[None]:
    """Every window test sees what the person sees: Inter and the stylesheet of the style's own palette;
    a test that switches the theme or the font size leaves the next one the same look."""
    if not getattr(qapp, "_dressed", False):
        apply_ui_font(qapp, None)
        apply_theme(qapp, "system")
        qapp._dressed = True  # type: ignore[attr-defined]
    style, palette, font = qapp.style().name(), QPalette(qapp.palette()), QFont(qapp.font())
    sheet, tips = qapp.styleSheet(), QPalette(QToolTip.palette())
    yield
    if qapp.style().name() != style:
        qapp.styleHints().unsetColorScheme()
        qapp.setStyle(style)
    if qapp.palette() != palette:
        qapp.setPalette(palette)
    if qapp.styleSheet() != sheet:
        qapp.setStyleSheet(sheet)
    if qapp.font() != font:
        qapp.setFont(font)
    QToolTip.setPalette(tips)
