"""The time to the first word, made visible: while the model has said nothing yet (a local server reading
a long prompt on a CPU may take minutes), the turn shows the seconds waited and, where the server reports
it, how much of the prompt it has read."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtGui import QTextFrame

from desktop_agent.ui.chat_writer import ChatWriter

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


class WaitingLine:
    """The note itself, in the answer, updated every second until the first word (or the end) comes;
    `notice` writes a note where the chat writes its notes."""

    def __init__(self, writer: ChatWriter, notice: Callable[[str], QTextFrame], timers: QObject) -> None:
        self._writer = writer
        self._notice = notice
        self._note = WaitingNote()
        self._timer = QTimer(timers)
        self._timer.setInterval(1000)
        self._timer.timeout.connect(self.show)

    def start(self) -> None:
        self._note.start(time.monotonic())
        self._timer.start()

    def progress(self, processed: int, total: int) -> None:
        """The server says how much of the prompt it has read."""
        self._note.progress = (processed, total)
        self.show()

    def show(self) -> None:
        text = self._note.text(
            time.monotonic(),
            QCoreApplication.translate("ChatView", "Waiting for the first word… {s} s"),
            QCoreApplication.translate(
                "ChatView", "Reading the conversation… {pct} % of {total} tokens · {s} s"
            ),
        )
        frame, self._note.frame = self._note.frame, None
        with self._writer.batch():
            if frame is not None:
                self._writer.drop_frame(frame)
            if text:
                self._note.frame = self._notice(text)

    def stop(self) -> None:
        """The first word came, or the turn ended: the note leaves."""
        self._timer.stop()
        frame = self._note.stop()
        if frame is not None:
            with self._writer.batch():
                self._writer.drop_frame(frame)

    def forget(self) -> None:
        """The document was cleared: nothing to take away."""
        self._timer.stop()
        self._note.stop()
