"""Where a session stands, as the session list shows it. A session of a project is listed in its project's
group (a header that folds, the project's sessions under it); one outside any project stands in time: under
"Pinned", "Today", "Yesterday", "Previous 7 days", "Previous 30 days", then by month ("March", or "March 2025"
for earlier years), with a short relative time on its row ("3 min", "2 h", "Mon", "12 Mar"). Local time; days
start at local midnight. Qt-free: `tr` translates each label (the list passes Qt's translation). The domain's
session and project types, and `datetime`, are imported with the first row (the list is made before the
window's first paint, and filled after it)."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from functools import cache
from typing import TYPE_CHECKING, TypeAlias

if TYPE_CHECKING:
    from typing_extensions import TypeIs

    from desktop_agent.domain.projects import Project
    from desktop_agent.domain.sessions import SessionInfo

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
    from datetime import datetime

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
    from datetime import datetime

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


# ---- projects: a group per project above the sessions outside any ----

Row: TypeAlias = "SessionInfo | Project"
"""A row of the session list: a project's header, or a session."""
RowKey = tuple[str, str]


@cache
def _project_type() -> type[Project]:
    from desktop_agent.domain.projects import Project

    return Project


def is_project(row: Row) -> TypeIs[Project]:
    """Whether the row is a project's header (else it is a session)."""
    return isinstance(row, _project_type())


def grouped_rows(
    sessions: Sequence[SessionInfo], projects: Sequence[Project], *, collapsed: Collection[str] = ()
) -> list[Row]:
    """Each project's header with its sessions under it (none while it is folded), in the order given;
    then the sessions outside any project (a session of a project not listed counts as outside)."""
    known: dict[str, list[SessionInfo]] = {project.id: [] for project in projects}
    loose: list[SessionInfo] = []
    for info in sessions:
        group = known.get(info.project_id) if info.project_id is not None else None
        (group if group is not None else loose).append(info)
    rows: list[Row] = []
    for project in projects:
        rows.append(project)
        if project.id not in collapsed:
            rows.extend(known[project.id])
    rows.extend(loose)
    return rows


def row_key(row: Row) -> RowKey:
    return ("project" if is_project(row) else "session", row.id)


def added_runs(old: Sequence[RowKey], new: Sequence[RowKey]) -> list[tuple[int, int]] | None:
    """When `new` is `old` with rows added (the others in the same order): where they go, as (first row in
    `new`, count) runs, first to last; None when `new` is not that (rows moved or went)."""
    runs: list[tuple[int, int]] = []
    at = 0
    for position, key in enumerate(new):
        if at < len(old) and old[at] == key:
            at += 1
        elif runs and runs[-1][0] + runs[-1][1] == position:
            runs[-1] = (runs[-1][0], runs[-1][1] + 1)
        else:
            runs.append((position, 1))
    return runs if at == len(old) else None
