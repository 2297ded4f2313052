"""Citations in the chat: numbered links to what the model was given, the same whether the answer streamed
or was reopened; made-up ones removed with a line saying so; a number opens the file at the cited lines."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices
from pytestqt.qtbot import QtBot

from desktop_agent.domain.citations import Source
from desktop_agent.ui.chat_view import ChatView
from desktop_agent.ui.citation_dialog import CitationDialog
from tests.helpers.answers import ANSWERS, turn_events, turn_messages


def _links(view: ChatView) -> list[tuple[str, str]]:
    """(text, href) of every citation link in the document, in order."""
    found = []
    block = view.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            fmt = fragment.charFormat()
            if fmt.isAnchor() and fmt.anchorHref().startswith("da:cite:"):
                found.append((fragment.text(), fmt.anchorHref()))
            it += 1
        block = block.next()
    return found


def _streamed(qtbot: QtBot) -> ChatView:
    view = ChatView()
    qtbot.addWidget(view)
    view.show_messages([])
    for event in turn_events(
        ANSWERS["cited"], lambda text: [text[i : i + 3] for i in range(0, len(text), 3)]
    ):
        view.on_event(event)
        view.stream.flush()
    return view


def test_citations_are_numbered_links_and_made_up_ones_are_removed(qtbot: QtBot) -> None:
    streamed = _streamed(qtbot)
    stored = ChatView()
    qtbot.addWidget(stored)
    stored.show_messages(turn_messages(ANSWERS["cited"]))
    for view in (streamed, stored):
        text = view.document().toPlainText()
        assert "ZK-5521 means the fan is blocked [1]; clean it first [1][2]." in text
        assert "Weekly oil\n" in text and "kb:plant#999" not in text.split("removed")[0]
        assert "风扇堵塞 [3] 🙂" in text
        assert "[kb:plant#40]` in code" not in text and "[kb:plant#40] in code stays" in text
        assert "See [2]." in text
        assert "1 citation removed" in text and "(kb:plant#999)" in text
        assert [label for label, _ in _links(view)] == ["[1]", "[1]", "[2]", "[3]", "[2]"]
    assert _links(streamed) == _links(stored)


def test_a_number_opens_the_file_at_the_cited_lines(qtbot: QtBot, tmp_path: Path) -> None:
    doc = tmp_path / "faults.md"
    doc.write_text("".join(f"line {n}\n" for n in range(1, 41)), encoding="utf-8")
    source = Source("kb:plant#12", "kb", "line 20\nline 21", str(doc), 20, 21)
    dialog = CitationDialog(source)
    qtbot.addWidget(dialog)
    shown = dialog.text.toPlainText()
    assert shown.startswith("line 8\n") and "line 33" in shown and "line 34" not in shown
    selection = dialog.text.extraSelections()[0]
    marked = selection.cursor.selectedText()
    assert marked.replace("\u2029", "\n") == "line 20\nline 21"
    assert dialog.open_button is not None and dialog.open_button.text() == "Open the document"

    doc.unlink()
    gone = CitationDialog(source)
    qtbot.addWidget(gone)
    assert gone.text.toPlainText() == "line 20\nline 21" and "changed or is gone" in gone.note.text()


def test_a_script_is_shown_but_never_opened_and_a_page_opens_in_the_browser(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    script = CitationDialog(Source("kb:c#1", "kb", "rm -rf ~", str(tmp_path / "x.sh"), 1, 1))
    qtbot.addWidget(script)
    assert script.open_button is None
    opened: list[str] = []  # no browser here: what would open is kept
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url.toString()))
    page = CitationDialog(
        Source("web:1a2b3c4d", "web", "Fans.", url="https://example.org/fans", title="Fans")
    )
    qtbot.addWidget(page)
    assert page.where.text() == "Fans — https://example.org/fans"
    assert page.open_button is not None
    page.open_button.click()
    assert opened == ["https://example.org/fans"]


def test_clicking_a_number_opens_what_it_cites(qtbot: QtBot) -> None:
    view = _streamed(qtbot)
    _, href = _links(view)[0]
    view._link(QUrl(href))
    dialogs = [w for w in view.findChildren(CitationDialog)]
    assert len(dialogs) == 1 and dialogs[0].where.text() == "/docs/faults.md, lines 3-9"
