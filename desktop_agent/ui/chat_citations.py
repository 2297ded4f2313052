"""Citations in the chat: `[kb:docs#12]` in an answer's text shown as a numbered link, `[1]`, that opens
the passage or page it cites; a citation the app cannot back is removed and the answer says so.

Which sources an answer may cite is decided in the core (`domain.citations`): while it streams, the
sources its step was given (`StepStarted.sources`); once stored, the sources kept with each message. Both
number the same way, by first appearance in the answer, so a streamed answer and the same answer reopened
show the same numbers. The links are written by the app after the Markdown is laid out: the model's text
never becomes a link of ours.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable, Iterable, Iterator, Mapping

from PySide6.QtCore import QCoreApplication, QRegularExpression
from PySide6.QtGui import QTextCharFormat, QTextDocument

from desktop_agent.domain.citations import MARKER, Source, pieces
from desktop_agent.ui.chat_blocks import AnswerCitations
from desktop_agent.ui.presenters import chat_actions as ca

_OPEN, _CLOSE = "\ue000", "\ue001"
"""Private-use characters standing for a citation while Markdown is laid out (removed from model text)."""
_HIDDEN = "\ue002"
"""Stands for a `[` inside code while citations are looked for."""
_PLACEHOLDER = re.compile(f"{_OPEN}(\\d+){_CLOSE}")
_FIND = QRegularExpression(_PLACEHOLDER.pattern)


class ChatCitations:
    def __init__(self, document: QTextDocument, link_format: Callable[[ca.ChatAction], QTextCharFormat]):
        self._document = document
        self._link_format = link_format
        self.sources: dict[int, Source] = {}
        """What each citation link shown opens (by the key in its link)."""
        self._answer: AnswerCitations | None = None
        self._backed: Mapping[str, Source] = {}

    def clear(self) -> None:
        self.sources.clear()
        self._answer, self._backed = None, {}

    def use(self, answer: AnswerCitations | None, backed: Iterable[Source]) -> None:
        """What the text written next belongs to, and the sources it may cite (None: a person's text)."""
        self._answer, self._backed = answer, {s.id: s for s in backed}

    @contextlib.contextmanager
    def using(self, answer: AnswerCitations | None, backed: Iterable[Source]) -> Iterator[None]:
        """`use` for a while (a stored message written while another answer streams)."""
        before = self._answer, self._backed
        self.use(answer, backed)
        try:
            yield
        finally:
            self._answer, self._backed = before

    def prepare(self, text: str) -> str:
        """Markdown with each citation replaced by a placeholder (`link` makes it a link once laid out)."""
        text = text.replace(_OPEN, "").replace(_CLOSE, "").replace(_HIDDEN, "")
        answer = self._answer
        if answer is None or not MARKER.search(text):
            return text
        plain = _outside_code(text)
        out = []
        for piece in pieces(plain, self._backed, answer.numbering):
            if isinstance(piece, str):
                out.append(piece)
                continue
            _number, cite = piece
            key = len(self.sources)
            self.sources[key] = self._backed[cite]
            out.append(f"{_OPEN}{key}{_CLOSE}")
        for cite in (i for i in MARKER.findall(plain) for i in re.split(r"\s*[,;]\s*", i)):
            if cite not in self._backed and cite not in answer.dropped:
                answer.dropped.append(cite)
        return "".join(out).replace(_HIDDEN, "[")

    def link(self, start: int, end: int) -> None:
        """The placeholders between `start` and `end` become `[n]` links."""
        answer = self._answer
        if answer is None:
            return
        found = self._document.find(_FIND, start)
        while not found.isNull() and found.selectionEnd() <= end + 1:
            match = _PLACEHOLDER.fullmatch(found.selectedText())
            if match is None:
                break
            key = int(match[1])
            source = self.sources[key]
            fmt = self._link_format(ca.ShowCitation(key))
            fmt.setVerticalAlignment(QTextCharFormat.VerticalAlignment.AlignSuperScript)
            fmt.setToolTip(source.where)
            number = answer.numbering.numbers.get(source.id, 0)
            found.insertText(f"[{number}]", fmt)
            end -= len(match[0]) - len(f"[{number}]")
            found = self._document.find(_FIND, found.position())


def _outside_code(text: str) -> str:
    """`text` with the `[` of citation-like text inside code spans and fences hidden (code is shown as
    written); `prepare` gives them back."""
    parts = re.split(r"(```.*?```|~~~.*?~~~|`[^`\n]*`)", text, flags=re.DOTALL)
    return "".join(p.replace("[", _HIDDEN) if i % 2 else p for i, p in enumerate(parts))


def dropped_line(dropped: list[str]) -> str:
    """The dimmed line an answer ends with when citations were removed."""
    ids = ", ".join(dropped[:5]) + (" …" if len(dropped) > 5 else "")
    if len(dropped) == 1:
        said = QCoreApplication.translate(
            "ChatDocument",
            "1 citation removed: the model cited a passage or page it was never given ({ids}).",
        )
    else:
        said = QCoreApplication.translate(
            "ChatDocument",
            "{n} citations removed: the model cited passages or pages it was never given ({ids}).",
        )
    return said.format(n=len(dropped), ids=ids)
