"""One turn at a time per session, across processes: the process answering claims the session's row in
`session_runs` (in one transaction, so two processes cannot both win) and releases it when the turn ends.
A claim whose process is gone (it crashed, or was killed) is stale and taken over."""

from __future__ import annotations

import os
import socket
import sys
import time
from dataclasses import dataclass

from desktop_agent.storage.repository import HistoryRepository

STALE_AFTER_S = 12 * 3600
"""Where a process cannot be asked whether it lives (another machine sharing the folder, Windows): a claim
this old is stale."""


@dataclass(frozen=True, slots=True)
class Claim:
    pid: int
    host: str
    started_at: float


def _alive(claim: Claim) -> bool:
    if time.time() - claim.started_at > STALE_AFTER_S:
        return False
    if claim.host != socket.gethostname() or sys.platform == "win32":
        return True  # cannot ask: trust it until it is old
    try:
        os.kill(claim.pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # another user's process with that pid: alive
    return True


def claim_run(repo: HistoryRepository, session_id: str) -> Claim | None:
    """Claim the session for this process; returns the live claim of another process instead, if any."""
    me = Claim(os.getpid(), socket.gethostname(), time.time())
    with repo.transaction() as c:
        row = c.execute(
            "SELECT pid, host, started_at FROM session_runs WHERE session_id = ?", (session_id,)
        ).fetchone()
        if row is not None:
            other = Claim(int(row[0]), str(row[1]), float(row[2]))
            if (other.pid, other.host) != (me.pid, me.host) and _alive(other):
                return other
        c.execute(
            "INSERT OR REPLACE INTO session_runs (session_id, pid, host, started_at) VALUES (?, ?, ?, ?)",
            (session_id, me.pid, me.host, me.started_at),
        )
    return None


def release_run(repo: HistoryRepository, session_id: str) -> None:
    with repo.transaction() as c:
        c.execute(
            "DELETE FROM session_runs WHERE session_id = ? AND pid = ? AND host = ?",
            (session_id, os.getpid(), socket.gethostname()),
        )
