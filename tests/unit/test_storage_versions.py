"""Versions of a conversation: an edited message keeps what followed it as an earlier version."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop_agent.domain.messages import Message, TextPart
from desktop_agent.domain.sessions import SessionInfo
from desktop_agent.storage.branches import branch_off, switch_version, versions
from desktop_agent.storage.database import open_database
from desktop_agent.storage.repository import HistoryRepository
from desktop_agent.storage.search import search

T0 = 1_700_000_000.0


@pytest.fixture
def repo(tmp_path: Path) -> Iterator[HistoryRepository]:
    opened = open_database(tmp_path / "history.sqlite3")
    try:
        yield HistoryRepository(opened.connection)
    finally:
        opened.connection.close()


def _say(repo: HistoryRepository, sid: str, mid: str, role: str, text: str, at: float) -> None:
    repo.add_message(sid, Message(role, [TextPart(text)], id=mid, created_at=at))  # type: ignore[arg-type]


def _texts(repo: HistoryRepository, sid: str) -> list[str]:
    return [m.text for m in repo.load_messages(sid)]


@pytest.fixture
def chat(repo: HistoryRepository) -> HistoryRepository:
    repo.create_session(SessionInfo("ses_a", "Trip", "build", "openai", "m", "/tmp/ws", T0, T0))
    _say(repo, "ses_a", "u1", "user", "Plan a trip to Lisbon", T0 + 1)
    _say(repo, "ses_a", "a1", "assistant", "Day one: Alfama", T0 + 2)
    _say(repo, "ses_a", "u2", "user", "Make it three days", T0 + 3)
    _say(repo, "ses_a", "a2", "assistant", "Three days: Alfama, Belém, Sintra", T0 + 4)
    return repo


def test_editing_keeps_the_later_messages_as_an_earlier_version(chat: HistoryRepository) -> None:
    assert branch_off(chat, "ses_a", "u2") is not None
    assert _texts(chat, "ses_a") == ["Plan a trip to Lisbon", "Day one: Alfama"]
    _say(chat, "ses_a", "u2b", "user", "Make it two days", T0 + 10)
    _say(chat, "ses_a", "a2b", "assistant", "Two days: Alfama, Belém", T0 + 11)

    found = versions(chat, "ses_a")
    assert list(found) == [3]
    point = found[3]
    assert (point.message_id, point.current, point.total) == ("u2b", 2, 2)
    # The hidden version never shows up as a session of its own.
    assert [s.id for s in chat.list_sessions(include_archived=True)] == ["ses_a"]


def test_switching_versions_swaps_the_tails_and_keeps_their_numbers(chat: HistoryRepository) -> None:
    branch_off(chat, "ses_a", "u2")
    _say(chat, "ses_a", "u2b", "user", "Make it two days", T0 + 10)
    earlier = versions(chat, "ses_a")[3].ids[0]
    assert earlier is not None

    switch_version(chat, "ses_a", earlier)
    assert _texts(chat, "ses_a")[2:] == ["Make it three days", "Three days: Alfama, Belém, Sintra"]
    point = versions(chat, "ses_a")[3]
    assert (point.message_id, point.current, point.total) == ("u2", 1, 2)

    later = point.ids[1]
    assert later is not None
    switch_version(chat, "ses_a", later)
    assert _texts(chat, "ses_a")[2:] == ["Make it two days"]
    assert versions(chat, "ses_a")[3].current == 2


def test_versions_after_the_edit_point_travel_with_their_version(chat: HistoryRepository) -> None:
    # Regenerate the last answer, then edit the first message: the regenerated pair belongs to version 1.
    branch_off(chat, "ses_a", "u2")
    _say(chat, "ses_a", "u2r", "user", "Make it three days", T0 + 5)
    _say(chat, "ses_a", "a2r", "assistant", "Three days, regenerated", T0 + 6)
    assert versions(chat, "ses_a")[3].total == 2

    branch_off(chat, "ses_a", "u1")
    _say(chat, "ses_a", "u1b", "user", "Plan a trip to Porto", T0 + 20)
    assert list(versions(chat, "ses_a")) == [1]  # the later point went with the hidden version

    first = versions(chat, "ses_a")[1].ids[0]
    assert first is not None
    switch_version(chat, "ses_a", first)
    assert _texts(chat, "ses_a")[-1] == "Three days, regenerated"
    assert versions(chat, "ses_a")[3].total == 2  # and came back with it


def test_search_finds_only_the_version_shown(chat: HistoryRepository) -> None:
    branch_off(chat, "ses_a", "u2")
    _say(chat, "ses_a", "u2b", "user", "Make it two days", T0 + 10)
    assert search(chat.conn, "Sintra") == []
    assert [h.session_id for h in search(chat.conn, "two days")] == ["ses_a"]


def test_deleting_a_session_deletes_its_versions(chat: HistoryRepository) -> None:
    branch_off(chat, "ses_a", "u2")
    chat.delete_session("ses_a")
    assert chat.conn.execute("SELECT COUNT(*) FROM sessions").fetchone()[0] == 0
    assert chat.conn.execute("SELECT COUNT(*) FROM messages").fetchone()[0] == 0


def test_branching_off_an_unknown_message_changes_nothing(chat: HistoryRepository) -> None:
    assert branch_off(chat, "ses_a", "nope") is None
    assert len(_texts(chat, "ses_a")) == 4
