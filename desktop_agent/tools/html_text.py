"""HTML to readable Markdown for the model (BeautifulSoup parses, markdownify converts)."""

from __future__ import annotations

import re

_DROP = ("script", "style", "noscript", "template", "svg", "canvas", "iframe", "object", "embed", "head")
_BLANK_RUNS = re.compile(r"\n[ \t]*\n(?:[ \t]*\n)+")


def html_to_markdown(data: bytes, charset: str | None) -> str:
    """The page's title and body as Markdown; scripts, styles and other non-text parts are left out."""
    return html_page(data, charset)[1]


def html_page(data: bytes, charset: str | None) -> tuple[str, str]:
    """(the page's title, or ''; its title and body as Markdown, as `html_to_markdown` gives them)."""
    from bs4 import BeautifulSoup
    from markdownify import MarkdownConverter

    soup = BeautifulSoup(data, "html.parser", from_encoding=charset)
    title = soup.title.get_text(" ", strip=True) if soup.title else ""
    for tag in soup.find_all(_DROP):
        tag.decompose()
    body = MarkdownConverter(heading_style="ATX", bullets="-", strip=["img"]).convert_soup(soup)
    body = _BLANK_RUNS.sub("\n\n", body).strip()
    return title, f"# {title}\n\n{body}" if title and not body.startswith(f"# {title}") else body
