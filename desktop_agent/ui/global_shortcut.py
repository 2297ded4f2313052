"""The global shortcut that opens Quick ask, pressed while any application has the keyboard.

X11: XGrabKey on the root window, from the system's libX11 through ctypes (libX11 is in the process already
where Qt runs on xcb; python-xlib cost 5.6 MB for the session): the X server sends only that combination to
us (it is not typed into the focused application), and a thread waits for it in poll() on its X connection
and a pipe of its own (no work while no key comes).
Windows and macOS: pynput's GlobalHotKeys (a low-level keyboard hook / an event tap, each in its own thread
blocked in the system's message loop).
Wayland: only the desktop gives global shortcuts, through its GlobalShortcuts portal (D-Bus, in a thread:
`global_shortcut_portal`); a desktop without it is said in words (`availability`, and `problem`).

The press reaches the Qt thread through a queued signal (`pressed`). The library is loaded in the
listener's thread, after the window's first paint.
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import functools
import logging
import os
import select
import socket
import sys
import threading
from collections import deque
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, Literal

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal

log = logging.getLogger(__name__)

Backend = Literal["x11", "hotkeys", "wayland", "none"]

_MODIFIERS = {
    "ctrl": "ctrl", "control": "ctrl", "alt": "alt", "option": "alt", "shift": "shift",
    "meta": "super", "super": "super", "win": "super", "cmd": "super", "command": "super",
}  # fmt: skip
_KEY_NAMES = {
    "space": "space", "enter": "Return", "return": "Return", "tab": "Tab", "esc": "Escape",
    "escape": "Escape", "backspace": "BackSpace", "insert": "Insert", "delete": "Delete", "home": "Home",
    "end": "End", "pgup": "Prior", "pageup": "Prior", "pgdown": "Next", "pagedown": "Next",
}  # fmt: skip


@dataclass(frozen=True, slots=True)
class Combo:
    modifiers: frozenset[str]
    """Of "ctrl", "alt", "shift", "super"."""
    key: str
    """An X keysym name ("space", "a", "F1")."""

    def pynput(self) -> str:
        """As pynput's GlobalHotKeys writes it: `<ctrl>+<alt>+<space>`."""
        names = {"ctrl": "<ctrl>", "alt": "<alt>", "shift": "<shift>", "super": "<cmd>"}
        key = self.key.lower() if len(self.key) == 1 else f"<{self.key.lower()}>"
        return "+".join([*(names[m] for m in sorted(self.modifiers)), key])


def parse(text: str) -> Combo | None:
    """`Ctrl+Alt+Space` (as Qt's key sequences are written, any case); None when it is not a combination
    of modifiers and one key (a shortcut without a modifier would take a key from every application)."""
    parts = [p.strip() for p in text.replace(" ", "").split("+")]
    if len(parts) < 2 or not all(parts):
        return None
    *mods, key = parts
    modifiers = frozenset(_MODIFIERS.get(m.lower(), "") for m in mods)
    if "" in modifiers or not modifiers:
        return None
    lowered = key.lower()
    if len(key) == 1 and key.isprintable():
        return Combo(modifiers, lowered)
    if lowered in _KEY_NAMES:
        return Combo(modifiers, _KEY_NAMES[lowered])
    if lowered[:1] == "f" and lowered[1:].isdigit() and 1 <= int(lowered[1:]) <= 24:
        return Combo(modifiers, f"F{int(lowered[1:])}")
    return None


def backend(env: Mapping[str, str] | None = None, platform: str | None = None) -> Backend:
    """Which way this desktop gives a global shortcut."""
    env = os.environ if env is None else env
    platform = sys.platform if platform is None else platform
    if platform in ("win32", "darwin"):
        return "hotkeys"
    if env.get("WAYLAND_DISPLAY") or env.get("XDG_SESSION_TYPE") == "wayland":
        return "wayland"  # XWayland's root window sees keys only while an X11 window has the focus
    return "x11" if env.get("DISPLAY") else "none"


def availability(kind: Backend) -> str:
    """What Settings says about the shortcut on this desktop ("" where it works)."""
    if kind == "wayland":  # "" once the desktop's GlobalShortcuts portal answered a listener
        from desktop_agent.ui import global_shortcut_portal as portal

        return "" if portal.offered() else portal.absent()
    if kind == "none":
        return QCoreApplication.translate(
            "GlobalShortcut", "This desktop offers no global shortcuts: Quick ask is in the tray's menu."
        )
    return ""


class GlobalShortcut(QObject):
    """One global shortcut at a time (`listen`); `pressed` on the Qt thread each time it is pressed."""

    pressed = Signal()
    problem = Signal(str)
    """The shortcut could not be taken (another application holds it, a broken display): said in words."""
    listening = Signal()
    """The shortcut is taken: its presses come from now on."""
    _from_thread = Signal()
    _problem_from_thread = Signal(str)
    _listening_from_thread = Signal()

    def __init__(self, parent: QObject | None = None, *, kind: Backend | None = None) -> None:
        super().__init__(parent)
        self.kind: Backend = backend() if kind is None else kind
        self._stop: Callable[[], None] | None = None
        self._grab: _X11Grab | None = None
        self.combo: Combo | None = None
        queued = Qt.ConnectionType.QueuedConnection
        self._from_thread.connect(self.pressed.emit, queued)
        self._problem_from_thread.connect(self.problem.emit, queued)
        self._listening_from_thread.connect(self.listening.emit, queued)

    def listen(self, text: str) -> str:
        """Listen for `text` ("" stops listening); returns what to tell the person ("" when it listens)."""
        self.stop()
        if not text.strip():
            return ""
        combo = parse(text)
        if combo is None:
            return QCoreApplication.translate(
                "GlobalShortcut",
                "“{text}” is not a shortcut: write modifiers and a key, like Ctrl+Alt+Space.",
            ).format(text=text)
        note = "" if self.kind == "wayland" else availability(self.kind)  # the portal's answer: `problem`
        if note:
            return note
        self.combo = combo
        said = (self._from_thread.emit, self._problem_from_thread.emit, self._listening_from_thread.emit)
        if self.kind == "x11":
            self._grab = _X11Grab(combo, *said)
            self._stop = self._grab.start()
        elif self.kind == "wayland":
            from desktop_agent.ui.global_shortcut_portal import PortalShortcut

            self._stop = PortalShortcut(combo, *said).start()
        else:
            self._stop = _pynput_hotkeys(combo, *said)
        return ""

    def stop(self) -> None:
        stop, self._stop, self.combo, self._grab = self._stop, None, None, None
        if stop is not None:
            stop()

    def bring_forward(self, window_id: int) -> None:
        """After the window was shown for a press: on X11 a window manager may refuse an application's own
        activation (focus stealing prevention: the press went to the grab, not to Qt); asked as a pager does,
        with the press's time, it gives the window the keyboard."""
        if self._grab is not None:
            self._grab.activate(window_id)


class _X11Grab:
    """XGrabKey on the root window, for the combination with and without Caps Lock and Num Lock, over the
    thread's own connection to the X server (libX11 through ctypes).

    The thread waits in poll() on the connection and on a pipe of its own: it costs nothing while no key
    comes, and `stop` and `activate` reach it by a command written to that pipe (Xlib's calls for a
    connection stay in the thread that opened it)."""

    def __init__(
        self,
        combo: Combo,
        pressed: Callable[[], None],
        problem: Callable[[str], None],
        listening: Callable[[], None],
    ) -> None:
        self._combo = combo
        self._pressed = pressed
        self._problem = problem
        self._listening = listening
        self.time = 0
        """The X server's time of the last press (0: none yet)."""
        self._display_name = os.environ.get("DISPLAY", "")
        self._ready = threading.Event()
        self._commands: deque[tuple[Literal["stop", "activate"], int]] = deque()
        self._wake_lock = threading.Lock()
        self._wake: tuple[int, int] | None = None
        """The pipe (read, write) that wakes the thread; None once the thread has ended."""
        self._thread = threading.Thread(target=self._run, name="global shortcut (X11)", daemon=True)

    def start(self) -> Callable[[], None]:
        """The thread loads libX11 and takes the key (the Qt thread does not wait for it)."""
        read, write = os.pipe()
        os.set_blocking(read, False)
        os.set_blocking(write, False)
        self._wake = (read, write)
        self._thread.start()
        return self.stop

    def activate(self, window_id: int) -> None:
        """_NET_ACTIVE_WINDOW for `window_id`, from a pager (source 2), at the press's time (sent by the
        thread, over its connection)."""
        self._send("activate", window_id)

    def stop(self) -> None:
        """The thread gives the key back and closes its connection (waited for: the key is free after)."""
        self._ready.wait(5)
        if self._send("stop", 0):
            self._thread.join(2)

    def _send(self, command: Literal["stop", "activate"], argument: int) -> bool:
        with self._wake_lock:
            if self._wake is None:
                return False  # the thread has ended
            self._commands.append((command, argument))
            with contextlib.suppress(BlockingIOError):  # a full pipe: the thread is awake already
                os.write(self._wake[1], b"\0")
            return True

    def _run(self) -> None:
        try:
            self._listen()
        except Exception as error:  # a broken display: said, never raised into the app
            log.warning("The global shortcut could not listen: %s", error)
            self._problem(
                QCoreApplication.translate(
                    "GlobalShortcut", "The shortcut could not be set up: {error}"
                ).format(error=error)
            )
        finally:
            self._ready.set()
            with self._wake_lock:
                wake, self._wake = self._wake, None
            if wake is not None:
                os.close(wake[0])
                os.close(wake[1])

    def _listen(self) -> None:
        try:
            x = _libx11()
        except OSError as error:
            log.warning("The global shortcut has no libX11: %s", error)
            self._problem(
                QCoreApplication.translate(
                    "GlobalShortcut",
                    "The shortcut needs the X11 library (libX11), which could not be loaded: the shortcut "
                    "does nothing here. Quick ask is in the tray's menu.",
                )
            )
            return
        display: int | None = x.XOpenDisplay(self._display_name.encode() or None)
        if not display:
            raise OSError(f"cannot open the display {self._display_name!r}")
        closing = True
        try:
            self._serve(x, display)
        except _ConnectionLostError:
            closing = False  # Xlib would end the process on closing a connection the server closed
            raise
        finally:
            if closing:
                x.XCloseDisplay(display)

    def _serve(self, x: ctypes.CDLL, display: int) -> None:
        """Takes the key, and waits for it until stopped."""
        root = int(x.XDefaultRootWindow(display))
        keysym = int(x.XStringToKeysym(self._combo.key.encode()))
        if not keysym and len(self._combo.key) == 1 and ord(self._combo.key) < 0x100:
            keysym = ord(self._combo.key)  # "/", "," ...: Latin-1 keysyms are their code points
        keycode = int(x.XKeysymToKeycode(display, keysym)) if keysym else 0
        if not keycode:
            raise ValueError(f"no key {self._combo.key!r} on this keyboard")
        modifiers = 0
        for name in self._combo.modifiers:
            modifiers |= _MASKS[name]
        with _trapped(x, display) as errors:
            for locks in _LOCK_VARIANTS:
                x.XGrabKey(
                    display, keycode, modifiers | locks, root, True, _GRAB_MODE_ASYNC, _GRAB_MODE_ASYNC
                )
        if _BAD_ACCESS in errors:
            self._problem(
                QCoreApplication.translate(
                    "GlobalShortcut", "Another application already uses this shortcut: choose another."
                )
            )
            return
        if errors:
            raise OSError(f"the X server refused the key (X error {errors[0]})")
        self._ready.set()
        self._listening()
        log.info(
            "Listening for the global shortcut %s",
            "+".join([*sorted(self._combo.modifiers), self._combo.key]),
        )
        assert self._wake is not None  # the thread closes it, after this
        wake = self._wake[0]
        connection = int(x.XConnectionNumber(display))
        poll = select.poll()
        poll.register(connection, select.POLLIN)
        poll.register(wake, select.POLLIN)
        event = _XEvent()
        with socket.socket(fileno=os.dup(connection)) as peek:
            while True:
                while x.XPending(display):  # what Xlib has read already, then what waits on the connection
                    x.XNextEvent(display, ctypes.byref(event))
                    key = event.xkey
                    if (
                        event.type == _KEY_PRESS
                        and key.keycode == keycode
                        and key.state & _CORE_MODIFIERS & ~_LOCKS == modifiers
                    ):
                        self.time = int(key.time)
                        self._pressed()
                ready = {fd for fd, _ in poll.poll()}  # no timeout: no work while no key comes
                if connection in ready and _closed(peek):
                    raise _ConnectionLostError("the X server closed the connection")
                if wake not in ready:
                    continue
                with contextlib.suppress(BlockingIOError):
                    while os.read(wake, 512):
                        pass
                while self._commands:
                    command, argument = self._commands.popleft()
                    if command == "stop":
                        with _trapped(x, display):
                            x.XUngrabKey(display, keycode, _ANY_MODIFIER, root)
                        return
                    self._activate(x, display, root, argument)

    def _activate(self, x: ctypes.CDLL, display: int, root: int, window_id: int) -> None:
        message = _XEvent()
        client = message.xclient
        client.type = _CLIENT_MESSAGE
        client.window = window_id
        client.message_type = int(x.XInternAtom(display, b"_NET_ACTIVE_WINDOW", False))
        client.format = 32
        client.data[:] = [2, self.time, 0, 0, 0]  # source: a pager; its time; no window of ours active
        with _trapped(x, display) as errors:
            sent = x.XSendEvent(display, root, False, _SUBSTRUCTURE_MASKS, ctypes.byref(message))
        if not sent or errors:  # Qt's own activation stands
            log.info(
                "Could not ask the window manager to activate Quick ask (sent: %s, X errors: %s)",
                sent,
                errors,
            )


# Xlib's values (X.h): modifier masks, grab mode, event types, error codes.
_SHIFT, _LOCK, _CONTROL, _MOD1, _MOD2, _MOD4 = 1 << 0, 1 << 1, 1 << 2, 1 << 3, 1 << 4, 1 << 6
_MASKS = {"ctrl": _CONTROL, "alt": _MOD1, "shift": _SHIFT, "super": _MOD4}
_LOCKS = _LOCK | _MOD2  # Caps Lock, Num Lock
_LOCK_VARIANTS = (0, _LOCK, _MOD2, _LOCK | _MOD2)
_CORE_MODIFIERS = 0xFF  # Shift, Lock, Control, Mod1 to Mod5 (not XKB's group bits)
_ANY_MODIFIER = 1 << 15
_GRAB_MODE_ASYNC = 1
_KEY_PRESS, _CLIENT_MESSAGE = 2, 33
_BAD_ACCESS = 10
_SUBSTRUCTURE_MASKS = (1 << 19) | (1 << 20)  # SubstructureNotifyMask | SubstructureRedirectMask


class _XKeyEvent(ctypes.Structure):
    _fields_ = (
        ("type", ctypes.c_int),
        ("serial", ctypes.c_ulong),
        ("send_event", ctypes.c_int),
        ("display", ctypes.c_void_p),
        ("window", ctypes.c_ulong),
        ("root", ctypes.c_ulong),
        ("subwindow", ctypes.c_ulong),
        ("time", ctypes.c_ulong),
        ("x", ctypes.c_int),
        ("y", ctypes.c_int),
        ("x_root", ctypes.c_int),
        ("y_root", ctypes.c_int),
        ("state", ctypes.c_uint),
        ("keycode", ctypes.c_uint),
        ("same_screen", ctypes.c_int),
    )


class _XClientMessageEvent(ctypes.Structure):
    _fields_ = (
        ("type", ctypes.c_int),
        ("serial", ctypes.c_ulong),
        ("send_event", ctypes.c_int),
        ("display", ctypes.c_void_p),
        ("window", ctypes.c_ulong),
        ("message_type", ctypes.c_ulong),
        ("format", ctypes.c_int),
        ("data", ctypes.c_long * 5),
    )


class _XEvent(ctypes.Union):
    _fields_ = (
        ("type", ctypes.c_int),
        ("xkey", _XKeyEvent),
        ("xclient", _XClientMessageEvent),
        ("pad", ctypes.c_long * 24),
    )


class _XErrorEvent(ctypes.Structure):
    _fields_ = (
        ("type", ctypes.c_int),
        ("display", ctypes.c_void_p),
        ("resourceid", ctypes.c_ulong),
        ("serial", ctypes.c_ulong),
        ("error_code", ctypes.c_ubyte),
        ("request_code", ctypes.c_ubyte),
        ("minor_code", ctypes.c_ubyte),
    )


_ErrorHandler = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(_XErrorEvent))

_SIGNATURES: dict[str, tuple[list[type[Any]], type[Any] | None]] = {
    "XOpenDisplay": ([ctypes.c_char_p], ctypes.c_void_p),
    "XCloseDisplay": ([ctypes.c_void_p], ctypes.c_int),
    "XDefaultRootWindow": ([ctypes.c_void_p], ctypes.c_ulong),
    "XConnectionNumber": ([ctypes.c_void_p], ctypes.c_int),
    "XStringToKeysym": ([ctypes.c_char_p], ctypes.c_ulong),
    "XKeysymToKeycode": ([ctypes.c_void_p, ctypes.c_ulong], ctypes.c_ubyte),
    "XGrabKey": (
        [
            ctypes.c_void_p,
            ctypes.c_int,
            ctypes.c_uint,
            ctypes.c_ulong,
            ctypes.c_int,
            ctypes.c_int,
            ctypes.c_int,
        ],
        ctypes.c_int,
    ),
    "XUngrabKey": ([ctypes.c_void_p, ctypes.c_int, ctypes.c_uint, ctypes.c_ulong], ctypes.c_int),
    "XSync": ([ctypes.c_void_p, ctypes.c_int], ctypes.c_int),
    "XPending": ([ctypes.c_void_p], ctypes.c_int),
    "XNextEvent": ([ctypes.c_void_p, ctypes.POINTER(_XEvent)], ctypes.c_int),
    "XInternAtom": ([ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int], ctypes.c_ulong),
    "XSendEvent": (
        [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_long, ctypes.POINTER(_XEvent)],
        ctypes.c_int,
    ),
    "XSetErrorHandler": ([ctypes.c_void_p], ctypes.c_void_p),
}


@functools.cache
def _libx11() -> ctypes.CDLL:
    """The system's libX11 (already in the process where Qt runs on xcb), its functions typed; OSError when
    it cannot be loaded."""
    try:
        library = ctypes.CDLL("libX11.so.6")
    except OSError:
        found = ctypes.util.find_library("X11")
        if found is None:
            raise OSError("libX11 was not found") from None
        library = ctypes.CDLL(found)
    for name, (arguments, result) in _SIGNATURES.items():
        function = getattr(library, name)
        function.argtypes = arguments
        function.restype = result
    return library


class _ConnectionLostError(OSError):
    pass


class _Trap:
    """The X errors of one connection, while `_trapped` holds Xlib's (process-wide) error handler; another
    connection's errors go on to the handler that was there before."""

    lock = threading.Lock()
    current: _Trap | None = None

    def __init__(self, display: int) -> None:
        self.display = display
        self.codes: list[int] = []
        self.previous: int | None = None


def _on_x_error(display: int | None, error: Any) -> int:
    trap = _Trap.current
    if trap is not None and display == trap.display:
        trap.codes.append(int(error.contents.error_code))
        return 0
    if trap is not None and trap.previous:
        return int(_ErrorHandler(trap.previous)(display, error))
    return 0


_ON_X_ERROR = _ErrorHandler(_on_x_error)  # referenced for as long as the module lives: Xlib may call it


@contextlib.contextmanager
def _trapped(x: ctypes.CDLL, display: int) -> Iterator[list[int]]:
    """The error codes of the requests sent inside (XSync at the end waits for the server's answers); the
    previous handler is back after."""
    with _Trap.lock:
        trap = _Trap(display)
        _Trap.current = trap
        trap.previous = x.XSetErrorHandler(ctypes.cast(_ON_X_ERROR, ctypes.c_void_p))
        try:
            yield trap.codes
        finally:
            x.XSync(display, False)
            x.XSetErrorHandler(trap.previous)
            _Trap.current = None


def _closed(connection: socket.socket) -> bool:
    """Whether the peer closed `connection` (what waits on it is left for its reader)."""
    try:
        return connection.recv(1, socket.MSG_PEEK | socket.MSG_DONTWAIT) == b""
    except BlockingIOError:
        return False
    except OSError:
        return True


def _pynput_hotkeys(
    combo: Combo, pressed: Callable[[], None], problem: Callable[[str], None], listening: Callable[[], None]
) -> Callable[[], None]:
    try:
        from pynput import keyboard  # Windows and macOS only (pyproject.toml)
    except ImportError as error:
        problem(str(error))
        return lambda: None
    hotkeys = keyboard.GlobalHotKeys({combo.pynput(): pressed})
    hotkeys.start()
    listening()
    return hotkeys.stop
