"""A desktop notification, the operating system's own way.

- Linux (and other freedesktop desktops): `org.freedesktop.Notifications.Notify` on the session bus, over
  jeepney (pure Python, already installed with keyring). Tested against a real server on a private bus.
- macOS: `osascript`'s `display notification` (Notification Centre), the texts passed as arguments, never
  as script. Not tested here (no macOS machine).
- Windows: a toast through PowerShell and the Windows Runtime's ToastNotificationManager, the texts passed
  in environment variables and escaped as XML. Its click (and its *Review refused calls* button) opens a
  `desktop-agent://` address, which the installer registers to start the app with `--open-url`. Not tested
  here (no Windows machine).

Clicking a notification about a session opens it (freedesktop only): the process that ran the job ends, so a
small detached child (`notify_and_wait`, started by `shown_by_child`) sends the notification with a "default"
action and waits on the same D-Bus connection — at most `CLICK_WAIT_S`, or until the notification is closed
— for ActionInvoked, then starts the command that opens the session. The session also travels as the hint
`x-desktop-agent-session`. A run that refused calls the person could approve has a second button, *Review
refused calls*, which starts the command that shows them in the window (asking before anything runs).
"""

from __future__ import annotations

import json
import logging
import os
import select
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, replace
from typing import Any

log = logging.getLogger(__name__)

APP_NAME = "Desktop Agent"
DESKTOP_ENTRY = "desktop-agent"
NOTIFY_TIMEOUT_S = 5.0
CLICK_WAIT_S = 600.0
"""How long a notification's click is waited for (most desktops keep it in a list for longer; by then the
session is in the window's history)."""
SHOWN = "shown"
REVIEW = "review"
"""The action key of *Review refused calls*."""
MOST_BODY_CHARS = 300


@dataclass(frozen=True, slots=True)
class Notification:
    title: str
    body: str
    failed: bool = False
    """A failure: shown as critical where the system has urgencies."""
    session_id: str = ""
    review: bool = False
    """Whether it offers *Review refused calls* (a run refused calls the person could approve)."""
    open_url: str = ""
    """Windows: the `desktop-agent://` address its click opens (the session)."""
    review_url: str = ""
    """Windows: the address *Review refused calls* opens."""


def notify(note: Notification) -> str | None:
    """Show it; None when shown, otherwise why not (in words, also logged). Never raises."""
    shown = _shortened(note)
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


_PATH = "/org/freedesktop/Notifications"
_NAME = "org.freedesktop.Notifications"


def _shortened(note: Notification) -> Notification:
    body = note.body if len(note.body) <= MOST_BODY_CHARS else note.body[: MOST_BODY_CHARS - 1] + "…"
    return replace(note, body=body)


def _freedesktop(
    note: Notification, connection: object | None = None, *, actions: bool = False, review: bool = False
) -> int:
    """Notify on `connection` (a jeepney blocking connection; a new one when None); `actions`: with the
    "default" action (the click) and an "Open" button; `review`: and a *Review refused calls* button."""
    from jeepney import DBusAddress, new_method_call
    from jeepney.io.blocking import DBusConnection, open_dbus_connection

    address = DBusAddress(_PATH, bus_name=_NAME, interface=_NAME)
    hints: dict[str, tuple[str, object]] = {
        "desktop-entry": ("s", DESKTOP_ENTRY),
        "urgency": ("y", 2 if note.failed else 1),
    }
    if note.session_id:
        hints["x-desktop-agent-session"] = ("s", note.session_id)
    buttons = ["default", "Open", "open", "Open"] if actions else []
    if actions and review:
        buttons += [REVIEW, "Review refused calls"]
    message = new_method_call(
        address,
        "Notify",
        "susssasa{sv}i",
        (APP_NAME, 0, DESKTOP_ENTRY, note.title, note.body, buttons, hints, -1),
    )
    if isinstance(connection, DBusConnection):
        reply = connection.send_and_get_reply(message, timeout=NOTIFY_TIMEOUT_S)
    else:
        with open_dbus_connection(bus="SESSION") as own:
            reply = own.send_and_get_reply(message, timeout=NOTIFY_TIMEOUT_S)
    if reply.header.message_type.name == "error":
        raise RuntimeError(f"the notification service answered {reply.body}")
    (notification_id,) = reply.body
    return int(notification_id)


# ---- a notification whose click opens its session (freedesktop) ----


def clickable() -> bool:
    """Whether a click can be followed here: freedesktop notifications (not macOS, not Windows)."""
    return sys.platform not in ("darwin", "win32")


def shown_by_child(note: Notification, child: Sequence[str]) -> str | None:
    """Start `child` (this program in its notification mode, given `note_argument(note, ...)`) detached, in
    a session of its own; it sends the notification and says whether it was shown, then waits for the click.
    Returns as `notify` does: None when shown, otherwise why not. Never raises."""
    read_end, write_end = os.pipe()
    try:
        quiet = [
            (os.POSIX_SPAWN_OPEN, 0, os.devnull, os.O_RDONLY, 0),
            (os.POSIX_SPAWN_DUP2, write_end, 1),
            (os.POSIX_SPAWN_OPEN, 2, os.devnull, os.O_WRONLY, 0),
            (os.POSIX_SPAWN_CLOSE, read_end),
        ]
        os.posix_spawn(child[0], list(child), dict(os.environ), file_actions=quiet, setsid=True)
        os.close(write_end)
        write_end = -1
        said = _first_line(read_end, NOTIFY_TIMEOUT_S * 2)
    except OSError as exc:
        log.warning("The notification %r could not be shown: %s", note.title, exc)
        return f"{type(exc).__name__}: {exc}"
    finally:
        os.close(read_end)
        if write_end >= 0:
            os.close(write_end)
    if said == SHOWN:
        return None
    log.warning("The notification %r could not be shown: %s", note.title, said or "no answer")
    return said or "the notification's process did not answer"


def _first_line(fd: int, timeout_s: float) -> str:
    deadline, got = time.monotonic() + timeout_s, b""
    while b"\n" not in got and (left := deadline - time.monotonic()) > 0:
        ready, _, _ = select.select([fd], [], [], left)
        if not ready:
            break
        chunk = os.read(fd, 4096)
        if not chunk:
            break
        got += chunk
    return got.decode("utf-8", "replace").partition("\n")[0].strip()


def note_argument(
    note: Notification,
    open_command: Sequence[str],
    wait_s: float = CLICK_WAIT_S,
    review_command: Sequence[str] = (),
) -> str:
    """What the notification mode is given: the notification, the command a click starts (and the one
    *Review refused calls* starts, if any), how long to wait."""
    given: dict[str, object] = {**asdict(note), "open": list(open_command), "wait_s": wait_s}
    for windows_only in ("review", "open_url", "review_url"):  # the button is there when its command is
        del given[windows_only]
    if review_command:
        given["review"] = list(review_command)
    return json.dumps(given, ensure_ascii=False)


def notify_and_wait(argument: str, start: Callable[[Sequence[str]], None] | None = None) -> int:
    """The notification mode: show the notification (what happened goes to stdout, one line, then stdout
    closes), wait on the same connection for its click — at most `wait_s`, or until it is closed or the
    bus goes away — and on a click start the `open` command, on *Review refused calls* the `review` one
    (detached; `start` for tests)."""
    given = json.loads(argument)
    command = [str(word) for word in given.get("open", [])]
    reviewing = [str(word) for word in given.get("review", [])]
    note = Notification(str(given["title"]), str(given["body"]), bool(given.get("failed")),
                        str(given.get("session_id", "")), bool(reviewing))  # fmt: skip
    deadline = time.monotonic() + float(given.get("wait_s", CLICK_WAIT_S))
    try:
        from jeepney import MatchRule, message_bus
        from jeepney.io.blocking import Proxy, open_dbus_connection

        connection = open_dbus_connection(bus="SESSION")
    except Exception as exc:
        _say(f"{type(exc).__name__}: {exc}")
        return 1
    with connection:
        try:
            # the bus sends only the notification service's signals; here they arrive from its unique name
            from_service = MatchRule(type="signal", sender=_NAME, interface=_NAME, path=_PATH)
            Proxy(message_bus, connection).AddMatch(from_service)
            rule = MatchRule(type="signal", interface=_NAME, path=_PATH)
            with connection.filter(rule, bufsize=64) as signals:
                shown = _freedesktop(_shortened(note), connection, actions=bool(command), review=note.review)
                _say(SHOWN)
                if not command:
                    return 0
                clicked = _wait_for_click(connection, signals, shown, deadline)
        except Exception as exc:  # a broken bus, a refusing server: said, or (after it was shown) logged
            _say(f"{type(exc).__name__}: {exc}")
            return 1
    if clicked == REVIEW and reviewing:
        (start or _start_detached)(reviewing)
    elif clicked in ("default", "open"):
        (start or _start_detached)(command)
    return 0


def _wait_for_click(connection: Any, signals: Any, shown: int, deadline: float) -> str | None:
    """The action clicked on notification `shown` ("default", "open", `REVIEW`); None when it was closed
    or nobody clicked before `deadline`."""
    while (left := deadline - time.monotonic()) > 0:
        try:
            signal = connection.recv_until_filtered(signals, timeout=left)
        except TimeoutError:
            return None
        from jeepney import HeaderFields

        member = signal.header.fields.get(HeaderFields.member)
        if signal.body and int(signal.body[0]) == shown:
            if member == "ActionInvoked":
                action = str(signal.body[1])
                return action if action in ("default", "open", REVIEW) else None
            if member == "NotificationClosed":
                return None
    return None


def _say(line: str) -> None:
    """One line to whoever started this process, then stdout is closed (it waits for nothing more)."""
    if sys.stdout is None or sys.stdout.closed:
        return
    try:
        sys.stdout.write(line.replace("\n", " ") + "\n")
        sys.stdout.flush()
        sys.stdout.close()
    except (OSError, ValueError):
        pass


def _start_detached(command: Sequence[str]) -> None:
    quiet = [(os.POSIX_SPAWN_OPEN, fd, os.devnull, os.O_RDWR, 0) for fd in (0, 1, 2)]
    os.posix_spawn(command[0], list(command), dict(os.environ), file_actions=quiet, setsid=True)


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
$open = [System.Security.SecurityElement]::Escape($env:DESKTOP_AGENT_NOTE_OPEN)
$review = [System.Security.SecurityElement]::Escape($env:DESKTOP_AGENT_NOTE_REVIEW)
$xml = New-Object Windows.Data.Xml.Dom.XmlDocument
$texts = "<text>$t</text><text>$b</text>"
$head = "<toast>"
if ($open) { $head = "<toast activationType='protocol' launch='$open'>" }
$actions = ""
if ($review) {
  $button = "<action content='Review refused calls' activationType='protocol' arguments='$review'/>"
  $actions = "<actions>$button</actions>"
}
$xml.LoadXml("$head<visual><binding template='ToastGeneric'>$texts</binding></visual>$actions</toast>")
$app = '{1AC14E77-02E7-4E5D-B744-2EB1AE5198B7}\WindowsPowerShell\v1.0\powershell.exe'
[Windows.UI.Notifications.ToastNotificationManager]::CreateToastNotifier($app).Show(
    [Windows.UI.Notifications.ToastNotification]::new($xml))
"""


def _windows(note: Notification) -> None:  # untested here: no Windows machine
    env = {
        **os.environ,
        "DESKTOP_AGENT_NOTE_TITLE": note.title,
        "DESKTOP_AGENT_NOTE_BODY": note.body,
        "DESKTOP_AGENT_NOTE_OPEN": note.open_url,
        "DESKTOP_AGENT_NOTE_REVIEW": note.review_url,
    }
    subprocess.run(
        ["powershell.exe", "-NoProfile", "-NonInteractive", "-Command", _TOAST],
        check=True,
        timeout=NOTIFY_TIMEOUT_S * 3,
        capture_output=True,
        env=env,
        creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0),
    )
