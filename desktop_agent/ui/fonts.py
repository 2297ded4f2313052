"""The app's own UI font: Inter (SIL Open Font License 1.1, `resources/fonts/OFL.txt`), shipped with the app
so the window reads the same on every system (a bare Linux may have only DejaVu).

Five static weights converted from the `inter-ui` 4.1.1 package's web fonts (`resources/fonts/README.md`
says how, with their hashes). Regular and bold load before the window is built (~2 ms), the others right
after its first paint; the system's font stays behind Inter in the family list, so text Inter has no glyphs
for (CJK, emoji) is still drawn.
"""

from __future__ import annotations

import logging
import sys

from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

from desktop_agent.ui.resources import resources_dir

log = logging.getLogger(__name__)

FAMILY = "Inter"
FIRST_WEIGHTS = ("Regular", "Bold")
"""What the window's first paint draws with; `load_other_weights` adds the rest after it."""
OTHER_WEIGHTS = ("SemiBold", "Medium", "Italic")
SMALLEST_DEFAULT = 10.0
"""Points: the size used when the system's own is smaller (Linux and Windows say 9 pt, 12 px: cramped)."""

_loaded: dict[tuple[str, ...], bool] = {}


def _load(weights: tuple[str, ...]) -> bool:
    """Registers these of the shipped font files with Qt (once); False when none could be read."""
    if weights not in _loaded:
        folder = resources_dir() / "fonts"
        ids = [QFontDatabase.addApplicationFont(str(folder / f"{FAMILY}-{w}.ttf")) for w in weights]
        if -1 in ids:
            log.warning("some of the UI font's files could not be read in %s", folder)
        _loaded[weights] = any(i != -1 for i in ids)
    return _loaded[weights]


def load_ui_font() -> bool:
    """The weights the first paint needs (~2 ms); False when the font could not be read."""
    return _load(FIRST_WEIGHTS)


def load_other_weights() -> None:
    """Semibold, medium and italic (~3 ms): after the first paint, before anything is drawn with them."""
    _load(OTHER_WEIGHTS)


def ui_font(size: int | None) -> QFont:
    """The UI font at `size` points, or at the system's size (at least `SMALLEST_DEFAULT`, except on macOS,
    whose 13 pt is already right)."""
    system = QFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.GeneralFont))
    font = QFont(system)
    if load_ui_font():
        font.setFamilies([FAMILY, *system.families()])
    if size is not None:
        font.setPointSize(size)
    elif sys.platform != "darwin" and font.pointSizeF() < SMALLEST_DEFAULT:
        font.setPointSizeF(SMALLEST_DEFAULT)
    return font


def apply_ui_font(app: QApplication, size: int | None, *, every_weight: bool = True) -> None:
    """The UI font for the app; without `every_weight`, only the first paint's (see `load_other_weights`)."""
    if every_weight:
        load_other_weights()
    app.setFont(ui_font(size))
