"""The app's icons: Lucide's SVG files (ISC licence, `resources/icons/ui/LICENSE`), drawn in any colour at
any size, crisp on high-density screens.

Lucide draws with `currentColor`; the colour asked for replaces it in the SVG text before QtSvg renders it.
Rendered images are cached per (name, colour, size, pixel ratio).
"""

from __future__ import annotations

import logging
from functools import cache

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QIcon, QImage, QPainter, QPalette, QPixmap
from PySide6.QtSvg import QSvgRenderer

from desktop_agent.ui.resources import resources_dir

log = logging.getLogger(__name__)

TOOL_ICONS = {
    "read_file": "file-text",
    "write_file": "file-plus",
    "edit_file": "file-pen-line",
    "delete_file": "trash-2",
    "list_directory": "folder-open",
    "glob": "file-search",
    "grep": "search",
    "run_command": "terminal",
    "fetch_url": "globe",
    "web_search": "text-search",
    "ask_user": "message-circle-question",
}
"""The icon on a built-in tool's card; an MCP server's tools show `plug`, anything else `wrench`."""


def tool_icon(name: str) -> str:
    if name in TOOL_ICONS:
        return TOOL_ICONS[name]
    return "plug" if "__" in name else "wrench"


@cache
def _svg(name: str) -> str:
    path = resources_dir() / "icons" / "ui" / f"{name}.svg"
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        log.warning("The icon %r is missing", name)
        return '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"/>'


def _text_color() -> QColor:
    app = QGuiApplication.instance()
    palette = app.palette() if isinstance(app, QGuiApplication) else QPalette()
    return palette.color(QPalette.ColorRole.Text)


@cache
def _image(name: str, rgb: str, alpha: float, size: int, ratio: float) -> QImage:
    # QtSvg (SVG Tiny) takes no rgba(): the colour, and its opacity on the root element.
    svg = _svg(name).replace("currentColor", rgb).replace("<svg", f'<svg opacity="{alpha:.3f}"', 1)
    renderer = QSvgRenderer(QByteArray(svg.encode("utf-8")))
    pixels = max(1, round(size * ratio))
    image = QImage(pixels, pixels, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    try:
        renderer.render(painter, QRectF(0, 0, pixels, pixels))
    finally:
        painter.end()
    image.setDevicePixelRatio(ratio)
    return image


def _ratio() -> float:
    app = QGuiApplication.instance()
    return app.devicePixelRatio() if isinstance(app, QGuiApplication) else 1.0


def image(name: str, color: QColor | None = None, size: int = 16, ratio: float | None = None) -> QImage:
    """The icon as an image of `size` logical pixels, in `color` (the palette's text colour by default)."""
    shade = QColor(color) if color is not None else _text_color()
    rgb = shade.name(QColor.NameFormat.HexRgb)
    return _image(name, rgb, shade.alphaF(), size, ratio if ratio is not None else _ratio())


def pixmap(name: str, color: QColor | None = None, size: int = 16) -> QPixmap:
    return QPixmap.fromImage(image(name, color, size))


def icon(name: str, color: QColor | None = None, size: int = 16) -> QIcon:
    return QIcon(pixmap(name, color, size))
