"""Loads the app's translation for the person's language (the system's, or the one chosen in the settings).

Every string the window shows goes through Qt's translation system (`tr()` / `QCoreApplication.translate`).
`resources/translations/desktop_agent.ts` is the template (`pyside6-lupdate desktop_agent/ui/*.py -ts ...`);
each shipped language has its `desktop_agent_<language>.ts`, compiled to the `.qm` read here by `make` and
by the installers' build (`pyside6-lrelease`). Qt's own strings (the standard buttons) come from Qt's
translations of the same language, where Qt ships them.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from desktop_agent.ui.resources import resources_dir

log = logging.getLogger(__name__)

LANGUAGES: dict[str, str] = {
    "en": "English",
    "zh_CN": "简体中文",
    "ja": "日本語",
    "ko": "한국어",
    "de": "Deutsch",
    "es": "Español",
    "fr": "Français",
}
"""The languages the app ships, by code, each named in itself (as a language menu shows them)."""


def chosen_locale(language: str | None) -> QLocale:
    """The locale for the settings' language; None or an unknown code follows the system."""
    if language in LANGUAGES:
        return QLocale(language)
    return QLocale()


def install_translator(
    app: QCoreApplication, *, folder: Path | None = None, locale: QLocale | None = None
) -> QTranslator | None:
    """Install `desktop_agent_<lang>.qm` for the locale (the system's by default), and Qt's own translation
    of its standard strings; None if the app has no translation for it."""
    where = folder if folder is not None else resources_dir() / "translations"
    wanted = locale if locale is not None else QLocale()
    translator = QTranslator(app)
    if not translator.load(wanted, "desktop_agent", "_", str(where)):
        return None
    app.installTranslator(translator)
    from PySide6.QtCore import QLibraryInfo  # only for a translated window (its Python type: ~0.3 ms)

    qt = QTranslator(app)
    if qt.load(wanted, "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
    log.info("Loaded the %s translation", translator.language())
    return translator
