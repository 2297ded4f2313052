"""Markdown as people expect it in the chat: inline code and quotes marked, task lists with check boxes,
tables keeping their alignment, images only from the answer itself, and the time of a message on hover."""

from __future__ import annotations

import base64
from pathlib import Path

import pytest
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt, QUrl
from PySide6.QtGui import QColor, QImage, QTextCursor, QTextFormat
from PySide6.QtWidgets import QToolTip
from pytestqt.qtbot import QtBot

from desktop_agent.domain.messages import Message, TextPart
from desktop_agent.ui.chat_view import ChatView


def _view(qtbot: QtBot, text: str, created: float = 0.0) -> ChatView:
    view = ChatView()
    qtbot.addWidget(view)
    view.resize(640, 480)
    view.show_messages([Message("assistant", [TextPart(text)], id="m1", created_at=created)])
    view.show()
    qtbot.waitExposed(view)
    return view


def _find(view: ChatView, text: str) -> QTextCursor:
    cursor = view.document().find(text)
    assert not cursor.isNull(), text
    return cursor


def test_inline_code_is_monospace_on_a_soft_background(qtbot: QtBot) -> None:
    view = _view(qtbot, "Call `total([1])` now.")
    code = _find(view, "total([1])").charFormat()
    plain = _find(view, "now").charFormat()
    assert code.fontFixedPitch() and code.background().style() != Qt.BrushStyle.NoBrush
    assert plain.background().style() == Qt.BrushStyle.NoBrush


def test_a_block_quote_is_indented_dimmed_and_drawn_with_a_bar(qtbot: QtBot) -> None:
    view = _view(qtbot, "Before.\n\n> Quoted words here\n\nAfter.")
    quoted = _find(view, "Quoted words")
    assert quoted.block().blockFormat().property(QTextFormat.Property.BlockQuoteLevel) == 1
    rect = view.document().documentLayout().blockBoundingRect(quoted.block())
    y = round(rect.center().y()) - view.verticalScrollBar().value()
    image = view.viewport().grab().toImage()
    left = round(rect.left() + quoted.block().blockFormat().leftMargin())
    base = view.palette().color(view.viewport().backgroundRole())
    bar = range(left - 18, left - 12)  # the first pixels of the quote's indent
    marked = [x for x in bar if QColor(image.pixel(x, y)) != base]
    assert marked, "a bar left of the quote"
    above = round(rect.top()) - 3 - view.verticalScrollBar().value()  # the space between paragraphs
    assert all(QColor(image.pixel(x, above)) == base for x in bar), "the bar is the quote's alone"


def test_task_lists_show_check_boxes(qtbot: QtBot) -> None:
    view = _view(qtbot, "- [x] write the parser\n- [ ] document it")
    done, todo = _find(view, "write the parser").block(), _find(view, "document it").block()
    assert done.blockFormat().marker().name == "Checked"
    assert todo.blockFormat().marker().name == "Unchecked"


def test_tables_keep_their_column_alignment(qtbot: QtBot) -> None:
    view = _view(qtbot, "| a | b | c |\n|:--|:-:|--:|\n| left | centre | right |")
    flags = Qt.AlignmentFlag
    for word, alignment in [
        ("left", flags.AlignLeft),
        ("centre", flags.AlignHCenter),
        ("right", flags.AlignRight),
    ]:
        block = _find(view, word).block()
        assert block.blockFormat().alignment() & alignment, word


def _png_uri(color: str) -> str:
    image = QImage(6, 6, QImage.Format.Format_ARGB32)
    image.fill(QColor(color))
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")  # type: ignore[call-overload]
    return "data:image/png;base64," + base64.b64encode(data.data()).decode()


def test_images_come_only_from_the_answer_itself(qtbot: QtBot, tmp_path: Path) -> None:
    on_disk = tmp_path / "secret.png"
    QImage(6, 6, QImage.Format.Format_ARGB32).save(str(on_disk))
    view = _view(
        qtbot, f"![inline]({_png_uri('red')}) ![disk]({on_disk.as_uri()}) ![web](https://example.com/x.png)"
    )
    kind = 2  # QTextDocument.ImageResource
    assert isinstance(view.loadResource(kind, _png_uri("red")), QImage)
    assert view.loadResource(kind, on_disk.as_uri()) is None, "a file named by the model is not read"
    assert view.loadResource(kind, str(on_disk)) is None
    assert view.loadResource(kind, "https://example.com/x.png") is None, "nothing is fetched"
    assert view.loadResource(kind, "data:text/html;base64,PGgxPg==") is None


def test_hovering_a_message_shows_when_it_was_written(qtbot: QtBot) -> None:
    view = _view(qtbot, "An answer to hover over.", created=1_700_000_000.0)
    cursor = _find(view, "answer to hover")
    point = view.cursorRect(cursor).center()
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent

    shown: list[str] = []
    original = QToolTip.showText
    try:
        QToolTip.showText = lambda _pos, text, *_a: shown.append(text)  # type: ignore[method-assign]
        view.event(QHelpEvent(QEvent.Type.ToolTip, point, view.viewport().mapToGlobal(point)))
    finally:
        QToolTip.showText = original  # type: ignore[method-assign]
    assert shown and ("2023" in shown[0] or "23" in shown[0]), shown


def _images(view: ChatView) -> list[tuple[str, str, str]]:
    """Every icon in the conversation: (its name, the link it is, its label)."""
    found = []
    block = view.document().begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            fmt = fragments.fragment().charFormat()
            if fmt.isImageFormat():
                found.append((fmt.toImageFormat().name(), fmt.anchorHref(), fmt.toolTip()))
            fragments += 1
        block = block.next()
    return found


def test_message_actions_are_icon_buttons_with_labels_and_cards_show_the_tools_icon(qtbot: QtBot) -> None:
    from tests.helpers.answers import ANSWERS, turn_messages

    view = ChatView()
    qtbot.addWidget(view)
    view.show_messages(
        [
            Message("user", [TextPart("Run the tests")], id="u1"),
            *turn_messages(ANSWERS["thinking-tools-text"]),
        ]
    )
    icons = _images(view)
    links = {href.split(":")[1]: label for _name, href, label in icons if href}
    assert links == {
        "copy": "Copy",
        "copy-result": "Copy output",
        "edit": "Edit",
        "regenerate": "Regenerate",
        "pin": "Pin: kept word for word when earlier messages are summarised",
        "read": "Read aloud (again to stop)",
    }
    names = [name for name, _href, _label in icons]
    assert "icon:terminal?dim" in names and "icon:plug?dim" in names and "icon:file-text?dim" in names
    assert any(n.startswith("icon:circle-check?") for n in names) and any(
        n.startswith("icon:ban?") for n in names
    )
    for name in {n for n in names}:
        image = view.loadResource(2, name)
        assert isinstance(image, QImage) and not image.isNull(), name
        assert any(
            image.pixelColor(x, y).alpha() for x in range(image.width()) for y in range(image.height())
        ), name


def test_a_mermaid_block_offers_a_preview_that_opens_a_local_page(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from desktop_agent.ui import previews
    from desktop_agent.ui.presenters import chat_actions as ca
    from tests.helpers.answers import MERMAID

    opened: list[Path] = []

    def open_preview(path: Path) -> bool:  # no browser on this machine: what would open is kept
        opened.append(path)
        return True

    monkeypatch.setattr(previews, "open_preview", open_preview)
    view = _view(qtbot, MERMAID + "\n\n```python\nprint(1)\n```")
    view.preview_folder = tmp_path
    links = []
    block = view.document().begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            if fragments.fragment().charFormat().anchorHref().startswith("da:preview-code:"):
                links.append(fragments.fragment().charFormat().anchorHref())
            fragments += 1
        block = block.next()
    assert len(links) == 1, "the diagram offers a preview; Python code does not"
    href = links[0]
    assert isinstance(ca.parse(href), ca.PreviewCode)
    view.anchorClicked.emit(QUrl(href))
    assert len(opened) == 1 and opened[0].parent == tmp_path
    assert "graph TD" in opened[0].read_text() and "Content-Security-Policy" in opened[0].read_text()


def test_table_borders_take_the_themes_colours_in_dark_too(qtbot: QtBot) -> None:

    from PySide6.QtWidgets import QApplication

    from desktop_agent.ui.theme import apply_theme

    view = _view(qtbot, "| a | b |\n|---|---|\n| 1 | 2 |")
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    apply_theme(app, "dark")  # as Settings › Appearance does; the view renders itself again in it
    qtbot.wait(20)
    image = view.viewport().grab().toImage()
    colours = {
        image.pixelColor(x, y).name() for x in range(image.width()) for y in range(min(200, image.height()))
    }
    assert not colours & {"#c0c0c0", "#808080", "#ffffff"}, "none of Qt's light default table borders"
    table = QTextCursor(_find(view, "1").block()).currentTable()
    assert table is not None and table.format().border() == 0, "no frame around the table: rules only"
    rule = table.cellAt(0, 1).format().toTableCellFormat()
    assert rule.bottomBorder() > 0 and rule.bottomBorderBrush().color().lightness() < 128, "a dark rule"
