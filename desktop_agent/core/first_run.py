"""Whether this is a first run: no settings file and no API key for any provider that needs one.

The window asks the OS keyring in a short-lived child process: reading one key sets up the keyring library's
backend (entry points scanned; on Linux the Secret Service client with D-Bus and cryptography), ~8 MB that
would otherwise stay in the window's process for the rest of its life for a check made once. The check is
the same either way (the same function, the same environment); when the child cannot answer, it is made in
this process.

The keyring may wait for the person first (a desktop's prompt to unlock it, or to make one). Quitting in the
meantime must not wait with it: `KeyringCheck.stop` ends the child, the check answers "no welcome" at once,
and the app's process ends.
"""

from __future__ import annotations

import logging
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from desktop_agent.core.keys import RunKeys, SecretStore, os_keyring
from desktop_agent.domain.errors import UserFacingError
from desktop_agent.providers.presets import PRESETS

if TYPE_CHECKING:
    from multiprocessing.connection import Connection

log = logging.getLogger(__name__)

CHILD_WAIT_S = 300.0
"""How long the child may take: the keyring may ask the person to unlock it first."""


def needs_welcome(settings_path: Path, secrets: SecretStore) -> bool:
    """First run: no settings file and no key for any provider. Blocking (keyring): use a worker thread."""
    if settings_path.exists():
        return False
    for name, preset in PRESETS.items():
        if not preset.needs_key:
            continue
        try:
            if secrets.get(name):
                return False
        except UserFacingError:
            return True  # no keyring, so no stored key either
    return True


class KeyringCheck:
    """`needs_welcome` for the window, which quitting can stop: keys kept for this run are looked at here,
    the OS keyring in a child process (any other store here)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._stopped = False
        self._running: dict[int, Callable[[], None]] = {}
        """How to end each child still asking, by its pid."""

    def needs_welcome(self, settings_path: Path, keys: RunKeys) -> bool:
        """Blocking (the keyring may wait for the person): use a worker thread. False once stopped."""
        if settings_path.exists():
            return False
        if any(keys.memory.get(name) for name, preset in PRESETS.items() if preset.needs_key):
            return False
        from desktop_agent.secrets.keyring_store import KeyringSecretStore

        if not isinstance(keys.store, KeyringSecretStore):
            return needs_welcome(settings_path, keys)
        answer = (
            _ask_spawned(settings_path, self)
            if getattr(sys, "frozen", False)
            else _ask_python(settings_path, self)
        )
        if self.stopped:
            return False
        if answer is None:
            log.info("The keyring check's child process gave no answer: checking in this process")
            return needs_welcome(settings_path, keys)
        return answer

    @property
    def stopped(self) -> bool:
        with self._lock:
            return self._stopped

    def stop(self) -> None:
        """The app quits: a child still waiting for the keyring is ended now."""
        with self._lock:
            self._stopped = True
            ending = list(self._running.values())
        for end in ending:
            end()
        if ending:
            log.info("Quitting: the keyring check still waiting was ended")

    def started(self, pid: int, end: Callable[[], None]) -> bool:
        """A child began asking; False when the check was stopped already (the caller ends it)."""
        with self._lock:
            if not self._stopped:
                self._running[pid] = end
            return not self._stopped

    def ended(self, pid: int) -> None:
        with self._lock:
            self._running.pop(pid, None)


def needs_welcome_apart(settings_path: Path, keys: RunKeys) -> bool:
    """`KeyringCheck.needs_welcome` without a way to stop it (the terminal, the tests)."""
    return KeyringCheck().needs_welcome(settings_path, keys)


def _ask_python(settings_path: Path, check: KeyringCheck | None = None) -> bool | None:
    """This interpreter with `-c` (multiprocessing's spawn would also start its resource tracker, a process
    of its own that lives as long as the app)."""
    check = check or KeyringCheck()
    code = f"import sys; sys.path[:0] = {sys.path!r}; import {__name__} as check; check.answer_on_stdout()"
    try:
        child = subprocess.Popen(
            [sys.executable, "-c", code, str(settings_path)],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
        )  # fmt: skip
    except OSError as error:
        log.warning("The keyring check's child process failed: %s", error)
        return None
    with child:
        try:
            if not check.started(child.pid, child.kill):
                child.kill()
            out, _ = child.communicate(timeout=CHILD_WAIT_S)
        except subprocess.TimeoutExpired:
            log.warning("The keyring check's child process did not answer in %d s", CHILD_WAIT_S)
            child.kill()
            return None
        finally:
            check.ended(child.pid)
    said = out.strip().splitlines()
    return _ANSWERS.get(said[-1]) if said and child.returncode == 0 else None


def _ask_spawned(settings_path: Path, check: KeyringCheck | None = None) -> bool | None:
    """The installed (frozen) app has no interpreter to start with `-c`: its executable is also the child,
    recognised by `multiprocessing.freeze_support()` in main.py (as for the knowledge indexer)."""
    import multiprocessing

    context = multiprocessing.get_context("spawn")
    reader, writer = context.Pipe(duplex=False)
    child = context.Process(
        target=_answer, args=(str(settings_path), writer), name="first-run keyring check", daemon=True
    )
    check = check or KeyringCheck()
    try:
        child.start()
    except OSError as error:
        log.warning("Could not start the keyring check's child process: %s", error)
        return None
    finally:
        writer.close()
    pid = child.pid or 0
    try:
        if not check.started(pid, child.kill):
            child.kill()
        if not reader.poll(CHILD_WAIT_S):
            return None
        found = reader.recv()
    except (EOFError, OSError):
        return None
    finally:
        check.ended(pid)
        reader.close()
        child.join(5)
        if child.is_alive():
            child.kill()
            child.join()
    return found if isinstance(found, bool) else None


_ANSWERS = {"welcome": True, "no welcome": False}


def _keyring_answer(settings_path: str) -> bool | None:
    """In the child process: the OS keyring's answer (None when the check itself failed)."""
    try:
        return needs_welcome(Path(settings_path), os_keyring())
    except Exception:  # the parent checks again in its own process and sees the error there
        return None


def answer_on_stdout() -> None:
    """The child started with `-c`: the answer for the settings path in argv[1], as one word."""
    found = _keyring_answer(sys.argv[1])
    sys.stdout.write({True: "welcome", False: "no welcome", None: "unknown"}[found] + "\n")
    sys.stdout.flush()


def _answer(settings_path: str, writer: Connection) -> None:
    """The spawned child (frozen app): the answer through the pipe."""
    try:
        writer.send(_keyring_answer(settings_path))
    finally:
        writer.close()
