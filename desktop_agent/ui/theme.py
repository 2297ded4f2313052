"""Light and dark themes. "system" follows the OS where Qt can tell; light/dark set a Fusion palette.

The colours the window uses for text and what it sits on are named here once (`TOKENS`), for light and dark;
`PAIRS` lists which of them meet (text on its background, a control's shape on the chat) and the contrast each
pair must keep (WCAG AA: 4.5:1 for text, 3:1 for large text, icons and the edges of controls).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from PySide6.QtGui import QPalette

Theme = Literal["system", "light", "dark"]
Shade = Literal["light", "dark"]

TOKENS: dict[Shade, dict[str, str]] = {
    "light": {
        "window": "#efefef",  # the window's own background (sidebar, header)
        "canvas": "#ffffff",  # the chat and the composer's box
        "text": "#000000",
        "text_secondary": "#5f6368",  # the empty state's model and folder, quiet lines
        "placeholder": "#6b6f76",
        "accent": "#3d5be8",  # Send, selection
        "on_accent": "#ffffff",
        "danger": "#c62828",  # Stop
        "on_danger": "#ffffff",
        "error_text": "#b3261e",  # an error written in the chat
        "error_border": "#c62828",
        "tooltip": "#ffffdc",
        "tooltip_text": "#000000",
        "link": "#3451d1",
    },
    "dark": {
        "window": "#1f2125",
        "canvas": "#16181b",
        "text": "#e6e6e6",
        "text_secondary": "#a3a8b0",
        "placeholder": "#8b9098",
        "accent": "#3d5be8",
        "on_accent": "#ffffff",
        "danger": "#c62828",
        "on_danger": "#ffffff",
        "error_text": "#f87171",
        "error_border": "#f87171",
        "tooltip": "#2b2e34",
        "tooltip_text": "#e6e6e6",
        "link": "#8fa6ff",
    },
}

TEXT, LARGE = 4.5, 3.0
"""WCAG AA: body text; large text, icons and the edges of controls."""
PAIRS: tuple[tuple[str, str, float], ...] = (
    ("text", "canvas", TEXT),
    ("text", "window", TEXT),
    ("text_secondary", "canvas", TEXT),
    ("text_secondary", "window", TEXT),
    ("placeholder", "canvas", TEXT),
    ("on_accent", "accent", TEXT),
    ("on_danger", "danger", TEXT),
    ("error_text", "canvas", TEXT),
    ("tooltip_text", "tooltip", TEXT),
    ("link", "canvas", TEXT),
    ("accent", "canvas", LARGE),  # Send's shape on the composer's box
    ("error_border", "canvas", LARGE),
)
"""(foreground, background, the least contrast) of every pair the window paints."""


def contrast_ratio(first: str, second: str) -> float:
    """WCAG 2's contrast ratio of two #rrggbb colours, from 1 to 21."""

    def luminance(color: str) -> float:
        channels = [int(color.lstrip("#")[i : i + 2], 16) / 255 for i in (0, 2, 4)]
        r, g, b = (c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    high, low = sorted((luminance(first), luminance(second)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def shade_of(palette: QPalette) -> Shade:
    """Whether a palette (the app's, also the system's) is dark: its base colour is."""
    from PySide6.QtGui import QPalette

    return "dark" if palette.color(QPalette.ColorRole.Base).lightness() < 128 else "light"


def token(palette: QPalette, name: str) -> str:
    """The named colour (`TOKENS`) for the palette's shade, as #rrggbb."""
    return TOKENS[shade_of(palette)][name]


def _colors(theme: Theme) -> dict[QPalette.ColorRole, str]:
    """The colors a light or dark theme sets (the rest come from Fusion's palette)."""
    from PySide6.QtGui import QPalette  # its Python type (and Qt's namespace below) only when a theme is set

    t = TOKENS["light" if theme == "light" else "dark"]
    role = QPalette.ColorRole
    colors = {
        role.Window: t["window"],
        role.WindowText: t["text"],
        role.Base: t["canvas"],
        role.Text: t["text"],
        role.ButtonText: t["text"],
        role.Highlight: t["accent"],
        role.HighlightedText: t["on_accent"],
        role.ToolTipBase: t["tooltip"],
        role.ToolTipText: t["tooltip_text"],
        role.PlaceholderText: t["placeholder"],
        role.Link: t["link"],
    }
    if theme == "dark":
        colors |= {role.AlternateBase: "#24272c", role.Button: "#2b2e34", role.Mid: "#3a3e45"}
    return colors


def apply_theme(app: QApplication, theme: Theme) -> None:
    if theme == "system":
        return
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QColor, QPalette
    from PySide6.QtWidgets import QToolTip

    app.setStyle("Fusion")
    app.styleHints().setColorScheme(Qt.ColorScheme.Dark if theme == "dark" else Qt.ColorScheme.Light)
    palette = app.style().standardPalette()
    for role, color in _colors(theme).items():
        palette.setColor(role, QColor(color))
    if theme == "dark":
        for role in (QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText, QPalette.ColorRole.WindowText):
            palette.setColor(QPalette.ColorGroup.Disabled, role, QColor("#6c7078"))
    app.setPalette(palette)
    QToolTip.setPalette(
        palette
    )  # tooltips keep a palette of their own: light ones in a dark window otherwise
