"""A desktop notification, the operating system's own way.

- Linux (and other freedesktop desktops): `org.freedesktop.Notifications.Notify` on the session bus, over
  jeepney (pure Python, already installed with keyring). Tested against a real server on a private bus.
- macOS: `osascript`'s `display notification` (Notification Centre), the texts passed as arguments, never
  as script. Not tested here (no macOS machine).
- Windows: a toast through PowerShell and the Windows Runtime's ToastNotificationManager, the texts passed
  in environment variables and escaped as XML. Not tested here (no Windows machine).

Clicking a notification does nothing yet: the process that sent it has usually ended by then. The session a
notification is about travels as the hint `x-desktop-agent-session` (D-Bus) for a later listener.
"""

from __future__ import annotations

import logging
import os
import subprocess
import sys
from dataclasses import dataclass

log = logging.getLogger(__name__)

APP_NAME = "Desktop Agent"
DESKTOP_ENTRY = "desktop-agent"
NOTIFY_TIMEOUT_S = 5.0
MOST_BODY_CHARS = 300


@dataclass(frozen=True, slots=True)
class Notification:
    title: str
    body: str
    failed: bool = False
    """A failure: shown as critical where the system has urgencies."""
    session_id: str = ""


def notify(note: Notification) -> str | None:
    """Show it; None when shown, otherwise why not (in words, also logged). Never raises."""
    body = note.body if len(note.body) <= MOST_BODY_CHARS else note.body[: MOST_BODY_CHARS - 1] + "…"
    shown = Notification(note.title, body, note.failed, note.session_id)
    try:
        if sys.platform == "darwin":
            _macos(shown)
        elif sys.platform == "win32":
            _windows(shown)
        else:
            _freedesktop(shown)
    except Exception as exc:  # a desktop without a notification service must not fail the run
        log.warning("The notification %r could not be shown: %s", note.title, exc)
        return f"{type(exc).__name__}: {exc}"
    return None


def _freedesktop(note: Notification) -> int:
    from jeepney import DBusAddress, new_method_call
    from jeepney.io.blocking import open_dbus_connection

    address = DBusAddress(
        "/org/freedesktop/Notifications",
        bus_name="org.freedesktop.Notifications",
        interface="org.freedesktop.Notifications",
    )
    hints: dict[str, tuple[str, object]] = {
        "desktop-entry": ("s", DESKTOP_ENTRY),
        "urgency": ("y", 2 if note.failed else 1),
    }
    if note.session_id:
        hints["x-desktop-agent-session"] = ("s", note.session_id)
    message = new_method_call(
        address,
        "Notify",
        "susssasa{sv}i",
        (APP_NAME, 0, DESKTOP_ENTRY, note.title, note.body, [], hints, -1),
    )
    with open_dbus_connection(bus="SESSION") as connection:
        reply = connection.send_and_get_reply(message, timeout=NOTIFY_TIMEOUT_S)
    if reply.header.message_type.name == "error":
        raise RuntimeError(f"the notification service answered {reply.body}")
    (notification_id,) = reply.body
    return int(notification_id)


_OSASCRIPT = (
    "on run argv",
    "display notification (item 2 of argv) with title (item 1 of argv)",
    "end run",
)


def _macos(note: Notification) -> None:  # untested here: no macOS machine
    command = ["osascript"]
    for line in _OSASCRIPT:
        command += ["-e", line]
    subprocess.run(
        [*command, note.title, note.body], check=True, timeout=NOTIFY_TIMEOUT_S, capture_output=True
    )


_TOAST = r"""
$ErrorActionPreference = 'Stop'
[Windows.UI.Notifications.ToastNotificationManager, Windows.UI.Notifications, `
  ContentType=WindowsRuntime] > $null
[Windows.Data.Xml.Dom.XmlDocument, Windows.Data.Xml.Dom.XmlDocument, ContentType=WindowsRuntime] > $null
$t = [System.Security.SecurityElement]::Escape($env:DESKTOP_AGENT_NOTE_TITLE)
$b = [System.Security.SecurityElement]::Escape($env:DESKTOP_AGENT_NOTE_BODY)
$xml = New-Object Windows.Data.Xml.Dom.XmlDocument
$texts = "<text>$t</text><text>$b</text>"
$xml.LoadXml("<toast><visual><binding template='ToastGeneric'>$texts</binding></visual></toast>")
$app = '{1AC14E77-02E7-4E5D-B744-2EB1AE5198B7}\WindowsPowerShell\v1.0\powershell.exe'
[Windows.UI.Notifications.ToastNotificationManager]::CreateToastNotifier($app).Show(
    [Windows.UI.Notifications.ToastNotification]::new($xml))
"""


def _windows(note: Notification) -> None:  # untested here: no Windows machine
    env = {**os.environ, "DESKTOP_AGENT_NOTE_TITLE": note.title, "DESKTOP_AGENT_NOTE_BODY": note.body}
    subprocess.run(
        ["powershell.exe", "-NoProfile", "-NonInteractive", "-Command", _TOAST],
        check=True,
        timeout=NOTIFY_TIMEOUT_S * 3,
        capture_output=True,
        env=env,
        creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0),
    )
