"""Finds the app's resources (icons, themes) in a source tree, an installed copy or a frozen bundle."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon


def resources_dir() -> Path:
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "resources"
    return Path(__file__).resolve().parents[2] / "resources"


def app_icon() -> QIcon:
    from PySide6.QtGui import QIcon  # its Python type (151 theme icons) when the icon is made

    return QIcon(str(resources_dir() / "icons" / "desktop-agent.svg"))
