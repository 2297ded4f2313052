"""`--open-session ID`: the window on a session, and one window per data folder for it.

A running window listens on a local socket named after its data folder (`SessionDoor`, made after the first
paint). A launch with `--open-session` first knocks (`hand_over`): when a window of the same data folder
answers, that window comes to the front on the session and the launch ends; otherwise the new window opens
the session once its core has attached. A plain launch is unchanged (it opens a window). `--review-run JOB
RUN` (a notification's *Review refused calls*) travels the same way as the line `review JOB RUN`, and opens
the Schedules page on that run's refused calls.

On Linux and macOS the door is a Unix socket in this user's runtime folder (mode 0600, in a 0700 folder),
watched by a QSocketNotifier on the Qt thread; only Windows uses Qt's QLocalServer (a named pipe), whose
network library (with Kerberos and resolver libraries under it, about 3 MB resident) the others never load.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import os
import socket
import sys
import tempfile
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QSocketNotifier
from PySide6.QtWidgets import QWidget

from desktop_agent.domain.ids import is_plain_id

log = logging.getLogger(__name__)

KNOCK_MS = 1500
MOST_ID_CHARS = 200
OK = b"ok\n"
UNIX = sys.platform != "win32"
REVIEW = "review "


def review_target(job_id: str, run_id: str) -> str:
    """The line a launch hands over for `--review-run JOB RUN`."""
    return f"{REVIEW}{job_id} {run_id}"


def _review_of(line: str) -> tuple[str, str] | None:
    """The job's and the run's ids of a `review JOB RUN` line; None for any other line (a session's id)."""
    if not line.startswith(REVIEW):
        return None
    ids = line[len(REVIEW) :].split(" ")
    if len(ids) != 2 or not all(is_plain_id(one) for one in ids):
        return None
    return ids[0], ids[1]


def door_name(data_dir: Path) -> str:
    """The local socket's name: this user's, this data folder's."""
    user = str(os.getuid()) if hasattr(os, "getuid") else os.environ.get("USERNAME", "")
    digest = hashlib.sha256(f"{user}:{data_dir.resolve()}".encode()).hexdigest()[:16]
    return f"desktop-agent-{digest}"


def door_path(data_dir: Path) -> Path:
    """Where the Unix socket lives: the runtime folder when it is this user's and private, else a private
    folder of this user's in the system's temporary folder (made 0700; one owned by another user is not
    used)."""
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    if runtime and _private(Path(runtime)):
        return Path(runtime) / f"{door_name(data_dir)}.sock"
    folder = Path(tempfile.gettempdir()) / f"desktop-agent-{os.getuid()}"
    with contextlib.suppress(FileExistsError):
        folder.mkdir(mode=0o700)
    if not _private(folder):
        raise OSError(f"{folder} is not this user's private folder")
    return folder / f"{door_name(data_dir)}.sock"


def _private(folder: Path) -> bool:
    try:
        info = folder.lstat()
    except OSError:
        return False
    return (
        folder.is_dir()
        and not folder.is_symlink()
        and info.st_uid == os.getuid()
        and info.st_mode & 0o077 == 0
    )


def hand_over(data_dir: Path, session_id: str, timeout_ms: int = KNOCK_MS) -> bool:
    """Ask the window running on `data_dir` to show the session; True when it said it will."""
    if not UNIX:
        return _hand_over_pipe(data_dir, session_id, timeout_ms)
    try:
        path = door_path(data_dir)
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as knock:
            knock.settimeout(timeout_ms / 1000)
            knock.connect(str(path))
            knock.sendall(session_id.encode("utf-8") + b"\n")
            return knock.recv(len(OK)).startswith(OK)
    except OSError:
        return False


def _hand_over_pipe(data_dir: Path, session_id: str, timeout_ms: int) -> bool:
    from PySide6.QtNetwork import QLocalSocket

    pipe = QLocalSocket()
    pipe.connectToServer(door_name(data_dir))
    if not pipe.waitForConnected(timeout_ms):
        return False
    try:
        pipe.write(session_id.encode("utf-8") + b"\n")
        if not pipe.waitForBytesWritten(timeout_ms) or not pipe.waitForReadyRead(timeout_ms):
            return False
        return bytes(pipe.readAll().data()).startswith(OK)
    finally:
        pipe.disconnectFromServer()


class SessionDoor(QObject):
    """Where later launches hand over a session: brings `window` to the front and `open_session`s it (or,
    for a `review JOB RUN` line, `review_run`s it). What is asked before the core has attached (this
    launch's own `--open-session` too) waits for `ready`."""

    def __init__(
        self,
        data_dir: Path,
        window: QWidget,
        open_session: Callable[[str], object],
        first: str | None = None,
        *,
        review_run: Callable[[str, str], object] | None = None,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._open_session = open_session
        self._review_run = review_run
        self._waiting = first
        self._ready = False
        self._listener: socket.socket | None = None
        self._path: Path | None = None
        self._notifiers: dict[int, tuple[socket.socket, QSocketNotifier, bytearray]] = {}
        self._pipe: Any = None
        self.listening = False
        try:
            self._open(data_dir) if UNIX else self._open_pipe(data_dir)
        except OSError as error:
            log.warning("Could not listen for sessions to open: %s", error)

    # ---- listening ----

    def _open(self, data_dir: Path) -> None:
        path = door_path(data_dir)
        listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            listener.bind(str(path))
        except OSError:
            if hand_over_alive(path):  # another window of this folder serves it
                listener.close()
                log.info("Another window serves %s; this one does not listen", path.name)
                return
            path.unlink(missing_ok=True)  # left behind by a window that ended without closing it
            listener.bind(str(path))
        path.chmod(0o600)
        listener.listen(4)
        listener.setblocking(False)
        self._listener, self._path, self.listening = listener, path, True
        self._accepting = QSocketNotifier(listener.fileno(), QSocketNotifier.Type.Read, self)
        self._accepting.activated.connect(self._knocked)

    def _knocked(self) -> None:
        assert self._listener is not None
        while True:
            try:
                conn, _ = self._listener.accept()
            except (BlockingIOError, InterruptedError):
                return
            except OSError as error:
                log.warning("A knock could not be taken: %s", error)
                return
            conn.setblocking(False)
            fd = conn.fileno()
            notifier = QSocketNotifier(fd, QSocketNotifier.Type.Read, self)
            self._notifiers[fd] = (conn, notifier, bytearray())
            notifier.activated.connect(partial(self._read, fd))  # (the signal's own arguments ignored)

    def _read(self, fd: int, *_signalled: object) -> None:
        if fd not in self._notifiers:
            return
        conn, _notifier, got = self._notifiers[fd]
        try:
            chunk = conn.recv(MOST_ID_CHARS + 2)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            chunk = b""
        got += chunk
        if chunk and b"\n" not in got and len(got) <= MOST_ID_CHARS:
            return  # more to come
        self._drop(fd)
        line = bytes(got.split(b"\n", 1)[0]).decode("utf-8", "replace").strip()
        if b"\n" in got and line and len(line) <= MOST_ID_CHARS and line.isprintable():
            with contextlib.suppress(OSError):
                conn.send(OK)
            log.info("Asked to show session %s", line)
            self.show(line)
        conn.close()

    def _drop(self, fd: int) -> None:
        _, notifier, _ = self._notifiers.pop(fd)
        notifier.setEnabled(False)
        notifier.deleteLater()

    def _open_pipe(self, data_dir: Path) -> None:
        from PySide6.QtNetwork import QLocalServer, QLocalSocket

        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        name = door_name(data_dir)
        if not server.listen(name):
            probe = QLocalSocket()
            probe.connectToServer(name)
            if probe.waitForConnected(200):
                probe.disconnectFromServer()
                return
            QLocalServer.removeServer(name)
            if not server.listen(name):
                raise OSError(server.errorString())
        self._pipe, self.listening = server, True

        def knocked() -> None:
            while (pipe := server.nextPendingConnection()) is not None:
                pipe.readyRead.connect(lambda p=pipe: self._read_pipe(p))
                pipe.disconnected.connect(pipe.deleteLater)

        server.newConnection.connect(knocked)

    def _read_pipe(self, pipe: Any) -> None:
        if not pipe.canReadLine():
            if pipe.bytesAvailable() > MOST_ID_CHARS:
                pipe.abort()
            return
        line = bytes(pipe.readLine(MOST_ID_CHARS + 2).data()).decode("utf-8", "replace").strip()
        if line and line.isprintable():
            pipe.write(OK)
            pipe.flush()
            self.show(line)
        pipe.disconnectFromServer()

    # ---- showing ----

    def ready(self) -> None:
        """The core has attached: a session asked meanwhile opens now."""
        self._ready = True
        if self._waiting:
            self.show(self._waiting)
            self._waiting = None

    def show(self, session_id: str) -> None:
        window = self._window
        window.showNormal() if window.isMinimized() else window.show()
        window.raise_()
        window.activateWindow()
        if not self._ready:
            self._waiting = session_id
            return
        review = _review_of(session_id)
        if review is not None and self._review_run is not None:
            self._review_run(*review)
        elif not session_id.startswith(REVIEW.strip()):  # a review line that is not two ids opens nothing
            self._open_session(session_id)

    def close(self) -> None:
        for fd in list(self._notifiers):
            conn = self._notifiers[fd][0]
            self._drop(fd)
            conn.close()
        if self._listener is not None:
            self._accepting.setEnabled(False)
            self._listener.close()
            self._listener = None
            if self._path is not None:
                self._path.unlink(missing_ok=True)
        if self._pipe is not None:
            self._pipe.close()
        self.listening = False

    def after(self, attached: Callable[..., object] | None) -> Callable[..., None]:
        """What start-up tells once the core has attached: `attached` (the tray's), then `ready`."""

        def both(*args: object) -> None:
            if attached is not None:
                attached(*args)
            self.ready()

        return both


def hand_over_alive(path: Path) -> bool:
    """Whether a window listens at `path` (a connection is taken there)."""
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as probe:
            probe.settimeout(0.2)
            probe.connect(str(path))
            return True
    except OSError:
        return False
