"""Finding things in the history, usage totals, paging through long sessions and the session list."""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop_agent.domain.messages import (
    Message,
    ReasoningPart,
    TextPart,
    ToolCallPart,
    ToolResultPart,
    Usage,
)
from desktop_agent.domain.sessions import SessionInfo, UsageTotal
from desktop_agent.storage.database import open_database
from desktop_agent.storage.repository import HistoryRepository
from desktop_agent.storage.search import search, usage_totals

T0 = 1_700_000_000.0


@pytest.fixture
def repo(tmp_path: Path) -> Iterator[HistoryRepository]:
    opened = open_database(tmp_path / "history.sqlite3")
    try:
        yield HistoryRepository(opened.connection)
    finally:
        opened.connection.close()


def _session(
    repo: HistoryRepository,
    sid: str,
    title: str = "A chat",
    *,
    updated: float = T0,
    pinned: bool = False,
    archived: bool = False,
    model: str = "gpt-4.1",
) -> None:
    repo.create_session(
        SessionInfo(sid, title, "build", "openai", model, "/tmp/ws", T0, updated, pinned, archived)
    )


def _fts_ok(conn: sqlite3.Connection) -> None:
    conn.execute("INSERT INTO parts_fts (parts_fts, rank) VALUES ('integrity-check', 1)")


@pytest.fixture
def filled(repo: HistoryRepository) -> HistoryRepository:
    _session(repo, "ses_plan", "Planning the schema migration")
    _session(repo, "ses_cafe", "Coffee trip")
    repo.add_message(
        "ses_plan", Message("user", [TextPart("Please explain the migration plan for pelicans")], "u1")
    )
    repo.add_message(
        "ses_plan",
        Message(
            "assistant",
            [
                ReasoningPart("I should consider the flamingo constraints first", signature="sig"),
                TextPart("Sure, here is the plan about herons and storks."),
                ToolCallPart("call_1", "read_file", '{"path": "docs/albatross.md"}'),
            ],
            "a1",
        ),
    )
    repo.add_message(
        "ses_plan",
        Message(
            "tool", [ToolResultPart("call_1", "read_file", "The albatross file talks about cormorants")], "t1"
        ),
    )
    repo.add_message(
        "ses_cafe", Message("user", [TextPart("Where is the best café in Zürich? 東京 also")], "u2")
    )
    return repo


# ---- search ----


@pytest.mark.parametrize(
    ("query", "message_id", "role", "kind", "marked"),
    [
        ("pelicans", "u1", "user", "text", "[pelicans]"),
        ("herons", "a1", "assistant", "text", "[herons]"),
        ("flamingo", "a1", "assistant", "reasoning", "[flamingo]"),
        ("albatross", "a1", "assistant", "tool_call", "[albatross]"),
        ("cormorants", "t1", "tool", "tool_result", "[cormorants]"),
    ],
)
def test_search_finds_every_kind_of_part(
    filled: HistoryRepository, query: str, message_id: str, role: str, kind: str, marked: str
) -> None:
    hits = [h for h in search(filled.conn, query) if h.message_id == message_id]
    assert len(hits) == 1
    hit = hits[0]
    assert (hit.session_id, hit.session_title) == ("ses_plan", "Planning the schema migration")
    assert (hit.role, hit.part_kind) == (role, kind)
    assert marked in hit.snippet


def test_words_are_found_by_their_beginning(filled: HistoryRepository) -> None:
    hits = search(filled.conn, "migra")
    assert [h.message_id for h in hits] == ["u1"]
    assert "[migration]" in hits[0].snippet
    assert [h.message_id for h in search(filled.conn, "explain migra")] == ["u1"]
    assert search(filled.conn, "migrations") == []


@pytest.mark.parametrize("query", ["cafe", "café", "CAFÉ", "Cafe", "zurich", "ZÜRICH", "東京"])
def test_accents_and_case_do_not_matter(filled: HistoryRepository, query: str) -> None:
    assert [h.message_id for h in search(filled.conn, query)] == ["u2"]


def test_a_part_about_the_term_ranks_before_one_that_mentions_it(repo: HistoryRepository) -> None:
    _session(repo, "s")
    filler = "the quick brown fox jumps over the lazy dog "
    repo.add_message("s", Message("user", [TextPart("otter " + filler * 3)], "once"))
    repo.add_message("s", Message("user", [TextPart(filler)], "never"))
    repo.add_message("s", Message("user", [TextPart(("otter " * 6) + filler * 2)], "often"))
    hits = search(repo.conn, "otter")
    assert [h.message_id for h in hits] == ["often", "once"]
    assert hits[0].rank < hits[1].rank


@pytest.mark.parametrize(
    ("query", "found"),
    [
        ('"zebra', True),
        ('zebra"', True),
        ("zebra*", True),
        ("*", False),
        ("zebra AND quokka", True),
        ("zebra OR nothingness", False),  # OR is a word to look for, not an operator
        ("-zebra", True),
        ("zebra -quokka", True),  # not a negation
        ("(quokka", True),
        ("quokka)", True),
        ("NEAR(zebra quokka)", True),
        ("NEAR(zebra quokka, 2)", False),  # "2" is a word that is not there
        ("title:zebra", False),  # "title" is a word, not a column filter
        ("^zebra", True),
        ("zebra + quokka", True),
        ("{text}: zebra", False),
        ("NOT", False),
        ('""', False),
        ("'; DROP TABLE parts; --", False),
    ],
)
def test_search_syntax_in_the_query_is_read_as_words(
    repo: HistoryRepository, query: str, found: bool
) -> None:
    _session(repo, "s")
    repo.add_message("s", Message("user", [TextPart("Standing near the zebra and the quokka")], "m1"))
    hits = search(repo.conn, query)
    assert [h.message_id for h in hits] == (["m1"] if found else [])
    assert repo.conn.execute("SELECT COUNT(*) FROM parts").fetchone()[0] == 1


@pytest.mark.parametrize("query", ["", "   ", "!!!", "...", "?!-*()", '"', "—", "\t\n"])
def test_an_empty_or_punctuation_query_finds_nothing(filled: HistoryRepository, query: str) -> None:
    assert search(filled.conn, query) == []


def test_a_deleted_session_is_no_longer_found(filled: HistoryRepository) -> None:
    assert search(filled.conn, "cormorants")
    assert filled.delete_session("ses_plan")
    for word in ("pelicans", "herons", "flamingo", "albatross", "cormorants", "migration"):
        assert search(filled.conn, word) == [], word
    assert [h.message_id for h in search(filled.conn, "cafe")] == ["u2"]
    _fts_ok(filled.conn)


def test_a_streamed_part_is_found_once_when_it_ends(repo: HistoryRepository) -> None:
    _session(repo, "s", "Streaming")
    repo.add_message("s", Message("assistant", [], "a1", status="streaming"))
    repo.append_chunks([("a1", 0, "text", "The mongoose "), ("a1", 0, "text", "is fast")])
    assert search(repo.conn, "mongoose") == []  # deltas are not indexed while they stream
    repo.end_part("a1", 0, TextPart("The mongoose is fast"))
    hits = search(repo.conn, "mongoose")
    assert [(h.message_id, h.part_kind) for h in hits] == [("a1", "text")]
    assert repo.conn.execute("SELECT COUNT(*) FROM part_chunks").fetchone()[0] == 0
    _fts_ok(repo.conn)


def test_a_part_ended_twice_keeps_search_working(repo: HistoryRepository) -> None:
    _session(repo, "s", "Ended twice")
    repo.add_message("s", Message("tool", [], "t1", status="streaming"))
    repo.end_part("t1", 0, ToolResultPart("c1", "read_file", "first version about jackals"))
    repo.end_part("t1", 0, ToolResultPart("c1", "read_file", "second version about hyenas"))
    assert [h.message_id for h in search(repo.conn, "hyenas")] == ["t1"]
    assert search(repo.conn, "jackals") == []
    _fts_ok(repo.conn)


def test_search_after_a_text_update_finds_the_new_text_only(repo: HistoryRepository) -> None:
    _session(repo, "s")
    repo.add_message("s", Message("user", [TextPart("about badgers")], "m1"))
    with repo.transaction() as c:
        c.execute("UPDATE parts SET text = 'about beavers' WHERE message_id = 'm1'")
    assert search(repo.conn, "badgers") == []
    assert [h.message_id for h in search(repo.conn, "beavers")] == ["m1"]
    _fts_ok(repo.conn)


# ---- usage ----


def _noon(days_after: int) -> float:
    base = time.localtime(T0)
    return time.mktime((base.tm_year, base.tm_mon, base.tm_mday + days_after, 12, 0, 0, 0, 0, -1))


def _day(ts: float) -> str:
    return time.strftime("%Y-%m-%d", time.localtime(ts))


def test_usage_totals_count_only_assistant_messages(repo: HistoryRepository) -> None:
    _session(repo, "s1")
    _session(repo, "s2")
    day1, day2 = _noon(0), _noon(1)

    def assistant(sid: str, mid: str, model: str, when: float, usage: Usage) -> None:
        meta = {"model": model, "provider": "openai"}
        repo.add_message(
            sid, Message("assistant", [TextPart("answer")], mid, usage, meta=meta, created_at=when)
        )

    # Not model output: must not count even if usage was recorded on them.
    repo.add_message("s1", Message("user", [TextPart("q")], "u1", Usage(999, 999, 999, 999), created_at=day1))
    repo.add_message(
        "s1",
        Message("tool", [ToolResultPart("c", "t", "r")], "t1", Usage(555, 555, 0, 0), created_at=day1),
    )
    assistant("s1", "a1", "gpt-4.1", day1, Usage(100, 10, 50, 5))
    assistant("s1", "a2", "gpt-4.1", day2, Usage(200, 20, 0, 0))
    assistant("s1", "a3", "claude", day2, Usage(1, 2, 3, 4))
    assistant("s2", "a4", "claude", day1, Usage(1000, 100, 10, 1))
    repo.add_message("s2", Message("assistant", [TextPart("no usage")], "a5", created_at=day2))

    assert usage_totals(repo.conn, "session") == [
        UsageTotal("s1", 301, 32, 53, 9, 3),
        UsageTotal("s2", 1000, 100, 10, 1, 2),
    ]
    assert usage_totals(repo.conn, "model") == [
        UsageTotal("", 0, 0, 0, 0, 1),
        UsageTotal("claude", 1001, 102, 13, 5, 2),
        UsageTotal("gpt-4.1", 300, 30, 50, 5, 2),
    ]
    assert usage_totals(repo.conn, "day") == [
        UsageTotal(_day(day1), 1100, 110, 60, 6, 2),
        UsageTotal(_day(day2), 201, 22, 3, 4, 3),
    ]
    assert usage_totals(repo.conn, "model", session_id="s1") == [
        UsageTotal("claude", 1, 2, 3, 4, 1),
        UsageTotal("gpt-4.1", 300, 30, 50, 5, 2),
    ]
    assert usage_totals(repo.conn, "session", since=day2) == [
        UsageTotal("s1", 201, 22, 3, 4, 2),
        UsageTotal("s2", 0, 0, 0, 0, 1),
    ]


# ---- paging and the session list ----


def test_load_messages_pages_back_without_gaps_or_overlaps(repo: HistoryRepository) -> None:
    _session(repo, "s")
    _session(repo, "other")
    for n in range(1, 26):
        repo.add_message(
            "s", Message("user" if n % 2 else "assistant", [TextPart(f"message {n}")], f"m{n:02d}")
        )
        repo.add_message("other", Message("user", [TextPart(f"elsewhere {n}")], f"o{n:02d}"))

    newest = repo.load_messages("s", limit=10)
    assert [m.text for m in newest] == [f"message {n}" for n in range(16, 26)]

    pages = [newest]
    while True:
        first_seq = pages[-1][0].meta["seq"]
        page = repo.load_messages("s", limit=10, before_seq=first_seq)
        if not page:
            break
        assert len(page) <= 10
        pages.append(page)
    assert [len(p) for p in pages] == [10, 10, 5]
    seen = [m.id for page in reversed(pages) for m in page]
    assert seen == [f"m{n:02d}" for n in range(1, 26)]
    assert [m.id for m in repo.load_messages("s")] == seen
    assert repo.load_messages("s", limit=10, before_seq=1) == []
    assert repo.message_count("s") == 25


def test_list_sessions_pinned_first_then_newest_archived_hidden(repo: HistoryRepository) -> None:
    _session(repo, "old", "Old", updated=T0 + 1)
    _session(repo, "new", "New", updated=T0 + 50)
    _session(repo, "mid", "Mid", updated=T0 + 20)
    _session(repo, "pin_old", "Pinned old", updated=T0 + 2, pinned=True)
    _session(repo, "pin_new", "Pinned new", updated=T0 + 30, pinned=True)
    _session(repo, "arch", "Archived", updated=T0 + 100, archived=True)
    _session(repo, "arch_pin", "Archived pinned", updated=T0 + 3, pinned=True, archived=True)

    assert [s.id for s in repo.list_sessions()] == ["pin_new", "pin_old", "new", "mid", "old"]
    assert [s.id for s in repo.list_sessions(include_archived=True)] == [
        "pin_new",
        "arch_pin",
        "pin_old",
        "arch",
        "new",
        "mid",
        "old",
    ]
    assert [s.id for s in repo.list_sessions(limit=2)] == ["pin_new", "pin_old"]

    # A new message brings its session to the top of the unpinned ones.
    repo.add_message("old", Message("user", [TextPart("hello again")], "m1", created_at=T0 + 60))
    assert [s.id for s in repo.list_sessions()] == ["pin_new", "pin_old", "old", "new", "mid"]
