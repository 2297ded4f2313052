"""Turns off PySide6's scan of every imported module's source.

Once `PySide6.QtCore` is imported, PySide6 hooks every later import to find out whether the new module uses
its opt-in `from __feature__ import snake_case / true_property` syntax: it reads the module's whole source
with `inspect.getsource`, which also keeps every line of it in `linecache` for the life of the process. For
this app that is every module of the core, the SDKs and their dependencies: measured here ~570 ms when the
core loads and ~4.5 million characters of source held in memory. The app never selects a feature, so every
module may be marked "ignored" (the select id -1, which PySide6 documents as "ignore this module") without
reading anything.
"""

from __future__ import annotations

import logging
import sys

log = logging.getLogger(__name__)


def _ignored(module: object) -> bool:
    return False  # "does not use PySide6": the module keeps the default (no feature), nothing is read


def skip_source_scan() -> bool:
    """Call right after PySide6 is imported; True when PySide6's scan was found and turned off."""
    feature = sys.modules.get("shibokensupport.feature")
    if feature is None or not callable(getattr(feature, "_mod_uses_pyside", None)):
        log.debug("PySide6 has no source scan to turn off")
        return False
    feature._mod_uses_pyside = _ignored  # type: ignore[attr-defined]
    return True
