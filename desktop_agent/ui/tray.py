"""The app beside the window: the tray icon and its menu, closing to the tray, Quick ask and its global
shortcut, and the notifications the window gives when it is not in front.

`Background` is given what it needs of the window (its presenters of runs and waiting requests, a way to show
a session, New, the quit guard), never the window itself; `ui.app` makes it after the first paint and
`attach`es it once the core has opened. Where the desktop has no tray, there is no icon, no closing to the
tray and no notification; Quick ask still opens with its shortcut.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Coroutine, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QMenu, QMessageBox, QSystemTrayIcon, QWidget

if TYPE_CHECKING:
    import asyncio

    from desktop_agent.core.app_core import AppCore
    from desktop_agent.core.settings import Settings
    from desktop_agent.domain.errors import UserFacingError
    from desktop_agent.domain.events import AgentEvent
    from desktop_agent.domain.sessions import SessionInfo
    from desktop_agent.ui.controller import ChatController
    from desktop_agent.ui.global_shortcut import GlobalShortcut
    from desktop_agent.ui.presenters.requests import RequestsPresenter
    from desktop_agent.ui.presenters.runs import RunsPresenter
    from desktop_agent.ui.quick_ask import QuickAskWindow
    from desktop_agent.ui.quit_guard import QuitGuard

log = logging.getLogger(__name__)

LONG_ANSWER_S = 20.0
"""An answer that took longer than this and ended while the window was hidden or minimised is announced."""
MESSAGE_MS = 8000


def _app_icon() -> QIcon:
    icon = QGuiApplication.windowIcon()
    if icon.isNull():
        from desktop_agent.ui.resources import app_icon

        icon = app_icon()
    return icon


class SessionRows(Protocol):
    """The session list's rows (`ui.session_list.SessionListModel`): where the titles are."""

    def row_of(self, session_id: str) -> int: ...
    def info(self, row: int) -> SessionInfo | None: ...


class Background(QObject):
    schedule_entries: Callable[[], Sequence[tuple[str, Callable[[], None]]]]
    """The schedules the tray's menu lists (a label, what choosing it does): scheduled runs fill this in."""
    scheduled: Callable[[], int]
    """How many runs are scheduled: closing the window with any keeps the app in the tray, like an answer."""

    def __init__(
        self,
        window: QWidget,
        guard: QuitGuard,
        *,
        runs: RunsPresenter,
        requests: RequestsPresenter,
        sessions: SessionRows,
        open_session: Callable[[str], None],
        new_session: Callable[[], None],
        spawn: Callable[[Coroutine[Any, Any, Any]], asyncio.Task[Any]],
        quit_app: Callable[[], None],
        tray: bool | None = None,
        listen_globally: bool = True,
        show_error: Callable[[UserFacingError], None] = lambda error: log.warning("%s", error.message),
    ) -> None:
        """`tray`: whether to show an icon (None: where the desktop has a tray); `listen_globally`: take the
        global shortcut (tests leave the keyboard alone)."""
        super().__init__(window)
        self._window = window
        self._guard = guard
        self._runs = runs
        self._requests = requests
        self._sessions = sessions
        self._open_session = open_session
        self._new_session = new_session
        self._spawn = spawn
        self._quit_app = quit_app
        self._listen_globally = listen_globally
        self._show_error = show_error
        self.schedule_entries = lambda: ()
        self.scheduled = lambda: 0
        self._core: AppCore | None = None
        self._controller: ChatController | None = None
        self.quick_ask: QuickAskWindow | None = None
        self.shortcut: GlobalShortcut | None = None
        self.shortcut_note = ""
        """Why the global shortcut does not work here ("" when it listens)."""
        self._shortcut_text = ""
        self._began: dict[str, tuple[float, str]] = {}
        """run id -> when it started (monotonic), and its session."""
        self.last_message: tuple[str, str] | None = None
        """The last notification's title and text."""
        self._message_session = ""
        """The session the last notification was about (its click shows it)."""
        self.question: QMessageBox | None = None
        self._choice: bool | None = None
        self._told_tray = False
        """Closing to the tray, as the person chose it and not saved yet (`_remember`)."""
        self.menu = QMenu(window)
        self.menu.aboutToShow.connect(self.fill_menu)
        self.icon: QSystemTrayIcon | None = None
        if tray if tray is not None else QSystemTrayIcon.isSystemTrayAvailable():
            self.icon = QSystemTrayIcon(_app_icon(), self)
            self.icon.setToolTip(QCoreApplication.translate("Tray", "Desktop Agent"))
            self.icon.setContextMenu(self.menu)
            self.icon.activated.connect(self._activated)
            self.icon.messageClicked.connect(lambda: self.show_window(self._message_session))
            self.icon.show()
        guard.keep_in_tray = self.keep_in_tray

    # ---- once the core has opened ----

    def attach(self, core: AppCore, controller: ChatController) -> None:
        self._core, self._controller = core, controller
        from desktop_agent.ui import window_menus
        from desktop_agent.ui.tray_schedules import TraySchedules

        listed = TraySchedules(core.schedules.ajobs, lambda: window_menus.show_schedules(
            self._window, controller, self._show_error, self._open_session), self._spawn)  # fmt: skip
        self.schedule_entries, self.scheduled = listed.entries, listed.count
        listed.refresh()
        controller.subscribe(self._on_event)
        core.subscribe_settings(self._settings_changed)
        self._settings_changed(core.settings)

    def _settings_changed(self, settings: Settings) -> None:
        text = settings.quick_ask_shortcut
        if text == self._shortcut_text or not self._listen_globally:
            return
        self._shortcut_text = text
        if self.shortcut is None:
            from desktop_agent.ui.global_shortcut import GlobalShortcut

            self.shortcut = GlobalShortcut(self)
            self.shortcut.pressed.connect(self.summon_quick_ask)
            self.shortcut.problem.connect(self._shortcut_problem)
        self.shortcut_note = self.shortcut.listen(text)
        if self.shortcut_note:
            log.info("Quick ask's global shortcut is not available: %s", self.shortcut_note)

    def _shortcut_problem(self, text: str) -> None:
        self.shortcut_note = text
        log.warning("Quick ask's global shortcut: %s", text)

    def close(self) -> None:
        """The app quits: the shortcut is given back, the icon goes, a choice not saved yet is saved."""
        if self._core is not None and self._choice is not None:
            from desktop_agent.core.settings import save_settings

            new = self._core.settings.replace(close_to_tray=self._choice)
            self._choice = None
            try:
                save_settings(new, self._core.paths.settings_file)
            except OSError as error:
                log.warning("Could not save the tray choice: %s", error)
        if self.shortcut is not None:
            self.shortcut.stop()
        if self.icon is not None:
            self.icon.hide()

    def _title_of(self, session_id: str) -> str:
        info = self._sessions.info(self._sessions.row_of(session_id)) if session_id else None
        return (
            info.title
            if info is not None and info.title
            else QCoreApplication.translate("Tray", "New session")
        )

    # ---- the tray's menu ----

    def fill_menu(self) -> None:
        """Made each time it opens: the sessions answering or waiting, then what the app can do."""
        menu = self.menu
        menu.clear()
        waiting = {r.session_id for r in self._requests.pending() if r.kind == "approval" and r.session_id}
        sessions = [*self._runs.sessions(), *(s for s in waiting if s not in self._runs.sessions())]
        for session_id in sessions:
            title = self._title_of(session_id)
            if session_id in waiting:
                label = QCoreApplication.translate("Tray", "{title} — waiting for your approval")
            else:
                label = QCoreApplication.translate("Tray", "{title} — answering…")
            label = label.format(title=title)
            menu.addAction(label, partial(self.show_window, session_id))
        if sessions:
            menu.addSeparator()
        menu.addAction(QCoreApplication.translate("Tray", "New chat"), self.new_chat)
        ask = menu.addAction(QCoreApplication.translate("Tray", "Quick ask"), self.summon_quick_ask)
        ask.setEnabled(self._controller is not None)
        if self.shortcut is not None and self.shortcut.combo is not None:
            ask.setText(
                QCoreApplication.translate("Tray", "Quick ask ({shortcut})").format(
                    shortcut=self._shortcut_text
                )
            )
        schedules = list(self.schedule_entries())
        if schedules:
            menu.addSeparator()
            for label, chosen in schedules:
                menu.addAction(label, chosen)
        menu.addSeparator()
        menu.addAction(QCoreApplication.translate("Tray", "Show Desktop Agent"), lambda: self.show_window(""))
        menu.addAction(QCoreApplication.translate("Tray", "Quit"), self.quit)

    def _activated(self, reason: QSystemTrayIcon.ActivationReason) -> None:
        if reason == QSystemTrayIcon.ActivationReason.Trigger:
            self.show_window("")

    def show_window(self, session_id: str) -> None:
        """The window in front (on `session_id`, when given)."""
        window = self._window
        window.showNormal() if window.isMinimized() else window.show()
        window.raise_()
        window.activateWindow()
        if session_id:
            self._open_session(session_id)

    def new_chat(self) -> None:
        self.show_window("")
        self._new_session()

    def quit(self) -> None:
        """Quit, even with the window in the tray (asking first while answers are written, in the window)."""
        if self._controller is not None and self._controller.answering():
            self.show_window("")
        if self._guard.quit():
            self.close()
            self._quit_app()

    # ---- Quick ask ----

    def summon_quick_ask(self) -> None:
        if self._controller is None:
            return
        if self.quick_ask is None:
            from desktop_agent.ui.quick_ask import QuickAskWindow

            self.quick_ask = QuickAskWindow(self._controller, self._spawn, self._runs.started)
            self.quick_ask.open_in_window.connect(self.show_window)
        self.quick_ask.summon()
        if self.shortcut is not None:
            self.shortcut.bring_forward(int(self.quick_ask.winId()))

    # ---- closing to the tray ----

    def keep_in_tray(self, busy: int) -> bool:
        """Asked by the quit guard as the window closes: True when the window hid (or asks whether to)
        instead of quitting."""
        if self.icon is None or self._core is None or not (busy or self.scheduled()):
            return False
        choice = self._choice if self._choice is not None else self._core.settings.close_to_tray
        if choice is None:
            self._ask(busy)
            return True
        if choice:
            self._window.hide()
            if not self._told_tray:  # once a run of the app
                self._told_tray = True
                self._say(
                    QCoreApplication.translate("Tray", "Desktop Agent keeps working in the tray."),
                    QCoreApplication.translate("Tray", "Quit from the tray's menu."),
                    "",
                )
        return bool(choice)

    def _ask(self, busy: int) -> None:
        if self.question is not None:
            self.question.raise_()
            return
        if busy == 1:
            why = QCoreApplication.translate("Tray", "An answer is still being written.")
        elif busy:
            why = QCoreApplication.translate("Tray", "{n} answers are still being written.").format(n=busy)
        else:
            why = QCoreApplication.translate("Tray", "Runs are scheduled.")
        box = QMessageBox(
            QMessageBox.Icon.Question, QCoreApplication.translate("Tray", "Keep running in the tray?"),
            why, QMessageBox.StandardButton.NoButton, self._window,
        )  # fmt: skip
        box.setInformativeText(
            QCoreApplication.translate(
                "Tray",
                "Desktop Agent can go on in the tray and tell you when it is done. You can change this "
                "in Settings › Appearance.",
            )
        )
        keep = box.addButton(
            QCoreApplication.translate("Tray", "Keep running in the tray"), QMessageBox.ButtonRole.AcceptRole
        )
        stop = box.addButton(
            QCoreApplication.translate("Tray", "Quit"), QMessageBox.ButtonRole.DestructiveRole
        )
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(keep)
        self.question = box

        def answered() -> None:
            self.question = None
            clicked = box.clickedButton()
            box.deleteLater()
            if clicked not in (keep, stop):
                return
            self._remember(clicked is keep)
            if clicked is keep:
                self._window.hide()
            else:
                self._guard.skip()  # the person chose to quit: not asked again
                self._window.close()

        box.finished.connect(lambda _result: answered())
        box.open()

    def _remember(self, keep: bool) -> None:
        """Kept at once here, saved once no answer is being written: saving settings builds the providers
        again, which would break the answers streaming now."""
        self._choice = keep
        self._save_choice()

    def _save_choice(self) -> None:
        core, keep = self._core, self._choice
        if core is None or keep is None or (self._controller is not None and self._controller.answering()):
            return
        self._choice = None
        self._spawn(core.save_settings(core.settings.replace(close_to_tray=keep)))

    async def _save_when_idle(self) -> None:
        import asyncio

        await asyncio.sleep(0.2)  # the run that ended has let go of its provider
        self._save_choice()

    # ---- notifications ----

    def _on_event(self, event: AgentEvent) -> None:
        from desktop_agent.domain import events as ev

        match event:
            case ev.RunStarted(run_id=run_id, session_id=session_id):
                self._began[run_id] = (time.monotonic(), session_id)
            case ev.ApprovalRequested(run_id=run_id, name=name):
                if not self._window.isActiveWindow():
                    session_id = self._runs.session_of(run_id) or ""
                    self._say(
                        QCoreApplication.translate("Tray", "Approval waiting"),
                        QCoreApplication.translate("Tray", "{title}: {tool} waits for your approval.").format(
                            title=self._title_of(session_id), tool=name
                        ),
                        session_id,
                    )
            case ev.RunFinished(run_id=run_id) | ev.RunFailed(run_id=run_id):
                if self._choice is not None:
                    self._spawn(self._save_when_idle())
                began, session_id = self._began.pop(run_id, (None, ""))
                window = self._window
                if began is None or time.monotonic() - began < LONG_ANSWER_S:
                    return
                if window.isVisible() and not window.isMinimized():
                    return
                self._say(
                    QCoreApplication.translate("Tray", "Answer ready")
                    if isinstance(event, ev.RunFinished)
                    else QCoreApplication.translate("Tray", "Answer stopped"),
                    self._title_of(session_id),
                    session_id,
                )
            case _:
                pass

    def _say(self, title: str, text: str, session_id: str) -> None:
        if self.icon is None:
            return
        self._message_session = session_id
        self.icon.showMessage(title, text, QSystemTrayIcon.MessageIcon.Information, MESSAGE_MS)
        self.last_message = (title, text)
