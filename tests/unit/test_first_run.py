"""The first-run check: the window asks the OS keyring in a child process, which answers as this one would."""

from __future__ import annotations

import sys
from collections.abc import Callable
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
