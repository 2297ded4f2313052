"""What the chat offers around a turn: questions, edits, versions, cards, thinking, code, paging."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
import qasync
from PySide6.QtCore import QPoint, Qt, QUrl
from PySide6.QtGui import QDesktopServices, QGuiApplication, QTextCursor
from PySide6.QtWidgets import QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from desktop_agent.domain.events import (
    ContinueRequested,
    MessageStarted,
    PartDelta,
    PartEnded,
    PartStarted,
    QuestionAsked,
    RunFinished,
    StopReason,
)
from desktop_agent.domain.messages import Message, TextPart, Usage
from desktop_agent.domain.sessions import SessionInfo
from desktop_agent.storage.repository import HistoryRepository
from desktop_agent.ui.chat_view import ChatView
from desktop_agent.ui.presenters.transcript import MAX_RENDERED_GROUPS
from tests.gui.window_harness import Harness, drive, type_and_send
from tests.helpers.agent_harness import fast_settings
from tests.helpers.fake_llm_server import ScriptedLLMServer, StreamReply, openai_text, openai_tool_calls


def click_link(h: Harness, href: str) -> None:
    """What clicking a link in the conversation does."""
    h.window.chat.anchorClicked.emit(QUrl(href))


def test_the_models_question_is_answered_in_a_dialog(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    question = '{"question": "Which city?", "choices": ["Lisbon", "Porto"]}'
    llm_server.script(openai_tool_calls([("q1", "ask_user", question)]), openai_text("Porto it is."))

    async def body() -> None:
        await h.window.start()
        type_and_send(qtbot, h.window, "Plan a trip")
        await h.until(lambda e: isinstance(e, QuestionAsked))
        dialog = h.window.question_dialogs()[0]
        assert dialog.isVisible()
        shown = [
            label.text() for label in dialog.findChildren(QLabel) if label.accessibleName() == "Question"
        ]
        assert shown == ["Which city?"]
        assert [b.accessibleName() for b in dialog.choice_buttons] == ["Lisbon", "Porto"]
        qtbot.mouseClick(dialog.choice_buttons[1], Qt.MouseButton.LeftButton)
        await h.finished()
        assert "Porto" in str(llm_server.requests[1].body), "the answer goes back to the model"
        assert "Porto it is." in h.window.chat.toPlainText()
        await h.close()

    drive(event_loop_qt, body())


def test_edit_and_resend_keeps_the_earlier_version(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    llm_server.script(openai_text("Three days in Lisbon."), openai_text("Two days in Porto."))

    async def body() -> None:
        await h.window.start()
        type_and_send(qtbot, h.window, "Plan three days in Lisbon")
        await h.finished()

        # Up in the empty composer edits the last message.
        h.window.message_input.setFocus()
        qtbot.keyClick(h.window.message_input, Qt.Key.Key_Up)
        assert h.window.message_input.toPlainText() == "Plan three days in Lisbon"
        assert h.window.edit_banner.isVisible()
        h.events.clear()
        type_and_send(qtbot, h.window, "Plan two days in Porto")
        await h.finished()
        await h.settle()
        text = h.window.chat.toPlainText()
        assert "Two days in Porto." in text and "Three days in Lisbon." not in text
        assert "Lisbon" not in str(llm_server.requests[1].body), "the model only sees the edited message"
        assert " 2 / 2" in text

        session = h.window.session
        assert session is not None
        edited = next(m for m in session.messages if m.role == "user")
        click_link(h, f"da:version-previous:{edited.id}")
        await h.settle()
        text = h.window.chat.toPlainText()
        assert "Three days in Lisbon." in text and "Two days in Porto." not in text
        assert " 1 / 2" in text
        await h.close()

    drive(event_loop_qt, body())


def test_regenerate_answers_again_and_keeps_the_first_answer(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    llm_server.script(openai_text("First answer."), openai_text("Second answer."))

    async def body() -> None:
        await h.window.start()
        type_and_send(qtbot, h.window, "Tell me a fact")
        await h.finished()
        h.events.clear()
        qtbot.keyClick(h.window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
        await h.finished()
        await h.settle()
        text = h.window.chat.toPlainText()
        assert "Second answer." in text and "First answer." not in text
        assert text.count("Tell me a fact") == 1
        assert " 2 / 2" in text
        await h.close()

    drive(event_loop_qt, body())


def test_tool_results_fold_and_copy(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    (h.workspace / "notes.txt").write_text("Shopping list: milk\noat drink\n")
    llm_server.script(
        openai_tool_calls(
            [("c1", "read_file", '{"path": "notes.txt"}')], reasoning="Look at the notes first."
        ),
        openai_text("Milk and bread."),
    )

    async def body() -> None:
        await h.window.start()
        type_and_send(qtbot, h.window, "What do I need?")
        await h.finished()
        text = h.window.chat.toPlainText()
        assert "Read notes.txt" in text and "done" in text
        assert "oat drink" not in text, "results are folded by default"
        assert "Thought for" in text and "Look at the notes first." not in text, "thinking folds when done"

        click_link(h, "da:card:c1")
        assert "oat drink" in h.window.chat.toPlainText()
        click_link(h, "da:copy-result:c1")
        assert "oat drink" in QGuiApplication.clipboard().text()
        click_link(h, "da:reasoning:0")
        assert "Look at the notes first." in h.window.chat.toPlainText()
        await h.close()

    drive(event_loop_qt, body())


def test_code_blocks_are_highlighted_and_copied_exactly(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    code = 'def greet(name):\n    return f"Hello, {name}"'
    llm_server.script(openai_text(f"Here:\n\n```python\n{code}\n```\n\nDone."))

    async def body() -> None:
        await h.window.start()
        type_and_send(qtbot, h.window, "Write a greeting function")
        await h.finished()
        assert "Copy code" in h.window.chat.toPlainText()
        document = h.window.chat.document()
        block = document.begin()
        while block.isValid() and not block.text().startswith("def greet"):
            block = block.next()
        assert block.isValid()
        colors = set()
        pieces = block.begin()
        while not pieces.atEnd():
            colors.add(pieces.fragment().charFormat().foreground().color().name())
            pieces += 1
        assert len(colors) >= 2, "keywords and names are colored differently"
        click_link(h, "da:copy-code:0")
        assert QGuiApplication.clipboard().text() == code
        await h.close()

    drive(event_loop_qt, body())


def test_the_repeated_call_guard_asks_in_the_chat(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    same = [("c", "read_file", '{"path": "notes.txt"}')]
    llm_server.script(
        *[openai_tool_calls([(f"c{n}", *same[0][1:])]) for n in range(3)], openai_text("Done reading.")
    )

    async def body() -> None:
        await h.window.start()
        type_and_send(qtbot, h.window, "Read it again and again")
        request = await h.until(lambda e: isinstance(e, ContinueRequested))
        assert isinstance(request, ContinueRequested)
        assert "Continue" in h.window.chat.toPlainText()
        click_link(h, f"da:guard-continue:{request.request_id}")
        final = await h.finished()
        assert isinstance(final, RunFinished) and final.stop_reason is StopReason.END
        assert "Done reading." in h.window.chat.toPlainText()
        await h.close()

    drive(event_loop_qt, body())


def test_a_long_session_opens_with_its_newest_messages_and_pages_up(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())

    def fill(repo: HistoryRepository) -> None:
        now = time.time()
        info = SessionInfo("ses_long", "Long chat", "build", "openai", "m", str(h.workspace), now, now)
        repo.create_session(info)
        with repo.transaction() as c:
            c.executemany(
                "INSERT INTO messages (id, session_id, seq, role, status, created_at) "
                "VALUES (?, 'ses_long', ?, ?, 'complete', ?)",
                [(f"m{n}", n + 1, "user" if n % 2 == 0 else "assistant", now + n) for n in range(5000)],
            )
            c.executemany(
                "INSERT INTO parts (message_id, idx, kind, text) VALUES (?, 0, 'text', ?)",
                [(f"m{n}", f"message number {n}") for n in range(5000)],
            )

    async def body() -> None:
        await h.history.run(fill)
        await h.window.start()
        await h.window.open_session("ses_long")
        text = h.window.chat.toPlainText()
        assert "message number 4999" in text
        assert "message number 0\n" not in text and "Show earlier messages" in text
        shown = text.count("message number")
        assert shown < 100, "only the newest page is rendered"
        bar = h.window.chat.verticalScrollBar()
        bar.setValue(0)  # scrolling to the top pages the previous messages in
        await h.settle()
        more = h.window.chat.toPlainText().count("message number")
        assert more > shown
        assert bar.value() > 0, "the view stays on the message that was at the top"
        click_link(h, "da:earlier:")
        assert h.window.chat.toPlainText().count("message number") > more

        # All the way up: the oldest message is reached, and the document never holds the whole session.
        chat = h.window.chat
        while chat.has_earlier():
            chat.load_earlier()
            assert chat.toPlainText().count("message number") <= 2 * MAX_RENDERED_GROUPS
        assert "message number 0\n" in chat.toPlainText()
        assert "message number 4999" not in chat.toPlainText()
        # ...and back down to the newest.
        while "message number 4999" not in chat.toPlainText():
            click_link(h, "da:later:")
        assert "Show newer messages" not in chat.toPlainText()
        await h.close()

    drive(event_loop_qt, body())


MARKDOWN = """# Trip plan

Day one walks through **Alfama**:

1. Castle
2. Cathedral

   with a loose second paragraph

| Day | Place |
| --- | ----- |
| 1   | Alfama |

```python
def route(days):

    return ["Alfama", "Belém"][:days]
```

> Bring water.

- done
"""


def _stream_into(view: ChatView, text: str, piece: int) -> None:
    view.on_event(MessageStarted("run", "m1", "assistant"))
    view.on_event(PartStarted("run", "m1", 0, "text"))
    for start in range(0, len(text), piece):
        view.on_event(PartDelta("run", "m1", 0, "text", text[start : start + piece]))
        view.stream.flush()  # as if the flush timer fired after every piece: the most renders possible
    view.on_event(PartEnded("run", "m1", 0, TextPart(text)))
    view.on_event(RunFinished("run", StopReason.END, Usage(), 1))


@pytest.mark.parametrize("piece", [1, 3, 7, 50, 10_000])
def test_markdown_streamed_in_pieces_looks_like_markdown_rendered_at_once(qtbot: QtBot, piece: int) -> None:
    streamed, stored = ChatView(), ChatView()
    qtbot.addWidget(streamed)
    qtbot.addWidget(stored)
    _stream_into(streamed, MARKDOWN, piece)
    stored.show_messages([Message("assistant", [TextPart(MARKDOWN)], id="m1")])
    assert streamed.toPlainText() == stored.toPlainText()
    assert "**" not in streamed.toPlainText() and "```" not in streamed.toPlainText()


TABLES = {
    "first": "| Day | Place |\n| --- | --- |\n| 1 | Alfama 🏰 |\n\nThen lunch.\n",
    "after-text": "Here is the plan:\n\n| Day | Place |\n| --- | --- |\n| 1 | Alfama 🏰 |\n",
    "between": (
        "Plan 🗺️:\n\n| Day | Place |\n| --- | --- |\n| 1 | Alfama |\n\n"
        "| Cost | € |\n| --- | --- |\n| Tram | 3 |\n\nDone."
    ),
}


def _table_cells(view: ChatView) -> list[list[str]]:
    """The text of every table's cells, table by table, as laid out in the document."""
    found: list[list[str]] = []
    block = view.document().begin()
    seen: set[int] = set()
    while block.isValid():
        table = QTextCursor(block).currentTable()
        if table is not None and table.firstPosition() not in seen:
            seen.add(table.firstPosition())
            cells = [
                table.cellAt(r, c).firstCursorPosition().block().text()
                for r in range(table.rows())
                for c in range(table.columns())
            ]
            found.append(cells)
        block = block.next()
    return found


@pytest.mark.parametrize("piece", [1, 4, 10_000])
@pytest.mark.parametrize("name", list(TABLES))
def test_tables_stream_into_real_tables_like_the_reopened_session(
    qtbot: QtBot, name: str, piece: int
) -> None:
    """Tables at the start of an answer, after text and between others: no crash, real tables with the same
    cells and the same text whether streamed (cut anywhere) or rendered from the history."""
    streamed, stored = ChatView(), ChatView()
    qtbot.addWidget(streamed)
    qtbot.addWidget(stored)
    _stream_into(streamed, TABLES[name], piece)
    stored.show_messages([Message("assistant", [TextPart(TABLES[name])], id="m1")])
    assert _table_cells(streamed) == _table_cells(stored) != []
    assert "Alfama" in _table_cells(stored)[0][3]

    assert streamed.toPlainText() == stored.toPlainText()
    assert "|" not in streamed.toPlainText()


HOSTILE = (
    "Family: 👨\u200d👩\u200d👧, fire: ❤️\u200d🔥, Persian: می\u200cخواهم, 中文.\n\n"
    "✔ verified safe\u202e txt.exe\u202c and\u200b hidden\n\n"
    "\x1b]52;c;Y3VybCBldmlsLnNoIHwgc2g=\x07 clipboard\u200d"
)


@pytest.mark.parametrize("piece", [1, 2, 5, 10_000])
def test_hidden_characters_are_named_the_same_while_streaming_and_reopened(qtbot: QtBot, piece: int) -> None:
    """Bidi overrides, zero-width characters and terminal escapes from a model are shown by name; joiners
    inside emoji and words that need them stay; cut anywhere, the stream shows what the history shows."""
    streamed, stored = ChatView(), ChatView()
    qtbot.addWidget(streamed)
    qtbot.addWidget(stored)
    _stream_into(streamed, HOSTILE, piece)
    stored.show_messages([Message("assistant", [TextPart(HOSTILE)], id="m1")])
    shown = streamed.toPlainText()
    assert shown == stored.toPlainText()
    assert "👨\u200d👩\u200d👧" in shown and "❤️\u200d🔥" in shown and "می\u200cخواهم" in shown
    assert "⟨U+202E⟩" in shown and "⟨U+202C⟩" in shown and "and⟨U+200B⟩" in shown
    assert "⟨ESC⟩]52;c;" in shown and "⟨BEL⟩" in shown and "clipboard⟨U+200D⟩" in shown
    assert "\x1b" not in shown and "\u202e" not in shown


def test_switching_sessions_does_not_stop_a_running_answer(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    slow = openai_text("The long answer about Lisbon, " * 20 + "the end.", piece=5)
    llm_server.script(StreamReply(slow.items, interval=0.01), openai_text("Quick answer about Porto."))

    async def body() -> None:
        await h.window.start()
        type_and_send(qtbot, h.window, "Tell me about Lisbon")
        first = h.window.session
        assert first is not None
        await h.until(lambda e: isinstance(e, PartDelta))
        h.window.new_session()  # switch away while it streams
        type_and_send(qtbot, h.window, "Tell me about Porto")
        second = h.window.session
        assert second is not None and second is not first
        assert h.controller.running(first.id) is not None, "the first answer keeps going"
        await h.until(lambda e: isinstance(e, RunFinished) and h.controller.running(second.id) is None)
        assert "Lisbon" not in h.window.chat.toPlainText(), "the other session's answer stays in its own pane"
        while h.controller.running(first.id) is not None:
            await h.settle()
        await h.window.open_session(first.id)
        assert "the end." in h.window.chat.toPlainText()
        await h.close()

    drive(event_loop_qt, body())


def test_the_header_picks_the_model_and_profile_of_the_next_turn(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    llm_server.script(openai_text("Planned."), openai_text("Still planned."))

    async def body() -> None:
        await h.window.start()
        header = h.window.header
        header.agent.setCurrentText("plan")  # before any session: the next one starts with it
        line = header.model.lineEdit()
        assert line is not None
        header.model.setCurrentText("ollama/llama3.1")
        line.editingFinished.emit()
        type_and_send(qtbot, h.window, "Make a plan")
        await h.finished()
        session = h.window.session
        assert session is not None
        assert (session.agent, session.provider, session.model) == ("plan", "ollama", "llama3.1")
        first = llm_server.requests[0].body
        assert first is not None and first["model"] == "llama3.1"
        assert "planning mode" in str(first["messages"][0])
        assert [s.id for s in await h.controller.list_sessions()] == [session.id], "no extra empty session"

        header.model.setCurrentText("ollama/qwen3")  # between turns: the open session changes
        line.editingFinished.emit()
        h.events.clear()
        type_and_send(qtbot, h.window, "And again")
        await h.finished()
        assert session.model == "qwen3"
        second = llm_server.requests[1].body
        assert second is not None and second["model"] == "qwen3"
        await h.close()

    drive(event_loop_qt, body())


def test_a_link_opens_in_the_browser_only_after_the_person_sees_where_it_goes(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    opened: list[str] = []

    def open_url(url: QUrl) -> bool:  # the system browser cannot run here: record what it would get
        opened.append(url.toString())
        return True

    monkeypatch.setattr(QDesktopServices, "openUrl", open_url)
    view = ChatView()
    qtbot.addWidget(view)
    view.show_messages(
        [Message("assistant", [TextPart("See [the docs](https://evil.example/login)")], id="m1")]
    )

    view.anchorClicked.emit(QUrl("https://evil.example/login"))
    box = next(w for w in view.findChildren(QMessageBox) if w.isVisible())
    assert "https://evil.example/login" in box.informativeText()
    assert opened == [], "nothing opens before the person agrees"
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Cancel), Qt.MouseButton.LeftButton)
    assert opened == []

    view.anchorClicked.emit(QUrl("https://evil.example/login"))
    box = next(w for w in view.findChildren(QMessageBox) if w.isVisible())
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Open), Qt.MouseButton.LeftButton)
    assert opened == ["https://evil.example/login"]

    view.anchorClicked.emit(QUrl("file:///etc/passwd"))
    assert not any(w.isVisible() for w in view.findChildren(QMessageBox)), "other schemes never open"


def _click_text(qtbot: QtBot, view: ChatView, text: str) -> str:
    """Click the middle of the first occurrence of text in the conversation; the link under it, if any."""
    found = view.document().find(text)
    assert not found.isNull(), text
    middle = QTextCursor(view.document())
    middle.setPosition(found.selectionStart() + len(text) // 2)
    point = view.cursorRect(middle).center()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    return view.anchorAt(point)


def _click_href(qtbot: QtBot, view: ChatView, prefix: str) -> str:
    """Click the first of the app's own links (an icon button) whose address starts with prefix."""
    block = view.document().begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            fragment = fragments.fragment()
            if fragment.charFormat().anchorHref().startswith(prefix):
                cursor = QTextCursor(view.document())
                cursor.setPosition(fragment.position())
                rect = view.cursorRect(cursor)
                point = rect.center() + QPoint(8, 0)  # the middle of a 16-pixel icon after the caret
                view.ensureCursorVisible()
                qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
                return view.anchorAt(point)
            fragments += 1
        block = block.next()
    raise AssertionError(f"no link to {prefix}")


def test_a_link_to_an_action_in_the_models_answer_does_nothing(
    qtbot: QtBot, llm_server: ScriptedLLMServer, tmp_path: Path, event_loop_qt: qasync.QEventLoop
) -> None:
    h = Harness(qtbot, llm_server, tmp_path, fast_settings())
    llm_server.script(
        openai_text("Press [regenerate me](da:regenerate:m1) or <da:settings:> or [edit me](DA:edit:m1).")
    )
    settings_asked: list[bool] = []
    h.window.settings_requested.connect(lambda: settings_asked.append(True))

    async def body() -> None:
        await h.window.start()
        type_and_send(qtbot, h.window, "Say something tricky")
        await h.finished()
        view = h.window.chat
        QGuiApplication.clipboard().clear()
        for shown in ("regenerate me", "da:settings:", "edit me"):
            assert _click_text(qtbot, view, shown) == "", f"{shown} is shown as text, not as a link"
        await h.settle()
        assert len(llm_server.requests) == 1, "nothing was asked of the model again"
        assert settings_asked == [] and not h.window.edit_banner.isVisible()
        assert not any(w.isVisible() for w in view.findChildren(QMessageBox))

        assert _click_href(qtbot, view, "da:copy:").startswith("da:copy:")
        assert QGuiApplication.clipboard().text() == "Say something tricky", "the app's own links still work"
        await h.close()

    drive(event_loop_qt, body())
