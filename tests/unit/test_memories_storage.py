"""Memories in a real history file: a database of the schema before them gains the tables, changes are
undone newest first, search takes the person's words literally, and the words a memory may hold."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from desktop_agent.domain.memory import MemoryStatus, MemoryTextError, clean_memory_text
from desktop_agent.storage import database, memories
from desktop_agent.storage.schema import MIGRATIONS
from desktop_agent.storage.store import HistoryStore


def test_a_history_from_before_memories_gains_them(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    conn = sqlite3.connect(path)
    for migration in MIGRATIONS[:12]:
        for statement in database._statements(migration):
            conn.execute(statement)
    conn.execute("PRAGMA user_version = 12")
    conn.commit()
    conn.close()
    store = HistoryStore.open(path)
    try:
        made = store.call(lambda repo: memories.add_memory(repo, "Likes tea."))
        assert store.call(lambda repo: memories.list_memories(repo)) == [made]
    finally:
        store.close()


def test_undo_goes_back_newest_first_and_only_for_the_newest_change_of_a_memory(tmp_path: Path) -> None:
    store = HistoryStore.open(tmp_path / "history.sqlite3")
    try:
        proposal = store.call(
            lambda repo: memories.add_memory(
                repo, "Uses vim.", status=MemoryStatus.PENDING, session_id="ses_1", call_id="c1"
            )
        )
        kept = store.call(
            lambda repo: memories.change_memory(
                repo, proposal.id, "keep", status=MemoryStatus.KEPT, allowed_from=(MemoryStatus.PENDING,)
            )
        )
        assert kept is not None and kept.status is MemoryStatus.KEPT and not kept.edited
        again = store.call(
            lambda repo: memories.change_memory(
                repo, proposal.id, "keep", status=MemoryStatus.KEPT, allowed_from=(MemoryStatus.PENDING,)
            )
        )
        assert again is None, "a proposal is decided once"
        store.call(
            lambda repo: memories.change_memory(
                repo, proposal.id, "edit", text="Uses neovim.", allowed_from=(MemoryStatus.KEPT,)
            )
        )
        first = store.call(lambda repo: memories.last_change(repo, proposal.id))
        assert first is not None and first.action == "edit"
        older = store.call(lambda repo: memories.undo_change(repo, first.id - 1))
        assert older is None, "only the newest change of a memory is undone"
        undone = store.call(lambda repo: memories.undo_change(repo))
        assert undone is not None and undone[1].text == "Uses vim." and undone[1].status is MemoryStatus.KEPT
        undone = store.call(lambda repo: memories.undo_change(repo))
        assert undone is not None and undone[1].status is MemoryStatus.PENDING
        assert store.call(lambda repo: memories.undo_change(repo)) is None

        store.call(lambda repo: memories.mark_used(repo, [proposal.id], 5.0))
        pending = store.call(lambda repo: memories.get_memory(repo, proposal.id))
        assert pending is not None and pending.last_used_at is None, "only kept memories are used"
    finally:
        store.close()


def test_search_takes_words_literally_and_ids_by_their_start(tmp_path: Path) -> None:
    store = HistoryStore.open(tmp_path / "history.sqlite3")
    try:
        a = store.call(lambda repo: memories.add_memory(repo, "Budget is 100% fixed."))
        store.call(lambda repo: memories.add_memory(repo, "Team of 5_people."))
        assert [m.id for m in store.call(lambda repo: memories.list_memories(repo, query="100%"))] == [a.id]
        assert store.call(lambda repo: memories.list_memories(repo, query="%")) == [a]
        assert len(store.call(lambda repo: memories.list_memories(repo, query="_"))) == 1
        assert store.call(lambda repo: memories.find_memory(repo, a.id[:-2])) == [a]
        assert store.call(lambda repo: memories.find_memory(repo, "%")) == []
    finally:
        store.close()


@pytest.mark.parametrize(
    ("text", "kept"),
    [("  Likes\n\ttea.  ", "Likes tea."), ("日本語で答える", "日本語で答える"), ("👩‍💻 codes", "👩‍💻 codes")],
)
def test_a_memory_is_one_line_of_plain_text(text: str, kept: str) -> None:
    assert clean_memory_text(text) == kept


@pytest.mark.parametrize("text", ["", "  \n", "a\u200bb", "a\u202eb", "a\x1b[31mb", "x" * 501])
def test_words_that_cannot_be_a_memory_are_refused(text: str) -> None:
    with pytest.raises(MemoryTextError):
        clean_memory_text(text)
