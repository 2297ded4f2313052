"""The empty conversation's examples are cards of one size (a title, a grey line), side by side when they fit,
chosen by mouse, Enter or Space, and their grey line reads at 4.5:1 in light and dark, under the mouse too."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QEnterEvent, QPalette
from PySide6.QtWidgets import QApplication, QTextBrowser, QToolTip
from pytestqt.qtbot import QtBot

from desktop_agent.ui.empty_state import EmptyState, ExampleCard, examples
from desktop_agent.ui.theme import TEXT, Theme, apply_theme, contrast_ratio, token


@pytest.fixture(params=["light", "dark"])
def theme(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[Theme]:
    chosen: Theme = request.param
    palette, style, tips = QPalette(qapp.palette()), qapp.style().name(), QPalette(QToolTip.palette())
    sheet = qapp.styleSheet()
    apply_theme(qapp, chosen)
    try:
        yield chosen
    finally:
        qapp.styleHints().unsetColorScheme()
        qapp.setStyle(style)
        qapp.setPalette(palette)
        qapp.setStyleSheet(sheet)
        QToolTip.setPalette(tips)


def shown(qtbot: QtBot, width: int) -> tuple[QTextBrowser, EmptyState]:
    view = QTextBrowser()
    qtbot.addWidget(view)
    view.resize(width, 520)
    empty = EmptyState(view, lambda: ("openai/gpt-4.1-mini", "project"))
    view.show()
    empty.show_over(True)
    qtbot.waitExposed(view)
    return view, empty


def test_the_examples_are_cards_of_one_size_side_by_side_or_stacked_when_narrow(qtbot: QtBot) -> None:
    view, empty = shown(qtbot, 900)
    cards = empty.buttons
    assert len(cards) == 3 and all(isinstance(c, ExampleCard) for c in cards)
    assert len({c.size().toTuple() for c in cards}) == 1, "every card has the same size"
    assert len({c.y() for c in cards}) == 1 and cards[0].x() < cards[1].x() < cards[2].x(), "one row"
    assert all(c.width() >= c.natural_width() for c in cards), "each card's words show whole, not elided"
    assert [c.text() for c in cards] == examples()
    assert all(c.title and c.line and c.title != c.text() for c in cards), "a short title and a line"
    view.resize(460, 520)
    qtbot.waitUntil(lambda: len({c.x() for c in cards}) == 1)
    assert cards[0].y() < cards[1].y() < cards[2].y(), "stacked when three do not fit side by side"
    assert len({c.size().toTuple() for c in cards}) == 1
    assert all(c.geometry().right() < empty.width() for c in cards), "none cut off"
    assert all(c.width() >= c.natural_width() for c in cards), "each card's words show whole"


def test_a_card_is_chosen_with_the_mouse_enter_or_space(qtbot: QtBot) -> None:
    _view, empty = shown(qtbot, 900)
    chosen: list[str] = []
    empty.example_chosen.connect(chosen.append)
    first, second, third = empty.buttons
    qtbot.mouseClick(first, Qt.MouseButton.LeftButton)
    second.setFocus()
    assert second.focusPolicy() == Qt.FocusPolicy.StrongFocus
    qtbot.keyClick(second, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(chosen) == 2)
    third.setFocus()
    qtbot.keyClick(third, Qt.Key.Key_Space)
    assert chosen == examples()


def hover(card: ExampleCard) -> None:
    point = QPointF(card.rect().center())
    QApplication.sendEvent(card, QEnterEvent(point, card.mapToGlobal(point), card.mapToGlobal(point)))
    card.setAttribute(Qt.WidgetAttribute.WA_UnderMouse, True)
    QApplication.sendEvent(card, QEvent(QEvent.Type.HoverEnter))


def test_the_grey_line_reads_on_its_card_in_light_and_dark_and_under_the_mouse(
    qtbot: QtBot, theme: Theme
) -> None:
    _view, empty = shown(qtbot, 900)
    card = empty.buttons[0]
    palette = card.palette()
    still = card.colors()
    assert still["line"].name() == token(palette, "text_secondary"), "the theme's secondary text"
    assert contrast_ratio(still["fill"].name(), still["line"].name()) >= TEXT, f"in {theme}"
    hover(card)
    tinted = card.colors()
    assert tinted["fill"] != still["fill"], "the card is tinted under the mouse"
    assert contrast_ratio(tinted["fill"].name(), tinted["line"].name()) >= TEXT, f"under the mouse in {theme}"
    image = card.grab().toImage()
    line_y = card.height() - 14
    painted = {image.pixelColor(x, line_y).name() for x in range(12, card.width() // 2)}
    assert tinted["fill"].name() in painted, "the card paints its (tinted) fill"
    corner = image.pixelColor(1, 1)
    assert corner.name() != tinted["fill"].name(), "its corners are rounded"
