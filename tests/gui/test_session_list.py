"""The session list: running and waiting badges, and deleting with a few seconds to undo."""

from __future__ import annotations

import asyncio
import functools
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from pytestqt.qtbot import QtBot

from desktop_agent.domain.sessions import SessionInfo
from desktop_agent.storage.repository import HistoryRepository
from desktop_agent.storage.store import HistoryStore
from desktop_agent.ui.event_loop import AppEventLoop
from desktop_agent.ui.session_list import (
    FIRST_PAGE,
    BusyRole,
    GroupRole,
    SessionIdRole,
    SessionListModel,
    SessionListPanel,
    WaitingRole,
)


def session(n: int, title: str | None = None) -> SessionInfo:
    now = time.time() - n
    return SessionInfo(f"ses_{n}", title or f"Session {n}", "build", "openai", "gpt-4.1", "/work", now, now)


def shown(model: SessionListModel) -> list[str]:
    return [model.index(row).data(SessionIdRole) for row in range(model.rowCount())]


@pytest.fixture
def history(tmp_path: Path) -> Iterator[HistoryStore]:
    store = HistoryStore.open(tmp_path / "history.sqlite3")
    try:
        yield store
    finally:
        store.close()


@pytest.fixture
def panel(qtbot: QtBot) -> SessionListPanel:
    widget = SessionListPanel(undo_ms=300)
    qtbot.addWidget(widget)
    widget.model.set_sessions([session(n) for n in range(5)])
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def test_waiting_and_running_badges_follow_the_session(qtbot: QtBot, panel: SessionListPanel) -> None:
    model = panel.model
    with qtbot.waitSignal(model.dataChanged) as changed:
        model.set_waiting("ses_2", True)
    assert changed.args is not None and changed.args[0].row() == 2
    model.set_busy("ses_3", True)

    waiting, running, idle = (model.index(row) for row in (2, 3, 4))
    assert waiting.data(WaitingRole) is True and not waiting.data(BusyRole)
    assert waiting.data(Qt.ItemDataRole.DecorationRole) is not None
    assert "Waiting for your approval" in waiting.data(Qt.ItemDataRole.ToolTipRole)
    assert waiting.data(Qt.ItemDataRole.AccessibleDescriptionRole) == "Waiting for your approval"
    assert running.data(BusyRole) is True and running.data(Qt.ItemDataRole.DisplayRole).endswith("●")
    assert running.data(Qt.ItemDataRole.AccessibleDescriptionRole) == "Running"
    assert running.data(Qt.ItemDataRole.DecorationRole) is None
    assert idle.data(Qt.ItemDataRole.AccessibleDescriptionRole) == ""

    # A refresh from the history (newer first: the order changes) keeps the badges with their sessions.
    model.set_sessions([session(n) for n in (4, 3, 2, 1, 0)])
    assert model.index(model.row_of("ses_2")).data(WaitingRole) is True
    assert model.index(model.row_of("ses_3")).data(BusyRole) is True

    model.set_waiting("ses_2", False)
    assert model.index(model.row_of("ses_2")).data(Qt.ItemDataRole.DecorationRole) is None
    assert model.index(model.row_of("ses_2")).data(Qt.ItemDataRole.AccessibleDescriptionRole) == ""


def test_delete_hides_the_row_at_once_and_undo_brings_it_back(qtbot: QtBot, panel: SessionListPanel) -> None:
    confirmed: list[str] = []
    panel.delete_confirmed.connect(confirmed.append)

    assert panel.delete_with_undo("ses_2")
    assert shown(panel.model) == ["ses_0", "ses_1", "ses_3", "ses_4"]
    assert panel.undo_bar.isVisible()
    assert "Session 2" in panel.undo_label.text()

    # A refresh from the history meanwhile (the session is still stored) does not bring it back.
    panel.model.set_sessions([session(n) for n in range(5)])
    assert "ses_2" not in shown(panel.model)

    with qtbot.waitSignal(panel.delete_undone) as undone:
        qtbot.mouseClick(panel.undo_button, Qt.MouseButton.LeftButton)
    assert undone.args == ["ses_2"]
    assert shown(panel.model) == [f"ses_{n}" for n in range(5)], "back in its place"
    assert not panel.undo_bar.isVisible()
    qtbot.wait(400)  # longer than the undo time: nothing may be deleted now
    assert confirmed == []


def test_the_session_is_deleted_from_the_history_only_after_the_undo_time(
    qtbot: QtBot, panel: SessionListPanel, history: HistoryStore
) -> None:
    stored = [session(n) for n in range(5)]
    for info in stored:
        history.call(functools.partial(HistoryRepository.create_session, info=info))

    def delete_from_history(session_id: str) -> None:
        history.call(lambda repo: repo.delete_session(session_id))

    def stored_ids() -> set[str]:
        return {info.id for info in history.call(lambda repo: repo.list_sessions(100))}

    panel.delete_confirmed.connect(delete_from_history)
    panel.delete_with_undo("ses_1")
    assert "ses_1" in stored_ids(), "still stored while it can be undone"
    with qtbot.waitSignal(panel.delete_confirmed, timeout=3000):
        pass
    assert "ses_1" not in stored_ids()
    assert not panel.undo_bar.isVisible()
    assert "ses_1" not in shown(panel.model)


def test_a_second_delete_confirms_the_first(panel: SessionListPanel) -> None:
    confirmed: list[str] = []
    panel.delete_confirmed.connect(confirmed.append)
    panel.delete_with_undo("ses_1")
    panel.delete_with_undo("ses_3")
    assert confirmed == ["ses_1"]
    assert panel.pending_deletion == "ses_3"
    panel.undo()
    assert shown(panel.model) == ["ses_0", "ses_2", "ses_3", "ses_4"]
    assert not panel.delete_with_undo("ses_1"), "already gone"


def test_quitting_while_a_delete_can_be_undone_keeps_the_session(
    qtbot: QtBot, panel: SessionListPanel
) -> None:
    confirmed: list[str] = []
    panel.delete_confirmed.connect(confirmed.append)
    panel.delete_with_undo("ses_4")
    app = QCoreApplication.instance()
    assert app is not None
    app.aboutToQuit.emit()  # what QApplication.quit() sends before the event loop ends
    qtbot.wait(400)
    assert confirmed == []
    assert panel.pending_deletion is None
    assert "ses_4" in shown(panel.model)


def test_ten_thousand_sessions_lay_out_under_their_date_headings(
    qtbot: QtBot, panel: SessionListPanel
) -> None:
    panel.finish_setup()
    panel.resize(260, 700)
    panel.show()
    qtbot.waitExposed(panel)
    now = time.time()
    many = [  # one an hour, over more than a year
        SessionInfo(f"ses_{n}", f"Session {n}", "build", "openai", "m", "/w", now - n * 3600, now - n * 3600)
        for n in range(10_000)
    ]
    panel.model.set_sessions(many)
    headings = [h for r in range(10_000) if (h := panel.model.index(r).data(GroupRole))]
    assert headings[:4] == ["Today", "Yesterday", "Previous 7 days", "Previous 30 days"]
    assert len(headings) == len(set(headings)) >= 14, "each group once: the days, then the months"
    assert any(h[-4:].isdigit() for h in headings), "an earlier year's months say which year"
    heading_row = panel.view.sizeHintForIndex(panel.model.index(0)).height()
    # the first row without a heading (after midnight row 1 is Yesterday's: Today holds one session)
    plain = next(r for r in range(10_000) if not panel.model.index(r).data(GroupRole))
    assert heading_row > panel.view.sizeHintForIndex(panel.model.index(plain)).height(), (
        "room for the heading"
    )
    last = panel.model.index(9_999)
    qtbot.waitUntil(lambda: panel.view.visualRect(last).height() > 0)  # laid out, a batch at a time
    panel.view.scrollToBottom()
    qtbot.waitUntil(lambda: panel.view.viewport().rect().contains(panel.view.visualRect(last)))
    assert panel.model.row_of("ses_9999") == 9_999
    panel.model.set_sessions(many[:3], {"ses_1": "a snippet that matched"})
    assert [panel.model.index(r).data(GroupRole) for r in range(3)] == ["", "", ""], "search: relevance order"


def test_rows_can_be_found_by_id_after_changes(qtbot: QtBot) -> None:
    model = SessionListModel()
    model.set_sessions([session(n) for n in range(4)])
    model.hide_session("ses_0")
    assert model.row_of("ses_3") == 2
    model.unhide_session("ses_0")
    assert [model.row_of(f"ses_{n}") for n in range(4)] == [0, 1, 2, 3]
    info = model.info(model.row_of("ses_2"))
    assert info is not None and info.id == "ses_2"
    assert model.row_of("ses_unknown") == -1 and model.info(4) is None


def test_the_list_opens_with_the_newest_then_all_without_losing_the_selection(
    qtbot: QtBot, panel: SessionListPanel, history: HistoryStore
) -> None:
    for n in range(FIRST_PAGE + 50):
        history.call(functools.partial(HistoryRepository.create_session, info=session(n)))
    loop = AppEventLoop()
    asyncio.set_event_loop(loop)
    asked: list[int] = []
    resets: list[bool] = []
    panel.model.modelReset.connect(lambda: resets.append(True))

    async def fetch(limit: int) -> list[SessionInfo]:
        asked.append(limit)
        if len(asked) == 2:  # the person picks a session while the rest is read
            panel.view.setCurrentIndex(panel.model.index(3))
        return await history.run(lambda repo: repo.list_sessions(limit))

    try:
        loop.run_until_complete(panel.load(fetch))
    finally:
        loop.close()
        asyncio.set_event_loop(None)
    assert asked[0] == FIRST_PAGE and asked[1] > FIRST_PAGE + 50
    assert shown(panel.model) == [f"ses_{n}" for n in range(FIRST_PAGE + 50)], "newest first, all of them"
    assert len(resets) == 1, "the rest is appended, not reset"
    assert panel.view.currentIndex().row() == 3


def test_a_longer_read_that_does_not_match_is_not_appended(panel: SessionListPanel) -> None:
    other = [session(n) for n in (9, 8, 7, 6, 5, 4)]
    assert not panel.model.extend_sessions(other), "the list was refreshed meanwhile: keep the newer rows"
    assert shown(panel.model) == [f"ses_{n}" for n in range(5)]
    assert panel.model.extend_sessions([session(n) for n in range(7)])
    assert shown(panel.model) == [f"ses_{n}" for n in range(7)]


def test_a_rows_pin_button_pins_it_without_opening_it(qtbot: QtBot, panel: SessionListPanel) -> None:
    from desktop_agent.ui.session_delegate import SessionDelegate

    panel.finish_setup()
    panel.resize(260, 400)
    changes: list[tuple[str, object]] = []
    panel.change_requested.connect(lambda sid, change: changes.append((sid, change)))
    index = panel.model.index(1)
    rect = panel.view.visualRect(index)
    qtbot.mouseMove(panel.view.viewport(), rect.center())
    pin, more = SessionDelegate._buttons(rect)
    assert rect.contains(pin) and rect.contains(more)
    qtbot.mouseClick(panel.view.viewport(), Qt.MouseButton.LeftButton, pos=pin.center())
    assert changes == [("ses_1", {"pinned": True})]
    assert panel.view.currentIndex().row() != 1 or not panel.view.selectionModel().isSelected(index), (
        "the click pins; it does not open the session"
    )
