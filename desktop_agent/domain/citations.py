"""Citations an answer makes, and whether the app can back them (no I/O).

A passage the model is given carries an id: `search_knowledge` writes each one as
`<passage id="kb:NAME#12" source="PATH, lines 3-9">TEXT</passage>`, and `fetch_url` starts a page it read
with `<page id="web:1a2b3c4d" url="URL" title="TITLE">`. The model cites them in its text as
`[kb:NAME#12]` or `[web:1a2b3c4d]` (several in one pair of brackets, separated by commas, are one
citation each). A cited id is *backed* only when the messages the model was sent hold it in the result of
the tool that makes such ids; every other citation is dropped, and the answer says so. Front ends number
the backed ones by first appearance in the answer.

Text that tools return from documents and web pages is untrusted: `neutralize` turns anything in it that
reads like one of these tags into plain text, so a document cannot forge a passage the model never got.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from desktop_agent.domain.messages import Message, ToolResultPart

KNOWLEDGE_TOOL = "search_knowledge"
PAGE_TOOL = "fetch_url"

_ID = r"(?:kb:[A-Za-z0-9][A-Za-z0-9_.-]{0,63}#\d{1,12}|web:[0-9a-f]{8})"
MARKER = re.compile(rf"\[\s*({_ID}(?:\s*[,;]\s*{_ID})*)\s*\]")
"""A citation in the model's text: `[kb:docs#12]`, `[web:1a2b3c4d]`, `[kb:docs#1, kb:docs#4]`."""
_ONE_ID = re.compile(_ID)
_ATTRIBUTE = re.compile(r'([a-z_]+)="([^"]*)"')
_PASSAGE = re.compile(r"<passage (?P<attrs>[^>]*)>\n?(?P<text>.*?)\n?</passage>", re.DOTALL)
_PAGE = re.compile(r"\A<page (?P<attrs>[^>]*)>\n?(?P<text>.*?)(?:\n?</page>\s*)?\Z", re.DOTALL)
_TAG_LIKE = re.compile(r"<(/?\s*(?:passage|page|knowledge)\b)", re.IGNORECASE)
_LINES = re.compile(r"^(?P<path>.*), lines (?P<start>\d+)-(?P<end>\d+)$")
_PAGE_NO = re.compile(r"^(?P<path>.*), page (?P<page>\d+)$")
EXCERPT_CHARS = 1500
"""How much of a passage or page is kept with a citation (what the person sees when they open it)."""


def neutralize(text: str) -> str:
    """Untrusted text with every `<passage`, `<page`, `<knowledge` (and closing) made plain text."""
    return _TAG_LIKE.sub(r"&lt;\1", text)


def attribute(value: str) -> str:
    """A value made safe inside `name="..."` (quotes, angle brackets and newlines escaped)."""
    return html.escape(value.replace("\n", " ").replace("\r", " "), quote=True)


@dataclass(frozen=True, slots=True)
class Source:
    """What a citation points at: a passage of a document, or a web page the model read."""

    id: str
    kind: Literal["kb", "web"]
    text: str
    """The passage, or the start of the page (at most EXCERPT_CHARS)."""
    path: str = ""
    line_start: int | None = None
    line_end: int | None = None
    page: int | None = None
    heading: str = ""
    url: str = ""
    title: str = ""

    @property
    def where(self) -> str:
        """`path, lines 3-9`, `path, page 2`, the page's title and address."""
        if self.kind == "web":
            return f"{self.title} — {self.url}" if self.title else self.url
        if self.page is not None:
            return f"{self.path}, page {self.page}"
        if self.line_start is not None:
            return f"{self.path}, lines {self.line_start}-{self.line_end}"
        return self.path

    def as_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"id": self.id, "kind": self.kind, "text": self.text}
        for name in ("path", "line_start", "line_end", "page", "heading", "url", "title"):
            value = getattr(self, name)
            if value not in ("", None):
                data[name] = value
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Source:
        kind: Literal["kb", "web"] = "web" if data.get("kind") == "web" else "kb"

        def number(name: str) -> int | None:
            value = data.get(name)
            return value if isinstance(value, int) else None

        return cls(
            str(data.get("id", "")),
            kind,
            str(data.get("text", "")),
            str(data.get("path", "")),
            number("line_start"),
            number("line_end"),
            number("page"),
            str(data.get("heading", "")),
            str(data.get("url", "")),
            str(data.get("title", "")),
        )


@dataclass(frozen=True, slots=True)
class Citations:
    """What an answer cited: the backed sources (first cited first) and the ids dropped."""

    sources: tuple[Source, ...] = ()
    dropped: tuple[str, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.sources or self.dropped)

    def as_dict(self) -> dict[str, Any]:
        return {"sources": [s.as_dict() for s in self.sources], "dropped": list(self.dropped)}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any] | None) -> Citations:
        if not isinstance(data, Mapping):
            return cls()
        sources = data.get("sources")
        dropped = data.get("dropped")
        return cls(
            tuple(Source.from_dict(s) for s in sources if isinstance(s, Mapping))
            if isinstance(sources, list)
            else (),
            tuple(str(d) for d in dropped) if isinstance(dropped, list) else (),
        )


def _attributes(text: str) -> dict[str, str]:
    return {name: html.unescape(value) for name, value in _ATTRIBUTE.findall(text)}


def _passage(attrs: dict[str, str], text: str) -> Source | None:
    cite = attrs.get("id", "")
    if not cite.startswith("kb:") or not _ONE_ID.fullmatch(cite):
        return None
    where = attrs.get("source", "")
    path, start, end, page = where, None, None, None
    if lines := _LINES.match(where):
        path, start, end = lines["path"], int(lines["start"]), int(lines["end"])
    elif paged := _PAGE_NO.match(where):
        path, page = paged["path"], int(paged["page"])
    return Source(cite, "kb", text[:EXCERPT_CHARS], path, start, end, page, attrs.get("heading", ""))


def sources_in(result: ToolResultPart) -> Iterator[Source]:
    """The citable sources a tool result gave the model (none from any other tool, nor from an error)."""
    if result.is_error:
        return
    if result.name == KNOWLEDGE_TOOL:
        for match in _PASSAGE.finditer(result.content):
            source = _passage(_attributes(match["attrs"]), match["text"])
            if source is not None:
                yield source
    elif result.name == PAGE_TOOL and (page := _PAGE.match(result.content)):
        attrs = _attributes(page["attrs"])
        cite, url = attrs.get("id", ""), attrs.get("url", "")
        if cite.startswith("web:") and _ONE_ID.fullmatch(cite) and url.startswith(("https://", "http://")):
            yield Source(cite, "web", page["text"][:EXCERPT_CHARS], url=url, title=attrs.get("title", ""))


def given_sources(messages: Iterable[Message]) -> dict[str, Source]:
    """Every citable source in `messages` (the request the model answers), by id; the latest wins."""
    found: dict[str, Source] = {}
    for message in messages:
        for part in message.parts:
            if isinstance(part, ToolResultPart):
                for source in sources_in(part):
                    found[source.id] = source
    return found


def cited_ids(text: str) -> list[str]:
    """The ids `text` cites, in order of first appearance (each once)."""
    return list(dict.fromkeys(i for m in MARKER.finditer(text) for i in _ONE_ID.findall(m[1])))


def resolve(texts: Sequence[str], given: Mapping[str, Source]) -> Citations:
    """What the answer's `texts` cite: the backed sources in order, and the ids the app cannot back."""
    ids = list(dict.fromkeys(i for text in texts for i in cited_ids(text)))
    return Citations(tuple(given[i] for i in ids if i in given), tuple(i for i in ids if i not in given))


@dataclass(slots=True)
class Numbering:
    """Citation numbers for one answer: 1, 2, 3 in order of first appearance, the same wherever the text
    was cut while it streamed."""

    numbers: dict[str, int] = field(default_factory=dict)

    def number(self, cite: str) -> int:
        return self.numbers.setdefault(cite, len(self.numbers) + 1)


Piece = str | tuple[int, str]
"""Text, or a citation: (its number, the id)."""


def pieces(text: str, backed: Mapping[str, Source], numbering: Numbering) -> list[Piece]:
    """`text` cut at its citations: each backed id becomes its number; ids the app cannot back vanish
    (with the space before them), and a citation of nothing but such ids vanishes whole."""
    out: list[Piece] = []
    last = 0
    for match in MARKER.finditer(text):
        before = text[last : match.start()]
        kept = [i for i in dict.fromkeys(_ONE_ID.findall(match[1])) if i in backed]
        if not kept:
            before = before.rstrip(" ")
        if before:
            out.append(before)
        out.extend((numbering.number(i), i) for i in kept)
        last = match.end()
    if last < len(text):
        out.append(text[last:])
    return out


def dropped_note(dropped: Sequence[str]) -> str:
    """The line an answer with citations the app cannot back ends with (the terminal's words)."""
    ids = ", ".join(dropped[:5]) + (" …" if len(dropped) > 5 else "")
    if len(dropped) == 1:
        return f"1 citation was removed: {ids} is not among the passages and pages the model was given."
    return (
        f"{len(dropped)} citations were removed: {ids} are not among the passages and pages the model "
        "was given."
    )


class LiveCitations:
    """Citations in an answer as it streams, for a front end that writes text once (the terminal):
    `feed` gives back what can be shown of each delta, a possible citation held back until its `]`."""

    HOLD = 160
    """A `[` with no `]` after this many characters is not a citation."""

    def __init__(self) -> None:
        self.given: dict[str, Source] = {}
        self.numbering = Numbering()
        self.used: dict[str, Source] = {}
        self.dropped: list[str] = []
        self._held = ""

    def step(self, sources: Iterable[Source]) -> None:
        """A new step: what the model may cite in it."""
        self.given = {s.id: s for s in sources}

    def feed(self, delta: str) -> str:
        text = self._held + delta
        self._held = ""
        cut = text.rfind("[")
        if cut != -1 and "]" not in text[cut:] and len(text) - cut < self.HOLD:
            text, self._held = text[:cut], text[cut:]
        # The spaces before a citation go if the citation goes: spaces at the end wait for what follows.
        kept = text.rstrip(" ")
        text, self._held = kept, text[len(kept) :] + self._held
        return self._show(text)

    def end(self) -> str:
        """What is still held (at the end of a text part)."""
        text, self._held = self._held, ""
        return self._show(text)

    def _show(self, text: str) -> str:
        out = []
        for cited in cited_ids(text):
            if cited in self.given:
                self.used.setdefault(cited, self.given[cited])
            elif cited not in self.dropped:
                self.dropped.append(cited)
        for piece in pieces(text, self.given, self.numbering):
            out.append(piece if isinstance(piece, str) else f"[{piece[0]}]")
        return "".join(out)

    def sources(self) -> list[tuple[int, Source]]:
        """The sources cited, by number."""
        return sorted((self.numbering.numbers[i], s) for i, s in self.used.items())
