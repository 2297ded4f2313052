"""Light and dark themes. "system" follows the OS where Qt can tell; light/dark set a Fusion palette; every
theme gets the one stylesheet (`ui.stylesheet`) built from the same tokens.

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
        "window": "#f4f4f5",  # the session list's tinted side and the window around dialogs' fields
        "canvas": "#ffffff",  # the chat, its header and composer (one canvas), fields
        "text": "#1f2328",
        "text_secondary": "#5f6368",  # the empty state's model and folder, quiet lines
        "placeholder": "#6b6f76",
        "accent": "#3d5be8",  # Send, selection
        "on_accent": "#ffffff",
        "danger": "#c62828",  # Stop
        "on_danger": "#ffffff",
        "error_text": "#b3261e",  # an error written in the chat
        "error_border": "#c62828",
        "error_banner": "#fdecea",  # behind an error that is a banner
        "tooltip": "#ffffdc",
        "tooltip_text": "#000000",
        "link": "#3451d1",
        "border": "#8a8f98",  # the edge of a field or combo (3:1 on the canvas)
        "border_soft": "#d0d3d9",  # a button's edge (its text names it)
        "divider": "#e4e5e8",  # lines that only separate: menus' edges, the splitter, tabs' panes
        "surface": "#ffffff",  # a button
        "hover": "#ececef",  # a control under the pointer, a chosen menu item
        "raised": "#ffffff",  # menus and popups
        "scroll": "#c4c7cc",
        "scroll_hover": "#9ea2a9",
        "accent_hover": "#3350d6",
        "accent_soft": "#9fb0f6",
        "warning_text": "#8a5300",  # a note that needs attention, not an error
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
        "error_banner": "#2a1515",
        "tooltip": "#2b2e34",
        "tooltip_text": "#e6e6e6",
        "link": "#8fa6ff",
        "border": "#6b7079",
        "border_soft": "#3a3e45",
        "divider": "#2e3137",
        "surface": "#23262b",
        "hover": "#2c2f35",
        "raised": "#25282d",
        "scroll": "#464a52",
        "scroll_hover": "#5c616b",
        "accent_hover": "#4a67f0",
        "accent_soft": "#5770e0",
        "warning_text": "#f0b45a",
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
    ("border", "canvas", LARGE),  # a field's edge
    ("text", "surface", TEXT),
    ("text", "hover", TEXT),
    ("text", "raised", TEXT),
    ("text_secondary", "raised", TEXT),
    ("on_accent", "accent_hover", TEXT),
    ("placeholder", "window", TEXT),  # a disabled button's text
    ("warning_text", "canvas", TEXT),
    ("warning_text", "window", TEXT),
    ("error_text", "window", TEXT),
    ("error_text", "error_banner", TEXT),
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


ERROR_COLOR = "palette(bright-text)"
"""An error's colour in a widget's stylesheet: the palette's bright text, which `apply_theme` sets to the
shade's `error_text` (so a live switch to dark recolours every error at once)."""
ERROR_STYLE = f"color: {ERROR_COLOR};"


def apply_theme(app: QApplication, theme: Theme, *, stylesheet: bool = True) -> None:
    """The palette (light and dark; "system" keeps the OS's) and, for every theme, the one stylesheet
    (at start-up `ui.first_look` sets it after the first paint)."""
    if theme != "system":
        _set_palette(app, theme)
    from PySide6.QtGui import QColor, QPalette
    from PySide6.QtWidgets import QToolTip

    palette = app.palette()
    shade = shade_of(palette)
    palette.setColor(QPalette.ColorRole.BrightText, QColor(TOKENS[shade]["error_text"]))
    app.setPalette(palette)
    QToolTip.setPalette(palette)  # tooltips keep a palette of their own: else light ones in a dark window
    if stylesheet:
        from desktop_agent.ui.stylesheet import stylesheet as sheet

        app.setStyleSheet(sheet(shade))


def _set_palette(app: QApplication, theme: Theme) -> None:
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
