"""What the window really paints reads at WCAG AA in light and dark (and in the style's own "system" look):
Send and Stop, the empty conversation's model and folder, an error written in the chat, tooltips."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QTextBrowser, QToolTip
from pytestqt.qtbot import QtBot

from desktop_agent.domain.errors import ErrorKind, UserFacingError
from desktop_agent.ui.composer import ComposerBar
from desktop_agent.ui.empty_state import EmptyState
from desktop_agent.ui.theme import TEXT, Theme, apply_theme, contrast_ratio, shade_of, token
from tests.gui.contrast_probe import painted_contrast


@pytest.fixture(params=["light", "dark", "system"])
def theme(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[Theme]:
    """The app in a theme for one test, as it was afterwards."""
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


def test_send_and_stop_read_as_white_on_a_strong_colour(qtbot: QtBot, theme: Theme) -> None:
    bar = ComposerBar()
    qtbot.addWidget(bar)
    bar.resize(700, 120)
    bar.show()
    bar.finish_setup()
    bar.set_running(True)
    qtbot.waitExposed(bar)
    for button in (bar.send_button, bar.stop_button):
        assert painted_contrast(button) >= TEXT, f"{button.text()} in {theme}"
    assert painted_contrast(bar.send_button) == pytest.approx(
        contrast_ratio(token(bar.palette(), "accent"), token(bar.palette(), "on_accent")), abs=0.05
    ), "Send paints the theme's accent and the colour on it, not a paler bevel of them"


def test_the_empty_conversations_model_and_folder_read_on_the_chat(qtbot: QtBot, theme: Theme) -> None:
    view = QTextBrowser()
    qtbot.addWidget(view)
    view.resize(800, 500)
    empty = EmptyState(view, lambda: ("openai/gpt-4.1-mini", "project"))
    view.show()
    empty.show_over(True)
    qtbot.waitExposed(view)
    assert painted_contrast(empty.where, inset=0) >= TEXT, f"in {theme}"


def test_tooltips_take_the_theme(theme: Theme, qapp: QApplication) -> None:
    tips = QToolTip.palette()
    base, text = (tips.color(QPalette.ColorRole.ToolTipBase), tips.color(QPalette.ColorRole.ToolTipText))
    assert contrast_ratio(base.name(), text.name()) >= TEXT
    if theme != "system":
        assert shade_of(qapp.palette()) == ("dark" if base.lightness() < 128 else "light"), (
            "a dark window shows dark tooltips"
        )


def test_an_error_in_the_chat_reads_on_it(qtbot: QtBot, theme: Theme, tmp_path: Path) -> None:
    from desktop_agent.ui.chat_view import ChatView

    chat = ChatView()
    qtbot.addWidget(chat)
    chat.show_error(UserFacingError(ErrorKind.NO_API_KEY, "No API key is stored for OpenAI.", "Add it."))
    document = chat.document()
    colors = set()
    block = document.begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            fragment = fragments.fragment()
            if "No API key" in fragment.text():
                colors.add(fragment.charFormat().foreground().color().name())
            fragments += 1
        block = block.next()
    base = chat.palette().color(QPalette.ColorRole.Base).name()
    assert colors, "the error is written"
    assert all(contrast_ratio(color, base) >= TEXT for color in colors), f"{colors} on {base} in {theme}"
