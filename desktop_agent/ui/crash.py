"""Crashes handled like a product: every uncaught error is logged (keys hidden); a bug in a Qt slot shows one
calm dialog instead of a traceback on a terminal nobody watches; a hard crash leaves a `crash.log`.

- `sys.excepthook`: PySide6 reports an exception raised in a slot, an event filter or any Python override
  called by Qt through it. While Qt runs its event loop the app carries on, so the person is told (the
  dialog of `ui.crash_dialog`, loaded only then) and the error is logged. At most one dialog is open at a
  time: errors while it is open are counted in it, and an error already shown is only logged (with a count)
  when it comes back, so a timer that fails on every tick cannot open a dialog storm. Outside Qt's event
  loop (before it starts, once it has ended: the program is usually ending) the error is logged and handed
  on to the hook there was before, which prints it as Python does.
- `threading.excepthook`: an error that ends a worker thread is logged.
- Qt's own messages (warnings, criticals) go to the `desktop_agent.ui.qt` logger, repeats counted.
- `faulthandler` writes the Python stacks of a hard crash (a segmentation fault, an abort) to
  `<log folder>/crash.log`, after a header line naming the time and the version.

Installed by `ui.app` before the window is made, so it must stay cheap to import: the standard library's
smallest modules and QtCore, which is loaded already.
"""

from __future__ import annotations

import faulthandler
import logging
import os
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import IO, TYPE_CHECKING, Protocol

from PySide6.QtCore import qInstallMessageHandler

from desktop_agent import __version__

if TYPE_CHECKING:
    from PySide6.QtCore import QMessageLogContext, QtMsgType

log = logging.getLogger(__name__)
qt_log = logging.getLogger("desktop_agent.ui.qt")

CRASH_LOG = "crash.log"
CRASH_LOG_KEEP_BYTES = 256_000
"""A crash.log grown past this is moved to crash.log.1 (replacing the one before) when the app starts."""
REPEATS_LOGGED = frozenset({2, 10, 100, 1_000, 10_000, 100_000})
"""The repeats of one error that get a line in the log; the others are only counted."""
QT_REPEATS_LOGGED = REPEATS_LOGGED - {2}
"""The same for one of Qt's messages coming again and again (what a lost display does)."""

ExcInfo = tuple[type[BaseException], BaseException, TracebackType | None]


class CrashReport:
    """One uncaught error, ready to be shown: every text in it has had the known API keys removed.

    - `summary`: the error in one line, e.g. `ValueError: the size must be positive`;
    - `details`: the app's and the platform's versions and the traceback (what Copy details copies);
    - `key`: what makes two errors "the same": the exception's type and where it was raised;
    - `count`: how often that error has come so far.

    (Plain classes in this module: a dataclass costs ~0.5 ms to define, and this loads before the first
    paint.)
    """

    def __init__(self, summary: str, details: str, key: str, count: int = 1) -> None:
        self.summary, self.details, self.key, self.count = summary, details, key, count


class CrashView(Protocol):
    """What shows a crash report to the person (the dialog; a fake in the tests)."""

    def add(self, report: CrashReport) -> None:
        """Another error (or the same again) while this view is open."""

    def is_open(self) -> bool: ...


ShowCrash = Callable[[CrashReport], CrashView]


def show_crash_dialog(report: CrashReport) -> CrashView:
    """The default view: the dialog, loaded on the first error."""
    from desktop_agent.ui.crash_dialog import open_crash_dialog

    return open_crash_dialog(report)


# Reports ---------------------------------------------------------------------------------------------------


def scrub(text: str) -> str:
    """`text` with the API keys the log knows (and anything shaped like a key) hidden."""
    from desktop_agent.core.logs import scrub_secrets

    return scrub_secrets(text)


def _error_key(exc_type: type[BaseException], tb: TracebackType | None) -> str:
    where = ""
    while tb is not None:
        where = f"{tb.tb_frame.f_code.co_filename}:{tb.tb_lineno}"
        tb = tb.tb_next
    return f"{exc_type.__module__}.{exc_type.__qualname__}@{where}"


def environment() -> str:
    import platform

    from PySide6 import __version__ as pyside_version
    from PySide6.QtCore import qVersion

    return (
        f"Desktop Agent {__version__}; Python {platform.python_version()}; Qt {qVersion()}; "
        f"PySide6 {pyside_version}; {platform.platform()}"
    )


def _summary(exc_type: type[BaseException], exc: BaseException) -> str:
    import traceback

    return scrub(traceback.format_exception_only(exc_type, exc)[-1].strip())


def make_report(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> CrashReport:
    import traceback

    trace = "".join(traceback.format_exception(exc_type, exc, tb))
    details = f"{environment()}\n\n{trace}"
    return CrashReport(_summary(exc_type, exc), scrub(details), _error_key(exc_type, tb))


# The hooks -------------------------------------------------------------------------------------------------


def _in_qt_event_loop() -> bool:
    """True on Qt's thread while it runs an event loop: the app carries on after this error."""
    from PySide6.QtCore import QThread  # ~0.7 ms the first time: on the first error, not at start-up

    return threading.current_thread() is threading.main_thread() and QThread.currentThread().loopLevel() > 0


class CrashHandler:
    """The hooks and what they remember: the open view, how often each error came."""

    def __init__(self, show: ShowCrash = show_crash_dialog) -> None:
        self.show = show
        self.counts: dict[str, int] = {}
        self.shown: set[str] = set()
        self.view: CrashView | None = None
        self._previous_excepthook: Callable[..., object] | None = None
        self._previous_thread_hook: Callable[..., object] | None = None
        self._handling = False

    def install(self) -> None:
        self._previous_excepthook = sys.excepthook
        self._previous_thread_hook = threading.excepthook
        sys.excepthook = self.excepthook
        threading.excepthook = self.thread_excepthook

    def uninstall(self) -> None:
        if sys.excepthook == self.excepthook and self._previous_excepthook is not None:
            sys.excepthook = self._previous_excepthook
        if threading.excepthook == self.thread_excepthook and self._previous_thread_hook is not None:
            threading.excepthook = self._previous_thread_hook

    def excepthook(self, exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        if self._handling:  # an error while handling one: log it plainly, never loop
            log.error("An error while reporting an error", exc_info=(exc_type, exc, tb))
            return
        self._handling = True
        try:
            self._report(exc_type, exc, tb)
        except Exception:
            log.exception("Reporting an uncaught error failed")
            sys.__excepthook__(exc_type, exc, tb)
        finally:
            self._handling = False

    def _report(self, exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        carries_on = _in_qt_event_loop() and issubclass(exc_type, Exception)
        key = _error_key(exc_type, tb)
        count = self.counts[key] = self.counts.get(key, 0) + 1
        view_open = self.view is not None and self.view.is_open()
        if count > 1 and carries_on and not view_open:  # shown before: counted, nothing formatted
            if count in REPEATS_LOGGED:
                log.error("The same error again (%d times so far): %s", count, _summary(exc_type, exc))
            return
        report = make_report(exc_type, exc, tb)
        report.count = count
        if count == 1:
            where = "" if carries_on else " outside Qt's event loop"
            log.error("Uncaught error%s\n%s", where, report.details.rstrip())
        elif count in REPEATS_LOGGED:
            log.error("The same error again (%d times so far): %s", count, report.summary)
        if not carries_on:
            if self._previous_excepthook is not None:
                self._previous_excepthook(exc_type, exc, tb)
        elif self.view is not None and view_open:
            self.view.add(report)
        elif key not in self.shown:
            self.shown.add(key)
            self.view = self.show(report)

    def thread_excepthook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_type is SystemExit:
            return  # how a thread may end on purpose
        report = make_report(args.exc_type, args.exc_value or args.exc_type(), args.exc_traceback)
        name = args.thread.name if args.thread is not None else "a thread"
        log.error("Uncaught error in %s\n%s", name, report.details.rstrip())


# Qt's messages ---------------------------------------------------------------------------------------------


def _level(kind: QtMsgType) -> int:
    from PySide6.QtCore import QtMsgType  # Python makes Qt's enums on first use: here, not at start-up

    return {
        QtMsgType.QtDebugMsg: logging.DEBUG,
        QtMsgType.QtInfoMsg: logging.INFO,
        QtMsgType.QtCriticalMsg: logging.ERROR,
        QtMsgType.QtFatalMsg: logging.CRITICAL,
    }.get(kind, logging.WARNING)


class QtMessages:
    """Qt's qDebug/qWarning/qCritical/qFatal output as log records; the same message again is counted."""

    def __init__(self, crash_file: IO[str] | None) -> None:
        self._crash_file = crash_file
        self._last: tuple[QtMsgType, str] | None = None
        self._repeats = 0

    def __call__(self, kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if (kind, message) == self._last:
            self._repeats += 1
            if self._repeats + 1 in QT_REPEATS_LOGGED:
                qt_log.log(_level(kind), "%s (%d times)", message, self._repeats + 1)
            return
        self._last, self._repeats = (kind, message), 0
        category = context.category if context is not None else None
        text = message if not category or category == "default" else f"{message} [{category}]"
        qt_log.log(_level(kind), "%s", text)
        if _level(kind) == logging.CRITICAL:  # a fatal message: Qt aborts the process next
            for stream in (self._crash_file, sys.__stderr__):
                if stream is not None:
                    stream.write(f"Qt fatal error: {text}\n")
                    stream.flush()


# The crash log ---------------------------------------------------------------------------------------------


def open_crash_log(log_dir: Path) -> IO[str] | None:
    """`crash.log` opened to append, after a header line; None when the folder cannot be written."""
    path = log_dir / CRASH_LOG
    try:
        log_dir.mkdir(parents=True, exist_ok=True)
        if path.exists() and path.stat().st_size > CRASH_LOG_KEEP_BYTES:
            path.replace(path.with_name(CRASH_LOG + ".1"))
        crash_file = path.open("a", encoding="utf-8", errors="replace")
        stamp = time.strftime("%Y-%m-%d %H:%M:%S %z")
        crash_file.write(f"--- {stamp} Desktop Agent {__version__} started (pid {os.getpid()})\n")
        crash_file.flush()
    except OSError:
        log.warning("Cannot write the crash log in %s", log_dir, exc_info=True)
        return None
    return crash_file


class CrashHandling:
    """What `install_crash_handling` set up (the crash log's file stays open as long as this lives)."""

    def __init__(
        self,
        handler: CrashHandler,
        qt_messages: QtMessages,
        crash_file: IO[str] | None,
        previous_qt_handler: Callable[..., object] | None,
    ) -> None:
        self.handler, self.qt_messages = handler, qt_messages
        self.crash_file, self.previous_qt_handler = crash_file, previous_qt_handler

    def end_of_run(self) -> None:
        """The event loop has ended: Qt's messages go back to Qt (to stderr) while Qt tears down, when
        Python may be finishing too; the hooks and the crash log stay until the process ends."""
        qInstallMessageHandler(None)

    def uninstall(self) -> None:
        self.handler.uninstall()
        qInstallMessageHandler(self.previous_qt_handler)
        if self.crash_file is not None and faulthandler.is_enabled():
            faulthandler.disable()
        if self.crash_file is not None:
            self.crash_file.close()


def install_crash_handling(
    log_dir: Path, *, show: ShowCrash = show_crash_dialog, faults: bool = True
) -> CrashHandling:
    """Logs every uncaught error, shows a bug in a Qt slot with `show`, and (`faults`) writes hard crashes
    to `<log_dir>/crash.log`. A faulthandler someone turned on (`python -X faulthandler`, a test runner)
    is left as it is."""
    crash_file = open_crash_log(log_dir) if faults and not faulthandler.is_enabled() else None
    if crash_file is not None:
        faulthandler.enable(file=crash_file, all_threads=True)
    handler = CrashHandler(show=show)
    handler.install()
    messages = QtMessages(crash_file)
    previous = qInstallMessageHandler(messages)
    return CrashHandling(handler, messages, crash_file, previous)
