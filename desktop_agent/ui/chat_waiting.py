"""The time to the first word, made visible: while the model has said nothing yet (a local server reading
a long prompt on a CPU may take minutes), the turn shows the seconds waited and, where the server reports
it, how much of the prompt it has read."""

from __future__ import annotations

from PySide6.QtGui import QTextFrame

SHOW_AFTER_S = 2.0
"""A cloud model's first word usually comes sooner: no note flashes by."""


class WaitingNote:
    def __init__(self) -> None:
        self.since: float | None = None
        self.progress: tuple[int, int] | None = None
        self.frame: QTextFrame | None = None

    def start(self, now: float) -> None:
        self.since, self.progress = now, None

    def stop(self) -> QTextFrame | None:
        """Waiting is over; returns the note to take away (if one shows)."""
        frame, self.frame = self.frame, None
        self.since, self.progress = None, None
        return frame

    def text(self, now: float, waiting: str, reading: str) -> str:
        """`waiting` (with {s}) and `reading` (with {pct}, {total}, {s}) are the translated wordings."""
        if self.since is None:
            return ""
        seconds = now - self.since
        if self.progress is not None:
            done, total = self.progress
            return reading.format(pct=done * 100 // max(total, 1), total=f"{total:,}", s=int(seconds))
        if seconds < SHOW_AFTER_S:
            return ""
        return waiting.format(s=int(seconds))
