"""A private D-Bus session bus (dbus-daemon) and a real org.freedesktop.Notifications server on it, served
with jeepney: what a desktop's notification daemon receives, recorded for the tests."""

from __future__ import annotations

import subprocess
import threading
from dataclasses import dataclass, field
from typing import Any

from jeepney import DBusAddress, HeaderFields, MessageType, new_error, new_method_return, new_signal
from jeepney.bus_messages import message_bus
from jeepney.io.blocking import open_dbus_connection

NAME = "org.freedesktop.Notifications"
PATH = "/org/freedesktop/Notifications"


@dataclass(frozen=True)
class Received:
    app_name: str
    summary: str
    body: str
    actions: list[str]
    hints: dict[str, Any]


@dataclass
class SessionBus:
    """`dbus-daemon --session` of our own; `address` goes in DBUS_SESSION_BUS_ADDRESS."""

    process: subprocess.Popen[str] | None = None
    address: str = ""

    def __enter__(self) -> SessionBus:
        self.process = subprocess.Popen(
            ["dbus-daemon", "--session", "--nofork", "--nopidfile", "--print-address=1"],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
        )  # fmt: skip
        assert self.process.stdout is not None
        self.address = self.process.stdout.readline().strip()
        return self

    def __exit__(self, *_: object) -> None:
        if self.process is not None:
            self.process.terminate()
            self.process.wait(timeout=10)
            if self.process.stdout is not None:
                self.process.stdout.close()


@dataclass
class NotificationServer:
    address: str
    received: list[Received] = field(default_factory=list)
    arrived: threading.Event = field(default_factory=threading.Event)

    def __post_init__(self) -> None:
        self._clicks: list[tuple[int, str]] = []
        self._stop = threading.Event()
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._serve, name="notification-server", daemon=True)

    def __enter__(self) -> NotificationServer:
        self._thread.start()
        assert self._ready.wait(10), "the notification server did not take its name"
        return self

    def __exit__(self, *_: object) -> None:
        self._stop.set()
        self._thread.join(10)

    def invoke(self, notification_id: int, action: str = "default") -> None:
        """The person clicks the notification (`default`) or one of its buttons: ActionInvoked, then
        NotificationClosed (reason 2, dismissed), as desktops send them."""
        self._clicks.append((notification_id, action))

    def wait_for(self, count: int, timeout: float) -> list[Received]:
        deadline = threading.Event()
        timer = threading.Timer(timeout, deadline.set)
        timer.start()
        try:
            while len(self.received) < count and not deadline.is_set():
                self.arrived.wait(0.1)
                self.arrived.clear()
        finally:
            timer.cancel()
        return list(self.received)

    def _serve(self) -> None:
        with open_dbus_connection(bus=self.address) as connection:
            connection.send_and_get_reply(message_bus.RequestName(NAME), timeout=10)
            self._ready.set()
            emitter = DBusAddress(PATH, interface=NAME)
            while not self._stop.is_set():
                while self._clicks:
                    notification_id, action = self._clicks.pop(0)
                    connection.send(new_signal(emitter, "ActionInvoked", "us", (notification_id, action)))
                    connection.send(new_signal(emitter, "NotificationClosed", "uu", (notification_id, 2)))
                try:
                    message = connection.receive(timeout=0.1)
                except TimeoutError:
                    continue
                if message.header.message_type != MessageType.method_call:
                    continue
                member = message.header.fields.get(HeaderFields.member)
                if member == "Notify":
                    app, _replaces, _icon, summary, body, actions, hints, _timeout = message.body
                    plain = {key: value[1] for key, value in hints.items()}
                    self.received.append(Received(app, summary, body, list(actions), plain))
                    connection.send(new_method_return(message, "u", (len(self.received),)))
                    self.arrived.set()
                elif member == "GetCapabilities":
                    connection.send(new_method_return(message, "as", (["body", "actions"],)))
                elif member == "GetServerInformation":
                    info = ("test-notifications", "desktop-agent tests", "1", "1.2")
                    connection.send(new_method_return(message, "ssss", info))
                else:
                    connection.send(new_error(message, "org.freedesktop.DBus.Error.UnknownMethod"))
