"""Whether this is a first run: no settings file and no API key for any provider that needs one.

The window asks the OS keyring in a short-lived child process: reading one key sets up the keyring library's
backend (entry points scanned; on Linux the Secret Service client with D-Bus and cryptography), ~8 MB that
would otherwise stay in the window's process for the rest of its life for a check made once. The check is
the same either way (the same function, the same environment); when the child cannot answer, it is made in
this process.
"""

from __future__ import annotations

import logging
import subprocess
import sys
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


def needs_welcome_apart(settings_path: Path, keys: RunKeys) -> bool:
    """`needs_welcome` for the window: keys kept for this run are looked at here, the OS keyring in a child
    process (any other store here). Blocking: use a worker thread."""
    if settings_path.exists():
        return False
    if any(keys.memory.get(name) for name, preset in PRESETS.items() if preset.needs_key):
        return False
    from desktop_agent.secrets.keyring_store import KeyringSecretStore

    if not isinstance(keys.store, KeyringSecretStore):
        return needs_welcome(settings_path, keys)
    answer = _ask_child(settings_path)
    if answer is None:
        log.info("The keyring check's child process gave no answer: checking in this process")
        return needs_welcome(settings_path, keys)
    return answer


def _ask_child(settings_path: Path) -> bool | None:
    if getattr(sys, "frozen", False):
        return _ask_spawned(settings_path)
    return _ask_python(settings_path)


def _ask_python(settings_path: Path) -> bool | None:
    """This interpreter with `-c` (multiprocessing's spawn would also start its resource tracker, a process
    of its own that lives as long as the app)."""
    code = f"import sys; sys.path[:0] = {sys.path!r}; import {__name__} as check; check.answer_on_stdout()"
    try:
        done = subprocess.run(
            [sys.executable, "-c", code, str(settings_path)],
            capture_output=True, text=True, timeout=CHILD_WAIT_S, check=False,
        )  # fmt: skip
    except (OSError, subprocess.SubprocessError) as error:
        log.warning("The keyring check's child process failed: %s", error)
        return None
    said = done.stdout.strip().splitlines()
    return _ANSWERS.get(said[-1]) if said else None


def _ask_spawned(settings_path: Path) -> bool | None:
    """The installed (frozen) app has no interpreter to start with `-c`: its executable is also the child,
    recognised by `multiprocessing.freeze_support()` in main.py (as for the knowledge indexer)."""
    import multiprocessing

    context = multiprocessing.get_context("spawn")
    reader, writer = context.Pipe(duplex=False)
    child = context.Process(
        target=_answer, args=(str(settings_path), writer), name="first-run keyring check", daemon=True
    )
    try:
        child.start()
    except OSError as error:
        log.warning("Could not start the keyring check's child process: %s", error)
        return None
    finally:
        writer.close()
    try:
        if not reader.poll(CHILD_WAIT_S):
            return None
        found = reader.recv()
    except (EOFError, OSError):
        return None
    finally:
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
