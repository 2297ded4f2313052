"""Quick ask's global shortcut on Wayland, through the desktop's GlobalShortcuts portal.

On Wayland no application may see keys meant for another; only the desktop gives global shortcuts, over
D-Bus: `org.freedesktop.portal.GlobalShortcuts` (xdg-desktop-portal, with GNOME's, KDE's or Hyprland's
backend). The listener opens a session (`CreateSession`), asks for one shortcut, `quick-ask`, with the
person's combination as its preferred trigger (`BindShortcuts`: the desktop may show a dialog and the person
may choose another key or refuse), then waits for `Activated`. Each call answers later with the
`org.freedesktop.portal.Request::Response` signal, on a path known before the call (subscribed to first).

It runs in a thread of its own with a blocking jeepney connection (jeepney is imported in that thread only),
waiting in poll() on the connection and on a pipe of its own: no work while no key comes, and `stop` wakes it
to close the session (`org.freedesktop.portal.Session.Close`). What happens reaches the Qt thread through
the callables it is given (queued signals of `GlobalShortcut`).

What the person is told: no portal, or no GlobalShortcuts in it (the desktop's note, as Settings says it);
a refused binding; a binding to another key than asked (which one); a binding without a key.
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import secrets
import select
import threading
import time
from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from desktop_agent.ui.global_shortcut import Combo

log = logging.getLogger(__name__)

PORTAL = "org.freedesktop.portal.Desktop"
PATH = "/org/freedesktop/portal/desktop"
SHORTCUTS = "org.freedesktop.portal.GlobalShortcuts"
REQUEST = "org.freedesktop.portal.Request"
SESSION = "org.freedesktop.portal.Session"
REGISTRY = "org.freedesktop.host.portal.Registry"
APP_ID = "io.github.desktopagent.DesktopAgent"
"""The application id the portal knows Desktop Agent by: its .desktop file's basename (as the window gives
it to Wayland, `setDesktopFileName`)."""
SHORTCUT_ID = "quick-ask"
CALL_TIMEOUT_S = 10.0
"""How long a method call's reply is waited for (a Response may take as long as the person's dialog)."""
_NO_PORTAL = (
    "org.freedesktop.DBus.Error.ServiceUnknown",
    "org.freedesktop.DBus.Error.NameHasNoOwner",
    "org.freedesktop.DBus.Error.Spawn.ServiceNotFound",
)

# What the last listener learned on this session bus: whether GlobalShortcuts answered (None: not asked yet).
_offered: bool | None = None


def offered() -> bool:
    """Whether the desktop's GlobalShortcuts portal answered the last listener (Settings then says nothing
    about Wayland)."""
    return _offered is True


def absent() -> str:
    """What Settings and the tray say on a Wayland desktop without the GlobalShortcuts portal."""
    return QCoreApplication.translate(
        "GlobalShortcut",
        "On Wayland only the desktop may give global shortcuts, through its GlobalShortcuts portal, and this "
        "desktop does not offer it: the shortcut does nothing here. Quick ask is in the tray's menu.",
    )


# ---- the app's combination as the portal writes it (the XDG shortcuts format), and back ----

_TRIGGER_MODIFIERS = (("ctrl", "CTRL"), ("alt", "ALT"), ("shift", "SHIFT"), ("super", "LOGO"))
_KEYSYMS = {
    " ": "space", "/": "slash", "\\": "backslash", ",": "comma", ".": "period", ";": "semicolon",
    ":": "colon", "'": "apostrophe", '"': "quotedbl", "`": "grave", "~": "asciitilde", "-": "minus",
    "_": "underscore", "=": "equal", "+": "plus", "[": "bracketleft", "]": "bracketright",
    "{": "braceleft", "}": "braceright", "!": "exclam", "@": "at", "#": "numbersign", "$": "dollar",
    "%": "percent", "^": "asciicircum", "&": "ampersand", "*": "asterisk", "(": "parenleft",
    ")": "parenright", "<": "less", ">": "greater", "?": "question", "|": "bar",
}  # fmt: skip
_DESCRIBED_MODIFIERS = {
    "ctrl": "ctrl", "control": "ctrl", "primary": "ctrl", "alt": "alt", "mod1": "alt", "option": "alt",
    "shift": "shift", "super": "super", "logo": "super", "meta": "super", "win": "super", "mod4": "super",
    "cmd": "super",
}  # fmt: skip
_KEY_ALIASES = {
    "enter": "return", "esc": "escape", "pgup": "prior", "pageup": "prior", "page up": "prior",
    "pgdown": "next", "pagedown": "next", "page down": "next", "del": "delete", "ins": "insert",
}  # fmt: skip


def trigger(combo: Combo) -> str:
    """`preferred_trigger` for `combo`: `CTRL+ALT+space`, `LOGO+k`, `CTRL+SHIFT+F5`, `CTRL+slash`."""
    modifiers = [name for ours, name in _TRIGGER_MODIFIERS if ours in combo.modifiers]
    return "+".join([*modifiers, _KEYSYMS.get(combo.key, combo.key)])


def described_as(description: str, combo: Combo) -> bool:
    """Whether the desktop's `trigger_description` ("Ctrl+Alt+Space", "<Control><Alt>space",
    "CTRL+ALT+space", "Meta+K") is `combo`."""
    text = re.sub(r"<([A-Za-z0-9]+)>", r"\1+", description.strip())
    parts = [part.strip().lower() for part in text.split("+")]
    if len(parts) < 2 or not parts[-1]:
        return False
    *modifiers, key = parts
    named = {_DESCRIBED_MODIFIERS.get(modifier, "") for modifier in modifiers}
    key = _KEY_ALIASES.get(key, key)
    ours = {combo.key.lower(), _KEYSYMS.get(combo.key, combo.key).lower()}
    return "" not in named and named == set(combo.modifiers) and key in ours


# ---- the listener ----


class _StoppedError(Exception):
    """`stop` was asked for while the thread waited."""


class _AbsentError(Exception):
    """No portal on the bus, or no GlobalShortcuts in it."""


class _RefusedError(Exception):
    def __init__(self, method: str, code: int) -> None:
        super().__init__(f"{method} answered {code}")
        self.method, self.code = method, code


class _DBusError(Exception):
    def __init__(self, name: str, body: tuple[Any, ...]) -> None:
        super().__init__(f"{name}: {body[0] if body else ''}")
        self.name = name


class PortalShortcut:
    """One session of the GlobalShortcuts portal with one shortcut, in a thread; `stop` closes the session
    (waited for: the thread has ended after)."""

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
        self._stopping = threading.Event()
        self._wake_lock = threading.Lock()
        self._wake: tuple[int, int] | None = None
        """The pipe (read, write) that wakes the thread; None once the thread has ended."""
        self._thread = threading.Thread(target=self._run, name="global shortcut (portal)", daemon=True)
        # the thread's own, from here on
        self._connection: Any = None
        self._poll = select.poll()
        self._set_aside: deque[Any] = deque()
        self._owner = ""
        """The portal's unique name: signals from anyone else are not the desktop's."""
        self._session = ""

    def start(self) -> Callable[[], None]:
        """The thread connects and asks the portal (the Qt thread does not wait for it)."""
        read, write = os.pipe()
        os.set_blocking(read, False)
        os.set_blocking(write, False)
        self._wake = (read, write)
        self._thread.start()
        return self.stop

    def stop(self) -> None:
        self._stopping.set()
        with self._wake_lock:
            if self._wake is not None:
                with contextlib.suppress(BlockingIOError):  # a full pipe: the thread is awake already
                    os.write(self._wake[1], b"\0")
        if self._thread.is_alive() and self._thread is not threading.current_thread():
            self._thread.join(CALL_TIMEOUT_S / 2)

    def _run(self) -> None:
        global _offered
        try:
            from jeepney.io.blocking import open_dbus_connection

            with open_dbus_connection(bus="SESSION") as connection:
                self._connection = connection
                try:
                    self._serve()
                finally:
                    self._close_session()
        except _StoppedError:
            pass
        except _AbsentError:
            _offered = False
            self._problem(absent())
        except _RefusedError as refused:
            log.warning("The desktop refused Quick ask's shortcut (%s)", refused)
            self._problem(
                QCoreApplication.translate(
                    "GlobalShortcut",
                    "The desktop did not give Quick ask its shortcut (refused or cancelled): set the "
                    "shortcut again to be asked again. Quick ask is in the tray's menu.",
                )
            )
        except Exception as error:  # a broken bus: said, never raised into the app
            if self._connection is None:  # no session bus at all: no portal either
                log.info("No session bus for the GlobalShortcuts portal: %s", error)
                _offered = False
                self._problem(absent())
            else:
                log.warning("The global shortcut could not listen through the portal: %s", error)
                self._problem(
                    QCoreApplication.translate(
                        "GlobalShortcut", "The shortcut could not be set up: {error}"
                    ).format(error=error)
                )
        finally:
            self._connection = None
            with self._wake_lock:
                wake, self._wake = self._wake, None
            if wake is not None:
                os.close(wake[0])
                os.close(wake[1])

    def _serve(self) -> None:
        global _offered
        from jeepney import DBusAddress, MatchRule, new_method_call
        from jeepney.bus_messages import message_bus

        assert self._wake is not None
        self._poll.register(self._connection.sock.fileno(), select.POLLIN)
        self._poll.register(self._wake[0], select.POLLIN)
        sender = self._connection.unique_name.lstrip(":").replace(".", "_")
        for rule in (
            MatchRule(type="signal", sender=PORTAL, interface=REQUEST, member="Response",
                      path_namespace=f"{PATH}/request/{sender}"),
            MatchRule(type="signal", sender=PORTAL, interface=SESSION,
                      path_namespace=f"{PATH}/session/{sender}"),
            MatchRule(type="signal", sender=PORTAL, interface=SHORTCUTS, path=PATH),
        ):  # fmt: skip
            self._call(message_bus.AddMatch(rule))
        self._register()
        properties = DBusAddress(PATH, bus_name=PORTAL, interface="org.freedesktop.DBus.Properties")
        try:
            ((_, version),) = self._call(new_method_call(properties, "Get", "ss", (SHORTCUTS, "version")))
        except _DBusError as error:  # no portal, or one without GlobalShortcuts (older, another desktop's)
            log.info("No GlobalShortcuts portal: %s", error)
            raise _AbsentError from error
        _offered = True
        (self._owner,) = self._call(message_bus.GetNameOwner(PORTAL))
        log.info("The desktop offers the GlobalShortcuts portal, version %s", version)
        portal = DBusAddress(PATH, bus_name=PORTAL, interface=SHORTCUTS)
        token = f"desktop_agent_{secrets.token_hex(6)}"
        self._session = f"{PATH}/session/{sender}/{token}"  # closed on stop even before the Response
        options = {"handle_token": ("s", token), "session_handle_token": ("s", token)}
        created = self._request(sender, token, new_method_call(portal, "CreateSession", "a{sv}", (options,)))
        self._session = str(created.get("session_handle", ("o", self._session))[1])
        wanted = trigger(self._combo)
        description = QCoreApplication.translate("GlobalShortcut", "Open Desktop Agent's Quick ask")
        shortcut = (SHORTCUT_ID, {"description": ("s", description), "preferred_trigger": ("s", wanted)})
        token = f"desktop_agent_{secrets.token_hex(6)}"
        bind = new_method_call(portal, "BindShortcuts", "oa(sa{sv})sa{sv}",
                               (self._session, [shortcut], "", {"handle_token": ("s", token)}))  # fmt: skip
        bound = self._request(sender, token, bind)
        described = _trigger_description(bound.get("shortcuts", ("a(sa{sv})", []))[1])
        self._listening()
        log.info("Listening for the global shortcut %s through the portal (bound to %r)", wanted, described)
        if described is None or not described.strip():
            self._problem(
                QCoreApplication.translate(
                    "GlobalShortcut",
                    "The desktop took Quick ask's shortcut without a key: give it one in the desktop's "
                    "keyboard settings.",
                )
            )
        elif not described_as(described, self._combo):
            self._problem(
                QCoreApplication.translate(
                    "GlobalShortcut",
                    "The desktop gave Quick ask the shortcut {chosen} instead of {asked}: change it in the "
                    "desktop's keyboard settings.",
                ).format(chosen=described, asked="+".join(_readable(self._combo)))
            )
        self._wait_for_presses()

    def _register(self) -> None:
        """Tells a portal that knows host applications which one this is (before any other portal call);
        an older portal, or an application already known, goes on without it."""
        from jeepney import DBusAddress, new_method_call

        registry = DBusAddress(PATH, bus_name=PORTAL, interface=REGISTRY)
        try:
            self._call(new_method_call(registry, "Register", "sa{sv}", (APP_ID, {})))
        except _DBusError as error:
            if error.name in _NO_PORTAL:
                raise _AbsentError from error
            log.debug("The portal did not register the application: %s", error)

    def _wait_for_presses(self) -> None:
        from jeepney import HeaderFields

        while True:
            message = self._receive(None)
            fields = message.header.fields
            if fields.get(HeaderFields.sender) != self._owner or message.header.message_type.name != "signal":
                continue
            signal = (fields.get(HeaderFields.interface), fields.get(HeaderFields.member))
            body = message.body
            if signal == (SHORTCUTS, "Activated") and tuple(body[:2]) == (self._session, SHORTCUT_ID):
                self._pressed()
            elif signal == (SHORTCUTS, "ShortcutsChanged") and body and body[0] == self._session:
                log.info("The desktop changed Quick ask's shortcut to %r", _trigger_description(body[1]))
            elif signal == (SESSION, "Closed") and fields.get(HeaderFields.path) == self._session:
                self._session = ""
                log.warning("The desktop closed the global shortcut's session")
                self._problem(
                    QCoreApplication.translate(
                        "GlobalShortcut",
                        "The desktop ended Quick ask's shortcut: set the shortcut again to take it back.",
                    )
                )
                return

    def _request(self, sender: str, token: str, message: Any) -> dict[str, Any]:
        """Calls a portal method that answers with a Request's Response; its results (`_RefusedError` when
        the person or the desktop said no)."""
        from jeepney import HeaderFields

        path = f"{PATH}/request/{sender}/{token}"
        (handle,) = self._call(message)
        path = str(handle) or path  # an older portal's handle may not be the predicted one
        method = str(message.header.fields.get(HeaderFields.member))
        while True:
            answer = self._receive(None)  # as long as the person takes in the desktop's dialog
            fields = answer.header.fields
            if (
                fields.get(HeaderFields.path) == path
                and fields.get(HeaderFields.member) == "Response"
                and fields.get(HeaderFields.interface) == REQUEST
            ):
                code, results = answer.body
                if code != 0:
                    raise _RefusedError(method, int(code))
                return dict(results)

    def _call(self, message: Any, timeout: float = CALL_TIMEOUT_S) -> tuple[Any, ...]:
        """Sends a method call and waits for its reply (what else comes meanwhile is kept for later);
        `_DBusError` for an error reply."""
        from jeepney import HeaderFields

        serial = next(self._connection.outgoing_serial)
        self._connection.send(message, serial=serial)
        deadline, kept = time.monotonic() + timeout, []
        try:
            while True:
                reply = self._receive(deadline)
                if reply.header.fields.get(HeaderFields.reply_serial) == serial:
                    break
                kept.append(reply)
        finally:
            self._set_aside.extend(kept)
        if reply.header.message_type.name == "error":
            raise _DBusError(str(reply.header.fields.get(HeaderFields.error_name)), tuple(reply.body))
        return tuple(reply.body)

    def _receive(self, deadline: float | None) -> Any:
        """The next message (those kept aside first); `_StoppedError` once `stop` was asked for,
        TimeoutError after `deadline` (monotonic; None: no limit)."""
        if self._set_aside:
            return self._set_aside.popleft()
        assert self._wake is not None
        while True:
            if self._stopping.is_set():
                raise _StoppedError
            with contextlib.suppress(TimeoutError):
                return self._connection.receive(timeout=0)  # what the connection has read or can read now
            left = None if deadline is None else deadline - time.monotonic()
            if left is not None and left <= 0:
                raise TimeoutError("the portal did not answer in time")
            ready = {fd for fd, _ in self._poll.poll(None if left is None else int(left * 1000) + 1)}
            if self._wake[0] in ready:
                with contextlib.suppress(BlockingIOError):
                    while os.read(self._wake[0], 512):
                        pass

    def _close_session(self) -> None:
        """Session.Close (the desktop forgets the session's shortcut); its reply waited for, briefly."""
        session, self._session = self._session, ""
        if not session or self._connection is None:
            return
        from jeepney import DBusAddress, new_method_call

        closing = new_method_call(DBusAddress(session, bus_name=PORTAL, interface=SESSION), "Close")
        try:
            self._connection.send_and_get_reply(closing, timeout=2)
        except Exception as error:  # the portal went away, or the session is gone already
            log.debug("Closing the global shortcut's session: %s", error)


def _trigger_description(shortcuts: list[tuple[str, dict[str, tuple[str, Any]]]]) -> str | None:
    """Quick ask's `trigger_description` in a Response's or a signal's `shortcuts` (None: not bound)."""
    for shortcut_id, details in shortcuts:
        if shortcut_id == SHORTCUT_ID:
            return str(details.get("trigger_description", ("s", ""))[1])
    return None


def _readable(combo: Combo) -> list[str]:
    """The combination's parts as Settings writes them: "Ctrl", "Alt", "Space"."""
    names = {"ctrl": "Ctrl", "alt": "Alt", "shift": "Shift", "super": "Meta"}
    key = combo.key.upper() if len(combo.key) == 1 else combo.key[:1].upper() + combo.key[1:]
    return [*(names[m] for m in ("ctrl", "alt", "shift", "super") if m in combo.modifiers), key]
