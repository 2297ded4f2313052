"""One design system: the shipped UI font, and every stock widget drawn from the same tokens in light and
dark: flat buttons with one accent button, fields with an edge that shows, scrollbars without arrows, menus
on a raised surface, errors in the theme's red; and one canvas under the header, the chat and the composer."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QFontInfo, QImage
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QScrollBar,
    QSplitter,
    QStyle,
    QStyleOptionSlider,
    QVBoxLayout,
    QWidget,
)
from pytestqt.qtbot import QtBot

from desktop_agent.ui.fonts import FAMILY, SMALLEST_DEFAULT, ui_font
from desktop_agent.ui.theme import ERROR_STYLE, TEXT, TOKENS, Shade, Theme, apply_theme, contrast_ratio
from tests.gui.contrast_probe import painted_contrast


@pytest.fixture(params=["light", "dark"])
def shade(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[Shade]:
    chosen: Shade = request.param
    apply_theme(qapp, chosen)
    yield chosen  # the window tests' own fixture puts the look back


def _colors(widget: QWidget, inset: int = 2) -> Counter[str]:
    window = widget.window()
    corner = widget.mapTo(window, QPoint(0, 0))
    area = QRect(corner, widget.size()).adjusted(inset, inset, -inset, -inset)
    image = window.grab(area).toImage().convertToFormat(QImage.Format.Format_RGB32)
    return Counter(
        QColor.fromRgb(image.pixel(x, y)).name() for y in range(image.height()) for x in range(image.width())
    )


def _close(first: str, second: str, within: int = 6) -> bool:
    a, b = QColor(first), QColor(second)
    return max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue())) <= within


def test_the_ui_font_is_the_shipped_inter_at_a_readable_size(qapp: QApplication) -> None:
    font = ui_font(None)
    assert QFontInfo(font).family() == FAMILY, "the shipped font is found and used, not a system fallback"
    assert font.pointSizeF() >= SMALLEST_DEFAULT
    assert QFontInfo(qapp.font()).family() == FAMILY, "the app runs with it"
    chosen = ui_font(14)
    assert chosen.pointSize() == 14 and QFontInfo(chosen).family() == FAMILY, "the person's size keeps Inter"
    assert len(font.families()) > 1, "the system's font stays behind it for glyphs Inter lacks (CJK, emoji)"


def test_buttons_are_flat_and_one_is_the_accent(qtbot: QtBot, shade: Shade) -> None:
    tokens = TOKENS[shade]
    box = QWidget()
    qtbot.addWidget(box)
    layout = QVBoxLayout(box)
    plain, primary = QPushButton("Cancel"), QPushButton("Approve once")
    primary.setProperty("primary", True)
    layout.addWidget(plain)
    layout.addWidget(primary)
    box.show()
    qtbot.waitExposed(box)
    assert _close(_colors(plain, inset=4).most_common(1)[0][0], tokens["surface"]), "a flat fill, no gradient"
    fill = _colors(primary, inset=4).most_common(1)[0][0]
    assert _close(fill, tokens["accent"]), f"the primary button is the accent colour, not {fill}"
    assert painted_contrast(primary) >= TEXT and painted_contrast(plain) >= TEXT


def test_a_field_shows_its_edge_and_its_text(qtbot: QtBot, shade: Shade) -> None:
    field = QLineEdit("typed words")
    qtbot.addWidget(field)
    field.resize(300, 32)
    field.show()
    qtbot.waitExposed(field)
    colors = _colors(field, inset=0)
    background = colors.most_common(1)[0][0]
    assert _close(background, TOKENS[shade]["canvas"])
    assert any(contrast_ratio(background, c) >= 3.0 for c in colors if c != background), "its edge shows"
    assert painted_contrast(field) >= TEXT


def test_scrollbars_have_no_arrow_buttons(qtbot: QtBot, shade: Shade) -> None:
    bar = QScrollBar()
    qtbot.addWidget(bar)
    bar.setRange(0, 100)
    bar.resize(14, 300)
    bar.show()
    qtbot.waitExposed(bar)
    option = QStyleOptionSlider()
    bar.initStyleOption(option)
    style = bar.style()
    for control in (QStyle.SubControl.SC_ScrollBarAddLine, QStyle.SubControl.SC_ScrollBarSubLine):
        rect = style.subControlRect(QStyle.ComplexControl.CC_ScrollBar, option, control, bar)
        assert rect.height() == 0 or rect.width() == 0, "no arrow buttons at the ends"
    assert bar.sizeHint().width() <= 12, "a thin bar"


def test_menus_are_raised_with_readable_items(qtbot: QtBot, shade: Shade) -> None:
    menu = QMenu()
    qtbot.addWidget(menu)
    menu.addAction("Rename…")
    menu.addAction("Delete")
    menu.popup(QPoint(100, 100))
    qtbot.waitExposed(menu)
    colors = _colors(menu, inset=3)
    assert _close(colors.most_common(1)[0][0], TOKENS[shade]["raised"])
    assert painted_contrast(menu) >= TEXT
    menu.close()


def test_an_error_takes_the_themes_red_and_changes_with_it(qtbot: QtBot, qapp: QApplication) -> None:
    label = QLabel("The key was not accepted.")
    label.setStyleSheet(ERROR_STYLE)
    qtbot.addWidget(label)
    label.show()
    qtbot.waitExposed(label)
    for shade in ("light", "dark"):
        apply_theme(qapp, shade)
        QApplication.processEvents()
        colors = _colors(label, inset=0)
        background = colors.most_common(1)[0][0]
        strongest = max(colors, key=lambda c: contrast_ratio(background, c))
        assert _close(strongest, TOKENS[shade]["error_text"], within=12), f"{strongest} in {shade}"
        assert contrast_ratio(background, strongest) >= TEXT


def test_header_chat_and_composer_share_one_canvas(qtbot: QtBot, shade: Shade) -> None:
    from desktop_agent.ui.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1100, 700)
    window.show()
    qtbot.waitExposed(window)
    canvas, side = TOKENS[shade]["canvas"], TOKENS[shade]["window"]
    splitter = window.centralWidget()
    assert isinstance(splitter, QSplitter)
    pane = splitter.widget(1)
    assert pane is not None
    gaps = [
        QPoint(4, pane.height() // 2),  # left of the chat
        QPoint(pane.width() - 3, pane.height() // 2),  # right of the chat
        QPoint(pane.width() // 2, window.header.geometry().bottom() + 1),  # between the header and the chat
        QPoint(6, pane.height() - 4),  # beside the composer
    ]
    image = pane.grab().toImage()
    for point in gaps:
        assert _close(image.pixelColor(point).name(), canvas), f"a second surface at {point} in {shade}"
    list_colors = _colors(window.session_list, inset=0)
    assert _close(list_colors.most_common(1)[0][0], side), "the session list sits on the side's tint"
    assert not _close(side, canvas, within=3), "the side is told apart from the chat"


def test_the_composer_sits_under_the_greeting_until_the_first_message(qtbot: QtBot) -> None:
    from desktop_agent.ui.empty_state import EmptyState
    from desktop_agent.ui.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1100, 760)
    window.show()
    qtbot.waitExposed(window)
    stand_in = window._chat_stand_in
    assert stand_in is not None
    empty = EmptyState(stand_in, lambda: ("ollama/llama3.1", "project"))
    window.centring.watch(empty)
    empty.show_over(True)
    QApplication.processEvents()
    pane_height = window.composer.parentWidget().height()  # type: ignore[union-attr]
    middle = window.composer.geometry().center().y()
    assert abs(middle - pane_height / 2) < pane_height * 0.2, "an empty chat: the composer in the middle"
    assert stand_in.geometry().bottom() <= window.composer.geometry().top(), "the greeting's view above it"
    empty.show_over(False)
    QApplication.processEvents()
    assert window.composer.geometry().bottom() >= pane_height - 24, "with a message: at the bottom again"


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_first_paint_looks_as_the_whole_stylesheet_does(
    qtbot: QtBot, qapp: QApplication, theme: Theme
) -> None:
    """Before the first paint only the window's four parts carry the stylesheet's first part (the application
    none: cheaper to polish); after it the application carries the whole one, and nothing in them changes
    (the composer's row included: its buttons keep their size and place)."""
    from desktop_agent.ui.first_look import FirstLook, styled_controls
    from desktop_agent.ui.main_window import MainWindow

    apply_theme(qapp, theme, stylesheet=False)
    qapp.setStyleSheet("")
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1100, 700)
    controls = styled_controls(window.menuBar(), window.sidebar, window.header, window.composer)
    look = FirstLook(qapp, controls)
    window.show()
    qtbot.waitExposed(window)
    window.message_input.setFocus()  # where the window puts it
    for _ in range(5):  # the layouts this test's own stylesheet change (above) left pending, settled
        QApplication.processEvents()
    assert qapp.styleSheet() == "", "no application stylesheet to polish every widget with before the paint"
    before = [control.grab().toImage() for control in controls]
    look.hand_over()
    for _ in range(5):
        QApplication.processEvents()
    assert "QMenu" in qapp.styleSheet() and all(control.styleSheet() == "" for control in controls)
    names = ["the menu bar", "the session list's side", "the header", "the composer"]
    for name, control, image in zip(names, controls, before, strict=True):
        assert control.grab().toImage() == image, f"{name} looks the same after it"
