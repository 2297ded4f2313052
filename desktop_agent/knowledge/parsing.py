"""Files made into chunks, streamed so memory stays bounded: text, Markdown and code by lines (a Markdown
heading starts a chunk and names those after it), PDF page by page (pypdf), HTML as its text
(BeautifulSoup), DOCX paragraph by paragraph (a DOCX is a zip of XML: read with zipfile, no dependency)."""

from __future__ import annotations

import re
import zipfile
from collections.abc import Iterable, Iterator
from pathlib import Path
from xml.etree import ElementTree

from desktop_agent.knowledge.store import Chunk

CHUNK_CHARS = 1200
"""A chunk closes at the first line that takes it past this many characters."""
SOFT_CHARS = 700
"""Past this many, a chunk closes early where a new piece begins: after a blank line, or (code) before a
definition, so a function's name and its body land in the same chunk."""
MAX_CHUNK_CHARS = 2000
"""No chunk is longer: a longer line is cut."""
MB = 1024 * 1024
MAX_BYTES = {"text": 64 * MB, "html": 8 * MB, "docx": 64 * MB, "pdf": 1024 * MB}
"""The largest file of each kind that is indexed; a larger one is listed as skipped with the reason. A
text file is read a line at a time and a PDF a page at a time, so memory does not grow with these; HTML
is parsed whole (BeautifulSoup takes ~10x the file); a DOCX's document.xml is also held to the DOCX's
bound once unzipped."""
MAX_FILE_BYTES = MAX_BYTES["text"]

_NOT_CODE = (
    ".txt .md .markdown .rst .adoc .org .tex .csv .tsv .log .json .yaml .yml .toml .ini .cfg .conf .xml"
)
TEXT_SUFFIXES = frozenset(
    [
        ".txt",
        ".md",
        ".markdown",
        ".rst",
        ".adoc",
        ".org",
        ".tex",
        ".csv",
        ".tsv",
        ".log",
        ".json",
        ".yaml",
        ".yml",
        ".toml",
        ".ini",
        ".cfg",
        ".conf",
        ".xml",
        ".py",
        ".pyi",
        ".js",
        ".jsx",
        ".ts",
        ".tsx",
        ".java",
        ".kt",
        ".c",
        ".h",
        ".cc",
        ".cpp",
        ".hpp",
        ".cs",
        ".go",
        ".rs",
        ".rb",
        ".php",
        ".swift",
        ".m",
        ".scala",
        ".sh",
        ".bash",
        ".zsh",
        ".ps1",
        ".sql",
        ".r",
        ".lua",
        ".pl",
        ".dart",
        ".ex",
        ".exs",
        ".erl",
        ".hs",
        ".ml",
        ".clj",
        ".vue",
        ".svelte",
        ".css",
        ".scss",
        ".less",
    ]
)
CODE_SUFFIXES = TEXT_SUFFIXES - frozenset(_NOT_CODE.split())
"""Text that is code: a definition (def, class, function...) starts a chunk."""
PDF, HTML, DOCX = ".pdf", frozenset({".html", ".htm", ".xhtml"}), ".docx"
_HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*#*\s*$")
_DEFINITION = re.compile(
    r"^\s{0,4}(@\w|(export\s+)?(pub\s+)?(async\s+)?"
    r"(def|class|function|func|fn|struct|impl|interface|enum|trait|module|public|private|protected)\b)"
)
_W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"


class ParseError(Exception):
    """The file cannot be read as its kind says (a broken PDF, a DOCX that is not a zip)."""


def kind_of(path: Path) -> str | None:
    """ "text", "pdf", "html" or "docx"; None for a kind that is not indexed."""
    suffix = path.suffix.lower()
    if suffix in TEXT_SUFFIXES or (
        not suffix and path.name in ("README", "LICENSE", "Makefile", "Dockerfile")
    ):
        return "text"
    if suffix == PDF:
        return "pdf"
    if suffix in HTML:
        return "html"
    if suffix == DOCX:
        return "docx"
    return None


def chunks_of(path: Path) -> Iterator[Chunk]:
    kind = kind_of(path)
    if kind == "text":
        yield from _text_file(path)
    elif kind == "pdf":
        yield from _pdf(path)
    elif kind == "html":
        yield from _html(path)
    elif kind == "docx":
        yield from _docx(path)
    else:
        raise ParseError(f"{path.suffix or 'this kind of file'} is not indexed")


def _pieces(line: str) -> Iterator[str]:
    while len(line) > MAX_CHUNK_CHARS:
        yield line[:MAX_CHUNK_CHARS]
        line = line[MAX_CHUNK_CHARS:]
    yield line


def chunk_lines(
    lines: Iterable[str], *, markdown: bool, page: int | None = None, code: bool = False
) -> Iterator[Chunk]:
    """Numbered lines into chunks of about CHUNK_CHARS; with `markdown`, a heading starts a new chunk;
    past SOFT_CHARS a blank line ends one, and (`code`) a definition starts one."""
    heading = ""
    buffer: list[str] = []
    size, start = 0, 1

    def close(end: int) -> Chunk | None:
        text = "\n".join(buffer).strip()
        if not text:
            return None
        return Chunk(text, heading, None if page else start, None if page else end, page)

    number = 0
    for number, raw in enumerate(lines, start=1):
        line = raw.rstrip("\r\n")
        found = _HEADING.match(line) if markdown else None
        if found and buffer:
            done = close(number - 1)
            if done:
                yield done
            buffer, size, start = [], 0, number
        if found:
            heading = found.group(2)
        elif size >= SOFT_CHARS and buffer and _starts_piece(line, buffer[-1], code):
            done = close(number - 1)
            if done:
                yield done
            buffer, size, start = [], 0, number
        for piece in _pieces(line):
            if size + len(piece) > CHUNK_CHARS and buffer:
                done = close(number - 1 if size else number)
                if done:
                    yield done
                buffer, size, start = [], 0, number
            buffer.append(piece)
            size += len(piece) + 1
    done = close(number)
    if done:
        yield done


def _starts_piece(line: str, previous: str, code: bool) -> bool:
    if not previous.strip():
        return bool(line.strip())  # the first line after a blank one
    return code and bool(_DEFINITION.match(line)) and not previous.lstrip().startswith("@")


def _text_file(path: Path) -> Iterator[Chunk]:
    with path.open("rb") as probe:
        if b"\0" in probe.read(8192):
            raise ParseError("binary content (a NUL byte), not text")
    with path.open(encoding="utf-8", errors="replace", newline="") as lines:
        suffix = path.suffix.lower()
        yield from chunk_lines(lines, markdown=suffix in (".md", ".markdown"), code=suffix in CODE_SUFFIXES)


def _pdf(path: Path) -> Iterator[Chunk]:
    """Page by page from the open file (pypdf would otherwise read all of it into memory first), its cache
    of the objects it has read emptied after each page: memory follows the largest page, not the file."""
    from pypdf import PdfReader
    from pypdf.errors import PyPdfError

    try:
        with path.open("rb") as stream:
            reader = PdfReader(stream)
            if reader.is_encrypted:
                raise ParseError("the PDF is encrypted")
            for number in range(1, len(reader.pages) + 1):
                text = reader.pages[number - 1].extract_text() or ""
                reader.resolved_objects.clear()
                yield from chunk_lines(text.splitlines(), markdown=False, page=number)
    except (PyPdfError, ValueError, KeyError, TypeError, AttributeError, RecursionError) as exc:
        raise ParseError(f"not a readable PDF ({type(exc).__name__}: {exc})") from None


def _html(path: Path) -> Iterator[Chunk]:
    from bs4 import BeautifulSoup

    soup = BeautifulSoup(path.read_bytes(), "html.parser")
    for junk in soup(["script", "style", "noscript"]):
        junk.decompose()
    title = soup.title.get_text(strip=True) if soup.title else ""
    for chunk in chunk_lines(soup.get_text("\n").splitlines(), markdown=False):
        yield Chunk(chunk.text, chunk.heading or title, chunk.line_start, chunk.line_end)


def _docx(path: Path) -> Iterator[Chunk]:
    """Paragraphs in order; a paragraph styled as a heading names the chunks after it. Line numbers are
    paragraph numbers."""
    try:
        with zipfile.ZipFile(path) as archive:
            if archive.getinfo("word/document.xml").file_size > MAX_BYTES["docx"]:
                raise ParseError(f"its text is larger than {MAX_BYTES['docx'] // MB} MB once unzipped")
            with archive.open("word/document.xml") as xml:
                tree = ElementTree.parse(xml)
    except (zipfile.BadZipFile, KeyError, ElementTree.ParseError) as exc:
        raise ParseError(f"not a readable DOCX ({exc})") from None
    lines: list[str] = []
    for paragraph in tree.iter(f"{_W}p"):
        text = "".join(node.text or "" for node in paragraph.iter(f"{_W}t"))
        style = paragraph.find(f"{_W}pPr/{_W}pStyle")
        level = style.get(f"{_W}val", "") if style is not None else ""
        lines.append(f"# {text}" if level.lower().startswith(("heading", "title")) and text else text)
    yield from chunk_lines(lines, markdown=True)
