"""A real org.freedesktop.portal.Desktop on a private session bus (`IsolatedBus`), served with jeepney: the
GlobalShortcuts portal as xdg-desktop-portal presents it to an application — CreateSession and BindShortcuts
answered by a Request's Response signal on the predicted path, the session's Close, the version property,
the host Registry — with the desktop's side played by the test: how the binding is answered (`answer`,
`bound_as`), when the shortcut is pressed (`activate`), the session ended (`close_session`). Every call is
recorded."""

from __future__ import annotations

import subprocess
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from jeepney import (
    DBusAddress,
    HeaderFields,
    MessageType,
    new_error,
    new_method_return,
    new_signal,
)
from jeepney.bus_messages import message_bus
from jeepney.io.blocking import open_dbus_connection

NAME = "org.freedesktop.portal.Desktop"
PATH = "/org/freedesktop/portal/desktop"
SHORTCUTS = "org.freedesktop.portal.GlobalShortcuts"
REQUEST = "org.freedesktop.portal.Request"
SESSION = "org.freedesktop.portal.Session"
REGISTRY = "org.freedesktop.host.portal.Registry"
PROPERTIES = "org.freedesktop.DBus.Properties"


_BUS_CONFIG = """<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:dir={directory}</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
"""


@dataclass
class IsolatedBus:
    """`dbus-daemon` of our own, as a session bus without service directories: nothing installed on this
    machine (a real xdg-desktop-portal) is started on it, so "no portal" means none. `address` goes in
    DBUS_SESSION_BUS_ADDRESS."""

    process: subprocess.Popen[str] | None = None
    address: str = ""

    def __enter__(self) -> IsolatedBus:
        self._directory = tempfile.TemporaryDirectory(prefix="desktop-agent-bus-")
        config = Path(self._directory.name, "bus.conf")
        config.write_text(_BUS_CONFIG.format(directory=self._directory.name), encoding="utf-8")
        self.process = subprocess.Popen(
            ["dbus-daemon", f"--config-file={config}", "--nofork", "--nopidfile", "--print-address=1"],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
        )  # fmt: skip
        assert self.process.stdout is not None
        self.address = self.process.stdout.readline().strip()
        assert self.address, "dbus-daemon did not start"
        return self

    def __exit__(self, *_: object) -> None:
        if self.process is not None:
            self.process.terminate()
            self.process.wait(timeout=10)
            if self.process.stdout is not None:
                self.process.stdout.close()
        self._directory.cleanup()


@dataclass(frozen=True)
class Call:
    member: str
    path: str
    body: tuple[Any, ...]


@dataclass
class PortalServer:
    address: str
    offers_shortcuts: bool = True
    """False: a portal without GlobalShortcuts (the version property is not there)."""
    answer: int | None = 0
    """BindShortcuts' Response code: 0 bound, 1 the person cancelled, 2 otherwise ended; None: no Response
    (the desktop's dialog stays open)."""
    bound_as: str | None = None
    """The trigger_description the desktop answers (None: the preferred trigger, as KDE writes it)."""
    calls: list[Call] = field(default_factory=list)
    sessions: list[str] = field(default_factory=list)
    """Sessions open, oldest first."""

    def __post_init__(self) -> None:
        self._lock = threading.Lock()
        self._changed = threading.Condition(self._lock)
        self._to_send: list[tuple[str, str, str]] = []
        self._stop = threading.Event()
        self._ready = threading.Event()
        self._clients: dict[str, str] = {}
        """session path -> the unique name that opened it."""
        self._thread = threading.Thread(target=self._serve, name="portal-server", daemon=True)

    def __enter__(self) -> PortalServer:
        self._thread.start()
        assert self._ready.wait(10), "the portal did not take its name"
        return self

    def __exit__(self, *_: object) -> None:
        self._stop.set()
        self._thread.join(10)

    def activate(self, shortcut_id: str = "quick-ask", session: str | None = None) -> None:
        """The person presses the shortcut: Activated, to the application of the newest session."""
        with self._lock:
            target = session if session is not None else self.sessions[-1]
            self._to_send.append((target, shortcut_id, "Activated"))

    def close_session(self) -> None:
        """The desktop ends the newest session (Session::Closed)."""
        with self._lock:
            self._to_send.append((self.sessions[-1], "", "Closed"))

    def wait_for(self, member: str, count: int = 1, timeout: float = 5.0) -> list[Call]:
        """The calls of `member`, once there are `count` of them (or after `timeout`)."""
        deadline = time.monotonic() + timeout
        with self._changed:
            while len(self.of(member)) < count and (left := deadline - time.monotonic()) > 0:
                self._changed.wait(left)
            return self.of(member)

    def of(self, member: str) -> list[Call]:
        return [call for call in self.calls if call.member == member]

    def _record(self, call: Call) -> None:
        with self._changed:
            self.calls.append(call)
            self._changed.notify_all()

    def _serve(self) -> None:
        with open_dbus_connection(bus=self.address) as connection:
            connection.send_and_get_reply(message_bus.RequestName(NAME), timeout=10)
            self._ready.set()
            while not self._stop.is_set():
                with self._lock:
                    sending, self._to_send = self._to_send, []
                for session, shortcut_id, what in sending:
                    self._emit(connection, session, shortcut_id, what)
                try:
                    message = connection.receive(timeout=0.05)
                except TimeoutError:
                    continue
                if message.header.message_type == MessageType.method_call:
                    self._answer(connection, message)

    def _emit(self, connection: Any, session: str, shortcut_id: str, what: str) -> None:
        if what == "Closed":
            with self._lock:
                self.sessions.remove(session)
            connection.send(new_signal(DBusAddress(session, interface=SESSION), "Closed", "a{sv}", ({},)))
            return
        signal = new_signal(
            DBusAddress(PATH, interface=SHORTCUTS),
            "Activated",
            "osta{sv}",
            (session, shortcut_id, int(time.monotonic() * 1000), {}),
        )
        signal.header.fields[HeaderFields.destination] = self._clients[session]  # as the portal: to its app
        connection.send(signal)

    def _answer(self, connection: Any, message: Any) -> None:
        fields = message.header.fields
        member, path = str(fields.get(HeaderFields.member)), str(fields.get(HeaderFields.path))
        interface, sender = fields.get(HeaderFields.interface), str(fields.get(HeaderFields.sender))
        self._record(Call(member, path, tuple(message.body)))
        caller = sender.lstrip(":").replace(".", "_")
        if interface == PROPERTIES and member == "Get":
            if self.offers_shortcuts and tuple(message.body) == (SHORTCUTS, "version"):
                connection.send(new_method_return(message, "v", (("u", 2),)))
            else:
                connection.send(new_error(message, "org.freedesktop.DBus.Error.InvalidArgs", "s",
                                          ("No such interface or property",)))  # fmt: skip
        elif interface == REGISTRY and member == "Register":
            connection.send(new_method_return(message))
        elif interface == SHORTCUTS and member == "CreateSession" and self.offers_shortcuts:
            (options,) = message.body
            token = options["handle_token"][1]
            session = f"{PATH}/session/{caller}/{options['session_handle_token'][1]}"
            with self._lock:
                self.sessions.append(session)
                self._clients[session] = sender
            self._respond(connection, message, caller, token, 0, {"session_handle": ("s", session)})
        elif interface == SHORTCUTS and member == "BindShortcuts" and self.offers_shortcuts:
            session, shortcuts, _parent, options = message.body
            bound = []
            for shortcut_id, details in shortcuts:
                preferred = details.get("preferred_trigger", ("s", ""))[1]
                shown = self.bound_as if self.bound_as is not None else _as_kde_writes(preferred)
                bound.append((shortcut_id, {"description": details["description"],
                                            "trigger_description": ("s", shown)}))  # fmt: skip
            token = options["handle_token"][1]
            if self.answer is None:
                connection.send(new_method_return(message, "o", (f"{PATH}/request/{caller}/{token}",)))
                return
            results = {"shortcuts": ("a(sa{sv})", bound)} if self.answer == 0 else {}
            self._respond(connection, message, caller, token, self.answer, results)
        elif interface == SESSION and member == "Close":
            with self._lock:
                known = path in self.sessions
                if known:
                    self.sessions.remove(path)
            if known:
                connection.send(new_method_return(message))
            else:
                connection.send(new_error(message, "org.freedesktop.DBus.Error.UnknownObject"))
        else:
            connection.send(new_error(message, "org.freedesktop.DBus.Error.UnknownMethod"))

    def _respond(
        self, connection: Any, call: Any, caller: str, token: str, code: int, results: dict[str, Any]
    ) -> None:
        """The method's reply (the request's handle), then the Request's Response on that path."""
        request = f"{PATH}/request/{caller}/{token}"
        connection.send(new_method_return(call, "o", (request,)))
        response = DBusAddress(request, interface=REQUEST)
        connection.send(new_signal(response, "Response", "ua{sv}", (code, results)))


def _as_kde_writes(trigger: str) -> str:
    """`CTRL+ALT+space` as KDE's dialog shows it: `Ctrl+Alt+Space`."""
    names = {"CTRL": "Ctrl", "ALT": "Alt", "SHIFT": "Shift", "LOGO": "Meta"}
    *modifiers, key = trigger.split("+")
    return "+".join([*(names.get(m, m) for m in modifiers), key[:1].upper() + key[1:]])
