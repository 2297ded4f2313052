"""Where a session stands in time, as the session list shows it: under "Pinned", "Today", "Yesterday",
"Previous 7 days", "Previous 30 days", then by month ("March", or "March 2025" for earlier years), and with
a short relative time on its row ("3 min", "2 h", "Mon", "12 Mar"). Local time; days start at local midnight.
Qt-free: `tr` translates each label (the list passes Qt's translation)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

_MONTHS = [
    "January", "February", "March", "April", "May", "June",
    "July", "August", "September", "October", "November", "December",
]  # fmt: skip
_SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
_DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def _same(text: str) -> str:
    return text


def group_label(updated: float, now: float, *, pinned: bool = False, tr: Callable[[str], str] = _same) -> str:
    """The heading a session is listed under."""
    if pinned:
        return tr("Pinned")
    moment, today = datetime.fromtimestamp(updated), datetime.fromtimestamp(now)
    days = (today.date() - moment.date()).days
    if days <= 0:
        return tr("Today")
    if days == 1:
        return tr("Yesterday")
    if days < 7:
        return tr("Previous 7 days")
    if days < 30:
        return tr("Previous 30 days")
    month = tr(_MONTHS[moment.month - 1])
    return month if moment.year == today.year else tr("{month} {year}").format(month=month, year=moment.year)


def relative_time(updated: float, now: float, *, tr: Callable[[str], str] = _same) -> str:
    """A short time for a row: minutes and hours today, then the day, then the date."""
    moment, today = datetime.fromtimestamp(updated), datetime.fromtimestamp(now)
    seconds = now - updated
    days = (today.date() - moment.date()).days
    if days <= 0:
        if seconds < 60:
            return tr("now")
        if seconds < 3600:
            return tr("{n} min").format(n=int(seconds // 60))
        return tr("{n} h").format(n=int(seconds // 3600))
    if days == 1:
        return tr("Yesterday")
    if days < 7:
        return tr(_DAYS[moment.weekday()])
    month = tr(_SHORT_MONTHS[moment.month - 1])
    if moment.year == today.year:
        return tr("{day} {month}").format(day=moment.day, month=month)
    return tr("{day} {month} {year}").format(day=moment.day, month=month, year=moment.year)
