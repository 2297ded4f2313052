"""Whether MCP Apps' views can be shown: QtWebEngine is an optional part (PySide6-Addons, ~175 MB; the
`apps` extra). Asked without importing it (mcp_app_view.py does)."""

from __future__ import annotations

import importlib.util


def available() -> bool:
    """QtWebEngine is installed: views can be shown; otherwise a tool's text result is."""
    return importlib.util.find_spec("PySide6.QtWebEngineWidgets") is not None
