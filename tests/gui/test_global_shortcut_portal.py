"""Quick ask's shortcut on Wayland, through the desktop's GlobalShortcuts portal: the app's own listener
(`GlobalShortcut(kind="wayland")`) against a real D-Bus portal (tests/helpers/portal_server.py) on a private
dbus-daemon — the session it opens, the shortcut it binds, a press reaching the Qt thread, a refused
binding, another key chosen by the desktop, no portal at all (what Settings says), a changed shortcut and
stopping (the session closed, no thread left)."""

from __future__ import annotations

import shutil
import threading
import time
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from desktop_agent.core.settings import Settings
from desktop_agent.ui import global_shortcut_portal as portal_module
from desktop_agent.ui.appearance_page import AppearancePage
from desktop_agent.ui.global_shortcut import Combo, GlobalShortcut, availability, parse
from desktop_agent.ui.global_shortcut_portal import described_as, trigger
from tests.helpers.portal_server import IsolatedBus, PortalServer

THREAD = "global shortcut (portal)"


@pytest.fixture
def bus(monkeypatch: pytest.MonkeyPatch) -> Iterator[IsolatedBus]:
    """A private session bus as the app's (the desktop's Wayland session), and nothing learned about the
    portal yet (put back after)."""
    if shutil.which("dbus-daemon") is None:
        pytest.skip("dbus-daemon is not installed (apt-get install dbus-daemon)")
    monkeypatch.setattr(portal_module, "_offered", None)
    monkeypatch.setenv("WAYLAND_DISPLAY", "wayland-test")
    with IsolatedBus() as private:
        monkeypatch.setenv("DBUS_SESSION_BUS_ADDRESS", private.address)
        yield private


@pytest.fixture
def wayland(bus: IsolatedBus) -> Iterator[Callable[[], GlobalShortcut]]:
    """Makes the app's shortcut as on Wayland; each is stopped after the test (before the bus goes)."""
    made: list[GlobalShortcut] = []

    def make() -> GlobalShortcut:
        made.append(GlobalShortcut(kind="wayland"))
        return made[-1]

    yield make
    for shortcut in made:
        shortcut.stop()


def listeners() -> list[threading.Thread]:
    return [thread for thread in threading.enumerate() if thread.name == THREAD]


def settings_note(qtbot: QtBot) -> str:
    """What Settings says under Quick ask's shortcut."""
    page = AppearancePage(Settings())
    qtbot.addWidget(page)
    notes = [
        label.text()
        for label in page.findChildren(QLabel)
        if "Quick ask" in label.text() and not label.text().endswith(":")
    ]
    assert len(notes) == 1, notes
    return notes[0]


def listening(qtbot: QtBot, shortcut: GlobalShortcut, text: str) -> None:
    with qtbot.waitSignal(shortcut.listening, timeout=5000):
        assert shortcut.listen(text) == ""


def test_the_portal_binds_the_shortcut_and_its_press_reaches_the_qt_thread(
    qtbot: QtBot, bus: IsolatedBus, wayland: Callable[[], GlobalShortcut]
) -> None:
    with PortalServer(bus.address) as portal:
        shortcut = wayland()
        problems: list[str] = []
        shortcut.problem.connect(problems.append)
        listening(qtbot, shortcut, "Ctrl+Alt+Space")
        assert [call.member for call in portal.calls] == ["Register", "Get", "CreateSession", "BindShortcuts"]
        (register,) = portal.of("Register")
        assert register.body == ("io.github.desktopagent.DesktopAgent", {}), "who it is, first"
        (created,) = portal.of("CreateSession")
        options = created.body[0]
        assert set(options) == {"handle_token", "session_handle_token"}
        (bound,) = portal.of("BindShortcuts")
        session, shortcuts, parent, _options = bound.body
        assert session == portal.sessions[0] and parent == ""
        assert shortcuts == [
            ("quick-ask", {"description": ("s", "Open Desktop Agent's Quick ask"),
                           "preferred_trigger": ("s", "CTRL+ALT+space")}),
        ]  # fmt: skip
        assert availability("wayland") == "", "the desktop gives the shortcut: nothing to warn about"
        assert settings_note(qtbot) == "Opens Quick ask from any application."

        pressed_on: list[threading.Thread] = []
        shortcut.pressed.connect(lambda: pressed_on.append(threading.current_thread()))
        with qtbot.waitSignal(shortcut.pressed, timeout=5000):
            portal.activate("quick-ask")
        assert pressed_on == [threading.main_thread()], "the press reaches the Qt thread"
        portal.activate("another-shortcut")
        with qtbot.waitSignal(shortcut.pressed, timeout=5000):
            portal.activate("quick-ask")
        assert len(pressed_on) == 2, "another shortcut's activation is not Quick ask's"
        assert problems == []

        shortcut.stop()
        (closed,) = portal.wait_for("Close")
        assert closed.path == session and portal.sessions == []
        assert listeners() == [], "no thread left"


def test_a_refused_binding_is_said_in_words_and_the_listener_ends(
    qtbot: QtBot, bus: IsolatedBus, wayland: Callable[[], GlobalShortcut]
) -> None:
    with PortalServer(bus.address, answer=1) as portal:
        shortcut = wayland()
        with qtbot.waitSignal(shortcut.problem, timeout=5000) as said:
            assert shortcut.listen("Ctrl+Alt+Space") == ""
        (text,) = said.args
        assert "did not give Quick ask its shortcut" in text and "tray's menu" in text
        assert portal.wait_for("Close") and portal.sessions == [], "the refused session is closed"
        qtbot.waitUntil(lambda: listeners() == [], timeout=3000)
        shortcut.stop()  # nothing left to stop: no error


def test_the_desktop_choosing_another_key_says_which(
    qtbot: QtBot, bus: IsolatedBus, wayland: Callable[[], GlobalShortcut]
) -> None:
    with PortalServer(bus.address, bound_as="Ctrl+Alt+K") as portal:
        shortcut = wayland()
        with qtbot.waitSignal(shortcut.problem, timeout=5000) as said:
            listening(qtbot, shortcut, "Ctrl+Alt+Space")
        (text,) = said.args
        assert "Ctrl+Alt+K instead of Ctrl+Alt+Space" in text
        with qtbot.waitSignal(shortcut.pressed, timeout=5000):
            portal.activate()  # the desktop's key works all the same
        shortcut.stop()
    assert listeners() == []


def test_a_key_less_binding_asks_for_one_in_the_desktops_settings(
    qtbot: QtBot, bus: IsolatedBus, wayland: Callable[[], GlobalShortcut]
) -> None:
    with PortalServer(bus.address, bound_as=""):
        shortcut = wayland()
        with qtbot.waitSignal(shortcut.problem, timeout=5000) as said:
            shortcut.listen("Meta+K")
        assert "without a key" in said.args[0]
        shortcut.stop()


def test_no_portal_on_the_bus_is_the_wayland_note_settings_shows(
    qtbot: QtBot, bus: IsolatedBus, wayland: Callable[[], GlobalShortcut]
) -> None:
    shortcut = wayland()
    with qtbot.waitSignal(shortcut.problem, timeout=5000) as said:
        assert shortcut.listen("Ctrl+Alt+Space") == ""
    (text,) = said.args
    assert "GlobalShortcuts portal" in text and "tray's menu" in text
    assert availability("wayland") == text
    assert settings_note(qtbot) == text
    qtbot.waitUntil(lambda: listeners() == [], timeout=3000)
    shortcut.stop()


def test_a_portal_without_global_shortcuts_is_the_same_note(
    qtbot: QtBot, bus: IsolatedBus, wayland: Callable[[], GlobalShortcut]
) -> None:
    with PortalServer(bus.address, offers_shortcuts=False) as portal:
        shortcut = wayland()
        with qtbot.waitSignal(shortcut.problem, timeout=5000) as said:
            shortcut.listen("Ctrl+Alt+Space")
        assert said.args[0] == availability("wayland") and "GlobalShortcuts portal" in said.args[0]
        assert portal.of("CreateSession") == []
        shortcut.stop()


def test_changing_the_shortcut_closes_the_old_session_and_binds_the_new(
    qtbot: QtBot, bus: IsolatedBus, wayland: Callable[[], GlobalShortcut]
) -> None:
    with PortalServer(bus.address) as portal:
        shortcut = wayland()
        listening(qtbot, shortcut, "Ctrl+Alt+Space")
        (first,) = portal.sessions
        listening(qtbot, shortcut, "Meta+Shift+K")
        (closed,) = portal.of("Close")
        assert closed.path == first, "the old session is closed before the new one is opened"
        (second,) = portal.sessions
        assert second != first
        bound = portal.wait_for("BindShortcuts", 2)
        assert bound[1].body[1][0][1]["preferred_trigger"] == ("s", "SHIFT+LOGO+k")
        with qtbot.waitSignal(shortcut.pressed, timeout=5000):
            portal.activate()
        assert len(listeners()) == 1, "one listener at a time"
        assert shortcut.listen("") == ""  # cleared in Settings: stops
        assert [call.path for call in portal.wait_for("Close", 2)] == [first, second]
        assert listeners() == []


def test_the_desktop_closing_the_session_is_said(
    qtbot: QtBot, bus: IsolatedBus, wayland: Callable[[], GlobalShortcut]
) -> None:
    with PortalServer(bus.address) as portal:
        shortcut = wayland()
        listening(qtbot, shortcut, "Ctrl+Alt+Space")
        with qtbot.waitSignal(shortcut.problem, timeout=5000) as said:
            portal.close_session()
        assert "ended Quick ask's shortcut" in said.args[0]
        qtbot.waitUntil(lambda: listeners() == [], timeout=3000)
        shortcut.stop()


def test_stopping_while_the_desktop_still_asks_the_person_ends_at_once(
    qtbot: QtBot, bus: IsolatedBus, wayland: Callable[[], GlobalShortcut]
) -> None:
    with PortalServer(bus.address, answer=None) as portal:
        shortcut = wayland()
        shortcut.listen("Ctrl+Alt+Space")
        (bound,) = portal.wait_for("BindShortcuts")
        began = time.monotonic()
        shortcut.stop()
        assert time.monotonic() - began < 2 and listeners() == []
        (closed,) = portal.of("Close")
        assert closed.path == bound.body[0], "the session is closed (the desktop's dialog goes with it)"


def test_the_combination_is_written_as_the_portal_reads_it() -> None:
    def combo(text: str) -> Combo:
        parsed = parse(text)
        assert parsed is not None
        return parsed

    assert trigger(combo("Ctrl+Alt+Space")) == "CTRL+ALT+space"
    assert trigger(combo("Meta+A")) == "LOGO+a"
    assert trigger(combo("Shift+Ctrl+F5")) == "CTRL+SHIFT+F5"
    assert trigger(combo("Ctrl+Return")) == "CTRL+Return"
    assert trigger(combo("Ctrl+/")) == "CTRL+slash"
    assert trigger(combo("Alt+,")) == "ALT+comma"
    space = combo("Ctrl+Alt+Space")
    for same in ("Ctrl+Alt+Space", "CTRL+ALT+space", "<Control><Alt>space", "Alt+Ctrl+space"):
        assert described_as(same, space), same
    for other in ("Ctrl+Alt+K", "Ctrl+Space", "Ctrl+Alt+Shift+Space", "", "Space", "Hyper+Alt+Space"):
        assert not described_as(other, space), other
    assert described_as("Meta+K", combo("Super+K")) and described_as("Ctrl+Slash", combo("Ctrl+/"))
    assert described_as("Ctrl+Enter", combo("Ctrl+Return"))
