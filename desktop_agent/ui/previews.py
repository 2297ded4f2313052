"""Previews of Mermaid diagrams, HTML pages and SVG images that an answer wrote as code: a local page opened
in the system browser, never run inside the app.

The code is the model's, so it is treated as hostile. Each page starts with a Content-Security-Policy:
- HTML may run its own inline scripts (a page that needs none still shows; many examples do need them) but
  reaches nothing: no network, no forms, no frames; images only as data: URIs;
- SVG is shown as an image (`<img src="data:...">`): a browser runs no script in an image;
- Mermaid: the diagram's text is escaped into a `<pre class="mermaid">` and drawn by one pinned Mermaid
  release from one CDN, checked by its Subresource Integrity hash; nothing else loads.
A banner at the top says whose code it is. Files are named by their content's hash in the folder given;
only the newest `KEEP` are kept.
"""

from __future__ import annotations

import base64
import hashlib
import html
import logging
from pathlib import Path

log = logging.getLogger(__name__)

KEEP = 50
MERMAID_VERSION = "11.12.1"
MERMAID_URL = f"https://cdn.jsdelivr.net/npm/mermaid@{MERMAID_VERSION}/dist/mermaid.min.js"
MERMAID_SRI = "sha384-LlKSgo4Eo5GuF/ZrstLti44dE+GC5XAJ7TSu0Nw9Q3vIZF2QMnkRcK7BUoLabYLF"
"""sha384 of that exact file (npm pack mermaid@MERMAID_VERSION, dist/mermaid.min.js)."""

_BANNER = (
    '<div style="font:13px system-ui,sans-serif;background:#fff4d6;color:#5b4500;padding:8px 12px;'
    'border-bottom:1px solid #e8d9a8">Preview of code written by the model in Desktop Agent. '
    "It cannot reach the network from this page.</div>"
)


def language_of(language: str, code: str) -> str | None:
    """ "mermaid", "html" or "svg" for a code block that can be previewed, else None."""
    name = language.strip().lower()
    if name in ("mermaid", "mmd"):
        return "mermaid"
    if name in ("html", "htm", "xhtml"):
        return "html"
    if name == "svg" or (
        name == "xml" and code.lstrip().lower().startswith(("<svg", "<?xml")) and "<svg" in code
    ):
        return "svg"
    return None


def _page(kind: str, code: str) -> str:
    if kind == "html":
        policy = (
            "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; "
            "font-src data:; form-action 'none'; frame-src 'none'; base-uri 'none'"
        )
        body = code
    elif kind == "svg":
        policy = "default-src 'none'; img-src data:; style-src 'unsafe-inline'"
        data = base64.b64encode(code.encode("utf-8")).decode("ascii")
        body = f'<img alt="SVG preview" style="max-width:100%" src="data:image/svg+xml;base64,{data}">'
    else:
        policy = (
            f"default-src 'none'; script-src {MERMAID_URL} 'sha256-{_hash(_MERMAID_START)}'; "
            "style-src 'unsafe-inline'; img-src data:; font-src data:"
        )
        body = (
            f'<pre class="mermaid">{html.escape(code)}</pre>'
            f'<script src="{MERMAID_URL}" integrity="{MERMAID_SRI}" crossorigin="anonymous"></script>'
            f"<script>{_MERMAID_START}</script>"
        )
    return (
        "<!doctype html><html><head>"
        f'<meta http-equiv="Content-Security-Policy" content="{policy}">'
        '<meta charset="utf-8"><title>Preview</title></head><body style="margin:0">'
        f"{_BANNER}<div style='padding:12px'>{body}</div></body></html>"
    )


_MERMAID_START = "mermaid.initialize({startOnLoad:true,securityLevel:'strict'});"


def _hash(script: str) -> str:
    return base64.b64encode(hashlib.sha256(script.encode("utf-8")).digest()).decode("ascii")


def write_preview(kind: str, code: str, folder: Path) -> Path:
    """The page previewing `code` (`kind` from `language_of`), written in `folder`; older ones pruned."""
    folder.mkdir(parents=True, exist_ok=True)
    page = _page(kind, code)
    name = hashlib.sha256(f"{kind}\n{code}".encode()).hexdigest()[:24]
    path = folder / f"preview-{name}.html"
    path.write_text(page, encoding="utf-8")
    pages = sorted(folder.glob("preview-*.html"), key=lambda p: p.stat().st_mtime, reverse=True)
    for old in pages[KEEP:]:
        try:
            old.unlink()
        except OSError as error:
            log.debug("An old preview stays: %s", error)
    return path


def open_preview(path: Path) -> bool:
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QDesktopServices

    return QDesktopServices.openUrl(QUrl.fromLocalFile(str(path)))
