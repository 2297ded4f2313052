"""Starts Qt and paints the window; only then loads the core (see `ui.startup`) and runs the event loop.

Before the first paint this imports PySide6 and the window's own modules, nothing of the core: no asyncio,
no settings model, no history, no keyring. The window is usable as soon as the core has attached to it.
"""

from __future__ import annotations

import gc

gc.disable()  # importing makes objects, not garbage: no collector passes (~7 ms) until the end of this module

import json  # noqa: E402
import linecache  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import TYPE_CHECKING, Any  # noqa: E402

# before PySide6, whose source scan would otherwise read this module's source
from desktop_agent.ui.process import close_on_signals, end_quietly_on_ctrl_c, skip_source_scan  # noqa: E402

from PySide6.QtCore import QEvent, QEventLoop, QObject, QTimer  # noqa: E402  # isort: skip
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402  # isort: skip

skip_source_scan()  # before any other module of ours is imported
linecache.clearcache()  # the sources PySide6's scan read until now (~0.8 MB held for the life of the app)

from desktop_agent.core.paths import app_paths  # noqa: E402
from desktop_agent.ui.crash import install_crash_handling  # noqa: E402
from desktop_agent.ui.first_look import FirstLook, styled_controls  # noqa: E402
from desktop_agent.ui.fonts import apply_ui_font, load_other_weights  # noqa: E402
from desktop_agent.ui.main_window import MainWindow  # noqa: E402
from desktop_agent.ui.theme import Theme, apply_theme  # noqa: E402
from desktop_agent.ui.translations import chosen_locale, install_translator  # noqa: E402

if TYPE_CHECKING:
    from desktop_agent.core.app_core import AppCore
    from desktop_agent.ui.controller import ChatController

gc.enable()  # again on (tests import this module); run_window turns it off until the first paint

FIRST_PAINT_WAIT_MS = 2000
"""Load the core even if the window has not been painted by then (a display that never exposes it)."""

_THEMES: dict[object, Theme] = {"system": "system", "light": "light", "dark": "dark"}


def _settings_json(settings_file: Path) -> dict[str, Any]:
    try:
        found = json.loads(settings_file.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return found if isinstance(found, dict) else {}


def font_size_hint(settings_file: Path) -> int | None:
    """The font size named in settings.json (6 to 32 points), read without the settings model."""
    size = _settings_json(settings_file).get("font_size")
    return size if isinstance(size, int) and 6 <= size <= 32 else None


def language_hint(settings_file: Path) -> str | None:
    """The language named in settings.json (None: the system's), read before the first paint."""
    value = _settings_json(settings_file).get("language")
    return value if isinstance(value, str) else None


def theme_hint(settings_file: Path) -> Theme:
    """The theme named in settings.json, read without the settings model (which loads after the first paint).

    Anything unexpected gives "system"; the whole file is checked right after the paint, and a problem with it
    is shown then.
    """
    try:
        found = json.loads(settings_file.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return "system"
    return _THEMES.get(found.get("theme") if isinstance(found, dict) else None, "system")


class _FirstPaint(QObject):
    """Ends a local event loop once the window has painted for the first time (and the paint is done)."""

    def __init__(self, window: QWidget, loop: QEventLoop) -> None:
        super().__init__()
        self._loop = loop
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self._loop.quit)  # after this paint pass has finished
        return False


def wait_for_first_paint(window: QWidget) -> None:
    loop = QEventLoop()
    watcher = _FirstPaint(window, loop)
    QTimer.singleShot(FIRST_PAINT_WAIT_MS, loop.quit)
    loop.exec()
    window.removeEventFilter(watcher)


def run_window(
    *,
    data_dir: Path | None = None,
    open_session: str | None = None,
    review_run: tuple[str, ...] | None = None,
) -> int:
    """`open_session`: the session to show (`--open-session`); `review_run`: a job's id and its run's, whose
    refused calls the Schedules page shows (`--review-run`). A window of this data folder that is already
    running shows them instead (`ui.open_session`)."""
    gc.disable()  # until the first paint: building the window makes no garbage worth a collector pass
    paths = app_paths(data_dir)
    paths.ensure()
    end_quietly_on_ctrl_c()  # until the window is up and closes on signals
    crashes = install_crash_handling(paths.log_dir)  # errors logged, a bug in a slot shown in a dialog
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    if review_run is not None:
        from desktop_agent.ui.open_session import review_target

        open_session = review_target(*review_run)
    if open_session is not None:
        from desktop_agent.ui.open_session import hand_over

        if hand_over(paths.data_dir, open_session):  # the window already open shows it
            crashes.end_of_run()
            return 0
    app.setApplicationName("Desktop Agent")
    app.setOrganizationName("Desktop Agent")
    app.setDesktopFileName("io.github.desktopagent.DesktopAgent")  # matches the .desktop entry (Wayland)
    install_translator(app, locale=chosen_locale(language_hint(paths.settings_file)))
    # Inter (shipped) and the palette before any widget is made: only what the first paint draws with
    apply_ui_font(app, font_size_hint(paths.settings_file), every_weight=False)
    apply_theme(app, theme_hint(paths.settings_file), stylesheet=False)
    window = MainWindow()
    look = FirstLook(app, styled_controls(window.menuBar(), window.sidebar, window.header, window.composer))
    window.show()
    wait_for_first_paint(window)
    gc.enable()
    # Right after the paint (the icon's SVG engine and its Python type cost ~4 ms): the taskbar shows it at
    # once; the installers also give the executable, the bundle and the .desktop entry this icon.
    from desktop_agent.ui.resources import app_icon

    app.setWindowIcon(app_icon())
    load_other_weights()  # then the rest of the font, and the whole stylesheet on the application
    look.hand_over()
    window.finish_setup()
    close_on_signals(window.close_without_asking, window)  # SIGTERM, Ctrl+C: Quit, without the question

    from desktop_agent.ui.open_session import SessionDoor
    from desktop_agent.ui.startup import run_core  # the core: only now
    from desktop_agent.ui.tray import Background  # the tray, Quick ask and its shortcut: after the paint too
    from desktop_agent.ui.window_menus import show_schedules

    background = Background(
        window, window.quitting, runs=window.runs, requests=window.requests, sessions=window.sessions,
        open_session=window.session_actions.open, new_session=window.new_session, spawn=window.spawn,
        quit_app=app.quit, show_error=window.show_error,
    )  # fmt: skip

    def show_review(job_id: str, run_id: str) -> None:  # a notification's Review refused calls
        show_schedules(window, window.controller, window.show_error, window.session_actions.open,
                       review=(job_id, run_id))  # fmt: skip

    door = SessionDoor(
        paths.data_dir, window, window.session_actions.open, first=open_session, review_run=show_review
    )
    from desktop_agent.ui.updates_offer import UpdateChecks
    from desktop_agent.ui.voice_controls import install_voice

    voice = install_voice(  # the microphone and Read aloud
        window.composer, window, window.links, lambda: window.chat.writer.groups, window.spawn,
        window.show_error, window.send,
    )  # fmt: skip
    updates = UpdateChecks(window, window.spawn, window.quitting.quit)  # a new version, offered

    def attached(core: AppCore, controller: ChatController) -> None:
        background.attach(core, controller)
        voice(core)
        updates.attach(core)

    try:
        return run_core(app, window, paths, door.after(attached))
    finally:
        door.close()
        background.close()
        crashes.end_of_run()
