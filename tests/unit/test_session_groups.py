"""The session list's headings and row times, at the boundaries a person would check."""

from __future__ import annotations

from datetime import datetime

from desktop_agent.ui.presenters.session_groups import group_label, relative_time

NOW = datetime(2026, 11, 24, 10, 30).timestamp()


def at(year: int, month: int, day: int, hour: int = 0, minute: int = 0, second: int = 0) -> float:
    return datetime(year, month, day, hour, minute, second).timestamp()


def test_headings_follow_local_days_and_months() -> None:
    assert group_label(at(2026, 11, 24, 0, 0, 1), NOW) == "Today"
    assert group_label(at(2026, 11, 23, 23, 59), NOW) == "Yesterday", "a minute before midnight is yesterday"
    assert group_label(at(2026, 11, 22, 12, 0), NOW) == "Previous 7 days"
    assert group_label(at(2026, 11, 18, 12, 0), NOW) == "Previous 7 days"
    assert group_label(at(2026, 11, 17, 12, 0), NOW) == "Previous 30 days"
    assert group_label(at(2026, 10, 26, 12, 0), NOW) == "Previous 30 days"
    assert group_label(at(2026, 10, 24, 12, 0), NOW) == "October"
    assert group_label(at(2026, 3, 1, 12, 0), NOW) == "March"
    assert group_label(at(2025, 12, 31, 12, 0), NOW) == "December 2025", "an earlier year says which"
    assert group_label(at(2020, 1, 1), NOW, pinned=True) == "Pinned"


def test_row_times_are_short() -> None:
    assert relative_time(NOW - 20, NOW) == "now"
    assert relative_time(NOW - 3 * 60, NOW) == "3 min"
    assert relative_time(NOW - 2 * 3600, NOW) == "2 h"
    assert relative_time(at(2026, 11, 23, 9, 0), NOW) == "Yesterday"
    assert relative_time(at(2026, 11, 20, 9, 0), NOW) == "Fri"
    assert relative_time(at(2026, 3, 12, 9, 0), NOW) == "12 Mar"
    assert relative_time(at(2024, 3, 12, 9, 0), NOW) == "12 Mar 2024"


def test_labels_go_through_translation() -> None:
    german = {"Today": "Heute", "Pinned": "Angeheftet"}
    assert group_label(NOW, NOW, tr=lambda t: german.get(t, t)) == "Heute"
