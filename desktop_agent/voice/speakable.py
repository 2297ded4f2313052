"""What is read aloud of an answer: its Markdown turned into plain sentences a voice can say.

Answers are written for the eye: headings, lists, emphasis, links, code, tables, formulas, citations. Read
as they are, a voice would say "hash hash", every asterisk, a whole URL letter by letter, a program line by
line and a table cell by cell. `speakable_text` keeps what a listener needs, in reading order:

* headings, list items and paragraphs become sentences (a full stop is added where a line has none, so the
  voice pauses);
* emphasis and strikethrough marks go, their words stay (struck-out words are dropped: they are no longer
  meant);
* a link is read by its text, a bare URL by its host only, an image by its description;
* short inline code is read as it is, long inline code and fenced code blocks are replaced by a short
  phrase ("(code block in Python)"); tables by "(a table with 3 rows)"; formulas (``$...$``, ``$$...$$``,
  ``\\(...\\)``, ``\\[...\\]``) by "(formula)";
* citations (``[1]``, ``[kb:docs#3]``, ``【1】``, footnote marks) and HTML tags are dropped;
* emoji are dropped: voices read them by their Unicode names ("smiling face with open mouth"), which
  interrupts the sentence more than it adds.

The phrases are a `SpokenWords`, so the window passes them in the person's language (they are marked for
translation in the "Speech" context). `speakable_chunks` then cuts the text into pieces of at most about
300 characters at sentence ends, so speech starts after the first sentence and stops between two.

Pure Python (the `regex` module for Unicode emoji properties): no Qt, no I/O.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from urllib.parse import urlsplit

import regex

from desktop_agent.domain.citations import MARKER
from desktop_agent.domain.errors import QT_TRANSLATE_NOOP

__all__ = ["DEFAULT_WORDS", "SpokenWords", "speakable", "speakable_chunks", "speakable_text"]

SPEECH_CONTEXT = "Speech"
"""The translation context of the phrases said instead of code, tables and formulas."""

CHUNK_CHARS = 300
"""The longest piece of text given to a voice at once (a sentence longer than this is cut at a comma or a
space)."""

INLINE_CODE_CHARS = 40
"""Inline code up to this long is read as it is; longer is replaced by `SpokenWords.code`."""


@dataclass(frozen=True)
class SpokenWords:
    """What is said in place of what cannot be read aloud. ``{language}`` and ``{rows}`` are filled in."""

    code_block: str = QT_TRANSLATE_NOOP("Speech", "(code block)")
    code_block_in: str = QT_TRANSLATE_NOOP("Speech", "(code block in {language})")
    code: str = QT_TRANSLATE_NOOP("Speech", "(code)")
    table: str = QT_TRANSLATE_NOOP("Speech", "(a table with {rows} rows)")
    table_one_row: str = QT_TRANSLATE_NOOP("Speech", "(a table with one row)")
    formula: str = QT_TRANSLATE_NOOP("Speech", "(formula)")
    image: str = QT_TRANSLATE_NOOP("Speech", "(image)")


DEFAULT_WORDS = SpokenWords()

LANGUAGE_NAMES: dict[str, str] = {
    "py": "Python", "python": "Python", "python3": "Python", "pycon": "Python",
    "js": "JavaScript", "javascript": "JavaScript", "jsx": "JavaScript", "mjs": "JavaScript",
    "ts": "TypeScript", "typescript": "TypeScript", "tsx": "TypeScript",
    "sh": "shell", "bash": "shell", "shell": "shell", "zsh": "shell", "console": "shell", "fish": "shell",
    "ps1": "PowerShell", "powershell": "PowerShell", "pwsh": "PowerShell",
    "c": "C", "h": "C", "cpp": "C++", "c++": "C++", "cc": "C++", "hpp": "C++", "cs": "C#", "csharp": "C#",
    "rs": "Rust", "rust": "Rust", "go": "Go", "golang": "Go", "java": "Java", "kt": "Kotlin",
    "kotlin": "Kotlin", "rb": "Ruby", "ruby": "Ruby", "php": "PHP", "swift": "Swift", "sql": "SQL",
    "html": "HTML", "xml": "XML", "css": "CSS", "json": "JSON", "yaml": "YAML", "yml": "YAML",
    "toml": "TOML", "ini": "INI", "md": "Markdown", "markdown": "Markdown", "dockerfile": "Dockerfile",
    "r": "R", "lua": "Lua", "perl": "Perl", "scala": "Scala", "haskell": "Haskell", "latex": "LaTeX",
    "tex": "LaTeX", "diff": "diff", "make": "Makefile", "makefile": "Makefile",
}  # fmt: skip
"""How a fence's info string is said (an unknown one is said as written)."""

_CJK_LANGUAGES = ("zh", "ja")
_CJK = r"\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef"
_CJK_END = re.compile(rf"[{_CJK}]$")
_CJK_START = re.compile(rf"^[{_CJK}]")

_FENCE = re.compile(r"^ {0,3}(?P<fence>`{3,}|~{3,})\s*(?P<info>[^\s`{]*)")
_MATH_BLOCK_START = re.compile(r"^\s*(\$\$|\\\[)")
_TABLE_SEPARATOR = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")
_HEADING = re.compile(r"^ {0,3}#{1,6}\s+(?P<text>.*?)\s*#*\s*$")
_SETEXT = re.compile(r"^ {0,3}(=+|-+)\s*$")
_RULE = re.compile(r"^ {0,3}([-*_])(\s*\1){2,}\s*$")
_QUOTE = re.compile(r"^\s*(>\s?)+")
_BULLET = re.compile(r"^\s*[-*+•]\s+(\[[ xX]\]\s+)?")
_NUMBERED = re.compile(r"^\s*(?P<n>\d{1,3})[.)]\s+")
_REFERENCE_DEFINITION = re.compile(r"^ {0,3}\[[^\]]+\]:\s+\S+.*$")
_FOOTNOTE_DEFINITION = re.compile(r"^ {0,3}\[\^[^\]]+\]:\s*")

_COMMENT = re.compile(r"<!--.*?-->", re.DOTALL)
_BREAK = re.compile(r"<br\s*/?>", re.IGNORECASE)
_TAG = re.compile(r"</?[A-Za-z][A-Za-z0-9-]*(\s[^<>]*)?/?>")
_INLINE_CODE = re.compile(r"(?P<ticks>`+)(?P<code>.+?)(?P=ticks)")
_INLINE_MATH = re.compile(
    r"\\\((?P<a>.+?)\\\)|\\\[(?P<d>.+?)\\\]|\$\$(?P<b>.+?)\$\$|(?<![\\$\w])\$(?=\S)(?P<c>[^$\n]+?)(?<=\S)\$(?![\w$])"
)
_IMAGE = re.compile(r"!\[(?P<alt>[^\]]*)\]\([^)]*\)")
_LINK = re.compile(r"\[(?P<text>[^\]]+)\]\((?P<url>[^)\s]*)(\s+\"[^\"]*\")?\)")
_REFERENCE_LINK = re.compile(r"\[(?P<text>[^\]]+)\]\[[^\]]*\]")
_AUTOLINK = re.compile(r"<(?P<url>(https?|ftp)://[^>\s]+)>")
_BARE_URL = re.compile(
    r"\b(?P<url>(?:https?|ftp)://[^\s<>()\[\]]+[^\s<>()\[\].,;:!?'\"])|\bwww\.[\w.-]+\.\w+[^\s<>()]*"
)
_NUMBER_CITATION = re.compile(r"\[\^?\d{1,3}(\s*[,–-]\s*\d{1,3})*\]|\[\^[\w-]+\]")
_CJK_CITATION = re.compile(r"【[^】]{0,40}】")
_STRIKE = re.compile(r"~~.+?~~")
_EMPHASIS = (
    re.compile(r"(\*\*\*|___)(?=\S)(.+?)(?<=\S)\1"),
    re.compile(r"(\*\*|__)(?=\S)(.+?)(?<=\S)\1"),
    re.compile(r"(?<![\w*])\*(?=[^\s*])(.+?)(?<=[^\s*])\*(?![\w*])"),
    re.compile(r"(?<![\w_])_(?=[^\s_])(.+?)(?<=[^\s_])_(?![\w_])"),
)
_EMOJI = regex.compile(
    r"[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}\u200d\ufe0f\u20e3](?<![©®™‼⁉])"
)
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f\u200b\u2028\u2029]")
_SPACES = re.compile(r"[ \t\u00a0]+")
_PLACEHOLDER = re.compile("\ue000(\\d+)\ue001")
_ENDS_SENTENCE = re.compile(r"[.!?…:;。！？；：]['\"”’)\]]*$")
_SENTENCE_END = re.compile(r"(?<=[.!?…])\s+|(?<=[.!?…]['\"”’)\]])\s+|(?<=[。！？])(?![。！？'\"”’)\]」』])")
_SOFT_BREAK = re.compile(r"(?<=[,;:，、；：])\s*")


def speakable_text(markdown: str, language: str | None = None, words: SpokenWords = DEFAULT_WORDS) -> str:
    """The answer as plain text to read aloud: one paragraph per line. `language` (``"en"``, ``"zh_CN"``)
    decides how the lines of a paragraph are joined (without a space in Chinese and Japanese) and which
    full stop is added where a line has none."""
    return "\n".join(_Reader(language, words).blocks(markdown))


def speakable_chunks(text: str, limit: int = CHUNK_CHARS) -> list[str]:
    """Plain text (`speakable_text`) cut into pieces of at most `limit` characters: whole sentences,
    several short ones together, a longer one cut after a comma or at a space. A paragraph always starts a
    new piece."""
    chunks: list[str] = []
    for paragraph in text.split("\n"):
        current = ""
        for sentence in _sentences(paragraph, limit):
            if current and len(current) + 1 + len(sentence) > limit:
                chunks.append(current)
                current = ""
            space = "" if not current or (_CJK_END.search(current) and _CJK_START.search(sentence)) else " "
            current = f"{current}{space}{sentence}"
        if current:
            chunks.append(current)
    return chunks


def speakable(
    markdown: str, language: str | None = None, words: SpokenWords = DEFAULT_WORDS, limit: int = CHUNK_CHARS
) -> list[str]:
    """`speakable_text` cut by `speakable_chunks`: what a speaker is given."""
    return speakable_chunks(speakable_text(markdown, language, words), limit)


def url_host(url: str) -> str:
    """What a URL is read as: its host without ``www.`` (the URL itself when it has no host)."""
    try:
        host = urlsplit(url if "://" in url else f"http://{url}").hostname or ""
    except ValueError:
        host = ""
    return host.removeprefix("www.") or url


class _Reader:
    """One answer read block by block (fences, math blocks and tables span several lines)."""

    def __init__(self, language: str | None, words: SpokenWords) -> None:
        self._cjk = (language or "")[:2] in _CJK_LANGUAGES
        self._words = words
        self._kept: list[str] = []
        """Phrases and short code kept out of the inline rules, put back at the end (`_PLACEHOLDER`)."""

    def blocks(self, markdown: str) -> list[str]:
        text = _CONTROL.sub(" ", markdown.replace("\r\n", "\n").replace("\r", "\n"))
        text = _BREAK.sub("\n", _COMMENT.sub("", text))
        lines = text.split("\n")
        out: list[str] = []
        paragraph: list[str] = []

        def flush() -> None:
            if paragraph:
                joined = self._join(paragraph)
                if joined:
                    out.append(self._sentence(joined))
                paragraph.clear()

        at = 0
        while at < len(lines):
            line = lines[at]
            fence = _FENCE.match(line)
            if fence:
                flush()
                at = self._skip_fence(lines, at, fence.group("fence"))
                out.append(self._code_phrase(fence.group("info")))
                continue
            if _MATH_BLOCK_START.match(line) and not self._closes_on_same_line(line):
                flush()
                at = self._skip_math(lines, at)
                out.append(self._words.formula)
                continue
            if (
                "|" in line
                and at + 1 < len(lines)
                and _TABLE_SEPARATOR.match(lines[at + 1])
                and ("|" in lines[at + 1])
            ):
                flush()
                at += 2
                rows = 0
                while at < len(lines) and "|" in lines[at] and lines[at].strip():
                    rows += 1
                    at += 1
                out.append(self._table_phrase(rows))
                continue
            at += 1
            stripped = _QUOTE.sub("", line).strip()
            if not stripped or _RULE.match(stripped):
                flush()
                continue
            if _SETEXT.match(stripped) and paragraph:
                flush()  # the underline of a heading: the text above it is a sentence of its own
                continue
            if _FOOTNOTE_DEFINITION.match(stripped):
                flush()  # a footnote's text is read where it is written, as a paragraph of its own
                stripped = _FOOTNOTE_DEFINITION.sub("", stripped)
            elif _REFERENCE_DEFINITION.match(stripped):
                continue
            heading = _HEADING.match(stripped)
            bullet = _BULLET.match(stripped)
            number = _NUMBERED.match(stripped)
            if heading or bullet or number:
                flush()
                if heading:
                    stripped = heading.group("text")
                elif bullet:
                    stripped = stripped[bullet.end() :]
                elif number:
                    stripped = f"{number.group('n')}, {stripped[number.end() :]}"
                spoken = self._inline(stripped)
                if spoken:
                    out.append(self._sentence(spoken))
                continue
            paragraph.append(stripped)
        flush()
        return [self._restore(block) for block in out if block.strip()]

    # ---- blocks ----

    @staticmethod
    def _skip_fence(lines: list[str], at: int, fence: str) -> int:
        """The line after the fence closing the one at `at` (the end when it is never closed)."""
        close = re.compile(rf"^ {{0,3}}{re.escape(fence[0])}{{{len(fence)},}}\s*$")
        at += 1
        while at < len(lines) and not close.match(lines[at]):
            at += 1
        return at + 1

    @staticmethod
    def _closes_on_same_line(line: str) -> bool:
        body = line.strip()
        opener = body[:2]
        closer = "$$" if opener == "$$" else "\\]"
        return len(body) > 2 and body[2:].rstrip().endswith(closer)

    @staticmethod
    def _skip_math(lines: list[str], at: int) -> int:
        closer = "$$" if lines[at].strip().startswith("$$") else "\\]"
        at += 1
        while at < len(lines) and closer not in lines[at]:
            at += 1
        return at + 1

    def _code_phrase(self, info: str) -> str:
        info = info.strip().lower()
        if not info or info in ("text", "plain", "plaintext", "txt", "output"):
            return self._words.code_block
        name = LANGUAGE_NAMES.get(info, info)
        return self._words.code_block_in.format(language=name)

    def _table_phrase(self, rows: int) -> str:
        if rows <= 1:
            return self._words.table_one_row
        return self._words.table.format(rows=rows)

    def _join(self, lines: list[str]) -> str:
        joined = ""
        for line in (self._inline(line) for line in lines):
            if not line:
                continue
            if joined and not (_CJK_END.search(joined) and _CJK_START.search(line)):
                joined += " "
            joined += line
        return joined

    def _sentence(self, text: str) -> str:
        text = text.strip()
        if not text or _ENDS_SENTENCE.search(text) or self._restore(text).endswith(")"):
            return text
        cjk = self._cjk or bool(_CJK_END.search(text))
        return text + ("。" if cjk else ".")

    # ---- inline ----

    def _keep(self, spoken: str) -> str:
        self._kept.append(spoken)
        return f"\ue000{len(self._kept) - 1}\ue001"

    def _restore(self, text: str) -> str:
        return _PLACEHOLDER.sub(lambda m: self._kept[int(m.group(1))], text)

    def _inline(self, text: str) -> str:
        text = _INLINE_CODE.sub(self._inline_code, text)
        text = _INLINE_MATH.sub(lambda _m: self._keep(self._words.formula), text)
        text = _IMAGE.sub(lambda m: m.group("alt").strip() or self._keep(self._words.image), text)
        text = MARKER.sub("", text)
        text = _NUMBER_CITATION.sub("", text)
        text = _CJK_CITATION.sub("", text)
        text = _LINK.sub(lambda m: m.group("text"), text)
        text = _REFERENCE_LINK.sub(lambda m: m.group("text"), text)
        text = _AUTOLINK.sub(lambda m: self._keep(url_host(m.group("url"))), text)
        text = _BARE_URL.sub(lambda m: self._keep(url_host(m.group(0))), text)
        text = _TAG.sub("", text)
        text = html.unescape(text)
        text = _STRIKE.sub("", text)
        for pattern in _EMPHASIS:
            text = pattern.sub(lambda m: m.group(m.lastindex or 1), text)
        text = _EMOJI.sub("", text)
        text = _SPACES.sub(" ", text).strip()
        return re.sub(r"\s+([,.!?])", r"\1", text)  # where a citation was before a full stop

    def _inline_code(self, match: re.Match[str]) -> str:
        code = match.group("code").strip()
        return self._keep(code if len(code) <= INLINE_CODE_CHARS else self._words.code)


def _sentences(paragraph: str, limit: int) -> list[str]:
    found: list[str] = []
    for sentence in _SENTENCE_END.split(paragraph):
        sentence = sentence.strip()
        while len(sentence) > limit:
            cut = _cut_at(sentence, limit)
            found.append(sentence[:cut].strip())
            sentence = sentence[cut:].strip()
        if sentence:
            found.append(sentence)
    return found


def _cut_at(sentence: str, limit: int) -> int:
    """Where a sentence longer than `limit` is cut: after the last comma (or the like) in the second half
    of the limit, else at the last space, else at the limit itself (text without spaces)."""
    window = sentence[: limit + 1]
    soft = [m.end() for m in _SOFT_BREAK.finditer(window) if limit // 2 <= m.end() <= limit]
    if soft:
        return soft[-1]
    space = window.rfind(" ", limit // 2)
    return space if space > 0 else limit
