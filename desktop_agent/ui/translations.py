"""Loads the app's translation for the person's language, when one is shipped.

Every string the window shows goes through Qt's translation system (`tr()` / `QCoreApplication.translate`).
`resources/translations/desktop_agent.ts` is the template (`pyside6-lupdate desktop_agent/ui/*.py -ts ...`);
a translator adds `desktop_agent_<language>.ts`, and `pyside6-lrelease` compiles it to the `.qm` read here.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from desktop_agent.ui.resources import resources_dir

log = logging.getLogger(__name__)


def install_translator(
    app: QCoreApplication, *, folder: Path | None = None, locale: QLocale | None = None
) -> QTranslator | None:
    """Install `desktop_agent_<lang>.qm` for the locale (the system's by default); None if there is none."""
    where = folder if folder is not None else resources_dir() / "translations"
    translator = QTranslator(app)
    if not translator.load(locale if locale is not None else QLocale(), "desktop_agent", "_", str(where)):
        return None
    app.installTranslator(translator)
    log.info("Loaded the %s translation", translator.language())
    return translator
