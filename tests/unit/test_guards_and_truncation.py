"""The repeated-call guard, canonical call signatures, and cutting long tool output down."""

from __future__ import annotations

import json
import random
import re
import string

import pytest

from desktop_agent.agent.guards import RepeatGuard, canonical_call
from desktop_agent.tools.truncate import DEFAULT_MAX_CHARS, truncate_output

# ---- canonical_call ----


def test_key_order_does_not_change_the_signature() -> None:
    a = canonical_call("read_file", {"path": "a.txt", "offset": 0, "limit": 10})
    b = canonical_call("read_file", {"limit": 10, "offset": 0, "path": "a.txt"})
    assert a == b


def test_nested_key_order_does_not_change_the_signature() -> None:
    a = canonical_call("t", {"opts": {"x": 1, "y": [1, {"b": 2, "a": 1}]}})
    b = canonical_call("t", {"opts": {"y": [1, {"a": 1, "b": 2}], "x": 1}})
    assert a == b


def test_the_json_spacing_the_model_used_does_not_change_the_signature() -> None:
    spaced = json.loads('{ "path" : "a.txt" ,  "limit" : 10 }')
    compact = json.loads('{"limit":10,"path":"a.txt"}')
    assert canonical_call("read_file", spaced) == canonical_call("read_file", compact)


@pytest.mark.parametrize(
    "other",
    [
        {"path": "b.txt", "limit": 10},
        {"path": "a.txt", "limit": 11},
        {"path": "a.txt"},
        {"path": "a.txt", "limit": 10, "offset": 0},
        {"path": "a.txt ", "limit": 10},
        {"path": "a.txt", "limit": "10"},
    ],
)
def test_different_values_give_different_signatures(other: dict[str, object]) -> None:
    assert canonical_call("read_file", {"path": "a.txt", "limit": 10}) != canonical_call("read_file", other)


def test_the_same_arguments_for_a_different_tool_give_a_different_signature() -> None:
    assert canonical_call("read_file", {"path": "a"}) != canonical_call("write_file", {"path": "a"})


def test_the_tool_name_cannot_bleed_into_the_arguments() -> None:
    # "ab" + "c" must not collide with "a" + "bc" (the name is separated from the arguments).
    assert canonical_call("a", "bc") != canonical_call("ab", "c")


def test_non_ascii_arguments_are_kept_distinct() -> None:
    assert canonical_call("t", {"q": "café"}) != canonical_call("t", {"q": "cafe"})


# ---- RepeatGuard (driven the way the loop drives it: would_trip, then record) ----


def attempt(guard: RepeatGuard, signature: str) -> bool:
    """One call as the loop makes it; True when the guard trips (and the call is not recorded)."""
    if guard.would_trip(signature):
        return True
    guard.record(signature)
    return False


A = canonical_call("shell", {"command": "ls"})
B = canonical_call("shell", {"command": "pwd"})


def test_the_guard_trips_on_the_third_identical_call_in_a_row() -> None:
    guard = RepeatGuard()
    assert [attempt(guard, A) for _ in range(3)] == [False, False, True]


def test_the_guard_does_not_trip_when_a_different_call_comes_in_between() -> None:
    guard = RepeatGuard()
    assert [attempt(guard, s) for s in (A, A, B, A, A, B, A, A)] == [False] * 8


def test_the_same_arguments_in_another_key_order_still_count_as_a_repeat() -> None:
    guard = RepeatGuard()
    calls = [{"path": "a", "limit": 1}, {"limit": 1, "path": "a"}, {"path": "a", "limit": 1}]
    assert [attempt(guard, canonical_call("read_file", c)) for c in calls] == [False, False, True]


def test_after_reset_the_guard_counts_afresh_from_the_call_that_tripped_it() -> None:
    guard = RepeatGuard()
    assert [attempt(guard, A) for _ in range(3)] == [False, False, True]
    # The person chose to go on: the loop resets and then records the call that tripped the guard.
    guard.reset()
    guard.record(A)
    assert attempt(guard, A) is False
    assert attempt(guard, A) is True


def test_after_reset_a_fresh_series_needs_the_full_limit_again() -> None:
    guard = RepeatGuard()
    attempt(guard, A)
    attempt(guard, A)
    guard.reset()
    assert [attempt(guard, A) for _ in range(3)] == [False, False, True]


def test_the_limit_is_configurable() -> None:
    guard = RepeatGuard(limit=5)
    assert [attempt(guard, A) for _ in range(5)] == [False, False, False, False, True]


def test_would_trip_does_not_count_by_itself() -> None:
    guard = RepeatGuard()
    guard.record(A)
    for _ in range(10):
        assert guard.would_trip(A) is False
    guard.record(A)
    assert guard.would_trip(A) is True


# ---- truncate_output ----


def random_text(n: int, seed: int = 7) -> str:
    """Text with newlines whose every slice is distinctive, so a shifted cut would be caught."""
    rng = random.Random(seed)
    alphabet = string.ascii_letters + string.digits + "\n"
    return "".join(rng.choice(alphabet) for _ in range(n))


NOTE_NUMBERS = re.compile(r"([\d,]+) characters? \(([\d,]+) lines?\) cut from the middle of ([\d,]+)")


def split_output(out: str, note: str) -> tuple[str, str]:
    """The head and the tail around the note."""
    before, sep, after = out.partition(note)
    assert sep, "the note appears in the output"
    assert before.endswith("\n\n") and after.startswith("\n\n")
    return before[:-2], after[2:]


def test_short_text_is_untouched() -> None:
    text = "hello\nworld\n"
    assert truncate_output(text) == (text, None)


def test_text_of_exactly_the_limit_is_untouched() -> None:
    text = random_text(500)
    assert truncate_output(text, max_chars=500) == (text, None)


def test_one_character_over_the_limit_is_cut() -> None:
    text = random_text(501)
    out, note = truncate_output(text, max_chars=500)
    assert note is not None
    match = NOTE_NUMBERS.search(note)
    assert match, note
    assert int(match.group(1)) == 1
    head, tail = split_output(out, note)
    assert head + tail == text[: len(head)] + text[len(head) + 1 :]


def test_long_text_keeps_the_first_and_last_thousand_characters_exactly() -> None:
    text = random_text(200_000)
    out, note = truncate_output(text)
    assert note is not None
    assert out[:1000] == text[:1000]
    assert out[-1000:] == text[-1000:]


def test_long_text_keeps_a_contiguous_head_and_tail_of_the_original() -> None:
    text = random_text(100_000)
    out, note = truncate_output(text, max_chars=9_000)
    assert note is not None
    head, tail = split_output(out, note)
    assert text.startswith(head)
    assert text.endswith(tail)
    assert len(head) + len(tail) == 9_000
    assert len(head) > len(tail) > 0, "more of the start is kept than of the end"


def test_long_text_is_at_most_the_limit_plus_the_note() -> None:
    text = random_text(100_000)
    for limit in (1_000, 9_000, DEFAULT_MAX_CHARS):
        out, note = truncate_output(text, max_chars=limit)
        assert note is not None
        assert len(out) <= limit + len(note) + 4  # the note sits on its own between blank lines


def test_the_note_says_how_many_characters_and_lines_were_cut() -> None:
    text = random_text(100_000)
    out, note = truncate_output(text, max_chars=9_000)
    assert note is not None
    match = NOTE_NUMBERS.search(note)
    assert match, note
    cut, lines, total = (int(g.replace(",", "")) for g in match.groups())
    head, tail = split_output(out, note)
    assert total == len(text) == 100_000
    assert cut == len(text) - len(head) - len(tail) == 91_000
    assert lines == text[len(head) : len(text) - len(tail)].count("\n")


def test_the_default_limit_is_used_when_none_is_given() -> None:
    text = random_text(DEFAULT_MAX_CHARS + 10)
    out, note = truncate_output(text)
    assert note is not None
    head, tail = split_output(out, note)
    assert len(head) + len(tail) == DEFAULT_MAX_CHARS
    assert "10 characters" in note
