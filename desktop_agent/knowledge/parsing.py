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
MAX_CHUNK_CHARS = 2000
"""No chunk is longer: a longer line is cut."""
MAX_FILE_BYTES = 20 * 1024 * 1024

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
PDF, HTML, DOCX = ".pdf", frozenset({".html", ".htm", ".xhtml"}), ".docx"
_HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*#*\s*$")
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


def chunk_lines(lines: Iterable[str], *, markdown: bool, page: int | None = None) -> Iterator[Chunk]:
    """Numbered lines into chunks of about CHUNK_CHARS; with `markdown`, a heading starts a new chunk."""
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


def _text_file(path: Path) -> Iterator[Chunk]:
    with path.open("rb") as probe:
        if b"\0" in probe.read(8192):
            raise ParseError("binary content (a NUL byte), not text")
    with path.open(encoding="utf-8", errors="replace", newline="") as lines:
        yield from chunk_lines(lines, markdown=path.suffix.lower() in (".md", ".markdown"))


def _pdf(path: Path) -> Iterator[Chunk]:
    from pypdf import PdfReader
    from pypdf.errors import PyPdfError

    try:
        reader = PdfReader(path)
        if reader.is_encrypted:
            raise ParseError("the PDF is encrypted")
        for number, page in enumerate(reader.pages, start=1):
            text = page.extract_text() or ""
            yield from chunk_lines(text.splitlines(), markdown=False, page=number)
    except (PyPdfError, ValueError, KeyError) as exc:
        raise ParseError(f"not a readable PDF ({exc})") from None


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
        with zipfile.ZipFile(path) as archive, archive.open("word/document.xml") as xml:
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
