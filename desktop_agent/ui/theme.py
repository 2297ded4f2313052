"""Light and dark themes. "system" follows the OS where Qt can tell; light/dark set a Fusion palette."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from PySide6.QtGui import QPalette

Theme = Literal["system", "light", "dark"]


def _colors(theme: Theme) -> dict[QPalette.ColorRole, str]:
    """The colors a light or dark theme sets (the rest come from Fusion's palette)."""
    from PySide6.QtGui import QPalette  # its Python type (and Qt's namespace below) only when a theme is set

    if theme == "light":
        return {
            QPalette.ColorRole.Highlight: "#4f6df5",
            QPalette.ColorRole.HighlightedText: "#ffffff",
            QPalette.ColorRole.Link: "#3451d1",
        }
    return {
        QPalette.ColorRole.Window: "#1f2125",
        QPalette.ColorRole.WindowText: "#e6e6e6",
        QPalette.ColorRole.Base: "#16181b",
        QPalette.ColorRole.AlternateBase: "#24272c",
        QPalette.ColorRole.Text: "#e6e6e6",
        QPalette.ColorRole.Button: "#2b2e34",
        QPalette.ColorRole.ButtonText: "#e6e6e6",
        QPalette.ColorRole.Highlight: "#4f6df5",
        QPalette.ColorRole.HighlightedText: "#ffffff",
        QPalette.ColorRole.ToolTipBase: "#2b2e34",
        QPalette.ColorRole.ToolTipText: "#e6e6e6",
        QPalette.ColorRole.PlaceholderText: "#8b9098",
        QPalette.ColorRole.Link: "#8fa6ff",
        QPalette.ColorRole.Mid: "#3a3e45",
    }


def apply_theme(app: QApplication, theme: Theme) -> None:
    if theme == "system":
        return
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QColor, QPalette

    app.setStyle("Fusion")
    app.styleHints().setColorScheme(Qt.ColorScheme.Dark if theme == "dark" else Qt.ColorScheme.Light)
    palette = app.style().standardPalette()
    for role, color in _colors(theme).items():
        palette.setColor(role, QColor(color))
    if theme == "dark":
        for role in (QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText, QPalette.ColorRole.WindowText):
            palette.setColor(QPalette.ColorGroup.Disabled, role, QColor("#6c7078"))
    app.setPalette(palette)
