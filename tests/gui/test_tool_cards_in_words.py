"""Tool cards written for people: a title in words from the call's arguments, a written file as its lines,
an edit as a small diff, a hostile file name as plain text, the output folded behind a disclosure control
that opens on click — and the same card streamed and reopened."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QTextCursor
from pytestqt.qtbot import QtBot

from desktop_agent.ui.chat_view import ChatView
from tests.helpers.answers import Item, Tool, turn_events, turn_messages
from tests.helpers.document_dump import dump, first_difference, picture

CONTENT = "".join(f"line {n} of the file\n" for n in range(1, 21))
EDIT = {"path": "app.py", "old_string": "print('hi')\n", "new_string": "print('hello')\nprint('bye')\n"}


def _args(**kwargs: object) -> str:
    return json.dumps(kwargs)


TURN: list[Item] = [
    "First I read the notes.",
    Tool("c1", "read_file", _args(path="notes.txt"), "1\tmilk\n2\toat drink\n3\tbread"),
    "Then I write the file.",
    Tool("c2", "write_file", _args(path="hello.py", content=CONTENT), "Wrote hello.py (20 lines)"),
    Tool("c3", "edit_file", json.dumps(EDIT), "Edited app.py"),
    Tool("c4", "run_command", _args(command="git status"), "On branch main\nnothing to commit"),
    "All done.",
]

TITLES = [
    ("read_file", _args(path="notes.txt"), "Read notes.txt"),
    ("write_file", _args(path="hello.py", content="x"), "Write hello.py"),
    ("edit_file", json.dumps(EDIT), "Edit app.py"),
    ("run_command", _args(command="git status"), "Run `git status`"),
    ("list_directory", _args(path="src"), "List src/"),
    ("grep", _args(pattern="foo"), "Search for “foo”"),
    ("fetch_url", _args(url="https://www.example.com/page"), "Read example.com/page"),
    ("web_search", _args(query="qt frames"), "Search the web for “qt frames”"),
    ("search_knowledge", _args(query="fan", bases=["manuals"]), "Search “manuals” for “fan”"),
    ("search_history", _args(query="taxes"), "Search past chats for “taxes”"),
    ("ask_user", _args(question="Which city?"), "Ask you “Which city?”"),
    ("use_skill", _args(name="pdf"), "Use the skill “pdf”"),
    ("use_skill", _args(name="docs__release-notes"), "Use the skill “release-notes” from docs"),
]


def _shown(qtbot: QtBot, turn: list[Item]) -> ChatView:
    view = ChatView()
    qtbot.addWidget(view)
    view.resize(900, 700)
    view.show_messages(turn_messages(turn))
    return view


@pytest.mark.parametrize(("name", "arguments", "title"), TITLES)
def test_each_tools_card_is_titled_in_words(qtbot: QtBot, name: str, arguments: str, title: str) -> None:
    view = _shown(qtbot, [Tool("c1", name, arguments, "ok")])
    first_card_line = next(line for line in view.toPlainText().splitlines() if "done" in line)
    assert title in first_card_line
    assert name not in first_card_line


def test_a_remembered_fact_and_an_mcp_tool_keep_their_cards() -> None:
    from desktop_agent.ui import card_words

    assert card_words.title("remember", _args(text="I like tea")) == "Remember “I like tea”"
    assert card_words.title("time__get_time", _args(timezone="UTC")) is None  # "get_time from time"


def test_an_mcp_tool_shows_its_servers_title_as_text(qtbot: QtBot) -> None:
    view = ChatView()
    qtbot.addWidget(view)
    view.writer.cards.titles["time__get_time"] = "Current <b>time</b>"
    view.show_messages(turn_messages([Tool("c1", "time__get_time", _args(timezone="UTC"), "10:42")]))
    assert "Current <b>time</b>  from time" in view.toPlainText()


def test_a_written_file_shows_as_its_lines_not_escaped_json(qtbot: QtBot) -> None:
    text = _shown(qtbot, TURN).toPlainText()
    assert "\\n" not in text and '"content"' not in text
    lines = text.splitlines()
    at = lines.index("line 1 of the file")
    assert lines[at : at + 12] == [f"line {n} of the file" for n in range(1, 13)]
    assert "line 13 of the file" not in text and "…8 more lines" in text


def test_an_edit_shows_as_old_and_new_lines_tinted(qtbot: QtBot) -> None:
    view = _shown(qtbot, TURN)
    document = view.document()
    tints = {}
    block = document.begin()
    while block.isValid():
        if block.text().startswith(("− ", "+ ")):
            tints[block.text()] = block.blockFormat().background().color()
        block = block.next()
    assert list(tints) == ["− print('hi')", "+ print('hello')", "+ print('bye')"]
    assert tints["− print('hi')"].red() > tints["− print('hi')"].green()
    assert tints["+ print('bye')"].green() > tints["+ print('bye')"].red()


def test_a_hostile_file_name_is_shown_as_text(qtbot: QtBot) -> None:
    name = "<img src=x>\u202e.py"
    view = _shown(qtbot, [Tool("c1", "write_file", _args(path=name, content="<b>bold</b>\n"), "ok")])
    text = view.toPlainText()
    assert "Write <img src=x>⟨U+202E⟩.py" in text and "<b>bold</b>" in text
    cursor = QTextCursor(view.document())
    while not cursor.atEnd():  # no image named by the model, no bold from its markup
        cursor.movePosition(QTextCursor.MoveOperation.NextCharacter)
        fmt = cursor.charFormat()
        assert not (fmt.isImageFormat() and fmt.toImageFormat().name() == "x")


def test_the_output_is_folded_and_opens_and_closes_on_click(qtbot: QtBot) -> None:
    view = _shown(qtbot, TURN)
    text = view.toPlainText()
    assert "oat drink" not in text and "▸ Output" in text and "Result" not in text
    view.anchorClicked.emit(QUrl("da:card:c1"))
    assert "oat drink" in view.toPlainText() and "▾ Output" in view.toPlainText()
    view.anchorClicked.emit(QUrl("da:card:c1"))
    assert "oat drink" not in view.toPlainText()


def test_the_disclosure_is_not_a_blue_underlined_link(qtbot: QtBot) -> None:
    view = _shown(qtbot, TURN)
    found = view.document().find("▸ Output")
    assert not found.isNull()
    fmt = found.charFormat()
    assert fmt.anchorHref() == "da:card:c1" and not fmt.fontUnderline()
    assert fmt.foreground().color() == view.palette().text().color()


def test_cards_streamed_and_reopened_are_the_same(qtbot: QtBot) -> None:
    streamed, stored = ChatView(), ChatView()
    for view in (streamed, stored):
        qtbot.addWidget(view)
        view.resize(640, 480)
    streamed.show_messages([])
    streamed.show()
    for event in turn_events(TURN, lambda s: [s[i : i + 3] for i in range(0, len(s), 3)]):
        streamed.on_event(event)
        streamed.stream.flush()
    stored.show_messages(turn_messages(TURN))
    stored.show()
    qtbot.waitExposed(stored)
    a, b = dump(streamed.document()), dump(stored.document())
    if a != b:
        pytest.fail(first_difference(a, b), pytrace=False)
    assert picture(streamed) == picture(stored)


def test_cards_are_no_wider_than_the_text_column(qtbot: QtBot) -> None:
    view = _shown(qtbot, TURN)
    view.resize(1400, 800)
    view.show()
    qtbot.waitExposed(view)
    layout = view.document().documentLayout()
    text_block = view.document().find("All done.").block()
    text_right = layout.blockBoundingRect(text_block).right()
    card_block = view.document().find("done").block()
    assert card_block.isValid()
    frame = QTextCursor(card_block).currentFrame()
    assert layout.frameBoundingRect(frame).right() <= text_right + 1
