"""Where a session search matched, as the session list highlights it: the words of the query in a title, and
the matched words of a message's snippet (the history marks them `[like this]`; the marks become highlighted
spans, so the person never sees the brackets). Qt-free.

Spans are (start, length) in the text returned; a bracketed group is taken for a mark only when its words are
the query's (the history's search matches whole words, the last one as a prefix, without accents or case),
so brackets that were in the message itself stay as they are.
"""

from __future__ import annotations

import re
import unicodedata

Span = tuple[int, int]

_WORD = re.compile(r"\w+", re.UNICODE)
_MARKED = re.compile(r"\[([^\[\]\n]+)\]")


def _folded(word: str) -> str:
    """As the history's search compares words: without case or accents."""
    decomposed = unicodedata.normalize("NFKD", word.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def query_words(query: str) -> list[str]:
    return [_folded(w) for w in _WORD.findall(query)]


def _matches(word: str, wanted: list[str]) -> bool:
    folded = _folded(word)
    return any(folded.startswith(w) for w in wanted)


def marked_snippet(snippet: str, query: str) -> tuple[str, tuple[Span, ...]]:
    """The snippet without the history's marks, and where they were."""
    wanted = query_words(query)
    if not wanted:
        return snippet, ()
    out: list[str] = []
    spans: list[Span] = []
    length, last = 0, 0
    for found in _MARKED.finditer(snippet):
        inner = found.group(1)
        words = _WORD.findall(inner)
        if not words or not all(_matches(w, wanted) for w in words):
            continue
        before = snippet[last : found.start()]
        out.append(before)
        length += len(before)
        spans.append((length, len(inner)))
        out.append(inner)
        length += len(inner)
        last = found.end()
    out.append(snippet[last:])
    return "".join(out), tuple(spans)


def marked_words(text: str, query: str) -> tuple[Span, ...]:
    """Where the query's words start words of `text` (a title), in order; none when the query is empty."""
    wanted = query_words(query)
    if not wanted:
        return ()
    spans: list[Span] = []
    whole = _folded(query.strip())
    folded_text = _folded(text)
    if whole and len(folded_text) == len(text):  # the title matched as typed: mark that stretch
        at = folded_text.find(whole)
        if at >= 0:
            return ((at, len(whole)),)
    for found in _WORD.finditer(text):
        folded = _folded(found.group())
        for w in wanted:
            if folded.startswith(w):
                spans.append((found.start(), min(len(w), len(found.group()))))
                break
    return tuple(spans)
