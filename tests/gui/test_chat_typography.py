"""The chat reads like a page: body text larger than the UI with room between its lines, modest headings
with space above them, code blocks in a box with a header bar (language, Copy), lists indented a little
per level with a bullet of their own, tables ruled across only — as a person sees them, in a real ChatView."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF, QUrl
from PySide6.QtGui import (
    QColor,
    QFontInfo,
    QFontMetricsF,
    QGuiApplication,
    QImage,
    QTextBlock,
    QTextCursor,
)
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop_agent.domain.messages import Message, TextPart
from desktop_agent.ui.chat_blocks import USER_INDENT
from desktop_agent.ui.chat_code import CODE_HEADER
from desktop_agent.ui.chat_view import ChatView

LONG = (
    "Reading is easier when lines are not too long and have room between them, so this paragraph runs "
    "on for a while to wrap across several lines of the column, as an answer's paragraphs often do."
)


def _view(qtbot: QtBot, text: str, width: int = 900) -> ChatView:
    view = ChatView()
    qtbot.addWidget(view)
    view.resize(width, 700)
    view.show_messages([Message("assistant", [TextPart(text)], id="m1")])
    view.show()
    qtbot.waitExposed(view)
    return view


def _block(view: ChatView, text: str) -> QTextBlock:
    cursor = view.document().find(text)
    assert not cursor.isNull(), text
    return cursor.block()


def _font_px(block: QTextBlock) -> float:
    return float(QFontInfo(block.begin().fragment().charFormat().font()).pixelSize())


def _grab(view: ChatView) -> QImage:
    view.viewport().repaint()
    return view.viewport().grab().toImage()


def _base(view: ChatView) -> QColor:
    return view.palette().color(view.viewport().backgroundRole())


def test_body_text_is_larger_than_the_ui_with_room_between_lines(qtbot: QtBot) -> None:
    view = _view(qtbot, LONG)
    block = _block(view, "Reading is easier")
    layout = block.layout()
    assert layout.lineCount() >= 2
    font = block.begin().fragment().charFormat().font()
    pitch = layout.lineAt(1).y() - layout.lineAt(0).y()
    assert pitch >= 1.45 * QFontMetricsF(font).height(), "line height at least 1.45x the font's"
    assert _font_px(block) > QFontInfo(QApplication.font()).pixelSize(), "body larger than the UI font"
    width = layout.lineAt(0).naturalTextWidth()
    characters = layout.lineAt(0).textLength()
    assert 60 <= characters <= 100, f"{characters} characters in a line of {width:.0f} px"


def test_headings_are_modest_and_stand_apart_from_the_text_before(qtbot: QtBot) -> None:
    view = _view(qtbot, "A paragraph before.\n\n# The heading\n\nText after.")
    layout = view.document().documentLayout()
    before, heading = _block(view, "A paragraph before"), _block(view, "The heading")
    body = _font_px(before)
    assert body * 1.3 <= _font_px(heading) <= body * 1.6
    gap = layout.blockBoundingRect(heading).top() - layout.blockBoundingRect(before).bottom()
    assert gap >= 1.0 * body, f"{gap:.0f} px above the heading"


CODE = 'def greet(name):\n    return f"Hello, {name}"'


def test_a_code_block_has_a_header_bar_with_its_language_and_copy(qtbot: QtBot) -> None:
    view = _view(qtbot, f"Here:\n\n```python\n{CODE}\n```\n\nDone.")
    code = _block(view, "def greet")
    header = code.previous()
    assert header.blockFormat().property(CODE_HEADER) == "python"
    assert "Copy code" in header.text()
    assert header.text().strip() == "Copy code", "the language is painted, not copied with the text"
    layout = view.document().documentLayout()
    bar, lines = layout.blockBoundingRect(header), layout.blockBoundingRect(code)
    image, base = _grab(view), _base(view)
    y = view.verticalScrollBar().value()
    bar_fill = image.pixelColor(round(bar.right()) - 4, round(bar.bottom()) + 2 - y)
    code_fill = image.pixelColor(round(lines.right()) - 4, round(lines.center().y()) - y)
    assert bar_fill != base and code_fill != base, "the bar and the code sit on a tinted box"
    assert bar_fill != code_fill, "the bar is tinted apart from the code"
    language = [
        x for x in range(round(bar.left()) + 8, round(bar.left()) + 60)
        if image.pixelColor(x, round(bar.center().y()) - y) != bar_fill
    ]  # fmt: skip
    assert language, "the language is written at the left of the bar"
    fragments = header.begin()
    href = ""
    while not fragments.atEnd():
        fmt = fragments.fragment().charFormat()
        if fmt.isAnchor() and "Copy" in fragments.fragment().text():
            href = fmt.anchorHref()
        fragments += 1
    assert href
    view.anchorClicked.emit(QUrl(href))
    assert QGuiApplication.clipboard().text() == CODE, "Copy copies the code, exactly"


def test_a_long_code_line_wraps_inside_its_box(qtbot: QtBot) -> None:
    long_line = "    result = compute(" + ", ".join(f"argument_{n}=value_{n}" for n in range(14)) + ")"
    view = _view(qtbot, f"```python\n{long_line}\nprint(result)\n```", width=700)
    block = _block(view, "result = compute(")
    lines = block.layout()
    assert lines.lineCount() >= 2, "the long line wraps"
    assert lines.lineAt(1).x() > lines.lineAt(0).x(), "its continuation hangs under it"
    layout = view.document().documentLayout()
    frame = QTextCursor(block).currentFrame()
    edge = frame.frameFormat().padding() + frame.frameFormat().border()
    box_right = layout.frameBoundingRect(frame).right() - edge
    rect = layout.blockBoundingRect(block)
    for n in range(lines.lineCount()):
        line = lines.lineAt(n)
        assert rect.left() + line.x() + line.naturalTextWidth() <= box_right - 4, f"line {n} inside the box"
    image, base = _grab(view), _base(view)
    y = view.verticalScrollBar().value()
    for n in range(lines.lineCount()):
        row = round(rect.top() + lines.lineAt(n).y() + lines.lineAt(n).ascent() / 2) - y
        assert image.pixelColor(round(box_right) - 3, row) != base, "the box reaches its right edge"
        outside = [x for x in range(round(box_right) + 2, image.width()) if image.pixelColor(x, row) != base]
        assert not outside, f"nothing painted right of the box on line {n}"


def test_lists_indent_a_little_per_level_with_a_bullet_of_their_own(qtbot: QtBot) -> None:
    view = _view(qtbot, "- first\n  - second\n    - third")
    blocks = [_block(view, word) for word in ("first", "second", "third")]
    lefts = [view.cursorRect(QTextCursor(block)).left() for block in blocks]
    steps = [b - a for a, b in itertools.pairwise(lefts)]
    assert all(0 < step <= 26 for step in steps), steps
    styles = {block.textList().format().style() for block in blocks}
    assert len(styles) == 3, "•, ◦ and ▪"


def test_a_table_is_ruled_across_only(qtbot: QtBot) -> None:
    view = _view(qtbot, "| name | role |\n|---|---|\n| Ada | engineer |\n| Grace | admiral |\n\nAfter.")
    cursor = view.document().find("Ada")
    table = cursor.currentTable()
    cursor.setPosition(cursor.selectionStart())
    role = view.document().find("engineer")
    role.setPosition(role.selectionStart())
    assert table is not None
    assert table.format().border() == 0
    for row in range(table.rows()):
        for column in range(table.columns()):
            fmt = table.cellAt(row, column).format().toTableCellFormat()
            assert fmt.leftBorder() == 0 and fmt.rightBorder() == 0, "no vertical lines"
            assert fmt.leftPadding() >= 2 and 8 <= fmt.rightPadding() <= 10 and fmt.topPadding() >= 6
    image, base = _grab(view), _base(view)
    ada, engineer = view.cursorRect(cursor), view.cursorRect(role)
    row = ada.center().y()
    between = [x for x in range(ada.right() + 32, engineer.left() - 2) if image.pixelColor(x, row) != base]
    assert not between, "nothing drawn between the cells of a row"
    name = view.cursorRect(view.document().find("name"))
    under = range(name.bottom() + 1, ada.top())
    assert any(image.pixelColor(name.left() + 2, r) != base for r in under), "a rule under the header"


def test_a_link_in_a_quote_still_looks_like_a_link(qtbot: QtBot) -> None:
    view = _view(qtbot, "> See [the guide](https://example.com/guide) first.")
    link = view.document().find("the guide").charFormat()
    quoted = view.document().find("first").charFormat()
    assert link.isAnchor()
    assert link.foreground().color() == view.palette().color(view.palette().ColorRole.Link)
    assert quoted.foreground().color() != link.foreground().color()


def test_display_math_is_larger_than_the_text(qtbot: QtBot) -> None:
    from desktop_agent.ui import chat_math

    view = _view(qtbot, "Inline $x^2$ here.\n\n$$y^2$$\n\nAfter.")
    body = round(_font_px(_block(view, "After")))
    widths: dict[str, tuple[float, float]] = {}
    block = view.document().begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            fmt = fragments.fragment().charFormat()
            if fmt.isImageFormat() and fmt.toImageFormat().name().startswith("math:"):
                name = fmt.toImageFormat().name()
                image = view.loadResource(2, QUrl(name))
                plain = chat_math.image(name[5:], QColor("black"), body, 2.0)
                assert isinstance(image, QImage) and plain is not None
                widths[name[5]] = (image.width() / image.devicePixelRatio(), plain.width() / 2.0)
            fragments += 1
        block = block.next()
    display, at_body = widths["d"]
    assert display >= at_body * 1.15, "display math about 1.2x the body"
    inline, at_body = widths["i"]
    assert at_body * 0.95 <= inline <= at_body * 1.2, "inline math about the body's size"


def test_task_list_check_boxes_are_as_large_as_the_text(qtbot: QtBot) -> None:
    view = _view(qtbot, "Before.\n\n- [x] done item\n- [ ] open item")
    block = _block(view, "done item")
    assert block.blockFormat().marker().name == "Checked"
    text = view.cursorRect(QTextCursor(block))
    rect = view.document().documentLayout().blockBoundingRect(block)
    image, base = _grab(view), _base(view)
    y = view.verticalScrollBar().value()
    rows = range(round(rect.top()) - y - 4, round(rect.bottom()) - y + 4)
    marked = [
        r for r in rows for x in range(round(rect.left()), text.left() - 1) if image.pixelColor(x, r) != base
    ]
    assert marked, "a check box left of the task"
    height = max(marked) - min(marked) + 1
    assert height >= 0.85 * _font_px(block), f"a check box {height} px high"


def _bubble_rect(view: ChatView, text: str) -> QRectF:
    """Where the person's bubble holding `text` is painted (document coordinates)."""
    layout = view.document().documentLayout()
    for group in view.writer.groups:
        for frame in group.bubbles:
            if text.strip() in view.document().toPlainText()[frame.firstPosition() : frame.lastPosition()]:
                rect = layout.frameBoundingRect(frame)
                return rect.adjusted(frame.frameFormat().leftMargin(), 0, 0, 0)
    raise AssertionError(f"no bubble holds {text!r}")


def test_the_persons_bubble_fits_its_text_at_the_right(qtbot: QtBot) -> None:
    short, long = "Summarise my notes.", "Please read every file in this folder " * 6
    view = ChatView()
    qtbot.addWidget(view)
    view.resize(1000, 700)
    view.show()
    qtbot.waitExposed(view)
    view.show_messages(
        [Message("user", [TextPart(short)], id="u1"), Message("user", [TextPart(long)], id="u2")]
    )
    QApplication.processEvents()
    small, wide = _bubble_rect(view, short), _bubble_rect(view, long)
    assert small.width() < 0.45 * wide.width(), "a short question is a short bubble"
    assert abs(small.right() - wide.right()) <= 1, "both end at the column's right edge"
    assert wide.left() - layout_left(view) >= USER_INDENT - 1, (
        "a long one stops at the column less the indent"
    )
    view.resize(620, 700)
    qtbot.wait(200)  # the column's new width is taken after a short pause
    assert _bubble_rect(view, short).width() == pytest.approx(small.width(), abs=2), "still fitted"
    assert _bubble_rect(view, long).right() <= view.viewport().width(), "the long one wraps in the new width"


def layout_left(view: ChatView) -> float:
    root = view.document().rootFrame().frameFormat()
    return root.leftMargin() + root.padding()
