"""The app's one stylesheet: every stock widget (buttons, fields, combos, scrollbars, menus, tooltips, tabs,
group boxes, lists in dialogs) drawn from the same tokens (`ui.theme.TOKENS`), light and dark.

Flat controls with a 6 px radius and no gradients, thin scrollbars without arrows, menus with an edge, and
one accent button per dialog (`QPushButton[primary="true"]`). Built as text from the tokens of the palette's
shade and set on the application (`ui.theme.apply_theme`; at start-up `ui.first_look`, after the first
paint), so a theme change restyles every window; a widget's own stylesheet (a field marked wrong) still
wins where it says more.
"""

from __future__ import annotations

import logging
from pathlib import Path

from desktop_agent.ui.resources import resources_dir
from desktop_agent.ui.theme import TOKENS, Shade

log = logging.getLogger(__name__)

RADIUS = 6
"""Corners of buttons, fields, combos and lists, px."""
MENU_RADIUS = 8
SCROLLBAR = 10
"""A scrollbar's width, px: its handle is drawn 2 px in from each side."""

_FIRST = """
QPushButton {{
    color: {text}; background: {surface}; border: 1px solid {border_soft};
    border-radius: {radius}px; padding: 5px 10px; min-height: 18px;
}}
QPushButton#sendButton {{ color: {on_accent}; background: {accent}; border-color: {accent}; }}
QPushButton#stopButton {{ color: {on_danger}; background: {danger}; border-color: {danger}; }}
QToolButton {{ border: 1px solid transparent; border-radius: {radius}px; padding: 3px; }}
QToolButton[popupMode="2"] {{ padding-right: 16px; }}
QToolButton::menu-indicator {{
    image: url("{chevron}"); width: 10px; height: 10px; subcontrol-position: right center;
    subcontrol-origin: padding; right: 3px;
}}
QLineEdit, QSpinBox, QDoubleSpinBox, QTimeEdit, QDateTimeEdit, QKeySequenceEdit QLineEdit {{
    color: {text}; background: {canvas}; border: 1px solid {border};
    border-radius: {radius}px; padding: 4px 6px; selection-background-color: {accent};
    selection-color: {on_accent};
}}
QComboBox {{
    color: {text}; background: {surface}; border: 1px solid {border};
    border-radius: {radius}px; padding: 4px 8px; min-height: 18px;
}}
QComboBox::drop-down {{ border: none; width: 22px; subcontrol-position: center right; }}
QComboBox::down-arrow {{ image: url("{chevron}"); width: 12px; height: 12px; }}
QComboBox QLineEdit {{ border: none; background: transparent; padding: 0; }}
QWidget#composerBox QComboBox {{ border-color: transparent; background: transparent; }}
QMenuBar {{ background: {window}; color: {text}; }}
QMenuBar::item {{ padding: 4px 8px; border-radius: 4px; background: transparent; }}
QSplitter::handle {{ background: {divider}; }}
QSplitter::handle:horizontal {{ width: 1px; }}
QSplitter::handle:vertical {{ height: 1px; }}
QWidget#chatPane {{ background: {canvas}; }}
QListView#sessionList {{ border: none; background: transparent; }}
QPushButton:focus {{ border-color: {accent}; }}
QPushButton:disabled {{ color: {placeholder}; background: {window}; border-color: {divider}; }}
QToolButton:focus {{ border-color: {accent}; }}
QLineEdit:focus, QSpinBox:focus, QDoubleSpinBox:focus, QTimeEdit:focus, QDateTimeEdit:focus {{
    border-color: {accent};
}}
QLineEdit:disabled, QSpinBox:disabled {{ color: {placeholder}; background: {window}; }}
QWidget#composerBox QComboBox:focus {{ border-color: {accent}; }}
QComboBox:focus {{ border-color: {accent}; }}
"""
"""What the window shows at its first paint, set before it is built: each control's resting look and size
(focus and disabled are seen at once; hover, pressed, scrollbars and popups are not, and every rule makes
each control's polish dearer)."""

_LATER = """
QPushButton:hover {{ background: {hover}; }}
QPushButton:pressed {{ background: {divider}; }}
QPushButton:flat {{ background: transparent; border-color: transparent; }}
QPushButton:flat:hover {{ background: {hover}; }}
QPushButton[primary="true"] {{ color: {on_accent}; background: {accent}; border-color: {accent}; }}
QPushButton[primary="true"]:hover {{ background: {accent_hover}; border-color: {accent_hover}; }}
QPushButton[primary="true"]:focus {{ border-color: {text}; }}
QPushButton[primary="true"]:disabled {{
    color: {placeholder}; background: {window}; border-color: {divider};
}}
QToolButton:hover {{ background: {hover}; }}
QToolButton:pressed, QToolButton:checked {{ background: {divider}; }}
QComboBox:hover {{ background: {hover}; }}
QComboBox:editable {{ background: {canvas}; }}
QWidget#composerBox QComboBox:hover {{ background: {hover}; }}
QComboBox QAbstractItemView {{
    color: {text}; background: {raised}; border: 1px solid {divider}; outline: 0;
    selection-background-color: {hover}; selection-color: {text}; padding: 4px;
}}
QMenuBar::item:selected {{ background: {hover}; }}
QScrollBar:vertical {{ width: {scrollbar}px; background: transparent; margin: 0; }}
QScrollBar:horizontal {{ height: {scrollbar}px; background: transparent; margin: 0; }}
QScrollBar::handle {{ background: {scroll}; border-radius: 3px; }}
QScrollBar::handle:vertical {{ min-height: 32px; margin: 2px; }}
QScrollBar::handle:horizontal {{ min-width: 32px; margin: 2px; }}
QScrollBar::handle:hover {{ background: {scroll_hover}; }}
QScrollBar::add-line, QScrollBar::sub-line {{ width: 0; height: 0; border: none; background: none; }}
QScrollBar::add-page, QScrollBar::sub-page {{ background: none; }}
QAbstractScrollArea::corner {{ background: transparent; }}
* {{ dialogbuttonbox-buttons-have-icons: 0; }}
QToolTip {{
    color: {tooltip_text}; background: {tooltip}; border: 1px solid {divider};
    border-radius: 4px; padding: 4px 6px;
}}
QAbstractSpinBox {{ padding: 4px 20px 4px 6px; }}
QAbstractSpinBox::up-button, QAbstractSpinBox::down-button {{
    subcontrol-origin: border; width: 18px; border: none; background: transparent;
}}
QAbstractSpinBox::up-button {{ subcontrol-position: top right; margin-top: 2px; }}
QAbstractSpinBox::down-button {{ subcontrol-position: bottom right; margin-bottom: 2px; }}
QAbstractSpinBox::up-button:hover, QAbstractSpinBox::down-button:hover {{ background: {hover}; }}
QAbstractSpinBox::up-arrow {{ image: url("{chevron_up}"); width: 10px; height: 10px; }}
QAbstractSpinBox::down-arrow {{ image: url("{chevron}"); width: 10px; height: 10px; }}
QDialog QPlainTextEdit, QDialog QTextEdit, QDialog QListView, QDialog QListWidget, QDialog QTreeView,
QDialog QTreeWidget, QDialog QTableView, QDialog QTableWidget {{
    color: {text}; background: {canvas}; border: 1px solid {divider}; border-radius: {radius}px;
}}
QDialog QPlainTextEdit:focus, QDialog QTextEdit:focus, QDialog QListView:focus, QDialog QListWidget:focus,
QDialog QTreeView:focus, QDialog QTreeWidget:focus, QDialog QTableView:focus, QDialog QTableWidget:focus {{
    border-color: {accent};
}}
QDialog QListView::item, QDialog QTreeView::item {{ padding: 3px 4px; }}
QHeaderView::section {{
    color: {text_secondary}; background: {canvas}; border: none; border-bottom: 1px solid {divider};
    padding: 4px 8px;
}}
QMenu {{
    color: {text}; background: {raised}; border: 1px solid {divider}; border-radius: {menu_radius}px;
    padding: 4px;
}}
QMenu::item {{ padding: 6px 24px 6px 12px; border-radius: 4px; }}
QMenu::item:selected {{ background: {hover}; }}
QMenu::item:disabled {{ color: {placeholder}; }}
QMenu::separator {{ height: 1px; background: {divider}; margin: 4px 8px; }}
QTabWidget::pane {{ border: 1px solid {divider}; border-radius: {radius}px; top: -1px; }}
QTabBar::tab {{
    color: {text_secondary}; background: transparent; border: none; border-bottom: 2px solid transparent;
    padding: 6px 12px;
}}
QTabBar::tab:selected {{ color: {text}; border-bottom-color: {accent}; }}
QTabBar::tab:hover {{ color: {text}; }}
QGroupBox {{
    border: 1px solid {divider}; border-radius: {menu_radius}px; margin-top: 1.4em; padding: 8px 6px 6px 6px;
}}
QGroupBox::title {{ subcontrol-origin: margin; left: 10px; padding: 0 4px; color: {text}; }}
QListWidget#sideTabs {{ border: none; background: transparent; outline: 0; }}
QListWidget#sideTabs::item {{ padding: 7px 10px; border-radius: {radius}px; color: {text}; }}
QListWidget#sideTabs::item:hover {{ background: {hover}; }}
QListWidget#sideTabs::item:selected {{ background: {hover}; color: {text}; font-weight: 600; }}
QProgressBar {{
    border: 1px solid {divider}; border-radius: 4px; background: {canvas}; text-align: center; color: {text};
}}
QProgressBar::chunk {{ background: {accent_soft}; border-radius: 3px; }}
"""
"""States (hover, focus, pressed, disabled), the accent button, scrollbars, popups, dialogs, menus, tooltips
and tabs: added right after the first paint, when none of them has been seen yet."""


def stylesheet(shade: Shade, *, whole: bool = True) -> str:
    """The application's stylesheet for a light or dark palette; without `whole`, only what the window shows
    at its first paint."""
    tokens = TOKENS[shade]
    return (_FIRST + _LATER if whole else _FIRST).format(
        radius=RADIUS,
        menu_radius=MENU_RADIUS,
        scrollbar=SCROLLBAR,
        chevron=_colored_icon("chevron-down", tokens["text_secondary"]),
        chevron_up=_colored_icon("chevron-up", tokens["text_secondary"]),
        **tokens,
    )


def _colored_icon(name: str, color: str) -> str:
    """A path to the Lucide icon drawn in `color`, for a stylesheet's `image:` (which cannot recolour): a
    copy in the person's cache folder, written once per colour. An empty path (no arrow drawn, the combo
    still works) when the folder cannot be written."""
    from PySide6.QtCore import QStandardPaths

    folder = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)) / "style"
    target = folder / f"{name}-{color.lstrip('#')}.svg"
    if target.is_file():
        return target.as_posix()
    try:
        svg = (resources_dir() / "icons" / "ui" / f"{name}.svg").read_text(encoding="utf-8")
        folder.mkdir(parents=True, exist_ok=True)
        partial = target.with_suffix(".part")
        partial.write_text(svg.replace("currentColor", color), encoding="utf-8")
        partial.replace(target)
    except OSError as error:
        log.warning("could not write the %s icon for the stylesheet: %s", name, error)
        return ""
    return target.as_posix()
