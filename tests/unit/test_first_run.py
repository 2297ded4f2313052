"""The first-run check: the window asks the OS keyring in a child process, which answers as this one would."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from desktop_agent.core import first_run
from desktop_agent.core.keys import MemorySecretStore, RunKeys

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="an absent Secret Service")


@pytest.fixture
def no_keyring_service(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("DBUS_SESSION_BUS_ADDRESS", f"unix:path={tmp_path / 'no-bus'}")
    monkeypatch.delenv("PYTHON_KEYRING_BACKEND", raising=False)


@pytest.mark.usefixtures("no_keyring_service")
@pytest.mark.parametrize("ask", [first_run._ask_python, first_run._ask_spawned], ids=["python -c", "spawned"])
def test_the_child_answers_from_the_os_keyring(tmp_path: Path, ask: Callable[[Path], bool | None]) -> None:
    settings = tmp_path / "settings.json"
    assert ask(settings) is True, "no settings, and no keyring so no key: the welcome"
    settings.write_text("{}", encoding="utf-8")
    assert ask(settings) is False, "settings present: no welcome"


def test_keys_for_this_run_and_other_stores_are_looked_at_here(tmp_path: Path) -> None:
    settings = tmp_path / "settings.json"
    assert first_run.needs_welcome_apart(settings, RunKeys(MemorySecretStore()))
    assert not first_run.needs_welcome_apart(settings, RunKeys(MemorySecretStore({"openai": "sk-test"})))
    run_only = RunKeys(MemorySecretStore())
    run_only.set_for_run("anthropic", "sk-test")
    assert not first_run.needs_welcome_apart(settings, run_only)


@pytest.fixture
def unanswered_keyring_prompt(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A desktop whose keyring waits for the person: a real gnome-keyring on a private session bus (started
    on demand, as a desktop does), with a fresh home, so it asks through its prompter, on a display of its
    own, to make the login keyring, and nobody answers."""
    for needed in ("Xvfb", "dbus-daemon", "gnome-keyring-daemon"):
        if shutil.which(needed) is None:
            pytest.skip(f"{needed} is not installed")
    number = next(n for n in range(150, 250) if not Path(f"/tmp/.X11-unix/X{n}").exists())
    home = tmp_path / "home"
    home.mkdir()
    env = dict(os.environ, HOME=str(home), DISPLAY=f":{number}")
    env.pop("PYTHON_KEYRING_BACKEND", None)
    xvfb = subprocess.Popen(["Xvfb", f":{number}", "-nolisten", "tcp"], stderr=subprocess.DEVNULL)
    bus = subprocess.Popen(
        ["dbus-daemon", "--session", "--nofork", "--print-address=1"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env,
    )  # fmt: skip
    try:
        assert bus.stdout is not None
        address = bus.stdout.readline().strip()
        for name, value in (
            ("HOME", str(home)),
            ("DISPLAY", f":{number}"),
            ("DBUS_SESSION_BUS_ADDRESS", address),
        ):
            monkeypatch.setenv(name, value)
        monkeypatch.delenv("PYTHON_KEYRING_BACKEND", raising=False)
        yield
    finally:
        bus.terminate()
        bus.wait(10)
        if bus.stdout is not None:
            bus.stdout.close()
        xvfb.terminate()
        xvfb.wait(10)


def _children_of(pid: int) -> list[str]:
    """The Python processes `pid` started (the check's child; the bus and the display are not Python)."""
    found = subprocess.run(["ps", "--ppid", str(pid), "-o", "pid=,comm="], capture_output=True, text=True)
    return [line for line in found.stdout.splitlines() if line.split()[-1].startswith("python")]


@pytest.mark.usefixtures("unanswered_keyring_prompt")
def test_quitting_while_the_keyring_waits_for_the_person_ends_the_check_at_once(tmp_path: Path) -> None:
    from desktop_agent.secrets.keyring_store import KeyringSecretStore

    before = set(_children_of(os.getpid()))  # earlier tests' (multiprocessing's resource tracker)
    check = first_run.KeyringCheck()
    answers: list[bool] = []
    worker = threading.Thread(
        target=lambda: answers.append(
            check.needs_welcome(tmp_path / "settings.json", RunKeys(KeyringSecretStore()))
        ),
        daemon=True,
    )
    worker.start()
    worker.join(6)
    assert worker.is_alive(), "the keyring waits for its prompt to be answered, and the check with it"
    assert set(_children_of(os.getpid())) - before, "the check's child process is the one waiting"
    stopping = time.monotonic()
    check.stop()  # what quitting does
    worker.join(5)
    assert not worker.is_alive(), "the check ended when the app quit"
    assert time.monotonic() - stopping < 3
    assert answers == [False], "no welcome (the app is quitting), and no second try in this process"
    assert not set(_children_of(os.getpid())) - before, "no keyring check is left behind"
