"""The look of the window's first paint without the cost of an application stylesheet.

An application-wide stylesheet makes Qt polish every one of the window's ~90 widgets through its stylesheet
style (~12 ms before the first paint, about 6 % of the start-up). So until that paint, the first part of the
stylesheet (`ui.stylesheet`: each control's resting look) is set on just the four parts whose controls it
changes — the menu bar, the session list's side (its button, search box and list), the header and the
composer (their combos and buttons) — and the rest of the window takes its colours from the palette; right
after the paint the whole stylesheet goes on the application and these ones come off, the look unchanged.
One sheet per part rather than one per control: Qt parses and sets up a stylesheet style for each widget
that has a sheet (14 controls cost ~1.3 ms more), and every button of a part is styled as the whole
stylesheet will style it (one per control missed the composer's attach button, whose row moved at the
hand-over).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from desktop_agent.ui.stylesheet import stylesheet
from desktop_agent.ui.theme import shade_of

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication, QWidget

    from desktop_agent.ui.composer import ComposerBar
    from desktop_agent.ui.header import SessionHeader
    from desktop_agent.ui.sidebar import SessionSidebar


def styled_controls(
    menus: QWidget, sidebar: SessionSidebar, header: SessionHeader, composer: ComposerBar
) -> list[QWidget]:
    """The parts of an empty window holding every control whose resting look the stylesheet changes (`menus`:
    its menu bar; the header's model picker sits in the composer's row)."""
    return [menus, sidebar, header, composer]


class FirstLook:
    def __init__(self, app: QApplication, controls: Sequence[QWidget]) -> None:
        """Sets the first part of the stylesheet on `controls` (before the window is shown)."""
        self._app = app
        self._controls = list(controls)
        first = stylesheet(shade_of(app.palette()), whole=False)
        for control in self._controls:
            control.setStyleSheet(first)

    def hand_over(self) -> None:
        """After the first paint: the whole stylesheet on the application, none left on the controls."""
        self._app.setStyleSheet(stylesheet(shade_of(self._app.palette())))
        for control in self._controls:
            control.setStyleSheet("")
