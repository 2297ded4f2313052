"""What makes a web page citable: the `<page id="web:XXXXXXXX" ...>` element fetch_url wraps a page it read
in, and the escaping that keeps text from the web (a page, a search result) from forging one.

The id is the first 8 hex digits of the SHA-256 of the page's final address (after redirects); the model
cites the page as `[web:XXXXXXXX]`. Only fetch_url writes the element: anything from the web that looks like
one of the app's own elements (`<page`, `</page`, `<passage`, `<knowledge`...) is escaped first, so a
hostile page or search result cannot make a page look read.
"""

from __future__ import annotations

import hashlib
import html
import re

PAGE_PREFIX = "web:"
PAGE_END = "</page>"

_OWN_TAGS = re.compile(r"<(\s*/?\s*(?:page|passage|knowledge)\b)", re.IGNORECASE)
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")
_SPACES = re.compile(r"\s+")


def page_id(url: str) -> str:
    """`web:` and the first 8 hex digits of the SHA-256 of `url` (the final address, as fetched)."""
    return PAGE_PREFIX + hashlib.sha256(url.encode("utf-8")).hexdigest()[:8]


def one_line(text: str, limit: int = 300) -> str:
    """`text` on one line: control characters gone, runs of white space as one space, at most `limit`."""
    flat = _SPACES.sub(" ", _CONTROL.sub(" ", text)).strip()
    return flat if len(flat) <= limit else flat[: limit - 1].rstrip() + "…"


def attribute(text: str) -> str:
    """`text` as an attribute value: one line, `&`, `<`, `>` and both quotes escaped."""
    return html.escape(one_line(text), quote=True)


def page_start(url: str, title: str) -> str:
    """The line a read page starts with: `<page id="web:XXXXXXXX" url="..." title="...">`."""
    return f'<page id="{page_id(url)}" url="{attribute(url)}" title="{attribute(title)}">'


def defused(text: str) -> str:
    """`text` with every tag that looks like one of the app's own elements escaped (`<page` -> `&lt;page`):
    the rest (Markdown, code, other HTML) is left as it is."""
    return _OWN_TAGS.sub(r"&lt;\1", text)
