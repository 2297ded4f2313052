"""Rough edges a newcomer met in the chat (the design review's list), each checked as the person sees it."""

from __future__ import annotations

from pathlib import Path

import pytest
import qasync
from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QScrollArea
from pytestqt.qtbot import QtBot

from desktop_agent.domain.messages import Message, TextPart
from desktop_agent.ui.chat_blocks import READING_WIDTH
from desktop_agent.ui.chat_view import ChatView
from tests.gui.window_harness import Harness, drive, type_and_send
from tests.helpers.agent_harness import fast_settings
from tests.helpers.answers import turn_events
from tests.helpers.fake_llm_server import ScriptedLLMServer, openai_error, openai_text


def _view(qtbot: QtBot, *messages: Message) -> ChatView:
    view = ChatView()
    qtbot.addWidget(view)
    view.resize(700, 500)
    view.show_messages(list(messages))
    return view


def test_the_persons_line_breaks_stay_as_typed(qtbot: QtBot) -> None:
    typed = "Three things:\nmilk\neggs\n\n```\nkeep\nthis\n```\nbye"
    stored = _view(qtbot, Message("user", [TextPart(typed)], id="u1"))
    assert "Three things:\nmilk\neggs\n" in stored.document().toPlainText()
    assert "keep\nthis" in stored.document().toPlainText(), "code is as written, no trailing spaces added"
    sent = _view(qtbot)
    sent.add_user_message("first line\nsecond line")
    assert "first line\nsecond line" in sent.document().toPlainText()


def test_a_link_in_a_quote_looks_like_a_link(qtbot: QtBot) -> None:
    view = _view(
        qtbot, Message("assistant", [TextPart("> See [the guide](https://example.org) first.")], id="a1")
    )
    link = view.palette().color(QPalette.ColorRole.Link)
    block = view.document().begin()
    colours = {}
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            colours[fragment.text()] = fragment.charFormat().foreground().color()
            it += 1
        block = block.next()
    assert colours["the guide"] == link
    assert colours["See "] != link, "the quote's own text is dimmed"


def test_the_reading_column_holds_from_the_first_message(qtbot: QtBot) -> None:
    """A new or reopened conversation is centred at once, not only after the window is resized."""
    view = _view(qtbot)
    view.resize(1300, 600)
    view.show()
    qtbot.waitExposed(view)
    expected = (view.viewport().width() - READING_WIDTH) // 2
    for shown in ([Message("assistant", [TextPart("A short answer.")], id="a1")], []):
        view.show_messages(shown)
        margin = view.document().rootFrame().frameFormat().leftMargin()
        assert round(margin) == expected, "the text would jump sideways at the next resize"


def test_the_headers_tokens_are_the_sessions_not_the_last_turns(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    llm_server.script(openai_text("One.", usage=(100, 20)), openai_text("Two.", usage=(200, 30)))

    async def body() -> None:
        await h.window.start()
        type_and_send(qtbot, h.window, "first")
        await h.finished()
        assert h.window.header.usage.text().startswith("120 tokens")
        h.events.clear()
        type_and_send(qtbot, h.window, "second")
        await h.finished()
        assert h.window.header.usage.text().startswith("350 tokens"), "both turns, as `usage` counts them"
        await h.close()

    drive(event_loop_qt, body())


# ---- what an answer's code and tables look like ----

LONG_CODE = (
    'Code:\n\n```python\ndef test_slugify():\n    assert slugify("Hello Big World") == "hello-big-world"'
    "  # a deliberately long line to see whether the code block scrolls or wraps\n```\n\nAfter."
)
WIDE_TABLE = (
    "| id | name | email | country | plan | seats | mrr_usd | created_at | last_login | status | notes |\n"
    "|---|---|---|---|---|---:|---:|---|---|---|---|\n"
    "| 1 | Ada Lovelace | ada@example.com | United Kingdom | enterprise | 250 | 12,500.00 "
    "| 2024-01-03T10:22:00Z | 2025-06-01T08:00:00Z | active | renewal due in Q3, wants SSO |\n"
    "| 2 | Grace Hopper | grace@example.com | United States | team | 12 | 480.00 | 2024-02-11T09:00:00Z"
    " | 2025-05-28T17:45:00Z | trial | — |\n"
)


def _code_box_and_text(view: ChatView) -> list[tuple[float, float, float]]:
    """(left edge of the code box, top, right edge of the text) of each line of code, in the document."""
    from desktop_agent.ui.chat_text import CODE_FENCE, CODE_LANGUAGE

    found = []
    document, layout = view.document(), view.document().documentLayout()
    block = document.begin()
    while block.isValid():
        fmt = block.blockFormat()
        if fmt.hasProperty(CODE_FENCE) or fmt.hasProperty(CODE_LANGUAGE):
            rect = layout.blockBoundingRect(block)
            lines = block.layout()
            for n in range(lines.lineCount()):
                line = lines.lineAt(n)
                found.append(
                    (rect.left(), rect.top() + line.y(), rect.left() + line.x() + line.naturalTextWidth())
                )
        block = block.next()
    return found


def test_long_code_lines_stay_inside_their_box(qtbot: QtBot) -> None:
    """Wrapped code is painted inside the code block's box, never past its right edge."""
    for width in range(600, 800, 7):  # where a line wraps differs with the width
        view = _view(qtbot, Message("assistant", [TextPart(LONG_CODE)], id="a1"))
        view.resize(width, 500)
        view.show()
        qtbot.waitExposed(view)
        image = view.viewport().grab().toImage()
        background = image.pixelColor(image.width() - 3, image.height() - 3)
        for left, top, text_right in _code_box_and_text(view):
            y = round(top + 6) - view.verticalScrollBar().value()
            row = [image.pixelColor(x, y) for x in range(round(left), image.width())]
            box_end = next(x for x in range(len(row) - 1, -1, -1) if row[x] != background)
            assert box_end + round(left) > text_right, f"{width}: text at {text_right}, box ends at {box_end}"
        view.close()


def test_a_wide_table_does_not_make_the_chat_scroll_sideways(qtbot: QtBot) -> None:
    """Nothing in an answer (a wide table, a wide picture) brings a sideways scroll bar, or is cut off."""
    import base64

    from PySide6.QtCore import QBuffer
    from PySide6.QtGui import QColor, QImage

    picture = QImage(1400, 30, QImage.Format.Format_RGB32)
    picture.fill(QColor("teal"))
    buffer = QBuffer()
    buffer.open(QBuffer.OpenModeFlag.WriteOnly)
    picture.save(buffer, "PNG")  # type: ignore[call-overload]  # the bytes the stubs name are refused
    wide = f"![wide](data:image/png;base64,{base64.b64encode(bytes(buffer.data().data())).decode()})"
    for width in range(420, 1100, 9):
        view = _view(qtbot, Message("assistant", [TextPart(WIDE_TABLE + "\n\n" + wide)], id="a1"))
        view.resize(width, 500)
        view.show()
        assert not view.horizontalScrollBar().isVisible(), f"a scroll bar at {width} px"
        assert view.document().size().width() <= view.viewport().width() + 2, f"cut off at {width} px"
        view.close()


def _mid_word_breaks(view: ChatView) -> list[str]:
    """Where a table cell's text breaks inside a word ("created_a|t"), as the person reads it."""
    from PySide6.QtCore import QTextBoundaryFinder
    from PySide6.QtGui import QTextCursor

    splits = []
    block = view.document().begin()
    while block.isValid():
        if QTextCursor(block).currentTable() is not None:
            text, lines = block.text(), block.layout()
            breaks = set()
            finder = QTextBoundaryFinder(QTextBoundaryFinder.BoundaryType.Line, text)
            while (at := finder.toNextBoundary()) != -1:
                breaks.add(at)
            for n in range(1, lines.lineCount()):
                start = lines.lineAt(n).textStart()
                if start not in breaks:
                    splits.append(text[:start] + "|" + text[start:])
        block = block.next()
    return splits


NARROWER_TABLE = (
    "| name | email | country | mrr_usd | created_at | status |\n|---|---|---|---:|---|---|\n"
    "| Ada Lovelace | ada@example.com | United Kingdom | 12,500.00 | 2024-01-03T10:22:00Z | active |\n"
    "| Grace Hopper | grace@example.com | United States | 480.00 | 2024-02-11T09:00:00Z | trial |\n"
)


def _split_words(view: ChatView) -> set[str]:
    return {word for split in _mid_word_breaks(view) for word in split.split() if "|" in word}


def test_table_cells_do_not_split_words(qtbot: QtBot) -> None:
    """A table's cells wrap between words, never inside one, in the column or reaching into the margins
    beside it; in a window too narrow for even that, only its longest tokens (timestamps, addresses)
    break, never a short word."""
    view = _view(qtbot, Message("assistant", [TextPart(NARROWER_TABLE)], id="a1"))
    view.resize(1100, 600)
    view.show()
    qtbot.waitExposed(view)
    qtbot.waitUntil(lambda: _mid_word_breaks(view) == [], timeout=2000)  # fitted again to the new width
    view.show_messages([Message("assistant", [TextPart(WIDE_TABLE)], id="a2")])
    assert _mid_word_breaks(view) == [], "a table wider than the column reaches into the margins beside it"
    view.resize(800, 600)  # hardly any margin beside the column to reach into
    qtbot.wait(200)
    long_tokens = {"ada@example.com", "grace@example.com", "2024-01-03T10:22:00Z", "2025-06-01T08:00:00Z"}
    long_tokens |= {"2024-02-11T09:00:00Z", "2025-05-28T17:45:00Z"}
    assert {w.replace("|", "") for w in _split_words(view)} <= long_tokens
    streamed = ChatView()  # an answer streams into a column already this wide
    qtbot.addWidget(streamed)
    streamed.resize(1100, 600)
    streamed.show()
    qtbot.waitExposed(streamed)
    streamed.show_messages([])
    for event in turn_events([NARROWER_TABLE], lambda text: [text[:40], text[40:200], text[200:]]):
        streamed.on_event(event)
    assert _mid_word_breaks(streamed) == []


# ---- the first-run welcome ----


def test_the_keyring_help_in_the_welcome_can_be_read_whole(
    qtbot: QtBot, tmp_path: Path, event_loop_qt: qasync.QEventLoop, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without a keyring, "Save key and start" shows how to fix it: all of it, above its button."""
    import keyring.core

    from desktop_agent.core.keys import RunKeys
    from desktop_agent.secrets.keyring_store import KeyringSecretStore
    from desktop_agent.ui.welcome import WelcomeDialog

    monkeypatch.setattr(keyring.core, "_keyring_backend", None)
    monkeypatch.setenv("PYTHON_KEYRING_BACKEND", "keyring.backends.fail.Keyring")
    dialog = WelcomeDialog(
        tmp_path / "settings.json", RunKeys(KeyringSecretStore(service="desktop-agent-tests")), targets=[]
    )
    qtbot.addWidget(dialog)

    async def body() -> None:
        dialog.show()
        await dialog.tasks.wait_idle()
        dialog.key_entry.field.setText("sk-test-" + "9" * 24)
        dialog.key_entry.save_button.click()
        await dialog.tasks.wait_idle()

    drive(event_loop_qt, body())
    problem = dialog.key_entry.problem
    qtbot.waitUntil(problem.isVisible)
    help_text, keep = problem.help, problem.keep_button
    qtbot.wait(50)  # laid out
    assert help_text.height() >= help_text.heightForWidth(help_text.width()), "the help is cut off"
    assert (
        help_text.mapTo(dialog, help_text.rect().bottomLeft()).y()
        <= keep.mapTo(dialog, keep.rect().topLeft()).y()
    )
    for widget in (help_text, keep):  # what does not fit the dialog can be scrolled to
        for area in [a for a in dialog.findChildren(QScrollArea) if a.isAncestorOf(widget)]:
            area.ensureWidgetVisible(widget, 0, 0)
        top_left = widget.mapTo(dialog, widget.rect().topLeft())
        bottom = widget.mapTo(dialog, widget.rect().bottomLeft()).y()
        visible = widget.visibleRegion().boundingRect()
        assert top_left.y() >= 0 and bottom <= dialog.height(), widget.objectName()
        assert visible.height() == widget.height(), "part of it is hidden"


# ---- the composer ----


def test_the_paperclip_follows_a_live_switch_to_dark(qtbot: QtBot) -> None:
    """Switching to Dark while the window is open redraws the paperclip in the dark theme's text colour."""
    from PySide6.QtWidgets import QApplication

    from desktop_agent.ui.main_window import MainWindow
    from desktop_agent.ui.theme import apply_theme

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    before_palette, before_style = QPalette(app.palette()), app.style().name()
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.finish_setup()
    qtbot.waitExposed(window)
    try:
        for theme in ("light", "dark"):
            apply_theme(app, theme)
            QApplication.processEvents()
            image = window.composer.attach_button.grab().toImage()
            background = image.pixelColor(1, 1).lightness()
            icon = [
                image.pixelColor(x, y).lightness()
                for x in range(image.width())
                for y in range(image.height())
            ]
            assert max(abs(v - background) for v in icon) > 120, f"the paperclip hardly shows in {theme}"
    finally:
        app.setStyle(before_style)
        app.setPalette(before_palette)


# ---- sessions and their drafts ----


async def _stored_titles(h: Harness) -> list[str]:
    await h.core.history.flush()
    return sorted(info.title for info in await h.core.sessions.alist())


def test_new_session_keeps_no_empty_sessions(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    """New, pressed again and again, or New then going back to a conversation, leaves no empty session
    in the list or in the history (nothing to find there after a restart)."""
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    llm_server.script(openai_text("One."))

    async def body() -> None:
        await h.window.start()
        for _ in range(3):
            qtbot.mouseClick(h.window.new_button, Qt.MouseButton.LeftButton)
            await h.settle()
        assert await _stored_titles(h) == []
        assert [r for r in range(h.window.sessions.rowCount()) if h.window.sessions.info(r) is not None] == []
        type_and_send(qtbot, h.window, "first")
        await h.finished()
        first = h.window.session
        assert first is not None
        qtbot.mouseClick(h.window.new_button, Qt.MouseButton.LeftButton)
        await h.settle()
        assert await _stored_titles(h) == ["first"]
        await h.window.open_session(first.id)  # leaving the new, empty one
        await h.settle()
        await h.window.refresh_sessions()
        assert await _stored_titles(h) == ["first"]
        rows = [h.window.sessions.info(r) for r in range(h.window.sessions.rowCount())]
        assert [info.title for info in rows if info is not None] == ["first"]
        await h.close()

    drive(event_loop_qt, body())


def test_a_draft_stays_with_its_session(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    """What is typed and not sent belongs to its session: going elsewhere keeps it there, and the other
    session shows its own draft or an empty composer."""
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    llm_server.script(openai_text("One."), openai_text("Two."))
    composer = h.window.message_input

    async def body() -> None:
        await h.window.start()
        type_and_send(qtbot, h.window, "about apples")
        await h.finished()
        apples = h.window.session
        h.window.new_session()
        type_and_send(qtbot, h.window, "about pears")
        await h.finished()
        pears = h.window.session
        assert apples is not None and pears is not None
        composer.setPlainText("half a thought about pears")
        await h.window.open_session(apples.id)
        assert composer.toPlainText() == "", "the pears draft stays with pears"
        composer.setPlainText("and apples too")
        await h.window.open_session(pears.id)
        assert composer.toPlainText() == "half a thought about pears"
        h.window.new_session()
        assert composer.toPlainText() == ""
        await h.window.open_session(apples.id)
        assert composer.toPlainText() == "and apples too"
        await h.close()

    drive(event_loop_qt, body())


def test_an_automatic_title_is_stored_without_an_ellipsis(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    """A long first message names the session by its first words; where the list is too narrow it cuts
    the title itself, so the title kept (and offered to rename) has no "…" of its own."""
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    llm_server.script(openai_text("Sure."))
    asked = (
        "Please compare the three migration strategies we discussed yesterday for the billing database "
        "and recommend one, with the risks of each"
    )

    async def body() -> None:
        await h.window.start()
        type_and_send(qtbot, h.window, asked)
        await h.finished()
        [title] = await _stored_titles(h)
        assert "…" not in title and not title.endswith("...")
        assert asked.startswith(title) and len(title) > 40
        await h.close()

    drive(event_loop_qt, body())


def test_a_retried_server_error_leaves_a_note_in_the_chat(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    """A server error retried and then answered leaves a note under the answer: why it took longer."""
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    llm_server.script(openai_error(500, "The server had an error"), openai_text("Recovered."))

    async def body() -> None:
        await h.window.start()
        type_and_send(qtbot, h.window, "hello")
        await h.finished()
        await h.settle()
        shown = h.window.chat.toPlainText()
        assert "Recovered." in shown
        assert "Retried once" in shown, shown
        assert "Retrying in" not in shown, "the note says what happened, not what is about to"
        await h.close()

    drive(event_loop_qt, body())


# ---- an answer as it streams ----


def test_an_open_table_heading_or_fence_shows_rendered_while_it_streams(qtbot: QtBot) -> None:
    """The block still arriving shows as it will look (a table row by row, a heading, code in its box),
    not as `|---|`, `##` or a bare fence; what was complete before is not rendered again."""
    from PySide6.QtGui import QTextTable

    answer = (
        "Intro paragraph.\n\n| Back-end | Config file |\n|---|:---:|\n| Ollama | none |\n\n"
        "## Vectorising with NumPy\n\nSome text.\n\n```bash\nls -la\npwd\n```\n\nDone."
    )
    view = _view(qtbot)
    events = list(turn_events([answer], lambda text: [text[: n + 1] and text[n] for n in range(len(text))]))
    shown: list[str] = []
    tables: list[QTextTable] = []
    while_open = False
    for event in events:
        view.on_event(event)
        view.stream.flush()
        text = view.document().toPlainText()
        shown.append(text)
        frames, found = [view.document().rootFrame()], []
        while frames:
            frame = frames.pop()
            found += [frame] if isinstance(frame, QTextTable) else []
            frames += frame.childFrames()
        while_open = while_open or ("Ollama" in text and "Vectorising" not in text and bool(found))
        if "Vectorising" in text and not tables:  # the table's section is complete: rendered for good
            tables = found
    assert while_open, "the table showed as a table while its rows arrived"
    for text in shown:
        assert "|---" not in text and "| Back-end" not in text
        assert "## Vectorising" not in text
        assert "```" not in text
    assert tables[0].firstPosition() > 0, "the table rendered once its section completed was kept, not redone"
