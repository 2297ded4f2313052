"""Whether an address the person typed can be a model server's (the providers page's and the welcome's check).

A module of its own so the welcome checks an address without loading the providers page.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from PySide6.QtCore import QCoreApplication


def url_problem(url: str) -> str | None:
    """None when ``url`` looks like an http(s) endpoint, else what is wrong (in words)."""
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        return QCoreApplication.translate(
            "ProvidersPage",
            "Enter a full address starting with http:// or https://, e.g. http://127.0.0.1:8000/v1.",
        )
    if any(c.isspace() for c in url):
        return QCoreApplication.translate("ProvidersPage", "The address must not contain spaces.")
    return None
